//! The split tables: for every pattern of one suit that splits into sets and at most
//! one pair, every way it does, looked up by the suit's base-5 key as the win check
//! looks up its cost. A scorer reads a hand's splits from four lookups instead of
//! searching each suit again.
//!
//! The tables hold joker-free splits of the plain shapes (runs and triplets in the
//! number suits, triplets in the honours, any pair, at most four sets a suit): what
//! the scorers count on whatever the rules, so one pair of tables serves every rule
//! set. They are built by construction — every choice of up to four sets and a pair
//! laid down, grouped by the pattern it makes — on first use (about a millisecond);
//! the tests compare them, pattern by pattern, with the split search.

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::tables::keys::POW5;

/// One way one suit splits, packed in a word: up to four sets (five bits each: the
/// rank, 0-based, times two, plus one for a triplet) in bits 0..20, how many in bits
/// 20..23, the pair's rank plus one (0: no pair) in bits 23..27. Sets are in rank
/// order, a triplet before runs of the same rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct SuitWay(u32);

/// Marks a slot whose ways are kept in [`SplitTable::more`] (bits 0..24 the first,
/// 24..28 how many) rather than inline.
const MORE: u32 = 1 << 31;

impl SuitWay {
    /// The way of `sets` (rank, triplet) and `pair` (a rank).
    fn new(sets: &[(u8, bool)], pair: Option<u8>) -> SuitWay {
        let mut packed = 0u32;
        for (i, &(rank, triplet)) in sets.iter().enumerate() {
            packed |= (u32::from(rank) << 1 | u32::from(triplet)) << (5 * i);
        }
        packed |= (sets.len() as u32) << 20;
        packed |= pair.map_or(0, |rank| u32::from(rank) + 1) << 23;
        SuitWay(packed)
    }

    /// How many sets.
    #[inline]
    pub(crate) fn len(self) -> usize {
        (self.0 >> 20 & 7) as usize
    }

    /// Set `i`: its rank (0-based; the lowest of a run) and whether it is a triplet.
    #[inline]
    pub(crate) fn set(self, i: usize) -> (usize, bool) {
        let code = self.0 >> (5 * i) & 31;
        ((code >> 1) as usize, code & 1 == 1)
    }

    /// The pair's rank (0-based), if the suit holds the pair.
    #[inline]
    pub(crate) fn pair(self) -> Option<usize> {
        match self.0 >> 23 & 15 {
            0 => None,
            rank => Some(rank as usize - 1),
        }
    }

    /// Where the search over ranks finds this way beside others of its pattern: the
    /// pair's rank, then at the lowest rank where two ways differ, the one without a
    /// triplet there first.
    fn search_order(self) -> (usize, u32) {
        let triplets = (0..self.len())
            .map(|i| self.set(i))
            .filter(|&(_, triplet)| triplet)
            .fold(0u16, |mask, (rank, _)| mask | 1 << rank);
        (self.pair().unwrap_or(0), u32::from(triplets.reverse_bits()))
    }
}

/// One suit's split table: an open-addressed hash of the patterns that split, each
/// slot a key and its one way (or where its ways are).
pub(crate) struct SplitTable {
    slots: Box<[(u32, SuitWay)]>,
    more: Box<[SuitWay]>,
    shift: u32,
}

/// A key no pattern has: an empty slot.
const EMPTY: u32 = u32::MAX;

impl SplitTable {
    /// The table of a suit of `ranks` ranks (9, or 7 for the honours, which make no
    /// runs).
    fn build(ranks: usize) -> SplitTable {
        let by_key = ways_by_key(ranks);
        let bits = (by_key.len() * 3 / 2).next_power_of_two().trailing_zeros();
        let mut slots = vec![(EMPTY, SuitWay(0)); 1 << bits].into_boxed_slice();
        let mut more = Vec::new();
        let mut keys: Vec<_> = by_key.keys().copied().collect();
        keys.sort_unstable();
        let shift = 32 - bits;
        for key in keys {
            let mut ways = by_key[&key].clone();
            ways.sort_by_key(|way| way.search_order());
            let inline = match ways[..] {
                [one] => one,
                _ => {
                    // Four at most (a test counts them); the slot has room for 15.
                    assert!(ways.len() < 16, "a pattern splits {} ways", ways.len());
                    let start = more.len() as u32;
                    more.extend_from_slice(&ways);
                    SuitWay(MORE | (ways.len() as u32) << 24 | start)
                }
            };
            let mut at = slot_of(key, shift);
            while slots[at].0 != EMPTY {
                at = (at + 1) & (slots.len() - 1);
            }
            slots[at] = (key, inline);
        }
        SplitTable {
            slots,
            more: more.into_boxed_slice(),
            shift,
        }
    }

