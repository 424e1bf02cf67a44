//! The reference shanten: a plain search over targets, independent of the tables.
//!
//! A target is a winning arrangement of the hand's size: per kind, how many slots it
//! has. Slots the hand's real tiles do not fill are stand-ins, each a draw or a joker.
//! A stand-in can be a drawn real tile only while the kind has copies the hand does
//! not hold (four in all) and is no joker kind (drawn, a joker kind is a joker); the
//! rest must be jokers, those held or drawn. So a target is within reach when
//!
//! - every slot is of a kind in play, and where jokers may not be fifth copies no
//!   kind has more than four slots counting the exposed melds' copies;
//! - its stand-ins that cannot be real draws are no more than the jokers held plus
//!   the jokers the hand may still draw (the joker kinds' copies it does not hold,
//!   within the rules' joker limit);
//!
//! and it costs `max(0, stand-ins − jokers held)` draws: each drawn joker is one draw
//! and fills one stand-in, as a real draw would. The shanten is the fewest draws over
//! the targets within reach, minus one.
//!
//! The standard form is searched tile by tile: the lowest real tile left is either
//! discarded or put in a group (a meld or the pair) that takes the real tiles it can,
//! stand-ins filling its other slots; groups of stand-ins alone come last. The other
//! forms are enumerated, or built kind by kind.

