//! Typed errors for every bad input: notation, hand contents, hand size.

use thiserror::Error;

pub use crate::tiles::errors::{HandError, MeldsError, ParseError};
use crate::tiles::tile::Tile;

/// A hand whose size or contents the rules do not play, or that no form can complete.
///
/// ```
/// use hupai::{CheckError, Engine};
/// let hand = "123m456p789s1122z".parse()?;
/// let error = Engine::standard().check(&hand).unwrap_err();
/// assert_eq!(error, CheckError::WrongTileCount { count: 13 });
/// assert!(error.to_string().ends_with("(see `waits`)"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum CheckError {
    /// Counts that are no hand at all (more than four of a kind, more than 17 tiles),
    /// from the calls that take raw counts ([`Engine::check_counts`](crate::Engine::check_counts)).
    ///
    /// ```
    /// let error = hupai::Engine::standard().check_counts(&[5; 34], 0).unwrap_err();
    /// assert!(matches!(error, hupai::CheckError::NoHand(_)));
    /// ```
    #[error(transparent)]
    NoHand(#[from] HandError),
    /// A winning hand holds 3n+2 tiles (2, 5, 8, 11, 14 or 17).
    #[error("{count} {tiles}: a winning hand holds 3n+2 tiles (2, 5, 8, 11, 14 or 17){hint}", tiles = tiles(*count), hint = waiting_hint(*count))]
    WrongTileCount {
        /// Tiles seen, jokers included.
        count: usize,
    },
    /// A waiting hand holds 3n+1 tiles (1, 4, 7, 10, 13 or 16).
    #[error("{count} {tiles}: a waiting hand holds 3n+1 tiles (1, 4, 7, 10, 13 or 16){hint}", tiles = tiles(*count), hint = winning_hint(*count))]
    NotWaiting {
        /// Tiles seen, jokers included.
        count: usize,
    },
    /// A size the rules do not play for this question (their `hand_sizes` are
    /// restricted).
    ///
    /// ```
    /// use hupai::{Engine, rules::Rules};
    /// let engine = Engine::from_rules(Rules::from_toml("hand_sizes = [14]")?)?;
    /// let error = engine.waits(&"1m".parse()?).unwrap_err();
    /// assert_eq!(error.to_string(), r#"1 tile: rules "custom" play waiting hands of 13 tiles only"#);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[error("{count} {tiles}: rules {rules:?} play {role} of {sizes} tiles only{hint}", tiles = tiles(*count), sizes = size_list(allowed), hint = role_hint(*role, *count, allowed))]
    SizeNotAllowed {
        /// Tiles seen, jokers included.
        count: usize,
        /// The rules' name.
        rules: String,
        /// The hands the question takes: winning, waiting, or either.
        role: HandRole,
        /// The sizes the rules play in that role, ascending.
        allowed: Vec<u8>,
    },
    /// More jokers than the rules allow.
    #[error("{count} {jokers}: rules {rules:?} allow at most {max}", jokers = if *count == 1 { "joker" } else { "jokers" })]
    TooManyJokers {
        /// Jokers seen (joker kinds included).
        count: usize,
        /// The rules' name.
        rules: String,
        /// The most they allow.
        max: u8,
    },
    /// Shanten is asked of a hand of 3n+1 or 3n+2 tiles.
    #[error("{count} {tiles}: shanten takes a hand of 3n+1 or 3n+2 tiles (1 to 17)", tiles = tiles(*count))]
    NoShantenSize {
        /// Tiles seen, jokers included.
        count: usize,
    },
    /// No hand of this size can win under the rules (no form is ever complete).
    #[error("no hand of {count} tiles can win under rules {rules:?}")]
    NeverWins {
        /// The winning size.
        count: usize,
        /// The rules' name.
        rules: String,
    },
    /// Accepted tiles are asked of a hand of 3n+1 tiles ([`crate::Engine::ukeire`]).
    ///
    /// ```
    /// let error = hupai::Engine::standard().ukeire(&"11m".parse()?, &[0; 34]).unwrap_err();
    /// assert_eq!(error.to_string(), "2 tiles: accepted tiles are asked of a hand of 3n+1 tiles (1, 4, 7, 10, 13 or 16); for 3n+2 tiles ask for discard advice");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[error("{count} {tiles}: accepted tiles are asked of a hand of 3n+1 tiles (1, 4, 7, 10, 13 or 16){hint}", tiles = tiles(*count), hint = if *count % 3 == 2 { "; for 3n+2 tiles ask for discard advice" } else { "" })]
    UkeireSize {
        /// Tiles seen, jokers included.
        count: usize,
    },
    /// Discard advice is asked of a hand of 3n+2 tiles ([`crate::Engine::discards`]).
    ///
    /// ```
    /// let error = hupai::Engine::standard().discards(&"1m".parse()?, &[0; 34]).unwrap_err();
    /// assert_eq!(error.to_string(), "1 tile: discard advice is asked of a hand of 3n+2 tiles (2, 5, 8, 11, 14 or 17); for 3n+1 tiles ask for accepted tiles");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[error("{count} {tiles}: discard advice is asked of a hand of 3n+2 tiles (2, 5, 8, 11, 14 or 17){hint}", tiles = tiles(*count), hint = if *count % 3 == 1 { "; for 3n+1 tiles ask for accepted tiles" } else { "" })]
    DiscardSize {
        /// Tiles seen, jokers included.
        count: usize,
    },
    /// The tiles seen elsewhere and the hand hold more than four copies of a kind.
    ///
    /// ```
    /// let mut seen = [0; 34];
    /// seen[0] = 3;
    /// let error = hupai::Engine::standard().ukeire(&"11m".parse::<hupai::Hand>()?.adding("5z".parse()?)?.adding("5z".parse()?)?, &seen);
    /// assert_eq!(error.unwrap_err().to_string(), "1m: 2 held and 3 seen, more than its 4 copies");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[error("{tile}: {held} held and {seen} seen, more than its 4 copies")]
    TooManySeen {
        /// The first such kind.
        tile: Tile,
        /// Copies in the hand.
        held: u8,
        /// Copies seen elsewhere.
        seen: u8,
    },
    /// A kind the rules do not play.
    #[error("{tile} is not in play under rules {rules:?}")]
    TileNotInPlay {
        /// The first such kind in the hand.
        tile: Tile,
        /// The rules' name.
        rules: String,
    },
    /// The hand and the melds exposed beside it (see [`crate::Engine::with_melds`])
    /// hold more than four copies of a kind.
    ///
    /// ```
    /// let engine = hupai::Engine::standard().with_melds(&"111m".parse()?)?;
    /// let error = engine.check(&"11m456p789s111z".parse()?).unwrap_err();
    /// assert_eq!(error.to_string(), "1m: 2 held and 3 in exposed melds, more than its 4 copies");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[error("{tile}: {held} held and {exposed} in exposed melds, more than its 4 copies")]
    ExposedCopies {
        /// The first such kind.
        tile: Tile,
        /// Copies in the hand.
        held: u8,
        /// Copies in the exposed melds.
        exposed: u8,
    },
}

