//! Seven pairs and a triplet (嚦咕嚦咕, 台湾 16-tile rules): seventeen tiles as seven
//! pairs and a triplet of another kind, the pairs under the rules' [`SevenPairs`].
//! Everything the engine asks of the form: whether it wins (from counts and from a
//! kept hand's tally), its waits, its waits on a fifth copy, the tiles it keeps and
//! lacks, its decompositions.

use crate::forms::Form;
use crate::forms::counting::pairs_kept;
use crate::forms::counting::{SpecialTally, kinds_by_count, total};
use crate::forms::groups::{Decomposition, Group};
use crate::forms::restricted::{StandIns, Targets, most_pairs, pairs_draws};
use crate::forms::seven_pairs::{self, fourteen_are_seven_pairs, pairs_and_halves};
use crate::rules::SevenPairs;
use crate::tiles::tile::KINDS;

/// Tiles in a hand of seven pairs and a triplet.
pub(crate) const PAIRS_AND_TRIPLET_TILES: usize = 17;

/// Whether 17 tiles (`counts`, each at most 4, plus `jokers`) make seven pairs and a
/// triplet of another kind, the pairs under `rule` (a four is two pairs only with
/// [`SevenPairs::FourAsTwoPairs`]; `Off`: the form is not played).
#[inline]
pub(crate) fn is_pairs_and_triplet(counts: &[u8; KINDS], jokers: u8, rule: SevenPairs) -> bool {
    let made = |kept: u32| kept + u32::from(jokers) >= PAIRS_AND_TRIPLET_TILES as u32;
    rule != SevenPairs::Off
        && total(counts, jokers) == PAIRS_AND_TRIPLET_TILES
        && pairs_and_triplet_kept(counts, rule).is_some_and(made)
}

/// How many tiles of `counts` (each at most 4) seven pairs and a triplet can keep
/// under `rule` (`None` when it is off): the best of each way to pick the triplet's
/// kind (one held once, twice, three or four times, or none held), with seven pairs'
/// count of the other kinds.
#[inline]
pub(crate) fn pairs_and_triplet_kept(counts: &[u8; KINDS], rule: SevenPairs) -> Option<u32> {
    tally_kept(&SpecialTally::of_kinds(&kinds_by_count(counts)), rule)
}

/// [`pairs_and_triplet_kept`] from seven pairs' tallies (kinds held an odd number of
/// times, two or three times, four times, once), with `pairs` pairs beside the
/// triplet.
#[inline]
pub(crate) fn kinds_to_pairs_and_triplet_kept(
    tally: [u32; 4],
    rule: SevenPairs,
    pairs: u32,
) -> Option<u32> {
    let [odd, two_or_three, four, one] = tally;
    let three = odd - one;
    let two = two_or_three - three;
    // The triplet from each class of kind: (kinds of the class, tiles it keeps, the
    // tallies without that kind). A four keeps three: its fourth tile could pair only
    // with its own kind.
    let less = u32::wrapping_sub;
    let choices = [
        (1, 0, tally),
        (one, 1, [less(odd, 1), two_or_three, four, less(one, 1)]),
        (two, 2, [odd, less(two_or_three, 1), four, one]),
        (three, 3, [less(odd, 1), less(two_or_three, 1), four, one]),
        (four, 3, [odd, two_or_three, less(four, 1), one]),
    ];
    if rule == SevenPairs::Off {
        return None;
    }
    (choices.into_iter())
        .filter(|&(kinds, _, _)| kinds > 0)
        .map(|(_, kept, rest)| {
            let (pairs_given, halves) = pairs_and_halves(rest, rule);
            kept + pairs_kept(pairs_given, halves, pairs)
        })
        .max()
}

/// [`pairs_and_triplet_kept`] from a kept hand's tally.
#[inline(always)]
pub(crate) fn tally_kept(tally: &SpecialTally, rule: SevenPairs) -> Option<u32> {
    kinds_to_pairs_and_triplet_kept(tally.seven_pairs, rule, 7)
}

