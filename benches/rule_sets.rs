//! Every question under the rule sets with whole-hand rules or joker kinds, beside
//! `standard` on the same kind of hands: what 缺一门 (`sichuan`), the Reds as jokers
//! (`hongzhong`) and three-player tiles (`sanma`) cost. Seeded deals of each set's
//! tiles, no jokers; and what exposed melds cost. `cargo bench --bench rule_sets`.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hupai::{Engine, Hand};
use hupai_baselines::corpus::{Generator, Shape};

const HANDS: usize = 2_000;

fn rule_sets(c: &mut Criterion) {
    for name in ["standard", "sanma", "hongzhong", "sichuan"] {
        let engine = Engine::builtin(name).expect("built in");
        engine.shanten_tables();
        engine.wait_masks();
        engine.hint_masks();
        let tiles = engine.rules().tiles;
        let fourteen = Generator::with_tiles(2026, tiles).hands(Shape::Deals, HANDS, 14, 0);
        let thirteen = Generator::with_tiles(2027, tiles).hands(Shape::Deals, HANDS, 13, 0);
        let mut group = c.benchmark_group(format!("rule-sets/{name}"));
        group.throughput(Throughput::Elements(HANDS as u64));
        group.bench_function("is_win, 14 tiles", |b| {
            b.iter(|| {
                fourteen
                    .iter()
                    .filter(|h| engine.is_win(black_box(h)))
                    .count()
            })
        });
        group.bench_function("check, 14 tiles", |b| {
            b.iter(|| count_ok(&fourteen, |h| engine.check(h).map(|f| f.is_empty())))
        });
        group.bench_function("waits, 13 tiles", |b| {
            b.iter(|| count_ok(&thirteen, |h| engine.waits(h).map(|w| w.len())))
        });
        group.bench_function("shanten, 13 tiles", |b| {
            b.iter(|| count_ok(&thirteen, |h| engine.shanten(h)))
        });
        group.bench_function("accepted tiles, 13 tiles", |b| {
            b.iter(|| count_ok(&thirteen, |h| engine.ukeire(h, &[0; 34]).map(|u| u.len())))
        });
        group.bench_function("discard advice, 14 tiles", |b| {
            b.iter(|| {
                count_ok(&fourteen, |h| {
                    engine.discards(h, &[0; 34]).map(|a| a.shanten())
                })
            })
        });
        group.finish();
    }
}

/// How many of `hands` the question answers (all of them: the deals are of the rules'
/// tiles), its answers passed through `black_box`.
fn count_ok<T, E>(hands: &[Hand], question: impl Fn(&Hand) -> Result<T, E>) -> usize {
    hands
        .iter()
        .filter(|h| black_box(question(black_box(h))).is_ok())
        .count()
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

criterion_group!(benches, rule_sets, melds);
criterion_main!(benches);
