//! Shanten: Ara's 40,000 labelled hands (riichi rules, every column), and the
//! reference search on seeded random hands with jokers under every built-in rule set.

use crate::common;

use common::{ARA_FILES, ara_file, data_dir, mixed_hands};
use hupai::reference::Reference;
use hupai::{Engine, Form, Hand, Tile};
use rand::rngs::Xoshiro256PlusPlus;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rayon::prelude::*;

/// Each of the three columns (standard, thirteen orphans, seven pairs) of every hand
/// equals the engine's shanten in that form, and the least of them its shanten.
#[test]
fn ara_shanten_columns() {
    let Some(dir) = data_dir("ara-shanten") else {
        return;
    };
    let engine = Engine::riichi();
    let columns = [Form::Standard, Form::ThirteenOrphans, Form::SevenPairs];
    let mut mismatches = Vec::new();
    let mut total = 0;
    for ara in ARA_FILES.iter().flat_map(|file| ara_file(&dir, file)) {
        let shanten = engine.shanten_forms(&ara.hand).unwrap();
        for (column, form) in columns.into_iter().enumerate() {
            let expected = ara.labels[column];
            if shanten.form(form) != Some(expected) {
                mismatches.push(format!(
                    "{} {}: {form} expected {expected}, got {:?}",
                    ara.place,
                    ara.hand,
                    shanten.form(form)
                ));
            }
        }
        let best = ara.labels.iter().min().copied();
        assert_eq!(engine.shanten(&ara.hand).ok(), best, "{}", ara.place);
        total += 1;
    }
    assert_eq!(total, 40_000);
    assert!(
        mismatches.is_empty(),
        "{} mismatches, first: {:#?}",
        mismatches.len(),
        &mismatches[..mismatches.len().min(10)]
    );
}

/// The sizes shanten takes besides 14 (which comes every other hand).
const SIZES: [usize; 11] = [1, 2, 4, 5, 7, 8, 10, 11, 13, 16, 17];

fn assert_engine_matches_reference(engine: &Engine, seed: u64, count: usize) {
    assert_sizes_match_reference(engine, seed, count, &SIZES);
}

/// As `assert_engine_matches_reference`, besides 14 tiles only `sizes`.
fn assert_sizes_match_reference(engine: &Engine, seed: u64, count: usize, sizes: &[usize]) {
    let reference = Reference::new(engine.rules());
    let hands = mixed_hands(engine, seed, count, sizes, 4);
    let mismatches: Vec<String> = hands
        .par_iter()
        .filter_map(|hand| {
            let got = engine.shanten_forms(hand).unwrap();
            let expected = reference.shanten_forms_checking(hand, &got);
            (got != expected).then(|| format!("{hand}: expected {expected:?}, got {got:?}"))
        })
        .collect();
    assert!(
        mismatches.is_empty(),
        "{}: {} of {count} hands differ, first: {:#?}",
        engine.rules().name,
        mismatches.len(),
        &mismatches[..mismatches.len().min(10)]
    );
}

// 50,000 hands per built-in set by default (HUPAI_TEST_SCALE=2 for the 100,000 of
// issue 13, item 6), 0 to 4 jokers, every size.
#[test]
fn standard_hands_match_the_reference() {
    assert_engine_matches_reference(&Engine::standard(), 1, common::scaled(50_000));
}

#[test]
fn riichi_hands_match_the_reference() {
    assert_engine_matches_reference(&Engine::riichi(), 2, common::scaled(50_000));
}

#[test]
fn changsha_hands_match_the_reference() {
    assert_engine_matches_reference(
        &Engine::builtin("changsha").unwrap(),
        3,
        common::scaled(50_000),
    );
}

#[test]
fn wind_runs_hands_match_the_reference() {
    assert_engine_matches_reference(
        &Engine::builtin("wind-runs").unwrap(),
        4,
        common::scaled(50_000),
    );
}

#[test]
fn strict_jokers_hands_match_the_reference() {
    assert_engine_matches_reference(
        &Engine::builtin("strict-jokers").unwrap(),
        5,
        common::scaled(50_000),
    );
}

