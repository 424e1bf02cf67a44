//! tenhou.net/6 JSON read into events. A round lists, for each seat, its thirteen
//! tiles, the tiles it took (a draw, or a call written as a string) and what it did
//! with each (a discard, `60` for the tile just drawn, `r…` riichi, a concealed or
//! added kong as a string, `0` after an open kong) — but not the order of play
//! between the seats. That is worked out here: after each discard, a seat whose next
//! take calls that tile from that seat may have called it (tried first: pon and kong
//! before chi), else the next seat draws; a choice that leaves the lists unfinished
//! is undone. Tiles are two digits: 11–19 characters, 21–29 dots, 31–39 bamboo,
//! 41–47 honours, 51–53 the red fives.

use hupai::Tile;
use hupai::actions::claims::Abort;
use hupai::tiles::Suit;
use serde_json::Value;

use super::{CallKind, Event, Piece};

fn piece(code: u64) -> Piece {
    let (suit, rank, red) = match code {
        51..=53 => (code - 51, 5, true),
        _ => (code / 10 - 1, code % 10, false),
    };
    let suit = [Suit::Man, Suit::Pin, Suit::Sou, Suit::Honours][suit as usize];
    let tile = Tile::new(suit, rank as usize).unwrap_or_else(|| panic!("tile code {code}"));
    Piece { tile, red }
}

/// A call or kong written as a string: its letter, where the letter stands, the tile
/// after the letter and the others.
struct Written {
    letter: char,
    at: usize,
    marked: Piece,
    others: Vec<Piece>,
}

fn written(text: &str) -> Written {
    let at = text.find(|c: char| !c.is_ascii_digit()).expect("a letter");
    let letter = text[at..].chars().next().unwrap();
    let digits: String = text.chars().filter(char::is_ascii_digit).collect();
    let codes: Vec<u64> = (0..digits.len() / 2)
        .map(|i| digits[2 * i..2 * i + 2].parse().unwrap())
        .collect();
    let marked = at / 2;
    Written {
        letter,
        at,
        marked: piece(codes[marked]),
        others: (codes.iter().enumerate())
            .filter(|&(i, _)| i != marked)
            .map(|(_, &c)| piece(c))
            .collect(),
    }
}

/// One round's lists, as the log gives them.
struct Lists {
    takes: [Vec<Value>; 4],
    discards: [Vec<Value>; 4],
    dora: Vec<Tile>,
}

/// Where the reconstruction is: how far into each list, what it made so far.
#[derive(Clone, Default)]
struct Play {
    taken: [usize; 4],
    discarded: [usize; 4],
    events: Vec<Event>,
    dora_shown: usize,
    /// A riichi whose stick is paid once play goes on past its discard.
    riichi: Option<usize>,
}

impl Play {
    fn finished(&self, lists: &Lists) -> bool {
        (0..4).all(|s| {
            self.taken[s] == lists.takes[s].len() && self.discarded[s] == lists.discards[s].len()
        })
    }

    /// Play goes on: a riichi just discarded is paid for.
    fn goes_on(&mut self) {
        if let Some(seat) = self.riichi.take() {
            self.events.push(Event::RiichiAccepted { seat });
        }
    }

    fn kong_shown(&mut self, lists: &Lists) {
        if let Some(&indicator) = lists.dora.get(self.dora_shown) {
            self.dora_shown += 1;
            self.events.push(Event::Dora { indicator });
        }
    }
}

/// The call `seat`'s next take makes on `discarded` from `by`, if it does.
fn call_on(
    lists: &Lists,
    play: &Play,
    seat: usize,
    by: usize,
    discarded: Piece,
) -> Option<Written> {
    let call = written(lists.takes[seat].get(play.taken[seat])?.as_str()?);
    let from = match (call.letter, call.at) {
        ('c' | 'p' | 'm', 0) => 3,
        ('p' | 'm', 2) => 2,
        ('p', 4) | ('m', 6) => 1,
        _ => return None,
    };
    ((seat + from) % 4 == by && call.marked == discarded).then_some(call)
}

/// Plays on from a draw by `seat` (`drawn: None`: from a discard after a call, the
/// tile not drawn); the whole round's events if the lists finish.
fn play_on(lists: &Lists, mut play: Play, mut seat: usize, mut draws: bool) -> Option<Play> {
    loop {
        let mut drawn = None;
        if draws {
            let Some(take) = lists.takes[seat].get(play.taken[seat]) else {
                return play.finished(lists).then_some(play);
            };
            let piece = piece(take.as_u64()?);
            play.taken[seat] += 1;
            play.goes_on();
            play.events.push(Event::Draw { seat, piece });
            drawn = Some(piece);
        }
        let Some(action) = lists.discards[seat].get(play.discarded[seat]) else {
            return play.finished(lists).then_some(play);
        };
        play.discarded[seat] += 1;
        let mut text = match action {
            Value::Number(n) => n.to_string(),
            Value::String(s) => s.clone(),
            _ => return None,
        };
        if let Some(rest) = text.strip_prefix('r') {
            play.events.push(Event::Riichi { seat });
            play.riichi = Some(seat);
            text = rest.to_string();
        }
        if text.contains(['a', 'k']) {
            let kong = written(&text);
            play.events.push(Event::Kong {
                seat,
                piece: kong.marked,
                concealed: kong.letter == 'a',
            });
            play.kong_shown(lists);
            draws = true;
            continue;
        }
        let piece = match text.parse::<u64>().ok()? {
            60 => drawn?,
            code => self::piece(code),
        };
        play.events.push(Event::Discard { seat, piece });
        let callers = [1, 2, 3].map(|step| (seat + step) % 4);
        let mut calls: Vec<(usize, Written)> = (callers.iter())
            .filter_map(|&caller| Some((caller, call_on(lists, &play, caller, seat, piece)?)))
            .collect();
        calls.sort_by_key(|(_, call)| call.letter == 'c');
        for (caller, call) in calls {
            if let Some(done) = called(lists, play.clone(), caller, call) {
                return Some(done);
            }
        }
        (seat, draws) = ((seat + 1) % 4, true);
    }
}

