#![no_main]
//! `cargo +nightly fuzz run rules_toml`: see fuzz/src/checks.rs, `rules_toml`.

libfuzzer_sys::fuzz_target!(|data: &[u8]| hupai_fuzz::checks::rules_toml(data));
