//! The win check: the engine against every baseline, on the same seeded hands.
//! `cargo bench --bench check`.

#[path = "../tests/suite/common/mod.rs"]
mod common;

use hupai::batch::Threads;
use std::fs;
use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hupai::{Engine, Hand, LiveHand, Tile};
use hupai_baselines::contenders::{Contender, Contenders};
use hupai_baselines::corpus::{Generator, Shape};

const HANDS: usize = 10_000;
const JOKERS: [u8; 5] = [0, 1, 2, 4, 8];

/// The four Apricot files when `../shared/data/` is present, else generated deals of
/// the same four kinds.
fn apricot(name: &str, jokers: u8) -> Vec<Hand> {
    match common::data_dir("apricot-unlabelled") {
        Some(dir) => fs::read_to_string(dir.join(format!("hands_{name}_10000.txt")))
            .expect("an Apricot file")
            .lines()
            .map(|line| common::hand_of(&common::numbers(line)[..14 - usize::from(jokers)], jokers))
            .collect(),
        None => {
            let shape = if name == "full_flush" {
                Shape::Flushes
            } else if name == "thirteen_orphans" {
                Shape::Orphans
            } else {
                Shape::Deals
            };
            Generator::new(7).hands(shape, HANDS, 14, jokers)
        }
    }
}

fn corpora(jokers: u8) -> Vec<(String, Vec<Hand>)> {
    let mut corpora: Vec<(String, Vec<Hand>)> =
        [Shape::Deals, Shape::Wins, Shape::NearMisses, Shape::Flushes]
            .into_iter()
            .map(|shape| {
                (
                    shape.name().to_string(),
                    Generator::new(2026).hands(shape, HANDS, 14, jokers),
                )
            })
            .collect();
    for name in ["normal", "half_flush", "full_flush", "thirteen_orphans"] {
        corpora.push((format!("apricot-{name}"), apricot(name, jokers)));
    }
    corpora
}

fn check(c: &mut Criterion) {
    let contenders = Contenders::new();
    println!(
        "engine tables: {} bytes; hash sets: {} keys",
        Engine::standard().table_sizes().win_bytes,
        contenders.hash_set_entries()
    );
    for jokers in JOKERS {
        for (name, hands) in corpora(jokers) {
            let mut group = c.benchmark_group(format!("check/{name}/{jokers}-jokers"));
            group.throughput(Throughput::Elements(hands.len() as u64));
            for contender in Contender::ALL
                .into_iter()
                .filter(|c| jokers <= c.max_jokers())
            {
                group.bench_function(contender.name(), |b| {
                    b.iter(|| contenders.wins(contender, &hands))
                });
            }
            group.finish();
        }
    }
}

/// Batches on one thread (`Threads::Calling`) against hupai's own pool (`Threads::Pool`,
/// as many threads as `RAYON_NUM_THREADS` or the cores): the pool is hupai's, built
/// once a process, so a rayon pool of the caller's would not change its size.
fn batch(c: &mut Criterion) {
    let engine = Engine::standard();
    engine.prepare(&[hupai::engine::Question::Waits]);
    let hands = Generator::new(3).hands(Shape::Deals, 1 << 20, 14, 2);
    let mut results = vec![false; hands.len()];
    let waiting: Vec<Hand> = Generator::new(4).hands(Shape::NearMisses, 1 << 17, 13, 2);
    let mut waits = vec![None; waiting.len()];
    let mut group = c.benchmark_group("batch/is_win");
    group.throughput(Throughput::Elements(hands.len() as u64));
    group.bench_function("one-thread", |b| {
        b.iter(|| {
            engine
                .is_win_batch(&hands, &mut results, Threads::Calling)
                .expect("equal lengths")
        })
    });
    group.bench_function("pool", |b| {
        b.iter(|| {
            engine
                .is_win_batch(&hands, &mut results, Threads::Pool)
                .expect("equal lengths")
        })
    });
    group.finish();
    let mut group = c.benchmark_group("batch/waits");
    group.throughput(Throughput::Elements(waiting.len() as u64));
    group.bench_function("one-thread", |b| {
        b.iter(|| {
            engine
                .waits_batch(&waiting, &mut waits, Threads::Calling)
                .expect("equal lengths")
        })
    });
    group.bench_function("pool", |b| {
        b.iter(|| {
            engine
                .waits_batch(&waiting, &mut waits, Threads::Pool)
                .expect("equal lengths")
        })
    });
    group.finish();
}

fn construction(c: &mut Criterion) {
    let mut group = c.benchmark_group("engine");
    group.bench_function("standard (embedded tables)", |b| b.iter(Engine::standard));
    group.sample_size(10);
    for name in hupai::BUILTIN_RULES {
        let rules = Engine::builtin(name).expect("built in").rules().clone();
        group.bench_function(format!("generate {name}"), |b| {
            b.iter(|| hupai::format::TableFile::build(rules.clone(), &|_| {}).expect("valid rules"))
        });
    }
    group.finish();
}

/// A server's turn: the hand of 13 (kept, or counts), a tile drawn, the 14 judged.
fn live(c: &mut Criterion) {
    let engine = Engine::standard();
    for jokers in [0, 2, 4, 8] {
        for shape in [Shape::Deals, Shape::Wins] {
            let hands = Generator::new(2026).hands(shape, HANDS, 14, jokers);
            let turns = hupai_baselines::corpus::turns(&hands);
            let kept: Vec<(LiveHand, Tile)> =
                turns.iter().map(|&(h, t)| (LiveHand::new(h), t)).collect();
            let lives: Vec<LiveHand> = hands.iter().map(|&h| LiveHand::new(h)).collect();
            let mut group = c.benchmark_group(format!("live/{}/{jokers}-jokers", shape.name()));
            group.throughput(Throughput::Elements(hands.len() as u64));
            group.bench_function("is_win, a built Hand", |b| {
                b.iter(|| hands.iter().filter(|h| engine.is_win(black_box(h))).count())
            });
            group.bench_function("is_win_live, kept keys", |b| {
                b.iter(|| {
                    lives
                        .iter()
                        .filter(|h| engine.is_win_live(black_box(h)))
                        .count()
                })
            });
            group.throughput(Throughput::Elements(turns.len() as u64));
            group.bench_function("turn: Hand::adding + is_win", |b| {
                b.iter(|| {
                    turns
                        .iter()
                        .filter(|(h, t)| engine.is_win(&black_box(h).adding(*t).unwrap()))
                        .count()
                })
            });
            group.bench_function("turn: LiveHand::draw + is_win_live", |b| {
                b.iter(|| {
                    kept.iter()
                        .filter(|(h, t)| {
                            let mut h = *black_box(h);
                            h.draw(*t).unwrap();
                            engine.is_win_live(&h)
                        })
                        .count()
                })
            });
            group.finish();
        }
    }
}

criterion_group!(benches, check, live, batch, construction);
criterion_main!(benches);
