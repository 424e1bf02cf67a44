//! `HupaiLiveHand` as C sees it: storage that every call leaves fully initialised, so
//! that C may copy, compare and hash its bytes, and two kept hands holding the same
//! tiles are equal byte for byte. Small enough for Miri, which checks the storage's
//! casts and that no byte is left uninitialised:
//! `cargo +nightly miri test -p hupai-c --test live_storage`.

// The C library's source, compiled in by path (the crate builds no rlib).
#[path = "../src/lib.rs"]
#[allow(dead_code, unused_imports, clippy::enum_variant_names)]
mod c_api;

use std::mem::MaybeUninit;

use c_api::{HupaiLiveHand, HupaiStatus};

/// The storage's bytes (reading them is undefined behaviour, caught by Miri, if any
/// is uninitialised).
fn bytes(live: &MaybeUninit<HupaiLiveHand>) -> [u8; size_of::<HupaiLiveHand>()] {
    // SAFETY: the storage is that many bytes, and set by hupai_live_new_*.
    unsafe {
        live.as_ptr()
            .cast::<[u8; size_of::<HupaiLiveHand>()]>()
            .read()
    }
}

fn new_from_counts(counts: &[u8; 34], jokers: u8) -> MaybeUninit<HupaiLiveHand> {
    // Garbage first: setting a hand must not depend on what the storage held.
    let mut live = MaybeUninit::new(HupaiLiveHand::from_garbage());
    // SAFETY: 34 counts, writable storage.
    let status =
        unsafe { c_api::hupai_live_new_counts(counts.as_ptr(), jokers, live.as_mut_ptr()) };
    assert_eq!(status, HupaiStatus::HupaiOk);
    live
}

impl HupaiLiveHand {
    fn from_garbage() -> HupaiLiveHand {
        // SAFETY: any bytes are a valid array of integers.
        unsafe { std::mem::transmute([0xA5u8; size_of::<HupaiLiveHand>()]) }
    }
}

#[test]
fn kept_hands_are_initialised_bytes_equal_for_equal_tiles() {
    let mut counts = [0u8; 34];
    counts[0] = 2;
    counts[30] = 1;
    let mut live = new_from_counts(&counts, 1);
    // SAFETY: storage set just above, for each move.
    let moves = unsafe {
        [
            c_api::hupai_live_draw(live.as_mut_ptr(), 5),
            c_api::hupai_live_discard(live.as_mut_ptr(), 255),
            c_api::hupai_live_draw(live.as_mut_ptr(), 0),
            c_api::hupai_live_draw(live.as_mut_ptr(), 40),
            c_api::hupai_live_discard(live.as_mut_ptr(), 33),
        ]
    };
    use HupaiStatus::*;
    assert_eq!(
        moves,
        [HupaiOk, HupaiOk, HupaiOk, HupaiBadArgument, HupaiBadHand]
    );
    let (mut held, mut jokers) = ([9u8; 34], 9u8);
    // SAFETY: set storage, 34 writable counts, a writable joker count.
    let status = unsafe { c_api::hupai_live_counts(live.as_ptr(), held.as_mut_ptr(), &mut jokers) };
    assert_eq!(status, HupaiOk);
    counts[0] = 3;
    counts[5] = 1;
    assert_eq!((held, jokers), (counts, 0));
    // The same tiles set afresh: the same bytes, the bytes past the hand zero.
    let fresh = new_from_counts(&counts, 0);
    assert_eq!(bytes(&live), bytes(&fresh));
    let kept = size_of::<hupai_core::LiveHand>();
    assert!(bytes(&fresh)[kept..].iter().all(|&b| b == 0));
    // A copy judges as the original (no engine needed for the counts).
    let copy = live;
    // SAFETY: as above.
    let status = unsafe { c_api::hupai_live_counts(copy.as_ptr(), held.as_mut_ptr(), &mut jokers) };
    assert_eq!((status, held), (HupaiOk, counts));
}

/// Hardening II, item 6: a kept hand's bytes damaged or never set are checked on
/// entry: HUPAI_BAD_HAND, never a caught panic (whose message the host's stderr
/// would get), whatever the bytes.
#[test]
fn damaged_kept_hands_are_bad_hands() {
    let mut counts = [0u8; 34];
    counts[4] = 3;
    let set = new_from_counts(&counts, 1);
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    for round in 0..2_000 {
        // SAFETY: the storage was set by hupai_live_new_counts.
        let mut bytes: [u8; size_of::<HupaiLiveHand>()] = bytes(&set);
        // One to four bytes overwritten, or every byte garbage.
        let damaged = if round % 10 == 0 {
            bytes.len()
        } else {
            1 + round % 4
        };
        for _ in 0..damaged {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            bytes[(state % bytes.len() as u64) as usize] = (state >> 32) as u8;
        }
        // SAFETY: any bytes are a valid array of integers.
        let mut live: HupaiLiveHand = unsafe { std::mem::transmute(bytes) };
        let mut out = [0u8; 34];
        let mut jokers = 0u8;
        // SAFETY: live storage, writable outputs of the sizes the calls take.
        let statuses = unsafe {
            [
                c_api::hupai_live_draw(&mut live, 5),
                c_api::hupai_live_discard(&mut live, 4),
                c_api::hupai_live_counts(&live, out.as_mut_ptr(), &mut jokers),
            ]
        };
        for status in statuses {
            assert!(
                matches!(
                    status,
                    HupaiStatus::HupaiOk
                        | HupaiStatus::HupaiBadHand
                        | HupaiStatus::HupaiBadArgument
                ),
                "round {round}: {status:?}"
            );
        }
    }
}
