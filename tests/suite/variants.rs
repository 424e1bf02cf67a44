//! Rule variants: hand-written cases for each rule, and rules files that cannot be
//! used. (Table files are in `table_file.rs`.)

use hupai::rules::{Rules, RulesError};
use hupai::{BUILTIN_RULES, CheckError, Engine, Form, Forms, Hand, Tile};

fn engine(name: &str) -> Engine {
    Engine::builtin(name).unwrap()
}

fn forms(engine: &Engine, hand: &str) -> Result<Forms, CheckError> {
    engine.check(&hand.parse::<Hand>().unwrap())
}

fn wins(engine: &Engine, hand: &str) -> bool {
    !forms(engine, hand).unwrap().is_empty()
}

#[test]
fn changsha_pair_must_be_2_5_or_8() {
    // 长沙's rules with the 2-5-8 pair asked of every win (the built-in asks it of
    // 小胡 alone, in its fan table: any pair makes its shape).
    let toml =
        "name = \"changsha-258\"\ntiles = \"numbers\"\nthirteen_orphans = false\npair = \"258\"";
    let changsha = Engine::from_rules(Rules::from_toml(toml).unwrap()).unwrap();
    let situation = |win: &str| hupai::scoring::Situation::ron(win.parse().unwrap());
    // The same hand with each possible pair: only 22, 55 and 88 win.
    for rank in 1..=9 {
        let hand = format!("123456m789p123s{rank}{rank}s");
        let expected = matches!(rank, 2 | 5 | 8);
        assert_eq!(wins(&changsha, &hand), expected, "{hand}");
        assert!(wins(&engine("standard"), &hand), "{hand}");
        // The built-in: the shape wins with any pair; its 小胡 needs the 258 pair.
        assert!(wins(&engine("changsha"), &hand), "{hand}");
        let parsed: Hand = hand.parse().unwrap();
        let legal = engine("changsha").is_legal_win(&parsed, &situation(&format!("{rank}s")));
        assert_eq!(legal, Ok(expected), "{hand}");
    }
    // A joker pair stands for a 2, 5 or 8; a single 1s needs two more jokers.
    assert!(wins(&changsha, "123456m789p123sJJ"));
    assert!(!wins(&changsha, "123456m789p123s1sJ"));
    assert!(wins(&changsha, "123456m789p11sJJJ"));
    // Seven pairs need no 2-5-8 pair.
    assert_eq!(
        forms(&changsha, "1133m1199p3377s99s")
            .unwrap()
            .iter()
            .collect::<Vec<_>>(),
        [Form::SevenPairs]
    );
}

#[test]
fn changsha_rejects_honours() {
    let error = forms(&engine("changsha"), "123456m789p123s11z").unwrap_err();
    assert_eq!(
        error.to_string(),
        "1z is not in play under rules \"changsha\""
    );
    assert!(!engine("changsha").is_win(&"123456m789p123s11z".parse().unwrap()));
    // Thirteen orphans is off (it needs honours anyway); seven pairs of terminals win.
    assert!(!engine("changsha").rules().thirteen_orphans);
    assert!(wins(&engine("changsha"), "19m19p19s19s19m19pJJ"));
}

#[test]
fn wind_runs_make_melds_of_different_winds_and_of_the_dragons() {
    let winds = engine("wind-runs");
    let standard = engine("standard");
    let cases = [
        ("12344z", true),    // ESW + NN
        ("11234z", true),    // EE + SWN
        ("12334z", true),    // ESN + WW
        ("56711z", true),    // White Green Red + EE
        ("14522z", false),   // E N White is no meld
        ("45622z", false),   // N White Green is no meld
        ("12312344z", true), // ESW + ESW + NN
        ("123m456p789s12344z", true),
    ];
    for (hand, expected) in cases {
        assert_eq!(wins(&winds, hand), expected, "{hand}");
        assert!(!wins(&standard, hand), "{hand} under standard");
    }
    // Jokers fill wind runs: E S + J.
    assert!(wins(&winds, "12z44zJ"));
    assert!(!wins(&standard, "12z44zJ"));
}

