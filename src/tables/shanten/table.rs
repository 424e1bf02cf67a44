//! The shanten tables and their lookup: one word per key and suit, and the few
//! joker points beside them.

use std::sync::{Arc, OnceLock};

use crate::rules::TableRules;
use crate::tables::generate::{SuitSpec, suit_specs};
use crate::tables::keys::POW5;
use crate::tiles::tile::{Suit, Tile};

use super::derived::DerivedCache;
use super::hint_masks::{HintMasks, Record, byte_bits};
use super::row::{MAX_MELDS, TARGETS};

/// Bits per target in a word: draws 0..=17, or [`NO_TARGET`]. The six targets
/// without a pair (0 to 5 melds) come first, then the six with one.
const FIELD_BITS: u32 = 5;
/// The field value meaning "this suit never holds the target".
const NO_TARGET: u64 = 31;
/// The word bit marking a key with joker points.
pub(crate) const HAS_POINTS: u64 = 1 << 63;
/// A sum no real number of draws reaches (a real one is at most 17).
const UNREACHABLE: u32 = NO_TARGET as u32;
/// Jokers a hand may hold at most (all of a 17-tile hand), plus one.
const JOKER_STATES: usize = crate::tiles::hand::MAX_TILES + 1;

/// Where `E_u` (the fewest missing tiles when at most `u` of them are jokers, which
/// alone can be fifth copies and tiles of joker kinds) drops below its value at `u - 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JokerPoint {
    /// The target, `2 × melds + pair`.
    pub target: u8,
    /// `u`: the jokers allowed.
    pub jokers: u8,
    /// `E_u`.
    pub missing: u8,
}

/// The shanten table of one suit: per key, the draws each target lacks (5 bits each,
/// 12 targets, one flag bit), and the joker points of the flagged keys.
#[derive(Clone, PartialEq, Eq)]
pub struct SuitShanten {
    /// Per block of [`BLOCK`] keys (the key's three lowest base-5 digits vary within
    /// a block), which block of `entries` holds their entries: runs of keys repeat
    /// (1,743 distinct blocks of 15,625 for a number suit under standard rules).
    pub(crate) block_of: Box<[u16]>,
    /// The distinct blocks, one after the other: per key, where its word is in
    /// `words`. Few distinct words exist (187 for a number suit under standard rules,
    /// 424 under 2-5-8 pairs), so an entry is one byte or two.
    pub(crate) entries: WordIndex,
    /// The distinct words, each once.
    pub(crate) words: Vec<u64>,
    /// What a lookup reads per word: its lanes, their place among the distinct
    /// lanes, and the points flag.
    looked_up: Vec<LookedUp>,
    /// The distinct lanes (words differing only in the points flag share them): the
    /// rows and columns of a [`PairTable`].
    distinct_lanes: Vec<Lanes>,
    pub(crate) point_keys: Vec<u32>,
    pub(crate) point_starts: Vec<u32>,
    pub(crate) points: Vec<JokerPoint>,
}

impl SuitShanten {
    /// A table of `keys` keys from each key's word (see [`pack`]; `None` for a key no
    /// hand holds: more than [`crate::MAX_TILES`] tiles, or a kind out of play) and the joker
    /// points in key order.
    pub(crate) fn new(
        keys: usize,
        word_of: impl Fn(usize) -> Option<u64>,
        points: Vec<(u32, JokerPoint)>,
    ) -> SuitShanten {
        // Keys no hand reaches share one word, so that more blocks repeat.
        let mut words: Vec<u64> = (0..keys)
            .map(|key| word_of(key).unwrap_or(UNUSED))
            .collect();
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
        let (block_of, blocks) = dedupe_blocks(&words);
        drop(words);
        let (entries, words) = WordIndex::of(&blocks);
        SuitShanten::from_parts(block_of, entries, words, (point_keys, point_starts, points))
    }

    /// A table from its stored parts (checked by the caller), with the lanes made.
    pub(crate) fn from_parts(
        block_of: Box<[u16]>,
        entries: WordIndex,
        words: Vec<u64>,
        (point_keys, point_starts, points): (Vec<u32>, Vec<u32>, Vec<JokerPoint>),
    ) -> SuitShanten {
        let mut distinct_lanes = Vec::new();
        let mut places = std::collections::HashMap::new();
        let looked_up = words
            .iter()
            .map(|&word| {
                let lanes = lanes(word);
                let place = *places.entry(lanes).or_insert_with(|| {
                    distinct_lanes.push(lanes);
                    distinct_lanes.len() as u32 - 1
                });
                LookedUp {
                    lanes,
                    place,
                    flagged: word & HAS_POINTS != 0,
                }
            })
            .collect();
        SuitShanten {
            block_of,
            entries,
            words,
            looked_up,
            distinct_lanes,
            point_keys,
            point_starts,
            points,
        }
    }

