//! The standard form's draws where the exposed melds cap the copies a target may
//! hold: rules whose jokers may not be fifth copies, with melds exposed. No kind may
//! then be used more than four times counting the melds' copies, real draws and
//! jokers alike (such a hand could never be a win), while the tables, which see the
//! concealed tiles only, allow four of each. So here each suit's targets are searched
//! rank by rank with every kind capped at four less its exposed copies, and the suits
//! combined; a few microseconds, on these hands only.

use rustc_hash::FxHashMap as HashMap;

use crate::engine::Engine;
use crate::tables::shanten::table::SuitShanten;
use crate::tables::spec::SuitSpec;
use crate::tiles::tile::{COPIES, KINDS, Suit};

/// A suit's part of a target, as the search of one suit reaches it: melds, pairs,
/// and tiles of joker kinds (which only jokers can be).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Part {
    melds: u8,
    pairs: u8,
    joker_slots: u8,
}

impl Engine {
    /// Whether the exposed melds cap this engine's targets (see the module).
    #[inline(always)]
    pub(crate) fn melds_cap_targets(&self) -> bool {
        !self.rules.jokers.fifth_copy && !self.exposed.melds.is_empty()
    }

    /// The fewest draws, beyond what `jokers` jokers fill, that make the hand
    /// `counts` (joker kinds already jokers) `melds` melds and a pair beside one slot
    /// of each kind of `reserved` (a bit per tile id), with every kind capped;
    /// `None` where no target is within reach. Under the missing-suit rule a suit the
    /// melds do not hold is left out in turn, its tiles discarded.
    pub(crate) fn capped_standard_draws(
        &self,
        counts: &[u8; KINDS],
        jokers: u32,
        melds: usize,
        reserved: u64,
    ) -> Option<u32> {
        let caps: [u8; KINDS] = std::array::from_fn(|id| {
            COPIES.saturating_sub(self.exposed.counts[id] + u8::from(reserved & 1 << id != 0))
        });
        if !self.rules.missing_suit {
            return self.capped_draws(counts, &caps, jokers, melds);
        }
        (0..3)
            .filter(|suit| self.exposed.suits & 1 << suit == 0)
            .filter_map(|suit| {
                let (mut counts, mut caps) = (*counts, caps);
                counts[9 * suit..9 * suit + 9].fill(0);
                caps[9 * suit..9 * suit + 9].fill(0);
                self.capped_draws(&counts, &caps, jokers, melds)
            })
            .min()
    }

    /// [`Engine::capped_standard_draws`] with the caps given, no suit left out.
    fn capped_draws(
        &self,
        counts: &[u8; KINDS],
        caps: &[u8; KINDS],
        jokers: u32,
        melds: usize,
    ) -> Option<u32> {
        let joker_slots_allowed = jokers.min(crate::tiles::hand::MAX_TILES as u32) as u8;
        // (melds, pairs, joker slots) over the suits so far → the fewest stand-ins.
        let mut whole: HashMap<Part, u32> = HashMap::from_iter([(Part::EMPTY, 0)]);
        let limits = Part {
            melds: melds as u8,
            pairs: 1,
            joker_slots: joker_slots_allowed,
        };
        let keys = crate::tables::keys::suit_keys(counts);
        for (index, suit) in [Suit::Man, Suit::Pin, Suit::Sou, Suit::Honours]
            .into_iter()
            .enumerate()
        {
            let first = suit.first_id();
            let range = first..first + suit.ranks();
            let never_held = crate::rules::TileSet::of(&self.never_held).bits();
            let joker_ranks = (never_held >> first) & ((1 << suit.ranks()) - 1);
            // A suit no cap binds and without joker kinds: its parts are the tables'.
            let parts = if joker_ranks == 0 && caps[range.clone()].iter().all(|&c| c == COPIES) {
                table_parts(self.shanten_tables().suit(index), keys[index], melds)
            } else {
                let spec = SuitSpec::new(self.rules.table_rules(), suit);
                suit_parts(
                    &spec,
                    &counts[range.clone()],
                    &caps[range],
                    joker_ranks,
                    limits,
                )
            };
            let mut next = HashMap::default();
            for (a, &a_cost) in &whole {
                for (b, &b_cost) in &parts {
                    let part = a.with(b);
                    if part.within(&limits) {
                        let cost = a_cost + b_cost;
                        keep_least(&mut next, part, cost);
                    }
                }
            }
            whole = next;
        }
        let goal = |p: &Part| usize::from(p.melds) == melds && p.pairs == 1;
        (whole.into_iter())
            .filter(|(part, _)| goal(part))
            .map(|(_, stand_ins)| stand_ins.saturating_sub(jokers))
            .min()
    }
}

