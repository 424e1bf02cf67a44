//! The conformance corpus (`conformance/cases.tsv`, described in its README) through
//! the command line: each engine and question is one run of `hupai` with the
//! corpus's hands as arguments and `--format json`; every answer, written as the
//! corpus writes it, must equal the case's.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use hupai::Hand;
use serde_json::{Value, json};

// The server and its client; serve.rs uses what this file does not.
#[allow(dead_code)]
#[path = "common/server.rs"]
mod server;

struct Case {
    line: usize,
    hand: String,
    answer: String,
}

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../conformance")
}

/// The cases grouped by engine and question: (rules, joker kinds, melds, question).
fn cases() -> BTreeMap<[String; 4], Vec<Case>> {
    let text = std::fs::read_to_string(corpus_dir().join("cases.tsv")).unwrap();
    let mut groups: BTreeMap<[String; 4], Vec<Case>> = BTreeMap::new();
    for (i, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.starts_with("rules\t") {
            continue;
        }
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 6, "line {}: six fields", i + 1);
        let key = [0, 1, 2, 3].map(|f| fields[f].to_string());
        groups.entry(key).or_default().push(Case {
            line: i + 1,
            hand: fields[4].to_string(),
            answer: fields[5].to_string(),
        });
    }
    groups
}

/// The command (and the API's endpoint) that answers a corpus question.
fn subcommand(question: &str) -> &str {
    match question {
        "check" | "is_win" => "check",
        "shanten" | "shanten_forms" => "shanten",
        "decompositions" => "decompose",
        "ukeire" | "discards" | "discard_masks" => "hint",
        other => other,
    }
}

/// The command and its options for one engine and question.
fn command(key: &[String; 4]) -> Command {
    let [rules, joker_kinds, melds, question] = key;
    let subcommand = subcommand(question);
    let mut command = Command::new(env!("CARGO_BIN_EXE_hupai"));
    command.args([subcommand, "--format", "json", "--rules"]);
    if rules.ends_with(".toml") {
        command.arg(corpus_dir().join(rules));
    } else {
        command.arg(rules);
    }
    for kind in joker_kinds.split(' ').filter(|k| *k != "-") {
        command.args(["--joker-tile", kind]);
    }
    if melds != "-" {
        command.args(["--melds", melds]);
    }
    command
}

fn names(value: &Value) -> Vec<String> {
    let list = value.as_array().expect("a list");
    list.iter()
        .map(|v| v.as_str().expect("a name").to_string())
        .collect()
}

fn list(items: Vec<String>) -> String {
    if items.is_empty() {
        "-".into()
    } else {
        items.join(" ")
    }
}

/// Tiles as MPSZ text (the library's own writing of a hand).
fn mpsz(tiles: &[String]) -> String {
    let text: String = tiles.concat();
    text.parse::<Hand>().expect("tiles").to_string()
}

/// A group of the JSON as the library writes it: real tiles, then the stand-ins in
/// brackets; `J`s for jokers that stand for anything.
fn group_text(group: &Value) -> String {
    let tiles = group["tiles"].as_array().unwrap();
    if group["kind"] == "any" {
        return "J".repeat(tiles.len());
    }
    let mut real = names(&group["tiles"]);
    let stand_ins = names(&group["jokers"]);
    for joker in &stand_ins {
        let at = real.iter().position(|t| t == joker).unwrap();
        real.remove(at);
    }
    let bracket = match stand_ins.is_empty() {
        true => String::new(),
        false => format!("[{}]", mpsz(&stand_ins)),
    };
    match real.is_empty() {
        true => bracket,
        false => mpsz(&real) + &bracket,
    }
}

fn decompositions_text(all: &[Value]) -> String {
    let mut lines: Vec<String> = all
        .iter()
        .map(|d| {
            let groups = ["melds", "pairs", "singles"].iter();
            let mut texts: Vec<String> = groups
                .flat_map(|part| d[part].as_array().unwrap().iter().map(group_text))
                .collect();
            texts.sort();
            format!("{}: {}", d["form"].as_str().unwrap(), texts.join(" "))
        })
        .collect();
    lines.sort();
    if lines.is_empty() {
        "-".into()
    } else {
        lines.join(" | ")
    }
}

fn shanten_forms_text(line: &Value) -> String {
    let value = |v: &Value| v.as_i64().map_or("-".to_string(), |v| v.to_string());
    let mut text = format!("best={}", value(&line["shanten"]));
    for (form, shanten) in line["by_form"].as_object().unwrap() {
        text += &format!(" {form}={}", value(shanten));
    }
    text
}

fn live_text(live_by_tile: &Value) -> Vec<String> {
    let by_tile = live_by_tile.as_object().unwrap();
    (by_tile.iter())
        .map(|(tile, live)| format!("{tile}:{live}"))
        .collect()
}

