//! The hot calls' instruction budgets: each call over 1,000 seeded hands, counted by
//! callgrind through gungraun, fails the run when it passes its committed baseline
//! by more than [`MARGIN_PERCENT`]. Instruction counts are exact under valgrind: no
//! machine noise, so a slower core is a failed CI run rather than a figure nobody
//! reads. The engine is built and every hand asked once before counting starts (the
//! tables are loaded then), so a count is the steady state a server sees.
//!
//! ```sh
//! cargo install gungraun-runner --version 0.20.0 --locked   # once; and valgrind
//! cargo bench -p hupai-budgets
//! ```
//!
//! A change that makes a call cheaper lowers its baseline in [`BASELINES`] (the count
//! gungraun prints, rounded up); one that makes it dearer on purpose raises it in the
//! same commit, saying why. docs/PERFORMANCE.md lists the budgets per hand.

use std::hint::black_box;

use gungraun::{
    Callgrind, EventKind, LibraryBenchmarkConfig, library_benchmark, library_benchmark_group, main,
};
use hupai::actions::{Context, Moment, Relative};
use hupai::scoring::{Situation, Wind};
use hupai::{Engine, Hand};
use hupai_baselines::corpus::{Generator, Shape};

/// The hands each benchmark asks about.
const HANDS: usize = 1_000;

/// How far over its baseline a count may rise before the run fails. Above the drift
/// of a compiler upgrade (a few percent), below any change worth noticing.
const MARGIN_PERCENT: u64 = 5;

/// The committed counts (instructions for all [`HANDS`] hands), by benchmark id.
const BASELINES: &[(&str, u64)] = &[
    ("is_win standard_deals", 170_897),
    ("is_win standard_wins", 131_308),
    ("waits standard", 351_328),
    ("shanten standard", 496_422),
    ("shanten sichuan", 1_679_156),
    ("shanten hongzhong", 1_982_724),
    ("shanten guobiao", 3_849_042),
    ("ukeire standard", 2_400_486),
    ("ukeire sichuan", 6_428_646),
    ("ukeire hongzhong", 6_264_544),
    ("discards standard", 25_117_884),
    ("discards sichuan", 49_705_472),
    ("discards hongzhong", 63_010_238),
    ("discard_masks standard", 3_621_574),
    // Joker-free wins, every one scored (the 1,000 hands with 0–4 jokers these
    // counted before were 80% refused before the scorer ran: 535,782). Since the
    // one scoring door and the situation's one list of fields (each score asks the
    // list which fields the system does not count, and riichi's counts the Norths
    // set aside): score riichi through `Engine::score` 2,217,182 → 2,311,185,
    // is_legal_win riichi 1,328,066 → 1,350,066, guobiao 3,700,581 → 3,772,270,
    // score_guobiao 3,943,477 → 4,015,198.
    ("score riichi", 2_311_185),
    ("is_legal_win riichi", 1_350_066),
    ("is_legal_win guobiao", 3_772_270),
    ("score_guobiao guobiao", 4_015_198),
    ("parse fourteen", 841_799),
    ("actions on_discard", 1_570_783),
    ("actions own_turn", 5_306_203),
];

/// A benchmark's configuration: callgrind, failing above its baseline and margin.
fn budget(id: &str) -> LibraryBenchmarkConfig {
    let baseline = BASELINES.iter().find(|(name, _)| *name == id);
    let mut callgrind = Callgrind::default();
    if let Some(&(_, baseline)) = baseline {
        callgrind.hard_limits([(EventKind::Ir, baseline * (100 + MARGIN_PERCENT) / 100)]);
    }
    let mut config = LibraryBenchmarkConfig::default();
    config.tool(callgrind);
    config
}

/// The built-in engine `name` and its seeded hands of `tiles` tiles (`shape`), 0–4
/// jokers where the rules play them, each question asked once already.
fn prepared(name: &str, shape: Shape, tiles: usize) -> (Engine, Vec<Hand>) {
    let (engine, hands) = seeded(name, shape, tiles);
    for hand in &hands {
        warm(&engine, hand);
    }
    (engine, hands)
}

/// The built-in engine `name` and its seeded wins of 14 tiles without jokers (riichi
/// and 国标 scoring take none), each question asked once already: every hand is
/// scored, none refused before the scorer runs.
fn scored(name: &str) -> (Engine, Vec<Hand>) {
    let (engine, hands) = seeded_with(name, Shape::Wins, 14, false);
    for hand in &hands {
        warm(&engine, hand);
    }
    (engine, hands)
}

