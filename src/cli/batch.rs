//! The batch driver every judging command shares: hands from the arguments or from
//! standard input (`-`), one output line per input, errors reported in place.

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use serde_json::{Map, Value};

use super::{EXIT_BAD_INPUT, Format};

/// What a command says about one good input.
pub struct Verdict {
    /// The readable line.
    pub text: String,
    /// The JSON object.
    pub json: Map<String, Value>,
}

/// Where an input came from, for error messages.
enum Source {
    Argument(usize),
    Line(usize),
}

impl std::fmt::Display for Source {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Source::Argument(n) => write!(f, "hand {n}"),
            Source::Line(n) => write!(f, "line {n}"),
        }
    }
}

/// Judges every hand in `inputs` (a lone `-` means standard input) with `judge`,
/// printing one line each. Exit 0 when all were judged, 2 when any was bad.
pub fn run(
    inputs: &[String],
    format: Format,
    judge: impl Fn(&str) -> Result<Verdict, String>,
) -> ExitCode {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut bad = 0usize;
    let mut report = |source: Source, text: &str, out: &mut dyn Write| -> io::Result<()> {
        let result = judge(text.trim());
        if let Err(message) = &result {
            bad += 1;
            eprintln!("hupai: {source} ({:?}): {message}", text.trim());
        }
        writeln!(out, "{}", render(text.trim(), &source, result, format))
    };
    let written = if inputs.iter().any(|i| i == "-") {
        if inputs.len() > 1 {
            eprintln!("hupai: '-' reads hands from standard input and cannot be mixed with hands");
            return ExitCode::from(EXIT_BAD_INPUT);
        }
        let mut lines = 0;
        let result = for_each_line(io::stdin().lock(), |n, line| {
            lines += 1;
            report(Source::Line(n), line, &mut out)
        });
        if result.is_ok() && lines == 0 {
            eprintln!("hupai: standard input held no hands");
            bad += 1;
        }
        result
    } else {
        inputs
            .iter()
            .enumerate()
            .try_for_each(|(i, hand)| report(Source::Argument(i + 1), hand, &mut out))
    };
    // A closed pipe (`hupai check - | head`) is the reader's choice, not an error.
    match written.and_then(|()| out.flush()) {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
            eprintln!("hupai: {e}");
            ExitCode::from(EXIT_BAD_INPUT)
        }
        _ if bad > 0 => ExitCode::from(EXIT_BAD_INPUT),
        _ => ExitCode::SUCCESS,
    }
}

/// Calls `each` with every line (1-based number, text without line ending); a line
/// that is not UTF-8 is passed on lossily so that it is reported, not fatal.
fn for_each_line(
    mut input: impl BufRead,
    mut each: impl FnMut(usize, &str) -> io::Result<()>,
) -> io::Result<()> {
    let mut buffer = Vec::new();
    let mut number = 0;
    loop {
        buffer.clear();
        if input.read_until(b'\n', &mut buffer)? == 0 {
            return Ok(());
        }
        number += 1;
        let line = String::from_utf8_lossy(&buffer);
        each(number, line.trim_end_matches(['\n', '\r']))?;
    }
}

fn render(input: &str, source: &Source, result: Result<Verdict, String>, format: Format) -> String {
    match (result, format) {
        (Ok(verdict), Format::Text) => verdict.text,
        (Ok(verdict), Format::Json) => Value::Object(verdict.json).to_string(),
        (Err(message), Format::Text) => format!("{input}: error: {message}"),
        (Err(message), Format::Json) => {
            let mut object = Map::new();
            object.insert("hand".into(), input.into());
            if let Source::Line(n) = source {
                object.insert("line".into(), (*n).into());
            }
            object.insert("error".into(), message.into());
            Value::Object(object).to_string()
        }
    }
}