#[test]
fn strict_jokers_forbid_a_fifth_copy() {
    // Four 1m and a joker: standard takes the joker as a fifth 1m (111m + 11m).
    assert!(wins(&engine("standard"), "1111mJ"));
    assert!(!wins(&engine("strict-jokers"), "1111mJ"));
    // Elsewhere the joker is free to be another tile.
    assert!(wins(&engine("strict-jokers"), "1111m234mJ"));
    assert!(wins(&engine("strict-jokers"), "111m22mJJJ"));
    // Seven pairs of four 1m and three singles + jokers.
    assert!(wins(&engine("strict-jokers"), "1111m2233p4455s6zJ"));
}

#[test]
fn rules_limits_sizes_jokers_and_joker_kinds() {
    let rules = Rules::from_toml(
        r#"
        name = "hongzhong"
        description = "红中癞子, 14 tiles, at most 4 jokers"
        hand_sizes = [14]
        [jokers]
        max = 4
        kinds = ["7z"]
        "#,
    )
    .unwrap();
    let engine = Engine::from_rules(rules).unwrap();
    assert!(wins(&engine, "123m456p789s11z777z"));
    assert!(wins(&engine, "123m456p789s1z7777z"));
    assert_eq!(
        forms(&engine, "123m456p789s7777zJ").unwrap_err(),
        CheckError::TooManyJokers {
            count: 5,
            rules: "hongzhong".into(),
            max: 4
        }
    );
    assert!(matches!(
        forms(&engine, "11m"),
        Err(CheckError::SizeNotAllowed { count: 2, .. })
    ));
    let no_jokers =
        Engine::from_rules(Rules::from_toml("name = \"plain\"\n[jokers]\nmax = 0").unwrap())
            .unwrap();
    assert!(matches!(
        forms(&no_jokers, "1mJ"),
        Err(CheckError::TooManyJokers {
            count: 1,
            max: 0,
            ..
        })
    ));
}

#[test]
fn bad_rules_files_are_typed_errors() {
    let cases = [
        ("pair = \"369\"", "369"),
        ("tiles = [\"1m\", \"8z\"]", "\"8z\" is not a tile"),
        ("tiles = [\"1m\", \"2m\"]", "2 kinds in play"),
        ("tiles = \"some\"", "some"),
        ("hand_sizes = [13]", "13 is not a winning size"),
        ("hand_sizes = []", "no hand size"),
        ("colour = \"red\"", "colour"),
        ("seven_pairs = true", "seven_pairs"),
        ("name = \"\"", "name"),
        ("[jokers]\nmax = 300", "300"),
        ("[jokers]\nkinds = [\"J\"]", "\"J\" is not a tile"),
        ("name = ", "line 1"),
    ];
    for (text, expected) in cases {
        let error = Rules::from_toml(text).unwrap_err();
        let message = error.to_string();
        assert!(message.contains(expected), "{text:?}: {message}");
        assert!(matches!(
            error,
            RulesError::Toml(_) | RulesError::Invalid { .. }
        ));
    }
}

#[test]
fn rules_round_trip_through_toml() {
    for name in BUILTIN_RULES {
        let rules = engine(name).rules().clone();
        assert_eq!(Rules::from_toml(&rules.to_toml()).unwrap(), rules, "{name}");
    }
}

