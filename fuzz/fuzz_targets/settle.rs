#![no_main]
//! `cargo +nightly fuzz run settle`: see fuzz/src/checks.rs, `settle`.

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    hupai_fuzz::checks::settle(data);
});
