//! The `serde` feature: every value round-trips through JSON in the documented shape,
//! for ugly hands under every built-in rule set; bad JSON is an error, never a panic.
#![cfg(feature = "serde")]

use hupai::hints::{Discard, DiscardAdvice, DiscardMasks, Discarded, Ukeire};
use hupai::{BUILTIN_RULES, Decomposition, Engine, Forms, Hand, Shanten, Tile, Waits};
use serde::Serialize;
use serde::de::DeserializeOwned;

const HANDS: &[&str] = &[
    "1m",
    "J",
    "JJ",
    "JJJJ",
    "JJJJJJJJJJJJJ",
    "JJJJJJJJJJJJJJ",
    "JJJJJJJJJJJJJJJJJ",
    "123m456p789s1zJJJ",
    "123m456p789s11zJJJ",
    "19m19p19s1234567zJ",
    "19m19p19s12345677z",
    "1122m3344p5566s77z",
    "1111222233334444m5m",
    "11112222333344445m",
    "111122223333m4444p",
    "1112345678999m",
];

fn round_trip<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(value: &T) -> String {
    let json = serde_json::to_string(value).unwrap();
    let back: T = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{json}: {e}"));
    assert_eq!(&back, value, "{json}");
    json
}

#[test]
fn every_value_round_trips() {
    let (mut decompositions, mut hints) = (0, 0);
    for name in BUILTIN_RULES {
        let engine = Engine::builtin(name).unwrap();
        for text in HANDS {
            let Ok(hand) = text.parse::<Hand>() else {
                continue;
            };
            assert_eq!(round_trip(&hand), format!("\"{hand}\""));
            if let Ok(forms) = engine.check(&hand) {
                round_trip(&forms);
            }
            if let Ok(waits) = engine.waits(&hand) {
                let json = round_trip(&waits);
                assert!(json.starts_with("{\"waits\":["), "{json}");
            }
            if let Ok(shanten) = engine.shanten_forms(&hand) {
                round_trip(&shanten);
            }
            let seen = hupai::hints::seen_of(&"19m5z".parse().unwrap());
            if let Ok(ukeire) = engine.ukeire(&hand, &seen) {
                round_trip(&ukeire);
                hints += 1;
            }
            if let Ok(masks) = engine.discard_masks(&hand) {
                round_trip(&masks);
            }
            if let Ok(advice) = engine.discards(&hand, &seen) {
                round_trip(&advice);
                advice.discards().iter().for_each(|d| drop(round_trip(d)));
                hints += 1;
            }
            if let Ok(all) = engine.decompositions(&hand) {
                for found in all.take(50) {
                    let json = serde_json::to_string(&found).unwrap();
                    let back: Decomposition = serde_json::from_str(&json).unwrap();
                    assert_eq!(back, found.clone().sorted(), "{json}");
                    decompositions += 1;
                }
            }
        }
    }
    assert!(decompositions > 100, "{decompositions}");
    assert!(hints > 50, "{hints}");
}

#[test]
fn shapes_are_the_documented_ones() {
    let engine = Engine::standard();
    let tile: Tile = "7z".parse().unwrap();
    assert_eq!(serde_json::to_string(&tile).unwrap(), "\"7z\"");
    let forms = engine
        .check(&"1122m3344p5566s77z".parse().unwrap())
        .unwrap();
    assert_eq!(serde_json::to_string(&forms).unwrap(), "[\"seven_pairs\"]");
    let waits = engine.waits(&"1111m".parse().unwrap()).unwrap();
    assert_eq!(
        serde_json::to_string(&waits).unwrap(),
        r#"{"waits":["1m"],"exhausted":["1m"]}"#
    );
    let shanten = Engine::builtin("changsha")
        .unwrap()
        .shanten_forms(&"1m".parse().unwrap())
        .unwrap();
    assert_eq!(
        serde_json::to_string(&shanten).unwrap(),
        r#"{"standard":0,"seven_pairs":null,"thirteen_orphans":null,"pairs_and_triplet":null,"honours_and_knitted":null,"greater_honours_and_knitted":null,"knitted_straight":null,"eight_pairs":null}"#
    );
    let first = engine
        .decompositions(&"13m55pJ".parse().unwrap())
        .unwrap()
        .next()
        .unwrap();
    assert_eq!(
        serde_json::to_value(&first).unwrap(),
        serde_json::json!({
            "form": "standard",
            "melds": [{"kind": "run", "tiles": ["1m", "2m", "3m"], "jokers": ["2m"]}],
            "pair": {"kind": "pair", "tiles": ["5p", "5p"], "jokers": []},
            "pairs": [{"kind": "pair", "tiles": ["5p", "5p"], "jokers": []}],
            "singles": [],
            "stand_ins": ["2m"],
        })
    );
}

