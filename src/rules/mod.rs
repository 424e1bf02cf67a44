//! Rule sets: which melds, pairs and special forms make a win.
//!
//! A rule set is data, written in TOML (every field is described in docs/rules.md, "Writing
//! a rules file"). The built-in sets live in `tables/*.toml`, each beside its generated
//! table file. This module depends on nothing in the crate but [`crate::tiles`].

use std::fmt;

use serde::de::{self, Deserializer, SeqAccess, Visitor};
use serde::ser::Serializer;
use serde::{Deserialize, Serialize};

use crate::tiles::errors::{cut, excerpt};
use crate::tiles::tile::{KINDS, Suit, Tile};

/// What three honours make a meld.
///
/// ```
/// use hupai::rules::HonourMelds;
/// assert_eq!(HonourMelds::default(), HonourMelds::Triplets);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum HonourMelds {
    /// Three of a kind only.
    #[default]
    Triplets,
    /// Also any three different winds, and White + Green + Red.
    WindsAndDragons,
}

/// Which pairs the standard form accepts.
///
/// In a rules file: `"any"`, `"258"`, or a list of the kinds a pair may be of.
///
/// ```
/// use hupai::rules::{PairRule, Rules, TileSet};
/// assert_eq!(PairRule::default(), PairRule::Any);
/// let honours = Rules::from_toml(r#"pair = ["1z", "2z", "3z", "4z", "5z", "6z", "7z"]"#)?;
/// assert!(matches!(honours.pair, PairRule::Kinds(set) if set.len() == 7));
/// # Ok::<(), hupai::rules::RulesError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum PairRule {
    /// Any two of a kind.
    #[default]
    Any,
    /// Two 2s, 5s or 8s of one number suit (长沙 二五八将).
    TwoFiveEight,
    /// Two of a kind of these kinds (a restricted pair, as `pair_tiles` elsewhere).
    Kinds(TileSet),
}

impl PairRule {
    /// Whether a pair of `tile` is allowed (kinds out of play aside).
    ///
    /// ```
    /// use hupai::rules::PairRule;
    /// assert!(PairRule::TwoFiveEight.allows("5p".parse()?));
    /// assert!(!PairRule::TwoFiveEight.allows("5z".parse()?));
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn allows(self, tile: Tile) -> bool {
        match self {
            PairRule::Any => true,
            PairRule::TwoFiveEight => tile.suit().is_numbered() && matches!(tile.rank(), 2 | 5 | 8),
            PairRule::Kinds(kinds) => kinds.contains(tile),
        }
    }
}

/// Whether and how seven pairs wins.
///
/// ```
/// use hupai::rules::SevenPairs;
/// assert_eq!(SevenPairs::default(), SevenPairs::FourAsTwoPairs);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SevenPairs {
    /// Seven pairs is not a winning form.
    Off,
    /// Seven different kinds (riichi).
    Distinct,
    /// A four of a kind counts as two pairs (龙七对).
    #[default]
    FourAsTwoPairs,
}

/// An enumerated rules field: written and read by name, and a wrong value answered
/// with the names the field takes.
trait Named: Copy + PartialEq + 'static {
    /// Every value with its name in a rules file.
    const NAMES: &'static [(&'static str, Self)];

    /// The name of `self` in a rules file.
    fn name(self) -> &'static str {
        (Self::NAMES.iter())
            .find(|(_, value)| *value == self)
            .expect("every value has a name")
            .0
    }
}

/// Reads a [`Named`] value, any other value answered with the names allowed.
struct NamedVisitor<T>(std::marker::PhantomData<T>);

impl<T: Named> Visitor<'_> for NamedVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&one_of::<T>())
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<T, E> {
        (T::NAMES.iter())
            .find(|(name, _)| *name == text)
            .map(|&(_, value)| value)
            .ok_or_else(|| {
                // The suggestion first: a reader stops at it, and the list after it
                // is whole.
                let names = T::NAMES.iter().map(|&(name, _)| name);
                let hint = nearest(text, names)
                    .map_or(String::new(), |name| format!(" (did you mean \"{name}\"?)"));
                E::custom(format_args!(
                    "unknown value \"{}\"{hint}, expected {}",
                    excerpt(text),
                    one_of::<T>()
                ))
            })
    }
}

/// `one of "a", "b", …`: the names a [`Named`] field takes.
fn one_of<T: Named>() -> String {
    let names: Vec<String> = T::NAMES.iter().map(|(n, _)| format!("{n:?}")).collect();
    format!("one of {}", names.join(", "))
}

/// Serialize and Deserialize by [`Named`] names.
macro_rules! serde_by_name {
    ($($named:ty),*) => {$(
        impl Serialize for $named {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.name())
            }
        }

        impl<'de> Deserialize<'de> for $named {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                deserializer.deserialize_any(NamedVisitor(std::marker::PhantomData))
            }
        }
    )*};
}

serde_by_name!(HonourMelds, SevenPairs);

mod fan_table;
mod file;
mod guobiao;
mod riichi;
mod scoring;
pub(crate) use fan_table::FanExclusions;
pub(crate) use fan_table::MAX_TABLE_FANS;
pub use fan_table::{Bloodbath, Combine, FanTable, Predicate, TableFan};
pub use guobiao::GuobiaoRules;
pub use riichi::{
    Busting, GameLength, KanAfterRiichi, Kuikae, MultipleRon, Pao, Payout, Renhou, RiichiRules,
};
pub use scoring::Scoring;

impl Serialize for PairRule {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match *self {
            PairRule::Kinds(kinds) => serializer.collect_seq(kinds.tiles()),
            named => serializer.serialize_str(named.name()),
        }
    }
}