use super::Reference;
use crate::rules::SevenPairs;
use crate::shanten::Shanten;
use crate::tiles::hand::Hand;
use crate::tiles::tile::{COPIES, KINDS, Tile};

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
        self.shanten_forms_capped(hand, [u32::MAX; 2])
    }

    /// [`Reference::shanten_forms`], the searches of the standard form and of 组合龙
    /// stopping at `below`: their shanten is exact where less than `below`, and
    /// otherwise `below` (meaning `below` or more, or no target within reach; the
    /// other forms are always exact). Asking whether a hand is under a shanten, the
    /// searches prune from their first step instead of from the first target found.
    ///
    /// ```
    /// use hupai::{reference::Reference, rules::Rules};
    /// let reference = Reference::new(&Rules::default());
    /// let hand = "1m4m7m1p4p7p1s4s7s1z2z3z4z".parse()?;
    /// assert_eq!(reference.shanten_forms(&hand).standard, Some(8));
    /// assert_eq!(reference.shanten_forms_below(&hand, 3).standard, Some(3));
    /// assert_eq!(reference.shanten_forms_below(&hand, 9).standard, Some(8));
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn shanten_forms_below(&self, hand: &Hand, below: i8) -> Shanten {
        self.shanten_forms_capped(hand, [draws_of(Some(below)); 2])
    }

    /// The reference's shanten of `hand`, checking a `claimed` one (the engine's): the
    /// searches of the standard form and of 组合龙 stop one past the claim, so each
    /// form's answer equals the claim exactly when the claim is right (lower when a
    /// better target was missed, the claim plus one when a claimed target is not
    /// there), at a fraction of the searches' cost.
    ///
    /// ```
    /// use hupai::{Engine, reference::Reference};
    /// let engine = Engine::standard();
    /// let hand = "147m147p147s1234z".parse()?;
    /// let claimed = engine.shanten_forms(&hand)?;
    /// assert_eq!(Reference::new(engine.rules()).shanten_forms_checking(&hand, &claimed), claimed);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn shanten_forms_checking(&self, hand: &Hand, claimed: &Shanten) -> Shanten {
        let past = |claim: Option<i8>| draws_of(claim.map(|s| s + 1));
        self.shanten_forms_capped(
            hand,
            [past(claimed.standard), past(claimed.knitted_straight)],
        )
    }

    /// The shanten in each form, the searches of the standard form and of 组合龙
    /// stopping at `caps` draws.
    fn shanten_forms_capped(&self, hand: &Hand, caps: [u32; 2]) -> Shanten {
        assert!(
            !hand.len().is_multiple_of(3),
            "shanten needs 3n+1 or 3n+2 tiles"
        );
        let kinds = &self.rules.jokers.kinds;
        let four_each: u32 = kinds
            .iter()
            .map(|&k| u32::from(COPIES - hand.count(k)))
            .sum();
        let hand = self.as_judged(hand);
        let jokers = u32::from(hand.jokers());
        // Where the wall's copies of the one joker kind are counted, every joker held
        // is one of them.
        let copies_left = match self.rules.jokers.copies {
            Some(copies) => u32::from(copies).saturating_sub(jokers),
            None => four_each,
        };
        let room =
            (self.rules.jokers.max).map_or(u32::MAX, |max| u32::from(max).saturating_sub(jokers));
        let budget = Budget {
            reference: self,
            held: *hand.counts(),
            jokers,
            joker_budget: jokers + copies_left.min(room),
            joker_kinds: self.never_held(),
            fillable: self.joker_may_stand_for(),
            caps,
        };
        self.shanten_within(&budget, hand.len() / 3)
    }

    /// Where jokers stand only for some kinds: whether the whole hand `counts` and
    /// `jokers` makes seven pairs, thirteen orphans, seven pairs and a triplet, eight
    /// pairs, each as a target no draw is short of (sizes not checked).
    pub(crate) fn restricted_special_forms(&self, counts: &[u8; KINDS], jokers: u32) -> [bool; 4] {
        let budget = Budget {
            reference: self,
            held: *counts,
            jokers,
            joker_budget: jokers,
            joker_kinds: self.never_held(),
            fillable: self.joker_may_stand_for(),
            caps: [u32::MAX; 2],
        };
        let made = |draws: Option<u32>| draws == Some(0);
        [
            made(budget.seven_pairs()),
            made(budget.orphans()),
            made(budget.pairs_and_triplet()),
            made(budget.eight_pairs()),
        ]
    }

    /// The kinds no hand holds as themselves, one bit per id: the joker kinds, but
    /// where a stand-in plays the one joker kind's natural tile, the stand-in.
    fn never_held(&self) -> u64 {
        let jokers = &self.rules.jokers;
        match (jokers.stand_in, &jokers.kinds[..]) {
            (Some(stand_in), [_]) => 1 << stand_in.id(),
            _ => jokers.kinds.iter().fold(0, |bits, k| bits | 1 << k.id()),
        }
    }

    /// The shanten in each form of a hand of `melds` melds' size (3n+1 or 3n+2).
    fn shanten_within(&self, budget: &Budget, melds: usize) -> Shanten {
        if self.rules.missing_suit {
            let each = (self.suits_given_up.iter()).map(|r| {
                let budget = Budget {
                    reference: r,
                    ..*budget
                };
                r.shanten_within(&budget, melds)
            });
            return each.reduce(Shanten::least_of).expect("three suits");
        }
        let shanten = |stand_ins: u32| budget.shanten(stand_ins);
        // The special forms are of a concealed hand: of 14 tiles, or of 17.
        let concealed = |of_melds: usize| melds == of_melds && self.exposed_melds == 0;
        let special = |of_melds: usize, form: &dyn Fn() -> Option<u32>| {
            concealed(of_melds).then(form).flatten().map(shanten)
        };
        Shanten {
            standard: (self.rules.standard)
                .then(|| budget.standard(melds, &[]))
                .flatten()
                .map(shanten),
            seven_pairs: special(4, &|| budget.seven_pairs()),
            thirteen_orphans: special(4, &|| budget.orphans()),
            pairs_and_triplet: special(5, &|| budget.pairs_and_triplet()),
            honours_and_knitted: special(4, &|| budget.honours_and_knitted(false)),
            greater_honours_and_knitted: special(4, &|| budget.honours_and_knitted(true)),
            knitted_straight: (melds >= 3)
                .then(|| budget.knitted_straight(melds))
                .flatten()
                .map(shanten),
            eight_pairs: special(5, &|| budget.eight_pairs()),
        }
    }
}

