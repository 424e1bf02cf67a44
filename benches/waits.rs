//! Waits (table-driven against 34 re-checks) and decompositions, on the same seeded
//! 13-tile and 14-tile hands. `cargo bench --bench waits`.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hupai::{CheckError, Engine, Hand, LiveHand, Waits};
use hupai_baselines::corpus::{Generator, Shape};

const HANDS: usize = 5_000;

/// 13-tile hands: a near-win or a deal with one tile dropped.
fn waiting_hands(shape: Shape, jokers: u8) -> Vec<Hand> {
    let mut generator = Generator::new(13);
    (0..HANDS)
        .map(|_| {
            let hand = generator.hand(shape, 14, jokers);
            let mut tiles: Vec<_> = hand.tiles().collect();
            match tiles.pop() {
                Some(_) => Hand::from_tiles(&tiles, hand.jokers()).unwrap(),
                None => Hand::from_tiles(&tiles, hand.jokers() - 1).unwrap(),
            }
        })
        .collect()
}

/// The waits of every hand by `waits_of`, counted (so none is optimised away).
fn total_waits(hands: &[Hand], waits_of: impl Fn(&Hand) -> Result<Waits, CheckError>) -> usize {
    hands
        .iter()
        .map(|h| waits_of(black_box(h)).unwrap().len())
        .sum()
}

fn waits(c: &mut Criterion) {
    let engine = Engine::standard();
    engine.prepare(&[hupai::engine::Question::Waits]);
    for shape in [Shape::Wins, Shape::Deals] {
        for jokers in [0u8, 2, 4] {
            let hands = waiting_hands(shape, jokers);
            let mut group =
                c.benchmark_group(format!("waits/{}-minus-one/{jokers}-jokers", shape.name()));
            group.throughput(Throughput::Elements(HANDS as u64));
            group.bench_function("tables", |b| {
                b.iter(|| total_waits(&hands, |h| engine.waits(h)))
            });
            let live: Vec<LiveHand> = hands.iter().map(|h| LiveHand::new(*h)).collect();
            group.bench_function("masks-kept-keys", |b| {
                b.iter(|| {
                    live.iter()
                        .map(|h| engine.waits_live(black_box(h)).unwrap().len())
                        .sum::<usize>()
                })
            });
            group.bench_function("34-rechecks", |b| {
                b.iter(|| total_waits(&hands, |h| engine.waits_by_rechecking(h)))
            });
            group.finish();
        }
    }
}

/// Hands holding a four: the exhausted kind is judged from the suit's table where
/// jokers may be fifth copies (`standard`), by a small search of its own where they may
/// not (`strict-jokers`).
fn waits_holding_a_four(c: &mut Criterion) {
    for name in ["standard", "strict-jokers"] {
        let engine = Engine::builtin(name).unwrap();
        engine.prepare(&[hupai::engine::Question::Waits]);
        let mut generator = Generator::new(21);
        let hands: Vec<Hand> = (0..HANDS)
            .map(|i| generator.holding_a_four(13, (i % 3) as u8))
            .collect();
        let mut group = c.benchmark_group(format!("waits/holding-a-four/{name}"));
        group.throughput(Throughput::Elements(HANDS as u64));
        group.bench_function("tables", |b| {
            b.iter(|| total_waits(&hands, |h| engine.waits(h)))
        });
        group.finish();
    }
}

fn decompositions(c: &mut Criterion) {
    let engine = Engine::standard();
    for jokers in [0u8, 4, 8] {
        let hands = Generator::new(14).hands(Shape::Wins, HANDS, 14, jokers);
        let mut group = c.benchmark_group(format!("decompositions/wins/{jokers}-jokers"));
        group.throughput(Throughput::Elements(HANDS as u64));
        group.bench_function("count", |b| {
            b.iter(|| {
                hands
                    .iter()
                    .map(|h| engine.count_decompositions(black_box(h)).unwrap())
                    .sum::<u64>()
            })
        });
        group.bench_function("list", |b| {
            b.iter(|| {
                hands
                    .iter()
                    .map(|h| engine.decompositions(black_box(h)).unwrap().count())
                    .sum::<usize>()
            })
        });
        group.finish();
    }
}

criterion_group!(benches, waits, waits_holding_a_four, decompositions);
criterion_main!(benches);
