//! The oracle's own special forms: each decomposition built from the rule's text,
//! tile by tile, sharing no code with the engine's form files (`src/forms/`). Only
//! the answer's types (groups, decompositions) are common, since the two are
//! compared.

use crate::forms::Form;
use crate::forms::groups::{Decomposition, Group};
use crate::tiles::tile::{KINDS, Tile};

/// The six knitted sets, spelled out: one suit's 1-4-7, another's 2-5-8, the third's
/// 3-6-9, for each order of the three suits; as tile ids, lowest rank first.
pub(crate) fn knitted_sets() -> Vec<[usize; 9]> {
    let orders = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    orders
        .iter()
        .map(|suits| {
            let mut set = [0; 9];
            for (third, &suit) in suits.iter().enumerate() {
                for step in 0..3 {
                    set[3 * third + step] = 9 * suit + third + 3 * step;
                }
            }
            set
        })
        .collect()
}

/// Seven pairs: every two copies of a kind a pair, a lone copy paired with a joker,
/// the jokers left paired with each other.
pub(crate) fn seven_pairs(counts: &[u8; KINDS], jokers: u8) -> Decomposition {
    let mut groups = Vec::new();
    let mut spare = usize::from(jokers);
    for (kind, &held) in counts.iter().enumerate() {
        let mut left = held;
        while left >= 2 {
            groups.push(Group::new(&[kind, kind], &[true, true]));
            left -= 2;
        }
        if left == 1 {
            groups.push(Group::new(&[kind, kind], &[true, false]));
            spare -= 1;
        }
    }
    for _ in 0..spare / 2 {
        groups.push(Group::any(2));
    }
    Decomposition::from_groups(Form::SevenPairs, groups)
}

/// Thirteen orphans: each terminal and honour once, one of them twice: the one held
/// twice, or else the lowest held that a joker may double (`fillable`, a bit per tile
/// id), or else the lowest a joker may stand for, or else 1m.
pub(crate) fn thirteen_orphans(counts: &[u8; KINDS], fillable: u64) -> Decomposition {
    let orphans: Vec<usize> = Tile::all()
        .filter(|t| t.is_orphan())
        .map(|t| t.id())
        .collect();
    let may_double = |id: usize| fillable >> id & 1 != 0;
    let doubled = (orphans.iter().copied())
        .find(|&id| counts[id] == 2)
        .or_else(|| (orphans.iter().copied()).find(|&id| counts[id] == 1 && may_double(id)))
        .or_else(|| orphans.iter().copied().find(|&id| may_double(id)))
        .unwrap_or(orphans[0]);
    let groups = orphans
        .iter()
        .map(|&id| match (id == doubled, counts[id]) {
            (true, held) => Group::new(&[id, id], &[held >= 1, held == 2]),
            (false, held) => Group::new(&[id], &[held == 1]),
        })
        .collect();
    Decomposition::from_groups(Form::ThirteenOrphans, groups)
}

/// 全不靠 or 七星不靠 (`form`): every real tile alone; under 七星不靠 a joker for each
/// honour missing; any other joker a single of any tile.
pub(crate) fn honours_and_knitted(counts: &[u8; KINDS], jokers: u8, form: Form) -> Decomposition {
    let mut groups = Vec::new();
    for (id, &held) in counts.iter().enumerate() {
        if held == 1 {
            groups.push(Group::new(&[id], &[true]));
        }
    }
    let mut spare = jokers;
    if form == Form::GreaterHonoursAndKnitted {
        for id in Tile::all()
            .filter(|t| !t.suit().is_numbered())
            .map(|t| t.id())
        {
            if counts[id] == 0 {
                groups.push(Group::new(&[id], &[false]));
                spare -= 1;
            }
        }
    }
    for _ in 0..spare {
        groups.push(Group::any(1));
    }
    Decomposition::from_groups(form, groups)
}

