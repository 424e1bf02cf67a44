//! Exhausted waits: a kind the hand holds four times is judged as if a fifth copy
//! existed. A suit key holds counts up to four, so the suit holding five is costed
//! apart; the other three suits are looked up as in any check. Where jokers may be
//! fifth copies, that suit's cost comes from its own table, a few lookups of the suit
//! with the five tiles' groups taken out ([`cost_with_five`]); the wait masks keep
//! that cost's step for every pattern, so most hands read it there
//! ([`Engine::exhausted_waits`]). Where jokers may not be fifth copies, a joker in
//! those groups would be a sixth copy the table cannot see, and a small search of the
//! suit (one suit, a hand's tiles at most) costs it.

use rustc_hash::FxHashMap;

use crate::engine::Engine;
use crate::forms::SPECIAL_FORM_TILES;
use crate::forms::eight_pairs::{EIGHT_PAIRS_TILES, seventeen_are_eight_pairs};
use crate::forms::pairs_and_triplet::PAIRS_AND_TRIPLET_TILES;
use crate::forms::seven_pairs::fourteen_are_seven_pairs;
use crate::tables::fifth_copy::{SuitShape, cost_with_five};
use crate::tables::keys::suit_keys;
use crate::tables::wait_masks::Entry;
use crate::tables::win::SuitCost;
use crate::tables::win::fewest_jokers;
use crate::tiles::tile::{COPIES, KINDS, Suit, Tile};

impl Engine {
    /// Of the kinds in `full` (held four times), those whose fifth copy would win.
    /// `size` is the hand's once drawn, `entries` the suits' wait-mask entries, and
    /// `waits` the kinds found by the masks and the special forms' counts. Where the
    /// masks describe a fifth copy (see `masks`) those are the answer; elsewhere each
    /// kind is costed apart.
    #[inline(always)]
    pub(super) fn exhausted_waits(
        &self,
        counts: &[u8; KINDS],
        jokers: u8,
        full: u64,
        size: usize,
        entries: &[Entry; 4],
        waits: u64,
    ) -> u64 {
        if full == 0 {
            return 0; // most hands: apart from the call below, which keeps its values
        }
        self.exhausted_of_fours(counts, jokers, full, size, entries, waits)
    }

    /// [`Engine::exhausted_waits`] of a hand holding a four.
    #[inline(never)]
    fn exhausted_of_fours(
        &self,
        counts: &[u8; KINDS],
        jokers: u8,
        full: u64,
        size: usize,
        entries: &[Entry; 4],
        waits: u64,
    ) -> u64 {
        if !self.masks_judge_fifth_copies(entries, full) {
            return self.fifth_copy_waits(counts, jokers, full, size);
        }
        let mut exhausted = waits & full;
        // Seven pairs and a triplet holding five: the masks and the counts leave it out.
        if size == PAIRS_AND_TRIPLET_TILES {
            exhausted |= with_each_fifth_copy(counts, full, |five, kind| {
                self.pairs_and_triplet_with_five(five, jokers, kind)
            });
        }
        exhausted
    }

    /// Whether the waits found from the masks and the special forms' counts hold for
    /// the fifth copies of the kinds in `full` (seven pairs and a triplet aside):
    /// where jokers may be fifth copies, the masks describe the suits holding them,
    /// and the knitted forms, which neither sees, are not played. Seven pairs' count
    /// judges a fifth copy as [`fourteen_are_seven_pairs`] does: an odd kind more;
    /// thirteen orphans never holds one.
    fn masks_judge_fifth_copies(&self, entries: &[Entry; 4], full: u64) -> bool {
        let described = |suit: Suit| {
            let ids = ((1u64 << suit.ranks()) - 1) << suit.first_id();
            full & ids == 0 || entries[suit as usize].describes_fifth_copies()
        };
        self.rules.jokers.fifth_copy
            && !self.knitted_forms()
            && Suit::ALL.into_iter().all(described)
    }

    /// Of the kinds in `full` (held four times), those whose fifth copy would win, each
    /// costed apart. `size` is the hand's once drawn.
    pub(super) fn fifth_copy_waits(
        &self,
        counts: &[u8; KINDS],
        jokers: u8,
        full: u64,
        size: usize,
    ) -> u64 {
        with_each_fifth_copy(counts, full, |five, kind| {
            self.wins_with_fifth_copy(five, jokers, kind, size)
        })
    }

