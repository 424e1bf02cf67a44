//! mjai JSON lines read into events: one event a line, in the order of play
//! (`start_kyoku`, `tsumo`, `dahai`, `chi`/`pon`/`daiminkan`, `kakan`, `ankan`,
//! `reach`, `reach_accepted`, `dora`, `hora`, `ryukyoku`); tiles as `1m`…`9s`, `5mr`
//! for a red five, `E S W N P F C` for the honours.

use hupai::Tile;
use serde_json::Value;

use super::{CallKind, Event, Piece};

pub(super) fn piece(value: &Value) -> Piece {
    let text = value.as_str().expect("a tile");
    let honour = "ESWNPFC".find(text).map(|i| format!("{}z", i + 1));
    let (text, red) = match text.strip_suffix('r') {
        Some(plain) => (plain, true),
        None => (text, false),
    };
    let tile: Tile = (honour.as_deref().unwrap_or(text)).parse().expect("a tile");
    Piece { tile, red }
}

fn pieces(value: &Value) -> Vec<Piece> {
    value.as_array().expect("tiles").iter().map(piece).collect()
}

fn seat(event: &Value, key: &str) -> usize {
    event[key].as_u64().expect("a seat") as usize
}

fn deal(event: &Value) -> Event {
    let wind = "ESWN".find(event["bakaze"].as_str().unwrap()).unwrap();
    let number = |key: &str| event[key].as_u64().unwrap() as u8;
    Event::Deal {
        dealer: seat(event, "oya"),
        round: wind,
        honba: number("honba"),
        sticks: number("kyotaku"),
        dora: piece(&event["dora_marker"]).tile,
        points: [0, 1, 2, 3].map(|s| event["scores"][s].as_i64().unwrap()),
        hands: [0, 1, 2, 3].map(|s| pieces(&event["tehais"][s])),
    }
}

/// The events of one log.
pub(super) fn events(log: &str, name: &str) -> Vec<Event> {
    let mut events = Vec::new();
    for line in log.lines().filter(|l| !l.trim().is_empty()) {
        let event: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("{name}: {e}"));
        let actor = || seat(&event, "actor");
        let call = |kind| Event::Call {
            seat: actor(),
            kind,
            used: pieces(&event["consumed"]),
            called: piece(&event["pai"]),
        };
        events.push(match event["type"].as_str().expect("a type") {
            "start_kyoku" => deal(&event),
            "tsumo" => Event::Draw {
                seat: actor(),
                piece: piece(&event["pai"]),
            },
            "dahai" => Event::Discard {
                seat: actor(),
                piece: piece(&event["pai"]),
            },
            "chi" => call(CallKind::Chi),
            "pon" => call(CallKind::Pon),
            "daiminkan" => call(CallKind::OpenKong),
            "kakan" | "ankan" => {
                let concealed = event["type"] == "ankan";
                Event::Kong {
                    seat: actor(),
                    piece: match concealed {
                        true => pieces(&event["consumed"])[0],
                        false => piece(&event["pai"]),
                    },
                    concealed,
                }
            }
            "reach" => Event::Riichi { seat: actor() },
            "reach_accepted" => Event::RiichiAccepted { seat: actor() },
            "dora" => Event::Dora {
                indicator: piece(&event["dora_marker"]).tile,
            },
            "hora" => Event::Win {
                who: actor(),
                from: seat(&event, "target"),
            },
            "ryukyoku" if event["reason"] == "kyushukyuhai" => Event::NineTerminals,
            _ => continue,
        });
    }
    events
}
