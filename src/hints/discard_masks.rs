//! Discard masks for bots: which discards of a hand of 3n+2 tiles keep it as near a
//! win as it can stay, and which take it one step further (Mortal's keep-shanten and
//! next-shanten masks, asked on every event). The shanten alone, without the accepted
//! tiles that [`Engine::discards`] weighs: a fraction of its work.

use crate::engine::Engine;
use crate::error::CheckError;
use crate::forms::counting::{SpecialTally, by_count_discarding, kinds_by_count};
use crate::hints::Discarded;
use crate::rules::TileSet;
use crate::shanten::to_shanten;
use crate::tables::keys::suit_keys;
use crate::tiles::classes;
use crate::tiles::hand::Hand;
use crate::tiles::tile::{KINDS, Tile};

/// The bit of a [`DiscardMasks`] mask that stands for discarding a joker: the one
/// after the 34 tile ids.
pub(crate) const JOKER_BIT: u32 = KINDS as u32;

/// For a hand of 3n+2 tiles: its shanten and, per distinct discard (a joker too), a
/// bit saying whether the discard keeps the hand as near a win as any discard can
/// (`keep`) or not (`raise`: one draw further, or out of reach of every form).
///
/// For a hand that does not win, the discards that keep are those after which the
/// shanten stays the hand's own; for a winning hand (shanten -1), those after which
/// the hand still waits (shanten 0). Bits are tile ids, and [`DiscardMasks::JOKER_BIT`] for a joker.
///
/// ```
/// use hupai::hints::{DiscardMasks, Discarded};
/// let masks = hupai::Engine::standard().discard_masks(&"123m456p789s11z239p".parse()?)?;
/// assert_eq!(masks.shanten(), 0);
/// assert!(masks.keeps(Discarded::Tile("9p".parse()?))); // 23p waits on 14p
/// assert!(masks.raises(Discarded::Tile("1z".parse()?)));
/// assert_eq!(masks.to_string(), "0 shanten; keep 9p; raise 123m23456p789s1z");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DiscardMasks {
    shanten: i8,
    keep: u64,
    raise: u64,
}

impl DiscardMasks {
    /// The bit of a mask that stands for discarding a joker: the one after the 34
    /// tile ids.
    ///
    /// ```
    /// use hupai::hints::DiscardMasks;
    /// assert_eq!(DiscardMasks::JOKER_BIT, 34);
    /// ```
    pub const JOKER_BIT: u32 = JOKER_BIT;