    /// Whether `counts` (the kind `kind` held five times) and `jokers`, `size` tiles in
    /// all, make a win: real tiles as they are; without fifth copies, no joker stands
    /// for a kind whose four copies are all real.
    pub(crate) fn wins_with_fifth_copy(
        &self,
        counts: &[u8; KINDS],
        jokers: u8,
        kind: Tile,
        size: usize,
    ) -> bool {
        // The counts' keys (a digit of 5 included) are 0 exactly for the suits not held;
        // built only where 缺一门 reads them.
        if self.rules.missing_suit && !self.keeps_suit_rule(&suit_keys(counts)) {
            return false;
        }
        if self.exposed_limits_bind(jokers) {
            // Jokers within the melds' copies: the tables cannot see those.
            return self.rules.standard && self.has_standard_within_limits(counts, jokers);
        }
        self.rules.standard && self.standard_with_five(counts, jokers, kind)
            // Five copies pair up only with a joker as the fifth copy's partner.
            || self.rules.jokers.fifth_copy
                && (size == SPECIAL_FORM_TILES
                    && fourteen_are_seven_pairs(counts, jokers, self.seven_pairs)
                    || size == PAIRS_AND_TRIPLET_TILES
                        && self.pairs_and_triplet_with_five(counts, jokers, kind))
            // Five copies are two pairs and the lone tile: no joker stands for the kind.
            || size == EIGHT_PAIRS_TILES
                && seventeen_are_eight_pairs(counts, jokers, self.eight_pairs)
            || self.knitted_straight_with_five(counts, jokers, kind)
    }

    /// 组合龙 of `counts` (the kind `kind` held five times): the rest beside a knitted
    /// set holds it four or five times.
    fn knitted_straight_with_five(&self, counts: &[u8; KINDS], jokers: u8, kind: Tile) -> bool {
        self.rules.knitted_straight
            && crate::forms::knitted::straight_rests(counts, jokers).any(|(_, rest, jokers)| {
                if rest[kind.id()] > COPIES {
                    self.standard_with_five(&rest, jokers, kind)
                } else {
                    self.is_standard_win_of_counts(&rest, jokers)
                }
            })
    }

    /// The standard form of `counts` (the kind `kind` held five times) and `jokers`:
    /// the suit holding the five by a search of its own, the others by the tables.
    fn standard_with_five(&self, counts: &[u8; KINDS], jokers: u8, kind: Tile) -> bool {
        let suit = kind.suit();
        let ranks = suit.first_id()..suit.first_id() + suit.ranks();
        // The keys with the kind held four times: every suit's key in range.
        let mut four = *counts;
        four[kind.id()] = COPIES;
        let keys = suit_keys(&four);
        let mut costs = self.suit_costs(&keys);
        let shapes = self.suit_shapes();
        let shape = &shapes[suit as usize];
        if shape.fifth_copy {
            let rank = kind.id() - suit.first_id();
            let (s, held) = (suit as usize, &counts[ranks]);
            costs[s] = self.suit_cost_with_five(s, shape, held, keys[s], rank);
            return fewest_jokers(&costs, true) <= u32::from(jokers);
        }
        // Jokers the other suits need without the pair, and the least extra for it there.
        let elsewhere = (0..4).filter(|&s| s != suit as usize).map(|s| costs[s]);
        let without: i64 = elsewhere.clone().map(|c| i64::from(c.without_pair)).sum();
        let pair_elsewhere = elsewhere
            .map(|c| i64::from(c.with_pair) - i64::from(c.without_pair))
            .min()
            .expect("three suits");
        let mut search = SuitSearch::new(shape, &counts[ranks]);
        let mut fits = |pair, needed_elsewhere| {
            u32::try_from(i64::from(jokers) - needed_elsewhere)
                .is_ok_and(|budget| search.fits(pair, budget))
        };
        fits(true, without) || fits(false, without + pair_elsewhere)
    }

    /// One suit's cost where it holds `rank` five times (`held`), from its table:
    /// [`cost_with_five`] with this engine's lookups. `key_with_four` is the suit's key
    /// with the rank held four times.
    fn suit_cost_with_five(
        &self,
        suit: usize,
        shape: &SuitShape,
        held: &[u8],
        key_with_four: usize,
        rank: usize,
    ) -> SuitCost {
        let lookup = |key| self.tables.lookup(suit, key);
        cost_with_five(lookup, &shape.five, held, key_with_four, rank)
    }

