//! The conformance corpus, `conformance/cases.tsv`: every question on hands of 1–17
//! tiles and 0–17 jokers, under every built-in rule set, a rules file with joker
//! kinds (`conformance/jokers.toml`), a joker kind added to a built-in and exposed
//! melds, with the expected answer in a text every face can write
//! (`conformance/README.md`). The library, the command line, C, Python and each
//! language package run all of it in their own tests.
//!
//! Here the corpus is made again from the library, every answer is checked against
//! the reference search (which shares no logic with the engine), and the result
//! must equal the committed file. After a deliberate change, regenerate it with
//!
//! ```text
//! HUPAI_REGENERATE_CONFORMANCE=1 cargo test --test suite conformance
//! ```

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;

use crate::common;

use common::reference_waits;
use hupai::hints::{DiscardAdvice, DiscardMasks, Discarded, Ukeire};
use hupai::reference::Reference;
use hupai::rules::Rules;
use hupai::shanten::Shanten;
use hupai::{BUILTIN_RULES, CheckError, Decomposition, Engine, Form, Forms, Hand, Tile};
use hupai_baselines::corpus::{Generator, Shape};

/// The questions, as the corpus names them.
const WINNING_QUESTIONS: [&str; 7] = [
    "check",
    "is_win",
    "shanten",
    "shanten_forms",
    "decompositions",
    "discards",
    "discard_masks",
];
const WAITING_QUESTIONS: [&str; 4] = ["waits", "shanten", "shanten_forms", "ukeire"];

/// Hands per engine and role (waiting or winning size).
const HANDS_PER_ROLE: usize = 14;

/// Decompositions are asked only of hands with no more than this many (a face lists
/// them all; a hand of many jokers has thousands).
const MOST_DECOMPOSITIONS: u64 = 40;

/// One engine of the corpus: the rules column, the joker kinds and melds columns.
struct Setup {
    rules: String,
    joker_kinds: &'static str,
    melds: &'static str,
}

pub(crate) fn conformance_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("conformance")
}

fn setups() -> Vec<Setup> {
    let plain = |rules: &str| Setup {
        rules: rules.to_string(),
        joker_kinds: "-",
        melds: "-",
    };
    let mut setups: Vec<Setup> = BUILTIN_RULES.iter().map(|name| plain(name)).collect();
    setups.push(plain("jokers.toml"));
    setups.push(Setup {
        rules: "standard".into(),
        joker_kinds: "7z",
        melds: "-",
    });
    setups.push(Setup {
        rules: "standard".into(),
        joker_kinds: "-",
        melds: "111p,789s",
    });
    setups.push(Setup {
        rules: "hongzhong".into(),
        joker_kinds: "-",
        melds: "5555m",
    });
    setups
}

fn engine_of(setup: &Setup) -> Engine {
    let mut engine = if setup.rules.ends_with(".toml") {
        let rules = Rules::load(conformance_dir().join(&setup.rules)).unwrap();
        Engine::from_rules(rules).unwrap()
    } else {
        Engine::builtin(&setup.rules).unwrap()
    };
    if setup.joker_kinds != "-" {
        let kinds: Vec<Tile> = (setup.joker_kinds.split(' '))
            .map(|t| t.parse().unwrap())
            .collect();
        engine = engine.with_joker_kinds(&kinds).unwrap();
    }
    if setup.melds != "-" {
        engine = engine.with_melds(&setup.melds.parse().unwrap()).unwrap();
    }
    engine
}

/// The hands asked of one engine: of every size and joker count the rules admit
/// (and some they do not: their answer is an error), in every shape.
fn hands_of(engine: &Engine, seed: u64) -> Vec<Hand> {
    let mut generator = Generator::with_tiles(seed, engine.rules().tiles);
    let exposed = 3 * engine.melds().len();
    let most_jokers = engine.rules().jokers.most_held().unwrap_or(17);
    let mut hands = Vec::new();
    for waiting in [true, false] {
        for i in 0..HANDS_PER_ROLE {
            let size = 3 * (i % 6) + if waiting { 1 } else { 2 };
            if size + exposed > 17 {
                continue;
            }
            // All jokers now and then; else few, the common case.
            let jokers = match i % 7 {
                0 => size,
                1 | 4 => 1,
                2 => 3,
                3 => 4,
                _ => 0,
            }
            .min(size)
            .min(usize::from(most_jokers).max(usize::from(i % 5 == 0)))
                as u8;
            let shape = Shape::ALL[(i + usize::from(waiting)) % Shape::ALL.len()];
            hands.push(generator.hand(shape, size, jokers));
        }
    }
    hands
}

/// Hands every face must refuse: a fifth copy, too many tiles, a size no question
/// takes, tiles the rules do not play.
const BAD_HANDS: [(&str, &str); 8] = [
    ("check", "11111m234p"),
    ("waits", "123m456m789m123p456p78s"),
    ("discards", "123456789m"),
    ("discard_masks", "123456m"),
    ("check", ""),
    ("check", "123m"),
    ("waits", "12m"),
    ("shanten", "123456789m123456789p"),
];

