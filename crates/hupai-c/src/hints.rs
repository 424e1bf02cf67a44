//! Accepted tiles and discard advice, and the C structs they fill.

use super::*;

/// What a hand of 3n+1 tiles accepts (有效牌): see hupai_ukeire_counts.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HupaiUkeire {
    /// Bit `id` set for each tile id whose draw lowers the shanten.
    pub accepted: u64,
    /// The live copies of every accepted kind together.
    pub total_live: u32,
    /// The hand's shanten (0 or more: a hand of 3n+1 tiles never wins).
    pub shanten: i8,
    /// Per tile id, its live copies when accepted (4 less those held and seen; of a
    /// joker kind whose copies the rules count, as 八红中's eight, those less the
    /// jokers held and the copies seen), else 0.
    pub live: [u8; 34],
}

impl From<&Ukeire> for HupaiUkeire {
    fn from(ukeire: &Ukeire) -> HupaiUkeire {
        let mut live = [0; KINDS];
        for tile in ukeire.accepted() {
            live[tile.id()] = ukeire.live(tile);
        }
        HupaiUkeire {
            accepted: ukeire.accepted_bits(),
            total_live: ukeire.total_live(),
            shanten: ukeire.shanten(),
            live,
        }
    }
}

/// A discard's tile id when it lets go of a joker with no kind (`J`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HupaiDiscardTile {
    /// The discard is a joker.
    HupaiDiscardJoker = 255,
}

/// One discard of a hand of 3n+2 tiles: see hupai_discards_counts.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HupaiDiscard {
    /// The tile id let go, or HUPAI_DISCARD_JOKER.
    pub tile: u8,
    /// What the hand accepts after it (its shanten is the shanten after the discard),
    /// the discarded tile counted as seen.
    pub ukeire: HupaiUkeire,
}

/// Discard advice (何切る) for a hand of 3n+2 tiles: see hupai_discards_counts.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HupaiDiscardAdvice {
    /// How many of `discards` are filled: one per distinct tile of the hand.
    pub count: usize,
    /// The hand's own shanten: -1 when it already wins.
    pub shanten: i8,
    /// The discards, best first; the first `count` are filled. A hand holds at most
    /// 17 tiles, so 17 always hold them all.
    pub discards: [HupaiDiscard; 17],
}

// The header's literal sizes are the library's.
const _: () = assert!(KINDS == 34 && hupai_core::MAX_TILES == 17);

/// Reads the optional 34-count of tiles seen.
///
/// # Safety
/// `seen` is null or points to 34 readable bytes.
#[inline]
pub(crate) unsafe fn seen_of(seen: *const u8) -> [u8; KINDS] {
    match seen.is_null() {
        true => [0; KINDS],
        // SAFETY: non-null, and 34 readable bytes, as the caller promises.
        false => unsafe { *seen.cast::<[u8; KINDS]>() },
    }
}

/// # Safety
/// `seen` is null or points to 34 readable bytes.
#[inline]
pub(crate) unsafe fn write_ukeire(
    engine: &HupaiEngine,
    hand: Hand,
    seen: *const u8,
    out: &mut HupaiUkeire,
) -> Result<(), Failure> {
    // SAFETY: forwarded from the caller.
    let seen = unsafe { seen_of(seen) };
    *out = (&engine.engine.ukeire(&hand, &seen).map_err(bad_hand)?).into();
    Ok(())
}

/// # Safety
/// `seen` is null or points to 34 readable bytes.
#[inline]
pub(crate) unsafe fn write_discards(
    engine: &HupaiEngine,
    hand: Hand,
    seen: *const u8,
    out: &mut HupaiDiscardAdvice,
) -> Result<(), Failure> {
    // SAFETY: forwarded from the caller.
    let seen = unsafe { seen_of(seen) };
    let advice = engine.engine.discards(&hand, &seen).map_err(bad_hand)?;
    // Slots past `count` are zero.
    let none = HupaiDiscard {
        tile: 0,
        ukeire: HupaiUkeire {
            accepted: 0,
            total_live: 0,
            shanten: 0,
            live: [0; KINDS],
        },
    };
    out.count = advice.discards().len();
    out.shanten = advice.shanten();
    out.discards = [none; 17];
    for (slot, discard) in out.discards.iter_mut().zip(advice.discards()) {
        *slot = HupaiDiscard {
            tile: match discard.discarded() {
                Discarded::Tile(tile) => tile.id() as u8,
                Discarded::Joker => HupaiDiscardTile::HupaiDiscardJoker as u8,
            },
            ukeire: discard.ukeire().into(),
        };
    }
    Ok(())
}

/// What a hand of 3n+1 tiles given as 34 counts and `jokers` jokers (see
/// hupai_check_counts) accepts: the kinds whose draw lowers its shanten, and the live
/// copies of each, 4 less those the hand holds and those in `seen` (34 counts of
/// tiles visible elsewhere: discards, melds, dora indicators; may be null for none).
/// A kind the hand holds four of is never accepted; one whose other copies are all
/// seen is, with 0 live. A joker kind's tile is drawn as a joker. A hand of another
/// size, or a seen count that with the hand makes more than four of a kind, is
/// HUPAI_BAD_HAND.
///
/// Requires: `engine` is a live engine; `counts` points to 34 readable bytes; `seen`
/// is null or points to 34 readable bytes; `ukeire` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_ukeire_counts(
    engine: *const HupaiEngine,
    counts: *const u8,
    jokers: u8,
    seen: *const u8,
    ukeire: *mut HupaiUkeire,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let (engine, ukeire) = (borrow(engine, "engine")?, writable(ukeire, "ukeire")?);
        write_ukeire(engine, counts_hand(counts, jokers)?, seen, ukeire)
    })
}

