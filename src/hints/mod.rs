//! Hints for bots and players: accepted tiles (有效牌 / 受け入れ) and discard advice
//! (何切る), with jokers, counted against the live tiles.
//!
//! - A kind is **accepted** by a hand of 3n+1 tiles when drawing one copy lowers the
//!   hand's [shanten](crate::shanten): the kinds that move the hand forward. Only kinds
//!   in play can be drawn, and never a fifth copy: a kind the hand holds four of is
//!   never accepted. A tile of a joker kind (红中) is drawn as a joker, so a joker kind
//!   is accepted when one more joker lowers the shanten (within the joker limit).
//! - Its **live** copies are those still unseen: 4, less the copies the hand holds,
//!   less the copies `seen` elsewhere (discards, melds, dora indicators: a 34-count
//!   the caller keeps). A kind whose every other copy is seen is still accepted, with
//!   0 live: the hand would move forward on it, but none is left to draw. Where the
//!   rules count the joker kind's copies ([`Jokers::copies`](crate::rules::Jokers::copies),
//!   八红中's 8), its live copies are those less every joker held and those seen.
//! - **Discard advice** for a hand of 3n+2 tiles lists every distinct discard (a joker
//!   too, marked as one) with the shanten after it and what that hand accepts; the
//!   discarded tile counts as seen (it lies in the river). The best come first: lowest
//!   shanten, then most live tiles; ties keep tile order, the joker last.
//!
//! Pass hands as drawn: a joker kind's tiles as themselves (`7z`), so that the copies
//! held are counted; a joker written `J` has no kind and takes no copy.
//!
//! ```
//! use hupai::Engine;
//! let engine = Engine::riichi();
//! let ukeire = engine.ukeire(&"123m456p789s11z23s".parse()?, &[0; 34])?;
//! assert_eq!(ukeire.shanten(), 0);
//! assert_eq!(ukeire.to_string(), "14s (8 live)");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod discard_masks;
mod draws;
mod lowering;

pub use discard_masks::DiscardMasks;
use discard_masks::discarding;

use crate::engine::Engine;
use crate::error::{CheckError, ParseError};
use crate::forms::counting::kinds_by_count;
use crate::rules::TileSet;
use crate::tiles::hand::Hand;
use crate::tiles::tile::{COPIES, KINDS, Tile};

/// What a hand of 3n+1 tiles accepts: its shanten, the kinds whose draw lowers it,
/// and the live copies of each. No allocation.
///
/// ```
/// let seen = hupai::hints::seen_of(&"44s".parse::<hupai::Hand>()?);
/// let ukeire = hupai::Engine::standard().ukeire(&"123m456p789s11z23s".parse()?, &seen)?;
/// assert_eq!(ukeire.shanten(), 0);
/// assert!(ukeire.accepts("1s".parse()?) && ukeire.accepts("4s".parse()?));
/// assert_eq!((ukeire.live("1s".parse()?), ukeire.live("4s".parse()?)), (4, 2));
/// assert_eq!(ukeire.total_live(), 6);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ukeire {
    shanten: i8,
    accepted: TileSet,
    /// Per kind, its live copies (0 for a kind not accepted).
    live: [u8; KINDS],
    /// Their sum.
    total_live: u32,
}

impl Ukeire {
    /// Nothing accepted yet, at `shanten` (the oracle and the serde reader build
    /// answers so).
    #[cfg(any(test, feature = "reference", feature = "serde"))]
    pub(crate) fn new(shanten: i8) -> Ukeire {
        Ukeire {
            shanten,
            accepted: TileSet::of(&[]),
            live: [0; KINDS],
            total_live: 0,
        }
    }