/// What a hand can spend on a target: its real tiles, its jokers, and the jokers it
/// may still draw.
#[derive(Clone, Copy)]
struct Budget<'a> {
    reference: &'a Reference,
    /// The hand's real tiles (joker kinds already jokers).
    held: [u8; KINDS],
    /// Jokers held.
    jokers: u32,
    /// Jokers held plus those that may still be drawn: the most stand-ins that
    /// cannot be real draws.
    joker_budget: u32,
    /// The kinds never held as themselves (the joker kinds, or a stand-in), one bit
    /// per tile id: never drawn as themselves.
    joker_kinds: u64,
    /// The kinds a joker may stand for, one bit per tile id: a stand-in of another
    /// kind is a real draw.
    fillable: u64,
    /// The draws at which the searches of the standard form and of 组合龙 stop
    /// (`u32::MAX`: none).
    caps: [u32; 2],
}

/// The draws of a shanten (`None`, or one past any hand's: no stop).
fn draws_of(shanten: Option<i8>) -> u32 {
    shanten.map_or(u32::MAX, |s| u32::try_from(i32::from(s) + 1).unwrap_or(0))
}

impl Budget<'_> {
    /// The shanten of a target costing `draws` draws.
    fn shanten(&self, draws: u32) -> i8 {
        draws as i8 - 1
    }

    /// The draws of a target within reach whose stand-ins are `drawn` that only a
    /// real draw can fill and `fillable` that a joker may: the jokers held fill as
    /// many of the second as they can.
    fn draws(&self, drawn: u32, fillable: u32) -> u32 {
        drawn + fillable.saturating_sub(self.jokers)
    }

    /// Whether a joker may stand for `kind`.
    fn may_fill(&self, kind: usize) -> bool {
        self.fillable >> kind & 1 != 0
    }

    /// Stand-ins of `kind` in a target with `slots` of it.
    fn stand_ins(&self, kind: usize, slots: u8) -> u32 {
        u32::from(slots.saturating_sub(self.held[kind]))
    }

    /// Of those, the ones no real draw can be: all of a joker kind's, and those
    /// beyond the four copies of any other kind.
    fn undrawable(&self, kind: usize, slots: u8) -> u32 {
        u32::from(slots.saturating_sub(self.real_slots(kind)))
    }

    /// The slots of `kind` real tiles can fill: those held of a joker kind (never
    /// drawn as itself), four of any other.
    fn real_slots(&self, kind: usize) -> u8 {
        match self.joker_kinds & 1 << kind != 0 {
            true => self.held[kind],
            false => COPIES,
        }
    }

    /// Whether a target may hold `slots` of `kind`.
    fn allowed(&self, kind: usize, slots: u8) -> bool {
        slots <= self.most_slots(kind)
    }

    /// The most slots of `kind` a target may hold: none of a kind out of play, and no
    /// fifth copy (the exposed melds' counted) where jokers may not be one.
    fn most_slots(&self, kind: usize) -> u8 {
        let rules = &self.reference.rules;
        match (rules.tiles.contains_id(kind), rules.jokers.fifth_copy) {
            (false, _) => 0,
            (true, true) => u8::MAX,
            (true, false) => COPIES.saturating_sub(self.reference.exposed[kind]),
        }
    }

    /// The draws of the whole target `slots`, if it is within reach.
    fn cost(&self, slots: &[u8; KINDS]) -> Option<u32> {
        let (mut drawn, mut fillable) = (0, 0);
        for (kind, &n) in slots.iter().enumerate() {
            match self.may_fill(kind) {
                true => fillable += self.stand_ins(kind, n),
                false => drawn += self.stand_ins(kind, n),
            }
        }
        self.within_reach(slots)
            .then(|| self.draws(drawn, fillable))
    }

    /// Whether the target `slots` is within reach.
    fn within_reach(&self, slots: &[u8; KINDS]) -> bool {
        let mut undrawable = 0;
        for (kind, &n) in slots.iter().enumerate() {
            if !self.allowed(kind, n) {
                return false;
            }
            let beyond = self.undrawable(kind, n);
            if beyond > 0 && !self.may_fill(kind) {
                return false;
            }
            undrawable += beyond;
        }
        undrawable <= self.joker_budget
    }

    /// The standard form: the fewest stand-ins of a target of `melds` melds and a
    /// pair beside the kinds `fixed` (one slot each, already in the target: for the
    /// standard form itself none, for 组合龙 a knitted set), the search stopping at the
    /// form's cap.
    fn standard(&self, melds: usize, fixed: &[usize]) -> Option<u32> {
        let mut search = Exchange {
            budget: self,
            left: self.held,
            slots: [0; KINDS],
            real_slots: std::array::from_fn(|kind| self.real_slots(kind)),
            most_slots: std::array::from_fn(|kind| self.most_slots(kind)),
            undrawable: 0,
            disallowed: 0,
            best: self.caps[usize::from(!fixed.is_empty())],
        };
        let mut real_left: u32 = self.held.iter().map(|&c| u32::from(c)).sum();
        let mut stand_ins = StandIns::default();
        for &kind in fixed {
            search.add_slot(kind);
            if search.left[kind] > 0 {
                search.left[kind] -= 1;
                real_left -= 1;
            } else {
                stand_ins.add(self.may_fill(kind));
            }
        }
        if search.within_limits() {
            search.run(melds, 1, real_left, stand_ins);
        }
        (search.best != u32::MAX).then_some(search.best)
    }

    /// Seven pairs: per kind in play, none, a pair, or (where four of a kind is two
    /// pairs) two pairs of it.
    fn seven_pairs(&self) -> Option<u32> {
        let choices: &[(u8, [u8; 2])] = match self.reference.rules.seven_pairs {
            SevenPairs::Off => return None,
            SevenPairs::Distinct => &[(2, [1, 0])],
            SevenPairs::FourAsTwoPairs => &[(2, [1, 0]), (4, [2, 0])],
        };
        self.kind_by_kind(choices, [7, 0])
    }

    /// Seven pairs and a triplet: as seven pairs, or a triplet of one kind.
    fn pairs_and_triplet(&self) -> Option<u32> {
        let choices: &[(u8, [u8; 2])] = match self.reference.rules.pairs_and_triplet {
            SevenPairs::Off => return None,
            SevenPairs::Distinct => &[(2, [1, 0]), (3, [0, 1])],
            SevenPairs::FourAsTwoPairs => &[(2, [1, 0]), (4, [2, 0]), (3, [0, 1])],
        };
        self.kind_by_kind(choices, [7, 1])
    }

    /// Eight pairs: per kind in play, none, a pair, the lone tile, or (where four of a
    /// kind is two pairs) two pairs, or a pair and the lone tile, of it.
    fn eight_pairs(&self) -> Option<u32> {
        let choices: &[(u8, [u8; 2])] = match self.reference.rules.eight_pairs {
            SevenPairs::Off => return None,
            SevenPairs::Distinct => &[(2, [1, 0]), (1, [0, 1])],
            SevenPairs::FourAsTwoPairs => &[(2, [1, 0]), (4, [2, 0]), (1, [0, 1]), (3, [1, 1])],
        };
        self.kind_by_kind(choices, [8, 1])
    }

    /// The fewest stand-ins of a target built kind by kind, each kind taking nothing
    /// or one of `choices` (its slots, and the groups of two sorts they make), that
    /// makes exactly `goal` groups.
    fn kind_by_kind(&self, choices: &[(u8, [u8; 2])], goal: [u8; 2]) -> Option<u32> {
        // A target of these forms has at most 17 slots, so at most 17 undrawable.
        const MOST: usize = crate::tiles::hand::MAX_TILES;
        let budget = (self.joker_budget as usize).min(MOST);
        // Stand-ins a joker may fill are free up to the jokers held: counted that far.
        let free = (self.jokers as usize).min(MOST);
        let index = |p: usize, t: usize, u: usize, f: usize| {
            ((p * 2 + t) * (budget + 1) + u) * (free + 1) + f
        };
        // By (pairs, triplets, undrawable stand-ins, fillable stand-ins up to the
        // jokers): the fewest draws.
        let mut fewest = vec![u32::MAX; index(9, 0, 0, 0)];
        fewest[0] = 0;
        for kind in 0..KINDS {
            let mut next = fewest.clone();
            for (pairs, triplets, undrawable) in kind_states(budget) {
                for fill in 0..=free {
                    let draws = fewest[index(pairs, triplets, undrawable, fill)];
                    if draws == u32::MAX {
                        continue;
                    }
                    for &(slots, made) in choices {
                        let (p, t) = (
                            pairs + usize::from(made[0]),
                            triplets + usize::from(made[1]),
                        );
                        let beyond = self.undrawable(kind, slots) as usize;
                        let u = undrawable + beyond;
                        let fits = p <= usize::from(goal[0]) && t <= usize::from(goal[1]);
                        let fillable = self.may_fill(kind);
                        if !fits || u > budget || !self.allowed(kind, slots) {
                            continue;
                        }
                        if beyond > 0 && !fillable {
                            continue;
                        }
                        let stand_ins = self.stand_ins(kind, slots) as usize;
                        let (f, paid) = match fillable {
                            true => (
                                (fill + stand_ins).min(free),
                                (fill + stand_ins).saturating_sub(free),
                            ),
                            false => (fill, stand_ins),
                        };
                        let slot = &mut next[index(p, t, u, f)];
                        *slot = (*slot).min(draws + paid as u32);
                    }
                }
            }
            fewest = next;
        }
        let (p, t) = (usize::from(goal[0]), usize::from(goal[1]));
        (0..=budget)
            .flat_map(|u| (0..=free).map(move |f| (u, f)))
            .map(|(u, f)| fewest[index(p, t, u, f)])
            .filter(|&d| d != u32::MAX)
            .min()
    }

    /// Thirteen orphans: one of each orphan, one of them twice.
    fn orphans(&self) -> Option<u32> {
        if !self.reference.rules.thirteen_orphans {
            return None;
        }
        let orphans: Vec<usize> = Tile::all()
            .filter(|t| t.is_orphan())
            .map(|t| t.id())
            .collect();
        let targets = orphans.iter().map(|&doubled| {
            let mut slots = [0u8; KINDS];
            for &kind in &orphans {
                slots[kind] = 1 + u8::from(kind == doubled);
            }
            slots
        });
        targets.filter_map(|slots| self.cost(&slots)).min()
    }

    /// 全不靠 (`greater`: 七星不靠): fourteen different kinds of one knitted set and
    /// the honours, two of the sixteen left out (for 七星不靠, two of the set's nine).
    fn honours_and_knitted(&self, greater: bool) -> Option<u32> {
        if !self.reference.rules.honours_and_knitted {
            return None;
        }
        let mut fewest = None::<u32>;
        for set in super::forms::knitted_sets() {
            let kinds: Vec<usize> = set.iter().copied().chain(27..34).collect();
            for first in 0..kinds.len() {
                for second in first + 1..kinds.len() {
                    if greater && second >= 9 {
                        continue;
                    }
                    let mut slots = [0u8; KINDS];
                    for (i, &kind) in kinds.iter().enumerate() {
                        slots[kind] = u8::from(i != first && i != second);
                    }
                    if let Some(cost) = self.cost(&slots) {
                        fewest = Some(fewest.map_or(cost, |f| f.min(cost)));
                    }
                }
            }
        }
        fewest
    }

    /// 组合龙: a knitted set's nine tiles beside melds and a pair.
    fn knitted_straight(&self, melds: usize) -> Option<u32> {
        if !self.reference.rules.knitted_straight {
            return None;
        }
        (super::forms::knitted_sets().iter())
            .filter_map(|set| self.standard(melds - 3, set))
            .min()
    }
}

