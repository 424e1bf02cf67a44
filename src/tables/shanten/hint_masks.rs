//! The hints' masks: per key of a suit's shanten table, for each target (melds, and a
//! pair or not), the ranks whose draw lowers the suit's draws for it.
//!
//! A draw never raises a suit's draws for a target (the suit still holds what it
//! held) and lowers them by one at most (a completion of the new key, plus the drawn
//! tile, completes the old one). So a hand's draw of `rank` in a suit takes the hand
//! below `within` draws exactly when, for some target whose lane is *tight* (the suit's
//! draws there equal the most it may lack beside the other suits), the rank's bit is
//! set in that lane's mask. Per hand that is one lookup per suit instead of one per
//! rank, however many ranks are candidates.
//!
//! The masks are not assumed: they are read from the shanten table itself, each key
//! beside its nine neighbours, on first need. A key where some neighbour differs by
//! more than one, or rises (a suit of 14 or more tiles, where the 17-tile limit cuts
//! targets off), is marked *inexact* and the hints read that suit one rank at a time,
//! as before. Keys whose neighbour has joker points are marked per rank, for the
//! hands holding jokers.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::sync::Arc;

use crate::tables::keys::POW5;

use super::derived::DerivedCache;
use super::lanes::{HIGH_BITS, LOW_BYTES, byte_bits, unused_lanes};
use super::table::{BLOCK, SuitShanten, dedupe_blocks};

/// Bits per lane's mask: one per rank.
const RANK_BITS: u32 = 9;
/// Lanes per half of a [`Record`]: 0 to 5 melds.
const LANES: u32 = 6;
/// Where a record's first half keeps the ranks whose neighbour has joker points.
const FLAGGED_SHIFT: u32 = RANK_BITS * LANES;
/// The first half's bit marking an inexact key.
const INEXACT: u64 = 1 << 63;
/// The record of a key no hand holds: inexact, never read.
const NO_HAND: Record = Record(INEXACT, RANKS);
/// Nine ranks.
const RANKS: u64 = (1 << RANK_BITS) - 1;

/// One key's masks: `.0` for the targets without a pair (lane `m`: bits `9m..9m+9`),
/// the ranks whose neighbour has joker points above them, and the inexact bit; `.1`
/// for the targets with one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Record(u64, u64);

impl Record {
    /// Whether the masks may not be trusted: read the suit a rank at a time.
    #[inline(always)]
    pub(crate) fn is_inexact(self) -> bool {
        self.0 & INEXACT != 0
    }

    /// The ranks whose drawn key has joker points (read them the general way when the
    /// hand holds jokers).
    #[inline(always)]
    pub(crate) fn flagged(self) -> u64 {
        self.0 >> FLAGGED_SHIFT & RANKS
    }

    /// The ranks whose draw lowers some lane of `tight` (a lane bit per target, six
    /// without a pair, then six with one).
    #[inline(always)]
    pub(crate) fn lowering(self, tight: (u32, u32)) -> u64 {
        fn of(half: u64, mut lanes: u32) -> u64 {
            let mut ranks = 0;
            while lanes != 0 {
                ranks |= half >> (RANK_BITS * lanes.trailing_zeros());
                lanes &= lanes - 1;
            }
            ranks & RANKS
        }
        of(self.0, tight.0) | of(self.1, tight.1)
    }
}

/// One suit's masks: the distinct records, and per key which one, in blocks of
/// [`BLOCK`] keys deduplicated as the shanten table's are.
pub(crate) struct SuitMasks {
    block_of: Box<[u16]>,
    entries: Box<[u32]>,
    records: Box<[Record]>,
    inexact_keys: usize,
}

impl SuitMasks {
    /// The masks of `table`, read from it (see the module doc).
    fn of(table: &SuitShanten) -> SuitMasks {
        let mut distinct: Vec<Record> = Vec::new();
        let mut places: HashMap<Record, u32, BuildHasherDefault<RecordHasher>> = HashMap::default();
        let mut inexact_keys = 0;
        // Neighbouring keys often share a record: the last one is tried first.
        let mut last: Option<(Record, u32)> = None;
        let indices: Vec<u32> = (0..table.len())
            .map(|key| {
                let record = record_of(table, key);
                inexact_keys += usize::from(record.is_inexact() && record != NO_HAND);
                match last {
                    Some((same, place)) if same == record => place,
                    _ => {
                        let place = *places.entry(record).or_insert_with(|| {
                            distinct.push(record);
                            (distinct.len() - 1) as u32
                        });
                        last = Some((record, place));
                        place
                    }
                }
            })
            .collect();
        let (block_of, entries) = dedupe_blocks(&indices);
        SuitMasks {
            block_of,
            entries: entries.into(),
            records: distinct.into(),
            inexact_keys,
        }
    }

