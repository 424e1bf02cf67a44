//! The checks behind hupai's fuzz targets; the library's `tests/suite/fuzz_properties.rs` and
//! the C library's `tests/fuzz_c_abi.rs` run the same files with seeded inputs in
//! `cargo test`.

// The C library's source, compiled in so its functions can be called from Rust; it
// names the library `hupai_core`, as its own crate does.
extern crate hupai as hupai_core;

pub mod c_abi;
#[path = "../../crates/hupai-c/src/lib.rs"]
pub mod c_api;
pub mod checks;
