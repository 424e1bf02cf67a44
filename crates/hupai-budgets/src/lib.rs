//! Nothing to link: this crate holds `benches/instructions.rs`, the hot calls'
//! instruction budgets (see its documentation and docs/PERFORMANCE.md).
