//! The C ABI against the Rust calls it wraps, on the same seeded hands given as raw
//! counts (what C, Go and Lua servers hold): `cargo bench -p hupai-c`.

// The C library's source, compiled in by path (the crate builds no rlib).
#[path = "../src/lib.rs"]
#[allow(dead_code, unused_imports, clippy::enum_variant_names)]
mod c_api;

use hupai_core::batch::Threads;
use std::hint::black_box;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};
use hupai_baselines::corpus::{Generator, Shape};
use hupai_core::{Engine, Hand, LiveHand, Tile};

const HANDS: usize = 2_000;

fn c_abi(c: &mut Criterion) {
    let engine = Engine::standard();
    let mut c_engine: *mut c_api::HupaiEngine = std::ptr::null_mut();
    // SAFETY: a NUL-terminated name and a writable out pointer.
    let made = unsafe { c_api::hupai_engine_new(c"standard".as_ptr(), &mut c_engine) };
    assert_eq!(made, c_api::HupaiStatus::HupaiOk);
    for (shape, jokers) in [(Shape::Deals, 0u8), (Shape::Deals, 4), (Shape::Wins, 0)] {
        let hands = Generator::new(2026).hands(shape, HANDS, 14, jokers);
        let rows: Vec<([u8; 34], u8)> = hands.iter().map(|h| (*h.counts(), h.jokers())).collect();
        let mut group = c.benchmark_group(format!("c-abi/{}/{jokers}-jokers", shape.name()));
        group.throughput(Throughput::Elements(HANDS as u64));
        group.bench_function("rust is_win from counts", |b| {
            b.iter(|| {
                let wins = rows.iter().filter(|(counts, jokers)| {
                    Hand::from_counts(*counts, *jokers).is_ok_and(|h| engine.is_win(&h))
                });
                wins.count()
            })
        });
        group.bench_function("rust Engine::is_win_counts", |b| {
            b.iter(|| {
                let wins = (rows.iter())
                    .filter(|(counts, jokers)| engine.is_win_counts(counts, *jokers) == Ok(true));
                wins.count()
            })
        });
        // The same call behind a function boundary, as each C call is: the loop above
        // inlines it and keeps the engine's fields in registers across hands.
        group.bench_function("rust Engine::is_win_counts, a call a hand", |b| {
            b.iter(|| {
                let wins = (rows.iter()).filter(|(counts, jokers)| {
                    is_win_counts_called(&engine, counts, *jokers) == Ok(true)
                });
                wins.count()
            })
        });
        group.bench_function("rust check from counts", |b| {
            b.iter(|| {
                let wins = rows.iter().filter(|(counts, jokers)| {
                    let hand = Hand::from_counts(*counts, *jokers);
                    hand.is_ok_and(|h| engine.check(&h).is_ok_and(|f| !f.is_empty()))
                });
                wins.count()
            })
        });
        group.bench_function("C hupai_is_win_counts", |b| {
            b.iter(|| {
                let mut won = 0;
                for (counts, jokers) in &rows {
                    let mut win = 0u8;
                    // SAFETY: a live engine, 34 counts, a writable result.
                    unsafe {
                        c_api::hupai_is_win_counts(c_engine, counts.as_ptr(), *jokers, &mut win)
                    };
                    won += usize::from(win);
                }
                won
            })
        });
        group.bench_function("C hupai_check_counts", |b| {
            b.iter(|| {
                let mut won = 0;
                for (counts, jokers) in &rows {
                    let mut forms = 0u32;
                    // SAFETY: as above.
                    unsafe {
                        c_api::hupai_check_counts(c_engine, counts.as_ptr(), *jokers, &mut forms)
                    };
                    won += usize::from(forms != 0);
                }
                won
            })
        });
        let flat: Vec<u8> = rows.iter().flat_map(|(counts, _)| *counts).collect();
        let jokers: Vec<u8> = rows.iter().map(|&(_, j)| j).collect();
        let mut wins = vec![0u8; HANDS];
        group.bench_function("C hupai_check_batch, one thread", |b| {
            b.iter(|| {
                // SAFETY: HANDS rows of 34 counts, HANDS jokers and results.
                unsafe {
                    c_api::hupai_check_batch(
                        c_engine,
                        flat.as_ptr(),
                        jokers.as_ptr(),
                        HANDS,
                        wins.as_mut_ptr(),
                        0,
                    )
                };
                wins.iter().filter(|&&w| w != 0).count()
            })
        });
        live_turns(&mut group, &engine, c_engine, &hands);
        group.finish();
    }
    // SAFETY: made above, freed once.
    unsafe { c_api::hupai_engine_free(c_engine) };
}

