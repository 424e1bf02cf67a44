//! Shanten (向听数): how far a hand is from a win, with any number of jokers.
//!
//! A hand's shanten is the fewest tile exchanges (discard one, draw one) that make it
//! a win, minus one: -1 for a win, 0 for a hand one tile from winning. A hand of 3n+1
//! tiles counts as if it had drawn its next tile for free, so 0 means waiting
//! (tenpai). Drawn tiles are real tiles, never a fifth copy of a kind; the jokers a
//! hand holds stand in for whatever is missing, under the rules (a fifth copy only
//! where they allow it). A tile of a joker kind (红中) is drawn as a joker, while
//! copies are left and the joker limit allows: with Red a joker, `1111m` waits.
//!
//! The standard form is four lookups in per-suit tables (`src/tables/shanten/`,
//! generated on first use) and a small fixed min-plus combination; seven pairs and
//! thirteen orphans are counting.
//!
//! ```
//! let engine = hupai::Engine::riichi();
//! assert_eq!(engine.shanten(&"123m456p789s1122z".parse()?)?, 0);
//! assert_eq!(engine.shanten(&"123m456p789s112zJJ".parse()?)?, -1);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod capped;
mod restricted;

use crate::engine::Engine;
use crate::error::{CheckError, HandRole};
use crate::forms::eight_pairs::{self, eight_pairs_kept};
use crate::forms::knitted::{held_bits, honours_and_knitted_lacking};
use crate::forms::pairs_and_triplet::{self, pairs_and_triplet_kept};
use crate::forms::seven_pairs::{self, seven_pairs_kept};
use crate::forms::thirteen_orphans::{self, thirteen_orphans_kept};
use crate::forms::{Form, special_forms_kept};
use crate::tables::keys::suit_keys;
use crate::tiles::hand::Hand;
use crate::tiles::tile::{COPIES, KINDS};

/// A hand's shanten in each form, and overall.
///
/// ```
/// let shanten = hupai::Engine::riichi().shanten_forms(&"19m19p19s1234566z".parse()?)?;
/// assert_eq!(shanten.thirteen_orphans, Some(0));
/// assert_eq!(shanten.best(), Some(0));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shanten {
    /// Melds and a pair; `None` only where no hand of this size is standard.
    pub standard: Option<i8>,
    /// `None` where the rules have no seven pairs or the hand is not of 13 or 14 tiles.
    pub seven_pairs: Option<i8>,
    /// `None` where the rules have no thirteen orphans or the hand is not of 13 or 14
    /// tiles.
    pub thirteen_orphans: Option<i8>,
    /// Seven pairs and a triplet (嚦咕嚦咕); `None` where the rules have none or the
    /// hand is not of 16 or 17 tiles.
    pub pairs_and_triplet: Option<i8>,
    /// 全不靠 (国标); `None` where the rules have none or the hand is not of 13 or 14
    /// tiles.
    pub honours_and_knitted: Option<i8>,
    /// 七星不靠 (国标), as [`Shanten::honours_and_knitted`].
    pub greater_honours_and_knitted: Option<i8>,
    /// 组合龙 (国标); `None` where the rules have none or the hand holds fewer than
    /// 10 tiles.
    pub knitted_straight: Option<i8>,
    /// Eight pairs and a lone tile; `None` where the rules have none or the hand is
    /// not of 16 or 17 tiles.
    pub eight_pairs: Option<i8>,
}

