//! Waits: the table-driven answer equals "add each of the 34 kinds and check", and
//! the reference search, on seeded random hands and on external data.

use std::fs;

use crate::common;

use common::{mixed_hands, reference_waits};
use hupai::reference::Reference;
use hupai::{BUILTIN_RULES, Engine, Hand, Tile, Waits};
use hupai_baselines::corpus::Generator;
use rayon::prelude::*;

/// Hands of 3n+1 tiles: a hand of 3n+2 of some shape with one tile (or joker) dropped.
fn waiting_hands(engine: &Engine, seed: u64, count: usize, max_jokers: u8) -> Vec<Hand> {
    let hands = mixed_hands(engine, seed, count, &[2, 5, 8, 11, 14, 17], max_jokers);
    hands
        .iter()
        .enumerate()
        .map(|(i, hand)| drop_one(hand, i))
        .collect()
}

fn drop_one(hand: &Hand, choice: usize) -> Hand {
    let tiles: Vec<Tile> = hand.tiles().collect();
    let jokers = hand.jokers();
    let position = choice % hand.len();
    if position < tiles.len() {
        let mut rest = tiles.clone();
        rest.remove(position);
        Hand::from_tiles(&rest, jokers).unwrap()
    } else {
        Hand::from_tiles(&tiles, jokers - 1).unwrap()
    }
}

fn assert_waits(engine: &Engine, hands: &[Hand], with_reference: bool) -> usize {
    let reference = Reference::new(engine.rules());
    let waiting = hands
        .par_iter()
        .map(|hand| {
            let fast = engine.waits(hand).unwrap();
            let slow = engine.waits_by_rechecking(hand).unwrap();
            assert_eq!(
                fast, slow,
                "{hand}: {fast} by tables, {slow} by re-checking"
            );
            if with_reference {
                let expected = reference_waits(&reference, engine, hand);
                assert_eq!(fast.bits(), expected, "{hand}: reference differs");
            }
            usize::from(!fast.is_empty())
        })
        .sum();
    println!(
        "rules {}: {} hands, {waiting} waiting, 0 mismatches",
        engine.rules().name,
        hands.len()
    );
    waiting
}

#[test]
fn million_waiting_hands_standard() {
    let engine = Engine::standard();
    let hands = waiting_hands(&engine, 4, 1_000_000, 4);
    let waiting = assert_waits(&engine, &hands, false);
    assert!(waiting > 100_000 && waiting < 900_000, "{waiting}");
}

#[test]
fn waiting_hands_of_every_rule_set_against_the_reference() {
    for (i, name) in BUILTIN_RULES.iter().enumerate() {
        let engine = Engine::builtin(name).unwrap();
        let hands = waiting_hands(&engine, 100 + i as u64, 40_000, 4);
        assert_waits(&engine, &hands, true);
    }
}

#[test]
fn joker_kinds_are_waits_when_a_joker_wins() {
    let engine = Engine::standard()
        .with_joker_kinds(&["7z".parse().unwrap()])
        .unwrap();
    let waits = engine.waits(&"23m456p789s11122z".parse().unwrap()).unwrap();
    assert_eq!(waits.to_string(), "14m7z");
    let hands = waiting_hands(&Engine::standard(), 17, 20_000, 3);
    for hand in &hands {
        assert_eq!(
            engine.waits(hand).unwrap(),
            engine.waits_by_rechecking(hand).unwrap(),
            "{hand}"
        );
    }
}

#[test]
fn known_waits() {
    let engine = Engine::standard();
    let waits = |hand: &str| engine.waits(&hand.parse().unwrap()).unwrap();
    // Nine gates: all nine.
    assert_eq!(waits("1112345678999m").to_string(), "123456789m");
    // 1113335557779m: 9 as the pair, or 8 with 77 and 789.
    assert_eq!(waits("1113335557779m").to_string(), "89m");
    assert_eq!(waits("2223334445556m").to_string(), "134567m");
    assert_eq!(waits("19m19p19s1234567z").len(), 13);
    assert_eq!(waits("19m19p19s1234566z").to_string(), "7z");
    // Seven pairs and standard both: 112233m445566p7z waits on 7z.
    assert_eq!(waits("112233m445566p7z").to_string(), "7z");
    // A single tile waits on itself.
    assert_eq!(waits("5p").to_string(), "5p");
    // With a joker, 1 tile + J waits on anything that pairs or runs with it.
    assert_eq!(waits("J").len(), 34);
    // Four 1m held: 1m is an exhausted wait, judged as if a fifth copy existed.
    let four = waits("1111m456p789s123s");
    assert!(four.contains("1m".parse().unwrap()) && four.is_exhausted("1m".parse().unwrap()));
    assert_eq!(four.len(), 1);
    let other = waits("1111m3m456p789s11z");
    assert!(other.contains("2m".parse().unwrap()) && !other.is_exhausted("2m".parse().unwrap()));
    assert_eq!(other.exhausted_bits(), 0);
    // Riichi: no pair of a kind already paired for seven pairs.
    let riichi = Engine::riichi();
    assert_eq!(
        riichi
            .waits(&"1122m3344p5566s7z".parse().unwrap())
            .unwrap()
            .to_string(),
        "7z"
    );
    assert!(
        engine
            .waits(&"1122m3344p5566s7z".parse().unwrap())
            .unwrap()
            .len()
            == 1
    );
}