#[test]
fn sanma_hands_match_the_reference() {
    assert_engine_matches_reference(
        &Engine::builtin("sanma").unwrap(),
        7,
        common::scaled(50_000),
    );
}

/// Reds drawn as jokers: the reference counts each drawn red as a draw.
#[test]
fn hongzhong_hands_match_the_reference() {
    assert_engine_matches_reference(
        &Engine::builtin("hongzhong").unwrap(),
        8,
        common::scaled(50_000),
    );
}

/// 缺一门: the reference searches each suit given up, the engine only where the
/// hand holds all three.
#[test]
fn sichuan_hands_match_the_reference() {
    assert_engine_matches_reference(
        &Engine::builtin("sichuan").unwrap(),
        9,
        common::scaled(50_000),
    );
}

/// 国标: the five forms of ChineseOfficialMahjongHelper (and 七星不靠) on mixed hands;
/// `tests/suite/knitted.rs` has the knitted shapes.
#[test]
fn guobiao_hands_match_the_reference() {
    assert_engine_matches_reference(
        &Engine::builtin("guobiao").unwrap(),
        13,
        common::scaled(50_000),
    );
}

/// 台湾十六张: hands of 16 and 17 tiles, seven pairs and a triplet among the forms.
#[test]
fn taiwan_hands_match_the_reference() {
    assert_engine_matches_reference(
        &Engine::builtin("taiwan").unwrap(),
        10,
        common::scaled(50_000),
    );
}

/// Seven pairs and a triplet with jokers, each pair rule, with and without fifth
/// copies; and with Red as a joker kind, drawn as a joker.
#[test]
fn pairs_and_triplet_with_jokers_match_the_reference() {
    for (seed, (pairs, fifth_copy, kinds)) in [
        ("four-as-two-pairs", true, ""),
        ("distinct", false, ""),
        ("four-as-two-pairs", true, "\"7z\""),
    ]
    .into_iter()
    .enumerate()
    {
        let toml = format!(
            "name = \"lidu\"\npairs_and_triplet = \"{pairs}\"\n[jokers]\nfifth_copy = {fifth_copy}\nkinds = [{kinds}]\n"
        );
        let rules = hupai::rules::Rules::from_toml(&toml).unwrap();
        let engine = Engine::from_rules(rules).unwrap();
        assert_sizes_match_reference(&engine, 11 + seed as u64, common::scaled(20_000), &[16, 17]);
    }
}

/// Three-player tiles (2m–8m out of play): only keys a hand can hold get points, so the
/// tables are small (they were 90 MB); the answers still equal the reference.
#[test]
fn three_player_hands_match_the_reference() {
    let tiles: Vec<Tile> = Tile::all().filter(|t| !(1..=7).contains(&t.id())).collect();
    let rules = {
        let mut rules = hupai::rules::Rules::default();
        rules.name = "three-player".into();
        rules.tiles = hupai::rules::TileSet::of(&tiles);
        rules
    };
    let engine = Engine::from_rules(rules).unwrap();
    assert_engine_matches_reference(&engine, 6, 15_000);
    engine.prepare(&[hupai::engine::Question::Shanten]);
    let bytes = engine.table_sizes().shanten_bytes;
    assert!(bytes < 2_000_000, "{bytes} bytes of shanten tables");
}

