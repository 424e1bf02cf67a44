//! The C ABI's fuzz checks: the C entry points (crates/hupai-c, compiled into the
//! checking crate as the module `c_api`) against the library. Used by the cargo-fuzz
//! target `c_abi` and by the C library's seeded test (`crates/hupai-c/tests/fuzz_c_abi.rs`).

use crate::checks::{Bytes, joker_kind_from, keep_shanten_tables};
use hupai::{Engine, Hand};

/// The C entry points with arguments made of the input: raw counts (any byte values),
/// ids, joker counts, batches, error buffers of any size. Statuses and answers equal
/// the library's; messages are cut on character boundaries and NUL-terminated.
pub fn c_abi(data: &[u8]) {
    use crate::c_api::*;
    let mut input = Bytes::new(data);
    let mut engine: *mut HupaiEngine = std::ptr::null_mut();
    let name = [
        "standard\0",
        "riichi\0",
        "changsha\0",
        "wind-runs\0",
        "vegas\0",
    ][usize::from(input.below(5))];
    // SAFETY: a NUL-terminated name and a writable out pointer.
    let status = unsafe { hupai_engine_new(name.as_ptr().cast(), &mut engine) };
    if status != HupaiStatus::HupaiOk {
        assert!(engine.is_null());
        last_error_is_cut_cleanly(&mut input);
        return;
    }
    let library = Engine::builtin(name.trim_end_matches('\0')).expect("built in");
    let (engine, library) = with_joker_kinds(engine, library, &mut input);
    keep_shanten_tables(&library);
    let counts: Vec<u8> = (0..34).map(|_| input.below(6)).collect();
    let jokers = input.below(20);
    let expected = Hand::from_counts(counts.clone().try_into().expect("34"), jokers);
    let mut forms = 0u32;
    // SAFETY: a live engine, 34 counts, a writable result.
    let status = unsafe { hupai_check_counts(engine, counts.as_ptr(), jokers, &mut forms) };
    let checked = expected.clone().ok().map(|h| library.check(&h));
    let mut win = 9u8;
    // SAFETY: a live engine, 34 counts, a writable result.
    let win_status = unsafe { hupai_is_win_counts(engine, counts.as_ptr(), jokers, &mut win) };
    match &expected {
        Ok(hand) => {
            assert_eq!(win_status, HupaiStatus::HupaiOk);
            assert_eq!(win, u8::from(library.is_win(hand)));
        }
        Err(_) => assert_eq!(win_status, HupaiStatus::HupaiBadHand),
    }
    match &checked {
        Some(Ok(found)) => {
            assert_eq!(status, HupaiStatus::HupaiOk);
            assert_eq!(forms != 0, !found.is_empty());
        }
        _ => assert_eq!(status, HupaiStatus::HupaiBadHand),
    }
    let (mut waits, mut exhausted) = (0u64, 0u64);
    // SAFETY: as above.
    let status =
        unsafe { hupai_waits_counts(engine, counts.as_ptr(), jokers, &mut waits, &mut exhausted) };
    match expected.clone().ok().map(|h| library.waits(&h)) {
        Some(Ok(found)) => {
            assert_eq!(status, HupaiStatus::HupaiOk);
            assert_eq!((waits, exhausted), (found.bits(), found.exhausted_bits()));
        }
        _ => assert_eq!(status, HupaiStatus::HupaiBadHand),
    }
    hints_agree(engine, &library, &counts, jokers, &mut input);
    text_calls_agree(engine, &library, &counts, jokers, &mut input);
    live_hands_agree(engine, &library, &counts, jokers, &mut input);
    let ids: Vec<u8> = (0..input.below(24)).map(|_| input.below(40)).collect();
    // SAFETY: `ids.len()` readable ids, a writable result.
    let status = unsafe { hupai_check_ids(engine, ids.as_ptr(), ids.len(), jokers, &mut forms) };
    let from_ids = ids.iter().map(|&i| usize::from(i)).collect::<Vec<_>>();
    let expected = Hand::from_ids(&from_ids, jokers)
        .ok()
        .map(|h| library.check(&h));
    assert_eq!(
        status == HupaiStatus::HupaiOk,
        matches!(expected, Some(Ok(_)))
    );
    let hand_of_ids = Hand::from_ids(&from_ids, jokers).ok();
    ids_calls_agree(engine, &library, &ids, jokers, hand_of_ids);
    let n = usize::from(input.below(4));
    let batch: Vec<u8> = counts.iter().cycle().take(n * 34).copied().collect();
    let batch_jokers = vec![jokers; n];
    let mut wins = vec![9u8; n];
    // SAFETY: n hands of 34 counts, n jokers, n writable results.
    let status = unsafe {
        hupai_check_batch(
            engine,
            batch.as_ptr(),
            batch_jokers.as_ptr(),
            n,
            wins.as_mut_ptr(),
            input.below(2),
        )
    };
    assert_eq!(status, HupaiStatus::HupaiOk);
    let win = u8::from(matches!(checked, Some(Ok(f)) if !f.is_empty()));
    assert!(wins.iter().all(|&w| w == win));
    let (mut forms, mut statuses) = (vec![9u8; n], vec![9u8; n]);
    // SAFETY: as above, twice n writable results.
    let status = unsafe {
        hupai_check_batch_forms(
            engine,
            batch.as_ptr(),
            batch_jokers.as_ptr(),
            n,
            forms.as_mut_ptr(),
            statuses.as_mut_ptr(),
            input.below(2),
        )
    };
    assert_eq!(status, HupaiStatus::HupaiOk);
    let (form_bits, hand_status) = match &checked {
        Some(Ok(found)) => (
            found.iter().map(|f| 1u8 << f as u8).sum(),
            HupaiStatus::HupaiOk,
        ),
        _ => (0, HupaiStatus::HupaiBadHand),
    };
    assert!(
        forms.iter().all(|&f| f == form_bits),
        "{forms:?} {checked:?}"
    );
    assert!(statuses.iter().all(|&s| s == hand_status as u8));
    question_batches_agree(engine, &library, &batch, &batch_jokers, &mut input);
    last_error_is_cut_cleanly(&mut input);
    // SAFETY: made by hupai_engine_new, freed once.
    unsafe { hupai_engine_free(engine) };
}

