//! The shanten tables and their lookup: one word per key and suit, and the few
//! fifth-copy points beside them.

use std::sync::{Arc, Mutex};

use crate::generate::{SuitSpec, suit_specs};
use crate::rules::TableRules;

use super::generate::{MAX_MELDS, TARGETS, suit_shanten};

/// Bits per target in a word: draws 0..=17, or [`NO_TARGET`].
const FIELD_BITS: u32 = 5;
/// The field value meaning "this suit never holds the target".
const NO_TARGET: u64 = 31;
/// The word bit marking a key with fifth-copy points.
const HAS_POINTS: u64 = 1 << 63;
/// A sum no real number of draws reaches (a real one is at most 17).
const UNREACHABLE: u32 = NO_TARGET as u32;
/// Jokers a hand may hold at most (all of a 17-tile hand), plus one.
const JOKER_STATES: usize = crate::hand::MAX_TILES + 1;

/// Where `E_u` (the fewest missing tiles when at most `u` of them may be fifth copies,
/// which only jokers can be) drops below its value at `u - 1`.
///
/// ```
/// let point = hupai::shanten::table::FifthCopyPoint { target: 3, jokers: 1, missing: 1 };
/// assert_eq!(point.melds_and_pair(), (1, true));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FifthCopyPoint {
    /// The target, `2 × melds + pair`.
    pub target: u8,
    /// `u`: the fifth copies allowed.
    pub jokers: u8,
    /// `E_u`.
    pub missing: u8,
}

impl FifthCopyPoint {
    /// The target as (melds, pair).
    ///
    /// ```
    /// let point = hupai::shanten::table::FifthCopyPoint { target: 4, jokers: 2, missing: 3 };
    /// assert_eq!(point.melds_and_pair(), (2, false));
    /// ```
    pub fn melds_and_pair(self) -> (usize, bool) {
        (usize::from(self.target / 2), self.target % 2 == 1)
    }
}

/// The shanten table of one suit: per key, the draws each target lacks (5 bits each,
/// 12 targets, one flag bit), and the fifth-copy points of the flagged keys.
///
/// ```
/// use hupai::{generate::SuitSpec, rules::Rules, shanten::generate::suit_shanten, Suit};
/// let man = suit_shanten(&SuitSpec::new(Rules::default().table_rules(), Suit::Man));
/// let key = hupai::table::key(&[1, 1, 0, 0, 0, 0, 0, 0, 0]); // 12m
/// assert_eq!(man.draws(key, 1, false), Some(1));
/// assert_eq!(man.draws(key, 1, true), Some(3));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuitShanten {
    words: Vec<u64>,
    point_keys: Vec<u32>,
    point_starts: Vec<u32>,
    points: Vec<FifthCopyPoint>,
}

impl SuitShanten {
    /// A table from each key's draws per target and the fifth-copy points in key order.
    pub(crate) fn new<'a>(
        draws: impl Iterator<Item = &'a [u8]>,
        points: Vec<(u32, FifthCopyPoint)>,
    ) -> SuitShanten {
        let mut words: Vec<u64> = draws.map(pack).collect();
        let (mut point_keys, mut point_starts) = (Vec::new(), Vec::new());
        for (index, &(key, _)) in points.iter().enumerate() {
            if point_keys.last() != Some(&key) {
                point_keys.push(key);
                point_starts.push(index as u32);
                words[key as usize] |= HAS_POINTS;
            }
        }
        point_starts.push(points.len() as u32);
        let points = points.into_iter().map(|(_, point)| point).collect();
        SuitShanten {
            words,
            point_keys,
            point_starts,
            points,
        }
    }

    /// The fewest tiles `key` lacks to hold `melds` melds and a pair if `pair`, four of
    /// a kind at most; `None` when no pattern of the suit holds that.
    ///
    /// ```
    /// use hupai::{generate::SuitSpec, rules::Rules, shanten::generate::suit_shanten, Suit};
    /// let honours = suit_shanten(&SuitSpec::new(Rules::default().table_rules(), Suit::Honours));
    /// assert_eq!(honours.draws(0, 2, true), Some(8));
    /// ```
    pub fn draws(&self, key: usize, melds: usize, pair: bool) -> Option<u32> {
        let draws = costs(self.words[key])[2 * melds + usize::from(pair)];
        (draws < UNREACHABLE).then_some(draws)
    }

    /// The fifth-copy points of `key`, in target order, then `u` order.
    ///
    /// ```
    /// use hupai::{generate::SuitSpec, rules::Rules, shanten::generate::suit_shanten, Suit};
    /// let honours = suit_shanten(&SuitSpec::new(Rules::default().table_rules(), Suit::Honours));
    /// let points = honours.fifth_copy_points(4); // 1111z
    /// // A triplet and a pair: 2 tiles lack (22z), or none with one fifth 1z.
    /// assert!(points.iter().any(|p| p.melds_and_pair() == (1, true) && p.jokers == 1 && p.missing == 1));
    /// ```
    pub fn fifth_copy_points(&self, key: usize) -> &[FifthCopyPoint] {
        match self.point_keys.binary_search(&(key as u32)) {
            Ok(index) => {
                let (start, end) = (self.point_starts[index], self.point_starts[index + 1]);
                &self.points[start as usize..end as usize]
            }
            Err(_) => &[],
        }
    }

    /// Keys in the table.
    ///
    /// ```
    /// use hupai::{generate::SuitSpec, rules::Rules, shanten::generate::suit_shanten, Suit};
    /// let honours = suit_shanten(&SuitSpec::new(Rules::default().table_rules(), Suit::Honours));
    /// assert_eq!(honours.len(), 78_125);
    /// ```
    pub fn len(&self) -> usize {
        self.words.len()
    }

    /// Whether the table has no keys (never, for a generated one).
    ///
    /// ```
    /// # use hupai::{generate::SuitSpec, rules::Rules, shanten::generate::suit_shanten, Suit};
    /// # let honours = suit_shanten(&SuitSpec::new(Rules::default().table_rules(), Suit::Honours));
    /// assert!(!honours.is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }

    /// Bytes of memory the table holds.
    ///
    /// ```
    /// # use hupai::{generate::SuitSpec, rules::Rules, shanten::generate::suit_shanten, Suit};
    /// # let honours = suit_shanten(&SuitSpec::new(Rules::default().table_rules(), Suit::Honours));
    /// assert!(honours.memory_bytes() >= 78_125 * 8);
    /// ```
    pub fn memory_bytes(&self) -> usize {
        8 * self.words.len()
            + 4 * (self.point_keys.len() + self.point_starts.len())
            + std::mem::size_of::<FifthCopyPoint>() * self.points.len()
    }
}

