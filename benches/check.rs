//! The win check: engine (four table lookups) against the reference search, on the
//! same seeded hands. `cargo bench --bench check`.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hupai::corpus::{Generator, Shape};
use hupai::reference::Reference;
use hupai::{Engine, Hand};

const HANDS: usize = 10_000;

fn corpus(shape: Shape, jokers: u8) -> Vec<Hand> {
    Generator::new(2026).hands(shape, HANDS, 14, jokers)
}

fn check(c: &mut Criterion) {
    let engine = Engine::standard();
    let reference = Reference::new(engine.rules());
    println!("table memory: {} bytes", engine.tables().memory_bytes());
    for shape in [Shape::Deals, Shape::Wins, Shape::NearMisses] {
        for jokers in [0u8, 4] {
            let hands = corpus(shape, jokers);
            let mut group = c.benchmark_group(format!("check/{}/{jokers}-jokers", shape.name()));
            group.throughput(Throughput::Elements(HANDS as u64));
            group.bench_function("engine", |b| {
                b.iter(|| hands.iter().filter(|h| engine.is_win(black_box(h))).count())
            });
            group.bench_function("reference", |b| {
                b.iter(|| {
                    hands
                        .iter()
                        .filter(|h| reference.is_win(black_box(h)))
                        .count()
                })
            });
            group.finish();
        }
    }
}

criterion_group!(benches, check);
criterion_main!(benches);
