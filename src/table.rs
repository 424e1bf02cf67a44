//! The per-suit tables the check reads: one byte per base-5 key, directly indexed.
//!
//! Direct indexing beats a hash (phf measured ≈30–40 ns a lookup on this project's
//! machines, direct ≈1–5 ns) and a ranked array (≈8 ns from counts, for 4× less
//! memory): the key is a few multiply-adds and the lookup a single load.

use std::borrow::Cow;

use crate::generate::{HONOUR_KEYS, IMPOSSIBLE, NUMBER_KEYS, POW5};

/// Jokers needed to complete one suit: without a pair, and with exactly one pair.
///
/// ```
/// use hupai::table::SuitCost;
/// let cost = SuitCost::from_byte(0x21);
/// assert_eq!((cost.without_pair, cost.with_pair), (1, 2));
/// assert_eq!(SuitCost::from_byte(0xF0).with_pair, SuitCost::IMPOSSIBLE);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SuitCost {
    /// Fewest jokers that turn the suit's tiles into melds alone.
    pub without_pair: u32,
    /// Fewest jokers that turn them into melds plus one pair.
    pub with_pair: u32,
}

impl SuitCost {
    /// The value of a cost no number of jokers meets: larger than any hand's jokers
    /// and small enough that four of them add up without overflow.
    pub const IMPOSSIBLE: u32 = 64;

    /// Decodes a table byte.
    #[inline]
    pub const fn from_byte(byte: u8) -> SuitCost {
        SuitCost {
            without_pair: decode(byte & 0x0F),
            with_pair: decode(byte >> 4),
        }
    }
}

#[inline]
const fn decode(nibble: u8) -> u32 {
    if nibble == IMPOSSIBLE {
        SuitCost::IMPOSSIBLE
    } else {
        nibble as u32
    }
}

/// The base-5 key of a suit's counts (rank 1 the lowest digit).
///
/// ```
/// // 1m 1m 2m: 2 + 1×5
/// assert_eq!(hupai::table::key(&[2, 1, 0, 0, 0, 0, 0, 0, 0]), 7);
/// ```
#[inline]
pub fn key(counts: &[u8]) -> usize {
    counts
        .iter()
        .zip(POW5)
        .map(|(&c, p)| c as usize * p as usize)
        .sum()
}

/// The two tables of a rule set: one for a number suit (5^9 keys, shared by m, p and
/// s) and one for the honours (5^7 keys).
///
/// ```
/// use hupai::Engine;
/// let engine = Engine::standard();
/// let tables = engine.tables();
/// assert_eq!(tables.memory_bytes(), 1_953_125 + 78_125);
/// // 1m 2m: one joker makes a run; with a pair, 1m 2m needs 3 jokers (or 12 + 3 + JJ).
/// let cost = tables.number_cost(&[1, 1, 0, 0, 0, 0, 0, 0, 0]);
/// assert_eq!((cost.without_pair, cost.with_pair), (1, 3));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuitTables {
    numbers: Cow<'static, [u8]>,
    honours: Cow<'static, [u8]>,
}

/// Tables of the wrong size.
///
/// ```
/// let error = hupai::table::SuitTables::new(vec![0; 3], vec![0; 78_125]).unwrap_err();
/// assert_eq!(error.to_string(), "number-suit table holds 3 entries, expected 1953125");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{which} table holds {found} entries, expected {expected}")]
pub struct TableSizeError {
    /// `number-suit` or `honour`.
    pub which: &'static str,
    /// Entries given.
    pub found: usize,
    /// Entries required.
    pub expected: usize,
}

impl SuitTables {
    /// Tables from their bytes (borrowed for `'static` data, owned otherwise).
    ///
    /// ```
    /// use hupai::{generate, rules::Rules, table::SuitTables};
    /// let (numbers, honours) = generate::generate(Rules::default().table_rules());
    /// let tables = SuitTables::new(numbers, honours)?;
    /// assert_eq!(&tables, hupai::Engine::standard().tables());
    /// # Ok::<(), hupai::table::TableSizeError>(())
    /// ```
    pub fn new(
        numbers: impl Into<Cow<'static, [u8]>>,
        honours: impl Into<Cow<'static, [u8]>>,
    ) -> Result<SuitTables, TableSizeError> {
        let (numbers, honours) = (numbers.into(), honours.into());
        check_size("number-suit", numbers.len(), NUMBER_KEYS)?;
        check_size("honour", honours.len(), HONOUR_KEYS)?;
        Ok(SuitTables { numbers, honours })
    }

    /// The cost of a number suit's nine counts.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let tables = engine.tables();
    /// assert_eq!(tables.number_cost(&[1, 1, 1, 0, 0, 0, 0, 0, 0]).without_pair, 0);
    /// ```
    #[inline]
    pub fn number_cost(&self, counts: &[u8; 9]) -> SuitCost {
        SuitCost::from_byte(self.numbers[key(counts)])
    }

    /// The cost of the seven honour counts.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let tables = engine.tables();
    /// assert_eq!(tables.honour_cost(&[2, 0, 0, 0, 0, 0, 0]).with_pair, 0);
    /// ```
    #[inline]
    pub fn honour_cost(&self, counts: &[u8; 7]) -> SuitCost {
        SuitCost::from_byte(self.honours[key(counts)])
    }

    /// The raw number-suit table, one byte per key.
    ///
    /// ```
    /// assert_eq!(hupai::Engine::standard().tables().numbers().len(), 1_953_125);
    /// ```
    pub fn numbers(&self) -> &[u8] {
        &self.numbers
    }

    /// The raw honour table, one byte per key.
    ///
    /// ```
    /// assert_eq!(hupai::Engine::standard().tables().honours().len(), 78_125);
    /// ```
    pub fn honours(&self) -> &[u8] {
        &self.honours
    }

    /// Bytes the tables occupy.
    ///
    /// ```
    /// assert_eq!(hupai::Engine::standard().tables().memory_bytes(), 2_031_250);
    /// ```
    pub fn memory_bytes(&self) -> usize {
        self.numbers.len() + self.honours.len()
    }
}

fn check_size(which: &'static str, found: usize, expected: usize) -> Result<(), TableSizeError> {
    if found == expected {
        Ok(())
    } else {
        Err(TableSizeError {
            which,
            found,
            expected,
        })
    }
}
