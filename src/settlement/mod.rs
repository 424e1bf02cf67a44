//! What a riichi round pays, and the round that follows: data in, data out.
//!
//! [`settle`] takes the round as it ends ([`Round`]: dealer, honba, the riichi sticks
//! on the table, each seat's points) and how it ended ([`Ending`]: the wins, each with
//! the basic points hupai's scorer gave it, an exhaustive draw with who is tenpai and
//! who made nagashi mangan, or an abortive draw), and returns every seat's points
//! change and the next round's dealer, honba and sticks ([`Settled`]). The
//! arithmetic is Tenhou's: a honba is 100 from each other player (300 a ron, 200 with
//! three), the honba and the sticks go to the first winner in turn order from the
//! discarder, a liable seat (pao) pays a tsumo of the yakuman it answers for whole and
//! half of a ron with the honba, nagashi mangan is paid as a mangan tsumo without
//! honba, and 3,000 (2,000 with three players) changes hands between the tenpai and
//! the not tenpai at an exhaustive draw.
//!
//! ```
//! use hupai::settlement::{Ending, Round, Win, settle};
//! let rules = hupai::rules::RiichiRules::default();
//! let mut round = Round::new(vec![25_000, 24_000, 25_000, 25_000]);
//! (round.honba, round.riichi_sticks) = (1, 1);
//! // Seat 2's mangan (2,000 basic points) by ron off seat 3: one honba, one stick.
//! let ending = Ending::Wins(vec![Win::ron(2, 3, 2_000)]);
//! let settled = settle(&rules, &round, &ending)?;
//! assert_eq!(settled.deltas, [0, 0, 8_000 + 300 + 1_000, -8_300]);
//! assert_eq!((settled.next.dealer, settled.next.honba, settled.next.riichi_sticks), (1, 0, 0));
//! # Ok::<(), hupai::settlement::SettleError>(())
//! ```

use crate::rules::{Pao, RiichiRules};

mod bloodbath;
#[cfg(feature = "serde")]
mod json;

pub use crate::rules::Payout;
pub use bloodbath::{BloodEnd, BloodEvent, BloodRound, BloodWin, KongKind, Payment, Why};

/// A round as it ends, before its payments. Made with [`Round::new`], its fields
/// then set.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
#[non_exhaustive]
pub struct Round {
    /// The dealer's seat (0 the first dealer of the game, then in turn order).
    pub dealer: usize,
    /// The round's number in the game: 0 for East 1, 4 for South 1 (Tenhou's).
    pub round: u8,
    /// Honba (本場) counters.
    pub honba: u8,
    /// Riichi sticks on the table: those left from earlier rounds and this round's
    /// declarations (their points already taken from the declarers' `points`).
    pub riichi_sticks: u8,
    /// Each seat's points as the round ends, before its payments.
    pub points: Vec<i64>,
}

impl Round {
    /// East 1, no honba, no sticks, seat 0 dealing, the seats' `points`.
    ///
    /// ```
    /// let round = hupai::settlement::Round::new(vec![25_000; 4]);
    /// assert_eq!((round.dealer, round.honba, round.points.len()), (0, 0, 4));
    /// ```
    pub fn new(points: Vec<i64>) -> Round {
        Round {
            points,
            ..Round::default()
        }
    }
}

/// One seat's win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct Win {
    /// The winner's seat.
    pub seat: usize,
    /// The seat it won from; `None` for a tsumo.
    #[cfg_attr(feature = "serde", serde(default))]
    pub from: Option<usize>,
    /// Its basic points ([`crate::scoring::RiichiScore::basic_points`]).
    pub basic_points: u32,
    /// A seat liable for part of it (pao), and the basic points of that part (the
    /// yakuman it answers for).
    #[cfg_attr(feature = "serde", serde(default))]
    pub pao: Option<(usize, u32)>,
}

impl Win {
    /// A win by ron off seat `from`.
    ///
    /// ```
    /// let win = hupai::settlement::Win::ron(2, 3, 2_000);
    /// assert_eq!((win.from, win.pao), (Some(3), None));
    /// ```
    pub fn ron(seat: usize, from: usize, basic_points: u32) -> Win {
        Win {
            seat,
            from: Some(from),
            basic_points,
            pao: None,
        }
    }

