//! Waits (听牌): the kinds that would make a hand of 3n+1 tiles a win.
//!
//! ```
//! let engine = hupai::Engine::standard();
//! let waits = engine.waits(&"1112345678999m".parse()?)?; // nine-sided
//! assert_eq!(waits.to_string(), "123456789m");
//! let exhausted = engine.waits(&"1111m456p789s123s".parse()?)?;
//! assert!(exhausted.is_exhausted("1m".parse()?)); // a wait held four times
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Every rule about waits, with the command line's output: `docs/questions.md`.
//!
//! Drawing a tile changes one suit's pattern only, and each suit pattern's entry in
//! `masks.rs` says which added ranks lower its cost (every other rank raises it by
//! two): four loads and a few mask operations, instead of 34 full checks of 4 lookups
//! each. `benches/waits.rs` measures both. A pattern the masks do not describe is read
//! one lookup a rank. A kind the hand holds four times has no key with one more: where
//! jokers may be fifth copies, the masks' free bits say what its fifth copy does; where
//! not, or where a form the masks do not see is in reach, `fifth_copy.rs` judges it
//! (by lookups, or by a one-suit search).

use crate::engine::{Engine, LiveHand};
use crate::error::{CheckError, HandRole};
use crate::forms::SPECIAL_FORM_TILES;
use crate::forms::counting::kinds_by_count;
use crate::forms::pairs_and_triplet::PAIRS_AND_TRIPLET_TILES;
use crate::forms::thirteen_orphans::fourteen_are_thirteen_orphans;
use crate::tables::keys::POW5;
use crate::tables::keys::suit_keys;
use crate::tables::win::fewest_jokers;
use crate::tables::win::{PairSteps, SuitCost};
use crate::tiles::classes;
use crate::tiles::hand::Hand;
use crate::tiles::tile::{COPIES, KINDS, Suit, Tile};

mod fifth_copy;

use crate::tables::wait_masks::Entry;

/// What one suit's drawn pattern may cost for the hand to win: the jokers left once
/// every suit has its melds, what this suit's melds cost, and the least extra the pair
/// costs among the other suits.
struct Budget {
    spare: i32,
    suit_without_pair: i32,
    pair_elsewhere: i32,
}

impl Budget {
    /// Whether a drawn pattern of costs `drawn` wins, its pair here or elsewhere.
    #[inline]
    fn wins(&self, drawn: SuitCost) -> bool {
        let room = self.spare + self.suit_without_pair;
        let pair_here = drawn.with_pair as i32;
        let pair_there = drawn.without_pair as i32 + self.pair_elsewhere;
        pair_here.min(pair_there) <= room
    }

    /// The ranks (a bit each) whose drawing wins, from a pattern's entry and the extra
    /// its pair costs here: each added rank costs one less where its mask bit is set
    /// and two more where not. The suit's cost without a pair is on both sides of
    /// each comparison, so it drops out.
    #[inline]
    fn ranks_from_masks(&self, entry: Entry, pair_here: i32) -> u32 {
        let fits = |needed: i32| if needed <= self.spare { u32::MAX } else { 0 };
        let there = self.pair_elsewhere;
        fits(pair_here - 1) & entry.lower_with()
            | fits(pair_here + 2)
            | fits(there - 1) & entry.lower_without()
            | fits(there + 2)
    }
}

/// For each suit, the least the pair adds in one of the other three.
#[inline]
fn pair_elsewhere(steps: &PairSteps) -> [i32; 4] {
    let extra = steps.pair_extras();
    let (first_two, last_two) = (extra[0].min(extra[1]), extra[2].min(extra[3]));
    [
        extra[1].min(last_two),
        extra[0].min(last_two),
        extra[3].min(first_two),
        extra[2].min(first_two),
    ]
}

