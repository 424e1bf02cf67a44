//! 国标's knitted forms (全不靠, 七星不靠, 组合龙): every selection of their tiles,
//! and seeded hands of their shapes, the engine against the reference search in
//! every function, with and without jokers.

use crate::common;

use common::reference_waits;
use hupai::forms::knitted::KNITTED_SETS;
use hupai::reference::Reference;
use hupai::rules::Rules;
use hupai::{Engine, Form, Hand};
use hupai_baselines::corpus::Generator;
use rayon::prelude::*;

fn guobiao() -> Engine {
    Engine::builtin("guobiao").unwrap()
}

/// 国标's forms with jokers (no limit, fifth copies allowed): no built-in plays both.
fn guobiao_with_jokers() -> Engine {
    let mut rules = guobiao().rules().clone();
    rules.name = "guobiao-jokers".into();
    rules.jokers.max = None;
    Engine::from_rules(rules).unwrap()
}

fn hand_of(ids: &[usize], jokers: u8) -> Hand {
    let tiles: Vec<hupai::Tile> = ids
        .iter()
        .map(|&i| hupai::Tile::from_id(i).unwrap())
        .collect();
    Hand::from_tiles(&tiles, jokers).unwrap()
}

/// The engine's check equals the reference's, and the decompositions too.
fn assert_check(engine: &Engine, reference: &Reference, hand: &Hand) -> hupai::Forms {
    let forms = engine.check(hand).unwrap();
    assert_eq!(
        forms,
        reference.forms(hand),
        "{hand} under {}",
        engine.rules().name
    );
    if !forms.is_empty() {
        let found = crate::common::sorted_decompositions(engine, hand);
        assert_eq!(
            found,
            reference.decompositions(hand),
            "{hand}: decompositions"
        );
        assert_eq!(
            engine.count_decompositions(hand).unwrap() as usize,
            found.len()
        );
    }
    forms
}

/// 全不靠: every 14 of each set's 16 tiles (720 hands), each also with its first one,
/// two or three tiles jokers, and with one tile swapped for every other kind.
#[test]
fn every_selection_of_honours_and_knitted() {
    let (plain, jokers) = (guobiao(), guobiao_with_jokers());
    let (reference, joker_reference) = (
        Reference::new(plain.rules()),
        Reference::new(jokers.rules()),
    );
    let mut checked = 0;
    for set in KNITTED_SETS {
        let kinds: Vec<usize> = set.iter().copied().chain(27..34).collect();
        for first in 0..16 {
            for second in first + 1..16 {
                let ids: Vec<usize> = (0..16)
                    .filter(|&i| i != first && i != second)
                    .map(|i| kinds[i])
                    .collect();
                let forms = assert_check(&plain, &reference, &hand_of(&ids, 0));
                assert!(forms.contains(Form::HonoursAndKnitted), "{ids:?}");
                // Both left out of the set's nine: all seven honours held.
                assert_eq!(
                    forms.contains(Form::GreaterHonoursAndKnitted),
                    second < 9,
                    "{ids:?}"
                );
                for held in 11..14 {
                    let forms = assert_check(
                        &jokers,
                        &joker_reference,
                        &hand_of(&ids[..held], (14 - held) as u8),
                    );
                    assert!(forms.contains(Form::HonoursAndKnitted));
                }
                for other in 0..34 {
                    let mut swapped = ids.clone();
                    swapped[(first + second) % 14] = other;
                    assert_check(&plain, &reference, &hand_of(&swapped, 0));
                }
                checked += 36;
            }
        }
    }
    assert_eq!(checked, 720 * 36);
}

/// 组合龙: each knitted set beside every meld and every pair (no kind five times),
/// and each with its first two tiles jokers.
#[test]
fn every_knitted_straight_with_a_meld_and_a_pair() {
    let (plain, jokers) = (guobiao(), guobiao_with_jokers());
    let (reference, joker_reference) = (
        Reference::new(plain.rules()),
        Reference::new(jokers.rules()),
    );
    let mut melds: Vec<[usize; 3]> = (0..34).map(|k| [k; 3]).collect();
    melds.extend((0..27).filter(|k| k % 9 <= 6).map(|k| [k, k + 1, k + 2]));
    let mut hands = Vec::new();
    for set in KNITTED_SETS {
        for meld in &melds {
            for pair in 0..34 {
                let mut ids = set.to_vec();
                ids.extend(meld);
                ids.extend([pair, pair]);
                if (0..34).all(|k| ids.iter().filter(|&&i| i == k).count() <= 4) {
                    hands.push(ids);
                }
            }
        }
    }
    let wins: usize = hands
        .par_iter()
        .map(|ids| {
            let forms = assert_check(&plain, &reference, &hand_of(ids, 0));
            assert!(forms.contains(Form::KnittedStraight), "{ids:?}");
            assert_check(&jokers, &joker_reference, &hand_of(&ids[2..], 2));
            1
        })
        .sum();
    assert!(wins > 11_000, "{wins}");
    println!("{wins} knitted straights with a meld and a pair, 0 mismatches");
}

