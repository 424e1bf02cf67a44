//! Waits in one load a suit: for every suit pattern, its cost byte beside the ranks
//! whose addition lowers each cost.
//!
//! **Why one bit a rank is enough.** Let `c(k)` be the fewest jokers that complete the
//! pattern `k` (into melds, or into melds and a pair) and `k + r` the pattern with one
//! more tile of rank `r`. Then `c(k + r)` is `c(k) − 1` or `c(k) + 2`:
//! - *at least `c(k) − 1`*: in a completion of `k + r`, let a joker standing for `r`
//!   take the added tile's place. That completes `k` with one joker more, and every
//!   kind is held as often as before (no new fifth copy);
//! - *at most `c(k) + 2`*: a completion of `k` plus the triplet of the added tile and
//!   two jokers standing for it completes `k + r`;
//! - *one less, modulo three*: a completion's tiles and jokers number 3m (3m + 2 with
//!   the pair), and `k + r` holds one tile more.
//!
//! The only values in `c(k) − 1 ..= c(k) + 2` one less modulo three are the two ends.
//! The second step needs triplets of the rank and jokers that may be a kind's fifth
//! copy, and none of it holds for a pattern no number of jokers completes. So the
//! masks are not assumed: they are derived from the cost table by looking each added
//! rank up, and a pattern where some rank breaks the rule (rules without fifth copies,
//! suits without triplets, costs past the table's range) is marked, and its waits are
//! read rank by rank from the cost table instead. The unit tests below check every
//! entry of every built-in table and count the marked ones.
//!
//! **Fifth copies.** A rank held four times has no key with one more, so its bits
//! are free: they say how a fifth copy changes the cost, as judged for exhausted
//! waits (as if it existed). The same three steps hold where jokers may be fifth
//! copies, so the bits carry the same −1 / +2 meaning; the drawn cost comes from
//! [`cost_with_five`], a few lookups of the suit's own table. A pattern where a fifth
//! copy breaks the rule is marked apart ([`FIVE_INEXACT`]), as are patterns of more
//! tiles than a waiting hand holds; rules without fifth copies never read these bits.

use std::sync::{Arc, Mutex};

use super::fifth_copy::{FiveShape, cost_with_five};
use super::lazy::LazyBlocks;
use crate::MAX_TILES;
use crate::tables::keys::POW5;
#[cfg(test)]
use crate::tables::keys::increment;
use crate::tables::win::IMPOSSIBLE;
use crate::tables::win::{SuitCost, SuitTables, TableBytes};
use crate::tiles::tile::COPIES;

/// Where an entry keeps the ranks that lower the cost without a pair.
pub(crate) const WITHOUT_SHIFT: u32 = 8;
/// Where an entry keeps the ranks that lower the cost with a pair.
pub(crate) const WITH_SHIFT: u32 = 17;
/// Set when some added rank changes the cost by neither −1 nor +2.
const INEXACT: u32 = 1 << 31;
/// Set when the fifth copy of some rank held four times changes the cost by neither
/// −1 nor +2 (or the pattern holds more tiles than a waiting hand).
const FIVE_INEXACT: u32 = 1 << 30;

/// One suit pattern's entry: what [`WaitMasks::entry`] returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Entry(u32);

impl Entry {
    /// The pattern's costs.
    #[inline]
    pub(crate) fn cost(self) -> SuitCost {
        SuitCost::from_byte(self.cost_byte())
    }

    /// The entry of these stored bits.
    #[cfg(test)]
    pub(crate) fn from_bits(bits: u32) -> Entry {
        Entry(bits)
    }

    /// The entry as it is stored.
    #[cfg(target_arch = "x86_64")]
    #[inline]
    pub(crate) fn bits(self) -> u32 {
        self.0
    }

    /// The pattern's cost table byte.
    #[inline]
    pub(crate) fn cost_byte(self) -> u8 {
        self.0 as u8
    }