    /// A win by tsumo.
    ///
    /// ```
    /// assert_eq!(hupai::settlement::Win::tsumo(1, 8_000).from, None);
    /// ```
    pub fn tsumo(seat: usize, basic_points: u32) -> Win {
        Win {
            seat,
            from: None,
            basic_points,
            pao: None,
        }
    }

    /// The same win, with seat `liable` answering for `basic_points` of it (pao).
    ///
    /// ```
    /// let win = hupai::settlement::Win::tsumo(1, 8_000).with_pao(3, 8_000);
    /// assert_eq!(win.pao, Some((3, 8_000)));
    /// ```
    pub fn with_pao(self, liable: usize, basic_points: u32) -> Win {
        Win {
            pao: Some((liable, basic_points)),
            ..self
        }
    }
}

/// How a round ended. In JSON (under `serde`): `{"wins": [...]}`,
/// `{"exhausted": {"tenpai": [...], "nagashi": [...]}}` or `"aborted"`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
#[non_exhaustive]
pub enum Ending {
    /// One or more wins (several only by ron on one tile).
    Wins(Vec<Win>),
    /// The wall ran out: who is tenpai, and who made nagashi mangan (each a seat's
    /// flag).
    Exhausted {
        /// Tenpai, by seat.
        tenpai: Vec<bool>,
        /// Nagashi mangan, by seat; empty (or left out of JSON): nobody's.
        #[cfg_attr(feature = "serde", serde(default))]
        nagashi: Vec<bool>,
    },
    /// An abortive draw (nine terminals, four winds, four riichi, four kongs, three
    /// rons): nobody pays.
    Aborted,
}

/// What a round came to.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Settled {
    /// Each seat's points change: its payments, the sticks it took.
    pub deltas: Vec<i64>,
    /// The round that follows.
    pub next: Next,
    /// When the game ends ([`Next::game_over`]), its final standings by seat, by
    /// the rules' payout ([`RiichiRules::payout`]).
    pub standings: Option<Vec<Standing>>,
    /// Each payment and its reason, in order (血战到底's; empty for riichi, and then
    /// left out of JSON).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Vec::is_empty"))]
    pub payments: Vec<Payment>,
}

/// One line for people: each seat's change, then the next round or the game's end
/// with each seat's rank and score.
///
/// ```
/// use hupai::settlement::{Ending, Round, Settlement, Win};
/// let settlement = Settlement::new(Round::new(vec![25_000; 4]), Ending::Wins(vec![Win::ron(2, 3, 2_000)]));
/// let settled = hupai::Engine::riichi().settle(&settlement)?;
/// assert_eq!(settled.to_string(), "0 0 +8000 -8000; next: dealer 1, round 1, honba 0, sticks 0");
/// # Ok::<(), hupai::settlement::SettleError>(())
/// ```
impl std::fmt::Display for Settled {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let signed = |d: i64| {
            if d > 0 {
                format!("+{d}")
            } else {
                d.to_string()
            }
        };
        let deltas: Vec<String> = self.deltas.iter().map(|&d| signed(d)).collect();
        f.write_str(&deltas.join(" "))?;
        let next = &self.next;
        match &self.standings {
            Some(table) => {
                let places: Vec<String> = (table.iter())
                    .map(|s| format!("{} {}", ordinal(s.rank), signed(s.score)))
                    .collect();
                write!(f, "; game over: {}", places.join(", "))
            }
            None => write!(
                f,
                "; next: dealer {}, round {}, honba {}, sticks {}",
                next.dealer, next.round, next.honba, next.riichi_sticks
            ),
        }
    }
}

/// "1st" for rank 0, and so on.
fn ordinal(rank: usize) -> &'static str {
    ["1st", "2nd", "3rd", "4th"]
        .get(rank)
        .copied()
        .unwrap_or("?")
}

