//! The four suits' shanten tables of a rule set and the lookup over them: the fewest
//! draws a hand lacks (the standard form's shanten), from each suit's lanes, two suits
//! combined in advance where that stays small ([`PairTable`]). The hints' per-draw
//! questions over these tables are `hints/draws.rs`.

use std::sync::{Arc, OnceLock};

use crate::rules::TableRules;
use crate::tables::spec::suit_specs;
use crate::tiles::tile::{Suit, Tile};

use super::derived::DerivedCache;
use super::hint_masks::HintMasks;
use super::lanes::*;
use super::row::{MAX_MELDS, TARGETS};
use super::table::{HAS_POINTS, JOKER_STATES, LookedUp, ShantenSpec, SuitShanten, costs};

/// The four suits' shanten tables for one rule set and its joker kinds: embedded for
/// the built-in rule sets, read from a table file, or generated on first need and
/// shared by every engine whose suits have the same melds, pairs, joker rule and joker
/// kinds.
#[derive(Clone, Debug)]
pub struct ShantenTables {
    pub(crate) suits: [Arc<SuitShanten>; 4],
    /// Man with pin and sou with the honours, combined in advance on first use
    /// (shared by clones).
    pairs: Arc<OnceLock<[Option<Arc<PairTable>>; 2]>>,
    /// The hints' masks, built on first use (shared by clones).
    hint_masks: Arc<OnceLock<HintMasks>>,
}

impl ShantenTables {
    /// The tables of the four suits, m, p, s, z.
    pub(crate) fn of_suits(suits: [Arc<SuitShanten>; 4]) -> ShantenTables {
        ShantenTables {
            suits,
            pairs: Arc::default(),
            hint_masks: Arc::default(),
        }
    }

    /// The hints' masks (see [`HintMasks`]), built on first need.
    pub fn hint_masks(&self) -> &HintMasks {
        self.hint_masks.get_or_init(|| HintMasks::of(&self.suits))
    }

    /// The tables with their pair tables made now rather than on the first lookup
    /// (what an engine does when it first needs its shanten tables).
    pub(crate) fn with_pair_tables(self) -> ShantenTables {
        self.pairs();
        self
    }

    /// The two pair tables, made on first need (a few milliseconds).
    #[inline]
    fn pairs(&self) -> &[Option<Arc<PairTable>>; 2] {
        self.pairs.get_or_init(|| {
            [
                PairTable::shared(&self.suits[0], &self.suits[1]),
                PairTable::shared(&self.suits[2], &self.suits[3]),
            ]
        })
    }

    /// The first suit (m, p, s, z) and key where `self` and `other` differ, if any.
    pub fn first_difference(&self, other: &ShantenTables) -> Option<(usize, usize)> {
        (0..4).find_map(|suit| {
            let (ours, theirs) = (&self.suits[suit], &other.suits[suit]);
            if Arc::ptr_eq(ours, theirs) || ours == theirs {
                return None;
            }
            let key = (0..ours.len().max(theirs.len())).find(|&key| {
                key >= ours.len()
                    || key >= theirs.len()
                    || ours.word(key) != theirs.word(key)
                    || ours.joker_points(key) != theirs.joker_points(key)
            });
            // Equal answers for every key in a different layout still differ as bytes.
            Some((suit, key.unwrap_or(0)))
        })
    }

    /// What each suit's table is built for, m, p, s, z.
    pub(crate) fn specs(rules: TableRules, joker_kinds: &[Tile]) -> [ShantenSpec; 4] {
        let (specs, suit_table) = suit_specs(rules);
        std::array::from_fn(|suit| {
            let joker_ranks = joker_kinds
                .iter()
                .filter(|kind| kind.suit() == Suit::ALL[suit])
                .fold(0u16, |ranks, kind| ranks | 1 << (kind.rank() - 1));
            (specs[usize::from(suit_table[suit])].clone(), joker_ranks)
        })
    }

    /// The table of suit `index`, shared.
    pub(crate) fn shared_suit(&self, index: usize) -> Arc<SuitShanten> {
        self.suits[index].clone()
    }

    /// The table of suit `index` (m, p, s, z).
    pub fn suit(&self, index: usize) -> &SuitShanten {
        &self.suits[index]
    }

