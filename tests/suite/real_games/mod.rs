//! Legal actions on real games: every game of `../shared/data/game-logs/` in the
//! three formats that record whole rounds (Tenhou's mjlog XML, tenhou.net/6 JSON and
//! mjai JSON lines) read into one list of events and replayed, each seat's context
//! kept from the log alone, and every action a player took — each discard (a
//! riichi's among the riichi discards), call, kong, tsumo, ron, chankan and
//! nine-terminals abort — found on that seat's menu at that moment.
//!
//! Small readers for the test: the replay feature is the replay issue's.

mod mjai;
mod mjlog;
mod settlement;
mod tenhou6;

use hupai::actions::claims::{Abort, Claim, Outcome, abort_after_discard, arbitrate};
use hupai::actions::{Context, Menu, Moment, Relative, Riichi};
use hupai::rules::RiichiRules;
use hupai::scoring::{Indicators, Wind};
use hupai::tiles::Melds;
use hupai::{Engine, Hand, Tile};

use crate::common::data_dir;

/// One tile of the wall: its kind, and whether it is a red five.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Piece {
    tile: Tile,
    red: bool,
}

/// What a seat called on another's discard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CallKind {
    Chi,
    Pon,
    OpenKong,
}

/// What happened in a round, in the order it happened: what every reader makes of
/// its format.
#[derive(Clone, Debug)]
enum Event {
    /// A round dealt: the dealer, the round wind's index, honba, riichi sticks on the
    /// table, the first dora indicator, the points and the thirteen tiles of each seat.
    Deal {
        dealer: usize,
        round: usize,
        honba: u8,
        sticks: u8,
        dora: Tile,
        points: [i64; 4],
        hands: [Vec<Piece>; 4],
    },
    Draw {
        seat: usize,
        piece: Piece,
    },
    /// Riichi declared: the seat's next discard is riichi's.
    Riichi {
        seat: usize,
    },
    Discard {
        seat: usize,
        piece: Piece,
    },
    /// The riichi's stick paid (nobody won on its discard).
    RiichiAccepted {
        seat: usize,
    },
    /// A call on the last discard: the hand's tiles it used and the tile called.
    Call {
        seat: usize,
        kind: CallKind,
        used: Vec<Piece>,
        called: Piece,
    },
    /// A concealed kong of a kind, or a tile added to a pon.
    Kong {
        seat: usize,
        piece: Piece,
        concealed: bool,
    },
    Dora {
        indicator: Tile,
    },
    /// A win of `who`, from `from` (itself: tsumo).
    Win {
        who: usize,
        from: usize,
    },
    NineTerminals,
    /// The round aborted by the rules after a discard: four kongs, four riichi, or
    /// (`None`) three rons on it.
    Aborted(Option<Abort>),
}

#[derive(Default, Clone)]
struct SeatState {
    hand: Vec<Piece>,
    /// Each meld's pieces, and whether it is concealed.
    melds: Vec<(Vec<Piece>, bool)>,
    discards: Vec<Tile>,
    passed: Vec<Tile>,
    riichi: Riichi,
    declaring: bool,
    passed_in_riichi: Vec<Tile>,
    points: i64,
}

impl SeatState {
    /// Takes one piece out of the hand (it must be there).
    fn take(&mut self, piece: Piece, log: &str) {
        let at = (self.hand.iter().position(|p| *p == piece))
            .unwrap_or_else(|| panic!("{log}: {piece:?} is not in the hand {:?}", self.hand));
        self.hand.remove(at);
    }

    fn melds_text(&self) -> String {
        let text = |pieces: &Vec<Piece>, closed: bool| {
            let mut pieces = pieces.clone();
            pieces.sort_by_key(|p| (p.tile, !p.red));
            let digits: String = (pieces.iter())
                .map(|p| match p.red {
                    true => '0',
                    false => char::from(b'0' + p.tile.rank() as u8),
                })
                .collect();
            let meld = format!("{digits}{}", pieces[0].tile.suit().letter());
            if closed { format!("({meld})") } else { meld }
        };
        let melds: Vec<String> = (self.melds.iter()).map(|(p, c)| text(p, *c)).collect();
        melds.join(",")
    }
}

