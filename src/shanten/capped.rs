//! The standard form's draws where the exposed melds cap the copies a target may
//! hold: rules whose jokers may not be fifth copies, with melds exposed. No kind may
//! then be used more than four times counting the melds' copies, real draws and
//! jokers alike (such a hand could never be a win), while the tables, which see the
//! concealed tiles only, allow four of each. So here each suit's targets are searched
//! rank by rank with every kind capped at four less its exposed copies, and the suits
//! combined; a few microseconds, on these hands only.

use std::sync::Arc;

use rustc_hash::FxHashMap as HashMap;

use crate::forms::restricted::{Part, PartsKey};

use crate::engine::Engine;
use crate::tables::shanten::table::SuitShanten;
use crate::tables::spec::SuitSpec;
use crate::tiles::tile::{COPIES, KINDS, Suit};

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
        let search = Search {
            jokers,
            drawable: 0,
            melds,
            fillable: None,
            whole: false,
        };
        self.standard_draws_by_search(counts, reserved, &search)
    }

    /// The standard form's draws where jokers stand only for the kinds `fillable` (a
    /// bit per tile id), `drawable` more jokers in the wall: as
    /// [`Engine::capped_standard_draws`], each stand-in of another kind a draw, a
    /// slot only a joker can fill (a joker kind's, a copy beyond the four) allowed
    /// while the jokers held and drawable cover it (a drawn joker costs the draw any
    /// stand-in costs), and no fifth copy only where the rules say so.
    ///
    /// With `whole`, only targets that keep every tile and need no draw are sought
    /// (a whole hand's check: `Some(0)` or `None`), which prunes the search early.
    pub(crate) fn restricted_standard_draws(
        &self,
        counts: &[u8; KINDS],
        (jokers, drawable): (u32, u32),
        melds: usize,
        (fillable, whole): (u64, bool),
    ) -> Option<u32> {
        let search = Search {
            jokers,
            drawable,
            melds,
            fillable: Some(fillable),
            whole,
        };
        self.standard_draws_by_search(counts, 0, &search)
    }

    /// [`Engine::capped_standard_draws`], or with `search.fillable` the restricted
    /// jokers'.
    fn standard_draws_by_search(
        &self,
        counts: &[u8; KINDS],
        reserved: u64,
        search: &Search,
    ) -> Option<u32> {
        // Where jokers may be fifth copies, a rank takes up to the most a hand's
        // jokers could add: copies beyond the four are joker-only slots.
        let most = match self.rules.jokers.fifth_copy {
            true => COPIES + crate::tiles::hand::MAX_TILES as u8,
            false => COPIES,
        };
        let caps: [u8; KINDS] = std::array::from_fn(|id| {
            let held_or_reserved = self.exposed.counts[id] + u8::from(reserved & 1 << id != 0);
            most.saturating_sub(held_or_reserved).max(counts[id])
        });
        if !self.rules.missing_suit {
            return self.draws_within(counts, &caps, search);
        }
        (0..3)
            .filter(|suit| self.exposed.suits & 1 << suit == 0)
            .filter_map(|suit| {
                let (mut counts, mut caps) = (*counts, caps);
                counts[9 * suit..9 * suit + 9].fill(0);
                caps[9 * suit..9 * suit + 9].fill(0);
                self.draws_within(&counts, &caps, search)
            })
            .min()
    }

    /// [`Engine::standard_draws_by_search`] with the caps given, no suit left out:
    /// each suit's parts, combined suit by suit.
    fn draws_within(
        &self,
        counts: &[u8; KINDS],
        caps: &[u8; KINDS],
        search: &Search,
    ) -> Option<u32> {
        let most = |n: u32| n.min(crate::tiles::hand::MAX_TILES as u32) as u8;
        // (melds, pairs, joker slots, fillable stand-ins) over the suits so far →
        // the fewest stand-ins (drawn ones and fillable ones beyond the jokers).
        let mut whole: HashMap<Part, u32> = HashMap::from_iter([(Part::EMPTY, 0)]);
        let limits = Part {
            melds: search.melds as u8,
            pairs: 1,
            joker_slots: most(search.jokers + search.drawable),
            fill: if search.fillable.is_some() {
                most(search.jokers)
            } else {
                0
            },
        };
        let keys = crate::tables::keys::suit_keys(counts);
        for (index, suit) in [Suit::Man, Suit::Pin, Suit::Sou, Suit::Honours]
            .into_iter()
            .enumerate()
        {
            let held = SuitHeld {
                index,
                suit,
                key: keys[index],
                counts,
                caps,
            };
            let parts = self.suit_parts_of(&held, search, limits);
            if !crate::budget::spend((whole.len() * parts.len()) as u64) {
                break;
            }
            whole = combined(&whole, &parts, &limits, search.whole);
        }
        let goal = |p: &Part| usize::from(p.melds) == search.melds && p.pairs == 1;
        // Restricted, the cost is the draws; else the jokers fill any stand-in.
        let jokers_fill = if search.fillable.is_some() {
            0
        } else {
            search.jokers
        };
        (whole.into_iter())
            .filter(|(part, _)| goal(part))
            .map(|(_, cost)| cost.saturating_sub(jokers_fill))
            .min()
    }

    /// One suit's parts: its table's where they are exact, else searched (and kept
    /// in the restricted suits' cache where jokers stand only for some kinds).
    fn suit_parts_of(
        &self,
        held: &SuitHeld<'_>,
        search: &Search,
        limits: Part,
    ) -> Arc<HashMap<Part, u32>> {
        let (index, suit, caps) = (held.index, held.suit, held.caps);
        let first = suit.first_id();
        let range = first..first + suit.ranks();
        let bits = |mask: u64| (mask >> first) & ((1 << suit.ranks()) - 1);
        let joker_ranks = bits(crate::rules::TileSet::of(&self.never_held).bits());
        let exposed = &self.exposed.counts;
        // No exposed copy, no reserved slot: each kind's four copies all drawable.
        let uncapped = caps[range.clone()].iter().all(|&c| c >= COPIES)
            && exposed[range.clone()].iter().all(|&c| c == 0);
        let counts = &held.counts[range.clone()];
        if let Some(as_fillable_parts) =
            self.suit_by_table(search, bits, counts, joker_ranks, uncapped)
        {
            let table = self.shanten_tables().suit(index);
            return Arc::new(match as_fillable_parts {
                true => fillable_table_parts(table, held.key, &limits),
                false => table_parts(table, held.key, search.melds),
            });
        }
        let ranks = Ranks {
            whole: search.whole,
            held: counts,
            caps: &caps[range.clone()],
            real: std::array::from_fn(|r| match joker_ranks >> r & 1 {
                1 => 0,
                _ => COPIES.saturating_sub(exposed.get(first + r).copied().unwrap_or(0)),
            }),
            fillable: search.fillable.map(bits),
        };
        let search_suit = || {
            let spec = SuitSpec::new(self.rules.table_rules(), suit);
            suit_parts(&spec, &ranks, limits)
        };
        // A suit holding a fifth copy (an exhausted wait judged) is rare: searched
        // afresh, never kept.
        let fifth = counts.iter().any(|&c| c > COPIES);
        if search.fillable.is_none() || fifth {
            return Arc::new(search_suit());
        }
        let key = PartsKey {
            suit: index as u8,
            held: std::array::from_fn(|r| counts.get(r).copied().unwrap_or(0)),
            caps: std::array::from_fn(|r| caps.get(first + r).copied().unwrap_or(0)),
            real: ranks.real,
            limits,
            whole: search.whole,
        };
        self.restricted_parts.parts(key, search_suit)
    }
}

