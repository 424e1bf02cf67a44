//! The questions of one hand given as counts or ids: the check with its forms,
//! waits, shanten.

use super::*;

/// The bits of a forms mask.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HupaiForm {
    /// The standard form: melds and a pair.
    HupaiFormStandard = 1,
    /// Seven pairs.
    HupaiFormSevenPairs = 2,
    /// Thirteen orphans.
    HupaiFormThirteenOrphans = 4,
    /// Seven pairs and a triplet, in 17 tiles (嚦咕嚦咕).
    HupaiFormPairsAndTriplet = 8,
    /// 全不靠 (国标): honours and knitted tiles.
    HupaiFormHonoursAndKnitted = 16,
    /// 七星不靠 (国标): 全不靠 with all seven honours (HUPAI_FORM_HONOURS_AND_KNITTED too).
    HupaiFormGreaterHonoursAndKnitted = 32,
    /// 组合龙 (国标): a knitted straight, melds and a pair.
    HupaiFormKnittedStraight = 64,
    /// Eight pairs and a lone tile, in 17 tiles.
    HupaiFormEightPairs = 128,
}

/// Each form and its HupaiForm bit.
pub(crate) const FORM_BITS: [(Form, HupaiForm); 8] = [
    (Form::Standard, HupaiForm::HupaiFormStandard),
    (Form::SevenPairs, HupaiForm::HupaiFormSevenPairs),
    (Form::ThirteenOrphans, HupaiForm::HupaiFormThirteenOrphans),
    (Form::PairsAndTriplet, HupaiForm::HupaiFormPairsAndTriplet),
    (
        Form::HonoursAndKnitted,
        HupaiForm::HupaiFormHonoursAndKnitted,
    ),
    (
        Form::GreaterHonoursAndKnitted,
        HupaiForm::HupaiFormGreaterHonoursAndKnitted,
    ),
    (Form::KnittedStraight, HupaiForm::HupaiFormKnittedStraight),
    (Form::EightPairs, HupaiForm::HupaiFormEightPairs),
];

/// The forms as HupaiForm bits.
#[inline]
pub(crate) fn form_bits(forms: Forms) -> u32 {
    (FORM_BITS.iter())
        .map(|&(form, bit)| u32::from(forms.contains(form)) * bit as u32)
        .fold(0, |bits, bit| bits | bit)
}

/// # Safety
/// `exhausted` is null or writable.
#[inline]
pub(crate) unsafe fn write_waits(
    found: Result<Waits, CheckError>,
    waits: &mut u64,
    exhausted: *mut u64,
) -> Result<(), Failure> {
    let found = found.map_err(bad_hand)?;
    *waits = found.bits();
    // SAFETY: forwarded from the caller.
    if let Some(exhausted) = unsafe { exhausted.as_mut() } {
        *exhausted = found.exhausted_bits();
    }
    Ok(())
}

/// # Safety
/// `per_form` is null or points to 3 writable bytes.
#[inline]
pub(crate) unsafe fn write_shanten(
    engine: &HupaiEngine,
    hand: Hand,
    shanten: &mut i8,
    per_form: *mut i8,
) -> Result<(), Failure> {
    if per_form.is_null() {
        // The best form alone: the cheaper question.
        *shanten = engine.engine.shanten(&hand).map_err(bad_hand)?;
        return Ok(());
    }
    // SAFETY: non-null, and then 3 writable bytes, as the caller promises.
    let per_form = unsafe { std::slice::from_raw_parts_mut(per_form, 3) };
    write_forms(engine, hand, shanten, per_form)
}

/// The best shanten into `shanten` and the first `per_form.len()` forms' (in
/// `Form::ALL` order, HUPAI_SHANTEN_RULED_OUT where ruled out), from one search.
fn write_forms(
    engine: &HupaiEngine,
    hand: Hand,
    shanten: &mut i8,
    per_form: &mut [i8],
) -> Result<(), Failure> {
    let forms = engine.engine.shanten_forms(&hand).map_err(bad_hand)?;
    *shanten = forms.best().expect("an admitted hand has a form");
    for (slot, form) in per_form.iter_mut().zip(Form::ALL) {
        *slot = forms
            .form(form)
            .unwrap_or(HupaiShanten::HupaiShantenRuledOut as i8);
    }
    Ok(())
}

