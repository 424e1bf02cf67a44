//! Legal actions: a seat's context (an object, or its JSON text) in, the menu out as
//! an object in the shape `hupai actions --format json` prints.

use hupai::actions::{ActionError, Context};
use napi_derive::napi;
use serde_json::Value;

use crate::{Code, Engine, Result, error};

#[napi]
impl Engine {
    /// What a riichi seat may do now (docs/actions.md): `context` is the seat's
    /// context — `{hand, melds, moment: {discarded: "1z", by: "left"}, discards, …}` —
    /// or its JSON text; the menu is an object: `discard`, `riichi` and the kongs as
    /// MPSZ kinds, `tsumo`, `ron`, `kong`, `pass`… as booleans, `pon` and `chi` as
    /// lists, `win` the score or null.
    #[napi(
        ts_args_type = "context: object | string",
        ts_return_type = "Record<string, any>"
    )]
    pub fn actions(&self, context: Value) -> Result<Value> {
        let read = match context {
            Value::String(text) => serde_json::from_str::<Context>(&text),
            other => serde_json::from_value::<Context>(other),
        };
        let context = read.map_err(|e| error(Code::BadArgument, format!("context: {e}")))?;
        let menu = self.core.actions(&context).map_err(|e| match e {
            ActionError::NotRiichi { .. } => error(Code::BadRules, e),
            _ => error(Code::BadArgument, e),
        })?;
        serde_json::to_value(&menu).map_err(|e| error(Code::BadArgument, e))
    }
}