impl<'de> Deserialize<'de> for PairRule {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<PairRule, D::Error> {
        /// A name, as [`Named`] reads it, or a list of tiles.
        struct PairVisitor;
        impl<'de> Visitor<'de> for PairVisitor {
            type Value = PairRule;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                NamedVisitor::<PairRule>(std::marker::PhantomData).expecting(f)?;
                f.write_str(", or a list of tiles such as [\"2m\", \"5z\"]")
            }
            fn visit_str<E: de::Error>(self, text: &str) -> Result<PairRule, E> {
                NamedVisitor(std::marker::PhantomData)
                    .visit_str(text)
                    .map_err(|_: E| E::invalid_value(de::Unexpected::Str(&excerpt(text)), &self))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<PairRule, A::Error> {
                tiles_of_seq(seq).map(PairRule::Kinds)
            }
        }
        deserializer.deserialize_any(PairVisitor)
    }
}

impl Named for HonourMelds {
    const NAMES: &'static [(&'static str, Self)] = &[
        ("triplets", HonourMelds::Triplets),
        ("winds-and-dragons", HonourMelds::WindsAndDragons),
    ];
}

impl Named for PairRule {
    const NAMES: &'static [(&'static str, Self)] =
        &[("any", PairRule::Any), ("258", PairRule::TwoFiveEight)];
}

impl Named for SevenPairs {
    const NAMES: &'static [(&'static str, Self)] = &[
        ("off", SevenPairs::Off),
        ("distinct", SevenPairs::Distinct),
        ("four-as-two-pairs", SevenPairs::FourAsTwoPairs),
    ];
}

/// The kinds a joker may stand for ([`Jokers::stands_for`]).
///
/// ```
/// use hupai::rules::{Rules, StandsFor};
/// let rules = Rules::from_toml("[jokers]\nkinds = [\"5p\"]\nstands_for = \"own-suit\"")?;
/// assert_eq!(rules.jokers.stands_for, StandsFor::OwnSuit);
/// assert_eq!(rules.joker_targets().len(), 9); // 1p to 9p
/// # Ok::<(), hupai::rules::RulesError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum StandsFor {
    /// Any kind in play.
    #[default]
    Any,
    /// The number tiles only (`"numbers"`).
    Numbers,
    /// The honours only (`"honours"`).
    Honours,
    /// The kinds of the one joker kind's suit (`"own-suit"`: a 5p joker stands for
    /// 1p to 9p).
    OwnSuit,
    /// These kinds (a list of tiles in a rules file).
    Kinds(TileSet),
}

impl Named for StandsFor {
    const NAMES: &'static [(&'static str, Self)] = &[
        ("any", StandsFor::Any),
        ("numbers", StandsFor::Numbers),
        ("honours", StandsFor::Honours),
        ("own-suit", StandsFor::OwnSuit),
    ];
}

impl Serialize for StandsFor {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match *self {
            StandsFor::Kinds(kinds) => serializer.collect_seq(kinds.tiles()),
            named => serializer.serialize_str(named.name()),
        }
    }
}

impl<'de> Deserialize<'de> for StandsFor {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<StandsFor, D::Error> {
        /// A name, as [`Named`] reads it, or a list of tiles.
        struct TargetsVisitor;
        impl<'de> Visitor<'de> for TargetsVisitor {
            type Value = StandsFor;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                NamedVisitor::<StandsFor>(std::marker::PhantomData).expecting(f)?;
                f.write_str(", or a list of tiles such as [\"1m\", \"9m\"]")
            }
            fn visit_str<E: de::Error>(self, text: &str) -> Result<StandsFor, E> {
                NamedVisitor(std::marker::PhantomData)
                    .visit_str(text)
                    .map_err(|_: E| E::invalid_value(de::Unexpected::Str(&excerpt(text)), &self))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<StandsFor, A::Error> {
                tiles_of_seq(seq).map(StandsFor::Kinds)
            }
        }
        deserializer.deserialize_any(TargetsVisitor)
    }
}

/// For `skip_serializing_if`: a rules file without the field reads as before.
fn is_any(value: &StandsFor) -> bool {
    *value == StandsFor::Any
}

/// What jokers may do.
///
/// ```
/// let jokers = hupai::rules::Jokers::default();
/// assert!(jokers.fifth_copy);
/// assert_eq!(jokers.max, None);
/// assert!(jokers.kinds.is_empty());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
#[non_exhaustive]
pub struct Jokers {
    /// The most jokers a hand may hold (0: jokers are not played); none means no limit.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max: Option<u8>,
    /// Kinds whose every tile is a joker (红中癞子: `["7z"]`). They may be outside
    /// the tile set in play.
    pub kinds: Vec<Tile>,
    /// Whether a joker may stand for a fifth copy of a kind. When not, no kind may be
    /// used more than four times counting the jokers that stand for it, in every form.
    pub fifth_copy: bool,
    /// How many tiles of the one joker kind the wall holds (八红中: 8), where it is
    /// not four. Every joker in a hand is then one of them, written as the kind (four
    /// at most) or as `J`: a hand holding more is refused, a wait on the kind is
    /// exhausted once all are held, and hints count its live copies out of these.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub copies: Option<u8>,
    /// A kind whose tiles play as the one joker kind's natural tile (温州, 白板代财神:
    /// with `kinds = ["5p"]`, `stand_in = "5z"` makes every White a natural 5p). The
    /// stand-in is then never itself: a wait or draw of it is one of the natural tile.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stand_in: Option<Tile>,
    /// The kinds a joker may stand for, in every form and question: any kind in play
    /// (the default), the numbers, the honours, the joker kind's own suit, or a list.
    /// Rules whose jokers may stand for fewer kinds than are in play are answered by
    /// an exact search rather than the tables (see `docs/rules.md`).
    #[serde(skip_serializing_if = "is_any")]
    pub stands_for: StandsFor,
}

impl Default for Jokers {
    fn default() -> Jokers {
        Jokers {
            max: None,
            kinds: Vec::new(),
            fifth_copy: true,
            copies: None,
            stand_in: None,
            stands_for: StandsFor::Any,
        }
    }
}

