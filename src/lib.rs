//! # hupai — is this mahjong hand a win?
//!
//! hupai decides whether a hand wins, with any number of jokers, under a rule set,
//! by looking each of its four suits up in a precomputed table instead of searching.
//!
//! ```
//! use hupai::{Engine, Form, Hand};
//!
//! let engine = Engine::standard();
//! let hand: Hand = "123m456p789s11zJJJ".parse()?;
//! assert!(engine.is_win(&hand));
//! assert_eq!(engine.check(&hand)?.iter().collect::<Vec<_>>(), [Form::Standard]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Layout: [`tile`] and [`notation`] (tiles, hands, MPSZ); [`rules`]; [`generate`]
//! (table generation, shared with the build script); [`table`] (storage and lookup);
//! [`format`](mod@format) (table files);
//! [`engine`] (the check); [`forms`] (seven pairs, thirteen orphans); [`waits`] and
//! [`decompose`]; [`shanten`] (distance to a win, its own tables); [`reference`](mod@reference)
//! (the plain searches every table is tested against).

pub mod baselines;
pub mod batch;
pub mod corpus;
pub mod decompose;
pub mod engine;
pub mod error;
pub mod ffi;
pub mod format;
pub mod forms;
pub mod generate;
pub mod hand;
pub mod notation;
mod parallel;
pub mod reference;
pub mod rules;
pub mod shanten;
pub mod table;
pub mod tile;
pub mod waits;

pub use decompose::{Decomposition, Group, GroupKind};
pub use engine::{BUILTIN_RULES, Engine};
pub use error::{CheckError, HandError, ParseError};
pub use forms::{Form, Forms};
pub use hand::{Hand, MAX_TILES};
pub use shanten::Shanten;
pub use tile::{Suit, Tile};
pub use waits::Waits;

/// The README's examples, run as doctests so they stay true.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
