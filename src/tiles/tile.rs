//! Tile kinds and suits.
//!
//! A [`Tile`] is one of the 34 kinds, numbered 0..34 in the order used across the
//! ecosystem (Tenhou, the Ara data set): 1m–9m, 1p–9p, 1s–9s, then East, South, West,
//! North, White, Green, Red (1z–7z).

use std::fmt;

/// Number of tile kinds.
pub const KINDS: usize = 34;

/// Copies of each kind in a set.
pub const COPIES: u8 = 4;

/// The four suits: three number suits of nine ranks and the honours of seven.
///
/// ```
/// use hupai::Suit;
/// assert_eq!(Suit::Pin.letter(), 'p');
/// assert_eq!(Suit::Honours.ranks(), 7);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    /// Characters (万), `m`.
    Man,
    /// Dots (筒), `p`.
    Pin,
    /// Bamboo (条), `s`.
    Sou,
    /// Winds and dragons (字), `z`.
    Honours,
}

impl Suit {
    /// All suits in tile order.
    pub const ALL: [Suit; 4] = [Suit::Man, Suit::Pin, Suit::Sou, Suit::Honours];

    /// The MPSZ letter of the suit.
    ///
    /// ```
    /// assert_eq!(hupai::Suit::Honours.letter(), 'z');
    /// ```
    pub const fn letter(self) -> char {
        match self {
            Suit::Man => 'm',
            Suit::Pin => 'p',
            Suit::Sou => 's',
            Suit::Honours => 'z',
        }
    }

    /// The suit named by an MPSZ letter.
    ///
    /// ```
    /// assert_eq!(hupai::Suit::from_letter('s'), Some(hupai::Suit::Sou));
    /// assert_eq!(hupai::Suit::from_letter('x'), None);
    /// ```
    pub const fn from_letter(letter: char) -> Option<Suit> {
        match letter {
            'm' => Some(Suit::Man),
            'p' => Some(Suit::Pin),
            's' => Some(Suit::Sou),
            'z' => Some(Suit::Honours),
            _ => None,
        }
    }

    /// Ranks in the suit: 9 for number suits, 7 for honours.
    ///
    /// ```
    /// assert_eq!(hupai::Suit::Man.ranks(), 9);
    /// ```
    pub const fn ranks(self) -> usize {
        match self {
            Suit::Honours => 7,
            _ => 9,
        }
    }

    /// Tile id of rank 1 of this suit.
    ///
    /// ```
    /// assert_eq!(hupai::Suit::Honours.first_id(), 27);
    /// ```
    pub const fn first_id(self) -> usize {
        self as usize * 9
    }

    /// Whether this is a number suit (its tiles can form runs).
    ///
    /// ```
    /// assert!(!hupai::Suit::Honours.is_numbered());
    /// ```
    pub const fn is_numbered(self) -> bool {
        !matches!(self, Suit::Honours)
    }
}

/// One of the 34 tile kinds.
///
/// ```
/// use hupai::{Suit, Tile};
/// let red: Tile = "7z".parse()?;
/// assert_eq!(red.id(), 33);
/// assert_eq!(red.suit(), Suit::Honours);
/// assert_eq!(red.to_string(), "7z");
/// # Ok::<(), hupai::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tile(u8);

impl Tile {
    /// The tile with id `id` (0..34), or `None` when out of range.
    ///
    /// ```
    /// assert_eq!(hupai::Tile::from_id(0).unwrap().to_string(), "1m");
    /// assert!(hupai::Tile::from_id(34).is_none());
    /// ```
    pub const fn from_id(id: usize) -> Option<Tile> {
        if id < KINDS {
            Some(Tile(id as u8))
        } else {
            None
        }
    }

    /// The tile of `rank` (1-based) in `suit`, or `None` when the rank does not exist.
    ///
    /// ```
    /// use hupai::{Suit, Tile};
    /// assert_eq!(Tile::new(Suit::Pin, 5).unwrap().id(), 13);
    /// assert!(Tile::new(Suit::Honours, 8).is_none());
    /// ```
    pub const fn new(suit: Suit, rank: usize) -> Option<Tile> {
        if rank >= 1 && rank <= suit.ranks() {
            Some(Tile((suit.first_id() + rank - 1) as u8))
        } else {
            None
        }
    }