    /// Where `key`'s word is in the dictionary.
    #[inline(always)]
    fn entry(&self, key: usize) -> usize {
        let block = usize::from(self.block_of[key / BLOCK]);
        self.entries.at(block * BLOCK + key % BLOCK)
    }

    /// The word of `key`: its draws per target, and the points flag.
    #[inline]
    fn word(&self, key: usize) -> u64 {
        self.words[self.entry(key)]
    }

    /// What the combination needs of `key`: its lanes, their place among the
    /// distinct ones, whether it has joker points.
    #[inline(always)]
    pub(crate) fn look_up(&self, key: usize) -> LookedUp {
        self.looked_up[self.entry(key)]
    }

    /// [`SuitShanten::look_up`] of the key whose block and place in it are `split`
    /// (see [`split`]) with one more tile of `rank` (held at most three times, so no
    /// base-5 digit carries): a draw of one of the three lowest ranks stays in the
    /// block, the others move the block and keep the place; no division per draw.
    #[inline(always)]
    fn look_up_drawn(&self, (block, place): (usize, usize), rank: usize) -> LookedUp {
        // Rank `NO_RANK` draws nothing: the key itself.
        const BLOCK_STEP: [usize; 10] = [0, 0, 0, 1, 5, 25, 125, 625, 3125, 0];
        const PLACE_STEP: [usize; 10] = [1, 5, 25, 0, 0, 0, 0, 0, 0, 0];
        let block = usize::from(self.block_of[block + BLOCK_STEP[rank]]);
        self.looked_up[self.entries.at(block * BLOCK + place + PLACE_STEP[rank])]
    }

    /// The fewest tiles `key` lacks to hold `melds` melds and a pair if `pair`, four of
    /// a kind at most; `None` when no pattern of the suit holds that, and for a key no
    /// hand holds (more than [`crate::MAX_TILES`] tiles, or a kind out of play).
    pub fn draws(&self, key: usize, melds: usize, pair: bool) -> Option<u32> {
        let draws = costs(self.word(key))[2 * melds + usize::from(pair)];
        (draws < UNREACHABLE).then_some(draws)
    }

    /// The joker points of `key`, in target order, then `u` order.
    pub fn joker_points(&self, key: usize) -> &[JokerPoint] {
        match self.point_keys.binary_search(&(key as u32)) {
            Ok(index) => {
                let (start, end) = (self.point_starts[index], self.point_starts[index + 1]);
                &self.points[start as usize..end as usize]
            }
            Err(_) => &[],
        }
    }

    /// Keys in the table.
    pub fn len(&self) -> usize {
        self.block_of.len() * BLOCK
    }

    /// Bytes of memory the table holds.
    pub fn memory_bytes(&self) -> usize {
        2 * self.block_of.len()
            + self.entries.bytes()
            + 8 * self.words.len()
            + 4 * (self.point_keys.len() + self.point_starts.len())
            + std::mem::size_of::<JokerPoint>() * self.points.len()
    }
}

/// A summary of the sizes.
impl std::fmt::Debug for SuitShanten {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SuitShanten")
            .field("keys", &self.len())
            .field("blocks", &(self.entries.len() / BLOCK))
            .field("words", &self.words.len())
            .field("keys_with_points", &self.point_keys.len())
            .field("points", &self.points.len())
            .finish()
    }
}

/// Keys per block: the three lowest base-5 digits.
pub(crate) const BLOCK: usize = 125;

/// The rank [`SuitShanten::look_up_drawn`] reads as no draw.
const NO_RANK: usize = 9;

/// `key`'s block and its place in the block.
#[inline(always)]
pub(crate) fn split(key: usize) -> (usize, usize) {
    (key / BLOCK, key % BLOCK)
}
/// The word of keys no hand reaches: every target unreachable.
pub(crate) const UNUSED: u64 = (1 << (FIELD_BITS * TARGETS as u32)) - 1;

