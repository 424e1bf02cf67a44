//! The C ABI: the committed header is what cbindgen makes of `src/lib.rs`, and C
//! programs compiled with the system `cc` against `libhupai.a` pass their checks.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The rule sets and table files of the library, two levels up.
fn tables(name: &str) -> PathBuf {
    root().join("../../tables").join(name)
}

/// `include/hupai.h` equals a fresh cbindgen run; with `HUPAI_UPDATE_HEADER=1` it is
/// rewritten instead.
#[test]
fn header_is_current() {
    let config = cbindgen::Config::from_file(root().join("cbindgen.toml")).expect("cbindgen.toml");
    let mut fresh = Vec::new();
    cbindgen::Builder::new()
        .with_crate(root())
        .with_config(config)
        .generate()
        .expect("cbindgen reads src/lib.rs")
        .write(&mut fresh);
    let path = root().join("include/hupai.h");
    if std::env::var_os("HUPAI_UPDATE_HEADER").is_some() {
        std::fs::write(&path, &fresh).expect("write include/hupai.h");
    }
    let committed = std::fs::read(&path).unwrap_or_default();
    assert!(
        committed == fresh,
        "include/hupai.h is stale: regenerate with HUPAI_UPDATE_HEADER=1 cargo test -p hupai-c --test c_abi header"
    );
}

/// Where `cargo build` puts the library: beside this test's own `target/<profile>`.
fn library_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test's path");
    // target/<profile>/deps/c_abi-…: the target directory is three levels up.
    exe.ancestors()
        .nth(3)
        .expect("a target directory")
        .join("debug")
}

/// Compiles `source` against `libhupai.a` with the system `cc`; returns the program.
fn compile(source: &str, name: &str) -> PathBuf {
    // Build the static library (cheap when fresh) with the test profile and the
    // workspace's every target, as `cargo test --workspace` resolves features: the
    // library it wraps is then the one the tests built, not a second optimised build
    // of it with this crate's features alone.
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let built = Command::new(cargo)
        .args([
            "build",
            "--workspace",
            "--all-targets",
            "--profile",
            "test",
            "--quiet",
        ])
        .current_dir(root().join("../.."))
        .status()
        .expect("cargo runs");
    assert!(built.success(), "cargo build failed");
    let out_dir = std::env::temp_dir().join(format!("hupai-c-abi-{}", std::process::id()));
    std::fs::create_dir_all(&out_dir).unwrap();
    let program = out_dir.join(name);
    let compiled = Command::new("cc")
        .arg(root().join(source))
        .arg("-I")
        .arg(root().join("include"))
        .args(["-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-o"])
        .arg(&program)
        .arg(library_dir().join("libhupai.a"))
        .args(["-lpthread", "-ldl", "-lm"])
        .output()
        .expect("the system cc runs");
    assert!(
        compiled.status.success(),
        "cc failed:\n{}",
        String::from_utf8_lossy(&compiled.stderr)
    );
    program
}

/// Compiles the C test `source`, runs it with `args`, and checks it passed: exit
/// status 0 and "0 failures" printed.
fn c_test_passes(source: &str, name: &str, args: &[PathBuf]) {
    let program = compile(source, name);
    let run = Command::new(&program)
        .args(args)
        .output()
        .expect("the C test runs");
    let stdout = String::from_utf8_lossy(&run.stdout);
    println!("{stdout}");
    assert!(
        run.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(stdout.contains("0 failures"), "{stdout}");
    let _ = std::fs::remove_file(Path::new(&program));
}

#[test]
fn c_program_passes() {
    let args = [tables("changsha.toml"), tables("changsha.hupai")];
    c_test_passes("tests/c/hupai_test.c", "hupai_test", &args);
}

/// The header beside a program's own `Suit`, `Form`, `Tile`… types, and the calls
/// beside the counts ones: `tests/c/interfaces.c`.
#[test]
fn c_interfaces() {
    c_test_passes("tests/c/interfaces.c", "interfaces", &[]);
}

/// Compiles and runs the C example `name` and returns what it printed.
fn example_output(name: &str) -> String {
    let program = compile(&format!("examples/c/{name}.c"), name);
    let run = Command::new(&program).output().expect("the example runs");
    assert!(run.status.success());
    let _ = std::fs::remove_file(Path::new(&program));
    String::from_utf8_lossy(&run.stdout).into_owned()
}

#[test]
fn minimal_c_example_runs() {
    assert_eq!(example_output("minimal"), "win\n");
}

/// The crate's README shows the example the test above compiles, as it is.
#[test]
fn readme_shows_the_minimal_example() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let example = std::fs::read_to_string(root().join("examples/c/minimal.c")).expect("minimal.c");
    assert!(
        readme.contains(&format!("```c\n{example}```")),
        "crates/hupai-c/README.md must show examples/c/minimal.c as it is"
    );
}

