//! Hints (accepted tiles and discard advice) against two brute-force oracles, against
//! xiangting's necessary tiles on Ara's hands, and on the edge cases: fours held,
//! every copy seen, all jokers, 1 and 17 tiles, joker kinds, bad input.
//!
//! - `Reference::ukeire` and `Reference::discards` try every draw and discard through
//!   the reference shanten search: the whole answer from first principles, on 8,800
//!   hands (the search costs milliseconds a hand).
//! - The fuzz checks' `hints_agree` tries every draw and discard through the engine's
//!   own shanten (proven against the reference search in tests/suite/shanten.rs): the hint
//!   layer itself (per-suit draws, special-form tallies, live counts, order) on
//!   200,000 hands (`HUPAI_TEST_SCALE` multiplies them).

use crate::checks;
use crate::common;

use common::{ARA_FILES, ara_file, data_dir, mixed_hands};
use hupai::hints::{Discarded, seen_of};
use hupai::reference::Reference;
use hupai::{BUILTIN_RULES, CheckError, Engine, Hand, Tile};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

fn hand(text: &str) -> Hand {
    text.parse().unwrap()
}

fn tile(text: &str) -> Tile {
    text.parse().unwrap()
}

/// Tiles seen elsewhere: none for a third of the hands, else a few of random kinds in
/// play, never more than the copies the hand leaves (some kinds wholly seen).
fn random_seen(engine: &Engine, hand: &Hand, random: &mut Xoshiro256PlusPlus) -> [u8; 34] {
    let mut seen = [0u8; 34];
    if random.random_range(0..3) == 0 {
        return seen;
    }
    for _ in 0..random.random_range(1..40) {
        let kind = Tile::from_id(random.random_range(0..34)).unwrap();
        if engine.rules().tiles.contains(kind) && hand.count(kind) + seen[kind.id()] < 4 {
            seen[kind.id()] += 1;
        }
    }
    seen
}

/// Hands of 3n+1 (`waiting`) or 3n+2 tiles per built-in rule set, 0–4 jokers, each
/// with a random `seen`: the engine's answer equals the oracle's.
fn assert_matches_the_oracle(waiting: bool, per_rule_set: usize, seed: u64) {
    let sizes: &[usize] = if waiting {
        &[1, 4, 7, 10, 13, 16]
    } else {
        &[2, 5, 8, 11, 17]
    };
    let mut checked = 0;
    for name in BUILTIN_RULES {
        let engine = Engine::builtin(name).unwrap();
        let reference = Reference::new(engine.rules());
        let mut random = Xoshiro256PlusPlus::seed_from_u64(seed);
        let hands = mixed_hands(&engine, seed, per_rule_set, sizes, 4);
        for hand in hands.iter().map(|h| trimmed(h, waiting)) {
            let seen = random_seen(&engine, &hand, &mut random);
            assert_hint_is_the_oracles(&engine, &reference, &hand, &seen);
            checked += 1;
        }
    }
    assert_eq!(checked, per_rule_set * BUILTIN_RULES.len());
}

/// The engine's hint for `hand` (accepted tiles or discard advice, by its size) equals
/// the oracle's.
fn assert_hint_is_the_oracles(
    engine: &Engine,
    reference: &Reference,
    hand: &Hand,
    seen: &[u8; 34],
) {
    let name = &engine.rules().name;
    if hand.len() % 3 == 1 {
        let expected = reference.ukeire(hand, seen);
        assert_eq!(
            engine.ukeire(hand, seen),
            Ok(expected),
            "{hand} under {name}, seen {seen:?}"
        );
    } else {
        let expected = reference.discards(hand, seen);
        assert_eq!(
            engine.discards(hand, seen),
            Ok(expected),
            "{hand} under {name}, seen {seen:?}"
        );
    }
}

/// Discard masks equal the reference's (the shanten after every discard by the
/// reference search) on hands of 3n+2 tiles, 0–4 jokers, under every built-in rule
/// set: 250 hands each.
#[test]
fn discard_masks_match_the_oracle() {
    let mut checked = 0;
    for name in BUILTIN_RULES {
        let engine = Engine::builtin(name).unwrap();
        let reference = Reference::new(engine.rules());
        for hand in mixed_hands(&engine, 3, 250, &[2, 5, 8, 11, 17], 4) {
            let Ok(masks) = engine.discard_masks(&hand) else {
                assert!(engine.shanten(&hand).is_err(), "{hand} under {name}");
                continue;
            };
            let expected = reference.discard_masks(&hand);
            assert_eq!(masks, expected, "{hand} under {name}");
            checked += 1;
        }
    }
    assert!(checked > 2_000, "{checked}");
}