/// The words in blocks of [`BLOCK`], each distinct block once: which block each
/// position uses, and the distinct blocks one after the other.
pub(crate) fn dedupe_blocks<T: Copy + Eq + std::hash::Hash>(words: &[T]) -> (Box<[u16]>, Vec<T>) {
    let mut seen: std::collections::HashMap<&[T], u16> = Default::default();
    let mut blocks: Vec<T> = Vec::new();
    let block_of = words
        .chunks(BLOCK)
        .map(|block| {
            *seen.entry(block).or_insert_with(|| {
                blocks.extend_from_slice(block);
                // At most 5^9 / 125 = 15,625 blocks.
                (blocks.len() / BLOCK - 1) as u16
            })
        })
        .collect();
    (block_of, blocks)
}

/// Per key, the position of its word in the dictionary: a byte while there are at
/// most 256 distinct words, two bytes up to 65,536, four beyond (no suit of any rules
/// the format can say comes near that; the fuzz target tries random ones).
#[derive(Clone, PartialEq, Eq)]
pub(crate) enum WordIndex {
    Narrow(Box<[u8]>),
    Wide(Box<[u16]>),
    Full(Box<[u32]>),
}

impl WordIndex {
    /// The index of `words` (one per key) and the dictionary, its words in order of
    /// first use.
    fn of(words: &[u64]) -> (WordIndex, Vec<u64>) {
        let mut dictionary: Vec<u64> = Vec::new();
        let mut positions: std::collections::HashMap<u64, u32> = Default::default();
        let mut index: Vec<u32> = Vec::with_capacity(words.len());
        for &word in words {
            let at = *positions.entry(word).or_insert_with(|| {
                dictionary.push(word);
                (dictionary.len() - 1) as u32 // at most one word per key: 5^9 of them
            });
            index.push(at);
        }
        let index = match WordIndex::width_for(dictionary.len()) {
            1 => WordIndex::Narrow(index.iter().map(|&at| at as u8).collect()),
            2 => WordIndex::Wide(index.iter().map(|&at| at as u16).collect()),
            _ => WordIndex::Full(index.into_boxed_slice()),
        };
        (index, dictionary)
    }

    /// Bytes per entry for a dictionary of `words` words.
    pub(crate) fn width_for(words: usize) -> usize {
        match words {
            0..=256 => 1,
            257..=65_536 => 2,
            _ => 4,
        }
    }

    /// The index whose entries are `bytes`, `width` bytes each, little-endian.
    pub(crate) fn from_bytes(bytes: &[u8], width: usize) -> WordIndex {
        match width {
            1 => WordIndex::Narrow(bytes.into()),
            2 => WordIndex::Wide(
                bytes
                    .chunks_exact(2)
                    .map(|b| u16::from_le_bytes([b[0], b[1]]))
                    .collect(),
            ),
            _ => WordIndex::Full(
                bytes
                    .chunks_exact(4)
                    .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
                    .collect(),
            ),
        }
    }

    /// The dictionary position of `key`'s word.
    #[inline(always)]
    pub(crate) fn at(&self, key: usize) -> usize {
        match self {
            WordIndex::Narrow(index) => usize::from(index[key]),
            WordIndex::Wide(index) => usize::from(index[key]),
            WordIndex::Full(index) => index[key] as usize,
        }
    }

    fn len(&self) -> usize {
        match self {
            WordIndex::Narrow(index) => index.len(),
            WordIndex::Wide(index) => index.len(),
            WordIndex::Full(index) => index.len(),
        }
    }

    fn bytes(&self) -> usize {
        match self {
            WordIndex::Narrow(index) => index.len(),
            WordIndex::Wide(index) => 2 * index.len(),
            WordIndex::Full(index) => 4 * index.len(),
        }
    }
}

/// Where target `2m + p` sits in a word.
const fn field_shift(target: usize) -> u32 {
    FIELD_BITS * ((target % 2) * (MAX_MELDS + 1) + target / 2) as u32
}

/// A key's word: its draws per target (5 bits each), without the points flag.
pub(crate) fn pack(draws: &[u8]) -> u64 {
    draws.iter().enumerate().fold(0, |word, (target, &d)| {
        word | u64::from(d).min(NO_TARGET) << field_shift(target)
    })
}

/// Draws per target of one suit (the rare path's layout).
type Costs = [u32; TARGETS];