fn pack(draws: &[u8]) -> u64 {
    draws.iter().enumerate().fold(0, |word, (target, &d)| {
        let field = if d as u64 >= NO_TARGET {
            NO_TARGET
        } else {
            d as u64
        };
        word | field << (FIELD_BITS * target as u32)
    })
}

/// Draws per target of one suit, for one lookup.
type Costs = [u32; TARGETS];

/// The fields of a word as they are: [`NO_TARGET`] (31) is larger than any sum of
/// real draws (at most 17), so it needs no decoding to lose every minimum.
#[inline]
fn costs(word: u64) -> Costs {
    let mut costs = [0; TARGETS];
    for (target, cost) in costs.iter_mut().enumerate() {
        *cost = ((word >> (FIELD_BITS * target as u32)) & NO_TARGET) as u32;
    }
    costs
}

/// The four suits' shanten tables for one rule set. Generated on first need and
/// shared by every engine whose suits have the same melds, pairs and joker rule.
///
/// ```
/// let tables = hupai::shanten::table::ShantenTables::for_rules(hupai::Engine::riichi().rules().table_rules());
/// assert!(tables.memory_bytes() > 8 * 1_953_125);
/// ```
#[derive(Clone, Debug)]
pub struct ShantenTables {
    suits: [Arc<SuitShanten>; 4],
    fifth_copy: bool,
}

impl ShantenTables {
    /// The tables for `rules`: generated (≈0.1–0.5 s optimised per distinct suit
    /// spec, once per process) or taken from the process-wide cache.
    pub fn for_rules(rules: TableRules) -> ShantenTables {
        static CACHE: Mutex<Vec<(SuitSpec, Arc<SuitShanten>)>> = Mutex::new(Vec::new());
        let (specs, suit_table) = suit_specs(rules);
        let tables: Vec<Arc<SuitShanten>> = specs
            .iter()
            .map(|spec| {
                let cached = {
                    let cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
                    cache
                        .iter()
                        .find(|(s, _)| s == spec)
                        .map(|(_, t)| t.clone())
                };
                cached.unwrap_or_else(|| {
                    let table = Arc::new(suit_shanten(spec));
                    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
                    cache.push((spec.clone(), table.clone()));
                    table
                })
            })
            .collect();
        ShantenTables {
            suits: suit_table.map(|index| tables[usize::from(index)].clone()),
            fifth_copy: rules.fifth_copy,
        }
    }

    /// The table of suit `index` (m, p, s, z).
    ///
    /// ```
    /// let tables = hupai::shanten::table::ShantenTables::for_rules(hupai::Engine::riichi().rules().table_rules());
    /// assert_eq!(tables.suit(3).len(), 78_125);
    /// ```
    pub fn suit(&self, index: usize) -> &SuitShanten {
        &self.suits[index]
    }

