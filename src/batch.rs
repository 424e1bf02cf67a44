//! Batches for servers: judge a slice of hands into the caller's buffer, on the
//! calling thread without allocating, or on hupai's pool in chunks ([`Threads`]).

use crate::engine::Engine;
use crate::forms::Forms;
use crate::hints::{DiscardMasks, Ukeire};
use crate::tiles::hand::Hand;
use crate::tiles::tile::KINDS;
use crate::waits::Waits;

/// Hands per parallel task: large enough that scheduling costs nothing next to the
/// work, small enough that two threads share the work evenly.
pub(crate) const CHUNK: usize = 4096;
// The docs of `Threads::Pool` give the figure.
const _: () = assert!(CHUNK == 4096);

/// A result buffer whose length differs from the number of hands.
///
/// ```
/// use hupai::batch::Threads;
/// let engine = hupai::Engine::standard();
/// let error = engine.is_win_batch(&[hupai::Hand::default()], &mut [], Threads::Calling).unwrap_err();
/// assert_eq!(error.to_string(), "1 hands but room for 0 results");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{hands} hands but room for {results} results")]
#[non_exhaustive]
pub struct BatchLengthError {
    /// Hands given.
    pub hands: usize,
    /// Results the buffer holds.
    pub results: usize,
}

/// Where a batch runs.
///
/// ```
/// use hupai::batch::Threads;
/// let engine = hupai::Engine::standard();
/// let hands = vec!["11m".parse()?; 10_000];
/// let (mut here, mut pooled) = (vec![false; 10_000], vec![false; 10_000]);
/// engine.is_win_batch(&hands, &mut here, Threads::Calling)?;
/// engine.is_win_batch(&hands, &mut pooled, Threads::Pool)?;
/// assert_eq!(here, pooled);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Threads {
    /// On the calling thread, allocating nothing: the fastest way on one core.
    #[default]
    Calling,
    /// On hupai's thread pool (one per process, so a forked child works too),
    /// 4,096 hands a task; on the calling thread without the `rayon` feature.
    Pool,
}

fn same_length<T>(hands: &[Hand], results: &[T]) -> Result<(), BatchLengthError> {
    if hands.len() == results.len() {
        Ok(())
    } else {
        Err(BatchLengthError {
            hands: hands.len(),
            results: results.len(),
        })
    }
}

/// Whether raw rows' joker counts and the results buffer match the rows in length.
fn rows_fit<T>(
    counts: &[[u8; KINDS]],
    jokers: &[u8],
    results: &[T],
) -> Result<(), BatchLengthError> {
    match [jokers.len(), results.len()]
        .into_iter()
        .find(|&l| l != counts.len())
    {
        Some(length) => Err(BatchLengthError {
            hands: counts.len(),
            results: length,
        }),
        None => Ok(()),
    }
}

/// `results[i] = judge(&hands[i])`, where `threads` says: the one loop of every
/// batch over hands.
fn each<T: Send>(
    hands: &[Hand],
    results: &mut [T],
    threads: Threads,
    judge: impl Fn(&Hand) -> T + Sync,
) -> Result<(), BatchLengthError> {
    same_length(hands, results)?;
    let here = |hands: &[Hand], results: &mut [T]| {
        for (hand, result) in hands.iter().zip(results) {
            *result = judge(hand);
        }
        Ok(())
    };
    match threads {
        Threads::Calling => here(hands, results),
        Threads::Pool => crate::parallel::try_chunks(hands, results, CHUNK, here),
    }
}

/// `results[i] = answer(row i)`, where `threads` says: the one loop of every batch
/// over raw rows.
fn each_counts<T: Send>(
    counts: &[[u8; KINDS]],
    jokers: &[u8],
    results: &mut [Option<T>],
    threads: Threads,
    answer: impl Fn(&[u8; KINDS], u8) -> Option<T> + Sync,
) -> Result<(), BatchLengthError> {
    rows_fit(counts, jokers, results)?;
    let here = |counts: &[[u8; KINDS]], jokers: &[u8], results: &mut [Option<T>]| {
        for ((counts, &jokers), result) in counts.iter().zip(jokers).zip(results) {
            *result = answer(counts, jokers);
        }
        Ok(())
    };
    match threads {
        Threads::Calling => here(counts, jokers, results),
        Threads::Pool => crate::parallel::try_chunks_zip(counts, jokers, results, CHUNK, here),
    }
}

/// `results[i] = answer(hand of row i)`, `None` where the row is no hand; the hand
/// made in place from the row (a copy of its counts, checked).
fn each_row<T: Send>(
    counts: &[[u8; KINDS]],
    jokers: &[u8],
    results: &mut [Option<T>],
    threads: Threads,
    answer: impl Fn(&Hand) -> Option<T> + Sync,
) -> Result<(), BatchLengthError> {
    each_counts(counts, jokers, results, threads, |counts, jokers| {
        Hand::of_row(counts, jokers).and_then(|hand| answer(&hand))
    })
}