    /// Bytes of memory the distinct tables hold, and the pair tables once the first
    /// lookup has made them (up to 1 MB each).
    pub fn memory_bytes(&self) -> usize {
        let mut seen: Vec<*const SuitShanten> = Vec::new();
        let mut bytes = 0;
        for table in &self.suits {
            if !seen.contains(&Arc::as_ptr(table)) {
                seen.push(Arc::as_ptr(table));
                bytes += table.memory_bytes();
            }
        }
        let pairs = self.pairs.get().into_iter().flatten().flatten();
        bytes += pairs.map(|pairs| pairs.memory_bytes()).sum::<usize>();
        bytes
    }

    /// The fewest real tiles missing from a standard hand of `melds` melds and a pair,
    /// the `jokers` filling what they can: `Σ missing − jokers`. `None` when no hand of
    /// that size is standard under the rules.
    #[inline]
    pub(crate) fn standard_draws(
        &self,
        keys: &[usize; 4],
        jokers: u32,
        melds: usize,
    ) -> Option<u32> {
        let look_up = |suit: usize| self.suits[suit].look_up(keys[suit]);
        let looked_up = [look_up(0), look_up(1), look_up(2), look_up(3)];
        let [man, pin, sou, honours] = &looked_up;
        self.draws_of(keys, [man, pin, sou, honours], jokers, melds)
    }

    /// For each suit, the other three combined, for `melds` melds and a pair.
    pub(crate) fn complements(&self, looked_up: &[LookedUp; 4], melds: usize) -> [Lanes; 4] {
        match melds {
            0 => self.complements_for::<0>(looked_up),
            1 => self.complements_for::<1>(looked_up),
            2 => self.complements_for::<2>(looked_up),
            3 => self.complements_for::<3>(looked_up),
            4 => self.complements_for::<4>(looked_up),
            _ => self.complements_for::<MAX_MELDS>(looked_up),
        }
    }

    #[inline(always)]
    fn complements_for<const MELDS: usize>(&self, suits: &[LookedUp; 4]) -> [Lanes; 4] {
        let [low, high] = self.pairs();
        let both = |table: &Option<Arc<PairTable>>, a: &LookedUp, b: &LookedUp| match table {
            Some(table) => table.get(a.place, b.place),
            None => combine::<MELDS>(a.lanes, b.lanes),
        };
        let (low, high) = (
            both(low, &suits[0], &suits[1]),
            both(high, &suits[2], &suits[3]),
        );
        [
            combine::<MELDS>(suits[1].lanes, high),
            combine::<MELDS>(suits[0].lanes, high),
            combine::<MELDS>(low, suits[3].lanes),
            combine::<MELDS>(low, suits[2].lanes),
        ]
    }

    /// The standard form's draws from the four suits' entries.
    #[inline(always)]
    pub(crate) fn draws_of(
        &self,
        keys: &[usize; 4],
        looked_up: [&LookedUp; 4],
        jokers: u32,
        melds: usize,
    ) -> Option<u32> {
        let missing = if jokers > 0 && looked_up.iter().any(|l| l.flagged) {
            self.missing_with_jokers(keys, jokers, melds)
        } else {
            match melds {
                0 => self.fewest_missing::<0>(looked_up),
                1 => self.fewest_missing::<1>(looked_up),
                2 => self.fewest_missing::<2>(looked_up),
                3 => self.fewest_missing::<3>(looked_up),
                4 => self.fewest_missing::<4>(looked_up),
                _ => self.fewest_missing::<MAX_MELDS>(looked_up),
            }
        };
        (missing < UNREACHABLE).then(|| missing.saturating_sub(jokers))
    }

    /// The fewest tiles four suits lack for `MELDS` melds and a pair: man with pin
    /// and sou with the honours, each from its pair table (or combined here where
    /// the suits have too many distinct lanes for one), then the two joined.
    #[inline(always)]
    fn fewest_missing<const MELDS: usize>(&self, suits: [&LookedUp; 4]) -> u32 {
        let [low, high] = self.pairs();
        let both = |table: &Option<Arc<PairTable>>, a: &LookedUp, b: &LookedUp| match table {
            Some(table) => table.get(a.place, b.place),
            None => combine::<MELDS>(a.lanes, b.lanes),
        };
        join::<MELDS>(
            both(low, suits[0], suits[1]),
            both(high, suits[2], suits[3]),
        )
    }

