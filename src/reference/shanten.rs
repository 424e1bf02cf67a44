//! The reference shanten: a plain search over targets, independent of the tables.
//!
//! The standard form is searched tile by tile: the lowest real tile left is either
//! discarded or put in a group (a meld or the pair) that takes the real tiles it can,
//! stand-ins filling its other slots; groups of stand-ins alone come last. A stand-in
//! is a drawn tile or a joker: a kind can be drawn only up to its four copies, counting
//! those the hand holds, so the rest must be jokers, which must suffice. The seven
//! pairs, thirteen orphans and seven-pairs-and-a-triplet targets are enumerated kind by
//! kind.

use super::Reference;
use crate::hand::Hand;
use crate::rules::SevenPairs;
use crate::shanten::Shanten;
use crate::tile::{COPIES, KINDS, Tile};

impl Reference {
    /// The shanten of `hand` (3n+1 or 3n+2 tiles) in each form, by search. A test
    /// oracle: it takes the hand as given (no size, kind or joker limit checked) and
    /// panics on a hand of 3n tiles. Tiles of the rules' joker kinds are jokers, and
    /// may be drawn as jokers.
    ///
    /// ```
    /// use hupai::{reference::Reference, rules::Rules};
    /// let reference = Reference::new(&Rules::default());
    /// let shanten = reference.shanten_forms(&"123m456p789s112zJJ".parse()?);
    /// assert_eq!(shanten.standard, Some(-1));
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn shanten_forms(&self, hand: &Hand) -> Shanten {
        assert!(
            !hand.len().is_multiple_of(3),
            "shanten needs 3n+1 or 3n+2 tiles"
        );
        // The rules' joker kinds (红中) are jokers, and the copies the hand does not
        // hold may be drawn as jokers, within the joker limit.
        let kinds = &self.rules.jokers.kinds;
        let copies: u32 = kinds
            .iter()
            .map(|&k| u32::from(COPIES - hand.count(k)))
            .sum();
        let hand = hand.with_joker_kinds(kinds);
        let room = (self.rules.jokers.max).map_or(u32::MAX, |max| {
            u32::from(max).saturating_sub(hand.jokers().into())
        });
        let mut least = self.shanten_drawing_jokers(&hand, 0);
        for drawn in 1..=copies.min(room) {
            // Drawing more jokers than the best takes draws cannot do better.
            if least
                .best()
                .is_some_and(|best| i64::from(drawn) > i64::from(best) + 1)
            {
                break;
            }
            least = least.least_of(self.shanten_drawing_jokers(&hand, drawn));
        }
        least
    }

    /// The shanten of `hand` (joker kinds already jokers) in each form when `drawn`
    /// of its draws are jokers and the rest real tiles.
    fn shanten_drawing_jokers(&self, hand: &Hand, drawn: u32) -> Shanten {
        if self.rules.missing_suit {
            let each = (self.suits_given_up.iter()).map(|r| r.shanten_drawing_jokers(hand, drawn));
            return each.reduce(Shanten::least_of).expect("three suits");
        }
        let melds = hand.len() / 3;
        let (counts, jokers) = (hand.counts(), u32::from(hand.jokers()) + drawn);
        // Stand-ins beyond the jokers are real draws.
        let shanten = |missing: u32| (drawn + missing.saturating_sub(jokers)) as i8 - 1;
        // The special forms are of a concealed hand: of 14 tiles, or of 17.
        let special = |of_melds: usize, missing: Option<u32>| {
            let concealed = melds == of_melds && self.exposed_melds == 0;
            missing.filter(|_| concealed).map(shanten)
        };
        Shanten {
            standard: self.standard_missing(counts, jokers, melds).map(shanten),
            seven_pairs: special(4, self.seven_pairs_missing(counts)),
            thirteen_orphans: special(4, self.orphans_missing(counts)),
            pairs_and_triplet: special(5, self.pairs_and_triplet_missing(counts)),
            honours_and_knitted: special(4, self.honours_and_knitted_missing(counts, false)),
            greater_honours_and_knitted: special(4, self.honours_and_knitted_missing(counts, true)),
            knitted_straight: (melds >= 3)
                .then(|| self.knitted_straight_missing(counts, jokers, melds))
                .flatten()
                .map(shanten),
        }
    }

    /// 全不靠 (`greater`: 七星不靠): every target of 14 different kinds of honours and
    /// one knitted set (for 七星不靠, all seven honours), each kind in play; the fewest
    /// not held.
    fn honours_and_knitted_missing(&self, counts: &[u8; KINDS], greater: bool) -> Option<u32> {
        if !self.rules.honours_and_knitted {
            return None;
        }
        let honours: Vec<usize> = (27..34).collect();
        let mut fewest = None::<u32>;
        for set in crate::knitted::KNITTED_SETS {
            let kinds: Vec<usize> = set.iter().chain(&honours).copied().collect();
            // Leave two of the sixteen out (for 七星不靠, two of the set's nine).
            for first in 0..kinds.len() {
                for second in first + 1..kinds.len() {
                    if greater && (first >= 9 || second >= 9) {
                        continue;
                    }
                    let target = (0..kinds.len()).filter(|&i| i != first && i != second);
                    let target: Vec<usize> = target.map(|i| kinds[i]).collect();
                    if !target.iter().all(|&k| self.rules.tiles.contains_id(k)) {
                        continue;
                    }
                    let missing = target.iter().filter(|&&k| counts[k] == 0).count() as u32;
                    fewest = Some(fewest.map_or(missing, |f| f.min(missing)));
                }
            }
        }
        fewest
    }

