//! Exposed melds (副露: chi, pon, kan), written in MPSZ and separated by commas:
//! `111p,789s,5555z`. A concealed kong (暗杠), declared but not called, is written in
//! parentheses: `(5555z)`; it keeps the hand closed where scoring asks. Only the
//! shapes are checked here; whether the rules play them is
//! [`crate::Engine::with_melds`]'s question.
//!
//! ```
//! use hupai::tiles::{MeldShape, Melds};
//! let melds: Melds = "111p,789s,(5555z)".parse()?;
//! assert_eq!(melds.len(), 3);
//! assert_eq!(melds.iter().map(|m| m.shape()).collect::<Vec<_>>(),
//!            [MeldShape::Triplet, MeldShape::Run, MeldShape::Kong]);
//! assert_eq!(melds.iter().map(|m| m.is_concealed()).collect::<Vec<_>>(), [false, false, true]);
//! assert_eq!(melds.to_string(), "111p,789s,(5555z)");
//! # Ok::<(), hupai::MeldsError>(())
//! ```
//!
//! A meld remembers its red fives (`067s`, `(0555p)`; mjai's `5mr` through
//! [`Melds::push_mjai`]), so scoring counts them wherever the melds come from:
//!
//! ```
//! let melds: hupai::tiles::Melds = "067s,(0555p)".parse()?;
//! assert_eq!(melds.red_fives(), [0, 1, 1]);
//! assert_eq!(melds.to_string(), "067s,(0555p)");
//! # Ok::<(), hupai::MeldsError>(())
//! ```

use std::fmt;
use std::str::FromStr;

use crate::tiles::errors::MeldsError;
use crate::tiles::hand::Hand;
use crate::tiles::tile::{KINDS, Tile};

/// The most melds a hand exposes: five, beside a pair, in a 17-tile hand.
pub(crate) const MAX_MELDS: usize = 5;

/// What an exposed meld is.
///
/// ```
/// let meld = "1234z".parse::<hupai::tiles::Melds>();
/// assert!(meld.is_err()); // four different honours make no meld
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum MeldShape {
    /// Three consecutive ranks of one number suit (吃).
    #[default]
    Run,
    /// Three of a kind (碰).
    Triplet,
    /// Four of a kind (杠); it counts as one meld of three towards the hand's size.
    Kong,
    /// Three different winds, or the three dragons (only where the rules make them
    /// melds: `honour_melds = "winds-and-dragons"`).
    HonourSet,
}

/// One exposed meld: its tiles, in tile order.
///
/// ```
/// let melds: hupai::tiles::Melds = "789s".parse()?;
/// let meld = melds.iter().next().unwrap();
/// assert_eq!(meld.tiles().map(|t| t.to_string()).collect::<Vec<_>>(), ["7s", "8s", "9s"]);
/// # Ok::<(), hupai::MeldsError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Meld {
    ids: [u8; 4],
    len: u8,
    shape: MeldShape,
    concealed: bool,
    /// How many of its fives are red (`0` in MPSZ, `5mr` in mjai).
    red: u8,
}

impl Meld {
    /// The meld made of `hand`'s tiles, if they make one.
    fn of(hand: &Hand) -> Option<Meld> {
        if hand.jokers() > 0 {
            return None;
        }
        let tiles: Vec<Tile> = hand.tiles().collect();
        let same = tiles.windows(2).all(|w| w[0] == w[1]);
        let shape = match tiles[..] {
            [_, _, _, _] if same => MeldShape::Kong,
            [_, _, _] if same => MeldShape::Triplet,
            [a, b, c] if a.suit().is_numbered() => {
                let consecutive = b.id() == a.id() + 1 && c.id() == b.id() + 1;
                (consecutive && a.suit() == c.suit()).then_some(MeldShape::Run)?
            }
            [a, b, c] if a.id() < b.id() && b.id() < c.id() => {
                let winds = |t: Tile| t.rank() <= 4;
                let same_group = winds(a) == winds(c);
                (c.suit() == a.suit() && same_group).then_some(MeldShape::HonourSet)?
            }
            _ => return None,
        };
        let mut ids = [0u8; 4];
        for (slot, tile) in ids.iter_mut().zip(&tiles) {
            *slot = tile.id() as u8;
        }
        Some(Meld {
            ids,
            len: tiles.len() as u8,
            shape,
            concealed: false,
            red: 0,
        })
    }

    /// The meld with `red` of its fives red, or `None` when it holds fewer fives.
    fn with_red_fives(mut self, red: u8) -> Option<Meld> {
        let fives = (self.tiles())
            .filter(|t| t.suit().is_numbered() && t.rank() == 5)
            .count();
        (usize::from(red) <= fives).then(|| {
            self.red = red;
            self
        })
    }