/// A kept hand set from the counts, then moved by draws and discards of any byte (ids,
/// the joker's 255, out-of-range values): each move's status and each judgement equal
/// the library's on the same hand; a refused move leaves the hand as it was.
fn live_hands_agree(
    engine: *const crate::c_api::HupaiEngine,
    library: &Engine,
    counts: &[u8],
    jokers: u8,
    input: &mut Bytes<'_>,
) {
    use crate::c_api::*;
    use hupai::{LiveHand, Tile};
    let mut live = std::mem::MaybeUninit::<HupaiLiveHand>::uninit();
    // SAFETY: 34 counts, writable storage.
    let status = unsafe { hupai_live_new_counts(counts.as_ptr(), jokers, live.as_mut_ptr()) };
    let hand = match Hand::from_counts(counts.try_into().expect("34"), jokers) {
        Ok(hand) => {
            assert_eq!(status, HupaiStatus::HupaiOk);
            hand
        }
        // Counts that are no hand: the moves start from no tiles instead.
        Err(_) => {
            assert_eq!(status, HupaiStatus::HupaiBadHand);
            // SAFETY: no ids (a null pointer is allowed), writable storage.
            let status = unsafe { hupai_live_new_ids(std::ptr::null(), 0, 0, live.as_mut_ptr()) };
            assert_eq!(status, HupaiStatus::HupaiOk);
            Hand::default()
        }
    };
    let mut expected = LiveHand::new(hand);
    for _ in 0..input.below(24) {
        let (draw, byte) = (input.below(3) != 0, input.byte());
        let tile = match byte {
            255 => Some(None),
            id => Tile::from_id(usize::from(id)).map(Some),
        };
        // SAFETY: storage set by hupai_live_new_counts.
        let status = unsafe {
            match draw {
                true => hupai_live_draw(live.as_mut_ptr(), byte),
                false => hupai_live_discard(live.as_mut_ptr(), byte),
            }
        };
        let moved = tile.map(|tile| match (draw, tile) {
            (true, Some(tile)) => expected.draw(tile),
            (true, None) => expected.draw_joker(),
            (false, Some(tile)) => expected.discard(tile),
            (false, None) => expected.discard_joker(),
        });
        let want = match moved {
            None => HupaiStatus::HupaiBadArgument,
            Some(Err(_)) => HupaiStatus::HupaiBadHand,
            Some(Ok(())) => HupaiStatus::HupaiOk,
        };
        assert_eq!(status, want, "byte {byte}, draw {draw}");
        let (mut held, mut held_jokers, mut win, mut forms) = ([9u8; 34], 99u8, 9u8, 99u32);
        // SAFETY: set storage, a live engine, writable results.
        let statuses = unsafe {
            [
                hupai_live_counts(live.as_ptr(), held.as_mut_ptr(), &mut held_jokers),
                hupai_live_is_win(engine, live.as_ptr(), &mut win),
                hupai_live_check(engine, live.as_ptr(), &mut forms),
            ]
        };
        let hand = expected.hand();
        assert_eq!((&held, held_jokers), (hand.counts(), hand.jokers()));
        assert_eq!(statuses[..2], [HupaiStatus::HupaiOk; 2]);
        assert_eq!(win, u8::from(library.is_win(hand)));
        match library.check(hand) {
            Ok(found) => {
                assert_eq!(statuses[2], HupaiStatus::HupaiOk);
                assert_eq!(forms, found.iter().map(|f| 1u32 << f as u32).sum::<u32>());
            }
            Err(_) => assert_eq!(statuses[2], HupaiStatus::HupaiBadHand),
        }
        let (mut waits, mut exhausted) = (u64::MAX, u64::MAX);
        // SAFETY: set storage, a live engine, writable results.
        let status = unsafe { hupai_live_waits(engine, live.as_ptr(), &mut waits, &mut exhausted) };
        match library.waits(hand) {
            Ok(found) => {
                assert_eq!(status, HupaiStatus::HupaiOk);
                assert_eq!((waits, exhausted), (found.bits(), found.exhausted_bits()));
            }
            Err(_) => assert_eq!(status, HupaiStatus::HupaiBadHand),
        }
    }
    damaged_live_hands_answer(engine, live, input);
}

