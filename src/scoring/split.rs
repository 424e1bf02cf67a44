//! The ways a joker-free winning hand splits into sets and a pair (or seven pairs, or
//! thirteen orphans), each with the set the winning tile completed: what yaku and fu
//! are counted on. Found by a small search on 34 counts, no allocation.

use std::fmt;

use crate::tables::keys::suit_keys;
use crate::tables::splits::{SuitWay, honour_splits, number_splits};
use crate::tiles::tile::{KINDS, Tile};
use crate::tiles::{MeldShape, Melds};

/// What a set is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SetKind {
    /// Three in a row (順子).
    Run,
    /// Three of a kind (刻子).
    Triplet,
    /// Four of a kind (槓子).
    Kong,
}

/// One set of a split hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Set {
    /// What it is.
    pub kind: SetKind,
    /// Its first tile (the lowest of a run).
    pub tile: Tile,
    /// Whether it was called from a discard (an open meld).
    pub called: bool,
    /// Whether it is one of the melds given (a called meld or a concealed kong).
    pub declared: bool,
}

impl Set {
    /// Whether the set holds `tile`.
    pub(crate) fn holds(&self, tile: Tile) -> bool {
        match self.kind {
            SetKind::Run => {
                tile.suit() == self.tile.suit()
                    && (0..3).contains(&(tile.id().wrapping_sub(self.tile.id())))
            }
            _ => tile == self.tile,
        }
    }

    /// Whether it is a triplet or a kong.
    pub(crate) fn is_triplet_like(&self) -> bool {
        self.kind != SetKind::Run
    }
}

/// Prints MPSZ (`234m`, `5555p`), a concealed kong in parentheses, a called meld in
/// brackets; written byte by byte, as every score's split and reading is printed.
impl fmt::Display for Set {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rank = self.tile.rank() as u8;
        let mut text = [0u8; 7];
        let mut len = 0;
        let mut put = |byte: u8| {
            text[len] = byte;
            len += 1;
        };
        let (open, close) = match (self.declared, self.called) {
            (true, false) => (Some(b'('), Some(b')')),
            (true, true) => (Some(b'['), Some(b']')),
            _ => (None, None),
        };
        open.map(&mut put);
        for step in 0..if self.kind == SetKind::Kong { 4 } else { 3 } {
            let step = if self.kind == SetKind::Run { step } else { 0 };
            put(b'0' + rank + step);
        }
        put(self.tile.suit().letter() as u8);
        close.map(&mut put);
        f.write_str(std::str::from_utf8(&text[..len]).map_err(|_| fmt::Error)?)
    }
}

/// How the winning tile completed the hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Wait {
    /// Two-sided (両面): 23 waiting on 1 or 4.
    TwoSided,
    /// The middle of a run (嵌張): 13 waiting on 2.
    Closed,
    /// An edge (辺張): 12 waiting on 3, 89 on 7.
    Edge,
    /// One of two pairs made a triplet (双碰).
    DualPair,
    /// A lone tile made the pair (単騎), seven pairs' last pair included.
    Single,
    /// Thirteen orphans waiting on all thirteen kinds (十三面).
    ThirteenSided,
}

impl Wait {
    /// Its name in English.
    pub const fn name(self) -> &'static str {
        match self {
            Wait::TwoSided => "two-sided",
            Wait::Closed => "closed",
            Wait::Edge => "edge",
            Wait::DualPair => "dual pair",
            Wait::Single => "single",
            Wait::ThirteenSided => "thirteen-sided",
        }
    }
}

/// The shape of a split hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// Four sets (melds included) and a pair.
    Standard {
        /// The sets, concealed ones first in tile order, then the melds as given.
        sets: [Set; 4],
        /// The pair's kind.
        pair: Tile,
    },
    /// Seven pairs of different kinds.
    SevenPairs {
        /// The pairs' kinds, in tile order.
        pairs: [Tile; 7],
    },
    /// Thirteen orphans.
    ThirteenOrphans {
        /// The kind held twice.
        pair: Tile,
    },
}