/// One round as the log tells it, and the menus each seat was last given.
#[derive(Default)]
struct Round {
    seats: [SeatState; 4],
    dealer: usize,
    round: usize,
    honba: u8,
    sticks: u8,
    dora: Vec<Tile>,
    wall: i64,
    kongs: u8,
    kongs_by_seat: [u8; 4],
    /// Whether the last event was a discard (a draw then means it passed unclaimed).
    after_discard: bool,
    interrupted: bool,
    discards_made: usize,
    last_discard: Option<usize>,
    /// The menu of the seat whose turn it is.
    own: Option<(usize, Menu)>,
    /// The menus of the others on the tile just offered.
    offers: Vec<(usize, Menu)>,
    after_kong: bool,
}

impl Round {
    fn context(&self, seat: usize, moment: Moment) -> Context {
        let state = &self.seats[seat];
        let tiles: Vec<Tile> = state.hand.iter().map(|p| p.tile).collect();
        let hand = Hand::from_tiles(&tiles, 0).expect("a hand");
        let mut context = Context::new(hand, moment);
        for piece in state.hand.iter().filter(|p| p.red) {
            context.red_fives[piece.tile.suit() as usize] += 1;
        }
        context.melds = state.melds_text().parse::<Melds>().expect("melds");
        context.discards = state.discards.clone();
        context.passed = state.passed.clone();
        context.riichi = state.riichi;
        context.passed_in_riichi = state.passed_in_riichi.clone();
        context.points = state.points;
        context.wall = self.wall.clamp(0, 255) as u8;
        context.kongs = self.kongs;
        context.seat = Wind::ALL[(seat + 4 - self.dealer) % 4];
        context.round = Wind::ALL[self.round % 4];
        context.first_go_around = !self.interrupted && self.discards_made < 4;
        context.dora = Indicators::new(&self.dora).expect("indicators");
        (context.honba, context.riichi_sticks) = (self.honba, self.sticks);
        context
    }

    fn menu(&self, engine: &Engine, seat: usize, moment: Moment, log: &str) -> Menu {
        let context = self.context(seat, moment);
        (engine.actions(&context)).unwrap_or_else(|e| panic!("{log}: {e} {context:?}"))
    }

    /// The others' menus on a tile `seat` offers them.
    fn offer(
        &mut self,
        engine: &Engine,
        seat: usize,
        log: &str,
        moment: impl Fn(Relative) -> Moment,
    ) {
        self.offers = (0..4)
            .filter(|&other| other != seat)
            .map(|other| {
                let by = relative(other, seat);
                (other, self.menu(engine, other, moment(by), log))
            })
            .collect();
    }

    /// The abort the rules call now, a discard having passed.
    fn abort(&self, rules: &RiichiRules) -> Option<Abort> {
        let in_riichi = self
            .seats
            .iter()
            .filter(|s| s.riichi != Riichi::None)
            .count();
        abort_after_discard(&self.kongs_by_seat, in_riichi, rules)
    }

    /// Ends every ippatsu, as a call does.
    fn interrupt(&mut self) {
        self.interrupted = true;
        for state in &mut self.seats {
            if let Riichi::Declared { double, .. } = state.riichi {
                state.riichi = Riichi::Declared {
                    double,
                    ippatsu: false,
                };
            }
        }
    }
}

/// Where `other` sits as `seat` sees it.
fn relative(seat: usize, other: usize) -> Relative {
    match (other + 4 - seat) % 4 {
        3 => Relative::Left,
        2 => Relative::Across,
        _ => Relative::Right,
    }
}