/// 四川血战到底: 缺一门 — the hand wins only with its tiles in two number suits at
/// most, in every form, and every question follows.
#[test]
fn sichuan_needs_a_missing_suit() {
    let sichuan = engine("sichuan");
    let standard = engine("standard");
    // Three suits: a win elsewhere, none here; two suits win.
    for hand in [
        "123456789m123p55s",
        "1133m1199p3377s99s",
        "123m456p789s11s555s",
    ] {
        assert!(wins(&standard, hand), "{hand}");
        assert!(!wins(&sichuan, hand), "{hand}");
    }
    assert!(wins(&sichuan, "123456789m11122p"));
    assert!(wins(&sichuan, "11122233344455s"));
    // 龙七对: a four of a kind is two pairs.
    assert_eq!(
        forms(&sichuan, "1111m2233445566p")
            .unwrap()
            .iter()
            .collect::<Vec<_>>(),
        [Form::SevenPairs]
    );
    // Waits: none while three suits are held; never the third suit with two held.
    let waits = |hand: &str| sichuan.waits(&hand.parse().unwrap()).unwrap().to_string();
    assert_eq!(waits("123456789m222p1s"), "none");
    assert_eq!(
        standard
            .waits(&"123456789m222p1s".parse().unwrap())
            .unwrap()
            .to_string(),
        "1s"
    );
    assert_eq!(waits("1112345678999m"), "123456789m");
    for hand in ["1112345678999m", "123456789m2225p", "1122m3344p5566p7p"] {
        let hand: hupai::Hand = hand.parse().unwrap();
        let all = standard.waits(&hand).unwrap().bits();
        let held_suits: Vec<usize> = (0..3)
            .filter(|s| (0..9).any(|r| hand.counts()[9 * s + r] > 0))
            .collect();
        let kept = match held_suits.len() {
            2 => held_suits
                .iter()
                .fold(0u64, |bits, s| bits | 0x1ff << (9 * s)),
            _ => (1 << 27) - 1,
        };
        assert_eq!(sichuan.waits(&hand).unwrap().bits(), all & kept, "{hand}");
    }
    // Shanten gives up the cheapest suit: 4 pairs of man and pin, or 2 pairs of pin
    // and sou and a single.
    let shanten = |hand: &str| sichuan.shanten(&hand.parse().unwrap()).unwrap();
    assert_eq!(shanten("123456789m123p5s"), 1); // the 5s goes, 123p stays
    assert_eq!(shanten("1122m3344p5566s7s"), 4);
    assert_eq!(
        engine("standard").shanten(&"1122m3344p5566s7s".parse().unwrap()),
        Ok(0)
    );
    // No jokers, no honours.
    assert!(matches!(
        forms(&sichuan, "123456789m1112pJ"),
        Err(CheckError::TooManyJokers { .. })
    ));
    assert!(matches!(
        forms(&sichuan, "123456789m111p11z"),
        Err(CheckError::TileNotInPlay { .. })
    ));
}

/// 三人麻将: 2m–8m out of play; seven pairs of seven kinds; thirteen orphans.
#[test]
fn sanma_plays_without_2m_to_8m() {
    let sanma = engine("sanma");
    assert!(matches!(
        forms(&sanma, "234m456p789s11122z"),
        Err(CheckError::TileNotInPlay { .. })
    ));
    assert!(wins(&sanma, "111999m456p789s11z"));
    assert!(wins(&sanma, "19m19p19s12345677z"));
    assert!(!wins(&sanma, "1111m3344p5566s77z")); // a four is not two pairs
    assert!(wins(&sanma, "1199m3344p5566s77z"));
    assert!(matches!(
        forms(&sanma, "111999m456p789s1zJ"),
        Err(CheckError::TooManyJokers { .. })
    ));
    // Waits and hints never name a kind out of play.
    let hand: hupai::Hand = "1m999m456p789s11z9p".parse().unwrap();
    let waits = sanma.waits(&hand).unwrap();
    assert!(
        waits.iter().all(|t| sanma.rules().tiles.contains(t)),
        "{waits}"
    );
    let ukeire = sanma
        .ukeire(&"19m19p19s1234567z".parse().unwrap(), &[0; 34])
        .unwrap();
    assert_eq!(ukeire.to_string(), "19m19p19s1234567z (39 live)");
}