/// Plays on from a call: the call's event, then the caller's discard (after an open
/// kong, its replacement draw first).
fn called(lists: &Lists, mut play: Play, seat: usize, call: Written) -> Option<Play> {
    play.taken[seat] += 1;
    play.goes_on();
    let kind = match call.letter {
        'c' => CallKind::Chi,
        'p' => CallKind::Pon,
        _ => CallKind::OpenKong,
    };
    play.events.push(Event::Call {
        seat,
        kind,
        used: call.others,
        called: call.marked,
    });
    if kind != CallKind::OpenKong {
        return play_on(lists, play, seat, false);
    }
    // The open kong's discard slot holds a 0; its replacement draw follows.
    (lists.discards[seat].get(play.discarded[seat])?.as_u64() == Some(0)).then_some(())?;
    play.discarded[seat] += 1;
    play.kong_shown(lists);
    play_on(lists, play, seat, true)
}

fn codes(value: &Value) -> Vec<u64> {
    (value.as_array().expect("a list").iter())
        .map(|v| v.as_u64().expect("a tile code"))
        .collect()
}

/// Who won and from whom, by the win's point changes: the seat gaining most, from
/// the one seat paying (ron) or from itself (tsumo: several pay). The record beside
/// them (`[who, from, …]`) must agree, except in one hand-made file of the shared
/// data whose record names a seat the points do not (`confusing_nakis_2.json`: its
/// calls are what it tests).
fn winner(deltas: &Value, record: &Value, name: &str) -> (usize, usize) {
    let deltas: Vec<i64> = (deltas.as_array().unwrap().iter())
        .map(|d| d.as_i64().unwrap())
        .collect();
    let who = (0..4).max_by_key(|&s| deltas[s]).unwrap();
    let payers: Vec<usize> = (0..4).filter(|&s| deltas[s] < 0).collect();
    let from = if payers.len() == 1 { payers[0] } else { who };
    let recorded = [0, 1].map(|i| record[i].as_u64().unwrap() as usize);
    assert!(
        recorded == [who, from] || name == "confusing_nakis_2.json",
        "{name}: the win recorded as {recorded:?} pays as {:?}",
        [who, from]
    );
    (who, from)
}

/// The events of one round.
pub(super) fn round_events(round: &[Value], name: &str) -> Vec<Event> {
    let [kyoku, honba, sticks] = [0, 1, 2].map(|i| round[0][i].as_u64().unwrap());
    let dora: Vec<Tile> = codes(&round[2])
        .into_iter()
        .map(|c| piece(c).tile)
        .collect();
    let seat_list = |seat: usize, at: usize| round[4 + 3 * seat + at].as_array().unwrap().clone();
    let lists = Lists {
        takes: [0, 1, 2, 3].map(|seat| seat_list(seat, 1)),
        discards: [0, 1, 2, 3].map(|seat| seat_list(seat, 2)),
        dora: dora[1..].to_vec(),
    };
    let dealer = kyoku as usize % 4;
    let mut play = Play::default();
    play.events.push(Event::Deal {
        dealer,
        round: kyoku as usize / 4,
        honba: honba as u8,
        sticks: sticks as u8,
        dora: dora[0],
        points: [0, 1, 2, 3].map(|seat| round[1][seat].as_i64().unwrap()),
        hands: [0, 1, 2, 3]
            .map(|seat| codes(&round[4 + 3 * seat]).into_iter().map(piece).collect()),
    });
    let mut events = play_on(&lists, play, dealer, true)
        .unwrap_or_else(|| panic!("{name}: no order of play fits round {kyoku}-{honba}"))
        .events;
    let result = round[16].as_array().unwrap();
    match result[0].as_str().unwrap() {
        "和了" => {
            for win in result[1..].chunks(2) {
                let (who, from) = winner(&win[0], &win[1], name);
                events.push(Event::Win { who, from });
            }
        }
        "九種九牌" => events.push(Event::NineTerminals),
        "四槓散了" => events.push(Event::Aborted(Some(Abort::FourKongs))),
        "四家立直" => events.push(Event::Aborted(Some(Abort::FourRiichi))),
        "三家和了" => events.push(Event::Aborted(None)),
        _ => {}
    }
    events
}

/// The events of one log.
pub(super) fn events(log: &str, name: &str) -> Vec<Event> {
    let log: Value = serde_json::from_str(log).unwrap_or_else(|e| panic!("{name}: {e}"));
    (log["log"].as_array().expect("rounds").iter())
        .flat_map(|round| round_events(round.as_array().expect("a round"), name))
        .collect()
}
