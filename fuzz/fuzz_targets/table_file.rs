#![no_main]
//! `cargo +nightly fuzz run table_file`: see fuzz/src/checks.rs, `table_file`.

libfuzzer_sys::fuzz_target!(|data: &[u8]| hupai_fuzz::checks::table_file(data));
