//! A bound on the work of the questions that search: a count of steps, a deadline,
//! or both, in force on the calling thread while [`Budget::run`] runs its work.
//!
//! The win check, waits, shanten and the hints of most rules are table lookups of a
//! bounded cost. Some answers still search: a fan table's best reading with jokers,
//! hints where jokers stand only for some kinds, decompositions of many jokers,
//! legal waits (a score for each wait). Each such search spends steps of the budget
//! in force as it goes and stops when it runs out; the run then answers
//! [`OutOfBudget`], never the stopped search's partial answer. A server gives every
//! request its deadline this way; with no budget in force nothing is bounded but
//! what each question bounds itself (a fan table's readings).
//!
//! ```
//! use std::time::Duration;
//! use hupai::budget::Budget;
//! use hupai::{Engine, Hand};
//!
//! let engine = Engine::builtin("zhuanzhuan-8-reds")?;
//! let hand: Hand = "112233mJJJJJJJJ".parse()?;
//! let count = || engine.decompositions(&hand).map(|ways| ways.count());
//! // A hundred steps are not enough for every way eight jokers split this hand:
//! assert!(Budget::steps(100).run(count).is_err());
//! // Half a minute is.
//! let ways = Budget::time(Duration::from_secs(30)).run(count)??;
//! assert!(ways > 100);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::cell::Cell;
use std::time::{Duration, Instant};

/// How much work a run may do: steps (a search's nodes, a fan table's readings) and
/// a deadline. Runs nest: an inner run gets the tighter of its own budget and what
/// is left of the outer one, and its steps count against both.
///
/// ```
/// use std::time::Duration;
/// use hupai::budget::Budget;
///
/// let budget = Budget::steps(1_000_000).and(Budget::time(Duration::from_millis(100)));
/// assert_eq!(budget.run(|| 6 * 7), Ok(42));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    steps: u64,
    deadline: Option<Instant>,
}

/// Why a run stopped: its steps were spent, or its deadline passed.
///
/// ```
/// use hupai::budget::{Budget, OutOfBudget};
///
/// assert_eq!(Budget::steps(0).run(|| ()), Ok(()));
/// # let _: Option<OutOfBudget> = None;
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OutOfBudget {
    /// Every step of the budget was spent.
    #[error("the question needed more than the {steps} search steps allowed")]
    Steps {
        /// The steps the budget allowed.
        steps: u64,
    },
    /// The deadline passed before the question was answered.
    #[error("the question was not answered by its deadline")]
    Deadline,
}

/// Steps spent between two looks at the clock: a few hundred microseconds of search.
const STEPS_PER_CLOCK: u32 = 1 << 10;

/// The budget in force on a thread.
#[derive(Clone, Copy, Debug)]
struct InForce {
    /// Steps left.
    left: u64,
    /// The steps the run was given, for the error.
    given: u64,
    deadline: Option<Instant>,
    /// Steps until the clock is read again.
    until_clock: u32,
    out: Option<OutOfBudget>,
}

thread_local! {
    static IN_FORCE: Cell<Option<InForce>> = const { Cell::new(None) };
}

impl Budget {
    /// No bound: a run of it is only a run.
    pub const UNLIMITED: Budget = Budget {
        steps: u64::MAX,
        deadline: None,
    };

    /// At most `steps` steps.
    ///
    /// ```
    /// assert!(hupai::budget::Budget::steps(10).run(|| ()).is_ok());
    /// ```
    pub const fn steps(steps: u64) -> Budget {
        Budget {
            steps,
            deadline: None,
        }
    }

    /// Until `deadline`.
    ///
    /// ```
    /// use std::time::{Duration, Instant};
    /// let budget = hupai::budget::Budget::until(Instant::now() + Duration::from_secs(1));
    /// assert!(budget.run(|| ()).is_ok());
    /// ```
    pub const fn until(deadline: Instant) -> Budget {
        Budget {
            steps: u64::MAX,
            deadline: Some(deadline),
        }
    }

    /// For `time` from now.
    ///
    /// ```
    /// let budget = hupai::budget::Budget::time(std::time::Duration::from_millis(100));
    /// assert!(budget.run(|| ()).is_ok());
    /// ```
    pub fn time(time: Duration) -> Budget {
        match Instant::now().checked_add(time) {
            Some(deadline) => Budget::until(deadline),
            None => Budget::UNLIMITED,
        }
    }

    /// The tighter of both: the fewer steps, the earlier deadline.
    ///
    /// ```
    /// use hupai::budget::Budget;
    /// assert_eq!(Budget::steps(5).and(Budget::steps(9)), Budget::steps(5));
    /// ```
    pub fn and(self, other: Budget) -> Budget {
        let deadline = match (self.deadline, other.deadline) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        Budget {
            steps: self.steps.min(other.steps),
            deadline,
        }
    }

