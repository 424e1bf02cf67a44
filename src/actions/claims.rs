//! Who gets a tile several seats claim: ron before pon and kong, pon and kong before
//! chi; several rons as the rules' [`MultipleRon`] says. And the aborts a discard
//! nobody claimed brings ([`abort_after_discard`]).
//!
//! ```
//! use hupai::actions::claims::{Claim, Outcome, arbitrate};
//! use hupai::rules::MultipleRon;
//! // Seats after the discarder in turn order: the next one chis, the one across pons.
//! let claims = [Claim::Chi, Claim::Pon, Claim::Pass];
//! assert_eq!(arbitrate(&claims, MultipleRon::All), Outcome::Call { seat: 1, claim: Claim::Pon });
//! let rons = [Claim::Ron, Claim::Ron, Claim::Ron];
//! assert_eq!(arbitrate(&rons, MultipleRon::TwoThenAbort), Outcome::Abort);
//! assert_eq!(arbitrate(&rons, MultipleRon::HeadBump), Outcome::Ron { seats: 0b001 });
//! ```

use crate::rules::{MultipleRon, RiichiRules};

/// What one seat answered to a tile offered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Claim {
    /// Let it pass.
    #[default]
    Pass,
    /// Chi.
    Chi,
    /// Pon.
    Pon,
    /// An open kong.
    Kong,
    /// Ron (or robbing a kong).
    Ron,
}

/// What the claims come to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Nobody claimed: play goes on to the next seat.
    Nobody,
    /// These seats win (bit `i`: the `i`th seat after the discarder in turn order).
    Ron {
        /// The winners, a bit each.
        seats: u8,
    },
    /// Three rons abort the round (三家和).
    Abort,
    /// The seat (0: the next after the discarder) takes the tile with its claim.
    Call {
        /// The seat, counted from the discarder in turn order.
        seat: usize,
        /// Its claim.
        claim: Claim,
    },
}

/// Who gets a tile: `claims[i]` is the answer of the `i`th seat after the
/// discarder in turn order (so `claims[0]` is the only one a chi may come from).
/// Ron wins over every call, a pon or kong over a chi; several rons as `multiple`
/// says. Claims the seat's menu did not offer are the caller's to refuse first.
pub fn arbitrate(claims: &[Claim], multiple: MultipleRon) -> Outcome {
    let rons = (claims.iter().enumerate())
        .filter(|(_, c)| **c == Claim::Ron)
        .fold(0u8, |bits, (seat, _)| bits | 1 << seat);
    match (rons.count_ones(), multiple) {
        (0, _) => {}
        (3.., MultipleRon::TwoThenAbort) => return Outcome::Abort,
        (_, MultipleRon::HeadBump) => {
            return Outcome::Ron {
                seats: rons & rons.wrapping_neg(),
            };
        }
        _ => return Outcome::Ron { seats: rons },
    }
    let best = (claims.iter().enumerate())
        .filter(|(seat, c)| **c != Claim::Pass && (**c != Claim::Chi || *seat == 0))
        .max_by_key(|(seat, c)| (call_rank(**c), std::cmp::Reverse(*seat)));
    match best {
        Some((seat, &claim)) => Outcome::Call { seat, claim },
        None => Outcome::Nobody,
    }
}

/// A call's precedence: a pon and a kong equal, above a chi.
fn call_rank(claim: Claim) -> u8 {
    match claim {
        Claim::Pass => 0,
        Claim::Chi => 1,
        Claim::Pon | Claim::Kong => 2,
        Claim::Ron => 3,
    }
}

/// Why the rules end a round in an abortive draw once a discard has passed unclaimed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Abort {
    /// Four kongs made by more than one seat (四槓散了; `four_kong_abort`).
    FourKongs,
    /// Four seats in riichi (四家立直; `four_riichi_abort`).
    FourRiichi,
}

/// The abort, if any, after a discard nobody won on nor called: `kongs_by_seat`
/// counts each seat's kongs in the round, `riichi_seats` the seats that have
/// declared riichi (the discarder's riichi of this discard included). Nine terminals
/// is a seat's choice on its menu; three rons are [`Outcome::Abort`].
///
/// ```
/// use hupai::actions::claims::{Abort, abort_after_discard};
/// let rules = hupai::rules::RiichiRules::default();
/// assert_eq!(abort_after_discard(&[2, 0, 2, 0], 1, &rules), Some(Abort::FourKongs));
/// assert_eq!(abort_after_discard(&[4, 0, 0, 0], 1, &rules), None); // suukantsu to play for
/// assert_eq!(abort_after_discard(&[0, 0, 1, 0], 4, &rules), Some(Abort::FourRiichi));
/// ```
pub fn abort_after_discard(
    kongs_by_seat: &[u8],
    riichi_seats: usize,
    rules: &RiichiRules,
) -> Option<Abort> {
    let kongs: u32 = kongs_by_seat.iter().map(|&k| u32::from(k)).sum();
    let one_seat = kongs_by_seat.iter().any(|&k| u32::from(k) == kongs);
    if rules.four_kong_abort && kongs >= 4 && !one_seat {
        return Some(Abort::FourKongs);
    }
    if rules.four_riichi_abort && riichi_seats >= 4 {
        return Some(Abort::FourRiichi);
    }
    None
}