/// 红中麻将: number suits, the four Reds are jokers; seven pairs; no orphans.
#[test]
fn hongzhong_reds_are_jokers() {
    let hongzhong = engine("hongzhong");
    assert!(wins(&hongzhong, "123456789m123p5p7z")); // 7z stands for 5p
    assert!(wins(&hongzhong, "123456789m1p7777z")); // 1p+red, and three reds
    assert!(wins(&hongzhong, "1122m3344p55667s7z")); // seven pairs, a red for 7s
    assert!(matches!(
        forms(&hongzhong, "123456789m111p11z"),
        Err(CheckError::TileNotInPlay { .. })
    ));
    assert!(matches!(
        forms(&hongzhong, "12345678m1p7777zJ"),
        Err(CheckError::TooManyJokers { .. })
    ));
    // A red is always worth drawing when anything is: the hints list it.
    let ukeire = hongzhong
        .ukeire(&"11123456789m12p".parse().unwrap(), &[0; 34])
        .unwrap();
    assert_eq!(ukeire.to_string(), "3p7z (8 live)");
    let waits = hongzhong
        .waits(&"11123456789m12p".parse().unwrap())
        .unwrap();
    assert_eq!(waits.to_string(), "3p7z");
}

/// 台湾十六张: 17 tiles; five melds and a pair, or 嚦咕嚦咕 — seven pairs and a
/// triplet of another kind, a four counting as two pairs. No seven pairs of 14, no
/// thirteen orphans, no jokers.
#[test]
fn taiwan_plays_seventeen_tiles_and_pairs_with_a_triplet() {
    let taiwan = engine("taiwan");
    let only = |hand: &str, form: Form| {
        let found: Vec<Form> = forms(&taiwan, hand).unwrap().iter().collect();
        assert_eq!(found, [form], "{hand}");
    };
    only("123456789m123456p11z", Form::Standard);
    only("1112233m4455p66s1122z", Form::PairsAndTriplet);
    only("1112222m4455p66s1122z", Form::PairsAndTriplet); // 2222m: two pairs
    // Both forms: 111m, 234p twice, 567s twice and 11z — or 111m and seven pairs.
    assert_eq!(
        forms(&taiwan, "111m223344p556677s11z").unwrap(),
        Forms::NONE.with(Form::Standard).with(Form::PairsAndTriplet)
    );
    // Five melds and a pair only: 222m and 333m cannot be pairs.
    only("111222333m44p55p66p77p", Form::Standard);
    // Not a win: two triplets; a four as the triplet (its last tile cannot pair).
    for hand in ["111222m4455p66s1122z3z", "1111m2233p4455s16677z"] {
        assert!(!wins(&taiwan, hand), "{hand}");
    }
    // 14 tiles, jokers, orphans: refused or no such form.
    assert!(matches!(
        forms(&taiwan, "1122m3344p5566s77z"),
        Err(CheckError::SizeNotAllowed { .. })
    ));
    assert!(matches!(
        forms(&taiwan, "1112233m4455p66s112zJ"),
        Err(CheckError::TooManyJokers { .. })
    ));
    // Waits, shanten, decompositions and hints see the form.
    let waits = |hand: &str| taiwan.waits(&hand.parse().unwrap()).unwrap().to_string();
    assert_eq!(waits("1112233m4455p66s112z"), "2z");
    // Eight pairs: any of them makes the triplet.
    assert_eq!(waits("112233m4455p66s1122z"), "123m45p6s12z");
    let shanten = taiwan
        .shanten_forms(&"1112233m4455p66s12z3z".parse().unwrap())
        .unwrap();
    assert_eq!(shanten.pairs_and_triplet, Some(1));
    assert_eq!(
        (shanten.seven_pairs, shanten.thirteen_orphans),
        (None, None)
    );
    let decompositions: Vec<String> = taiwan
        .decompositions(&"111m223344p556677s11z".parse().unwrap())
        .unwrap()
        .map(|d| d.to_string())
        .collect();
    assert!(
        decompositions.contains(&"pairs_and_triplet: 111m 22p 33p 44p 55s 66s 77s 11z".to_string()),
        "{decompositions:?}"
    );
    let ukeire = taiwan
        .ukeire(&"1112233m4455p66s112z".parse().unwrap(), &[0; 34])
        .unwrap();
    assert_eq!(ukeire.to_string(), "2z (3 live)");
}

