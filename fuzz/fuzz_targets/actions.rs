#![no_main]
//! `cargo +nightly fuzz run actions`: see fuzz/src/checks.rs, `actions`.

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    hupai_fuzz::checks::actions(data);
});
