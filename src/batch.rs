//! Batches for servers: judge a slice of hands into the caller's buffer, on this
//! thread without allocating, or on rayon's pool in chunks.

use crate::engine::Engine;
use crate::forms::Forms;
use crate::hints::{DiscardMasks, Ukeire};
use crate::tiles::hand::Hand;
use crate::tiles::tile::KINDS;
use crate::waits::Waits;

/// Hands per parallel task: large enough that scheduling costs nothing next to the
/// work, small enough that two threads share the work evenly.
pub const CHUNK: usize = 4096;

/// A result buffer whose length differs from the number of hands.
///
/// ```
/// let engine = hupai::Engine::standard();
/// let error = engine.is_win_batch(&[hupai::Hand::default()], &mut []).unwrap_err();
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

/// `results[i] = answer(row i)`, on this thread: the one loop of every batch over
/// raw rows.
fn each_counts<T>(
    counts: &[[u8; KINDS]],
    jokers: &[u8],
    results: &mut [Option<T>],
    answer: impl Fn(&[u8; KINDS], u8) -> Option<T>,
) -> Result<(), BatchLengthError> {
    rows_fit(counts, jokers, results)?;
    for ((counts, &jokers), result) in counts.iter().zip(jokers).zip(results) {
        *result = answer(counts, jokers);
    }
    Ok(())
}

/// `results[i] = answer(hand of row i)`, `None` where the row is no hand; on this
/// thread, the hand made in place from the row (a copy of its counts, checked).
fn each_row<T>(
    counts: &[[u8; KINDS]],
    jokers: &[u8],
    results: &mut [Option<T>],
    answer: impl Fn(&Hand) -> Option<T>,
) -> Result<(), BatchLengthError> {
    each_counts(counts, jokers, results, |counts, jokers| {
        Hand::of_row(counts, jokers).and_then(|hand| answer(&hand))
    })
}

/// Runs `rows` (a batch over raw rows) on matching chunks on hupai's pool.
fn rows_in_chunks<T: Send>(
    counts: &[[u8; KINDS]],
    jokers: &[u8],
    results: &mut [T],
    rows: impl Fn(&[[u8; KINDS]], &[u8], &mut [T]) -> Result<(), BatchLengthError> + Sync + Send,
) -> Result<(), BatchLengthError> {
    rows_fit(counts, jokers, results)?;
    crate::parallel::try_chunks_zip(counts, jokers, results, CHUNK, rows)
}

/// `results[i] = judge(&hands[i])`, on this thread.
fn each<T>(
    hands: &[Hand],
    results: &mut [T],
    judge: impl Fn(&Hand) -> T,
) -> Result<(), BatchLengthError> {
    same_length(hands, results)?;
    for (hand, result) in hands.iter().zip(results) {
        *result = judge(hand);
    }
    Ok(())
}

/// Runs `batch` on matching chunks of `hands` and `results` on hupai's pool (one per
/// process, so a forked child works too).
fn in_chunks<T: Send>(
    hands: &[Hand],
    results: &mut [T],
    batch: impl Fn(&[Hand], &mut [T]) -> Result<(), BatchLengthError> + Sync + Send,
) -> Result<(), BatchLengthError> {
    same_length(hands, results)?;
    crate::parallel::try_chunks(hands, results, CHUNK, batch)
}

