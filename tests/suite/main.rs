//! The library's integration tests, one binary: every test is scheduled on the same
//! pool of test threads (a binary each ran one after another, its slowest test
//! alone at the end), and the shared modules and the library link once. Each module
//! is one concern; `cargo test --test suite shanten::` runs one of them.
//!
//! (`tests/shanten_memory.rs` stays a binary of its own: it counts the heap with a
//! global allocator of its own.)

#[path = "../../fuzz/src/checks.rs"]
#[allow(dead_code)]
mod checks;
mod common;
mod conformance;
mod scoring_conformance;
#[path = "../../fuzz/src/seeded.rs"]
mod seeded;

mod actions;
mod actions_conformance;
mod batch;
mod decompose;
mod external;
mod fan_tables;
mod fuzz_properties;
mod guobiao;
mod hands;
mod hardening;
mod hints;
mod knitted;
mod known;
mod live;
mod melds;
mod real_games;
mod reference_brute_force;
mod rules_authors;
mod scoring;
mod serde;
mod settlement;
mod settlement_conformance;
mod shanten;
mod tables;

mod variants;
mod waits;
