//! Tenhou's mjlog XML read into events: a tag a line of play (`<INIT>`, a draw
//! `<T52/>`, a discard `<D52/>`, a call `<N m=…/>`, `<REACH>`, `<DORA>`, `<AGARI>`,
//! `<RYUUKYOKU>`), tiles as 136-ids (16, 52 and 88 the red fives), a call packed in
//! its `m` code.

use hupai::Tile;
use hupai::actions::claims::Abort;

use super::{CallKind, Event, Piece};

/// A tag of the log: its name and attributes.
pub(super) struct Tag {
    pub(super) name: String,
    attributes: Vec<(String, String)>,
}

impl Tag {
    pub(super) fn get(&self, key: &str) -> Option<&str> {
        (self.attributes.iter())
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    pub(super) fn numbers(&self, key: &str) -> Vec<i64> {
        (self.get(key).unwrap_or(""))
            .split(',')
            .filter(|s| !s.is_empty())
            .map(|s| s.parse().expect("a number"))
            .collect()
    }
}

pub(super) fn tags(text: &str) -> Vec<Tag> {
    let mut out = Vec::new();
    for piece in text.split('<').skip(1) {
        let body = piece.split('>').next().unwrap().trim_end_matches('/');
        let (name, mut rest) = body.split_once(' ').unwrap_or((body, ""));
        let mut attributes = Vec::new();
        while let Some((key, after)) = rest.split_once("=\"") {
            let (value, after) = after.split_once('"').expect("a closed value");
            attributes.push((key.trim().to_string(), value.to_string()));
            rest = after;
        }
        out.push(Tag {
            name: name.to_string(),
            attributes,
        });
    }
    out
}

pub(super) fn kind(id: u8) -> Tile {
    Tile::from_id_136(usize::from(id)).expect("0..136")
}

fn is_red(id: u8) -> bool {
    matches!(id, 16 | 52 | 88)
}

fn piece(id: u8) -> Piece {
    Piece {
        tile: kind(id),
        red: is_red(id),
    }
}

/// A call decoded from its `m` code.
enum Call {
    Chi { ids: [u8; 3], called: u8 },
    Pon { ids: [u8; 3], called: u8 },
    Added { tile: u8 },
    Open { called: u8 },
    Concealed { tile: u8 },
}

fn decode(m: u32) -> Call {
    if m & 0x4 != 0 {
        let t = m >> 10;
        let (r, t) = (t % 3, t / 3);
        let base = (t / 7 * 9 + t % 7) * 4;
        let ids = [0, 1, 2].map(|i| (base + 4 * i + ((m >> (3 + 2 * i)) & 3)) as u8);
        return Call::Chi {
            ids,
            called: ids[r as usize],
        };
    }
    if m & 0x18 != 0 {
        let t = m >> 9;
        let (r, base) = (t % 3, t / 3 * 4);
        let unused = (m >> 5) & 3;
        let ids: Vec<u8> = (0..4)
            .filter(|&i| i != unused)
            .map(|i| (base + i) as u8)
            .collect();
        return match m & 0x8 != 0 {
            true => Call::Pon {
                ids: [ids[0], ids[1], ids[2]],
                called: ids[r as usize],
            },
            false => Call::Added {
                tile: (base + unused) as u8,
            },
        };
    }
    let tile = (m >> 8) as u8;
    match m & 3 {
        0 => Call::Concealed { tile },
        _ => Call::Open { called: tile },
    }
}

/// A call's event.
fn call_event(seat: usize, m: u32) -> Event {
    match decode(m) {
        Call::Chi { ids, called } | Call::Pon { ids, called } => Event::Call {
            seat,
            kind: match m & 0x4 != 0 {
                true => CallKind::Chi,
                false => CallKind::Pon,
            },
            used: ids
                .iter()
                .filter(|&&i| i != called)
                .map(|&i| piece(i))
                .collect(),
            called: piece(called),
        },
        Call::Open { called } => {
            let base = called / 4 * 4;
            Event::Call {
                seat,
                kind: CallKind::OpenKong,
                used: (base..base + 4)
                    .filter(|&i| i != called)
                    .map(piece)
                    .collect(),
                called: piece(called),
            }
        }
        Call::Added { tile } => Event::Kong {
            seat,
            piece: piece(tile),
            concealed: false,
        },
        Call::Concealed { tile } => Event::Kong {
            seat,
            piece: piece(tile),
            concealed: true,
        },
    }
}

/// The events of one log.
pub(super) fn events(log: &str, _name: &str) -> Vec<Event> {
    let mut events = Vec::new();
    for tag in tags(log) {
        let first = tag.name.as_bytes()[0];
        let draw = b"TUVW".iter().position(|&c| c == first);
        let discard = b"DEFG".iter().position(|&c| c == first);
        let number = tag.name[1..].parse::<u8>().ok();
        let who = || tag.numbers("who")[0] as usize;
        events.push(match (tag.name.as_str(), draw, discard, number) {
            ("INIT", ..) => {
                let seed = tag.numbers("seed");
                let ten = tag.numbers("ten");
                Event::Deal {
                    dealer: tag.numbers("oya")[0] as usize,
                    round: seed[0] as usize / 4,
                    honba: seed[1] as u8,
                    sticks: seed[2] as u8,
                    dora: kind(seed[5] as u8),
                    points: [0, 1, 2, 3].map(|seat| ten[seat] * 100),
                    hands: [0, 1, 2, 3].map(|seat| {
                        let hai = tag.numbers(&format!("hai{seat}"));
                        hai.iter().map(|&i| piece(i as u8)).collect()
                    }),
                }
            }
            (_, Some(seat), _, Some(id)) => Event::Draw {
                seat,
                piece: piece(id),
            },
            (_, _, Some(seat), Some(id)) => Event::Discard {
                seat,
                piece: piece(id),
            },
            ("N", ..) => call_event(who(), tag.numbers("m")[0] as u32),
            ("REACH", ..) => match tag.numbers("step")[0] {
                1 => Event::Riichi { seat: who() },
                _ => Event::RiichiAccepted { seat: who() },
            },
            ("DORA", ..) => Event::Dora {
                indicator: kind(tag.numbers("hai")[0] as u8),
            },
            ("AGARI", ..) => Event::Win {
                who: who(),
                from: tag.numbers("fromWho")[0] as usize,
            },
            ("RYUUKYOKU", ..) => match tag.get("type") {
                Some("yao9") => Event::NineTerminals,
                Some("kan4") => Event::Aborted(Some(Abort::FourKongs)),
                Some("reach4") => Event::Aborted(Some(Abort::FourRiichi)),
                Some("ron3") => Event::Aborted(None),
                _ => continue,
            },
            _ => continue,
        });
    }
    events
}