impl Part {
    const EMPTY: Part = Part {
        melds: 0,
        pairs: 0,
        joker_slots: 0,
    };

    fn with(self, other: &Part) -> Part {
        Part {
            melds: self.melds + other.melds,
            pairs: self.pairs + other.pairs,
            joker_slots: self.joker_slots + other.joker_slots,
        }
    }

    /// Whether no count of this part exceeds the same count of `limits`.
    fn within(self, limits: &Part) -> bool {
        self.melds <= limits.melds
            && self.pairs <= limits.pairs
            && self.joker_slots <= limits.joker_slots
    }
}

/// The parts of a suit of key `key` up to `melds` melds, from its shanten table: the
/// fewest tiles each target lacks.
fn table_parts(table: &SuitShanten, key: usize, melds: usize) -> HashMap<Part, u32> {
    let mut parts = HashMap::default();
    for m in 0..=melds {
        for pair in [false, true] {
            if let Some(draws) = table.draws(key, m, pair) {
                let part = Part {
                    melds: m as u8,
                    pairs: u8::from(pair),
                    joker_slots: 0,
                };
                parts.insert(part, draws);
            }
        }
    }
    parts
}

/// Every part of a target one suit can hold within `caps` and `limits`, with its
/// fewest stand-ins: the ranks taken in order, each starting some melds (those whose
/// lowest rank it is) and perhaps the pair, the slots it owes to melds started below
/// it carried along.
fn suit_parts(
    spec: &SuitSpec,
    held: &[u8],
    caps: &[u8],
    joker_ranks: u64,
    limits: Part,
) -> HashMap<Part, u32> {
    // (slots owed to each rank, the part so far) → the fewest stand-ins.
    let mut states: HashMap<([u8; 9], Part), u32> =
        HashMap::from_iter([(([0; 9], Part::EMPTY), 0)]);
    for rank in 0..spec.ranks {
        let starting: Vec<&[usize; 3]> = spec.melds.iter().filter(|m| m[0] == rank).collect();
        let pair_here = spec.pairs.contains(&rank);
        let mut next = HashMap::default();
        for (&(owed, part), &cost) in &states {
            let mut add = |owed: [u8; 9], part: Part, pair: bool| {
                let slots = owed[rank] + 2 * u8::from(pair);
                if slots > caps[rank] {
                    return;
                }
                let is_joker = joker_ranks & 1 << rank != 0;
                let part = Part {
                    pairs: part.pairs + u8::from(pair),
                    joker_slots: part.joker_slots + if is_joker { slots } else { 0 },
                    ..part
                };
                if !part.within(&limits) {
                    return;
                }
                let cost = cost + u32::from(slots.saturating_sub(held[rank]));
                let mut owed = owed;
                owed[rank] = 0;
                let key = (owed, part);
                keep_least(&mut next, key, cost);
            };
            for_each_start(&starting, owed, part, limits.melds, &mut |owed, part| {
                add(owed, part, false);
                if pair_here && part.pairs == 0 {
                    add(owed, part, true);
                }
            });
        }
        states = next;
    }
    let mut parts = HashMap::default();
    for ((_, part), cost) in states {
        keep_least(&mut parts, part, cost);
    }
    parts
}

/// Calls `each` with every way of starting, beside `part`, some of the melds
/// `starting` (each any number of times, `most_melds` melds in all at most), their
/// slots added to `owed`.
fn for_each_start(
    starting: &[&[usize; 3]],
    owed: [u8; 9],
    part: Part,
    most_melds: u8,
    each: &mut dyn FnMut([u8; 9], Part),
) {
    let Some((meld, rest)) = starting.split_first() else {
        each(owed, part);
        return;
    };
    let (mut owed, mut part) = (owed, part);
    loop {
        for_each_start(rest, owed, part, most_melds, each);
        if part.melds == most_melds {
            return;
        }
        meld.iter().for_each(|&r| owed[r] += 1);
        part.melds += 1;
        // More than four copies of a rank is beyond every cap.
        if meld.iter().any(|&r| owed[r] > COPIES) {
            return;
        }
    }
}

/// Keeps in `map` the least cost seen for `key`.
fn keep_least<K: std::hash::Hash + Eq>(map: &mut HashMap<K, u32>, key: K, cost: u32) {
    map.entry(key)
        .and_modify(|least| *least = (*least).min(cost))
        .or_insert(cost);
}
