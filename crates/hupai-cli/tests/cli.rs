//! The `hupai` command: answers, formats, batch mode, and every kind of bad input.

use std::process::Output;

mod common;

use common::{hupai, stderr, stdout};

/// The output's JSON lines; an empty line (a blank or comment input line) as null.
fn json_lines(output: &Output) -> Vec<serde_json::Value> {
    stdout(output)
        .lines()
        .map(|l| match l {
            "" => serde_json::Value::Null,
            _ => serde_json::from_str(l).unwrap(),
        })
        .collect()
}

#[test]
fn text_output_names_the_forms() {
    let output = hupai(
        &[
            "check",
            "123m456p789s11122z",
            "1122m3344p5566s77z",
            "123m456p789s11123z",
        ],
        None,
    );
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stdout(&output),
        "123m456p789s11122z: win (standard)\n1122m3344p5566s77z: win (seven_pairs)\n123m456p789s11123z: no win\n"
    );
}

#[test]
fn json_output_has_hand_win_and_forms() {
    let output = hupai(
        &[
            "check",
            "--format",
            "json",
            "J1m555z",
            "19m19p19s1234567z7z",
        ],
        None,
    );
    assert_eq!(output.status.code(), Some(0));
    let lines = json_lines(&output);
    assert_eq!(
        lines[0],
        serde_json::json!({"hand": "1m555zJ", "win": true, "forms": ["standard"]})
    );
    assert_eq!(lines[1]["forms"], serde_json::json!(["thirteen_orphans"]));
}

#[test]
fn rules_and_joker_tiles_change_the_answer() {
    let dragons = "1111m2233p4455s66z";
    assert!(stdout(&hupai(&["check", dragons], None)).contains(": win (seven_pairs)"));
    let riichi = hupai(&["check", "--rules", "riichi", dragons], None);
    assert!(stdout(&riichi).contains(": no win"));
    // 红中癞子: the four Reds are jokers; the hand prints as given.
    let red = hupai(
        &["check", "--joker-tile", "7z", "123m456p789s1z7777z"],
        None,
    );
    assert_eq!(stdout(&red), "123m456p789s17777z: win (standard)\n");
}

#[test]
fn batch_mode_prints_one_line_per_input_line_and_goes_on() {
    let input = "123m456p789s11122z\n11zz\n\n123m456p789s1122z\r\n11m\n# a comment\n";
    let output = hupai(&["check", "--format", "json", "-"], Some(input));
    assert_eq!(output.status.code(), Some(1));
    let lines = json_lines(&output);
    assert_eq!(lines.len(), 6);
    assert_eq!(lines[0]["win"], true);
    assert_eq!(lines[1]["line"], 2);
    assert!(lines[1]["error"].as_str().unwrap().contains("column 4"));
    assert!(lines[1].get("win").is_none());
    assert_eq!(lines[2], serde_json::Value::Null);
    assert!(lines[3]["error"].as_str().unwrap().contains("13 tiles"));
    assert_eq!(lines[4]["win"], true);
    assert_eq!(lines[4]["line"], 5);
    assert_eq!(lines[5], serde_json::Value::Null);
    let errors = stderr(&output);
    assert!(errors.contains("line 2"), "{errors}");
    assert!(errors.contains("line 4"), "{errors}");

    let text = hupai(&["check", "-"], Some("11m\nxx\n"));
    assert_eq!(
        stdout(&text),
        "11m: win (standard)\nxx: error: unexpected character 'x' at column 1 (expected digits, a suit letter m/p/s/z, or J)\n"
    );
}

#[test]
fn batch_mode_of_good_hands_exits_zero() {
    let input: String = (0..1000).map(|_| "123m456p789s11122z\n").collect();
    let output = hupai(&["check", "-"], Some(&input));
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output).lines().count(), 1000);
}