    /// The tile named by exactly a digit and a suit letter (`5m`, `0p` for a red five,
    /// `7z`), or `None`. Hands are read by [`Hand`](crate::Hand)'s `FromStr`; this is for names alone.
    ///
    /// ```
    /// use hupai::Tile;
    /// assert_eq!(Tile::from_name("0p"), Tile::from_name("5p"));
    /// assert_eq!(Tile::from_name("7z").map(|t| t.id()), Some(33));
    /// assert_eq!(Tile::from_name("8z"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<Tile> {
        let mut chars = name.chars();
        let (Some(digit), Some(letter), None) = (chars.next(), chars.next(), chars.next()) else {
            return None;
        };
        let suit = Suit::from_letter(letter)?;
        match digit.to_digit(10)? {
            0 if suit.is_numbered() => Tile::new(suit, 5),
            rank => Tile::new(suit, rank as usize),
        }
    }

    /// The tile of an mjai name: `1m`..`9m` (likewise `p`, `s`), `5mr` (a red five,
    /// still a five), and the honours `E S W N P F C` (1z..7z); `None` for anything else.
    ///
    /// ```
    /// use hupai::Tile;
    /// assert_eq!(Tile::from_mjai("5pr"), Tile::from_name("5p"));
    /// assert_eq!(Tile::from_mjai("C"), Tile::from_name("7z"));
    /// assert_eq!(Tile::from_mjai("E").map(|t| t.to_string()).as_deref(), Some("1z"));
    /// assert_eq!(Tile::from_mjai("7z"), None);
    /// assert_eq!(Tile::from_mjai("?"), None);
    /// ```
    pub fn from_mjai(name: &str) -> Option<Tile> {
        const HONOURS: &str = "ESWNPFC";
        if let Some(at) = HONOURS.find(name).filter(|_| name.len() == 1) {
            return Tile::new(Suit::Honours, at + 1);
        }
        let number = name
            .strip_suffix('r')
            .filter(|five| five.starts_with('5'))
            .unwrap_or(name);
        let tile = Tile::from_name(number)?;
        (tile.suit().is_numbered() && !number.starts_with('0')).then_some(tile)
    }

    /// The tile of a 136-tile id (`kind × 4 + copy`, 0..136: Tenhou, MahjongRepository),
    /// or `None` when out of range. Every copy of a kind is the same tile; a red five
    /// (Tenhou's 16, 52, 88) is a five.
    ///
    /// ```
    /// use hupai::Tile;
    /// assert_eq!(Tile::from_id_136(16), Tile::from_name("5m"));
    /// assert_eq!(Tile::from_id_136(135), Tile::from_name("7z"));
    /// assert_eq!(Tile::from_id_136(136), None);
    /// ```
    pub const fn from_id_136(id: usize) -> Option<Tile> {
        Tile::from_id(id / 4)
    }

    /// The tile id, 0..34.
    ///
    /// ```
    /// assert_eq!(hupai::Tile::from_id(9).unwrap().id(), 9);
    /// ```
    pub const fn id(self) -> usize {
        self.0 as usize
    }

    /// The suit of the tile.
    ///
    /// ```
    /// assert_eq!(hupai::Tile::from_id(9).unwrap().suit(), hupai::Suit::Pin);
    /// ```
    pub const fn suit(self) -> Suit {
        Suit::ALL[self.0 as usize / 9]
    }

    /// The 1-based rank in the suit.
    ///
    /// ```
    /// assert_eq!(hupai::Tile::from_id(9).unwrap().rank(), 1);
    /// ```
    pub const fn rank(self) -> usize {
        self.0 as usize % 9 + 1
    }

    /// Whether the tile is a terminal (1 or 9 of a number suit) or an honour.
    ///
    /// ```
    /// assert!("9s".parse::<hupai::Tile>()?.is_orphan());
    /// assert!(!"5s".parse::<hupai::Tile>()?.is_orphan());
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub const fn is_orphan(self) -> bool {
        !self.suit().is_numbered() || self.rank() == 1 || self.rank() == 9
    }

    /// Every kind, in id order.
    ///
    /// ```
    /// assert_eq!(hupai::Tile::all().count(), 34);
    /// ```
    pub fn all() -> impl Iterator<Item = Tile> {
        (0..KINDS as u8).map(Tile)
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank(), self.suit().letter())
    }
}

impl fmt::Debug for Tile {
    /// As [`Display`](fmt::Display): `7z`, not a tile id, in assertion messages and logs.
    ///
    /// ```
    /// let red: hupai::Tile = "7z".parse()?;
    /// assert_eq!(format!("{red:?}"), "7z");
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A tile is written and read by its name (`"5m"`), with or without the `serde`
/// feature: rules files name tiles.
impl serde::Serialize for Tile {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Tile {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Tile, D::Error> {
        let name = <String as serde::Deserialize>::deserialize(deserializer)?;
        Tile::from_name(&name).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "{name:?} is not a tile (expected a name such as 5m or 7z)"
            ))
        })
    }
}
