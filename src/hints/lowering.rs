//! The hints' engine side: a hand's shanten and the kinds whose draw lowers it, or
//! per discard the same, from the shanten tables' per-suit draws
//! ([`SuitDraws`]) and each special form's kept
//! tallies updated a draw at a time.

use super::draws::SuitDraws;
use crate::engine::Engine;
use crate::forms::SPECIAL_FORM_TILES;
use crate::forms::counting::{SpecialTally, by_count_discarding, kinds_by_count};
use crate::forms::eight_pairs;
use crate::forms::pairs_and_triplet::{self, PAIRS_AND_TRIPLET_TILES};
use crate::forms::seven_pairs;
use crate::forms::thirteen_orphans;
use crate::shanten::to_shanten;
use crate::tables::keys::suit_keys;
use crate::tiles::classes;
use crate::tiles::tile::KINDS;

impl Engine {
    /// The shanten of the hand `counts` (admitted, joker kinds already jokers; 3n+1
    /// tiles aiming at `melds` melds and a pair) and the kinds of `candidates` (a bit
    /// per tile id, each held at most three times, no joker kind) whose draw takes it
    /// lower: the hints' hot path. `None` where no form can be made. The standard
    /// form by table lookups ([`SuitDraws`]); the
    /// special forms once per class of draw (copies held, orphan or not), since that
    /// is all they see of it. Under the missing-suit rule, each suit given up in turn
    /// is a choice whose draws leave that suit out.
    pub(crate) fn shanten_and_lowering(
        &self,
        (counts, by_count): (&[u8; KINDS], &[u64; 5]),
        (jokers, drawable): (u32, u32),
        melds: usize,
        candidates: u64,
    ) -> Option<(i8, u64)> {
        let tables = self.shanten_tables();
        let lowering = |counts: &[u8; KINDS], by_count: &[u64; 5], candidates| {
            let suit_draws = tables.suit_draws(suit_keys(counts), jokers, melds);
            self.choice_lowering(
                &suit_draws,
                (by_count, candidates),
                (jokers, drawable),
                melds,
            )
        };
        if !self.rules.missing_suit {
            return lowering(counts, by_count, candidates);
        }
        let choices = self.suit_choices(counts).filter_map(|(counts, barred)| {
            lowering(&counts, &kinds_by_count(&counts), candidates & !barred)
        });
        choices.reduce(least_lowering)
    }

