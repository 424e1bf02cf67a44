//! The errors of the first stage: notation that does not read, counts that make no
//! hand, melds that make no meld; and how every error quotes the text it refuses.

use thiserror::Error;

use crate::tiles::tile::Tile;

/// A hand's contents are impossible: too many copies, too many tiles, a bad tile id.
///
/// ```
/// use hupai::{Hand, HandError};
/// let error = Hand::from_ids(&[0, 0, 0, 0, 0], 0).unwrap_err();
/// assert!(matches!(error, HandError::TooManyCopies { count: 5, .. }));
/// assert_eq!(error.to_string(), "5 copies of 1m: a set holds only 4");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum HandError {
    /// More than four copies of one kind (jokers aside).
    #[error("{count} copies of {tile}: a set holds only 4")]
    TooManyCopies {
        /// The kind.
        tile: Tile,
        /// How many copies were given.
        count: usize,
    },
    /// More tiles of a joker kind than the rules' wall holds (an engine's reading of
    /// a hand: [`crate::Engine::hand_from_counts`]).
    #[error("{count} copies of {tile}: the rules' wall holds {copies} of this joker kind")]
    TooManyJokerCopies {
        /// The joker kind.
        tile: Tile,
        /// How many copies were given.
        count: usize,
        /// Copies of it in the rules' wall.
        copies: u8,
    },
    /// More tiles than any hand holds.
    #[error("{count} tiles: a hand holds at most {max}")]
    TooManyTiles {
        /// How many tiles were given, jokers included.
        count: usize,
        /// The limit, [`crate::MAX_TILES`].
        max: usize,
    },
    /// A tile id outside the range of its convention (0..34, or 0..136 for 136-tile
    /// ids).
    #[error("tile id {id} at position {index} is out of range (ids are 0..={last})")]
    InvalidTileId {
        /// The id given.
        id: i128,
        /// Its position in the input, 0-based.
        index: usize,
        /// The largest id of the convention: 33, or 135.
        last: usize,
    },
    /// A tile name that is no mjai name.
    #[error("{name:?} at position {index} is not an mjai tile name (1m..9m, 5mr, E S W N P F C)")]
    InvalidMjaiName {
        /// The name given (at most 32 characters of it).
        name: String,
        /// Its position in the input, 0-based.
        index: usize,
    },
    /// A tile to take out of a hand that holds none of it.
    #[error("no {tile} in the hand to take out")]
    NotHeld {
        /// The kind.
        tile: Tile,
    },
    /// A joker to take out of a hand that holds none.
    #[error("no joker in the hand to take out")]
    NoJokerHeld,
}

/// MPSZ notation that cannot be read. Columns count characters from 1.
///
/// ```
/// use hupai::{Hand, ParseError};
/// let error = "123m8z".parse::<Hand>().unwrap_err();
/// assert!(matches!(error, ParseError::NoSuchHonour { column: 5, .. }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ParseError {
    /// Nothing but whitespace.
    #[error("empty hand")]
    Empty,
    /// A character that is neither a digit, a suit letter (m p s z) nor a joker (J).
    #[error(
        "unexpected character {character:?} at column {column} (expected digits, a suit letter m/p/s/z, or J)"
    )]
    UnexpectedCharacter {
        /// The character.
        character: char,
        /// Where it is.
        column: usize,
    },
    /// A suit letter with no digits before it, as in `11zz` or `m123`.
    #[error(
        "suit letter '{letter}' at column {column} has no digits before it (digits come first, as in 123{letter})"
    )]
    SuitWithoutDigits {
        /// The letter.
        letter: char,
        /// Where it is.
        column: usize,
    },
    /// Digits that no suit letter follows, as in a trailing `123`.
    #[error("digits \"{digits}\" at column {column} are not followed by a suit letter (m/p/s/z)")]
    DigitsWithoutSuit {
        /// The digits.
        digits: String,
        /// Where they start.
        column: usize,
    },
    /// A digit that names no honour: `0z`, `8z`, `9z`.
    #[error("'{digit}z' at column {column} is not a tile (honours are 1z..7z)")]
    NoSuchHonour {
        /// The digit.
        digit: char,
        /// Where it is.
        column: usize,
    },
    /// More tiles than any hand holds; reading stops there.
    #[error("too many tiles: the tile at column {column} is one more than the {max} allowed")]
    TooManyTiles {
        /// Where the first tile too many is.
        column: usize,
        /// The limit: [`crate::MAX_TILES`] for a hand, 136 for the tiles seen.
        max: usize,
    },
    /// A fifth copy of a kind among the tiles seen ([`crate::hints::parse_seen`]).
    #[error("{tile} at column {column} is a fifth copy seen: a kind has 4")]
    FifthCopySeen {
        /// The kind.
        tile: crate::Tile,
        /// Where its fifth copy is.
        column: usize,
    },
    /// A joker among the tiles seen ([`crate::hints::parse_seen`]): a joker `J` has
    /// no kind, so it takes no copy from any.
    #[error(
        "a joker 'J' at column {column} has no kind to be seen (write a joker kind's tiles as themselves, as 7z)"
    )]
    JokerSeen {
        /// Where it is.
        column: usize,
    },
    /// The notation reads, but the hand it describes is impossible.
    #[error(transparent)]
    Hand(#[from] HandError),
    /// A single tile was expected.
    #[error("{text:?} is not a single tile such as 5m or 7z")]
    NotOneTile {
        /// The text given (its first 32 characters when longer).
        text: String,
    },
}

