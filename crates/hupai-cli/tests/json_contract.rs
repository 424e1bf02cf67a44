//! The JSON contract of the README ("JSON output"), checked for every judging command
//! under every built-in rule set, on ugly hands: one tile, all jokers, joker-heavy,
//! seventeen tiles, bad text, blank and comment lines.

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::Value;

/// The batch input: every line a kind of hand a server meets, good or bad; some of
/// one suit, which every rule set plays (three-player's and 四川's too).
const HANDS: &[&str] = &[
    "1m",
    "99p",
    "1122p",
    "1112345678999p",
    "1112345678999p5p",
    "11122233344455p",
    "1199m3344p5566s77z",
    "J",
    "JJ",
    "JJJJ",
    "JJJJJJJJJJJJJ",
    "JJJJJJJJJJJJJJ",
    "JJJJJJJJJJJJJJJJJ",
    "123m456p789s1zJJJ",
    "19m19p19s1234567zJ",
    "19m19p19s123456zJJ",
    "19m19p19s12345677z",
    "1122m3344p5566s77z",
    "11112222333344445m",
    "123m456p789s123p11z",
    // 17 and 16 tiles without jokers (`taiwan` plays nothing else).
    "1112233m4455p66s1122z",
    "123456789m123456p11z",
    "1112233m4455p66s112z",
    "112233m4455p66s1122z",
    "1112233m4455p66s123z",
    // 国标's knitted forms, and hands waiting on them.
    "147m258p369s12345z",
    "147m258p369s11122z",
    "147m258p369s1234z",
    "147m258p369s1113z",
    "111m",
    "",
    "# a comment",
    "   ",
    "11zz",
    "123m",
    "1111m1m",
    "JJJJJJJJJJJJJJJJJJ",
    "\u{1F004}",
];

/// A result field and the test of its value.
type Field = (&'static str, fn(&Value) -> bool);

/// The fields of a result (beyond `hand` and `line`), and what each must be.
fn result_fields(command: &str, result: &serde_json::Map<String, Value>) -> &'static [Field] {
    match command {
        "hint" if result.contains_key("discards") => &[
            ("shanten", Value::is_i64),
            ("discards", is_discards),
            ("keep", is_names),
            ("raise", is_names),
        ],
        "hint" => UKEIRE_FIELDS,
        "check" => &[("win", Value::is_boolean), ("forms", is_names)],
        "waits" => &[("waits", is_names), ("exhausted", is_names)],
        "shanten" => &[("shanten", Value::is_i64), ("by_form", is_by_form)],
        "decompose" => &[
            ("win", Value::is_boolean),
            ("decompositions", is_decompositions),
        ],
        _ => unreachable!("a judging command"),
    }
}

/// What a hand of 3n+1 tiles accepts, in `hint` (a discard has them too).
const UKEIRE_FIELDS: &[Field] = &[
    ("shanten", Value::is_i64),
    ("accepted", is_names),
    ("live", Value::is_u64),
    ("live_by_tile", is_live_by_tile),
];

fn is_live_by_tile(value: &Value) -> bool {
    value.as_object().is_some_and(|all| {
        all.values().all(|n| {
            n.as_u64()
                .is_some_and(|n| n <= u64::from(hupai::rules::Jokers::MAX_COPIES))
        })
    })
}

fn is_discards(value: &Value) -> bool {
    value.as_array().is_some_and(|all| {
        !all.is_empty()
            && all.iter().all(|d| {
                let accepted = d["accepted"].as_array().map_or(0, Vec::len);
                d["discard"].is_string()
                    && d.as_object()
                        .is_some_and(|o| o.len() == 1 + UKEIRE_FIELDS.len())
                    && UKEIRE_FIELDS
                        .iter()
                        .all(|(name, is_right)| is_right(&d[*name]))
                    && d["live_by_tile"].as_object().map_or(0, |o| o.len()) == accepted
            })
    })
}

/// `keep` and `raise` of a hint: the discards at the least shanten, and the others.
fn masks_split_the_discards(object: &serde_json::Map<String, Value>) -> bool {
    let discards = object["discards"].as_array().unwrap();
    let best = discards.iter().filter_map(|d| d["shanten"].as_i64()).min();
    let named = |keep: bool| -> Vec<Value> {
        let mut names: Vec<Value> = (discards.iter())
            .filter(|d| (d["shanten"].as_i64() == best) == keep)
            .map(|d| d["discard"].clone())
            .collect();
        names.sort_by_key(|n| n.as_str().map(str::to_owned));
        names
    };
    let sorted = |value: &Value| {
        let mut names = value.as_array().unwrap().clone();
        names.sort_by_key(|n| n.as_str().map(str::to_owned));
        names
    };
    sorted(&object["keep"]) == named(true) && sorted(&object["raise"]) == named(false)
}

fn is_names(value: &Value) -> bool {
    value
        .as_array()
        .is_some_and(|all| all.iter().all(Value::is_string))
}

/// Every form's name: the contract follows the library's forms.
fn form_names() -> impl Iterator<Item = &'static str> {
    hupai::Form::ALL.into_iter().map(hupai::Form::name)
}

fn is_by_form(value: &Value) -> bool {
    value.as_object().is_some_and(|forms| {
        forms.len() == hupai::Form::ALL.len()
            && form_names().all(|f| forms.get(f).is_some_and(|v| v.is_null() || v.is_i64()))
    })
}