/// hupai_ukeire_counts for a hand given as `len` tile ids and `jokers` jokers.
///
/// Requires: `engine` is a live engine; `ids` points to `len` readable bytes (may be
/// null when `len` is 0); `seen` is null or points to 34 readable bytes; `ukeire` is
/// writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_ukeire_ids(
    engine: *const HupaiEngine,
    ids: *const u8,
    len: usize,
    jokers: u8,
    seen: *const u8,
    ukeire: *mut HupaiUkeire,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let (engine, ukeire) = (borrow(engine, "engine")?, writable(ukeire, "ukeire")?);
        write_ukeire(engine, ids_hand(ids, len, jokers)?, seen, ukeire)
    })
}

/// Discard advice (何切る) for a hand of 3n+2 tiles given as 34 counts and `jokers`
/// jokers (see hupai_check_counts): `advice` gets the hand's own shanten (-1 when it
/// already wins) and its `count` distinct discards (a joker is one, tile
/// HUPAI_DISCARD_JOKER), best first: lowest shanten after the discard, then most live
/// tiles; ties in tile order, the joker last. Each says what the hand then accepts,
/// counted as hupai_ukeire_counts with the discarded tile seen. A hand of another
/// size, or a seen count that with the hand makes more than four of a kind, is
/// HUPAI_BAD_HAND.
///
/// Requires: `engine` is a live engine; `counts` points to 34 readable bytes; `seen`
/// is null or points to 34 readable bytes; `advice` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_discards_counts(
    engine: *const HupaiEngine,
    counts: *const u8,
    jokers: u8,
    seen: *const u8,
    advice: *mut HupaiDiscardAdvice,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let (engine, advice) = (borrow(engine, "engine")?, writable(advice, "advice")?);
        write_discards(engine, counts_hand(counts, jokers)?, seen, advice)
    })
}

/// hupai_discards_counts for a hand given as `len` tile ids and `jokers` jokers.
///
/// Requires: `engine` is a live engine; `ids` points to `len` readable bytes (may be
/// null when `len` is 0); `seen` is null or points to 34 readable bytes; `advice` is
/// writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_discards_ids(
    engine: *const HupaiEngine,
    ids: *const u8,
    len: usize,
    jokers: u8,
    seen: *const u8,
    advice: *mut HupaiDiscardAdvice,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let (engine, advice) = (borrow(engine, "engine")?, writable(advice, "advice")?);
        write_discards(engine, ids_hand(ids, len, jokers)?, seen, advice)
    })
}

/// The bit of a HupaiDiscardMasks mask that stands for discarding a joker with no
/// kind: the one after the 34 tile ids.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HupaiMaskBit {
    /// `keep >> HUPAI_JOKER_BIT & 1`: whether discarding a joker keeps.
    HupaiJokerBit = 34,
}

// The header's bit is the library's.
const _: () =
    assert!(HupaiMaskBit::HupaiJokerBit as u32 == hupai_core::hints::DiscardMasks::JOKER_BIT);

/// Which discards of a hand of 3n+2 tiles keep it as near a win as it can stay and
/// which take it further: see hupai_discard_masks_counts.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HupaiDiscardMasks {
    /// Bit `id` set for each tile id held whose discard keeps the hand as near a win as
    /// any discard can; bit HUPAI_JOKER_BIT for a joker.
    pub keep: u64,
    /// The same for the other discards held: one draw further, or out of every form.
    pub raise: u64,
    /// The hand's own shanten: -1 when it already wins.
    pub shanten: i8,
}

/// Which discards of a hand of 3n+2 tiles given as 34 counts and `jokers` jokers (see
/// hupai_check_counts) keep it as near a win as it can stay (`keep`: for a hand that
/// does not win, its shanten stays; for a winning hand, it still waits) and which do
/// not (`raise`), a bit per tile id held and HUPAI_JOKER_BIT for a joker; and the
/// hand's own shanten. The shanten alone, without the accepted tiles of
/// hupai_discards_counts: a bot's keep-shanten mask. A hand of another size is
/// HUPAI_BAD_HAND.
///
/// Requires: `engine` is a live engine; `counts` points to 34 readable bytes; `masks`
/// is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_discard_masks_counts(
    engine: *const HupaiEngine,
    counts: *const u8,
    jokers: u8,
    masks: *mut HupaiDiscardMasks,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let (engine, masks) = (borrow(engine, "engine")?, writable(masks, "masks")?);
        write_discard_masks(engine, counts_hand(counts, jokers)?, masks)
    })
}

/// hupai_discard_masks_counts for a hand given as `len` tile ids and `jokers` jokers.
///
/// Requires: `engine` is a live engine; `ids` points to `len` readable bytes (may be
/// null when `len` is 0); `masks` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_discard_masks_ids(
    engine: *const HupaiEngine,
    ids: *const u8,
    len: usize,
    jokers: u8,
    masks: *mut HupaiDiscardMasks,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let (engine, masks) = (borrow(engine, "engine")?, writable(masks, "masks")?);
        write_discard_masks(engine, ids_hand(ids, len, jokers)?, masks)
    })
}

fn write_discard_masks(
    engine: &HupaiEngine,
    hand: Hand,
    out: &mut HupaiDiscardMasks,
) -> Result<(), Failure> {
    let masks = engine.engine.discard_masks(&hand).map_err(bad_hand)?;
    *out = HupaiDiscardMasks {
        keep: masks.keep_bits(),
        raise: masks.raise_bits(),
        shanten: masks.shanten(),
    };
    Ok(())
}