/// [`Budget::ranks_from_masks`] of the four suits (m, p, s, z), their entries taken
/// as exact: the ranks of each whose drawing wins. With SSE2 (every x86-64 has it),
/// the four at once.
#[inline]
fn ranks_from_masks(entries: &[Entry; 4], steps: &PairSteps, spare: i32) -> [u32; 4] {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: SSE2 is part of the x86-64 baseline, so every x86-64 CPU runs it.
    return unsafe { sse2::ranks_from_masks(entries.map(Entry::bits), steps.pair_extras(), spare) };
    #[cfg(not(target_arch = "x86_64"))]
    return ranks_from_masks_by_suit(entries, steps, spare);
}

/// [`ranks_from_masks`] a suit at a time.
#[cfg_attr(target_arch = "x86_64", allow(dead_code))] // but in the tests
fn ranks_from_masks_by_suit(entries: &[Entry; 4], steps: &PairSteps, spare: i32) -> [u32; 4] {
    let (extra, elsewhere) = (steps.pair_extras(), pair_elsewhere(steps));
    std::array::from_fn(|s| {
        let budget = Budget {
            spare,
            suit_without_pair: steps.suit_without_pair(s) as i32,
            pair_elsewhere: elsewhere[s],
        };
        budget.ranks_from_masks(entries[s], extra[s])
    })
}

#[cfg(target_arch = "x86_64")]
mod sse2 {
    use std::arch::x86_64::*;

    /// [`ranks_from_masks`](super::ranks_from_masks) of four suits' entry bits and
    /// pair extras, a suit a 32-bit lane.
    #[inline]
    #[target_feature(enable = "sse2")]
    pub(super) fn ranks_from_masks(entries: [u32; 4], extra: [i32; 4], spare: i32) -> [u32; 4] {
        use crate::tables::wait_masks::{WITH_SHIFT, WITHOUT_SHIFT};
        let load = |values: [u32; 4]| {
            // SAFETY: 16 readable bytes; an unaligned load needs no alignment.
            unsafe { _mm_loadu_si128(values.as_ptr().cast()) }
        };
        let (entries, here) = (load(entries), load(extra.map(|e| e as u32)));
        let min = |a, b| {
            let less = _mm_cmplt_epi32(a, b);
            _mm_or_si128(_mm_and_si128(less, a), _mm_andnot_si128(less, b))
        };
        // The least extra among the other three lanes: the lanes rotated by 1, 2, 3.
        let there = min(
            min(
                _mm_shuffle_epi32::<0b00_11_10_01>(here),
                _mm_shuffle_epi32::<0b01_00_11_10>(here),
            ),
            _mm_shuffle_epi32::<0b10_01_00_11>(here),
        );
        // All ones where `needed` <= spare.
        let limit = _mm_set1_epi32(spare + 1);
        let fits =
            |needed, step: i32| _mm_cmplt_epi32(_mm_add_epi32(needed, _mm_set1_epi32(step)), limit);
        let nine_bits = _mm_set1_epi32(0x1FF);
        let lower_with = _mm_and_si128(_mm_srli_epi32::<{ WITH_SHIFT as i32 }>(entries), nine_bits);
        let lower_without = _mm_and_si128(
            _mm_srli_epi32::<{ WITHOUT_SHIFT as i32 }>(entries),
            nine_bits,
        );
        let ranks = _mm_or_si128(
            _mm_or_si128(_mm_and_si128(fits(here, -1), lower_with), fits(here, 2)),
            _mm_or_si128(
                _mm_and_si128(fits(there, -1), lower_without),
                fits(there, 2),
            ),
        );
        let mut lanes = [0u32; 4];
        // SAFETY: 16 writable bytes; an unaligned store needs no alignment.
        unsafe { _mm_storeu_si128(lanes.as_mut_ptr().cast(), ranks) };
        lanes
    }
}

/// The kinds a hand waits on, as a 34-bit set; no allocation.
///
/// A kind the hand already holds four of is reported too, marked exhausted: whether
/// such a wait counts differs between rules (it is judged as if a fifth copy existed).
///
/// ```
/// use hupai::Engine;
/// let waits = Engine::standard().waits(&"1112345678999m".parse()?)?;
/// assert_eq!(waits.len(), 9);
/// assert_eq!(waits.to_string(), "123456789m");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Waits {
    tiles: u64,
    exhausted: u64,
}

