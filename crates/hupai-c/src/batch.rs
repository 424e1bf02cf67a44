//! Many hands at once: rows of counts judged on this thread or hupai's pool.

use super::*;
use hupai_core::batch::BatchLengthError;
use hupai_core::batch::Threads;

/// The hands of a batch: 34 counts and a joker count each.
pub(crate) struct Batch<'a> {
    counts: &'a [u8],
    jokers: &'a [u8],
}

impl Batch<'_> {
    /// # Safety
    /// `counts` is null or points to `n` × 34 readable bytes, `jokers` to `n`.
    unsafe fn new(counts: *const u8, jokers: *const u8, n: usize) -> Result<Self, Failure> {
        // No buffer holds more than isize::MAX bytes: a larger `n` is a caller's error.
        let total = n
            .checked_mul(KINDS)
            .filter(|&total| isize::try_from(total).is_ok())
            .ok_or_else(|| {
                failure(
                    HupaiStatus::HupaiBadArgument,
                    format!("{n} hands is too many for any buffer"),
                )
            })?;
        // SAFETY: forwarded from the caller.
        unsafe {
            Ok(Batch {
                counts: slice(counts, total, "counts")?,
                jokers: slice(jokers, n, "jokers")?,
            })
        }
    }

    /// The rows of 34 counts.
    fn rows(&self) -> &[[u8; KINDS]] {
        self.counts.as_chunks::<KINDS>().0
    }
}

/// A library batch over rows: `rows[i]` and `jokers[i]` answered into `results[i]`.
type Rows<'e, T> = &'e (
        dyn Fn(&[[u8; KINDS]], &[u8], &mut [Option<T>], Threads) -> Result<(), BatchLengthError>
            + Sync
    );

/// Judges `n` hands: `counts` holds 34 counts per hand (`n` × 34 bytes, see
/// hupai_check_counts), `jokers` one count per hand, and `wins[i]` is set to 1 when
/// hand i wins in any form, 0 when it does not or is not a hand the rules play (use
/// hupai_check_batch_forms to tell those apart). Runs on this thread without
/// allocating when `parallel` is 0, on all cores otherwise (on hupai's own thread
/// pool, which a process forked after using it rebuilds for itself: safe in pre-fork
/// servers). An `n` no buffer can hold is HUPAI_BAD_ARGUMENT.
///
/// Requires: `engine` is a live engine; `counts` points to `n` × 34 readable bytes,
/// `jokers` to `n` readable bytes, `wins` to `n` writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_check_batch(
    engine: *const HupaiEngine,
    counts: *const u8,
    jokers: *const u8,
    n: usize,
    wins: *mut u8,
    parallel: u8,
) -> HupaiStatus {
    guard(|| {
        // SAFETY: forwarded from the caller.
        let (engine, batch, wins) = unsafe {
            (
                borrow(engine, "engine")?,
                Batch::new(counts, jokers, n)?,
                slice_mut(wins, n, "wins")?,
            )
        };
        if parallel == 0 {
            // A stack buffer of answers at a time: the library's loop, no allocation.
            let rows = batch.rows();
            let mut answers = [None; 64];
            let chunks = rows.chunks(64).zip(batch.jokers.chunks(64));
            for ((rows, jokers), wins) in chunks.zip(wins.chunks_mut(64)) {
                let answers = &mut answers[..rows.len()];
                (engine.engine)
                    .is_win_rows(rows, jokers, answers, Threads::Calling)
                    .expect("equal lengths");
                for (win, answer) in wins.iter_mut().zip(answers) {
                    *win = (*answer == Some(true)).into();
                }
            }
        } else {
            // The hands are built on the pool too, from the rows as they are.
            let mut answers = vec![None; n];
            let rows = batch.rows();
            engine
                .engine
                .is_win_rows(rows, batch.jokers, &mut answers, Threads::Pool)
                .expect("equal lengths");
            for (win, answer) in wins.iter_mut().zip(answers) {
                *win = answer.unwrap_or(false).into();
            }
        }
        Ok(())
    })
}