impl Jokers {
    /// The most tiles of a joker kind a rules file may say the wall holds
    /// ([`Jokers::copies`]).
    ///
    /// ```
    /// assert_eq!(hupai::rules::Jokers::MAX_COPIES, 16);
    /// ```
    pub const MAX_COPIES: u8 = MAX_JOKER_COPIES;

    /// The most jokers a hand may hold: [`Jokers::max`], and no more than the wall's
    /// [`Jokers::copies`] of the joker kind.
    ///
    /// ```
    /// let mut jokers = hupai::rules::Jokers::default();
    /// assert_eq!(jokers.most_held(), None);
    /// jokers.copies = Some(8);
    /// assert_eq!(jokers.most_held(), Some(8));
    /// jokers.max = Some(4);
    /// assert_eq!(jokers.most_held(), Some(4));
    /// ```
    pub fn most_held(&self) -> Option<u8> {
        match (self.max, self.copies) {
            (Some(max), Some(copies)) => Some(max.min(copies)),
            (max, copies) => max.or(copies),
        }
    }
}

/// The kinds in play, one bit per tile id.
///
/// In a rules file: `"all"`, `"numbers"` (the three number suits), or a list of tile
/// names such as `["1m", "9m", "1p", "2p"]`.
///
/// ```
/// use hupai::{rules::TileSet, Tile};
/// let numbers = TileSet::NUMBERS;
/// assert!(numbers.contains(Tile::from_id(26).unwrap()));
/// assert!(!numbers.contains(Tile::from_id(27).unwrap()));
/// assert_eq!(numbers.len(), 27);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TileSet(u64);

impl fmt::Display for TileSet {
    /// The kinds in MPSZ, one of each, as waits are written (`123456789m7z`).
    ///
    /// ```
    /// use hupai::{rules::TileSet, Tile};
    /// let set = TileSet::of(&["7z".parse()?, "2m".parse()?, "1m".parse()?]);
    /// assert_eq!(set.to_string(), "12m7z");
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::tiles::notation::write_counts(f, |tile| u8::from(self.contains(tile)), 0)
    }
}

impl TileSet {
    /// All 34 kinds.
    pub const ALL: TileSet = TileSet((1 << KINDS) - 1);
    /// The 27 kinds of the number suits.
    pub const NUMBERS: TileSet = TileSet((1 << 27) - 1);

    /// The set of `tiles`.
    ///
    /// ```
    /// use hupai::{rules::TileSet, Tile};
    /// let set = TileSet::of(&[Tile::from_id(0).unwrap(), Tile::from_id(8).unwrap()]);
    /// assert_eq!(set.len(), 2);
    /// ```
    pub fn of(tiles: &[Tile]) -> TileSet {
        TileSet(tiles.iter().fold(0, |bits, t| bits | 1 << t.id()))
    }

    #[cfg(any(test, feature = "reference", feature = "serde"))]
    /// The set with `tile` added.
    pub(crate) const fn with(self, tile: Tile) -> TileSet {
        TileSet(self.0 | 1 << tile.id())
    }

    /// Whether `tile` is in the set.
    ///
    /// ```
    /// assert!(hupai::rules::TileSet::ALL.contains("7z".parse()?));
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub const fn contains(self, tile: Tile) -> bool {
        self.0 & 1 << tile.id() != 0
    }

    /// Whether the tile id `id` is in the set.
    ///
    /// ```
    /// assert!(!hupai::rules::TileSet::NUMBERS.contains_id(33));
    /// assert!(!hupai::rules::TileSet::ALL.contains_id(99));
    /// ```
    pub const fn contains_id(self, id: usize) -> bool {
        id < KINDS && self.0 & 1 << id != 0
    }

    /// How many kinds the set holds.
    ///
    /// ```
    /// assert_eq!(hupai::rules::TileSet::ALL.len(), 34);
    /// ```
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    ///
    /// ```
    /// assert!(hupai::rules::TileSet::of(&[]).is_empty());
    /// ```
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// One bit per tile id.
    ///
    /// ```
    /// assert_eq!(hupai::rules::TileSet::NUMBERS.bits(), (1 << 27) - 1);
    /// ```
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// The kinds of `suit` in the set, one bit per rank (bit 0 = rank 1).
    ///
    /// ```
    /// use hupai::{rules::TileSet, Suit};
    /// assert_eq!(TileSet::NUMBERS.ranks(Suit::Honours), 0);
    /// assert_eq!(TileSet::ALL.ranks(Suit::Honours), 0b111_1111);
    /// ```
    pub const fn ranks(self, suit: Suit) -> u16 {
        ((self.0 >> suit.first_id()) & ((1 << suit.ranks()) - 1)) as u16
    }

    /// The kinds, in id order.
    ///
    /// ```
    /// assert_eq!(hupai::rules::TileSet::NUMBERS.tiles().count(), 27);
    /// ```
    pub fn tiles(self) -> impl Iterator<Item = Tile> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            let id = bits.trailing_zeros() as usize;
            bits &= bits.wrapping_sub(1);
            Tile::from_id(id) // `None` (64) once every bit is taken
        })
    }

    /// The set of the tile ids whose bits are set (bits past 33 dropped).
    pub(crate) const fn from_bits(bits: u64) -> TileSet {
        TileSet(bits & TileSet::ALL.0)
    }
}

impl Default for TileSet {
    fn default() -> TileSet {
        TileSet::ALL
    }
}

impl Serialize for TileSet {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match *self {
            TileSet::ALL => serializer.serialize_str("all"),
            TileSet::NUMBERS => serializer.serialize_str("numbers"),
            set => serializer.collect_seq(set.tiles()),
        }
    }
}

impl<'de> Deserialize<'de> for TileSet {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<TileSet, D::Error> {
        struct TileSetVisitor;
        impl<'de> Visitor<'de> for TileSetVisitor {
            type Value = TileSet;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("\"all\", \"numbers\" or a list of tile names such as [\"1m\", \"7z\"]")
            }
            fn visit_str<E: de::Error>(self, text: &str) -> Result<TileSet, E> {
                match text {
                    "all" => Ok(TileSet::ALL),
                    "numbers" => Ok(TileSet::NUMBERS),
                    _ => Err(E::invalid_value(de::Unexpected::Str(text), &self)),
                }
            }
            fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<TileSet, A::Error> {
                tiles_of_seq(seq)
            }
        }
        deserializer.deserialize_any(TileSetVisitor)
    }
}

