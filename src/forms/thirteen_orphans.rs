//! Thirteen orphans (十三幺): one of each terminal and honour and a second of one.
//! Everything the engine asks of the form: whether it wins (from counts and from a
//! kept hand's tally), its waits, the tiles it keeps and lacks, its decomposition.

use crate::forms::counting::{
    LOW_BITS, ORPHAN_BYTES, ORPHANS, SpecialTally, byte_sum, holds_simples, words,
};
use crate::forms::groups::{Decomposition, Group};
use crate::forms::restricted::{StandIns, Targets};
use crate::forms::{Form, SPECIAL_FORM_TILES};
use crate::tiles::tile::{COPIES, KINDS, Tile};

/// Whether 14 tiles (`counts` and as many jokers as they lack) make thirteen
/// orphans: terminals and honours only, no kind more than twice and at most one kind
/// twice; the jokers fill the missing kinds (and the duplicate).
#[inline(always)]
pub(crate) fn fourteen_are_thirteen_orphans(counts: &[u8; KINDS]) -> bool {
    !holds_simples(counts) && orphans_paired_once(counts)
}

/// Whether tiles of terminals and honours only hold at most one kind twice and none
/// more: apart from [`fourteen_are_thirteen_orphans`]' common exit.
#[inline(never)]
fn orphans_paired_once(counts: &[u8; KINDS]) -> bool {
    let doubles = ORPHANS.iter().filter(|&&id| counts[id] == 2).count();
    ORPHANS.iter().all(|&id| counts[id] <= 2) && doubles <= 1
}

/// How many tiles of `counts` thirteen orphans can keep: one of each terminal and
/// honour held, and one more when any is held twice or more.
#[inline]
pub(crate) fn thirteen_orphans_kept(counts: &[u8; KINDS]) -> u32 {
    let (mut kinds, mut doubled) = (0, 0);
    for (word, orphans) in words(counts).into_iter().zip(ORPHAN_BYTES) {
        kinds += (word | word >> 1 | word >> 2) & LOW_BITS & orphans;
        doubled |= (word >> 1 | word >> 2) & LOW_BITS & orphans;
    }
    byte_sum(kinds) + u32::from(doubled != 0)
}

/// [`thirteen_orphans_kept`] from a kept hand's tally.
#[inline(always)]
pub(crate) fn tally_kept(tally: &SpecialTally) -> u32 {
    tally.orphan_kinds + u32::from(tally.orphan_doubled)
}

/// The orphans whose drawing completes thirteen orphans, from a 13-tile hand of
/// orphans.
#[cold]
pub(crate) fn waits(counts: &[u8; KINDS]) -> u64 {
    let mut waits = 0;
    for tile in Tile::all().filter(|t| t.is_orphan() && counts[t.id()] < COPIES) {
        let mut drawn = *counts;
        drawn[tile.id()] += 1;
        if fourteen_are_thirteen_orphans(&drawn) {
            waits |= 1 << tile.id();
        }
    }
    waits
}

/// Tiles thirteen orphans lacks when it keeps `kept()`, with `jokers`, where `slots`
/// of its tiles can only be jokers; `None` where the rules do not play it (`played`),
/// and `kept` asked only where they do.
#[inline(always)]
pub(crate) fn lacking(
    played: bool,
    kept: impl FnOnce() -> u32,
    jokers: u32,
    slots: u32,
) -> Option<u32> {
    (played && jokers >= slots).then(|| (SPECIAL_FORM_TILES as u32).saturating_sub(kept() + jokers))
}

/// The one way 14 tiles make thirteen orphans: each terminal and honour, held or
/// stood in for by a joker, and the pair of the one held twice; with none held twice,
/// a joker pairs the lowest one held (or, holding none, a second joker pairs 1m). The
/// same shape, twelve singles and a pair, with or without jokers.
pub(crate) fn decomposition(counts: &[u8; KINDS]) -> Decomposition {
    let orphans = || Tile::all().filter(|t| t.is_orphan());
    let paired = orphans()
        .find(|t| counts[t.id()] >= 2)
        .or_else(|| orphans().find(|t| counts[t.id()] == 1))
        .unwrap_or_else(|| orphans().next().expect("1m is an orphan"));
    orphans_with_pair(counts, paired)
}

/// Thirteen orphans' groups with `paired` the pair.
fn orphans_with_pair(counts: &[u8; KINDS], paired: Tile) -> Decomposition {
    let orphans = || Tile::all().filter(|t| t.is_orphan());
    let groups = orphans()
        .map(|tile| {
            let held = counts[tile.id()];
            if tile == paired {
                Group::new(&[tile.id(), tile.id()], &[held >= 1, held >= 2])
            } else {
                Group::new(&[tile.id()], &[held == 1])
            }
        })
        .collect();
    Decomposition {
        form: Form::ThirteenOrphans,
        groups,
    }
}

/// Where jokers stand only for some kinds (`targets`): the draws thirteen orphans
/// lacks beyond `jokers`, `None` where out of reach: each orphan in turn doubled.
pub(crate) fn restricted_draws(
    counts: &[u8; KINDS],
    targets: &Targets,
    jokers: (u32, u32),
) -> Option<u32> {
    ORPHANS
        .iter()
        .filter_map(|&doubled| {
            let add = |stand_ins: StandIns, &kind: &usize| {
                let slots = 1 + u8::from(kind == doubled);
                stand_ins.with_slots(targets, kind, counts[kind], 0, slots)
            };
            ORPHANS
                .iter()
                .try_fold(StandIns::default(), add)?
                .draws(jokers)
        })
        .min()
}

/// [`decomposition`] where jokers stand only for the kinds `fillable` (one bit per
/// tile id): the pair is the orphan held twice, or else the lowest held that a
/// joker may double, or else the lowest a joker may stand for.
pub(crate) fn restricted_decomposition(counts: &[u8; KINDS], fillable: u64) -> Decomposition {
    let orphans = || Tile::all().filter(|t| t.is_orphan());
    let fills = |t: &Tile| fillable >> t.id() & 1 != 0;
    let paired = orphans()
        .find(|t| counts[t.id()] >= 2)
        .or_else(|| orphans().find(|t| counts[t.id()] == 1 && fills(t)))
        .or_else(|| orphans().find(fills))
        .unwrap_or_else(|| orphans().next().expect("1m is an orphan"));
    orphans_with_pair(counts, paired)
}
