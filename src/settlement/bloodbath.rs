//! 血战到底 (Sichuan's "bloody battle to the end"): a winner leaves the table and the
//! round plays on until one seat is left or the wall runs out. [`settle_bloodbath`]
//! pays a round from what happened in it — each kong (刮风下雨) and each win, in
//! order — and, when the wall ran out, how the seats still in stood: waiting on
//! their largest win or not, still holding three suits (花猪) or not. The rules are
//! the fan table's `[scoring.bloodbath]` ([`Bloodbath`]); each payment is listed with
//! its reason, for a server's audit.
//!
//! ```
//! use hupai::settlement::{BloodEvent, BloodRound, BloodWin, Settlement};
//! let mut round = BloodRound::new(4);
//! round.events = vec![
//!     BloodEvent::concealed_kong(1),
//!     BloodEvent::ron(3, vec![BloodWin::new(0, 4), BloodWin::new(2, 8)]),
//!     BloodEvent::tsumo(1, 2),
//! ];
//! let settled = hupai::Engine::builtin("sichuan").unwrap().settle(&Settlement::Bloodbath(round))?;
//! // Seat 1's kong: 2 from each of the three others; seat 3's discard to two winners
//! // (一炮多响); seat 1's tsumo of 2 from seat 3, the last other seat still in.
//! assert_eq!(settled.deltas, [4 - 2, 6 + 2, 8 - 2, -2 - 12 - 2]);
//! assert_eq!(settled.next.dealer, 3, "the discarder of several wins deals next");
//! # Ok::<(), hupai::settlement::SettleError>(())
//! ```

use super::{Next, SettleError, Settled};
use crate::rules::Bloodbath;

/// A round of 血战到底 as it was played: made with [`BloodRound::new`], its fields
/// then set. In JSON (under `serde`) the value of `{"bloodbath": ...}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
#[non_exhaustive]
pub struct BloodRound {
    /// Seats at the table: 2 to 4.
    pub players: usize,
    /// The dealer's seat.
    pub dealer: usize,
    /// The round's number in the game (0 the first).
    pub round: u8,
    /// What paid, in the order it happened.
    pub events: Vec<BloodEvent>,
    /// The wall ran out with seats still in: how they stood. `None` when the round
    /// ended with one seat left (nothing is checked).
    pub exhausted: Option<BloodEnd>,
}

impl Default for BloodRound {
    fn default() -> BloodRound {
        BloodRound::new(4)
    }
}

impl BloodRound {
    /// A round of `players` seats, seat 0 dealing, nothing happened yet.
    ///
    /// ```
    /// assert_eq!(hupai::settlement::BloodRound::new(4).events.len(), 0);
    /// ```
    pub fn new(players: usize) -> BloodRound {
        BloodRound {
            players,
            dealer: 0,
            round: 0,
            events: Vec::new(),
            exhausted: None,
        }
    }
}

/// A kong's kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum KongKind {
    /// Four concealed (暗杠, 下雨).
    Concealed,
    /// The fourth added to a pung (补杠, 刮风).
    Added,
    /// Of another seat's discard (直杠, 刮风).
    Exposed,
}

/// Something in a round that pays. In JSON: `{"kong": {"seat": 1, "kind":
/// "exposed", "from": 0}}` or `{"wins": {"from": 3, "winners": [{"seat": 0,
/// "points": 4}], "after_kong": false}}` (`from` left out for a tsumo).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
#[non_exhaustive]
pub enum BloodEvent {
    /// A kong, paid at once.
    Kong {
        /// Whose.
        seat: usize,
        /// Its kind.
        kind: KongKind,
        /// The discarder of an exposed kong's tile.
        #[cfg_attr(feature = "serde", serde(default))]
        from: Option<usize>,
    },
    /// One tile won by one seat or several (一炮多响).
    Wins {
        /// The discarder (or the seat whose kong was robbed); `None` for a tsumo.
        #[cfg_attr(feature = "serde", serde(default))]
        from: Option<usize>,
        /// The winners and what each win pays a payer.
        winners: Vec<BloodWin>,
        /// Whether the tile was the discard that followed the discarder's kong
        /// (杠上炮): the winners take that kong's gains (呼叫转移).
        #[cfg_attr(feature = "serde", serde(default))]
        after_kong: bool,
    },
}

impl BloodEvent {
    /// Seat `seat`'s concealed kong.
    ///
    /// ```
    /// use hupai::settlement::{BloodEvent, KongKind};
    /// assert!(matches!(BloodEvent::concealed_kong(2), BloodEvent::Kong { seat: 2, kind: KongKind::Concealed, .. }));
    /// ```
    pub fn concealed_kong(seat: usize) -> BloodEvent {
        BloodEvent::Kong {
            seat,
            kind: KongKind::Concealed,
            from: None,
        }
    }

