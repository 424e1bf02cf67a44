//! The shanten tables and their lookup: one word per key and suit, and the few
//! joker points beside them.

use crate::tables::spec::SuitSpec;

use super::lanes::{FIELD_BITS, Lanes, NO_TARGET, UNREACHABLE, UNUSED, lanes};
use super::row::{MAX_MELDS, TARGETS};

/// Jokers a hand may hold at most (all of a 17-tile hand), plus one.
pub(crate) const JOKER_STATES: usize = crate::tiles::hand::MAX_TILES + 1;

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
    pub(crate) looked_up: Vec<LookedUp>,
    /// The distinct lanes (words differing only in the points flag share them): the
    /// rows and columns of a [`PairTable`].
    pub(crate) distinct_lanes: Vec<Lanes>,
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
    pub(crate) fn entry(&self, key: usize) -> usize {
        let block = usize::from(self.block_of[key / BLOCK]);
        self.entries.at(block * BLOCK + key % BLOCK)
    }

    /// The word of `key`: its draws per target, and the points flag.
    #[inline]
    pub(crate) fn word(&self, key: usize) -> u64 {
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
    pub(crate) fn look_up_drawn(&self, (block, place): (usize, usize), rank: usize) -> LookedUp {
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

/// `key`'s block and its place in the block.
#[inline(always)]
pub(crate) fn split(key: usize) -> (usize, usize) {
    (key / BLOCK, key % BLOCK)
}

/// The word bit marking a key with joker points.
pub(crate) const HAS_POINTS: u64 = 1 << 63;

/// The rank [`SuitShanten::look_up_drawn`] reads as no draw.
pub(crate) const NO_RANK: usize = 9;

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
    pub(crate) fn of(words: &[u64]) -> (WordIndex, Vec<u64>) {
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

    pub(crate) fn len(&self) -> usize {
        match self {
            WordIndex::Narrow(index) => index.len(),
            WordIndex::Wide(index) => index.len(),
            WordIndex::Full(index) => index.len(),
        }
    }

    pub(crate) fn bytes(&self) -> usize {
        match self {
            WordIndex::Narrow(index) => index.len(),
            WordIndex::Wide(index) => 2 * index.len(),
            WordIndex::Full(index) => 4 * index.len(),
        }
    }
}

/// Where target `2m + p` sits in a word.
pub(crate) const fn field_shift(target: usize) -> u32 {
    FIELD_BITS * ((target % 2) * (MAX_MELDS + 1) + target / 2) as u32
}

/// A key's word: its draws per target (5 bits each), without the points flag.
pub(crate) fn pack(draws: &[u8]) -> u64 {
    draws.iter().enumerate().fold(0, |word, (target, &d)| {
        word | u64::from(d).min(NO_TARGET) << field_shift(target)
    })
}

/// Draws per target of one suit (the rare path's layout).
pub(crate) type Costs = [u32; TARGETS];

/// The fields of a word as they are: [`NO_TARGET`] (31) is larger than any sum of
/// real draws (at most 17), so it needs no decoding to lose every minimum.
#[inline]
pub(crate) fn costs(word: u64) -> Costs {
    let mut costs = [0; TARGETS];
    for (target, cost) in costs.iter_mut().enumerate() {
        *cost = ((word >> field_shift(target)) & NO_TARGET) as u32;
    }
    costs
}

/// What one suit's shanten table is built for: its spec and its joker-kind ranks.
pub(crate) type ShantenSpec = (SuitSpec, u16);

/// What a lookup reads of one key: its lanes, their place among the suit's distinct
/// lanes (a row or column of a [`PairTable`]), and whether it has joker points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct LookedUp {
    pub(crate) lanes: Lanes,
    pub(crate) place: u32,
    pub(crate) flagged: bool,
}