/// The fields of a word as they are: [`NO_TARGET`] (31) is larger than any sum of
/// real draws (at most 17), so it needs no decoding to lose every minimum.
#[inline]
fn costs(word: u64) -> Costs {
    let mut costs = [0; TARGETS];
    for (target, cost) in costs.iter_mut().enumerate() {
        *cost = ((word >> field_shift(target)) & NO_TARGET) as u32;
    }
    costs
}

/// What one suit's shanten table is built for: its spec and its joker-kind ranks.
pub(crate) type ShantenSpec = (SuitSpec, u16);

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

    /// The standard form of the hand `keys` readied for questions about its draws
    /// (see [`SuitDraws`]).
    #[inline]
    pub(crate) fn suit_draws(&self, keys: [usize; 4], jokers: u32, melds: usize) -> SuitDraws<'_> {
        self.suit_draws_split(keys.map(split), jokers, melds)
    }

    /// [`ShantenTables::suit_draws`] of the keys split into block and place.
    #[inline]
    fn suit_draws_split(
        &self,
        splits: [(usize, usize); 4],
        jokers: u32,
        melds: usize,
    ) -> SuitDraws<'_> {
        let looked_up =
            std::array::from_fn(|suit| self.suits[suit].look_up_drawn(splits[suit], NO_RANK));
        let masks = &self.hint_masks().suits;
        let records = std::array::from_fn(|suit| masks[suit].record(splits[suit]));
        self.suit_draws_of(splits, looked_up, records, jokers, melds)
    }

    /// [`ShantenTables::suit_draws`] of suits already looked up.
    #[inline(always)]
    fn suit_draws_of(
        &self,
        splits: [(usize, usize); 4],
        looked_up: [LookedUp; 4],
        records: [Record; 4],
        jokers: u32,
        melds: usize,
    ) -> SuitDraws<'_> {
        let complements = match looked_up.iter().any(|l| jokers > 0 && l.flagged) {
            true => None,
            false => Some(self.complements(&looked_up, melds)),
        };
        SuitDraws {
            tables: self,
            keys: splits.map(|(block, place)| block * BLOCK + place),
            splits,
            looked_up,
            records,
            complements,
            jokers,
            melds,
        }
    }

    /// For each suit, the other three combined, for `melds` melds and a pair.
    fn complements(&self, looked_up: &[LookedUp; 4], melds: usize) -> [Lanes; 4] {
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
    fn draws_of(
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

/// A hand's standard form readied for the hints: its four suits looked up and, for
/// each suit, the other three combined (its complement). A draw changes one suit, so
/// the hand with any tile drawn is one lookup and a few word operations away.
pub(crate) struct SuitDraws<'a> {
    tables: &'a ShantenTables,
    keys: [usize; 4],
    /// Each key's block and place in it, for the draws' lookups.
    splits: [(usize, usize); 4],
    looked_up: [LookedUp; 4],
    /// Each suit's hint masks.
    records: [Record; 4],
    /// `None` where jokers meet joker points: every question takes the general path.
    complements: Option<[Lanes; 4]>,
    jokers: u32,
    melds: usize,
}

impl SuitDraws<'_> {
    /// [`ShantenTables::standard_draws`] of the hand.
    #[inline]
    pub(crate) fn draws(&self) -> Option<u32> {
        let Some(complements) = &self.complements else {
            let [man, pin, sou, honours] = &self.looked_up;
            return (self.tables).draws_of(
                &self.keys,
                [man, pin, sou, honours],
                self.jokers,
                self.melds,
            );
        };
        let missing = join_any(self.melds, self.looked_up[0].lanes, complements[0]);
        (missing < UNREACHABLE).then(|| missing.saturating_sub(self.jokers))
    }

    /// The kinds of `candidates` (a bit per tile id; each held at most three times)
    /// whose draw leaves the hand fewer than `within` draws (at least 1) from a
    /// standard hand: each complement is turned into a threshold per lane, and a draw
    /// is enough when it lowers a lane at its threshold (see [`super::lowering`]).
    #[inline]
    pub(crate) fn lowering(&self, within: u32, candidates: u64) -> u64 {
        let Some(complements) = &self.complements else {
            return self.lowering_in_general(within, candidates);
        };
        // Draws below `within` are missing tiles below `within + jokers`.
        let missing = within + self.jokers;
        let mut lowering = 0;
        for (suit, &complement) in complements.iter().enumerate() {
            let first = 9 * suit;
            let ranks = candidates >> first & 0x1FF;
            if ranks == 0 {
                continue;
            }
            let facing = facing(complement, self.melds);
            let record = self.records[suit];
            // A draw lowers a lane by one at most: only lanes already within
            // `missing` (the hand misses at least that: exactly `missing`) can go below.
            let mut suit_lowering = match record.is_inexact() {
                false => {
                    let tight = lanes_within(self.looked_up[suit].lanes, facing, missing);
                    ranks & record.lowering(tight)
                }
                true => self.lowering_by_rank(suit, ranks, facing, missing),
            };
            if self.jokers > 0 {
                // A drawn key with joker points: its plain lanes do not tell.
                let mut flagged = ranks & record.flagged();
                suit_lowering &= !flagged;
                while flagged != 0 {
                    let rank = flagged.trailing_zeros() as usize;
                    flagged &= flagged - 1;
                    let drawn = self.drawn(suit, rank);
                    suit_lowering |=
                        u64::from(self.lowers_in_general(suit, rank, drawn, within)) << rank;
                }
            }
            lowering |= suit_lowering << first;
        }
        lowering
    }

    /// The hand less one tile of `kind` (held), readied the same way: the other
    /// suits are kept, one suit is looked up.
    pub(crate) fn discarding(&self, kind: usize) -> SuitDraws<'_> {
        let (suit, rank) = (kind / 9, kind % 9);
        let (mut splits, mut looked_up, mut records) = (self.splits, self.looked_up, self.records);
        splits[suit] = split(self.keys[suit] - POW5[rank] as usize);
        looked_up[suit] = self.tables.suits[suit].look_up_drawn(splits[suit], NO_RANK);
        records[suit] = self.tables.hint_masks().suits[suit].record(splits[suit]);
        (self.tables).suit_draws_of(splits, looked_up, records, self.jokers, self.melds)
    }

    /// The entry of `suit` with one more tile of `rank`.
    #[inline(always)]
    fn drawn(&self, suit: usize, rank: usize) -> LookedUp {
        self.tables.suits[suit].look_up_drawn(self.splits[suit], rank)
    }

    /// The ranks of `suit` among `ranks` whose draw leaves some lane with its
    /// `facing` lane below `missing`, one lookup per rank: for an inexact key.
    #[cold]
    fn lowering_by_rank(&self, suit: usize, mut ranks: u64, facing: Lanes, missing: u32) -> u64 {
        let mut lowering = 0;
        while ranks != 0 {
            let rank = ranks.trailing_zeros() as usize;
            ranks &= ranks - 1;
            let below = lanes_within(self.drawn(suit, rank).lanes, facing, missing - 1) != (0, 0);
            lowering |= u64::from(below) << rank;
        }
        lowering
    }

    /// [`SuitDraws::lowering`] one draw at a time, through [`ShantenTables::draws_of`].
    #[cold]
    fn lowering_in_general(&self, within: u32, candidates: u64) -> u64 {
        let mut lowering = 0;
        let mut left = candidates;
        while left != 0 {
            let kind = left.trailing_zeros() as usize;
            left &= left - 1;
            let (suit, rank) = (kind / 9, kind % 9);
            let drawn = self.drawn(suit, rank);
            lowering |= u64::from(self.lowers_in_general(suit, rank, drawn, within)) << kind;
        }
        lowering
    }

    /// Whether a tile of `rank` in `suit`, whose suit then reads `drawn`, leaves the
    /// hand fewer than `within` draws from a standard hand, by the general path.
    fn lowers_in_general(&self, suit: usize, rank: usize, drawn: LookedUp, within: u32) -> bool {
        let mut keys = self.keys;
        keys[suit] += POW5[rank] as usize;
        let pick = |s: usize| {
            if s == suit {
                &drawn
            } else {
                &self.looked_up[s]
            }
        };
        let draws = (self.tables).draws_of(
            &keys,
            [pick(0), pick(1), pick(2), pick(3)],
            self.jokers,
            self.melds,
        );
        draws.is_some_and(|d| d < within)
    }
}