    /// How many of its fives are red (`067s`: one).
    ///
    /// ```
    /// let melds: hupai::tiles::Melds = "067s,0555p,555m".parse()?;
    /// let red: Vec<u8> = melds.iter().map(|m| m.red_fives()).collect();
    /// assert_eq!(red, [1, 1, 0]);
    /// # Ok::<(), hupai::MeldsError>(())
    /// ```
    pub const fn red_fives(&self) -> u8 {
        self.red
    }

    /// Whether it is a concealed kong (暗杠, written in parentheses): declared from
    /// the hand, not called from a discard, so the hand stays closed.
    ///
    /// ```
    /// let melds: hupai::tiles::Melds = "(1111m),2222m".parse()?;
    /// let concealed: Vec<bool> = melds.iter().map(|m| m.is_concealed()).collect();
    /// assert_eq!(concealed, [true, false]);
    /// # Ok::<(), hupai::MeldsError>(())
    /// ```
    pub const fn is_concealed(&self) -> bool {
        self.concealed
    }

    /// Its first tile (the lowest of a run).
    ///
    /// ```
    /// let melds: hupai::tiles::Melds = "789s".parse()?;
    /// assert_eq!(melds.iter().next().unwrap().first().to_string(), "7s");
    /// # Ok::<(), hupai::MeldsError>(())
    /// ```
    pub fn first(&self) -> Tile {
        Tile::from_id(usize::from(self.ids[0])).expect("a meld holds tiles")
    }

    /// What the meld is.
    ///
    /// ```
    /// let melds: hupai::tiles::Melds = "5555z".parse()?;
    /// assert_eq!(melds.iter().next().unwrap().shape(), hupai::tiles::MeldShape::Kong);
    /// # Ok::<(), hupai::MeldsError>(())
    /// ```
    pub const fn shape(&self) -> MeldShape {
        self.shape
    }

    /// Its tiles (three, or four for a kong), in tile order.
    ///
    /// ```
    /// let melds: hupai::tiles::Melds = "1111m".parse()?;
    /// assert_eq!(melds.iter().next().unwrap().tiles().count(), 4);
    /// # Ok::<(), hupai::MeldsError>(())
    /// ```
    pub fn tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        let ids = &self.ids[..usize::from(self.len)];
        ids.iter()
            .map(|&id| Tile::from_id(usize::from(id)).expect("a meld holds tiles"))
    }
}

/// Prints as MPSZ: `789s`, a concealed kong in parentheses: `(5555z)`, red fives as
/// `0` (`067s`).
impl fmt::Display for Meld {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tiles: Vec<Tile> = self.tiles().collect();
        let plain = Hand::from_tiles(&tiles, 0).expect("a meld is a small hand");
        // One suit: its first fives are the red ones.
        let hand = plain.to_string().replacen('5', "0", usize::from(self.red));
        match self.concealed {
            true => write!(f, "({hand})"),
            false => write!(f, "{hand}"),
        }
    }
}

/// The melds a hand has exposed, at most [`Melds::MAX`]; none is the default.
///
/// ```
/// use hupai::tiles::Melds;
/// assert!(Melds::default().is_empty());
/// assert!("".parse::<Melds>()?.is_empty());
/// assert_eq!("123m 456m".parse::<Melds>()?.len(), 2); // commas or whitespace
/// assert!("12m".parse::<Melds>().is_err());
/// assert!("111m,111m,111m,111m,111m,111m".parse::<Melds>().is_err());
/// # Ok::<(), hupai::MeldsError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Melds {
    melds: [Meld; MAX_MELDS],
    len: u8,
}

impl Melds {
    /// The most melds a hand exposes: five, beside a pair, in a 17-tile hand.
    ///
    /// ```
    /// assert_eq!(hupai::tiles::melds::Melds::MAX, 5);
    /// ```
    pub const MAX: usize = MAX_MELDS;

