//! What the first question of each kind costs a fresh process: makes the engine of
//! every built-in rule set (or of the one named) and asks it one check, waits,
//! shanten, accepted tiles, discard advice and discard masks, printing the making's
//! and each call's time. Run it under `/usr/bin/time -v` for the peak memory:
//!
//! ```sh
//! cargo build --release --example first_questions
//! /usr/bin/time -v target/release/examples/first_questions          # all ten
//! /usr/bin/time -v target/release/examples/first_questions guobiao  # one
//! ```

use std::time::Instant;

use hupai::{Engine, Hand};

/// A hand every built-in set plays: number tiles only (sichuan and hongzhong play no
/// winds; sanma no 2m-8m), two suits (sichuan's missing suit), 14 tiles, and 13 less one.
const WINNING: &str = "123456p234567s55s";

fn main() {
    let only = std::env::args().nth(1);
    let names = hupai::BUILTIN_RULES
        .iter()
        .filter(|name| only.as_deref().is_none_or(|only| only == **name));
    let started = Instant::now();
    for name in names {
        ask_each_question(name);
    }
    println!("all: {:.1} ms", started.elapsed().as_secs_f64() * 1e3);
}

/// Asks `name`'s engine one question of each kind, printing what each took.
fn ask_each_question(name: &str) {
    let timed = |what: &str, ask: &dyn Fn() -> bool| {
        let started = Instant::now();
        let answered = ask();
        let ms = started.elapsed().as_secs_f64() * 1e3;
        print!(
            " {what} {ms:.2} ms{}",
            if answered { "" } else { " (refused)" }
        );
    };
    let started = Instant::now();
    let engine = Engine::builtin(name).expect("a built-in rule set");
    print!(
        "{name}: made {:.2} ms",
        started.elapsed().as_secs_f64() * 1e3
    );
    let winning: Hand = WINNING.parse().expect("a hand");
    let waiting = winning
        .removing("5s".parse().expect("a tile"))
        .expect("held");
    // 17-tile rules (taiwan) win at 17: the same hand with a triplet more.
    let (winning, waiting) =
        match engine.rules().hand_sizes.contains(&17) && !engine.rules().hand_sizes.contains(&14) {
            true => (with_triplet(&winning), with_triplet(&waiting)),
            false => (winning, waiting),
        };
    timed("check", &|| engine.check(&winning).is_ok());
    timed("waits", &|| engine.waits(&waiting).is_ok());
    timed("shanten", &|| engine.shanten(&waiting).is_ok());
    timed("ukeire", &|| engine.ukeire(&waiting, &[0; 34]).is_ok());
    timed("discards", &|| engine.discards(&winning, &[0; 34]).is_ok());
    timed("discard masks", &|| engine.discard_masks(&winning).is_ok());
    println!();
}

/// `hand` with 999p added.
fn with_triplet(hand: &Hand) -> Hand {
    let nine: hupai::Tile = "9p".parse().expect("a tile");
    let once = hand.adding(nine).expect("room");
    once.adding(nine)
        .and_then(|h| h.adding(nine))
        .expect("room")
}
