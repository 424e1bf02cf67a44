//! hupai's legal actions beside riichienv-core's (smly/RiichiEnv's Rust core, the
//! version this crate pins), from the same game states, in one run:
//! `cargo bench -p hupai-peers`.
//!
//! The states come from seeded games riichienv plays against itself (each seat's
//! choice random among what riichienv offers it: a win taken, a call now and then).
//! Each is asked of both: riichienv's own calls on its `GameState` (on its own turn
//! `_get_legal_actions_internal`, on another's discard the per-seat claim check its
//! `step` runs), and `Engine::actions` on the context the same state gives (tiles as
//! 136-ids, melds, discards, the tiles passed since its last discard, riichi, points,
//! wall, kongs, winds, dora). Before timing, the two menus are compared on what both
//! answer (discard kinds, riichi, tsumo, concealed and added kongs, nine terminals;
//! ron, pon, chi, open kong) and the agreement is printed.
//!
//! What each does is not quite the same: riichienv's own turn says whether riichi is
//! possible (it stops at the first discard that keeps tenpai); hupai's says which
//! discards keep it (riichi's discards) and scores a tsumo.

use std::collections::HashMap;
use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hupai::actions::{Context, Menu, Moment, Relative, Riichi};
use hupai::scoring::{Indicators, Wind};
use hupai::tiles::Melds;
use hupai::{Engine, Hand, Tile};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use riichienv_core::action::{Action, ActionType, Phase};
use riichienv_core::rule::GameRule;
use riichienv_core::state::GameState;
use riichienv_core::state::legal_actions::GameStateLegalActions;
use riichienv_core::types::MeldType;

/// Games played for the states (east-only, seeded).
const GAMES: u64 = 16;

/// A seat's view of one state, as both engines are asked it.
struct Asked {
    state: GameState,
    seat: u8,
    /// The discarder and tile, on another's discard; none on the seat's own turn.
    offered: Option<(u8, u8)>,
    context: Context,
}

impl Asked {
    fn peer(&self) -> Vec<Action> {
        match self.offered {
            None => self.state._get_legal_actions_internal(self.seat),
            Some((by, tile)) => {
                self.state
                    ._get_claim_actions_for_player(self.seat, by, tile)
                    .0
            }
        }
    }
}

/// The tiles each seat saw others discard since its own last discard (temporary
/// furiten), and in riichi (riichi furiten): riichienv keeps flags, hupai the tiles.
#[derive(Default, Clone)]
struct Passed {
    since_discard: [Vec<Tile>; 4],
    in_riichi: [Vec<Tile>; 4],
}

fn tile(id: u8) -> Tile {
    Tile::from_id_136(usize::from(id)).expect("0..136")
}

fn is_red(id: u8) -> bool {
    matches!(id, 16 | 52 | 88)
}

fn melds_text(state: &GameState, seat: usize) -> String {
    let text: Vec<String> = (state.players[seat].melds.iter())
        .map(|meld| {
            let mut ids = meld.tiles.clone();
            ids.sort();
            let digits: String = (ids.iter())
                .map(|&id| match is_red(id) {
                    true => '0',
                    false => char::from(b'0' + tile(id).rank() as u8),
                })
                .collect();
            let written = format!("{digits}{}", tile(ids[0]).suit().letter());
            match meld.meld_type {
                MeldType::Ankan => format!("({written})"),
                _ => written,
            }
        })
        .collect();
    text.join(",")
}

