#![no_main]
//! `cargo +nightly fuzz run engine`: see fuzz/src/checks.rs, `engine` and `Depth`.

use hupai_fuzz::checks::{Depth, engine};

libfuzzer_sys::fuzz_target!(|data: &[u8]| engine(data, Depth::Sampled));
