//! A hand: how many of each kind it holds, plus its jokers.

use std::fmt;

use crate::tiles::errors::HandError;
use crate::tiles::tile::{COPIES, KINDS, Tile};

/// The most tiles a hand may hold: 17 covers 16-tile games after the draw.
pub const MAX_TILES: usize = 17;

/// A multiset of tiles plus a number of jokers, at most [`MAX_TILES`] in all and at
/// most four copies of each kind. Exposed melds are simply left out.
///
/// Build one from MPSZ notation, from tile ids or from a count array:
///
/// ```
/// use hupai::Hand;
/// let a: Hand = "123m456p789s11zJJ".parse()?;
/// let b = Hand::from_ids(&[0, 1, 2, 12, 13, 14, 24, 25, 26, 27, 27], 2)?;
/// let mut counts = [0u8; 34];
/// for id in [0, 1, 2, 12, 13, 14, 24, 25, 26, 27, 27] {
///     counts[id] += 1;
/// }
/// let c = Hand::from_counts(counts, 2)?;
/// assert_eq!(a, b);
/// assert_eq!(b, c);
/// assert_eq!(a.to_string(), "123m456p789s11zJJ");
/// assert_eq!(a.len(), 13);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Hand {
    counts: [u8; KINDS],
    jokers: u8,
    /// Tiles in all, jokers included; kept so that checks need not add 34 counts.
    len: u8,
}

/// The number of tiles 34 counts make, or `None` when a count is above [`COPIES`]:
/// sixteen counts at a time with SSE2 (every x86-64 has it), eight as the bytes of a
/// word elsewhere, since this is most of what a caller holding raw counts pays before
/// the lookups (250 instructions a hand one count at a time).
#[inline]
pub(crate) fn tiles_counted(counts: &[u8; KINDS]) -> Option<usize> {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: SSE2 is part of the x86-64 baseline, so every x86-64 CPU runs it.
    return unsafe { sse2::tiles_counted(counts) };
    #[cfg(not(target_arch = "x86_64"))]
    return tiles_counted_by_words(counts);
}

#[cfg(target_arch = "x86_64")]
pub(crate) mod sse2 {
    use super::{COPIES, KINDS};
    use std::arch::x86_64::*;

    /// The 34 counts in three registers: ids 0..16, 16..32, and 32 and 33 (the rest
    /// of the third zero). Every reader of the counts loads them alike, so the
    /// compiler keeps one load of each where several are inlined together.
    #[inline]
    #[target_feature(enable = "sse2")]
    pub(crate) fn count_registers(counts: &[u8; KINDS]) -> [__m128i; 3] {
        let (sixteens, _) = counts.as_chunks::<16>();
        // SAFETY: 16 readable bytes each; an unaligned load needs no alignment.
        let [low, high] = [sixteens[0], sixteens[1]]
            .map(|bytes| unsafe { _mm_loadu_si128(bytes.as_ptr().cast()) });
        let last = _mm_cvtsi32_si128(i32::from(u16::from_le_bytes([counts[32], counts[33]])));
        [low, high, last]
    }

    /// [`tiles_counted`](super::tiles_counted) sixteen counts a register: the largest
    /// count against [`COPIES`], and sums of absolute differences from zero for the
    /// total.
    #[inline]
    #[target_feature(enable = "sse2")]
    pub(super) fn tiles_counted(counts: &[u8; KINDS]) -> Option<usize> {
        let [low, high, last] = count_registers(counts);
        let largest = _mm_max_epu8(_mm_max_epu8(low, high), last);
        let over = _mm_subs_epu8(largest, _mm_set1_epi8(COPIES as i8));
        let zero = _mm_setzero_si128();
        if _mm_movemask_epi8(_mm_cmpeq_epi8(over, zero)) != 0xFFFF {
            return None;
        }
        let sum = |bytes| _mm_sad_epu8(bytes, zero);
        let sums = _mm_add_epi64(_mm_add_epi64(sum(low), sum(high)), sum(last));
        let halves = _mm_add_epi64(sums, _mm_unpackhi_epi64(sums, sums));
        Some(_mm_cvtsi128_si64(halves) as usize)
    }
}