/// Tile names in id order, `-` for none.
fn tile_list(tiles: impl Iterator<Item = impl std::fmt::Display>) -> String {
    let names: Vec<String> = tiles.map(|t| t.to_string()).collect();
    if names.is_empty() {
        "-".into()
    } else {
        names.join(" ")
    }
}

fn forms_text(forms: Forms) -> String {
    tile_list(forms.iter())
}

fn waits_text(bits: u64, exhausted: u64) -> String {
    let tiles = |bits: u64| tile_list(Tile::all().filter(move |t| bits >> t.id() & 1 == 1));
    format!("{} | {}", tiles(bits), tiles(exhausted))
}

fn shanten_forms_text(shanten: &Shanten) -> String {
    let value = |v: Option<i8>| v.map_or("-".to_string(), |v| v.to_string());
    let mut text = format!("best={}", value(shanten.best()));
    for form in Form::ALL {
        write!(text, " {}={}", form.name(), value(shanten.form(form))).unwrap();
    }
    text
}

/// Each decomposition's groups as text, sorted; the decompositions sorted.
fn decompositions_text(all: impl Iterator<Item = Decomposition>) -> String {
    let mut lines: Vec<String> = all
        .map(|d| {
            let mut groups: Vec<String> = d.groups().iter().map(|g| g.to_string()).collect();
            groups.sort();
            format!("{}: {}", d.form(), groups.join(" "))
        })
        .collect();
    lines.sort();
    if lines.is_empty() {
        "-".into()
    } else {
        lines.join(" | ")
    }
}

fn ukeire_text(ukeire: &Ukeire) -> String {
    let live = ukeire.accepted().map(|t| format!("{t}:{}", ukeire.live(t)));
    format!("{} | {}", ukeire.shanten(), tile_list(live))
}

fn discards_text(advice: &DiscardAdvice) -> String {
    let discards = (advice.discards().iter()).map(|d| {
        let after = d.ukeire();
        format!("{}:{}:{}", d.discarded(), d.shanten(), after.total_live())
    });
    format!("{} | {}", advice.shanten(), tile_list(discards))
}

fn masks_text(masks: &DiscardMasks) -> String {
    let names = |d: Discarded| d.to_string();
    format!(
        "{} | {} | {}",
        masks.shanten(),
        tile_list(masks.keep().map(names)),
        tile_list(masks.raise().map(names)),
    )
}

fn error_text(error: &CheckError) -> String {
    // Every refusal of a hand is one category on every face.
    let _: &CheckError = error;
    "error hand".into()
}

/// The library's answer to `question` of `hand`.
fn engine_answer(engine: &Engine, question: &str, hand: &Hand) -> String {
    let none = [0u8; 34];
    let answer = match question {
        "check" => engine.check(hand).map(forms_text),
        // A hand the rules do not play is no win, as `Engine::is_win` says.
        "is_win" => Ok(engine.is_win(hand).to_string()),
        "waits" => engine.waits(hand).map(|w| {
            let bits = w.iter().fold(0, |b, t| b | 1 << t.id());
            let exhausted = w.iter().filter(|&t| w.is_exhausted(t));
            waits_text(bits, exhausted.fold(0, |b, t| b | 1 << t.id()))
        }),
        "shanten" => engine.shanten(hand).map(|s| s.to_string()),
        "shanten_forms" => engine.shanten_forms(hand).map(|s| shanten_forms_text(&s)),
        "decompositions" => engine.decompositions(hand).map(decompositions_text),
        "ukeire" => engine.ukeire(hand, &none).map(|u| ukeire_text(&u)),
        "discards" => engine.discards(hand, &none).map(|a| discards_text(&a)),
        "discard_masks" => engine.discard_masks(hand).map(|m| masks_text(&m)),
        _ => unreachable!("a question of the corpus"),
    };
    answer.unwrap_or_else(|e| error_text(&e))
}

/// The reference search for an engine's rules and melds, and the engine of those
/// rules with its added joker kinds written in them, as a rules file has them.
struct Oracle {
    reference: Reference,
    as_file: Engine,
}

impl Oracle {
    fn new(engine: &Engine) -> Oracle {
        let mut rules = engine.rules().clone();
        let added: Vec<Tile> = (engine.joker_kinds())
            .filter(|kind| !rules.jokers.kinds.contains(kind))
            .collect();
        rules.jokers.kinds.extend(&added);
        let as_file = match added.is_empty() {
            true => engine.clone(),
            false => Engine::from_rules(rules.clone()).unwrap(),
        };
        let reference = Reference::new(&rules).with_melds(engine.melds());
        Oracle { reference, as_file }
    }
}

