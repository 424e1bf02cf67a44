//! `hupai score`: riichi scores and 国标 fans in text and JSON, legal waits, the
//! situation's options, batches that keep going past bad lines, and every kind of bad
//! input.

mod common;

use std::process::Output;

use common::{hupai, stderr, stdout};

fn text(output: &Output) -> (String, String) {
    (stdout(output), stderr(output))
}

#[test]
fn a_score_in_text() {
    let output = hupai(
        &[
            "score",
            "--rules",
            "riichi",
            "--seat",
            "south",
            "--riichi",
            "riichi",
            "--dora",
            "1m",
            "22m345m456p456678s",
        ],
        None,
    );
    assert!(output.status.success());
    let (out, _) = text(&output);
    assert_eq!(
        out,
        "22345m456p456678s: 5 han 30 fu mangan, ron 8000, total 8000; riichi 1, pinfu 1, tanyao 1, dora 2; \
         345m 456p 456s 678s 22m, won on 8s (two-sided)\n"
    );
}

#[test]
fn every_field_in_json() {
    let output = hupai(
        &[
            "score",
            "--rules",
            "riichi",
            "--format",
            "json",
            "--win",
            "6s",
            "--tsumo",
            "--honba",
            "1",
            "--sticks",
            "1",
            "22m340m456p456678s",
        ],
        None,
    );
    assert!(output.status.success());
    let (out, _) = text(&output);
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    for field in [
        "hand",
        "winning_tile",
        "has_yaku",
        "yaku",
        "yakuman",
        "han",
        "fu",
        "fu_parts",
        "dora",
        "ura_dora",
        "red_fives",
        "limit",
        "basic_points",
        "payment",
        "split",
        "wait",
    ] {
        assert!(json.get(field).is_some(), "{field} missing from {json}");
    }
    assert_eq!(json["winning_tile"], "6s");
    assert_eq!(json["red_fives"], 1); // the 0m
    assert_eq!(json["yaku"][0]["name"], "menzen tsumo");
    assert_eq!(json["yaku"][0]["japanese"], "門前清自摸和");
    // Dealer tsumo: menzen tsumo, pinfu, tanyao, red five: 4 han 20 fu, 2,600 all
    // and 100 honba from each, and a riichi stick.
    assert_eq!(
        (json["han"].as_u64(), json["fu"].as_u64()),
        (Some(4), Some(20))
    );
    assert_eq!(json["payment"]["non_dealer"], 2_700);
    assert_eq!(json["payment"]["total"], 9_100);
}

#[test]
fn waiting_hands_list_their_legal_waits() {
    let output = hupai(
        &[
            "score",
            "--rules",
            "riichi",
            "--seat",
            "south",
            "23m123p123s789s55z",
        ],
        None,
    );
    let (out, _) = text(&output);
    assert_eq!(
        out,
        "23m123p123789s55z: waits 1m (ron 8000, tsumo 8000), 4m (ron no yaku, tsumo 1100)\n"
    );
    let open = hupai(
        &[
            "score",
            "--rules",
            "riichi",
            "--melds",
            "789s",
            "--format",
            "json",
            "23m456p123s55z",
        ],
        None,
    );
    let (out, _) = text(&open);
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(json["waits"].as_array().unwrap().len(), 2);
    assert!(
        json["waits"]
            .as_array()
            .unwrap()
            .iter()
            .all(|w| w["ron"] == false && w["tsumo"] == false)
    );
}

#[test]
fn melds_with_concealed_kongs_and_no_yaku() {
    let output = hupai(
        &[
            "score",
            "--rules",
            "riichi",
            "--melds",
            "(1111m)",
            "--riichi",
            "riichi",
            "--seat",
            "s",
            "234m456p789s22s",
        ],
        None,
    );
    let (out, _) = text(&output);
    assert!(
        out.contains("1 han 70 fu") && out.contains("(1111m)"),
        "{out}"
    );
    let open = hupai(
        &[
            "score",
            "--rules",
            "riichi",
            "--melds",
            "789s",
            "--seat",
            "w",
            "234567m22p345s",
            "--win",
            "7m",
        ],
        None,
    );
    let (out, _) = text(&open);
    assert_eq!(out, "234567m22p345s: no yaku (won on 7m; 0 dora)\n");
}