    /// The hand at `shanten` accepting the kinds of `accepted` (a bit per tile id),
    /// each with its `unseen` copies live.
    #[inline]
    fn of_unseen(shanten: i8, accepted: u64, unseen: &[u8; KINDS]) -> Ukeire {
        // Eight kinds a word: each byte kept where its kind's bit is set.
        let (mut unseen_words, mut live_words) = ([0; 40], [0; 40]);
        unseen_words[..KINDS].copy_from_slice(unseen);
        let mut sums = 0;
        for (from, (unseen, live)) in (0..).step_by(8).zip(
            unseen_words
                .chunks_exact(8)
                .zip(live_words.chunks_exact_mut(8)),
        ) {
            let kept = BYTES_OF_BITS[(accepted >> from & 0xFF) as usize];
            let word = u64::from_le_bytes(unseen.try_into().expect("8 bytes")) & kept;
            live.copy_from_slice(&word.to_le_bytes());
            sums += word; // each byte at most 5 × 4
        }
        Ukeire {
            shanten,
            accepted: TileSet::from_bits(accepted),
            live: live_words[..KINDS].try_into().expect("34 kinds"),
            total_live: (sums.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32,
        }
    }

    #[cfg(any(test, feature = "reference", feature = "serde"))]
    /// Marks `tile` accepted, with `live` copies left.
    pub(crate) fn accept(&mut self, tile: Tile, live: u8) {
        self.accepted = self.accepted.with(tile);
        self.total_live = self.total_live - u32::from(self.live[tile.id()]) + u32::from(live);
        self.live[tile.id()] = live;
    }

    /// The hand's shanten (-1 never: a hand of 3n+1 tiles is not a win).
    ///
    /// ```
    /// let ukeire = hupai::Engine::standard().ukeire(&"1m".parse()?, &[0; 34])?;
    /// assert_eq!(ukeire.shanten(), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn shanten(&self) -> i8 {
        self.shanten
    }

    /// Whether drawing `tile` lowers the shanten.
    ///
    /// ```
    /// let ukeire = hupai::Engine::standard().ukeire(&"1m".parse()?, &[0; 34])?;
    /// assert!(ukeire.accepts("1m".parse()?) && !ukeire.accepts("2m".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn accepts(&self, tile: Tile) -> bool {
        self.accepted.contains(tile)
    }

    /// The accepted kinds, in tile order.
    ///
    /// ```
    /// let ukeire = hupai::Engine::standard().ukeire(&"13m".parse::<hupai::Hand>()?.adding("5z".parse()?)?.adding("5z".parse()?)?, &[0; 34])?;
    /// let kinds: Vec<String> = ukeire.accepted().map(|t| t.to_string()).collect();
    /// assert_eq!(kinds, ["2m"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn accepted(&self) -> impl Iterator<Item = Tile> + '_ {
        self.accepted.tiles()
    }

    /// The accepted kinds, one bit per tile id (as [`Waits::bits`](crate::Waits::bits)).
    ///
    /// ```
    /// let ukeire = hupai::Engine::standard().ukeire(&"1m".parse()?, &[0; 34])?;
    /// assert_eq!(ukeire.accepted_bits(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn accepted_bits(&self) -> u64 {
        self.accepted.bits()
    }

    /// How many kinds are accepted.
    ///
    /// ```
    /// let ukeire = hupai::Engine::standard().ukeire(&"1112345678999m".parse()?, &[0; 34])?;
    /// assert_eq!(ukeire.len(), 9);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn len(&self) -> usize {
        self.accepted.len()
    }

    /// Whether no kind is accepted (every kind that would help is held four times, or
    /// out of play).
    ///
    /// ```
    /// let ukeire = hupai::Engine::standard().ukeire(&"1111m".parse()?, &[0; 34])?;
    /// assert!(!ukeire.is_empty()); // 2m or 3m make 1m-2m-3m possible
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn is_empty(&self) -> bool {
        self.accepted.is_empty()
    }

    /// The live copies of `tile` when it is accepted (4 less those held and seen), else 0.
    ///
    /// ```
    /// let ukeire = hupai::Engine::standard().ukeire(&"1m".parse()?, &[1; 34])?;
    /// assert_eq!(ukeire.live("1m".parse()?), 2); // one held, one seen
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn live(&self, tile: Tile) -> u8 {
        self.live[tile.id()]
    }

    /// The live copies of every accepted kind together: how many of the unseen tiles
    /// move the hand forward.
    ///
    /// ```
    /// let ukeire = hupai::Engine::standard().ukeire(&"1m".parse()?, &[0; 34])?;
    /// assert_eq!(ukeire.total_live(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn total_live(&self) -> u32 {
        self.total_live
    }
}

