//! The per-suit tables the check reads: one byte per base-5 key, directly indexed.
//!
//! Direct indexing beats a hash (phf measured ≈30–40 ns a lookup on this project's
//! machines, direct ≈1–5 ns) and a ranked array (≈8 ns from counts, for 4× less
//! memory): the key is a few multiply-adds and the lookup a single load.

use std::ops::Deref;
use std::ptr::NonNull;
use std::sync::Arc;

use crate::tables::keys::{HONOUR_KEYS, NUMBER_KEYS, key};
use crate::tiles::tile::Suit;

/// A nibble value meaning "no number of jokers completes this pattern".
pub(crate) const IMPOSSIBLE: u8 = 15;

/// Jokers needed to complete one suit: without a pair, and with exactly one pair
/// ([`Engine::suit_cost`](crate::Engine::suit_cost)).
///
/// ```
/// use hupai::{Suit, engine::SuitCost};
/// let engine = hupai::Engine::standard();
/// let cost = engine.suit_cost(Suit::Man, &[1, 1, 0, 0, 0, 0, 0, 0, 0]).unwrap(); // 12m
/// assert_eq!((cost.without_pair, cost.with_pair), (1, 3));
/// let lone = engine.suit_cost(Suit::Honours, &[1, 0, 0, 0, 0, 0, 0]).unwrap(); // 1z
/// assert_eq!((lone.without_pair, lone.with_pair), (2, 1));
/// assert!(SuitCost::IMPOSSIBLE > 17); // beyond any hand's jokers
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SuitCost {
    /// Fewest jokers that turn the suit's tiles into melds alone.
    pub without_pair: u32,
    /// Fewest jokers that turn them into melds plus one pair.
    pub with_pair: u32,
}

const _: () = assert!(decode(14) == 14 && decode(IMPOSSIBLE) == SuitCost::IMPOSSIBLE);

impl SuitCost {
    /// The value of a cost no number of jokers meets: larger than any hand's jokers
    /// and small enough that four of them add up without overflow.
    pub const IMPOSSIBLE: u32 = 64;

    /// Decodes a table byte.
    #[inline]
    pub(crate) const fn from_byte(byte: u8) -> SuitCost {
        SuitCost {
            without_pair: decode(byte & 0x0F),
            with_pair: decode(byte >> 4),
        }
    }
}

/// A nibble as a cost: 0..=14 as they are, [`IMPOSSIBLE`] (15) as
/// [`SuitCost::IMPOSSIBLE`]; without a branch, as this runs four times a check.
#[inline]
const fn decode(nibble: u8) -> u32 {
    let nibble = nibble as u32;
    let impossible = (nibble + 1) >> 4;
    nibble + impossible * (SuitCost::IMPOSSIBLE - IMPOSSIBLE as u32)
}

/// Per table byte, what the standard form's check needs of a suit, packed so that
/// four suits combine in a few additions: the cost without a pair in bits 0..16, and
/// the pair's extra cost in this suit (with − without, offset by [`PAIR_STEP_OFFSET`]
/// to stay positive) in bits 16..32. Both fields hold decoded costs
/// ([`SuitCost::IMPOSSIBLE`] for 15), so four summed stay within their 16 bits.
const PAIR_STEPS: [u32; 256] = {
    let mut steps = [0u32; 256];
    let mut byte = 0;
    while byte < 256 {
        let cost = SuitCost::from_byte(byte as u8);
        let step = cost.with_pair + PAIR_STEP_OFFSET - cost.without_pair;
        steps[byte] = cost.without_pair | step << 16;
        byte += 1;
    }
    steps
};

/// Four suits' cost bytes as [`PAIR_STEPS`]: what the standard form needs of them,
/// in a sum and minimums.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PairSteps([u32; 4]);

impl PairSteps {
    /// The steps of four suits' table bytes (m, p, s, z).
    #[inline(always)]
    pub(crate) fn of_bytes(bytes: [u8; 4]) -> PairSteps {
        PairSteps(bytes.map(|byte| PAIR_STEPS[usize::from(byte)]))
    }

