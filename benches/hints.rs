//! Hints beside xiangting's necessary tiles (riichi rules, no jokers): accepted tiles
//! of 13-tile hands (Ara's normal hands less their last tile, or seeded deals) and
//! full discard advice for 14-tile hands; with jokers on seeded deals.
//! `cargo bench --bench hints`.

#[path = "../tests/suite/common/mod.rs"]
mod common;

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hupai::{Engine, Hand, Tile};
use hupai_baselines::corpus::{Generator, Shape};
use xiangting::{PlayerCount, calculate_necessary_tiles, calculate_unnecessary_tiles};

const HANDS: usize = 2_000;

/// Each hand less its highest tile.
fn thirteen(hands: &[Hand]) -> Vec<Hand> {
    hands
        .iter()
        .map(|h| {
            let last = Tile::all()
                .filter(|&t| h.count(t) > 0)
                .last()
                .expect("a tile");
            h.removing(last).expect("held")
        })
        .collect()
}

fn bench_hints(c: &mut Criterion, name: &str, engine: &Engine, hands: &[Hand], xiangting: bool) {
    engine.prepare(&[hupai::engine::Question::Hints]);
    let seen = [0u8; 34];
    let waiting = thirteen(hands);
    let mut group = c.benchmark_group(format!("hints/{name}"));
    group.throughput(Throughput::Elements(hands.len() as u64));
    group.bench_function("hupai ukeire (13 tiles)", |b| {
        b.iter(|| {
            waiting
                .iter()
                .map(|h| engine.ukeire(black_box(h), &seen).unwrap().total_live())
                .sum::<u32>()
        })
    });
    if xiangting {
        let counts: Vec<[u8; 34]> = waiting.iter().map(|h| *h.counts()).collect();
        group.bench_function("xiangting necessary tiles (13 tiles)", |b| {
            b.iter(|| {
                counts
                    .iter()
                    .map(|c| {
                        calculate_necessary_tiles(black_box(c), PlayerCount::Four)
                            .unwrap()
                            .1
                    })
                    .fold(0, |a, b| a ^ b)
            })
        });
    }
    group.bench_function("hupai discards (14 tiles)", |b| {
        b.iter(|| {
            hands
                .iter()
                .map(|h| {
                    engine
                        .discards(black_box(h), &seen)
                        .unwrap()
                        .discards()
                        .len()
                })
                .sum::<usize>()
        })
    });
    group.bench_function("hupai discard masks (14 tiles)", |b| {
        b.iter(|| {
            hands
                .iter()
                .map(|h| engine.discard_masks(black_box(h)).unwrap().keep_bits())
                .fold(0, |a, b| a ^ b)
        })
    });
    if xiangting {
        let counts: Vec<[u8; 34]> = hands.iter().map(|h| *h.counts()).collect();
        keep_masks_are_xiangtings(engine, hands, &counts);
        group.bench_function("xiangting unnecessary tiles (14 tiles)", |b| {
            b.iter(|| {
                counts
                    .iter()
                    .map(|c| {
                        calculate_unnecessary_tiles(black_box(c), PlayerCount::Four)
                            .unwrap()
                            .1
                    })
                    .fold(0, |a, b| a ^ b)
            })
        });
    }
    group.finish();
}

/// The two answer the same question: the discards that keep the shanten of a hand
/// that does not win are xiangting's unnecessary tiles.
fn keep_masks_are_xiangtings(engine: &Engine, hands: &[Hand], counts: &[[u8; 34]]) {
    for (hand, counts) in hands.iter().zip(counts) {
        let masks = engine.discard_masks(hand).unwrap();
        if masks.shanten() >= 0 {
            let (_, unnecessary) = calculate_unnecessary_tiles(counts, PlayerCount::Four).unwrap();
            assert_eq!(masks.keep_bits(), unnecessary, "{hand}");
        }
    }
}

fn hints(c: &mut Criterion) {
    bench_hints(
        c,
        "ara-normal",
        &Engine::riichi(),
        &common::ara_normal_or_deals(HANDS)[..HANDS],
        true,
    );
    let standard = Engine::standard();
    for jokers in [0u8, 2] {
        let hands = Generator::new(9).hands(Shape::Deals, HANDS, 14, jokers);
        bench_hints(
            c,
            &format!("deals/{jokers}-jokers"),
            &standard,
            &hands,
            false,
        );
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = hints
}
criterion_main!(benches);