/// The set of the tiles a rules file lists.
fn tiles_of_seq<'de, A: SeqAccess<'de>>(mut seq: A) -> Result<TileSet, A::Error> {
    let mut tiles = Vec::new();
    while let Some(tile) = seq.next_element::<Tile>()? {
        tiles.push(tile);
    }
    Ok(TileSet::of(&tiles))
}

/// The fewest kinds a rule set may play (as many as thirteen orphans needs).
pub(crate) const MIN_KINDS: usize = 13;

/// The longest rule set name: names appear in every error message.
pub(crate) const MAX_NAME_CHARS: usize = 64;

/// The longest rules text read: a real rules file is a few hundred bytes.
pub(crate) const MAX_RULES_BYTES: usize = 64 * 1024;

/// The most tiles of a joker kind a rules file may say the wall holds
/// ([`Jokers::copies`]).
pub(crate) const MAX_JOKER_COPIES: u8 = 16;

/// Winning hand sizes: 3n+2 tiles, n = 0..=5.
pub(crate) const WINNING_SIZES: [u8; 6] = [2, 5, 8, 11, 14, 17];

/// A rule set. Every field has a default: an empty file is the `standard` rules.
///
/// ```
/// use hupai::rules::{Rules, SevenPairs};
/// let rules = Rules::from_toml(r#"
///     name = "house"
///     seven_pairs = "distinct"
///     thirteen_orphans = false
/// "#)?;
/// assert_eq!(rules.seven_pairs, SevenPairs::Distinct);
/// assert!(!rules.thirteen_orphans);
/// # Ok::<(), hupai::rules::RulesError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "file::RulesFile", into = "file::RulesFile")]
#[non_exhaustive]
pub struct Rules {
    /// A short name, shown in output and stored in table files.
    pub name: String,
    /// One line on where these rules are played.
    pub description: String,
    /// The kinds in play; a hand holding another kind (jokers aside) is an error.
    pub tiles: TileSet,
    /// Hand sizes that may win (each 3n+2, from 2 to 17).
    pub hand_sizes: Vec<u8>,
    /// Whether the standard form (melds and a pair) wins. Left out of a rules file
    /// written when on; off, some other form must win (a seven-pairs-only table).
    pub standard: bool,
    /// What three honours make a meld.
    pub honour_melds: HonourMelds,
    /// Which pairs the standard form accepts.
    pub pair: PairRule,
    /// Whether and how seven pairs wins (14 tiles only).
    pub seven_pairs: SevenPairs,
    /// Whether thirteen orphans wins (14 tiles only).
    pub thirteen_orphans: bool,
    /// The missing-suit rule (缺一门, 四川): a hand wins only when its tiles, jokers
    /// aside, are of at most two number suits (honours, where in play, do not count).
    /// Left out of a rules file, and of one written, when off.
    pub missing_suit: bool,
    /// Whether and how seven pairs and a triplet of another kind win (嚦咕嚦咕, 17
    /// tiles only); its pairs follow the same choices as [`Rules::seven_pairs`]. Off by
    /// default, and then left out of a rules file written.
    pub pairs_and_triplet: SevenPairs,
    /// Whether and how eight pairs and a lone tile win (17 tiles only, concealed); its
    /// pairs follow the same choices as [`Rules::seven_pairs`]: `Distinct`, nine
    /// different kinds; `FourAsTwoPairs`, four of a kind two pairs and three of a kind
    /// a pair and the lone tile. Off by default, and then left out of a rules file
    /// written.
    ///
    /// ```
    /// let mut rules = hupai::rules::Rules::named("eight-pairs");
    /// rules.hand_sizes = vec![17];
    /// rules.eight_pairs = hupai::rules::SevenPairs::FourAsTwoPairs;
    /// let engine = hupai::Engine::from_rules(rules)?;
    /// assert!(engine.is_win(&"1122334455667788m9p".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub eight_pairs: SevenPairs,
    /// Whether 全不靠 and 七星不靠 win (国标; 14 tiles, concealed). Left out of a
    /// rules file written when off.
    pub honours_and_knitted: bool,
    /// Whether 组合龙 wins (国标): a knitted set's nine tiles count as three melds.
    /// Left out of a rules file written when off.
    pub knitted_straight: bool,
    /// What jokers may do.
    pub jokers: Jokers,
    /// How a win is scored: riichi (the `[riichi]` section), 国标 (`[guobiao]`), a
    /// town's fan table (`[scoring]`), or not at all (the default: the rules judge
    /// shapes alone). One of the three sections at most.
    pub scoring: Scoring,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            name: "custom".to_string(),
            description: String::new(),
            tiles: TileSet::ALL,
            hand_sizes: WINNING_SIZES.to_vec(),
            standard: true,
            honour_melds: HonourMelds::default(),
            pair: PairRule::default(),
            seven_pairs: SevenPairs::default(),
            thirteen_orphans: true,
            missing_suit: false,
            pairs_and_triplet: SevenPairs::Off,
            eight_pairs: SevenPairs::Off,
            honours_and_knitted: false,
            knitted_straight: false,
            jokers: Jokers::default(),
            scoring: Scoring::None,
        }
    }
}