/// What the replay of every log found.
#[derive(Default)]
struct Tally {
    checked: usize,
    wins: usize,
    /// Discards that passed unclaimed, each checked to call no abort.
    passed: usize,
    /// Aborts the logs record, each checked to be the one the rules call.
    aborts: usize,
    /// Each win in turn: the winner, the seat won from, and what its menu offered
    /// (the score before ura-dora), for settlement.
    scores: Vec<(usize, usize, Option<hupai::scoring::RiichiScore>)>,
    misses: Vec<String>,
}

impl Tally {
    fn check(&mut self, offered: bool, what: impl FnOnce() -> String) {
        self.checked += 1;
        if !offered {
            self.misses.push(what());
        }
    }
}

/// Plays a log's events, checking each action against the menu its seat had, and
/// each discard that passed unclaimed against the aborts the rules call.
fn replay(engine: &Engine, events: &[Event], log: &str, tally: &mut Tally) {
    let rules = engine.rules().scoring.riichi().expect("riichi rules");
    let mut round = Round::default();
    for event in events {
        let after_discard = std::mem::replace(&mut round.after_discard, false);
        match event.clone() {
            Event::Deal {
                dealer,
                round: wind,
                honba,
                sticks,
                dora,
                points,
                hands,
            } => {
                round = Round {
                    dealer,
                    round: wind,
                    honba,
                    sticks,
                    dora: vec![dora],
                    wall: 70,
                    ..Round::default()
                };
                for ((state, points), hand) in round.seats.iter_mut().zip(points).zip(hands) {
                    (state.hand, state.points) = (hand, points);
                }
            }
            Event::Draw { seat, piece } => {
                if after_discard {
                    tally.passed += 1;
                    if let Some(abort) = round.abort(rules) {
                        tally
                            .misses
                            .push(format!("{log}: {abort:?} called, play went on"));
                    }
                }
                round.wall -= 1;
                round.seats[seat].hand.push(piece);
                let moment = Moment::Drew {
                    tile: piece.tile,
                    after_kong: round.after_kong,
                };
                round.after_kong = false;
                round.own = Some((seat, round.menu(engine, seat, moment, log)));
                round.offers.clear();
            }
            Event::Riichi { seat } => round.seats[seat].declaring = true,
            Event::Discard { seat, piece } => {
                discard(&mut round, engine, seat, piece, log, tally);
                round.after_discard = true;
            }
            Event::RiichiAccepted { seat } => {
                // Paid once its discard passed: still after that discard.
                round.after_discard = after_discard;
                round.seats[seat].points -= 1000;
                round.sticks += 1;
            }
            Event::Call {
                seat,
                kind,
                used,
                called,
            } => call(
                &mut round,
                engine,
                (seat, kind),
                (&used, called),
                log,
                tally,
            ),
            Event::Kong {
                seat,
                piece,
                concealed,
            } => kong(&mut round, engine, seat, piece, concealed, log, tally),
            Event::Dora { indicator } => {
                // Shown after a kong's discard: still after that discard.
                round.after_discard = after_discard;
                round.dora.push(indicator);
            }
            Event::Win { who, from } => {
                tally.wins += 1;
                let menu = match who == from {
                    true => (round.own.as_ref()).filter(|(s, m)| *s == who && m.tsumo),
                    false => round.offers.iter().find(|(s, m)| *s == who && m.ron),
                };
                let offered = menu.is_some();
                tally
                    .scores
                    .push((who, from, menu.and_then(|(_, m)| m.win)));
                tally.check(offered, || {
                    format!("{log}: seat {who}'s win from {from} not offered")
                });
            }
            Event::Aborted(Some(abort)) => {
                tally.aborts += 1;
                let called = round.abort(rules);
                tally.check(called == Some(abort), || {
                    format!("{log}: {abort:?}, not {called:?}")
                });
            }
            Event::Aborted(None) => {
                tally.aborts += 1;
                // Three rons: each of the others offered one, and the claims abort.
                let rons: Vec<Claim> = (round.offers.iter())
                    .map(|(_, m)| if m.ron { Claim::Ron } else { Claim::Pass })
                    .collect();
                let outcome = arbitrate(&rons, rules.multiple_ron);
                tally.check(outcome == Outcome::Abort, || {
                    format!("{log}: three rons came to {outcome:?}")
                });
            }
            Event::NineTerminals => {
                let offered = round.own.as_ref().is_some_and(|(_, m)| m.nine_terminals);
                tally.check(offered, || format!("{log}: nine terminals not offered"));
            }
        }
    }
}

