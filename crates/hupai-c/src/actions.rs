//! Legal actions: a seat's context in JSON, its menu as a line or as JSON.

use super::*;

/// What the seat of `context` — a NUL-terminated JSON object, as docs/actions.md
/// writes it (`{"hand": "123m456p789s1122z", "moment": {"discarded": "1z", "by":
/// "left"}}`) — may do now under the engine's riichi rules: the menu as one line
/// ("ron 3900; pon 11z; pass", `json` 0) or as its JSON (`json` 1, as `hupai actions
/// --format json` prints it). `length` gets the text's length in bytes, without the
/// NUL. The text and a NUL are written to `buffer` only when they fit in `capacity`
/// bytes; otherwise `buffer` is left empty (a NUL at its start when `capacity` > 0)
/// and the call is HUPAI_OK: call again with `length` + 1 bytes. A malformed or
/// impossible context is HUPAI_BAD_ARGUMENT, rules without a [riichi] section
/// HUPAI_BAD_RULES; hupai_last_error says what.
///
/// Requires: `engine` is a live engine; `context` is a NUL-terminated string;
/// `buffer` is null or points to `capacity` writable bytes; `length` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_actions(
    engine: *const HupaiEngine,
    context: *const c_char,
    json: u8,
    buffer: *mut c_char,
    capacity: usize,
    length: *mut usize,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let engine = borrow(engine, "engine")?;
        let given = text(context, "context")?;
        let bad = |e: String| failure(HupaiStatus::HupaiBadArgument, e);
        let context: hupai_core::actions::Context =
            serde_json::from_str(given).map_err(|e| bad(format!("context: {e}")))?;
        let menu = engine.engine.actions(&context).map_err(|e| match e {
            hupai_core::actions::ActionError::NotRiichi { .. } => {
                failure(HupaiStatus::HupaiBadRules, e)
            }
            _ => bad(e.to_string()),
        })?;
        let answer = match json {
            0 => menu.to_string(),
            _ => serde_json::to_string(&menu).map_err(|e| bad(e.to_string()))?,
        };
        write_sized_text(&answer, buffer, capacity, length)
    })
}