    /// Wins off seat `from`'s discard.
    ///
    /// ```
    /// use hupai::settlement::{BloodEvent, BloodWin};
    /// let event = BloodEvent::ron(3, vec![BloodWin::new(0, 4)]);
    /// assert!(matches!(event, BloodEvent::Wins { from: Some(3), .. }));
    /// ```
    pub fn ron(from: usize, winners: Vec<BloodWin>) -> BloodEvent {
        BloodEvent::Wins {
            from: Some(from),
            winners,
            after_kong: false,
        }
    }

    /// Seat `seat`'s tsumo, paying `points` from each other seat still in.
    ///
    /// ```
    /// use hupai::settlement::BloodEvent;
    /// assert!(matches!(BloodEvent::tsumo(1, 8), BloodEvent::Wins { from: None, .. }));
    /// ```
    pub fn tsumo(seat: usize, points: u64) -> BloodEvent {
        BloodEvent::Wins {
            from: None,
            winners: vec![BloodWin::new(seat, points)],
            after_kong: false,
        }
    }
}

/// One winner of a tile and what its win pays each payer: the points the fan table
/// gives the hand ([`crate::scoring::table::TableScore`]'s), cap included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct BloodWin {
    /// The winner.
    pub seat: usize,
    /// What each payer pays.
    pub points: u64,
}

impl BloodWin {
    /// Seat `seat`'s win of `points`.
    ///
    /// ```
    /// assert_eq!(hupai::settlement::BloodWin::new(1, 8).points, 8);
    /// ```
    pub fn new(seat: usize, points: u64) -> BloodWin {
        BloodWin { seat, points }
    }
}

/// How the seats still in stood when the wall ran out, a value a seat (those of
/// seats that won are not read).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
#[non_exhaustive]
pub struct BloodEnd {
    /// Each seat's largest win were it to win now (its best wait, by the fan table's
    /// points), or `None` when not waiting.
    pub waiting: Vec<Option<u64>>,
    /// Whether each seat still holds three suits (花猪); empty: nobody.
    pub flower_pigs: Vec<bool>,
}

impl BloodEnd {
    /// The seats' standing: `waiting` (each one's largest win, `None` not waiting)
    /// and `flower_pigs` (empty: nobody).
    ///
    /// ```
    /// let end = hupai::settlement::BloodEnd::new(vec![None, Some(4)], vec![]);
    /// assert_eq!(end.waiting[1], Some(4));
    /// ```
    pub fn new(waiting: Vec<Option<u64>>, flower_pigs: Vec<bool>) -> BloodEnd {
        BloodEnd {
            waiting,
            flower_pigs,
        }
    }
}

/// Why a payment was made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Why {
    /// A win off the payer's discard, or its robbed kong (点炮).
    Ron,
    /// A self-drawn win (自摸).
    Tsumo,
    /// A kong (刮风下雨).
    Kong,
    /// A kong's gains passed to the winner of the discard after it (呼叫转移).
    CallTransfer,
    /// Three suits still held at the end (查花猪).
    FlowerPig,
    /// Not waiting at the end (查大叫).
    NotWaiting,
    /// A kong's gains given back by a seat not waiting at the end (退税).
    Refund,
}

/// One payment of a settled round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Payment {
    /// Who paid.
    pub from: usize,
    /// Who was paid.
    pub to: usize,
    /// How much.
    pub points: i64,
    /// Why.
    pub why: Why,
}

/// The most events a round holds (a round has about a hundred turns).
const MAX_EVENTS: usize = 1_000;

/// The most points one payment may carry.
const MAX_POINTS: u64 = 1_000_000_000;

/// The books of a round as it is paid.
struct Books<'a> {
    rules: &'a Bloodbath,
    base: i64,
    /// Whether each seat is still in (has not won).
    still_in: Vec<bool>,
    deltas: Vec<i64>,
    payments: Vec<Payment>,
    /// Each kong, in order.
    kongs: Vec<KongGains>,
}

/// A kong's owner and what it gained, for its transfer or its refund.
struct KongGains {
    owner: usize,
    /// Each payer and what it paid.
    gains: Vec<(usize, i64)>,
    /// Whether the gains were passed on (呼叫转移).
    passed_on: bool,
}

impl Books<'_> {
    fn pay(&mut self, from: usize, to: usize, points: i64, why: Why) {
        self.deltas[from] -= points;
        self.deltas[to] += points;
        self.payments.push(Payment {
            from,
            to,
            points,
            why,
        });
    }

    /// The seats still in other than `seat`.
    fn others_in(&self, seat: usize) -> Vec<usize> {
        (0..self.still_in.len())
            .filter(|&s| s != seat && self.still_in[s])
            .collect()
    }
}