/// [`tiles_counted`] eight counts at a time, as the bytes of a word.
#[cfg_attr(target_arch = "x86_64", allow(dead_code))] // but in the tests
fn tiles_counted_by_words(counts: &[u8; KINDS]) -> Option<usize> {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    // Adding 128 - 5 to a byte's low seven bits sets its high bit from 5 up, with no
    // carry into the next byte; a byte of 128 or more has its high bit already.
    const ABOVE_COPIES: u64 = (128 - COPIES as u64 - 1) * 0x0101_0101_0101_0101;
    let words: [u64; 4] = std::array::from_fn(|i| {
        u64::from_le_bytes(counts[8 * i..8 * i + 8].try_into().expect("8"))
    });
    let last = u64::from(counts[32]) | u64::from(counts[33]) << 8;
    let over = words
        .iter()
        .chain([&last])
        .fold(0, |over, &w| over | (((w & LOW7) + ABOVE_COPIES) | w));
    if over & HIGH != 0 {
        return None;
    }
    // Each byte at most 4, so a word's bytes add up below 256: the multiply sums them
    // into the top byte.
    let sum = |w: u64| (w.wrapping_mul(0x0101_0101_0101_0101) >> 56) as usize;
    Some(words.iter().map(|&w| sum(w)).sum::<usize>() + sum(last))
}

impl Hand {
    /// [`Hand::from_counts`] without its error: the hand of a row of counts, or `None`
    /// where the row is no hand. Inlined into the batches' loops, where a `Result`
    /// returned through memory stalled every row on reading it back.
    #[inline(always)]
    pub(crate) fn of_row(counts: &[u8; KINDS], jokers: u8) -> Option<Hand> {
        let len = tiles_counted(counts)? + usize::from(jokers);
        (len <= MAX_TILES).then_some(Hand {
            counts: *counts,
            jokers,
            len: len as u8,
        })
    }

    /// A hand from the count of each kind (indexed by tile id) and a joker count.
    ///
    /// ```
    /// let mut counts = [0u8; 34];
    /// counts[33] = 2;
    /// let hand = hupai::Hand::from_counts(counts, 0)?;
    /// assert_eq!(hand.to_string(), "77z");
    /// # Ok::<(), hupai::HandError>(())
    /// ```
    pub fn from_counts(counts: [u8; KINDS], jokers: u8) -> Result<Hand, HandError> {
        let Some(tiles) = tiles_counted(&counts) else {
            let (id, &count) = (counts.iter().enumerate())
                .find(|&(_, &c)| c > COPIES)
                .expect("a count above COPIES");
            return Err(HandError::TooManyCopies {
                tile: Tile::from_id(id).expect("id < KINDS"),
                count: count.into(),
            });
        };
        let count = tiles + usize::from(jokers);
        if count > MAX_TILES {
            return Err(HandError::TooManyTiles {
                count,
                max: MAX_TILES,
            });
        }
        Ok(Hand {
            counts,
            jokers,
            len: count as u8,
        })
    }

    /// A hand from tile ids (0..34, in any order, of any integer type) and a joker
    /// count.
    ///
    /// ```
    /// let hand = hupai::Hand::from_ids(&[33, 33, 0], 1)?;
    /// assert_eq!(hand.to_string(), "1m77zJ");
    /// assert_eq!(hupai::Hand::from_ids(&[0u8, 1, 2], 0)?.to_string(), "123m");
    /// assert!(hupai::Hand::from_ids(&[34], 0).is_err());
    /// assert!(hupai::Hand::from_ids(&[-1i32], 0).is_err());
    /// # Ok::<(), hupai::HandError>(())
    /// ```
    pub fn from_ids<I: Copy + TryInto<i128>>(ids: &[I], jokers: u8) -> Result<Hand, HandError> {
        Hand::from_numbered(ids, jokers, KINDS, Tile::from_id)
    }

    /// A hand from 136-tile ids (`kind × 4 + copy`, 0..136: Tenhou, MahjongRepository;
    /// a red five is a five) and a joker count.
    ///
    /// ```
    /// // 1m 2m 3m (0, 4, 8), the red 5p (52), and two East (108, 109).
    /// let hand = hupai::Hand::from_ids_136(&[0, 4, 8, 52, 108, 109], 0)?;
    /// assert_eq!(hand.to_string(), "123m5p11z");
    /// assert!(hupai::Hand::from_ids_136(&[136], 0).is_err());
    /// # Ok::<(), hupai::HandError>(())
    /// ```
    pub fn from_ids_136<I: Copy + TryInto<i128>>(ids: &[I], jokers: u8) -> Result<Hand, HandError> {
        Hand::from_numbered(ids, jokers, 4 * KINDS, Tile::from_id_136)
    }

    /// A hand from mjai tile names (`5m`, `5mr` for a red five, `E S W N P F C`) and a
    /// joker count.
    ///
    /// ```
    /// let hand = hupai::Hand::from_mjai(&["1m", "2m", "3m", "5pr", "E", "E", "C"], 0)?;
    /// assert_eq!(hand.to_string(), "123m5p117z");
    /// assert!(hupai::Hand::from_mjai(&["1z"], 0).is_err());
    /// # Ok::<(), hupai::HandError>(())
    /// ```
    pub fn from_mjai<S: AsRef<str>>(names: &[S], jokers: u8) -> Result<Hand, HandError> {
        Hand::check_total(names.len(), jokers)?;
        let mut counts = [0u8; KINDS];
        for (index, name) in names.iter().enumerate() {
            let name = name.as_ref();
            let tile = Tile::from_mjai(name).ok_or_else(|| HandError::InvalidMjaiName {
                name: crate::tiles::errors::excerpt(name),
                index,
            })?;
            counts[tile.id()] += 1;
        }
        Hand::from_counts(counts, jokers)
    }

