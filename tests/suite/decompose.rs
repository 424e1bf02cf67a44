//! Decompositions: the table-guided search lists exactly what a plain exhaustive
//! enumeration finds, once each, and counts them without building them.

use crate::common;
use hupai::reference::Reference;
use hupai::{BUILTIN_RULES, Decomposition, Engine, Form, Hand};
use hupai_baselines::corpus::{Generator, Shape};
use rayon::prelude::*;

const SIZES: [usize; 6] = [2, 5, 8, 11, 14, 17];

fn winning_hands(engine: &Engine, seed: u64, count: usize, max_jokers: u8) -> Vec<Hand> {
    let mut generator = Generator::with_tiles(seed, engine.rules().tiles);
    let mut hands = Vec::new();
    let mut i = 0;
    while hands.len() < count {
        let shape = [
            Shape::Wins,
            Shape::Wins,
            Shape::SevenPairs,
            Shape::Orphans,
            Shape::Flushes,
        ][i % 5];
        let tiles = if i % 2 == 0 { 14 } else { SIZES[i / 2 % 6] };
        let jokers = (i / 10 % (usize::from(max_jokers) + 1)) as u8;
        let hand = generator.hand(shape, tiles, jokers);
        if engine.is_win(&hand) {
            hands.push(hand);
        }
        i += 1;
    }
    hands
}

fn sorted(decompositions: impl Iterator<Item = Decomposition>) -> Vec<Decomposition> {
    let mut all: Vec<Decomposition> = decompositions.map(Decomposition::sorted).collect();
    all.sort();
    all
}

fn assert_decompositions(engine: &Engine, hands: &[Hand]) {
    let reference = Reference::new(engine.rules());
    let total: usize = hands
        .par_iter()
        .map(|hand| {
            let found: Vec<Decomposition> = engine.decompositions(hand).unwrap().collect();
            let count = engine.count_decompositions(hand).unwrap();
            assert_eq!(count as usize, found.len(), "{hand}: count");
            let found = sorted(found.into_iter());
            let mut unique = found.clone();
            unique.dedup();
            assert_eq!(
                unique.len(),
                found.len(),
                "{hand}: a decomposition listed twice"
            );
            let expected = reference.decompositions(hand);
            assert_eq!(found, expected, "{hand}");
            found.len()
        })
        .sum();
    println!(
        "rules {}: {} winning hands, {total} decompositions, 0 mismatches",
        engine.rules().name,
        hands.len()
    );
}

#[test]
fn hundred_thousand_winning_hands_standard() {
    let engine = Engine::standard();
    assert_decompositions(&engine, &winning_hands(&engine, 1, 100_000, 3));
}

#[test]
fn winning_hands_of_every_rule_set() {
    for (i, name) in BUILTIN_RULES.iter().enumerate() {
        let engine = Engine::builtin(name).unwrap();
        assert_decompositions(
            &engine,
            &winning_hands(&engine, 50 + i as u64, common::scaled(10_000), 4),
        );
    }
}

#[test]
fn both_seven_pairs_and_standard_are_listed() {
    let engine = Engine::standard();
    let found: Vec<String> = engine
        .decompositions(&"112233m445566p77z".parse().unwrap())
        .unwrap()
        .map(|d| d.to_string())
        .collect();
    assert_eq!(
        found,
        [
            "standard: 123m 123m 456p 456p 77z",
            "seven_pairs: 11m 22m 33m 44p 55p 66p 77z",
        ]
    );
}

#[test]
fn jokers_show_their_stand_ins() {
    let engine = Engine::standard();
    let found: Vec<String> = engine
        .decompositions(&"13m55pJ".parse().unwrap())
        .unwrap()
        .map(|d| d.to_string())
        .collect();
    assert_eq!(found, ["standard: 13m[2m] 55p"]);
    let all_jokers: Vec<String> = engine
        .decompositions(&"JJJJJ".parse().unwrap())
        .unwrap()
        .map(|d| d.to_string())
        .collect();
    assert_eq!(all_jokers, ["standard: JJ JJJ"]);
    let orphans: Vec<String> = engine
        .decompositions(&"19m19p19s123456zJJ".parse().unwrap())
        .unwrap()
        .filter(|d| d.form() == Form::ThirteenOrphans)
        .map(|d| d.to_string())
        .collect();
    assert_eq!(
        orphans,
        ["thirteen_orphans: 1m[1m] 9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z [7z]"]
    );
    // The same shape, twelve singles and a pair, whatever the jokers stand for.
    for hand in [
        "19m19p19s12345677z",
        "19m19p19s1234567zJ",
        "19m19p19s123456zJJ",
        "19m19p19s12345zJJJ",
        "JJJJJJJJJJJJJJ",
    ] {
        let found: Vec<_> = engine
            .decompositions(&hand.parse().unwrap())
            .unwrap()
            .filter(|d| d.form() == Form::ThirteenOrphans)
            .collect();
        assert_eq!(found.len(), 1, "{hand}");
        assert_eq!(found[0].pairs().count(), 1, "{hand}: {}", found[0]);
        assert_eq!(found[0].groups().len(), 13, "{hand}: {}", found[0]);
    }
}

#[test]
fn eight_joker_hands_are_counted_and_listed() {
    let engine = Engine::standard();
    let hand: Hand = "1m5p9sJJJJJJJJ".parse().unwrap();
    let count = engine.count_decompositions(&hand).unwrap();
    let listed = engine.decompositions(&hand).unwrap().count() as u64;
    assert_eq!(count, listed);
    println!("{hand}: {count} decompositions");
    assert!(count > 10);
}

#[test]
fn losing_hands_have_none_and_bad_hands_are_errors() {
    let engine = Engine::standard();
    assert_eq!(
        engine
            .decompositions(&"123m456p789s11123z".parse().unwrap())
            .unwrap()
            .count(),
        0
    );
    assert_eq!(
        engine
            .count_decompositions(&"123m456p789s11123z".parse().unwrap())
            .unwrap(),
        0
    );
    assert!(engine.decompositions(&"123m".parse().unwrap()).is_err());
}