/// The round after a settled one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Next {
    /// Its dealer.
    pub dealer: usize,
    /// Its number in the game (the same when the dealer keeps the seat).
    pub round: u8,
    /// Its honba.
    pub honba: u8,
    /// The riichi sticks left on the table.
    pub riichi_sticks: u8,
    /// Whether the game ends instead ([`RiichiRules::game_length`],
    /// [`RiichiRules::target_points`], [`RiichiRules::west_extension`],
    /// [`RiichiRules::busting`], [`RiichiRules::agari_yame`],
    /// [`RiichiRules::tenpai_yame`]).
    pub game_over: bool,
}

/// A round to settle, what [`Engine::settle`](crate::Engine::settle) and every face
/// read: a riichi round and how it ended, or a round of 血战到底. In JSON (under
/// `serde`): `{"round": {...}, "ending": ...}` or `{"bloodbath": {...}}`.
///
/// ```
/// use hupai::settlement::{Ending, Round, Settlement, Win};
/// let settlement = Settlement::new(Round::new(vec![25_000; 4]), Ending::Wins(vec![Win::tsumo(0, 2_000)]));
/// let settled = hupai::Engine::riichi().settle(&settlement)?;
/// assert_eq!(settled.deltas, [12_000, -4_000, -4_000, -4_000]);
/// # Ok::<(), hupai::settlement::SettleError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Settlement {
    /// A riichi round.
    Riichi {
        /// The round as it ends.
        round: Round,
        /// How it ended.
        ending: Ending,
    },
    /// A round of 血战到底 ([`BloodRound`]).
    Bloodbath(BloodRound),
}

impl Settlement {
    /// The riichi `round`, ended by `ending`.
    ///
    /// ```
    /// use hupai::settlement::{Ending, Round, Settlement};
    /// let settlement = Settlement::new(Round::new(vec![25_000; 4]), Ending::Aborted);
    /// assert!(matches!(settlement, Settlement::Riichi { ending: Ending::Aborted, .. }));
    /// ```
    pub fn new(round: Round, ending: Ending) -> Settlement {
        Settlement::Riichi { round, ending }
    }
}

impl crate::Engine {
    /// Settles a round under the engine's rules: a riichi round by its `[riichi]`
    /// section ([`settle`]), a round of 血战到底 by its fan table's
    /// `[scoring.bloodbath]` ([`BloodRound`]); rules that play neither are
    /// [`SettleError::NotRiichi`] or [`SettleError::NotBloodbath`].
    ///
    /// ```
    /// use hupai::settlement::{Ending, Round, Settlement};
    /// let draw = Ending::Exhausted { tenpai: vec![false, true, false, false], nagashi: vec![] };
    /// let settled = hupai::Engine::riichi().settle(&Settlement::new(Round::new(vec![25_000; 4]), draw))?;
    /// assert_eq!(settled.deltas, [-1_000, 3_000, -1_000, -1_000]);
    /// assert!(hupai::Engine::guobiao().settle(&Settlement::new(Round::new(vec![0; 4]), Ending::Aborted)).is_err());
    /// # Ok::<(), hupai::settlement::SettleError>(())
    /// ```
    pub fn settle(&self, settlement: &Settlement) -> Result<Settled, SettleError> {
        let rules = self.rules();
        match settlement {
            Settlement::Riichi { round, ending } => match rules.scoring.riichi() {
                Some(riichi) => settle(riichi, round, ending),
                None => Err(SettleError::NotRiichi {
                    rules: rules.name.clone(),
                }),
            },
            Settlement::Bloodbath(round) => {
                let table = rules.scoring.table();
                match table.and_then(|t| t.bloodbath.as_ref().map(|b| (t, b))) {
                    Some((table, bloodbath)) => {
                        bloodbath::settle_bloodbath(bloodbath, table.base, table.cap, round)
                    }
                    None => Err(SettleError::NotBloodbath {
                        rules: rules.name.clone(),
                    }),
                }
            }
        }
    }

