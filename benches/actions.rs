//! Legal actions on seeded deals: the menu of a seat on another's discard (the
//! common case, three times a discard: mostly nothing to claim) and on its own turn
//! after a draw (riichi's discards included). `cargo bench --bench actions`.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hupai::actions::{Context, Moment, Relative};
use hupai::{Engine, Tile};
use hupai_baselines::corpus::{Generator, Shape};

const CONTEXTS: usize = 5_000;

/// Seeded contexts: deals of `size` tiles, each at `moment_of` its hand.
fn contexts(size: usize, moment_of: impl Fn(&hupai::Hand, usize) -> Moment) -> Vec<Context> {
    let mut generator = Generator::new(71);
    (0..CONTEXTS)
        .map(|i| {
            let hand = generator.hand(Shape::Deals, size, 0);
            let mut context = Context::new(hand, moment_of(&hand, i));
            context.discards = vec![Tile::from_id(i % 34).unwrap()];
            context
        })
        .collect()
}

fn actions(c: &mut Criterion) {
    let engine = Engine::riichi();
    let offered = contexts(13, |hand, i| {
        // A kind the hand holds fewer than four of, as the table would offer it.
        let tile = (0..34)
            .map(|k| Tile::from_id((i * 7 + k) % 34).unwrap())
            .find(|&t| hand.count(t) < 4)
            .unwrap();
        Moment::Discarded {
            tile,
            red: false,
            by: Relative::Across,
        }
    });
    let drawn = contexts(14, |hand, i| {
        let tile = hand.tiles().nth(i % hand.len()).unwrap();
        Moment::Drew {
            tile,
            after_kong: false,
        }
    });
    let mut group = c.benchmark_group("actions");
    group.throughput(Throughput::Elements(CONTEXTS as u64));
    for (name, contexts) in [("on another's discard", &offered), ("own turn", &drawn)] {
        group.bench_function(name, |b| {
            b.iter(|| {
                let menus = contexts.iter().map(|c| engine.actions(black_box(c)));
                menus
                    .filter(|m| m.as_ref().is_ok_and(|m| m.pass || m.riichi != 0))
                    .count()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, actions);
criterion_main!(benches);
