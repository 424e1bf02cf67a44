//! The batch driver every judging command shares: hands from the arguments or from
//! standard input (`-`), one output line per input, errors reported in place.

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use serde_json::{Map, Value};

use crate::{EXIT_BAD_INPUT, EXIT_OUTPUT, EXIT_USAGE, Format, complain};

/// What a command says about one good input, in the format asked.
pub enum Verdict {
    /// The readable line (or lines).
    Text(String),
    /// The JSON object, `hand` first, written out.
    Json(String),
}

impl Verdict {
    /// The verdict in `format`: `text`'s line, or the JSON object `json` serializes
    /// to (only the one asked for is made: the HTTP API asks for millions).
    pub fn new(
        format: Format,
        text: impl FnOnce() -> String,
        json: &impl serde::Serialize,
    ) -> Result<Verdict, String> {
        match format {
            Format::Text => Ok(Verdict::Text(text())),
            Format::Json => (serde_json::to_string(json))
                .map(Verdict::Json)
                .map_err(|e| e.to_string()),
        }
    }
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
/// printing one line each; in batch input a blank line or one starting with `#`
/// gives an empty output line. Exit 0 when all were judged, 1 when any was bad.
pub fn run(
    inputs: &[String],
    format: Format,
    judge: impl Fn(&str) -> Result<Verdict, String>,
) -> ExitCode {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut bad = 0usize;
    let mut report = |source: Source, text: &str, out: &mut dyn Write| -> io::Result<()> {
        if matches!(source, Source::Line(_)) && is_comment_or_blank(text) {
            return writeln!(out);
        }
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
            return ExitCode::from(EXIT_USAGE);
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
            ExitCode::from(EXIT_OUTPUT)
        }
        _ if bad > 0 => ExitCode::from(EXIT_BAD_INPUT),
        _ => ExitCode::SUCCESS,
    }
}

/// Whether a batch line is no hand: blank, or a comment (`#` first).
fn is_comment_or_blank(line: &str) -> bool {
    let line = line.trim();
    line.is_empty() || line.starts_with('#')
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

/// A verdict's text as one output line in batch mode: a verdict of several lines
/// (the hints' discards, several decompositions) has its rows joined by " | ".
fn text_line(text: String, source: &Source) -> String {
    match source {
        Source::Line(_) => text
            .lines()
            .map(str::trim_start)
            .collect::<Vec<_>>()
            .join(" | "),
        Source::Argument(_) => text,
    }
}

/// The output line of one input: the verdict's text, or its JSON object with `line`
/// after `hand` in batch mode; for a bad input, the excerpt and the error.
fn render(input: &str, source: &Source, result: Result<Verdict, String>, format: Format) -> String {
    let json = match (result, format) {
        (Ok(Verdict::Text(text)), _) => return text_line(text, source),
        (Err(message), Format::Text) => {
            return text_line(format!("{}: error: {message}", excerpt(input)), source);
        }
        (Ok(Verdict::Json(json)), _) => match source {
            Source::Argument(_) => return json,
            // `line` goes after `hand`: the object read back in order.
            Source::Line(_) => serde_json::from_str(&json).unwrap_or_default(),
        },
        (Err(message), Format::Json) => error_json(input, message),
    };
    let mut object = Map::new();
    for (key, value) in json {
        let hand = key == "hand";
        object.insert(key, value);
        if let (true, Source::Line(n)) = (hand, source) {
            object.insert("line".into(), (*n).into());
        }
    }
    Value::Object(object).to_string()
}

/// The JSON object of a bad input: `hand` (its excerpt) and `error`, as `--format
/// json` prints it and the HTTP API answers it in a batch.
pub fn error_json(input: &str, message: String) -> Map<String, Value> {
    let mut json = Map::new();
    json.insert("hand".into(), excerpt(input).into());
    json.insert("error".into(), message.into());
    json
}
