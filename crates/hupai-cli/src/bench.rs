//! `hupai bench`: every contender on the same seeded hands, then the engine's other
//! questions (waits, shanten, hints), in well under 30 seconds.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::Args;
use hupai::{Engine, Hand};
use hupai_baselines::contenders::{Contender, Contenders};
use hupai_baselines::corpus::{Generator, Shape};
use serde_json::json;

use crate::{Format, say};

#[derive(Debug, Args)]
pub struct BenchArgs {
    /// Output format: a table, or one JSON object per row.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// Milliseconds of measuring per row.
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u64).range(1..=10_000))]
    millis: u64,
}

const CORPORA: [Shape; 4] = [Shape::Deals, Shape::Wins, Shape::NearMisses, Shape::Flushes];
const JOKERS: [u8; 5] = [0, 1, 2, 4, 8];
const HANDS: usize = 10_000;

/// The engine's questions beyond a win, each on hands of the size it is asked of.
#[derive(Clone, Copy)]
enum Question {
    Waits,
    Shanten,
    Ukeire,
    Discards,
}

impl Question {
    const ALL: [Question; 4] = [
        Question::Waits,
        Question::Shanten,
        Question::Ukeire,
        Question::Discards,
    ];
    const JOKERS: [u8; 3] = [0, 1, 2];

    const fn name(self) -> &'static str {
        match self {
            Question::Waits => "waits",
            Question::Shanten => "shanten",
            Question::Ukeire => "ukeire",
            Question::Discards => "discards",
        }
    }

    const fn tiles(self) -> usize {
        match self {
            Question::Waits | Question::Ukeire => 13,
            Question::Shanten | Question::Discards => 14,
        }
    }

    /// Asks every hand of `hands`; the count of answers, so none is optimised away.
    fn ask(self, engine: &Engine, hands: &[Hand]) -> usize {
        let answered = |answer: bool| usize::from(answer);
        let none = [0; 34];
        hands
            .iter()
            .map(|hand| match self {
                Question::Waits => answered(engine.waits(hand).is_ok()),
                Question::Shanten => answered(engine.shanten(hand).is_ok()),
                Question::Ukeire => answered(engine.ukeire(hand, &none).is_ok()),
                Question::Discards => answered(engine.discards(hand, &none).is_ok()),
            })
            .sum()
    }
}

struct Row {
    corpus: &'static str,
    jokers: u8,
    contender: Contender,
    ns_per_hand: f64,
    ratio: f64,
}

pub fn run(args: &BenchArgs) -> ExitCode {
    let started = Instant::now();
    let contenders = Contenders::new();
    let budget = Duration::from_millis(args.millis);
    if args.format == Format::Text {
        say!(
            "hupai bench: {HANDS} seeded 14-tile hands per corpus, {} ms a row, one thread; tables built in {:.1} s",
            args.millis,
            started.elapsed().as_secs_f64()
        );
        say!(
            "{:<12} {:>6}  {:<16} {:>12} {:>14} {:>9}",
            "corpus",
            "jokers",
            "contender",
            "ns/hand",
            "hands/s",
            "× engine"
        );
    }
    // Let the CPU leave its idle clock before the first row is measured.
    let warm_up = Generator::new(1).hands(Shape::Deals, HANDS, 14, 0);
    measure(&contenders, Contender::Engine, &warm_up, budget * 3);
    for shape in CORPORA {
        for jokers in JOKERS {
            let hands = Generator::new(2026).hands(shape, HANDS, 14, jokers);
            let mut engine_ns = f64::NAN;
            for contender in Contender::ALL
                .into_iter()
                .filter(|c| jokers <= c.max_jokers())
            {
                let ns_per_hand = measure(&contenders, contender, &hands, budget);
                if contender == Contender::Engine {
                    engine_ns = ns_per_hand;
                }
                let row = Row {
                    corpus: shape.name(),
                    jokers,
                    contender,
                    ns_per_hand,
                    ratio: ns_per_hand / engine_ns,
                };
                print_row(&row, args.format);
            }
        }
    }
    questions(args.format, budget);
    if args.format == Format::Text {
        say!("total {:.1} s", started.elapsed().as_secs_f64());
    }
    ExitCode::SUCCESS
}

/// The engine's other questions on seeded deals (standard rules, shanten tables and
/// wait masks built first): ns per hand, beside the win check's row above.
fn questions(format: Format, budget: Duration) {
    let engine = Engine::standard();
    engine.prepare(&[
        hupai::engine::Question::Shanten,
        hupai::engine::Question::Waits,
    ]);
    if format == Format::Text {
        say!("");
        say!("the engine's other questions, on {HANDS} seeded deals of the size each is asked of");
        say!(
            "{:<12} {:>6} {:>6} {:>22} {:>14}",
            "question",
            "jokers",
            "tiles",
            "ns/hand",
            "hands/s"
        );
    }
    for question in Question::ALL {
        for jokers in Question::JOKERS {
            let hands = Generator::new(2026).hands(Shape::Deals, HANDS, question.tiles(), jokers);
            let ns_per_hand = timed(|chunk| question.ask(&engine, chunk), &hands, budget);
            match format {
                Format::Text => say!(
                    "{:<12} {:>6} {:>6} {:>22.1} {:>14.0}",
                    question.name(),
                    jokers,
                    question.tiles(),
                    ns_per_hand,
                    1e9 / ns_per_hand
                ),
                Format::Json => say!(
                    "{}",
                    json!({
                        "question": question.name(),
                        "corpus": Shape::Deals.name(),
                        "jokers": jokers,
                        "tiles": question.tiles(),
                        "ns_per_hand": (ns_per_hand * 10.0).round() / 10.0,
                        "hands_per_second": (1e9 / ns_per_hand).round(),
                    })
                ),
            }
        }
    }
}

/// Nanoseconds per hand of a contender.
fn measure(contenders: &Contenders, contender: Contender, hands: &[Hand], budget: Duration) -> f64 {
    timed(|chunk| contenders.wins(contender, chunk), hands, budget)
}

/// Nanoseconds per hand of `judge`: whole passes over `hands` until `budget` has
/// passed, after one pass to warm the caches.
fn timed(judge: impl Fn(&[Hand]) -> usize, hands: &[Hand], budget: Duration) -> f64 {
    // A slow contender warms up on a slice, so that a row stays near its budget.
    let warm = &hands[..hands.len().min(500)];
    std::hint::black_box(judge(warm));
    let started = Instant::now();
    let mut judged = 0usize;
    let mut chunks = hands.chunks(500).cycle();
    while started.elapsed() < budget {
        let chunk = chunks.next().expect("a non-empty corpus");
        std::hint::black_box(judge(chunk));
        judged += chunk.len();
    }
    started.elapsed().as_nanos() as f64 / judged as f64
}

fn print_row(row: &Row, format: Format) {
    match format {
        Format::Text => say!(
            "{:<12} {:>6}  {:<16} {:>12.1} {:>14.0} {:>9.2}",
            row.corpus,
            row.jokers,
            row.contender.name(),
            row.ns_per_hand,
            1e9 / row.ns_per_hand,
            row.ratio
        ),
        Format::Json => say!(
            "{}",
            json!({
                "corpus": row.corpus,
                "jokers": row.jokers,
                "contender": row.contender.name(),
                "ns_per_hand": (row.ns_per_hand * 10.0).round() / 10.0,
                "hands_per_second": (1e9 / row.ns_per_hand).round(),
                "ratio_to_engine": (row.ratio * 100.0).round() / 100.0,
            })
        ),
    }
}
