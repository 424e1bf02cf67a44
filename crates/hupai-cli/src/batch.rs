//! The batch driver every judging command shares: hands from the arguments or from
//! standard input (`-`), one output line per input, errors reported in place.

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use serde_json::{Map, Value};

use crate::{EXIT_BAD_INPUT, Format, complain};

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
            // A closed standard error loses the message, not the remaining lines.
            let _ = writeln!(
                io::stderr(),
                "hupai: {source} (\"{}\"): {message}",
                excerpt(text.trim())
            );
        }
        writeln!(out, "{}", render(text.trim(), &source, result, format))
    };
    let written = if inputs.iter().any(|i| i == "-") {
        if inputs.len() > 1 {
            complain("'-' reads hands from standard input and cannot be mixed with hands");
            return ExitCode::from(EXIT_BAD_INPUT);
        }
        let mut lines = 0;
        let result = for_each_line(io::stdin().lock(), |n, line| {
            lines += 1;
            report(Source::Line(n), line, &mut out)
        });
        if result.is_ok() && lines == 0 {
            complain("standard input held no hands");
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
            complain(e);
            ExitCode::from(EXIT_BAD_INPUT)
        }
        _ if bad > 0 => ExitCode::from(EXIT_BAD_INPUT),
        _ => ExitCode::SUCCESS,
    }
}

/// The longest line read as a hand; a longer one is reported, not parsed, and the
/// rest of it is skipped without being kept (a hand is at most 17 tiles).
pub const MAX_LINE_BYTES: usize = 1024;

/// Calls `each` with every line (1-based number, text without line ending); a line
/// that is not UTF-8 is passed on lossily so that it is reported, not fatal. A line
/// longer than [`MAX_LINE_BYTES`] is passed on cut, with `…` at the end, so that it
/// fails to parse: memory stays bounded whatever the input.
fn for_each_line(
    mut input: impl BufRead,
    mut each: impl FnMut(usize, &str) -> io::Result<()>,
) -> io::Result<()> {
    let mut buffer = Vec::new();
    let mut number = 0;
    loop {
        buffer.clear();
        let (read, complete) = read_line_bounded(&mut input, &mut buffer)?;
        if read == 0 {
            return Ok(());
        }
        number += 1;
        let mut line = String::from_utf8_lossy(&buffer).into_owned();
        if !complete {
            line.push('…');
        }
        each(number, line.trim_end_matches(['\n', '\r']))?;
    }
}

/// Reads one line into `buffer`, keeping at most [`MAX_LINE_BYTES`] of it; returns
/// the bytes consumed and whether the whole line was kept.
fn read_line_bounded(input: &mut impl BufRead, buffer: &mut Vec<u8>) -> io::Result<(usize, bool)> {
    let mut consumed = 0;
    loop {
        let available = match input.fill_buf() {
            Ok(available) => available,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            return Ok((consumed, consumed == buffer.len()));
        }
        let end = available.iter().position(|&b| b == b'\n').map(|i| i + 1);
        let taken = end.unwrap_or(available.len());
        let room = MAX_LINE_BYTES.saturating_sub(buffer.len());
        buffer.extend_from_slice(&available[..taken.min(room)]);
        input.consume(taken);
        consumed += taken;
        if end.is_some() {
            return Ok((consumed, consumed == buffer.len()));
        }
    }
}

/// Bad input as quoted in messages: at most 40 characters, control characters
/// escaped, so one input always makes one output line.
pub fn excerpt(text: &str) -> String {
    const SHOWN: usize = 40;
    let mut shown: String = text
        .chars()
        .take(SHOWN)
        .flat_map(char::escape_debug)
        .collect();
    if text.chars().nth(SHOWN).is_some() {
        shown.push('…');
    }
    shown
}

fn render(input: &str, source: &Source, result: Result<Verdict, String>, format: Format) -> String {
    match (result, format) {
        (Ok(verdict), Format::Text) => verdict.text,
        (Ok(verdict), Format::Json) => Value::Object(verdict.json).to_string(),
        (Err(message), Format::Text) => format!("{}: error: {message}", excerpt(input)),
        (Err(message), Format::Json) => {
            let mut object = Map::new();
            object.insert("hand".into(), excerpt(input).into());
            if let Source::Line(n) = source {
                object.insert("line".into(), (*n).into());
            }
            object.insert("error".into(), message.into());
            Value::Object(object).to_string()
        }
    }
}