/// A rules file that cannot be read.
///
/// ```
/// let error = hupai::rules::Rules::from_toml("pair = \"369\"").unwrap_err();
/// assert!(error.to_string().contains("369"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RulesError {
    /// The TOML is malformed or a field has a value it cannot take; the message gives
    /// the line and column.
    #[error("bad rules file: {0}")]
    Toml(String),
    /// A field's value reads but makes no sense.
    #[error("bad rules file: field `{field}`: {message}")]
    Invalid {
        /// The field, as written in the file.
        field: &'static str,
        /// What is wrong with it.
        message: String,
    },
    /// The rules text is longer than any rules file needs to be.
    #[error("rules file is {bytes} bytes; a rules file is at most {MAX_RULES_BYTES}")]
    TooLarge {
        /// Bytes given (at least; reading stops past the limit).
        bytes: u64,
    },
    /// The rules file could not be read.
    #[error("cannot read rules file {path}: {message}")]
    Io {
        /// The path given (its start, if long).
        path: String,
        /// What the system said.
        message: String,
    },
    /// No built-in rule set has this name.
    #[error("no built-in rules named {name:?} (built in: {known})")]
    UnknownBuiltin {
        /// The name asked for (its start, if long).
        name: String,
        /// The names that exist, comma-separated.
        known: String,
    },
}

impl Rules {
    /// The default rules (the `standard` set's) under another name: where rules of
    /// your own start, a field changed at a time (the struct is `#[non_exhaustive]`,
    /// so later fields can come without breaking you).
    ///
    /// ```
    /// use hupai::rules::{Rules, SevenPairs};
    /// let mut rules = Rules::named("no-seven-pairs");
    /// rules.seven_pairs = SevenPairs::Off;
    /// assert!(rules.validate().is_ok());
    /// assert_eq!(Rules::named("x").seven_pairs, Rules::default().seven_pairs);
    /// ```
    pub fn named(name: &str) -> Rules {
        Rules {
            name: name.to_string(),
            ..Rules::default()
        }
    }

    /// The kinds in play a joker may stand for: [`Jokers::stands_for`] resolved
    /// (`own-suit` by the one joker kind's suit), kinds out of play left out.
    ///
    /// ```
    /// let mut rules = hupai::rules::Rules::named("numbers-jokers");
    /// assert_eq!(rules.joker_targets(), hupai::rules::TileSet::ALL);
    /// rules.jokers.stands_for = hupai::rules::StandsFor::Numbers;
    /// assert_eq!(rules.joker_targets(), hupai::rules::TileSet::NUMBERS);
    /// ```
    pub fn joker_targets(&self) -> TileSet {
        let kinds = match self.jokers.stands_for {
            StandsFor::Any => TileSet::ALL,
            StandsFor::Numbers => TileSet::NUMBERS,
            StandsFor::Honours => TileSet(TileSet::ALL.0 & !TileSet::NUMBERS.0),
            StandsFor::OwnSuit => match self.jokers.kinds[..] {
                [kind] => {
                    let suit = kind.suit();
                    let ids = ((1u64 << suit.ranks()) - 1) << suit.first_id();
                    TileSet(ids)
                }
                _ => TileSet(0),
            },
            StandsFor::Kinds(kinds) => kinds,
        };
        TileSet(kinds.0 & self.tiles.0)
    }

    /// Whether jokers, where the rules play any, stand for fewer kinds than are in
    /// play.
    pub(crate) fn jokers_restricted(&self) -> bool {
        self.jokers.max != Some(0) && self.joker_targets() != self.tiles
    }

    /// Reads a rule set from TOML text.
    ///
    /// ```
    /// let rules = hupai::rules::Rules::from_toml("honour_melds = \"winds-and-dragons\"")?;
    /// assert_eq!(rules.honour_melds, hupai::rules::HonourMelds::WindsAndDragons);
    /// # Ok::<(), hupai::rules::RulesError>(())
    /// ```
    pub fn from_toml(text: &str) -> Result<Rules, RulesError> {
        if text.len() > MAX_RULES_BYTES {
            return Err(RulesError::TooLarge {
                bytes: text.len() as u64,
            });
        }
        let rules: Rules = toml::from_str(text).map_err(|e| toml_error(text, &e))?;
        rules.validate()?;
        Ok(rules)
    }