/// One suit of a hand whose draws are searched: which, its table key, and the
/// hand's counts and caps (all kinds).
struct SuitHeld<'a> {
    index: usize,
    suit: Suit,
    key: usize,
    counts: &'a [u8; KINDS],
    caps: &'a [u8; KINDS],
}

/// The suits so far combined with one more suit's parts, within `limits`: the
/// cheapest way to each combined part (only costless ones where the hand must be
/// whole).
fn combined(
    whole: &HashMap<Part, u32>,
    parts: &HashMap<Part, u32>,
    limits: &Part,
    must_be_whole: bool,
) -> HashMap<Part, u32> {
    let mut next = HashMap::default();
    for (a, &a_cost) in whole {
        for (b, &b_cost) in parts {
            if let Some((part, overflow)) = a.with(b, limits) {
                let cost = a_cost + b_cost + overflow;
                if !must_be_whole || cost == 0 {
                    keep_least(&mut next, part, cost);
                }
            }
        }
    }
    next
}

impl Engine {
    /// Whether a suit's parts are its table's (`Some`), and whether as stand-ins a
    /// joker may fill (`Some(true)`) or as draws. Exact for a suit no cap binds,
    /// holding no fifth copy: with no restriction and no joker kind, the table's
    /// draws; restricted, its draws (targets of at most four of a kind, no joker
    /// kind's tile) where no kind of it is one a joker may stand for, and its draws
    /// and joker points (fewer missing tiles with some of them jokers) where every
    /// kind of it is.
    fn suit_by_table(
        &self,
        search: &Search,
        bits: impl Fn(u64) -> u64,
        held: &[u8],
        joker_ranks: u64,
        uncapped: bool,
    ) -> Option<bool> {
        if !uncapped || held.iter().any(|&c| c > COPIES) {
            return None;
        }
        let Some(fillable) = search.fillable else {
            return (joker_ranks == 0).then_some(false);
        };
        match bits(fillable) {
            0 => Some(false),
            all if all == bits(self.rules.tiles.bits()) => Some(true),
            _ => None,
        }
    }
}