impl Shanten {
    /// The shanten in `form`.
    ///
    /// ```
    /// use hupai::{Form, Engine};
    /// let shanten = Engine::riichi().shanten_forms(&"1122m3344p5566s7z".parse()?)?;
    /// assert_eq!(shanten.form(Form::SevenPairs), Some(0));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn form(&self, form: Form) -> Option<i8> {
        match form {
            Form::Standard => self.standard,
            Form::SevenPairs => self.seven_pairs,
            Form::ThirteenOrphans => self.thirteen_orphans,
            Form::PairsAndTriplet => self.pairs_and_triplet,
            Form::HonoursAndKnitted => self.honours_and_knitted,
            Form::GreaterHonoursAndKnitted => self.greater_honours_and_knitted,
            Form::KnittedStraight => self.knitted_straight,
            Form::EightPairs => self.eight_pairs,
        }
    }

    /// The least over the forms: the hand's shanten (`None` only when every form is
    /// ruled out, which [`Engine::shanten_forms`] never returns).
    ///
    /// ```
    /// let shanten = hupai::Engine::riichi().shanten_forms(&"1122m3344p5566s7z".parse()?)?;
    /// assert_eq!(shanten.best(), Some(0));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn best(&self) -> Option<i8> {
        Form::ALL.into_iter().filter_map(|f| self.form(f)).min()
    }

    /// Per form, the lesser of two.
    pub(crate) fn least_of(self, other: Shanten) -> Shanten {
        let least = |a: Option<i8>, b: Option<i8>| a.into_iter().chain(b).min();
        Shanten {
            standard: least(self.standard, other.standard),
            seven_pairs: least(self.seven_pairs, other.seven_pairs),
            thirteen_orphans: least(self.thirteen_orphans, other.thirteen_orphans),
            pairs_and_triplet: least(self.pairs_and_triplet, other.pairs_and_triplet),
            honours_and_knitted: least(self.honours_and_knitted, other.honours_and_knitted),
            greater_honours_and_knitted: least(
                self.greater_honours_and_knitted,
                other.greater_honours_and_knitted,
            ),
            knitted_straight: least(self.knitted_straight, other.knitted_straight),
            eight_pairs: least(self.eight_pairs, other.eight_pairs),
        }
    }
}

