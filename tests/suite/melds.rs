//! Exposed melds (`Engine::with_melds`): every question about the concealed tiles of
//! hands that have called, against the reference search told the same melds, under
//! every built-in rule set; and hand-written cases.

use crate::common;

use common::reference_waits;
use hupai::reference::Reference;
use hupai::tiles::Melds;
use hupai::{BUILTIN_RULES, CheckError, Engine, Hand, MeldsError, Tile};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use rayon::prelude::*;

/// Copies of each kind left to deal, by tile id.
type Wall = [u8; 34];

/// A random meld of kinds in play from `wall` (taken out of it), as text: a run, a
/// triplet or now and then a kong.
fn random_meld(
    engine: &Engine,
    wall: &mut Wall,
    random: &mut Xoshiro256PlusPlus,
) -> Option<String> {
    let in_play = |id: usize| engine.rules().tiles.contains_id(id) && !is_joker_kind(engine, id);
    for _ in 0..50 {
        let id = random.random_range(0..34);
        let ids: Vec<usize> = match random.random_range(0..10) {
            0 => vec![id; 4],
            1..=4 => vec![id; 3],
            _ if id < 27 && id % 9 <= 6 => vec![id, id + 1, id + 2],
            _ => continue,
        };
        let mut left = *wall;
        let fits = ids.iter().all(|&k| {
            let ok = in_play(k) && left[k] > 0;
            left[k] = left[k].saturating_sub(1);
            ok
        });
        if fits {
            *wall = left;
            let tiles: Vec<Tile> = ids.iter().map(|&k| Tile::from_id(k).unwrap()).collect();
            return Some(Hand::from_tiles(&tiles, 0).unwrap().to_string());
        }
    }
    None
}

fn is_joker_kind(engine: &Engine, id: usize) -> bool {
    engine.joker_kinds().any(|k| k.id() == id)
}

/// A concealed hand of `size` tiles from `wall`: mostly melds and a pair (a win when
/// `size` is 3n+2), some tiles jokers where the rules allow, now and then one swapped.
fn concealed_hand(
    engine: &Engine,
    wall: &Wall,
    size: usize,
    random: &mut Xoshiro256PlusPlus,
) -> Option<Hand> {
    let mut wall = *wall;
    let mut ids: Vec<usize> = Vec::new();
    let pairs: Vec<usize> = (0..34)
        .filter(|&k| {
            wall[k] >= 2 && engine.rules().tiles.contains_id(k) && !is_joker_kind(engine, k)
        })
        .collect();
    let pair = pairs[random.random_range(0..pairs.len())];
    wall[pair] -= 2;
    ids.extend([pair, pair]);
    while ids.len() + 3 <= size + 1 {
        let meld = random_meld(engine, &mut wall, random)?;
        let hand: Hand = meld.parse().unwrap();
        ids.extend(hand.tiles().take(3).map(|t| t.id()));
    }
    // One swapped for a random kind left (a near miss), half the time.
    if random.random_bool(0.5) {
        let out = random.random_range(0..ids.len());
        let kinds: Vec<usize> = (0..34)
            .filter(|&k| {
                wall[k] > 0 && engine.rules().tiles.contains_id(k) && !is_joker_kind(engine, k)
            })
            .collect();
        ids[out] = kinds[random.random_range(0..kinds.len())];
    }
    while ids.len() > size {
        ids.remove(random.random_range(0..ids.len()));
    }
    let max = engine.rules().jokers.max.unwrap_or(8).min(3);
    let jokers = random.random_range(0..=max).min(ids.len() as u8);
    for _ in 0..jokers {
        ids.remove(random.random_range(0..ids.len()));
    }
    let tiles: Vec<Tile> = ids.iter().map(|&k| Tile::from_id(k).unwrap()).collect();
    Hand::from_tiles(&tiles, jokers).ok()
}