/// Settles a round of 血战到底 under `rules` (amounts in `base` points, the flower
/// pig's capped by `cap`, 0 none). See the module's documentation.
pub(super) fn settle_bloodbath(
    rules: &Bloodbath,
    base: u32,
    cap: u64,
    round: &BloodRound,
) -> Result<Settled, SettleError> {
    let players = round.players;
    let impossible = |what: String| Err(SettleError::Impossible(what));
    if !(2..=4).contains(&players) {
        return impossible(format!("{players} players: 血战到底 is played by 2 to 4"));
    }
    if round.events.len() > MAX_EVENTS {
        return impossible(format!(
            "{} events; a round holds at most {MAX_EVENTS}",
            round.events.len()
        ));
    }
    let seat_in = |seat: usize, what: &'static str| match seat < players {
        true => Ok(seat),
        false => Err(SettleError::NoSuchSeat {
            seat,
            what,
            players: players as u8,
        }),
    };
    seat_in(round.dealer, "the dealer")?;
    let mut books = Books {
        rules,
        base: i64::from(base),
        still_in: vec![true; players],
        deltas: vec![0; players],
        payments: Vec::new(),
        kongs: Vec::new(),
    };
    let mut next_dealer = None;
    for event in &round.events {
        if books.still_in.iter().filter(|&&i| i).count() < 2 {
            return impossible("an event after the round is over (one seat left)".into());
        }
        match event {
            BloodEvent::Kong { seat, kind, from } => pay_kong(
                &mut books,
                seat_in(*seat, "a kong")?,
                *kind,
                *from,
                &seat_in,
            )?,
            BloodEvent::Wins {
                from,
                winners,
                after_kong,
            } => {
                let first = pay_wins(&mut books, *from, winners, *after_kong, &seat_in)?;
                next_dealer.get_or_insert(first);
            }
        }
    }
    if let Some(end) = &round.exhausted {
        pay_end(&mut books, end, cap)?;
    }
    let next = Next {
        dealer: next_dealer.unwrap_or(round.dealer),
        round: round.round.saturating_add(1),
        honba: 0,
        riichi_sticks: 0,
        game_over: false,
    };
    Ok(Settled {
        deltas: books.deltas,
        next,
        standings: None,
        payments: books.payments,
    })
}

