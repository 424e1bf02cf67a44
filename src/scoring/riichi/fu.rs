//! Fu (符): the minipoints of a win, part by part.

use std::fmt;

use super::yaku::Context;
use crate::scoring::split::{Set, SetKind, Wait};
use crate::tiles::tile::Tile;

/// Where some fu come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FuSource {
    /// Every win: 20 (副底).
    Base,
    /// A closed hand won by ron: 10 (門前加符).
    ClosedRon,
    /// A win by tsumo, pinfu aside: 2.
    Tsumo,
    /// A closed, edge or single wait: 2.
    Wait(Wait),
    /// A pair of dragons, the seat wind or the round wind: 2 (4 for a wind that is
    /// both).
    ValuedPair(Tile),
    /// A triplet or kong: 2 to 32 by kind, concealment and size.
    Set(Set),
    /// An open hand that would have 20 fu is counted 30 (喰い平和).
    OpenPinfu,
    /// Seven pairs: 25, all told.
    SevenPairs,
}

impl fmt::Display for FuSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FuSource::Base => f.write_str("base"),
            FuSource::ClosedRon => f.write_str("closed ron"),
            FuSource::Tsumo => f.write_str("tsumo"),
            FuSource::Wait(wait) => write!(f, "{} wait", wait.name()),
            FuSource::ValuedPair(tile) => write!(f, "pair of {tile}"),
            FuSource::Set(set) => write!(
                f,
                "{}{set}",
                if set.called { "open " } else { "concealed " }
            ),
            FuSource::OpenPinfu => f.write_str("open pinfu"),
            FuSource::SevenPairs => f.write_str("seven pairs"),
        }
    }
}

/// One part of the fu.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FuPart {
    /// Where they come from.
    pub source: FuSource,
    /// How many.
    pub fu: u8,
}

/// The most parts: base, closed ron or tsumo, a wait, a pair, four sets.
const MOST_PARTS: usize = 8;

/// The fu of a win: its parts, and their sum rounded up to ten.
///
/// ```
/// use hupai::{Engine, scoring::Situation};
/// let score = Engine::riichi().score_riichi(&"123m456p789s11122z".parse()?, &Situation::ron("2z".parse()?))?;
/// assert_eq!(score.fu.total(), 40); // 20 + 10 closed ron + 8 concealed 111z + 2 single wait
/// assert_eq!(score.fu.to_string(), "40 fu: base 20, closed ron 10, single wait 2, concealed 111z 8");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Fu {
    parts: [FuPart; MOST_PARTS],
    len: u8,
}

impl Fu {
    /// The parts, base first.
    pub fn parts(&self) -> impl Iterator<Item = &FuPart> + '_ {
        self.parts[..usize::from(self.len)].iter()
    }

    /// The fu counted: the parts' sum rounded up to ten (seven pairs: 25).
    pub fn total(&self) -> u8 {
        let sum: u32 = self.parts().map(|p| u32::from(p.fu)).sum();
        match self.parts().any(|p| p.source == FuSource::SevenPairs) {
            true => 25,
            false => sum.div_ceil(10).saturating_mul(10).min(u32::from(u8::MAX)) as u8,
        }
    }

    /// The fu of a hand scored on its limit alone (thirteen orphans): none.
    pub(crate) fn none() -> Fu {
        Fu {
            parts: [PART; MOST_PARTS],
            len: 0,
        }
    }

    fn push(&mut self, source: FuSource, fu: u8) {
        if fu > 0 && usize::from(self.len) < MOST_PARTS {
            self.parts[usize::from(self.len)] = FuPart { source, fu };
            self.len += 1;
        }
    }

    /// Seven pairs' 25.
    pub(crate) fn seven_pairs() -> Fu {
        let mut fu = Fu::none();
        fu.push(FuSource::SevenPairs, 25);
        fu
    }

    /// The fu of a standard split, and whether it is pinfu (a closed hand with no fu
    /// beyond the base and the closed ron). `completed_by_ron` is the set a ron
    /// completed, which counts as open.
    pub(crate) fn standard(
        context: &Context,
        sets: &[Set; 4],
        pair: Tile,
        wait: Wait,
        completed_by_ron: Option<usize>,
    ) -> (Fu, bool) {
        let mut fu = Fu::none();
        fu.push(FuSource::Base, 20);
        let tsumo = context.situation.is_tsumo();
        if context.closed && !tsumo {
            fu.push(FuSource::ClosedRon, 10);
        }
        if matches!(wait, Wait::Closed | Wait::Edge | Wait::Single) {
            fu.push(FuSource::Wait(wait), 2);
        }
        fu.push(FuSource::ValuedPair(pair), pair_fu(context, pair));
        for (index, set) in sets.iter().enumerate() {
            let mut set = *set;
            set.called |= completed_by_ron == Some(index);
            fu.push(FuSource::Set(set), set_fu(&set));
        }
        let no_fu = earns_no_fu(context, sets, pair, wait);
        let pinfu = no_fu && context.closed;
        if tsumo && !pinfu {
            fu.push(FuSource::Tsumo, 2);
        }
        if no_fu && !context.closed && !tsumo {
            fu.push(FuSource::OpenPinfu, 10);
        }
        (fu, pinfu)
    }
}

/// Whether a standard split earns no fu beyond the base and the closed ron's: runs
/// only, a pair of no value, a two-sided wait. Closed, that is pinfu.
pub(crate) fn earns_no_fu(context: &Context, sets: &[Set; 4], pair: Tile, wait: Wait) -> bool {
    !matches!(wait, Wait::Closed | Wait::Edge | Wait::Single)
        && pair_fu(context, pair) == 0
        && sets.iter().all(|set| set.kind == SetKind::Run)
}

/// An empty part.
const PART: FuPart = FuPart {
    source: FuSource::Base,
    fu: 0,
};

/// Prints `40 fu: base 20, closed ron 10, ...`.
impl fmt::Display for Fu {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} fu", self.total())?;
        for (i, part) in self.parts().enumerate() {
            let separator = if i == 0 { ": " } else { ", " };
            write!(f, "{separator}{} {}", part.source, part.fu)?;
        }
        Ok(())
    }
}

/// A pair's fu: 2 for a dragon, 2 each for the seat and the round wind.
fn pair_fu(context: &Context, pair: Tile) -> u8 {
    let id = pair.id();
    let dragon = (31..34).contains(&id);
    let seat = context.situation.seat_wind.tile() == pair;
    let round = context.situation.round_wind.tile() == pair;
    2 * (u8::from(dragon) + u8::from(seat) + u8::from(round))
}

/// A set's fu: a triplet 2 open, 4 concealed, twice that of terminals and honours,
/// four times that as a kong; a run none.
fn set_fu(set: &Set) -> u8 {
    let base = match set.kind {
        SetKind::Run => return 0,
        SetKind::Triplet => 2,
        SetKind::Kong => 8,
    };
    base * if set.tile.is_orphan() { 2 } else { 1 } * if set.called { 1 } else { 2 }
}