    /// The rare case: a suit has joker points (it holds four of a kind and jokers may
    /// be fifth copies, or it has a joker kind). The suits without points combine as
    /// usual; a small dynamic programme over (target, jokers allowed) adds the others,
    /// the last one at the one target wanted.
    #[cold]
    fn missing_with_jokers(&self, keys: &[usize; 4], jokers: u32, melds: usize) -> u32 {
        let words: [u64; 4] = std::array::from_fn(|suit| self.suits[suit].word(keys[suit]));
        let budget = (jokers as usize).min(JOKER_STATES - 1);
        let has_points = |suit: &usize| words[*suit] & HAS_POINTS != 0;
        // Nothing yet: no melds and no pair cost nothing, every other target is out of reach.
        let mut plain: Lanes = ((NO_TARGET * LOW_BYTES) & !0xFF, NO_TARGET * LOW_BYTES);
        for suit in (0..4).filter(|s| !has_points(s)) {
            plain = combine::<MAX_MELDS>(plain, lanes(words[suit]));
        }
        let (without, with) = (plain.0.to_le_bytes(), plain.1.to_le_bytes());
        // state[target][u]: the fewest missing with at most u jokers so far.
        let mut state = [[UNREACHABLE; JOKER_STATES]; TARGETS];
        for melds in 0..=MAX_MELDS {
            state[2 * melds][0] = u32::from(without[melds]);
            state[2 * melds + 1][0] = u32::from(with[melds]);
        }
        let wanted = 2 * melds + 1;
        let flagged = (0..4).filter(has_points).count();
        for (index, suit) in (0..4).filter(has_points).enumerate() {
            let plain = costs(words[suit]);
            let points = self.suits[suit].joker_points(keys[suit]).iter();
            let options = (0..TARGETS)
                .map(|target| (target, 0, plain[target]))
                .chain(points.map(|p| {
                    (
                        usize::from(p.target),
                        usize::from(p.jokers),
                        u32::from(p.missing),
                    )
                }))
                .filter(|&(target, used, _)| target <= wanted && used <= budget);
            let mut next = [[UNREACHABLE; JOKER_STATES]; TARGETS];
            let last = index + 1 == flagged;
            for (target, used, missing) in options {
                let befores = if last {
                    wanted - target..=wanted - target
                } else {
                    0..=wanted - target
                };
                for before in befores.filter(|b| b % 2 + target % 2 <= 1) {
                    for used_before in 0..=budget - used {
                        let cell = &mut next[before + target][used_before + used];
                        *cell = (*cell).min(state[before][used_before] + missing);
                    }
                }
            }
            state = next;
        }
        state[wanted]
            .iter()
            .copied()
            .min()
            .unwrap_or(UNREACHABLE)
            .min(UNREACHABLE)
    }
}

/// Two suits' draws combined in advance (see [`combine`]) for every pair of their
/// distinct lanes, so that a lookup replaces a min-plus combination: 16 bytes per
/// pair, 35k pairs (560 kB) for two number suits under standard rules. Made only
/// where it stays within [`PairTable::MAX_PAIRS`].
struct PairTable {
    columns: usize,
    combined: Box<[Lanes]>,
}

impl PairTable {
    /// 1 MB per table: a bound on the memory two suits may add (the standard number
    /// suits need 560 kB; `changsha`'s 2-5-8 man and pin would need 2.9 MB).
    const MAX_PAIRS: usize = 1 << 16;

    /// The pair table of `rows` with `columns`: the one some engine already holds, or
    /// a new one (a few milliseconds; ~50 ms in an unoptimised build).
    fn shared(rows: &Arc<SuitShanten>, columns: &Arc<SuitShanten>) -> Option<Arc<PairTable>> {
        static CACHE: DerivedCache<2, SuitShanten, PairTable> = DerivedCache::new();
        CACHE.get([rows, columns], || PairTable::new(rows, columns))
    }