    /// Whether `counts` (the kind `kind` held five times) and `jokers`, 17 tiles in
    /// all, make seven pairs and a triplet: only where a four is two pairs, the five as
    /// three pairs with a joker, the other tiles as four pairs and the triplet.
    fn pairs_and_triplet_with_five(&self, counts: &[u8; KINDS], jokers: u8, kind: Tile) -> bool {
        crate::forms::pairs_and_triplet::wins_with_five(
            counts,
            jokers,
            kind.id(),
            self.pairs_and_triplet,
        )
    }
}

/// Of the kinds in `full` (held four times), those for which `wins` holds of the
/// counts with that kind's fifth copy added.
fn with_each_fifth_copy(
    counts: &[u8; KINDS],
    full: u64,
    mut wins: impl FnMut(&[u8; KINDS], Tile) -> bool,
) -> u64 {
    let mut exhausted = 0;
    let mut left = full;
    while left != 0 {
        let id = left.trailing_zeros() as usize;
        left &= left - 1;
        let mut five = *counts;
        five[id] += 1;
        let kind = Tile::from_id(id).expect("a bit of a 34-bit set");
        if wins(&five, kind) {
            exhausted |= 1 << id;
        }
    }
    exhausted
}

/// Whether one suit's tiles complete with at most a given number of jokers, by trying
/// every group for the lowest tile left: its real tiles where the pattern holds them
/// (using a joker instead never saves one), jokers elsewhere, each kind's jokers within
/// its cap. Each group takes a real tile, and a state (tiles and caps left, pair owed)
/// that failed with some budget is not searched again with one as small: a few
/// thousand states at most.
struct SuitSearch<'a> {
    shape: &'a SuitShape,
    /// The largest budget each state failed with.
    failed: FxHashMap<u64, u32>,
    counts: [u8; 9],
    /// Jokers that may still stand for each rank.
    caps: [u8; 9],
}