/// Seeded hands of the knitted shapes (and their 13-tile and 11-tile forms): check,
/// shanten per form, waits and decompositions equal the reference's, with and without
/// jokers, and beside an exposed meld.
#[test]
fn knitted_hands_match_the_reference() {
    for (seed, engine) in [guobiao(), guobiao_with_jokers()].into_iter().enumerate() {
        let reference = Reference::new(engine.rules());
        let max_jokers = if engine.rules().jokers.max == Some(0) {
            0
        } else {
            3
        };
        let mut generator = Generator::new(70 + seed as u64);
        let hands: Vec<Hand> = (0..common::scaled(2_500))
            .map(|i| generator.knitted_hand(14, (i % (max_jokers + 1)) as u8))
            .collect();
        let wins: usize = hands
            .par_iter()
            .map(|hand| {
                let forms = assert_check(&engine, &reference, hand);
                let shanten = engine.shanten_forms(hand).unwrap();
                let expected = reference.shanten_forms_checking(hand, &shanten);
                assert_eq!(shanten, expected, "{hand}");
                let first = hand.tiles().next().unwrap();
                let waiting = hand.removing(first).unwrap();
                let waits = engine.waits(&waiting).unwrap();
                assert_eq!(
                    waits,
                    engine.waits_by_rechecking(&waiting).unwrap(),
                    "{waiting}"
                );
                assert_eq!(
                    waits.bits(),
                    reference_waits(&reference, &engine, &waiting),
                    "{waiting}"
                );
                let shanten = engine.shanten_forms(&waiting).unwrap();
                let expected = reference.shanten_forms_checking(&waiting, &shanten);
                assert_eq!(shanten, expected, "{waiting}");
                usize::from(!forms.is_empty())
            })
            .sum();
        println!(
            "{}: {} knitted hands, {wins} wins, 0 mismatches",
            engine.rules().name,
            hands.len()
        );
        // About a third of the knitted hands win (800 to 3,600 of 2,500 at first).
        assert!(
            wins > hands.len() * 8 / 25 && wins < hands.len() * 36 / 25,
            "{wins}"
        );
    }
}

/// 组合龙 beside an exposed meld: 11 concealed tiles, the set and a pair.
#[test]
fn knitted_straight_beside_an_exposed_meld() {
    let engine = guobiao().with_melds(&"555z".parse().unwrap()).unwrap();
    let reference = Reference::new(guobiao().rules()).with_melds(&"555z".parse().unwrap());
    let hand: Hand = "147m258p369s11z".parse().unwrap();
    let forms = engine.check(&hand).unwrap();
    assert_eq!(forms.iter().collect::<Vec<_>>(), [Form::KnittedStraight]);
    assert_eq!(forms, reference.forms(&hand));
    let waiting: Hand = "147m258p369s1z".parse().unwrap();
    assert_eq!(engine.waits(&waiting).unwrap().to_string(), "1z");
    assert_eq!(
        engine.shanten_forms(&waiting).unwrap(),
        reference.shanten_forms(&waiting)
    );
    // 全不靠 needs a concealed hand.
    assert_eq!(
        engine.shanten_forms(&waiting).unwrap().honours_and_knitted,
        None
    );
}

/// Rules that cannot play the knitted forms are refused at load time.
#[test]
fn knitted_rules_that_cannot_work_are_refused() {
    for (toml, field) in [
        (
            "honours_and_knitted = true\ntiles = \"numbers\"\nthirteen_orphans = false",
            "honours_and_knitted",
        ),
        (
            "knitted_straight = true\nhand_sizes = [2, 5, 8]",
            "knitted_straight",
        ),
        (
            "honours_and_knitted = true\nhand_sizes = [17]",
            "honours_and_knitted",
        ),
        (
            "knitted_straight = true\n[jokers]\nfifth_copy = false",
            "knitted_straight",
        ),
        (
            "knitted_straight = true\nmissing_suit = true\nthirteen_orphans = false",
            "knitted_straight",
        ),
    ] {
        let error = Rules::from_toml(toml).unwrap_err().to_string();
        assert!(error.contains(field), "{toml}: {error}");
    }
}