    /// Whether a seat is tenpai at an exhaustive draw (so paid, not paying): its
    /// concealed tiles `hand` wait on a kind. A kind it holds all four of, in `hand`
    /// and in `shown` (its melds' tiles), counts only where the rules' `[riichi]`
    /// `held_wait_tenpai` is on (not Tenhou's, not Mahjong Soul's).
    ///
    /// ```
    /// let engine = hupai::Engine::riichi();
    /// let tile = |name: &str| name.parse::<hupai::Tile>().unwrap();
    /// // Waiting on 5z alone, with the four 5z held: a pon shown and one in hand.
    /// let hand: hupai::Hand = "1115z".parse()?;
    /// assert!(!engine.tenpai_at_draw(&hand, &[tile("5z"); 3])?);
    /// assert!(engine.tenpai_at_draw(&hand, &[])?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn tenpai_at_draw(
        &self,
        hand: &crate::Hand,
        shown: &[crate::Tile],
    ) -> Result<bool, crate::CheckError> {
        let waits = self.waits(hand)?;
        let held_counts = (self.rules().scoring.riichi()).is_some_and(|r| r.held_wait_tenpai);
        let held = |wait: crate::Tile| {
            usize::from(hand.counts()[wait.id()]) + shown.iter().filter(|&&t| t == wait).count()
        };
        Ok(waits.iter().any(|wait| held_counts || held(wait) < 4))
    }
}

/// A round [`settle`] cannot settle: what in it is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SettleError {
    /// The points list has a length other than the rules' players.
    #[error("{given} seats' points for {players} players")]
    Seats {
        /// The seats given.
        given: usize,
        /// The rules' players.
        players: u8,
    },
    /// A seat number past the table's.
    #[error("seat {seat} ({what}) at a table of {players}")]
    NoSuchSeat {
        /// The seat named.
        seat: usize,
        /// What named it.
        what: &'static str,
        /// The rules' players.
        players: u8,
    },
    /// An ending that cannot happen.
    #[error("impossible ending: {0}")]
    Impossible(String),
    /// A riichi round, but the rules do not play riichi (no `[riichi]` section).
    #[error(
        "the rules {rules:?} have no [riichi] section: a riichi round is settled by riichi rules"
    )]
    NotRiichi {
        /// The rules' name.
        rules: String,
    },
    /// A round of 血战到底, but the rules' fan table has no `[scoring.bloodbath]`.
    #[error(
        "the rules {rules:?} have no [scoring.bloodbath] section: 血战到底 is settled by rules that play it"
    )]
    NotBloodbath {
        /// The rules' name.
        rules: String,
    },
}

impl SettleError {
    /// Whether the rules, not the settlement, are to blame: they play neither riichi
    /// nor 血战到底 as the settlement asks ([`SettleError::NotRiichi`],
    /// [`SettleError::NotBloodbath`]). The faces report it as bad rules.
    ///
    /// ```
    /// use hupai::settlement::{Ending, Round, Settlement};
    /// let error = hupai::Engine::guobiao().settle(&Settlement::new(Round::new(vec![0; 4]), Ending::Aborted)).unwrap_err();
    /// assert!(error.is_wrong_rules());
    /// ```
    pub fn is_wrong_rules(&self) -> bool {
        matches!(
            self,
            SettleError::NotRiichi { .. } | SettleError::NotBloodbath { .. }
        )
    }
}