/// The built-in engine `name` and its seeded hands of `tiles` tiles (`shape`), 0–4
/// jokers where the rules play them, nothing asked yet.
fn seeded(name: &str, shape: Shape, tiles: usize) -> (Engine, Vec<Hand>) {
    seeded_with(name, shape, tiles, true)
}

/// [`seeded`], with jokers where the rules play them only if `jokers`.
fn seeded_with(name: &str, shape: Shape, tiles: usize, jokers: bool) -> (Engine, Vec<Hand>) {
    let engine = Engine::builtin(name).expect("a built-in rule set");
    let in_play = engine.rules().tiles;
    let jokers_played = jokers && engine.rules().jokers.most_held() != Some(0);
    let mut generator = Generator::with_tiles(2026, in_play);
    let hands: Vec<Hand> = (0..HANDS)
        .flat_map(|at| {
            let jokers = if jokers_played { (at % 5) as u8 } else { 0 };
            generator.hands(shape, 1, tiles, jokers)
        })
        .collect();
    (engine, hands)
}

/// Every question asked once of `hand`: the tables each needs are ready.
fn warm(engine: &Engine, hand: &Hand) {
    let seen = [0; 34];
    let _ = (
        engine.is_win(hand),
        engine.shanten(hand),
        engine.waits(hand),
    );
    let _ = (engine.ukeire(hand, &seen), engine.discards(hand, &seen));
    let _ = engine.discard_masks(hand);
    let situation = Situation::ron(
        hand.tiles()
            .next()
            .unwrap_or(hupai::Tile::from_id(0).expect("1m")),
    );
    let _ = (
        engine.score_riichi(hand, &situation),
        engine.score_guobiao(hand, &situation),
    );
}

/// The hands of `seeded` as MPSZ text (reading them needs no tables).
fn written(name: &str, shape: Shape, tiles: usize) -> Vec<String> {
    let (_, hands) = seeded(name, shape, tiles);
    hands.iter().map(Hand::to_string).collect()
}

#[library_benchmark]
#[bench::standard_deals(args = ("standard", Shape::Deals, 14), setup = prepared, config = budget("is_win standard_deals"))]
#[bench::standard_wins(args = ("standard", Shape::Wins, 14), setup = prepared, config = budget("is_win standard_wins"))]
fn is_win((engine, hands): (Engine, Vec<Hand>)) -> usize {
    (hands.iter())
        .filter(|h| engine.is_win(black_box(h)))
        .count()
}

#[library_benchmark]
#[bench::standard(args = ("standard", Shape::Deals, 13), setup = prepared, config = budget("waits standard"))]
fn waits((engine, hands): (Engine, Vec<Hand>)) -> usize {
    (hands.iter())
        .map(|h| engine.waits(black_box(h)).map_or(0, |w| w.len()))
        .sum()
}

#[library_benchmark]
#[bench::standard(args = ("standard", Shape::Deals, 13), setup = prepared, config = budget("shanten standard"))]
#[bench::sichuan(args = ("sichuan", Shape::Deals, 13), setup = prepared, config = budget("shanten sichuan"))]
#[bench::hongzhong(args = ("hongzhong", Shape::Deals, 13), setup = prepared, config = budget("shanten hongzhong"))]
#[bench::guobiao(args = ("guobiao", Shape::Deals, 13), setup = prepared, config = budget("shanten guobiao"))]
fn shanten((engine, hands): (Engine, Vec<Hand>)) -> i64 {
    (hands.iter())
        .map(|h| engine.shanten(black_box(h)).map_or(0, i64::from))
        .sum()
}

#[library_benchmark]
#[bench::standard(args = ("standard", Shape::Deals, 13), setup = prepared, config = budget("ukeire standard"))]
#[bench::sichuan(args = ("sichuan", Shape::Deals, 13), setup = prepared, config = budget("ukeire sichuan"))]
#[bench::hongzhong(args = ("hongzhong", Shape::Deals, 13), setup = prepared, config = budget("ukeire hongzhong"))]
fn ukeire((engine, hands): (Engine, Vec<Hand>)) -> u32 {
    (hands.iter())
        .map(|h| {
            engine
                .ukeire(black_box(h), &[0; 34])
                .map_or(0, |u| u.total_live())
        })
        .sum()
}

#[library_benchmark]
#[bench::standard(args = ("standard", Shape::Deals, 14), setup = prepared, config = budget("discards standard"))]
#[bench::sichuan(args = ("sichuan", Shape::Deals, 14), setup = prepared, config = budget("discards sichuan"))]
#[bench::hongzhong(args = ("hongzhong", Shape::Deals, 14), setup = prepared, config = budget("discards hongzhong"))]
fn discards((engine, hands): (Engine, Vec<Hand>)) -> usize {
    (hands.iter())
        .map(|h| {
            engine
                .discards(black_box(h), &[0; 34])
                .map_or(0, |d| d.discards().len())
        })
        .sum()
}