/// A discard: checked against the seat's menu, then offered to the others.
fn discard(
    round: &mut Round,
    engine: &Engine,
    seat: usize,
    piece: Piece,
    log: &str,
    tally: &mut Tally,
) {
    let tile = piece.tile;
    let menu = round.own.take().filter(|(s, _)| *s == seat).map(|(_, m)| m);
    let declaring = round.seats[seat].declaring;
    let allowed = menu.as_ref().map_or(0, |m| match declaring {
        true => m.riichi,
        false => m.discard,
    });
    tally.check(allowed & 1 << tile.id() != 0, || {
        format!("{log}: seat {seat} discarded {tile} (riichi: {declaring}) off {menu:?}")
    });
    let double = !round.interrupted && round.discards_made < 4;
    let state = &mut round.seats[seat];
    state.take(piece, log);
    state.discards.push(tile);
    state.passed.clear();
    if let Riichi::Declared { double, .. } = state.riichi {
        state.riichi = Riichi::Declared {
            double,
            ippatsu: false,
        };
    }
    if state.declaring {
        state.declaring = false;
        state.riichi = Riichi::Declared {
            double,
            ippatsu: true,
        };
    }
    round.discards_made += 1;
    round.last_discard = Some(seat);
    round.offer(engine, seat, log, |by| Moment::Discarded {
        tile,
        red: piece.red,
        by,
    });
    for other in (0..4).filter(|&o| o != seat) {
        let state = &mut round.seats[other];
        state.passed.push(tile);
        if state.riichi != Riichi::None {
            state.passed_in_riichi.push(tile);
        }
    }
}

/// A call on the last discard: checked against the caller's menu, then played.
fn call(
    round: &mut Round,
    engine: &Engine,
    (seat, kind): (usize, CallKind),
    (used, called): (&[Piece], Piece),
    log: &str,
    tally: &mut Tally,
) {
    round.interrupt();
    let offer = (round.offers.iter())
        .find(|(s, _)| *s == seat)
        .map(|(_, m)| m.clone());
    round.offers.clear();
    round.own = None;
    let mut meld = used.to_vec();
    meld.push(called);
    for &piece in used {
        round.seats[seat].take(piece, log);
    }
    round.seats[seat].melds.push((meld, false));
    if kind == CallKind::OpenKong {
        tally.check(offer.is_some_and(|m| m.kong), || {
            format!("{log}: seat {seat}'s open kong of {}", called.tile)
        });
        round.kongs += 1;
        round.kongs_by_seat[seat] += 1;
        round.after_kong = true;
        return;
    }
    let mut tiles = [used[0].tile, used[1].tile];
    tiles.sort();
    let red = used.iter().filter(|p| p.red).count() as u8;
    let offered = offer.as_ref().is_some_and(|m| {
        let options = if kind == CallKind::Chi {
            &m.chi
        } else {
            &m.pon
        };
        options.iter().any(|o| o.tiles == tiles && o.red == red)
    });
    tally.check(offered, || {
        format!("{log}: seat {seat}'s {kind:?} {tiles:?} red {red} off {offer:?}")
    });
    let run = (kind == CallKind::Chi).then(|| tiles[0].min(called.tile));
    let moment = Moment::Called {
        tile: called.tile,
        run,
    };
    round.own = Some((seat, round.menu(engine, seat, moment, log)));
}