impl Waits {
    /// Waits of the kinds in `tiles` (bit i: tile id i), those in `exhausted` held
    /// four times.
    #[cfg(feature = "serde")]
    pub(crate) const fn from_bits(tiles: u64, exhausted: u64) -> Waits {
        Waits { tiles, exhausted }
    }

    /// Whether drawing `tile` wins.
    ///
    /// ```
    /// let waits = hupai::Engine::standard().waits(&"1m".parse()?)?;
    /// assert!(waits.contains("1m".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn contains(&self, tile: Tile) -> bool {
        self.tiles & 1 << tile.id() != 0
    }

    /// Whether `tile` is a wait the hand holds all four of.
    ///
    /// ```
    /// let waits = hupai::Engine::standard().waits(&"1111m".parse()?)?;
    /// assert!(waits.is_exhausted("1m".parse()?));
    /// assert!(!waits.is_exhausted("2m".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn is_exhausted(&self, tile: Tile) -> bool {
        self.exhausted & 1 << tile.id() != 0
    }

    /// The waits, in tile order.
    ///
    /// ```
    /// let waits = hupai::Engine::standard().waits(&"23m11z".parse()?)?;
    /// let names: Vec<String> = waits.iter().map(|t| t.to_string()).collect();
    /// assert_eq!(names, ["1m", "4m"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = Tile> + '_ {
        let tiles = self.tiles;
        Tile::all().filter(move |t| tiles & 1 << t.id() != 0)
    }

    /// How many kinds.
    ///
    /// ```
    /// assert_eq!(hupai::Engine::standard().waits(&"1m".parse()?)?.len(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn len(&self) -> usize {
        self.tiles.count_ones() as usize
    }

    /// Whether the hand waits on nothing.
    ///
    /// ```
    /// assert!(hupai::Engine::standard().waits(&"1m4m7m9p".parse()?)?.is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn is_empty(&self) -> bool {
        self.tiles == 0
    }

    /// The waits, one bit per tile id.
    ///
    /// ```
    /// assert_eq!(hupai::Engine::standard().waits(&"1m".parse()?)?.bits(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn bits(&self) -> u64 {
        self.tiles
    }

    /// The exhausted waits, one bit per tile id.
    ///
    /// ```
    /// assert_eq!(hupai::Engine::standard().waits(&"1111m".parse()?)?.exhausted_bits(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn exhausted_bits(&self) -> u64 {
        self.exhausted
    }
}

impl std::fmt::Display for Waits {
    /// The waits in MPSZ, as a hand of one of each (`14m`), or `none`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.is_empty() {
            return f.write_str("none");
        }
        crate::tiles::notation::write_counts(f, |tile| u8::from(self.contains(tile)), 0)
    }
}

impl Engine {
    /// The kinds that make `hand` (3n+1 tiles) a win in any form, under the rules:
    /// only kinds in play; a joker kind (红中) is a wait when one more joker wins within
    /// the joker limit. Always equal to [`Engine::waits_by_rechecking`].
    ///
    /// ```
    /// use hupai::Engine;
    /// let engine = Engine::standard();
    /// assert_eq!(engine.waits(&"1113335557779m".parse()?)?.to_string(), "89m");
    /// assert!(engine.waits(&"123m456p789s11122z".parse()?).is_err()); // 14 tiles: use check
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn waits(&self, hand: &Hand) -> Result<Waits, CheckError> {
        if self.plain_as_given() {
            self.admit_waiting_size(hand.len())?;
            return Ok(self.waits_of_keys(hand, hand, &suit_keys(hand.counts())));
        }
        let converted = self.apply_joker_kinds(hand);
        self.admit_waiting(&converted)?;
        if self.exposed_limits_bind(converted.jokers())
            || !self.rules.standard
            || self.rules.jokers.stand_in.is_some()
            || self.restricted
        {
            // Jokers that may not pass the melds' copies, rules whose masks (of the
            // standard form) answer nothing, or a stand-in (its draw is another
            // kind's): each draw judged whole.
            return self.waits_by_rechecking(hand);
        }
        Ok(self.waits_of_keys(hand, &converted, &suit_keys(converted.counts())))
    }