/// Seven pairs and a triplet with jokers, under both pair rules and without fifth
/// copies: jokers complete the triplet and pair the singles.
#[test]
fn pairs_and_triplet_with_jokers() {
    let rules = |pairs: &str, fifth_copy: bool| {
        let toml = format!(
            "name = \"lidu-{pairs}\"\npairs_and_triplet = \"{pairs}\"\n[jokers]\nfifth_copy = {fifth_copy}\n"
        );
        Engine::from_rules(Rules::from_toml(&toml).unwrap()).unwrap()
    };
    let four = rules("four-as-two-pairs", true);
    let distinct = rules("distinct", false);
    for (hand, in_four, in_distinct) in [
        ("11m2233p4455s1z6677zJJ", true, true), // 11m+J the triplet, 1z+J a pair
        ("1m2233p4455s116677zJJ", true, true),  // 1m+JJ the triplet
        ("2233p4455s116677zJJJ", true, true),   // JJJ the triplet
        ("1111m2233p4455s6677zJ", true, false), // 22p+J; 1111m two pairs
        ("111222m4488p55s667zJJ", true, false), // 222m+J two pairs of 2m
        ("111222m4488p55s1z67zJJ", false, false),
    ] {
        let hand: Hand = hand.parse().unwrap();
        let has = |engine: &Engine| engine.check(&hand).unwrap().contains(Form::PairsAndTriplet);
        assert_eq!(has(&four), in_four, "{hand} four-as-two-pairs");
        assert_eq!(has(&distinct), in_distinct, "{hand} distinct");
    }
    let bad = Rules::from_toml("pairs_and_triplet = \"distinct\"\nhand_sizes = [14]");
    assert!(bad.unwrap_err().to_string().contains("pairs_and_triplet"));
}

/// Eight pairs and a lone tile (17 tiles) under both pair rules, with and without
/// jokers, beside the standard form and 嚦咕嚦咕; every question sees the form.
#[test]
fn eight_pairs_and_a_lone_tile() {
    // With the standard form and 嚦咕嚦咕; eight pairs alone.
    let rules = |pairs: &str, others: bool| {
        let toml = format!(
            "name = \"eight-{pairs}\"\nhand_sizes = [17]\nthirteen_orphans = false\n\
             standard = {others}\npairs_and_triplet = \"{}\"\neight_pairs = \"{pairs}\"\n\
             [jokers]\nfifth_copy = {others}\n",
            if others { "four-as-two-pairs" } else { "off" }
        );
        Engine::from_rules(Rules::from_toml(&toml).unwrap()).unwrap()
    };
    let four = rules("four-as-two-pairs", true);
    let distinct = rules("distinct", false);
    let has = |engine: &Engine, hand: &Hand| engine.check(hand).unwrap().contains(Form::EightPairs);
    for (hand, in_four, in_distinct) in [
        ("1122334455667788m9p", true, true),   // eight pairs, 9p alone
        ("11122334455667788m", true, false),   // 111m: a pair and the lone tile
        ("1111223344556677m1z", true, false),  // 1111m: two pairs
        ("11223344556677m1p2pJ", true, true),  // 1p+J a pair, 2p alone
        ("11223344556677m88mJ", true, true),   // J alone
        ("1122334455667m123pJ", false, false), // four singles, one joker
        ("JJJJJJJJJJJJJJJJJ", true, true),
    ] {
        let hand: Hand = hand.parse().unwrap();
        assert_eq!(has(&four, &hand), in_four, "{hand} four-as-two-pairs");
        assert_eq!(has(&distinct, &hand), in_distinct, "{hand} distinct");
    }
    // Waits: the lone tile may be any kind, so eight pairs wait on every tile; a
    // pair short, on the singles.
    let waits = |engine: &Engine, hand: &str| engine.waits(&hand.parse().unwrap()).unwrap();
    assert_eq!(waits(&four, "1122334455667788m").len(), 34);
    // Distinct: a third 1m..8m is no pair.
    assert_eq!(waits(&distinct, "1122334455667788m").len(), 34 - 8);
    assert_eq!(waits(&distinct, "11223344556677m1p2p").to_string(), "12p");
    // A fifth copy: four 1m are two pairs and a fifth the lone tile.
    let exhausted = waits(&four, "1111223344556677m");
    assert!(
        exhausted.is_exhausted(Tile::from_name("1m").unwrap()),
        "{exhausted}"
    );
    // Shanten, decompositions, hints.
    let shanten = four
        .shanten_forms(&"11223344556677m1p2p3p".parse().unwrap())
        .unwrap();
    assert_eq!(shanten.eight_pairs, Some(0));
    let splits: Vec<String> = four
        .decompositions(&"11223344556677m1p2pJ".parse().unwrap())
        .unwrap()
        .map(|d| d.to_string())
        .collect();
    assert!(
        splits.contains(&"eight_pairs: 11m 22m 33m 44m 55m 66m 77m 1p[1p] 2p".to_string()),
        "{splits:?}"
    );
    let ukeire = distinct
        .ukeire(&"11223344556677m1p2p".parse().unwrap(), &[0; 34])
        .unwrap();
    assert_eq!(ukeire.to_string(), "12p (6 live)");
    // Only at 17 tiles, only concealed.
    let bad = Rules::from_toml("eight_pairs = \"distinct\"\nhand_sizes = [14]");
    assert!(bad.unwrap_err().to_string().contains("eight_pairs"));
    let melded = four.with_melds(&"123m".parse().unwrap()).unwrap();
    assert!(!melded.forms_played().contains(Form::EightPairs));
}

