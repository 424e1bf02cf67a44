//! The win tables: per-suit tables generated from the rules ([`generate`]; the
//! built-in sets' are committed in `tables/` and embedded), stored and looked up by
//! [`table`]; and the two special forms, seven pairs and thirteen orphans, which need
//! no table ([`forms`]). The engine combines one lookup per suit.

pub mod forms;
#[doc(hidden)]
pub mod generate;
pub mod table;