/// A split of a winning hand and the way the winning tile completed it: the
/// decomposition a score is counted on.
///
/// ```
/// use hupai::{Engine, scoring::Situation};
/// let score = Engine::riichi().score_riichi(&"234567m22p345s789s".parse()?, &Situation::ron("7s".parse()?))?;
/// assert_eq!(score.split.to_string(), "234m 567m 345s 789s 22p, won on 7s (edge)");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Split {
    /// The sets and pair.
    pub shape: Shape,
    /// The tile that won.
    pub winning_tile: Tile,
    /// How it completed the hand.
    pub wait: Wait,
    /// For a standard shape, the set it completed (an index into the sets), `None`
    /// when it completed the pair.
    pub winning_set: Option<usize>,
}

impl fmt::Display for Split {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pair = |t: Tile| format!("{0}{0}{1}", t.rank(), t.suit().letter());
        let parts: Vec<String> = match self.shape {
            Shape::Standard { sets, pair: p } => {
                sets.iter().map(Set::to_string).chain([pair(p)]).collect()
            }
            Shape::SevenPairs { pairs } => pairs.iter().map(|&t| pair(t)).collect(),
            Shape::ThirteenOrphans { pair: p } => {
                let singles = (Tile::all().filter(|t| t.is_orphan() && *t != p))
                    .map(|t| format!("{}{}", t.rank(), t.suit().letter()));
                singles.chain([pair(p)]).collect()
            }
        };
        write!(
            f,
            "{}, won on {} ({})",
            parts.join(" "),
            self.winning_tile,
            self.wait.name()
        )
    }
}

/// Sets of the melds given, as the split holds them.
pub(crate) fn meld_sets(melds: &Melds) -> ([Set; 4], usize) {
    let mut sets = [PLACEHOLDER; 4];
    let mut len = 0;
    for meld in melds.iter().take(4) {
        let kind = match meld.shape() {
            MeldShape::Run => SetKind::Run,
            MeldShape::Kong => SetKind::Kong,
            _ => SetKind::Triplet,
        };
        sets[len] = Set {
            kind,
            tile: meld.first(),
            called: !meld.is_concealed(),
            declared: true,
        };
        len += 1;
    }
    (sets, len)
}

/// The first kind, 1m: what empty slots hold.
const FIRST_TILE: Tile = match Tile::from_id(0) {
    Some(tile) => tile,
    None => panic!("1m is a kind"),
};

/// A set slot not yet filled.
const PLACEHOLDER: Set = Set {
    kind: SetKind::Run,
    tile: FIRST_TILE,
    called: false,
    declared: false,
};

/// Calls `each(sets, pair)` for every split of `counts` (concealed, joker-free) into
/// sets and a pair beside the melds' sets: the concealed sets first, in tile order,
/// then the melds as given. Each suit's ways are read from the split tables by its
/// key, as the win check reads its cost, and the ways combined: a hand's suits split
/// independently but for where the pair is.
pub(crate) fn each_standard(
    counts: &[u8; KINDS],
    melds: ([Set; 4], usize),
    each: &mut impl FnMut(&[Set; 4], Tile),
) {
    let (declared, declared_len) = melds;
    let keys = suit_keys(counts);
    let mut ways: [&[SuitWay]; 4] = [&[]; 4];
    let mut pairs = 0;
    for (suit, suit_ways) in ways.iter_mut().enumerate() {
        let table = if suit == 3 {
            honour_splits()
        } else {
            number_splits()
        };
        *suit_ways = table.ways(keys[suit]);
        match suit_ways.first() {
            None => return,
            Some(way) => pairs += usize::from(way.pair().is_some()),
        }
    }
    if pairs != 1 {
        return;
    }
    let mut sets = [PLACEHOLDER; 4];
    if ways.iter().all(|suit_ways| suit_ways.len() == 1) {
        // Most hands split one way: no choices to combine.
        let (mut len, mut pair) = (0, FIRST_TILE);
        for (suit, suit_ways) in ways.iter().enumerate() {
            let way = suit_ways[0];
            if len + way.len() > 4 {
                return;
            }
            lay_way(way, suit, &mut sets[len..len + way.len()]);
            len += way.len();
            pair = way.pair().map_or(pair, |rank| kind(suit * 9 + rank));
        }
        if len + declared_len == 4 {
            sets[len..].copy_from_slice(&declared[..declared_len]);
            each(&sets, pair);
        }
        return;
    }
    combine(
        &ways,
        0,
        &mut sets,
        0,
        FIRST_TILE,
        &mut |sets, len, pair| {
            if len + declared_len == 4 {
                let mut all = *sets;
                all[len..].copy_from_slice(&declared[..declared_len]);
                each(&all, pair);
            }
        },
    );
}