/// Settles `round` ended by `ending` under `rules`. See the module's documentation.
///
/// ```
/// use hupai::settlement::{Ending, Round, settle};
/// let rules = hupai::rules::RiichiRules::default();
/// let mut round = Round::new(vec![25_000; 4]);
/// (round.dealer, round.round) = (1, 1); // East 2
/// let draw = Ending::Exhausted { tenpai: vec![true, false, false, false], nagashi: vec![false; 4] };
/// let settled = settle(&rules, &round, &draw)?;
/// assert_eq!(settled.deltas, [3_000, -1_000, -1_000, -1_000]);
/// assert_eq!((settled.next.dealer, settled.next.round, settled.next.honba), (2, 2, 1));
/// # Ok::<(), hupai::settlement::SettleError>(())
/// ```
pub fn settle(rules: &RiichiRules, round: &Round, ending: &Ending) -> Result<Settled, SettleError> {
    let players = usize::from(rules.players);
    if round.points.len() != players {
        return Err(SettleError::Seats {
            given: round.points.len(),
            players: rules.players,
        });
    }
    let seat_in = |seat: usize, what: &'static str| match seat < players {
        true => Ok(seat),
        false => Err(SettleError::NoSuchSeat {
            seat,
            what,
            players: rules.players,
        }),
    };
    seat_in(round.dealer, "the dealer")?;
    if let Some(points) = round.points.iter().find(|p| p.abs() > MAX_POINTS) {
        return Err(SettleError::Impossible(format!(
            "{points} points: a seat holds at most ±{MAX_POINTS}"
        )));
    }
    let mut deltas = vec![0i64; players];
    let (kept, sticks_left) = match ending {
        Ending::Wins(wins) => {
            check_wins(wins, players, &seat_in)?;
            pay_wins(rules, round, wins, &mut deltas);
            let dealer_won = wins.iter().any(|w| w.seat == round.dealer);
            (if dealer_won { Kept::Won } else { Kept::No }, 0)
        }
        Ending::Exhausted { tenpai, nagashi } => {
            // No nagashi flags at all: nobody made it.
            let nagashi_given = (!nagashi.is_empty()).then_some((nagashi, "nagashi"));
            for (flags, what) in [(tenpai, "tenpai")].into_iter().chain(nagashi_given) {
                if flags.len() != players {
                    return Err(SettleError::Impossible(format!(
                        "{} seats' {what} for {players} players",
                        flags.len()
                    )));
                }
            }
            pay_draw(rules, round, tenpai, nagashi, &mut deltas);
            let dealer_tenpai = tenpai[round.dealer];
            (
                if dealer_tenpai {
                    Kept::Tenpai
                } else {
                    Kept::No
                },
                round.riichi_sticks,
            )
        }
        Ending::Aborted if rules.abort_keeps_deal => (Kept::Aborted, round.riichi_sticks),
        Ending::Aborted => (Kept::No, round.riichi_sticks),
    };
    let won = matches!(ending, Ending::Wins(_));
    let (dealer, number, honba) = match kept {
        Kept::No => (
            (round.dealer + 1) % players,
            round.round.saturating_add(1),
            // Another seat's win clears the honba; a draw adds one.
            if won {
                0
            } else {
                round.honba.saturating_add(1)
            },
        ),
        _ => (round.dealer, round.round, round.honba.saturating_add(1)),
    };
    let after: Vec<i64> = (round.points.iter().zip(&deltas))
        .map(|(p, d)| p + d)
        .collect();
    let game_over = game_over(rules, round, &after, kept);
    let standings = game_over.then(|| standings(&after, sticks_left, &rules.payout()));
    let next = Next {
        dealer,
        round: number,
        honba,
        riichi_sticks: sticks_left,
        game_over,
    };
    Ok(Settled {
        deltas,
        next,
        standings,
        payments: Vec::new(),
    })
}

/// Whether the game ends after `round`, the seats now holding `after`: a seat's
/// points busting it; past the last round, the deal passing with the target reached
/// (or at all, without the West extension), or West 4 over; in the West extension,
/// anyone reaching the target (sudden death); the last dealer winning or tenpai in
/// first place with the target reached (agari-yame, tenpai-yame).
fn game_over(rules: &RiichiRules, round: &Round, after: &[i64], kept: Kept) -> bool {
    let last = rules.game_length.last_round();
    let reached = after.iter().any(|&p| p >= rules.target_points);
    if after.iter().any(|&p| rules.busting.busts(p)) {
        return true;
    }
    if round.round < last {
        return false;
    }
    let extension = round.round > last;
    let west_over = round.round >= last + 4;
    let passes = kept == Kept::No;
    if passes && (reached || west_over || !rules.west_extension) || extension && reached {
        return true;
    }
    // First place: the most points, a tie to the seat nearer the first dealer.
    let top = (0..after.len())
        .max_by_key(|&s| (after[s], std::cmp::Reverse(s)))
        .expect("seats");
    let stops = match kept {
        Kept::Won => rules.agari_yame,
        Kept::Tenpai => rules.tenpai_yame,
        Kept::No | Kept::Aborted => false,
    };
    stops && top == round.dealer && after[round.dealer] >= rules.target_points
}