/// The reference search's answer, where it has one for this question; an error
/// answer is the engine's alone (the reference judges any hand it is given).
fn reference_answer(oracle: &Oracle, question: &str, hand: &Hand) -> Option<String> {
    let Oracle { reference, as_file } = oracle;
    let none = [0u8; 34];
    Some(match question {
        "check" => forms_text(reference.forms(hand)),
        "is_win" => reference.is_win(hand).to_string(),
        "waits" => {
            let bits = reference_waits(reference, as_file, hand);
            // All four held, in the hand or the exposed melds.
            let (judged, exposed) = (reference.as_judged(hand), as_file.melds().counts());
            let exhausted = Tile::all()
                .filter(|t| bits >> t.id() & 1 == 1 && judged.count(*t) + exposed[t.id()] == 4)
                .fold(0, |b, t| b | 1 << t.id());
            waits_text(bits, exhausted)
        }
        "shanten" => {
            let best = reference.shanten_forms(hand).best();
            best.map_or("-".into(), |s| s.to_string())
        }
        "shanten_forms" => shanten_forms_text(&reference.shanten_forms(hand)),
        "decompositions" => decompositions_text(reference.decompositions(hand).into_iter()),
        "ukeire" => ukeire_text(&reference.ukeire(hand, &none)),
        "discards" => discards_text(&reference.discards(hand, &none)),
        "discard_masks" => masks_text(&reference.discard_masks(hand)),
        _ => return None,
    })
}

/// The corpus as text: a header, then one case a line.
fn corpus() -> String {
    let mut text = String::from(
        "# Generated by tests/suite/conformance.rs; do not edit. Regenerate with\n\
         # HUPAI_REGENERATE_CONFORMANCE=1 cargo test --test suite conformance\n\
         rules\tjoker_kinds\tmelds\tquestion\thand\tanswer\n",
    );
    let mut checked = BTreeMap::<&str, usize>::new();
    for (i, setup) in setups().iter().enumerate() {
        let engine = engine_of(setup);
        let oracle = Oracle::new(&engine);
        let mut line = |question: &'static str, hand_text: &str, answer: &str| {
            *checked.entry(question).or_default() += 1;
            let Setup {
                rules,
                joker_kinds,
                melds,
            } = setup;
            writeln!(
                text,
                "{rules}\t{joker_kinds}\t{melds}\t{question}\t{hand_text}\t{answer}"
            )
            .unwrap();
        };
        for hand in hands_of(&engine, 0xC0_4F04 + i as u64) {
            let questions: &[&'static str] = if hand.len() % 3 == 1 {
                &WAITING_QUESTIONS
            } else {
                &WINNING_QUESTIONS
            };
            let played = engine.check(&hand).is_ok();
            let many_ways =
                (engine.count_decompositions(&hand)).is_ok_and(|n| n > MOST_DECOMPOSITIONS);
            for &question in questions {
                if question == "decompositions" && many_ways {
                    continue;
                }
                let answer = engine_answer(&engine, question, &hand);
                if question == "is_win" && !played {
                    assert_eq!(answer, "false", "a hand the rules do not play: {hand}");
                } else if !answer.starts_with("error")
                    && let Some(expected) = reference_answer(&oracle, question, &hand)
                {
                    assert_eq!(
                        answer, expected,
                        "{question} of {hand} under {}: the engine against the reference",
                        setup.rules
                    );
                }
                line(question, &hand.to_string(), &answer);
            }
        }
        if i == 0 {
            for (question, hand_text) in BAD_HANDS {
                let answer = match hand_text.parse::<Hand>() {
                    Ok(hand) => engine_answer(&engine, question, &hand),
                    Err(_) => "error hand".into(),
                };
                assert_eq!(answer, "error hand", "{question} of {hand_text}");
                line(question, hand_text, &answer);
            }
        }
    }
    eprintln!("conformance cases by question: {checked:?}");
    text
}

/// The hands every face's benchmark judges, so that their figures compare: random
/// deals of 14 tiles (the check, shanten) then of 13 (waits, accepted tiles), from
/// the seed of the C ABI's benchmark (`crates/hupai-c/benches/c_abi.rs`).
fn bench_hands() -> String {
    let mut text = String::from(
        "# Generated by tests/suite/conformance.rs; do not edit. Regenerate with\n\
         # HUPAI_REGENERATE_CONFORMANCE=1 cargo test --test suite conformance\n\
         # 2,000 random deals of 14 tiles, then 2,000 of 13: the hands of every face's benchmark.\n",
    );
    for tiles in [14, 13] {
        for hand in Generator::new(2026).hands(Shape::Deals, BENCH_HANDS, tiles, 0) {
            writeln!(text, "{hand}").unwrap();
        }
    }
    text
}

/// Hands of each size in `bench_hands.txt`.
const BENCH_HANDS: usize = 2_000;

/// `made` must be the committed file `name`, or becomes it when regenerating.
pub(crate) fn committed_or_regenerated(name: &str, made: &str) {
    let path = conformance_dir().join(name);
    if std::env::var_os("HUPAI_REGENERATE_CONFORMANCE").is_some() {
        std::fs::write(&path, made).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == made,
        "conformance/{name} differs from what the library makes: regenerate it with \
         HUPAI_REGENERATE_CONFORMANCE=1 cargo test --test suite conformance, and commit"
    );
}

#[test]
fn the_corpus_is_what_the_library_and_the_reference_answer() {
    committed_or_regenerated("cases.tsv", &corpus());
}

#[test]
fn the_benchmarks_hands_are_the_generators() {
    committed_or_regenerated("bench_hands.txt", &bench_hands());
}