    /// Every way the pattern `key` splits, in the split search's order; empty when it
    /// splits no way.
    #[inline]
    pub(crate) fn ways(&self, key: usize) -> &[SuitWay] {
        let key = key as u32;
        let mask = self.slots.len() - 1;
        let mut at = slot_of(key, self.shift);
        loop {
            let (slot_key, way) = &self.slots[at];
            if *slot_key == key {
                if way.0 & MORE == 0 {
                    return std::slice::from_ref(way);
                }
                let start = (way.0 & 0xFF_FFFF) as usize;
                let len = (way.0 >> 24 & 15) as usize;
                return &self.more[start..start + len];
            }
            if *slot_key == EMPTY {
                return &[];
            }
            at = (at + 1) & mask;
        }
    }

    /// How many patterns split, and how many ways in all.
    #[cfg(test)]
    pub(crate) fn sizes(&self) -> (usize, usize) {
        let patterns = self.slots.iter().filter(|(k, _)| *k != EMPTY);
        let ways = patterns.clone().map(|(k, _)| self.ways(*k as usize).len());
        (patterns.count(), ways.sum())
    }
}

/// A key's slot: Fibonacci hashing, the top bits of the key times 2^32/φ.
#[inline]
fn slot_of(key: u32, shift: u32) -> usize {
    (key.wrapping_mul(0x9E37_79B9) >> shift) as usize
}

/// Every way up to four sets (runs where `ranks` is 9) and at most one pair lay down
/// a pattern of at most four of a rank, grouped by the pattern's key.
fn ways_by_key(ranks: usize) -> HashMap<u32, Vec<SuitWay>> {
    let mut sets: Vec<(u8, bool)> = (0..ranks as u8).map(|rank| (rank, true)).collect();
    if ranks == 9 {
        sets.extend((0..7).map(|rank| (rank, false)));
    }
    // Rank order, a triplet before runs of its rank: how a way lists its sets.
    sets.sort_by_key(|&(rank, triplet)| (rank, !triplet));
    let mut by_key: HashMap<u32, Vec<SuitWay>> = HashMap::new();
    let mut chosen = Vec::with_capacity(4);
    lay_sets(&sets, 0, &mut chosen, &mut |chosen| {
        let pairs = std::iter::once(None).chain((0..ranks as u8).map(Some));
        for pair in pairs {
            let mut counts = [0u8; 9];
            for &(rank, triplet) in chosen.iter() {
                let rank = usize::from(rank);
                match triplet {
                    true => counts[rank] += 3,
                    false => counts[rank..rank + 3].iter_mut().for_each(|c| *c += 1),
                }
            }
            if let Some(rank) = pair {
                counts[usize::from(rank)] += 2;
            }
            if counts.iter().any(|&c| c > 4) {
                continue;
            }
            let key = counts
                .iter()
                .zip(POW5)
                .map(|(&c, p)| u32::from(c) * p)
                .sum();
            by_key
                .entry(key)
                .or_default()
                .push(SuitWay::new(chosen, pair));
        }
    });
    by_key
}

/// Calls `each` with every multiset of at most four of `sets` from index `from` on
/// added to `chosen`, in order.
fn lay_sets(
    sets: &[(u8, bool)],
    from: usize,
    chosen: &mut Vec<(u8, bool)>,
    each: &mut impl FnMut(&[(u8, bool)]),
) {
    each(chosen);
    if chosen.len() == 4 {
        return;
    }
    for at in from..sets.len() {
        chosen.push(sets[at]);
        lay_sets(sets, at, chosen, each);
        chosen.pop();
    }
}

/// The number suits' split table.
pub(crate) fn number_splits() -> &'static SplitTable {
    static TABLE: OnceLock<SplitTable> = OnceLock::new();
    TABLE.get_or_init(|| SplitTable::build(9))
}

