//! Eight pairs (17 tiles, 台湾 16-tile rules): seventeen tiles as eight pairs and
//! one lone tile, the pairs under the rules' [`SevenPairs`] (with `Distinct`, nine
//! different kinds, no kind more than twice; with `FourAsTwoPairs`, a kind held four
//! times is two pairs and one held three times a pair and the lone tile). Every
//! question the engine asks of the form is answered here: whether it wins (from
//! counts and from a kept hand's tally), its waits, the tiles it keeps and lacks, its
//! decompositions.
//!
//! The lone tile works as one joker more: a hand is eight pairs exactly when seven
//! pairs' count of kinds held an odd number of times is at most its jokers plus one.

use crate::forms::Form;
use crate::forms::counting::{
    SpecialTally, held_above_two, kinds_by_count, odd_kinds, pairs_kept, total,
};
use crate::forms::groups::{Decomposition, Group};
use crate::forms::restricted::{StandIns, Targets, most_pairs, pairs_draws};
use crate::forms::seven_pairs::{self, pairs_and_halves};
use crate::rules::SevenPairs;
use crate::tiles::tile::KINDS;

/// Tiles in a hand of eight pairs.
pub(crate) const EIGHT_PAIRS_TILES: usize = 17;

/// Pairs in the form.
const PAIRS: u32 = 8;

/// Whether 17 tiles (`counts` plus `jokers`) make eight pairs and a lone tile under
/// `rule` (`Off`: the form is not played).
#[inline]
pub(crate) fn is_eight_pairs(counts: &[u8; KINDS], jokers: u8, rule: SevenPairs) -> bool {
    total(counts, jokers) == EIGHT_PAIRS_TILES && seventeen_are_eight_pairs(counts, jokers, rule)
}

/// [`is_eight_pairs`] for tiles already known to number 17. A count may be 5 (a
/// fifth copy judged for an exhausted wait): two pairs and the lone tile.
///
/// Every kind held an odd number of times but one (the lone tile) pairs with a
/// joker; with none, a joker is the lone tile. The jokers left pair among
/// themselves (17 tiles leave them an even number).
#[inline]
pub(crate) fn seventeen_are_eight_pairs(
    counts: &[u8; KINDS],
    jokers: u8,
    rule: SevenPairs,
) -> bool {
    let odd = odd_kinds(counts);
    match rule {
        SevenPairs::Off => false,
        SevenPairs::Distinct => odd <= u32::from(jokers) + 1 && !held_above_two(counts),
        SevenPairs::FourAsTwoPairs => odd <= u32::from(jokers) + 1,
    }
}

/// How many tiles of `counts` (each at most 4) eight pairs can keep under `rule`
/// (`None` when it is off).
#[inline]
pub(crate) fn eight_pairs_kept(counts: &[u8; KINDS], rule: SevenPairs) -> Option<u32> {
    tally_kept(&SpecialTally::of_kinds(&kinds_by_count(counts)), rule)
}

/// [`eight_pairs_kept`] from a kept hand's tally.
#[inline(always)]
pub(crate) fn tally_kept(tally: &SpecialTally, rule: SevenPairs) -> Option<u32> {
    kinds_to_eight_pairs_kept(tally.seven_pairs, rule)
}

/// Eight pairs' kept tiles from seven pairs' tallies (kinds held an odd number of
/// times, two or three times, four times, once): the best of each way to pick the
/// lone tile (a copy of a kind held once, twice, three or four times, or none held),
/// with the pairs of the other tiles. With `Distinct` the lone tile's kind gives no
/// pair, so it leaves the tally whole; otherwise one copy leaves it.
#[inline]
pub(crate) fn kinds_to_eight_pairs_kept(tally: [u32; 4], rule: SevenPairs) -> Option<u32> {
    if rule == SevenPairs::Off {
        return None;
    }
    let [odd, two_or_three, four, one] = tally;
    let three = odd - one;
    let two = two_or_three - three;
    let (less, more) = (u32::wrapping_sub, u32::wrapping_add);
    // Per class of kind held: (kinds of the class, the tallies once the lone tile is
    // taken from one of them).
    let choices = match rule {
        SevenPairs::FourAsTwoPairs => [
            (one, [less(odd, 1), two_or_three, four, less(one, 1)]),
            (
                two,
                [more(odd, 1), less(two_or_three, 1), four, more(one, 1)],
            ),
            (three, [less(odd, 1), two_or_three, four, one]),
            (
                four,
                [more(odd, 1), more(two_or_three, 1), less(four, 1), one],
            ),
        ],
        _ => [
            (one, [less(odd, 1), two_or_three, four, less(one, 1)]),
            (two, [odd, less(two_or_three, 1), four, one]),
            (three, [less(odd, 1), less(two_or_three, 1), four, one]),
            (four, [odd, two_or_three, less(four, 1), one]),
        ],
    };
    let pairs_of = |rest: [u32; 4]| {
        let (pairs, halves) = pairs_and_halves(rest, rule);
        pairs_kept(pairs, halves, PAIRS)
    };
    let lone_held = (choices.into_iter())
        .filter(|&(kinds, _)| kinds > 0)
        .map(|(_, rest)| 1 + pairs_of(rest));
    lone_held.chain([pairs_of(tally)]).max()
}