/// One case: an engine and reference with melds exposed, and a concealed hand.
fn assert_agrees(engine: &Engine, reference: &Reference, hand: &Hand, hints: bool) -> bool {
    let context = format!(
        "{hand} with {} under {}",
        engine.melds(),
        engine.rules().name
    );
    let seen = [0u8; 34];
    if hand.len() % 3 == 2 {
        let forms = engine
            .check(hand)
            .unwrap_or_else(|e| panic!("{context}: {e}"));
        assert_eq!(forms, reference.forms(hand), "{context}");
        let shanten = engine.shanten_forms(hand).unwrap();
        let expected = reference.shanten_forms_checking(hand, &shanten);
        assert_eq!(shanten, expected, "{context}: shanten");
        assert_eq!(engine.is_win(hand), !forms.is_empty(), "{context}");
        if hints {
            let advice = engine.discards(hand, &seen).unwrap();
            assert_eq!(
                advice,
                reference.discards(hand, &seen),
                "{context}: discards"
            );
        }
        !forms.is_empty()
    } else {
        let waits = engine
            .waits(hand)
            .unwrap_or_else(|e| panic!("{context}: {e}"));
        assert_eq!(
            waits.bits(),
            reference_waits(reference, engine, hand),
            "{context}"
        );
        assert_eq!(
            waits,
            engine.waits_by_rechecking(hand).unwrap(),
            "{context}"
        );
        let exposed = engine.melds().counts();
        let converted = hand.with_joker_kinds(&engine.rules().jokers.kinds);
        for tile in waits.iter() {
            let none_left = converted.count(tile) + exposed[tile.id()] >= 4;
            assert_eq!(waits.is_exhausted(tile), none_left, "{context}: {tile}");
        }
        let shanten = engine.shanten_forms(hand).unwrap();
        let expected = reference.shanten_forms_checking(hand, &shanten);
        assert_eq!(shanten, expected, "{context}: shanten");
        if hints {
            let ukeire = engine.ukeire(hand, &seen).unwrap();
            assert_eq!(ukeire, reference.ukeire(hand, &seen), "{context}: ukeire");
        }
        !waits.is_empty()
    }
}

/// 12,000 concealed hands per built-in rule set, one to four melds exposed, 0–3
/// jokers where the rules play them: check, waits, shanten (and for one hand in ten,
/// accepted tiles and discard advice) equal the reference's.
#[test]
fn melded_hands_match_the_reference_under_every_rule_set() {
    for (seed, name) in BUILTIN_RULES.iter().enumerate() {
        let base = Engine::builtin(name).unwrap();
        // Hands of 14 tiles in all, or of the rules' size (17 under taiwan).
        let sizes = &base.rules().hand_sizes;
        let total = usize::from(if sizes.contains(&14) {
            14
        } else {
            sizes[sizes.len() - 1]
        });
        let mut random = Xoshiro256PlusPlus::seed_from_u64(1000 + seed as u64);
        let mut cases = Vec::new();
        while cases.len() < common::scaled(6_000) {
            let mut wall: Wall = [4; 34];
            let count = random.random_range(1..=4);
            let melds: Vec<String> = (0..count)
                .filter_map(|_| random_meld(&base, &mut wall, &mut random))
                .collect();
            let Ok(melds) = melds.join(",").parse::<Melds>() else {
                continue;
            };
            let Ok(engine) = base.with_melds(&melds) else {
                continue; // three suits under 缺一门
            };
            let size = total - 3 * melds.len() - usize::from(random.random_bool(0.5));
            if let Some(hand) = concealed_hand(&engine, &wall, size, &mut random) {
                cases.push((melds, hand));
            }
        }
        let reference = Reference::new(base.rules());
        let positives: usize = cases
            .par_iter()
            .enumerate()
            .map(|(i, (melds, hand))| {
                let engine = base.with_melds(melds).unwrap();
                usize::from(assert_agrees(
                    &engine,
                    &reference.with_melds(melds),
                    hand,
                    i % 10 == 0,
                ))
            })
            .sum();
        println!(
            "rules {name}: {} melded hands, {positives} wins or waits, 0 mismatches",
            cases.len()
        );
        assert!(
            positives > cases.len() / 10,
            "{name}: {positives} wins or waits"
        );
    }
}