/// One JSON line's answer to `question`, written as the corpus writes it.
fn answer(question: &str, line: &Value) -> String {
    if line.get("error").is_some() {
        // `check` refuses a hand the rules do not play, which is no win; a hand
        // that is no hand at all is an error for every question.
        let is_hand = line["hand"].as_str().unwrap().parse::<Hand>().is_ok();
        if question == "is_win" && is_hand {
            return "false".into();
        }
        return "error hand".into();
    }
    match question {
        "check" => list(names(&line["forms"])),
        "is_win" => line["win"].to_string(),
        "waits" => format!(
            "{} | {}",
            list(names(&line["waits"])),
            list(names(&line["exhausted"]))
        ),
        "shanten" => line["shanten"].to_string(),
        "shanten_forms" => shanten_forms_text(line),
        "decompositions" => match line["decompositions"].as_array() {
            Some(all) => decompositions_text(all),
            None => "-".into(),
        },
        "ukeire" => format!(
            "{} | {}",
            line["shanten"],
            list(live_text(&line["live_by_tile"]))
        ),
        "discards" => {
            let Some(discards) = line["discards"].as_array() else {
                panic!("no discards in {line}");
            };
            let discards = discards.iter();
            let texts = discards.map(|d| {
                let discard = d["discard"].as_str().unwrap();
                format!("{discard}:{}:{}", d["shanten"], d["live"])
            });
            format!("{} | {}", line["shanten"], list(texts.collect()))
        }
        "discard_masks" => format!(
            "{} | {} | {}",
            line["shanten"],
            list(names(&line["keep"])),
            list(names(&line["raise"]))
        ),
        other => panic!("unknown question {other}"),
    }
}

#[test]
fn the_command_line_answers_every_case_of_the_corpus() {
    let mut checked = 0;
    let mut wrong = Vec::new();
    for (key, cases) in cases() {
        let mut command = command(&key);
        command.args(cases.iter().map(|c| &c.hand));
        let output = command.output().unwrap();
        let stdout = String::from_utf8(output.stdout).unwrap();
        let lines: Vec<&str> = stdout.lines().collect();
        assert_eq!(lines.len(), cases.len(), "{key:?}: a line per hand");
        for (case, line) in cases.iter().zip(lines) {
            let json: Value = serde_json::from_str(line).unwrap();
            let given = answer(&key[3], &json);
            if given != case.answer {
                wrong.push(format!(
                    "line {} ({key:?} {:?}): expected {:?}, the command line gave {given:?}",
                    case.line, case.hand, case.answer
                ));
            }
            checked += 1;
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {checked} cases:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    assert!(checked > 2000, "the whole corpus: {checked} cases");
}

/// `hupai score`'s option for the corpus's situation words: the words themselves.
fn situation_options(words: &str) -> Vec<String> {
    match words {
        "-" => vec![],
        words => vec!["--situation".into(), words.into()],
    }
}

/// A score's JSON written as the corpus writes `question`'s answer; the command
/// scores with the rules' own scorer, so another scorer asked is an error.
fn scoring_answer(question: &str, json: &Value) -> String {
    if let Some(error) = json.get("error") {
        // A legal win is the score's verdict: no win is false, any other refusal
        // an error.
        let no_win = error.as_str() == Some(&hupai::error::ScoreError::NotAWin.to_string());
        return match question {
            "is_legal_win" if no_win => "false".into(),
            _ => "error".into(),
        };
    }
    let riichi = json.get("has_yaku").is_some();
    let guobiao = json.get("fan_total").is_some();
    let number = |key: &str| json[key].as_u64().expect(key).to_string();
    match question {
        "score" if riichi => {
            let total = json["payment"]["total"].as_u64().expect("total");
            format!(
                "{} {} {} {total}",
                number("han"),
                number("fu"),
                number("red_fives")
            )
        }
        "score_guobiao" if guobiao => {
            format!(
                "{} {} {}",
                number("fan_total"),
                number("total"),
                json["legal"]
            )
        }
        "score_table" if !riichi && !guobiao => {
            format!("{} {} {}", number("total"), number("points"), json["legal"])
        }
        "is_legal_win" if riichi => json["has_yaku"].to_string(),
        "is_legal_win" => json["legal"].to_string(),
        "legal_waits" => {
            let waits = json["waits"].as_array().expect("waits");
            let each: Vec<String> = (waits.iter())
                .map(|w| {
                    let field = |k: &str| w[k].to_string().trim_matches('"').to_string();
                    ["tile", "ron", "tsumo", "ron_points", "tsumo_points"]
                        .map(field)
                        .join(":")
                })
                .collect();
            if each.is_empty() {
                "-".into()
            } else {
                each.join(" ")
            }
        }
        _ => "error".into(),
    }
}

/// The scoring corpus's cases: each line and its six fields (rules, melds, question,
/// situation words, hand, answer).
fn scoring_cases() -> Vec<(&'static str, [&'static str; 6])> {
    let text = std::fs::read_to_string(corpus_dir().join("scoring.tsv")).unwrap();
    let text: &'static str = text.leak();
    (text.lines())
        .filter(|l| !l.starts_with('#') && !l.starts_with("rules\t"))
        .map(|line| {
            let fields = <[&str; 6]>::try_from(line.split('\t').collect::<Vec<_>>());
            (line, fields.expect("six fields"))
        })
        .collect()
}

/// `hupai score --format json` with a scoring case's rules, melds and situation.
fn score_command(rules: &str, melds: &str, words: &str) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_hupai"));
    command.args(["score", "--format", "json", "--rules", rules]);
    if melds != "-" {
        command.args(["--melds", melds]);
    }
    command.args(situation_options(words));
    command
}