/// The kinds whose drawing completes eight pairs of a 16-tile hand holding
/// `odd_kinds` an odd number of times, `two` twice and `above_two` more, with
/// `jokers`: seven pairs' waits with the lone tile as one joker more.
#[inline(always)]
pub(crate) fn waits(odd_kinds: u64, two: u64, above_two: u64, jokers: u8, rule: SevenPairs) -> u64 {
    seven_pairs::waits(odd_kinds, two, above_two, jokers.saturating_add(1), rule)
}

/// Tiles eight pairs lacks when it keeps `kept` (`None`: the rules have none), with
/// `jokers`, where `slots` of its tiles can only be jokers.
#[inline(always)]
pub(crate) fn lacking(kept: Option<u32>, jokers: u32, slots: u32) -> Option<u32> {
    let kept = kept?;
    (jokers >= slots).then(|| (EIGHT_PAIRS_TILES as u32).saturating_sub(kept + jokers))
}

/// The ways 17 tiles make eight pairs under `rule`: the lone tile a copy of each kind
/// held an odd number of times (once, with `Distinct`), or a joker, wherever the
/// other tiles then pair off (split as seven pairs splits them: copies paired, a
/// single with a joker, the jokers left paired among themselves). In kind order, the
/// joker as the lone tile last.
pub(crate) fn decompositions(
    counts: &[u8; KINDS],
    jokers: u8,
    rule: SevenPairs,
) -> impl Iterator<Item = Decomposition> {
    let counts = *counts;
    let lone_kinds = (0..KINDS).filter(move |&k| match rule {
        SevenPairs::Distinct => counts[k] == 1,
        _ => counts[k] % 2 == 1,
    });
    let lone = lone_kinds.map(Some).chain([None]);
    lone.filter_map(move |kind| {
        let mut rest = counts;
        let (single, jokers) = match kind {
            Some(kind) => {
                rest[kind] -= 1;
                (Group::new(&[kind], &[true]), jokers)
            }
            None => (Group::any(1), jokers.checked_sub(1)?),
        };
        // The rest: no kind held an odd number of times beyond the jokers.
        let pairs_off = odd_kinds(&rest) <= u32::from(jokers)
            && (rule != SevenPairs::Distinct || !held_above_two(&rest));
        if rule == SevenPairs::Off || !pairs_off {
            return None;
        }
        let mut decomposition = seven_pairs::decomposition(&rest, jokers);
        decomposition.form = Form::EightPairs;
        decomposition.groups.push(single);
        Some(decomposition)
    })
}

/// Where jokers stand only for some kinds (`targets`): the draws eight pairs lacks
/// beyond `jokers` (held, and drawable), `None` where it is out of reach or not
/// played. Each kind in turn takes the lone tile, a held copy of it or a stand-in,
/// beside eight pairs of the rest (with `Distinct`, of the other kinds; else at most
/// one pair of its own, three of a kind in all).
pub(crate) fn restricted_draws(
    counts: &[u8; KINDS],
    targets: &Targets,
    rule: SevenPairs,
    jokers: (u32, u32),
) -> Option<u32> {
    if rule == SevenPairs::Off {
        return None;
    }
    (0..KINDS)
        .filter_map(|lone| {
            let held = counts[lone];
            let base = StandIns::default().with_slots(targets, lone, held, 0, 1)?;
            let mut rest = *counts;
            rest[lone] = held.saturating_sub(1);
            let most = |kind: usize| match (kind == lone, rule) {
                (false, _) => most_pairs(rule),
                (true, SevenPairs::Distinct) => 0,
                (true, _) => 1,
            };
            pairs_draws(&rest, targets, most, PAIRS, base, jokers)
        })
        .min()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counts_of(text: &str) -> ([u8; KINDS], u8) {
        let hand: crate::Hand = text.parse().expect("a hand");
        (*hand.counts(), hand.jokers())
    }

    /// Eight pairs and a lone tile, a triplet as a pair and the lone tile, four of a
    /// kind as two pairs, jokers pairing singles or standing alone.
    #[test]
    fn wins_by_rule() {
        let four = SevenPairs::FourAsTwoPairs;
        let distinct = SevenPairs::Distinct;
        for (text, four_wins, distinct_wins) in [
            ("1122334455667788m9p", true, true),
            ("11122334455667788m", true, false),
            ("1111223344556677m1z", true, false),
            ("1122334455667788mJ", true, true),
            ("112233445566778m9pJ", true, true),
            ("11223344556677m12pJ", true, true),
            ("1122334455667m123pJ", false, false),
            ("11223344556677m1pJJ", true, true),
            ("JJJJJJJJJJJJJJJJJ", true, true),
        ] {
            let (counts, jokers) = counts_of(text);
            assert_eq!(is_eight_pairs(&counts, jokers, four), four_wins, "{text}");
            assert_eq!(
                is_eight_pairs(&counts, jokers, distinct),
                distinct_wins,
                "{text}"
            );
            assert!(!is_eight_pairs(&counts, jokers, SevenPairs::Off), "{text}");
            for rule in [four, distinct] {
                let kept = eight_pairs_kept(&counts, rule).expect("played");
                let made = kept + u32::from(jokers) == EIGHT_PAIRS_TILES as u32;
                assert_eq!(
                    made,
                    is_eight_pairs(&counts, jokers, rule),
                    "{text} {rule:?}"
                );
            }
        }
    }
}
