//! The knitted forms of 国标 (Chinese Official): 全不靠 (honours and knitted tiles),
//! 七星不靠 (the same holding all seven honours) and 组合龙 (a knitted straight
//! beside melds and a pair). A knitted set is 1-4-7 of one number suit, 2-5-8 of
//! another and 3-6-9 of the third: six sets, one per order of the suits. Each form is
//! a few bit operations per set on the kinds a hand holds; 组合龙's melds and pair
//! are the standard form's tables, asked of the hand less the straight.

use crate::forms::Form;
use crate::forms::SPECIAL_FORM_TILES;
use crate::forms::counting::kinds_by_count;
use crate::forms::groups::{Decomposition, Group};
use crate::tiles::classes;
use crate::tiles::tile::{COPIES, KINDS};

/// Tiles in a hand of 全不靠 or 七星不靠.
pub(crate) const KNITTED_TILES: usize = 14;

/// The six knitted sets, each as its nine tile ids (1-4-7, 2-5-8, 3-6-9 of three
/// different suits, in that order).
///
/// ```
/// use hupai::forms::knitted::KNITTED_SETS;
/// // 147m 258p 369s
/// assert_eq!(KNITTED_SETS[0], [0, 3, 6, 10, 13, 16, 20, 23, 26]);
/// ```
pub const KNITTED_SETS: [[usize; 9]; 6] = {
    let orders = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut sets = [[0; 9]; 6];
    let mut s = 0;
    while s < 6 {
        let mut i = 0;
        while i < 9 {
            // By thirds: 1-4-7 of the order's first suit, 2-5-8 of its second, 3-6-9.
            let third = i / 3;
            sets[s][i] = orders[s][third] * 9 + third + 3 * (i % 3);
            i += 1;
        }
        s += 1;
    }
    sets
};

/// [`KNITTED_SETS`] as bits of tile ids.
pub(crate) const KNITTED_BITS: [u64; 6] = {
    let mut bits = [0u64; 6];
    let mut s = 0;
    while s < 6 {
        let mut i = 0;
        while i < 9 {
            bits[s] |= 1 << KNITTED_SETS[s][i];
            i += 1;
        }
        s += 1;
    }
    bits
};

/// The kinds `counts` holds, one bit per tile id.
#[inline]
pub(crate) fn held_bits(counts: &[u8; KINDS]) -> u64 {
    !kinds_by_count(counts)[0] & classes::ALL
}

/// Whether 14 tiles (`counts` plus `jokers`) make 全不靠: no kind twice, every tile
/// an honour or of one knitted set; the jokers are the tiles missing.
pub(crate) fn is_honours_and_knitted(counts: &[u8; KINDS], jokers: u8) -> bool {
    // The kinds held once first: most hands hold a pair and are done there.
    let total = || counts.iter().map(|&c| usize::from(c)).sum::<usize>() + usize::from(jokers);
    within_honours_and_knitted(counts) && total() == KNITTED_TILES
}

/// Whether the tiles `counts` can all be of one 全不靠: no kind twice, every tile an
/// honour or of one knitted set (the tiles not held left to draws or jokers).
pub(crate) fn within_honours_and_knitted(counts: &[u8; KINDS]) -> bool {
    counts.iter().all(|&c| c <= 1) && {
        let held = held_bits(counts);
        (KNITTED_BITS.iter()).any(|&set| held & !(set | classes::HONOURS) == 0)
    }
}

/// Whether a hand holding the kinds `held` reaches the knitted set `set` (as bits)
/// with `stand_ins` more tiles (jokers, and draws): it holds all nine but as many.
#[inline]
pub(crate) fn within_reach(held: u64, set: u64, stand_ins: u32) -> bool {
    (held & set).count_ones() + stand_ins >= 9
}

/// The tiles `counts` leaves beside the knitted set `set` (one of each of its tiles
/// taken where held), and how many of its tiles it does not hold.
pub(crate) fn without_set(counts: &[u8; KINDS], set: &[usize; 9]) -> ([u8; KINDS], u8) {
    let mut rest = *counts;
    let mut missing = 0;
    for &id in set {
        match rest[id] {
            0 => missing += 1,
            _ => rest[id] -= 1,
        }
    }
    (rest, missing)
}

