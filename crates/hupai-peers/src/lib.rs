//! Nothing to link: this crate holds `benches/actions_peers.rs`, hupai's legal actions
//! measured beside riichienv-core's from the same game states (see its documentation
//! and docs/PERFORMANCE.md, "Legal actions").