/// A kong's payments, recorded for its refund or its transfer.
fn pay_kong(
    books: &mut Books<'_>,
    seat: usize,
    kind: KongKind,
    from: Option<usize>,
    seat_in: &impl Fn(usize, &'static str) -> Result<usize, SettleError>,
) -> Result<(), SettleError> {
    if !books.still_in[seat] {
        return Err(SettleError::Impossible(format!(
            "seat {seat} made a kong after winning"
        )));
    }
    let (units, payers) = match (kind, from) {
        (KongKind::Exposed, Some(from)) => {
            let from = seat_in(from, "a kong's discarder")?;
            if from == seat || !books.still_in[from] {
                return Err(SettleError::Impossible(format!(
                    "seat {seat}'s kong of seat {from}'s discard: not a seat still in beside it"
                )));
            }
            (books.rules.exposed_kong, vec![from])
        }
        (KongKind::Exposed, None) => {
            return Err(SettleError::Impossible(
                "an exposed kong with no discarder (`from`)".into(),
            ));
        }
        (_, Some(_)) => {
            return Err(SettleError::Impossible(
                "a concealed or added kong with a discarder".into(),
            ));
        }
        (KongKind::Concealed, None) => (books.rules.concealed_kong, books.others_in(seat)),
        (KongKind::Added, None) => (books.rules.added_kong, books.others_in(seat)),
    };
    let points = i64::from(units) * books.base;
    let mut gains = Vec::new();
    for payer in payers {
        books.pay(payer, seat, points, Why::Kong);
        gains.push((payer, points));
    }
    books.kongs.push(KongGains {
        owner: seat,
        gains,
        passed_on: false,
    });
    Ok(())
}

/// One tile's wins: a ron paid by the discarder to each winner (and, after its kong,
/// that kong's gains to the first winner in turn from it), a tsumo by every other
/// seat still in. The winners leave. The next dealer: the discarder of several
/// wins, else the winner.
fn pay_wins(
    books: &mut Books<'_>,
    from: Option<usize>,
    winners: &[BloodWin],
    after_kong: bool,
    seat_in: &impl Fn(usize, &'static str) -> Result<usize, SettleError>,
) -> Result<usize, SettleError> {
    let impossible = |what: String| Err(SettleError::Impossible(what));
    let players = books.still_in.len();
    if winners.is_empty() || (from.is_none() && winners.len() > 1) {
        return impossible("a tile won by nobody, or a tsumo by several".into());
    }
    for (i, win) in winners.iter().enumerate() {
        let seat = seat_in(win.seat, "a winner")?;
        if !books.still_in[seat] || winners[..i].iter().any(|w| w.seat == seat) {
            return impossible(format!("seat {seat} wins twice"));
        }
        if Some(seat) == from {
            return impossible(format!("seat {seat} wins off itself"));
        }
        if win.points > MAX_POINTS {
            return impossible(format!(
                "{} points: a win pays at most {MAX_POINTS}",
                win.points
            ));
        }
    }
    if let Some(from) = from
        && !books.still_in[seat_in(from, "a win's payer")?]
    {
        return impossible(format!("seat {from} pays a ron after winning"));
    }
    if winners.len() >= books.still_in.iter().filter(|&&i| i).count() {
        return impossible("every seat still in wins".into());
    }
    for win in winners {
        let points = win.points as i64;
        match from {
            Some(from) => books.pay(from, win.seat, points, Why::Ron),
            None => {
                for payer in books.others_in(win.seat) {
                    books.pay(payer, win.seat, points, Why::Tsumo);
                }
            }
        }
    }
    let first = match from {
        Some(from) => (winners.iter())
            .map(|w| w.seat)
            .min_by_key(|&s| (s + players - from) % players)
            .expect("a winner"),
        None => winners[0].seat,
    };
    if after_kong {
        let Some(from) = from else {
            return impossible("a tsumo marked as a discard after a kong".into());
        };
        transfer_kong(books, from, first)?;
    }
    for win in winners {
        books.still_in[win.seat] = false;
    }
    Ok(match (from, winners.len()) {
        (Some(from), 2..) => from,
        _ => first,
    })
}

/// 呼叫转移: the discarder's last kong's gains to `winner`.
fn transfer_kong(books: &mut Books<'_>, from: usize, winner: usize) -> Result<(), SettleError> {
    let Some(kong) = books.kongs.iter().rposition(|k| k.owner == from) else {
        return Err(SettleError::Impossible(format!(
            "a discard after a kong, but seat {from} made none"
        )));
    };
    if !books.rules.call_transfer || books.kongs[kong].passed_on {
        return Ok(());
    }
    books.kongs[kong].passed_on = true;
    let gained: i64 = books.kongs[kong].gains.iter().map(|g| g.1).sum();
    if gained > 0 {
        books.pay(from, winner, gained, Why::CallTransfer);
    }
    Ok(())
}

/// The exhaustive draw's checks on the seats still in: the flower pigs pay every
/// seat not one (查花猪), the not waiting pay the waiting their largest win (查大叫),
/// and both give back their kongs' gains (退税).
fn pay_end(books: &mut Books<'_>, end: &BloodEnd, cap: u64) -> Result<(), SettleError> {
    let players = books.still_in.len();
    let given_pigs = !end.flower_pigs.is_empty();
    if end.waiting.len() != players || given_pigs && end.flower_pigs.len() != players {
        return Err(SettleError::Impossible(format!(
            "the end's waiting and flower pigs are {} and {} seats' for {players} players",
            end.waiting.len(),
            end.flower_pigs.len()
        )));
    }
    if let Some(points) = end.waiting.iter().flatten().find(|&&p| p > MAX_POINTS) {
        return Err(SettleError::Impossible(format!(
            "{points} points: a win pays at most {MAX_POINTS}"
        )));
    }
    let still_in = books.still_in.clone();
    let pig = |s: usize| still_in[s] && given_pigs && end.flower_pigs[s];
    let waits = |s: usize| match still_in[s] && !pig(s) {
        true => end.waiting[s],
        false => None,
    };
    let not_waiting = |s: usize| still_in[s] && !pig(s) && end.waiting[s].is_none();
    let rules = books.rules;
    if rules.flower_pig > 0 {
        let mut points = u64::from(rules.flower_pig) * books.base as u64;
        if cap > 0 {
            points = points.min(cap);
        }
        for payer in (0..players).filter(|&s| pig(s)) {
            for to in (0..players).filter(|&s| s != payer && !pig(s)) {
                books.pay(payer, to, points as i64, Why::FlowerPig);
            }
        }
    }
    if rules.not_waiting {
        for payer in (0..players).filter(|&s| not_waiting(s)) {
            for to in 0..players {
                if let Some(points) = waits(to) {
                    books.pay(payer, to, points as i64, Why::NotWaiting);
                }
            }
        }
    }
    if rules.refund_kongs {
        for owner in (0..players).filter(|&s| pig(s) || not_waiting(s)) {
            let refunds: Vec<(usize, i64)> = (books.kongs.iter())
                .filter(|k| k.owner == owner && !k.passed_on)
                .flat_map(|k| k.gains.iter().copied())
                .collect();
            for (payer, points) in refunds {
                books.pay(owner, payer, points, Why::Refund);
            }
        }
    }
    Ok(())
}
