//! Seven pairs (七对): fourteen tiles as seven pairs; under
//! [`SevenPairs::Distinct`] seven different kinds, under
//! [`SevenPairs::FourAsTwoPairs`] a kind held four times two of them. Every question
//! the engine asks of the form is answered here: whether it wins (from counts, and
//! from the tallies a kept hand updates), the kinds that complete it (its waits), the
//! tiles it keeps and lacks (its shanten and hints), and its one decomposition.

use crate::forms::counting::{
    LOW_BITS, SpecialTally, byte_sum, held_above_two, odd_kinds, pairs_to_seven_pairs_kept, total,
    words,
};
use crate::forms::groups::{Decomposition, Group};
use crate::forms::restricted::{StandIns, Targets, most_pairs, pairs_draws};
use crate::forms::{Form, SPECIAL_FORM_TILES};
use crate::rules::{SevenPairs, TileSet};
use crate::tiles::tile::KINDS;

/// Whether 14 tiles (`counts` plus `jokers`) make seven pairs under `rule`.
///
/// Each kind held an odd number of times needs one joker to pair it; the jokers left
/// over pair among themselves. `Distinct` also needs every kind at most twice.
#[inline]
pub(crate) fn is_seven_pairs(counts: &[u8; KINDS], jokers: u8, rule: SevenPairs) -> bool {
    total(counts, jokers) == SPECIAL_FORM_TILES && fourteen_are_seven_pairs(counts, jokers, rule)
}

/// [`is_seven_pairs`] for tiles already known to number 14.
#[inline(always)]
pub(crate) fn fourteen_are_seven_pairs(counts: &[u8; KINDS], jokers: u8, rule: SevenPairs) -> bool {
    // Eight counts (each 0..=4) per word: bit 0 of a byte says odd, and a count above
    // 2 is either 4 (bit 2) or 3 (bits 0 and 1).
    let odd = odd_kinds(counts);
    match rule {
        SevenPairs::Off => false,
        SevenPairs::Distinct => odd <= jokers.into() && !held_above_two(counts),
        SevenPairs::FourAsTwoPairs => odd <= jokers.into(),
    }
}

/// How many tiles of `counts` seven pairs under `rule` can keep (`None` when the rules
/// have no seven pairs): two for each pair the kinds give (a kind held twice or three
/// times gives one, four times one or two by the rule), then one for each kind that
/// can still become a pair, up to seven pairs.
#[inline]
pub(crate) fn seven_pairs_kept(counts: &[u8; KINDS], rule: SevenPairs) -> Option<u32> {
    // Counts are 0..=4: bit 0 says odd, bit 1 two or three, bit 2 four.
    // Byte-wise sums of five words of 0/1 bytes stay below 256: one multiply adds up
    // the bytes of each (cheaper than counting bits where no popcount instruction is).
    let (mut odd, mut two_or_three, mut four, mut only_one) = (0, 0, 0, 0);
    for word in words(counts) {
        let (bit0, bit1, bit2) = (word & LOW_BITS, word >> 1 & LOW_BITS, word >> 2 & LOW_BITS);
        odd += bit0;
        two_or_three += bit1;
        four += bit2;
        only_one += bit0 & !bit1;
    }
    let [odd, two_or_three, four, only_one] = [odd, two_or_three, four, only_one].map(byte_sum);
    kinds_to_seven_pairs_kept([odd, two_or_three, four, only_one], rule)
}

/// Seven pairs' kept tiles from the numbers of kinds held an odd number of times,
/// two or three times, four times, once.
#[inline(always)]
pub(crate) fn kinds_to_seven_pairs_kept(
    [odd, two_or_three, four, only_one]: [u32; 4],
    rule: SevenPairs,
) -> Option<u32> {
    if rule == SevenPairs::Off {
        return None;
    }
    let (pairs, halves) = pairs_and_halves([odd, two_or_three, four, only_one], rule);
    Some(pairs_to_seven_pairs_kept(pairs, halves))
}

/// From seven pairs' tallies, the pairs the kinds give under `rule` (not `Off`) and
/// the kinds that could still become one.
#[inline(always)]
pub(crate) fn pairs_and_halves(
    [odd, two_or_three, four, one]: [u32; 4],
    rule: SevenPairs,
) -> (u32, u32) {
    match rule {
        SevenPairs::FourAsTwoPairs => (two_or_three + 2 * four, odd),
        _ => (two_or_three + four, one),
    }
}

/// [`seven_pairs_kept`] from a kept hand's tally.
#[inline(always)]
pub(crate) fn tally_kept(tally: &SpecialTally, rule: SevenPairs) -> Option<u32> {
    kinds_to_seven_pairs_kept(tally.seven_pairs, rule)
}

/// The kinds whose drawing completes seven pairs of a 13-tile hand holding `odd_kinds`
/// an odd number of times, `two` twice and `above_two` more, with `jokers`.
#[inline(always)]
pub(crate) fn waits(odd_kinds: u64, two: u64, above_two: u64, jokers: u8, rule: SevenPairs) -> u64 {
    if rule == SevenPairs::Off {
        return 0;
    }
    let odd = odd_kinds.count_ones();
    let fits = |singles: u32| singles <= u32::from(jokers);
    let mut waits = 0;
    if fits(odd.saturating_sub(1)) && odd > 0 {
        waits |= odd_kinds;
    }
    if fits(odd + 1) {
        waits |= TileSet::ALL.bits() & !odd_kinds;
    }
    if rule == SevenPairs::Distinct {
        if above_two != 0 {
            return 0;
        }
        waits &= !two;
    }
    waits
}

/// Tiles seven pairs lacks when it keeps `kept` (`None`: the rules have none), with
/// `jokers`, where `slots` pairs can only be jokers (see
/// `JokerSlots` in `forms/mod.rs`).
#[inline(always)]
pub(crate) fn lacking(kept: Option<u32>, jokers: u32, slots: u32) -> Option<u32> {
    let kept = kept?;
    (jokers >= slots).then(|| (SPECIAL_FORM_TILES as u32).saturating_sub(kept + jokers))
}

/// The one way 14 tiles make seven pairs: each kind's copies paired off, a single
/// paired with a joker, the jokers left paired among themselves.
pub(crate) fn decomposition(counts: &[u8; KINDS], jokers: u8) -> Decomposition {
    let mut groups = Vec::new();
    let mut jokers_left = jokers;
    for (kind, &held) in counts.iter().enumerate() {
        for _ in 0..held / 2 {
            groups.push(Group::new(&[kind, kind], &[true, true]));
        }
        if held % 2 == 1 {
            groups.push(Group::new(&[kind, kind], &[true, false]));
            jokers_left -= 1;
        }
    }
    groups.extend(std::iter::repeat_n(
        Group::any(2),
        usize::from(jokers_left / 2),
    ));
    Decomposition {
        form: Form::SevenPairs,
        groups,
    }
}

/// Where jokers stand only for some kinds (`targets`): the draws seven pairs lacks
/// beyond `jokers`, `None` where it is out of reach or not played.
pub(crate) fn restricted_draws(
    counts: &[u8; KINDS],
    targets: &Targets,
    rule: SevenPairs,
    jokers: (u32, u32),
) -> Option<u32> {
    let most = |_: usize| most_pairs(rule);
    pairs_draws(counts, targets, most, 7, StandIns::default(), jokers)
}