/// Judges a hand of 34 counts and `jokers` jokers. Counts are indexed by tile id:
/// 0-8 = 1m-9m, 9-17 = 1p-9p, 18-26 = 1s-9s, 27-33 = East South West North White
/// Green Red. Writes the forms the hand wins in to `forms` (HupaiForm bits; 0 = no
/// win). A hand the rules do not play (its size, its kinds, too many jokers) is
/// HUPAI_BAD_HAND, with the reason in hupai_last_error.
///
/// Requires: `engine` is a live engine; `counts` points to 34 readable bytes; `forms`
/// is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_check_counts(
    engine: *const HupaiEngine,
    counts: *const u8,
    jokers: u8,
    forms: *mut u32,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let (engine, forms) = (borrow(engine, "engine")?, writable(forms, "forms")?);
        let counts = counts_of(counts)?;
        let found = engine.engine.check_counts(counts, jokers);
        *forms = form_bits(found.map_err(bad_hand)?);
        Ok(())
    })
}

/// Whether a hand of 34 counts and `jokers` jokers (see hupai_check_counts) wins in
/// any form: `win` gets 1 or 0, the search stopping at the first form that wins (the
/// fastest call, for servers that need no more). A hand the rules do not play (its
/// size, its kinds, too many jokers) gets 0, as no win; counts that are no hand at
/// all (more than four of a kind, more than 17 tiles) are HUPAI_BAD_HAND.
///
/// Requires: `engine` is a live engine; `counts` points to 34 readable bytes; `win` is
/// writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_is_win_counts(
    engine: *const HupaiEngine,
    counts: *const u8,
    jokers: u8,
    win: *mut u8,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let (engine, win) = (borrow(engine, "engine")?, writable(win, "win")?);
        let counts = counts_of(counts)?;
        *win = (engine.engine)
            .is_win_counts(counts, jokers)
            .map_err(bad_hand)?
            .into();
        Ok(())
    })
}

/// Judges a hand given as `len` tile ids (0 to 33, any order) and `jokers` jokers; as
/// hupai_check_counts otherwise.
///
/// Requires: `engine` is a live engine; `ids` points to `len` readable bytes (may be
/// null when `len` is 0); `forms` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_check_ids(
    engine: *const HupaiEngine,
    ids: *const u8,
    len: usize,
    jokers: u8,
    forms: *mut u32,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let (engine, forms) = (borrow(engine, "engine")?, writable(forms, "forms")?);
        *forms = form_bits(
            engine
                .engine
                .check(&ids_hand(ids, len, jokers)?)
                .map_err(bad_hand)?,
        );
        Ok(())
    })
}

/// The waits of a hand of 3n+1 tiles given as 34 counts and `jokers` jokers (see
/// hupai_check_counts): `waits` gets a mask with bit `id` set for each tile id whose
/// drawing wins; `exhausted` (may be null) gets those of them the hand already holds
/// four of, judged as if a fifth copy existed. A hand of another size is
/// HUPAI_BAD_HAND.
///
/// Requires: `engine` is a live engine; `counts` points to 34 readable bytes; `waits`
/// is writable; `exhausted` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_waits_counts(
    engine: *const HupaiEngine,
    counts: *const u8,
    jokers: u8,
    waits: *mut u64,
    exhausted: *mut u64,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let (engine, waits) = (borrow(engine, "engine")?, writable(waits, "waits")?);
        let hand = counts_hand(counts, jokers)?;
        write_waits(engine.engine.waits(&hand), waits, exhausted)
    })
}

/// hupai_waits_counts for a hand given as `len` tile ids and `jokers` jokers.
///
/// Requires: `engine` is a live engine; `ids` points to `len` readable bytes (may be
/// null when `len` is 0); `waits` is writable; `exhausted` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_waits_ids(
    engine: *const HupaiEngine,
    ids: *const u8,
    len: usize,
    jokers: u8,
    waits: *mut u64,
    exhausted: *mut u64,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let (engine, waits) = (borrow(engine, "engine")?, writable(waits, "waits")?);
        let hand = ids_hand(ids, len, jokers)?;
        write_waits(engine.engine.waits(&hand), waits, exhausted)
    })
}

/// Special shanten values.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HupaiShanten {
    /// A form the rules or the hand's size rule out.
    HupaiShantenRuledOut = 127,
}

