//! The `hupai` command: judge mahjong hands from the command line. Argument parsing
//! here; each command in its own module.

mod actions;
mod batch;
mod bench;
mod check;
mod decompose;
mod hint;
mod score;
mod serve;
mod shanten;
mod tables;
mod waits;

use std::process::ExitCode;

use std::path::{Path, PathBuf};

use clap::{Args, Parser, Subcommand, ValueEnum};
use hupai::rules::Rules;
use hupai::tiles::Melds;
use hupai::{Engine, Hand, Tile};

use batch::Verdict;

/// Exit code when some input was bad (a hand that does not parse or that the rules
/// do not play); every other input was still judged.
pub const EXIT_BAD_INPUT: u8 = 1;

/// Exit code for a usage error: bad options or arguments (clap's code too), a rules
/// name or file, or a table file that cannot be used. Nothing was judged.
pub const EXIT_USAGE: u8 = 2;

/// Exit code when the output could not be written (other than a closed pipe, which
/// ends the program quietly with 0).
pub const EXIT_OUTPUT: u8 = 3;

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
    Check(HandArgs),
    /// List the kinds that complete hands of 3n+1 tiles (听牌), in any form.
    ///
    /// A kind the hand holds all four of is listed and marked. Same input and
    /// options as `check`.
    Waits(HandArgs),
    /// List every way winning hands split: melds, pair, and what each joker became.
    ///
    /// Same input and options as `check`; one line per hand, decompositions separated
    /// by ` | ` in text (`13m[2m]`: 1m 3m and a joker as 2m; `JJJ`: jokers as any meld).
    Decompose(HandArgs),
    /// How far hands of 3n+1 or 3n+2 tiles are from a win (向听数): -1 a win, 0
    /// waiting, and so on; overall and for each form (`-` / null where the rules or
    /// the hand size rule a form out).
    ///
    /// Same input and options as `check`. The first hand of a rule set builds its
    /// shanten tables (a fraction of a second).
    Shanten(HandArgs),
    /// Hints (有效牌, 何切る): for a hand of 3n+1 tiles, the kinds whose draw lowers its
    /// shanten and their live copies; for 3n+2 tiles, every distinct discard, best
    /// first, with the shanten after it and what the hand then accepts.
    ///
    /// Live copies are 4 less those held and those given by --seen. Same input and
    /// options as `check`; in text a 3n+2 hand takes a line and a row per discard,
    /// in JSON one line.
    Hint(HintArgs),
    /// Scoring: for a winning hand (the winning tile last, or --win), its riichi
    /// yaku, han, fu, limit and payments, its 国标 fans, or its points by a town's fan
    /// table, on the reading worth most; for a waiting hand, each wait and whether
    /// ron and tsumo win legally.
    ///
    /// Rules with a [riichi] section (riichi, sanma), a [guobiao] one (guobiao) or a
    /// [scoring] fan table (sichuan, changsha, hongzhong, zhuanzhuan-8-reds). HAND is
    /// the concealed tiles; --melds the melds, a concealed kong in parentheses:
    /// (5555z). Red fives are the `0`s of the hand and the melds, where the rules'
    /// wall has red fives (elsewhere a `0` is a plain five).
    Score(score::ScoreArgs),
    /// What a seat may do now, under riichi rules (the default here: riichi): its
    /// discards, riichi, tsumo, kongs, ron, pon, chi and pass, with furiten and
    /// kuikae (docs/actions.md).
    ///
    /// Each CONTEXT is one JSON object — the seat's hand, melds, discards, riichi,
    /// wall, the moment (`{"drew": "3z"}`, `{"discarded": "0m", "by": "left"}` …) —
    /// or `-` to read one per line from standard input; one menu is printed per
    /// context (in JSON the menu's object).
    Actions(RiichiJsonArgs),
    /// What a riichi round pays, under riichi rules (the default here: riichi; a
    /// platform's preset: --rules tenhou, mahjongsoul, wrc or mleague): each seat's
    /// points change, the next round's dealer, honba and sticks, or the game's end
    /// with its final standings (docs/settlement.md).
    ///
    /// Each SETTLEMENT is one JSON object — `{"round": {"dealer": 0, "honba": 1,
    /// "riichi_sticks": 1, "points": [...]}, "ending": {"wins": [{"seat": 2, "from":
    /// 3, "basic_points": 2000}]}}` — or `-` to read one per line from standard
    /// input; one result is printed per settlement.
    Settle(RiichiJsonArgs),
    /// Measure the engine against the classic algorithms on the same seeded hands
    /// (under 30 s): ns per hand, hands per second, ratio to the engine.
    Bench(bench::BenchArgs),
    /// Serve the playground page (a hand you click together, its waits, hints and
    /// score) and the HTTP API (`/v1/…`: the JSON of `--format json`) on one address.
    Serve(serve::ServeArgs),
    /// Generate and check table files for rule variants.
    #[command(subcommand)]
    Tables(tables::TablesCommand),
}