/// Whether and why the dealer keeps the deal.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kept {
    /// The deal passes.
    No,
    /// The dealer won.
    Won,
    /// The dealer was tenpai at an exhaustive draw.
    Tenpai,
    /// An abortive draw.
    Aborted,
}

/// The most points a seat may hold, either way: far beyond any game, and far from
/// overflowing what the payments add.
const MAX_POINTS: i64 = 1_000_000_000;

/// The most basic points a win may have (far beyond any limit hand; their sixfold
/// fits in a `u32`).
const MAX_BASIC_POINTS: u32 = 1_000_000;

/// Refuses wins that cannot be one ending: seats out of range, a seat winning off
/// itself, tsumo beside another win, several wins off different seats.
fn check_wins(
    wins: &[Win],
    players: usize,
    seat_in: &impl Fn(usize, &'static str) -> Result<usize, SettleError>,
) -> Result<(), SettleError> {
    let impossible = |what: &str| Err(SettleError::Impossible(what.into()));
    if wins.is_empty() {
        return impossible("no win among the wins");
    }
    for win in wins {
        seat_in(win.seat, "a winner")?;
        if let Some(from) = win.from {
            seat_in(from, "a win's payer")?;
        }
        if let Some((liable, _)) = win.pao {
            seat_in(liable, "a liable seat")?;
            if liable == win.seat {
                return impossible("a winner liable for its own win");
            }
        }
        if win.from == Some(win.seat) {
            return impossible("a ron off the winner's own discard");
        }
        if win.basic_points > MAX_BASIC_POINTS {
            return impossible("basic points above 1,000,000 (a sextuple yakuman is 48,000)");
        }
        if win.pao.is_some_and(|(_, part)| part > win.basic_points) {
            return impossible("a liable part above the win");
        }
    }
    let from = wins[0].from;
    if wins.len() > 1 && (from.is_none() || wins.iter().any(|w| w.from != from)) {
        return impossible("several wins not all by ron off one seat");
    }
    let mut seats: Vec<usize> = wins.iter().map(|w| w.seat).collect();
    seats.sort_unstable();
    seats.dedup();
    if seats.len() != wins.len() || wins.len() >= players {
        return impossible("a seat winning twice, or every seat winning");
    }
    Ok(())
}

/// A payment of `basic` points times `times`, rounded up to 100.
fn share(basic: u32, times: u32) -> i64 {
    i64::from((basic * times).div_ceil(100) * 100)
}

/// The wins' payments: each win's, then the honba and the sticks to the first winner
/// in turn order from the discarder.
fn pay_wins(rules: &RiichiRules, round: &Round, wins: &[Win], deltas: &mut [i64]) {
    let players = deltas.len();
    let first = match wins[0].from {
        Some(from) => (wins.iter())
            .min_by_key(|w| (w.seat + players - from) % players)
            .expect("a win"),
        None => &wins[0],
    };
    for win in wins {
        let honba = if std::ptr::eq(win, first) {
            i64::from(round.honba)
        } else {
            0
        };
        pay_win(rules, round.dealer, win, honba, deltas);
    }
    deltas[first.seat] += 1000 * i64::from(round.riichi_sticks);
}

/// One win's payments, with `honba` counters (100 from each other player).
fn pay_win(rules: &RiichiRules, dealer: usize, win: &Win, honba: i64, deltas: &mut [i64]) {
    let others = i64::from(rules.players) - 1;
    let players = deltas.len();
    let is_dealer = win.seat == dealer;
    let mut pay = |payer: usize, points: i64| {
        deltas[payer] -= points;
        deltas[win.seat] += points;
    };
    // Under `Pao::Whole` the liable seat answers for the whole win.
    let (liable, part) = match win.pao {
        Some((liable, part)) if rules.pao == Pao::Yakuman => (liable, part),
        Some((liable, _)) => (liable, win.basic_points),
        None => (win.seat, 0),
    };
    let rest = win.basic_points - part;
    match win.from {
        Some(from) => {
            let times = if is_dealer { 6 } else { 4 };
            if part > 0 {
                // Half of the liable part from each; the honba from the liable seat.
                let half = share(part, times) / 2;
                pay(liable, half + 100 * others * honba);
                pay(from, share(part, times) - half + share(rest, times));
            } else {
                pay(from, share(rest, times) + 100 * others * honba);
            }
        }
        None => {
            // The liable seat pays its part whole, as a ron would be, and the honba.
            let times = if is_dealer { 6 } else { 4 };
            let tsumo_honba = if part > 0 { 0 } else { 100 * honba };
            if part > 0 {
                pay(liable, share(part, times) + 100 * others * honba);
            }
            for payer in (0..players).filter(|&p| p != win.seat) {
                let times = if is_dealer || payer == dealer { 2 } else { 1 };
                if rest > 0 || part == 0 {
                    pay(payer, share(rest, times) + tsumo_honba);
                }
            }
        }
    }
}

/// An exhaustive draw's payments: each nagashi mangan as a mangan tsumo without honba
/// and, without one, the tenpai payments.
fn pay_draw(
    rules: &RiichiRules,
    round: &Round,
    tenpai: &[bool],
    nagashi: &[bool],
    deltas: &mut [i64],
) {
    let players = deltas.len();
    if rules.nagashi_mangan && nagashi.iter().any(|&n| n) {
        for seat in (0..players).filter(|&s| nagashi[s]) {
            let win = Win::tsumo(seat, 2000);
            pay_win(rules, round.dealer, &win, 0, deltas);
        }
        return;
    }
    let ready = tenpai.iter().filter(|&&t| t).count() as i64;
    if ready == 0 || ready == players as i64 {
        return;
    }
    let pool = 1000 * (players as i64 - 1);
    for (seat, &is_ready) in tenpai.iter().enumerate() {
        deltas[seat] += match is_ready {
            true => pool / ready,
            false => -pool / (players as i64 - ready),
        };
    }
}

/// One seat's place at the game's end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Standing {
    /// Its rank: 0 for first.
    pub rank: usize,
    /// Its final points (the first place's with the sticks left on the table).
    pub points: i64,
    /// Its score, in points: its points less those returned, rounded to a thousand
    /// by size (500 toward zero, 600 away), with its uma; the first place's is what the others' leave,
    /// so the scores sum to zero (the oka is the first place's).
    pub score: i64,
}

