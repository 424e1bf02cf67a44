//! Settling a riichi round: two rons off one seat (the honba and the sticks to the
//! first in turn), a tsumo with a liable seat, an exhaustive draw, the game's last
//! round with its final standings; and a round of 血战到底 (kongs, three winners,
//! 呼叫转移, the draw's checks). The scores are given (their basic points, or the fan
//! table's points): this is the settlement alone. `cargo bench --bench settlement`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use hupai::rules::RiichiRules;
use hupai::settlement::{
    BloodEnd, BloodEvent, BloodRound, BloodWin, Ending, Round, Settlement, Win, settle,
};

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
    let mut last = round.clone();
    (last.round, last.dealer) = (7, 3);
    let two_rons = Ending::Wins(vec![Win::ron(0, 2, 2_000), Win::ron(3, 2, 960)]);
    group.bench_function("the last round, with standings", |b| {
        b.iter(|| settle(&rules, black_box(&last), black_box(&two_rons)).map(|s| s.deltas[0]))
    });
    let sichuan = hupai::Engine::builtin("sichuan").expect("built in");
    let mut blood = BloodRound::new(4);
    blood.events = vec![
        BloodEvent::concealed_kong(1),
        BloodEvent::Wins {
            from: Some(1),
            winners: vec![BloodWin::new(3, 4), BloodWin::new(0, 8)],
            after_kong: true,
        },
    ];
    blood.exhausted = Some(BloodEnd::new(
        vec![None, None, Some(4), None],
        vec![false; 4],
    ));
    let blood = Settlement::Bloodbath(blood);
    group.bench_function("a round of 血战到底", |b| {
        b.iter(|| sichuan.settle(black_box(&blood)).map(|s| s.deltas[0]))
    });
    group.finish();
}

criterion_group!(benches, settlement);
criterion_main!(benches);
