//! Each baseline agrees with the engine on the hands it supports.

use std::collections::HashSet;

use hupai::{Engine, Form, Hand};
use hupai_baselines::corpus::{Generator, Shape};
use hupai_baselines::hash_sets::{HashSets, PhfSet};
use hupai_baselines::{blog, joker, paper};

fn hands(jokers: &[u8], sizes: &[usize], count: usize, seed: u64) -> Vec<Hand> {
    let mut generator = Generator::new(seed);
    (0..count)
        .map(|i| {
            let shape = Shape::ALL[i % Shape::ALL.len()];
            generator.hand(
                shape,
                sizes[i / 6 % sizes.len()],
                jokers[i / 36 % jokers.len()],
            )
        })
        .collect()
}

fn standard(engine: &Engine, hand: &Hand) -> bool {
    engine.check(hand).unwrap().contains(Form::Standard)
}

#[test]
fn paper_recursion_agrees_without_jokers() {
    let engine = Engine::standard();
    for hand in hands(&[0], &[2, 5, 8, 11, 14, 17], 200_000, 1) {
        assert_eq!(
            paper::is_win(hand.counts()),
            standard(&engine, &hand),
            "{hand}"
        );
    }
}

#[test]
fn blog_recursion_agrees_without_jokers() {
    let engine = Engine::standard();
    for hand in hands(&[0], &[2, 5, 8, 11, 14, 17], 200_000, 2) {
        assert_eq!(blog::is_win(hand.counts()), engine.is_win(&hand), "{hand}");
    }
    // The source's quad branch would take 1111m 2222p 3333s as three melds.
    let quads: Hand = "1111m2222p3333s12z".parse().unwrap();
    assert!(!blog::is_win(quads.counts()));
}

#[test]
fn joker_recursion_agrees() {
    let engine = Engine::standard();
    for hand in hands(&[0, 1, 2, 3, 4, 8], &[2, 5, 8, 11, 14, 17], 100_000, 3) {
        assert_eq!(
            joker::is_win(hand.counts(), hand.jokers()),
            standard(&engine, &hand),
            "{hand}"
        );
    }
}

#[test]
fn hash_sets_agree_up_to_eight_jokers_and_fourteen_tiles() {
    let engine = Engine::standard();
    let std_sets: HashSets<HashSet<u32>> = HashSets::build();
    let phf_sets: HashSets<PhfSet> = HashSets::build();
    println!("hash sets: {} entries", std_sets.entries());
    assert_eq!(std_sets.entries(), phf_sets.entries());
    for hand in hands(&[0, 1, 2, 4, 8], &[2, 5, 8, 11, 14], 100_000, 4) {
        let expected = standard(&engine, &hand);
        assert_eq!(
            std_sets.is_win(hand.counts(), hand.jokers()),
            expected,
            "{hand}"
        );
        assert_eq!(
            phf_sets.is_win(hand.counts(), hand.jokers()),
            expected,
            "{hand}"
        );
    }
}