    /// Bytes of memory the distinct tables hold.
    pub fn memory_bytes(&self) -> usize {
        let mut seen: Vec<*const SuitShanten> = Vec::new();
        let mut bytes = 0;
        for table in &self.suits {
            if !seen.contains(&Arc::as_ptr(table)) {
                seen.push(Arc::as_ptr(table));
                bytes += table.memory_bytes();
            }
        }
        bytes
    }

    /// The fewest real tiles missing from a standard hand of `melds` melds and a pair,
    /// the `jokers` filling what they can: `Σ missing − jokers`. `None` when no hand of
    /// that size is standard under the rules.
    #[inline]
    pub(crate) fn standard_draws(&self, keys: &[usize; 4], jokers: u32, melds: usize) -> Option<u32> {
        let word = |suit: usize| self.suits[suit].words[keys[suit]];
        let words = [word(0), word(1), word(2), word(3)];
        let flagged = (words[0] | words[1] | words[2] | words[3]) & HAS_POINTS != 0;
        let missing = if jokers > 0 && self.fifth_copy && flagged {
            self.missing_with_fifth_copies(keys, &words, jokers, melds)
        } else {
            match melds {
                0 => fewest_missing::<0>(&words),
                1 => fewest_missing::<1>(&words),
                2 => fewest_missing::<2>(&words),
                3 => fewest_missing::<3>(&words),
                4 => fewest_missing::<4>(&words),
                _ => fewest_missing::<MAX_MELDS>(&words),
            }
        };
        (missing < UNREACHABLE).then(|| missing.saturating_sub(jokers))
    }

    /// The rare case: a suit holds four of a kind and jokers may be fifth copies. A
    /// small dynamic programme over (target, fifth copies used), one suit at a time.
    #[cold]
    fn missing_with_fifth_copies(
        &self,
        keys: &[usize; 4],
        words: &[u64; 4],
        jokers: u32,
        melds: usize,
    ) -> u32 {
        let budget = (jokers as usize).min(JOKER_STATES - 1);
        let mut state = [[UNREACHABLE; JOKER_STATES]; TARGETS];
        state[0][0] = 0;
        for suit in 0..4 {
            let plain = costs(words[suit]);
            let options = (0..TARGETS).map(|target| (target, 0, plain[target])).chain(
                self.suits[suit]
                    .fifth_copy_points(keys[suit])
                    .iter()
                    .map(|p| {
                        (
                            usize::from(p.target),
                            usize::from(p.jokers),
                            u32::from(p.missing),
                        )
                    }),
            );
            let mut next = [[UNREACHABLE; JOKER_STATES]; TARGETS];
            for (target, used, missing) in options {
                for (before, row) in state.iter().enumerate() {
                    let after = before + target;
                    if before % 2 + target % 2 > 1 || after / 2 > melds {
                        continue;
                    }
                    for (used_before, &sum) in row
                        .iter()
                        .enumerate()
                        .take(budget + 1 - used.min(budget + 1))
                    {
                        let cell = &mut next[after][used_before + used];
                        *cell = (*cell).min(sum + missing).min(UNREACHABLE);
                    }
                }
            }
            state = next;
        }
        state[2 * melds + 1]
            .iter()
            .copied()
            .min()
            .unwrap_or(UNREACHABLE)
    }
}

/// The fewest tiles four suits lack for `MELDS` melds and a pair: two pairs of suits
/// combined, then the halves joined at the one target wanted.
#[inline]
fn fewest_missing<const MELDS: usize>(words: &[u64; 4]) -> u32 {
    let low = combine::<MELDS>(&costs(words[0]), &costs(words[1]));
    let high = combine::<MELDS>(&costs(words[2]), &costs(words[3]));
    let mut fewest = UNREACHABLE;
    for first in 0..=MELDS {
        let second = MELDS - first;
        fewest = fewest
            .min(low[2 * first] + high[2 * second + 1])
            .min(low[2 * first + 1] + high[2 * second]);
    }
    fewest
}

/// Draws per target of two suits together (min-plus over the ways to split the melds
/// and place the pair), for targets up to `MELDS` melds.
#[inline]
fn combine<const MELDS: usize>(a: &Costs, b: &Costs) -> Costs {
    let mut out = [UNREACHABLE; TARGETS];
    for total in 0..=MELDS {
        let (mut without, mut with) = (UNREACHABLE, UNREACHABLE);
        for first in 0..=total {
            let (a0, a1) = (a[2 * first], a[2 * first + 1]);
            let (b0, b1) = (b[2 * (total - first)], b[2 * (total - first) + 1]);
            without = without.min(a0 + b0);
            with = with.min(a0 + b1).min(a1 + b0);
        }
        out[2 * total] = without;
        out[2 * total + 1] = with;
    }
    out
}
