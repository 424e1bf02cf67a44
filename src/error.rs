//! Typed errors for every bad input: notation, hand contents, hand size.

use thiserror::Error;

pub use crate::tiles::errors::{HandError, MeldsError, ParseError};
use crate::tiles::tile::{Suit, Tile};

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
    #[error("{tile}: {held} held and {seen} seen, more than its {copies} copies")]
    TooManySeen {
        /// The first such kind.
        tile: Tile,
        /// Copies in the hand.
        held: u8,
        /// Copies seen elsewhere.
        seen: u8,
        /// Copies of it in the rules' wall: 4, or a joker kind's own count (八红中's 8).
        copies: u8,
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

/// A win's situation that no game produces (see [`crate::scoring::Situation`]).
///
/// ```
/// use hupai::{Engine, scoring::Situation};
/// let mut situation = Situation::ron("1z".parse()?);
/// situation.ippatsu = true;
/// let error = Engine::riichi().score_riichi(&"123m456p789s11122z".parse()?, &situation).unwrap_err();
/// assert_eq!(error.to_string(), "impossible situation: ippatsu without riichi");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum SituationError {
    /// The winning tile is not in the hand given (which holds it once won).
    #[error("the winning tile {tile} is not in the hand")]
    WinningTileNotHeld {
        /// The winning tile.
        tile: Tile,
    },
    /// Flags that cannot go together, or with this hand.
    #[error("impossible situation: {what}")]
    Impossible {
        /// What cannot be.
        what: &'static str,
    },
    /// More indicators than a table shows.
    #[error("{count} indicators; a table shows at most 5, one and one per kong")]
    TooManyIndicators {
        /// Indicators given.
        count: usize,
    },
    /// More ura-dora indicators than dora indicators.
    #[error(
        "{ura} ura-dora indicators but {dora} dora indicators; each dora indicator has one beneath it"
    )]
    MoreUraThanDora {
        /// Ura-dora indicators given.
        ura: usize,
        /// Dora indicators given.
        dora: usize,
    },
    /// An indicator of a kind out of play.
    #[error("{which} indicator {tile} is not in play")]
    IndicatorNotInPlay {
        /// `dora` or `ura-dora`.
        which: &'static str,
        /// The indicator.
        tile: Tile,
    },
    /// The hand, the melds and the indicators show a kind five times.
    #[error("{tile} is seen more than 4 times in the hand, the melds and the indicators")]
    FifthCopySeen {
        /// The kind.
        tile: Tile,
    },
    /// More red fives of a suit than the hand holds fives or the wall has red ones.
    #[error("{red} red {suit} fives, but at most {most} can be held (fives held, red fives in the rules' wall)", suit = suit_name(*suit))]
    RedFivesNotHeld {
        /// The suit.
        suit: Suit,
        /// Red fives given.
        red: u8,
        /// The most there can be.
        most: u8,
    },
    /// More flowers than the wall's eight.
    #[error("{count} flowers; the wall has 8")]
    TooManyFlowers {
        /// Flowers given.
        count: u8,
    },
    /// A word that names no wind.
    #[error("{text:?} is no wind (east, south, west, north, or 1z to 4z)")]
    NotAWind {
        /// The text (cut when long).
        text: String,
    },
    /// A name that is no field of the situation ([`crate::scoring::FIELDS`]).
    #[error("no situation field `{name}`{suggestion}")]
    UnknownField {
        /// The name given (cut when long).
        name: String,
        /// ` (did you mean `…`?)` for a near name, or empty.
        suggestion: String,
    },
    /// A value a situation field does not take.
    #[error("`{field}` takes {expected}, not {value:?}{}", if why.is_empty() { String::new() } else { format!(" ({why})") })]
    BadValue {
        /// The field.
        field: &'static str,
        /// The value given (cut when long).
        value: String,
        /// What the field takes.
        expected: &'static str,
        /// What was wrong with it, or empty.
        why: String,
    },
    /// A field set that the rules' scoring system does not count.
    #[error("`{field}` is not counted by {system} scoring; it is counted by {counted_by}")]
    NotCounted {
        /// The field.
        field: &'static str,
        /// The rules' system: `riichi`, `guobiao` or `table`.
        system: &'static str,
        /// The systems that count it, separated by commas.
        counted_by: String,
    },
}

/// The suit's name, for messages.
fn suit_name(suit: Suit) -> &'static str {
    match suit {
        Suit::Man => "man",
        Suit::Pin => "pin",
        Suit::Sou => "sou",
        Suit::Honours => "honour",
    }
}

/// A win that cannot be scored (see [`crate::Engine::score`]). A hand of winning shape
/// without a yaku is no error: it is a score without yaku.
///
/// ```
/// use hupai::{Engine, error::ScoreError, scoring::Situation};
/// let error = Engine::standard().score_riichi(&"123m456p789s11122z".parse()?, &Situation::ron("1z".parse()?));
/// assert!(matches!(error, Err(ScoreError::NotScored { .. })));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ScoreError {
    /// The rules have no scoring section of the kind asked (`[riichi]` for
    /// [`Engine::score`](crate::Engine::score), `[guobiao]` for
    /// [`Engine::score_guobiao`](crate::Engine::score_guobiao), `[scoring]` for
    /// [`Engine::score_table`](crate::Engine::score_table)).
    #[error(
        "rules {rules:?} do not score wins this way (no [riichi], [guobiao] or [scoring] section to match)"
    )]
    NotScored {
        /// The rules' name.
        rules: String,
    },
    /// The hand or melds are not playable under the rules.
    #[error(transparent)]
    Hand(#[from] CheckError),
    /// The hand holds jokers, which riichi and 国标 scoring do not take.
    #[error("{count} {jokers}: scoring takes hands without jokers", jokers = if *count == 1 { "joker" } else { "jokers" })]
    Jokers {
        /// Jokers held.
        count: u8,
    },
    /// The concealed tiles and the melds are not 14 tiles (a kong counting three).
    #[error("{concealed} concealed {tiles} and {melds} melds make {total}; a scored win is 14 (a kong counts 3)", tiles = tiles(*concealed), total = concealed + 3 * melds)]
    NotFourteen {
        /// Concealed tiles.
        concealed: usize,
        /// Melds exposed.
        melds: usize,
    },
    /// The hand does not win.
    #[error("the hand does not win")]
    NotAWin,
    /// A fan table's best reading was not found within the readings a hand may
    /// cost (hostile tables and many jokers): no score rather than a worse one.
    #[error(
        "too many readings: more than {limit} ways to read the hand could still beat the best found"
    )]
    TooManyReadings {
        /// The readings a hand may cost.
        limit: usize,
    },
    /// A run was called (chii) under three-player rules, which have none.
    #[error("a called run ({meld}) under three-player rules, which have no chii")]
    RunInSanma {
        /// The meld.
        meld: String,
    },
    /// A waiting hand was asked to score (legal waits take 13 tiles, a kong counting three).
    #[error("{concealed} concealed {tiles} and {melds} melds make {total}; legal waits take 13 (a kong counts 3)", tiles = tiles(*concealed), total = concealed + 3 * melds)]
    NotThirteen {
        /// Concealed tiles.
        concealed: usize,
        /// Melds exposed.
        melds: usize,
    },
    /// The situation is impossible.
    #[error(transparent)]
    Situation(#[from] SituationError),
    /// The question's search ran past its budget: the steps legal waits under a fan
    /// table allow themselves in all, or a [`Budget`](crate::budget::Budget) the
    /// caller ran it in. No answer rather than a wrong one.
    #[error(transparent)]
    OutOfBudget(#[from] crate::budget::OutOfBudget),
}