    /// The jokers the four suits need for their melds, without a pair.
    #[inline(always)]
    pub(crate) fn without_pair(&self) -> u32 {
        self.0.iter().sum::<u32>() & 0xFFFF
    }

    /// The jokers suit number `s` needs for its melds, without a pair.
    #[inline(always)]
    pub(crate) fn suit_without_pair(&self, s: usize) -> u32 {
        self.0[s] & 0xFFFF
    }

    /// What the pair adds to the jokers suit number `s` needs.
    #[inline(always)]
    pub(crate) fn pair_extra(&self, s: usize) -> i32 {
        (self.0[s] >> 16) as i32 - PAIR_STEP_OFFSET as i32
    }

    /// What the pair adds to the jokers each suit needs.
    #[inline(always)]
    pub(crate) fn pair_extras(&self) -> [i32; 4] {
        std::array::from_fn(|s| self.pair_extra(s))
    }

    /// What the pair adds in the suit where it costs least.
    #[inline(always)]
    pub(crate) fn least_pair_extra(&self) -> i32 {
        let pair = self.0.iter().map(|s| s >> 16).min().expect("four suits");
        pair as i32 - PAIR_STEP_OFFSET as i32
    }

    /// The fewest jokers that complete the four suits into melds and one pair.
    #[inline(always)]
    pub(crate) fn fewest_with_pair(&self) -> u32 {
        self.without_pair()
            .wrapping_add_signed(self.least_pair_extra())
    }
}

/// Keeps [`PAIR_STEPS`]' pair field positive: a pair never saves more than
/// [`SuitCost::IMPOSSIBLE`] jokers.
const PAIR_STEP_OFFSET: u32 = SuitCost::IMPOSSIBLE;

/// Table bytes: embedded in the binary, or built or loaded at run time and shared by
/// every clone of an engine.
#[derive(Clone)]
pub enum TableBytes {
    /// Bytes that live as long as the program (embedded tables, `include_bytes!`).
    Static(&'static [u8]),
    /// Bytes built or loaded at run time.
    Shared(Arc<[u8]>),
}

impl Deref for TableBytes {
    type Target = [u8];

    #[inline]
    fn deref(&self) -> &[u8] {
        match self {
            TableBytes::Static(bytes) => bytes,
            TableBytes::Shared(bytes) => bytes,
        }
    }
}

/// Says where the bytes live and how many; printing two megabytes helps nobody.
impl std::fmt::Debug for TableBytes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let kind = match self {
            TableBytes::Static(_) => "Static",
            TableBytes::Shared(_) => "Shared",
        };
        write!(f, "TableBytes::{kind}({} bytes)", self.len())
    }
}

impl PartialEq for TableBytes {
    fn eq(&self, other: &TableBytes) -> bool {
        **self == **other
    }
}

impl Eq for TableBytes {}

/// The tables of a rule set: one per distinct suit (m, p and s usually share one of
/// 5^9 entries; the honours have one of 5^7).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuitTables {
    /// The distinct tables.
    tables: Vec<TableBytes>,
    /// Which of them each suit (m, p, s, z) reads.
    suit_table: [u8; 4],
    /// The table of each suit, for the hot path.
    suits: [SuitBytes; 4],
}

/// One suit's table as a bare slice, for the hot path: [`TableBytes`]' deref matches
/// on its variant, and this is one load. It points into a [`TableBytes`] of the
/// [`SuitTables`] that holds it, so the bytes outlive it and never change.
#[derive(Clone, Copy)]
struct SuitBytes {
    start: NonNull<u8>,
    len: usize,
}

// SAFETY: the bytes are immutable and owned by a `TableBytes` (a `&'static [u8]` or an
// `Arc<[u8]>`, both `Send` and `Sync`) that the `SuitTables` holding this keeps alive.
unsafe impl Send for SuitBytes {}
// SAFETY: as for `Send`: shared reads of immutable bytes.
unsafe impl Sync for SuitBytes {}