    /// The record of the key whose block and place are `split`.
    #[inline(always)]
    pub(crate) fn record(&self, (block, place): (usize, usize)) -> Record {
        let block = usize::from(self.block_of[block]);
        self.records[self.entries[block * BLOCK + place] as usize]
    }

    fn memory_bytes(&self) -> usize {
        2 * self.block_of.len()
            + 4 * self.entries.len()
            + std::mem::size_of::<Record>() * self.records.len()
    }
}

/// `key`'s record: each neighbour with one more tile compared lane by lane.
fn record_of(table: &SuitShanten, key: usize) -> Record {
    let here = table.look_up(key);
    if here.lanes == unused_lanes() {
        return NO_HAND;
    }
    let mut record = Record(0, 0);
    let places = POW5
        .iter()
        .take_while(|&&place| (place as usize) < table.len());
    for (rank, &place) in places.enumerate() {
        let place = place as usize;
        if key / place % 5 == 4 {
            continue; // never drawn: no fifth copy
        }
        let drawn = table.look_up(key + place);
        if drawn.lanes == unused_lanes() {
            continue; // past the largest hand: never drawn either
        }
        record.0 |= u64::from(drawn.flagged) << (FLAGGED_SHIFT as usize + rank);
        match (
            lowered(here.lanes.0, drawn.lanes.0),
            lowered(here.lanes.1, drawn.lanes.1),
        ) {
            (Some(without), Some(with)) => {
                record.0 |= spread_lanes(without) << rank;
                record.1 |= spread_lanes(with) << rank;
            }
            _ => return Record(INEXACT, 0),
        }
    }
    record
}

/// The lanes of `drawn` one below `here` (a bit per lane), or `None` where some lane
/// rose or fell by more.
fn lowered(here: u64, drawn: u64) -> Option<u32> {
    let difference = (here | HIGH_BITS).wrapping_sub(drawn);
    let fell_by_at_most_one =
        difference & HIGH_BITS == HIGH_BITS && difference & !HIGH_BITS & !LOW_BYTES == 0;
    fell_by_at_most_one.then(|| byte_bits((difference & LOW_BYTES) << 7))
}

/// Lane bit `m` moved to bit `9m`.
fn spread_lanes(lanes: u32) -> u64 {
    SPREAD_LANES[lanes as usize & 0x3F]
}

/// [`spread_lanes`] of every six lane bits.
const SPREAD_LANES: [u64; 64] = {
    let mut spread = [0; 64];
    let mut lanes = 0;
    while lanes < 64 {
        let mut lane = 0;
        while lane < LANES {
            if lanes >> lane & 1 != 0 {
                spread[lanes] |= 1 << (RANK_BITS * lane);
            }
            lane += 1;
        }
        lanes += 1;
    }
    spread
};

/// A hasher for records (two words of mask bits, already well spread): one multiply
/// per word, instead of the default hasher's rounds over 1.95 million keys.
#[derive(Default)]
struct RecordHasher(u64);

impl std::hash::Hasher for RecordHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(u64::from(byte));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(29) ^ word).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// The hints' masks of an engine's four suits, built on first need from its shanten
/// tables and shared by every engine of the process that holds the same tables.
#[derive(Clone)]
pub struct HintMasks {
    pub(crate) suits: [Arc<SuitMasks>; 4],
}

impl HintMasks {
    /// The masks of `tables`' suits.
    pub(crate) fn of(suits: &[Arc<SuitShanten>; 4]) -> HintMasks {
        HintMasks {
            suits: std::array::from_fn(|suit| shared(&suits[suit])),
        }
    }

    /// Bytes the distinct suits' masks occupy.
    pub fn memory_bytes(&self) -> usize {
        let mut seen: Vec<*const SuitMasks> = Vec::new();
        let mut bytes = 0;
        for suit in &self.suits {
            if !seen.contains(&Arc::as_ptr(suit)) {
                seen.push(Arc::as_ptr(suit));
                bytes += suit.memory_bytes();
            }
        }
        bytes
    }

    /// Per suit (m, p, s, z), the keys whose masks are not trusted: the hints read
    /// those suits one rank at a time.
    pub(crate) fn inexact_keys(&self) -> [usize; 4] {
        self.suits.each_ref().map(|suit| suit.inexact_keys)
    }
}

/// A summary of the sizes.
impl std::fmt::Debug for HintMasks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let records = self.suits.each_ref().map(|suit| suit.records.len());
        f.debug_struct("HintMasks")
            .field("memory_bytes", &self.memory_bytes())
            .field("distinct_records", &records)
            .field("inexact_keys", &self.inexact_keys())
            .finish()
    }
}