/// [`Engine::is_win_counts`] not inlined into its caller.
#[inline(never)]
fn is_win_counts_called(
    engine: &Engine,
    counts: &[u8; 34],
    jokers: u8,
) -> Result<bool, hupai_core::HandError> {
    engine.is_win_counts(black_box(counts), black_box(jokers))
}

/// A server's turn on a kept hand: the 13 tiles kept, a tile drawn, the 14 judged;
/// from Rust (`LiveHand`) and through C (`HupaiLiveHand`).
fn live_turns(
    group: &mut BenchmarkGroup<'_, WallTime>,
    engine: &Engine,
    c_engine: *const c_api::HupaiEngine,
    hands: &[Hand],
) {
    let turns = hupai_baselines::corpus::turns(hands);
    let kept: Vec<(LiveHand, Tile)> = turns.iter().map(|&(h, t)| (LiveHand::new(h), t)).collect();
    let c_kept: Vec<(c_api::HupaiLiveHand, u8)> = turns
        .iter()
        .map(|(hand, tile)| {
            let mut live = std::mem::MaybeUninit::uninit();
            // SAFETY: 34 counts, writable storage.
            let made = unsafe {
                c_api::hupai_live_new_counts(
                    hand.counts().as_ptr(),
                    hand.jokers(),
                    live.as_mut_ptr(),
                )
            };
            assert_eq!(made, c_api::HupaiStatus::HupaiOk);
            // SAFETY: set just above.
            (unsafe { live.assume_init() }, tile.id() as u8)
        })
        .collect();
    group.throughput(Throughput::Elements(turns.len() as u64));
    group.bench_function("rust turn: LiveHand::draw + is_win_live", |b| {
        b.iter(|| {
            let wins = kept.iter().filter(|(hand, tile)| {
                let mut hand = *black_box(hand);
                hand.draw(*tile).is_ok() && engine.is_win_live(&hand)
            });
            wins.count()
        })
    });
    group.bench_function("C turn: hupai_live_draw + hupai_live_is_win", |b| {
        b.iter(|| {
            let mut won = 0;
            for (hand, tile) in &c_kept {
                let (mut hand, mut win) = (*black_box(hand), 0u8);
                // SAFETY: a set live hand, a live engine, a writable result.
                unsafe {
                    c_api::hupai_live_draw(&mut hand, *tile);
                    c_api::hupai_live_is_win(c_engine, &hand, &mut win);
                }
                won += usize::from(win);
            }
            won
        })
    });
}

/// The hands of every package's benchmark (`conformance/bench_hands.txt`): 2,000
/// deals of 14 tiles, then 2,000 of 13.
fn bench_hands() -> (Vec<Hand>, Vec<Hand>) {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../conformance/bench_hands.txt"
    );
    let text = std::fs::read_to_string(path).expect("conformance/bench_hands.txt");
    let hands: Vec<Hand> = (text.lines())
        .filter(|line| !line.starts_with('#'))
        .map(|line| line.parse().expect("a hand"))
        .collect();
    let (fourteen, thirteen) = hands.split_at(hands.len() / 2);
    (fourteen.to_vec(), thirteen.to_vec())
}

