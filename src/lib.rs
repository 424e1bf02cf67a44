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
//! **Rules**: eleven built-in sets ([`BUILTIN_RULES`]), or a rules file of your own
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
//! use hupai::batch::Threads;
//! let engine = hupai::Engine::riichi();
//! let hands = vec!["123m456p789s11122z".parse()?; 1_000];
//! let mut wins = vec![false; hands.len()];
//! engine.is_win_batch(&hands, &mut wins, Threads::Pool)?;
//! assert!(wins.iter().all(|&w| w));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Features: `rayon` (default) runs the parallel batches and table generation on
//! threads; `serde` gives `Serialize`/`Deserialize` to [`Hand`], [`Tile`], [`Forms`],
//! [`Waits`], [`Shanten`], [`Decomposition`] and the [`hints`] in the command line's JSON
//! shapes; `reference` compiles the oracle (`hupai::reference`), the plain searches
//! the tests compare every answer with.
//!
//! ## Using it in a program
//!
//! ```toml
//! [dependencies]
//! hupai = "0.1"
//! # Or only what a program uses: without the default features there are no threads
//! # (rayon) and no embedded tables; `tables-NAME` embeds one built-in set's tables
//! # (a set left out generates them on first use, a few tenths of a second) and
//! # `compressed-tables` compresses all but `standard`'s (30 MB for all eleven, about
//! # 10 MB so; about a millisecond to decompress a set on first use):
//! # hupai = { version = "0.1", default-features = false, features = ["rayon", "tables-riichi"] }
//! # features = ["serde"]: Serialize/Deserialize for Hand, Tile, Forms, Waits, Shanten,
//! # Decomposition, in the shapes of the command line's JSON (docs/cli.md, "JSON output")
//!
//! # Optional: rules of your own generate their tables on first use, which an
//! # optimised hupai does ~10x faster in debug builds (Cargo ignores a dependency's
//! # own profile settings).
//! [profile.dev.package.hupai]
//! opt-level = 3
//! ```
//!
//! The built-in rule sets need no generation at all, in any build: their tables are
//! embedded. Rules of your own generate theirs on first use, which an optimised hupai
//! does about ten times faster (the section above).
//!
//! The library depends on `thiserror`, `serde` and `toml` (rules files), `crc32fast`
//! (table-file checksums) and, behind the default-on `rayon` feature, `rayon` (parallel
//! batches and table generation; without it the same calls run on the calling thread).
//! It builds no C artefacts and nothing of the command line: those are crates of their
//! own (`crates/`). `cargo tree -e normal -p hupai` shows it.
//!
//! ```rust
//! use hupai::{Engine, Form, Hand};
//!
//! // Built-in rules; their tables are embedded, so this costs nothing.
//! let engine = Engine::standard();
//!
//! // From MPSZ notation, from tile ids (0..34), or from 34 counts and a joker count.
//! let hand: Hand = "123m456p789s11zJJJ".parse()?;
//! let same = Hand::from_ids(&[0, 1, 2, 12, 13, 14, 24, 25, 26, 27, 27], 3)?;
//! assert_eq!(hand, same);
//!
//! assert!(engine.is_win(&hand));
//! let forms = engine.check(&hand)?; // every form; an error for a size that cannot win
//! assert_eq!(forms.iter().collect::<Vec<_>>(), [Form::Standard]);
//!
//! // 红中癞子: every Red is a joker.
//! let hongzhong = Engine::standard().with_joker_kinds(&["7z".parse()?])?;
//! assert!(hongzhong.is_win(&"123m456p789s1z7777z".parse()?));
//!
//! // Bad input is a typed error, never a panic.
//! assert!("11111m".parse::<Hand>().is_err());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! `Engine` is immutable, `Send + Sync` and cheap to clone; share one across threads.
//!
//! A caller that holds raw counts (34 per hand, as C, Go and Lua servers do) judges them
//! in place with `is_win_counts`, without building a `Hand`; counts that make
//! no hand are the same typed error `Hand::from_counts` gives. `is_win_rows` judges
//! many such rows into a buffer (on this thread without allocating, or on hupai's pool:
//! [`batch::Threads`]), `None` for a row that is no hand; `check_rows`, `waits_rows`,
//! `shanten_rows`, `ukeire_rows` and `discard_masks_rows` answer the other
//! questions of rows the same way, as the C, Go, Lua, node and Python batches ask them:
//!
//! ```rust
//! use hupai::batch::Threads;
//! let engine = hupai::Engine::standard();
//! let mut counts = [0u8; 34];
//! counts[..3].fill(3); // 111m 222m 333m
//! counts[33] = 3;      // 777z
//! assert_eq!(engine.is_win_counts(&counts, 2), Ok(true)); // and two jokers as a pair
//! counts[0] = 5;
//! assert!(engine.is_win_counts(&counts, 2).is_err());    // five 1m
//! let mut wins = [None; 2];
//! engine.is_win_rows(&[counts, [0; 34]], &[2, 2], &mut wins, Threads::Calling)?;
//! assert_eq!(wins, [None, Some(true)]);                   // two jokers: a pair
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! For servers, the batch API judges a slice of hands into your buffer: on the calling
//! thread without allocating, or on hupai's pool in chunks of 4,096 ([`batch::Threads`]):
//!
//! ```rust
//! use hupai::{Engine, Hand, batch::Threads};
//! let engine = Engine::standard();
//! let hands: Vec<Hand> = vec!["123m456p789s11122z".parse()?; 10_000];
//! let mut wins = vec![false; hands.len()];
//! engine.is_win_batch(&hands, &mut wins, Threads::Calling)?; // this thread, no allocation
//! engine.is_win_batch(&hands, &mut wins, Threads::Pool)?;    // all cores
//! assert!(wins.iter().all(|&w| w));
//! let mut waits = vec![None; hands.len()];           // None: not a waiting hand
//! engine.waits_batch(&hands, &mut waits, Threads::Pool)?;
//! let mut shanten = vec![None; hands.len()];         // None: a size shanten refuses
//! engine.shanten_batch(&hands, &mut shanten, Threads::Pool)?;
//! assert!(shanten.iter().all(|&s| s == Some(-1)));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A server that judges a hand after every draw can keep it as a `LiveHand`: each draw
//! and discard updates the four suit keys and the special forms' counts in a few
//! operations, so `is_win_live` and `check_live` are the table lookups alone (a draw and a
//! check together about three times faster than `Hand::adding` and `is_win`); `waits_live` answers the waits of a 3n+1 hand from the kept
//! keys. A move that cannot be made (a fifth copy, an 18th tile, a tile not held) is a typed error and
//! leaves the hand as it was.
//!
//! ```rust
//! use hupai::{Engine, LiveHand};
//! let engine = Engine::standard();
//! let mut hand = LiveHand::new("123m456p789s1122z".parse()?);
//! hand.draw("1z".parse()?)?;
//! assert!(engine.is_win_live(&hand));
//! hand.discard("2z".parse()?)?;
//! hand.draw_joker()?;                       // a joker drawn: 1112z and a joker wins
//! assert!(engine.check_live(&hand)?.contains(hupai::Form::Standard));
//! hand.discard("1z".parse()?)?;             // 123m456p789s112z and a joker
//! assert_eq!(engine.waits_live(&hand)?.to_string(), "12z");
//! assert!(hand.discard("5s".parse()?).is_err());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## Layout
//!
//! The crate follows the pipeline; each stage imports only those above it
//! (`tests/layers.rs` checks it):
//!
//! | stage | modules |
//! |---|---|
//! | tiles and notation | [`tiles`] (hands, MPSZ, exposed melds, the errors of bad input) |
//! | rules | [`rules`] |
//! | tables | generated, held and looked up by base-5 key (internal); table files in [`format`](mod@format), the built-in sets embedded |
//! | forms | [`forms`]: the standard form is the tables'; each special form one file answering every question |
//! | the engine | [`engine`]: the check, kept hands ([`LiveHand`]), exposed melds; [`Engine::prepare`] |
//! | its questions | [`waits`](mod@waits), [`shanten`](mod@shanten), [`hints`], [`decompose`], [`batch`](mod@batch) (many hands at once) |
//! | scoring | [`scoring`]: riichi yaku, han, fu and points, 国标 fans, town fan tables, legal wins and waits |
//! | errors | [`error`]: the errors of hands, melds, checks, questions and scoring; the rules', table files' and batches' live beside them ([`rules::RulesError`], [`format::TableFileError`], [`batch::BatchLengthError`]) |
//! | the oracle | `reference`, behind the feature of that name: the plain searches every table and answer is tested against, sharing no form logic with the engine; called by no module of the library |
//!
//! The command line (`hupai`, `crates/hupai-cli`: its commands and JSON are in
//! `docs/cli.md`), the C library (`libhupai` and `hupai.h`, `crates/hupai-c`, with a
//! README of its own), the Python package (`python/`) and the benchmark baselines are
//! crates of their own in the repository, built on this one. The rules and table files
//! are in `docs/rules.md`, the questions beyond the check in `docs/questions.md`, riichi
//! scoring in `docs/scoring.md`, legal actions in `docs/actions.md`, what a round pays in
//! `docs/settlement.md`, how
//! it works and the evidence that it is right in `docs/design.md`, measured figures in
//! `docs/PERFORMANCE.md`.