    /// The ranks (a bit each) whose addition lowers the cost without a pair by one;
    /// every other rank raises it by two.
    #[inline]
    pub(crate) fn lower_without(self) -> u32 {
        self.0 >> WITHOUT_SHIFT & 0x1FF
    }

    /// The same with a pair.
    #[inline]
    pub(crate) fn lower_with(self) -> u32 {
        self.0 >> WITH_SHIFT & 0x1FF
    }

    /// Whether one of four entries is [inexact](Entry::is_inexact).
    #[inline]
    pub(crate) fn any_inexact(entries: [Entry; 4]) -> bool {
        (entries[0].0 | entries[1].0 | entries[2].0 | entries[3].0) & INEXACT != 0
    }

    /// Whether the masks do not describe every added rank.
    #[inline]
    pub(crate) fn is_inexact(self) -> bool {
        self.0 & INEXACT != 0
    }

    /// Whether the masks describe every added rank, a fifth copy of the ranks held
    /// four times included (where jokers may be fifth copies).
    #[inline]
    pub(crate) fn describes_fifth_copies(self) -> bool {
        self.0 & (INEXACT | FIVE_INEXACT) == 0
    }
}

/// The masks of a rule set's suit tables, one `u32` a pattern, derived from the cost
/// tables a block of [`BLOCK`] patterns at a time on the first wait that reads the
/// block (a few microseconds each): no start-up cost, and memory for the patterns
/// hands hold. Shared by every engine of the process that reads the same tables.
#[derive(Clone, Debug)]
pub struct WaitMasks {
    /// The masks of each suit (m, p, s, z); suits reading one cost table share them.
    suits: [Arc<LazyMasks>; 4],
}

impl WaitMasks {
    /// The masks of `tables`, from the process-wide cache or made (empty).
    pub(crate) fn of(tables: &SuitTables) -> WaitMasks {
        let distinct: Vec<Arc<LazyMasks>> = tables.tables().iter().map(cached).collect();
        WaitMasks {
            suits: tables
                .suit_table()
                .map(|i| Arc::clone(&distinct[usize::from(i)])),
        }
    }

    /// The entry of the pattern with base-5 `key` in suit number `suit` (0..4).
    #[inline]
    pub(crate) fn entry(&self, suit: usize, key: usize) -> Entry {
        Entry(self.suits[suit].entry(key))
    }

    /// Derives every block ahead ([`Engine::prepare`](crate::Engine::prepare)).
    pub(crate) fn fill(&self) {
        for suit in &self.suits {
            suit.fill();
        }
    }
}

/// Patterns a block holds, consecutive keys: a power of two, so that a key's block
/// and place are a shift and a mask.
const BLOCK_BITS: u32 = 10;
const BLOCK: usize = 1 << BLOCK_BITS;

/// One cost table's masks, derived a block at a time.
struct LazyMasks {
    table: TableBytes,
    five: FiveShape,
    blocks: LazyBlocks<[u32; BLOCK]>,
}

impl std::fmt::Debug for LazyMasks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let made = self.blocks.made().count();
        write!(f, "LazyMasks({made} of {} blocks)", self.blocks.len())
    }
}

impl LazyMasks {
    fn new(table: &TableBytes) -> LazyMasks {
        LazyMasks {
            five: FiveShape::of_table(table),
            blocks: LazyBlocks::new(table.len().div_ceil(BLOCK)),
            table: table.clone(),
        }
    }

    #[inline]
    fn entry(&self, key: usize) -> u32 {
        let index = key >> BLOCK_BITS;
        self.blocks.get(index, || self.block(index))[key & (BLOCK - 1)]
    }

    /// The entries of block `index` (past the table's last key, zero: never read).
    fn block(&self, index: usize) -> Box<[u32; BLOCK]> {
        let mut entries = Box::new([0; BLOCK]);
        let keys = index * BLOCK..((index + 1) * BLOCK).min(self.table.len());
        for (entry, key) in entries.iter_mut().zip(keys) {
            *entry = entry_of(&self.table, &self.five, key);
        }
        entries
    }

    fn fill(&self) {
        for index in 0..self.blocks.len() {
            self.entry(index << BLOCK_BITS);
        }
    }
}

