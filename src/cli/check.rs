//! `hupai check`: win or not, and in which forms.

use std::process::ExitCode;

use clap::Args;
use hupai::{Engine, Hand};
use serde_json::{Map, Value};

use super::batch::{self, Verdict};
use super::{EXIT_BAD_INPUT, EngineArgs};

#[derive(Debug, Args)]
pub struct CheckArgs {
    #[command(flatten)]
    engine: EngineArgs,
    /// Hands in MPSZ notation, or `-` to read one per line from standard input.
    #[arg(required = true, value_name = "HAND")]
    hands: Vec<String>,
}

pub fn run(args: &CheckArgs) -> ExitCode {
    let engine = match args.engine.engine() {
        Ok(engine) => engine,
        Err(message) => {
            eprintln!("hupai: {message}");
            return ExitCode::from(EXIT_BAD_INPUT);
        }
    };
    batch::run(&args.hands, args.engine.format, |text| judge(&engine, text))
}

fn judge(engine: &Engine, text: &str) -> Result<Verdict, String> {
    let hand: Hand = text.parse().map_err(|e: hupai::ParseError| e.to_string())?;
    let forms = engine.check(&hand).map_err(|e| e.to_string())?;
    let win = !forms.is_empty();
    let text = if win {
        format!(
            "{hand}: win ({})",
            forms
                .iter()
                .map(|f| f.name())
                .collect::<Vec<_>>()
                .join(", ")
        )
    } else {
        format!("{hand}: no win")
    };
    let mut json = Map::new();
    json.insert("hand".into(), hand.to_string().into());
    json.insert("win".into(), win.into());
    let names: Vec<Value> = forms.iter().map(|f| f.name().into()).collect();
    json.insert("forms".into(), names.into());
    Ok(Verdict { text, json })
}
