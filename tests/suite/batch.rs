//! The batch API gives what one check at a time gives, on one thread or many.

use hupai::batch::Threads;
use hupai::{Engine, Hand};
use hupai_baselines::corpus::{Generator, Shape};

#[test]
fn batches_equal_single_checks() {
    let engine = Engine::standard();
    let hands: Vec<Hand> = Generator::new(5).hands(Shape::NearMisses, 50_000, 14, 2);
    let mut sequential = vec![false; hands.len()];
    let mut parallel = vec![true; hands.len()];
    engine
        .is_win_batch(&hands, &mut sequential, Threads::Calling)
        .unwrap();
    engine
        .is_win_batch(&hands, &mut parallel, Threads::Pool)
        .unwrap();
    let single: Vec<bool> = hands.iter().map(|h| engine.is_win(h)).collect();
    assert_eq!(sequential, single);
    assert_eq!(parallel, single);

    let waiting: Vec<Hand> = Generator::new(6).hands(Shape::NearMisses, 20_000, 13, 2);
    let mut sequential = vec![None; waiting.len()];
    let mut parallel = vec![None; waiting.len()];
    engine
        .waits_batch(&waiting, &mut sequential, Threads::Calling)
        .unwrap();
    engine
        .waits_batch(&waiting, &mut parallel, Threads::Pool)
        .unwrap();
    let single: Vec<_> = waiting.iter().map(|h| engine.waits(h).ok()).collect();
    assert_eq!(sequential, single);
    assert_eq!(parallel, single);

    let mixed: Vec<Hand> = hands.iter().chain(&waiting).copied().collect();
    let mut sequential = vec![None; mixed.len()];
    let mut parallel = vec![None; mixed.len()];
    engine
        .shanten_batch(&mixed, &mut sequential, Threads::Calling)
        .unwrap();
    engine
        .shanten_batch(&mixed, &mut parallel, Threads::Pool)
        .unwrap();
    let single: Vec<_> = mixed.iter().map(|h| engine.shanten(h).ok()).collect();
    assert_eq!(sequential, single);
    assert_eq!(parallel, single);
}

#[test]
fn hands_the_rules_refuse_are_false_or_none() {
    let engine = Engine::standard();
    let hands: Vec<Hand> = ["11m", "111m", "1m"]
        .iter()
        .map(|h| h.parse().unwrap())
        .collect();
    let mut wins = [true; 3];
    engine
        .is_win_batch(&hands, &mut wins, Threads::Calling)
        .unwrap();
    assert_eq!(wins, [true, false, false]);
    let mut waits = [None; 3];
    engine
        .waits_batch(&hands, &mut waits, Threads::Calling)
        .unwrap();
    assert_eq!(waits.map(|w| w.is_some()), [false, false, true]);
    let mut shanten = [Some(9); 3];
    engine
        .shanten_batch(&hands, &mut shanten, Threads::Calling)
        .unwrap();
    assert_eq!(shanten, [Some(-1), None, Some(0)]);
}

#[test]
fn length_mismatch_is_an_error() {
    let engine = Engine::standard();
    let hands = vec![Hand::default(); 3];
    let error = engine
        .is_win_batch(&hands, &mut [false; 2], Threads::Pool)
        .unwrap_err();
    assert_eq!((error.hands, error.results), (3, 2));
    assert!(
        engine
            .waits_batch(&hands, &mut [None; 4], Threads::Calling)
            .is_err()
    );
    assert!(
        engine
            .shanten_batch(&hands, &mut [None; 1], Threads::Pool)
            .is_err()
    );
}

