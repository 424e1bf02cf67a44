//! Decompositions: every way a winning hand splits, as lines of text.

use super::*;

/// Every way a winning hand of 34 counts and `jokers` jokers (see
/// hupai_check_counts) splits, at most `limit` of them, as text: one decomposition a
/// line, each line ending in '\n', written as the command line writes them
/// ("standard: 12m[3m] 456p 789s 111z 22z": the form, then each group's real tiles
/// and, in brackets, what its jokers stand for; "JJJ" jokers standing for any meld).
/// `count` gets how many were written (0 for a hand that does not win) and `length`
/// the text's length in bytes, without the NUL. The text and a NUL are written to
/// `buffer` only when they fit in `capacity` bytes; otherwise `buffer` is left
/// empty (a NUL at its start when `capacity` > 0) and the call is HUPAI_OK: call
/// again with `length` + 1 bytes. `buffer` may be null to learn the length. A hand
/// the rules do not play is HUPAI_BAD_HAND.
///
/// Requires: `engine` is a live engine; `counts` points to 34 readable bytes;
/// `buffer` is null or points to `capacity` writable bytes; `count` and `length`
/// are writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_decompositions_counts(
    engine: *const HupaiEngine,
    counts: *const u8,
    jokers: u8,
    limit: usize,
    buffer: *mut c_char,
    capacity: usize,
    count: *mut usize,
    length: *mut usize,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let engine = borrow(engine, "engine")?;
        let count = writable(count, "count")?;
        let hand = counts_hand(counts, jokers)?;
        let found = engine.engine.decompositions(&hand).map_err(bad_hand)?;
        let mut text = String::new();
        let mut written = 0;
        for decomposition in found.take(limit) {
            text.push_str(&decomposition.to_string());
            text.push('\n');
            written += 1;
        }
        *count = written;
        write_sized_text(&text, buffer, capacity, length)
    })
}
