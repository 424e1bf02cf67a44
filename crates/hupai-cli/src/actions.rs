//! `hupai actions`: what a seat may do now, from its context in JSON (docs/actions.md).

use hupai::Engine;
use hupai::actions::Context;

use crate::Format;
use crate::batch::Verdict;

pub fn verdict(engine: &Engine, text: &str, format: Format) -> Result<Verdict, String> {
    let context: Context = serde_json::from_str(text).map_err(|e| format!("context: {e}"))?;
    let menu = engine.actions(&context).map_err(|e| e.to_string())?;
    Verdict::new(format, || menu.to_string(), &menu)
}
