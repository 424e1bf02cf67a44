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
//! The crate follows the pipeline, one module per stage:
//!
//! | module | stage |
//! |---|---|
//! | [`tiles`] | tiles, hands, MPSZ notation |
//! | [`rules`] | rule sets: tiles in play, melds, pairs, jokers, special forms |
//! | [`win`] | win tables: generation, storage and lookup; the special forms |
//! | [`shanten`](mod@shanten) | distance to a win, from tables of its own |
//! | [`engine`] | the check (four lookups), batches |
//! | [`waits`](mod@waits) | the kinds that complete a hand |
//! | [`decompose`] | every way a winning hand splits |
//! | [`format`](mod@format) | table files: versioned bytes, typed load errors |
//! | [`error`] | the errors of every stage |
//! | [`reference`](mod@reference) | the plain searches every table is tested against; never called by the engine |
//!
//! The command line (`hupai`), the C library (`libhupai`, `hupai.h`) and the benchmark
//! baselines are crates of their own in this repository (`crates/`), built on this one.

pub mod decompose;
pub mod engine;
pub mod error;
pub mod format;
mod parallel;
pub mod reference;
pub mod rules;
#[cfg(feature = "serde")]
mod serialize;
pub mod shanten;
pub mod tiles;
pub mod waits;
pub mod win;

// The stages name each other by these short paths (`crate::tile::Tile`), as the build
// script, which compiles `tiles/tile.rs`, `rules.rs` and `win/generate.rs` alone, does.
use tiles::{hand, notation, tile};
use win::{forms, generate, table};

pub use decompose::{Decomposition, Group, GroupKind};
pub use engine::{BUILTIN_RULES, Engine};
pub use error::{CheckError, HandError, ParseError};
pub use shanten::Shanten;
pub use tiles::{Hand, MAX_TILES, Suit, Tile};
pub use waits::Waits;
pub use win::forms::{Form, Forms};

/// The README's examples, run as doctests so they stay true.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