/// Whether 14 tiles make 七星不靠: 全不靠 holding all seven honours (jokers standing
/// in for those missing), so seven tiles of the knitted set at most.
pub(crate) fn is_greater_honours_and_knitted(counts: &[u8; KINDS], jokers: u8) -> bool {
    is_honours_and_knitted(counts, jokers)
        && (held_bits(counts) & !classes::HONOURS).count_ones() <= 7
}

/// Of 全不靠 (`greater`: 七星不靠), the fewest tiles a hand holding the kinds `held`
/// lacks beside `jokers` jokers, when only the kinds `drawable` can be drawn (the rest
/// of a set's kinds must be jokers): the best of the six sets; `None` when no set has
/// room for the jokers needed.
pub(crate) fn honours_and_knitted_lacking(
    held: u64,
    drawable: u64,
    jokers: u32,
    greater: bool,
) -> Option<u32> {
    let target = KNITTED_TILES as u32;
    KNITTED_BITS
        .iter()
        .filter_map(|&set| {
            let (kept, room) = if greater {
                let kept =
                    (held & classes::HONOURS).count_ones() + (held & set).count_ones().min(7);
                let room = (drawable & classes::HONOURS).count_ones()
                    + (drawable & set).count_ones().min(7);
                (kept, room)
            } else {
                let tiles = set | classes::HONOURS;
                (
                    (held & tiles).count_ones().min(target),
                    (drawable & tiles).count_ones(),
                )
            };
            // Kinds neither held nor drawable: only jokers can be them.
            let only_jokers = target.saturating_sub(room.max(kept));
            (jokers >= only_jokers).then(|| target.saturating_sub(kept + jokers))
        })
        .min()
}

/// The tiles left beside the knitted set `set` (one of each of its tiles taken where
/// held) and the jokers left once they stand for the set's tiles not held, if enough.
pub(crate) fn knitted_rest(
    counts: &[u8; KINDS],
    jokers: u8,
    set: &[usize; 9],
) -> Option<([u8; KINDS], u8)> {
    let (rest, missing) = without_set(counts, set);
    Some((rest, jokers.checked_sub(missing)?))
}

/// The knitted set `set` as three knitted groups, a joker in each slot whose tile
/// `counts` does not hold.
pub(crate) fn knitted_groups(counts: &[u8; KINDS], set: &[usize; 9]) -> [Group; 3] {
    std::array::from_fn(|third| {
        let ids = &set[3 * third..3 * third + 3];
        let real: Vec<bool> = ids.iter().map(|&id| counts[id] > 0).collect();
        Group::new(ids, &real)
    })
}

/// The one way 14 tiles make 全不靠 (`form`: [`Form::HonoursAndKnitted`]) or 七星不靠
/// ([`Form::GreaterHonoursAndKnitted`]): each real tile a single; for 七星不靠 a
/// joker for each honour not held; the other jokers any tile the set leaves open.
pub(crate) fn honours_and_knitted_decomposition(
    counts: &[u8; KINDS],
    jokers: u8,
    form: Form,
) -> Decomposition {
    let mut groups: Vec<Group> = (0..KINDS)
        .filter(|&id| counts[id] > 0)
        .map(|id| Group::new(&[id], &[true]))
        .collect();
    let mut jokers_left = jokers;
    if form == Form::GreaterHonoursAndKnitted {
        for id in (27..KINDS).filter(|&id| counts[id] == 0) {
            groups.push(Group::new(&[id], &[false]));
            jokers_left -= 1;
        }
    }
    groups.extend(std::iter::repeat_n(Group::any(1), usize::from(jokers_left)));
    Decomposition { form, groups }
}

/// Which knitted forms the rules play: 全不靠 and 七星不靠 together, 组合龙 apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Played {
    /// 全不靠 and 七星不靠.
    pub(crate) honours: bool,
    /// 组合龙.
    pub(crate) straight: bool,
}

