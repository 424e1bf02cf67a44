//! The tables, the third stage: generated from the rules, held in memory and looked
//! up by base-5 key. Nothing here knows the engine or a question; tables are handed
//! down to them (the built-in sets' from [`crate::builtin`], the registry).
//!
//! - [`keys`]: a suit's key, the one vocabulary of every table;
//! - [`spec`]: what one suit's tables depend on (its melds and pair ranks);
//! - [`generate`] and [`win`]: the win tables (the fewest jokers a suit's pattern
//!   needs, without and with the pair) and their lookup;
//! - [`shanten`]: the shanten tables (the draws a suit needs per target) and the
//!   hint masks derived from them;
//! - [`wait_masks`] and [`fifth_copy`]: what the waits read, derived from the win
//!   tables.

pub(crate) mod fifth_copy;
pub(crate) mod generate;
pub(crate) mod keys;
pub(crate) mod lazy;
pub(crate) mod shanten;
pub(crate) mod spec;
pub(crate) mod splits;
pub(crate) mod variants;
pub(crate) mod wait_masks;
pub(crate) mod win;

#[cfg(test)]
mod tests;