/// The scoring corpus (`conformance/scoring.tsv`): one `hupai score --format json`
/// a case, the hand and melds as text, the red fives counted by the command.
#[test]
fn the_command_answers_every_scoring_case() {
    let mut cases = 0;
    for (line, [rules, melds, question, words, hand, expected]) in scoring_cases() {
        let mut command = score_command(rules, melds, words);
        command.arg(hand);
        let output = command.output().expect("hupai runs");
        let stdout = String::from_utf8(output.stdout).expect("UTF-8");
        if stdout.trim().is_empty() {
            // Melds the rules refuse, a situation field unknown or a value it does not
            // take: the command refuses its options, every question.
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert!(
                (stderr.contains("--melds")
                    || stderr.contains("situation field")
                    || stderr.contains("takes"))
                    && output.status.code() == Some(2),
                "{line}: {stderr}"
            );
            assert_eq!("error", expected, "{line}");
            cases += 1;
            continue;
        }
        let json: Value = serde_json::from_str(stdout.trim()).expect("one JSON line");
        assert_eq!(scoring_answer(question, &json), expected, "{line}");
        cases += 1;
    }
    assert!(cases >= 50, "the whole scoring corpus");
}

/// The JSON lines the command line prints for `hands` asked as `command` asks.
fn command_line_json(mut command: Command, hands: &[&str]) -> Vec<Value> {
    let output = command.args(hands).output().expect("hupai runs");
    let stdout = String::from_utf8(output.stdout).expect("UTF-8");
    (stdout.lines())
        .map(|line| serde_json::from_str(line).expect("a JSON line"))
        .collect()
}

/// The corpus's engine as the HTTP API's request fields, `hands` added.
fn api_request(key: &[String; 4], hands: &[&str]) -> Value {
    let [rules, joker_kinds, melds, _] = key;
    let mut request = json!({ "hands": hands });
    if rules.ends_with(".toml") {
        let text = std::fs::read_to_string(corpus_dir().join(rules)).unwrap();
        request["rules_toml"] = text.into();
    } else {
        request["rules"] = rules.as_str().into();
    }
    let kinds: Vec<&str> = joker_kinds.split(' ').filter(|k| *k != "-").collect();
    request["joker_tiles"] = json!(kinds);
    if melds != "-" {
        request["melds"] = melds.as_str().into();
    }
    request
}

/// The HTTP API answers every case of the corpus, and the scoring corpus, with the
/// very JSON the command line prints (which the tests above hold to the corpus).
#[test]
fn the_http_api_answers_every_case_as_the_command_line() {
    let served = server::Served::start(&[]);
    let mut checked = 0;
    for (key, cases) in cases() {
        let hands: Vec<&str> = cases.iter().map(|c| c.hand.as_str()).collect();
        let expected = command_line_json(command(&key), &hands);
        let path = format!("/v1/{}", subcommand(&key[3]));
        let reply = served.post_json(&path, &api_request(&key, &hands));
        assert_eq!(reply.status, 200, "{key:?}: {}", reply.body);
        assert_eq!(reply.json()["results"], json!(expected), "{key:?}");
        checked += cases.len();
    }
    assert!(checked > 2000, "the whole corpus: {checked} cases");
    for (line, [rules, melds, _, words, hand, _]) in scoring_cases() {
        let expected = command_line_json(score_command(rules, melds, words), &[hand]);
        let key = [rules, "-", melds, "score"].map(String::from);
        let mut request = api_request(&key, &[]);
        request.as_object_mut().unwrap().remove("hands");
        request["hand"] = hand.into();
        request["situation"] = situation_json(words);
        let reply = served.post_json("/v1/score", &request);
        if expected.is_empty() {
            // Melds or situation words the command refused: the API names the field.
            let error = &reply.json()["error"];
            let field = error["field"].as_str();
            assert!(
                reply.status == 422 && matches!(field, Some("melds" | "situation")),
                "{line}: {error}"
            );
            continue;
        }
        let answer = match reply.status {
            200 => reply.json(),
            _ => json!({"hand": hand, "error": reply.json()["error"]["message"]}),
        };
        assert_eq!(answer, expected[0], "{line}");
    }
}

/// The API's `situation` for the corpus's situation words: the words themselves
/// (the API also takes an object of fields; `tests/serve.rs` asks both).
fn situation_json(words: &str) -> Value {
    match words {
        "-" => json!({}),
        words => words.into(),
    }
}
