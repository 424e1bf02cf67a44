//! The rules' 不计: a fan that implies another leaves it out. Applied once every fan
//! of a reading is found, in an order where a fan that brings one back (四暗刻's 自摸)
//! comes before the fans that exclude it.

use super::facts::{Facts, code};
use super::fan::{Fan, Fans};

/// Each fan and the fans it leaves out, in the order applied.
const EXCLUDES: &[(Fan, &[Fan])] = {
    use Fan::*;
    &[
        (BigFourWinds, &[AllPungs, PungOfTerminalsOrHonours]),
        (BigThreeDragons, &[DragonPung]),
        (AllGreen, &[HalfFlush, OneVoidedSuit]),
        (FourKongs, &[SingleWait]),
        (
            AllTerminals,
            &[
                AllPungs,
                OutsideHand,
                PungOfTerminalsOrHonours,
                NoHonours,
                DoublePung,
            ],
        ),
        (LittleFourWinds, &[PungOfTerminalsOrHonours]),
        (LittleThreeDragons, &[DragonPung]),
        (
            AllHonours,
            &[
                AllPungs,
                OutsideHand,
                PungOfTerminalsOrHonours,
                OneVoidedSuit,
            ],
        ),
        (FourConcealedPungs, &[AllPungs, ConcealedHand]),
        (PureTerminalChows, &[FullFlush, AllChows, NoHonours]),
        (FourPureShiftedPungs, &[AllPungs]),
        (
            AllTerminalsAndHonours,
            &[AllPungs, OutsideHand, PungOfTerminalsOrHonours],
        ),
        (AllEvenPungs, &[AllPungs, AllSimples, NoHonours]),
        (UpperTiles, &[NoHonours]),
        (MiddleTiles, &[AllSimples, NoHonours]),
        (LowerTiles, &[NoHonours]),
        (ThreeSuitedTerminalChows, &[AllChows, NoHonours]),
        (AllFives, &[AllSimples, NoHonours]),
        (UpperFour, &[NoHonours]),
        (LowerFour, &[NoHonours]),
        (BigThreeWinds, &[]),
        (ReversibleTiles, &[OneVoidedSuit]),
        (LastTileDraw, &[SelfDrawn]),
        (OutWithReplacementTile, &[SelfDrawn]),
        (MeldedHand, &[SingleWait]),
        (TwoDragonPungs, &[DragonPung]),
        (FullyConcealedHand, &[SelfDrawn]),
        (AllChows, &[NoHonours]),
        (AllSimples, &[NoHonours]),
    ]
};

/// Leaves out the fans the others imply.
pub(super) fn exclude(fans: &mut Fans) {
    for &(fan, excluded) in EXCLUDES {
        if !fans.contains(fan) {
            continue;
        }
        excluded.iter().for_each(|&f| fans.clear(f));
        match fan {
            // 四暗刻 is concealed by itself: 不求人 becomes the 自摸 it holds.
            Fan::FourConcealedPungs if fans.contains(Fan::FullyConcealedHand) => {
                fans.clear(Fan::FullyConcealedHand);
                fans.set(Fan::SelfDrawn, 1);
            }
            Fan::BigThreeWinds => big_three_winds(fans),
            _ => {}
        }
    }
}

/// 三风刻 leaves out its three pungs' 幺九刻 (unless 字一色 or 混幺九 took them all).
fn big_three_winds(fans: &mut Fans) {
    if !fans.contains(Fan::AllHonours) && !fans.contains(Fan::AllTerminalsAndHonours) {
        for _ in 0..3 {
            fans.take_one(Fan::PungOfTerminalsOrHonours);
        }
    }
}

/// 圈风刻 and 门风刻 from the wind pungs (codes), each taking its pung's 幺九刻
/// unless a fan already left those out.
pub(super) fn wind_pungs(facts: &Facts, pungs: &[u8], fans: &mut Fans) {
    let taken = [
        Fan::BigThreeWinds,
        Fan::AllTerminalsAndHonours,
        Fan::AllHonours,
        Fan::LittleFourWinds,
    ]
    .iter()
    .any(|&f| fans.contains(f));
    let (round, seat) = (code(facts.round), code(facts.seat));
    for &pung in pungs {
        wind_pung(pung, round, seat, taken, fans);
    }
}

/// 圈风刻 and 门风刻 of one pung (code).
pub(super) fn wind_pung(pung: u8, round: u8, seat: u8, taken: bool, fans: &mut Fans) {
    if pung == round {
        fans.set(Fan::PrevalentWind, 1);
        if !taken {
            fans.take_one(Fan::PungOfTerminalsOrHonours);
        }
    }
    if pung == seat {
        fans.set(Fan::SeatWind, 1);
        if seat != round && !taken {
            fans.take_one(Fan::PungOfTerminalsOrHonours);
        }
    }
}