/// `mixed_hands` gives 14 tiles every other hand: one fewer for a waiting hand.
fn trimmed(hand: &Hand, waiting: bool) -> Hand {
    if !waiting || hand.len() % 3 == 1 {
        return *hand;
    }
    match Tile::all().find(|&t| hand.count(t) > 0) {
        Some(first) => hand.removing(first).unwrap(),
        None => Hand::from_counts(*hand.counts(), hand.jokers() - 1).unwrap(),
    }
}

#[test]
fn ukeire_matches_the_oracle() {
    assert_matches_the_oracle(true, common::scaled(400), 1);
}

#[test]
fn discards_match_the_oracle() {
    assert_matches_the_oracle(false, common::scaled(40), 2);
}

/// 100,000 hands of 3n+1 tiles and 100,000 of 3n+2, 0–4 jokers, every built-in rule
/// set and red (7z) as a joker kind beside it, each with random tiles seen: every
/// draw and discard asked of the engine's shanten gives the engine's hints.
#[test]
fn hints_match_every_draw_and_discard_on_200_000_hands() {
    // Per rule set and hand size: 12,000 hands under its rules, 8,000 with red.
    let mut random = Xoshiro256PlusPlus::seed_from_u64(200);
    let (mut answered, mut checked) = (0, 0);
    for name in BUILTIN_RULES {
        let engine = Engine::builtin(name).unwrap();
        // Rules that play no jokers refuse red as a joker kind.
        let red = engine.clone().with_joker_kinds(&[tile("7z")]).ok();
        for (at, engine) in std::iter::once(engine).chain(red).enumerate() {
            let engine = &engine;
            let seed = 20 + at as u64;
            for waiting in [true, false] {
                let sizes: &[usize] = if waiting {
                    &[1, 4, 7, 10, 13, 16]
                } else {
                    &[2, 5, 8, 11, 17]
                };
                let count = common::scaled([12_000, 8_000][at]);
                for held in mixed_hands(engine, seed, count, sizes, 4) {
                    let held = trimmed(&held, waiting);
                    let seen = random_seen(engine, &held, &mut random);
                    checks::hints_agree(engine, &held, &seen);
                    answered += usize::from(engine.shanten(&held).is_ok());
                    checked += 1;
                }
            }
        }
    }
    println!("{checked} hands, {answered} answered");
    assert!(
        checked >= common::scaled(200_000) && answered >= common::scaled(190_000),
        "{checked} {answered}"
    );
}