#[test]
fn a_batch_keeps_going_past_bad_lines() {
    let input = "123m456p789s11122z\n1m\nnot a hand\n\n123m456p789s11122z\n19m19p19s1234567z1m\n";
    let output = hupai(
        &["score", "--rules", "riichi", "--riichi", "riichi", "-"],
        Some(input),
    );
    assert_eq!(output.status.code(), Some(1));
    let (out, err) = text(&output);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 6, "{out}");
    assert!(lines[0].contains("riichi 1"));
    assert!(lines[1].contains("error"));
    assert!(lines[2].contains("error"));
    assert_eq!(lines[3], "");
    assert!(lines[5].contains("double yakuman"), "{}", lines[5]);
    assert!(err.contains("line 2") && err.contains("line 3"), "{err}");
}

#[test]
fn bad_options_and_situations_are_clear_errors() {
    let run = |args: &[&str]| {
        let mut all = vec!["score", "--rules", "riichi"];
        all.extend_from_slice(args);
        all.push("123m456p789s11122z");
        let output = hupai(&all, None);
        let (out, err) = text(&output);
        (output.status.code(), out, err)
    };
    let (code, _, err) = run(&["--seat", "up"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("`seat`") && err.contains("a wind"), "{err}");
    let (code, _, err) = run(&["--dora", "1m2m3m4m5m6m"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("`dora`") && err.contains("at most 5"), "{err}");
    let (code, _, err) = run(&["--dora", "J"]);
    assert_eq!(code, Some(2), "{err}");
    let (code, _, err) = run(&["--win", "9z"]);
    assert_eq!(code, Some(2), "{err}");
    let (code, out, err) = run(&["--ippatsu"]);
    assert_eq!(code, Some(1));
    assert!(
        out.contains("ippatsu without riichi") && err.contains("ippatsu"),
        "{out} {err}"
    );
    let (code, out, _) = run(&["--after-kong", "--tsumo"]);
    assert_eq!(code, Some(1));
    assert!(out.contains("no kong"), "{out}");
    let (code, out, _) = run(&["--win", "3z"]);
    assert_eq!(code, Some(1));
    assert!(out.contains("not in the hand"), "{out}");
    let standard = hupai(&["score", "123m456p789s11122z"], None);
    assert_eq!(standard.status.code(), Some(1));
    assert!(text(&standard).0.contains("do not score"));
}

#[test]
fn ugly_hands_under_every_rule_set() {
    let rules = [
        "standard",
        "riichi",
        "sanma",
        "changsha",
        "hongzhong",
        "sichuan",
        "taiwan",
        "guobiao",
        "wind-runs",
        "strict-jokers",
        "zhuanzhuan-8-reds",
    ];
    for name in rules {
        for hand in [
            "1m",
            "JJJJJJJJJJJJJJJJJ",
            "11122233344455566m",
            "J",
            "1122334455667J",
            "123m456p789s11122z",
        ] {
            for (format, extra) in [
                ("text", "--tsumo"),
                ("json", "--flowers=8"),
                ("text", "--last-of-kind"),
            ] {
                let output = hupai(
                    &["score", "--rules", name, "--format", format, extra, hand],
                    None,
                );
                assert!(
                    matches!(output.status.code(), Some(0 | 1)),
                    "{name} {hand}: {output:?}"
                );
                assert!(!output.stdout.is_empty(), "{name} {hand}");
            }
        }
    }
}

#[test]
fn guobiao_fans_in_text_and_json() {
    let output = hupai(
        &[
            "score",
            "--rules",
            "guobiao",
            "--melds",
            "777z",
            "--tsumo",
            "--seat",
            "south",
            "--flowers",
            "2",
            "123456789m99m",
        ],
        None,
    );
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        text(&output).0,
        "12345678999m: 27 fans (2 flowers), a win; 清龙 16, 混一色 6, 箭刻 2, 自摸 1, 花牌 1 ×2; \
         123m 456m 789m [777z] 99m\n"
    );
    let output = hupai(
        &[
            "score",
            "--rules",
            "guobiao",
            "--format",
            "json",
            "--melds",
            "234m 678p",
            "--win",
            "3s",
            "--last-of-kind",
            "345777s55z",
        ],
        None,
    );
    assert!(output.status.success(), "{output:?}");
    let json: serde_json::Value = serde_json::from_str(&text(&output).0).unwrap();
    assert_eq!(json["legal"], false);
    assert_eq!(json["fans"][0]["name"], "和绝张");
    assert_eq!(json["fans"][0]["english"], "Last Tile");
    assert_eq!(
        (json["fan_total"].as_u64(), json["minimum"].as_u64()),
        (Some(4), Some(8))
    );
    assert_eq!(json["reading"], "345s 777s [234m] [678p] 55z");
    assert_eq!(json["winning_tile"], "3s");
}

#[test]
fn guobiao_waits_and_errors() {
    let output = hupai(
        &[
            "score",
            "--rules",
            "guobiao",
            "--melds",
            "234m 678p",
            "45777s55z",
        ],
        None,
    );
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        text(&output).0,
        "45777s55z: waits 36s (ron 8 fans, tsumo 1 fan, no win)\n"
    );
    let input = "123m456p789s11123z\n19m19p19s1234567z1m\n1m\n";
    let output = hupai(
        &["score", "--rules", "guobiao", "--flowers", "1", "-"],
        Some(input),
    );
    assert_eq!(output.status.code(), Some(1));
    let (out, err) = text(&output);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].contains("does not win"), "{out}");
    assert!(
        lines[1].contains("89 fans (1 flowers), a win; 十三幺 88, 花牌 1"),
        "{out}"
    );
    assert!(lines[2].contains("error"), "{out}");
    assert!(err.contains("line 1") && err.contains("line 3"), "{err}");
    for (option, message) in [
        ("--flowers=9", "the wall has 8"),
        (
            "--riichi=riichi",
            "`riichi` is not counted by guobiao scoring",
        ),
        (
            "--first-turn",
            "`first_turn` is not counted by guobiao scoring",
        ),
        ("--kong-discard", "`kong_discard` is not counted by guobiao"),
        ("--situation=honba=2", "`honba` is not counted by guobiao"),
    ] {
        let output = hupai(
            &["score", "--rules", "guobiao", option, "19m19p19s1234567z1m"],
            None,
        );
        assert_eq!(output.status.code(), Some(1), "{option}");
        assert!(text(&output).0.contains(message), "{option}: {output:?}");
    }
    let output = hupai(
        &[
            "score",
            "--rules",
            "riichi",
            "--flowers",
            "2",
            "19m19p19s1234567z1m",
        ],
        None,
    );
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output).0.contains("flowers"), "{output:?}");
}