/// A kept hand with a few of its bytes overwritten: every call answers (HUPAI_BAD_HAND
/// for bytes that are no kept hand), none by a caught panic, whose message would
/// reach the host's stderr.
fn damaged_live_hands_answer(
    engine: *const crate::c_api::HupaiEngine,
    mut live: std::mem::MaybeUninit<crate::c_api::HupaiLiveHand>,
    input: &mut Bytes<'_>,
) {
    use crate::c_api::*;
    let bytes = live.as_mut_ptr().cast::<u8>();
    for _ in 0..1 + input.below(4) {
        let at = usize::from(input.below(size_of::<HupaiLiveHand>() as u8));
        // SAFETY: within the storage, which every live call fully set.
        unsafe { *bytes.add(at) = input.byte() };
    }
    let (mut held, mut jokers, mut win, mut forms) = ([0u8; 34], 0u8, 0u8, 0u32);
    let (mut waits, mut exhausted) = (0u64, 0u64);
    // SAFETY: initialised storage (any bytes), a live engine, writable results.
    let statuses = unsafe {
        [
            hupai_live_counts(live.as_ptr(), held.as_mut_ptr(), &mut jokers),
            hupai_live_is_win(engine, live.as_ptr(), &mut win),
            hupai_live_check(engine, live.as_ptr(), &mut forms),
            hupai_live_waits(engine, live.as_ptr(), &mut waits, &mut exhausted),
            hupai_live_draw(live.as_mut_ptr(), 0),
            hupai_live_discard(live.as_mut_ptr(), 255),
        ]
    };
    assert!(!statuses.contains(&HupaiStatus::HupaiPanic), "{statuses:?}");
}

/// Now and then an engine with a joker kind added through the C call (or a bad id,
/// refused with the engine unchanged), and the library's engine to match.
fn with_joker_kinds(
    engine: *mut crate::c_api::HupaiEngine,
    library: Engine,
    input: &mut Bytes<'_>,
) -> (*mut crate::c_api::HupaiEngine, Engine) {
    use crate::c_api::*;
    let choice = input.below(4);
    if choice >= 2 {
        return (engine, library);
    }
    let id = match choice {
        0 => joker_kind_from(input).id() as u8,
        _ => 34 + input.below(200),
    };
    let mut derived: *mut HupaiEngine = std::ptr::null_mut();
    // SAFETY: a live engine, one readable id, a writable out pointer.
    let status = unsafe { hupai_engine_with_joker_kinds(engine, &id, 1, &mut derived) };
    if choice == 1 {
        assert_eq!(status, HupaiStatus::HupaiBadArgument);
        assert!(derived.is_null());
        return (engine, library);
    }
    let kind = hupai::Tile::from_id(id.into()).expect("a kind");
    let Ok(with_kind) = library.clone().with_joker_kinds(&[kind]) else {
        // Rules that play no jokers refuse joker kinds, as the library does.
        assert_eq!(status, HupaiStatus::HupaiBadRules);
        assert!(derived.is_null());
        return (engine, library);
    };
    assert_eq!(status, HupaiStatus::HupaiOk);
    // SAFETY: made by hupai_engine_new, freed once; `derived` is its own engine.
    unsafe { hupai_engine_free(engine) };
    (derived, with_kind)
}

