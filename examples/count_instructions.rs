//! Runs one contender over one seeded corpus, for `valgrind --tool=callgrind`:
//! instruction counts do not drift with machine noise. See docs/PERFORMANCE.md.
//!
//! ```sh
//! cargo build --release --example count_instructions
//! valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*judge_all*' \
//!     target/release/examples/count_instructions engine deals 0
//! ```

use std::hint::black_box;

use hupai::corpus::{Generator, Shape};
use hupai::{Engine, Hand};

const HANDS: usize = 100_000;

#[inline(never)]
fn judge_all(judge: &dyn Fn(&Hand) -> bool, hands: &[Hand]) -> usize {
    hands.iter().filter(|h| judge(black_box(h))).count()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (contender, corpus, jokers) = match &args[1..] {
        [contender, corpus, jokers] => (
            contender.as_str(),
            corpus.as_str(),
            jokers.parse().unwrap_or(0),
        ),
        _ => {
            eprintln!("usage: count_instructions engine|waits CORPUS JOKERS");
            std::process::exit(2);
        }
    };
    let shape = match corpus {
        "wins" => Shape::Wins,
        "near-misses" => Shape::NearMisses,
        "flushes" => Shape::Flushes,
        _ => Shape::Deals,
    };
    let engine = Engine::standard();
    let wins = match contender {
        "waits" => {
            let hands: Vec<Hand> = Generator::new(1).hands(shape, HANDS, 13, jokers);
            judge_all(&|h| engine.waits(h).is_ok_and(|w| !w.is_empty()), &hands)
        }
        _ => {
            let hands = Generator::new(1).hands(shape, HANDS, 14, jokers);
            judge_all(&|h| engine.is_win(h), &hands)
        }
    };
    println!("{contender} on {HANDS} {corpus} with {jokers} jokers: {wins} true");
}
