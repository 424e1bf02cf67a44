//! The checks behind hupai's fuzz targets; `tests/fuzz_properties.rs` runs the same
//! file with seeded inputs in `cargo test`.

pub mod checks;