#[library_benchmark]
#[bench::standard(args = ("standard", Shape::Deals, 14), setup = prepared, config = budget("discard_masks standard"))]
fn discard_masks((engine, hands): (Engine, Vec<Hand>)) -> u64 {
    (hands.iter())
        .map(|h| {
            engine
                .discard_masks(black_box(h))
                .map_or(0, |m| m.keep_bits())
        })
        .fold(0, |a, b| a ^ b)
}

#[library_benchmark]
#[bench::riichi(args = ("riichi"), setup = scored, config = budget("score riichi"))]
fn score((engine, hands): (Engine, Vec<Hand>)) -> usize {
    ron_on_first_tile(&hands, |h, s| {
        engine.score(h, s).is_ok_and(|s| s.is_legal())
    })
}

#[library_benchmark]
#[bench::riichi(args = ("riichi"), setup = scored, config = budget("is_legal_win riichi"))]
#[bench::guobiao(args = ("guobiao"), setup = scored, config = budget("is_legal_win guobiao"))]
fn is_legal_win((engine, hands): (Engine, Vec<Hand>)) -> usize {
    ron_on_first_tile(&hands, |h, s| engine.is_legal_win(h, s) == Ok(true))
}

#[library_benchmark]
#[bench::guobiao(args = ("guobiao"), setup = scored, config = budget("score_guobiao guobiao"))]
fn score_guobiao((engine, hands): (Engine, Vec<Hand>)) -> usize {
    ron_on_first_tile(&hands, |h, s| {
        engine.score_guobiao(h, s).is_ok_and(|s| s.is_legal())
    })
}

/// How many `hands` `judge` passes, each won by ron on its first tile, seated south.
fn ron_on_first_tile(hands: &[Hand], judge: impl Fn(&Hand, &Situation) -> bool) -> usize {
    let mut situation = Situation::ron(hupai::Tile::from_id(0).expect("1m"));
    situation.seat_wind = Wind::South;
    (hands.iter())
        .filter(|h| {
            situation.winning_tile = h.tiles().next().expect("a tile");
            judge(black_box(h), &situation)
        })
        .count()
}

/// Seeded riichi contexts, each asked once already: a closed hand of 13 on another
/// seat's discard (a kind it holds fewer than four of, mostly nothing to claim), or
/// of 14 after its draw.
fn contexts(own_turn: bool) -> (Engine, Vec<Context>) {
    let (engine, hands) = seeded_with(
        "riichi",
        Shape::Deals,
        if own_turn { 14 } else { 13 },
        false,
    );
    let contexts: Vec<Context> = (hands.iter().enumerate())
        .map(|(at, hand)| {
            let moment = match own_turn {
                true => Moment::Drew {
                    tile: hand.tiles().nth(at % hand.len()).expect("a tile"),
                    after_kong: false,
                },
                false => Moment::Discarded {
                    tile: (0..34)
                        .filter_map(|k| hupai::Tile::from_id((at * 7 + k) % 34))
                        .find(|&t| hand.count(t) < 4)
                        .expect("a kind"),
                    red: false,
                    by: Relative::Left,
                },
            };
            let mut context = Context::new(*hand, moment);
            context.discards = vec![hupai::Tile::from_id(at % 34).expect("a kind")];
            context
        })
        .collect();
    for context in &contexts {
        let _ = engine.actions(context);
    }
    (engine, contexts)
}

#[library_benchmark]
#[bench::on_discard(args = (false), setup = contexts, config = budget("actions on_discard"))]
#[bench::own_turn(args = (true), setup = contexts, config = budget("actions own_turn"))]
fn actions((engine, contexts): (Engine, Vec<Context>)) -> usize {
    (contexts.iter())
        .filter_map(|c| engine.actions(black_box(c)).ok())
        .filter(|m| m.pass || m.riichi != 0)
        .count()
}

#[library_benchmark]
#[bench::fourteen(args = ("standard", Shape::Deals, 14), setup = written, config = budget("parse fourteen"))]
fn parse(texts: Vec<String>) -> usize {
    (texts.iter())
        .filter_map(|t| black_box(t).parse::<Hand>().ok())
        .map(|h| h.len())
        .sum()
}

library_benchmark_group!(
    name = questions,
    benchmarks = [
        is_win,
        waits,
        shanten,
        ukeire,
        discards,
        discard_masks,
        score,
        is_legal_win,
        score_guobiao,
        actions,
        parse
    ]
);

main!(library_benchmark_groups = questions);
