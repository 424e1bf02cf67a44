//! Riichi play in JSON: legal actions (a seat's context, its menu) and settlement (a
//! round and its ending, what it pays), each answered as a line or as JSON.

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
    unsafe {
        answer_riichi(
            engine,
            context,
            "context",
            json,
            buffer,
            capacity,
            length,
            |e, c| {
                e.actions(&c).map_err(|e| match e {
                    hupai_core::actions::ActionError::NotRiichi { .. } => {
                        failure(HupaiStatus::HupaiBadRules, e)
                    }
                    _ => failure(HupaiStatus::HupaiBadArgument, e),
                })
            },
        )
    }
}

/// What the riichi round of `settlement` — a NUL-terminated JSON object, as
/// docs/settlement.md writes it (`{"round": {"honba": 1, "points": [...]}, "ending":
/// {"wins": [{"seat": 2, "from": 3, "basic_points": 2000}]}}`) — pays under the
/// engine's riichi rules (an engine of a preset, `hupai_engine_new("tenhou")`, plays
/// that platform's): each seat's change and the next round or the game's end as one
/// line ("0 0 +8000 -8000; next: dealer 1, round 1, honba 0, sticks 0", `json` 0) or as
/// its JSON (`json` 1, as `hupai settle --format json` prints it). `length` gets the
/// text's length in bytes, without the NUL. The text and a NUL are written to
/// `buffer` only when they fit in `capacity` bytes; otherwise `buffer` is left empty
/// (a NUL at its start when `capacity` > 0) and the call is HUPAI_OK: call again with
/// `length` + 1 bytes. A malformed or impossible settlement is HUPAI_BAD_ARGUMENT,
/// rules without a [riichi] section HUPAI_BAD_RULES; hupai_last_error says what.
///
/// Requires: `engine` is a live engine; `settlement` is a NUL-terminated string;
/// `buffer` is null or points to `capacity` writable bytes; `length` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_settle(
    engine: *const HupaiEngine,
    settlement: *const c_char,
    json: u8,
    buffer: *mut c_char,
    capacity: usize,
    length: *mut usize,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    unsafe {
        answer_riichi(
            engine,
            settlement,
            "settlement",
            json,
            buffer,
            capacity,
            length,
            |e, s| {
                e.settle(&s).map_err(|e| match e.is_wrong_rules() {
                    true => failure(HupaiStatus::HupaiBadRules, e),
                    false => failure(HupaiStatus::HupaiBadArgument, e),
                })
            },
        )
    }
}

/// A question of riichi play asked in JSON (`input`, named `what`): read, answered by
/// `answer`, written as its line (`json` 0) or its JSON by the size protocol.
///
/// Requires: as the calls that use it.
#[allow(clippy::too_many_arguments)]
unsafe fn answer_riichi<Input, Answer>(
    engine: *const HupaiEngine,
    input: *const c_char,
    what: &'static str,
    json: u8,
    buffer: *mut c_char,
    capacity: usize,
    length: *mut usize,
    answer: impl Fn(&hupai_core::Engine, Input) -> Result<Answer, Failure>,
) -> HupaiStatus
where
    Input: serde::de::DeserializeOwned,
    Answer: std::fmt::Display + serde::Serialize,
{
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let engine = borrow(engine, "engine")?;
        let given = text(input, what)?;
        let bad = |e: String| failure(HupaiStatus::HupaiBadArgument, e);
        let input: Input = serde_json::from_str(given).map_err(|e| bad(format!("{what}: {e}")))?;
        let answered = answer(&engine.engine, input)?;
        let written = match json {
            0 => answered.to_string(),
            _ => serde_json::to_string(&answered).map_err(|e| bad(e.to_string()))?,
        };
        write_sized_text(&written, buffer, capacity, length)
    })
}