    /// A hand from integer ids below `end`, each read as a tile by `tile`.
    fn from_numbered<I: Copy + TryInto<i128>>(
        ids: &[I],
        jokers: u8,
        end: usize,
        tile: fn(usize) -> Option<Tile>,
    ) -> Result<Hand, HandError> {
        Hand::check_total(ids.len(), jokers)?;
        let mut counts = [0u8; KINDS];
        for (index, &id) in ids.iter().enumerate() {
            let id: i128 = id.try_into().unwrap_or(i128::MAX);
            let kind = usize::try_from(id)
                .ok()
                .filter(|&id| id < end)
                .and_then(tile)
                .ok_or(HandError::InvalidTileId {
                    id,
                    index,
                    last: end - 1,
                })?;
            counts[kind.id()] += 1;
        }
        Hand::from_counts(counts, jokers)
    }

    /// Refuses more than [`MAX_TILES`] tiles before they are read.
    fn check_total(tiles: usize, jokers: u8) -> Result<(), HandError> {
        let count = tiles + usize::from(jokers);
        match count > MAX_TILES {
            true => Err(HandError::TooManyTiles {
                count,
                max: MAX_TILES,
            }),
            false => Ok(()),
        }
    }

    /// A hand from tiles and a joker count.
    ///
    /// ```
    /// use hupai::{Hand, Tile};
    /// let east: Tile = "1z".parse()?;
    /// assert_eq!(Hand::from_tiles(&[east, east], 0)?.to_string(), "11z");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_tiles(tiles: &[Tile], jokers: u8) -> Result<Hand, HandError> {
        let ids: Vec<usize> = tiles.iter().map(|t| t.id()).collect();
        Hand::from_ids(&ids, jokers)
    }

    /// How many of each kind, indexed by tile id.
    ///
    /// ```
    /// let hand: hupai::Hand = "55m".parse()?;
    /// assert_eq!(hand.counts()[4], 2);
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub const fn counts(&self) -> &[u8; KINDS] {
        &self.counts
    }

    /// How many copies of `tile` (jokers not counted).
    ///
    /// ```
    /// let hand: hupai::Hand = "555mJ".parse()?;
    /// assert_eq!(hand.count("5m".parse()?), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn count(&self, tile: Tile) -> u8 {
        self.counts[tile.id()]
    }

    /// The number of jokers.
    ///
    /// ```
    /// assert_eq!("11zJJJ".parse::<hupai::Hand>()?.jokers(), 3);
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub const fn jokers(&self) -> u8 {
        self.jokers
    }

    /// Tiles in the hand, jokers included.
    ///
    /// ```
    /// assert_eq!("11zJ".parse::<hupai::Hand>()?.len(), 3);
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the hand holds nothing at all.
    ///
    /// ```
    /// assert!(hupai::Hand::default().is_empty());
    /// ```
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Every non-joker tile, in id order, repeated by its count.
    ///
    /// ```
    /// let hand: hupai::Hand = "21mJ".parse()?;
    /// let tiles: Vec<String> = hand.tiles().map(|t| t.to_string()).collect();
    /// assert_eq!(tiles, ["1m", "2m"]);
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        Tile::all().flat_map(|t| std::iter::repeat_n(t, self.counts[t.id()].into()))
    }

    /// The same hand with every tile of the kinds in `joker_kinds` turned into a joker
    /// (红中癞子: `7z` as a joker kind).
    ///
    /// ```
    /// let hand: hupai::Hand = "123m456p789s11z777z".parse()?;
    /// let red = "7z".parse()?;
    /// assert_eq!(hand.with_joker_kinds(&[red]).to_string(), "123m456p789s11zJJJ");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_joker_kinds(mut self, joker_kinds: &[Tile]) -> Hand {
        for kind in joker_kinds {
            self.jokers += std::mem::take(&mut self.counts[kind.id()]);
        }
        self
    }

    /// The hand with every tile of `stand_in` played as `natural` (温州 白板代财神), where
    /// the hand holds no natural tile of its own (its joker kind's tiles are jokers).
    pub(crate) fn with_stand_in(mut self, stand_in: Tile, natural: Tile) -> Hand {
        debug_assert_eq!(self.counts[natural.id()], 0);
        self.counts[natural.id()] = std::mem::take(&mut self.counts[stand_in.id()]);
        self
    }

    /// The hand with one more tile, or an error when that breaks a limit.
    ///
    /// ```
    /// let hand: hupai::Hand = "11z".parse()?;
    /// assert_eq!(hand.adding("1z".parse()?)?.to_string(), "111z");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn adding(&self, tile: Tile) -> Result<Hand, HandError> {
        let mut counts = self.counts;
        counts[tile.id()] += 1;
        Hand::from_counts(counts, self.jokers)
    }

    /// Adds one `tile` (a joker when `None`) in place and returns how many of it the
    /// hand held before; a fifth copy or a tile beyond [`MAX_TILES`] is an error, the
    /// hand unchanged (the errors [`Hand::from_counts`] gives for the same counts).
    #[inline]
    pub(crate) fn add(&mut self, tile: Option<Tile>) -> Result<u8, HandError> {
        let held = match tile {
            Some(tile) => &mut self.counts[tile.id()],
            None => &mut self.jokers,
        };
        if let Some(tile) = tile.filter(|_| *held >= COPIES) {
            return Err(HandError::TooManyCopies {
                tile,
                count: usize::from(*held) + 1,
            });
        }
        if usize::from(self.len) >= MAX_TILES {
            return Err(HandError::TooManyTiles {
                count: usize::from(self.len) + 1,
                max: MAX_TILES,
            });
        }
        *held += 1;
        self.len += 1;
        Ok(*held - 1)
    }

    /// Takes one `tile` (a joker when `None`) out in place and returns how many of it
    /// the hand held before; one it does not hold is an error, the hand unchanged.
    #[inline]
    pub(crate) fn remove(&mut self, tile: Option<Tile>) -> Result<u8, HandError> {
        let held = match tile {
            Some(tile) => &mut self.counts[tile.id()],
            None => &mut self.jokers,
        };
        if *held == 0 {
            return Err(tile.map_or(HandError::NoJokerHeld, |tile| HandError::NotHeld { tile }));
        }
        *held -= 1;
        self.len -= 1;
        Ok(*held + 1)
    }

    /// The hand with one copy of `tile` fewer (a discard), or `None` when it holds none.
    ///
    /// ```
    /// let hand: hupai::Hand = "112z".parse()?;
    /// assert_eq!(hand.removing("1z".parse()?).unwrap().to_string(), "12z");
    /// assert_eq!(hand.removing("3z".parse()?), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn removing(&self, tile: Tile) -> Option<Hand> {
        let mut counts = self.counts;
        counts[tile.id()] = counts[tile.id()].checked_sub(1)?;
        Some(Hand {
            counts,
            jokers: self.jokers,
            len: self.len - 1,
        })
    }
}

