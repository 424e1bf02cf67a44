//! hupai beside xiangting (the Rust port of Nyanten; riichi rules, no jokers) on the
//! same hands, timed in alternation: each round times both over the whole corpus, one
//! after the other, so a slow spell of a noisy machine falls on both. Prints per
//! question and corpus the median ns per hand of each and the median, least and
//! greatest of the rounds' ratios. See docs/PERFORMANCE.md.
//!
//! ```sh
//! cargo run --release --example beside_xiangting        # 15 rounds
//! cargo run --release --example beside_xiangting -- 41  # more rounds
//! ```
//!
//! Questions: shanten (xiangting's replacement number) on Ara's normal hands and on
//! seeded 13- and 14-tile deals; accepted tiles of 13-tile hands (xiangting's
//! necessary tiles).

#[path = "../tests/suite/common/mod.rs"]
mod common;

use std::hint::black_box;
use std::time::Instant;

use hupai::{Engine, Hand, Tile};
use hupai_baselines::corpus::{Generator, Shape};
use xiangting::{PlayerCount, calculate_necessary_tiles, calculate_replacement_number};

const HANDS: usize = 10_000;

/// Nanoseconds per hand of one pass of `work` over `hands` hands.
fn per_hand(hands: usize, work: impl Fn() -> u64) -> f64 {
    let start = Instant::now();
    black_box(work());
    start.elapsed().as_nanos() as f64 / hands as f64
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// Times `ours` and `theirs` in alternation for `rounds` rounds and prints a row.
fn compare(
    question: &str,
    corpus: &str,
    hands: usize,
    rounds: usize,
    ours: impl Fn() -> u64,
    theirs: impl Fn() -> u64,
) {
    // One untimed pass each: caches and branch predictors warm.
    black_box((ours(), theirs()));
    let (mut hupai, mut xiangting, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
    for round in 0..rounds {
        // Who goes first alternates too.
        let (a, b) = if round % 2 == 0 {
            let a = per_hand(hands, &ours);
            (a, per_hand(hands, &theirs))
        } else {
            let b = per_hand(hands, &theirs);
            (per_hand(hands, &ours), b)
        };
        hupai.push(a);
        xiangting.push(b);
        ratios.push(a / b);
    }
    let (least, most) = ratios
        .iter()
        .fold((f64::MAX, 0f64), |(l, m), &r| (l.min(r), m.max(r)));
    println!(
        "| {question} | {corpus} | {:.1} | {:.1} | {:.2}× | {least:.2}–{most:.2}× |",
        median(&mut hupai),
        median(&mut xiangting),
        median(&mut ratios),
    );
}

/// Shanten of `hands` beside xiangting's of `theirs` (the same hands, or for joker
/// hands, which xiangting cannot take, as many joker-free deals of the same size).
fn shanten_row(engine: &Engine, corpus: &str, hands: &[Hand], theirs: &[Hand], rounds: usize) {
    let counts: Vec<[u8; 34]> = theirs.iter().map(|h| *h.counts()).collect();
    compare(
        "shanten",
        corpus,
        hands.len(),
        rounds,
        || {
            hands
                .iter()
                .map(|h| engine.shanten(black_box(h)).unwrap() as u64)
                .sum()
        },
        || {
            counts
                .iter()
                .map(|c| {
                    u64::from(
                        calculate_replacement_number(black_box(c), PlayerCount::Four).unwrap(),
                    )
                })
                .sum()
        },
    );
}

fn ukeire_row(engine: &Engine, corpus: &str, hands: &[Hand], rounds: usize) {
    let counts: Vec<[u8; 34]> = hands.iter().map(|h| *h.counts()).collect();
    let seen = [0u8; 34];
    compare(
        "accepted tiles",
        corpus,
        hands.len(),
        rounds,
        || {
            hands
                .iter()
                .map(|h| u64::from(engine.ukeire(black_box(h), &seen).unwrap().total_live()))
                .sum()
        },
        || {
            counts
                .iter()
                .map(|c| {
                    calculate_necessary_tiles(black_box(c), PlayerCount::Four)
                        .unwrap()
                        .1
                })
                .fold(0, |a, b| a ^ b)
        },
    );
}

/// Each hand less its highest tile.
fn less_highest(hands: &[Hand]) -> Vec<Hand> {
    let highest = |h: &Hand| {
        Tile::all()
            .filter(|&t| h.count(t) > 0)
            .last()
            .expect("a tile")
    };
    hands
        .iter()
        .map(|h| h.removing(highest(h)).expect("held"))
        .collect()
}

fn main() {
    let rounds = std::env::args()
        .nth(1)
        .and_then(|r| r.parse().ok())
        .unwrap_or(15);
    let riichi = Engine::riichi();
    riichi.prepare(&[hupai::engine::Question::Shanten]);
    let ara = common::ara_normal_or_deals(HANDS);
    let deals_14 = Generator::new(9).hands(Shape::Deals, HANDS, 14, 0);
    let deals_13 = Generator::new(9).hands(Shape::Deals, HANDS, 13, 0);
    println!("{rounds} rounds, {HANDS} hands per corpus, ns per hand (medians)");
    println!();
    println!("| question | corpus | hupai | xiangting | ratio | ratio range |");
    println!("|---|---|---|---|---|---|");
    shanten_row(&riichi, "Ara normal (14)", &ara, &ara, rounds);
    shanten_row(&riichi, "deals (14)", &deals_14, &deals_14, rounds);
    shanten_row(&riichi, "deals (13)", &deals_13, &deals_13, rounds);
    let standard = Engine::standard();
    standard.prepare(&[hupai::engine::Question::Shanten]);
    for jokers in [1, 4, 8] {
        let hands = Generator::new(9).hands(Shape::Deals, HANDS, 14, jokers);
        let corpus = format!("deals (14) + {jokers} J, standard; xiangting: deals (14)");
        shanten_row(&standard, &corpus, &hands, &deals_14, rounds);
    }
    ukeire_row(
        &riichi,
        "Ara normal less a tile (13)",
        &less_highest(&ara),
        rounds,
    );
    ukeire_row(&riichi, "deals (13)", &deals_13, rounds);
}
