//! Shanten: Ara's 40,000 labelled hands (riichi rules, every column), and the
//! reference search on seeded random hands with jokers under every built-in rule set.

use std::fs;
use std::path::PathBuf;

use hupai::{Engine, Form, Hand};

fn ara_dir() -> Option<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/data/ara-shanten");
    if dir.is_dir() {
        Some(dir)
    } else {
        println!("SKIPPED: {} is not present", dir.display());
        None
    }
}

/// Each of the three columns (standard, thirteen orphans, seven pairs) of every hand
/// equals the engine's shanten in that form, and the least of them its shanten.
#[test]
fn ara_shanten_columns() {
    let Some(dir) = ara_dir() else {
        return;
    };
    let engine = Engine::riichi();
    let columns = [Form::Standard, Form::ThirteenOrphans, Form::SevenPairs];
    let mut mismatches = Vec::new();
    let mut total = 0;
    for file in [
        "p_normal_10000.txt",
        "p_hon_10000.txt",
        "p_tin_10000.txt",
        "p_koku_10000.txt",
    ] {
        let text = fs::read_to_string(dir.join(file)).unwrap();
        for (number, line) in text.lines().enumerate() {
            let row: Vec<i32> = line
                .split_whitespace()
                .map(|n| n.parse().unwrap())
                .collect();
            assert_eq!(row.len(), 17, "{file}:{}", number + 1);
            let ids: Vec<usize> = row[..14].iter().map(|&i| i as usize).collect();
            let hand = Hand::from_ids(&ids, 0).unwrap();
            let shanten = engine.shanten_forms(&hand).unwrap();
            for (column, form) in columns.into_iter().enumerate() {
                let expected = row[14 + column] as i8;
                if shanten.form(form) != Some(expected) {
                    mismatches.push(format!(
                        "{file}:{} {hand} {form}: expected {expected}, got {:?}",
                        number + 1,
                        shanten.form(form)
                    ));
                }
            }
            let best = row[14..].iter().min().copied().unwrap() as i8;
            assert_eq!(
                engine.shanten(&hand).unwrap(),
                best,
                "{file}:{} {hand}",
                number + 1
            );
            total += 1;
        }
    }
    assert_eq!(total, 40_000);
    assert!(
        mismatches.is_empty(),
        "{} mismatches, first: {:#?}",
        mismatches.len(),
        &mismatches[..mismatches.len().min(10)]
    );
}

use hupai::corpus::{Generator, Shape};
use hupai::reference::Reference;

/// The sizes shanten takes, 13 and 14 (the common ones) most often.
const SIZES: [usize; 16] = [13, 14, 13, 14, 13, 14, 1, 2, 4, 5, 7, 8, 10, 11, 16, 17];

/// `count` hands of the kinds `engine` plays, every shape, size and 0..=4 jokers.
fn random_hands(engine: &Engine, seed: u64, count: usize) -> Vec<Hand> {
    let mut generator = Generator::with_tiles(seed, engine.rules().tiles);
    (0..count)
        .map(|i| {
            let shape = Shape::ALL[i % Shape::ALL.len()];
            let tiles = SIZES[i / Shape::ALL.len() % SIZES.len()];
            let jokers = (i / 7 % 5) as u8;
            let hand = generator.hand(shape, tiles, jokers);
            assert_eq!(hand.len(), tiles);
            hand
        })
        .collect()
}

fn assert_engine_matches_reference(engine: &Engine, seed: u64, count: usize) {
    let reference = Reference::new(engine.rules());
    let mut mismatches = Vec::new();
    for hand in random_hands(engine, seed, count) {
        let expected = reference.shanten_forms(&hand);
        let got = engine.shanten_forms(&hand).unwrap();
        if got != expected {
            mismatches.push(format!("{hand}: expected {expected:?}, got {got:?}"));
        }
    }
    assert!(
        mismatches.is_empty(),
        "{}: {} of {count} hands differ, first: {:#?}",
        engine.rules().name,
        mismatches.len(),
        &mismatches[..mismatches.len().min(10)]
    );
}

// 100,000 hands in all, 0 to 4 jokers, every size.
#[test]
fn standard_hands_match_the_reference() {
    assert_engine_matches_reference(&Engine::standard(), 1, 40_000);
}

#[test]
fn riichi_hands_match_the_reference() {
    assert_engine_matches_reference(&Engine::riichi(), 2, 15_000);
}

#[test]
fn changsha_hands_match_the_reference() {
    assert_engine_matches_reference(&Engine::builtin("changsha").unwrap(), 3, 15_000);
}

#[test]
fn wind_runs_hands_match_the_reference() {
    assert_engine_matches_reference(&Engine::builtin("wind-runs").unwrap(), 4, 15_000);
}

#[test]
fn strict_jokers_hands_match_the_reference() {
    assert_engine_matches_reference(&Engine::builtin("strict-jokers").unwrap(), 5, 15_000);
}