    /// [`Engine::waits`] of a [`LiveHand`], from its kept suit keys. Under joker kinds
    /// (红中) the kept keys count their tiles as tiles, so the hand is judged as
    /// [`Engine::waits`] judges it.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let mut live = hupai::LiveHand::new("11123456789999m".parse()?);
    /// live.discard("9m".parse()?)?;
    /// assert_eq!(engine.waits_live(&live)?.to_string(), "123456789m");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn waits_live(&self, live: &LiveHand) -> Result<Waits, CheckError> {
        let hand = live.hand();
        if self.live_needs_whole_hand() {
            return self.waits(hand);
        }
        if self.plain {
            self.admit_waiting_size(hand.len())?;
        } else {
            self.admit_waiting(hand)?;
        }
        Ok(self.waits_of_keys(hand, hand, live.keys()))
    }

    /// The waits of `hand` (admitted), `converted` its tiles with joker kinds taken as
    /// jokers, `keys` the converted hand's suit keys.
    #[inline(always)]
    fn waits_of_keys(&self, hand: &Hand, converted: &Hand, keys: &[usize; 4]) -> Waits {
        let (counts, jokers) = (converted.counts(), converted.jokers());
        let (entries, mut waits) = self.standard_waits(keys, jokers);
        let masks = CountMasks::of(counts);
        if converted.len() + 1 == SPECIAL_FORM_TILES {
            waits |= self.seven_pairs_waits(&masks, jokers) | self.orphan_waits(counts, &masks);
        }
        if converted.len() + 1 == PAIRS_AND_TRIPLET_TILES {
            waits |= self.pairs_and_triplet_waits(counts, jokers)
                | self.eight_pairs_waits(&masks, jokers);
        }
        if self.knitted_forms() {
            waits |= self.knitted_waits(counts, jokers, converted.len() + 1);
        }
        // Joker kinds are drawn as jokers, never as themselves: they are judged below.
        let joker_kinds = self.joker_kind_bits();
        let real = !self.out_of_play & self.suit_rule_draws(keys) & !joker_kinds;
        let full = masks.full & real;
        let size = converted.len() + 1;
        let mut exhausted = self.exhausted_waits(counts, jokers, full, size, &entries, waits);
        let mut tiles = (waits & real & !full) | exhausted;
        if joker_kinds != 0
            && self.keeps_suit_rule(keys)
            && self.joker_wins(counts, jokers, &entries, converted.len() + 1)
        {
            tiles |= joker_kinds;
            // A joker kind whose copies are all held: as for any kind, as if one more
            // existed.
            exhausted |= joker_kinds & self.copies_all_held(hand, jokers);
        }
        // A kind whose copies are all held or exposed: as if one more existed.
        exhausted |= tiles & self.exposed_out(counts);
        Waits { tiles, exhausted }
    }

    /// The kinds none of whose copies is left to draw, one bit per tile id, of a hand
    /// (as given) holding `jokers` jokers in all: those held four times, and the joker
    /// kind whose [`copies`](crate::rules::Jokers::copies) are all held (each joker in
    /// the hand one of them).
    pub(crate) fn copies_all_held(&self, hand: &Hand, jokers: u8) -> u64 {
        let full = CountMasks::of(hand.counts()).full;
        match self.counted_joker_kind() {
            Some((kind, copies)) => {
                full & !(1 << kind.id()) | u64::from(jokers >= copies) << kind.id()
            }
            None => full,
        }
    }

    /// The kind a drawn `tile` plays: the joker kind's natural tile for a stand-in
    /// (白板代财神), else itself.
    fn natural_of(&self, tile: Tile) -> Tile {
        match self.stand_in() {
            Some((stand_in, natural)) if stand_in == tile => natural,
            _ => tile,
        }
    }

    /// The joker kinds, one bit per tile id.
    pub(crate) fn joker_kind_bits(&self) -> u64 {
        self.joker_kinds
            .iter()
            .fold(0, |bits, t| bits | 1 << t.id())
    }

    /// [`Engine::waits`] the slow way: add each kind and check. The baseline the
    /// table-driven waits are measured and tested against.
    ///
    /// ```
    /// use hupai::Engine;
    /// let engine = Engine::standard();
    /// let hand = "1112345678999m".parse()?;
    /// assert_eq!(engine.waits_by_rechecking(&hand)?, engine.waits(&hand)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn waits_by_rechecking(&self, hand: &Hand) -> Result<Waits, CheckError> {
        let converted = self.apply_joker_kinds(hand);
        self.admit_waiting(&converted)?;
        let (counts, jokers) = (converted.counts(), converted.jokers());
        let exposed_out = self.exposed_out(counts) | self.copies_all_held(hand, jokers);
        let mut waits = Waits::default();
        for tile in Tile::all() {
            let joker = self.joker_kinds.contains(&tile);
            if !joker && self.out_of_play & 1 << tile.id() != 0 {
                continue;
            }
            // A kind none of whose copies is left: judged as if one existed.
            let exhausted = exposed_out & 1 << tile.id() != 0;
            // The hand as given with the tile drawn (a joker kind's as a joker), judged
            // whole; a fifth copy, which no hand holds, by the tables.
            let drawn = match joker {
                true => Hand::from_counts(*hand.counts(), hand.jokers() + 1),
                false => hand.adding(tile),
            };
            let wins = match drawn {
                Ok(drawn) => self.forms_as_admitted(&drawn).is_ok_and(|f| !f.is_empty()),
                Err(_) => {
                    let natural = self.natural_of(tile);
                    let mut more = *counts;
                    more[natural.id()] += 1;
                    let size = converted.len() + 1;
                    match self.restricted {
                        true => !self.restricted_forms(&more, jokers, size).is_empty(),
                        false => self.wins_with_fifth_copy(&more, jokers, natural, size),
                    }
                }
            };
            waits.tiles |= u64::from(wins) << tile.id();
            waits.exhausted |= u64::from(wins && exhausted) << tile.id();
        }
        Ok(waits)
    }

    /// Whether the rules play `hand` as a waiting hand: 3n+1 tiles, one short of a
    /// size they play, and jokers and kinds they allow.
    fn admit_waiting(&self, hand: &Hand) -> Result<(), CheckError> {
        self.admit_waiting_size(hand.len())?;
        self.admit_contents(hand)
    }

    /// Whether `count` tiles are one short of a size the rules play, 3n+1: all
    /// [`Engine::admit_waiting`] asks under plain rules (every kind in play, no joker
    /// limit, no exposed melds).
    #[inline(always)]
    fn admit_waiting_size(&self, count: usize) -> Result<(), CheckError> {
        if count % 3 != 1 || !self.wins_at_size(count + 1) {
            return Err(self.size_error(count, HandRole::Waiting));
        }
        Ok(())
    }

    /// The kinds whose drawing completes the standard form of the joker-free
    /// `counts` (four or fewer of a kind), one bit per tile id, kinds held four times
    /// included: what a scorer asks to tell a lone wait (独听).
    pub(crate) fn standard_wait_kinds(&self, counts: &[u8; KINDS]) -> u64 {
        self.standard_waits(&suit_keys(counts), 0).1
    }

    /// The suits' costs and the kinds whose drawing completes the standard form, one
    /// bit per tile id (kinds held four times included: the caller sets them apart).
    #[inline(always)]
    fn standard_waits(&self, keys: &[usize; 4], jokers: u8) -> ([Entry; 4], u64) {
        let masks = self.wait_masks();
        let entries: [Entry; 4] = std::array::from_fn(|s| masks.entry(s, keys[s]));
        let steps = PairSteps::of_bytes(entries.map(Entry::cost_byte));
        // Jokers left once every suit has its melds.
        let spare = i32::from(jokers) - steps.without_pair() as i32;
        // A suit with no kind in play draws nothing: its masks are never read (the
        // empty honours pattern of number-only rules is inexact, and every hand
        // holds it).
        let inexact = Entry::any_inexact(entries) && self.played_inexact(&entries);
        // A draw lowers its suit's cost by one at most (see `masks`), so where even the
        // cheapest pair does not fit in one more joker, nothing wins: most hands.
        if !inexact && steps.least_pair_extra() - 1 > spare {
            return (entries, 0);
        }
        (
            entries,
            self.waits_by_suit(keys, &entries, &steps, spare, inexact),
        )
    }

    /// The kinds whose drawing completes the standard form, the four suits' masks at
    /// once, and the suits they do not describe (where `inexact`) by lookups: apart
    /// from [`Engine::standard_waits`]' common exit, which then keeps fewer values.
    /// Suits out of play may get ranks here; the caller keeps kinds in play only.
    #[inline(never)]
    fn waits_by_suit(
        &self,
        keys: &[usize; 4],
        entries: &[Entry; 4],
        steps: &PairSteps,
        spare: i32,
        inexact: bool,
    ) -> u64 {
        let mut ranks = ranks_from_masks(entries, steps, spare);
        if inexact {
            self.ranks_of_inexact(keys, entries, steps, spare, &mut ranks);
        }
        Suit::ALL.into_iter().fold(0, |waits, suit| {
            let suit_ranks = ranks[suit as usize] & ((1 << suit.ranks()) - 1);
            waits | u64::from(suit_ranks) << suit.first_id()
        })
    }

    /// Sets `ranks` of the suits whose entries the masks do not describe: by lookups in
    /// play, none out of play.
    #[cold]
    fn ranks_of_inexact(
        &self,
        keys: &[usize; 4],
        entries: &[Entry; 4],
        steps: &PairSteps,
        spare: i32,
        ranks: &mut [u32; 4],
    ) {
        let elsewhere = pair_elsewhere(steps);
        for s in (0..4).filter(|&s| entries[s].is_inexact()) {
            let budget = Budget {
                spare,
                suit_without_pair: steps.suit_without_pair(s) as i32,
                pair_elsewhere: elsewhere[s],
            };
            let played = self.suits_played & 1 << s != 0;
            ranks[s] = if played {
                self.ranks_by_lookup(s, keys[s], &budget)
            } else {
                0
            };
        }
    }

    /// Whether a suit in play has an entry the masks do not describe.
    #[cold]
    fn played_inexact(&self, entries: &[Entry; 4]) -> bool {
        (0..4).any(|s| self.suits_played & 1 << s != 0 && entries[s].is_inexact())
    }

    /// The ranks of suit `s` (pattern `key`) whose drawing wins, one table lookup a
    /// rank: for patterns the masks do not describe.
    #[cold]
    #[inline(never)]
    fn ranks_by_lookup(&self, s: usize, key: usize, budget: &Budget) -> u32 {
        let table = self.tables.suit_table_bytes(s);
        let mut ranks = 0;
        for (rank, &place) in POW5.iter().enumerate() {
            // A rank held four times (or past the suit) has no key with one more.
            if (key / place as usize) % 5 == usize::from(COPIES) {
                continue;
            }
            let Some(&byte) = table.get(key + place as usize) else {
                break;
            };
            ranks |= u32::from(budget.wins(SuitCost::from_byte(byte))) << rank;
        }
        ranks
    }

    /// The kinds whose drawing completes seven pairs (13-tile hands): a kind held an
    /// odd number of times pairs up, any other leaves one more single for a joker.
    fn seven_pairs_waits(&self, masks: &CountMasks, jokers: u8) -> u64 {
        crate::forms::seven_pairs::waits(
            masks.odd,
            masks.two,
            masks.above_two,
            jokers,
            self.seven_pairs,
        )
    }

    /// The kinds whose drawing completes eight pairs (16-tile hands): as seven pairs',
    /// the lone tile one joker more.
    fn eight_pairs_waits(&self, masks: &CountMasks, jokers: u8) -> u64 {
        crate::forms::eight_pairs::waits(
            masks.odd,
            masks.two,
            masks.above_two,
            jokers,
            self.eight_pairs,
        )
    }

    /// The kinds whose drawing completes seven pairs and a triplet (16-tile hands), a
    /// class of kinds at a time: the form sees only how many of a kind the hand holds.
    fn pairs_and_triplet_waits(&self, counts: &[u8; KINDS], jokers: u8) -> u64 {
        crate::forms::pairs_and_triplet::waits(counts, jokers, self.pairs_and_triplet)
    }

    /// The kinds whose drawing completes a knitted form (国标) in a hand of `size`
    /// tiles once drawn (see [`knitted::waits`](crate::forms::knitted)).
    #[cold]
    #[inline(never)]
    fn knitted_waits(&self, counts: &[u8; KINDS], jokers: u8, size: usize) -> u64 {
        crate::forms::knitted::waits(
            counts,
            jokers,
            size,
            self.knitted_played(),
            |rest, jokers| self.is_standard_win_of_counts(rest, jokers),
        )
    }

    /// The orphans whose drawing completes thirteen orphans (13-tile hands).
    #[inline(always)]
    fn orphan_waits(&self, counts: &[u8; KINDS], masks: &CountMasks) -> u64 {
        if !self.orphans || masks.held() & !classes::ORPHANS != 0 {
            return 0;
        }
        crate::forms::thirteen_orphans::waits(counts)
    }

    /// Whether one more joker (a joker kind drawn) makes a win of `size` tiles.
    fn joker_wins(
        &self,
        counts: &[u8; KINDS],
        jokers: u8,
        entries: &[Entry; 4],
        size: usize,
    ) -> bool {
        let most = self.rules.jokers.most_held();
        if self.joker_kinds.is_empty() || most.is_some_and(|most| jokers >= most) {
            return false;
        }
        let jokers = jokers + 1;
        if self.exposed_limits_bind(jokers) {
            // The drawn joker may not pass the melds' copies: the tables cannot see it.
            return self.has_standard_within_limits(counts, jokers);
        }
        fewest_jokers(&entries.map(Entry::cost), true) <= u32::from(jokers)
            || size == SPECIAL_FORM_TILES
                && (crate::forms::seven_pairs::is_seven_pairs(counts, jokers, self.seven_pairs)
                    || self.orphans && fourteen_are_thirteen_orphans(counts))
            || self.other_forms && self.other_forms_win(counts, jokers, size)
    }
}

