//! Tiles and hands, and MPSZ notation (`123m456p789s11z`, `0` a red five, `J` a joker):
//! the first stage, everything else takes a [`Hand`].
//!
//! ```
//! use hupai::tiles::{Hand, Suit, Tile};
//! let hand: Hand = "123m456p789s11zJJJ".parse()?;
//! assert_eq!(hand.len(), 14);
//! assert_eq!(hand.jokers(), 3);
//! let east: Tile = "1z".parse()?;
//! assert_eq!(east.suit(), Suit::Honours);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub(crate) mod classes;
pub(crate) mod errors;
pub(crate) mod hand;
pub mod melds;
pub(crate) mod notation;
pub(crate) mod tile;

pub use hand::{Hand, MAX_TILES};
pub(crate) use melds::MAX_MELDS;
pub use melds::{Meld, MeldShape, Melds};
pub use tile::{COPIES, KINDS, Suit, Tile};