/// Riichi rules without jokers: the accepted kinds of every Ara hand less each of its
/// tiles (13 tiles) are xiangting's necessary tiles, and the shanten one less than
/// its replacement number.
#[test]
fn ukeire_matches_xiangting_on_ara_hands() {
    let Some(dir) = data_dir("ara-shanten") else {
        return;
    };
    let engine = Engine::riichi();
    let mut checked = 0;
    for ara in ARA_FILES.iter().flat_map(|file| ara_file(&dir, file)) {
        for discard in Tile::all().filter(|&t| ara.hand.count(t) > 0) {
            let thirteen = ara.hand.removing(discard).unwrap();
            let ukeire = engine.ukeire(&thirteen, &[0; 34]).unwrap();
            let (replacement, necessary) = xiangting::calculate_necessary_tiles(
                thirteen.counts(),
                xiangting::PlayerCount::Four,
            )
            .unwrap();
            let accepted = ukeire.accepted().fold(0u64, |bits, t| bits | 1 << t.id());
            assert_eq!(
                (ukeire.shanten(), accepted),
                (replacement as i8 - 1, necessary),
                "{} less {discard}: {thirteen}",
                ara.place
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 395_843);
}

/// A kind held four times is never accepted; a kind wholly seen is, with 0 live.
#[test]
fn fours_and_seen_copies() {
    let engine = Engine::standard();
    let ukeire = engine.ukeire(&hand("1111m"), &[0; 34]).unwrap();
    assert!(!ukeire.accepts(tile("1m")));
    assert_eq!(ukeire.len(), 33);
    let mut seen = [0; 34];
    seen[tile("4s").id()] = 2;
    let waiting = hand("123m456p789s11z23s");
    let ukeire = engine.ukeire(&waiting, &seen).unwrap();
    assert_eq!(ukeire.to_string(), "14s (6 live)");
    seen[tile("4s").id()] = 4;
    let ukeire = engine.ukeire(&waiting, &seen).unwrap();
    assert!(ukeire.accepts(tile("4s")));
    assert_eq!((ukeire.live(tile("4s")), ukeire.total_live()), (0, 4));
    // Seen tiles count for every discard's live tiles, the discard too.
    seen[tile("4s").id()] = 3;
    let advice = engine
        .discards(&hand("123m456p789s11z234s"), &seen)
        .unwrap();
    let after_4s = advice
        .discards()
        .iter()
        .find(|d| d.discarded() == Discarded::Tile(tile("4s")));
    assert_eq!(after_4s.unwrap().ukeire().to_string(), "14s (4 live)");
}

/// All jokers, one tile, seventeen tiles: every size and the joker discard.
#[test]
fn jokers_and_sizes() {
    let engine = Engine::standard();
    let one = engine.ukeire(&hand("J"), &[0; 34]).unwrap();
    assert_eq!((one.shanten(), one.len()), (0, 34)); // any tile pairs with the joker
    let jokers = engine.discards(&hand("JJJJJ"), &[0; 34]).unwrap();
    assert!(jokers.is_win());
    assert_eq!(jokers.discards().len(), 1);
    assert_eq!(jokers.discards()[0].discarded(), Discarded::Joker);
    let sixteen = hand("1112223334445556m");
    let ukeire = engine.ukeire(&sixteen, &[0; 34]).unwrap();
    assert_eq!(ukeire.shanten(), 0);
    let seventeen = sixteen.adding(tile("7m")).unwrap();
    let advice = engine.discards(&seventeen, &[0; 34]).unwrap();
    assert_eq!(advice.discards()[0].shanten(), 0);
    for text in ["J", "JJJJ", "1m", "1234567m123456789p"] {
        let h = hand(text);
        if h.len() % 3 == 1 {
            let u = engine.ukeire(&h, &[0; 34]).unwrap();
            assert!(!u.to_string().is_empty());
        }
    }
}

/// Red (7z) a joker kind: drawing one is drawing a joker, accepted when it lowers the
/// shanten; at the joker limit it is not. At shanten 0 the accepted kinds are the
/// drawable waits, in every joker-kind rule set tried.
#[test]
fn joker_kinds_are_drawn_as_jokers() {
    let red = Engine::standard().with_joker_kinds(&[tile("7z")]).unwrap();
    let ukeire = red.ukeire(&hand("1111m"), &[0; 34]).unwrap();
    assert_eq!(ukeire.shanten(), 0);
    assert!(ukeire.accepts(tile("7z")));
    assert_eq!(ukeire.live(tile("7z")), 4);
    let held = red.ukeire(&hand("123m456p789s1z777z"), &[0; 34]).unwrap();
    assert_eq!(held.live(tile("7z")), 1);
    let rules = [
        "[jokers]\nmax = 1\nkinds = [\"5m\"]",
        "[jokers]\nmax = 2\nkinds = [\"7z\", \"1m\"]\nfifth_copy = false",
        "tiles = \"numbers\"\nthirteen_orphans = false\n[jokers]\nkinds = [\"9s\"]",
    ];
    let mut random = Xoshiro256PlusPlus::seed_from_u64(14);
    for text in rules {
        let engine = Engine::from_rules(hupai::rules::Rules::from_toml(text).unwrap()).unwrap();
        for held in mixed_hands(&engine, 3, 3_000, &[1, 4, 7, 10, 13, 16], 2) {
            let held = trimmed(&held, true);
            let seen = random_seen(&engine, &held, &mut random);
            let Ok(ukeire) = engine.ukeire(&held, &seen) else {
                continue;
            };
            if ukeire.shanten() == 0 {
                let waits = engine.waits(&held).unwrap();
                let drawable: Vec<Tile> =
                    waits.iter().filter(|&t| !waits.is_exhausted(t)).collect();
                assert_eq!(
                    ukeire.accepted().collect::<Vec<_>>(),
                    drawable,
                    "{held} under {text}"
                );
            }
            for t in ukeire.accepted() {
                let drawn = engine.shanten(&held.adding(t).unwrap()).unwrap();
                assert_eq!(drawn, ukeire.shanten() - 1, "{held} + {t} under {text}");
                assert_eq!(ukeire.live(t), 4 - held.count(t) - seen[t.id()]);
            }
        }
    }
}

#[test]
fn bad_input_is_a_typed_error() {
    let engine = Engine::standard();
    assert_eq!(
        engine.ukeire(&hand("11m"), &[0; 34]),
        Err(CheckError::UkeireSize { count: 2 })
    );
    assert_eq!(
        engine.ukeire(&hand("123m"), &[0; 34]),
        Err(CheckError::UkeireSize { count: 3 })
    );
    assert_eq!(
        engine.discards(&hand("1m"), &[0; 34]),
        Err(CheckError::DiscardSize { count: 1 })
    );
    assert_eq!(
        engine.discards(&Hand::default(), &[0; 34]),
        Err(CheckError::DiscardSize { count: 0 })
    );
    let seen = seen_of(&hand("111m"));
    let error = engine.ukeire(&hand("1122m"), &seen).unwrap_err();
    assert_eq!(
        error,
        CheckError::TooManySeen {
            tile: tile("1m"),
            held: 2,
            seen: 3,
            copies: 4
        }
    );
    // A joker kind of eight copies (八红中): the message names its own eight.
    let eight = Engine::builtin("zhuanzhuan-8-reds").unwrap();
    let held = eight.parse_hand("12m333sJJJJJJJJ").unwrap();
    let mut red_seen = [0; 34];
    red_seen[33] = 1;
    let error = eight.ukeire(&held, &red_seen).unwrap_err();
    assert_eq!(
        error.to_string(),
        "7z: 8 held and 1 seen, more than its 8 copies"
    );
    let mut overflow = [0; 34];
    overflow[33] = 255;
    assert!(matches!(
        engine.discards(&hand("11m"), &overflow),
        Err(CheckError::TooManySeen { .. })
    ));
    let riichi = Engine::riichi();
    assert!(riichi.ukeire(&hand("1234m"), &[0; 34]).is_ok());
    let numbers = Engine::from_rules(
        hupai::rules::Rules::from_toml("tiles = \"numbers\"\nthirteen_orphans = false").unwrap(),
    )
    .unwrap();
    let error = numbers.ukeire(&hand("1z"), &[0; 34]).unwrap_err();
    assert!(matches!(error, CheckError::TileNotInPlay { .. }), "{error}");
}

/// Rule sets read from rules text, their tables generated: three-player (kinds out of
/// play), and 2-5-8 pairs with wind runs and no fifth copy. Their hint masks are
/// derived from those tables (exact for every key: `src/tables/shanten/hint_masks.rs`);
/// the hints equal the oracle's.
#[test]
fn generated_rule_sets_match_the_oracle() {
    let rules = [
        "name = \"three-player\"\ntiles = [\"1m\", \"9m\", \"1p\", \"2p\", \"3p\", \"4p\", \"5p\", \"6p\", \"7p\", \"8p\", \"9p\", \"1s\", \"2s\", \"3s\", \"4s\", \"5s\", \"6s\", \"7s\", \"8s\", \"9s\", \"1z\", \"2z\", \"3z\", \"4z\", \"5z\", \"6z\", \"7z\"]",
        "name = \"258-winds\"\npair = \"258\"\nhonour_melds = \"winds-and-dragons\"\n[jokers]\nfifth_copy = false",
    ];
    let (mut checked, per_set) = (0, common::scaled(500));
    for (index, text) in rules.iter().enumerate() {
        let engine = Engine::from_rules(hupai::rules::Rules::from_toml(text).unwrap()).unwrap();
        let reference = Reference::new(engine.rules());
        let mut random = Xoshiro256PlusPlus::seed_from_u64(300 + index as u64);
        for waiting in [true, false] {
            let sizes: &[usize] = if waiting {
                &[1, 4, 7, 10, 13, 16]
            } else {
                &[2, 5, 8, 11, 14, 17]
            };
            for hand in mixed_hands(&engine, 30 + index as u64, per_set, sizes, 4) {
                let hand = trimmed(&hand, waiting);
                let seen = random_seen(&engine, &hand, &mut random);
                assert_hint_is_the_oracles(&engine, &reference, &hand, &seen);
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 4 * per_set);
}
