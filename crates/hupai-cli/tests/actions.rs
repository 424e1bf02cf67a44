//! `hupai actions` answers every case of `conformance/actions.tsv` as the library
//! does: each rule set's contexts read from standard input, one menu line each.

use std::io::Write;
use std::process::{Command, Stdio};

fn corpus() -> Vec<(String, String, String)> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../conformance/actions.tsv");
    let text = std::fs::read_to_string(path).expect("conformance/actions.tsv");
    (text.lines().skip(3))
        .map(|line| {
            let mut columns = line.split('\t').map(str::to_string);
            let mut next = || columns.next().expect("three columns");
            (next(), next(), next())
        })
        .collect()
}

/// The corpus's folder, where its rules files are.
fn corpus_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../conformance")
}

/// The rules columns of the corpus, each once.
fn rule_sets(cases: &[(String, String, String)]) -> Vec<String> {
    let mut sets: Vec<String> = cases.iter().map(|c| c.0.clone()).collect();
    sets.sort();
    sets.dedup();
    sets
}

/// The lines `hupai actions --rules RULES -` prints for `contexts` (a rules file's
/// name, the file beside the corpus).
fn answers(rules: &str, contexts: &[&str], format: &str) -> Vec<String> {
    let rules = match rules.ends_with(".toml") {
        true => corpus_dir().join(rules).display().to_string(),
        false => rules.to_string(),
    };
    let mut child = Command::new(env!("CARGO_BIN_EXE_hupai"))
        .args(["actions", "--rules", &rules, "--format", format, "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let input = contexts.join("\n") + "\n";
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn the_command_line_answers_the_actions_corpus() {
    let cases = corpus();
    assert!(cases.len() > 50);
    for rules in rule_sets(&cases) {
        let rules = rules.as_str();
        let mine: Vec<&(String, String, String)> = cases.iter().filter(|c| c.0 == rules).collect();
        let contexts: Vec<&str> = mine.iter().map(|c| c.1.as_str()).collect();
        let lines = answers(rules, &contexts, "text");
        assert_eq!(lines.len(), mine.len(), "one line a context");
        for ((_, context, menu), line) in mine.iter().zip(&lines) {
            match menu.strip_prefix("error: ") {
                Some(error) => assert!(line.ends_with(error), "{context}: {line} ≠ {menu}"),
                None => assert_eq!(line, menu, "{context}"),
            }
        }
        // The JSON lines: a menu object for each answer, an error object otherwise.
        for ((_, context, menu), json) in mine.iter().zip(answers(rules, &contexts, "json")) {
            let value: serde_json::Value = serde_json::from_str(&json).expect("JSON");
            let is_error = value.get("error").is_some();
            assert_eq!(is_error, menu.starts_with("error: "), "{context}: {json}");
            if !is_error {
                let won = menu.contains("tsumo ") || menu.contains("ron ");
                assert_eq!(value["win"].is_object(), won, "{context}: {json}");
                assert_eq!(value["pass"].as_bool(), Some(menu.ends_with("pass")));
            }
        }
    }
}

#[test]
fn without_rules_the_rules_are_riichi() {
    let context = r#"{"hand": "123m456p789s1122z", "moment": {"discarded": "1z", "by": "left"}}"#;
    let output = Command::new(env!("CARGO_BIN_EXE_hupai"))
        .args(["actions", context])
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        "ron 3900; pon 11z; pass\n"
    );
    assert!(output.status.success());
}

// The server helper's other calls serve the other tests.
#[allow(dead_code)]
#[path = "common/server.rs"]
mod server;

/// The corpus through `POST /v1/actions`: each rule set's contexts as one batch, each
/// menu's JSON as the command line prints it, each refusal an `{"error"}` entry.
#[test]
fn the_api_answers_the_actions_corpus() {
    let served = server::Served::start(&[]);
    let cases = corpus();
    // (guobiao has no legal actions: every one of its contexts is refused.)
    for rules in rule_sets(&cases).iter().filter(|r| *r != "guobiao") {
        let rules = rules.as_str();
        let mine: Vec<&(String, String, String)> = cases.iter().filter(|c| c.0 == rules).collect();
        let contexts: Vec<serde_json::Value> = (mine.iter())
            .map(|c| serde_json::from_str(&c.1).unwrap_or(serde_json::Value::String(c.1.clone())))
            .collect();
        let mut body = serde_json::json!({"contexts": contexts});
        match rules.ends_with(".toml") {
            true => {
                body["rules_toml"] = std::fs::read_to_string(corpus_dir().join(rules))
                    .unwrap()
                    .into()
            }
            false => body["rules"] = rules.into(),
        }
        let reply = served.post_json("/v1/actions", &body);
        assert_eq!(reply.status, 200, "{}", reply.body);
        let json = reply.json();
        let results = json["results"].as_array().expect("results");
        let texts: Vec<&str> = mine.iter().map(|c| c.1.as_str()).collect();
        let lines = answers(rules, &texts, "json");
        for ((case, entry), line) in mine.iter().zip(results).zip(lines) {
            let printed: serde_json::Value = serde_json::from_str(&line).unwrap();
            match case.2.strip_prefix("error: ") {
                Some(error) => {
                    // JSON read from a value has no line and column to give.
                    let error = error.split(" at line ").next().unwrap();
                    let given = entry["error"].as_str().unwrap();
                    assert!(given.ends_with(error), "{}: {given}", case.1);
                }
                None => assert_eq!(entry, &printed, "{}", case.1),
            }
        }
    }
}