/// One standard-form search: real tiles left, and the target built so far.
struct Exchange<'a> {
    budget: &'a Budget<'a>,
    left: [u8; KINDS],
    /// Slots of each kind in the target so far.
    slots: [u8; KINDS],
    /// [`Budget::real_slots`] and [`Budget::most_slots`] of each kind.
    real_slots: [u8; KINDS],
    most_slots: [u8; KINDS],
    /// The target's stand-ins no real draw can be ([`Budget::undrawable`], summed).
    undrawable: u32,
    /// The kinds whose slots the target may not hold ([`Budget::allowed`]).
    disallowed: u32,
    /// The fewest draws of any target within reach found.
    best: u32,
}

/// A target's stand-ins so far: those a joker may fill, and those only a real draw
/// can.
#[derive(Clone, Copy, Default)]
struct StandIns {
    fillable: u32,
    drawn: u32,
}

impl StandIns {
    fn add(&mut self, fillable: bool) {
        match fillable {
            true => self.fillable += 1,
            false => self.drawn += 1,
        }
    }
}

impl Exchange<'_> {
    fn run(&mut self, melds: usize, pairs: usize, real_left: u32, stand_ins: StandIns) {
        // Every slot still open takes a real tile at best, and a stand-in a joker.
        let open = (3 * melds + 2 * pairs) as u32;
        let at_least = open.saturating_sub(real_left);
        let budget = self.budget;
        if budget.draws(stand_ins.drawn, stand_ins.fillable + at_least) >= self.best {
            return;
        }
        let lowest = (0..KINDS).find(|&k| self.left[k] > 0);
        let Some(kind) = lowest.filter(|_| open > 0) else {
            if let Some(drawn) = self.stand_ins_alone(melds, pairs, 0) {
                let fillable = stand_ins.fillable + open - drawn;
                let draws = budget.draws(stand_ins.drawn + drawn, fillable);
                self.best = self.best.min(draws);
            }
            return;
        };
        // The melds (while any are open) and the pair (while open, where allowed)
        // that hold `kind`; then `kind`'s lowest tile discarded.
        let reference = self.budget.reference;
        let meld_groups = if melds > 0 {
            &reference.melds_with[kind][..]
        } else {
            &[]
        };
        for meld in meld_groups {
            self.run_with(meld, melds, pairs, real_left, stand_ins);
        }
        if pairs > 0 && reference.pair_allowed(kind) {
            self.run_with(&[kind, kind], melds, pairs, real_left, stand_ins);
        }
        self.left[kind] -= 1;
        self.run(melds, pairs, real_left - 1, stand_ins);
        self.left[kind] += 1;
    }

    /// [`Exchange::run`] with `group` in the target, where that stays within reach.
    fn run_with(
        &mut self,
        group: &[usize],
        melds: usize,
        pairs: usize,
        real_left: u32,
        stand_ins: StandIns,
    ) {
        let real = self.place(group);
        if self.within_limits() {
            let used = real.iter().filter(|&&r| r).count() as u32;
            let mut stand_ins = stand_ins;
            for (slot, &kind) in group.iter().enumerate() {
                if !real[slot] {
                    stand_ins.add(self.budget.may_fill(kind));
                }
            }
            let is_pair = group.len() == 2;
            let (melds, pairs) = (melds - usize::from(!is_pair), pairs - usize::from(is_pair));
            self.run(melds, pairs, real_left - used, stand_ins);
        }
        self.remove(group, &real);
    }

    /// Puts `group` in the target, real tiles where any are left; says which slots
    /// took one.
    fn place(&mut self, group: &[usize]) -> [bool; 3] {
        let mut real = [false; 3];
        for (slot, &kind) in group.iter().enumerate() {
            self.add_slot(kind);
            real[slot] = self.left[kind] > 0;
            if real[slot] {
                self.left[kind] -= 1;
            }
        }
        real
    }

    /// Undoes [`Exchange::place`].
    fn remove(&mut self, group: &[usize], real: &[bool; 3]) {
        for (slot, &kind) in group.iter().enumerate() {
            self.remove_slot(kind);
            if real[slot] {
                self.left[kind] += 1;
            }
        }
    }

    /// Whether `melds` melds and `pairs` pairs of stand-ins alone can join the target
    /// within reach (groups tried in one order, from index `from`, so each set of
    /// groups once): the fewest of their slots only a real draw can fill, `None`
    /// when none can.
    fn stand_ins_alone(&mut self, melds: usize, pairs: usize, from: usize) -> Option<u32> {
        if melds == 0 && pairs == 0 {
            return self.within_limits().then_some(0);
        }
        let reference = self.budget.reference;
        let mut fewest = None::<u32>;
        let mut keep = |found: Option<u32>| {
            fewest = match (fewest, found) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
            fewest == Some(0) // nothing does better
        };
        if melds > 0 {
            for (index, meld) in reference.melds_in_play().enumerate().skip(from) {
                if keep(self.alone_with(meld, melds, pairs, index)) {
                    break;
                }
            }
        } else {
            for kind in (0..KINDS).filter(|&k| reference.pair_allowed(k)).skip(from) {
                if keep(self.alone_with(&[kind, kind], melds, pairs, 0)) {
                    break;
                }
            }
        }
        fewest
    }

    /// [`Exchange::stand_ins_alone`] with `group` (the `index`th of its sort) in the
    /// target.
    fn alone_with(
        &mut self,
        group: &[usize],
        melds: usize,
        pairs: usize,
        index: usize,
    ) -> Option<u32> {
        for &kind in group {
            self.add_slot(kind);
        }
        let is_pair = group.len() == 2;
        let (melds_left, pairs_left) =
            (melds - usize::from(!is_pair), pairs - usize::from(is_pair));
        let next = if melds_left > 0 { index } else { 0 };
        let drawn = group.iter().filter(|&&k| !self.budget.may_fill(k)).count() as u32;
        let found = match self.within_limits() {
            true => self
                .stand_ins_alone(melds_left, pairs_left, next)
                .map(|rest| rest + drawn),
            false => None,
        };
        for &kind in group {
            self.remove_slot(kind);
        }
        found
    }

    /// The target so far is within reach (adding slots never brings it back): the
    /// tallies [`Exchange::add_slot`] keeps, equal to [`Budget::within_reach`].
    fn within_limits(&self) -> bool {
        self.disallowed == 0 && self.undrawable <= self.budget.joker_budget
    }

    /// A slot of `kind` more in the target, its limits' tallies kept.
    fn add_slot(&mut self, kind: usize) {
        self.untally(kind);
        self.slots[kind] += 1;
        self.tally(kind);
    }

    /// A slot of `kind` fewer in the target, its limits' tallies kept.
    fn remove_slot(&mut self, kind: usize) {
        self.untally(kind);
        self.slots[kind] -= 1;
        self.tally(kind);
    }

    fn tally(&mut self, kind: usize) {
        let (undrawable, disallowed) = self.limits_of(kind);
        self.undrawable += undrawable;
        self.disallowed += disallowed;
    }

    fn untally(&mut self, kind: usize) {
        let (undrawable, disallowed) = self.limits_of(kind);
        self.undrawable -= undrawable;
        self.disallowed -= disallowed;
    }

    /// `kind`'s share of the tallies: its undrawable stand-ins, and 1 if the target
    /// holds more of it than it may.
    fn limits_of(&self, kind: usize) -> (u32, u32) {
        let slots = self.slots[kind];
        let undrawable = slots.saturating_sub(self.real_slots[kind]);
        // A slot no real tile can fill, of a kind no joker may stand for.
        let unfillable = undrawable > 0 && !self.budget.may_fill(kind);
        (
            u32::from(undrawable),
            u32::from(slots > self.most_slots[kind] || unfillable),
        )
    }
}

/// Every (pairs, triplets, undrawable) state of [`Budget::kind_by_kind`].
fn kind_states(budget: usize) -> impl Iterator<Item = (usize, usize, usize)> {
    (0..9).flat_map(move |p| (0..2).flat_map(move |t| (0..=budget).map(move |u| (p, t, u))))
}