pub mod actions;
pub mod batch;
pub mod budget;
mod builtin;
pub mod decompose;
pub mod engine;
pub mod error;
pub mod format;
pub mod forms;
pub mod hints;
mod parallel;
#[cfg(any(test, feature = "reference"))]
pub mod reference;
pub mod rules;
pub mod scoring;
#[cfg(feature = "serde")]
mod serialize;
pub mod settlement;
pub mod shanten;
mod tables;
#[cfg(test)]
mod test_support;
pub mod tiles;
pub mod waits;

pub use decompose::{Decomposition, Group, GroupKind};
pub use engine::{BUILTIN_RULES, Engine, LiveHand, PRESETS};
pub use error::{CheckError, HandError, MeldsError, ParseError};
pub use forms::{Form, Forms};
pub use shanten::Shanten;
pub use tiles::{Hand, MAX_TILES, Suit, Tile};
pub use waits::Waits;

/// The README's and the docs' Rust examples, run as doctests so they stay true.
#[cfg(doctest)]
mod docs_examples {
    #[doc = include_str!("../README.md")]
    struct Readme;
    #[doc = include_str!("../docs/rules.md")]
    struct Rules;
    #[doc = include_str!("../docs/questions.md")]
    struct Questions;
    #[doc = include_str!("../docs/scoring.md")]
    struct Scoring;
    #[doc = include_str!("../docs/guobiao.md")]
    struct Guobiao;
    #[doc = include_str!("../docs/fan-tables.md")]
    struct FanTables;
    #[doc = include_str!("../docs/design.md")]
    struct Design;
    #[doc = include_str!("../docs/cli.md")]
    struct Cli;
    #[doc = include_str!("../docs/actions.md")]
    struct Actions;
    #[doc = include_str!("../docs/settlement.md")]
    struct Settlement;
}