/// Raw rows (34 counts and jokers) give `is_win` of their hand, or `None` for a row
/// that is no hand: fives, 18 tiles, byte counts past any hand; on the pool and on
/// this thread alike.
#[test]
fn raw_rows_equal_single_checks() {
    let engine = Engine::standard();
    let hands: Vec<Hand> = Generator::new(8).hands(Shape::NearMisses, 20_000, 14, 3);
    let mut counts: Vec<[u8; 34]> = hands.iter().map(|h| *h.counts()).collect();
    let mut jokers: Vec<u8> = hands.iter().map(Hand::jokers).collect();
    (counts[7][0], counts[8][33], jokers[9]) = (5, 255, 200);
    let mut found = vec![Some(false); counts.len()];
    engine
        .is_win_rows(&counts, &jokers, &mut found, Threads::Pool)
        .unwrap();
    for (row, answer) in found.iter().enumerate() {
        let hand = Hand::from_counts(counts[row], jokers[row]).ok();
        assert_eq!(*answer, hand.map(|h| engine.is_win(&h)), "row {row}");
    }
    assert_eq!(found[7..10], [None, None, None]);
    assert!(found.iter().flatten().any(|&w| w));
    let mut on_this_thread = vec![Some(false); counts.len()];
    engine
        .is_win_rows(&counts, &jokers, &mut on_this_thread, Threads::Calling)
        .unwrap();
    assert_eq!(on_this_thread, found);
    let short = engine.is_win_rows(&counts, &jokers[1..], &mut found, Threads::Pool);
    assert!(short.is_err());
    let short = engine.is_win_rows(&counts, &jokers, &mut found[1..], Threads::Calling);
    assert_eq!(
        short.unwrap_err().to_string(),
        "20000 hands but room for 19999 results"
    );
}

/// Raw rows at the edges, under every built-in rule set: all jokers (1, 2, 14, 17),
/// one tile, 17 tiles, 18 tiles and a five (no hand); each row answers as
/// `is_win_counts` does, on this thread and on the pool.
#[test]
fn edge_rows_answer_as_single_calls_under_every_rule_set() {
    let mut seventeen = [0u8; 34];
    seventeen[..5].fill(3); // 111m 222m 333m 444m 555m
    seventeen[33] = 2; // 77z
    let mut eighteen = seventeen;
    eighteen[32] = 1;
    let mut one = [0u8; 34];
    one[27] = 1;
    let mut five = [0u8; 34];
    five[0] = 5;
    let rows = [
        [0u8; 34], [0; 34], [0; 34], [0; 34], one, seventeen, eighteen, five,
    ];
    let jokers = [1, 2, 14, 17, 1, 0, 0, 0];
    for name in hupai::BUILTIN_RULES {
        let engine = Engine::builtin(name).unwrap();
        let expected: Vec<Option<bool>> = (rows.iter().zip(jokers))
            .map(|(counts, jokers)| engine.is_win_counts(counts, jokers).ok())
            .collect();
        let mut found = [Some(false); 8];
        engine
            .is_win_rows(&rows, &jokers, &mut found, Threads::Calling)
            .unwrap();
        assert_eq!(found[..], expected[..], "{name}");
        engine
            .is_win_rows(&rows, &jokers, &mut found, Threads::Pool)
            .unwrap();
        assert_eq!(found[..], expected[..], "{name}");
        assert_eq!(
            found[6..],
            [None, None],
            "{name}: 18 tiles and a five are no hand"
        );
        assert_eq!(found[0], Some(false), "{name}: one joker is no win");
    }
}