/// The shanten of a hand of 3n+1 or 3n+2 tiles given as 34 counts and `jokers`
/// jokers (see hupai_check_counts): -1 a win, 0 one tile from a win, and so on.
/// `per_form` (may be null) gets three values, for the standard form, seven pairs and
/// thirteen orphans, HUPAI_SHANTEN_RULED_OUT where a form cannot be; later forms
/// (seven pairs and a triplet) by hupai_shanten_form_counts, so that a caller's
/// three-byte array stays large enough. The first call
/// for a rule set builds its shanten tables (a fraction of a second); later calls
/// take tens of nanoseconds.
///
/// Requires: `engine` is a live engine; `counts` points to 34 readable bytes;
/// `shanten` is writable; `per_form` is null or points to 3 writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_shanten_counts(
    engine: *const HupaiEngine,
    counts: *const u8,
    jokers: u8,
    shanten: *mut i8,
    per_form: *mut i8,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let (engine, shanten) = (borrow(engine, "engine")?, writable(shanten, "shanten")?);
        write_shanten(engine, counts_hand(counts, jokers)?, shanten, per_form)
    })
}

/// The shanten of a hand given as 34 counts and `jokers` jokers in one form: `form`
/// is one HupaiForm bit (the forms after thirteen orphans included, which `per_form`
/// of hupai_shanten_counts leaves out); HUPAI_SHANTEN_RULED_OUT where the form cannot
/// be. A `form` that is not one HupaiForm bit is HUPAI_BAD_ARGUMENT.
///
/// Requires: `engine` is a live engine; `counts` points to 34 readable bytes;
/// `shanten` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_shanten_form_counts(
    engine: *const HupaiEngine,
    counts: *const u8,
    jokers: u8,
    form: u32,
    shanten: *mut i8,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let (engine, shanten) = (borrow(engine, "engine")?, writable(shanten, "shanten")?);
        let Some(&(form, _)) = FORM_BITS.iter().find(|&&(_, bit)| bit as u32 == form) else {
            return Err(failure(
                HupaiStatus::HupaiBadArgument,
                format!("form {form} is not one HupaiForm bit (1, 2, 4, … 128)"),
            ));
        };
        let hand = counts_hand(counts, jokers)?;
        let forms = engine.engine.shanten_forms(&hand).map_err(bad_hand)?;
        *shanten = (forms.form(form)).unwrap_or(HupaiShanten::HupaiShantenRuledOut as i8);
        Ok(())
    })
}

/// The shanten of a hand given as 34 counts and `jokers` jokers (see
/// hupai_check_counts) in every form at once, from one search: `shanten` gets the
/// best (-1 a win), `per_form` eight values in HupaiForm bit order (standard, seven
/// pairs, thirteen orphans, seven pairs and a triplet, 全不靠, 七星不靠, 组合龙,
/// eight pairs), HUPAI_SHANTEN_RULED_OUT where the rules or the size rule a form
/// out. A hand of another size is HUPAI_BAD_HAND.
///
/// Requires: `engine` is a live engine; `counts` points to 34 readable bytes;
/// `shanten` is writable; `per_form` points to 8 writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_shanten_forms_counts(
    engine: *const HupaiEngine,
    counts: *const u8,
    jokers: u8,
    shanten: *mut i8,
    per_form: *mut i8,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let (engine, shanten) = (borrow(engine, "engine")?, writable(shanten, "shanten")?);
        let per_form = slice_mut(per_form, Form::ALL.len(), "per_form")?;
        write_forms(engine, counts_hand(counts, jokers)?, shanten, per_form)
    })
}

/// hupai_shanten_counts for a hand given as `len` tile ids and `jokers` jokers.
///
/// Requires: `engine` is a live engine; `ids` points to `len` readable bytes (may be
/// null when `len` is 0); `shanten` is writable; `per_form` is null or points to 3
/// writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_shanten_ids(
    engine: *const HupaiEngine,
    ids: *const u8,
    len: usize,
    jokers: u8,
    shanten: *mut i8,
    per_form: *mut i8,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let (engine, shanten) = (borrow(engine, "engine")?, writable(shanten, "shanten")?);
        write_shanten(engine, ids_hand(ids, len, jokers)?, shanten, per_form)
    })
}