impl Engine {
    /// Wins of hands given as raw rows, as servers and array libraries hold them:
    /// `counts[i]` the 34 counts of hand i, `jokers[i]` its jokers; `results[i]` is
    /// `Some(self.is_win(..))`, or `None` where the row is no hand (more than four of a
    /// kind, more than 17 tiles). The fastest way through many hands held as raw
    /// counts.
    ///
    /// ```
    /// use hupai::batch::Threads;
    /// let engine = hupai::Engine::standard();
    /// let mut rows = [[0u8; 34]; 3];
    /// (rows[0][0], rows[1][0], rows[2][0]) = (2, 1, 9);
    /// let mut wins = [None; 3];
    /// engine.is_win_rows(&rows, &[0, 1, 0], &mut wins, Threads::Pool)?;
    /// assert_eq!(wins, [Some(true), Some(true), None]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_win_rows(
        &self,
        counts: &[[u8; KINDS]],
        jokers: &[u8],
        results: &mut [Option<bool>],
        threads: Threads,
    ) -> Result<(), BatchLengthError> {
        each_counts(counts, jokers, results, threads, |counts, jokers| {
            self.is_win_counts(counts, jokers).ok()
        })
    }

    /// `results[i] = self.is_win(&hands[i])`.
    ///
    /// ```
    /// use hupai::batch::Threads;
    /// let engine = hupai::Engine::standard();
    /// let hands = ["11m".parse()?, "12m".parse()?];
    /// let mut wins = [false; 2];
    /// engine.is_win_batch(&hands, &mut wins, Threads::Calling)?;
    /// assert_eq!(wins, [true, false]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_win_batch(
        &self,
        hands: &[Hand],
        results: &mut [bool],
        threads: Threads,
    ) -> Result<(), BatchLengthError> {
        each(hands, results, threads, |hand| self.is_win(hand))
    }

    /// `results[i]` = the forms `hands[i]` wins in (empty: no win), or `None` for a
    /// hand the rules do not play.
    ///
    /// ```
    /// use hupai::{Engine, Form, batch::Threads};
    /// let engine = Engine::standard();
    /// let hands = ["11m".parse()?, "12m".parse()?, "1m".parse()?];
    /// let mut forms = [None; 3];
    /// engine.check_batch(&hands, &mut forms, Threads::Calling)?;
    /// assert!(forms[0].is_some_and(|f| f.contains(Form::Standard)));
    /// assert!(forms[1].is_some_and(|f| f.is_empty()));
    /// assert_eq!(forms[2], None); // one tile: not a size the rules play
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn check_batch(
        &self,
        hands: &[Hand],
        results: &mut [Option<Forms>],
        threads: Threads,
    ) -> Result<(), BatchLengthError> {
        each(hands, results, threads, |hand| self.check(hand).ok())
    }

    /// `results[i]` = the waits of `hands[i]`, or `None` for a hand the rules do not
    /// play as a waiting hand.
    ///
    /// ```
    /// use hupai::batch::Threads;
    /// let engine = hupai::Engine::standard();
    /// let hands = ["23m11z".parse()?, "11m".parse()?];
    /// let mut waits = [None; 2];
    /// engine.waits_batch(&hands, &mut waits, Threads::Pool)?;
    /// assert_eq!(waits[0].unwrap().len(), 2);
    /// assert_eq!(waits[1], None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn waits_batch(
        &self,
        hands: &[Hand],
        results: &mut [Option<Waits>],
        threads: Threads,
    ) -> Result<(), BatchLengthError> {
        each(hands, results, threads, |hand| self.waits(hand).ok())
    }

    /// `results[i]` = the shanten of `hands[i]`, or `None` for a hand the rules do not
    /// play.
    ///
    /// ```
    /// use hupai::batch::Threads;
    /// let engine = hupai::Engine::standard();
    /// let hands = ["11m".parse()?, "19m19p".parse()?];
    /// let mut shanten = [None; 2];
    /// engine.shanten_batch(&hands, &mut shanten, Threads::Calling)?;
    /// assert_eq!(shanten, [Some(-1), Some(2)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn shanten_batch(
        &self,
        hands: &[Hand],
        results: &mut [Option<i8>],
        threads: Threads,
    ) -> Result<(), BatchLengthError> {
        self.shanten_tables();
        each(hands, results, threads, |hand| self.shanten(hand).ok())
    }

    /// `results[i]` = the discard masks of `hands[i]` ([`Engine::discard_masks`]), or
    /// `None` for a hand that does not discard under the rules.
    ///
    /// ```
    /// use hupai::batch::Threads;
    /// let engine = hupai::Engine::standard();
    /// let hands = ["11m23p4s".parse()?, "1m".parse()?];
    /// let mut masks = [None; 2];
    /// engine.discard_masks_batch(&hands, &mut masks, Threads::Calling)?;
    /// assert!(masks[0].is_some() && masks[1].is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn discard_masks_batch(
        &self,
        hands: &[Hand],
        results: &mut [Option<DiscardMasks>],
        threads: Threads,
    ) -> Result<(), BatchLengthError> {
        self.shanten_tables();
        each(hands, results, threads, |hand| {
            self.discard_masks(hand).ok()
        })
    }

    /// [`Engine::check_batch`] over raw rows ([`Engine::is_win_rows`]): `None` where
    /// the row is no hand or a hand the rules do not play.
    ///
    /// ```
    /// use hupai::batch::Threads;
    /// let engine = hupai::Engine::standard();
    /// let mut rows = [[0u8; 34]; 2];
    /// (rows[0][0], rows[1][0]) = (2, 9);
    /// let mut forms = [None; 2];
    /// engine.check_rows(&rows, &[0, 0], &mut forms, Threads::Calling)?;
    /// assert!(forms[0].is_some_and(|f| !f.is_empty()) && forms[1].is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn check_rows(
        &self,
        counts: &[[u8; KINDS]],
        jokers: &[u8],
        results: &mut [Option<Forms>],
        threads: Threads,
    ) -> Result<(), BatchLengthError> {
        each_counts(counts, jokers, results, threads, |counts, jokers| {
            self.check_counts(counts, jokers).ok()
        })
    }

    /// [`Engine::waits_batch`] over raw rows ([`Engine::is_win_rows`]).
    ///
    /// ```
    /// use hupai::batch::Threads;
    /// let engine = hupai::Engine::standard();
    /// let mut rows = [[0u8; 34]; 1];
    /// (rows[0][1], rows[0][2], rows[0][27]) = (1, 1, 2); // 23m11z
    /// let mut waits = [None];
    /// engine.waits_rows(&rows, &[0], &mut waits, Threads::Pool)?;
    /// assert!(waits[0].is_some());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn waits_rows(
        &self,
        counts: &[[u8; KINDS]],
        jokers: &[u8],
        results: &mut [Option<Waits>],
        threads: Threads,
    ) -> Result<(), BatchLengthError> {
        each_row(counts, jokers, results, threads, |hand| {
            self.waits(hand).ok()
        })
    }

    /// [`Engine::shanten_batch`] over raw rows ([`Engine::is_win_rows`]).
    ///
    /// ```
    /// use hupai::batch::Threads;
    /// let engine = hupai::Engine::standard();
    /// let mut rows = [[0u8; 34]; 1];
    /// rows[0][0] = 2;
    /// let mut shanten = [None];
    /// engine.shanten_rows(&rows, &[0], &mut shanten, Threads::Calling)?;
    /// assert_eq!(shanten, [Some(-1)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn shanten_rows(
        &self,
        counts: &[[u8; KINDS]],
        jokers: &[u8],
        results: &mut [Option<i8>],
        threads: Threads,
    ) -> Result<(), BatchLengthError> {
        self.shanten_tables();
        each_row(counts, jokers, results, threads, |hand| {
            self.shanten(hand).ok()
        })
    }

    /// The ukeire of hands given as raw rows ([`Engine::is_win_rows`]), nothing seen
    /// elsewhere: `None` where the row is no hand or one the rules do not play.
    ///
    /// ```
    /// use hupai::batch::Threads;
    /// let engine = hupai::Engine::standard();
    /// let mut rows = [[0u8; 34]; 1];
    /// (rows[0][1], rows[0][2], rows[0][27]) = (1, 1, 2); // 23m11z
    /// let mut ukeire = [None];
    /// engine.ukeire_rows(&rows, &[0], &mut ukeire, Threads::Calling)?;
    /// let accepted: Vec<String> = ukeire[0].as_ref().unwrap().accepted().map(|t| t.to_string()).collect();
    /// assert_eq!(accepted, ["1m", "4m"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn ukeire_rows(
        &self,
        counts: &[[u8; KINDS]],
        jokers: &[u8],
        results: &mut [Option<Ukeire>],
        threads: Threads,
    ) -> Result<(), BatchLengthError> {
        self.prepare(&[crate::engine::Question::Hints]);
        each_row(counts, jokers, results, threads, |hand| {
            self.ukeire(hand, &[0; KINDS]).ok()
        })
    }

    /// [`Engine::discard_masks_batch`] over raw rows ([`Engine::is_win_rows`]).
    ///
    /// ```
    /// use hupai::batch::Threads;
    /// let engine = hupai::Engine::standard();
    /// let mut rows = [[0u8; 34]; 1];
    /// (rows[0][0], rows[0][1], rows[0][2], rows[0][3]) = (2, 1, 1, 1); // 11234m
    /// let mut masks = [None];
    /// engine.discard_masks_rows(&rows, &[0], &mut masks, Threads::Pool)?;
    /// assert!(masks[0].is_some());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn discard_masks_rows(
        &self,
        counts: &[[u8; KINDS]],
        jokers: &[u8],
        results: &mut [Option<DiscardMasks>],
        threads: Threads,
    ) -> Result<(), BatchLengthError> {
        self.shanten_tables();
        each_row(counts, jokers, results, threads, |hand| {
            self.discard_masks(hand).ok()
        })
    }
}
