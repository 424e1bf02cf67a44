//! Kept hands (`HupaiLiveHand`): a hand kept across draws and discards, judged from
//! its kept keys.

use super::*;

/// A hand kept through a game (a player's hand on a server): hupai_live_new_counts
/// sets it, hupai_live_draw and hupai_live_discard update it in a few operations,
/// and hupai_live_is_win / hupai_live_check judge it with the table lookups alone,
/// without reading 34 counts. The storage is the caller's (a local, an array element,
/// a field of a struct), copied by assignment or memcpy, never freed; its bytes are
/// hupai's own, read back with hupai_live_counts. Every byte is set, and two kept
/// hands holding the same tiles are equal byte for byte (memcmp and hashing work). A
/// HupaiLiveHand that no hupai_live_new_* call has set is not a hand: the other calls
/// check a kept hand on entry (its bytes against the hand they hold, a few
/// nanoseconds) and answer HUPAI_BAD_HAND for bytes that are not one.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct HupaiLiveHand {
    /// hupai's own; neither read nor written by the caller.
    opaque: [u64; 12],
}

// The library's kept hand (80 bytes on 64-bit targets, no padding) fits the C
// storage; 96 leave room to grow without changing the ABI.
const _: () = assert!(
    size_of::<LiveHand>() <= size_of::<HupaiLiveHand>()
        && align_of::<LiveHand>() <= align_of::<HupaiLiveHand>()
);

/// # Safety
/// `live` is null or points to a HupaiLiveHand set by a hupai_live_new_* call.
#[inline]
pub(crate) unsafe fn live_hand<'a>(live: *const HupaiLiveHand) -> Result<&'a LiveHand, Failure> {
    // SAFETY: forwarded from the caller; the storage is large and aligned enough
    // (checked above) and was written as a LiveHand, whose fields are integers.
    let hand = unsafe { borrow(live.cast::<LiveHand>(), "live") }?;
    consistent(hand)
}

/// `hand`, unless its bytes are not those of a kept hand (never set, or damaged):
/// then HUPAI_BAD_HAND, checked before any lookup reads them.
#[inline]
pub(crate) fn consistent(hand: &LiveHand) -> Result<&LiveHand, Failure> {
    match hand.is_consistent() {
        true => Ok(hand),
        false => Err(failure(
            HupaiStatus::HupaiBadHand,
            "live: not a kept hand (set it with a hupai_live_new_* call)",
        )),
    }
}

/// # Safety
/// As live_hand, and `live` is writable.
#[inline]
pub(crate) unsafe fn live_hand_mut<'a>(
    live: *mut HupaiLiveHand,
) -> Result<&'a mut LiveHand, Failure> {
    // SAFETY: as live_hand.
    let hand = unsafe { writable(live.cast::<LiveHand>(), "live") }?;
    consistent(hand)?;
    Ok(hand)
}

/// # Safety
/// `live` is null or points to a writable HupaiLiveHand.
#[inline]
pub(crate) unsafe fn set_live(live: *mut HupaiLiveHand, hand: Hand) -> Result<(), Failure> {
    // SAFETY: forwarded from the caller; whole values are written, so the storage
    // needs no valid contents beforehand. Zeros first: the bytes past the kept hand
    // are set too, and every byte of a HupaiLiveHand is initialised.
    unsafe {
        let live = std::ptr::from_mut(writable(live, "live")?);
        live.write(HupaiLiveHand { opaque: [0; 12] });
        live.cast::<LiveHand>().write(LiveHand::new(hand));
    }
    Ok(())
}

/// The tile a live call names: an id 0 to 33, or HUPAI_DISCARD_JOKER for a joker.
#[inline]
pub(crate) fn live_tile(tile: u8) -> Result<Option<Tile>, Failure> {
    if tile == HupaiDiscardTile::HupaiDiscardJoker as u8 {
        return Ok(None);
    }
    match Tile::from_id(usize::from(tile)) {
        Some(tile) => Ok(Some(tile)),
        None => Err(failure(
            HupaiStatus::HupaiBadArgument,
            format!("tile id {tile} is out of range (0 to 33, or 255 for a joker)"),
        )),
    }
}

/// Sets `live` to a hand of 34 counts and `jokers` jokers (see hupai_check_counts).
/// Counts that are no hand (more than four of a kind, more than 17 tiles) are
/// HUPAI_BAD_HAND, `live` unchanged.
///
/// Requires: `counts` points to 34 readable bytes; `live` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_live_new_counts(
    counts: *const u8,
    jokers: u8,
    live: *mut HupaiLiveHand,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe { set_live(live, counts_hand(counts, jokers)?) })
}

