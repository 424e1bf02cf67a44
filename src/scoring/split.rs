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
/// then the melds as given. Each suit is split on its own, once, and the ways
/// combined: a hand's suits split independently but for where the pair is.
pub(crate) fn each_standard(
    counts: &[u8; KINDS],
    melds: ([Set; 4], usize),
    each: &mut impl FnMut(&[Set; 4], Tile),
) {
    let (declared, declared_len) = melds;
    let Some(pair_kinds) = pair_kinds(counts) else {
        return;
    };
    let pair_suit = pair_kinds.start / 9;
    let mut ways: [SuitWays; 4] = [SuitWays::EMPTY; 4];
    for (suit, suit_ways) in ways.iter_mut().enumerate() {
        let pairs = if suit == pair_suit {
            pair_kinds.clone()
        } else {
            0..0
        };
        suit_ways.find(counts, suit, pairs);
        if suit_ways.len == 0 {
            return;
        }
    }
    let mut sets = [PLACEHOLDER; 4];
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
    ways: &[SuitWays; 4],
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
    let suit_ways = &ways[suit];
    for way in &suit_ways.ways[..suit_ways.len] {
        let end = len + usize::from(way.len);
        if end > 4 {
            continue;
        }
        for (slot, &code) in sets[len..end].iter_mut().zip(&way.sets) {
            *slot = decode(code);
        }
        let pair = Tile::from_id(usize::from(way.pair)).unwrap_or(pair);
        combine(ways, suit + 1, sets, end, pair, each);
    }
}

/// A concealed set is kept as a byte: its first kind, and 64 for a triplet.
fn decode(code: u8) -> Set {
    Set {
        kind: if code & 64 != 0 {
            SetKind::Triplet
        } else {
            SetKind::Run
        },
        tile: Tile::from_id(usize::from(code & 63)).expect("an encoded kind"),
        called: false,
        declared: false,
    }
}

/// The most ways one suit of a 14-tile hand splits (a test checks every suit).
pub(crate) const MOST_WAYS: usize = 8;

/// One way a suit splits: its sets (encoded), and the pair's kind if it holds the
/// hand's (else 255).
#[derive(Clone, Copy)]
struct SuitWay {
    sets: [u8; 4],
    len: u8,
    pair: u8,
}

/// The ways one suit splits.
#[derive(Clone, Copy)]
pub(crate) struct SuitWays {
    ways: [SuitWay; MOST_WAYS],
    len: usize,
}

impl SuitWays {
    const EMPTY: SuitWays = SuitWays {
        ways: [SuitWay {
            sets: [0; 4],
            len: 0,
            pair: 255,
        }; MOST_WAYS],
        len: 0,
    };

    /// The ways suit `suit` (3: the honours) of `counts` splits into sets, with a
    /// pair of one of the kinds `pairs` (empty: no pair in this suit); returns how
    /// many there are (only [`MOST_WAYS`] are kept).
    pub(crate) fn find(
        &mut self,
        counts: &[u8; KINDS],
        suit: usize,
        pairs: std::ops::Range<usize>,
    ) -> usize {
        let (first, end) = (suit * 9, (suit * 9 + 9).min(KINDS));
        let mut work = [0u8; 9];
        work[..end - first].copy_from_slice(&counts[first..end]);
        let honours = suit == 3;
        self.len = 0;
        let mut add = |sets: &[u8; 4], len: usize, pair: u8| {
            if self.len < MOST_WAYS {
                self.ways[self.len] = SuitWay {
                    sets: *sets,
                    len: len as u8,
                    pair,
                };
            }
            self.len += 1;
        };
        let first = first as u8;
        if pairs.is_empty() {
            suit_ways(&mut work, first, honours, 0, &mut [0; 4], 0, &mut |f, n| {
                add(f, n, 255)
            });
        }
        for pair in pairs {
            let at = pair - usize::from(first);
            if work[at] < 2 {
                continue;
            }
            work[at] -= 2;
            suit_ways(&mut work, first, honours, 0, &mut [0; 4], 0, &mut |f, n| {
                add(f, n, pair as u8)
            });
            work[at] += 2;
        }
        let found = self.len;
        self.len = self.len.min(MOST_WAYS);
        found
    }
}

