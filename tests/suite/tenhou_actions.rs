//! Legal actions on real games: every Tenhou mjlog of `../shared/data/game-logs/`
//! replayed, each seat's context kept from the log alone, and every action a player
//! took — each discard (a riichi's among the riichi discards), call, kong, tsumo,
//! ron, chankan and nine-terminals abort — found on that seat's menu at that moment.
//! A small reader for the test: the replay feature is the replay issue's.

use hupai::actions::{Context, Menu, Moment, Relative, Riichi};
use hupai::scoring::{Indicators, Wind};
use hupai::tiles::Melds;
use hupai::{Engine, Hand, Tile};

use crate::common::data_dir;

/// A tag of the log: its name and attributes.
struct Tag {
    name: String,
    attributes: Vec<(String, String)>,
}

impl Tag {
    fn get(&self, key: &str) -> Option<&str> {
        (self.attributes.iter())
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    fn numbers(&self, key: &str) -> Vec<i64> {
        (self.get(key).unwrap_or(""))
            .split(',')
            .filter(|s| !s.is_empty())
            .map(|s| s.parse().expect("a number"))
            .collect()
    }
}

fn tags(text: &str) -> Vec<Tag> {
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

fn kind(id: u8) -> Tile {
    Tile::from_id_136(usize::from(id)).expect("0..136")
}

fn is_red(id: u8) -> bool {
    matches!(id, 16 | 52 | 88)
}

/// A meld of 136-ids in MPSZ, red fives as `0`, concealed when `closed`.
fn meld_text(ids: &mut [u8], closed: bool) -> String {
    ids.sort();
    let digits: String = (ids.iter())
        .map(|&id| {
            if is_red(id) {
                '0'
            } else {
                char::from(b'0' + kind(id).rank() as u8)
            }
        })
        .collect();
    let text = format!("{digits}{}", kind(ids[0]).suit().letter());
    if closed { format!("({text})") } else { text }
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

#[derive(Default)]
struct SeatState {
    hand: Vec<u8>,
    melds: Vec<String>,
    discards: Vec<Tile>,
    passed: Vec<Tile>,
    riichi: Riichi,
    declaring: bool,
    passed_in_riichi: Vec<Tile>,
    points: i64,
}

/// One round as the log tells it, and the menus each seat was last given.
#[derive(Default)]
struct Round {
    seats: [SeatState; 4],
    oya: usize,
    round: usize,
    honba: u8,
    sticks: u8,
    dora: Vec<Tile>,
    wall: i64,
    kongs: u8,
    interrupted: bool,
    discards_made: usize,
    /// The menu of the seat whose turn it is.
    own: Option<(usize, Menu)>,
    /// The menus of the others on the tile just offered.
    offers: Vec<(usize, Menu)>,
    after_kong: bool,
}

impl Round {
    fn context(&self, seat: usize, moment: Moment) -> Context {
        let state = &self.seats[seat];
        let hand = Hand::from_ids_136(&state.hand, 0).expect("a hand");
        let mut context = Context::new(hand, moment);
        for id in state.hand.iter().filter(|&&id| is_red(id)) {
            context.red_fives[kind(*id).suit() as usize] += 1;
        }
        context.melds = state.melds.join(",").parse::<Melds>().expect("melds");
        context.discards = state.discards.clone();
        context.passed = state.passed.clone();
        context.riichi = state.riichi;
        context.passed_in_riichi = state.passed_in_riichi.clone();
        context.points = state.points;
        context.wall = self.wall.clamp(0, 255) as u8;
        context.kongs = self.kongs;
        context.seat = Wind::ALL[(seat + 4 - self.oya) % 4];
        context.round = Wind::ALL[self.round % 4];
        context.first_go_around = !self.interrupted && self.discards_made < 4;
        context.dora = Indicators::new(&self.dora).expect("indicators");
        (context.honba, context.riichi_sticks) = (self.honba, self.sticks);
        context
    }

    fn relative(&self, seat: usize, other: usize) -> Relative {
        match (other + 4 - seat) % 4 {
            3 => Relative::Left,
            2 => Relative::Across,
            _ => Relative::Right,
        }
    }
}

/// What the replay of every log found.
#[derive(Default)]
struct Tally {
    checked: usize,
    wins: usize,
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

fn replay(engine: &Engine, log: &str, name: &str, tally: &mut Tally) {
    let mut round = Round::default();
    for tag in tags(log) {
        let first = tag.name.as_bytes()[0];
        let draw = b"TUVW".iter().position(|&c| c == first);
        let discard = b"DEFG".iter().position(|&c| c == first);
        let number = tag.name[1..].parse::<u8>().ok();
        match (tag.name.as_str(), draw, discard, number) {
            ("INIT", ..) => {
                let seed = tag.numbers("seed");
                let ten = tag.numbers("ten");
                round = Round {
                    oya: tag.numbers("oya")[0] as usize,
                    round: seed[0] as usize / 4,
                    honba: seed[1] as u8,
                    sticks: seed[2] as u8,
                    dora: vec![kind(seed[5] as u8)],
                    wall: 70,
                    ..Round::default()
                };
                for (seat, (state, points)) in round.seats.iter_mut().zip(ten).enumerate() {
                    let hai = tag.numbers(&format!("hai{seat}"));
                    state.hand = hai.iter().map(|&i| i as u8).collect();
                    state.points = points * 100;
                }
            }
            (_, Some(seat), _, Some(id)) => {
                round.wall -= 1;
                round.seats[seat].hand.push(id);
                let moment = Moment::Drew {
                    tile: kind(id),
                    after_kong: round.after_kong,
                };
                round.after_kong = false;
                let context = round.context(seat, moment);
                let menu = engine
                    .actions(&context)
                    .unwrap_or_else(|e| panic!("{name}: {e} {context:?}"));
                round.own = Some((seat, menu));
                round.offers.clear();
            }
            (_, _, Some(seat), Some(id)) => {
                let tile = kind(id);
                if let Some((turn, menu)) = round.own.take().filter(|(s, _)| *s == seat) {
                    let declaring = round.seats[seat].declaring;
                    let allowed = if declaring { menu.riichi } else { menu.discard };
                    tally.check(allowed & 1 << tile.id() != 0, || {
                        format!("{name}: seat {turn} discarded {tile} (riichi: {declaring}) off {menu:?}")
                    });
                }
                let state = &mut round.seats[seat];
                state.hand.retain(|&h| h != id);
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
                    let double = !round.interrupted && round.discards_made < 4;
                    state.riichi = Riichi::Declared {
                        double,
                        ippatsu: true,
                    };
                }
                round.discards_made += 1;
                round.offers = (0..4)
                    .filter(|&other| other != seat)
                    .map(|other| {
                        let by = round.relative(other, seat);
                        let moment = Moment::Discarded {
                            tile,
                            red: is_red(id),
                            by,
                        };
                        let context = round.context(other, moment);
                        (
                            other,
                            engine
                                .actions(&context)
                                .unwrap_or_else(|e| panic!("{name}: {e}")),
                        )
                    })
                    .collect();
                for other in (0..4).filter(|&o| o != seat) {
                    let state = &mut round.seats[other];
                    state.passed.push(tile);
                    if state.riichi != Riichi::None {
                        state.passed_in_riichi.push(tile);
                    }
                }
            }
            ("N", ..) => call(&mut round, engine, &tag, name, tally),
            ("REACH", ..) => {
                let seat = tag.numbers("who")[0] as usize;
                match tag.numbers("step")[0] {
                    1 => round.seats[seat].declaring = true,
                    _ => {
                        round.seats[seat].points = tag.numbers("ten")[seat] * 100;
                        round.sticks += 1;
                    }
                }
            }
            ("DORA", ..) => round.dora.push(kind(tag.numbers("hai")[0] as u8)),
            ("AGARI", ..) => {
                let (who, from) = (
                    tag.numbers("who")[0] as usize,
                    tag.numbers("fromWho")[0] as usize,
                );
                tally.wins += 1;
                let offered = match who == from {
                    true => round
                        .own
                        .as_ref()
                        .is_some_and(|(s, m)| *s == who && m.tsumo),
                    false => round.offers.iter().any(|(s, m)| *s == who && m.ron),
                };
                tally.check(offered, || {
                    format!("{name}: seat {who}'s win from {from} not offered")
                });
            }
            ("RYUUKYOKU", ..) if tag.get("type") == Some("yao9") => {
                let offered = round.own.as_ref().is_some_and(|(_, m)| m.nine_terminals);
                tally.check(offered, || format!("{name}: nine terminals not offered"));
            }
            _ => {}
        }
    }
}

/// A call: checked against the caller's menu, then played.
fn call(round: &mut Round, engine: &Engine, tag: &Tag, name: &str, tally: &mut Tally) {
    let seat = tag.numbers("who")[0] as usize;
    let decoded = decode(tag.numbers("m")[0] as u32);
    round.interrupted = true;
    for state in &mut round.seats {
        if let Riichi::Declared { double, .. } = state.riichi {
            state.riichi = Riichi::Declared {
                double,
                ippatsu: false,
            };
        }
    }
    let offer = round
        .offers
        .iter()
        .find(|(s, _)| *s == seat)
        .map(|(_, m)| m.clone());
    let own = round.own.take().filter(|(s, _)| *s == seat).map(|(_, m)| m);
    match decoded {
        Call::Chi { ids, called } | Call::Pon { ids, called } => {
            let chi = matches!(decoded, Call::Chi { .. });
            let used: Vec<u8> = ids.iter().copied().filter(|&i| i != called).collect();
            let red = used.iter().filter(|&&i| is_red(i)).count() as u8;
            let tiles = [kind(used[0]), kind(used[1])];
            let offered = offer.as_ref().is_some_and(|m| {
                let options = if chi { &m.chi } else { &m.pon };
                options.iter().any(|o| o.tiles == tiles && o.red == red)
            });
            tally.check(offered, || {
                format!("{name}: seat {seat}'s call {tiles:?} red {red} off {offer:?}")
            });
            let state = &mut round.seats[seat];
            state.hand.retain(|h| !used.contains(h));
            state.melds.push(meld_text(&mut ids.clone(), false));
            let run = chi.then(|| kind(*ids.iter().min().unwrap()));
            let context = round.context(
                seat,
                Moment::Called {
                    tile: kind(called),
                    run,
                },
            );
            let menu = engine
                .actions(&context)
                .unwrap_or_else(|e| panic!("{name}: {e} {context:?}"));
            round.own = Some((seat, menu));
            round.offers.clear();
        }
        Call::Open { called } => {
            let base = called / 4 * 4;
            tally.check(offer.is_some_and(|m| m.kong), || {
                format!("{name}: seat {seat}'s open kong")
            });
            let state = &mut round.seats[seat];
            state.hand.retain(|&h| h / 4 * 4 != base);
            state
                .melds
                .push(meld_text(&mut [base, base + 1, base + 2, base + 3], false));
            round.kongs += 1;
            round.after_kong = true;
            round.offers.clear();
        }
        Call::Concealed { tile } | Call::Added { tile } => {
            let concealed = matches!(decoded, Call::Concealed { .. });
            let t = kind(tile);
            let bits = own.as_ref().map_or(0, |m| {
                if concealed {
                    m.concealed_kongs
                } else {
                    m.added_kongs
                }
            });
            let state = &round.seats[seat];
            let held = Hand::from_ids_136(&state.hand, 0).map(|h| h.to_string());
            let (riichi, melds) = (state.riichi, state.melds.join(","));
            tally.check(bits & 1 << t.id() != 0, || {
                format!(
                    "{name}: seat {seat}'s kong of {t} ({held:?}, {melds}, {riichi:?}) off {own:?}"
                )
            });
            assert!(round.seats[seat].hand.contains(&tile) || concealed);
            let base = tile / 4 * 4;
            let state = &mut round.seats[seat];
            state.hand.retain(|&h| h / 4 * 4 != base);
            let pon = kind(base);
            if !concealed {
                let at = (state.melds.iter()).position(|m| {
                    m.parse::<Melds>().ok().is_some_and(|ms| {
                        ms.iter()
                            .all(|x| x.first() == pon && x.tiles().count() == 3)
                    })
                });
                state.melds.remove(at.expect("the pon added to"));
            }
            state.melds.push(meld_text(
                &mut [base, base + 1, base + 2, base + 3],
                concealed,
            ));
            round.kongs += 1;
            round.after_kong = true;
            round.offers = (0..4)
                .filter(|&other| other != seat)
                .map(|other| {
                    let by = round.relative(other, seat);
                    let moment = match concealed {
                        true => Moment::ConcealedKong { tile: t, by },
                        false => Moment::AddedKong {
                            tile: t,
                            red: is_red(tile),
                            by,
                        },
                    };
                    (
                        other,
                        engine
                            .actions(&round.context(other, moment))
                            .expect("a menu"),
                    )
                })
                .collect();
            if !concealed {
                for other in (0..4).filter(|&o| o != seat) {
                    round.seats[other].passed.push(t);
                }
            }
        }
    }
}

#[test]
fn every_action_of_real_games_is_on_the_menu() {
    let Some(dir) = data_dir("game-logs/tenhou-mjlog") else {
        return;
    };
    let engine = Engine::riichi();
    let mut tally = Tally::default();
    let mut logs: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    logs.sort();
    for path in &logs {
        let text = std::fs::read_to_string(path).unwrap();
        let name = path.file_name().unwrap().to_string_lossy();
        replay(&engine, &text, &name, &mut tally);
    }
    println!(
        "{} Tenhou logs: {} actions and wins found on the menus, {} wins; {} not",
        logs.len(),
        tally.checked,
        tally.wins,
        tally.misses.len()
    );
    assert!(tally.misses.is_empty(), "{}", tally.misses.join("\n"));
    assert!(tally.checked > 1_000 && tally.wins > 20);
}
