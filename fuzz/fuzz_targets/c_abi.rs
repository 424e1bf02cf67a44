#![no_main]
//! `cargo +nightly fuzz run c_abi`: see fuzz/src/c_abi.rs.

libfuzzer_sys::fuzz_target!(|data: &[u8]| hupai_fuzz::c_abi::c_abi(data));