    /// Runs `work` with this budget in force on this thread (and what is left of any
    /// outer run's): its answer, or why the budget ran out, whatever `work` answered
    /// then. Work sent to other threads inside (a parallel batch) is not bounded.
    ///
    /// ```
    /// use hupai::budget::{Budget, OutOfBudget};
    /// use hupai::Engine;
    ///
    /// let engine = Engine::builtin("zhuanzhuan-8-reds")?;
    /// let hand = "112233mJJJJJJJJ".parse()?;
    /// let decomposed = Budget::steps(50).run(|| engine.decompositions(&hand).map(|w| w.count()));
    /// assert_eq!(decomposed, Err(OutOfBudget::Steps { steps: 50 }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn run<T>(self, work: impl FnOnce() -> T) -> Result<T, OutOfBudget> {
        let outer = IN_FORCE.get();
        let mut own = InForce {
            left: self.steps,
            given: self.steps,
            deadline: self.deadline,
            until_clock: 0,
            out: None,
        };
        if let Some(outer) = outer {
            own.left = own.left.min(outer.left);
            own.deadline = self.and(Budget::until_maybe(outer.deadline)).deadline;
            own.out = outer.out;
        }
        own.out = own.out.or_else(|| own.expired());
        IN_FORCE.set(Some(own));
        // Restored however `work` ends, an unwinding panic included.
        let restore = Restore(outer);
        let answer = work();
        let ended = IN_FORCE.get().unwrap_or(own);
        drop(restore);
        if let Some(mut outer) = outer {
            outer.left = outer.left.saturating_sub(own.left - ended.left);
            outer.out = outer.out.or_else(|| outer.expired());
            if outer.left == 0 && outer.given != 0 {
                outer.out = outer
                    .out
                    .or(Some(OutOfBudget::Steps { steps: outer.given }));
            }
            IN_FORCE.set(Some(outer));
        }
        match ended.out {
            Some(out) => Err(out),
            None => Ok(answer),
        }
    }

    const fn until_maybe(deadline: Option<Instant>) -> Budget {
        Budget {
            steps: u64::MAX,
            deadline,
        }
    }
}

/// Puts the outer budget back when a run ends.
struct Restore(Option<InForce>);

impl Drop for Restore {
    fn drop(&mut self) {
        IN_FORCE.set(self.0);
    }
}

impl InForce {
    /// Whether the deadline has passed.
    fn expired(&self) -> Option<OutOfBudget> {
        (self.deadline).and_then(|d| (Instant::now() >= d).then_some(OutOfBudget::Deadline))
    }
}

/// Spends `steps` of the budget in force: whether the search may go on. A search
/// that is told no stops at once, with any answer: the run discards it. Without a
/// budget in force, always yes (a thread-local read).
#[inline]
pub(crate) fn spend(steps: u64) -> bool {
    IN_FORCE.with(|cell| {
        let Some(mut state) = cell.get() else {
            return true;
        };
        if state.out.is_some() {
            return false;
        }
        if state.left < steps {
            state.left = 0;
            state.out = Some(OutOfBudget::Steps { steps: state.given });
        } else {
            state.left -= steps;
            match state.until_clock.checked_sub(1) {
                Some(left) => state.until_clock = left,
                None => {
                    state.until_clock = STEPS_PER_CLOCK;
                    state.out = state.expired();
                }
            }
        }
        cell.set(Some(state));
        state.out.is_none()
    })
}

/// Whether the budget in force has run out (a search's answer is then discarded,
/// and must not be kept: in a cache, say).
#[inline]
pub(crate) fn is_out() -> bool {
    IN_FORCE.with(|cell| cell.get().is_some_and(|state| state.out.is_some()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_run_out_and_the_answer_is_discarded() {
        let ran = Budget::steps(3).run(|| (0..10).take_while(|_| spend(1)).count());
        assert_eq!(ran, Err(OutOfBudget::Steps { steps: 3 }));
        assert_eq!(Budget::steps(3).run(|| (0..3).all(|_| spend(1))), Ok(true));
        assert!(spend(1_000), "no budget in force after the runs");
    }

    #[test]
    fn a_deadline_passes() {
        let past = Budget::until(Instant::now());
        assert_eq!(past.run(|| spend(1)), Err(OutOfBudget::Deadline));
        let soon = Budget::time(Duration::from_millis(20));
        let ran = soon.run(|| while spend(1) {});
        assert_eq!(ran, Err(OutOfBudget::Deadline));
    }

    #[test]
    fn inner_runs_count_against_the_outer() {
        let ran = Budget::steps(10).run(|| {
            let inner = Budget::steps(6).run(|| (0..6).all(|_| spend(1)));
            assert_eq!(inner, Ok(true));
            // 4 left of the outer's 10: an inner run of 100 gets 4.
            let inner = Budget::steps(100).run(|| (0..5).all(|_| spend(1)));
            assert!(inner.is_err());
            is_out()
        });
        assert_eq!(ran, Err(OutOfBudget::Steps { steps: 10 }));
    }

    #[test]
    fn a_panic_restores_the_outer_budget() {
        let caught = std::panic::catch_unwind(|| Budget::steps(1).run(|| panic!("inside")));
        assert!(caught.is_err());
        assert!(!is_out() && spend(5));
    }
}
