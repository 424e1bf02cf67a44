//! Shanten beside the win check, and beside xiangting (the Rust port of Nyanten,
//! riichi rules, no jokers), on Ara's normal hands and on seeded deals with 0 to 4
//! jokers. `cargo bench --bench shanten`.

#[path = "../tests/suite/common/mod.rs"]
mod common;

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hupai::{Engine, Hand};
use hupai_baselines::corpus::{Generator, Shape};
use xiangting::{PlayerCount, calculate_replacement_number};

const HANDS: usize = 10_000;

fn bench_corpus(
    c: &mut Criterion,
    name: &str,
    engine: &Engine,
    hands: &[Hand],
    with_xiangting: bool,
) {
    engine.prepare(&[hupai::engine::Question::Shanten]);
    let mut group = c.benchmark_group(format!("shanten/{name}"));
    group.throughput(Throughput::Elements(hands.len() as u64));
    group.bench_function("hupai shanten", |b| {
        b.iter(|| {
            hands
                .iter()
                .map(|h| i32::from(engine.shanten(black_box(h)).unwrap()))
                .sum::<i32>()
        })
    });
    group.bench_function("hupai is_win", |b| {
        b.iter(|| hands.iter().filter(|h| engine.is_win(black_box(h))).count())
    });
    if with_xiangting {
        let counts: Vec<[u8; 34]> = hands.iter().map(|h| *h.counts()).collect();
        group.bench_function("xiangting", |b| {
            b.iter(|| {
                counts
                    .iter()
                    .map(|c| {
                        u32::from(
                            calculate_replacement_number(black_box(c), PlayerCount::Four).unwrap(),
                        )
                    })
                    .sum::<u32>()
            })
        });
    }
    group.finish();
}

fn shanten(c: &mut Criterion) {
    let riichi = Engine::riichi();
    bench_corpus(
        c,
        "ara-normal",
        &riichi,
        &common::ara_normal_or_deals(HANDS),
        true,
    );
    let standard = Engine::standard();
    for jokers in [0u8, 1, 2, 4] {
        for tiles in [13, 14] {
            let hands = Generator::new(9).hands(Shape::Deals, HANDS, tiles, jokers);
            let name = format!("deals-{tiles}/{jokers}-jokers");
            bench_corpus(c, &name, &standard, &hands, false);
        }
    }
    let deals = Generator::new(9).hands(Shape::Deals, HANDS, 14, 0);
    bench_corpus(c, "deals-14/riichi", &riichi, &deals, true);
    bench_corpus(c, "fours-14/4-jokers", &standard, &with_a_four(), false);
}

/// 14-tile hands of four jokers, four of one kind and six dealt tiles: the rare path,
/// where jokers may be fifth copies.
fn with_a_four() -> Vec<Hand> {
    Generator::new(10)
        .hands(Shape::Deals, HANDS, 10, 4)
        .iter()
        .enumerate()
        .map(|(i, hand)| {
            let mut counts = *hand.counts();
            let free = (0..34)
                .map(|k| (k + i) % 34)
                .find(|&k| counts[k] == 0)
                .expect("a kind not held");
            counts[free] = 4;
            Hand::from_counts(counts, hand.jokers()).expect("14 tiles")
        })
        .collect()
}

criterion_group!(benches, shanten);
criterion_main!(benches);