/// The masks of one cost table, made once a process: the cache keeps the table
/// alongside, so a table's address names it as long as the entry lives.
fn cached(table: &TableBytes) -> Arc<LazyMasks> {
    static CACHE: Mutex<Vec<Arc<LazyMasks>>> = Mutex::new(Vec::new());
    let same = |held: &LazyMasks| std::ptr::eq(held.table.as_ptr(), table.as_ptr());
    // A poisoned lock only means another thread panicked while building: the list
    // itself is whole (entries are pushed complete).
    let mut cache = CACHE
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(masks) = cache.iter().find(|held| same(held)) {
        return Arc::clone(masks);
    }
    let masks = Arc::new(LazyMasks::new(table));
    cache.push(Arc::clone(&masks));
    masks
}

/// Every pattern's entry, in key order (the tests read whole tables).
#[cfg(test)]
fn build(table: &TableBytes) -> Vec<u32> {
    let five = FiveShape::of_table(table);
    (0..table.len())
        .map(|key| entry_of(table, &five, key))
        .collect()
}

/// The entry of the pattern `key`: its cost byte, and for each rank whether adding it
/// lowers each cost; for a rank held four times, how a fifth copy changes it.
fn entry_of(table: &[u8], five: &FiveShape, key: usize) -> u32 {
    let before = table[key];
    let mut entry = u32::from(before);
    let mut digits = [0u8; 9];
    let (mut tiles, mut fours) = (0, 0);
    let ranks = POW5.iter().take_while(|&&p| (p as usize) < table.len());
    for (rank, &place) in ranks.enumerate() {
        let place = place as usize;
        let digit = (key / place % 5) as u8;
        (digits[rank], tiles) = (digit, tiles + usize::from(digit));
        if digit == COPIES {
            fours += 1;
            continue;
        }
        let after = table[key + place];
        let without = STEP[usize::from(before << 4 | after & 0x0F)];
        let with = STEP[usize::from(before & 0xF0 | after >> 4)];
        entry |= u32::from(without & LOWER) << (WITHOUT_SHIFT + rank as u32)
            | u32::from(with & LOWER) << (WITH_SHIFT + rank as u32)
            | u32::from((without | with) & BROKEN != 0) << 31;
    }
    if fours > 0 {
        entry |= fifth_copy_bits(table, five, key, &digits, tiles);
    }
    entry
}

/// The bits of the ranks `digits` holds four times: how a fifth copy changes the cost.
fn fifth_copy_bits(
    table: &[u8],
    five: &FiveShape,
    key: usize,
    digits: &[u8; 9],
    tiles: usize,
) -> u32 {
    // A waiting hand holds one tile fewer than a winning one.
    if tiles >= MAX_TILES {
        return FIVE_INEXACT;
    }
    let lookup = |key: usize| SuitCost::from_byte(table[key]);
    let before = table[key];
    let mut bits = 0;
    for rank in (0..digits.len()).filter(|&r| digits[r] == COPIES) {
        let mut held = *digits;
        held[rank] += 1;
        let drawn = cost_with_five(lookup, five, &held, key, rank);
        let [without, with] = [drawn.without_pair, drawn.with_pair].map(nibble);
        let without = classify(before & 0x0F, without);
        let with = classify(before >> 4, with);
        bits |= u32::from(without & LOWER) << (WITHOUT_SHIFT + rank as u32)
            | u32::from(with & LOWER) << (WITH_SHIFT + rank as u32);
        if (without | with) & BROKEN != 0 {
            bits |= FIVE_INEXACT;
        }
    }
    bits
}

/// A cost as a table nibble: one past the nibble's range is [`IMPOSSIBLE`], which
/// [`classify`] then takes for a broken step unless the cost before was impossible
/// too.
fn nibble(cost: u32) -> u8 {
    cost.min(u32::from(IMPOSSIBLE)) as u8
}

/// In [`STEP`]: the cost went one lower.
const LOWER: u8 = 1;
/// In [`STEP`]: the cost changed by neither −1 nor +2.
const BROKEN: u8 = 2;

