//! `hupai actions` and `hupai settle` answer every case of `conformance/actions.tsv`
//! and `conformance/settlement.tsv` as the library does: each rule set's inputs read
//! from standard input, one answer a line; and so does the HTTP API.

use std::io::Write;
use std::process::{Command, Stdio};

/// The cases of `conformance/NAME`: rules, input, answer.
fn corpus(name: &str) -> Vec<(String, String, String)> {
    let path = corpus_dir().join(name);
    let text = std::fs::read_to_string(path).expect("a corpus file");
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

/// The lines `hupai COMMAND --rules RULES -` prints for `inputs` (a rules file's
/// name, the file beside the corpus).
fn answers(command: &str, rules: &str, inputs: &[&str], format: &str) -> Vec<String> {
    let rules = match rules.ends_with(".toml") {
        true => corpus_dir().join(rules).display().to_string(),
        false => rules.to_string(),
    };
    let mut child = Command::new(env!("CARGO_BIN_EXE_hupai"))
        .args([command, "--rules", &rules, "--format", format, "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let input = inputs.join("\n") + "\n";
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
    let cases = corpus("actions.tsv");
    assert!(cases.len() > 50);
    for rules in rule_sets(&cases) {
        let rules = rules.as_str();
        let mine: Vec<&(String, String, String)> = cases.iter().filter(|c| c.0 == rules).collect();
        let contexts: Vec<&str> = mine.iter().map(|c| c.1.as_str()).collect();
        let lines = answers("actions", rules, &contexts, "text");
        assert_eq!(lines.len(), mine.len(), "one line a context");
        for ((_, context, menu), line) in mine.iter().zip(&lines) {
            match menu.strip_prefix("error: ") {
                Some(error) => assert!(line.ends_with(error), "{context}: {line} ≠ {menu}"),
                None => assert_eq!(line, menu, "{context}"),
            }
        }
        // The JSON lines: a menu object for each answer, an error object otherwise.
        let jsons = answers("actions", rules, &contexts, "json");
        for ((_, context, menu), json) in mine.iter().zip(jsons) {
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

/// `conformance/settlement.tsv` through `hupai settle`: the JSON line the corpus
/// writes, the text line the library writes, each refusal's message.
#[test]
fn the_command_line_answers_the_settlement_corpus() {
    let cases = corpus("settlement.tsv");
    assert!(cases.len() > 40);
    for rules in rule_sets(&cases) {
        let rules = rules.as_str();
        let mine: Vec<&(String, String, String)> = cases.iter().filter(|c| c.0 == rules).collect();
        let inputs: Vec<&str> = mine.iter().map(|c| c.1.as_str()).collect();
        let jsons = answers("settle", rules, &inputs, "json");
        let texts = answers("settle", rules, &inputs, "text");
        assert_eq!((jsons.len(), texts.len()), (mine.len(), mine.len()));
        for (((_, input, settled), json), text) in mine.iter().zip(&jsons).zip(&texts) {
            let printed: serde_json::Value = serde_json::from_str(json).expect("JSON");
            match settled.strip_prefix("error: ") {
                Some(error) => {
                    assert!(text.ends_with(error), "{input}: {text} ≠ {settled}");
                    assert_eq!(printed["error"].as_str(), Some(error), "{input}");
                }
                None => {
                    let wanted: serde_json::Value = serde_json::from_str(settled).unwrap();
                    assert_eq!(printed, wanted, "{input}");
                    assert_eq!(text, &library_line(rules, input), "{input}");
                }
            }
        }
    }
}

/// The line the library writes for a settlement the corpus answers.
fn library_line(rules: &str, input: &str) -> String {
    let engine = match rules.ends_with(".toml") {
        true => {
            let loaded = hupai::rules::Rules::load(corpus_dir().join(rules)).unwrap();
            hupai::Engine::from_rules(loaded).unwrap()
        }
        false => hupai::Engine::builtin(rules).unwrap(),
    };
    let settlement: hupai::settlement::Settlement = serde_json::from_str(input).unwrap();
    engine.settle(&settlement).unwrap().to_string()
}

// The server helper's other calls serve the other tests.
#[allow(dead_code)]
#[path = "common/server.rs"]
mod server;

/// A corpus through `POST /v1/ENDPOINT`: each rule set's inputs as one batch (the
/// field `many`), each answer's JSON as the command line prints it, each refusal an
/// `{"error"}` entry.
fn the_api_answers(corpus_name: &str, command: &str, many: &str) {
    let served = server::Served::start(&[]);
    let cases = corpus(corpus_name);
    // (guobiao plays no riichi: every one of its inputs is refused.)
    for rules in rule_sets(&cases).iter().filter(|r| *r != "guobiao") {
        let rules = rules.as_str();
        let mine: Vec<&(String, String, String)> = cases.iter().filter(|c| c.0 == rules).collect();
        let inputs: Vec<serde_json::Value> = (mine.iter())
            .map(|c| serde_json::from_str(&c.1).unwrap_or(serde_json::Value::String(c.1.clone())))
            .collect();
        let mut body = serde_json::json!({ many: inputs });
        match rules.ends_with(".toml") {
            true => {
                body["rules_toml"] = std::fs::read_to_string(corpus_dir().join(rules))
                    .unwrap()
                    .into()
            }
            false => body["rules"] = rules.into(),
        }
        let endpoint = match command {
            "actions" => "/v1/actions",
            _ => "/v1/settle",
        };
        let reply = served.post_json(endpoint, &body);
        assert_eq!(reply.status, 200, "{}", reply.body);
        let json = reply.json();
        let results = json["results"].as_array().expect("results");
        let texts: Vec<&str> = mine.iter().map(|c| c.1.as_str()).collect();
        let lines = answers(command, rules, &texts, "json");
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

#[test]
fn the_api_answers_the_actions_corpus() {
    the_api_answers("actions.tsv", "actions", "contexts");
}

#[test]
fn the_api_answers_the_settlement_corpus() {
    the_api_answers("settlement.tsv", "settle", "settlements");
}