/// The Rust figures the Go, node.js and Lua packages are measured beside: each
/// question a call a hand from counts (the form the packages hold), and as a batch.
fn packages(c: &mut Criterion) {
    let engine = Engine::standard();
    engine.prepare(&[
        hupai_core::engine::Question::Shanten,
        hupai_core::engine::Question::Hints,
    ]);
    let (fourteen, thirteen) = bench_hands();
    let rows = |hands: &[Hand]| -> Vec<([u8; 34], u8)> {
        hands.iter().map(|h| (*h.counts(), h.jokers())).collect()
    };
    let (rows14, rows13) = (rows(&fourteen), rows(&thirteen));
    let mut group = c.benchmark_group("packages/rust");
    group.throughput(Throughput::Elements(fourteen.len() as u64));
    let each = |rows: &[([u8; 34], u8)], ask: &dyn Fn(&Hand) -> usize| -> usize {
        (rows.iter())
            .map(|(counts, jokers)| Hand::from_counts(*counts, *jokers).map_or(0, |h| ask(&h)))
            .sum()
    };
    group.bench_function("is_win", |b| {
        b.iter(|| each(&rows14, &|h| usize::from(engine.is_win(h))))
    });
    group.bench_function("waits", |b| {
        b.iter(|| each(&rows13, &|h| engine.waits(h).map_or(0, |w| w.len())))
    });
    group.bench_function("shanten", |b| {
        b.iter(|| each(&rows14, &|h| engine.shanten(h).map_or(0, |s| s as usize)))
    });
    group.bench_function("ukeire", |b| {
        let none = [0; 34];
        b.iter(|| each(&rows13, &|h| engine.ukeire(h, &none).map_or(0, |u| u.len())))
    });
    // The batches over the same rows the packages pass (34 counts and a joker count
    // a hand), no hand built ahead.
    let split =
        |rows: &[([u8; 34], u8)]| -> (Vec<[u8; 34]>, Vec<u8>) { rows.iter().copied().unzip() };
    let ((counts14, jokers14), (counts13, jokers13)) = (split(&rows14), split(&rows13));
    let mut wins = vec![None; fourteen.len()];
    group.bench_function("is_win batch", |b| {
        b.iter(|| engine.is_win_rows(&counts14, &jokers14, &mut wins, Threads::Calling))
    });
    let mut waits = vec![None; thirteen.len()];
    group.bench_function("waits batch", |b| {
        b.iter(|| engine.waits_rows(&counts13, &jokers13, &mut waits, Threads::Calling))
    });
    let mut shanten = vec![None; fourteen.len()];
    group.bench_function("shanten batch", |b| {
        b.iter(|| engine.shanten_rows(&counts14, &jokers14, &mut shanten, Threads::Calling))
    });
    let mut accepted = vec![None; thirteen.len()];
    group.bench_function("ukeire batch", |b| {
        b.iter(|| engine.ukeire_rows(&counts13, &jokers13, &mut accepted, Threads::Calling))
    });
    // The C batch the packages call, on the same rows: what the C ABI adds.
    let mut c_engine: *mut c_api::HupaiEngine = std::ptr::null_mut();
    // SAFETY: a NUL-terminated name and a writable out pointer.
    let made = unsafe { c_api::hupai_engine_new(c"standard".as_ptr(), &mut c_engine) };
    assert_eq!(made, c_api::HupaiStatus::HupaiOk);
    let flat13: Vec<u8> = counts13.concat();
    let (mut masks, mut statuses) = (vec![0u64; thirteen.len()], vec![0u8; thirteen.len()]);
    group.bench_function("waits batch, C", |b| {
        b.iter(|| {
            // SAFETY: a live engine; rows, joker counts and answers of the same length.
            unsafe {
                c_api::hupai_waits_batch(
                    c_engine,
                    flat13.as_ptr(),
                    jokers13.as_ptr(),
                    jokers13.len(),
                    masks.as_mut_ptr(),
                    statuses.as_mut_ptr(),
                    0,
                )
            }
        })
    });
    // SAFETY: made above, freed once.
    unsafe { c_api::hupai_engine_free(c_engine) };
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = c_abi, packages
}
criterion_main!(benches);
