//! Runs one contender over one seeded corpus, for `valgrind --tool=callgrind`:
//! instruction counts do not drift with machine noise. See docs/PERFORMANCE.md.
//!
//! ```sh
//! cargo build --release --example count_instructions
//! valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*judge_all*' \
//!     target/release/examples/count_instructions engine deals 0
//! ```
//!
//! Contenders: `engine`, `waits` (13-tile hands; the masks are built before counting
//! starts), `live-waits` (`Engine::waits_live` on kept keys; toggle
//! `*judge_all_live_waits*`), `shanten` (14-tile hands; the
//! tables are built before counting starts), `ukeire` (13-tile hands; toggle
//! `*judge_all_ukeire*`), `discards` (14-tile hands, 10,000 of them; toggle
//! `*judge_all_discards*`), `score` and `guobiao` (riichi and 国标 scores of closed
//! wins; toggle `*judge_all_score*`, `*judge_all_guobiao*`), `legal` and
//! `guobiao-legal` (`is_legal_win` on them; toggle `*judge_all_legal*`), `table`
//! (`score_table` under 四川 or the rules file given; toggle `*judge_all_table*`), `discard-masks` (14-tile hands; toggle
//! `*judge_all_discard_masks*`), `check` (`Engine::check`, every form; toggle `*judge_all_check*`),
//! `live` (`Engine::is_win_live` on kept keys; toggle
//! `*judge_all_live*`), `counts` (`Engine::is_win_counts`: what a caller holding raw
//! counts pays; toggle `*judge_all_counts*`), `counts-via-hand` (`Hand::from_counts`,
//! then `is_win`; the same toggle), and the baselines' names
//! (`paper-recursion`, `blog-recursion`, `joker-recursion`, `hash-sets`,
//! `hash-sets-phf`). Corpora: `deals`, `wins`, `near-misses`, `flushes`, and for
//! `waits` `fours` (13 tiles holding a four of a kind).
//!
//! An optional fourth argument, a rules file, replaces `standard` for every contender
//! but those `hupai bench` compares (`engine` and the baselines): the special forms'
//! share of a check is the difference from rules without them (`seven_pairs = "off"`,
//! `thirteen_orphans = false`).

use hupai::scoring::{Situation, Wind};
use hupai::{Engine, Hand, LiveHand};
use hupai_baselines::contenders::{Contender, Contenders};
use hupai_baselines::corpus::{Generator, Shape};

const HANDS: usize = 100_000;

#[inline(never)]
fn judge_all(contenders: &Contenders, contender: Contender, hands: &[Hand]) -> usize {
    contenders.wins(contender, hands)
}

#[inline(never)]
fn judge_all_live(engine: &Engine, hands: &[LiveHand]) -> usize {
    hands
        .iter()
        .filter(|h| engine.is_win_live(std::hint::black_box(h)))
        .count()
}

#[inline(never)]
fn judge_all_score(engine: &Engine, hands: &[Hand]) -> usize {
    ron_on_first_tile(hands, Wind::South, |h, s| {
        engine.score_riichi(h, s).is_ok_and(|s| s.has_yaku())
    })
}

#[inline(never)]
fn judge_all_table(engine: &Engine, hands: &[Hand]) -> usize {
    ron_on_first_tile(hands, Wind::East, |h, s| {
        engine.score_table(h, s).is_ok_and(|s| s.is_legal())
    })
}

#[inline(never)]
fn judge_all_legal(engine: &Engine, hands: &[Hand]) -> usize {
    ron_on_first_tile(hands, Wind::South, |h, s| {
        engine.is_legal_win(h, s) == Ok(true)
    })
}

/// Every hand scored and judged once before counting starts, so the split tables
/// and the lazily built wait-mask blocks the 国标 lone-wait check reads are in place:
/// what a long-running server pays.
fn warm_scoring(engine: &Engine, hands: &[Hand]) {
    for hand in hands {
        let situation = Situation::ron(hand.tiles().next().expect("a tile"));
        let _ = (
            engine.score_riichi(hand, &situation),
            engine.score_guobiao(hand, &situation),
        );
        let _ = engine.is_legal_win(hand, &situation);
    }
}

#[inline(never)]
fn judge_all_guobiao(engine: &Engine, hands: &[Hand]) -> usize {
    ron_on_first_tile(hands, Wind::South, |h, s| {
        engine.score_guobiao(h, s).is_ok_and(|s| s.is_legal())
    })
}