/// Each bad input exits 2, says what is wrong and where, and never panics.
#[test]
fn bad_inputs_are_reported() {
    let cases = [
        ("11111m", "5 copies of 1m"),
        ("11zz", "suit letter 'z' at column 4 has no digits"),
        ("123m456x", "unexpected character 'x' at column 8"),
        ("123m8z", "'8z' at column 5 is not a tile"),
        ("m123", "suit letter 'm' at column 1 has no digits"),
        (
            "123m456",
            "digits \"456\" at column 5 are not followed by a suit letter",
        ),
        ("123m456p789s1122z", "13 tiles"),
        (
            "123m456p789s11122z1112m",
            "the tile at column 22 is one more than the 17 allowed",
        ),
        ("", "empty hand"),
        ("   ", "empty hand"),
        (
            "123m456p789s11122z!",
            "unexpected character '!' at column 19",
        ),
        (
            "123m456p789s11122zJJJJJJJJJJJJJJJJJJJJJJ",
            "column 22 is one more than the 17 allowed",
        ),
        ("1m2", "digits \"2\" at column 3"),
        ("１２３m", "unexpected character"),
    ];
    for (input, message) in cases {
        let output = hupai(&["check", input], None);
        let errors = stderr(&output);
        assert_eq!(output.status.code(), Some(1), "{input:?}: {errors}");
        assert!(errors.contains(message), "{input:?}: {errors}");
        assert!(errors.contains("hand 1"), "{input:?}: {errors}");
        assert!(!errors.contains("panicked"), "{input:?}: {errors}");
    }
}

#[test]
fn bad_options_are_reported() {
    let unknown_rules = hupai(&["check", "--rules", "vegas", "11m"], None);
    assert_eq!(unknown_rules.status.code(), Some(2));
    assert!(stderr(&unknown_rules).contains("no built-in rules named \"vegas\""));
    let bad_tile = hupai(&["check", "--joker-tile", "8z", "11m"], None);
    assert_eq!(bad_tile.status.code(), Some(2));
    assert!(stderr(&bad_tile).contains("'8z'"));
    let no_hands = hupai(&["check"], None);
    assert_eq!(no_hands.status.code(), Some(2));
    let mixed = hupai(&["check", "11m", "-"], None);
    assert_eq!(mixed.status.code(), Some(2));
    let empty_stdin = hupai(&["check", "-"], Some(""));
    assert_eq!(empty_stdin.status.code(), Some(1));
    assert!(stderr(&empty_stdin).contains("no hands"));
}

#[test]
fn binary_input_does_not_panic() {
    let garbage: String = (0..2000u32)
        .map(|i| char::from_u32(i * 7919 % 0x2FFF).unwrap_or('x'))
        .collect();
    let output = hupai(&["check", "-"], Some(&garbage));
    assert_eq!(output.status.code(), Some(1));
    assert!(!stderr(&output).contains("panicked"));
}