/// Output format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// One readable line per hand.
    Text,
    /// One JSON object per line.
    Json,
}

/// The hands to judge and how.
#[derive(Debug, Args)]
pub struct HandArgs {
    #[command(flatten)]
    engine: EngineArgs,
    /// Hands in MPSZ notation, or `-` to read one per line from standard input.
    #[arg(required = true, value_name = "HAND")]
    hands: Vec<String>,
}

impl HandArgs {
    /// Reads every hand and prints what `verdict` says of it; exit 0 when all were
    /// judged, 1 when any input was bad.
    fn run(&self, verdict: impl Fn(&Engine, &Hand, Format) -> Result<Verdict, String>) -> ExitCode {
        self.run_text(|engine, hand, _, format| verdict(engine, hand, format))
    }

    /// As [`HandArgs::run`], `verdict` also given the hand's text.
    fn run_text(
        &self,
        verdict: impl Fn(&Engine, &Hand, &str, Format) -> Result<Verdict, String>,
    ) -> ExitCode {
        let engine = match self.engine.engine() {
            Ok(engine) => engine,
            Err(message) => {
                complain(message);
                return ExitCode::from(EXIT_USAGE);
            }
        };
        batch::run(&self.hands, self.engine.format, |text| {
            let hand: Hand = engine.parse_hand(text).map_err(|e| e.to_string())?;
            verdict(&engine, &hand, text, self.engine.format)
        })
    }
}

/// Questions of riichi play, each a JSON object: contexts (`actions`) or rounds
/// (`settle`).
#[derive(Debug, Args)]
pub struct RiichiJsonArgs {
    #[command(flatten)]
    engine: EngineArgs,
    /// JSON objects, or `-` to read one per line from standard input.
    #[arg(required = true, value_name = "JSON")]
    inputs: Vec<String>,
}

impl RiichiJsonArgs {
    /// Answers every input by `verdict`, under the given rules or riichi's.
    fn run(&self, verdict: fn(&Engine, &str, Format) -> Result<Verdict, String>) -> ExitCode {
        let given = self.engine.rules.is_some() || self.engine.tables.is_some();
        let engine = match given {
            true => self.engine.engine(),
            false => Ok(Engine::riichi()),
        };
        let engine = match engine {
            Ok(engine) => engine,
            Err(message) => {
                complain(message);
                return ExitCode::from(EXIT_USAGE);
            }
        };
        batch::run(&self.inputs, self.engine.format, |text| {
            verdict(&engine, text, self.engine.format)
        })
    }
}

/// The hands to hint at, and the tiles seen elsewhere.
#[derive(Debug, Args)]
pub struct HintArgs {
    #[command(flatten)]
    hands: HandArgs,
    /// Tiles visible elsewhere (discards, melds, dora indicators) in MPSZ, up to all
    /// 136: they are not live.
    #[arg(long, value_name = "TILES", default_value = "")]
    seen: String,
}

/// A 34-count of tiles seen.
#[derive(Clone, Debug)]
struct Seen([u8; 34]);

fn parse_seen(text: &str) -> Result<Seen, String> {
    hupai::hints::parse_seen(text)
        .map(Seen)
        .map_err(|e| option_error("--seen", text, e))
}

/// A bad option value's message: the option, the start of its value, what is wrong.
fn option_error(option: &str, value: &str, error: impl std::fmt::Display) -> String {
    format!("{option} {:?}: {error}", batch::excerpt(value))
}