#[test]
fn hints_have_the_documented_shapes() {
    let engine = Engine::riichi();
    let seen = hupai::hints::seen_of(&"44s".parse().unwrap());
    let ukeire = engine
        .ukeire(&"123m456p789s11z23s".parse().unwrap(), &seen)
        .unwrap();
    assert_eq!(
        serde_json::to_string(&ukeire).unwrap(),
        r#"{"shanten":0,"accepted":["1s","4s"],"live":6,"live_by_tile":{"1s":4,"4s":2}}"#
    );
    let advice = Engine::standard()
        .discards(&"11m23zJ".parse().unwrap(), &[0; 34])
        .unwrap();
    let json = serde_json::to_value(&advice).unwrap();
    assert_eq!(json["shanten"], 0);
    let joker = json["discards"].as_array().unwrap().last().unwrap();
    assert_eq!(
        *joker,
        serde_json::json!({"discard": "J", "shanten": 1, "accepted": ["1m", "2z", "3z"],
            "live": 8, "live_by_tile": {"1m": 2, "2z": 3, "3z": 3}})
    );
    assert_eq!(serde_json::to_string(&Discarded::Joker).unwrap(), "\"J\"");
    let masks = Engine::standard()
        .discard_masks(&"11m45zJ".parse().unwrap())
        .unwrap();
    let json = r#"{"shanten":0,"keep":["4z","5z"],"raise":["1m","J"]}"#;
    assert_eq!(serde_json::to_string(&masks).unwrap(), json);
    assert_eq!(serde_json::from_str::<DiscardMasks>(json).unwrap(), masks);
    for bad in [
        r#"{"shanten":0,"keep":["4z","4z"],"raise":[]}"#,
        r#"{"shanten":0,"keep":["4z"],"raise":["4z"]}"#,
        r#"{"shanten":0,"keep":["K"],"raise":[]}"#,
        r#"{"shanten":0,"keep":[]}"#,
    ] {
        assert!(serde_json::from_str::<DiscardMasks>(bad).is_err(), "{bad}");
    }
}

#[test]
fn bad_hint_json_is_an_error() {
    for json in [
        r#"{"shanten":0,"accepted":["1s"],"live":4,"live_by_tile":{}}"#,
        r#"{"shanten":0,"accepted":["1s"],"live":4,"live_by_tile":{"4s":4}}"#,
        r#"{"shanten":0,"accepted":["1s","1s"],"live":4,"live_by_tile":{"1s":4}}"#,
        r#"{"shanten":0,"accepted":["1s"],"live":17,"live_by_tile":{"1s":17}}"#,
        r#"{"shanten":0,"accepted":["1s"],"live":3,"live_by_tile":{"1s":4}}"#,
        r#"{"shanten":0,"accepted":["8z"],"live":1,"live_by_tile":{"8z":1}}"#,
        r#"{"shanten":0,"accepted":[],"live":0}"#,
        r#"{"shanten":0,"accepted":[],"live":0,"live_by_tile":{},"more":1}"#,
    ] {
        assert!(serde_json::from_str::<Ukeire>(json).is_err(), "{json}");
    }
    for json in ["\"JJ\"", "\"0z\"", "1", "\"\""] {
        assert!(serde_json::from_str::<Discarded>(json).is_err(), "{json}");
    }
    let discard = r#"{"discard":"K","shanten":0,"accepted":[],"live":0,"live_by_tile":{}}"#;
    assert!(serde_json::from_str::<Discard>(discard).is_err());
    assert!(serde_json::from_str::<DiscardAdvice>(r#"{"shanten":0}"#).is_err());
}

#[test]
fn bad_json_is_an_error() {
    for json in ["\"11zz\"", "\"8z\"", "5", "\"JJJJJJJJJJJJJJJJJJ\""] {
        assert!(serde_json::from_str::<Hand>(json).is_err(), "{json}");
    }
    assert!(serde_json::from_str::<Tile>("\"J\"").is_err());
    assert!(serde_json::from_str::<Forms>("[\"nine_gates\"]").is_err());
    for json in [
        r#"{"waits":["1m"],"exhausted":["2m"]}"#,
        r#"{"waits":["1m"]}"#,
        r#"{"waits":[],"exhausted":[],"more":1}"#,
    ] {
        assert!(serde_json::from_str::<Waits>(json).is_err(), "{json}");
    }
    assert!(serde_json::from_str::<Shanten>(r#"{"standard":"1"}"#).is_err());
    let group = |g: &str| {
        format!(r#"{{"form":"standard","melds":[{g}],"pair":null,"pairs":[],"singles":[]}}"#)
    };
    for bad in [
        r#"{"kind":"run","tiles":["1m","5m","9m"],"jokers":[]}"#,
        r#"{"kind":"triplet","tiles":["1m","2m","3m"],"jokers":[]}"#,
        r#"{"kind":"run","tiles":["1m","2m","3m"],"jokers":["7z"]}"#,
        r#"{"kind":"run","tiles":[],"jokers":[]}"#,
        r#"{"kind":"run","tiles":["1m","2m","3m","4m"],"jokers":[]}"#,
        r#"{"kind":"any","tiles":["1m",null,null],"jokers":[null,null,null]}"#,
        r#"{"kind":"honour-set","tiles":["4z","5z","6z"],"jokers":[]}"#,
        r#"{"kind":"run","tiles":["8z","9z","1m"],"jokers":[]}"#,
    ] {
        let json = group(bad);
        assert!(
            serde_json::from_str::<Decomposition>(&json).is_err(),
            "{json}"
        );
    }
}

/// Hardening II, item 7: the empty hand writes as `""` and reads back; other empty
/// text is still no hand where MPSZ is parsed.
#[test]
fn the_empty_hand_round_trips() {
    assert_eq!(round_trip(&Hand::default()), "\"\"");
    assert!("".parse::<Hand>().is_err());
    assert!(serde_json::from_str::<Hand>("\" \"").is_err());
}