/// Splits what is left of one suit's `work` (kinds `first`…) from rank `rank` on
/// into sets, `sets[..len]` made (encoded): a rank at a time, all the runs starting
/// there at once, so only a rank held three times or more offers a choice (a triplet,
/// or as many runs). Honours make triplets only.
fn suit_ways(
    work: &mut [u8; 9],
    first: u8,
    honours: bool,
    rank: usize,
    sets: &mut [u8; 4],
    len: usize,
    each: &mut impl FnMut(&[u8; 4], usize),
) {
    let Some(rank) = (rank..9).find(|&r| work[r] > 0) else {
        each(sets, len);
        return;
    };
    let held = work[rank];
    let code = first + rank as u8;
    // (triplets, runs) the rank's tiles can make.
    for (triplets, runs) in [(0, held), (1, held.wrapping_sub(3))] {
        if triplets == 1 && held < 3 {
            continue;
        }
        let end = len + usize::from(triplets + runs);
        let runs_fit = runs == 0
            || (!honours && rank <= 6 && work[rank + 1] >= runs && work[rank + 2] >= runs);
        if end > 4 || !runs_fit {
            continue;
        }
        let mut at = len;
        if triplets == 1 {
            sets[at] = code | 64;
            at += 1;
        }
        for _ in 0..runs {
            sets[at] = code;
            at += 1;
        }
        work[rank] = 0;
        if runs > 0 {
            work[rank + 1] -= runs;
            work[rank + 2] -= runs;
        }
        suit_ways(work, first, honours, rank + 1, sets, end, each);
        work[rank] = held;
        if runs > 0 {
            work[rank + 1] += runs;
            work[rank + 2] += runs;
        }
    }
}

/// The kinds the pair can be of: the sets leave every suit a multiple of three
/// tiles, so the pair is in the one suit of 3n+2; an honour held once or four times
/// makes no split, and an honour held twice is the pair. `None`: no split at all.
fn pair_kinds(counts: &[u8; KINDS]) -> Option<std::ops::Range<usize>> {
    let mut pair: Option<(usize, usize)> = None;
    for suit in 0..3 {
        let total: u8 = counts[suit * 9..suit * 9 + 9].iter().sum();
        match (total % 3, pair) {
            (0, _) => {}
            (2, None) => pair = Some((suit * 9, suit * 9 + 9)),
            _ => return None,
        }
    }
    for (id, &count) in counts.iter().enumerate().skip(27) {
        match (count, pair) {
            (0 | 3, _) => {}
            (2, None) => pair = Some((id, id + 1)),
            _ => return None,
        }
    }
    pair.map(|(first, end)| first..end)
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

    /// Every count of one suit a 14-tile hand can hold (each kind 0 to 4, at most 14
    /// tiles), split with and without the pair: none splits more ways than
    /// [`MOST_WAYS`], so no way is ever dropped.
    #[test]
    fn no_suit_splits_more_ways_than_kept() {
        let mut most = 0;
        let mut counts = [0u8; KINDS];
        let mut ways = SuitWays::EMPTY;
        loop {
            let total: u8 = counts[..9].iter().sum();
            if total <= 14 && total % 3 != 1 {
                let pairs = if total % 3 == 2 { 0..9 } else { 0..0 };
                most = most.max(ways.find(&counts, 0, pairs));
            }
            // The next count vector, as a base-5 number.
            let Some(digit) = counts[..9].iter().position(|&c| c < 4) else {
                break;
            };
            counts[..digit].fill(0);
            counts[digit] += 1;
        }
        assert!(most <= MOST_WAYS, "a suit splits {most} ways");
        assert!(
            most >= 4,
            "the search finds the known many-way suits ({most})"
        );
    }
}