impl std::fmt::Display for Ukeire {
    /// The accepted kinds in MPSZ and the live count, `14s (8 live)`, or
    /// `none (0 live)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.is_empty() {
            return f.write_str("none (0 live)");
        }
        crate::tiles::notation::write_counts(f, |tile| u8::from(self.accepts(tile)), 0)?;
        write!(f, " ({} live)", self.total_live())
    }
}

/// What a discard lets go: a tile of a kind, or a joker (`J`).
///
/// ```
/// use hupai::hints::Discarded;
/// assert_eq!(Discarded::Tile("9m".parse()?).to_string(), "9m");
/// assert_eq!(Discarded::Joker.to_string(), "J");
/// # Ok::<(), hupai::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Discarded {
    /// A tile of this kind (a joker kind's tile too: it is discarded as itself).
    Tile(Tile),
    /// A joker with no kind of its own.
    Joker,
}

impl std::fmt::Display for Discarded {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Discarded::Tile(tile) => tile.fmt(f),
            Discarded::Joker => f.write_str("J"),
        }
    }
}

/// One discard of a hand of 3n+2 tiles and what the hand then accepts.
///
/// ```
/// let advice = hupai::Engine::standard().discards(&"12345m".parse()?, &[0; 34])?;
/// let best = &advice.discards()[0];
/// assert_eq!(best.discarded().to_string(), "1m");
/// assert_eq!(best.shanten(), 0);
/// assert_eq!(best.ukeire().to_string(), "25m (6 live)");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Discard {
    discarded: Discarded,
    ukeire: Ukeire,
}

impl Discard {
    pub(crate) const fn new(discarded: Discarded, ukeire: Ukeire) -> Discard {
        Discard { discarded, ukeire }
    }

    /// The tile let go.
    ///
    /// ```
    /// let advice = hupai::Engine::standard().discards(&"11m23zJ".parse()?, &[0; 34])?;
    /// assert!(advice.discards().iter().any(|d| d.discarded() == hupai::hints::Discarded::Joker));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn discarded(&self) -> Discarded {
        self.discarded
    }

    /// The shanten of the hand after the discard.
    ///
    /// ```
    /// let advice = hupai::Engine::standard().discards(&"11m".parse()?, &[0; 34])?;
    /// assert_eq!(advice.discards()[0].shanten(), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn shanten(&self) -> i8 {
        self.ukeire.shanten()
    }

    /// What the hand accepts after the discard, live copies counted with the discarded
    /// tile seen.
    ///
    /// ```
    /// let advice = hupai::Engine::standard().discards(&"11m".parse()?, &[0; 34])?;
    /// assert_eq!(advice.discards()[0].ukeire().live("1m".parse()?), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn ukeire(&self) -> &Ukeire {
        &self.ukeire
    }
}

impl std::fmt::Display for Discard {
    /// `8m: 0 shanten, accepts 9m (3 live)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}: {} shanten, accepts {}",
            self.discarded, self.ukeire.shanten, self.ukeire
        )
    }
}

/// Discard advice for a hand of 3n+2 tiles: its own shanten (-1 when it wins) and
/// every distinct discard, best first.
///
/// ```
/// let advice = hupai::Engine::riichi().discards(&"123m456p789s1z234s9m".parse()?, &[0; 34])?;
/// assert_eq!(advice.shanten(), 0);
/// assert!(!advice.is_win());
/// let best: Vec<String> = advice.discards()[..2].iter().map(|d| d.discarded().to_string()).collect();
/// assert_eq!(best, ["9m", "1z"]); // 0 shanten and 3 live each: tile order
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DiscardAdvice {
    shanten: i8,
    discards: Vec<Discard>,
}

impl DiscardAdvice {
    /// Advice of these discards, taken as ordered.
    pub(crate) const fn new(shanten: i8, discards: Vec<Discard>) -> DiscardAdvice {
        DiscardAdvice { shanten, discards }
    }