/// How many `hands` `judge` passes, each won by ron on its first tile with the seat
/// wind `seat`: what every scoring contender counts.
#[inline(always)]
fn ron_on_first_tile(
    hands: &[Hand],
    seat: Wind,
    judge: impl Fn(&Hand, &Situation) -> bool,
) -> usize {
    let mut situation = Situation::ron(hupai::Tile::from_id(0).expect("1m"));
    situation.seat_wind = seat;
    hands
        .iter()
        .filter(|h| {
            situation.winning_tile = h.tiles().next().expect("a tile");
            judge(std::hint::black_box(h), &situation)
        })
        .count()
}

#[inline(never)]
fn judge_all_check(engine: &Engine, hands: &[Hand]) -> usize {
    hands
        .iter()
        .filter(|h| {
            engine
                .check(std::hint::black_box(h))
                .is_ok_and(|f| !f.is_empty())
        })
        .count()
}

#[inline(never)]
fn judge_all_counts(engine: &Engine, rows: &[([u8; 34], u8)]) -> usize {
    rows.iter()
        .filter(|(counts, jokers)| {
            let (counts, jokers) = std::hint::black_box((counts, *jokers));
            engine.is_win_counts(counts, jokers) == Ok(true)
        })
        .count()
}

#[inline(never)]
fn judge_all_counts_via_hand(engine: &Engine, rows: &[([u8; 34], u8)]) -> usize {
    rows.iter()
        .filter(|(counts, jokers)| {
            let (counts, jokers) = std::hint::black_box((*counts, *jokers));
            Hand::from_counts(counts, jokers).is_ok_and(|h| engine.is_win(&h))
        })
        .count()
}

#[inline(never)]
fn judge_all_waits(engine: &Engine, hands: &[Hand]) -> usize {
    hands
        .iter()
        .filter(|h| {
            engine
                .waits(std::hint::black_box(h))
                .is_ok_and(|w| !w.is_empty())
        })
        .count()
}

#[inline(never)]
fn judge_all_live_waits(engine: &Engine, hands: &[LiveHand]) -> usize {
    hands
        .iter()
        .filter(|h| {
            engine
                .waits_live(std::hint::black_box(h))
                .is_ok_and(|w| !w.is_empty())
        })
        .count()
}

#[inline(never)]
fn judge_all_shanten(engine: &Engine, hands: &[Hand]) -> i64 {
    hands
        .iter()
        .map(|h| i64::from(engine.shanten(std::hint::black_box(h)).unwrap_or(0)))
        .sum()
}

#[inline(never)]
fn judge_all_ukeire(engine: &Engine, hands: &[Hand]) -> usize {
    hands
        .iter()
        .map(|h| {
            engine
                .ukeire(std::hint::black_box(h), &[0; 34])
                .map_or(0, |u| u.len())
        })
        .sum()
}

#[inline(never)]
fn judge_all_discards(engine: &Engine, hands: &[Hand]) -> usize {
    hands
        .iter()
        .map(|h| {
            engine
                .discards(std::hint::black_box(h), &[0; 34])
                .map_or(0, |a| a.discards().len())
        })
        .sum()
}

