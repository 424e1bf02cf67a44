//! Rule variants: hand-written cases for each rule, table files (determinism, the
//! shipped files, every kind of damage), and rules files that cannot be used.

use std::path::PathBuf;

use hupai::format::{self, TableFileError};
use hupai::rules::{Rules, RulesError};
use hupai::{BUILTIN_RULES, CheckError, Engine, Form, Forms, Hand};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

fn engine(name: &str) -> Engine {
    Engine::builtin(name).unwrap()
}

fn forms(engine: &Engine, hand: &str) -> Result<Forms, CheckError> {
    engine.check(&hand.parse::<Hand>().unwrap())
}

fn wins(engine: &Engine, hand: &str) -> bool {
    !forms(engine, hand).unwrap().is_empty()
}

fn tables_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tables")
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

#[test]
fn building_twice_gives_identical_files() {
    for name in BUILTIN_RULES {
        let rules = engine(name).rules().clone();
        let first = format::write(
            &rules,
            &hupai::win::table::SuitTables::build(rules.table_rules()),
        );
        let second = format::write(
            &rules,
            &hupai::win::table::SuitTables::build(rules.table_rules()),
        );
        assert!(first == second, "{name}");
        assert!(
            first == engine(name).to_table_bytes(),
            "{name}: embedded tables differ"
        );
    }
}

/// The committed `tables/NAME.hupai` are what the generator makes from `NAME.toml`.
#[test]
fn shipped_table_files_are_current() {
    for name in BUILTIN_RULES {
        let path = tables_dir().join(format!("{name}.hupai"));
        let bytes = std::fs::read(&path).unwrap();
        let rules = Rules::from_toml(
            &std::fs::read_to_string(tables_dir().join(format!("{name}.toml"))).unwrap(),
        )
        .unwrap();
        let loaded = Engine::from_table_bytes_for(&bytes, &rules).unwrap();
        loaded.verify().unwrap();
        assert!(
            bytes == engine(name).to_table_bytes(),
            "{name}: regenerate with `hupai tables build tables/{name}.toml -o tables/{name}.hupai`"
        );
        println!("{name}.hupai: {} bytes, current", bytes.len());
    }
}

#[test]
fn every_truncation_is_an_error() {
    let bytes = engine("changsha").to_table_bytes();
    for length in 0..bytes.len() {
        let error = Engine::from_table_bytes(&bytes[..length]).unwrap_err();
        assert!(
            matches!(
                error,
                TableFileError::TooShort { .. } | TableFileError::WrongLength { .. }
            ),
            "{length}: {error}"
        );
    }
    let mut padded = bytes.clone();
    padded.push(0);
    assert!(matches!(
        Engine::from_table_bytes(&padded),
        Err(TableFileError::WrongLength { .. })
    ));
}

#[test]
fn random_damage_is_always_detected() {
    let original = engine("wind-runs").to_table_bytes();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
    let mut kinds = std::collections::BTreeMap::new();
    for round in 0..3000 {
        let mut bytes = original.clone();
        // Damage near the header a third of the time, where the fields are.
        let span = if round % 3 == 0 { 600 } else { bytes.len() };
        for _ in 0..rng.random_range(1..=3) {
            let at = rng.random_range(0..span);
            bytes[at] ^= rng.random_range(1..=255u8);
        }
        let error = Engine::from_table_bytes(&bytes).unwrap_err();
        let kind = format!("{error:?}")
            .split([' ', '('])
            .next()
            .unwrap()
            .to_string();
        *kinds.entry(kind).or_insert(0) += 1;
    }
    println!("3000 damaged files: {kinds:?}");
    assert!(kinds.contains_key("Checksum"));
}

/// Fields that check out byte for byte but make no sense, with a checksum to match.
#[test]
fn forged_files_are_rejected() {
    let original = engine("standard").to_table_bytes();
    let reseal = |mut bytes: Vec<u8>| {
        let end = bytes.len() - 4;
        let checksum = crc32fast::hash(&bytes[..end]);
        bytes[end..].copy_from_slice(&checksum.to_le_bytes());
        bytes
    };
    let mut magic = original.clone();
    magic[0] = b'X';
    assert_eq!(
        Engine::from_table_bytes(&magic).unwrap_err(),
        TableFileError::BadMagic
    );

    let mut version = original.clone();
    version[8] = 2;
    assert_eq!(
        Engine::from_table_bytes(&reseal(version)).unwrap_err(),
        TableFileError::UnsupportedVersion { found: 2 }
    );

    // A table byte changed and the checksum forged: loads, but verify regenerates.
    let mut stale = original.clone();
    let last_table_byte = stale.len() - 5;
    stale[last_table_byte] ^= 0x11;
    let loaded = Engine::from_table_bytes(&reseal(stale)).unwrap();
    assert!(matches!(
        loaded.verify(),
        Err(TableFileError::Stale { index: 1, .. })
    ));

    // Rules text that no longer parses.
    let rules_start = original.windows(7).position(|w| w == b"name = ").unwrap();
    let mut rules = original.clone();
    rules[rules_start] = b'!';
    assert!(matches!(
        Engine::from_table_bytes(&reseal(rules)).unwrap_err(),
        TableFileError::Malformed { .. }
    ));

    // A table count of 9.
    let count_at = original.len() - 4 - (1_953_125 + 4) - (78_125 + 4) - 4 - 1;
    let mut count = original.clone();
    assert_eq!(count[count_at], 2);
    count[count_at] = 9;
    assert!(matches!(
        Engine::from_table_bytes(&reseal(count)).unwrap_err(),
        TableFileError::Malformed { .. }
    ));

    // A suit reading a table that does not exist.
    let mut suit = original.clone();
    suit[count_at + 1] = 7;
    assert!(matches!(
        Engine::from_table_bytes(&reseal(suit)).unwrap_err(),
        TableFileError::Shape(_)
    ));
}

#[test]
fn a_file_for_other_rules_is_refused() {
    let bytes = engine("riichi").to_table_bytes();
    let error = Engine::from_table_bytes_for(&bytes, engine("standard").rules()).unwrap_err();
    assert_eq!(
        error.to_string(),
        "table file was built for rules \"riichi\", not for the rules \"standard\" asked for"
    );
}

#[test]
fn embedded_static_file_borrows() {
    static FILE: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    let bytes: &'static [u8] = FILE.get_or_init(|| engine("changsha").to_table_bytes());
    let loaded = Engine::from_static_table_bytes(bytes).unwrap();
    assert!(matches!(
        loaded.tables().tables()[0],
        hupai::win::table::TableBytes::Static(_)
    ));
    assert!(wins(&loaded, "123456m789p123s22s"));
}