/// 国标: 全不靠 (14 different tiles: honours and one knitted set), 七星不靠 (all seven
/// honours; in 全不靠 too), 组合龙 (a knitted set beside a meld and a pair), as the
/// Chinese Official rules define them; seven pairs and thirteen orphans as usual.
#[test]
fn guobiao_plays_the_knitted_forms() {
    let guobiao = engine("guobiao");
    let set = |hand: &str| -> Vec<Form> { forms(&guobiao, hand).unwrap().iter().collect() };
    assert_eq!(set("147m258p369s12345z"), [Form::HonoursAndKnitted]);
    assert_eq!(set("147m258p369s23457z"), [Form::HonoursAndKnitted]);
    assert_eq!(
        set("147m25p36s1234567z"),
        [Form::HonoursAndKnitted, Form::GreaterHonoursAndKnitted]
    );
    assert_eq!(set("147s258m369p12345z"), [Form::HonoursAndKnitted]); // any order of suits
    assert_eq!(set("147m258p369s11122z"), [Form::KnittedStraight]);
    assert_eq!(set("147m258p369s234s55z"), [Form::KnittedStraight]);
    assert_eq!(set("19m19p19s12345677z"), [Form::ThirteenOrphans]);
    assert_eq!(set("1122m3344p5566s77z"), [Form::SevenPairs]);
    // Not knitted: two suits on 147; a tile twice in 全不靠; a 5 with 147.
    for hand in [
        "147m147p369s12345z",
        "147m258p369s11234z",
        "1457m258p369s1234z",
    ] {
        assert!(!wins(&guobiao, hand), "{hand}");
    }
    let waits = |hand: &str| guobiao.waits(&hand.parse().unwrap()).unwrap().to_string();
    assert_eq!(waits("147m258p369s1234z"), "567z");
    assert_eq!(waits("147m258p369s1112z"), "2z"); // 组合龙: the pair
    assert_eq!(waits("14m258p369s11122z"), "7m"); // 组合龙: the set's missing tile
    let shanten = guobiao
        .shanten_forms(&"147m258p369s1234z".parse().unwrap())
        .unwrap();
    assert_eq!(
        (
            shanten.honours_and_knitted,
            shanten.greater_honours_and_knitted,
            shanten.knitted_straight
        ),
        (Some(0), Some(2), Some(2))
    );
    let split: Vec<String> = guobiao
        .decompositions(&"147m258p369s234s55z".parse().unwrap())
        .unwrap()
        .map(|d| d.to_string())
        .collect();
    assert_eq!(split, ["knitted_straight: 147m 258p 369s 234s 55z"]);
    let ukeire = guobiao
        .ukeire(&"147m258p369s1234z".parse().unwrap(), &[0; 34])
        .unwrap();
    assert_eq!(ukeire.to_string(), "567z (12 live)");
}