/// Red fives in called melds and concealed kongs count as the hand's do (they were
/// dropped: 1,500 instead of 2,900); under 国标 a `0` is a plain five.
#[test]
fn red_fives_in_melds_count() {
    let total = |rules: &str, melds: &str, hand: &str| {
        let args = [
            "score", "--rules", rules, "--melds", melds, "--format", "json",
        ];
        let output = hupai(&[&args[..], &["--win", "8s", hand]].concat(), None);
        assert!(output.status.success(), "{}", stderr(&output));
        let json: serde_json::Value = serde_json::from_str(&stdout(&output)).expect("JSON");
        (
            json["red_fives"].as_u64(),
            json["payment"]["total"].as_u64(),
        )
    };
    assert_eq!(
        total("riichi", "067s", "22m345m456p678s"),
        (Some(1), Some(2_900))
    );
    assert_eq!(
        total("riichi", "678s", "22m345m456p678s"),
        (Some(0), Some(1_500))
    );
    assert_eq!(total("riichi", "(0555p)", "22m345m678s678s").0, Some(1));
    assert_eq!(
        total("riichi", "067s", "22m340m456p678s"),
        (Some(2), Some(5_800))
    );
}

/// A joker kind of eight copies written as itself, above four, and its waits.
#[test]
fn eight_reds_written_as_reds() {
    let output = hupai(
        &["score", "--rules", "zhuanzhuan-8-reds", "7777z11223m456p9s"],
        None,
    );
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(
        stdout(&output).contains("waits 12456789m"),
        "{}",
        stdout(&output)
    );
    let output = hupai(
        &[
            "score",
            "--rules",
            "zhuanzhuan-8-reds",
            "--tsumo",
            "--win",
            "9s",
            "77777z123m456p999s",
        ],
        None,
    );
    assert!(output.status.success(), "{}", stderr(&output));
    let output = hupai(
        &["score", "--rules", "zhuanzhuan-8-reds", "777777777z123m9s"],
        None,
    );
    assert!(stderr(&output).contains("the rules' wall holds 8 of this joker kind"));
}