/// Hands holding one to three kinds four times and one to four jokers: where a joker
/// as a fifth copy can save a draw (the tables' rare path), under rules that allow it
/// and rules that do not.
#[test]
fn fours_with_jokers_match_the_reference() {
    for (name, seed) in [
        ("standard", 6),
        ("wind-runs", 7),
        ("strict-jokers", 8),
        ("changsha", 9),
    ] {
        let engine = Engine::builtin(name).unwrap();
        let reference = Reference::new(engine.rules());
        let kinds: Vec<usize> = (0..34)
            .filter(|&k| engine.rules().tiles.contains_id(k))
            .collect();
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let strict = Engine::from_rules({
            let mut rules = engine.rules().clone();
            rules.jokers = {
                let mut jokers = engine.rules().jokers.clone();
                jokers.fifth_copy = false;
                jokers
            };
            rules
        })
        .unwrap();
        let (mut rare, mut mismatches) = (0, Vec::new());
        for i in 0..3_000 {
            let size = [13, 14, 16, 17, 10, 11][i % 6];
            let jokers = rng.random_range(1..=4usize);
            let fours = rng.random_range(1..=3usize).min((size - jokers) / 4);
            let mut wall: Vec<usize> = kinds.iter().flat_map(|&k| [k; 4]).collect();
            wall.shuffle(&mut rng);
            let mut order = kinds.clone();
            order.shuffle(&mut rng);
            let four_kinds = &order[..fours];
            let mut ids: Vec<usize> = four_kinds.iter().flat_map(|&k| [k; 4]).collect();
            let rest = wall.iter().filter(|k| !four_kinds.contains(k));
            ids.extend(rest.take(size - jokers - ids.len()));
            let hand = Hand::from_ids(&ids, jokers as u8).unwrap();
            let got = engine.shanten_forms(&hand).unwrap();
            let expected = reference.shanten_forms_checking(&hand, &got);
            if got != expected {
                mismatches.push(format!("{hand}: expected {expected:?}, got {got:?}"));
            }
            let without_fifths = strict.shanten_forms(&hand).unwrap();
            rare += usize::from(without_fifths.standard != got.standard);
        }
        println!("{name}: fifth copies change the standard shanten of {rare} of 3,000 hands");
        assert!(
            mismatches.is_empty(),
            "{name}: {} differ, first: {:#?}",
            mismatches.len(),
            &mismatches[..mismatches.len().min(10)]
        );
    }
}

/// The reference search itself against Ara's labels, on every tenth hand.
#[test]
fn reference_agrees_with_ara() {
    let Some(dir) = data_dir("ara-shanten") else {
        return;
    };
    let reference = Reference::new(Engine::riichi().rules());
    for ara in ARA_FILES
        .iter()
        .flat_map(|file| ara_file(&dir, file))
        .step_by(10)
    {
        let shanten = reference.shanten_forms(&ara.hand);
        let got = [
            shanten.standard,
            shanten.thirteen_orphans,
            shanten.seven_pairs,
        ];
        assert_eq!(got, ara.labels.map(Some), "{}", ara.place);
    }
}

/// Every pattern of one suit, alone in a hand of 3n+1 or 3n+2 tiles: all number-suit
/// patterns up to 14 tiles and all honour patterns up to 17, with no jokers and, for
/// the honours (where fifth copies matter most), with one and with two.
#[test]
fn every_one_suit_hand_matches_the_reference() {
    let engine = Engine::standard();
    let reference = Reference::new(engine.rules());
    let mut checked = 0;
    for (first, ranks, most, jokers) in [(0, 9, 14, 0..=0), (27, 7, 17, 0..=2)] {
        for key in 0..5usize.pow(ranks) {
            let digits: Vec<usize> = (0..ranks).map(|r| key / 5usize.pow(r) % 5).collect();
            let tiles: usize = digits.iter().sum();
            let ids: Vec<usize> = (0..ranks as usize)
                .flat_map(|r| vec![first + r; digits[r]])
                .collect();
            for j in jokers
                .clone()
                .filter(|j| !(tiles + j).is_multiple_of(3) && tiles + j <= most)
            {
                let hand = Hand::from_ids(&ids, j as u8).unwrap();
                let got = engine.shanten_forms(&hand).unwrap();
                let expected = reference.shanten_forms_checking(&hand, &got);
                assert_eq!(got, expected, "{hand}");
                checked += 1;
            }
        }
    }
    println!("{checked} one-suit hands");
}

/// An engine prints as a summary, not as its tables.
#[test]
fn engine_debug_output_is_short() {
    let engine = Engine::standard();
    engine.prepare(&[hupai::engine::Question::Shanten]);
    let text = format!("{engine:?}");
    assert!(text.len() < 300, "{} bytes", text.len());
    assert!(text.contains("shanten_tables: true"), "{text}");
}