#[inline(never)]
fn judge_all_discard_masks(engine: &Engine, hands: &[Hand]) -> usize {
    hands
        .iter()
        .map(|h| {
            engine
                .discard_masks(std::hint::black_box(h))
                .map_or(0, |m| m.keep_bits().count_ones() as usize)
        })
        .sum()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (contender, corpus, jokers, rules) = match &args[..] {
        [_, contender, corpus, jokers] => (contender, corpus, jokers, None),
        [_, contender, corpus, jokers, rules] => (contender, corpus, jokers, Some(rules)),
        _ => {
            eprintln!("usage: count_instructions CONTENDER CORPUS JOKERS [RULES.toml]");
            std::process::exit(2);
        }
    };
    let engine = || match rules {
        None => Engine::standard(),
        Some(path) => {
            let toml = std::fs::read_to_string(path).expect("a readable rules file");
            let rules = hupai::rules::Rules::from_toml(&toml).expect("rules");
            Engine::from_rules(rules).expect("rules the engine plays")
        }
    };
    let jokers: u8 = jokers.parse().unwrap_or(0);
    let shape = match corpus.as_str() {
        "wins" => Shape::Wins,
        "near-misses" => Shape::NearMisses,
        "flushes" => Shape::Flushes,
        _ => Shape::Deals,
    };
    let found = if contender == "shanten" {
        let engine = engine();
        engine.prepare(&[hupai::engine::Question::Shanten]);
        let hands = Generator::new(1).hands(shape, HANDS, 14, jokers);
        judge_all_shanten(&engine, &hands) as usize
    } else if contender == "ukeire" {
        let engine = engine();
        engine.prepare(&[hupai::engine::Question::Hints]);
        let hands = Generator::new(1).hands(shape, HANDS, 13, jokers);
        judge_all_ukeire(&engine, &hands)
    } else if contender == "discards" {
        let engine = engine();
        engine.prepare(&[hupai::engine::Question::Hints]);
        let hands = Generator::new(1).hands(shape, HANDS / 10, 14, jokers);
        judge_all_discards(&engine, &hands)
    } else if contender == "discard-masks" {
        let engine = engine();
        engine.prepare(&[hupai::engine::Question::Shanten]);
        let hands = Generator::new(1).hands(shape, HANDS, 14, jokers);
        judge_all_discard_masks(&engine, &hands)
    } else if contender == "live" {
        let hands = Generator::new(1).hands(shape, HANDS, 14, jokers);
        let hands: Vec<LiveHand> = hands.into_iter().map(LiveHand::new).collect();
        judge_all_live(&engine(), &hands)
    } else if contender == "check" {
        let hands = Generator::new(1).hands(shape, HANDS, 14, jokers);
        judge_all_check(&engine(), &hands)
    } else if contender == "table" {
        // A town table (四川, or the rules file given) on closed joker-free wins: ron on
        // the hand's first tile; the tables built before counting starts.
        let engine = match rules {
            Some(_) => engine(),
            None => Engine::builtin("sichuan").expect("built in"),
        };
        let hands = Generator::new(1).hands(shape, HANDS, 14, 0);
        warm_scoring(&engine, &hands);
        judge_all_table(&engine, &hands)
    } else if ["score", "legal", "guobiao", "guobiao-legal"].contains(&contender.as_str()) {
        // Scoring closed wins: ron on the hand's first tile, seat South; the split
        // tables built before counting starts.
        let hands = Generator::new(1).hands(shape, HANDS, 14, 0);
        let engine = match contender.as_str() {
            "score" | "legal" => Engine::riichi(),
            _ => Engine::guobiao(),
        };
        warm_scoring(&engine, &hands);
        match contender.as_str() {
            "score" => judge_all_score(&engine, &hands),
            "legal" | "guobiao-legal" => judge_all_legal(&engine, &hands),
            _ => judge_all_guobiao(&engine, &hands),
        }
    } else if contender == "counts" || contender == "counts-via-hand" {
        let hands = Generator::new(1).hands(shape, HANDS, 14, jokers);
        let rows: Vec<([u8; 34], u8)> = hands.iter().map(|h| (*h.counts(), h.jokers())).collect();
        match contender.as_str() {
            "counts" => judge_all_counts(&engine(), &rows),
            _ => judge_all_counts_via_hand(&engine(), &rows),
        }
    } else if contender == "live-waits" {
        let engine = engine();
        engine.prepare(&[hupai::engine::Question::Waits]);
        let hands = Generator::new(1).hands(shape, HANDS, 13, jokers);
        let hands: Vec<LiveHand> = hands.into_iter().map(LiveHand::new).collect();
        judge_all_live_waits(&engine, &hands)
    } else if contender == "waits" {
        let engine = engine();
        engine.prepare(&[hupai::engine::Question::Waits]);
        let mut generator = Generator::new(1);
        let hands = match corpus.as_str() {
            // 13 tiles holding a four, the kind's fifth copy judged as an exhausted wait.
            "fours" => (0..HANDS)
                .map(|_| generator.holding_a_four(13, jokers))
                .collect(),
            _ => generator.hands(shape, HANDS, 13, jokers),
        };
        judge_all_waits(&engine, &hands)
    } else {
        let Some(contender) = Contender::ALL.into_iter().find(|c| c.name() == contender) else {
            eprintln!("unknown contender {contender}");
            std::process::exit(2);
        };
        let contenders = Contenders::new();
        let hands = Generator::new(1).hands(shape, HANDS, 14, jokers);
        judge_all(&contenders, contender, &hands)
    };
    println!("{contender} on {HANDS} {corpus} with {jokers} jokers: {found} true");
}