impl Engine {
    /// Wins of hands given as raw rows, as servers and array libraries hold them:
    /// `counts[i]` the 34 counts of hand i, `jokers[i]` its jokers; `results[i]` is
    /// `Some(self.is_win(..))`, or `None` where the row is no hand (more than four of a
    /// kind, more than 17 tiles). On hupai's pool, the hands built there too.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let mut rows = [[0u8; 34]; 3];
    /// (rows[0][0], rows[1][0], rows[2][0]) = (2, 1, 9);
    /// let mut wins = [None; 3];
    /// engine.is_win_rows_parallel(&rows, &[0, 1, 0], &mut wins)?;
    /// assert_eq!(wins, [Some(true), Some(true), None]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_win_rows_parallel(
        &self,
        counts: &[[u8; KINDS]],
        jokers: &[u8],
        results: &mut [Option<bool>],
    ) -> Result<(), BatchLengthError> {
        rows_in_chunks(counts, jokers, results, |counts, jokers, results| {
            self.is_win_rows(counts, jokers, results)
        })
    }

    /// [`Engine::is_win_rows_parallel`] on this thread, allocating nothing: the
    /// fastest way through many hands held as raw counts, one core.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let mut rows = [[0u8; 34]; 3];
    /// (rows[0][0], rows[1][0], rows[2][0]) = (2, 1, 9);
    /// let mut wins = [None; 3];
    /// engine.is_win_rows(&rows, &[0, 1, 0], &mut wins)?;
    /// assert_eq!(wins, [Some(true), Some(true), None]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_win_rows(
        &self,
        counts: &[[u8; KINDS]],
        jokers: &[u8],
        results: &mut [Option<bool>],
    ) -> Result<(), BatchLengthError> {
        each_counts(counts, jokers, results, |counts, jokers| {
            self.is_win_counts(counts, jokers).ok()
        })
    }

    /// `results[i] = self.is_win(&hands[i])`, on this thread, allocating nothing.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let hands = ["11m".parse()?, "12m".parse()?];
    /// let mut wins = [false; 2];
    /// engine.is_win_batch(&hands, &mut wins)?;
    /// assert_eq!(wins, [true, false]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_win_batch(
        &self,
        hands: &[Hand],
        results: &mut [bool],
    ) -> Result<(), BatchLengthError> {
        each(hands, results, |hand| self.is_win(hand))
    }

    /// [`Engine::is_win_batch`] on rayon's thread pool, [`CHUNK`] hands a task.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let hands = vec!["11m".parse()?; 10_000];
    /// let mut wins = vec![false; 10_000];
    /// engine.is_win_batch_parallel(&hands, &mut wins)?;
    /// assert!(wins.iter().all(|&w| w));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_win_batch_parallel(
        &self,
        hands: &[Hand],
        results: &mut [bool],
    ) -> Result<(), BatchLengthError> {
        in_chunks(hands, results, |hands, results| {
            self.is_win_batch(hands, results)
        })
    }

    /// `results[i]` = the forms `hands[i]` wins in (empty: no win), or `None` for a
    /// hand the rules do not play; on this thread, allocating nothing.
    ///
    /// ```
    /// use hupai::{Engine, Form};
    /// let engine = Engine::standard();
    /// let hands = ["11m".parse()?, "12m".parse()?, "1m".parse()?];
    /// let mut forms = [None; 3];
    /// engine.check_batch(&hands, &mut forms)?;
    /// assert!(forms[0].is_some_and(|f| f.contains(Form::Standard)));
    /// assert!(forms[1].is_some_and(|f| f.is_empty()));
    /// assert_eq!(forms[2], None); // one tile: not a size the rules play
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn check_batch(
        &self,
        hands: &[Hand],
        results: &mut [Option<Forms>],
    ) -> Result<(), BatchLengthError> {
        each(hands, results, |hand| self.check(hand).ok())
    }

    /// [`Engine::check_batch`] on rayon's thread pool, [`CHUNK`] hands a task.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let hands = vec!["11m".parse()?; 10_000];
    /// let mut forms = vec![None; 10_000];
    /// engine.check_batch_parallel(&hands, &mut forms)?;
    /// assert!(forms.iter().all(|f| f.is_some_and(|f| !f.is_empty())));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn check_batch_parallel(
        &self,
        hands: &[Hand],
        results: &mut [Option<Forms>],
    ) -> Result<(), BatchLengthError> {
        in_chunks(hands, results, |hands, results| {
            self.check_batch(hands, results)
        })
    }

    /// `results[i]` = the waits of `hands[i]`, or `None` for a hand the rules do not
    /// play as a waiting hand; on this thread, allocating nothing.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let hands = ["23m11z".parse()?, "11m".parse()?];
    /// let mut waits = [None; 2];
    /// engine.waits_batch(&hands, &mut waits)?;
    /// assert_eq!(waits[0].unwrap().to_string(), "14m");
    /// assert_eq!(waits[1], None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn waits_batch(
        &self,
        hands: &[Hand],
        results: &mut [Option<Waits>],
    ) -> Result<(), BatchLengthError> {
        each(hands, results, |hand| self.waits(hand).ok())
    }

    /// [`Engine::waits_batch`] on rayon's thread pool, [`CHUNK`] hands a task.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let hands = vec!["23m11z".parse()?; 10_000];
    /// let mut waits = vec![None; 10_000];
    /// engine.waits_batch_parallel(&hands, &mut waits)?;
    /// assert!(waits.iter().all(|w| w.is_some_and(|w| w.len() == 2)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn waits_batch_parallel(
        &self,
        hands: &[Hand],
        results: &mut [Option<Waits>],
    ) -> Result<(), BatchLengthError> {
        in_chunks(hands, results, |hands, results| {
            self.waits_batch(hands, results)
        })
    }

    /// `results[i]` = the shanten of `hands[i]`, or `None` for a hand [`Engine::shanten`]
    /// refuses; on this thread, allocating nothing (after the shanten tables exist).
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let hands = ["23m11z".parse()?, "111m".parse()?];
    /// let mut shanten = [None; 2];
    /// engine.shanten_batch(&hands, &mut shanten)?;
    /// assert_eq!(shanten, [Some(0), None]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn shanten_batch(
        &self,
        hands: &[Hand],
        results: &mut [Option<i8>],
    ) -> Result<(), BatchLengthError> {
        each(hands, results, |hand| self.shanten(hand).ok())
    }

    /// [`Engine::shanten_batch`] on rayon's thread pool, [`CHUNK`] hands a task.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let hands = vec!["23m11z".parse()?; 10_000];
    /// let mut shanten = vec![None; 10_000];
    /// engine.shanten_batch_parallel(&hands, &mut shanten)?;
    /// assert!(shanten.iter().all(|&s| s == Some(0)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn shanten_batch_parallel(
        &self,
        hands: &[Hand],
        results: &mut [Option<i8>],
    ) -> Result<(), BatchLengthError> {
        self.shanten_tables();
        in_chunks(hands, results, |hands, results| {
            self.shanten_batch(hands, results)
        })
    }

    /// `results[i]` = the [discard masks](Engine::discard_masks) of `hands[i]` (3n+2
    /// tiles), or `None` for a hand it refuses; on this thread, allocating nothing.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let hands = ["12345m".parse()?, "1m".parse()?];
    /// let mut masks = [None; 2];
    /// engine.discard_masks_batch(&hands, &mut masks)?;
    /// assert_eq!(masks[0].map(|m| m.keep_bits()), Some(0b11011));
    /// assert_eq!(masks[1], None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn discard_masks_batch(
        &self,
        hands: &[Hand],
        results: &mut [Option<DiscardMasks>],
    ) -> Result<(), BatchLengthError> {
        each(hands, results, |hand| self.discard_masks(hand).ok())
    }

    /// [`Engine::discard_masks_batch`] on rayon's thread pool, [`CHUNK`] hands a task.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let hands = vec!["12345m".parse()?; 10_000];
    /// let mut masks = vec![None; 10_000];
    /// engine.discard_masks_batch_parallel(&hands, &mut masks)?;
    /// assert!(masks.iter().all(|m| m.is_some_and(|m| m.shanten() == 0)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn discard_masks_batch_parallel(
        &self,
        hands: &[Hand],
        results: &mut [Option<DiscardMasks>],
    ) -> Result<(), BatchLengthError> {
        self.shanten_tables();
        in_chunks(hands, results, |hands, results| {
            self.discard_masks_batch(hands, results)
        })
    }

    /// The forms of hands given as raw rows: `results[i]` is `Some` of
    /// [`Engine::check_counts`] of row i (empty: no win), or `None` where the row is no
    /// hand or a hand the rules do not play. On this thread, allocating nothing.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let mut rows = [[0u8; 34]; 2];
    /// rows[0][0] = 2; // 11m
    /// rows[1][0] = 1; // 1m: no size a win has
    /// let mut forms = [None; 2];
    /// engine.check_rows(&rows, &[0, 0], &mut forms)?;
    /// assert!(forms[0].is_some_and(|f| f.contains(hupai::Form::Standard)));
    /// assert_eq!(forms[1], None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn check_rows(
        &self,
        counts: &[[u8; KINDS]],
        jokers: &[u8],
        results: &mut [Option<Forms>],
    ) -> Result<(), BatchLengthError> {
        each_counts(counts, jokers, results, |counts, jokers| {
            self.check_counts(counts, jokers).ok()
        })
    }

    /// [`Engine::check_rows`] on hupai's pool, [`CHUNK`] rows a task.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let mut row = [0u8; 34];
    /// row[0] = 2; // 11m
    /// let mut forms = vec![None; 10_000];
    /// engine.check_rows_parallel(&vec![row; 10_000], &[0; 10_000], &mut forms)?;
    /// assert!(forms.iter().all(|f| f.is_some_and(|f| !f.is_empty())));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn check_rows_parallel(
        &self,
        counts: &[[u8; KINDS]],
        jokers: &[u8],
        results: &mut [Option<Forms>],
    ) -> Result<(), BatchLengthError> {
        rows_in_chunks(counts, jokers, results, |counts, jokers, results| {
            self.check_rows(counts, jokers, results)
        })
    }

    /// The waits of hands given as raw rows (as [`Engine::is_win_rows`] takes them):
    /// `results[i]` is `Some` of hand i's [`Engine::waits`], or `None` where the row is
    /// no hand or a hand it refuses (not 3n+1 tiles). On this thread, allocating
    /// nothing: what the C, Go, Lua and node batches run.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let mut rows = [[0u8; 34]; 2];
    /// (rows[0][1], rows[0][2], rows[0][27]) = (1, 1, 2); // 23m11z
    /// rows[1][0] = 2; // 11m: 2 tiles, no waits to ask
    /// let mut waits = [None; 2];
    /// engine.waits_rows(&rows, &[0, 0], &mut waits)?;
    /// assert_eq!(waits[0].unwrap().to_string(), "14m");
    /// assert_eq!(waits[1], None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn waits_rows(
        &self,
        counts: &[[u8; KINDS]],
        jokers: &[u8],
        results: &mut [Option<Waits>],
    ) -> Result<(), BatchLengthError> {
        each_row(counts, jokers, results, |hand| self.waits(hand).ok())
    }

    /// [`Engine::waits_rows`] on hupai's pool, [`CHUNK`] rows a task.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let mut row = [0u8; 34];
    /// (row[1], row[2], row[27]) = (1, 1, 2); // 23m11z
    /// let mut waits = vec![None; 10_000];
    /// engine.waits_rows_parallel(&vec![row; 10_000], &[0; 10_000], &mut waits)?;
    /// assert!(waits.iter().all(|w| w.is_some_and(|w| w.len() == 2)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn waits_rows_parallel(
        &self,
        counts: &[[u8; KINDS]],
        jokers: &[u8],
        results: &mut [Option<Waits>],
    ) -> Result<(), BatchLengthError> {
        rows_in_chunks(counts, jokers, results, |counts, jokers, results| {
            self.waits_rows(counts, jokers, results)
        })
    }

    /// The shanten of hands given as raw rows: `results[i]` is `Some` of hand i's
    /// [`Engine::shanten`], or `None` where the row is no hand or a hand it refuses.
    /// On this thread, allocating nothing (after the shanten tables exist).
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let mut rows = [[0u8; 34]; 2];
    /// (rows[0][1], rows[0][2], rows[0][27]) = (1, 1, 2); // 23m11z
    /// rows[1][0] = 5; // five 1m: no hand
    /// let mut shanten = [None; 2];
    /// engine.shanten_rows(&rows, &[0, 0], &mut shanten)?;
    /// assert_eq!(shanten, [Some(0), None]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn shanten_rows(
        &self,
        counts: &[[u8; KINDS]],
        jokers: &[u8],
        results: &mut [Option<i8>],
    ) -> Result<(), BatchLengthError> {
        each_row(counts, jokers, results, |hand| self.shanten(hand).ok())
    }

    /// [`Engine::shanten_rows`] on hupai's pool, [`CHUNK`] rows a task.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let mut row = [0u8; 34];
    /// row[0] = 2; // 11m
    /// let mut shanten = vec![None; 10_000];
    /// engine.shanten_rows_parallel(&vec![row; 10_000], &[0; 10_000], &mut shanten)?;
    /// assert!(shanten.iter().all(|&s| s == Some(-1))); // a pair: a win
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn shanten_rows_parallel(
        &self,
        counts: &[[u8; KINDS]],
        jokers: &[u8],
        results: &mut [Option<i8>],
    ) -> Result<(), BatchLengthError> {
        self.shanten_tables();
        rows_in_chunks(counts, jokers, results, |counts, jokers, results| {
            self.shanten_rows(counts, jokers, results)
        })
    }

    /// What hands given as raw rows accept (hands of 3n+1 tiles), none of their
    /// tiles seen elsewhere: `results[i]` is `Some` of hand i's [`Engine::ukeire`] with
    /// nothing seen, or `None` where the row is no hand or a hand it refuses. On this
    /// thread, allocating nothing (after the hint tables exist).
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let mut rows = [[0u8; 34]; 2];
    /// rows[0][0] = 1; // 1m
    /// rows[1][0] = 2; // 11m: 2 tiles
    /// let mut accepted = [None; 2];
    /// engine.ukeire_rows(&rows, &[0, 0], &mut accepted)?;
    /// assert_eq!(accepted[0].map(|u| u.total_live()), Some(3));
    /// assert_eq!(accepted[1], None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn ukeire_rows(
        &self,
        counts: &[[u8; KINDS]],
        jokers: &[u8],
        results: &mut [Option<Ukeire>],
    ) -> Result<(), BatchLengthError> {
        each_row(counts, jokers, results, |hand| {
            self.ukeire(hand, &[0; KINDS]).ok()
        })
    }

    /// [`Engine::ukeire_rows`] on hupai's pool, [`CHUNK`] rows a task.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let mut row = [0u8; 34];
    /// row[0] = 1; // 1m
    /// let mut accepted = vec![None; 10_000];
    /// engine.ukeire_rows_parallel(&vec![row; 10_000], &[0; 10_000], &mut accepted)?;
    /// assert!(accepted.iter().all(|u| u.is_some_and(|u| u.total_live() == 3)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn ukeire_rows_parallel(
        &self,
        counts: &[[u8; KINDS]],
        jokers: &[u8],
        results: &mut [Option<Ukeire>],
    ) -> Result<(), BatchLengthError> {
        self.prepare(&[crate::engine::Question::Hints]);
        rows_in_chunks(counts, jokers, results, |counts, jokers, results| {
            self.ukeire_rows(counts, jokers, results)
        })
    }

    /// The [discard masks](Engine::discard_masks) of hands given as raw rows (3n+2
    /// tiles): `results[i]` is `Some` of hand i's, or `None` where the row is no hand
    /// or a hand it refuses. On this thread, allocating nothing.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let mut rows = [[0u8; 34]; 2];
    /// rows[0][..5].fill(1); // 12345m
    /// rows[1][0] = 1; // 1m: 1 tile
    /// let mut masks = [None; 2];
    /// engine.discard_masks_rows(&rows, &[0, 0], &mut masks)?;
    /// assert_eq!(masks[0].map(|m| m.keep_bits()), Some(0b11011));
    /// assert_eq!(masks[1], None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn discard_masks_rows(
        &self,
        counts: &[[u8; KINDS]],
        jokers: &[u8],
        results: &mut [Option<DiscardMasks>],
    ) -> Result<(), BatchLengthError> {
        each_row(counts, jokers, results, |hand| {
            self.discard_masks(hand).ok()
        })
    }

    /// [`Engine::discard_masks_rows`] on hupai's pool, [`CHUNK`] rows a task.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let mut row = [0u8; 34];
    /// row[..5].fill(1); // 12345m
    /// let mut masks = vec![None; 10_000];
    /// engine.discard_masks_rows_parallel(&vec![row; 10_000], &[0; 10_000], &mut masks)?;
    /// assert!(masks.iter().all(|m| m.is_some_and(|m| m.shanten() == 0)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn discard_masks_rows_parallel(
        &self,
        counts: &[[u8; KINDS]],
        jokers: &[u8],
        results: &mut [Option<DiscardMasks>],
    ) -> Result<(), BatchLengthError> {
        self.shanten_tables();
        rows_in_chunks(counts, jokers, results, |counts, jokers, results| {
            self.discard_masks_rows(counts, jokers, results)
        })
    }
}