/// A concealed kong or a tile added to a pon: checked against the seat's menu, then
/// offered to the others (chankan, or thirteen orphans on a concealed kong).
fn kong(
    round: &mut Round,
    engine: &Engine,
    seat: usize,
    piece: Piece,
    concealed: bool,
    log: &str,
    tally: &mut Tally,
) {
    let t = piece.tile;
    let own = round.own.take().filter(|(s, _)| *s == seat).map(|(_, m)| m);
    let bits = (own.as_ref()).map_or(0, |m| match concealed {
        true => m.concealed_kongs,
        false => m.added_kongs,
    });
    let state = &mut round.seats[seat];
    tally.check(bits & 1 << t.id() != 0, || {
        let held: Vec<Tile> = state.hand.iter().map(|p| p.tile).collect();
        let riichi = state.riichi;
        format!("{log}: seat {seat}'s kong of {t} ({held:?}, {riichi:?}) off {own:?}")
    });
    match concealed {
        true => {
            let pieces: Vec<Piece> = (state.hand.iter())
                .filter(|p| p.tile == t)
                .copied()
                .collect();
            assert_eq!(pieces.len(), 4, "{log}: a concealed kong of {t}");
            state.hand.retain(|p| p.tile != t);
            state.melds.push((pieces, true));
        }
        false => {
            state.take(piece, log);
            let pon = (state.melds.iter_mut())
                .find(|(m, closed)| !closed && m.len() == 3 && m.iter().all(|p| p.tile == t))
                .unwrap_or_else(|| panic!("{log}: the pon {t} added to"));
            pon.0.push(piece);
        }
    }
    round.kongs += 1;
    round.kongs_by_seat[seat] += 1;
    round.after_kong = true;
    round.offer(engine, seat, log, |by| match concealed {
        true => Moment::ConcealedKong { tile: t, by },
        false => Moment::AddedKong {
            tile: t,
            red: piece.red,
            by,
        },
    });
    if !concealed {
        for other in (0..4).filter(|&o| o != seat) {
            round.seats[other].passed.push(t);
        }
    }
}

/// The logs of one folder of the shared data, sorted, each with its name.
fn logs(folder: &str) -> Vec<(String, String)> {
    let Some(dir) = data_dir(folder) else {
        return Vec::new();
    };
    let mut paths: Vec<_> = (std::fs::read_dir(&dir).unwrap())
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    (paths.iter())
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(path).unwrap())
        })
        .collect()
}

/// Replays every log of a folder, read by `read`; at least `least` actions checked.
fn every_action_on_the_menu(folder: &str, read: fn(&str, &str) -> Vec<Event>, least: usize) {
    let logs = logs(folder);
    if logs.is_empty() {
        return;
    }
    let engine = Engine::riichi();
    let mut tally = Tally::default();
    for (name, text) in &logs {
        replay(&engine, &read(text, name), name, &mut tally);
    }
    println!(
        "{folder}: {} logs, {} actions and wins found on the menus ({} wins), {} discards \
         passed with no abort called, {} aborts as logged; {} not",
        logs.len(),
        tally.checked - tally.aborts,
        tally.wins,
        tally.passed,
        tally.aborts,
        tally.misses.len()
    );
    assert!(tally.misses.is_empty(), "{}", tally.misses.join("\n"));
    assert!(tally.checked >= least, "{} actions checked", tally.checked);
}

#[test]
fn every_action_of_the_tenhou_mjlogs_is_on_the_menu() {
    every_action_on_the_menu("game-logs/tenhou-mjlog", mjlog::events, 20_000);
}

#[test]
fn every_action_of_the_tenhou6_logs_is_on_the_menu() {
    every_action_on_the_menu("game-logs/tenhou6-json", tenhou6::events, 1_000);
}

#[test]
fn every_action_of_the_mjai_logs_is_on_the_menu() {
    every_action_on_the_menu("game-logs/mjai", mjai::events, 600);
}
