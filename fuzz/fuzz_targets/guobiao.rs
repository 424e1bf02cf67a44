#![no_main]
//! `cargo +nightly fuzz run guobiao`: see fuzz/src/checks.rs, `guobiao`.

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    hupai_fuzz::checks::guobiao(data);
});
