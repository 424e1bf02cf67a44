//! `hupai actions`: what a seat may do now, from its context in JSON (docs/actions.md);
//! `hupai settle`: what a round pays, from the round and its ending in JSON
//! (docs/settlement.md).

use hupai::Engine;
use hupai::actions::Context;
use hupai::settlement::Settlement;

use crate::Format;
use crate::batch::Verdict;

pub fn verdict(engine: &Engine, text: &str, format: Format) -> Result<Verdict, String> {
    let context: Context = serde_json::from_str(text).map_err(|e| format!("context: {e}"))?;
    let menu = engine.actions(&context).map_err(|e| e.to_string())?;
    Verdict::new(format, || menu.to_string(), &menu)
}

pub fn settlement(engine: &Engine, text: &str, format: Format) -> Result<Verdict, String> {
    let settlement: Settlement =
        serde_json::from_str(text).map_err(|e| format!("settlement: {e}"))?;
    let settled = engine.settle(&settlement).map_err(|e| e.to_string())?;
    Verdict::new(format, || settled.to_string(), &settled)
}
