//! Whole hands: the engine and the reference search judge seeded random hands alike.

use crate::common;

use common::mixed_hands;
use hupai::Engine;
use hupai::reference::Reference;
use hupai_baselines::corpus::{Generator, Shape};
use rayon::prelude::*;

const SIZES: [usize; 6] = [2, 5, 8, 11, 14, 17];

fn assert_engine_matches_reference(engine: &Engine, seed: u64, count: usize) {
    assert_sizes_match_reference(engine, seed, count, &SIZES);
}

/// As `assert_engine_matches_reference`, besides 14 tiles only `sizes`.
fn assert_sizes_match_reference(engine: &Engine, seed: u64, count: usize, sizes: &[usize]) {
    let reference = Reference::new(engine.rules());
    let hands = mixed_hands(engine, seed, count, sizes, 8);
    let results: Vec<(bool, Option<String>)> = hands
        .par_iter()
        .map(|hand| {
            let got = engine.check(hand).expect("hands the rules play");
            let expected = reference.forms(hand);
            let mismatch =
                (got != expected).then(|| format!("{hand}: engine {got}, reference {expected}"));
            (!expected.is_empty(), mismatch)
        })
        .collect();
    let wins = results.iter().filter(|(win, _)| *win).count();
    let mismatches: Vec<&String> = results.iter().filter_map(|(_, m)| m.as_ref()).collect();
    println!(
        "rules {}: {count} hands, {wins} wins, {} mismatches",
        engine.rules().name,
        mismatches.len()
    );
    assert!(
        mismatches.is_empty(),
        "{:?}",
        &mismatches[..mismatches.len().min(20)]
    );
    // The corpus must exercise both answers, or the comparison proves little.
    assert!(
        wins > count / 10 && wins < count * 9 / 10,
        "{wins} wins of {count}"
    );
}

#[test]
fn million_hands_standard() {
    assert_engine_matches_reference(&Engine::standard(), 20261122, 1_000_000);
}

#[test]
fn riichi_hands() {
    assert_engine_matches_reference(&Engine::riichi(), 7, 250_000);
}

#[test]
fn changsha_hands() {
    assert_engine_matches_reference(&Engine::builtin("changsha").unwrap(), 8, 250_000);
}

#[test]
fn wind_runs_hands() {
    assert_engine_matches_reference(&Engine::builtin("wind-runs").unwrap(), 9, 250_000);
}

#[test]
fn strict_jokers_hands() {
    assert_engine_matches_reference(&Engine::builtin("strict-jokers").unwrap(), 10, 250_000);
}

// The three rule sets of issue 17 with the existing vocabulary and 缺一门: 100,000
// hands each (sanma and sichuan play no jokers; the generator holds to that).
#[test]
fn sanma_hands() {
    assert_engine_matches_reference(&Engine::builtin("sanma").unwrap(), 11, 100_000);
}

#[test]
fn hongzhong_hands() {
    assert_engine_matches_reference(&Engine::builtin("hongzhong").unwrap(), 12, 100_000);
}

#[test]
fn sichuan_hands() {
    assert_engine_matches_reference(&Engine::builtin("sichuan").unwrap(), 13, 100_000);
}

/// 台湾十六张: 17-tile hands only, seven pairs and a triplet among the shapes.
#[test]
fn taiwan_hands() {
    assert_engine_matches_reference(&Engine::builtin("taiwan").unwrap(), 14, 100_000);
}

/// 国标: 80,000 mixed hands of 14 tiles and 20,000 of the knitted shapes.
#[test]
fn guobiao_hands() {
    let engine = Engine::builtin("guobiao").unwrap();
    assert_engine_matches_reference(&engine, 16, 80_000);
    let reference = Reference::new(engine.rules());
    let mut generator = Generator::new(17);
    let hands: Vec<_> = (0..20_000).map(|_| generator.knitted_hand(14, 0)).collect();
    let wins: usize = hands
        .par_iter()
        .map(|hand| {
            let forms = engine.check(hand).unwrap();
            assert_eq!(forms, reference.forms(hand), "{hand}");
            usize::from(!forms.is_empty())
        })
        .sum();
    println!("rules guobiao: 20000 knitted hands, {wins} wins, 0 mismatches");
    assert!(wins > 5_000 && wins < 15_000, "{wins}");
}

