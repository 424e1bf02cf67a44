//! What a target costs where jokers stand only for some kinds
//! ([`StandsFor`](crate::rules::StandsFor)): the special forms' exact answers on
//! that path, each form's own in its file, share this counting.
//!
//! A target's stand-ins (its slots the hand's real tiles do not fill) are of three
//! sorts: those a joker may fill (its kind is one a joker stands for), those only a
//! real draw can fill (any other kind), and, among the first, those only a joker
//! can fill (a kind never held as itself, or a copy beyond the four). A target then
//! costs the draws `drawn + max(0, fillable − jokers)`, and is out of reach when its
//! joker-only stand-ins outnumber the jokers. With every kind a joker target this is
//! the tables' `max(0, stand-ins − jokers)`.

use std::sync::{Arc, Mutex};

use rustc_hash::FxHashMap as HashMap;

use crate::rules::SevenPairs;
use crate::tiles::tile::{COPIES, KINDS};

/// The kinds' sorts for one hand's question.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Targets {
    /// Kinds a joker may stand for, one bit per tile id.
    pub(crate) fillable: u64,
    /// Kinds never held as themselves (joker kinds): only jokers fill their slots.
    pub(crate) joker_only: u64,
    /// Kinds a target may hold at all (in play, and not of a suit given up).
    pub(crate) allowed: u64,
    /// Whether a joker may be a fifth copy.
    pub(crate) fifth_copy: bool,
}

/// A target's stand-ins so far, by sort.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct StandIns {
    /// Stand-ins a joker may fill.
    pub(crate) fillable: u32,
    /// Of those, the ones only a joker can fill.
    pub(crate) joker_only: u32,
    /// Stand-ins only a real draw can fill.
    pub(crate) drawn: u32,
}

impl StandIns {
    /// The draws the target costs beyond `jokers` held, `None` when out of reach:
    /// its joker-only stand-ins beyond the jokers held and the `drawable` ones in the
    /// wall (a drawn joker costs the draw any stand-in costs).
    pub(crate) fn draws(self, (jokers, drawable): (u32, u32)) -> Option<u32> {
        (self.joker_only <= jokers + drawable)
            .then(|| self.drawn + self.fillable.saturating_sub(jokers))
    }

    /// These with `slots` slots of `kind` added to a target that held `before` of
    /// it, the hand holding `held`; `None` where the target may not hold them.
    pub(crate) fn with_slots(
        self,
        targets: &Targets,
        kind: usize,
        held: u8,
        before: u8,
        slots: u8,
    ) -> Option<StandIns> {
        let bit = 1u64 << kind;
        let after = before + slots;
        if targets.allowed & bit == 0 || (!targets.fifth_copy && after > COPIES.max(held)) {
            return None;
        }
        let stand_ins = after.saturating_sub(held) - before.saturating_sub(held);
        // Real copies a draw can bring: none of a joker kind, four in all of another.
        let real = if targets.joker_only & bit != 0 {
            held
        } else {
            COPIES.max(held)
        };
        let beyond = after.saturating_sub(real) - before.saturating_sub(real);
        let mut next = self;
        if targets.fillable & bit != 0 {
            next.fillable += u32::from(stand_ins);
            next.joker_only += u32::from(beyond);
        } else if beyond > 0 {
            return None;
        } else {
            next.drawn += u32::from(stand_ins);
        }
        Some(next)
    }
}

/// What the kinds offer toward pairs: each pair a kind can give, by what it costs
/// (`None`: it cannot be had).
#[derive(Clone, Copy, Debug, Default)]
struct PairOffers {
    /// Pairs held already.
    held: u32,
    /// Pairs one stand-in short, of kinds jokers fill / only draws fill / only jokers
    /// fill (a copy beyond the four).
    halves: [u32; 3],
    /// Pairs of two stand-ins: kinds jokers fill, joker kinds, kinds only draws fill.
    whole: [u32; 3],
}