    /// Reads a rules file, refusing one larger than 64 KiB before
    /// reading it.
    ///
    /// ```
    /// let path = std::env::temp_dir().join("hupai-doc-rules.toml");
    /// std::fs::write(&path, "seven_pairs = \"off\"")?;
    /// assert_eq!(hupai::rules::Rules::load(&path)?.seven_pairs, hupai::rules::SevenPairs::Off);
    /// assert!(hupai::rules::Rules::load("no/such/file.toml").is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn load(path: impl AsRef<std::path::Path>) -> Result<Rules, RulesError> {
        use std::io::Read;
        let path = path.as_ref();
        let io = |e: std::io::Error| RulesError::Io {
            path: excerpt(&path.display().to_string()),
            message: e.to_string(),
        };
        let mut text = String::new();
        std::fs::File::open(path)
            .map_err(io)?
            .take(MAX_RULES_BYTES as u64 + 1)
            .read_to_string(&mut text)
            .map_err(io)?;
        Rules::from_toml(&text)
    }

    /// Checks what the types alone cannot: hand sizes, the tile set, the names.
    ///
    /// ```
    /// use hupai::rules::Rules;
    /// let mut rules = Rules::default();
    /// rules.hand_sizes = vec![13];
    /// assert!(rules.validate().unwrap_err().to_string().contains("hand_sizes"));
    /// ```
    pub fn validate(&self) -> Result<(), RulesError> {
        let invalid = |field, message: String| Err(RulesError::Invalid { field, message });
        if self.name.is_empty()
            || self.name.contains(char::is_control)
            || self.name.chars().count() > MAX_NAME_CHARS
        {
            return invalid(
                "name",
                format!(
                    "{:?} is not a usable name (1 to {MAX_NAME_CHARS} characters, no control characters)",
                    self.name.chars().take(MAX_NAME_CHARS).collect::<String>()
                ),
            );
        }
        if self.hand_sizes.is_empty() {
            return invalid("hand_sizes", "no hand size would ever win".into());
        }
        if let Some(size) = self.hand_sizes.iter().find(|s| !WINNING_SIZES.contains(s)) {
            return invalid(
                "hand_sizes",
                format!("{size} is not a winning size (3n+2 tiles: 2, 5, 8, 11, 14 or 17)"),
            );
        }
        // Jokers left over form triplets and pairs of kinds nobody holds. Without
        // fifth copies each triplet needs a kind used at most once: 17 tiles use at
        // most 8 kinds twice and leave up to 5 triplets, so 13 kinds always suffice.
        if self.tiles.len() < MIN_KINDS {
            return invalid(
                "tiles",
                format!(
                    "{} kinds in play; a rule set needs at least {MIN_KINDS}",
                    self.tiles.len()
                ),
            );
        }
        self.validate_forms()
    }

    /// Refuses rules that contradict themselves, so that a rules author learns of the
    /// mistake at load time instead of from hands that never win.
    fn validate_forms(&self) -> Result<(), RulesError> {
        let invalid = |field, message: &str| {
            Err(RulesError::Invalid {
                field,
                message: message.to_string(),
            })
        };
        self.validate_jokers()?;
        let orphans_in_play = Tile::all()
            .filter(|t| t.is_orphan())
            .all(|t| self.tiles.contains(t));
        if self.thirteen_orphans && !orphans_in_play {
            return invalid(
                "thirteen_orphans",
                "thirteen orphans needs every terminal and honour in play (set thirteen_orphans = false)",
            );
        }
        if self.thirteen_orphans && self.missing_suit {
            return invalid(
                "thirteen_orphans",
                "thirteen orphans needs all three number suits, which missing_suit forbids",
            );
        }
        if self.pairs_and_triplet != SevenPairs::Off && !self.allows_size(17) {
            return invalid(
                "pairs_and_triplet",
                "seven pairs and a triplet is of 17 tiles, which hand_sizes leaves out",
            );
        }
        if self.eight_pairs != SevenPairs::Off && !self.allows_size(17) {
            return invalid(
                "eight_pairs",
                "eight pairs is of 17 tiles, which hand_sizes leaves out",
            );
        }
        self.validate_knitted()?;
        self.validate_sizes_won()?;
        match &self.scoring {
            Scoring::None => {}
            Scoring::Riichi(riichi) => {
                if !self.allows_size(14) || !self.standard {
                    return invalid(
                        "riichi",
                        "riichi scoring needs 14-tile hands of the standard form",
                    );
                }
                riichi.validate(|tile| self.tiles.contains(tile))?;
            }
            Scoring::Guobiao(guobiao) => self.validate_guobiao(guobiao)?,
            Scoring::Table(_) if !self.allows_size(14) => {
                return invalid(
                    "scoring",
                    "a fan table scores 14-tile wins, which hand_sizes leaves out",
                );
            }
            Scoring::Table(_) => {}
        }
        let pair_in_play = self.tiles.tiles().any(|t| self.pair.allows(t));
        if !pair_in_play {
            return invalid(
                "pair",
                "no kind the pair may be of is in play: the standard form could never win",
            );
        }
        Ok(())
    }

    /// Refuses joker fields that contradict each other.
    fn validate_jokers(&self) -> Result<(), RulesError> {
        let invalid = |field, message: String| Err(RulesError::Invalid { field, message });
        let jokers = &self.jokers;
        if jokers.max == Some(0) && !jokers.kinds.is_empty() {
            return invalid(
                "jokers",
                "joker kinds with max = 0: every hand holding one would be refused".into(),
            );
        }
        self.validate_stand_in()?;
        self.validate_stands_for()?;
        let Some(copies) = jokers.copies else {
            return Ok(());
        };
        if !(1..=MAX_JOKER_COPIES).contains(&copies) {
            return invalid(
                "jokers.copies",
                format!("{copies} copies; the wall holds 1 to {MAX_JOKER_COPIES} of a joker kind"),
            );
        }
        if jokers.kinds.len() != 1 {
            return invalid(
                "jokers.copies",
                format!(
                    "copies counts the tiles of the one joker kind, and kinds names {} (write kinds = [\"7z\"], say)",
                    jokers.kinds.len()
                ),
            );
        }
        Ok(())
    }

    /// Refuses kinds a joker may stand for that the rules cannot play: `own-suit`
    /// without one joker kind, no kind in play, or beside a natural stand-in, the
    /// knitted forms or the missing-suit rule (the exact search is not written for
    /// them).
    fn validate_stands_for(&self) -> Result<(), RulesError> {
        let stands_for = self.jokers.stands_for;
        if stands_for == StandsFor::Any {
            return Ok(());
        }
        let invalid = |message: String| {
            Err(RulesError::Invalid {
                field: "jokers.stands_for",
                message,
            })
        };
        if stands_for == StandsFor::OwnSuit && self.jokers.kinds.len() != 1 {
            return invalid(format!(
                "\"own-suit\" is the suit of the one joker kind, and kinds names {} (write kinds = [\"5p\"], say)",
                self.jokers.kinds.len()
            ));
        }
        if self.joker_targets().is_empty() {
            return invalid("no kind in play is left for a joker to stand for".into());
        }
        if !self.jokers_restricted() {
            return Ok(());
        }
        if self.jokers.stand_in.is_some() {
            return invalid(
                "a natural stand-in already fixes what its tiles play as; stands_for cannot be given with it".into(),
            );
        }
        if self.honours_and_knitted || self.knitted_straight || self.missing_suit {
            return invalid(
                "restricted jokers are not played with the knitted forms or missing_suit (国标 and 血战 play no jokers)".into(),
            );
        }
        Ok(())
    }

    /// Refuses a natural stand-in the rules cannot play: it needs one joker kind, both
    /// in play, and forms that never ask for the stand-in as itself.
    fn validate_stand_in(&self) -> Result<(), RulesError> {
        let Some(stand_in) = self.jokers.stand_in else {
            return Ok(());
        };
        let invalid = |message: String| {
            Err(RulesError::Invalid {
                field: "jokers.stand_in",
                message,
            })
        };
        let [kind] = self.jokers.kinds[..] else {
            return invalid(format!(
                "a stand-in plays as the one joker kind's natural tile, and kinds names {}",
                self.jokers.kinds.len()
            ));
        };
        if stand_in == kind || !self.tiles.contains(stand_in) || !self.tiles.contains(kind) {
            return invalid(format!(
                "{stand_in} standing in for {kind}: both must be in play, and differ"
            ));
        }
        if self.thirteen_orphans && stand_in.is_orphan()
            || self.honours_and_knitted
            || self.knitted_straight
        {
            return invalid(format!(
                "{stand_in} never plays as itself, which thirteen orphans (an orphan stand-in) and the knitted forms need"
            ));
        }
        Ok(())
    }

    /// Refuses a hand size no form the rules play can win at, naming the forms that
    /// could: without the standard form, a size is won only by the special forms'.
    fn validate_sizes_won(&self) -> Result<(), RulesError> {
        if self.standard {
            return Ok(()); // the standard form wins at every size
        }
        let special = [
            ("seven pairs", 14, self.seven_pairs != SevenPairs::Off),
            ("thirteen orphans", 14, self.thirteen_orphans),
            ("全不靠", 14, self.honours_and_knitted),
            (
                "seven pairs and a triplet",
                17,
                self.pairs_and_triplet != SevenPairs::Off,
            ),
            ("eight pairs", 17, self.eight_pairs != SevenPairs::Off),
        ];
        let played: Vec<(&str, u8)> = (special.iter())
            .filter(|(_, _, on)| *on)
            .map(|&(name, size, _)| (name, size))
            .collect();
        if played.is_empty() && !self.knitted_straight {
            return Err(RulesError::Invalid {
                field: "standard",
                message: "standard = false and no other form is played: no hand would ever win"
                    .into(),
            });
        }
        let won = |size: u8| {
            played.iter().any(|&(_, s)| s == size) || self.knitted_straight && size >= 11
        };
        match self.hand_sizes.iter().find(|&&size| !won(size)) {
            None => Ok(()),
            Some(size) => {
                let forms: Vec<String> = (played.iter())
                    .map(|(name, size)| format!("{name} at {size}"))
                    .chain(
                        self.knitted_straight
                            .then(|| "组合龙 at 11, 14 and 17".to_string()),
                    )
                    .collect();
                Err(RulesError::Invalid {
                    field: "hand_sizes",
                    message: format!(
                        "no form wins a hand of {size} tiles without the standard form ({} win): list only those sizes",
                        forms.join(", ")
                    ),
                })
            }
        }
    }

    /// Refuses 国标 scoring where its hands cannot be: other than 14 tiles, without the
    /// standard form, beside riichi scoring, or a minimum out of range. (A hand holding
    /// jokers is refused when scored.)
    fn validate_guobiao(&self, guobiao: &GuobiaoRules) -> Result<(), RulesError> {
        let invalid = |message: &str| {
            Err(RulesError::Invalid {
                field: "guobiao",
                message: message.to_string(),
            })
        };
        if !self.allows_size(14) || !self.standard {
            return invalid("国标 scoring needs 14-tile hands of the standard form");
        }
        guobiao.validate()
    }

    /// Refuses knitted forms (国标) their tiles or sizes leave out, or whose limits the
    /// engine does not model.
    fn validate_knitted(&self) -> Result<(), RulesError> {
        let invalid = |field, message: &str| {
            Err(RulesError::Invalid {
                field,
                message: message.to_string(),
            })
        };
        for (field, on) in [
            ("honours_and_knitted", self.honours_and_knitted),
            ("knitted_straight", self.knitted_straight),
        ] {
            if on && self.tiles != TileSet::ALL {
                return invalid(
                    field,
                    "the knitted forms need every tile in play (tiles = \"all\")",
                );
            }
            if on && self.missing_suit {
                return invalid(
                    field,
                    "the knitted forms need all three number suits, which missing_suit forbids",
                );
            }
        }
        if self.honours_and_knitted && !self.allows_size(14) {
            return invalid(
                "honours_and_knitted",
                "全不靠 is of 14 tiles, which hand_sizes leaves out",
            );
        }
        if self.knitted_straight && ![11, 14, 17].iter().any(|&s| self.allows_size(s)) {
            return invalid(
                "knitted_straight",
                "组合龙 needs hands of 11 tiles or more, which hand_sizes leaves out",
            );
        }
        if self.knitted_straight && !self.jokers.fifth_copy && self.jokers.max != Some(0) {
            return invalid(
                "knitted_straight",
                "组合龙 with jokers that may not be a fifth copy is not supported (set fifth_copy = true or max = 0)",
            );
        }
        Ok(())
    }

    /// Whether a hand of `size` tiles may win.
    ///
    /// ```
    /// assert!(hupai::rules::Rules::default().allows_size(17));
    /// ```
    pub fn allows_size(&self, size: usize) -> bool {
        self.hand_sizes.iter().any(|&s| usize::from(s) == size)
    }

    /// Writes the rule set as TOML.
    ///
    /// ```
    /// use hupai::rules::Rules;
    /// let rules = Rules::default();
    /// assert_eq!(Rules::from_toml(&rules.to_toml())?, rules);
    /// # Ok::<(), hupai::rules::RulesError>(())
    /// ```
    pub fn to_toml(&self) -> String {
        toml::to_string(self).expect("rules are plain data")
    }

    /// The parts of the rules that shape the per-suit tables; two rule sets with the
    /// same table rules share tables.
    ///
    /// ```
    /// use hupai::rules::Rules;
    /// let standard = Rules::default();
    /// let mut riichi = Rules::default();
    /// riichi.seven_pairs = hupai::rules::SevenPairs::Distinct;
    /// assert_eq!(standard.table_rules(), riichi.table_rules());
    /// ```
    pub fn table_rules(&self) -> TableRules {
        TableRules {
            honour_melds: self.honour_melds,
            pair_kinds: TileSet::of(
                &self
                    .tiles
                    .tiles()
                    .filter(|&t| self.pair.allows(t))
                    .collect::<Vec<_>>(),
            ),
            fifth_copy: self.jokers.fifth_copy,
            tiles: self.tiles,
        }
    }
}