/// Judges `n` hands as hupai_check_batch, with an answer per hand: `forms[i]` gets
/// the forms hand i wins in (HupaiForm bits; 0 = no win, or not a hand), and
/// `statuses[i]` (may be null) gets HUPAI_OK, or HUPAI_BAD_HAND when hand i is
/// impossible (more than four of a kind) or not one the rules play; a bad hand never
/// stops the others. The call's own status is HUPAI_OK unless an argument is bad.
/// Allocates nothing and runs on this thread when `parallel` is 0, as
/// hupai_check_batch.
///
/// Requires: `engine` is a live engine; `counts` points to `n` × 34 readable bytes,
/// `jokers` to `n` readable bytes, `forms` to `n` writable bytes; `statuses` is null
/// or points to `n` writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_check_batch_forms(
    engine: *const HupaiEngine,
    counts: *const u8,
    jokers: *const u8,
    n: usize,
    forms: *mut u8,
    statuses: *mut u8,
    parallel: u8,
) -> HupaiStatus {
    guard(|| {
        // SAFETY: forwarded from the caller.
        let (engine, batch, forms, statuses) = unsafe {
            (
                &borrow(engine, "engine")?.engine,
                Batch::new(counts, jokers, n)?,
                slice_mut(forms, n, "forms")?,
                statuses_of(statuses, n)?,
            )
        };
        answer_rows(
            &batch,
            parallel != 0,
            &|rows, jokers, answers, threads| engine.check_rows(rows, jokers, answers, threads),
            statuses,
            |i, answer| forms[i] = answer.map_or(0, |f| form_bits(f) as u8),
        );
        Ok(())
    })
}

/// Answers every row of `batch` with the library's batch over rows `answer`, on this
/// thread (a stack buffer of answers at a time: nothing allocated) or `on_pool`
/// (hupai's), writing each answer with `write` and each row's status to
/// `statuses` when given: counts that are no hand, or a hand the question refuses,
/// get no answer and HUPAI_BAD_HAND.
fn answer_rows<T: Copy + Send + Sync>(
    batch: &Batch<'_>,
    on_pool: bool,
    answer: Rows<'_, T>,
    mut statuses: Option<&mut [u8]>,
    mut write: impl FnMut(usize, Option<T>),
) {
    let mut record = |i: usize, answer: Option<T>| {
        if let Some(statuses) = statuses.as_deref_mut() {
            statuses[i] = match answer {
                Some(_) => HupaiStatus::HupaiOk,
                None => HupaiStatus::HupaiBadHand,
            } as u8;
        }
        write(i, answer);
    };
    let (rows, jokers) = (batch.rows(), batch.jokers);
    if on_pool {
        let mut answers = vec![None; rows.len()];
        answer(rows, jokers, &mut answers, Threads::Pool).expect("equal lengths");
        answers
            .into_iter()
            .enumerate()
            .for_each(|(i, a)| record(i, a));
        return;
    }
    const AT_A_TIME: usize = 64;
    let mut answers = [None; AT_A_TIME];
    let chunks = rows.chunks(AT_A_TIME).zip(jokers.chunks(AT_A_TIME));
    for (chunk, (rows, jokers)) in chunks.enumerate() {
        let answers = &mut answers[..rows.len()];
        answer(rows, jokers, answers, Threads::Calling).expect("equal lengths");
        for (i, &answer) in answers.iter().enumerate() {
            record(chunk * AT_A_TIME + i, answer);
        }
    }
}

/// The statuses of a batch: null, or `n` writable bytes.
///
/// # Safety
/// `statuses` is null or points to `n` writable bytes.
unsafe fn statuses_of<'a>(statuses: *mut u8, n: usize) -> Result<Option<&'a mut [u8]>, Failure> {
    match statuses.is_null() {
        true => Ok(None),
        // SAFETY: forwarded from the caller.
        false => Ok(Some(unsafe { slice_mut(statuses, n, "statuses")? })),
    }
}

/// The waits of `n` hands of 3n+1 tiles (rows of counts and joker counts as
/// hupai_check_batch): `waits[i]` gets hand i's mask of tile ids, as
/// hupai_waits_counts, or 0 when it is not a hand of 3n+1 tiles the rules play;
/// `statuses[i]` (may be null) gets HUPAI_OK or HUPAI_BAD_HAND. A bad hand never
/// stops the others; the call's own status is HUPAI_OK unless an argument is bad.
/// On this thread when `parallel` is 0, on hupai's pool otherwise.
///
/// Requires: `engine` is a live engine; `counts` points to `n` × 34 readable bytes,
/// `jokers` to `n` readable bytes, `waits` to `n` writable values; `statuses` is
/// null or points to `n` writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_waits_batch(
    engine: *const HupaiEngine,
    counts: *const u8,
    jokers: *const u8,
    n: usize,
    waits: *mut u64,
    statuses: *mut u8,
    parallel: u8,
) -> HupaiStatus {
    guard(|| {
        // SAFETY: forwarded from the caller.
        let (engine, batch, waits, statuses) = unsafe {
            (
                &borrow(engine, "engine")?.engine,
                Batch::new(counts, jokers, n)?,
                slice_mut(waits, n, "waits")?,
                statuses_of(statuses, n)?,
            )
        };
        answer_rows(
            &batch,
            parallel != 0,
            &|rows, jokers, answers, threads| engine.waits_rows(rows, jokers, answers, threads),
            statuses,
            |i, answer| waits[i] = answer.map_or(0, |w| w.bits()),
        );
        Ok(())
    })
}

