#![no_main]
//! `cargo +nightly fuzz run scoring`: see fuzz/src/checks.rs, `scoring`.

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    hupai_fuzz::checks::scoring(data);
});