#[test]
fn waits_reject_complete_hands_and_bad_sizes() {
    let engine = Engine::standard();
    let error = engine
        .waits(&"123m456p789s11122z".parse().unwrap())
        .unwrap_err();
    assert!(error.to_string().contains("see `check`"), "{error}");
    assert!(engine.waits(&"12m".parse().unwrap()).is_err());
    let changsha = Engine::builtin("changsha").unwrap();
    assert!(changsha.waits(&"123m456p789s1z".parse().unwrap()).is_err());
}

/// The 13-tile hands made by dropping each tile of every Ara hand.
#[test]
fn ara_hands_minus_one_tile() {
    let Some(dir) = common::data_dir("ara-shanten") else {
        return;
    };
    let engine = Engine::riichi();
    let mut hands = Vec::new();
    for file in [
        "p_normal_10000.txt",
        "p_hon_10000.txt",
        "p_tin_10000.txt",
        "p_koku_10000.txt",
    ] {
        for line in fs::read_to_string(dir.join(file)).unwrap().lines() {
            let ids: Vec<usize> = line
                .split_whitespace()
                .take(14)
                .map(|n| n.parse().unwrap())
                .collect();
            for drop in 0..14 {
                let mut rest = ids.clone();
                rest.remove(drop);
                hands.push(Hand::from_ids(&rest, 0).unwrap());
            }
        }
    }
    assert_eq!(hands.len(), 560_000);
    let waiting = assert_waits(&engine, &hands, false);
    println!("ara minus one tile: {waiting} of 560000 hands wait on something");
}

#[test]
fn waits_type_is_small() {
    assert_eq!(std::mem::size_of::<Waits>(), 16);
}

/// 3n+1 hands holding four of one kind, 0–4 jokers, the rest near the four.
/// Of the sizes the rules play only.
fn hands_holding_a_four(engine: &Engine, seed: u64, count: usize) -> Vec<Hand> {
    let mut generator = Generator::with_tiles(seed, engine.rules().tiles);
    let sizes: Vec<usize> = [4, 7, 10, 13, 16]
        .into_iter()
        .filter(|&s| engine.rules().allows_size(s + 1))
        .collect();
    let max_jokers = engine.rules().jokers.max.unwrap_or(4).min(4);
    (0..count)
        .map(|i| {
            let jokers = (i / 5 % 5) as u8;
            generator.holding_a_four(sizes[i % sizes.len()], jokers.min(max_jokers))
        })
        .filter(|hand| engine.waits(hand).is_ok())
        .collect()
}

/// The exhausted waits come from a search of the engine's own (the tables' keys hold
/// counts up to four); the reference, with a real fifth copy, must agree, both with and
/// without fifth-copy jokers, and with 2-5-8 pairs, wind runs and tiles out of play.
#[test]
fn exhausted_waits_against_the_reference() {
    // 7777m89m + J and a fifth 7m: 777 + 7J + 789 with the joker a sixth 7m, which only
    // fifth-copy rules allow.
    let hand: Hand = "7777m89mJ".parse().unwrap();
    let seven: Tile = "7m".parse().unwrap();
    let standard = Engine::standard().waits(&hand).unwrap();
    assert!(standard.contains(seven) && standard.is_exhausted(seven));
    let strict = Engine::builtin("strict-jokers").unwrap();
    assert!(!strict.waits(&hand).unwrap().contains(seven));
    let strict_variants = [
        "pair = \"258\"\ntiles = \"numbers\"\nthirteen_orphans = false",
        "honour_melds = \"winds-and-dragons\"",
        "pairs_and_triplet = \"four-as-two-pairs\"\nhand_sizes = [17]",
    ];
    let mut engines: Vec<Engine> = BUILTIN_RULES
        .iter()
        .map(|name| Engine::builtin(name).unwrap())
        .collect();
    for (i, fields) in strict_variants.iter().enumerate() {
        for fifth_copy in [false, true] {
            let toml = format!(
                "name = \"variant-{i}-{fifth_copy}\"\n{fields}\n[jokers]\nfifth_copy = {fifth_copy}\n"
            );
            let rules = hupai::rules::Rules::from_toml(&toml).unwrap();
            engines.push(Engine::from_rules(rules).unwrap());
        }
    }
    for (seed, engine) in engines.iter().enumerate() {
        let reference = Reference::new(engine.rules());
        let hands = hands_holding_a_four(engine, 900 + seed as u64, common::scaled(20_000));
        let exhausted: usize = hands
            .par_iter()
            .map(|hand| {
                let waits = engine.waits(hand).unwrap();
                assert_eq!(waits, engine.waits_by_rechecking(hand).unwrap(), "{hand}");
                let expected = reference_waits(&reference, engine, hand);
                assert_eq!(waits.bits(), expected, "{hand}: reference differs");
                waits.exhausted_bits().count_ones() as usize
            })
            .sum();
        println!(
            "rules {}: {} hands holding a four, {exhausted} exhausted waits, 0 mismatches",
            engine.rules().name,
            hands.len()
        );
        assert!(
            exhausted > hands.len() / 20,
            "{exhausted}: the hands rarely test the path"
        );
    }
}