#[test]
fn hand_written_melds() {
    let standard = Engine::standard();
    let melds: Melds = "111p,789s".parse().unwrap();
    let engine = standard.with_melds(&melds).unwrap();
    // 8 concealed tiles; the size counts the melds (11 concealed: a 17-tile hand).
    assert!(engine.is_win(&"123m456m11z".parse().unwrap()));
    assert!(engine.check(&"123m456m789m11z".parse().unwrap()).is_ok());
    assert_eq!(
        engine
            .check(&"123m456m1z".parse().unwrap())
            .unwrap_err()
            .to_string(),
        "7 tiles: rules \"standard\" play winning hands of 2, 5, 8 or 11 tiles only; \
         a hand of 3n+1 tiles is waiting for one more (see `waits`)"
    );
    // A fourth 1p is fine; a fifth is refused.
    assert!(engine.check(&"1p23m456m11z".parse().unwrap()).is_ok());
    assert!(matches!(
        engine.check(&"11p3m456m11z".parse().unwrap()),
        Err(CheckError::ExposedCopies { .. })
    ));
    // Seven pairs needs a concealed hand: a 17-tile hand with one meld has none.
    let seventeen = standard.with_melds(&"111p".parse().unwrap()).unwrap();
    assert!(!seventeen.is_win(&"1133m5577m99p1122z".parse().unwrap()));
    assert!(Engine::standard().is_win(&"1133m5577m99p1122z".parse().unwrap()));
    // A wait whose copies are all held or exposed is exhausted; hints never take it.
    let pon = standard.with_melds(&"555p".parse().unwrap()).unwrap();
    let hand: Hand = "123m456m789m5p".parse().unwrap();
    let waits = pon.waits(&hand).unwrap();
    let five_pin: Tile = "5p".parse().unwrap();
    assert!(waits.contains(five_pin) && waits.is_exhausted(five_pin));
    assert_eq!(pon.ukeire(&hand, &[0; 34]).unwrap().len(), 0);
    // Without fifth copies a joker may not pass the melds' copies: 1m + J is no pair
    // beside an exposed 111m.
    let strict = Engine::builtin("strict-jokers").unwrap();
    let hand: Hand = "1m456p789p123sJ".parse().unwrap();
    let melds: Melds = "111m".parse().unwrap();
    assert!(!strict.with_melds(&melds).unwrap().is_win(&hand));
    assert!(standard.with_melds(&melds).unwrap().is_win(&hand));
    // 缺一门 counts the melds' suits.
    let sichuan = Engine::builtin("sichuan").unwrap();
    let two_suits = sichuan.with_melds(&"111p,999s".parse().unwrap()).unwrap();
    assert!(!two_suits.is_win(&"123m456m11m".parse().unwrap()));
    assert!(two_suits.is_win(&"123p456p11s".parse().unwrap()));
    assert_eq!(
        two_suits
            .waits(&"123p456p1s".parse().unwrap())
            .unwrap()
            .to_string(),
        "1s"
    );
    assert!(matches!(
        sichuan.with_melds(&"111p,999s,123m".parse().unwrap()),
        Err(MeldsError::ThreeSuits { .. })
    ));
    // Melds the rules do not play, or that break the copies.
    assert!(matches!(
        sichuan.with_melds(&"111z".parse().unwrap()),
        Err(MeldsError::NotPlayed { .. })
    ));
    assert!(matches!(
        standard.with_melds(&"123z".parse().unwrap()),
        Err(MeldsError::NotPlayed { .. })
    ));
    assert!(
        Engine::builtin("wind-runs")
            .unwrap()
            .with_melds(&"123z".parse().unwrap())
            .is_ok()
    );
    assert!(matches!(
        standard.with_melds(&"1111m,111m".parse().unwrap()),
        Err(MeldsError::TooManyCopies { .. })
    ));
    // Five melds and a pair make a 17-tile hand; rules of 14 tiles have no room.
    let five: Melds = "111m,222m,333m,444m,555m".parse().unwrap();
    assert!(
        standard
            .with_melds(&five)
            .unwrap()
            .is_win(&"11z".parse().unwrap())
    );
    let fourteen = {
        let mut rules = hupai::rules::Rules::default();
        rules.name = "fourteen".into();
        rules.hand_sizes = vec![14];
        rules
    };
    let fourteen = Engine::from_rules(fourteen).unwrap();
    assert!(matches!(
        fourteen.with_melds(&five),
        Err(MeldsError::NoRoom { .. })
    ));
    let four: Melds = "111m,222m,333m,444m".parse().unwrap();
    assert!(
        fourteen
            .with_melds(&four)
            .unwrap()
            .is_win(&"11z".parse().unwrap())
    );
}

#[test]
fn melds_text_errors_say_what_and_where() {
    let cases = [
        ("111p,12s", "meld 2 (\"12s\") is not a meld"),
        ("111p,11x", "meld 2: unexpected character 'x'"),
        ("11mJ", "meld 1 (\"11mJ\") is not a meld"),
        (
            "111m,222m,333m,444m,555m,666m",
            "6 melds; a hand exposes at most 5",
        ),
        ("1234z", "is not a meld"),
        ("4567z", "is not a meld"),
        ("111p,,789s", "meld 2 is empty"),
        (",111p", "meld 1 is empty"),
        ("111p 789s,", "meld 3 is empty"),
    ];
    for (text, expected) in cases {
        let error = text.parse::<Melds>().unwrap_err().to_string();
        assert!(error.contains(expected), "{text}: {error}");
    }
    for (text, count) in [
        ("111p, 789s", 2),
        ("111p 789s", 2),
        (" 111p ,789s ", 2),
        ("", 0),
    ] {
        assert_eq!(
            text.parse::<Melds>().map(|m| m.len()),
            Ok(count),
            "{text:?}"
        );
    }
    for text in ["123z", "234z", "124z", "567z", "5555z", "789s", "111m"] {
        let melds: Melds = text.parse().unwrap();
        assert_eq!(melds.to_string(), text);
    }
}