impl Default for Hand {
    /// The empty hand.
    fn default() -> Hand {
        Hand {
            counts: [0; KINDS],
            jokers: 0,
            len: 0,
        }
    }
}

impl fmt::Debug for Hand {
    /// MPSZ in quotes, as a hand is written in code: `"1m11zJ"` (`""` when empty).
    ///
    /// ```
    /// let hand: hupai::Hand = "11z1mJ".parse()?;
    /// assert_eq!(format!("{hand:?}"), r#""1m11zJ""#);
    /// assert_eq!(format!("{:?}", hupai::Hand::default()), r#""""#);
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\"{self}\"")
    }
}

#[cfg(test)]
mod tests {

    use super::*;

    /// The count (SSE2 on x86-64) and the word-wise count equal a count at a time on
    /// every byte value in every place (one count set to 0..=255 over a background of
    /// 0..=4s), and on random arrays of small and large bytes.
    #[test]
    fn counting_by_words_equals_counting_one_by_one() {
        let one_by_one = |counts: &[u8; KINDS]| {
            (counts.iter().all(|&c| c <= COPIES))
                .then(|| counts.iter().map(|&c| usize::from(c)).sum::<usize>())
        };
        let mut seeded = crate::test_support::seeded(11);
        let mut next = || seeded() as u8;
        for background in 0..=COPIES {
            for place in 0..KINDS {
                for value in 0..=u8::MAX {
                    let mut counts = [background; KINDS];
                    counts[place] = value;
                    assert_eq!(tiles_counted(&counts), one_by_one(&counts), "{counts:?}");
                    assert_eq!(tiles_counted_by_words(&counts), one_by_one(&counts));
                }
            }
        }
        for _ in 0..100_000 {
            let limit = [5, 6, 128, 255][usize::from(next() % 4)];
            let counts: [u8; KINDS] = std::array::from_fn(|_| next() % limit);
            assert_eq!(tiles_counted(&counts), one_by_one(&counts), "{counts:?}");
            assert_eq!(tiles_counted_by_words(&counts), one_by_one(&counts));
        }
    }
}
