//! The groups a winning hand splits into, and a decomposition: the answer every
//! form's file gives of a winning hand, and the decompositions' search builds.

use std::fmt;

use crate::forms::Form;
use crate::tiles::hand::Hand;
use crate::tiles::tile::Tile;

/// What a group is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GroupKind {
    /// Three of a kind.
    Triplet,
    /// Three consecutive ranks of a number suit.
    Run,
    /// Three different honours (three winds, or the three dragons; `winds-and-dragons`).
    HonourSet,
    /// Two of a kind.
    Pair,
    /// One tile (thirteen orphans, 全不靠).
    Single,
    /// 1-4-7, 2-5-8 or 3-6-9 of one number suit: a third of a knitted set (组合龙).
    Knitted,
    /// Jokers alone, standing for any group of their size: any meld (3), any pair
    /// allowed by the rules (2), any terminal or honour (1, thirteen orphans).
    Any,
}

impl GroupKind {
    /// The name used in output.
    ///
    /// ```
    /// assert_eq!(hupai::decompose::GroupKind::HonourSet.name(), "honour-set");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            GroupKind::Triplet => "triplet",
            GroupKind::Run => "run",
            GroupKind::HonourSet => "honour-set",
            GroupKind::Pair => "pair",
            GroupKind::Single => "single",
            GroupKind::Knitted => "knitted",
            GroupKind::Any => "any",
        }
    }
}

/// One tile of a group: a real tile, or a joker and what it stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Slot {
    /// The tile; `None` for a joker in an [`GroupKind::Any`] group.
    pub tile: Option<Tile>,
    /// Whether a joker fills the slot.
    pub joker: bool,
}

/// A meld, a pair or a single, with its tiles.
///
/// ```
/// use hupai::Engine;
/// let hand = "12m456p789s11122zJ".parse()?;
/// let first = Engine::standard().decompositions(&hand)?.next().unwrap();
/// assert_eq!(first.groups()[0].to_string(), "12m[3m]");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Group {
    kind: GroupKind,
    slots: [Slot; 3],
    len: u8,
}

impl Group {
    /// A group of the tiles `kinds`, `real[i]` telling whether slot i holds a real
    /// tile (else a joker standing for it). Its kind follows from the tiles.
    pub(crate) fn new(kinds: &[usize], real: &[bool]) -> Group {
        let tile = |k: usize| Tile::from_id(k).expect("kind < KINDS");
        let mut slots = [Slot {
            tile: None,
            joker: true,
        }; 3];
        for (i, (&k, &r)) in kinds.iter().zip(real).enumerate() {
            slots[i] = Slot {
                tile: Some(tile(k)),
                joker: !r,
            };
        }
        // Slots in tile order, a kind's real tiles before its jokers: one form per group.
        slots[..kinds.len()].sort();
        let kind = match kinds {
            [_] => GroupKind::Single,
            [_, _] => GroupKind::Pair,
            [a, b, c] if a == b && b == c => GroupKind::Triplet,
            [a, b, c] if tile(*a).suit().is_numbered() && *b == a + 1 && *c == b + 1 => {
                GroupKind::Run
            }
            [a, b, c] if *a < 27 && a % 9 <= 2 && *b == a + 3 && *c == b + 3 => GroupKind::Knitted,
            _ => GroupKind::HonourSet,
        };
        Group {
            kind,
            slots,
            len: kinds.len() as u8,
        }
    }

    /// The group of the tiles `kinds` (slot i a joker unless `real[i]`) when they
    /// make one: a single, a pair of one kind, three of a kind, a run, or three
    /// different winds or dragons.
    #[cfg(feature = "serde")]
    pub(crate) fn try_new(kinds: &[usize], real: &[bool]) -> Option<Group> {
        let mut sorted = kinds.to_vec();
        sorted.sort_unstable();
        let is_group = match sorted[..] {
            [_] => true,
            [a, b] => a == b,
            [a, b, c] => {
                let tile = |k: usize| Tile::from_id(k).expect("a tile's id");
                let (first, last) = (tile(a), tile(c));
                let same_suit = first.suit() == last.suit();
                (a == b && b == c)
                    || same_suit && first.suit().is_numbered() && b == a + 1 && c == b + 1
                    || same_suit && first.suit().is_numbered() && b == a + 3 && c == b + 3
                    || same_suit
                        && !first.suit().is_numbered()
                        && a < b
                        && b < c
                        && (c < 31 || a >= 31)
            }
            _ => false,
        };
        (is_group && real.len() == kinds.len()).then(|| Group::new(kinds, real))
    }

    /// `size` jokers standing for any group of that size.
    pub(crate) fn any(size: u8) -> Group {
        Group {
            kind: GroupKind::Any,
            slots: [Slot {
                tile: None,
                joker: true,
            }; 3],
            len: size,
        }
    }