/// Seven pairs and a triplet with jokers (no built-in plays both): 14 and 17 tiles,
/// 0–8 jokers, each pair rule, with and without fifth copies.
#[test]
fn pairs_and_triplet_with_jokers_hands() {
    for (seed, (pairs, fifth_copy)) in [
        ("four-as-two-pairs", true),
        ("distinct", true),
        ("four-as-two-pairs", false),
    ]
    .into_iter()
    .enumerate()
    {
        let toml = format!(
            "name = \"lidu\"\npairs_and_triplet = \"{pairs}\"\n[jokers]\nfifth_copy = {fifth_copy}\n"
        );
        let rules = hupai::rules::Rules::from_toml(&toml).unwrap();
        let engine = Engine::from_rules(rules).unwrap();
        assert_sizes_match_reference(&engine, 15 + seed as u64, 50_000, &[17]);
    }
}

/// Hands the rules do not play (kinds out of play, too many jokers, sizes not played)
/// are errors for the engine and no win for the reference.
#[test]
fn hands_outside_the_rules() {
    let rules = hupai::rules::Rules::from_toml(
        r#"
        name = "fourteen-only"
        hand_sizes = [14]
        tiles = "numbers"
        thirteen_orphans = false
        [jokers]
        max = 2
        kinds = ["7z"]
        "#,
    )
    .unwrap();
    let engine = Engine::from_rules(rules).unwrap();
    let reference = Reference::new(engine.rules());
    let mut generator = Generator::new(11);
    let (mut rejected, mut judged) = (0, 0);
    for i in 0..20_000 {
        let hand = generator.hand(Shape::ALL[i % 6], SIZES[i % SIZES.len()], (i % 5) as u8);
        match engine.check(&hand) {
            Ok(forms) => {
                judged += 1;
                assert_eq!(forms, reference.forms(&hand), "{hand}");
            }
            Err(_) => {
                rejected += 1;
                assert!(reference.forms(&hand).is_empty(), "{hand}");
                assert!(!engine.is_win(&hand), "{hand}");
            }
        }
    }
    println!("fourteen-only: {judged} judged, {rejected} rejected");
    assert!(judged > 100 && rejected > 100);
}

/// A hand with jokers wins exactly when some choice of tiles for its jokers does:
/// an oracle that knows nothing of jokers, for up to two of them.
#[test]
fn jokers_are_any_tile() {
    let engine = Engine::standard();
    let reference = Reference::new(engine.rules());
    let mut generator = Generator::new(99);
    let mut hands = Vec::new();
    for jokers in 1..=2u8 {
        for shape in [Shape::Wins, Shape::NearMisses, Shape::Deals, Shape::Flushes] {
            for tiles in SIZES {
                hands.extend(generator.hands(shape, 40, tiles, jokers.min(tiles as u8)));
            }
        }
    }
    let mismatches: Vec<String> = hands
        .par_iter()
        .filter_map(|hand| {
            let mut counts = *hand.counts();
            let substituted = any_substitution(&reference, &mut counts, hand.jokers());
            let got = engine.check(hand).unwrap().contains(hupai::Form::Standard);
            (got != substituted)
                .then(|| format!("{hand}: engine {got}, substitution {substituted}"))
        })
        .collect();
    assert!(mismatches.is_empty(), "{mismatches:?}");
}

fn any_substitution(reference: &Reference, counts: &mut [u8; 34], jokers: u8) -> bool {
    if jokers == 0 {
        return reference.completes(counts, 0, true);
    }
    (0..34).any(|kind| {
        counts[kind] += 1;
        let found = any_substitution(reference, counts, jokers - 1);
        counts[kind] -= 1;
        found
    })
}

/// `check_counts` answers as `check` of the same hand, errors included, under every
/// built-in rule set and with a joker kind (the path through a `Hand`); counts that
/// are no hand are `NoHand`.
#[test]
fn check_counts_is_check() {
    let sizes: Vec<usize> = (1..=17).collect();
    for name in hupai::BUILTIN_RULES {
        let engine = Engine::builtin(name).unwrap();
        let red = engine
            .clone()
            .with_joker_kinds(&["7z".parse().unwrap()])
            .ok();
        for engine in std::iter::once(engine).chain(red) {
            for hand in mixed_hands(&engine, 41, 3_000, &sizes, 8) {
                let found = engine.check_counts(hand.counts(), hand.jokers());
                assert_eq!(found, engine.check(&hand), "{hand} under {name}");
            }
            let mut five = [0u8; 34];
            five[0] = 5;
            let error = engine.check_counts(&five, 0).unwrap_err();
            assert!(matches!(error, hupai::CheckError::NoHand(_)), "{error}");
            let many = engine.check_counts(&[1; 34], 0).unwrap_err();
            assert!(matches!(many, hupai::CheckError::NoHand(_)), "{many}");
        }
    }
}