/// Every choice of one way per suit from `suit` on, appended to `sets[..len]`.
fn combine(
    ways: &[&[SuitWay]; 4],
    suit: usize,
    sets: &mut [Set; 4],
    len: usize,
    pair: Tile,
    each: &mut impl FnMut(&[Set; 4], usize, Tile),
) {
    if suit == 4 {
        each(sets, len, pair);
        return;
    }
    let first = suit * 9;
    for &way in ways[suit] {
        let end = len + way.len();
        if end > 4 {
            continue;
        }
        lay_way(way, suit, &mut sets[len..end]);
        let pair = way.pair().map_or(pair, |rank| kind(first + rank));
        combine(ways, suit + 1, sets, end, pair, each);
    }
}

/// The concealed sets of suit number `suit`'s `way`, into `slots`.
#[inline]
fn lay_way(way: SuitWay, suit: usize, slots: &mut [Set]) {
    for (i, slot) in slots.iter_mut().enumerate() {
        let (rank, triplet) = way.set(i);
        *slot = Set {
            kind: if triplet {
                SetKind::Triplet
            } else {
                SetKind::Run
            },
            tile: kind(suit * 9 + rank),
            called: false,
            declared: false,
        };
    }
}

/// The tile of kind `id`, one of a hand's.
#[inline]
fn kind(id: usize) -> Tile {
    Tile::from_id(id).expect("a kind of the hand")
}

/// The seven pairs of `counts`, if it is seven pairs of different kinds.
pub(crate) fn seven_pairs(counts: &[u8; KINDS]) -> Option<[Tile; 7]> {
    let mut pairs = [FIRST_TILE; 7];
    let mut found = 0;
    for (id, &count) in counts.iter().enumerate() {
        match count {
            0 => {}
            2 if found < 7 => {
                pairs[found] = Tile::from_id(id).expect("a kind");
                found += 1;
            }
            _ => return None,
        }
    }
    (found == 7).then_some(pairs)
}

/// The kind held twice, if `counts` is thirteen orphans.
pub(crate) fn thirteen_orphans(counts: &[u8; KINDS]) -> Option<Tile> {
    let mut pair = None;
    for (id, &count) in counts.iter().enumerate() {
        let tile = Tile::from_id(id).expect("a kind");
        match (tile.is_orphan(), count) {
            (false, 0) | (true, 1) => {}
            (true, 2) if pair.is_none() => pair = Some(tile),
            _ => return None,
        }
    }
    pair
}

/// The ways the winning tile can have completed a standard split: each set of the
/// concealed hand holding it (one of identical runs or triplets being the same
/// choice) and the pair, with the wait each makes.
pub(crate) fn winning_sets(
    sets: &[Set; 4],
    pair: Tile,
    winning: Tile,
    each: &mut impl FnMut(Option<usize>, Wait),
) {
    if pair == winning {
        each(None, Wait::Single);
    }
    for (index, set) in sets.iter().enumerate() {
        let repeat = sets[..index].contains(set);
        if set.declared || repeat || !set.holds(winning) {
            continue;
        }
        let wait = match set.kind {
            SetKind::Run => run_wait(set.tile, winning),
            _ => Wait::DualPair,
        };
        each(Some(index), wait);
    }
}

/// The wait a run starting at `first` made when `winning` completed it.
fn run_wait(first: Tile, winning: Tile) -> Wait {
    let position = winning.id() - first.id();
    match (position, first.rank()) {
        (1, _) => Wait::Closed,
        (0, 7) | (2, 1) => Wait::Edge,
        _ => Wait::TwoSided,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_print_as_mpsz_with_their_brackets() {
        let tile = |text: &str| text.parse::<Tile>().unwrap();
        let set = |kind, first: &str, declared, called| Set {
            kind,
            tile: tile(first),
            called,
            declared,
        };
        let printed = [
            (set(SetKind::Run, "7s", false, false), "789s"),
            (set(SetKind::Run, "1m", true, true), "[123m]"),
            (set(SetKind::Triplet, "5p", false, false), "555p"),
            (set(SetKind::Triplet, "7z", true, true), "[777z]"),
            (set(SetKind::Kong, "9m", true, false), "(9999m)"),
            (set(SetKind::Kong, "1z", true, true), "[1111z]"),
        ];
        for (set, text) in printed {
            assert_eq!(set.to_string(), text);
        }
    }
}