impl Engine {
    /// The shanten of a hand of 3n+1 or 3n+2 tiles: -1 when it wins, 0 when one tile
    /// from a win, and so on; the least over the forms the rules play.
    ///
    /// An engine's first call readies its shanten tables: a few milliseconds
    /// optimised for a built-in rule set or a table file that carries them, a fraction
    /// of a second where they must be generated; see [`Engine::prepare`].
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// assert_eq!(engine.shanten(&"147m258p369s1234z".parse()?)?, 6);
    /// assert_eq!(engine.shanten(&"147m258p369s12zJJ".parse()?)?, 4);
    /// assert!(engine.shanten(&"123m".parse()?).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn shanten(&self, hand: &Hand) -> Result<i8, CheckError> {
        // Without joker kinds no draw can be a joker: the least over the forms,
        // directly (the hot path of bots and servers).
        if self.joker_kinds.is_empty() && !self.restricted {
            let melds = self.admit_for_shanten(hand)?;
            let draws = self.least_draws(hand.counts(), u32::from(hand.jokers()), melds);
            return draws.map(to_shanten).ok_or_else(|| self.unwinnable(hand));
        }
        let forms = self.shanten_forms(hand)?;
        Ok(forms
            .best()
            .expect("shanten_forms admits only hands with a form"))
    }

    /// The shanten of `hand` in each form.
    ///
    /// ```
    /// let shanten = hupai::Engine::standard().shanten_forms(&"1111m2233p4455s6z".parse()?)?;
    /// assert_eq!(shanten.seven_pairs, Some(0)); // four of a kind is two pairs here
    /// assert_eq!(hupai::Engine::riichi().shanten_forms(&"1111m2233p4455s6z".parse()?)?.seven_pairs, Some(2));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn shanten_forms(&self, hand: &Hand) -> Result<Shanten, CheckError> {
        let converted = self.apply_joker_kinds(hand);
        let melds = self.admit_for_shanten(&converted)?;
        let (counts, jokers) = (converted.counts(), u32::from(converted.jokers()));
        let drawable = self.drawable_jokers(hand, jokers);
        if self.restricted {
            let shanten = self.restricted_shanten(counts, (jokers, drawable), melds, false);
            return shanten
                .best()
                .map(|_| shanten)
                .ok_or_else(|| self.unwinnable(&converted));
        }
        let forms = |counts: &[u8; KINDS]| {
            let standard = |j| self.standard_draws(counts, j, melds);
            // The special forms are of one size: of 14 tiles, a hand of 13 drawing one
            // or of 14 discarding one; of 17, a hand of 16 or 17.
            let special = |of_melds: usize, form: &dyn Fn(u32) -> Option<u32>| {
                (melds == of_melds)
                    .then(|| fewest_draws(form, jokers, drawable))
                    .flatten()
                    .map(to_shanten)
            };
            Shanten {
                standard: fewest_draws(standard, jokers, drawable).map(to_shanten),
                seven_pairs: special(4, &|j| self.seven_pairs_draws(counts, j)),
                thirteen_orphans: special(4, &|j| self.orphans_draws(counts, j)),
                pairs_and_triplet: special(5, &|j| self.pairs_and_triplet_draws(counts, j)),
                honours_and_knitted: special(4, &|j| {
                    self.honours_and_knitted_draws(counts, j, false)
                }),
                greater_honours_and_knitted: special(4, &|j| {
                    self.honours_and_knitted_draws(counts, j, true)
                }),
                knitted_straight: (melds >= 3)
                    .then(|| {
                        fewest_draws(
                            |j| self.knitted_straight_draws(counts, j, melds),
                            jokers,
                            drawable,
                        )
                    })
                    .flatten()
                    .map(to_shanten),
                eight_pairs: special(5, &|j| self.eight_pairs_draws(counts, j)),
            }
        };
        let shanten = if self.gives_up_a_suit(counts) {
            let each = self.suits_given_up(counts).map(|c| forms(&c));
            each.reduce(Shanten::least_of)
                .expect("a suit the melds do not hold")
        } else {
            forms(counts)
        };
        match shanten.best() {
            Some(_) => Ok(shanten),
            None => Err(self.unwinnable(&converted)),
        }
    }

    /// How many jokers `hand` (as given, joker kinds not yet jokers) could still draw:
    /// the copies of the joker kinds it does not hold, within the rules' joker limit
    /// (which, where the rules count the joker kind's copies, is those copies).
    pub(crate) fn drawable_jokers(&self, hand: &Hand, jokers: u32) -> u32 {
        if self.joker_kinds.is_empty() {
            return 0;
        }
        let copies: u32 = match self.rules.jokers.copies {
            Some(_) => u32::MAX,
            None => (self.joker_kinds())
                .map(|kind| u32::from(COPIES - hand.count(kind)))
                .sum(),
        };
        let room =
            (self.rules.jokers.most_held()).map_or(u32::MAX, |most| u32::from(most) - jokers);
        copies.min(room)
    }

    /// The melds of the winning size the hand aims at, if the rules play it.
    #[inline]
    pub(crate) fn admit_for_shanten(&self, hand: &Hand) -> Result<usize, CheckError> {
        let count = hand.len();
        let target = count / 3 * 3 + 2;
        if count.is_multiple_of(3) || !self.wins_at_size(target) {
            return Err(self.size_error(count, HandRole::Either));
        }
        self.admit_contents(hand)?;
        Ok(count / 3)
    }

    /// The fewest draws over the forms the rules play, none of them a joker.
    #[inline]
    fn least_draws(&self, counts: &[u8; KINDS], jokers: u32, melds: usize) -> Option<u32> {
        let least = |counts: &[u8; KINDS]| {
            let standard = self.standard_draws(counts, jokers, melds);
            let least = self.least_with_special(standard, counts, jokers, melds);
            if !self.knitted_forms() {
                return least;
            }
            let knitted = [
                (melds == 4).then(|| self.honours_and_knitted_draws(counts, jokers, false)),
                (melds >= 3).then(|| self.knitted_straight_draws(counts, jokers, melds)),
            ];
            least
                .into_iter()
                .chain(knitted.into_iter().flatten().flatten())
                .min()
        };
        if !self.gives_up_a_suit(counts) {
            return least(counts);
        }
        self.suits_given_up(counts).filter_map(|c| least(&c)).min()
    }

    /// Whether the hand must give up a number suit to win: under the missing-suit rule
    /// (缺一门), when it holds all three. A suit it does not hold needs no giving up:
    /// a group drawn into it costs what the same group drawn into a kept suit costs.
    #[inline(always)]
    fn gives_up_a_suit(&self, counts: &[u8; KINDS]) -> bool {
        self.rules.missing_suit && self.number_suits_held(&suit_keys(counts)) == 0b111
    }

    /// The hand `counts` with each number suit it may give up given up in turn: its
    /// tiles left out, to be discarded. A suit of the exposed melds stays.
    fn suits_given_up<'a>(
        &self,
        counts: &'a [u8; KINDS],
    ) -> impl Iterator<Item = [u8; KINDS]> + 'a {
        self.suit_choices(counts).map(|(left, _)| left)
    }

    /// The ways the rules let the hand `counts` be played, each with the tile ids it
    /// then may not draw (a bit per id): under the missing-suit rule, each number suit
    /// the melds do not hold given up in turn (its tiles left out, its kinds barred);
    /// else the hand itself, nothing barred. The hand's least draws are the least
    /// over its choices (giving up a suit it does not hold changes nothing).
    pub(crate) fn suit_choices<'a>(
        &self,
        counts: &'a [u8; KINDS],
    ) -> impl Iterator<Item = ([u8; KINDS], u64)> + 'a {
        let suits = match self.rules.missing_suit {
            true => 0b111 & !self.exposed.suits,
            false => 0,
        };
        let whole = (!self.rules.missing_suit).then_some((*counts, 0));
        (0..3)
            .filter(move |suit| suits & 1 << suit != 0)
            .map(|suit| {
                let mut left = *counts;
                left[9 * suit..9 * suit + 9].fill(0);
                (left, 0x1FF << (9 * suit))
            })
            .chain(whole)
    }

    /// The least of `standard` and the special forms' draws.
    #[inline(always)]
    pub(crate) fn least_with_special(
        &self,
        standard: Option<u32>,
        counts: &[u8; KINDS],
        jokers: u32,
        melds: usize,
    ) -> Option<u32> {
        if melds == 5 {
            let kept = pairs_and_triplet_kept(counts, self.pairs_and_triplet);
            let lacking = self.pairs_and_triplet_lacking(kept, jokers);
            let eight_pairs = self.eight_pairs_draws(counts, jokers);
            return standard.into_iter().chain(lacking).chain(eight_pairs).min();
        }
        if melds != 4 {
            return standard; // the other special forms are of 14 tiles
        }
        let (seven_pairs, orphans) = special_forms_kept(counts, self.seven_pairs);
        self.least_of_forms(standard, seven_pairs, || orphans, jokers)
    }

    /// The least draws of a 14-tile hand over the forms, from the standard form's and
    /// what the special forms keep (the orphans' asked only where the rules play them).
    #[inline(always)]
    pub(crate) fn least_of_forms(
        &self,
        standard: Option<u32>,
        seven_pairs_kept: Option<u32>,
        orphans_kept: impl FnOnce() -> u32,
        jokers: u32,
    ) -> Option<u32> {
        // Sentinels rather than a chain of options: a tenth of the work per hand.
        let draws = |form: Option<u32>| form.unwrap_or(u32::MAX);
        let least = draws(standard)
            .min(draws(self.seven_pairs_lacking(seven_pairs_kept, jokers)))
            .min(draws(self.orphans_lacking(orphans_kept, jokers)));
        (least != u32::MAX).then_some(least)
    }

    /// Tiles a standard hand of `melds` melds lacks, beyond what the jokers fill.
    #[inline(always)]
    fn standard_draws(&self, counts: &[u8; KINDS], jokers: u32, melds: usize) -> Option<u32> {
        match self.rules.standard {
            true => self.melds_and_pair_draws(counts, jokers, melds),
            false => None,
        }
    }

    /// Tiles `melds` melds and a pair lack, beyond what the jokers fill: the standard
    /// form's, and 组合龙's rest (played with or without the standard form). Not
    /// inlined: the tables' lookup inlines here instead (fewer instructions a hand).
    #[inline(never)]
    fn melds_and_pair_draws(&self, counts: &[u8; KINDS], jokers: u32, melds: usize) -> Option<u32> {
        if self.melds_cap_targets() {
            return self.capped_standard_draws(counts, jokers, melds, 0);
        }
        self.shanten_tables()
            .standard_draws(&suit_keys(counts), jokers, melds)
    }

    /// Tiles seven pairs lack, beyond what the jokers fill.
    #[inline]
    fn seven_pairs_draws(&self, counts: &[u8; KINDS], jokers: u32) -> Option<u32> {
        self.seven_pairs_lacking(seven_pairs_kept(counts, self.seven_pairs), jokers)
    }

    /// Tiles seven pairs lack when it keeps `kept` (`None`: the rules have none).
    #[inline(always)]
    pub(crate) fn seven_pairs_lacking(&self, kept: Option<u32>, jokers: u32) -> Option<u32> {
        seven_pairs::lacking(kept, jokers, self.joker_slots.seven_pairs)
    }

    /// Tiles seven pairs and a triplet lack, beyond what the jokers fill.
    fn pairs_and_triplet_draws(&self, counts: &[u8; KINDS], jokers: u32) -> Option<u32> {
        let kept = pairs_and_triplet_kept(counts, self.pairs_and_triplet);
        self.pairs_and_triplet_lacking(kept, jokers)
    }

    /// Tiles seven pairs and a triplet lack when it keeps `kept` (`None`: the rules
    /// have none).
    #[inline(always)]
    pub(crate) fn pairs_and_triplet_lacking(&self, kept: Option<u32>, jokers: u32) -> Option<u32> {
        pairs_and_triplet::lacking(kept, jokers, self.joker_slots.pairs_and_triplet)
    }

    /// Tiles eight pairs lack, beyond what the jokers fill.
    fn eight_pairs_draws(&self, counts: &[u8; KINDS], jokers: u32) -> Option<u32> {
        self.eight_pairs_lacking(eight_pairs_kept(counts, self.eight_pairs), jokers)
    }

    /// Tiles eight pairs lack when it keeps `kept` (`None`: the rules have none).
    #[inline(always)]
    pub(crate) fn eight_pairs_lacking(&self, kept: Option<u32>, jokers: u32) -> Option<u32> {
        eight_pairs::lacking(kept, jokers, self.joker_slots.eight_pairs)
    }

    /// Tiles 全不靠 (`greater`: 七星不靠) lacks, beyond what the jokers fill (`None`:
    /// the rules have none).
    fn honours_and_knitted_draws(
        &self,
        counts: &[u8; KINDS],
        jokers: u32,
        greater: bool,
    ) -> Option<u32> {
        if !self.honours_and_knitted {
            return None;
        }
        honours_and_knitted_lacking(held_bits(counts), self.drawable_kinds(), jokers, greater)
    }

    /// The kinds a draw can be as itself: in play, and no joker kind (drawn as a
    /// joker).
    fn drawable_kinds(&self) -> u64 {
        self.rules.tiles.bits() & !crate::rules::TileSet::of(&self.never_held).bits()
    }

    /// Tiles 组合龙 lacks, beyond what the jokers fill, in a hand aiming at `melds`
    /// melds and a pair (see [`knitted::straight_lacking`](crate::forms::knitted)):
    /// the rest's standard form by the tables, or capped by the exposed melds.
    fn knitted_straight_draws(
        &self,
        counts: &[u8; KINDS],
        jokers: u32,
        melds: usize,
    ) -> Option<u32> {
        if !self.rules.knitted_straight {
            return None;
        }
        let rest_draws =
            |rest: &[u8; KINDS], jokers, melds, set_bits| match self.melds_cap_targets() {
                true => self.capped_standard_draws(rest, jokers, melds, set_bits),
                false => self.melds_and_pair_draws(rest, jokers, melds),
            };
        crate::forms::knitted::straight_lacking(
            counts,
            jokers,
            melds,
            self.drawable_kinds(),
            rest_draws,
        )
    }

    /// Tiles thirteen orphans lack, beyond what the jokers fill.
    fn orphans_draws(&self, counts: &[u8; KINDS], jokers: u32) -> Option<u32> {
        self.orphans_lacking(|| thirteen_orphans_kept(counts), jokers)
    }

    /// Tiles thirteen orphans lack when it keeps `kept()` (asked only where the rules
    /// play it).
    #[inline(always)]
    pub(crate) fn orphans_lacking(&self, kept: impl FnOnce() -> u32, jokers: u32) -> Option<u32> {
        thirteen_orphans::lacking(self.orphans, kept, jokers, self.joker_slots.orphans)
    }

    #[cold]
    pub(crate) fn unwinnable(&self, hand: &Hand) -> CheckError {
        CheckError::NeverWins {
            count: hand.len() / 3 * 3 + 2,
            rules: self.rules.name.clone(),
        }
    }
}

/// The fewest draws to complete a form when up to `drawable` of them may be joker
/// kinds (红中), which act as jokers: `draws(j)` is the fewest real draws with `j`
/// jokers. A drawn joker can stand for a fifth copy where no real draw can, so
/// drawing one may save more than the draw it costs.
#[inline(always)]
fn fewest_draws(draws: impl Fn(u32) -> Option<u32>, jokers: u32, drawable: u32) -> Option<u32> {
    let mut best = draws(jokers);
    for extra in 1..=drawable {
        if best.is_some_and(|best| extra >= best) {
            break;
        }
        if let Some(real) = draws(jokers + extra) {
            best = Some(best.map_or(extra + real, |best| best.min(extra + real)));
        }
    }
    best
}

pub(crate) fn to_shanten(draws: u32) -> i8 {
    draws as i8 - 1
}
