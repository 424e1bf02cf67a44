//! Every question under the rule sets with whole-hand rules or joker kinds, beside
//! `standard` on the same kind of hands: what 缺一门 (`sichuan`), the Reds as jokers
//! (`hongzhong`), three-player tiles (`sanma`) and seven pairs and a triplet
//! (`taiwan`, 17 tiles) cost. Seeded deals of each set's tiles, no jokers; and what
//! exposed melds cost. `cargo bench --bench rule_sets`.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hupai::{Engine, Hand};
use hupai_baselines::corpus::{Generator, Shape};

const HANDS: usize = 2_000;

fn rule_sets(c: &mut Criterion) {
    for name in ["standard", "sanma", "hongzhong", "sichuan", "guobiao"] {
        let engine = Engine::builtin(name).expect("built in");
        let tiles = engine.rules().tiles;
        let fourteen = Generator::with_tiles(2026, tiles).hands(Shape::Deals, HANDS, 14, 0);
        let thirteen = Generator::with_tiles(2027, tiles).hands(Shape::Deals, HANDS, 13, 0);
        every_question(c, &engine, &fourteen, &thirteen);
    }
}

/// Every question of `engine`, on `winning` hands (3n+2 tiles) and `waiting` ones
/// (3n+1), in the group `rule-sets/NAME`.
fn every_question(c: &mut Criterion, engine: &Engine, winning: &[Hand], waiting: &[Hand]) {
    engine.prepare(&[hupai::engine::Question::Shanten]);
    engine.prepare(&[hupai::engine::Question::Waits]);
    engine.prepare(&[hupai::engine::Question::Hints]);
    let (win, wait) = (winning[0].len(), waiting[0].len());
    let mut group = c.benchmark_group(format!("rule-sets/{}", engine.rules().name));
    group.throughput(Throughput::Elements(HANDS as u64));
    group.bench_function(format!("is_win, {win} tiles"), |b| {
        b.iter(|| {
            winning
                .iter()
                .filter(|h| engine.is_win(black_box(h)))
                .count()
        })
    });
    group.bench_function(format!("check, {win} tiles"), |b| {
        b.iter(|| count_ok(winning, |h| engine.check(h).map(|f| f.is_empty())))
    });
    group.bench_function(format!("waits, {wait} tiles"), |b| {
        b.iter(|| count_ok(waiting, |h| engine.waits(h).map(|w| w.len())))
    });
    group.bench_function(format!("shanten, {wait} tiles"), |b| {
        b.iter(|| count_ok(waiting, |h| engine.shanten(h)))
    });
    group.bench_function(format!("accepted tiles, {wait} tiles"), |b| {
        b.iter(|| count_ok(waiting, |h| engine.ukeire(h, &[0; 34]).map(|u| u.len())))
    });
    group.bench_function(format!("discard advice, {win} tiles"), |b| {
        b.iter(|| {
            count_ok(winning, |h| {
                engine.discards(h, &[0; 34]).map(|a| a.shanten())
            })
        })
    });
    group.finish();
}

/// How many of `hands` the question answers (all of them: the deals are of the rules'
/// tiles), its answers passed through `black_box`.
fn count_ok<T, E>(hands: &[Hand], question: impl Fn(&Hand) -> Result<T, E>) -> usize {
    hands
        .iter()
        .filter(|h| black_box(question(black_box(h))).is_ok())
        .count()
}

/// What seven pairs and a triplet (`taiwan`, 17 tiles) costs beside `standard` on the
/// same 17-tile hands: half deals, half 嚦咕嚦咕 shapes (one tile swapped half the
/// time), and those less a tile for the 16-tile questions.
fn seventeen_tiles(c: &mut Criterion) {
    let mut generator = Generator::new(2029);
    let mut seventeen = generator.hands(Shape::Deals, HANDS / 2, 17, 0);
    seventeen.extend(generator.hands(Shape::SevenPairs, HANDS / 2, 17, 0));
    let sixteen: Vec<Hand> = (seventeen.iter())
        .map(|h| {
            let first = h.tiles().next().expect("real tiles");
            h.removing(first).expect("held")
        })
        .collect();
    for name in ["standard", "taiwan"] {
        let engine = Engine::builtin(name).expect("built in");
        every_question(c, &engine, &seventeen, &sixteen);
    }
}

/// What exposing melds costs: the engine for them, and a check through it beside the
/// same concealed hands judged without melds.
fn melds(c: &mut Criterion) {
    let engine = Engine::standard();
    let melds: hupai::tiles::Melds = "111p,789s".parse().expect("two melds");
    let melded = engine.with_melds(&melds).expect("standard plays them");
    let eight = Generator::new(2028).hands(Shape::Wins, HANDS, 8, 0);
    let mut group = c.benchmark_group("rule-sets/melds");
    group.bench_function("with_melds", |b| {
        b.iter(|| engine.with_melds(black_box(&melds)).is_ok())
    });
    group.throughput(Throughput::Elements(HANDS as u64));
    group.bench_function("check, 8 tiles, no melds", |b| {
        b.iter(|| count_ok(&eight, |h| engine.check(h).map(|f| f.is_empty())))
    });
    group.bench_function("check, 8 tiles beside 111p,789s", |b| {
        b.iter(|| count_ok(&eight, |h| melded.check(h).map(|f| f.is_empty())))
    });
    group.finish();
}

criterion_group!(benches, rule_sets, seventeen_tiles, melds);
criterion_main!(benches);
