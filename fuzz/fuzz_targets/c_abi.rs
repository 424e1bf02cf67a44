#![no_main]
//! `cargo +nightly fuzz run c_abi`: see fuzz/src/checks.rs, `c_abi`.

libfuzzer_sys::fuzz_target!(|data: &[u8]| hupai_fuzz::checks::c_abi(data));
