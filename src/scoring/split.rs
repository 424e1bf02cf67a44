//! The ways a joker-free winning hand splits into sets and a pair (or seven pairs, or
//! thirteen orphans), each with the set the winning tile completed: what yaku and fu
//! are counted on. Found by a small search on 34 counts, no allocation.

use std::fmt;

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
                tile.suit() == self.tile.suit() && (0..3).contains(&(tile.id().wrapping_sub(self.tile.id())))
            }
            _ => tile == self.tile,
        }
    }

    /// Whether it is a triplet or a kong.
    pub(crate) fn is_triplet_like(&self) -> bool {
        self.kind != SetKind::Run
    }
}

impl fmt::Display for Set {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (rank, suit) = (self.tile.rank(), self.tile.suit().letter());
        let text = match self.kind {
            SetKind::Run => format!("{}{}{}{suit}", rank, rank + 1, rank + 2),
            SetKind::Triplet => format!("{rank}{rank}{rank}{suit}"),
            SetKind::Kong => format!("{rank}{rank}{rank}{rank}{suit}"),
        };
        match (self.declared, self.called) {
            (true, false) => write!(f, "({text})"),
            (true, true) => write!(f, "[{text}]"),
            _ => f.write_str(&text),
        }
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
/// let score = Engine::riichi().score(&"234567m22p345s789s".parse()?, &Situation::ron("7s".parse()?))?;
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
        write!(f, "{}, won on {} ({})", parts.join(" "), self.winning_tile, self.wait.name())
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
/// then the melds as given.
pub(crate) fn each_standard(
    counts: &[u8; KINDS],
    melds: ([Set; 4], usize),
    each: &mut impl FnMut(&[Set; 4], Tile),
) {
    let (sets, declared) = melds;
    let wanted = 4 - declared;
    let mut work = *counts;
    for pair in 0..KINDS {
        if work[pair] < 2 {
            continue;
        }
        work[pair] -= 2;
        let pair_tile = Tile::from_id(pair).expect("a kind");
        let mut concealed = [PLACEHOLDER; 4];
        sets_from(&mut work, 0, &mut concealed, 0, wanted, &mut |found| {
            let mut all = [PLACEHOLDER; 4];
            all[..wanted].copy_from_slice(&found[..wanted]);
            all[wanted..].copy_from_slice(&sets[..declared]);
            each(&all, pair_tile);
        });
        work[pair] += 2;
    }
}

/// Splits what is left of `work` from kind `from` into sets, `found[..done]` made.
fn sets_from(
    work: &mut [u8; KINDS],
    from: usize,
    found: &mut [Set; 4],
    done: usize,
    wanted: usize,
    each: &mut impl FnMut(&[Set; 4]),
) {
    let Some(id) = (from..KINDS).find(|&id| work[id] > 0) else {
        if done == wanted {
            each(found);
        }
        return;
    };
    if done == wanted {
        return;
    }
    let tile = Tile::from_id(id).expect("a kind");
    let concealed = |kind| Set {
        kind,
        tile,
        called: false,
        declared: false,
    };
    if work[id] >= 3 {
        work[id] -= 3;
        found[done] = concealed(SetKind::Triplet);
        sets_from(work, id, found, done + 1, wanted, each);
        work[id] += 3;
    }
    let runs = id < 27 && id % 9 <= 6 && work[id + 1] > 0 && work[id + 2] > 0;
    if runs {
        for k in id..id + 3 {
            work[k] -= 1;
        }
        found[done] = concealed(SetKind::Run);
        sets_from(work, id, found, done + 1, wanted, each);
        for k in id..id + 3 {
            work[k] += 1;
        }
    }
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
pub(crate) fn winning_sets(sets: &[Set; 4], pair: Tile, winning: Tile, each: &mut impl FnMut(Option<usize>, Wait)) {
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
