//! Riichi play in JSON: legal actions (a seat's context in, the menu out) and
//! settlement (a round and its ending in, what it pays out), each input an object or
//! its JSON text, each answer an object in the shape the command line's JSON prints.

use hupai::actions::{ActionError, Context};
use hupai::settlement::Settlement;
use napi_derive::napi;
use serde_json::Value;

use crate::{Code, Engine, Result, error};

/// `given` (an object, or its JSON text) read as a `T`, named `what` in the error.
fn read<T: serde::de::DeserializeOwned>(given: Value, what: &str) -> Result<T> {
    let read = match given {
        Value::String(text) => serde_json::from_str::<T>(&text),
        other => serde_json::from_value::<T>(other),
    };
    read.map_err(|e| error(Code::BadArgument, format!("{what}: {e}")))
}

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
        let context: Context = read(context, "context")?;
        let menu = self.core.actions(&context).map_err(|e| match e {
            ActionError::NotRiichi { .. } => error(Code::BadRules, e),
            _ => error(Code::BadArgument, e),
        })?;
        serde_json::to_value(&menu).map_err(|e| error(Code::BadArgument, e))
    }

    /// What a riichi round pays (docs/settlement.md; an engine of a preset,
    /// `new Engine('tenhou')`, plays that platform's): `settlement` is `{round:
    /// {dealer, round, honba, riichi_sticks, points}, ending: {wins: [...]} |
    /// {exhausted: {...}} | 'aborted'}` or its JSON text; the answer is an object:
    /// `deltas`, `next` (dealer, round, honba, riichi_sticks, game_over) and
    /// `standings` (null before the game's end).
    #[napi(
        ts_args_type = "settlement: object | string",
        ts_return_type = "Record<string, any>"
    )]
    pub fn settle(&self, settlement: Value) -> Result<Value> {
        let settlement: Settlement = read(settlement, "settlement")?;
        let settled = self
            .core
            .settle(&settlement)
            .map_err(|e| match e.is_wrong_rules() {
                true => error(Code::BadRules, e),
                false => error(Code::BadArgument, e),
            })?;
        serde_json::to_value(&settled).map_err(|e| error(Code::BadArgument, e))
    }
}