/// What one standard-form search asks: the jokers, the melds, and (restricted
/// jokers) the kinds they may fill.
struct Search {
    jokers: u32,
    /// Jokers still in the wall: drawn, they fill slots only jokers can.
    drawable: u32,
    melds: usize,
    fillable: Option<u64>,
    /// Whether only targets keeping every tile at no draw count (a whole hand's
    /// check).
    whole: bool,
}

/// A suit's parts from its table, every stand-in one a joker may fill: its draws
/// (no tile only a joker can be), and its joker points (fewer missing tiles with up
/// to `u` of them jokers); at most `limits.fill` stand-ins counted in the part, the
/// rest paid as draws.
fn fillable_table_parts(table: &SuitShanten, key: usize, limits: &Part) -> HashMap<Part, u32> {
    let plain = table_parts(table, key, usize::from(limits.melds));
    let points = table.joker_points(key).iter().map(|point| {
        let part = Part {
            melds: point.target / 2,
            pairs: point.target % 2,
            joker_slots: point.jokers,
            ..Part::EMPTY
        };
        (part, u32::from(point.missing))
    });
    let mut parts = HashMap::default();
    for (part, stand_ins) in plain.into_iter().chain(points) {
        if part.melds > limits.melds || part.joker_slots > limits.joker_slots {
            continue;
        }
        let fill = stand_ins.min(u32::from(limits.fill));
        let part = Part {
            fill: fill as u8,
            ..part
        };
        keep_least(&mut parts, part, stand_ins - fill);
    }
    parts
}

/// One suit's ranks as the search reads them: held, the most slots, the slots real
/// tiles can fill (beyond them only jokers), and (restricted jokers) the ranks
/// jokers may fill, a bit per rank.
struct Ranks<'a> {
    /// Whether every held tile must be kept and nothing paid (see [`Search`]).
    whole: bool,
    held: &'a [u8],
    caps: &'a [u8],
    real: [u8; 9],
    fillable: Option<u64>,
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
                    ..Part::EMPTY
                };
                parts.insert(part, draws);
            }
        }
    }
    parts
}

