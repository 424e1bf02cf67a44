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

use std::sync::Arc;

use crate::tables::keys::POW5;
use crate::tables::lazy::LazyBlocks;

use super::derived::DerivedCache;
use super::lanes::{HIGH_BITS, LOW_BYTES, byte_bits, unused_lanes};
use super::table::{BLOCK, SuitShanten};

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

/// One suit's masks, derived from its shanten table a block of [`BLOCK`] keys at a
/// time on the first hint that reads the block: no start-up cost, and memory for the
/// keys hands hold.
pub(crate) struct SuitMasks {
    blocks: LazyBlocks<RecordBlock>,
}

/// One block's records: the distinct ones, and per key which.
struct RecordBlock {
    places: [u8; BLOCK],
    records: Box<[Record]>,
}

impl SuitMasks {
    /// The masks of `table`, none derived yet.
    fn of(table: &SuitShanten) -> SuitMasks {
        SuitMasks {
            blocks: LazyBlocks::new(table.len().div_ceil(BLOCK)),
        }
    }

    /// The record of the key whose block and place are `split`, in `table` (the
    /// table these masks were made of).
    #[inline(always)]
    pub(crate) fn record(&self, table: &SuitShanten, (block, place): (usize, usize)) -> Record {
        let records = self.blocks.get(block, || block_of(table, block));
        records.records[usize::from(records.places[place])]
    }

    /// Derives every block of `table` ahead.
    fn fill(&self, table: &SuitShanten) {
        for block in 0..self.blocks.len() {
            self.record(table, (block, 0));
        }
    }

    fn memory_bytes(&self) -> usize {
        let block = |b: &RecordBlock| BLOCK + std::mem::size_of_val(&*b.records);
        self.blocks.made().map(block).sum()
    }
}

/// The records of block `block` of `table` (keys past the table: no hand's).
fn block_of(table: &SuitShanten, block: usize) -> Box<RecordBlock> {
    let mut distinct: Vec<Record> = Vec::new();
    let mut places = [0u8; BLOCK];
    for (place, slot) in places.iter_mut().enumerate() {
        let key = block * BLOCK + place;
        let record = match key < table.len() {
            true => record_of(table, key),
            false => NO_HAND,
        };
        // A block holds at most 125 distinct records: a byte names each.
        *slot = match distinct.iter().position(|&r| r == record) {
            Some(at) => at as u8,
            None => {
                distinct.push(record);
                (distinct.len() - 1) as u8
            }
        };
    }
    Box::new(RecordBlock {
        places,
        records: distinct.into(),
    })
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

/// The hints' masks of an engine's four suits, derived from its shanten tables as
/// hints read them and shared by every engine of the process that holds the same
/// tables.
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

    /// Derives every block of the suits of `tables` (those the masks were made of)
    /// ahead.
    pub(crate) fn fill(&self, tables: &[Arc<SuitShanten>; 4]) {
        for (masks, table) in self.suits.iter().zip(tables) {
            masks.fill(table);
        }
    }

    /// Bytes the distinct suits' masks derived so far occupy.
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

    /// Per suit (m, p, s, z) of `tables`, the keys whose masks are not trusted: the
    /// hints read those suits one rank at a time.
    #[cfg(test)]
    pub(crate) fn inexact_keys(&self, tables: &[Arc<SuitShanten>; 4]) -> [usize; 4] {
        std::array::from_fn(|suit| {
            let (masks, table) = (&self.suits[suit], &tables[suit]);
            (0..table.len())
                .map(|key| masks.record(table, super::table::split(key)))
                .filter(|&record| record.is_inexact() && record != NO_HAND)
                .count()
        })
    }
}

/// A summary of the sizes.
impl std::fmt::Debug for HintMasks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let blocks = self.suits.each_ref().map(|suit| suit.blocks.made().count());
        f.debug_struct("HintMasks")
            .field("memory_bytes", &self.memory_bytes())
            .field("blocks_derived", &blocks)
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
            assert_eq!(
                engine
                    .hint_masks()
                    .inexact_keys(&engine.shanten_tables().suits),
                [0; 4],
                "{text}"
            );
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
            assert_eq!(
                masks.inexact_keys(&engine.shanten_tables().suits),
                [0; 4],
                "{name}"
            );
            for (suit, step) in [(0, 7), (3, 1)] {
                let table = engine.shanten_tables().suit(suit);
                let suit_masks = &masks.suits[suit];
                for key in (0..table.len()).step_by(step) {
                    let here = table.look_up(key);
                    if here.lanes == unused_lanes() {
                        continue;
                    }
                    let record = suit_masks.record(table, super::super::table::split(key));
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