    /// The melds, in the order given.
    ///
    /// ```
    /// let melds: hupai::tiles::Melds = "789s,111p".parse()?;
    /// assert_eq!(melds.iter().next().unwrap().to_string(), "789s");
    /// # Ok::<(), hupai::MeldsError>(())
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = &Meld> + '_ {
        self.melds[..usize::from(self.len)].iter()
    }

    /// How many melds.
    ///
    /// ```
    /// assert_eq!("111p".parse::<hupai::tiles::Melds>()?.len(), 1);
    /// # Ok::<(), hupai::MeldsError>(())
    /// ```
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether there are none.
    ///
    /// ```
    /// assert!(hupai::tiles::Melds::default().is_empty());
    /// ```
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Copies of each kind the melds hold (four for a kong), by tile id.
    ///
    /// ```
    /// let melds: hupai::tiles::Melds = "111p,1111m".parse()?;
    /// let counts = melds.counts();
    /// assert_eq!((counts[0], counts[9]), (4, 3));
    /// # Ok::<(), hupai::MeldsError>(())
    /// ```
    pub fn counts(&self) -> [u8; KINDS] {
        let mut counts = [0u8; KINDS];
        for tile in self.iter().flat_map(Meld::tiles) {
            counts[tile.id()] += 1;
        }
        counts
    }

    /// The red fives the melds hold, by suit (man, pin, sou).
    ///
    /// ```
    /// let melds: hupai::tiles::Melds = "067s,(0555p),340m".parse()?;
    /// assert_eq!(melds.red_fives(), [1, 1, 1]);
    /// # Ok::<(), hupai::MeldsError>(())
    /// ```
    pub fn red_fives(&self) -> [u8; 3] {
        let mut red = [0u8; 3];
        for meld in self.iter().filter(|m| m.red > 0) {
            red[meld.first().suit() as usize] += meld.red;
        }
        red
    }

    /// Adds a meld written as mjai tile names (`["5mr", "6m", "7m"]`: a red five
    /// counted), as an mjai client meets each call; `concealed` for an ankan.
    ///
    /// ```
    /// let mut melds = hupai::tiles::Melds::default();
    /// melds.push_mjai(&["5pr", "5p", "5p"], false)?;
    /// melds.push_mjai(&["C", "C", "C", "C"], true)?;
    /// assert_eq!(melds.to_string(), "055p,(7777z)");
    /// assert_eq!(melds.red_fives(), [0, 1, 0]);
    /// assert!(melds.push_mjai(&["1m", "2m"], false).is_err());
    /// # Ok::<(), hupai::MeldsError>(())
    /// ```
    pub fn push_mjai<S: AsRef<str>>(
        &mut self,
        names: &[S],
        concealed: bool,
    ) -> Result<(), MeldsError> {
        let number = self.len() + 1;
        let written = || {
            let names: Vec<&str> = names.iter().map(AsRef::as_ref).collect();
            crate::tiles::errors::excerpt(&names.join(" "))
        };
        let hand = Hand::from_mjai(names, 0).map_err(|error| MeldsError::Notation {
            meld: number,
            error: error.into(),
        })?;
        let red = names.iter().filter(|n| n.as_ref().ends_with('r')).count();
        let meld = Meld::of(&hand).ok_or_else(|| MeldsError::NotAMeld {
            meld: number,
            text: written(),
        })?;
        self.push(meld, red, concealed, written)
    }

    /// Adds `meld` with `red` red fives, concealed or not; refuses a sixth meld, red
    /// fives it does not hold, and a concealed meld that is no kong.
    fn push(
        &mut self,
        meld: Meld,
        red: usize,
        concealed: bool,
        written: impl Fn() -> String,
    ) -> Result<(), MeldsError> {
        let number = self.len() + 1;
        if self.len() >= MAX_MELDS {
            return Err(MeldsError::TooMany { count: number });
        }
        let mut meld = u8::try_from(red)
            .ok()
            .and_then(|red| meld.with_red_fives(red))
            .ok_or_else(|| MeldsError::NotAMeld {
                meld: number,
                text: written(),
            })?;
        if concealed {
            if meld.shape != MeldShape::Kong {
                return Err(MeldsError::ConcealedNotKong {
                    meld: number,
                    text: written(),
                });
            }
            meld.concealed = true;
        }
        self.melds[self.len()] = meld;
        self.len += 1;
        Ok(())
    }
}

impl FromStr for Melds {
    type Err = MeldsError;

    /// Reads melds separated by commas or whitespace; see the module doc. Nothing
    /// between two commas (or after the last) is a meld left out, refused.
    fn from_str(text: &str) -> Result<Melds, MeldsError> {
        let mut melds = Melds::default();
        let mut parts = Vec::new();
        let commas = text.trim().contains(',');
        for piece in text.split(',') {
            if commas && piece.trim().is_empty() {
                return Err(MeldsError::Empty {
                    meld: parts.len() + 1,
                });
            }
            parts.extend(piece.split_whitespace());
            if parts.len() > MAX_MELDS {
                break;
            }
        }
        for (index, part) in parts.into_iter().enumerate() {
            let number = index + 1;
            if index >= MAX_MELDS {
                return Err(MeldsError::TooMany { count: number });
            }
            let written = || crate::tiles::errors::excerpt(part);
            let inner = part.strip_prefix('(').and_then(|p| p.strip_suffix(')'));
            let tiles = inner.unwrap_or(part);
            let hand: Hand = tiles.parse().map_err(|error| MeldsError::Notation {
                meld: number,
                error,
            })?;
            let meld = Meld::of(&hand).ok_or_else(|| MeldsError::NotAMeld {
                meld: number,
                text: written(),
            })?;
            // The text parsed, so each `0` is a red five of a number suit.
            let red = tiles.chars().filter(|&c| c == '0').count();
            melds.push(meld, red, inner.is_some(), written)?;
        }
        Ok(melds)
    }
}

/// Prints as the melds were written, commas between: `111p,789s`.
impl fmt::Display for Melds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, meld) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{meld}")?;
        }
        Ok(())
    }
}