/// Every part of a target one suit can hold within its caps and `limits`, with its
/// cost (stand-ins drawn, and fillable ones beyond the jokers): the ranks taken in
/// order, each starting some melds (those whose lowest rank it is) and perhaps the
/// pair, the slots it owes to melds started below it carried along.
fn suit_parts(spec: &SuitSpec, ranks: &Ranks, limits: Part) -> HashMap<Part, u32> {
    // (slots owed to each rank, the part so far) → the least cost.
    let mut states: HashMap<([u8; 9], Part), u32> =
        HashMap::from_iter([(([0; 9], Part::EMPTY), 0)]);
    let most = ranks.caps.iter().copied().max().unwrap_or(COPIES);
    for rank in 0..spec.ranks {
        let starting: Vec<&[usize; 3]> = spec.melds.iter().filter(|m| m[0] == rank).collect();
        let pair_here = spec.pairs.contains(&rank);
        let mut next = HashMap::default();
        // A step of the budget in force per state carried (a search bounded by a
        // server's deadline; its answer discarded when it runs out).
        if !crate::budget::spend(states.len() as u64) {
            break;
        }
        for (&(owed, part), &cost) in &states {
            let mut add = |owed: [u8; 9], part: Part, pair: bool| {
                let slots = owed[rank] + 2 * u8::from(pair);
                let Some((part, added)) = ranks.with_slots(rank, slots, part, pair, &limits) else {
                    return;
                };
                let mut owed = owed;
                owed[rank] = 0;
                keep_least(&mut next, (owed, part), cost + added);
            };
            for_each_start(
                &starting,
                owed,
                part,
                (limits.melds, most),
                &mut |owed, part| {
                    add(owed, part, false);
                    if pair_here && part.pairs == 0 {
                        add(owed, part, true);
                    }
                },
            );
        }
        states = next;
    }
    let mut parts = HashMap::default();
    for ((_, part), cost) in states {
        keep_least(&mut parts, part, cost);
    }
    parts
}

impl Ranks<'_> {
    /// `part` with `slots` slots of `rank` (the pair among them if `pair`), and the
    /// cost they add; `None` beyond a cap or a limit.
    fn with_slots(
        &self,
        rank: usize,
        slots: u8,
        part: Part,
        pair: bool,
        limits: &Part,
    ) -> Option<(Part, u32)> {
        let held = self.held[rank];
        if slots > self.caps[rank] || self.whole && slots < held {
            return None;
        }
        let stand_ins = slots.saturating_sub(held);
        let joker_only = slots.saturating_sub(self.real[rank].max(held));
        let mut part = Part {
            pairs: part.pairs + u8::from(pair),
            joker_slots: part.joker_slots + joker_only,
            ..part
        };
        let fillable = self.fillable.is_none_or(|f| f >> rank & 1 != 0);
        let added = match self.fillable {
            // Every stand-in is costed; the jokers are taken off at the end.
            None => u32::from(stand_ins),
            Some(_) if !fillable => {
                if joker_only > 0 {
                    return None;
                }
                u32::from(stand_ins)
            }
            Some(_) => {
                let fill = part.fill + stand_ins;
                part.fill = fill.min(limits.fill);
                u32::from(fill - part.fill)
            }
        };
        (part.within(limits) && !(self.whole && added > 0)).then_some((part, added))
    }
}

/// Calls `each` with every way of starting, beside `part`, some of the melds
/// `starting` (each any number of times, `most_melds` melds in all at most), their
/// slots added to `owed`.
fn for_each_start(
    starting: &[&[usize; 3]],
    owed: [u8; 9],
    part: Part,
    (most_melds, most_slots): (u8, u8),
    each: &mut dyn FnMut([u8; 9], Part),
) {
    let Some((meld, rest)) = starting.split_first() else {
        each(owed, part);
        return;
    };
    let (mut owed, mut part) = (owed, part);
    loop {
        for_each_start(rest, owed, part, (most_melds, most_slots), each);
        if part.melds == most_melds {
            return;
        }
        meld.iter().for_each(|&r| owed[r] += 1);
        part.melds += 1;
        // More slots of a rank than any cap allows.
        if meld.iter().any(|&r| owed[r] > most_slots) {
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