/// A knitted set's three groups of three (one per suit), a joker where a tile is
/// not held; and what is left of the hand beside them, with the jokers left, or
/// `None` when the jokers cannot fill the set.
pub(crate) fn knitted_straight(
    counts: &[u8; KINDS],
    jokers: u8,
    set: &[usize; 9],
) -> Option<(Vec<Group>, [u8; KINDS], u8)> {
    let mut rest = *counts;
    let mut jokers = jokers;
    let mut groups = Vec::new();
    for third in set.chunks(3) {
        let mut real = Vec::new();
        for &id in third {
            if rest[id] > 0 {
                rest[id] -= 1;
                real.push(true);
            } else {
                jokers = jokers.checked_sub(1)?;
                real.push(false);
            }
        }
        groups.push(Group::new(third, &real));
    }
    Some((groups, rest, jokers))
}

/// Seven pairs and a triplet: for each kind held one to three times, and for three
/// jokers alone, the triplet, and the rest as seven pairs where they make them
/// (`pairs_off` says whether they do, under the rules' pair rule).
pub(crate) fn pairs_and_triplet(
    counts: &[u8; KINDS],
    jokers: u8,
    pairs_off: impl Fn(&[u8; KINDS], u8) -> bool,
) -> Vec<Decomposition> {
    let mut found = Vec::new();
    let mut choices: Vec<Option<usize>> = (0..KINDS)
        .filter(|&k| (1..=3).contains(&counts[k]))
        .map(Some)
        .collect();
    choices.push(None);
    for choice in choices {
        let mut rest = *counts;
        let (triplet, needed) = match choice {
            Some(kind) => {
                let held = rest[kind];
                rest[kind] = 0;
                let real = [held >= 1, held >= 2, held >= 3];
                (Group::new(&[kind, kind, kind], &real), 3 - held)
            }
            None => (Group::any(3), 3),
        };
        let Some(left) = jokers.checked_sub(needed) else {
            continue;
        };
        if !pairs_off(&rest, left) {
            continue;
        }
        let mut groups = vec![triplet];
        groups.extend(seven_pairs(&rest, left).groups().iter().copied());
        found.push(Decomposition::from_groups(Form::PairsAndTriplet, groups));
    }
    found
}

/// Eight pairs: for each kind held an odd number of times (once, where pairs are
/// `distinct`), one copy as the lone tile, and for a joker alone, the lone tile; the
/// rest paired as seven pairs pairs them, where they pair off (`pairs_off` says
/// whether the tiles, with the jokers left, make eight pairs beside the lone kind).
pub(crate) fn eight_pairs(
    counts: &[u8; KINDS],
    jokers: u8,
    distinct: bool,
    pairs_off: impl Fn(&[u8; KINDS], u8, Option<usize>) -> bool,
) -> Vec<Decomposition> {
    let mut found = Vec::new();
    let mut choices: Vec<Option<usize>> = (0..KINDS)
        .filter(|&k| {
            if distinct {
                counts[k] == 1
            } else {
                counts[k] % 2 == 1
            }
        })
        .map(Some)
        .collect();
    choices.push(None);
    for choice in choices {
        let mut rest = *counts;
        let (lone, left) = match choice {
            Some(kind) => {
                rest[kind] -= 1;
                (Group::new(&[kind], &[true]), Some(jokers))
            }
            None => (Group::any(1), jokers.checked_sub(1)),
        };
        let Some(left) = left else {
            continue;
        };
        if !pairs_off(&rest, left, choice) {
            continue;
        }
        let mut groups = vec![lone];
        groups.extend(seven_pairs(&rest, left).groups().iter().copied());
        found.push(Decomposition::from_groups(Form::EightPairs, groups));
    }
    found
}

#[cfg(test)]
mod tests {
    /// The sets spelled out here are the sets the engine's file lists, in any order.
    #[test]
    fn knitted_sets_are_the_engines() {
        let mut ours = super::knitted_sets();
        let mut engines = crate::forms::knitted::KNITTED_SETS.to_vec();
        ours.sort();
        engines.sort();
        assert_eq!(ours, engines);
    }
}