    /// The shanten of the hand as it is: -1 when it already wins.
    ///
    /// ```
    /// let advice = hupai::Engine::standard().discards(&"11m".parse()?, &[0; 34])?;
    /// assert_eq!(advice.shanten(), -1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn shanten(&self) -> i8 {
        self.shanten
    }

    /// Whether the hand already wins (it still has discards to weigh).
    ///
    /// ```
    /// assert!(hupai::Engine::standard().discards(&"11m".parse()?, &[0; 34])?.is_win());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn is_win(&self) -> bool {
        self.shanten < 0
    }

    /// Every distinct discard, best first: lowest shanten after it, then most live
    /// tiles; ties in tile order, a joker last.
    ///
    /// ```
    /// let advice = hupai::Engine::standard().discards(&"12m115z".parse()?, &[0; 34])?;
    /// assert_eq!(advice.discards()[0].discarded().to_string(), "5z");
    /// assert_eq!(advice.discards().len(), 4); // 1m, 2m, 1z, 5z
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn discards(&self) -> &[Discard] {
        &self.discards
    }
}

impl std::fmt::Display for DiscardAdvice {
    /// The shanten, then the discards one per line.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.is_win() {
            f.write_str("win (-1 shanten)")?;
        } else {
            write!(f, "{} shanten", self.shanten)?;
        }
        for discard in &self.discards {
            write!(f, "\n{discard}")?;
        }
        Ok(())
    }
}

/// The 34-count of the tiles of `tiles` (jokers ignored): a `seen` from tiles written
/// as a hand.
///
/// ```
/// let seen = hupai::hints::seen_of(&"1m19p".parse()?);
/// assert_eq!((seen[0], seen[9], seen[17]), (1, 1, 1));
/// # Ok::<(), hupai::ParseError>(())
/// ```
pub fn seen_of(tiles: &Hand) -> [u8; KINDS] {
    *tiles.counts()
}

/// The 34-count of the tiles seen, read from MPSZ text of any length up to the whole
/// set of 136 (`""` is nothing seen): what `--seen` takes. A fifth copy or a joker
/// `J` is an error; copies that the hand makes more than four are refused with the
/// hand, by [`Engine::ukeire`] and [`Engine::discards`].
///
/// ```
/// let seen = hupai::hints::parse_seen("1111m 19p 7z")?;
/// assert_eq!((seen[0], seen[9], seen[17], seen[33]), (4, 1, 1, 1));
/// assert_eq!(hupai::hints::parse_seen("")?, [0; 34]);
/// assert!(hupai::hints::parse_seen("1mJ").is_err()); // a joker has no kind
/// assert!(hupai::hints::parse_seen("11111m").is_err());
/// # Ok::<(), hupai::ParseError>(())
/// ```
pub fn parse_seen(text: &str) -> Result<[u8; KINDS], ParseError> {
    let read = crate::tiles::notation::read_counts(text, KINDS * usize::from(COPIES))?;
    if let Some(column) = read.first_joker {
        return Err(ParseError::JokerSeen { column });
    }
    match read.first_fifth {
        Some((tile, column)) => Err(ParseError::FifthCopySeen { tile, column }),
        None => Ok(read.counts),
    }
}

impl Engine {
    /// What `hand` (3n+1 tiles) accepts: its shanten, the kinds whose draw lowers it
    /// and their live copies, given the tiles `seen` elsewhere (a count per kind). See
    /// [`crate::hints`] for the definitions.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let ukeire = engine.ukeire(&"1122m".parse()?, &[0; 34])?;
    /// assert_eq!(ukeire.to_string(), "12m (4 live)");
    /// assert!(engine.ukeire(&"11m".parse()?, &[0; 34]).is_err()); // 3n+2: see `discards`
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn ukeire(&self, hand: &Hand, seen: &[u8; KINDS]) -> Result<Ukeire, CheckError> {
        if hand.len() % 3 != 1 {
            return Err(CheckError::UkeireSize { count: hand.len() });
        }
        let seen = &self.seen_with_exposed(hand, seen)?;
        if !self.hints_by_masks() {
            let shanten = self.shanten(hand)?;
            return Ok(self.accepted_drawing_jokers(hand, &self.unseen(hand, seen), shanten));
        }
        self.admit_for_shanten(&self.apply_joker_kinds(hand))?;
        self.accepted(hand, &self.unseen(hand, seen))
            .ok_or_else(|| self.unwinnable(hand))
    }