    /// For the hand `counts` (admitted, joker kinds already jokers; 3n+2 tiles, its
    /// kinds by count `by_count`, `drawable` jokers it may still draw): per kind held
    /// (no joker kind), [`Engine::shanten_and_lowering`] of the hand less one tile of
    /// it, every kind in play a candidate. Each choice's suits are looked up once and
    /// shared: a discard changes one suit.
    pub(crate) fn discards_lowering<'a>(
        &'a self,
        counts: &[u8; KINDS],
        by_count: &[u64; 5],
        (jokers, drawable): (u32, u32),
    ) -> impl Fn(usize) -> Option<(i8, u64)> + use<'a> {
        let melds = counts_len(by_count, jokers) / 3;
        let tables = self.shanten_tables();
        let choices: Vec<Choice<'_>> = (self.suit_choices(counts))
            .map(|(counts, barred)| {
                let suit_draws = tables.suit_draws(suit_keys(&counts), jokers, melds);
                (suit_draws, counts, kinds_by_count(&counts), barred)
            })
            .collect();
        let (counts, by_count) = (*counts, *by_count);
        // A kind out of copies through the melds has a copy again once discarded.
        let exposed_out = self.exposed_out(&counts);
        let in_play = self.rules.tiles.bits() & !self.joker_kind_bits();
        move |kind| {
            let after = by_count_discarding(&by_count, kind, counts[kind]);
            let candidates = in_play & !(after[4] | exposed_out & !(1 << kind));
            let jokers = (jokers, drawable);
            let one = |(draws, left, by_count, barred): &Choice<'_>| {
                let candidates = candidates & !barred;
                if barred >> kind & 1 != 0 {
                    // A tile of a suit given up leaves the choice as it was.
                    return self.choice_lowering(draws, (by_count, candidates), jokers, melds);
                }
                // Nothing given up: the choice is the hand itself.
                let left_after = match *barred {
                    0 => after,
                    _ => by_count_discarding(by_count, kind, left[kind]),
                };
                let draws = draws.discarding(kind);
                self.choice_lowering(&draws, (&left_after, candidates), jokers, melds)
            };
            if let [only] = &choices[..] {
                return one(only);
            }
            let each = choices.iter().filter_map(one);
            each.reduce(least_lowering)
        }
    }

    /// The shanten and lowering draws of one choice of a hand of 3n+1 tiles whose
    /// suits read `draws` (with `jokers`) and whose kinds by count and candidates are
    /// `hand`: the fewest over the `drawable` jokers it may still draw, as the shanten
    /// counts them (a drawn joker kind may save more than the draw it costs: a fifth
    /// copy, a slot only a joker fills), each extra joker a way of its own.
    #[inline(always)]
    fn choice_lowering(
        &self,
        draws: &SuitDraws<'_>,
        hand: (&[u64; 5], u64),
        (jokers, drawable): (u32, u32),
        melds: usize,
    ) -> Option<(i8, u64)> {
        let at = |draws: &SuitDraws<'_>, jokers| {
            let standard = |within| draws.lowering(within, hand.1);
            self.with_special_forms(draws.draws(), standard, hand, jokers, melds)
        };
        let mut best = at(draws, jokers);
        if drawable == 0 {
            // No joker kind: the hints' hot path, one way.
            return best;
        }
        // More jokers than the winning hand's tiles never help.
        for extra in 1..=drawable.min(3 * melds as u32 + 2) {
            if best.is_some_and(|(shanten, _)| extra as i8 > shanten) {
                break;
            }
            let with_extra = draws.with_jokers(jokers + extra);
            if let Some((shanten, lowering)) = at(&with_extra, jokers + extra) {
                let drawn = (shanten + extra as i8, lowering);
                best = Some(best.map_or(drawn, |best| least_lowering(best, drawn)));
            }
        }
        best
    }

    /// The shanten of a hand of 3n+1 tiles aiming at `melds` melds and a pair whose
    /// standard form lacks `standard` draws, and its kinds of `candidates` whose draw
    /// lowers it: `standard_lowering(within)` gives those that take the standard form
    /// below `within` draws; the special forms (14 tiles) are asked here of the hand's
    /// kinds by count.
    #[inline(always)]
    fn with_special_forms(
        &self,
        standard: Option<u32>,
        standard_lowering: impl FnOnce(u32) -> u64,
        hand: (&[u64; 5], u64),
        jokers: u32,
        melds: usize,
    ) -> Option<(i8, u64)> {
        let size = 3 * melds + 2;
        let standard = (standard, standard_lowering);
        match size {
            SPECIAL_FORM_TILES | PAIRS_AND_TRIPLET_TILES => {
                self.lowering_with_special(standard, hand, |tally| {
                    self.special_lacking(size, &tally, jokers)
                })
            }
            _ => {
                // No special form of this size: the standard form alone.
                let (standard, standard_lowering) = standard;
                let draws = standard?;
                Some((to_shanten(draws), standard_lowering(draws)))
            }
        }
    }

    /// The least draws of a hand of `size - 1` tiles whose standard form lacks
    /// `standard` and whose special forms' tally is `tally`: the special forms of
    /// `size` tiles asked of the tally.
    #[inline(always)]
    pub(crate) fn least_with_tally(
        &self,
        standard: Option<u32>,
        tally: &SpecialTally,
        size: usize,
        jokers: u32,
    ) -> Option<u32> {
        let special = self.special_lacking(size, tally, jokers);
        standard.into_iter().chain(special).min()
    }

    /// The least draws of the special forms of `size` tiles for a hand of `size - 1`
    /// tiles whose tally is `tally`; `None` where no form of that size can be made.
    #[inline(always)]
    fn special_lacking(&self, size: usize, tally: &SpecialTally, jokers: u32) -> Option<u32> {
        match size {
            SPECIAL_FORM_TILES => {
                let seven_pairs = seven_pairs::tally_kept(tally, self.seven_pairs);
                self.least_of_forms(
                    None,
                    seven_pairs,
                    || thirteen_orphans::tally_kept(tally),
                    jokers,
                )
            }
            PAIRS_AND_TRIPLET_TILES => {
                let kept = pairs_and_triplet::tally_kept(tally, self.pairs_and_triplet);
                let eight_pairs = eight_pairs::tally_kept(tally, self.eight_pairs);
                (self.pairs_and_triplet_lacking(kept, jokers).into_iter())
                    .chain(self.eight_pairs_lacking(eight_pairs, jokers))
                    .min()
            }
            _ => None,
        }
    }

    /// [`Engine::with_special_forms`] for a hand one tile short of a special form's
    /// size, `special(tally)` giving the special forms' least draws.
    #[inline(always)]
    fn lowering_with_special(
        &self,
        (standard, standard_lowering): (Option<u32>, impl FnOnce(u32) -> u64),
        (by_count, candidates): (&[u64; 5], u64),
        special: impl Fn(SpecialTally) -> Option<u32>,
    ) -> Option<(i8, u64)> {
        let tally = SpecialTally::of_kinds(by_count);
        let special_now = special(tally);
        let draws = standard.into_iter().chain(special_now).min()?;
        // Lower is at most `draws - 1`.
        let lowering = standard_lowering(draws);
        // A draw lowers the special forms by one at most: above `draws`, they stay out.
        if special_now.is_none_or(|special| special > draws) {
            return Some((to_shanten(draws), lowering));
        }
        let mut special_lowering = 0;
        for (held, &kinds) in by_count[..4].iter().enumerate() {
            for class in [kinds & classes::ORPHANS, kinds & !classes::ORPHANS] {
                let class = class & candidates & !lowering;
                if class == 0 {
                    continue;
                }
                let drawn = tally.drawing(class.trailing_zeros() as usize, held as u8);
                if special(drawn).is_some_and(|d| d < draws) {
                    special_lowering |= class;
                }
            }
        }
        Some((to_shanten(draws), lowering | special_lowering))
    }
}

/// One way to play a hand (see [`Engine::suit_choices`]): its suits readied, its
/// counts and kinds by count, the tile ids it may not draw.
type Choice<'a> = (SuitDraws<'a>, [u8; KINDS], [u64; 5], u64);

/// The better of two choices' shanten and lowering draws: the lower shanten, the
/// draws of both where they tie (a draw lowering a choice above the least lowers
/// nothing).
fn least_lowering(a: (i8, u64), b: (i8, u64)) -> (i8, u64) {
    match a.0.cmp(&b.0) {
        std::cmp::Ordering::Less => a,
        std::cmp::Ordering::Equal => (a.0, a.1 | b.1),
        std::cmp::Ordering::Greater => b,
    }
}

/// The tiles of a hand whose kinds by count are `by_count`, and `jokers`.
fn counts_len(by_count: &[u64; 5], jokers: u32) -> usize {
    let copies = by_count.iter().enumerate();
    copies
        .map(|(n, kinds)| n * kinds.count_ones() as usize)
        .sum::<usize>()
        + jokers as usize
}