/// The context a state gives seat `seat` at `moment`.
fn context(state: &GameState, seat: u8, moment: Moment, passed: &Passed) -> Option<Context> {
    let s = usize::from(seat);
    let player = &state.players[s];
    let mut context = Context::new(Hand::from_ids_136(&player.hand, 0).ok()?, moment);
    for &id in player.hand.iter().filter(|&&id| is_red(id)) {
        context.red_fives[tile(id).suit() as usize] += 1;
    }
    context.melds = melds_text(state, s).parse::<Melds>().ok()?;
    context.discards = player.discards.iter().map(|&id| tile(id)).collect();
    context.passed = passed.since_discard[s].clone();
    context.passed_in_riichi = passed.in_riichi[s].clone();
    if player.riichi_declared {
        context.riichi = Riichi::Declared {
            double: player.double_riichi_declared,
            ippatsu: player.ippatsu_cycle,
        };
    }
    context.points = i64::from(player.score);
    context.wall = state.wall.drawable_count;
    context.kongs = (state.players.iter())
        .flat_map(|p| &p.melds)
        .filter(|m| {
            matches!(
                m.meld_type,
                MeldType::Ankan | MeldType::Daiminkan | MeldType::Kakan
            )
        })
        .count() as u8;
    context.seat = Wind::ALL[usize::from((seat + 4 - state.oya) % 4)];
    context.round = Wind::ALL[usize::from(state.round_wind % 4)];
    let calls = state.players.iter().any(|p| !p.melds.is_empty());
    context.first_go_around = state.is_first_turn && !calls;
    let dora: Vec<Tile> = state
        .wall
        .dora_indicators
        .iter()
        .map(|&id| tile(id))
        .collect();
    context.dora = Indicators::new(&dora).ok()?;
    context.honba = state.honba;
    context.riichi_sticks = u8::try_from(state.riichi_sticks).ok()?;
    Some(context)
}

fn relative(seat: u8, other: u8) -> Relative {
    match (other + 4 - seat) % 4 {
        3 => Relative::Left,
        2 => Relative::Across,
        _ => Relative::Right,
    }
}

/// The seat to act after its draw (not while declaring riichi), as both are asked it.
fn own_turn(state: &GameState, passed: &Passed) -> Option<Asked> {
    let seat = state.current_player;
    let drawn = state
        .drawn_tile
        .filter(|_| !state.players[usize::from(seat)].riichi_stage)?;
    let moment = Moment::Drew {
        tile: tile(drawn),
        after_kong: state.is_rinshan_flag,
    };
    Some(Asked {
        state: state.clone(),
        seat,
        offered: None,
        context: context(state, seat, moment, passed)?,
    })
}

/// The three others on the tile `by` is about to discard, as both are asked it
/// (riichienv asks them inside its `step`, and goes on to the next draw when none
/// may claim: the common case, asked here too).
fn on_discard(state: &GameState, by: u8, id: u8, passed: &Passed) -> Vec<Asked> {
    (0..4)
        .filter(|&seat| seat != by)
        .filter_map(|seat| {
            let moment = Moment::Discarded {
                tile: tile(id),
                red: is_red(id),
                by: relative(seat, by),
            };
            Some(Asked {
                state: state.clone(),
                seat,
                offered: Some((by, id)),
                context: context(state, seat, moment, passed)?,
            })
        })
        .collect()
}

/// A random choice among a seat's legal actions: a win always, a call a third of the
/// time, else a pass; on its own turn any action at random.
fn choose(legal: &[Action], rng: &mut StdRng) -> Option<Action> {
    let win = legal
        .iter()
        .find(|a| matches!(a.action_type, ActionType::Tsumo | ActionType::Ron));
    if let Some(win) = win {
        return Some(win.clone());
    }
    let calls: Vec<&Action> = (legal.iter())
        .filter(|a| a.action_type != ActionType::Pass)
        .collect();
    let passing = legal.iter().find(|a| a.action_type == ActionType::Pass);
    match (passing, calls.is_empty()) {
        (_, true) => passing.cloned(),
        (Some(pass), false) if rng.random_range(0..3) != 0 => Some(pass.clone()),
        _ => Some(calls[rng.random_range(0..calls.len())].clone()),
    }
}

/// The states of `GAMES` seeded games, each seat asked where it may act.
fn states() -> Vec<Asked> {
    let mut asked = Vec::new();
    for game in 0..GAMES {
        let mut rng = StdRng::seed_from_u64(game);
        let mut state = GameState::new(1, true, Some(game), 0, GameRule::default_tenhou());
        let mut passed = Passed::default();
        for _ in 0..5_000 {
            if state.is_done {
                break;
            }
            if state.needs_initialize_next_round {
                passed = Passed::default();
                state.step(&HashMap::new());
                continue;
            }
            if state.phase == Phase::WaitAct {
                asked.extend(own_turn(&state, &passed));
            }
            let seats: Vec<u8> = match state.phase {
                Phase::WaitAct => vec![state.current_player],
                _ => state.active_players.clone(),
            };
            let mut actions = HashMap::new();
            for seat in seats {
                let legal = state._get_legal_actions_internal(seat);
                if let Some(action) = choose(&legal, &mut rng) {
                    if action.action_type == ActionType::Discard {
                        let id = action.tile.expect("a tile");
                        asked.extend(on_discard(&state, seat, id, &passed));
                        note_discard(&state, seat, id, &mut passed);
                    }
                    actions.insert(seat, action);
                }
            }
            state.step(&actions);
        }
    }
    asked
}