/// Waits worth the same are written once, their tiles together: a 红中 hand waiting on
/// 28 kinds is one short line, not 28 alike; a point is singular.
#[test]
fn waits_worth_the_same_are_written_once() {
    let output = hupai(
        &["score", "--rules", "hongzhong", "7777z11223m456p9s"],
        None,
    );
    assert!(output.status.success(), "{output:?}");
    let (out, _) = text(&output);
    assert!(out.lines().count() == 1 && out.len() < 200, "{out}");
    assert!(
        out.contains("waits 12456789m123789p12345678s (ron 4 points, tsumo 4 points), "),
        "{out}"
    );
    let output = hupai(
        &[
            "score",
            "--rules",
            "hongzhong",
            "--win",
            "2m",
            "123m456p789s11222m",
        ],
        None,
    );
    let (out, _) = text(&output);
    assert!(!out.contains(" 1 points"), "{out}");
    let output = hupai(&["score", "--rules", "sichuan", "123m456p789m1122m"], None);
    let (out, _) = text(&output);
    assert!(out.contains("point") && !out.contains(" 1 points"), "{out}");
}

/// Below mangan a riichi score's limit is `null` in JSON, not an empty string.
#[test]
fn no_limit_is_null_in_json() {
    let limit = |args: &[&str]| {
        let output = hupai(
            &[&["score", "--rules", "riichi", "--format", "json"], args].concat(),
            None,
        );
        assert!(output.status.success(), "{output:?}");
        let json: serde_json::Value = serde_json::from_str(text(&output).0.trim()).unwrap();
        json["limit"].clone()
    };
    assert!(limit(&["--win", "8s", "22m345m456p678s678s"]).is_null());
    assert_eq!(
        limit(&["--tsumo", "--win", "1z", "111222333z444m11p"]),
        "yakuman"
    );
}

/// Every situation field is an option, named by the library's list (its aliases
/// too), and `--situation` takes them all as words; the two agree.
#[test]
fn situation_options_come_from_the_librarys_list() {
    let json = |args: &[&str]| {
        let mut all = vec!["score", "--format", "json"];
        all.extend_from_slice(args);
        let output = hupai(&all, None);
        assert!(output.status.success(), "{args:?}: {output:?}");
        text(&output).0
    };
    let hand = "111m999m123p11122z";
    let by_options = json(&[
        "--rules", "sanma", "--tsumo", "--kita", "2", "--dora", "3z", hand,
    ]);
    let by_aliases = json(&[
        "--rules",
        "sanma",
        "--tsumo=true",
        "--nukidora",
        "2",
        "--dora-indicators",
        "3z",
        hand,
    ]);
    let by_words = json(&[
        "--rules",
        "sanma",
        "--situation",
        "tsumo kita=2 dora=3z",
        hand,
    ]);
    assert_eq!(by_options, by_aliases);
    assert_eq!(by_options, by_words);
    assert!(by_options.contains("\"han\":11"), "{by_options}");
    let help = text(&hupai(&["score", "--help"], None)).0;
    for field in hupai::scoring::FIELDS {
        let option = format!("--{}", field.name().replace('_', "-"));
        assert!(help.contains(&option), "{option} in --help");
    }
}
