//! Rule variants: hand-written cases for each rule, and rules files that cannot be
//! used. (Table files are in `table_file.rs`.)

use hupai::rules::{Rules, RulesError};
use hupai::{BUILTIN_RULES, CheckError, Engine, Form, Forms, Hand};

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
    let changsha = engine("changsha");
    // The same hand with each possible pair: only 22, 55 and 88 win.
    for rank in 1..=9 {
        let hand = format!("123456m789p123s{rank}{rank}s");
        let expected = matches!(rank, 2 | 5 | 8);
        assert_eq!(wins(&changsha, &hand), expected, "{hand}");
        assert!(wins(&engine("standard"), &hand), "{hand}");
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