/// The hands a question takes, for [`CheckError::SizeNotAllowed`].
///
/// ```
/// assert_eq!(hupai::error::HandRole::Waiting.to_string(), "waiting hands");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HandRole {
    /// Hands of 3n+2 tiles (`check`, `decompose`).
    Winning,
    /// Hands of 3n+1 tiles (`waits`).
    Waiting,
    /// Either (`shanten`).
    Either,
}

impl std::fmt::Display for HandRole {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            HandRole::Winning => "winning hands",
            HandRole::Waiting => "waiting hands",
            HandRole::Either => "hands",
        })
    }
}

/// "tile" or "tiles".
fn tiles(count: usize) -> &'static str {
    if count == 1 { "tile" } else { "tiles" }
}

/// Sizes as people write them: `14`, `11 or 14`, `2, 5 or 8`.
fn size_list(sizes: &[u8]) -> String {
    match sizes {
        [] => "no".to_string(),
        [only] => only.to_string(),
        [most @ .., last] => {
            let most: Vec<String> = most.iter().map(u8::to_string).collect();
            format!("{} or {last}", most.join(", "))
        }
    }
}

/// Where a hand of the other role would be accepted, say which question takes it.
fn role_hint(role: HandRole, count: usize, allowed: &[u8]) -> &'static str {
    let allows = |size: usize| allowed.iter().any(|&s| usize::from(s) == size);
    match role {
        HandRole::Winning if count % 3 == 1 && allows(count + 1) => {
            "; a hand of 3n+1 tiles is waiting for one more (see `waits`)"
        }
        HandRole::Waiting if count % 3 == 2 && allows(count - 1) => {
            "; a hand of 3n+2 tiles is complete (see `check`)"
        }
        _ => "",
    }
}

fn waiting_hint(count: usize) -> &'static str {
    if count % 3 == 1 {
        "; a hand of 3n+1 tiles is waiting for one more (see `waits`)"
    } else {
        ""
    }
}

fn winning_hint(count: usize) -> &'static str {
    if count % 3 == 2 {
        "; a hand of 3n+2 tiles is complete (see `check`)"
    } else {
        ""
    }
}
