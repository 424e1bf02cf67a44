//! Hands written in MPSZ notation, read into the counts every other call takes.

use super::*;

/// Reads `text`, a hand in MPSZ notation ("123m456p789s11122z"; 0 a red five, J a
/// joker), into 34 counts (indexed by tile id, see hupai_check_counts) and a joker
/// count: the form every other call takes. Text that is no hand (an unknown
/// character, a digit without its suit, more than four of a kind, more than 17
/// tiles) is HUPAI_BAD_HAND, the message saying where; `counts` and `jokers` are
/// then unchanged, as for the empty text (no hand holds no tile).
///
/// Requires: `text` is a NUL-terminated string; `counts` points to 34 writable
/// bytes; `jokers` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_hand_parse(
    text: *const c_char,
    counts: *mut u8,
    jokers: *mut u8,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let hand: Hand = args::text(text, "text")?.parse().map_err(bad_hand)?;
        let counts = slice_mut(counts, KINDS, "counts")?;
        let jokers = writable(jokers, "jokers")?;
        counts.copy_from_slice(hand.counts());
        *jokers = hand.jokers();
        Ok(())
    })
}

/// Reads `text` as hupai_hand_parse does, but as `engine` reads a hand: a joker kind
/// of more than four copies in the wall (八红中's eight Reds) may be written above
/// four (`77777z`), and is then given as that many jokers; more than the wall holds
/// is HUPAI_BAD_HAND, the message naming the rules' copies.
///
/// Requires: `engine` is a live engine; `text` is a NUL-terminated string; `counts`
/// points to 34 writable bytes; `jokers` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_engine_hand_parse(
    engine: *const HupaiEngine,
    text: *const c_char,
    counts: *mut u8,
    jokers: *mut u8,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let engine = borrow(engine, "engine")?;
        let hand = (engine.engine)
            .parse_hand(args::text(text, "text")?)
            .map_err(bad_hand)?;
        let counts = slice_mut(counts, KINDS, "counts")?;
        let jokers = writable(jokers, "jokers")?;
        counts.copy_from_slice(hand.counts());
        *jokers = hand.jokers();
        Ok(())
    })
}