/// The shanten of `n` hands of 3n+1 or 3n+2 tiles (rows of counts and joker counts
/// as hupai_check_batch): `shanten[i]` gets hand i's, as hupai_shanten_counts, or
/// HUPAI_SHANTEN_RULED_OUT for a hand the rules do not play; `statuses[i]` (may be
/// null) gets HUPAI_OK or HUPAI_BAD_HAND. A bad hand never stops the others; the
/// call's own status is HUPAI_OK unless an argument is bad. On this thread when
/// `parallel` is 0, on hupai's pool otherwise.
///
/// Requires: `engine` is a live engine; `counts` points to `n` × 34 readable bytes,
/// `jokers` to `n` readable bytes, `shanten` to `n` writable bytes; `statuses` is
/// null or points to `n` writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_shanten_batch(
    engine: *const HupaiEngine,
    counts: *const u8,
    jokers: *const u8,
    n: usize,
    shanten: *mut i8,
    statuses: *mut u8,
    parallel: u8,
) -> HupaiStatus {
    guard(|| {
        // SAFETY: forwarded from the caller.
        let (engine, batch, shanten, statuses) = unsafe {
            (
                &borrow(engine, "engine")?.engine,
                Batch::new(counts, jokers, n)?,
                slice_mut(shanten, n, "shanten")?,
                statuses_of(statuses, n)?,
            )
        };
        let ruled_out = HupaiShanten::HupaiShantenRuledOut as i8;
        answer_rows(
            &batch,
            parallel != 0,
            &|rows, jokers, answers, threads| engine.shanten_rows(rows, jokers, answers, threads),
            statuses,
            |i, answer| shanten[i] = answer.unwrap_or(ruled_out),
        );
        Ok(())
    })
}

/// What `n` hands of 3n+1 tiles accept (rows of counts and joker counts as
/// hupai_check_batch), no tile seen but the hand's own: `ukeire[i]` gets hand i's, as
/// hupai_ukeire_counts with `seen` null, or zeros (shanten HUPAI_SHANTEN_RULED_OUT)
/// when it is not a hand of 3n+1 tiles the rules play; `statuses[i]` (may be null)
/// gets HUPAI_OK or HUPAI_BAD_HAND. A bad hand never stops the others; the call's own
/// status is HUPAI_OK unless an argument is bad. On this thread when `parallel` is 0
/// (allocating nothing), on hupai's pool otherwise.
///
/// Requires: `engine` is a live engine; `counts` points to `n` × 34 readable bytes,
/// `jokers` to `n` readable bytes, `ukeire` to `n` writable HupaiUkeire; `statuses`
/// is null or points to `n` writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_ukeire_batch(
    engine: *const HupaiEngine,
    counts: *const u8,
    jokers: *const u8,
    n: usize,
    ukeire: *mut HupaiUkeire,
    statuses: *mut u8,
    parallel: u8,
) -> HupaiStatus {
    guard(|| {
        // SAFETY: forwarded from the caller.
        let (engine, batch, ukeire, statuses) = unsafe {
            (
                &borrow(engine, "engine")?.engine,
                Batch::new(counts, jokers, n)?,
                slice_mut(ukeire, n, "ukeire")?,
                statuses_of(statuses, n)?,
            )
        };
        let refused = HupaiUkeire {
            accepted: 0,
            total_live: 0,
            shanten: HupaiShanten::HupaiShantenRuledOut as i8,
            live: [0; KINDS],
        };
        answer_rows(
            &batch,
            parallel != 0,
            &|rows, jokers, answers, threads| engine.ukeire_rows(rows, jokers, answers, threads),
            statuses,
            |i, answer| ukeire[i] = answer.as_ref().map_or(refused, HupaiUkeire::from),
        );
        Ok(())
    })
}