/// Exposed melds that cannot be read, or that the rules do not play.
///
/// ```
/// let error = "111p,12s".parse::<hupai::tiles::Melds>().unwrap_err();
/// assert_eq!(error.to_string(), "meld 2 (\"12s\") is not a meld: three or four of a kind, a run of one number suit, or three different winds or dragons");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum MeldsError {
    /// A meld's MPSZ text does not read.
    #[error("meld {meld}: {error}")]
    Notation {
        /// Which meld, from 1.
        meld: usize,
        /// What is wrong with its text.
        error: ParseError,
    },
    /// Tiles that make no meld (jokers included: an exposed meld is of real tiles).
    #[error(
        "meld {meld} ({text:?}) is not a meld: three or four of a kind, a run of one number suit, or three different winds or dragons"
    )]
    NotAMeld {
        /// Which meld, from 1.
        meld: usize,
        /// Its text (cut when long).
        text: String,
    },
    /// Parentheses, which mark a concealed kong (暗杠), around something else.
    #[error(
        "meld {meld} ({text:?}) is in parentheses, which mark a concealed kong, but is no kong"
    )]
    ConcealedNotKong {
        /// Which meld, from 1.
        meld: usize,
        /// Its text (cut when long).
        text: String,
    },
    /// Nothing between two commas, or after the last (`111p,,789s`): a meld left out.
    #[error("meld {meld} is empty: nothing between its commas")]
    Empty {
        /// Which meld, from 1.
        meld: usize,
    },
    /// More melds than a hand exposes.
    #[error("{count} melds; a hand exposes at most {max}", max = crate::tiles::MAX_MELDS)]
    TooMany {
        /// Melds given (at least; reading stops there).
        count: usize,
    },
    /// A meld the rules do not play: a kind out of play, or three different honours
    /// where they make no meld.
    #[error("meld {meld} ({text}) is not played under rules {rules:?}")]
    NotPlayed {
        /// Which meld, from 1.
        meld: usize,
        /// The meld.
        text: String,
        /// The rules' name.
        rules: String,
    },
    /// The melds hold more than four copies of a kind.
    #[error("the melds hold {count} of {tile}, more than its 4 copies")]
    TooManyCopies {
        /// The kind.
        tile: Tile,
        /// Copies the melds hold.
        count: u8,
    },
    /// More red fives of a suit in the melds than the rules' wall holds (riichi's
    /// one a suit).
    #[error("the melds hold {red} red {name} fives (0{letter}); the wall of rules {rules:?} has {most}", name = ["man", "pin", "sou", "honour"][*suit as usize], letter = suit.letter())]
    RedFivesNotInWall {
        /// The suit.
        suit: crate::tiles::tile::Suit,
        /// Red fives the melds hold.
        red: u8,
        /// Red fives of the suit in the wall.
        most: u8,
        /// The rules' name.
        rules: String,
    },
    /// No hand size the rules play leaves room for this many melds.
    #[error("{melds} melds exposed: rules {rules:?} play no hand that large")]
    NoRoom {
        /// Melds given.
        melds: usize,
        /// The rules' name.
        rules: String,
    },
    /// Melds of all three number suits under the missing-suit rule: no hand wins.
    #[error("melds of all three number suits: rules {rules:?} need one suit missing (缺一门)")]
    ThreeSuits {
        /// The rules' name.
        rules: String,
    },
    /// Rules whose every form needs a concealed hand (no standard form, no 组合龙).
    #[error(
        "rules {rules:?} play no form with exposed melds: each of their forms is of a concealed hand"
    )]
    ConcealedOnly {
        /// The rules' name.
        rules: String,
    },
}

/// Characters of bad input quoted in an error message, at most.
const EXCERPT_CHARS: usize = 32;

/// The start of `text` for an error message: at most [`EXCERPT_CHARS`] characters,
/// and `…` when there was more.
pub(crate) fn excerpt(text: &str) -> String {
    cut(text, EXCERPT_CHARS)
}

/// At most `chars` characters of `text`, and `…` when there was more.
pub(crate) fn cut(text: &str, chars: usize) -> String {
    match text.char_indices().nth(chars) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}
