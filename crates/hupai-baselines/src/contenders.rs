//! Every contender behind one name, for `hupai bench` and the criterion benches: each
//! judges a slice of hands in its own loop, so no dispatch sits inside the timing.

use std::collections::HashSet;

use super::hash_sets::{self, HashSets, PhfSet};
use super::{blog, joker, paper};
use hupai::{Engine, Hand};

/// A win checker being measured.
///
/// ```
/// use hupai_baselines::contenders::Contender;
/// assert_eq!(Contender::PaperRecursion.name(), "paper-recursion");
/// assert_eq!(Contender::PaperRecursion.max_jokers(), 0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Contender {
    /// hupai: four table lookups (and the seven-pairs and orphans counts).
    Engine,
    /// Article 1: per-suit recursion.
    PaperRecursion,
    /// Article 2: whole-hand recursion (also seven pairs and orphans).
    BlogRecursion,
    /// Article 4: recursion with jokers filling gaps.
    JokerRecursion,
    /// q_algorithm's sets, std `HashSet`.
    HashSets,
    /// q_algorithm's sets, perfect hashing as `phf` builds it.
    HashSetsPhf,
}

impl Contender {
    /// Every contender, the engine first.
    pub const ALL: [Contender; 6] = [
        Contender::Engine,
        Contender::PaperRecursion,
        Contender::BlogRecursion,
        Contender::JokerRecursion,
        Contender::HashSets,
        Contender::HashSetsPhf,
    ];

    /// The name in reports.
    pub const fn name(self) -> &'static str {
        match self {
            Contender::Engine => "engine",
            Contender::PaperRecursion => "paper-recursion",
            Contender::BlogRecursion => "blog-recursion",
            Contender::JokerRecursion => "joker-recursion",
            Contender::HashSets => "hash-sets",
            Contender::HashSetsPhf => "hash-sets-phf",
        }
    }

    /// The most jokers it handles.
    pub const fn max_jokers(self) -> u8 {
        match self {
            Contender::PaperRecursion | Contender::BlogRecursion => 0,
            Contender::HashSets | Contender::HashSetsPhf => hash_sets::MAX_JOKERS,
            Contender::Engine | Contender::JokerRecursion => u8::MAX,
        }
    }
}

/// The contenders with their tables built (the hash sets take a second or two).
pub struct Contenders {
    engine: Engine,
    std_sets: HashSets<HashSet<u32>>,
    phf_sets: HashSets<PhfSet>,
}

impl Contenders {
    /// Builds every contender's tables.
    pub fn new() -> Contenders {
        Contenders {
            engine: Engine::standard(),
            std_sets: HashSets::build(),
            phf_sets: HashSets::build(),
        }
    }

    /// How many of `hands` `contender` judges a win.
    pub fn wins(&self, contender: Contender, hands: &[Hand]) -> usize {
        match contender {
            Contender::Engine => count(hands, |h| self.engine.is_win(h)),
            Contender::PaperRecursion => count(hands, |h| paper::is_win(h.counts())),
            Contender::BlogRecursion => count(hands, |h| blog::is_win(h.counts())),
            Contender::JokerRecursion => count(hands, |h| joker::is_win(h.counts(), h.jokers())),
            Contender::HashSets => count(hands, |h| self.std_sets.is_win(h.counts(), h.jokers())),
            Contender::HashSetsPhf => {
                count(hands, |h| self.phf_sets.is_win(h.counts(), h.jokers()))
            }
        }
    }

    /// Keys in the hash sets.
    pub fn hash_set_entries(&self) -> usize {
        self.std_sets.entries()
    }
}

/// One loop per contender, the judge inlined into it.
#[inline(always)]
fn count(hands: &[Hand], judge: impl Fn(&Hand) -> bool) -> usize {
    hands
        .iter()
        .filter(|h| judge(std::hint::black_box(h)))
        .count()
}

impl Default for Contenders {
    fn default() -> Contenders {
        Contenders::new()
    }
}
