//! Command-line interface: argument parsing and the commands.

mod batch;
mod check;

use std::process::ExitCode;

use clap::{Args, Parser, Subcommand, ValueEnum};
use hupai::{Engine, Tile};

/// Exit code for bad input (a bad hand, rules name or argument).
pub const EXIT_BAD_INPUT: u8 = 2;

/// hupai: decide whether mahjong hands win, with any number of jokers, by table lookup.
#[derive(Debug, Parser)]
#[command(name = "hupai", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Judge hands of 3n+2 tiles: win or not, and in which forms.
    ///
    /// Hands are in MPSZ notation (123m456p789s11122z; 0 is a red five; J a joker).
    /// A single `-` reads one hand per line from standard input and prints one line
    /// per input line, in order.
    Check(check::CheckArgs),
}

/// Output format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// One readable line per hand.
    Text,
    /// One JSON object per line.
    Json,
}

/// Options every judging command shares.
#[derive(Debug, Args)]
pub struct EngineArgs {
    /// Rule set: a built-in name (standard, riichi).
    #[arg(long, default_value = "standard")]
    rules: String,
    /// A kind whose every tile is a joker (红中癞子: 7z); may be repeated.
    #[arg(long = "joker-tile", value_name = "TILE", value_parser = parse_tile)]
    joker_tiles: Vec<Tile>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

impl EngineArgs {
    /// The engine these options describe, or a message on what is wrong.
    fn engine(&self) -> Result<Engine, String> {
        let engine = Engine::builtin(&self.rules).map_err(|e| e.to_string())?;
        Ok(engine.with_joker_kinds(&self.joker_tiles))
    }
}

fn parse_tile(text: &str) -> Result<Tile, String> {
    text.parse().map_err(|e: hupai::ParseError| e.to_string())
}

/// Parses the arguments, runs the command and returns its exit code.
pub fn run() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Check(args) => check::run(&args),
    }
}
