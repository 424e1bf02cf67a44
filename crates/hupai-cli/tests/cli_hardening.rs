//! The command line under the hardening issue's defects: many waits, one output line
//! per input whatever it holds, closed pipes, huge lines in bounded memory, and a
//! table file never written over its rules.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn command(args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_hupai"));
    command.args(args);
    command
}

/// Runs with `input` on standard input, both outputs captured.
fn run(args: &[&str], input: &[u8]) -> Output {
    feed(command(args), input)
}

/// Runs `command` with `input` on standard input, both outputs captured.
fn feed(mut command: Command, input: &[u8]) -> Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut pipe = child.stdin.take().unwrap();
    let input = input.to_vec();
    let writer = std::thread::spawn(move || pipe.write_all(&input));
    let output = child.wait_with_output().unwrap();
    let _ = writer.join();
    output
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

const EVERY_KIND: &str = "123456789m123456789p123456789s1234567z";

#[test]
fn many_waits_in_every_mode() {
    let output = run(&["waits", "J", "1zJJJ", "23m11z"], b"");
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert_eq!(
        text(&output.stdout),
        format!("J: waits {EVERY_KIND}\n1zJJJ: waits {EVERY_KIND}\n23m11z: waits 14m\n")
    );
    let output = run(&["waits", "--format", "json", "-"], b"JJJJ\n11zz\n23m11z\n");
    let lines: Vec<String> = text(&output.stdout).lines().map(String::from).collect();
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert!(lines[0].contains("\"7z\""));
    assert!(lines[1].contains("\"error\""));
    assert!(lines[2].contains("\"4m\""));
    assert_eq!(output.status.code(), Some(1));
    let output = run(&["waits", "--joker-tile", "7z", "123m456p789s1m777z"], b"");
    assert_eq!(
        text(&output.stdout),
        format!("1123m456p789s777z: waits {EVERY_KIND}\n")
    );
}

#[test]
fn one_line_per_input_whatever_it_holds() {
    let output = run(&["check", "12x\n3m", "123m\n456p789s11122z", "\u{7}"], b"");
    let stdout = text(&output.stdout);
    assert_eq!(stdout.lines().count(), 3, "{stdout}");
    assert!(
        stdout
            .lines()
            .next()
            .unwrap()
            .starts_with("12x\\n3m: error")
    );
    assert!(stdout.contains("123m456p789s11122z: win"));
    assert_eq!(text(&output.stderr).lines().count(), 2);
}

/// A 10 MB line is reported and skipped in a few megabytes: run under a 64 MB
/// address-space limit, the old reader (16 bytes a digit) could not start on it.
#[test]
fn huge_line_in_bounded_memory() {
    let mut input = vec![b'1'; 10 << 20];
    input.extend_from_slice(b"\n11m\n");
    input.extend(std::iter::repeat_n(0u8, 1 << 20));
    input.extend_from_slice(b"\n");
    let limited = format!(
        "ulimit -v 262144 && exec {} check --format json -",
        env!("CARGO_BIN_EXE_hupai")
    );
    let mut shell = Command::new("sh");
    shell.args(["-c", &limited]);
    let output = feed(shell, &input);
    let stdout = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{}", text(&output.stderr));
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{}", &stdout[..stdout.len().min(500)]);
    assert!(
        lines[0].len() < 300 && lines[0].contains("\"line\":1"),
        "{}",
        lines[0]
    );
    assert!(lines[1].contains("\"win\":true"));
    assert!(lines[2].len() < 300 && lines[2].contains("\"line\":3"));
    assert!(output.stderr.len() < 1_000);
}

/// Whoever reads our output may stop (`| head`): no panic, a quiet exit.
#[test]
fn closed_pipes_end_quietly() {
    let dir = std::env::temp_dir().join(format!("hupai-pipes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let rules = dir.join("house.toml");
    std::fs::write(&rules, "pair = \"258\"\n").unwrap();
    let table = dir.join("house.hupai");
    let rules_arg = rules.to_str().unwrap();
    let table_arg = table.to_str().unwrap();
    assert!(
        run(&["tables", "build", rules_arg, "-o", table_arg], b"")
            .status
            .success()
    );
    for args in [
        vec!["bench", "--millis", "1"],
        vec!["tables", "build", rules_arg, "-o", table_arg],
        vec!["tables", "verify", table_arg],
    ] {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let output = command(&args)
            .stdout(writer)
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        let stderr = text(&output.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert_eq!(output.status.code(), Some(0), "{args:?}: {stderr}");
    }
    // A closed standard error in batch mode: every line is still answered.
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let mut child = command(&["check", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(writer)
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"11zz\n11m\n1zz\n22m\n")
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert_eq!(text(&output.stdout).lines().count(), 4);
    assert_eq!(output.status.code(), Some(1));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn tables_build_keeps_the_rules_file() {
    let dir = std::env::temp_dir().join(format!("hupai-overwrite-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let rules = dir.join("house.toml");
    std::fs::write(&rules, "pair = \"258\"\n").unwrap();
    let path = rules.to_str().unwrap();
    let output = run(&["tables", "build", path, "-o", path], b"");
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output.stderr).contains("will not write a table file"));
    assert_eq!(std::fs::read_to_string(&rules).unwrap(), "pair = \"258\"\n");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Hardening II, items 1, 2, 4 and 5, from the command line.
#[test]
fn hardening_ii_from_the_command_line() {
    // 1: shanten -1 is a win, with melds exposed and jokers that may not be fifths.
    let strict = ["--rules", "strict-jokers", "--melds", "333s"];
    let shanten = run(&[&["shanten"][..], &strict, &["3sJ"]].concat(), b"");
    assert_eq!(
        text(&shanten.stdout),
        "3sJ: shanten 0 (waiting); standard 0\n"
    );
    let check = run(&[&["check"][..], &strict, &["3sJ"]].concat(), b"");
    assert_eq!(text(&check.stdout), "3sJ: no win\n");
    let melds = ["--melds", "345m,456m,789m,333s", "--joker-tile", "7z"];
    let hint = run(
        &[&["hint", "--rules", "strict-jokers"][..], &melds, &["3s"]].concat(),
        b"",
    );
    assert!(
        text(&hint.stdout).starts_with("3s: shanten 1;"),
        "{}",
        text(&hint.stdout)
    );
    // 2: joker kinds under rules that play no jokers are a usage error.
    let refused = run(
        &[
            "shanten",
            "--rules",
            "sichuan",
            "--joker-tile",
            "8m",
            "1234479m56p2s",
        ],
        b"",
    );
    assert_eq!(refused.status.code(), Some(2));
    assert!(
        text(&refused.stderr).contains("max = 0"),
        "{}",
        text(&refused.stderr)
    );
    // 4: one output line per input line, hints included.
    let batch = run(&["hint", "-"], b"12389m\n123m456p789s1122z\n# note\n");
    assert_eq!(
        text(&batch.stdout).lines().count(),
        3,
        "{}",
        text(&batch.stdout)
    );
    // 5: long option values are quoted as a short excerpt.
    let long = "x".repeat(100_000);
    for option in ["--rules", "--tables", "--melds", "--joker-tile"] {
        let output = run(&["check", option, &long, "11m"], b"");
        assert_eq!(output.status.code(), Some(2), "{option}");
        assert!(
            output.stderr.len() < 400,
            "{option}: {} bytes",
            output.stderr.len()
        );
    }
    let output = run(&["hint", "--seen", &long, "11m"], b"");
    assert!(
        output.stderr.len() < 400,
        "--seen: {} bytes",
        output.stderr.len()
    );
}