/// The rules a suit table is generated for.
///
/// ```
/// let table_rules = hupai::rules::Rules::default().table_rules();
/// assert!(table_rules.fifth_copy);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TableRules {
    /// What three honours make a meld.
    pub honour_melds: HonourMelds,
    /// The kinds in play the standard form's pair may be of (its [`PairRule`]
    /// resolved: `"258"` and the list of the 2s, 5s and 8s make the same tables).
    pub pair_kinds: TileSet,
    /// Whether a joker may stand for a fifth copy.
    pub fifth_copy: bool,
    /// The kinds melds and pairs (and so jokers) may be made of.
    pub tiles: TileSet,
}

/// A TOML error as line, column, the line and what is wrong, with the line and long
/// quoted names cut (a line can be 64 KiB of anything; the TOML reader's own message
/// echoes it whole).
fn toml_error(text: &str, error: &toml::de::Error) -> RulesError {
    let raw = error.message().trim_end();
    let message: Vec<String> = (raw.split('`'))
        .enumerate()
        .map(|(i, part)| {
            if i % 2 == 1 {
                excerpt(part)
            } else {
                part.to_string()
            }
        })
        .collect();
    // Names holding backticks split into short parts: cut the whole message too.
    let message = cut(&message.join("`"), MESSAGE_CHARS) + &nearest_field_hint(raw);
    RulesError::Toml(match error.span() {
        Some(span) => {
            let start = (0..=span.start.min(text.len()))
                .rev()
                .find(|&at| text.is_char_boundary(at))
                .unwrap_or(0);
            let (before, after) = text.split_at(start);
            let line_start = before.rfind('\n').map_or(0, |at| at + 1);
            let number = before.matches('\n').count() + 1;
            let column = before[line_start..].chars().count() + 1;
            let line = &text[line_start..start + after.find('\n').unwrap_or(after.len())];
            let field = match field_at(&text[..line_start], &text[line_start..start], line) {
                Some(field) if !raw.starts_with("unknown field") => {
                    format!("field `{}`: ", excerpt(&field))
                }
                _ => String::new(),
            };
            format!(
                "line {number}, column {column} (`{}`): {field}{message}",
                excerpt(line.trim_end())
            )
        }
        None => message,
    })
}