/// How a cost nibble changes when a tile is added, indexed by `before << 4 | after`.
const STEP: [u8; 256] = {
    let mut step = [0; 256];
    let mut index = 0;
    while index < 256 {
        step[index] = classify((index >> 4) as u8, (index & 0x0F) as u8);
        index += 1;
    }
    step
};

/// How cost nibble `before` becomes `after`: [`LOWER`] for one less, 0 for two more,
/// [`BROKEN`] otherwise. An impossible cost that stays impossible counts as two more:
/// added to anything it still exceeds every hand's jokers.
const fn classify(before: u8, after: u8) -> u8 {
    match (before == IMPOSSIBLE, after == IMPOSSIBLE) {
        (true, true) => 0,
        (false, false) if after + 1 == before => LOWER,
        (false, false) if after == before + 2 => 0,
        _ => BROKEN,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Engine;

    /// Every entry of every built-in table, against its neighbours looked up: an exact
    /// entry's masks give each added rank's cost, and the inexact ones are where the
    /// proof's conditions fail (no fifth copies; one honours pattern under 258 pairs;
    /// a suit mostly out of play). The fifth copies' bits likewise, against the
    /// costs with five (which `fifth_copy`'s tests hold equal to a search), on every
    /// pattern a waiting hand can hold that holds a four: the count of patterns whose
    /// entry does not and does describe them, where the rules allow fifth copies.
    #[test]
    fn masks_give_every_added_rank_of_every_builtin_table() {
        let mut inexact_by_rules = Vec::new();
        // Rule sets of the same table rules hold the same tables: each checked once.
        let mut checked = std::collections::HashSet::new();
        for (name, engine) in crate::test_support::engines_with_258() {
            if !checked.insert(engine.rules().table_rules()) {
                continue;
            }
            for table in engine.tables.tables() {
                let entries = build(table);
                let inexact = entries.iter().filter(|&&e| Entry(e).is_inexact()).count();
                let five = FiveShape::of_table(table);
                let mut fives = [0, 0];
                let mut digits = [0u8; 9];
                for (key, &entry) in entries.iter().enumerate() {
                    if key > 0 {
                        increment(&mut digits);
                    }
                    assert_entry_predicts(table, key, Entry(entry));
                    if let Some(exact) =
                        assert_fifth_copies_predicted(table, &five, &digits, Entry(entry))
                    {
                        fives[usize::from(exact)] += 1;
                    }
                }
                let fifth_copy = engine.rules().jokers.fifth_copy;
                inexact_by_rules.push((name, table.len(), inexact, fifth_copy.then_some(fives)));
            }
        }
        assert_eq!(
            inexact_by_rules,
            [
                // Also hongzhong's, sichuan's and zhuanzhuan-8-reds'.
                ("changsha", 1_953_125, 0, Some([0, 497_844])),
                ("changsha", 78_125, 1, Some([0, 42_084])),
                // Also riichi's, standard's and taiwan's tables.
                ("guobiao", 1_953_125, 0, Some([0, 497_844])),
                ("guobiao", 78_125, 0, Some([0, 42_084])),
                // The man of three-player: only 1m and 9m in play.
                // Of which 9 patterns of a four beside out-of-play kinds.
                ("sanma", 1_953_125, 25, Some([9, 497_835])),
                ("sanma", 1_953_125, 0, Some([0, 497_844])),
                ("sanma", 78_125, 0, Some([0, 42_084])),
                ("strict-jokers", 1_953_125, 1_175, None),
                ("strict-jokers", 78_125, 14_197, None),
                ("wind-runs", 1_953_125, 0, Some([0, 497_844])),
                ("wind-runs", 78_125, 0, Some([0, 42_084])),
                // The pair of 2s, 5s or 8s.
                ("changsha-258", 1_953_125, 0, Some([0, 497_844])),
                ("changsha-258", 78_125, 1, Some([0, 42_084])),
            ]
        );
    }

    /// Blocks derived on first read, by threads racing for the same blocks, hold the
    /// entries the whole table's derivation gives.
    #[test]
    fn lazy_blocks_equal_the_whole_derivation() {
        let engine = Engine::standard();
        for table in engine.tables.tables() {
            let lazy = LazyMasks::new(table);
            let keys: Vec<usize> = (0..table.len()).step_by(7).collect();
            let read = || {
                keys.iter()
                    .map(|&key| lazy.entry(key))
                    .collect::<Vec<u32>>()
            };
            let (first, second) = std::thread::scope(|s| {
                let (a, b) = (s.spawn(read), s.spawn(read));
                (a.join().unwrap(), b.join().unwrap())
            });
            let whole = build(table);
            let expected: Vec<u32> = keys.iter().map(|&key| whole[key]).collect();
            assert!(first == expected && second == expected);
            assert!(format!("{lazy:?}").contains(&format!("{0} of {0} blocks", lazy.blocks.len())));
        }
    }

    fn assert_entry_predicts(table: &[u8], key: usize, entry: Entry) {
        let cost = SuitCost::from_byte(table[key]);
        assert_eq!(entry.cost(), cost, "key {key}");
        if entry.is_inexact() {
            return;
        }
        for (rank, &place) in POW5.iter().enumerate() {
            let Some(&byte) = table.get(key + place as usize) else {
                break;
            };
            if key / place as usize % 5 == usize::from(COPIES) {
                continue;
            }
            let drawn = SuitCost::from_byte(byte);
            let without = predict(entry.lower_without() >> rank & 1 != 0, cost.without_pair);
            let with = predict(entry.lower_with() >> rank & 1 != 0, cost.with_pair);
            assert_eq!(without, drawn.without_pair, "key {key} rank {rank}");
            assert_eq!(with, drawn.with_pair, "key {key} rank {rank}");
        }
    }

    /// For a pattern (`digits`) holding a rank four times and fewer tiles than a
    /// winning hand: whether its entry describes the fifth copies, each checked
    /// against its cost (from the table's `five` shape) if so. `None` for the other patterns.
    fn assert_fifth_copies_predicted(
        table: &[u8],
        five: &FiveShape,
        digits: &[u8; 9],
        entry: Entry,
    ) -> Option<bool> {
        let tiles: usize = digits.iter().map(|&d| usize::from(d)).sum();
        if !digits.contains(&COPIES) || tiles >= MAX_TILES {
            return None;
        }
        if !entry.describes_fifth_copies() {
            return Some(false);
        }
        let key = crate::tables::keys::key(digits);
        let cost = entry.cost();
        for rank in (0..digits.len()).filter(|&r| digits[r] == COPIES) {
            let mut held = *digits;
            held[rank] += 1;
            let lookup = |key: usize| SuitCost::from_byte(table[key]);
            let drawn = cost_with_five(lookup, five, &held, key, rank);
            let without = predict(entry.lower_without() >> rank & 1 != 0, cost.without_pair);
            let with = predict(entry.lower_with() >> rank & 1 != 0, cost.with_pair);
            assert_eq!(
                (without, with),
                (drawn.without_pair, drawn.with_pair),
                "{digits:?} {rank}"
            );
        }
        Some(true)
    }

    /// A cost after a step of the masks: one lower where the bit is set, two higher
    /// where not; an impossible cost stays impossible.
    fn predict(lower: bool, before: u32) -> u32 {
        let after = if lower { before - 1 } else { before + 2 };
        after.min(SuitCost::IMPOSSIBLE)
    }

    #[test]
    fn steps_are_one_lower_or_two_higher() {
        assert_eq!(classify(3, 2), LOWER);
        assert_eq!(classify(3, 5), 0);
        assert_eq!(classify(IMPOSSIBLE, IMPOSSIBLE), 0);
        for (before, after) in [(3, 3), (3, 4), (3, 1), (0, 15), (15, 0), (14, 15)] {
            assert_eq!(classify(before, after), BROKEN, "{before} -> {after}");
        }
    }
}