    /// Discard advice for `hand` (3n+2 tiles): every distinct discard, the shanten
    /// after it and what the hand then accepts, best first. See [`crate::hints`].
    ///
    /// ```
    /// let advice = hupai::Engine::standard().discards(&"12389m".parse()?, &[0; 34])?;
    /// let best = &advice.discards()[0];
    /// assert_eq!(best.to_string(), "8m: 0 shanten, accepts 9m (3 live)");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn discards(&self, hand: &Hand, seen: &[u8; KINDS]) -> Result<DiscardAdvice, CheckError> {
        if hand.len() % 3 != 2 {
            return Err(CheckError::DiscardSize { count: hand.len() });
        }
        let seen = &self.seen_with_exposed(hand, seen)?;
        let shanten = self.shanten(hand)?;
        // The hand's draws are looked up once and shared by every discard of a tile
        // (a discard changes one suit); a joker's discard is asked anew.
        let shared = self.hints_by_masks().then(|| {
            let held = self.apply_joker_kinds(hand);
            let by_count = kinds_by_count(held.counts());
            let jokers = held.jokers().into();
            let drawable = self.drawable_jokers(hand, jokers);
            self.discards_lowering(held.counts(), &by_count, (jokers, drawable))
        });
        let kinds = Tile::all()
            .filter(|&t| hand.count(t) > 0)
            .map(Discarded::Tile);
        let joker = (hand.jokers() > 0).then_some(Discarded::Joker);
        // A discard moves a tile from the hand to the seen: the unseen stay the same.
        let unseen = self.unseen(hand, seen);
        let mut discards = Vec::with_capacity(hand.len());
        for discarded in kinds.chain(joker) {
            // The same rules admit the hand one tile smaller: same target, fewer jokers.
            let after = || discarding(hand, discarded);
            let ukeire = match (&shared, discarded) {
                (Some(lowering), Discarded::Tile(tile)) if !self.joker_kinds.contains(&tile) => {
                    lowering(tile.id()).map(|(shanten, lowering)| {
                        // (The hand after the discard is built only for joker kinds.)
                        let lowering = match self.joker_kinds.is_empty() {
                            true => lowering,
                            false => lowering | self.joker_draw_lowering(&after(), shanten),
                        };
                        Ukeire::of_unseen(shanten, lowering, &unseen)
                    })
                }
                (Some(_), _) => self.accepted(&after(), &unseen),
                (None, _) => {
                    let after = after();
                    (self.shanten(&after).ok())
                        .map(|shanten| self.accepted_drawing_jokers(&after, &unseen, shanten))
                }
            };
            let ukeire = ukeire.ok_or_else(|| self.unwinnable(&after()))?;
            discards.push(Discard::new(discarded, ukeire));
        }
        Ok(DiscardAdvice::new(shanten, best_first(&discards)))
    }

    /// Whether the hints take the masks' path: not where a stand-in plays the joker
    /// kind's natural tile (白板代财神), nor with the knitted forms, nor where the
    /// exposed melds cap the targets (the masks see four of each kind), nor where
    /// jokers are restricted, nor without the standard form (the masks are its);
    /// those ask the whole shanten once per kind.
    fn hints_by_masks(&self) -> bool {
        self.rules.standard
            && self.stand_in().is_none()
            && !self.knitted_forms()
            && !self.melds_cap_targets()
            && !self.restricted
    }

    /// Whether the discard masks take the tables' path: the hints' path, and neither
    /// joker kinds nor the missing-suit rule (whose choices the masks do not split).
    pub(crate) fn discard_masks_by_tables(&self) -> bool {
        self.hints_by_masks() && self.joker_kinds.is_empty() && !self.rules.missing_suit
    }

    /// What `hand` (3n+1 tiles, admitted) accepts with `unseen` copies of each kind:
    /// its shanten and the kinds whose draw lowers it, by table lookups; a joker
    /// kind's tile, drawn as a joker, by one shanten more. `None` where no form can be
    /// made.
    fn accepted(&self, hand: &Hand, unseen: &[u8; KINDS]) -> Option<Ukeire> {
        let held = self.apply_joker_kinds(hand);
        let (counts, jokers) = (held.counts(), u32::from(held.jokers()));
        let by_count = kinds_by_count(counts);
        let out = by_count[4] | self.exposed_out(counts) | self.joker_kind_bits();
        let candidates = self.rules.tiles.bits() & !out;
        let jokers = (jokers, self.drawable_jokers(hand, jokers));
        let hand_now = (counts, &by_count);
        let (shanten, lowering) =
            self.shanten_and_lowering(hand_now, jokers, held.len() / 3, candidates)?;
        let lowering = lowering | self.joker_draw_lowering(hand, shanten);
        Some(Ukeire::of_unseen(shanten, lowering, unseen))
    }

    /// The joker kinds (a bit per id) whose tile, drawn by `hand` (3n+1 tiles, as
    /// drawn, at `shanten`) as one joker more, lowers its shanten: every joker kind
    /// with a copy left, or none. Inlined: without joker kinds, one test on the hot
    /// path.
    #[inline(always)]
    fn joker_draw_lowering(&self, hand: &Hand, shanten: i8) -> u64 {
        if self.joker_kinds.is_empty() {
            return 0;
        }
        let held = self.apply_joker_kinds(hand);
        let out = self.copies_all_held(hand, held.jokers()) | self.exposed_out(held.counts());
        let drawable = self.joker_kind_bits() & !out;
        // Its fifth copy, where the wall holds more, is written as a joker.
        let drawn = Hand::from_counts(*hand.counts(), hand.jokers().saturating_add(1));
        let lowers = || drawn.is_ok_and(|d| self.shanten(&d).is_ok_and(|s| s < shanten));
        match drawable != 0 && lowers() {
            true => drawable,
            false => 0,
        }
    }

    /// What `hand` (3n+1 tiles, admitted, at `shanten`, with `unseen` copies of each
    /// kind) accepts when joker kinds are drawn as jokers: the whole question again,
    /// per kind.
    fn accepted_drawing_jokers(&self, hand: &Hand, unseen: &[u8; KINDS], shanten: i8) -> Ukeire {
        let lowers = |tile: Tile| {
            // A joker kind drawn is a joker (its fifth copy, where the wall holds more,
            // is written so).
            let drawn = match self.joker_kinds.contains(&tile) {
                true => Hand::from_counts(*hand.counts(), hand.jokers().saturating_add(1)).ok(),
                false => hand.adding(tile).ok(),
            };
            drawn
                .and_then(|d| self.shanten(&d).ok())
                .is_some_and(|s| s < shanten)
        };
        // Joker kinds are drawn as jokers, even where out of play (红中麻将).
        let drawable = self.rules.tiles.bits() | self.joker_kind_bits();
        let held = self.apply_joker_kinds(hand);
        let out = self.copies_all_held(hand, held.jokers()) | self.exposed_out(held.counts());
        let candidates = drawable & !out;
        let tiles = TileSet::from_bits(candidates).tiles();
        let lowering = tiles.fold(0, |bits, tile| bits | u64::from(lowers(tile)) << tile.id());
        Ukeire::of_unseen(shanten, lowering, unseen)
    }
}