/// The forms, waits, shanten, accepted tiles and discard masks of raw rows answer as the questions of each
/// hand do, under every built-in rule set: random deals of 13 and 14 tiles with
/// jokers, the edge rows (all jokers, one tile, 17 and 18 tiles, a five), on this
/// thread and on the pool; and a short buffer is an error, not a panic.
#[test]
fn rows_of_every_question_answer_as_each_hand() {
    let mut generator = Generator::new(59);
    let hands: Vec<Hand> = [(13, 0), (14, 1), (13, 3), (14, 4)]
        .into_iter()
        .flat_map(|(size, jokers)| generator.hands(Shape::NearMisses, 100, size, jokers))
        .collect();
    let mut rows: Vec<[u8; 34]> = hands.iter().map(|h| *h.counts()).collect();
    let mut jokers: Vec<u8> = hands.iter().map(Hand::jokers).collect();
    let mut edge = [0u8; 34];
    edge[0] = 5;
    rows.extend([[0; 34], [0; 34], edge, [1; 34]]);
    jokers.extend([1, 13, 0, 0]);
    let mut answered = 0;
    for name in hupai::BUILTIN_RULES {
        let engine = Engine::builtin(name).unwrap();
        let hand = |i: usize| Hand::from_counts(rows[i], jokers[i]).ok();
        let n = rows.len();
        let (mut waits, mut shanten, mut ukeire) = (vec![None; n], vec![None; n], vec![None; n]);
        let (mut forms, mut forms_pool) = (vec![None; n], vec![None; n]);
        let (mut masks, mut masks_pool) = (vec![None; n], vec![None; n]);
        engine
            .discard_masks_rows(&rows, &jokers, &mut masks, Threads::Calling)
            .unwrap();
        engine
            .discard_masks_rows(&rows, &jokers, &mut masks_pool, Threads::Pool)
            .unwrap();
        assert_eq!(masks, masks_pool, "{name}");
        engine
            .check_rows(&rows, &jokers, &mut forms, Threads::Calling)
            .unwrap();
        engine
            .check_rows(&rows, &jokers, &mut forms_pool, Threads::Pool)
            .unwrap();
        assert_eq!(forms, forms_pool, "{name}");
        engine
            .waits_rows(&rows, &jokers, &mut waits, Threads::Calling)
            .unwrap();
        engine
            .shanten_rows(&rows, &jokers, &mut shanten, Threads::Calling)
            .unwrap();
        engine
            .ukeire_rows(&rows, &jokers, &mut ukeire, Threads::Calling)
            .unwrap();
        for i in 0..n {
            let hand = hand(i);
            let ask = |h: &Hand| engine.check(h).ok();
            assert_eq!(forms[i], hand.as_ref().and_then(ask), "{name} row {i}");
            let ask = |h: &Hand| engine.discard_masks(h).ok();
            assert_eq!(masks[i], hand.as_ref().and_then(ask), "{name} row {i}");
            let ask = |h: &Hand| engine.waits(h).ok();
            assert_eq!(waits[i], hand.as_ref().and_then(ask), "{name} row {i}");
            let ask = |h: &Hand| engine.shanten(h).ok();
            assert_eq!(shanten[i], hand.as_ref().and_then(ask), "{name} row {i}");
            let ask = |h: &Hand| engine.ukeire(h, &[0; 34]).ok();
            assert_eq!(ukeire[i], hand.as_ref().and_then(ask), "{name} row {i}");
        }
        assert_eq!(
            (waits[n - 2], shanten[n - 1]),
            (None, None),
            "{name}: no hands"
        );
        answered += waits.iter().flatten().count();
        let (mut on_pool, mut shanten_pool, mut ukeire_pool) =
            (vec![None; n], vec![None; n], vec![None; n]);
        engine
            .waits_rows(&rows, &jokers, &mut on_pool, Threads::Pool)
            .unwrap();
        engine
            .shanten_rows(&rows, &jokers, &mut shanten_pool, Threads::Pool)
            .unwrap();
        engine
            .ukeire_rows(&rows, &jokers, &mut ukeire_pool, Threads::Pool)
            .unwrap();
        assert_eq!(
            (on_pool, shanten_pool, ukeire_pool),
            (waits, shanten, ukeire),
            "{name}"
        );
    }
    assert!(answered > 1000, "{answered} waits answered");
    let engine = Engine::standard();
    let mut short = vec![None; rows.len() - 1];
    let error = engine
        .waits_rows(&rows, &jokers, &mut short, Threads::Calling)
        .unwrap_err();
    assert_eq!(error.to_string(), "404 hands but room for 403 results");
    assert!(
        engine
            .shanten_rows(&rows, &jokers[1..], &mut vec![None; 404], Threads::Pool)
            .is_err()
    );
    assert!(
        engine
            .ukeire_rows(&rows[1..], &jokers, &mut vec![None; 403], Threads::Calling)
            .is_err()
    );
}