impl SuitBytes {
    /// The slice of `table`, which the caller keeps alive as long as this.
    fn of(table: &TableBytes) -> SuitBytes {
        SuitBytes {
            start: NonNull::from(&**table).cast(),
            len: table.len(),
        }
    }

    /// The bytes.
    #[inline(always)]
    fn bytes(&self) -> &[u8] {
        // SAFETY: `start` and `len` are those of a live slice for as long as the
        // `SuitTables` holding `self` lives (see the type), and `self` is borrowed
        // from it.
        unsafe { std::slice::from_raw_parts(self.start.as_ptr(), self.len) }
    }
}

impl std::fmt::Debug for SuitBytes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} bytes", self.len)
    }
}

impl PartialEq for SuitBytes {
    fn eq(&self, other: &SuitBytes) -> bool {
        self.bytes() == other.bytes()
    }
}

impl Eq for SuitBytes {}

/// Tables that do not fit together.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableShapeError {
    /// A table's length is not the number of keys of the suits that read it.
    #[error("table {index} (read by suit {suit}) holds {found} entries, expected {expected}")]
    Size {
        /// Which table.
        index: usize,
        /// A suit that reads it.
        suit: char,
        /// Entries given.
        found: usize,
        /// Entries required.
        expected: usize,
    },
    /// A suit reads a table that does not exist.
    #[error("suit {suit} reads table {index}, but there are only {count}")]
    Missing {
        /// The suit.
        suit: char,
        /// The table it names.
        index: usize,
        /// Tables given.
        count: usize,
    },
    /// A table no suit reads.
    #[error("table {index} is read by no suit")]
    Unused {
        /// Which table.
        index: usize,
    },
}

impl SuitTables {
    /// Tables from their bytes and the table each suit (m, p, s, z) reads.
    pub fn new(
        tables: Vec<TableBytes>,
        suit_table: [u8; 4],
    ) -> Result<SuitTables, TableShapeError> {
        for (suit, &index) in Suit::ALL.iter().zip(&suit_table) {
            let index = usize::from(index);
            let table = tables.get(index).ok_or(TableShapeError::Missing {
                suit: suit.letter(),
                index,
                count: tables.len(),
            })?;
            let expected = if suit.is_numbered() {
                NUMBER_KEYS
            } else {
                HONOUR_KEYS
            };
            if table.len() != expected {
                return Err(TableShapeError::Size {
                    index,
                    suit: suit.letter(),
                    found: table.len(),
                    expected,
                });
            }
        }
        if let Some(index) = (0..tables.len()).find(|&i| !suit_table.contains(&(i as u8))) {
            return Err(TableShapeError::Unused { index });
        }
        let suits = suit_table.map(|i| SuitBytes::of(&tables[usize::from(i)]));
        Ok(SuitTables {
            tables,
            suit_table,
            suits,
        })
    }

    /// The cost of one suit's counts (9 for a number suit, 7 for the honours, each at
    /// most 4), or `None` when the counts are not such a pattern.
    pub fn cost(&self, suit: Suit, counts: &[u8]) -> Option<SuitCost> {
        let fits = counts.len() == suit.ranks() && counts.iter().all(|&c| c <= 4);
        fits.then(|| self.lookup(suit as usize, key(counts)))
    }

    /// The cost of the pattern with base-5 `key` in suit number `suit` (0..4).
    #[inline]
    pub(crate) fn lookup(&self, suit: usize, key: usize) -> SuitCost {
        SuitCost::from_byte(self.suits[suit].bytes()[key])
    }

    /// The fewest jokers that complete the four suits of these keys into melds and one
    /// pair, the pair in the cheapest suit for it: the sum of the costs without a
    /// pair, plus the least extra a pair costs in one suit. The same as
    /// [`fewest_jokers`](crate::engine::fewest_jokers) of the four costs, without
    /// decoding them: four loads of [`PAIR_STEPS`], a sum and three minimums.
    #[inline(always)]
    pub(crate) fn fewest_jokers_with_pair(&self, keys: &[usize; 4]) -> u32 {
        let suits = &self.suits;
        let bytes = [
            suits[0].bytes()[keys[0]],
            suits[1].bytes()[keys[1]],
            suits[2].bytes()[keys[2]],
            suits[3].bytes()[keys[3]],
        ];
        PairSteps::of_bytes(bytes).fewest_with_pair()
    }