impl Engine {
    /// `seen` and the exposed melds' copies: tiles the hand cannot draw. Refuses a
    /// hand holding, with the melds, more than four of a kind, and a `seen` that,
    /// with both, does.
    fn seen_with_exposed(
        &self,
        hand: &Hand,
        seen: &[u8; KINDS],
    ) -> Result<[u8; KINDS], CheckError> {
        match self.counted_joker_kind() {
            None => self.seen_with_melds(hand, seen),
            Some((kind, copies)) => self.seen_with_counted_kind(hand, seen, kind, copies),
        }
    }

    /// [`Engine::seen_with_exposed`] where the joker kind `kind` has `copies` copies,
    /// the hand's jokers all of them.
    #[cold]
    fn seen_with_counted_kind(
        &self,
        hand: &Hand,
        seen: &[u8; KINDS],
        kind: Tile,
        copies: u8,
    ) -> Result<[u8; KINDS], CheckError> {
        let held = self.apply_joker_kinds(hand).jokers();
        let mut others = *seen;
        others[kind.id()] = 0;
        let all = self.seen_with_melds(hand, &others)?;
        if u16::from(held) + u16::from(seen[kind.id()]) > u16::from(copies) {
            return Err(CheckError::TooManySeen {
                tile: kind,
                held,
                seen: seen[kind.id()],
                copies,
            });
        }
        Ok(std::array::from_fn(|id| match id == kind.id() {
            true => seen[id],
            false => all[id],
        }))
    }