/// The kinds whose drawing completes the form (16-tile hands), a class of kinds at a
/// time: the form sees only how many of a kind the hand holds.
pub(crate) fn waits(counts: &[u8; KINDS], jokers: u8, rule: SevenPairs) -> u64 {
    if rule == SevenPairs::Off {
        return 0;
    }
    let by_count = kinds_by_count(counts);
    let tally = SpecialTally::of_kinds(&by_count);
    let mut waits = 0;
    for (held, &kinds) in by_count[..4].iter().enumerate() {
        let Some(kind) = (kinds != 0).then(|| kinds.trailing_zeros() as usize) else {
            continue;
        };
        let kept = tally_kept(&tally.drawing(kind, held as u8), rule);
        if kept.is_some_and(|k| k + u32::from(jokers) >= PAIRS_AND_TRIPLET_TILES as u32) {
            waits |= kinds;
        }
    }
    waits
}

/// Whether `counts` (the kind `kind` held five times) and `jokers`, 17 tiles in all,
/// make the form: only where a four is two pairs, the five as three pairs with a
/// joker, the other tiles as four pairs and the triplet.
pub(crate) fn wins_with_five(
    counts: &[u8; KINDS],
    jokers: u8,
    kind: usize,
    rule: SevenPairs,
) -> bool {
    if rule != SevenPairs::FourAsTwoPairs || jokers == 0 {
        return false;
    }
    let mut rest = *counts;
    rest[kind] = 0;
    let tally = SpecialTally::of_kinds(&kinds_by_count(&rest)).seven_pairs;
    let kept = kinds_to_pairs_and_triplet_kept(tally, rule, 4);
    // The other tiles: all but the five and its joker, each kept.
    let rest_tiles = PAIRS_AND_TRIPLET_TILES as u32 - 6;
    let rest_jokers = u32::from(jokers) - 1;
    kept.is_some_and(|kept| kept + rest_jokers >= rest_tiles)
}

/// Tiles the form lacks when it keeps `kept` (`None`: the rules have none), with
/// `jokers`, where `slots` of its tiles can only be jokers.
#[inline(always)]
pub(crate) fn lacking(kept: Option<u32>, jokers: u32, slots: u32) -> Option<u32> {
    let kept = kept?;
    (jokers >= slots).then(|| (PAIRS_AND_TRIPLET_TILES as u32).saturating_sub(kept + jokers))
}

/// The ways 17 tiles make seven pairs and a triplet under `rule`: each kind held one to
/// three times as the triplet (jokers completing it), and three jokers as any
/// triplet, wherever the other tiles then make seven pairs (each split one way, as
/// [`seven_pairs_decomposition`] splits it). In kind order, the jokers' triplet last.
pub(crate) fn decompositions(
    counts: &[u8; KINDS],
    jokers: u8,
    rule: SevenPairs,
) -> impl Iterator<Item = Decomposition> {
    let counts = *counts;
    let held = (0..KINDS).filter(move |&k| (1..=3).contains(&counts[k]));
    let triplets = held.map(Some).chain([None]);
    triplets.filter_map(move |kind| {
        let (mut rest, triplet) = match kind {
            Some(kind) => {
                let held = counts[kind];
                let real = [held >= 1, held >= 2, held >= 3];
                (counts, Group::new(&[kind, kind, kind], &real))
            }
            None => (counts, Group::any(3)),
        };
        let stand_ins = kind.map_or(3, |k| 3 - rest[k]);
        if let Some(kind) = kind {
            rest[kind] = 0;
        }
        let jokers = jokers.checked_sub(stand_ins)?;
        if !fourteen_are_seven_pairs(&rest, jokers, rule) {
            return None;
        }
        let mut decomposition = seven_pairs::decomposition(&rest, jokers);
        decomposition.form = Form::PairsAndTriplet;
        decomposition.groups.insert(0, triplet);
        Some(decomposition)
    })
}

/// Where jokers stand only for some kinds (`targets`): the draws seven pairs and a
/// triplet lack beyond `jokers`, `None` where out of reach or not played. Each kind
/// in turn takes the triplet, beside seven pairs of the other kinds.
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
        .filter_map(|triplet| {
            let base = StandIns::default().with_slots(targets, triplet, counts[triplet], 0, 3)?;
            let most = |kind: usize| match kind == triplet {
                true => 0,
                false => most_pairs(rule),
            };
            pairs_draws(counts, targets, most, 7, base, jokers)
        })
        .min()
}