    /// What the group is.
    ///
    /// ```
    /// use hupai::{Engine, GroupKind};
    /// let first = Engine::standard().decompositions(&"123m55z".parse()?)?.next().unwrap();
    /// assert_eq!(first.groups()[0].kind(), GroupKind::Run);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn kind(&self) -> GroupKind {
        self.kind
    }

    /// Its tiles, in order: real tiles of a kind before jokers standing for it.
    ///
    /// ```
    /// let first = hupai::Engine::standard().decompositions(&"5pJ".parse()?)?.next().unwrap();
    /// let pair = first.groups()[0];
    /// assert_eq!(pair.slots().len(), 2);
    /// assert!(!pair.slots()[0].joker && pair.slots()[1].joker);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn slots(&self) -> &[Slot] {
        &self.slots[..usize::from(self.len)]
    }

    /// What its jokers stand for (`None`: anything that fits).
    ///
    /// ```
    /// let first = hupai::Engine::standard().decompositions(&"5pJ".parse()?)?.next().unwrap();
    /// assert_eq!(first.groups()[0].stand_ins().collect::<Vec<_>>(), [Some("5p".parse()?)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn stand_ins(&self) -> impl Iterator<Item = Option<Tile>> + '_ {
        self.slots().iter().filter(|s| s.joker).map(|s| s.tile)
    }

    /// Whether this is a meld (three tiles).
    ///
    /// ```
    /// let first = hupai::Engine::standard().decompositions(&"111m22p".parse()?)?.next().unwrap();
    /// assert_eq!(first.groups().iter().filter(|g| g.is_meld()).count(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn is_meld(&self) -> bool {
        self.len == 3
    }
}

impl fmt::Display for Group {
    /// The real tiles in MPSZ, then what the jokers stand for in brackets: `13m[2m]`
    /// is 1m 3m and a joker as 2m. A group of jokers alone is `JJJ` (any meld), `JJ`
    /// (any pair) or `J` (any single tile).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.kind == GroupKind::Any {
            return f.write_str(&"J".repeat(usize::from(self.len)));
        }
        let tiles = |joker: bool| -> Vec<Tile> {
            self.slots()
                .iter()
                .filter(|s| s.joker == joker)
                .filter_map(|s| s.tile)
                .collect()
        };
        let as_hand = |tiles: &[Tile]| Hand::from_tiles(tiles, 0).map_err(|_| fmt::Error);
        let (real, stand_ins) = (tiles(false), tiles(true));
        if !real.is_empty() {
            write!(f, "{}", as_hand(&real)?)?;
        }
        if !stand_ins.is_empty() {
            write!(f, "[{}]", as_hand(&stand_ins)?)?;
        }
        Ok(())
    }
}

/// One way a winning hand splits.
///
/// ```
/// use hupai::{Engine, Form};
/// let hand = "112233m445566p77z".parse()?;
/// let all: Vec<_> = Engine::standard().decompositions(&hand)?.collect();
/// assert!(all.iter().any(|d| d.form() == Form::SevenPairs));
/// assert!(all.iter().any(|d| d.form() == Form::Standard));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Decomposition {
    pub(crate) form: Form,
    pub(crate) groups: Vec<Group>,
}

impl Decomposition {
    /// The form.
    ///
    /// ```
    /// let first = hupai::Engine::standard().decompositions(&"11m".parse()?)?.next().unwrap();
    /// assert_eq!(first.form(), hupai::Form::Standard);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn form(&self) -> Form {
        self.form
    }

    /// Every group: melds and the pair for the standard form, seven pairs, or the
    /// thirteen orphans (their duplicate as a pair).
    ///
    /// ```
    /// let first = hupai::Engine::standard().decompositions(&"111m22p".parse()?)?.next().unwrap();
    /// assert_eq!(first.to_string(), "standard: 111m 22p");
    /// assert_eq!(first.groups().len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn groups(&self) -> &[Group] {
        &self.groups
    }

    /// The melds.
    ///
    /// ```
    /// let first = hupai::Engine::standard().decompositions(&"111m22pJJJ".parse()?)?.next().unwrap();
    /// assert_eq!(first.melds().count(), 2); // 111m and JJJ
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn melds(&self) -> impl Iterator<Item = &Group> {
        self.groups.iter().filter(|g| g.is_meld())
    }

    /// The pairs (one in the standard form, seven in seven pairs).
    ///
    /// ```
    /// let hand = "1133m5577p99s1133z".parse()?;
    /// let seven = hupai::Engine::standard().decompositions(&hand)?.last().unwrap();
    /// assert_eq!(seven.pairs().count(), 7);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn pairs(&self) -> impl Iterator<Item = &Group> {
        self.groups.iter().filter(|g| g.len == 2)
    }

    /// What each joker stands for, group by group (`None`: anything that fits).
    ///
    /// ```
    /// let first = hupai::Engine::standard().decompositions(&"13m55pJ".parse()?)?.next().unwrap();
    /// assert_eq!(first.stand_ins(), [Some("2m".parse()?)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn stand_ins(&self) -> Vec<Option<Tile>> {
        self.groups.iter().flat_map(|g| g.stand_ins()).collect()
    }

    /// The same decomposition with its groups in sorted order, for comparing.
    ///
    /// ```
    /// let first = hupai::Engine::standard().decompositions(&"111m22p".parse()?)?.next().unwrap();
    /// assert_eq!(first.clone().sorted().groups().len(), first.groups().len());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn sorted(mut self) -> Decomposition {
        self.groups.sort();
        self
    }

    /// A decomposition of `form` made of `groups`; for the reference enumeration.
    pub(crate) fn from_groups(form: Form, groups: Vec<Group>) -> Decomposition {
        Decomposition { form, groups }
    }
}

impl fmt::Display for Decomposition {
    /// `standard: 123m 456p 789s 111z 22z`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:", self.form)?;
        for group in &self.groups {
            write!(f, " {group}")?;
        }
        Ok(())
    }
}