/// Waits and shanten from ids equal the library's.
fn ids_calls_agree(
    engine: *const crate::c_api::HupaiEngine,
    library: &Engine,
    ids: &[u8],
    jokers: u8,
    hand: Option<Hand>,
) {
    use crate::c_api::*;
    let (mut waits, mut exhausted) = (0u64, 0u64);
    // SAFETY: a live engine, `ids.len()` readable ids, writable results.
    let status = unsafe {
        hupai_waits_ids(
            engine,
            ids.as_ptr(),
            ids.len(),
            jokers,
            &mut waits,
            &mut exhausted,
        )
    };
    match hand.map(|h| library.waits(&h)) {
        Some(Ok(found)) => {
            assert_eq!(status, HupaiStatus::HupaiOk);
            assert_eq!((waits, exhausted), (found.bits(), found.exhausted_bits()));
        }
        _ => assert_eq!(status, HupaiStatus::HupaiBadHand),
    }
    let (mut shanten, mut per_form) = (0i8, [0i8; 3]);
    // SAFETY: as above, and 3 writable bytes.
    let status = unsafe {
        hupai_shanten_ids(
            engine,
            ids.as_ptr(),
            ids.len(),
            jokers,
            &mut shanten,
            per_form.as_mut_ptr(),
        )
    };
    match hand.map(|h| library.shanten_forms(&h)) {
        Some(Ok(found)) => {
            assert_eq!(status, HupaiStatus::HupaiOk);
            assert_eq!(Some(shanten), found.best());
            for (form, &value) in hupai::Form::ALL.into_iter().zip(&per_form) {
                assert_eq!(found.form(form).unwrap_or(127), value);
            }
            let hand = hand.expect("a shanten has a hand");
            for (bit, form) in (0..).zip(hupai::Form::ALL) {
                let mut one = 0i8;
                // SAFETY: a live engine, 34 readable counts, a writable result.
                let status = unsafe {
                    hupai_shanten_form_counts(
                        engine,
                        hand.counts().as_ptr(),
                        hand.jokers(),
                        1 << bit,
                        &mut one,
                    )
                };
                assert_eq!(status, HupaiStatus::HupaiOk);
                assert_eq!(found.form(form).unwrap_or(127), one);
            }
        }
        _ => assert_eq!(status, HupaiStatus::HupaiBadHand),
    }
}

fn last_error_is_cut_cleanly(input: &mut Bytes<'_>) {
    use crate::c_api::hupai_last_error;
    // SAFETY: a null buffer asks for the length only.
    let length = unsafe { hupai_last_error(std::ptr::null_mut(), 0) };
    let capacity = usize::from(input.below(80));
    let mut buffer = vec![0x55u8; capacity + 1];
    // SAFETY: `capacity` writable bytes.
    let full = unsafe { hupai_last_error(buffer.as_mut_ptr().cast(), capacity) };
    assert_eq!(full, length);
    if capacity > 0 {
        let end = buffer.iter().position(|&b| b == 0).expect("NUL-terminated");
        assert!(end < capacity);
        std::str::from_utf8(&buffer[..end]).expect("cut on a character boundary");
    }
    assert_eq!(buffer[capacity], 0x55, "wrote past the buffer");
}