/// The masks of `table`: derived once, kept while the table lives.
fn shared(table: &Arc<SuitShanten>) -> Arc<SuitMasks> {
    static CACHE: DerivedCache<1, SuitShanten, SuitMasks> = DerivedCache::new();
    (CACHE.get([table], || Some(SuitMasks::of(table)))).expect("masks are always derived")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Engine;

    /// Rules read from text, their tables generated (three-player tiles; 2-5-8 pairs
    /// with wind runs and no fifth copy): their masks are exact for every key.
    #[test]
    fn generated_rule_sets_have_exact_masks() {
        let rules = [
            "name = \"three-player\"\ntiles = [\"1m\", \"9m\", \"1p\", \"2p\", \"3p\", \"4p\", \"5p\", \"6p\", \"7p\", \"8p\", \"9p\", \"1s\", \"2s\", \"3s\", \"4s\", \"5s\", \"6s\", \"7s\", \"8s\", \"9s\", \"1z\", \"2z\", \"3z\", \"4z\", \"5z\", \"6z\", \"7z\"]",
            "name = \"258-winds\"\npair = \"258\"\nhonour_melds = \"winds-and-dragons\"\n[jokers]\nfifth_copy = false",
        ];
        for text in rules {
            let rules = crate::rules::Rules::from_toml(text).unwrap();
            let engine = Engine::from_rules(rules).unwrap();
            assert_eq!(engine.hint_masks().inexact_keys(), [0; 4], "{text}");
        }
    }

    /// A built-in set's tables live as long as the process, and so do their masks: a
    /// server making an engine per request derives them once.
    #[test]
    fn masks_of_builtin_tables_outlive_their_engines() {
        let engine = Engine::builtin("standard").unwrap();
        let kept = Arc::downgrade(&engine.hint_masks().suits[0]);
        drop(engine);
        let again = Engine::builtin("standard").unwrap();
        let suit = kept.upgrade().expect("the masks were kept");
        assert!(Arc::ptr_eq(&suit, &again.hint_masks().suits[0]));
    }

    /// Every record, lane by lane, says exactly which neighbours are one draw lower
    /// there: asked one lane at a time through the hot path's `lowering`, against the
    /// table looked up directly. Every honours key, and every 7th number key.
    #[test]
    fn records_answer_as_the_neighbours_under_every_builtin_rule_set() {
        for name in ["standard", "changsha", "wind-runs", "strict-jokers"] {
            let engine = Engine::builtin(name).unwrap();
            let masks = engine.hint_masks();
            assert_eq!(masks.inexact_keys(), [0; 4], "{name}");
            for (suit, step) in [(0, 7), (3, 1)] {
                let table = engine.shanten_tables().suit(suit);
                let suit_masks = &masks.suits[suit];
                for key in (0..table.len()).step_by(step) {
                    let here = table.look_up(key);
                    if here.lanes == unused_lanes() {
                        continue;
                    }
                    let record = suit_masks.record(super::super::table::split(key));
                    assert_record_matches(table, key, record);
                }
            }
        }
    }

    fn assert_record_matches(table: &SuitShanten, key: usize, record: Record) {
        let here = table.look_up(key);
        let mut flagged = 0;
        let mut expected = [0u64; 12];
        for (rank, &place) in POW5.iter().enumerate() {
            let place = place as usize;
            if place >= table.len() || key / place % 5 == 4 {
                continue;
            }
            let drawn = table.look_up(key + place);
            if drawn.lanes == unused_lanes() {
                continue;
            }
            flagged |= u64::from(drawn.flagged) << rank;
            let (here_bytes, drawn_bytes) = (
                [here.lanes.0.to_le_bytes(), here.lanes.1.to_le_bytes()],
                [drawn.lanes.0.to_le_bytes(), drawn.lanes.1.to_le_bytes()],
            );
            for (lane, ranks) in expected.iter_mut().enumerate() {
                let (half, melds) = (lane / 6, lane % 6);
                let (before, after) = (here_bytes[half][melds], drawn_bytes[half][melds]);
                assert!(
                    after == before || after + 1 == before,
                    "key {key} rank {rank}"
                );
                *ranks |= u64::from(after < before) << rank;
            }
        }
        assert_eq!(record.flagged(), flagged, "key {key}");
        for (lane, &ranks) in expected.iter().enumerate() {
            let tight = match lane < 6 {
                true => (1 << lane, 0),
                false => (0, 1 << (lane - 6)),
            };
            assert_eq!(record.lowering(tight), ranks, "key {key} lane {lane}");
        }
    }

    #[test]
    fn byte_bits_gathers_each_high_bit() {
        for bits in 0..=255u32 {
            let spread = (0..8).fold(0u64, |word, i| {
                word | u64::from(bits >> i & 1) << (8 * i + 7)
            });
            assert_eq!(byte_bits(spread), bits);
        }
    }
}
