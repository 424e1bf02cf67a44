//! The calls that judge without building a [`Hand`] judge as the same hand built
//! afresh. `LiveHand`: a hand kept through draws and discards, under every built-in
//! rule set, on every shape of hand the corpus makes (wins, near misses, seven pairs,
//! thirteen orphans, deals) with 0 to 4 jokers: checks, and the waits of each hand
//! less one tile. `Engine::is_win_counts`: raw counts, valid or not.

use crate::common;

use hupai::tiles::Melds;
use hupai::{Engine, Form, Hand, LiveHand, Tile};

/// Each hand reached by a draw onto the hand less its last tile, then judged; then
/// each of its tiles discarded in turn and the 3n+1 hand judged too.
#[test]
fn live_hands_judge_as_fresh_hands() {
    let mut engines: Vec<Engine> = hupai::BUILTIN_RULES
        .iter()
        .map(|name| Engine::builtin(name).unwrap())
        .collect();
    // Under joker kinds and exposed melds the live calls judge the hand as `is_win`
    // does.
    engines.push(
        Engine::standard()
            .with_joker_kinds(&["7z".parse().unwrap()])
            .unwrap(),
    );
    let melds: Melds = "111p".parse().unwrap();
    engines.push(Engine::standard().with_melds(&melds).unwrap());
    let sichuan = Engine::builtin("sichuan").unwrap();
    engines.push(sichuan.with_melds(&melds).unwrap());
    let (mut judged, mut wins, mut special) = (0, 0, 0);
    for (seed, engine) in engines.iter().enumerate() {
        for hand in common::mixed_hands(engine, 70 + seed as u64, 6_000, &[2, 5, 8, 11, 17], 4) {
            // A hand of jokers alone has no tile to draw last (the next test draws
            // jokers).
            let Some(last) = Tile::all().filter(|&t| hand.count(t) > 0).last() else {
                continue;
            };
            let mut live = LiveHand::new(hand.removing(last).unwrap());
            live.draw(last).unwrap();
            assert_eq!(*live.hand(), hand);
            assert_eq!(live, LiveHand::new(hand), "{hand}");
            judge(engine, &live, &hand);
            judged += 1;
            wins += usize::from(engine.is_win(&hand));
            special +=
                usize::from(engine.check(&hand).is_ok_and(|f| {
                    f.contains(Form::SevenPairs) || f.contains(Form::ThirteenOrphans)
                }));
            for tile in hand.tiles() {
                let mut less = live;
                less.discard(tile).unwrap();
                judge(engine, &less, &hand.removing(tile).unwrap());
            }
        }
    }
    // The corpus is meant to hold many wins, special forms among them.
    assert!(
        judged > 30_000 && wins > 8_000 && special > 1_000,
        "{judged} {wins} {special}"
    );
}

fn judge(engine: &Engine, live: &LiveHand, hand: &Hand) {
    assert_eq!(engine.is_win_live(live), engine.is_win(hand), "{hand}");
    assert_eq!(engine.check_live(live), engine.check(hand), "{hand}");
    // Waits of 3n+1 hands; for the others, the same typed error.
    assert_eq!(engine.waits_live(live), engine.waits(hand), "{hand}");
}

/// A draw or discard that cannot be made is a typed error and leaves the hand as it
/// was; so do jokers beyond 17 tiles and a joker discarded from a hand of none.
#[test]
fn impossible_moves_leave_the_hand_unchanged() {
    let mut live = LiveHand::new("1111m22223333444p".parse().unwrap());
    let before = live;
    let error = live.draw("1m".parse().unwrap()).unwrap_err();
    assert_eq!(error.to_string(), "5 copies of 1m: a set holds only 4");
    live.draw("5p".parse().unwrap()).unwrap();
    live.draw("6p".parse().unwrap()).unwrap();
    assert_eq!(live.hand().len(), 17);
    let full = live;
    let error = live.draw("7p".parse().unwrap()).unwrap_err();
    assert_eq!(error.to_string(), "18 tiles: a hand holds at most 17");
    assert!(live.draw_joker().is_err());
    assert_eq!(live, full);
    live.discard("5p".parse().unwrap()).unwrap();
    live.discard("6p".parse().unwrap()).unwrap();
    assert_eq!(live, before);
    let error = live.discard("9s".parse().unwrap()).unwrap_err();
    assert_eq!(error.to_string(), "no 9s in the hand to take out");
    assert_eq!(
        live.discard_joker().unwrap_err().to_string(),
        "no joker in the hand to take out"
    );
    assert_eq!(live, before);
    // All jokers: 17 of them, then back to none.
    let mut jokers = LiveHand::new(Hand::default());
    for _ in 0..17 {
        jokers.draw_joker().unwrap();
    }
    assert!(Engine::standard().is_win_live(&jokers) == Engine::standard().is_win(jokers.hand()));
    assert!(jokers.draw("1m".parse().unwrap()).is_err());
    for _ in 0..17 {
        jokers.discard_joker().unwrap();
    }
    assert_eq!(jokers, LiveHand::new(Hand::default()));
    assert_eq!(format!("{jokers}|{jokers:?}"), "|LiveHand(\"\")");
}

/// Raw counts judge as the hand they make, under every built-in rule set, joker
/// kinds, exposed melds, 1 to 17 tiles with 0 to 8 jokers; counts that make no hand
/// (a count above four, more than 17 tiles) give the error `Hand::from_counts` gives.
#[test]
fn counts_judge_as_hands() {
    let mut engines: Vec<Engine> = hupai::BUILTIN_RULES
        .iter()
        .map(|name| Engine::builtin(name).unwrap())
        .collect();
    engines.push(
        Engine::standard()
            .with_joker_kinds(&["7z".parse().unwrap()])
            .unwrap(),
    );
    let melds: Melds = "111p".parse().unwrap();
    engines.push(Engine::standard().with_melds(&melds).unwrap());
    engines.push(
        Engine::builtin("sichuan")
            .unwrap()
            .with_melds(&melds)
            .unwrap(),
    );
    let (mut judged, mut wins) = (0, 0);
    for (seed, engine) in engines.iter().enumerate() {
        let sizes = [1, 2, 4, 5, 7, 8, 10, 11, 13, 16, 17];
        for hand in common::mixed_hands(engine, 90 + seed as u64, 4_000, &sizes, 8) {
            let win = engine.is_win(&hand);
            assert_eq!(
                engine.is_win_counts(hand.counts(), hand.jokers()),
                Ok(win),
                "{hand}"
            );
            judged += 1;
            wins += usize::from(win);
        }
        // Counts of 0..=6, 128 and 255 (some above four), 0..=20 jokers: every answer
        // is the hand's or its error.
        let mut state = 0x9E37_79B9_7F4A_7C15u64 ^ seed as u64;
        for _ in 0..20_000 {
            let mut counts = [0u8; 34];
            let (filled, jokers) = (next(&mut state) % 8, (next(&mut state) % 21) as u8);
            for _ in 0..filled {
                let id = (next(&mut state) % 34) as usize;
                // Mostly 0..=6; now and then a count with its high bit set.
                counts[id] = [0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 128, 255]
                    [(next(&mut state) % 14) as usize];
            }
            let expected = Hand::from_counts(counts, jokers).map(|hand| engine.is_win(&hand));
            assert_eq!(
                engine.is_win_counts(&counts, jokers),
                expected,
                "{counts:?} {jokers}"
            );
        }
    }
    assert!(judged > 40_000 && wins > 10_000, "{judged} {wins}");
}

/// A step of a 64-bit xorshift.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}