    /// 组合龙: per knitted set, its nine tiles (those not held are stand-ins) and the
    /// fewest stand-ins for melds and a pair of the rest, by the standard search.
    fn knitted_straight_missing(
        &self,
        counts: &[u8; KINDS],
        jokers: u32,
        melds: usize,
    ) -> Option<u32> {
        if !self.rules.knitted_straight {
            return None;
        }
        (crate::knitted::KNITTED_SETS.iter())
            .filter_map(|set| {
                let (rest, missing) = crate::knitted::without_set(counts, set);
                Some(u32::from(missing) + self.standard_missing(&rest, jokers, melds - 3)?)
            })
            .min()
    }

    /// The fewest stand-ins a target of `melds` melds and a pair needs, with the
    /// stand-ins that cannot be drawn no more than `jokers`.
    fn standard_missing(&self, counts: &[u8; KINDS], jokers: u32, melds: usize) -> Option<u32> {
        let mut search = Exchange {
            reference: self,
            held: *counts,
            left: *counts,
            slots: [0; KINDS],
            stand_ins: [0; KINDS],
            jokers,
            best: u32::MAX,
        };
        let real = counts.iter().map(|&c| u32::from(c)).sum();
        search.run(melds, 1, real, 0);
        (search.best != u32::MAX).then_some(search.best)
    }

    /// Seven pairs: for each kind in play, none, one pair or (where four of a kind is
    /// two pairs) two pairs of it; the fewest stand-ins for exactly seven.
    fn seven_pairs_missing(&self, counts: &[u8; KINDS]) -> Option<u32> {
        let copies: &[u8] = match self.rules.seven_pairs {
            SevenPairs::Off => return None,
            SevenPairs::Distinct => &[0, 2],
            SevenPairs::FourAsTwoPairs => &[0, 2, 4],
        };
        // fewest[p]: the fewest stand-ins for p pairs among the kinds seen so far.
        let mut fewest = [u32::MAX; 8];
        fewest[0] = 0;
        for kind in (0..KINDS).filter(|&k| self.rules.tiles.contains_id(k)) {
            let mut next = fewest;
            for (pairs, &cost) in fewest.iter().enumerate().filter(|(_, c)| **c != u32::MAX) {
                for &n in &copies[1..] {
                    let to = pairs + usize::from(n / 2);
                    if to <= 7 {
                        let missing = u32::from(n.saturating_sub(counts[kind]));
                        next[to] = next[to].min(cost + missing);
                    }
                }
            }
            fewest = next;
        }
        (fewest[7] != u32::MAX).then_some(fewest[7])
    }

    /// Seven pairs and a triplet: for each kind in play, none, one pair, two pairs
    /// (where four of a kind is two pairs) or the triplet (while none is taken); the
    /// fewest stand-ins for exactly seven pairs and one triplet.
    fn pairs_and_triplet_missing(&self, counts: &[u8; KINDS]) -> Option<u32> {
        let copies: &[u8] = match self.rules.pairs_and_triplet {
            SevenPairs::Off => return None,
            SevenPairs::Distinct => &[2],
            SevenPairs::FourAsTwoPairs => &[2, 4],
        };
        // fewest[t][p]: the fewest stand-ins for p pairs and t triplets among the kinds
        // seen so far.
        let mut fewest = [[u32::MAX; 8]; 2];
        fewest[0][0] = 0;
        for kind in (0..KINDS).filter(|&k| self.rules.tiles.contains_id(k)) {
            let held = counts[kind];
            let mut next = fewest;
            for (triplets, row) in fewest.iter().enumerate() {
                for (pairs, &cost) in row.iter().enumerate() {
                    if cost == u32::MAX {
                        continue;
                    }
                    let mut offer = |t: usize, p: usize, n: u8| {
                        if t < 2 && p < 8 {
                            let missing = u32::from(n.saturating_sub(held));
                            next[t][p] = next[t][p].min(cost + missing);
                        }
                    };
                    for &n in copies {
                        offer(triplets, pairs + usize::from(n / 2), n);
                    }
                    offer(triplets + 1, pairs, 3);
                }
            }
            fewest = next;
        }
        (fewest[1][7] != u32::MAX).then_some(fewest[1][7])
    }

    /// Thirteen orphans: one of each orphan, one of them twice; the fewest stand-ins
    /// over the choice of the doubled kind.
    fn orphans_missing(&self, counts: &[u8; KINDS]) -> Option<u32> {
        let orphans: Vec<usize> = Tile::all()
            .filter(|t| t.is_orphan())
            .map(|t| t.id())
            .collect();
        if !self.rules.thirteen_orphans || !orphans.iter().all(|&k| self.rules.tiles.contains_id(k))
        {
            return None;
        }
        orphans
            .iter()
            .map(|&doubled| {
                orphans
                    .iter()
                    .map(|&k| u32::from((1 + u8::from(k == doubled)).saturating_sub(counts[k])))
                    .sum()
            })
            .min()
    }
}