    /// [`Engine::seen_with_exposed`] where each kind has four copies.
    fn seen_with_melds(&self, hand: &Hand, seen: &[u8; KINDS]) -> Result<[u8; KINDS], CheckError> {
        if self.exposed.melds.is_empty() {
            admit_seen(hand, seen)?;
            return Ok(*seen);
        }
        self.admit_exposed_copies(&self.apply_joker_kinds(hand))?;
        let all: [u8; KINDS] =
            std::array::from_fn(|id| seen[id].saturating_add(self.exposed.counts[id]));
        admit_seen(hand, &all)?;
        Ok(all)
    }

    /// Per kind, the copies neither held nor seen (`seen` admitted beside the hand):
    /// of the counted joker kind, its copies less the hand's jokers and those seen.
    #[inline]
    fn unseen(&self, hand: &Hand, seen: &[u8; KINDS]) -> [u8; KINDS] {
        match self.counted_joker_kind() {
            None => std::array::from_fn(|kind| COPIES - hand.counts()[kind] - seen[kind]),
            Some((kind, copies)) => self.unseen_counting(hand, seen, kind, copies),
        }
    }

    /// [`Engine::unseen`] where the joker kind `kind` has `copies` copies.
    #[cold]
    fn unseen_counting(
        &self,
        hand: &Hand,
        seen: &[u8; KINDS],
        kind: Tile,
        copies: u8,
    ) -> [u8; KINDS] {
        // The counted kind's held and seen may pass four: its entry is replaced.
        let mut unseen: [u8; KINDS] = std::array::from_fn(|kind| {
            COPIES.saturating_sub(hand.counts()[kind].saturating_add(seen[kind]))
        });
        let held = self.apply_joker_kinds(hand).jokers();
        unseen[kind.id()] = copies - held - seen[kind.id()];
        unseen
    }
}

/// Per byte of eight bits, a word whose byte `i` is all ones where bit `i` is set.
const BYTES_OF_BITS: [u64; 256] = {
    let mut words = [0; 256];
    let mut bits = 0;
    while bits < 256 {
        let mut byte = 0;
        while byte < 8 {
            if bits >> byte & 1 != 0 {
                words[bits] |= 0xFF << (8 * byte);
            }
            byte += 1;
        }
        bits += 1;
    }
    words
};

/// Refuses a `seen` that, with the hand, holds more than four copies of a kind.
fn admit_seen(hand: &Hand, seen: &[u8; KINDS]) -> Result<(), CheckError> {
    let copies = hand.counts().iter().zip(seen);
    // One pass the compiler can vectorise; the kind is looked for only on an error.
    if !copies.fold(false, |over, (&held, &seen)| {
        over | (u16::from(held) + u16::from(seen) > 4)
    }) {
        return Ok(());
    }
    match Tile::all().find(|&t| hand.count(t) + seen[t.id()].min(COPIES + 1) > COPIES) {
        Some(tile) => Err(CheckError::TooManySeen {
            tile,
            held: hand.count(tile),
            seen: seen[tile.id()],
            copies: COPIES,
        }),
        None => Ok(()),
    }
}

/// `discards` (in tile order, the joker last) ordered best first: lowest shanten, then
/// most live tiles, ties as they came. Ordered on small keys, so that each discard
/// moves once (a discard is some 50 bytes).
fn best_first(discards: &[Discard]) -> Vec<Discard> {
    // Shanten below 64, live tiles at most 136, places below 256: one u32 each.
    let key = |(place, discard): (usize, &Discard)| {
        let shanten = (i32::from(discard.shanten()) + 1) as u32;
        shanten << 16 | (255 - discard.ukeire.total_live()) << 8 | place as u32
    };
    let mut keys: Vec<u32> = discards.iter().enumerate().map(key).collect();
    keys.sort_unstable();
    keys.iter()
        .map(|key| discards[(key & 0xFF) as usize])
        .collect()
}
