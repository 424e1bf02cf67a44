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
//! ## A tour
//!
//! **Hands** come from MPSZ notation (`0` a red five, `J` a joker), tile ids of any
//! integer type, 136-tile ids, mjai names, or 34 counts and a joker count:
//!
//! ```
//! use hupai::Hand;
//! let hand: Hand = "123m456p789s11zJJJ".parse()?;
//! assert_eq!(Hand::from_ids(&[0u8, 1, 2, 12, 13, 14, 24, 25, 26, 27, 27], 3)?, hand);
//! assert_eq!(Hand::from_mjai(&["1m", "2m", "3m", "E", "E"], 0)?, "123m11z".parse()?);
//! assert_eq!(Hand::from_ids_136(&[0, 4, 8, 108, 109], 0)?, "123m11z".parse()?);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! **Waits** of a hand of 3n+1 tiles, **shanten** (−1 a win, 0 waiting) and every
//! **decomposition** of a winning hand, with what each joker became:
//!
//! ```
//! let engine = hupai::Engine::standard();
//! assert_eq!(engine.waits(&"1113335557779m".parse()?)?.to_string(), "89m");
//! assert_eq!(engine.shanten(&"123m456p789s1122z".parse()?)?, 0);
//! let first = engine.decompositions(&"13m55pJ".parse()?)?.next().unwrap();
//! assert_eq!(first.to_string(), "standard: 13m[2m] 55p");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! **Rules**: five built-in sets ([`BUILTIN_RULES`]), or a rules file of your own
//! (its tables are generated on first use, a fraction of a second), and **table
//! files** that carry generated tables, checked when read:
//!
//! ```
//! use hupai::{rules::Rules, Engine};
//! let rules = Rules::from_toml("name = \"258\"\npair = \"258\"\n[jokers]\nkinds = [\"7z\"]")?;
//! let engine = Engine::from_rules(rules)?;
//! assert!(!engine.is_win(&"123m456p789s11133p".parse()?)); // a 3p pair is no 2-5-8 pair
//! assert!(engine.is_win(&"123m456p789s22m7zJJ".parse()?)); // 7z is a joker
//! let bytes = engine.to_table_bytes();
//! let again = Engine::from_table_bytes(&bytes)?;
//! assert_eq!(again.rules(), engine.rules());
//! assert!(Engine::from_table_bytes(&bytes[..100]).is_err()); // a typed error, no panic
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! **Batches** judge many hands with no allocation, or on hupai's own thread pool:
//!
//! ```
//! let engine = hupai::Engine::riichi();
//! let hands = vec!["123m456p789s11122z".parse()?; 1_000];
//! let mut wins = vec![false; hands.len()];
//! engine.is_win_batch_parallel(&hands, &mut wins)?;
//! assert!(wins.iter().all(|&w| w));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Features: `rayon` (default) runs the parallel batches and table generation on
//! threads; `serde` gives `Serialize`/`Deserialize` to [`Hand`], [`Tile`], [`Forms`],
//! [`Waits`], [`Shanten`], [`Decomposition`] and the [`hints`] in the command line's JSON
//! shapes.
//!
//! ## Layout
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
//! | [`format`](mod@format) | table files: versioned sections, typed load errors; the built-in sets' files are embedded |
//! | [`error`] | the errors of every stage |
//! | [`reference`](mod@reference) | the plain searches every table is tested against; an oracle only, never called by the engine |
//!
//! The command line (`hupai`, `crates/hupai-cli`: its commands and JSON are in the
//! README's "The command line"), the C library (`libhupai` and `hupai.h`,
//! `crates/hupai-c`: see the README's "From C and other languages") and the benchmark baselines are crates
//! of their own in this repository, built on this one.

mod builtin;
pub mod decompose;
pub mod engine;
pub mod error;
pub mod format;
pub mod hints;
mod parallel;
pub mod reference;
pub mod rules;
#[cfg(feature = "serde")]
mod serialize;
pub mod shanten;
#[cfg(test)]
mod test_support;
pub mod tiles;
pub mod waits;
pub mod win;

// The stages name each other by these short paths (`crate::tile::Tile`).
use tiles::{hand, notation, tile};
use win::{forms, generate, knitted, table};

pub use decompose::{Decomposition, Group, GroupKind};
pub use engine::{BUILTIN_RULES, Engine, LiveHand};
pub use error::{CheckError, HandError, MeldsError, ParseError};
pub use shanten::Shanten;
pub use tiles::{Hand, MAX_TILES, Suit, Tile};
pub use waits::Waits;
pub use win::forms::{Form, Forms};

/// The README's examples, run as doctests so they stay true.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
