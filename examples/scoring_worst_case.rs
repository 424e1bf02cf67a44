//! The slowest scoring questions found by search: for each built-in rule set that
//! scores, and for random fan tables of 64 fans with up to eight jokers (the rules
//! files a town could write), winning hands with 0 to 8 jokers (where the rules play
//! jokers) are dealt, then changed a tile at a time (a tile made a joker, a kind for
//! another) while the change makes the question slower: the hill climb keeps the
//! slowest hand of each question. A question that answers and one that is refused
//! (a search out of its steps) are timed alike. Prints each rule set's worst score and
//! worst legal waits, in µs (the best of three timings of the hand).
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

/// Microseconds of the best of three runs of `question`, answered or refused.
fn timed(question: impl Fn() -> bool) -> f64 {
    let mut best = Duration::MAX;
    for _ in 0..3 {
        let start = Instant::now();
        std::hint::black_box(question());
        best = best.min(start.elapsed());
    }
    best.as_secs_f64() * 1e6
}

/// The question asked of a hand under `engine`: a score (14 tiles) or legal waits.
fn ask(engine: &Engine, hand: &Hand, waits: bool) -> f64 {
    let win = hand.tiles().last().unwrap_or(Tile::from_id(0).expect("1m"));
    let situation = Situation::tsumo(win);
    if waits {
        return timed(|| engine.legal_waits(hand, &situation).is_ok());
    }
    let rules = engine.rules();
    timed(|| match &rules.scoring {
        Scoring::Riichi(_) => engine.score_riichi(hand, &situation).is_ok(),
        Scoring::Guobiao(_) => engine.score_guobiao(hand, &situation).is_ok(),
        _ => engine.score_table(hand, &situation).is_ok(),
    })
}

/// A fan table of 64 fans over random predicates, added, multiplied or doubled, on
/// 红中's rules with up to eight jokers.
fn random_table(next: &mut impl FnMut() -> u64) -> Engine {
    const PREDICATES: [&str; 25] = [
        "always",
        "self-drawn",
        "concealed",
        "full-flush",
        "half-flush",
        "all-honours",
        "all-simples",
        "all-terminals",
        "all-258",
        "seven-pairs",
        "dragon-seven-pairs",
        "roots",
        "all-pungs",
        "all-pungs-258",
        "outside",
        "golden-single",
        "melded-hand",
        "last-tile",
        "after-kong",
        "robbing-kong",
        "kong-discard",
        "heavenly",
        "earthly",
        "no-jokers",
        "four-jokers",
    ];
    let combine = ["add", "multiply", "double"][next() as usize % 3];
    let fans: Vec<String> = (0..64)
        .map(|i| {
            let when = PREDICATES[next() as usize % PREDICATES.len()];
            let value = 1 + next() % 4;
            format!("{{ name = \"f{i}\", when = \"{when}\", value = {value} }}")
        })
        .collect();
    let base = include_str!("../tables/hongzhong.toml");
    let head = &base[..base.find("[scoring]").expect("a [scoring] section")];
    let toml = format!(
        "{}[scoring]\nsource = \"random\"\ncombine = \"{combine}\"\nfans = [\n{}\n]\n",
        head.replacen("max = 4 ", "max = 8 ", 1),
        fans.join(",\n")
    );
    let rules = hupai::rules::Rules::from_toml(&toml).expect("a table");
    Engine::from_rules(rules).expect("rules that build")
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
    let builtins = [
        "riichi",
        "sanma",
        "guobiao",
        "sichuan",
        "changsha",
        "hongzhong",
        "zhuanzhuan-8-reds",
    ];
    let random: Vec<String> = (1..=4).map(|i| format!("random table {i}")).collect();
    for name in builtins
        .iter()
        .copied()
        .chain(random.iter().map(String::as_str))
    {
        let engine = match Engine::builtin(name) {
            Ok(engine) => engine,
            Err(_) => random_table(&mut next),
        };
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
                if !engine.is_win(&hand) {
                    continue;
                }
                if waits {
                    let Some(tile) = hand.tiles().next() else {
                        continue;
                    };
                    hand = hand.removing(tile).expect("held");
                }
                let mut cost = ask(&engine, &hand, waits);
                for _ in 0..30 {
                    let Some(other) = neighbour(&hand, &kinds, &mut next, jokers) else {
                        continue;
                    };
                    if other.jokers() > 8 {
                        continue;
                    }
                    let c = ask(&engine, &other, waits);
                    if c > cost {
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
