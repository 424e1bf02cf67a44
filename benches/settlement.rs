//! Settling a riichi round: two rons off one seat (the honba and the sticks to the
//! first in turn), a tsumo with a liable seat, an exhaustive draw. The scores are
//! given (their basic points): this is the settlement alone.
//! `cargo bench --bench settlement`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use hupai::rules::RiichiRules;
use hupai::settlement::{Ending, Round, Win, settle};

fn settlement(c: &mut Criterion) {
    let rules = RiichiRules::default();
    let mut round = Round::new(vec![24_000, 25_000, 26_000, 24_000]);
    (round.dealer, round.round, round.honba, round.riichi_sticks) = (1, 5, 2, 2);
    let endings = [
        (
            "two rons",
            Ending::Wins(vec![Win::ron(0, 2, 2_000), Win::ron(3, 2, 960)]),
        ),
        (
            "a tsumo with pao",
            Ending::Wins(vec![Win::tsumo(3, 8_000).with_pao(0, 8_000)]),
        ),
        (
            "an exhaustive draw",
            Ending::Exhausted {
                tenpai: vec![true, false, true, false],
                nagashi: vec![false; 4],
            },
        ),
    ];
    let mut group = c.benchmark_group("settlement");
    for (name, ending) in &endings {
        group.bench_function(*name, |b| {
            b.iter(|| settle(&rules, black_box(&round), black_box(ending)).map(|s| s.deltas[0]))
        });
    }
    group.finish();
}

criterion_group!(benches, settlement);
criterion_main!(benches);
