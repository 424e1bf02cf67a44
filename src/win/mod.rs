//! The win tables: per-suit tables generated from the rules ([`generate`]; the
//! built-in sets' are committed in `tables/` and embedded), stored and looked up by
//! [`table`]; and the special forms, which need no table ([`forms`]; 国标's knitted
//! forms in [`knitted`]). The engine combines one lookup per suit.

pub mod forms;
#[doc(hidden)]
pub mod generate;
pub mod knitted;
pub mod table;
