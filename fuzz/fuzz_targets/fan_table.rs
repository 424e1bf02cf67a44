#![no_main]
//! `cargo +nightly fuzz run fan_table`: see fuzz/src/checks.rs, `fan_table`.

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    hupai_fuzz::checks::fan_table(data);
});