/// The fewest draws (beyond `jokers` held, `drawable` more in the wall) to `wanted`
/// pairs from `counts`, beside the target's other stand-ins `base`, each kind giving
/// at most `most_pairs(kind)` pairs (two of its copies each).
///
/// The pairs are taken cheapest first (held, then one stand-in short, then two),
/// with every number of the halves only draws can complete tried: a half of that
/// sort costs a draw, where a whole pair of a joker target may cost none.
pub(crate) fn pairs_draws(
    counts: &[u8; KINDS],
    targets: &Targets,
    most_pairs: impl Fn(usize) -> u8,
    wanted: u32,
    base: StandIns,
    (jokers, drawable): (u32, u32),
) -> Option<u32> {
    let mut offers = PairOffers::default();
    for (kind, &held) in counts.iter().enumerate() {
        let mut slots = 0u8;
        for _ in 0..most_pairs(kind) {
            let Some(cost) = StandIns::default().with_slots(targets, kind, held, slots, 2) else {
                break;
            };
            slots += 2;
            match (
                cost.fillable + cost.drawn,
                cost.drawn > 0,
                cost.joker_only > 0,
            ) {
                (0, _, _) => offers.held += 1,
                (1, false, false) => offers.halves[0] += 1,
                (1, true, _) => offers.halves[1] += 1,
                (1, false, true) => offers.halves[2] += 1,
                (_, false, false) => offers.whole[0] += 1,
                (_, false, true) => offers.whole[1] += 1,
                (_, true, _) => offers.whole[2] += 1,
            }
        }
    }
    let needed = wanted.saturating_sub(offers.held);
    (0..=needed.min(offers.halves[1]))
        .filter_map(|drawn_halves| {
            let mut left = needed - drawn_halves;
            let mut stand_ins = base;
            stand_ins.drawn += drawn_halves;
            let filled_halves = left.min(offers.halves[0]);
            stand_ins.fillable += filled_halves;
            left -= filled_halves;
            let room = (jokers + drawable).saturating_sub(stand_ins.joker_only);
            let joker_halves = left.min(offers.halves[2]).min(room);
            stand_ins.fillable += joker_halves;
            stand_ins.joker_only += joker_halves;
            left -= joker_halves;
            let filled = left.min(offers.whole[0]);
            stand_ins.fillable += 2 * filled;
            left -= filled;
            // Joker kinds' pairs while the jokers cover them, then pairs only draws fill.
            let room = (jokers + drawable).saturating_sub(stand_ins.joker_only) / 2;
            let of_joker_kinds = left.min(offers.whole[1]).min(room);
            stand_ins.fillable += 2 * of_joker_kinds;
            stand_ins.joker_only += 2 * of_joker_kinds;
            left -= of_joker_kinds;
            (left <= offers.whole[2]).then(|| {
                stand_ins.drawn += 2 * left;
                stand_ins
            })
        })
        .filter_map(|stand_ins| stand_ins.draws((jokers, drawable)))
        .min()
}

/// The most pairs a kind gives under `rule`: two (four of a kind) where a four is
/// two pairs, else one. A pair form holds no kind more than four times here (so a
/// hand holding five, judged for an exhausted wait, makes none).
pub(crate) fn most_pairs(rule: SevenPairs) -> u8 {
    match rule {
        SevenPairs::Off => 0,
        SevenPairs::Distinct => 1,
        SevenPairs::FourAsTwoPairs => 2,
    }
}

/// A suit's part of a target, as the search of one suit reaches it: melds, pairs,
/// and tiles of joker kinds (which only jokers can be).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Part {
    pub(crate) melds: u8,
    pub(crate) pairs: u8,
    pub(crate) joker_slots: u8,
    /// Stand-ins jokers may fill (restricted jokers only), at most the jokers: those
    /// beyond are paid as draws.
    pub(crate) fill: u8,
}

impl Part {
    pub(crate) const EMPTY: Part = Part {
        melds: 0,
        pairs: 0,
        joker_slots: 0,
        fill: 0,
    };

    /// This part beside `other` within `limits`, and the fillable stand-ins beyond
    /// the jokers (paid as draws); `None` beyond a limit.
    pub(crate) fn with(self, other: &Part, limits: &Part) -> Option<(Part, u32)> {
        let fill = self.fill + other.fill;
        let part = Part {
            melds: self.melds + other.melds,
            pairs: self.pairs + other.pairs,
            joker_slots: self.joker_slots + other.joker_slots,
            fill: fill.min(limits.fill),
        };
        let overflow = u32::from(fill - part.fill);
        part.within(limits).then_some((part, overflow))
    }

    /// Whether no count of this part exceeds the same count of `limits`.
    pub(crate) fn within(self, limits: &Part) -> bool {
        self.melds <= limits.melds
            && self.pairs <= limits.pairs
            && self.joker_slots <= limits.joker_slots
            && self.fill <= limits.fill
    }
}

/// The parts of suits searched under restricted jokers, kept by the engine (and its
/// clones) across questions: hints ask the shanten of many hands differing in one
/// suit. Keyed by everything a suit's search reads; emptied when it grows large.
#[derive(Default)]
pub(crate) struct SuitPartsCache(Mutex<HashMap<PartsKey, Arc<HashMap<Part, u32>>>>);

/// What a suit's search reads: the suit, its counts (up to five, so not its key),
/// caps and real copies, the limits, whether a whole hand's check.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct PartsKey {
    pub(crate) suit: u8,
    pub(crate) held: [u8; 9],
    pub(crate) caps: [u8; 9],
    pub(crate) real: [u8; 9],
    pub(crate) limits: Part,
    pub(crate) whole: bool,
}

/// Entries past which the cache starts again.
const MOST_CACHED: usize = 1 << 12;

impl SuitPartsCache {
    /// The parts under `key`, made by `search` when not kept.
    pub(crate) fn parts(
        &self,
        key: PartsKey,
        search: impl FnOnce() -> HashMap<Part, u32>,
    ) -> Arc<HashMap<Part, u32>> {
        if let Some(parts) = self.0.lock().ok().and_then(|kept| kept.get(&key).cloned()) {
            return parts;
        }
        let parts = Arc::new(search());
        // A search stopped by its budget answered nothing worth keeping.
        if crate::budget::is_out() {
            return parts;
        }
        if let Ok(mut kept) = self.0.lock() {
            if kept.len() >= MOST_CACHED {
                kept.clear();
            }
            kept.insert(key, Arc::clone(&parts));
        }
        parts
    }
}