/// What a lookup reads of one key: its lanes, their place among the suit's distinct
/// lanes (a row or column of a [`PairTable`]), and whether it has joker points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct LookedUp {
    pub(crate) lanes: Lanes,
    place: u32,
    pub(crate) flagged: bool,
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

/// One suit's draws as two words of byte lanes: byte m of `.0` the draws for m melds
/// without a pair, of `.1` with one (m up to 5; bytes 6 and 7 unreachable). Every
/// value stays below 128 through the additions of four suits, so the bytes never
/// carry into each other and the minimum can be taken eight bytes at a time.
pub(crate) type Lanes = (u64, u64);

#[inline]
fn lanes(word: u64) -> Lanes {
    (
        spread(word & SIX_FIELDS),
        spread(word >> (FIELD_BITS * 6) & SIX_FIELDS),
    )
}

const SIX_FIELDS: u64 = (1 << (FIELD_BITS * 6)) - 1;

/// The lanes of a key no hand holds.
pub(crate) fn unused_lanes() -> Lanes {
    lanes(UNUSED)
}

/// Six 5-bit fields (bits 0..30) moved to the low six bytes, the top two bytes set to
/// [`NO_TARGET`]: fields 3-5 move up 9 bits, then fields 2 and 5 six more, then fields
/// 1 and 4 three more.
#[inline]
fn spread(fields: u64) -> u64 {
    const FIELD: u64 = NO_TARGET;
    let v = (fields & 0x7FFF) | (fields & 0x7FFF << 15) << 9;
    let v = (v & !(FIELD << 10 | FIELD << 34)) | (v & (FIELD << 10 | FIELD << 34)) << 6;
    let v = (v & !(FIELD << 5 | FIELD << 29)) | (v & (FIELD << 5 | FIELD << 29)) << 3;
    v | (FIELD << 48 | FIELD << 56)
}