fn is_group(value: &Value) -> bool {
    let tiles = |v: &Value| {
        v.as_array()
            .is_some_and(|all| all.iter().all(|t| t.is_null() || t.is_string()))
    };
    value.as_object().is_some_and(|group| {
        group.len() == 3
            && group["kind"].is_string()
            && tiles(&group["tiles"])
            && tiles(&group["jokers"])
    })
}

fn is_groups(value: &Value) -> bool {
    value.as_array().is_some_and(|all| all.iter().all(is_group))
}

fn is_decompositions(value: &Value) -> bool {
    value.as_array().is_some_and(|all| {
        all.iter().all(|d| {
            let form = d["form"].as_str().unwrap_or("");
            let pair_ok = match form {
                "seven_pairs" | "pairs_and_triplet" => {
                    d["pair"].is_null() && d["pairs"].as_array().is_some_and(|p| p.len() == 7)
                }
                // Eight pairs and the lone tile.
                "eight_pairs" => {
                    d["pair"].is_null()
                        && d["pairs"].as_array().is_some_and(|p| p.len() == 8)
                        && d["singles"].as_array().is_some_and(|s| s.len() == 1)
                }
                // Fourteen singles.
                "honours_and_knitted" | "greater_honours_and_knitted" => {
                    d["pair"].is_null()
                        && d["pairs"].as_array().is_some_and(Vec::is_empty)
                        && d["singles"].as_array().is_some_and(|s| s.len() == 14)
                }
                // The standard form, thirteen orphans, 组合龙: exactly one pair.
                _ => is_group(&d["pair"]) && d["pairs"].as_array().is_some_and(|p| p.len() == 1),
            };
            let singles = d["singles"].as_array().map_or(0, Vec::len);
            d.as_object().is_some_and(|o| o.len() == 6)
                && form_names().any(|f| f == form)
                && is_groups(&d["melds"])
                && is_groups(&d["pairs"])
                && is_groups(&d["singles"])
                && pair_ok
                && (form == "thirteen_orphans") == (singles == 12)
                && d["stand_ins"]
                    .as_array()
                    .is_some_and(|all| all.iter().all(|t| t.is_null() || t.is_string()))
        })
    })
}

fn run_batch(command: &str, rules: &str) -> (Option<i32>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hupai"))
        .args([command, "--rules", rules, "--format", "json", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let input = HANDS.join("\n") + "\n";
    let mut pipe = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || pipe.write_all(input.as_bytes()));
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    (
        output.status.code(),
        String::from_utf8(output.stdout).unwrap(),
    )
}

#[test]
fn every_command_keeps_the_json_contract() {
    for rules in hupai::BUILTIN_RULES {
        for command in ["check", "waits", "shanten", "decompose", "hint"] {
            let (code, stdout) = run_batch(command, rules);
            // Some lines are bad hands in every rule set: exit 1, not a usage error.
            assert_eq!(code, Some(1), "{command} under {rules}");
            let lines: Vec<&str> = stdout.lines().collect();
            assert_eq!(lines.len(), HANDS.len(), "{command} under {rules}");
            let (mut results, mut errors) = (0, 0);
            for (at, (line, input)) in lines.iter().zip(HANDS).enumerate() {
                let context = format!("{command} under {rules}, line {}: {line}", at + 1);
                if input.trim().is_empty() || input.starts_with('#') {
                    assert_eq!(*line, "", "{context}");
                    continue;
                }
                let object: serde_json::Map<String, Value> = serde_json::from_str(line).unwrap();
                let keys: Vec<&str> = object.keys().map(String::as_str).collect();
                assert_eq!(keys[..2], ["hand", "line"], "{context}");
                assert_eq!(object["line"], at + 1, "{context}");
                let hand = object["hand"].as_str().unwrap();
                let fields = result_fields(command, &object);
                if let Some(error) = object.get("error") {
                    assert!(error.as_str().is_some_and(|e| !e.is_empty()), "{context}");
                    assert_eq!(object.len(), 3, "{context}");
                    assert!(hand.chars().count() <= 41, "{context}");
                    errors += 1;
                } else {
                    results += 1;
                    // Canonical: the hand reads back to itself.
                    assert_eq!(
                        hand.parse::<hupai::Hand>().unwrap().to_string(),
                        hand,
                        "{context}"
                    );
                    assert_eq!(object.len(), 2 + fields.len(), "{context}");
                    for (name, is_right) in fields {
                        assert!(is_right(&object[*name]), "{context}: field {name}");
                    }
                    if object.contains_key("keep") {
                        assert!(masks_split_the_discards(&object), "{context}");
                    }
                }
            }
            assert!(
                results >= 3 && errors >= 3,
                "{command} under {rules}: {results} {errors}"
            );
        }
    }
}

#[test]
fn arguments_give_the_same_objects_without_line() {
    let output = Command::new(env!("CARGO_BIN_EXE_hupai"))
        .args(["check", "--format", "json", "123m456p789s11zJJJ", "11zz"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stdout = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(
        lines[0],
        serde_json::json!({"hand": "123m456p789s11zJJJ", "win": true, "forms": ["standard"]})
    );
    assert_eq!(lines[1]["hand"], "11zz");
    assert!(lines[1].get("line").is_none());
}

#[test]
fn usage_errors_exit_two() {
    for args in [
        &["check", "--rules", "no-such-rules", "11m"][..],
        &["check", "--bogus", "11m"],
        &["check"],
        &["check", "-", "11m"],
        &["check", "--tables", "no-such-file.hupai", "11m"],
    ] {
        let output = Command::new(env!("CARGO_BIN_EXE_hupai"))
            .args(args)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}");
    }
}
