#![no_main]
//! `cargo +nightly fuzz run notation`: see fuzz/src/checks.rs, `notation`.

libfuzzer_sys::fuzz_target!(|data: &[u8]| hupai_fuzz::checks::notation(data));