pub(crate) const LOW_BYTES: u64 = 0x0101_0101_0101_0101;
pub(crate) const HIGH_BITS: u64 = 0x8080_8080_8080_8080;

/// The byte-wise minimum of two words whose bytes are all below 128.
#[inline(always)]
fn min_bytes(x: u64, y: u64) -> u64 {
    // Bit 7 of each byte of the difference says x >= y there (never a borrow).
    let x_not_less = ((x | HIGH_BITS) - y) & HIGH_BITS;
    let take_y = (x_not_less >> 7) * 0xFF;
    (y & take_y) | (x & !take_y)
}

/// Byte `index` of `word` in every byte.
#[inline(always)]
fn splat(word: u64, index: usize) -> u64 {
    (word >> (8 * index) & 0xFF) * LOW_BYTES
}

/// The word's bytes moved up `by` places, the bytes left empty unreachable.
#[inline(always)]
fn moved_up(word: u64, by: usize) -> u64 {
    if by == 0 {
        word
    } else {
        word << (8 * by) | (NO_TARGET * LOW_BYTES) >> (64 - 8 * by)
    }
}

/// The fewest tiles four suits lack for `MELDS` melds and a pair, from two pairs of
/// suits combined (each correct for targets up to `MELDS` melds): the halves joined
/// at the one target wanted.
#[inline(always)]
fn join<const MELDS: usize>(low: Lanes, high: Lanes) -> u32 {
    let (high_without, high_with) = high;
    // Reversed, byte m of the high half holds its value for MELDS - m melds.
    let (reverse_without, reverse_with) = (
        high_without.swap_bytes() >> (8 * (7 - MELDS)),
        high_with.swap_bytes() >> (8 * (7 - MELDS)),
    );
    let sums = min_bytes(low.0 + reverse_with, low.1 + reverse_without);
    let mut fewest = u8::MAX;
    for byte in &sums.to_le_bytes()[..=MELDS] {
        fewest = fewest.min(*byte);
    }
    u32::from(fewest)
}

/// [`join`] for `melds` melds, known only at run time.
#[inline(always)]
fn join_any(melds: usize, low: Lanes, high: Lanes) -> u32 {
    match melds {
        0 => join::<0>(low, high),
        1 => join::<1>(low, high),
        2 => join::<2>(low, high),
        3 => join::<3>(low, high),
        4 => join::<4>(low, high),
        _ => join::<MAX_MELDS>(low, high),
    }
}

/// Per lane of a suit, the lane of the other suits combined (`complement`) it meets:
/// lane `m` without a pair meets the complement's `melds - m` with one, and the other
/// way round. Lanes past `melds` meet [`FAR`], so that no sum with them stays within
/// a limit.
#[inline(always)]
fn facing(complement: Lanes, melds: usize) -> Lanes {
    let past = (FAR * LOW_BYTES) & !(u64::MAX >> (8 * (7 - melds)));
    let reversed = |lanes: u64| lanes.swap_bytes() >> (8 * (7 - melds)) | past;
    (reversed(complement.1), reversed(complement.0))
}