/// Sets `live` to a hand of `len` tile ids and `jokers` jokers; as
/// hupai_live_new_counts otherwise.
///
/// Requires: `ids` points to `len` readable bytes (may be null when `len` is 0);
/// `live` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_live_new_ids(
    ids: *const u8,
    len: usize,
    jokers: u8,
    live: *mut HupaiLiveHand,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe { set_live(live, ids_hand(ids, len, jokers)?) })
}

/// Adds `tile` (an id 0 to 33, or HUPAI_DISCARD_JOKER for a joker) to `live`: a
/// draw. A fifth copy or an 18th tile is HUPAI_BAD_HAND, another id
/// HUPAI_BAD_ARGUMENT; either way `live` is unchanged.
///
/// Requires: `live` was set by a hupai_live_new_* call and is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_live_draw(live: *mut HupaiLiveHand, tile: u8) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let live = live_hand_mut(live)?;
        match live_tile(tile)? {
            Some(tile) => live.draw(tile),
            None => live.draw_joker(),
        }
        .map_err(bad_hand)
    })
}

/// Takes `tile` (an id 0 to 33, or HUPAI_DISCARD_JOKER for a joker: a discard
/// advice's tile as it comes) out of `live`: a discard. A tile the hand does not
/// hold is HUPAI_BAD_HAND, another id HUPAI_BAD_ARGUMENT; either way `live` is
/// unchanged.
///
/// Requires: `live` was set by a hupai_live_new_* call and is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_live_discard(live: *mut HupaiLiveHand, tile: u8) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let live = live_hand_mut(live)?;
        match live_tile(tile)? {
            Some(tile) => live.discard(tile),
            None => live.discard_joker(),
        }
        .map_err(bad_hand)
    })
}

/// Whether `live` wins under `engine` in any form, as hupai_is_win_counts: `win`
/// gets 1 or 0 (0 too for a hand the rules do not play).
///
/// Requires: `engine` is a live engine; `live` was set by a hupai_live_new_* call;
/// `win` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_live_is_win(
    engine: *const HupaiEngine,
    live: *const HupaiLiveHand,
    win: *mut u8,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let (engine, live, win) = (
            borrow(engine, "engine")?,
            live_hand(live)?,
            writable(win, "win")?,
        );
        *win = engine.engine.is_win_live(live).into();
        Ok(())
    })
}

/// Every form `live` wins in under `engine`, as hupai_check_counts: `forms` gets
/// HupaiForm bits (0 = no win); a hand the rules do not play is HUPAI_BAD_HAND.
///
/// Requires: `engine` is a live engine; `live` was set by a hupai_live_new_* call;
/// `forms` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_live_check(
    engine: *const HupaiEngine,
    live: *const HupaiLiveHand,
    forms: *mut u32,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let (engine, live) = (borrow(engine, "engine")?, live_hand(live)?);
        let forms = writable(forms, "forms")?;
        *forms = form_bits(engine.engine.check_live(live).map_err(bad_hand)?);
        Ok(())
    })
}

/// The waits of `live` (3n+1 tiles) under `engine`, from its kept keys, as
/// hupai_waits_counts: `waits` gets a mask of tile ids; `exhausted` (may be null)
/// those of them the hand holds four of. A hand of another size is HUPAI_BAD_HAND.
///
/// Requires: `engine` is a live engine; `live` was set by a hupai_live_new_* call;
/// `waits` is writable; `exhausted` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_live_waits(
    engine: *const HupaiEngine,
    live: *const HupaiLiveHand,
    waits: *mut u64,
    exhausted: *mut u64,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let (engine, live) = (borrow(engine, "engine")?, live_hand(live)?);
        let waits = writable(waits, "waits")?;
        write_waits(engine.engine.waits_live(live), waits, exhausted)
    })
}

/// The hand `live` holds: `counts` gets its 34 counts, `jokers` its joker count.
///
/// Requires: `live` was set by a hupai_live_new_* call; `counts` points to 34
/// writable bytes; `jokers` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_live_counts(
    live: *const HupaiLiveHand,
    counts: *mut u8,
    jokers: *mut u8,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let hand = live_hand(live)?.hand();
        let (counts, jokers) = (
            slice_mut(counts, KINDS, "counts")?,
            writable(jokers, "jokers")?,
        );
        counts.copy_from_slice(hand.counts());
        *jokers = hand.jokers();
        Ok(())
    })
}