/// Options every judging command shares.
#[derive(Debug, Args)]
pub struct EngineArgs {
    /// Rule set: a built-in name (changsha, guobiao, hongzhong, riichi, sanma,
    /// sichuan, standard, strict-jokers, taiwan, wind-runs, zhuanzhuan-8-reds) or a
    /// rules file (NAME.toml). Default: standard, or the rules of
    /// --tables.
    #[arg(long, value_name = "NAME|FILE")]
    rules: Option<String>,
    /// A table file (from `hupai tables build`); with --rules, it must have been built
    /// for those rules.
    #[arg(long, value_name = "FILE")]
    tables: Option<PathBuf>,
    /// A kind whose every tile is a joker (红中癞子: 7z); may be repeated.
    #[arg(long = "joker-tile", value_name = "TILE")]
    joker_tiles: Vec<String>,
    /// Melds the hands have exposed (吃碰杠), comma-separated: 111p,789s,5555z. Each
    /// HAND is then the concealed tiles alone.
    #[arg(long, value_name = "MELDS")]
    melds: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

impl EngineArgs {
    /// The engine these options describe, or a message on what is wrong.
    fn engine(&self) -> Result<Engine, String> {
        let engine = match (&self.rules, &self.tables) {
            (None, None) => Engine::standard(),
            (Some(rules), None) if is_rules_file(rules) => {
                Engine::from_rules(read_rules(Path::new(rules))?).map_err(|e| e.to_string())?
            }
            (Some(name), None) => Engine::builtin(name).map_err(|e| e.to_string())?,
            (rules, Some(path)) => {
                let shown = batch::excerpt(&path.display().to_string());
                let expected = rules.as_deref().map(resolve_rules).transpose()?;
                let file = hupai::format::TableFile::open(path).and_then(|file| match &expected {
                    Some(rules) => file.expecting(rules),
                    None => Ok(file),
                });
                Engine::from_table_file(file.map_err(|e| format!("{shown}: {e}"))?)
            }
        };
        let joker_tiles = (self.joker_tiles.iter())
            .map(|text| parse_tile(text))
            .collect::<Result<Vec<Tile>, String>>()?;
        let engine =
            (engine.with_joker_kinds(&joker_tiles)).map_err(|e| format!("--joker-tile: {e}"))?;
        match &self.melds {
            None => Ok(engine),
            Some(text) => engine
                .with_melds(&parse_melds(text)?)
                .map_err(|e| format!("--melds: {e}")),
        }
    }
}

/// Whether a `--rules` value names a file rather than a built-in rule set.
fn is_rules_file(value: &str) -> bool {
    value.ends_with(".toml") || value.contains(std::path::MAIN_SEPARATOR) || value.contains('/')
}

/// The rules a `--rules` value names.
fn resolve_rules(value: &str) -> Result<Rules, String> {
    if is_rules_file(value) {
        read_rules(Path::new(value))
    } else {
        Engine::builtin(value)
            .map(|e| e.rules().clone())
            .map_err(|e| e.to_string())
    }
}

pub fn read_rules(path: &Path) -> Result<Rules, String> {
    Rules::load(path).map_err(|e| match e {
        hupai::rules::RulesError::Io { .. } => e.to_string(),
        _ => format!("{}: {e}", batch::excerpt(&path.display().to_string())),
    })
}

fn parse_tile(text: &str) -> Result<Tile, String> {
    text.parse()
        .map_err(|e: hupai::ParseError| option_error("--joker-tile", text, e))
}

fn parse_melds(text: &str) -> Result<Melds, String> {
    text.parse()
        .map_err(|e: hupai::MeldsError| option_error("--melds", text, e))
}

/// Prints a line on standard output. When nobody reads it any more (`hupai bench |
/// head`), the program ends quietly, as Unix tools do: exit 0 for a closed pipe,
/// [`EXIT_OUTPUT`] for any other failure to write.
macro_rules! say {
    ($($arg:tt)*) => {
        $crate::say_line(format_args!($($arg)*))
    };
}
pub(crate) use say;

pub fn say_line(line: std::fmt::Arguments<'_>) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    if let Err(e) = writeln!(out, "{line}").and_then(|()| out.flush()) {
        let code = if e.kind() == std::io::ErrorKind::BrokenPipe {
            0
        } else {
            i32::from(EXIT_OUTPUT)
        };
        std::process::exit(code);
    }
}

/// Prints `hupai: MESSAGE` on standard error; a closed standard error loses it.
pub fn complain(message: impl std::fmt::Display) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "hupai: {message}");
}

/// Parses the arguments, runs the command and returns its exit code.
fn run() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Check(args) => args.run(check::verdict),
        Command::Waits(args) => args.run(waits::verdict),
        Command::Decompose(args) => args.run(decompose::verdict),
        Command::Shanten(args) => args.run(shanten::verdict),
        Command::Hint(args) => match parse_seen(&args.seen) {
            Ok(seen) => args
                .hands
                .run(|engine, hand, format| hint::verdict(engine, hand, &seen.0, format)),
            Err(message) => {
                complain(message);
                ExitCode::from(EXIT_USAGE)
            }
        },
        Command::Score(args) => match args.situation.check() {
            Ok(()) => args.hands.run_text(|engine, hand, text, format| {
                score::verdict(engine, hand, text, &args.situation, format)
            }),
            Err(message) => {
                complain(message);
                ExitCode::from(EXIT_USAGE)
            }
        },
        Command::Actions(args) => args.run(actions::verdict),
        Command::Settle(args) => args.run(actions::settlement),
        Command::Serve(args) => serve::run(&args),
        Command::Tables(command) => tables::run(&command),
        Command::Bench(args) => bench::run(&args),
    }
}

fn main() -> ExitCode {
    run()
}
