//! The C ABI against the Rust calls it wraps, on the same seeded hands given as raw
//! counts (what C, Go and Lua servers hold): `cargo bench -p hupai-c`.

// The C library's source, compiled in by path (the crate builds no rlib).
#[path = "../src/lib.rs"]
#[allow(dead_code, clippy::enum_variant_names)]
mod c_api;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hupai_baselines::corpus::{Generator, Shape};
use hupai_core::{Engine, Hand};

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
        group.finish();
    }
    // SAFETY: made above, freed once.
    unsafe { c_api::hupai_engine_free(c_engine) };
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = c_abi
}
criterion_main!(benches);