/// For 组合龙, where the hand holds enough tiles (11): per knitted set whose missing
/// tiles the jokers can be, the set, the tiles left beside it and the jokers left.
pub(crate) fn straight_rests<'a>(
    counts: &'a [u8; KINDS],
    jokers: u8,
) -> impl Iterator<Item = (&'static [usize; 9], [u8; KINDS], u8)> + 'a {
    // Most hands hold too few of any set's tiles: no set, no rest to look up, and
    // the tiles not even counted.
    let held = held_bits(counts);
    let reach = move |bits| within_reach(held, bits, jokers.into());
    let size = || counts.iter().map(|&c| usize::from(c)).sum::<usize>() + usize::from(jokers);
    let enough = KNITTED_BITS.into_iter().any(reach) && size() >= 11;
    (KNITTED_SETS.iter().zip(KNITTED_BITS))
        .filter(move |&(_, bits)| enough && reach(bits))
        .filter_map(move |(set, _)| {
            let (rest, jokers) = knitted_rest(counts, jokers, set)?;
            Some((set, rest, jokers))
        })
}

/// Whether the tiles (each at most four times) make 组合龙: for some knitted set, its
/// tiles held (jokers for those missing) and the standard form of the rest, which
/// `standard(rest, jokers)` judges (the tables).
pub(crate) fn is_straight(
    counts: &[u8; KINDS],
    jokers: u8,
    standard: impl Fn(&[u8; KINDS], u8) -> bool,
) -> bool {
    straight_rests(counts, jokers).any(|(_, rest, jokers)| standard(&rest, jokers))
}

/// Whether `size` tiles (`counts`, each at most four times, and `jokers`) make a
/// knitted form the rules play.
pub(crate) fn wins(
    counts: &[u8; KINDS],
    jokers: u8,
    size: usize,
    played: Played,
    standard: impl Fn(&[u8; KINDS], u8) -> bool,
) -> bool {
    played.honours && size == SPECIAL_FORM_TILES && is_honours_and_knitted(counts, jokers)
        || played.straight && is_straight(counts, jokers, standard)
}

/// The kinds (held at most three times) whose drawing completes a knitted form the
/// rules play, in a hand of `size` tiles once drawn: each drawn in turn, where the
/// hand is near enough to either form.
pub(crate) fn waits(
    counts: &[u8; KINDS],
    jokers: u8,
    size: usize,
    played: Played,
    standard: impl Fn(&[u8; KINDS], u8) -> bool,
) -> u64 {
    // Most hands are two tiles or more from either form: no draw to try.
    let held = held_bits(counts);
    let near_straight = played.straight
        && (KNITTED_BITS.iter()).any(|&set| within_reach(held, set, u32::from(jokers) + 1));
    let near_honours =
        played.honours && size == SPECIAL_FORM_TILES && within_honours_and_knitted(counts);
    if !near_straight && !near_honours {
        return 0;
    }
    let mut waits = 0;
    for id in (0..KINDS).filter(|&id| counts[id] < COPIES) {
        let mut drawn = *counts;
        drawn[id] += 1;
        waits |= u64::from(wins(&drawn, jokers, size, played, &standard)) << id;
    }
    waits
}

/// Tiles 组合龙 lacks, beyond what the jokers fill, in a hand aiming at `melds` melds
/// and a pair (three of them the knitted set's nine tiles): per knitted set and split
/// of the jokers between the set and the rest, the set's tiles missing and
/// `rest_draws(rest, jokers, melds, set_bits)`, the standard form's of the rest. A
/// kind not in `drawable` (out of play, or a joker kind) can only be a joker.
pub(crate) fn straight_lacking(
    counts: &[u8; KINDS],
    jokers: u32,
    melds: usize,
    drawable: u64,
    rest_draws: impl Fn(&[u8; KINDS], u32, usize, u64) -> Option<u32>,
) -> Option<u32> {
    if melds < 3 {
        return None;
    }
    let held = held_bits(counts);
    (KNITTED_SETS.iter().zip(KNITTED_BITS))
        .filter_map(|(set, bits)| {
            let (rest, missing) = without_set(counts, set);
            // The set's kinds that cannot be drawn must be jokers; the others may be
            // too. A joker in the rest may be a fifth copy, which no draw can, so
            // every split of the jokers is tried.
            let must = (bits & !held & !drawable).count_ones();
            (must..=jokers.min(missing.into()))
                .filter_map(|to_set| {
                    let rest = rest_draws(&rest, jokers - to_set, melds - 3, bits)?;
                    Some(u32::from(missing) - to_set + rest)
                })
                .min()
        })
        .min()
}
