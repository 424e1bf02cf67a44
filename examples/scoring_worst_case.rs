//! The slowest scoring questions found by search: for each built-in rule set that
//! scores, winning hands with 0 to 8 jokers (where the rules play jokers) are dealt,
//! then changed a tile at a time (a tile made a joker, a kind for another) while the
//! change makes the question slower: the hill climb keeps the slowest hand of each
//! question. Prints each rule set's worst score and worst legal waits, in µs (the best
//! of three timings of the hand).
//!
//! ```text
//! cargo run --release --example scoring_worst_case [SECONDS_PER_RULE_SET]
//! ```

use std::time::{Duration, Instant};

use hupai::rules::Scoring;
use hupai::scoring::Situation;
use hupai::{Engine, Hand, Tile};

/// A seeded stream of numbers, the same on every machine.
fn seeded(mut state: u64) -> impl FnMut() -> u64 {
    move || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        state >> 33
    }
}

/// A winning shape of 14 tiles among `kinds`: four sets and a pair, `jokers` of them
/// made jokers.
fn deal(kinds: &[usize], next: &mut impl FnMut() -> u64, jokers: usize) -> Option<Hand> {
    let mut tiles = Vec::with_capacity(14);
    for _ in 0..4 {
        let k = kinds[next() as usize % kinds.len()];
        match next().is_multiple_of(2) && k < 27 && k % 9 <= 6 && kinds.contains(&(k + 2)) {
            true => tiles.extend([k, k + 1, k + 2]),
            false => tiles.extend([k; 3]),
        }
    }
    let pair = kinds[next() as usize % kinds.len()];
    tiles.extend([pair, pair]);
    for _ in 0..jokers {
        let at = next() as usize % tiles.len();
        tiles.remove(at);
    }
    Hand::from_ids(&tiles, jokers as u8).ok()
}

/// Microseconds of the best of three runs of `question`, or `None` when refused.
fn timed(question: impl Fn() -> bool) -> Option<f64> {
    let mut best = Duration::MAX;
    for _ in 0..3 {
        let start = Instant::now();
        if !question() {
            return None;
        }
        best = best.min(start.elapsed());
    }
    Some(best.as_secs_f64() * 1e6)
}

/// The question asked of a hand under `engine`: a score (14 tiles) or legal waits.
fn ask(engine: &Engine, hand: &Hand, waits: bool) -> Option<f64> {
    let win = hand.tiles().last().unwrap_or(Tile::from_id(0).expect("1m"));
    let situation = Situation::tsumo(win);
    if waits {
        return timed(|| engine.legal_waits(hand, &situation).is_ok());
    }
    let rules = engine.rules();
    timed(|| match &rules.scoring {
        Scoring::Riichi(_) => engine.score(hand, &situation).is_ok(),
        Scoring::Guobiao(_) => engine.score_guobiao(hand, &situation).is_ok(),
        _ => engine.score_table(hand, &situation).is_ok(),
    })
}

/// A change of one tile: a kind for another, or (with jokers) a tile made a joker.
fn neighbour(
    hand: &Hand,
    kinds: &[usize],
    next: &mut impl FnMut() -> u64,
    jokers: bool,
) -> Option<Hand> {
    let held: Vec<usize> = (0..34).filter(|&k| hand.counts()[k] > 0).collect();
    let from = *held.get(next() as usize % held.len().max(1))?;
    let mut counts = *hand.counts();
    counts[from] -= 1;
    if jokers && next().is_multiple_of(2) {
        return Hand::from_counts(counts, hand.jokers() + 1).ok();
    }
    counts[kinds[next() as usize % kinds.len()]] += 1;
    Hand::from_counts(counts, hand.jokers()).ok()
}

fn main() {
    let seconds: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(10);
    let mut next = seeded(2026);
    for name in [
        "riichi",
        "sanma",
        "guobiao",
        "sichuan",
        "changsha",
        "hongzhong",
        "zhuanzhuan-8-reds",
    ] {
        let engine = Engine::builtin(name).expect("built in");
        let kinds: Vec<usize> = (0..34)
            .filter(|&k| {
                engine
                    .rules()
                    .tiles
                    .contains(Tile::from_id(k).expect("a kind"))
            })
            .collect();
        let jokers = engine.rules().jokers.most_held().unwrap_or(17) > 0
            && !engine.rules().jokers.kinds.is_empty();
        for waits in [false, true] {
            let deadline = Instant::now() + Duration::from_secs(seconds / 2);
            let (mut worst, mut worst_hand) = (0.0f64, None::<Hand>);
            while Instant::now() < deadline {
                let count = next() as usize % if jokers { 9 } else { 1 };
                let Some(mut hand) = deal(&kinds, &mut next, count) else {
                    continue;
                };
                if waits {
                    let Some(tile) = hand.tiles().next() else {
                        continue;
                    };
                    hand = hand.removing(tile).expect("held");
                }
                let Some(mut cost) = ask(&engine, &hand, waits) else {
                    continue;
                };
                for _ in 0..30 {
                    let Some(other) = neighbour(&hand, &kinds, &mut next, jokers) else {
                        continue;
                    };
                    if other.jokers() > 8 {
                        continue;
                    }
                    if let Some(c) = ask(&engine, &other, waits).filter(|&c| c > cost) {
                        (hand, cost) = (other, c);
                    }
                }
                if cost > worst {
                    (worst, worst_hand) = (cost, Some(hand));
                }
            }
            let what = if waits { "legal waits" } else { "score" };
            let hand = worst_hand.map_or_else(|| "-".into(), |h| h.to_string());
            println!("{name:18} {what:12} worst {worst:10.1} µs  {hand}");
        }
    }
}