/// The honours' split table.
pub(crate) fn honour_splits() -> &'static SplitTable {
    static TABLE: OnceLock<SplitTable> = OnceLock::new();
    TABLE.get_or_init(|| SplitTable::build(7))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::keys::{NUMBER_KEYS, key};

    /// A way as the search gives it: the sets (rank, triplet) and the pair's rank.
    type Way = (Vec<(usize, bool)>, Option<usize>);

    /// The plain split search, apart from the tables: a rank at a time, the lowest
    /// rank still held starts a triplet or runs (all of its tiles at once), the
    /// triplet tried second; each pair rank tried in order where the suit holds 3n+2
    /// tiles. Ways as `(sets, pair)`, sets as `(rank, triplet)` in the order made.
    fn search(counts: &[u8], runs: bool) -> Vec<Way> {
        let total: u8 = counts.iter().sum();
        let mut found = Vec::new();
        let mut work = counts.to_vec();
        let pairs: Vec<Option<usize>> = match total % 3 {
            0 => vec![None],
            2 => (0..counts.len()).map(Some).collect(),
            _ => vec![],
        };
        for pair in pairs {
            if let Some(rank) = pair {
                if work[rank] < 2 {
                    continue;
                }
                work[rank] -= 2;
            }
            let mut sets = Vec::new();
            search_from(&mut work, 0, runs, &mut sets, &mut |sets| {
                found.push((sets.to_vec(), pair))
            });
            if let Some(rank) = pair {
                work[rank] += 2;
            }
        }
        found
    }

    fn search_from(
        work: &mut [u8],
        from: usize,
        runs_allowed: bool,
        sets: &mut Vec<(usize, bool)>,
        each: &mut impl FnMut(&[(usize, bool)]),
    ) {
        let Some(rank) = (from..work.len()).find(|&r| work[r] > 0) else {
            each(sets);
            return;
        };
        let held = work[rank];
        for triplet in [false, true] {
            if triplet && held < 3 {
                continue;
            }
            let runs = held - 3 * u8::from(triplet);
            let fits = runs == 0
                || (runs_allowed
                    && rank + 2 < work.len()
                    && work[rank + 1] >= runs
                    && work[rank + 2] >= runs);
            if !fits || sets.len() + usize::from(triplet) + usize::from(runs) > 4 {
                continue;
            }
            let before = sets.len();
            if triplet {
                sets.push((rank, true));
            }
            sets.extend(std::iter::repeat_n((rank, false), usize::from(runs)));
            work[rank] = 0;
            if runs > 0 {
                work[rank + 1] -= runs;
                work[rank + 2] -= runs;
            }
            search_from(work, rank + 1, runs_allowed, sets, each);
            work[rank] = held;
            if runs > 0 {
                work[rank + 1] += runs;
                work[rank + 2] += runs;
            }
            sets.truncate(before);
        }
    }

    /// Every pattern of a suit (0 to 4 of each rank): the table's ways, in order, are
    /// the search's.
    fn compare_every_pattern(table: &SplitTable, ranks: usize) {
        let mut counts = vec![0u8; ranks];
        let (mut patterns, mut ways) = (0, 0);
        loop {
            let expected = search(&counts, ranks == 9);
            let read: Vec<_> = (table.ways(key(&counts)).iter())
                .map(|way| ((0..way.len()).map(|i| way.set(i)).collect(), way.pair()))
                .collect();
            assert_eq!(read, expected, "{counts:?}");
            patterns += usize::from(!expected.is_empty());
            ways += expected.len();
            // The next pattern, as a base-5 number.
            let Some(digit) = counts.iter().position(|&c| c < 4) else {
                break;
            };
            counts[..digit].fill(0);
            counts[digit] += 1;
        }
        assert_eq!(table.sizes(), (patterns, ways));
    }

    #[test]
    fn number_table_is_the_search_on_every_pattern() {
        compare_every_pattern(number_splits(), 9);
        // The known counts: 21,743 patterns split, 23,533 ways, at most 4 a pattern.
        assert_eq!(number_splits().sizes(), (21_743, 23_533));
        let most = (0..NUMBER_KEYS)
            .map(|k| number_splits().ways(k).len())
            .max();
        assert_eq!(most, Some(4));
    }

    #[test]
    fn honour_table_is_the_search_on_every_pattern() {
        compare_every_pattern(honour_splits(), 7);
    }
}
