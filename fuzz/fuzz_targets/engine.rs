#![no_main]
//! `cargo +nightly fuzz run engine`: see fuzz/src/checks.rs, `engine`.

libfuzzer_sys::fuzz_target!(|data: &[u8]| hupai_fuzz::checks::engine(data));