/// The final standings of a game that ended with `points` and `riichi_sticks` left on
/// the table, by seat: ranks by points, a tie to the seat nearer the first dealer
/// (seat 0); the sticks to the first place.
///
/// ```
/// use hupai::settlement::{Payout, standings};
/// let table = standings(&[26_000, 32_200, -24_200, 66_000], 0, &Payout::tenhou());
/// let scores: Vec<i64> = table.iter().map(|s| s.score).collect();
/// assert_eq!(scores, [-14_000, 12_000, -74_000, 76_000]);
/// assert_eq!((table[3].rank, table[2].rank), (0, 3));
/// ```
pub fn standings(points: &[i64], riichi_sticks: u8, payout: &Payout) -> Vec<Standing> {
    let mut order: Vec<usize> = (0..points.len()).collect();
    order.sort_by_key(|&seat| (std::cmp::Reverse(points[seat]), seat));
    let mut table: Vec<Standing> = (points.iter())
        .map(|&p| Standing {
            rank: 0,
            points: p,
            score: 0,
        })
        .collect();
    for (rank, &seat) in order.iter().enumerate() {
        table[seat].rank = rank;
    }
    let first = order[0];
    table[first].points += 1000 * i64::from(riichi_sticks);
    let mut others = 0;
    for &seat in &order[1..] {
        let above = table[seat].points - payout.return_points;
        let uma = payout.uma.get(table[seat].rank).copied().unwrap_or(0);
        table[seat].score = thousands(above) + uma;
        others += table[seat].score;
    }
    table[first].score = -others;
    table
}

/// `points` to a whole thousand, by their size: 500 rounds toward zero, 600 away
/// (五捨六入: −4,500 is −4,000, −4,600 is −5,000).
fn thousands(points: i64) -> i64 {
    points.signum() * ((points.abs() + 400) / 1000) * 1000
}