fn temp_path(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("hupai-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

fn tables_dir(name: &str) -> String {
    format!("{}/../../tables/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn tables_build_then_check_with_the_file() {
    let rules = temp_path("house.toml");
    std::fs::write(
        &rules,
        "name = \"house\"\npair = \"258\"\ntiles = \"numbers\"\nthirteen_orphans = false\n",
    )
    .unwrap();
    let file = temp_path("house.hupai");
    let built = hupai(
        &[
            "tables",
            "build",
            rules.to_str().unwrap(),
            "-o",
            file.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(built.status.code(), Some(0), "{}", stderr(&built));
    assert!(
        stdout(&built).contains("rules \"house\""),
        "{}",
        stdout(&built)
    );
    assert!(stdout(&built).contains("bytes"), "{}", stdout(&built));

    assert!(
        stdout(&built).contains("shanten tables"),
        "{}",
        stdout(&built)
    );

    let verified = hupai(&["tables", "verify", file.to_str().unwrap()], None);
    assert_eq!(verified.status.code(), Some(0), "{}", stderr(&verified));
    let said = stdout(&verified);
    assert!(
        said.contains(": ok: format version 2") && said.contains("shanten tables in the file"),
        "{said}"
    );
    // The file answers shanten questions from its own tables.
    let shanten = hupai(
        &["shanten", "--tables", file.to_str().unwrap(), "1122345m"],
        None,
    );
    assert_eq!(shanten.status.code(), Some(0), "{}", stderr(&shanten));

    let hand = "123456m789p11123s";
    for args in [
        vec!["check", "--tables", file.to_str().unwrap(), hand],
        vec!["check", "--rules", rules.to_str().unwrap(), hand],
        vec![
            "check",
            "--rules",
            rules.to_str().unwrap(),
            "--tables",
            file.to_str().unwrap(),
            hand,
        ],
    ] {
        let output = hupai(&args, None);
        assert_eq!(stdout(&output), format!("{hand}: no win\n"), "{args:?}");
    }
    let honour = hupai(
        &[
            "check",
            "--tables",
            file.to_str().unwrap(),
            "123456m789p123s11z",
        ],
        None,
    );
    assert_eq!(honour.status.code(), Some(1));
    assert!(stderr(&honour).contains("1z is not in play under rules \"house\""));
}

#[test]
fn shipped_variants_by_name_file_and_table() {
    let hand = "123456m789p12223s";
    for args in [
        vec!["check", "--rules", "changsha", hand],
        vec!["check", "--rules", &tables_dir("changsha.toml"), hand],
        vec!["check", "--tables", &tables_dir("changsha.hupai"), hand],
    ] {
        let output = hupai(&args, None);
        assert_eq!(
            stdout(&output),
            format!("{hand}: win (standard)\n"),
            "{args:?}"
        );
    }
    let wind = hupai(&["check", "--rules", "wind-runs", "12344z"], None);
    assert_eq!(stdout(&wind), "12344z: win (standard)\n");
    let strict = hupai(&["check", "--rules", "strict-jokers", "1111mJ"], None);
    assert_eq!(stdout(&strict), "1111mJ: no win\n");
}

/// The three-player, 红中 and 四川 sets answer every question from the command line.
#[test]
fn new_rule_sets_answer_every_command() {
    let cases: [(&str, &[&str], &str); 22] = [
        (
            "sanma",
            &["check", "111999m456p789s11z"],
            "111999m456p789s11z: win (standard)\n",
        ),
        (
            "sanma",
            &["check", "234m456p789s11122z"],
            "234m456p789s11122z: error: 2m is not in play under rules \"sanma\"\n",
        ),
        (
            "sanma",
            &["waits", "19m19p19s1234567z"],
            "19m19p19s1234567z: waits 19m19p19s1234567z\n",
        ),
        (
            "sanma",
            &["shanten", "19m19p199s123456z"],
            "19m19p199s123456z: shanten 0 (waiting); standard 7, seven_pairs 5, thirteen_orphans 0\n",
        ),
        (
            "hongzhong",
            &["decompose", "123456789m123p5p7z"],
            "123456789m1235p7z: standard: 123m 456m 789m 123p 5p[5p]\n",
        ),
        (
            "hongzhong",
            &["waits", "11123456789m12p"],
            "11123456789m12p: waits 3p7z\n",
        ),
        (
            "hongzhong",
            &["hint", "11123456789m12p"],
            "11123456789m12p: shanten 0 (waiting); accepts 3p7z (8 live: 3p 4, 7z 4)\n",
        ),
        (
            "sichuan",
            &["check", "123456789m123p55s"],
            "123456789m123p55s: no win\n",
        ),
        (
            "sichuan",
            &["decompose", "1111m2233445566p"],
            "1111m2233445566p: seven_pairs: 11m 11m 22p 33p 44p 55p 66p\n",
        ),
        (
            "sichuan",
            &["waits", "123456789m222p1s"],
            "123456789m222p1s: waits none\n",
        ),
        (
            "sichuan",
            &["shanten", "123456789m123p5s"],
            "123456789m123p5s: shanten 1; standard 1, seven_pairs 6\n",
        ),
        (
            "sichuan",
            &["hint", "--format", "json", "123456789m123p5s"],
            "",
        ),
        (
            "guobiao",
            &["check", "147m258p369s12345z"],
            "147m258p369s12345z: win (honours_and_knitted)\n",
        ),
        (
            "guobiao",
            &["decompose", "147m258p369s11122z"],
            "147m258p369s11122z: knitted_straight: 147m 258p 369s 111z 22z\n",
        ),
        (
            "guobiao",
            &["waits", "147m258p369s1234z"],
            "147m258p369s1234z: waits 567z\n",
        ),
        (
            "guobiao",
            &["shanten", "147m258p369s1234z"],
            "147m258p369s1234z: shanten 0 (waiting); standard 8, seven_pairs 6, thirteen_orphans 7, honours_and_knitted 0, greater_honours_and_knitted 2, knitted_straight 2\n",
        ),
        (
            "guobiao",
            &["hint", "147m258p369s1234z"],
            "147m258p369s1234z: shanten 0 (waiting); accepts 567z (12 live: 5z 4, 6z 4, 7z 4)\n",
        ),
        (
            "taiwan",
            &["check", "111m223344p556677s11z"],
            "111m223344p556677s11z: win (standard, pairs_and_triplet)\n",
        ),
        (
            "taiwan",
            &["decompose", "1112233m4455p66s1122z"],
            "1112233m4455p66s1122z: pairs_and_triplet: 111m 22m 33m 44p 55p 66s 11z 22z\n",
        ),
        (
            "taiwan",
            &["waits", "112233m4455p66s1122z"],
            "112233m4455p66s1122z: waits 123m45p6s12z\n",
        ),
        (
            "taiwan",
            &["shanten", "1112233m4455p66s12z3z"],
            "1112233m4455p66s123z: shanten 1; standard 3, pairs_and_triplet 1\n",
        ),
        (
            "taiwan",
            &["hint", "1112233m4455p66s112z"],
            "1112233m4455p66s112z: shanten 0 (waiting); accepts 2z (3 live: 2z 3)\n",
        ),
    ];
    for (rules, args, expected) in cases {
        let mut all = vec![args[0], "--rules", rules];
        all.extend_from_slice(&args[1..]);
        let output = hupai(&all, None);
        if expected.is_empty() {
            let json = &json_lines(&output)[0];
            assert_eq!(json["shanten"], 1, "{json}");
            // Every number tile but the sou: the hand gives the sou up.
            assert_eq!(json["accepted"].as_array().unwrap().len(), 18, "{json}");
            assert_eq!(json["live"], 60, "{json}");
        } else {
            assert_eq!(stdout(&output), expected, "{all:?}");
        }
    }
}

#[test]
fn table_file_errors_are_reported() {
    let wrong_rules = hupai(
        &[
            "check",
            "--rules",
            "riichi",
            "--tables",
            &tables_dir("changsha.hupai"),
            "11m",
        ],
        None,
    );
    assert_eq!(wrong_rules.status.code(), Some(2));
    assert!(
        stderr(&wrong_rules).contains("built for rules \"changsha\", not for the rules \"riichi\"")
    );

    let truncated = temp_path("truncated.hupai");
    let bytes = std::fs::read(tables_dir("standard.hupai")).unwrap();
    std::fs::write(&truncated, &bytes[..1000]).unwrap();
    let output = hupai(&["tables", "verify", truncated.to_str().unwrap()], None);
    assert_eq!(output.status.code(), Some(1));
    assert!(stderr(&output).contains("truncated"), "{}", stderr(&output));

    let missing = hupai(&["check", "--tables", "no-such-file.hupai", "11m"], None);
    assert_eq!(missing.status.code(), Some(2));
    assert!(stderr(&missing).contains("no-such-file.hupai"));

    let bad_rules = temp_path("bad.toml");
    std::fs::write(&bad_rules, "pair = \"369\"\n").unwrap();
    let output = hupai(
        &[
            "tables",
            "build",
            bad_rules.to_str().unwrap(),
            "-o",
            temp_path("x.hupai").to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(output.status.code(), Some(1));
    assert!(stderr(&output).contains("bad.toml"), "{}", stderr(&output));
    assert!(stderr(&output).contains("369"), "{}", stderr(&output));
}

#[test]
fn waits_command() {
    let output = hupai(&["waits", "1112345678999m", "1111m456p789s123s"], None);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stdout(&output),
        "1112345678999m: waits 123456789m\n1111m456p123789s: waits 1m (no copy left: 1m)\n"
    );
    let json = hupai(&["waits", "--format", "json", "23m11z", "1m4m7m9p"], None);
    let lines = json_lines(&json);
    assert_eq!(
        lines[0],
        serde_json::json!({"hand": "23m11z", "waits": ["1m", "4m"], "exhausted": []})
    );
    assert_eq!(lines[1]["waits"], serde_json::json!([]));
    let complete = hupai(&["waits", "123m456p789s11122z"], None);
    assert_eq!(complete.status.code(), Some(1));
    assert!(stderr(&complete).contains("see `check`"));
    let waiting = hupai(&["check", "123m456p789s1122z"], None);
    assert!(stderr(&waiting).contains("see `waits`"));
    let batch = hupai(&["waits", "--format", "json", "-"], Some("23m11z\n11zz\n"));
    assert_eq!(batch.status.code(), Some(1));
    assert_eq!(json_lines(&batch).len(), 2);
}

#[test]
fn decompose_command() {
    let output = hupai(
        &[
            "decompose",
            "112233m445566p77z",
            "13m55pJ",
            "123m456p789s11123z",
        ],
        None,
    );
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stdout(&output),
        "112233m445566p77z: standard: 123m 123m 456p 456p 77z | seven_pairs: 11m 22m 33m 44p 55p 66p 77z\n\
         13m55pJ: standard: 13m[2m] 55p\n\
         123m456p789s11123z: no win\n"
    );
    let json = hupai(&["decompose", "--format", "json", "13m55pJ"], None);
    let line = &json_lines(&json)[0];
    let decomposition = &line["decompositions"][0];
    assert_eq!(decomposition["form"], "standard");
    assert_eq!(
        decomposition["melds"][0],
        serde_json::json!({"kind": "run", "tiles": ["1m", "2m", "3m"], "jokers": ["2m"]})
    );
    assert_eq!(
        decomposition["pair"]["tiles"],
        serde_json::json!(["5p", "5p"])
    );
    assert_eq!(decomposition["stand_ins"], serde_json::json!(["2m"]));
    let bad = hupai(&["decompose", "123m"], None);
    assert_eq!(bad.status.code(), Some(1));
}

#[test]
fn bench_command_prints_a_row_per_corpus_jokers_and_contender_and_question() {
    let output = hupai(&["bench", "--format", "json", "--millis", "1"], None);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let all = json_lines(&output);
    let (rows, questions): (Vec<_>, Vec<_>) =
        all.iter().partition(|r| r.get("contender").is_some());
    // 4 corpora × (6 contenders at 0 jokers + 4 at each of 1, 2, 4, 8).
    assert_eq!(rows.len(), 4 * (6 + 4 * 4));
    // 4 questions × 0, 1, 2 jokers, each on hands of its own size.
    assert_eq!(questions.len(), 4 * 3);
    for row in &questions {
        let tiles = match row["question"].as_str().unwrap() {
            "waits" | "ukeire" => 13,
            "shanten" | "discards" => 14,
            other => panic!("unknown question {other}"),
        };
        assert_eq!(row["tiles"], tiles);
        assert!(row["ns_per_hand"].as_f64().unwrap() > 0.0);
    }
    for row in &rows {
        assert!(
            ["deals", "wins", "near-misses", "flushes"].contains(&row["corpus"].as_str().unwrap())
        );
        assert!(row["ns_per_hand"].as_f64().unwrap() > 0.0);
        assert!(row["jokers"].as_u64().unwrap() <= 8);
    }
    let names: std::collections::BTreeSet<&str> = rows
        .iter()
        .map(|r| r["contender"].as_str().unwrap())
        .collect();
    assert_eq!(
        names.into_iter().collect::<Vec<_>>(),
        [
            "blog-recursion",
            "engine",
            "hash-sets",
            "hash-sets-phf",
            "joker-recursion",
            "paper-recursion"
        ]
    );
}

#[test]
fn shanten_command() {
    let output = hupai(&["shanten", "123m456p789s1122z", "11m22z"], None);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stdout(&output),
        "123m456p789s1122z: shanten 0 (waiting); standard 0, seven_pairs 4, thirteen_orphans 8\n\
         11m22z: shanten 0 (waiting); standard 0, seven_pairs -, thirteen_orphans -\n"
    );
    let json = hupai(
        &[
            "shanten",
            "--format",
            "json",
            "19m19p19s1234566zJ",
            "147m258p369s12zJJ",
        ],
        None,
    );
    let lines = json_lines(&json);
    assert_eq!(
        lines[1],
        serde_json::json!({"hand": "147m258p369s12zJJ", "shanten": 4,
            "by_form": {"standard": 6, "seven_pairs": 4, "thirteen_orphans": 7,
                "pairs_and_triplet": null, "honours_and_knitted": null,
                "greater_honours_and_knitted": null, "knitted_straight": null, "eight_pairs": null}})
    );
    assert_eq!(lines[0]["shanten"], -1);
    // Riichi seven pairs need seven different kinds; changsha has no orphans.
    let riichi = hupai(
        &[
            "shanten",
            "--rules",
            "riichi",
            "--format",
            "json",
            "1111m2233p4455s6z",
        ],
        None,
    );
    assert_eq!(json_lines(&riichi)[0]["by_form"]["seven_pairs"], 2);
    let changsha = hupai(
        &[
            "shanten",
            "--rules",
            "changsha",
            "--format",
            "json",
            "19m19p19s12345m",
        ],
        None,
    );
    assert_eq!(
        json_lines(&changsha)[0]["by_form"]["thirteen_orphans"],
        serde_json::Value::Null
    );
    // Bad lines are reported in place; the rest are judged.
    let batch = hupai(
        &["shanten", "--format", "json", "-"],
        Some("123m\n1m\n1z\n12x\n"),
    );
    assert_eq!(batch.status.code(), Some(1));
    let lines = json_lines(&batch);
    assert_eq!(lines.len(), 4);
    assert!(lines[0]["error"].as_str().unwrap().contains("3n+1 or 3n+2"));
    assert_eq!(lines[1]["shanten"], 0);
    assert_eq!(lines[3]["line"], 4);
}

#[test]
fn hint_command() {
    let output = hupai(&["hint", "123m456p789s11z23s", "12389m"], None);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        "123m456p23789s11z: shanten 0 (waiting); accepts 14s (8 live: 1s 4, 4s 4)\n\
         12389m: shanten 0 (waiting); discards, best first:\n  \
         8m  shanten 0 (waiting); accepts 9m (3 live: 9m 3)\n  \
         9m  shanten 0 (waiting); accepts 8m (3 live: 8m 3)\n  \
         1m  shanten 1; accepts 1234789m (23 live: 1m 3, 2m 3, 3m 3, 4m 4, 7m 4, 8m 3, 9m 3)\n  \
         2m  shanten 1; accepts 123789m (19 live: 1m 3, 2m 3, 3m 3, 7m 4, 8m 3, 9m 3)\n  \
         3m  shanten 1; accepts 123789m (19 live: 1m 3, 2m 3, 3m 3, 7m 4, 8m 3, 9m 3)\n"
    );
    // Seen tiles are not live; a kind with every other copy seen is still accepted.
    let seen = hupai(
        &[
            "hint",
            "--seen",
            "444s 1m",
            "--format",
            "json",
            "123m456p789s11z23s",
        ],
        None,
    );
    assert_eq!(seen.status.code(), Some(0), "{}", stderr(&seen));
    assert_eq!(
        json_lines(&seen)[0],
        serde_json::json!({"hand": "123m456p23789s11z", "shanten": 0,
            "accepted": ["1s", "4s"], "live": 5, "live_by_tile": {"1s": 4, "4s": 1}})
    );
    let advice = hupai(&["hint", "--format", "json", "11m23zJ"], None);
    let advice = &json_lines(&advice)[0];
    assert_eq!(advice["shanten"], 0);
    let discards = advice["discards"].as_array().unwrap();
    let order: Vec<&str> = discards
        .iter()
        .map(|d| d["discard"].as_str().unwrap())
        .collect();
    assert_eq!(order, ["2z", "3z", "1m", "J"]);
    assert_eq!(
        discards[0],
        serde_json::json!({"discard": "2z", "shanten": 0, "accepted": ["1m", "3z"],
            "live": 5, "live_by_tile": {"1m": 2, "3z": 3}})
    );
    // A joker kind (红中) is drawn as a joker and counted as its own tile.
    let red = hupai(
        &["hint", "--joker-tile", "7z", "--format", "json", "1m4p7s1z"],
        None,
    );
    let red = &json_lines(&red)[0];
    assert_eq!(red["shanten"], 2);
    assert_eq!(red["live_by_tile"]["7z"], 4);
}

#[test]
fn hint_command_errors() {
    // Bad --seen: a usage error, nothing judged.
    for seen in ["1mJ", "1x", "1111111111111111111111111111111111111m"] {
        let output = hupai(&["hint", "--seen", seen, "1m"], None);
        assert_eq!(output.status.code(), Some(2), "{seen}");
        assert!(output.stdout.is_empty(), "{seen}");
        assert!(
            stderr(&output).contains("--seen"),
            "{seen}: {}",
            stderr(&output)
        );
    }
    // A seen that the hand makes more than four copies of, a hand of 3n tiles, bad
    // text: reported per line, the rest judged.
    let batch = hupai(
        &["hint", "--seen", "111m", "--format", "json", "-"],
        Some("11m\n123m\n\n1z\n12x\n"),
    );
    assert_eq!(batch.status.code(), Some(1));
    let lines = json_lines(&batch);
    assert_eq!(lines.len(), 5);
    assert!(
        lines[0]["error"]
            .as_str()
            .unwrap()
            .contains("1m: 2 held and 3 seen")
    );
    assert!(lines[1]["error"].as_str().unwrap().contains("3n+1 tiles"));
    assert_eq!(lines[2], serde_json::Value::Null);
    assert_eq!(lines[3]["live"], 3);
    assert_eq!(lines[4]["line"], 5);
}

#[test]
fn rules_authors_fields_through_the_command() {
    // 八红中: four Reds held, four left; seven held, one left; nine refused.
    let output = hupai(
        &[
            "waits",
            "--rules",
            "zhuanzhuan-8-reds",
            "--format",
            "json",
            "123m456p789s7777z",
        ],
        None,
    );
    let waits = &json_lines(&output)[0];
    assert!(
        waits["waits"].as_array().unwrap().contains(&"7z".into()),
        "{waits}"
    );
    assert_eq!(waits["exhausted"], serde_json::json!([]));
    let output = hupai(
        &[
            "hint",
            "--rules",
            "zhuanzhuan-8-reds",
            "--format",
            "json",
            "123m456p78s5s7777zJJJ",
        ],
        None,
    );
    let hint = &json_lines(&output)[0];
    assert_eq!(hint["live_by_tile"]["7z"], 1, "{hint}");
    let output = hupai(
        &["check", "--rules", "zhuanzhuan-8-reds", "123m45p7777zJJJJJ"],
        None,
    );
    assert!(stdout(&output).contains("jokers"), "{}", stdout(&output));
    // A seven-pairs-only table: shanten has no standard form, melds are refused.
    let rules = temp_path("pairs-only.toml");
    std::fs::write(
        &rules,
        "standard = false\nhand_sizes = [14]\nthirteen_orphans = false\n",
    )
    .unwrap();
    let rules = rules.to_str().unwrap();
    let output = hupai(
        &[
            "shanten",
            "--rules",
            rules,
            "--format",
            "json",
            "1122m3344p556s7z8m",
        ],
        None,
    );
    let shanten = &json_lines(&output)[0];
    assert_eq!(
        shanten["by_form"]["standard"],
        serde_json::Value::Null,
        "{shanten}"
    );
    assert_eq!(shanten["by_form"]["seven_pairs"], 1, "{shanten}");
    let output = hupai(
        &["check", "--rules", rules, "--melds", "111p", "123m456m11z"],
        None,
    );
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains("concealed hand"),
        "{}",
        stderr(&output)
    );
    // Eight pairs: every command, JSON and batch, jokers and all-joker hands.
    let eight = temp_path("eight-pairs.toml");
    std::fs::write(
        &eight,
        "standard = false\nhand_sizes = [17]\nseven_pairs = \"off\"\nthirteen_orphans = false\n\
         eight_pairs = \"four-as-two-pairs\"\n",
    )
    .unwrap();
    let eight = eight.to_str().unwrap();
    let hands = "1122334455667788m9p\nJJJJJJJJJJJJJJJJJ\n1m\n11223344556677m1p2pJ\nnot a hand\n";
    let output = hupai(
        &["check", "--rules", eight, "--format", "json", "-"],
        Some(hands),
    );
    let lines = json_lines(&output);
    assert_eq!(
        lines[0]["forms"],
        serde_json::json!(["eight_pairs"]),
        "{}",
        lines[0]
    );
    assert_eq!(
        lines[1]["forms"],
        serde_json::json!(["eight_pairs"]),
        "{}",
        lines[1]
    );
    assert!(lines[2]["error"].is_string() && lines[4]["error"].is_string());
    assert_eq!(lines[3]["win"], true);
    let output = hupai(
        &[
            "shanten",
            "--rules",
            eight,
            "--format",
            "json",
            "112233445566m1234p5s",
        ],
        None,
    );
    let shanten = &json_lines(&output)[0];
    assert_eq!(shanten["by_form"]["eight_pairs"], 1, "{shanten}");
    let output = hupai(&["decompose", "--rules", eight, "JJJJJJJJJJJJJJJJJ"], None);
    assert!(
        stdout(&output).starts_with("JJJJJJJJJJJJJJJJJ: eight_pairs: "),
        "{}",
        stdout(&output)
    );
    // Jokers of their own suit: every command follows, in JSON too.
    let own_suit = temp_path("own-suit.toml");
    std::fs::write(
        &own_suit,
        "[jokers]\nkinds = [\"5p\"]\nstands_for = \"own-suit\"\n",
    )
    .unwrap();
    let own_suit = own_suit.to_str().unwrap();
    let output = hupai(
        &[
            "check",
            "--rules",
            own_suit,
            "--format",
            "json",
            "123m456m789m123p1z5p",
        ],
        None,
    );
    assert_eq!(json_lines(&output)[0]["win"], false);
    let output = hupai(&["waits", "--rules", own_suit, "123m456m789m11z4p5p"], None);
    assert_eq!(stdout(&output), "123456789m45p11z: waits 23456p1z\n");
    let output = hupai(&["hint", "--rules", own_suit, "123m456m789m12z45p"], None);
    assert!(stdout(&output).contains("shanten 1"), "{}", stdout(&output));
    // A wrong value names what the field takes.
    let bad = temp_path("bad-pairs.toml");
    std::fs::write(&bad, "[jokers]\nkinds = [\"7z\"]\ncopies = \"eight\"\n").unwrap();
    let output = hupai(&["check", "--rules", bad.to_str().unwrap(), "11m"], None);
    assert!(
        stderr(&output).contains("field `jokers.copies`"),
        "{}",
        stderr(&output)
    );
}