impl<'a> SuitSearch<'a> {
    fn new(shape: &'a SuitShape, counts: &[u8]) -> SuitSearch<'a> {
        let mut search = SuitSearch {
            shape,
            failed: FxHashMap::default(),
            counts: [0; 9],
            caps: [0; 9],
        };
        search.counts[..counts.len()].copy_from_slice(counts);
        for (cap, &count) in search.caps.iter_mut().zip(counts) {
            *cap = if shape.fifth_copy {
                u8::MAX
            } else {
                COPIES.saturating_sub(count)
            };
        }
        search
    }

    /// Whether the tiles left make melds, and a pair when `pair`, with at most
    /// `budget` jokers.
    fn fits(&mut self, pair: bool, budget: u32) -> bool {
        let state = self.state(pair);
        if self
            .failed
            .get(&state)
            .is_some_and(|&failed| budget <= failed)
        {
            return false;
        }
        let fits = self.search(pair, budget);
        if !fits {
            self.failed.insert(state, budget);
        }
        fits
    }

    /// Three bits per rank's count (0..=5) and cap (0..=4), and the pair.
    fn state(&self, pair: bool) -> u64 {
        let caps = if self.shape.fifth_copy {
            [0; 9]
        } else {
            self.caps
        };
        let pack = |values: [u8; 9]| {
            values
                .iter()
                .rev()
                .fold(0u64, |bits, &v| bits << 3 | u64::from(v))
        };
        pack(self.counts) | pack(caps) << 27 | u64::from(pair) << 54
    }

    fn search(&mut self, pair: bool, budget: u32) -> bool {
        let Some(lowest) = self.counts.iter().position(|&c| c > 0) else {
            let joker_pair = (0..9).any(|r| self.shape.pairs & 1 << r != 0 && self.caps[r] >= 2);
            return !pair || budget >= 2 && joker_pair;
        };
        let shape = self.shape;
        for meld in &shape.melds_at[lowest] {
            if self.fits_after(meld, pair, budget) {
                return true;
            }
        }
        pair && shape.pairs & 1 << lowest != 0 && self.fits_after(&[lowest; 2], false, budget)
    }

    /// Takes `group` out (real tiles first, then jokers), searches on, puts it back.
    fn fits_after(&mut self, group: &[usize], pair: bool, budget: u32) -> bool {
        let mut stood_in = [false; 3];
        let mut filled = 0;
        let mut jokers = 0;
        for (slot, &rank) in group.iter().enumerate() {
            if self.counts[rank] > 0 {
                self.counts[rank] -= 1;
            } else if self.caps[rank] > 0 && jokers < budget {
                self.caps[rank] -= 1;
                stood_in[slot] = true;
                jokers += 1;
            } else {
                break;
            }
            filled += 1;
        }
        let found = filled == group.len() && self.fits(pair, budget - jokers);
        for (slot, &rank) in group.iter().enumerate().take(filled) {
            if stood_in[slot] {
                self.caps[rank] += 1;
            } else {
                self.counts[rank] += 1;
            }
        }
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::fifth_copy::FiveShape;
    use crate::tables::keys::{POW5, key};
    use crate::tables::spec::SuitSpec;

    /// The table's cost of a suit holding a rank five times equals the suit search's,
    /// for every pattern of up to 17 tiles (the fifth copy included: a waiting hand
    /// holds 16 at most) and both pair choices, under every distinct suit of the
    /// built-in rules where jokers may be fifth copies.
    #[test]
    fn table_costs_with_five_equal_the_search() {
        let mut specs = std::collections::HashSet::new();
        let mut checked = 0;
        for (_, engine) in crate::test_support::engines_with_258() {
            for suit in Suit::ALL {
                let spec = SuitSpec::new(engine.rules.table_rules(), suit);
                if !spec.fifth_copy || !specs.insert(spec) {
                    continue;
                }
                checked += every_five_equals_the_search(&engine, suit);
            }
        }
        // Number suits with and without 2-5-8 pairs, honours with and without runs.
        assert!(
            specs.len() >= 5 && checked > 1_400_000,
            "{} {checked}",
            specs.len()
        );
    }

    /// The shape the wait masks read from a table is the one the rules' melds and
    /// pairs give, for every suit of every built-in rule set.
    #[test]
    fn shapes_read_from_tables_are_the_rules_shapes() {
        for name in crate::BUILTIN_RULES {
            let engine = Engine::builtin(name).expect("built in");
            for suit in Suit::ALL {
                let table = engine.tables.suit_table_bytes(suit as usize);
                let from_rules = SuitShape::new(engine.rules(), suit).five;
                assert_eq!(FiveShape::of_table(table), from_rules, "{name} {suit:?}");
            }
        }
    }

    /// Checks every pattern of `suit` with a rank held five times; returns how many.
    fn every_five_equals_the_search(engine: &Engine, suit: Suit) -> usize {
        let shape = SuitShape::new(engine.rules(), suit);
        let ranks = suit.ranks();
        let mut checked = 0;
        let in_play = |rank: usize| {
            let tile = Tile::from_id(suit.first_id() + rank).expect("an id");
            engine.rules.tiles.contains(tile)
        };
        for rank in (0..ranks).filter(|&rank| in_play(rank)) {
            for others in 0..5usize.pow(ranks as u32 - 1) {
                let mut held = [0u8; 9];
                let digits = (0..ranks).filter(|&r| r != rank);
                for (i, r) in digits.enumerate() {
                    held[r] = (others / 5usize.pow(i as u32) % 5) as u8;
                }
                held[rank] = 5;
                let playable = (0..ranks).all(|r| held[r] == 0 || in_play(r));
                if held.iter().map(|&c| u32::from(c)).sum::<u32>() > 17 || !playable {
                    continue;
                }
                let key_with_four = key(&held[..ranks]) - POW5[rank] as usize;
                let (s, held_here) = (suit as usize, &held[..ranks]);
                let cost = engine.suit_cost_with_five(s, &shape, held_here, key_with_four, rank);
                let mut search = SuitSearch::new(&shape, &held[..ranks]);
                let mut least = |pair| {
                    (0..SuitCost::IMPOSSIBLE)
                        .find(|&budget| search.fits(pair, budget))
                        .unwrap_or(SuitCost::IMPOSSIBLE)
                };
                let searched = (least(false), least(true));
                assert_eq!(
                    (cost.without_pair, cost.with_pair),
                    searched,
                    "{suit:?} {held:?}"
                );
                checked += 1;
            }
        }
        checked
    }
}