/// hupai_ukeire_counts and hupai_discards_counts, with seen tiles or none, against the
/// library's `ukeire` and `discards` (the same status, the same answer).
fn hints_agree(
    engine: *const crate::c_api::HupaiEngine,
    library: &Engine,
    counts: &[u8],
    jokers: u8,
    input: &mut Bytes<'_>,
) {
    use crate::c_api::*;
    let seen: Option<[u8; 34]> = match input.below(2) {
        0 => None,
        _ => Some(std::array::from_fn(|_| input.below(4) * input.below(2))),
    };
    let seen_pointer = seen.as_ref().map_or(std::ptr::null(), |s| s.as_ptr());
    let hand = Hand::from_counts(counts.try_into().expect("34"), jokers).ok();
    let seen = seen.unwrap_or([0; 34]);
    let mut ukeire = std::mem::MaybeUninit::<HupaiUkeire>::zeroed();
    // SAFETY: a live engine, 34 counts, 34 seen counts or null, a writable result.
    let status = unsafe {
        hupai_ukeire_counts(
            engine,
            counts.as_ptr(),
            jokers,
            seen_pointer,
            ukeire.as_mut_ptr(),
        )
    };
    match hand.as_ref().map(|h| library.ukeire(h, &seen)) {
        Some(Ok(found)) => {
            assert_eq!(status, HupaiStatus::HupaiOk);
            // SAFETY: written on success.
            let ukeire = unsafe { ukeire.assume_init() };
            assert_eq!(ukeire, HupaiUkeire::from(&found));
            assert_eq!(ukeire.accepted.count_ones() as usize, found.len());
        }
        _ => assert_eq!(status, HupaiStatus::HupaiBadHand),
    }
    let mut advice = std::mem::MaybeUninit::<HupaiDiscardAdvice>::zeroed();
    // SAFETY: as above, a writable advice.
    let status = unsafe {
        hupai_discards_counts(
            engine,
            counts.as_ptr(),
            jokers,
            seen_pointer,
            advice.as_mut_ptr(),
        )
    };
    match hand.as_ref().map(|h| library.discards(h, &seen)) {
        Some(Ok(found)) => {
            assert_eq!(status, HupaiStatus::HupaiOk);
            // SAFETY: written on success.
            let advice = unsafe { advice.assume_init() };
            assert_eq!(
                (advice.count, advice.shanten),
                (found.discards().len(), found.shanten())
            );
            for (given, expected) in advice.discards.iter().zip(found.discards()) {
                let tile = match expected.discarded() {
                    hupai::hints::Discarded::Tile(tile) => tile.id() as u8,
                    hupai::hints::Discarded::Joker => 255,
                };
                assert_eq!(given.tile, tile);
                assert_eq!(given.ukeire, HupaiUkeire::from(expected.ukeire()));
            }
            assert!(
                advice.discards[advice.count..]
                    .iter()
                    .all(|d| d.ukeire.accepted == 0)
            );
        }
        _ => assert_eq!(status, HupaiStatus::HupaiBadHand),
    }
    let mut masks = std::mem::MaybeUninit::<HupaiDiscardMasks>::zeroed();
    // SAFETY: a live engine, 34 counts, a writable result.
    let status =
        unsafe { hupai_discard_masks_counts(engine, counts.as_ptr(), jokers, masks.as_mut_ptr()) };
    match hand.as_ref().map(|h| library.discard_masks(h)) {
        Some(Ok(found)) => {
            assert_eq!(status, HupaiStatus::HupaiOk);
            // SAFETY: written on success.
            let masks = unsafe { masks.assume_init() };
            let expected = (found.keep_bits(), found.raise_bits(), found.shanten());
            assert_eq!((masks.keep, masks.raise, masks.shanten), expected);
        }
        _ => assert_eq!(status, HupaiStatus::HupaiBadHand),
    }
}