    /// The shanten of the hand as it is: -1 when it wins.
    ///
    /// ```
    /// let masks = hupai::Engine::standard().discard_masks(&"11m".parse()?)?;
    /// assert_eq!(masks.shanten(), -1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn shanten(&self) -> i8 {
        self.shanten
    }

    /// The discards that keep the hand as near a win as it can stay: a bit per tile
    /// id, and [`DiscardMasks::JOKER_BIT`] for a joker.
    ///
    /// ```
    /// let masks = hupai::Engine::standard().discard_masks(&"11m45zJ".parse()?)?;
    /// assert_eq!(masks.keep_bits(), 1 << 30 | 1 << 31); // 4z or 5z
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn keep_bits(&self) -> u64 {
        self.keep
    }

    /// The other discards, a bit each as in [`DiscardMasks::keep_bits`].
    ///
    /// ```
    /// let masks = hupai::Engine::standard().discard_masks(&"11m45zJ".parse()?)?;
    /// assert_eq!(masks.raise_bits(), 1 | 1 << hupai::hints::DiscardMasks::JOKER_BIT); // 1m or J
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn raise_bits(&self) -> u64 {
        self.raise
    }

    /// Whether discarding `discarded` keeps the hand as near a win as it can stay.
    /// False for a tile the hand does not hold.
    ///
    /// ```
    /// use hupai::hints::Discarded;
    /// let masks = hupai::Engine::standard().discard_masks(&"11m45zJ".parse()?)?;
    /// assert!(masks.keeps(Discarded::Tile("4z".parse()?)) && !masks.keeps(Discarded::Joker));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn keeps(&self, discarded: Discarded) -> bool {
        self.keep >> bit_of(discarded) & 1 != 0
    }

    /// Whether discarding `discarded` takes the hand further from a win. False for a
    /// tile the hand does not hold.
    ///
    /// ```
    /// use hupai::hints::Discarded;
    /// let masks = hupai::Engine::standard().discard_masks(&"11m45zJ".parse()?)?;
    /// assert!(masks.raises(Discarded::Tile("1m".parse()?)));
    /// assert!(!masks.raises(Discarded::Tile("9m".parse()?))); // not held
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn raises(&self, discarded: Discarded) -> bool {
        self.raise >> bit_of(discarded) & 1 != 0
    }

    /// The discards that keep, in tile order, a joker last.
    ///
    /// ```
    /// let masks = hupai::Engine::standard().discard_masks(&"11m45zJ".parse()?)?;
    /// let keep: Vec<String> = masks.keep().map(|d| d.to_string()).collect();
    /// assert_eq!(keep, ["4z", "5z"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn keep(&self) -> impl Iterator<Item = Discarded> + use<> {
        discards_of(self.keep)
    }

    /// The discards that raise, in tile order, a joker last.
    ///
    /// ```
    /// let masks = hupai::Engine::standard().discard_masks(&"11m45zJ".parse()?)?;
    /// assert_eq!(masks.raise().map(|d| d.to_string()).collect::<Vec<_>>(), ["1m", "J"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn raise(&self) -> impl Iterator<Item = Discarded> + use<> {
        discards_of(self.raise)
    }

    /// The masks of a hand at `shanten` whose discards `keep` and `raise` (the oracle
    /// and the serde reader build answers so).
    #[cfg(any(test, feature = "reference", feature = "serde"))]
    pub(crate) fn from_parts(shanten: i8, keep: u64, raise: u64) -> DiscardMasks {
        DiscardMasks {
            shanten,
            keep,
            raise,
        }
    }
}

impl std::fmt::Display for DiscardMasks {
    /// `0 shanten; keep 239p; raise 123m456p789s1z` (`J` for a joker, `none` for an
    /// empty mask).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.shanten < 0 {
            f.write_str("win (-1 shanten)")?;
        } else {
            write!(f, "{} shanten", self.shanten)?;
        }
        for (name, bits) in [("keep", self.keep), ("raise", self.raise)] {
            write!(f, "; {name} ")?;
            write_mask(f, bits)?;
        }
        Ok(())
    }
}

/// A mask's discards in MPSZ, a joker as `J`, or `none`.
fn write_mask(f: &mut std::fmt::Formatter<'_>, bits: u64) -> std::fmt::Result {
    if bits == 0 {
        return f.write_str("none");
    }
    let jokers = u8::from(bits >> JOKER_BIT & 1 != 0);
    crate::tiles::notation::write_counts(f, |tile| (bits >> tile.id() & 1) as u8, jokers)
}

/// The bit of `discarded` in a mask.
const fn bit_of(discarded: Discarded) -> u32 {
    match discarded {
        Discarded::Tile(tile) => tile.id() as u32,
        Discarded::Joker => JOKER_BIT,
    }
}

/// The discards of a mask, in tile order, a joker last.
fn discards_of(bits: u64) -> impl Iterator<Item = Discarded> {
    let tiles = TileSet::from_bits(bits & ((1 << KINDS) - 1)).tiles();
    let joker = (bits >> JOKER_BIT & 1 != 0).then_some(Discarded::Joker);
    tiles.map(Discarded::Tile).chain(joker)
}

