//! The split tables: for every pattern of one suit that splits into sets and at most
//! one pair, every way it does, looked up by the suit's base-5 key as the win check
//! looks up its cost. A scorer reads a hand's splits from four lookups instead of
//! searching each suit again.
//!
//! The tables hold joker-free splits of the plain shapes (runs and triplets in the
//! number suits, triplets in the honours, any pair, at most four sets a suit): what
//! the scorers count on whatever the rules, so one pair of tables serves every rule
//! set. [`generate`] lays every choice of sets and a pair down and groups them by the
//! pattern they make; `build.rs` runs it and the library embeds its words (269 KiB
//! for the number suits, 8 KiB for the honours), read into place on first use.
//! The tests compare the embedded tables with the generator's, and every pattern's
//! ways with a split search written apart.

// The generator proper runs in build.rs and in the tests; the library itself reads
// only its format (the slot hash and the marks).
#[cfg_attr(not(test), allow(dead_code))]
pub(crate) mod generate;

use std::sync::OnceLock;

use generate::{EMPTY, MORE, slot_of};

/// One way one suit splits, packed in a word ([`generate`] says how): up to four
/// sets in rank order, a triplet before runs of its rank, and the pair if the suit
/// holds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct SuitWay(u32);

impl SuitWay {
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
}

/// One suit's split table: an open-addressed hash of the patterns that split, each
/// slot a key and its one way (or where its ways are), read once from the embedded
/// words into place (a few hundred microseconds' work the first time a scorer asks).
pub(crate) struct SplitTable {
    slots: Box<[(u32, SuitWay)]>,
    more: Box<[SuitWay]>,
    shift: u32,
}

impl SplitTable {
    /// The table the generator's little-endian `bytes` hold.
    fn from_bytes(bytes: &[u8]) -> SplitTable {
        let words: Vec<u32> = (bytes.chunks_exact(4))
            .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
            .collect();
        let (shift, size) = (words[0], words[1] as usize);
        let slots = (words[2..2 + 2 * size].chunks_exact(2))
            .map(|slot| (slot[0], SuitWay(slot[1])))
            .collect();
        let more = words[2 + 2 * size..].iter().map(|&w| SuitWay(w)).collect();
        SplitTable { slots, more, shift }
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
}

/// The number suits' split table.
pub(crate) fn number_splits() -> &'static SplitTable {
    static TABLE: OnceLock<SplitTable> = OnceLock::new();
    TABLE.get_or_init(|| SplitTable::from_bytes(NUMBER_BYTES))
}

/// The honours' split table.
pub(crate) fn honour_splits() -> &'static SplitTable {
    static TABLE: OnceLock<SplitTable> = OnceLock::new();
    TABLE.get_or_init(|| SplitTable::from_bytes(HONOUR_BYTES))
}

/// The generator's words, as `build.rs` wrote them.
static NUMBER_BYTES: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/splits-number.bin"));
static HONOUR_BYTES: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/splits-honours.bin"));

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::keys::{HONOUR_KEYS, NUMBER_KEYS, key};

    /// How many patterns split, and how many ways in all.
    fn sizes(table: &SplitTable, keys: usize) -> (usize, usize) {
        let ways = (0..keys).map(|k| table.ways(k).len());
        ways.fold((0, 0), |(patterns, ways), n| {
            (patterns + usize::from(n > 0), ways + n)
        })
    }

    /// The embedded tables are the generator's, word for word.
    #[test]
    fn embedded_tables_are_the_generators() {
        for (table, ranks) in [(number_splits(), 9), (honour_splits(), 7)] {
            let generated = generate::to_bytes(&generate::table_words(ranks));
            let bytes = if ranks == 9 {
                NUMBER_BYTES
            } else {
                HONOUR_BYTES
            };
            assert_eq!(bytes, generated);
            let read = SplitTable::from_bytes(&generated);
            assert_eq!(
                (read.slots, read.more),
                (table.slots.clone(), table.more.clone())
            );
        }
    }

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
        let keys = if ranks == 9 { NUMBER_KEYS } else { HONOUR_KEYS };
        assert_eq!(sizes(table, keys), (patterns, ways));
    }

    #[test]
    fn number_table_is_the_search_on_every_pattern() {
        compare_every_pattern(number_splits(), 9);
        // The known counts: 21,743 patterns split, 23,533 ways, at most 4 a pattern.
        assert_eq!(sizes(number_splits(), NUMBER_KEYS), (21_743, 23_533));
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