fn note_discard(state: &GameState, seat: u8, id: u8, passed: &mut Passed) {
    let s = usize::from(seat);
    passed.since_discard[s].clear();
    for other in (0..4).filter(|&o| o != s) {
        passed.since_discard[other].push(tile(id));
        if state.players[other].riichi_declared {
            passed.in_riichi[other].push(tile(id));
        }
    }
}

/// What both engines answer, from a menu: kinds as bits, the rest as flags.
#[derive(Debug, PartialEq, Eq)]
struct Common {
    discard: u64,
    riichi: bool,
    tsumo: bool,
    concealed_kongs: u64,
    added_kongs: u64,
    nine_terminals: bool,
    ron: bool,
    pon: bool,
    chi: bool,
    kong: bool,
}

fn ours(menu: &Menu) -> Common {
    Common {
        discard: menu.discard,
        riichi: menu.riichi != 0,
        tsumo: menu.tsumo,
        concealed_kongs: menu.concealed_kongs,
        added_kongs: menu.added_kongs,
        nine_terminals: menu.nine_terminals,
        ron: menu.ron,
        pon: !menu.pon.is_empty(),
        chi: !menu.chi.is_empty(),
        kong: menu.kong,
    }
}

fn theirs(actions: &[Action]) -> Common {
    let bits = |kind: ActionType| -> u64 {
        (actions.iter())
            .filter(|a| a.action_type == kind)
            .filter_map(|a| a.tile)
            .fold(0, |bits, id| bits | 1 << tile(id).id())
    };
    let has = |kind: ActionType| actions.iter().any(|a| a.action_type == kind);
    Common {
        discard: bits(ActionType::Discard),
        riichi: has(ActionType::Riichi),
        tsumo: has(ActionType::Tsumo),
        concealed_kongs: bits(ActionType::Ankan),
        added_kongs: bits(ActionType::Kakan),
        nine_terminals: has(ActionType::KyushuKyuhai),
        ron: has(ActionType::Ron),
        pon: has(ActionType::Pon),
        chi: has(ActionType::Chi),
        kong: has(ActionType::Daiminkan),
    }
}

/// Prints how often the two menus agree, and the first few that do not.
fn compare(engine: &Engine, asked: &[Asked]) {
    let mut differ = Vec::new();
    for a in asked {
        let menu = engine.actions(&a.context).expect("a menu");
        let (mine, peer) = (ours(&menu), theirs(&a.peer()));
        if mine != peer {
            let c = &a.context;
            let seen = format!("{} [{}] {:?} {:?}", c.hand, c.melds, c.moment, c.riichi);
            differ.push(format!("{seen}\n  hupai {mine:?}\n  riichienv {peer:?}"));
        }
    }
    println!(
        "{} states ({} own turns): the menus agree on {}, differ on {}",
        asked.len(),
        asked.iter().filter(|a| a.offered.is_none()).count(),
        asked.len() - differ.len(),
        differ.len()
    );
    for line in differ.iter().take(5) {
        println!("{line}");
    }
}

fn actions(c: &mut Criterion) {
    let engine = Engine::riichi();
    let asked = states();
    compare(&engine, &asked);
    let (own, offered): (Vec<&Asked>, Vec<&Asked>) =
        asked.iter().partition(|a| a.offered.is_none());
    let mut group = c.benchmark_group("actions beside riichienv");
    for (moment, states) in [("on another's discard", &offered), ("own turn", &own)] {
        group.throughput(Throughput::Elements(states.len() as u64));
        group.bench_function(format!("hupai, {moment}"), |b| {
            b.iter(|| {
                (states.iter())
                    .filter(|a| engine.actions(black_box(&a.context)).is_ok_and(|m| m.pass))
                    .count()
            })
        });
        group.bench_function(format!("riichienv, {moment}"), |b| {
            b.iter(|| {
                states
                    .iter()
                    .map(|a| black_box(a).peer().len())
                    .sum::<usize>()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, actions);
criterion_main!(benches);