    fn new(rows: &SuitShanten, columns: &SuitShanten) -> Option<PairTable> {
        let (rows, columns) = (&rows.distinct_lanes, &columns.distinct_lanes);
        if rows.len().saturating_mul(columns.len()) > PairTable::MAX_PAIRS {
            return None;
        }
        let mut combined = Vec::with_capacity(rows.len() * columns.len());
        for &row in rows {
            combined.extend(
                columns
                    .iter()
                    .map(|&column| combine::<MAX_MELDS>(row, column)),
            );
        }
        Some(PairTable {
            columns: columns.len(),
            combined: combined.into(),
        })
    }

    #[inline(always)]
    fn get(&self, row: u32, column: u32) -> Lanes {
        self.combined[row as usize * self.columns + column as usize]
    }

    fn memory_bytes(&self) -> usize {
        std::mem::size_of_val(&*self.combined)
    }
}

/// A summary of the size.
impl std::fmt::Debug for PairTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PairTable")
            .field("rows", &(self.combined.len() / self.columns.max(1)))
            .field("columns", &self.columns)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::shanten::table::*;
    use crate::test_support::seeded;

    #[test]
    fn lanes_hold_each_target_where_combine_expects_it() {
        for seed in 0..1000u64 {
            let draws: Vec<u8> = (0..TARGETS as u64)
                .map(|t| ((seed * 7 + t * 13 + seed * t) % 32) as u8)
                .collect();
            let word = pack(&draws);
            let (without, with) = lanes(word);
            let (without, with) = (without.to_le_bytes(), with.to_le_bytes());
            for melds in 0..=MAX_MELDS {
                assert_eq!(without[melds], draws[2 * melds], "{draws:?}");
                assert_eq!(with[melds], draws[2 * melds + 1], "{draws:?}");
            }
            assert_eq!(
                [without[6], without[7], with[6], with[7]],
                [NO_TARGET as u8; 4]
            );
            assert_eq!(costs(word).map(|c| c as u8).to_vec(), draws);
        }
    }

    /// Deduplicated blocks give every position its own word back.
    #[test]
    fn blocks_round_trip() {
        // Blocks from a few patterns, some repeated, one differing in a single word.
        let mut words: Vec<u64> = (0..BLOCK as u64 * 40).map(|i| i % 7).collect();
        words[BLOCK * 13 + 5] = 99;
        let (block_of, blocks) = dedupe_blocks(&words);
        assert!(blocks.len() < words.len());
        for (position, &word) in words.iter().enumerate() {
            let block = usize::from(block_of[position / BLOCK]);
            assert_eq!(blocks[block * BLOCK + position % BLOCK], word);
        }
    }

    /// A key is in reach when a hand can hold it: 17 tiles at most, kinds in play.
    /// The dictionary gives every key its own word back, at each index width.
    #[test]
    fn word_index_round_trips_at_every_width() {
        for distinct in [1u64, 256, 257, 65_536, 65_537] {
            let words: Vec<u64> = (0..70_000u64).map(|key| (key * 7919) % distinct).collect();
            let (index, dictionary) = WordIndex::of(&words);
            assert_eq!(dictionary.len() as u64, distinct);
            let width = index.bytes() / index.len();
            let expected = match distinct {
                0..=256 => 1,
                257..=65_536 => 2,
                _ => 4,
            };
            assert_eq!(width, expected, "{distinct} distinct words");
            for (key, &word) in words.iter().enumerate() {
                assert_eq!(dictionary[index.at(key)], word);
            }
        }
    }

    /// A word of random draws per target, 0 to 31 (31: no target).
    fn random_word(next: &mut impl FnMut() -> u64) -> u64 {
        let draws: Vec<u8> = (0..TARGETS).map(|_| (next() % 32) as u8).collect();
        pack(&draws)
    }

    /// The SSE2 combination and the portable one agree on every byte.
    #[test]
    fn both_combinations_agree() {
        let mut next = seeded(99);
        for _ in 0..20_000 {
            let (a, b) = (lanes(random_word(&mut next)), lanes(random_word(&mut next)));
            assert_eq!(
                combine::<5>(a, b),
                combine_words::<5>(a, b),
                "{a:x?} {b:x?}"
            );
            assert_eq!(
                combine::<4>(a, b),
                combine_words::<4>(a, b),
                "{a:x?} {b:x?}"
            );
            assert_eq!(
                combine::<0>(a, b),
                combine_words::<0>(a, b),
                "{a:x?} {b:x?}"
            );
        }
    }

    /// The word-wide combination equals the plain min-plus one over every split.
    #[test]
    fn fewest_missing_is_the_least_over_every_split() {
        let mut next = seeded(12345);
        for _ in 0..20_000 {
            let words: [u64; 4] = std::array::from_fn(|_| {
                // Half the words flagged: the flag must not change the lanes.
                random_word(&mut next) | (next() % 2) << 63
            });
            let costs = words.map(costs);
            let table = SuitShanten::from_parts(
                Box::new([0]),
                WordIndex::Narrow(Box::new([0; BLOCK])),
                words.to_vec(),
                (Vec::new(), vec![0], Vec::new()),
            );
            let lanes: [Lanes; 4] = std::array::from_fn(|suit| table.looked_up[suit].lanes);
            for melds in 0..=MAX_MELDS {
                let mut expected = UNREACHABLE * 4;
                for m0 in 0..=melds {
                    for m1 in 0..=melds - m0 {
                        for m2 in 0..=melds - m0 - m1 {
                            let split = [m0, m1, m2, melds - m0 - m1 - m2];
                            for pair in 0..4 {
                                let total: u32 = (0..4)
                                    .map(|s| costs[s][2 * split[s] + usize::from(s == pair)])
                                    .sum();
                                expected = expected.min(total);
                            }
                        }
                    }
                }
                // Combined for the melds wanted, and for every target (as in a pair table).
                for got in [
                    fewest::<false>(&lanes, melds),
                    fewest::<true>(&lanes, melds),
                ] {
                    assert_eq!(
                        got.min(UNREACHABLE),
                        expected.min(UNREACHABLE),
                        "{words:x?} {melds}"
                    );
                }
            }
        }
    }

    /// Pair tables are made where the distinct lanes are few (every suit under
    /// standard rules) and not where they are many (man with pin under 2-5-8 pairs),
    /// and a lookup through them answers as the combination does.
    #[test]
    fn pair_tables_answer_as_the_combination() {
        let engines = crate::test_support::engines_with_258();
        for (name, made) in [("standard", [true, true]), ("changsha-258", [false, true])] {
            let engine = &engines.iter().find(|(n, _)| *n == name).unwrap().1;
            let rules = engine.rules().table_rules();
            let tables = crate::builtin::shanten_tables(rules, &[]).with_pair_tables();
            assert_eq!(
                tables.pairs().each_ref().map(Option::is_some),
                made,
                "{name}"
            );
            let mut next = seeded(99);
            for _ in 0..20_000 {
                let looked_up: [LookedUp; 4] = std::array::from_fn(|suit| {
                    let table = &tables.suits[suit];
                    table.look_up(next() as usize % table.len())
                });
                let lanes = looked_up.map(|l| l.lanes);
                assert_eq!(
                    tables.fewest_missing::<4>(looked_up.each_ref()),
                    fewest::<false>(&lanes, 4)
                );
                assert_eq!(
                    tables.fewest_missing::<1>(looked_up.each_ref()),
                    fewest::<false>(&lanes, 1)
                );
            }
        }
    }

    /// Two pairs of suits combined (for `melds` melds, or for every target when
    /// `FULL`), then joined.
    fn fewest<const FULL: bool>(lanes: &[Lanes; 4], melds: usize) -> u32 {
        fn at<const MELDS: usize, const FULL: bool>(lanes: &[Lanes; 4]) -> u32 {
            let both = |a, b| match FULL {
                true => combine::<MAX_MELDS>(a, b),
                false => combine::<MELDS>(a, b),
            };
            join::<MELDS>(both(lanes[0], lanes[1]), both(lanes[2], lanes[3]))
        }
        match melds {
            0 => at::<0, FULL>(lanes),
            1 => at::<1, FULL>(lanes),
            2 => at::<2, FULL>(lanes),
            3 => at::<3, FULL>(lanes),
            4 => at::<4, FULL>(lanes),
            _ => at::<5, FULL>(lanes),
        }
    }
}