/// Kinds by how many of them a hand holds, one bit per tile id, found in one pass.
struct CountMasks {
    odd: u64,
    two: u64,
    above_two: u64,
    full: u64,
}

impl CountMasks {
    /// The kinds held.
    #[inline]
    fn held(&self) -> u64 {
        self.odd | self.two | self.above_two
    }

    #[inline]
    fn of(counts: &[u8; KINDS]) -> CountMasks {
        let [_, one, two, three, four] = kinds_by_count(counts);
        CountMasks {
            odd: one | three,
            two,
            above_two: three | four,
            full: four,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The four suits' masks at once (SSE2 on x86-64) give what they give a suit at a
    /// time, for 200,000 pseudo-random entries, table bytes and spare jokers.
    #[test]
    fn ranks_from_masks_at_once_are_by_suit() {
        let mut seeded = crate::test_support::seeded(16);
        for _ in 0..200_000 {
            let entries: [Entry; 4] = std::array::from_fn(|_| Entry::from_bits(seeded() as u32));
            let steps = PairSteps::of_bytes(std::array::from_fn(|_| seeded() as u8));
            let spare = (seeded() % 160) as i32 - 80;
            assert_eq!(
                ranks_from_masks(&entries, &steps, spare),
                ranks_from_masks_by_suit(&entries, &steps, spare),
                "{entries:?} {steps:?} {spare}"
            );
        }
    }
}