impl Engine {
    /// Which discards of `hand` (3n+2 tiles) keep it as near a win as it can stay and
    /// which take it further: see [`DiscardMasks`]. Under rules the hints serve by
    /// table masks, one suit looked up per discard; elsewhere one shanten per distinct
    /// discard.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let masks = engine.discard_masks(&"12345m".parse()?)?;
    /// assert_eq!(masks.to_string(), "0 shanten; keep 1245m; raise 3m");
    /// assert!(engine.discard_masks(&"1m".parse()?).is_err()); // 3n+1: nothing to discard
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn discard_masks(&self, hand: &Hand) -> Result<DiscardMasks, CheckError> {
        if hand.len() % 3 != 2 {
            return Err(CheckError::DiscardSize { count: hand.len() });
        }
        let mut split = Split::default();
        let shanten = if self.discard_masks_by_tables() {
            self.admit_for_shanten(hand)?;
            let own = self.split_by_tables(hand, &mut split);
            own.map(to_shanten).ok_or_else(|| self.unwinnable(hand))?
        } else {
            let shanten = self.shanten(hand)?;
            for kind in Tile::all().filter(|&t| hand.count(t) > 0) {
                let after = self.shanten(&discarding(hand, Discarded::Tile(kind)));
                split.add(kind.id(), after.ok());
            }
            shanten
        };
        if hand.jokers() > 0 {
            let after = self.shanten(&discarding(hand, Discarded::Joker));
            split.add(KINDS, after.ok());
        }
        Ok(DiscardMasks {
            shanten,
            keep: split.keep,
            raise: split.held & !split.keep,
        })
    }

    /// Adds each kind `hand` (admitted) holds to `split` with the shanten after one
    /// tile of it goes, for engines whose hints take the masks' path: the hand's suits
    /// looked up once, each discard one suit again, and the special forms' tally
    /// updated. Returns the hand's own least draws, from the same lookups.
    fn split_by_tables(&self, hand: &Hand, split: &mut Split) -> Option<u32> {
        let counts = hand.counts();
        let by_count = kinds_by_count(counts);
        let tally = SpecialTally::of_kinds(&by_count);
        let jokers = u32::from(hand.jokers());
        let melds = hand.len() / 3;
        let suits = (self.shanten_tables()).discarding_suits(suit_keys(counts), jokers, melds);
        // The special forms see of a discard only its class: copies held, orphan or
        // not. Each class is asked once.
        let mut special: [Option<Option<u32>>; 8] = [None; 8];
        let mut held = !by_count[0] & ((1 << KINDS) - 1);
        while held != 0 {
            let kind = held.trailing_zeros() as usize;
            held &= held - 1;
            let copies = counts[kind];
            let class = usize::from(copies - 1) | ((classes::ORPHANS >> kind & 1) as usize) << 2;
            let special = *special[class].get_or_insert_with(|| {
                let left = by_count_discarding(&by_count, kind, copies);
                let tally = tally.discarding(kind, copies, &left);
                self.least_with_tally(None, &tally, hand.len(), jokers)
            });
            let standard = suits.draws_discarding(kind);
            let least = match (standard, special) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
            split.add(kind, least.map(to_shanten));
        }
        self.least_with_special(suits.draws(), counts, jokers, melds)
    }
}

/// The discards seen so far, a bit each, and those at the least shanten after them.
#[derive(Default)]
struct Split {
    held: u64,
    keep: u64,
    /// The least shanten after a discard so far (`None` before any form is left).
    best: Option<i8>,
}

impl Split {
    /// Adds the discard of `bit`, after which the hand is at `shanten` (`None`: no form).
    #[inline(always)]
    fn add(&mut self, bit: usize, shanten: Option<i8>) {
        self.held |= 1 << bit;
        let Some(shanten) = shanten else { return };
        match self.best {
            Some(best) if shanten > best => {}
            Some(best) if shanten == best => self.keep |= 1 << bit,
            _ => (self.best, self.keep) = (Some(shanten), 1 << bit),
        }
    }
}

/// The hand after `discarded` goes.
pub(super) fn discarding(hand: &Hand, discarded: Discarded) -> Hand {
    match discarded {
        Discarded::Tile(tile) => hand.removing(tile).expect("a kind the hand holds"),
        Discarded::Joker => Hand::from_counts(*hand.counts(), hand.jokers() - 1)
            .expect("one tile fewer than a valid hand"),
    }
}