/// Above any three suits' combined draws (at most 3 × 31), and below 128 with a
/// suit's own added.
const FAR: u64 = 96;

/// Per half, a bit per lane where `lanes` and `facing` together miss at most `limit`
/// tiles.
#[inline(always)]
fn lanes_within(lanes: Lanes, facing: Lanes, limit: u32) -> (u32, u32) {
    let over = u64::from(limit + 1) * LOW_BYTES;
    // Bit 7 of each byte stays set where the sum is over the limit (never a borrow:
    // sums are below 128, limits far below).
    let half =
        |lanes: u64, facing: u64| byte_bits(!(((lanes + facing) | HIGH_BITS) - over) & HIGH_BITS);
    (half(lanes.0, facing.0), half(lanes.1, facing.1))
}

/// Draws per target of two suits together (min-plus over the ways to split the melds
/// and place the pair), for targets up to `MELDS` melds: with SSE2 (every x86-64 has
/// it) sixteen bytes at a time, elsewhere eight.
#[inline(always)]
fn combine<const MELDS: usize>(a: Lanes, b: Lanes) -> Lanes {
    #[cfg(target_arch = "x86_64")]
    {
        // SAFETY: SSE2 is part of the x86-64 baseline, so every x86-64 CPU runs it.
        unsafe { sse2::combine::<MELDS>(a, b) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        combine_words::<MELDS>(a, b)
    }
}

/// [`combine`] on byte lanes in 64-bit words: the portable version (and the one the
/// SSE2 version is tested against).
#[inline(always)]
#[cfg_attr(target_arch = "x86_64", allow(dead_code))]
fn combine_words<const MELDS: usize>(a: Lanes, b: Lanes) -> Lanes {
    let (mut without, mut with) = (u64::MAX >> 1 & !HIGH_BITS, u64::MAX >> 1 & !HIGH_BITS);
    for first in 0..=MELDS {
        let (b_without, b_with) = (moved_up(b.0, first), moved_up(b.1, first));
        let (a_without, a_with) = (splat(a.0, first), splat(a.1, first));
        without = min_bytes(without, a_without + b_without);
        with = min_bytes(with, min_bytes(a_without + b_with, a_with + b_without));
    }
    (without, with)
}

/// [`combine`] with SSE2: both lanes of a suit in one 16-byte register (without a pair
/// in the low eight bytes, with one in the high eight).
#[cfg(target_arch = "x86_64")]
mod sse2 {
    use std::arch::x86_64::*;

    use super::{Lanes, NO_TARGET};

    #[inline]
    #[target_feature(enable = "sse2")]
    pub(crate) fn combine<const MELDS: usize>(a: Lanes, b: Lanes) -> Lanes {
        let b = _mm_set_epi64x(b.1 as i64, b.0 as i64);
        // Added to the low half of a sum meant for the with-pair half only: never wins.
        let low_half_out = _mm_set_epi64x(0, 0x7F7F_7F7F_7F7F_7F7F);
        let mut best = _mm_set1_epi8(0x7F);
        for first in 0..=MELDS {
            // b's targets moved up `first` melds in each half, the bytes left unreachable.
            let fill = (NO_TARGET * 0x0101_0101_0101_0101) & ((1u64 << (8 * first)) - 1);
            let fill = _mm_set1_epi64x(fill as i64);
            let moved = _mm_or_si128(_mm_sll_epi64(b, _mm_cvtsi32_si128(8 * first as i32)), fill);
            let a_without = _mm_set1_epi8((a.0 >> (8 * first)) as u8 as i8);
            let a_with = _mm_set1_epi8((a.1 >> (8 * first)) as u8 as i8);
            // a without a pair plus b: b's halves as they are.
            let plain = _mm_add_epi8(a_without, moved);
            // a with the pair plus b without one: into the with-pair half.
            let swapped = _mm_shuffle_epi32::<0x4E>(moved);
            let paired = _mm_or_si128(_mm_add_epi8(a_with, swapped), low_half_out);
            best = _mm_min_epu8(best, _mm_min_epu8(plain, paired));
        }
        let without = _mm_cvtsi128_si64(best) as u64;
        let with = _mm_cvtsi128_si64(_mm_unpackhi_epi64(best, best)) as u64;
        (without, with)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
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
        for (name, made) in [("standard", [true, true]), ("changsha", [false, true])] {
            let rules = crate::Engine::builtin(name).unwrap().rules().table_rules();
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