/// The field whose value starts where `line` is cut into `before` and the rest, or
/// else the one the line sets, as a dotted path under the table the lines `above`
/// opened last: `jokers.fifth_copy`, and in an inline table of an array
/// (`fans = [{ name = "x", when = "all-pung" }]`, on one line or many)
/// `scoring.fans.when`; `None` for a line that sets none.
fn field_at(above: &str, before: &str, line: &str) -> Option<String> {
    let line_key = line.split_once('=').map(|(key, _)| key.trim());
    let value_key = (before.trim_end().strip_suffix('='))
        .map(|left| left.rsplit(['{', ',']).next().unwrap_or(left).trim());
    let key = value_key.or(line_key).filter(|key| is_key(key))?;
    // The array an inline table belongs to: this line's own key, or the last
    // `key = [` above for a line that starts inside one.
    let array = match line_key.filter(|k| is_key(k)) {
        Some(own) if own != key => Some(own),
        Some(_) => None,
        None => (above.lines().rev())
            .map(str::trim)
            .take_while(|l| !l.starts_with('['))
            .find_map(|l| {
                l.strip_suffix('[')
                    .and_then(|l| l.trim_end().strip_suffix('='))
            })
            .map(str::trim),
    };
    let table = (above.lines().rev())
        .map(str::trim)
        .find(|l| l.starts_with('['))
        .map(|header| header.trim_matches(|c| c == '[' || c == ']').trim());
    let path: Vec<&str> = [table, array, Some(key)].into_iter().flatten().collect();
    Some(path.join("."))
}

/// Whether `key` is a TOML key as a rules file writes one (bare, dotted or quoted).
fn is_key(key: &str) -> bool {
    !key.is_empty()
        && (key.chars()).all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | '"' | '\''))
}

/// For the TOML reader's "unknown field `x`, expected one of `a`, `b`": the known
/// field nearest `x` as a suggestion (` (did you mean `b`?)`), where one is near.
fn nearest_field_hint(message: &str) -> String {
    let Some(rest) = message.strip_prefix("unknown field `") else {
        return String::new();
    };
    let Some((given, known)) = rest.split_once('`') else {
        return String::new();
    };
    match nearest(given, known.split('`').skip(1).step_by(2)) {
        Some(name) => format!(" (did you mean `{name}`?)"),
        None => String::new(),
    }
}

/// The name among `known` nearest the misspelt `given`, where one is near enough
/// to suggest. Jaro-Winkler weighs a shared start: `copy` is near `copies`,
/// `all-pung` near `all-pungs`, `flowers` far from `jokers`.
pub(crate) fn nearest<'a>(given: &str, known: impl Iterator<Item = &'a str>) -> Option<&'a str> {
    // One character off is near at any length: a two-character fan name (平湖 for
    // 平胡) is only 0.7 alike by Jaro-Winkler.
    let likeness = |name: &str| match strsim::levenshtein(given, name) {
        1 if given.chars().count() >= 2 => NEAR.max(strsim::jaro_winkler(given, name)),
        _ => strsim::jaro_winkler(given, name),
    };
    known
        .map(|name| (likeness(name), name))
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .filter(|&(likeness, _)| likeness >= NEAR)
        .map(|(_, name)| name)
}

/// How alike (Jaro-Winkler) a misspelt field and a known one must be for the known
/// one to be suggested.
const NEAR: f64 = 0.8;

/// Characters of the TOML reader's message, at most: room for the longest list of
/// names a field takes (a fan table's predicates, about 450) whole.
const MESSAGE_CHARS: usize = 600;