/// The project's README shows lines of the same example (`...` for those left out).
#[test]
fn project_readme_quotes_the_minimal_example() {
    let readme = std::fs::read_to_string(root().join("../../README.md")).expect("README.md");
    let example = std::fs::read_to_string(root().join("examples/c/minimal.c")).expect("minimal.c");
    let example_lines: Vec<&str> = example.lines().map(str::trim).collect();
    let quoted = readme
        .split("```c\n")
        .nth(1)
        .expect("a C block")
        .split("```")
        .next();
    let quoted = quoted.expect("a closed C block");
    for line in quoted.lines().map(str::trim).filter(|l| *l != "...") {
        assert!(
            example_lines.contains(&line),
            "README's C line not in minimal.c: {line}"
        );
    }
}

#[test]
fn live_turn_c_example_runs() {
    assert_eq!(
        example_output("live_turn"),
        "no win after 2z\nwin after 1z\n"
    );
}

/// fork() after parallel work (serial, parallel, table generation, a fork in a fork),
/// calls from a TLS destructor, eight threads sharing one engine, hostile lengths
/// and error buffers cut inside a character: `tests/c/process_model.c`.
#[test]
fn c_process_model() {
    c_test_passes("tests/c/process_model.c", "process_model", &[]);
}

/// Accepted tiles and discard advice from C, every rule set, the ugly sizes, bad
/// arguments: `tests/c/hints.c`.
#[test]
fn c_hints() {
    c_test_passes("tests/c/hints.c", "hints", &[]);
}

/// A kept hand from C: draws and discards judged as the same counts afresh under
/// every rule set and a joker kind, ugly sizes, bad arguments: `tests/c/live.c`.
#[test]
fn c_live_hands() {
    c_test_passes("tests/c/live.c", "live", &[]);
}

/// Hardening II, item 8: the header's claims hold. `hupai_engine_new` names every
/// built-in rule set and no other, and each name it gives makes an engine; a melded
/// engine wins in 组合龙 as its comment says.
#[test]
fn header_comments_match_the_library() {
    let header = std::fs::read_to_string(root().join("include/hupai.h")).unwrap();
    let start = header
        .find("The engine for the built-in rules")
        .expect("the comment");
    let comment = &header[start..start + header[start..].find("Free it").unwrap()];
    let mut named: Vec<&str> = comment.split('"').skip(1).step_by(2).collect();
    named.sort();
    let mut known = hupai_core::BUILTIN_RULES.to_vec();
    known.sort();
    assert_eq!(named, known, "the header's built-in names");
    let guobiao = hupai_core::Engine::builtin("guobiao").unwrap();
    let melded = guobiao.with_melds(&"123m".parse().unwrap()).unwrap();
    let forms = melded.check(&"147m258p369s11z".parse().unwrap()).unwrap();
    assert!(forms.contains(hupai_core::Form::KnittedStraight));
    assert!(header.contains("组合龙 where the rules play it"));
}

/// The conformance corpus (`conformance/cases.tsv`) through the C calls:
/// `tests/c/conformance.c`.
#[test]
fn c_answers_every_case_of_the_conformance_corpus() {
    let corpus = root().join("../../conformance");
    c_test_passes(
        "tests/c/conformance.c",
        "conformance",
        &[corpus.join("cases.tsv"), corpus],
    );
}