    /// The bytes of the table suit number `suit` (0..4: m, p, s, z) reads.
    #[inline]
    pub(crate) fn suit_table_bytes(&self, suit: usize) -> &[u8] {
        self.suits[suit].bytes()
    }

    /// The distinct tables, in the order [`SuitTables::suit_table`] numbers them.
    pub fn tables(&self) -> &[TableBytes] {
        &self.tables
    }

    /// Which table each suit (m, p, s, z) reads.
    pub fn suit_table(&self) -> [u8; 4] {
        self.suit_table
    }

    /// Bytes the distinct tables occupy.
    pub fn memory_bytes(&self) -> usize {
        self.tables.iter().map(|t| t.len()).sum()
    }
}

/// The fewest jokers that complete four suits of these costs into melds, with one
/// pair among them when `pair` is set (the pair goes in the cheapest suit for it).
#[inline]
pub(crate) fn fewest_jokers(costs: &[SuitCost; 4], pair: bool) -> u32 {
    let without: u32 = costs.iter().map(|c| c.without_pair).sum();
    if !pair {
        return without;
    }
    costs
        .iter()
        .map(|c| without - c.without_pair + c.with_pair)
        .min()
        .expect("four suits")
}

#[cfg(test)]
mod tests {
    use super::{HONOUR_KEYS, NUMBER_KEYS, SuitCost, SuitTables, TableBytes, fewest_jokers};

    /// The hot slices point into the tables a `SuitTables` holds: a clone reads the same
    /// bytes after the original (and the caller's handles) are gone, for shared and
    /// static tables alike. Run under Miri too.
    #[test]
    fn suit_slices_outlive_the_original() {
        let numbers: std::sync::Arc<[u8]> = (0..NUMBER_KEYS).map(|k| (k % 251) as u8).collect();
        static HONOURS: [u8; HONOUR_KEYS] = [7; HONOUR_KEYS];
        let tables = vec![TableBytes::Shared(numbers), TableBytes::Static(&HONOURS)];
        let original = SuitTables::new(tables, [0, 0, 0, 1]).expect("well-formed");
        let clone = original.clone();
        drop(original);
        for suit in 0..3 {
            assert_eq!(
                clone.suit_table_bytes(suit)[NUMBER_KEYS - 1],
                ((NUMBER_KEYS - 1) % 251) as u8
            );
        }
        assert_eq!(clone.suit_table_bytes(3)[HONOUR_KEYS - 1], 7);
        assert_eq!(clone, clone.clone());
    }

    /// The packed pair steps give what decoding the four costs gives, for every pair
    /// of bytes in two suits beside a spread of bytes in the other two (impossible
    /// nibbles included).
    #[test]
    fn pair_steps_equal_decoded_costs() {
        let number: Vec<u8> = (0..NUMBER_KEYS).map(|k| k as u8).collect();
        let honours: Vec<u8> = (0..HONOUR_KEYS).map(|k| k as u8).collect();
        let tables = SuitTables::new(
            vec![
                TableBytes::Shared(number.into()),
                TableBytes::Shared(honours.into()),
            ],
            [0, 0, 0, 1],
        )
        .expect("shaped");
        // Key k reads byte k % 256 in either table.
        for other in (0..=255u8).step_by(17) {
            for first in 0..=255u8 {
                for second in 0..=255u8 {
                    let bytes = [first, second, other, other.wrapping_mul(7)];
                    let keys = bytes.map(usize::from);
                    let costs = bytes.map(SuitCost::from_byte);
                    assert_eq!(
                        tables.fewest_jokers_with_pair(&keys),
                        fewest_jokers(&costs, true),
                        "{bytes:?}"
                    );
                }
            }
        }
    }
}