/// MPSZ text of random bytes read by `hupai_hand_parse` as by the library, and the
/// decompositions as text into buffers of random sizes and limits.
fn text_calls_agree(
    engine: *const crate::c_api::HupaiEngine,
    library: &Engine,
    counts: &[u8],
    jokers: u8,
    input: &mut Bytes,
) {
    use crate::c_api::*;
    const CHARACTERS: &[u8] = b"0123456789mpszJ ,\xc3\xa9";
    let text: Vec<u8> = (0..input.below(20))
        .map(|_| CHARACTERS[usize::from(input.below(CHARACTERS.len() as u8))])
        .chain([0])
        .collect();
    let (mut parsed, mut parsed_jokers) = ([7u8; 34], 7u8);
    // SAFETY: a NUL-terminated text, 34 writable counts, a writable joker count.
    let status = unsafe {
        hupai_hand_parse(
            text.as_ptr().cast(),
            parsed.as_mut_ptr(),
            &mut parsed_jokers,
        )
    };
    let expected = std::str::from_utf8(&text[..text.len() - 1])
        .ok()
        .map(|t| t.parse::<Hand>());
    match expected {
        Some(Ok(hand)) => {
            assert_eq!(status, HupaiStatus::HupaiOk);
            assert_eq!((&parsed, parsed_jokers), (hand.counts(), hand.jokers()));
        }
        Some(Err(_)) => assert_eq!(status, HupaiStatus::HupaiBadHand),
        None => assert_eq!(status, HupaiStatus::HupaiBadArgument),
    }
    if status != HupaiStatus::HupaiOk {
        assert_eq!(
            (parsed, parsed_jokers),
            ([7u8; 34], 7),
            "unchanged on a refusal"
        );
    }
    let limit = usize::from(input.below(6));
    let capacity = usize::from(input.byte());
    let mut buffer = vec![0xAAu8; capacity];
    let (mut count, mut length) = (99usize, 99usize);
    let pointer = match capacity {
        0 => std::ptr::null_mut(),
        _ => buffer.as_mut_ptr().cast(),
    };
    // SAFETY: 34 counts; `capacity` writable bytes (or null); writable results.
    let status = unsafe {
        hupai_decompositions_counts(
            engine,
            counts.as_ptr(),
            jokers,
            limit,
            pointer,
            capacity,
            &mut count,
            &mut length,
        )
    };
    let hand = Hand::from_counts(counts.try_into().expect("34"), jokers).ok();
    match hand.map(|h| {
        library
            .decompositions(&h)
            .map(|d| d.take(limit).collect::<Vec<_>>())
    }) {
        Some(Ok(found)) => {
            assert_eq!(status, HupaiStatus::HupaiOk);
            let text: String = found.iter().map(|d| format!("{d}\n")).collect();
            assert_eq!((count, length), (found.len(), text.len()));
            if text.len() < capacity {
                assert_eq!(&buffer[..=text.len()], [text.as_bytes(), &[0]].concat());
            } else if capacity > 0 {
                assert_eq!(buffer[0], 0, "an empty buffer when the text does not fit");
            }
        }
        _ => assert_eq!(status, HupaiStatus::HupaiBadHand),
    }
}

/// The waits and shanten batches equal the single calls, hand by hand.
fn question_batches_agree(
    engine: *const crate::c_api::HupaiEngine,
    library: &Engine,
    batch: &[u8],
    jokers: &[u8],
    input: &mut Bytes,
) {
    use crate::c_api::*;
    let n = jokers.len();
    let (mut waits, mut shanten, mut statuses) = (vec![9u64; n], vec![9i8; n], vec![9u8; n]);
    let parallel = input.below(2);
    // SAFETY: n hands of 34 counts, n jokers, n writable results and statuses.
    let status = unsafe {
        hupai_waits_batch(
            engine,
            batch.as_ptr(),
            jokers.as_ptr(),
            n,
            waits.as_mut_ptr(),
            statuses.as_mut_ptr(),
            parallel,
        )
    };
    assert_eq!(status, HupaiStatus::HupaiOk);
    for (i, (&w, &s)) in waits.iter().zip(&statuses).enumerate() {
        let hand = Hand::from_counts(
            batch[34 * i..34 * i + 34].try_into().expect("34"),
            jokers[i],
        );
        match hand.ok().map(|h| library.waits(&h)) {
            Some(Ok(found)) => assert_eq!((w, s), (found.bits(), HupaiStatus::HupaiOk as u8)),
            _ => assert_eq!((w, s), (0, HupaiStatus::HupaiBadHand as u8)),
        }
    }
    // SAFETY: as above.
    let status = unsafe {
        hupai_shanten_batch(
            engine,
            batch.as_ptr(),
            jokers.as_ptr(),
            n,
            shanten.as_mut_ptr(),
            statuses.as_mut_ptr(),
            parallel,
        )
    };
    assert_eq!(status, HupaiStatus::HupaiOk);
    for (i, (&value, &s)) in shanten.iter().zip(&statuses).enumerate() {
        let hand = Hand::from_counts(
            batch[34 * i..34 * i + 34].try_into().expect("34"),
            jokers[i],
        );
        match hand.ok().map(|h| library.shanten(&h)) {
            Some(Ok(found)) => assert_eq!((value, s), (found, HupaiStatus::HupaiOk as u8)),
            _ => assert_eq!(
                (value, s),
                (
                    HupaiShanten::HupaiShantenRuledOut as i8,
                    HupaiStatus::HupaiBadHand as u8
                )
            ),
        }
    }
}