/// One standard-form search: real tiles left, and the target built so far.
struct Exchange<'a> {
    reference: &'a Reference,
    held: [u8; KINDS],
    left: [u8; KINDS],
    /// Slots of each kind in the target so far.
    slots: [u8; KINDS],
    /// Of those, the slots a stand-in fills.
    stand_ins: [u8; KINDS],
    jokers: u32,
    /// The fewest stand-ins of any feasible target found.
    best: u32,
}

impl Exchange<'_> {
    fn run(&mut self, melds: usize, pairs: usize, real_left: u32, stand_ins: u32) {
        // Every slot still open takes a real tile at best.
        let open = (3 * melds + 2 * pairs) as u32;
        if stand_ins + open.saturating_sub(real_left) >= self.best {
            return;
        }
        let lowest = (0..KINDS).find(|&k| self.left[k] > 0);
        let Some(kind) = lowest.filter(|_| open > 0) else {
            if self.stand_ins_alone(melds, pairs, 0) {
                self.best = stand_ins + open;
            }
            return;
        };
        for group in self.groups_with(kind, melds, pairs) {
            let real = self.place(&group);
            if self.within_limits() {
                let used = real.iter().filter(|&&r| r).count() as u32;
                let is_pair = group.len() == 2;
                let (melds, pairs) = (melds - usize::from(!is_pair), pairs - usize::from(is_pair));
                self.run(
                    melds,
                    pairs,
                    real_left - used,
                    stand_ins + group.len() as u32 - used,
                );
            }
            self.remove(&group, &real);
        }
        self.left[kind] -= 1;
        self.run(melds, pairs, real_left - 1, stand_ins);
        self.left[kind] += 1;
    }

    /// The melds (while any are open) and the pair (while open, where allowed) that
    /// hold `kind`.
    fn groups_with(&self, kind: usize, melds: usize, pairs: usize) -> Vec<Vec<usize>> {
        let melds = self.reference.melds_with[kind]
            .iter()
            .filter(|_| melds > 0)
            .map(|m| m.to_vec());
        let pair = (pairs > 0 && self.reference.pair_allowed(kind)).then(|| vec![kind, kind]);
        melds.chain(pair).collect()
    }

    /// Puts `group` in the target, real tiles where any are left; says which slots
    /// took one.
    fn place(&mut self, group: &[usize]) -> [bool; 3] {
        let mut real = [false; 3];
        for (slot, &kind) in group.iter().enumerate() {
            self.slots[kind] += 1;
            real[slot] = self.left[kind] > 0;
            if real[slot] {
                self.left[kind] -= 1;
            } else {
                self.stand_ins[kind] += 1;
            }
        }
        real
    }

    /// Undoes [`Exchange::place`].
    fn remove(&mut self, group: &[usize], real: &[bool; 3]) {
        for (slot, &kind) in group.iter().enumerate() {
            self.slots[kind] -= 1;
            if real[slot] {
                self.left[kind] += 1;
            } else {
                self.stand_ins[kind] -= 1;
            }
        }
    }

    /// Whether `melds` melds and `pairs` pairs of stand-ins alone can join the target
    /// with every limit kept (groups tried in one order, from index `from`, so each
    /// set of groups once).
    fn stand_ins_alone(&mut self, melds: usize, pairs: usize, from: usize) -> bool {
        if melds == 0 && pairs == 0 {
            return self.within_limits();
        }
        let groups: Vec<Vec<usize>> = if melds > 0 {
            self.reference.melds_in_play().map(|m| m.to_vec()).collect()
        } else {
            let pairs = (0..KINDS).filter(|&k| self.reference.pair_allowed(k));
            pairs.map(|k| vec![k, k]).collect()
        };
        for (index, group) in groups.iter().enumerate().skip(from) {
            for &kind in group {
                self.slots[kind] += 1;
                self.stand_ins[kind] += 1;
            }
            let is_pair = group.len() == 2;
            let (melds_left, pairs_left) =
                (melds - usize::from(!is_pair), pairs - usize::from(is_pair));
            let next = if melds_left > 0 { index } else { 0 };
            let found = self.within_limits() && self.stand_ins_alone(melds_left, pairs_left, next);
            for &kind in group {
                self.slots[kind] -= 1;
                self.stand_ins[kind] -= 1;
            }
            if found {
                return true;
            }
        }
        false
    }

    /// The target so far breaks no limit: four of a kind at most where jokers may
    /// not be fifth copies, and no more undrawable stand-ins than jokers.
    fn within_limits(&self) -> bool {
        let undrawable: u32 = (0..KINDS)
            .map(|k| u32::from(self.stand_ins[k].saturating_sub(COPIES - self.held[k])))
            .sum();
        let fifth =
            !self.reference.rules.jokers.fifth_copy && self.slots.iter().any(|&s| s > COPIES);
        undrawable <= self.jokers && !fifth
    }
}
