//! Typed errors for every bad input: notation, hand contents, hand size.

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
pub enum HandError {
    /// More than four copies of one kind (jokers aside).
    #[error("{count} copies of {tile}: a set holds only 4")]
    TooManyCopies {
        /// The kind.
        tile: Tile,
        /// How many copies were given.
        count: usize,
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
pub enum CheckError {
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

/// Exposed melds that cannot be read, or that the rules do not play.
///
/// ```
/// let error = "111p,12s".parse::<hupai::tiles::Melds>().unwrap_err();
/// assert_eq!(error.to_string(), "meld 2 (\"12s\") is not a meld: three or four of a kind, a run of one number suit, or three different winds or dragons");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
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
}

pub(crate) use crate::rules::excerpt;

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
