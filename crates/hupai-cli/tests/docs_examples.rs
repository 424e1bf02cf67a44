//! Every command line example in the README and the docs runs as written and prints
//! what the page shows: each `$ hupai …` (or `$ printf … | hupai …`) line of a `text`
//! block, its output being the lines up to the next `$`, and the README's first
//! command (`cargo run --release -- ARGS`, run here as `hupai ARGS`) with the block
//! after it. A shown line holding `…` matches any line that starts with its text
//! before the `…`. Shown lines starting `hupai: ` are standard error's (the command's
//! reports of bad input), the others standard output's, which must be shown whole.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The pages whose examples are checked, from the repository's root.
const PAGES: &[&str] = &[
    "README.md",
    "docs/cli.md",
    "docs/rules.md",
    "docs/questions.md",
    "docs/scoring.md",
    "docs/guobiao.md",
    "docs/fan-tables.md",
    "docs/actions.md",
    "docs/design.md",
    "crates/hupai-c/README.md",
    "python/README.md",
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A command shown on a page and the output shown after it.
struct Example {
    page: &'static str,
    command: String,
    shown: Vec<String>,
}

/// The fenced blocks of a page: (info string, lines).
fn blocks(text: &str) -> Vec<(String, Vec<String>)> {
    let mut found = Vec::new();
    let mut open: Option<(String, Vec<String>)> = None;
    for line in text.lines() {
        match (&mut open, line.strip_prefix("```")) {
            (None, Some(info)) => open = Some((info.trim().to_string(), Vec::new())),
            (Some(_), Some(_)) => found.extend(open.take()),
            (Some((_, lines)), None) => lines.push(line.to_string()),
            (None, None) => {}
        }
    }
    found
}

fn examples(page: &'static str) -> Vec<Example> {
    let text = std::fs::read_to_string(root().join(page)).expect("the page reads");
    let blocks = blocks(&text);
    let mut found = Vec::new();
    for (index, (info, lines)) in blocks.iter().enumerate() {
        // The README's first command, and the block of output after it.
        let first = lines.first().map_or("", String::as_str);
        if let Some(args) = first.strip_prefix("cargo run --release -p hupai-cli -- ") {
            found.push(Example {
                page,
                command: format!("hupai {args}"),
                shown: blocks[index + 1].1.clone(),
            });
        }
        // A block of commands starts with one; other text blocks are output alone.
        if info != "text" || !first.starts_with("$ ") {
            continue;
        }
        for line in lines {
            match line.strip_prefix("$ ") {
                Some(command) => found.push(Example {
                    page,
                    command: command.to_string(),
                    shown: Vec::new(),
                }),
                None => found
                    .last_mut()
                    .expect("a command first")
                    .shown
                    .push(line.clone()),
            }
        }
    }
    found
}

fn matches(shown: &str, printed: &str) -> bool {
    match shown.split_once('…') {
        Some((start, _)) => printed.starts_with(start),
        None => shown == printed,
    }
}

#[test]
fn every_command_example_prints_what_its_page_shows() {
    let binary = PathBuf::from(env!("CARGO_BIN_EXE_hupai"));
    let path = format!(
        "{}:{}",
        binary.parent().expect("a directory").display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut checked = 0;
    for page in PAGES {
        for example in examples(page) {
            let run = Command::new("sh")
                .arg("-c")
                .arg(&example.command)
                .env("PATH", &path)
                .current_dir(root())
                .output()
                .expect("sh runs");
            let (shown_errors, shown_output): (Vec<&String>, Vec<&String>) =
                (example.shown.iter()).partition(|line| line.starts_with("hupai: "));
            let output = String::from_utf8_lossy(&run.stdout);
            let output: Vec<&str> = output.lines().collect();
            let errors = String::from_utf8_lossy(&run.stderr);
            let agree = output.len() == shown_output.len()
                && shown_output.iter().zip(&output).all(|(s, p)| matches(s, p))
                && shown_errors.iter().all(|s| errors.lines().any(|e| e == *s));
            assert!(
                agree,
                "{}: `{}` printed\n{}\n{errors}where the page shows\n{}",
                example.page,
                example.command,
                output.join("\n"),
                example.shown.join("\n")
            );
            checked += 1;
        }
    }
    // The README's first command and the examples of the CLI and question pages.
    assert!(checked >= 15, "only {checked} examples found");
    println!("{checked} examples checked");
}

/// The anchor GitHub gives a heading: lower case, punctuation but `-` and `_` dropped,
/// spaces as `-`.
fn anchor(heading: &str) -> String {
    (heading.trim().to_lowercase().chars())
        .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of a page's headings (outside code blocks).
fn anchors(text: &str) -> Vec<String> {
    let mut in_code = false;
    let mut found = Vec::new();
    for line in text.lines() {
        if line.starts_with("```") {
            in_code = !in_code;
        } else if !in_code && line.starts_with('#') {
            found.push(anchor(line.trim_start_matches('#')));
        }
    }
    found
}

/// The targets of a page's Markdown links `[text](target)`.
fn link_targets(text: &str) -> Vec<&str> {
    text.split("](")
        .skip(1)
        .filter_map(|rest| rest.split_once(')').map(|(target, _)| target))
        .collect()
}

#[test]
fn every_link_between_the_pages_resolves() {
    let mut pages: Vec<&str> = PAGES.to_vec();
    pages.extend(["tables/README.md", "CHANGELOG.md", "docs/PERFORMANCE.md"]);
    let mut checked = 0;
    for page in pages {
        let path = root().join(page);
        let text = std::fs::read_to_string(&path).expect("the page reads");
        for target in link_targets(&text) {
            if target.starts_with("https://") || target.starts_with("http://") {
                continue;
            }
            let (file, fragment) = target.split_once('#').unwrap_or((target, ""));
            let linked = match file {
                "" => path.clone(),
                file => path.parent().expect("a directory").join(file),
            };
            assert!(linked.exists(), "{page}: link to {target}: no such file");
            if !fragment.is_empty() {
                let linked_text = std::fs::read_to_string(&linked).expect("a page");
                assert!(
                    anchors(&linked_text).iter().any(|a| a == fragment),
                    "{page}: link to {target}: no such heading"
                );
            }
            checked += 1;
        }
    }
    assert!(checked >= 30, "only {checked} links found");
}