/// A meld remembers its red fives from MPSZ and mjai, prints them back, and scoring
/// counts them through [`Engine::red_fives_in`] only where the wall has red fives.
#[test]
fn melds_remember_their_red_fives() {
    let melds: hupai::tiles::Melds = "067s, (0555p) 340m,505m".parse().unwrap();
    assert_eq!(melds.red_fives(), [2, 1, 1]);
    assert_eq!(melds.to_string(), "067s,(0555p),340m,055m");
    assert_eq!(
        melds.to_string().parse::<hupai::tiles::Melds>().unwrap(),
        melds
    );
    let mut mjai = hupai::tiles::Melds::default();
    mjai.push_mjai(&["5sr", "6s", "7s"], false).unwrap();
    mjai.push_mjai(&["5p", "5pr", "5p", "5p"], true).unwrap();
    assert_eq!(mjai.to_string(), "067s,(0555p)");
    assert!(mjai.push_mjai(&["5zr", "5z", "5z"], false).is_err());
    let riichi = Engine::riichi()
        .with_melds(&"067s".parse().unwrap())
        .unwrap();
    assert_eq!(riichi.red_fives_in("0m"), [1, 0, 1]);
    for rules in ["guobiao", "sichuan", "hongzhong", "standard"] {
        let engine = Engine::builtin(rules).unwrap();
        assert_eq!(engine.red_fives_in("0m0p0s"), [0, 0, 0], "{rules}");
    }
    let no_reds = Engine::from_rules(
        hupai::rules::Rules::from_toml("name = \"plain\"\n[riichi]\nred_fives = []").unwrap(),
    )
    .unwrap();
    assert_eq!(no_reds.red_fives_in("0m"), [0, 0, 0]);
}

/// A joker kind of eight copies reads the same written as the kind or as `J`, above
/// four copies too, in every question scoring asks.
#[test]
fn a_joker_kind_reads_as_jokers_however_written() {
    let engine = Engine::builtin("zhuanzhuan-8-reds").unwrap();
    let situation = hupai::scoring::Situation::tsumo("9s".parse().unwrap());
    for reds in 0..=8usize {
        let as_kind = format!(
            "{}123m456p999s",
            "7".repeat(reds) + if reds > 0 { "z" } else { "" }
        );
        let as_jokers = format!("123m456p999s{}", "J".repeat(reds));
        let (a, b) = (engine.parse_hand(&as_kind), engine.parse_hand(&as_jokers));
        match reds {
            0 | 2 | 5 | 8 => {
                let (a, b) = (a.unwrap(), b.unwrap());
                assert_eq!(engine.is_win(&a), engine.is_win(&b), "{as_kind}");
                let (sa, sb) = (
                    engine.score_table(&a, &situation),
                    engine.score_table(&b, &situation),
                );
                assert_eq!(
                    sa.map(|s| s.points).ok(),
                    sb.map(|s| s.points).ok(),
                    "{as_kind}"
                );
                assert_eq!(
                    engine.is_legal_win(&a, &situation),
                    engine.is_legal_win(&b, &situation)
                );
            }
            _ => assert_eq!(a.is_ok(), b.is_ok(), "{as_kind}"),
        }
    }
    let waiting = engine.parse_hand("7777z11223m456p9s").unwrap();
    let as_jokers = engine.parse_hand("11223m456p9sJJJJ").unwrap();
    let waits = |hand| engine.legal_waits(hand, &situation).unwrap();
    assert_eq!(waits(&waiting), waits(&as_jokers));
    assert!(engine.parse_hand("777777777z").is_err());
    assert!(Engine::standard().parse_hand("77777z").is_err());
}

#[test]
fn melds_hold_no_more_red_fives_than_the_wall() {
    let melds = |text: &str| text.parse::<Melds>().unwrap();
    // Riichi's wall holds one red five a suit.
    let refused = Engine::riichi()
        .with_melds(&melds("666p,0505s"))
        .unwrap_err();
    assert!(
        matches!(
            refused,
            MeldsError::RedFivesNotInWall {
                red: 2,
                most: 1,
                ..
            }
        ),
        "{refused:?}"
    );
    assert_eq!(
        refused.to_string(),
        "the melds hold 2 red sou fives (0s); the wall of rules \"riichi\" has 1"
    );
    assert!(
        Engine::riichi()
            .with_melds(&melds("0555s,0555p,067m"))
            .is_ok()
    );
    assert!(Engine::riichi().with_melds(&melds("055s,067s")).is_err());
    // Rules without red fives read a 0 as a plain five.
    for rules in ["standard", "guobiao", "sichuan"] {
        assert!(
            Engine::builtin(rules)
                .unwrap()
                .with_melds(&melds("0505s"))
                .is_ok(),
            "{rules}"
        );
    }
}
