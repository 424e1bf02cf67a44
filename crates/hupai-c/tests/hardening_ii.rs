//! The C library's regression tests for the second hardening issue (items 1, 2 and
//! 5; item 6 is in `live_storage.rs`, item 8 in `c_abi.rs`), called from Rust.

// The C library's source, compiled in by path (the crate builds no rlib).
#[path = "../src/lib.rs"]
#[allow(dead_code, unused_imports, clippy::enum_variant_names)]
mod c_api;

use std::ffi::CString;

use c_api::{HupaiEngine, HupaiStatus};

/// A built-in engine by name, or the status that refused it.
fn engine(name: &str) -> Result<*mut HupaiEngine, HupaiStatus> {
    let name = CString::new(name).unwrap();
    let mut out = std::ptr::null_mut();
    // SAFETY: a NUL-terminated name, writable storage.
    match unsafe { c_api::hupai_engine_new(name.as_ptr(), &mut out) } {
        HupaiStatus::HupaiOk => Ok(out),
        status => Err(status),
    }
}

/// The full length of this thread's last error message.
fn last_error_len() -> usize {
    // SAFETY: a null buffer asks for the length only.
    unsafe { c_api::hupai_last_error(std::ptr::null_mut(), 0) }
}

/// Item 1: with exposed melds and jokers that may not be fifth copies, shanten -1 is
/// a win: `3sJ` beside `333s` is 0 and no win.
#[test]
fn shanten_and_check_tell_one_story_with_melds() {
    let strict = engine("strict-jokers").unwrap();
    let melds = CString::new("333s").unwrap();
    let mut melded = std::ptr::null_mut();
    let mut counts = [0u8; 34];
    counts[20] = 1; // 3s
    let (mut shanten, mut forms) = (9i8, 99u32);
    // SAFETY: live engines, 34 counts, writable results; both engines freed once.
    unsafe {
        let status = c_api::hupai_engine_with_melds(strict, melds.as_ptr(), &mut melded);
        assert_eq!(status, HupaiStatus::HupaiOk);
        let status = c_api::hupai_shanten_counts(
            melded,
            counts.as_ptr(),
            1,
            &mut shanten,
            std::ptr::null_mut(),
        );
        assert_eq!(status, HupaiStatus::HupaiOk);
        let status = c_api::hupai_check_counts(melded, counts.as_ptr(), 1, &mut forms);
        assert_eq!(status, HupaiStatus::HupaiOk);
        c_api::hupai_engine_free(melded);
        c_api::hupai_engine_free(strict);
    }
    assert_eq!((shanten, forms), (0, 0));
}

/// Item 2: rules that play no jokers refuse joker kinds, as a rules file does.
#[test]
fn joker_kinds_are_refused_where_the_rules_play_no_jokers() {
    for name in ["sanma", "sichuan", "taiwan", "guobiao", "standard"] {
        let base = engine(name).unwrap();
        let mut derived = std::ptr::null_mut();
        // SAFETY: a live engine, one readable id, writable storage; freed once.
        let status = unsafe {
            let status = c_api::hupai_engine_with_joker_kinds(base, &7, 1, &mut derived);
            c_api::hupai_engine_free(derived);
            c_api::hupai_engine_free(base);
            status
        };
        let expected = match name {
            "standard" => HupaiStatus::HupaiOk,
            _ => HupaiStatus::HupaiBadRules,
        };
        assert_eq!(status, expected, "{name}");
    }
}

/// Item 5: an unknown name of a million characters is quoted as a short excerpt.
#[test]
fn messages_quote_a_bounded_excerpt() {
    assert_eq!(
        engine(&"x".repeat(1_000_000)),
        Err(HupaiStatus::HupaiBadRules)
    );
    assert!(last_error_len() < 400, "{} bytes", last_error_len());
}
