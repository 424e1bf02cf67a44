//! Every question under the rule sets with whole-hand rules or joker kinds, beside
//! `standard` on the same kind of hands: what 缺一门 (`sichuan`), the Reds as jokers
//! (`hongzhong`) and three-player tiles (`sanma`) cost. Seeded deals of each set's
//! tiles, no jokers. `cargo bench --bench rule_sets`.

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

criterion_group!(benches, rule_sets);
criterion_main!(benches);
