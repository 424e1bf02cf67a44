//! Decompositions: every distinct way a winning hand splits, and what each joker
//! stands for.
//!
//! ```
//! let engine = hupai::Engine::standard();
//! let hand = "111222333m789p1zJ".parse()?;
//! let all: Vec<String> = engine.decompositions(&hand)?.map(|d| d.to_string()).collect();
//! assert_eq!(all.len(), 2); // 111 222 333, or 123 123 123
//! assert_eq!(engine.count_decompositions(&hand)?, 2);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The shapes, and the command line's output: `docs/questions.md`.
//!
//! The search takes the lowest real tile left; some group (a meld or the pair) holds
//! it. Each group containing it is tried, with each choice of which of its other
//! slots take real tiles and which take jokers. A branch is entered only when the
//! tables say what remains can still be completed with the jokers left, so no branch
//! is dead (under `fifth_copy = false` the tables cannot see the stand-ins already
//! placed, and a branch may end early). Groups holding the same lowest tile are taken
//! in a fixed order, so each decomposition is found once; jokers left over become
//! groups that may stand for anything (`JJJ` any meld, `JJ` any pair), listed once.

use crate::engine::Engine;
pub use crate::forms::groups::{Decomposition, Group, GroupKind, Slot};
use crate::forms::{Form, Forms};
use crate::tables::keys::suit_keys;
use crate::tables::variants::Variant;
use crate::tables::win::fewest_jokers;
use crate::tiles::hand::Hand;
use crate::tiles::tile::{COPIES, KINDS};

/// Where the search stands: tiles and jokers left, whether the pair is still owed.
#[derive(Clone, Copy)]
struct State {
    counts: [u8; KINDS],
    jokers: u8,
    pair: bool,
    /// Jokers standing for each kind so far (for `fifth_copy = false`).
    stand_ins: [u8; KINDS],
}

impl State {
    /// The start: the whole hand, the pair owed, no stand-ins yet.
    fn start(hand: &Hand) -> State {
        State::of_counts(*hand.counts(), hand.jokers())
    }

    /// The start for the tiles `counts` and `jokers` jokers (a kind may be held five
    /// times, as if a fifth copy existed).
    fn of_counts(counts: [u8; KINDS], jokers: u8) -> State {
        State {
            counts,
            jokers,
            pair: true,
            stand_ins: [0; KINDS],
        }
    }

    /// The lowest kind with a real tile left, if any.
    fn lowest(&self) -> Option<usize> {
        self.counts.iter().position(|&c| c > 0)
    }
}

struct Frame {
    state: State,
    lowest: usize,
    next: usize,
}

/// The decompositions of a winning hand, in a fixed order: the standard form's first
/// (depth first, lowest tile first), then seven pairs, then thirteen orphans.
pub struct Decompositions<'a> {
    engine: &'a Engine,
    variants: &'a [Vec<Variant>],
    original: [u8; KINDS],
    stack: Vec<Frame>,
    path: Vec<Group>,
    special: Vec<Decomposition>,
    /// Groups tried since a step of the budget in force was last spent.
    tried: u32,
}

/// Groups tried a step of the budget in force costs: a group tried is a few tens of
/// nanoseconds, a fan table's reading (a step too) a fraction of a microsecond.
const GROUPS_A_STEP: u32 = 16;

impl Iterator for Decompositions<'_> {
    type Item = Decomposition;

    fn next(&mut self) -> Option<Decomposition> {
        // Where jokers stand only for some kinds, the decompositions whose jokers do.
        loop {
            let found = self.next_of_any_jokers()?;
            if !self.engine.restricted || self.engine.jokers_stand_where_they_may(&found) {
                return Some(found);
            }
        }
    }
}

impl Decompositions<'_> {
    /// The next decomposition, its jokers standing for any kind.
    fn next_of_any_jokers(&mut self) -> Option<Decomposition> {
        while let Some(frame) = self.stack.last_mut() {
            // A step of the budget in force per few groups tried: many jokers split
            // a hand in millions of ways.
            self.tried += 1;
            if self.tried == GROUPS_A_STEP {
                self.tried = 0;
                if !crate::budget::spend(1) {
                    return None;
                }
            }
            let list = &self.variants[frame.lowest];
            let Some((index, state)) = (frame.next..list.len()).find_map(|i| {
                apply(self.engine, &self.original, &frame.state, &list[i]).map(|s| (i, s))
            }) else {
                self.stack.pop();
                self.path.pop();
                continue;
            };
            frame.next = index + 1;
            let lowest = frame.lowest;
            let variant = list[index];
            self.path.push(Group::new(
                &variant.kinds[..variant.len],
                &variant.real[..variant.len],
            ));
            match state.lowest() {
                None => {
                    let found = finish(Form::Standard, &self.path, &state);
                    self.path.pop();
                    return Some(found);
                }
                Some(next_lowest) => self.stack.push(Frame {
                    state,
                    // Groups holding the same lowest kind come in variant order.
                    next: if next_lowest == lowest { index } else { 0 },
                    lowest: next_lowest,
                }),
            }
        }
        self.special.pop()
    }
}

/// Takes `variant` out of `state`: `None` when the tiles or jokers are not there, the
/// rules forbid a stand-in, or the tables say the rest cannot be completed.
fn apply(
    engine: &Engine,
    original: &[u8; KINDS],
    state: &State,
    variant: &Variant,
) -> Option<State> {
    let mut next = *state;
    if variant.is_pair() {
        if !next.pair {
            return None;
        }
        next.pair = false;
    }
    let fifth_copy = engine.rules().jokers.fifth_copy;
    for i in 0..variant.len {
        let kind = variant.kinds[i];
        if variant.real[i] {
            next.counts[kind] = next.counts[kind].checked_sub(1)?;
        } else {
            next.jokers = next.jokers.checked_sub(1)?;
            next.stand_ins[kind] += 1;
            if !fifth_copy && original[kind] + next.stand_ins[kind] > COPIES {
                return None;
            }
        }
    }
    // A fifth copy (a wait judged as if one existed) has no table key: no pruning
    // until it is placed.
    if next.counts.iter().any(|&c| c > COPIES) {
        return Some(next);
    }
    let costs = engine.suit_costs(&suit_keys(&next.counts));
    (fewest_jokers(&costs, next.pair) <= u32::from(next.jokers)).then_some(next)
}

/// A finished standard-form decomposition: the groups found, and the jokers left as
/// groups of jokers alone.
fn finish(form: Form, path: &[Group], state: &State) -> Decomposition {
    let mut groups = path.to_vec();
    let mut jokers = state.jokers;
    if state.pair {
        groups.push(Group::any(2));
        jokers -= 2;
    }
    groups.extend(std::iter::repeat_n(Group::any(3), usize::from(jokers / 3)));
    Decomposition { form, groups }
}

impl Engine {
    /// Every distinct way `hand` wins: its melds and pair (or seven pairs, or thirteen
    /// orphans), and what each joker stands for. Empty when the hand does not win; an
    /// error when the rules do not play it.
    ///
    /// ```
    /// use hupai::Engine;
    /// let hand = "111222333m789p1zJ".parse()?;
    /// let found: Vec<String> = Engine::standard()
    ///     .decompositions(&hand)?
    ///     .map(|d| d.to_string())
    ///     .collect();
    /// assert!(found.contains(&"standard: 111m 222m 333m 789p 1z[1z]".to_string()));
    /// assert!(found.contains(&"standard: 123m 123m 123m 789p 1z[1z]".to_string()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn decompositions(&self, hand: &Hand) -> Result<Decompositions<'_>, crate::CheckError> {
        let forms = self.check(hand)?;
        Ok(self.decompositions_of_forms(&self.apply_joker_kinds(hand), forms))
    }

    /// Whether the tiles `counts` (joker kinds already jokers; a kind may be held five
    /// times, as if a fifth copy existed) and `jokers` jokers make the standard form
    /// with every joker within the four copies of its kind, the exposed melds'
    /// included: the search of the decompositions, stopped at the first.
    pub(crate) fn has_standard_within_limits(&self, counts: &[u8; KINDS], jokers: u8) -> bool {
        let state = State::of_counts(*counts, jokers);
        self.decompositions_from(state, Forms::NONE.with(Form::Standard))
            .next()
            .is_some()
    }

    /// The decompositions of `hand` (joker kinds already jokers) in `forms`, which it
    /// must win in (not checked).
    pub(crate) fn decompositions_of_forms(&self, hand: &Hand, forms: Forms) -> Decompositions<'_> {
        self.decompositions_from(State::start(hand), forms)
    }

    /// The decompositions in `forms` of the tiles of `state`.
    fn decompositions_from(&self, state: State, forms: Forms) -> Decompositions<'_> {
        let counts = state.counts;
        let mut special = Vec::new();
        if forms.contains(Form::ThirteenOrphans) {
            special.push(match self.restricted {
                false => crate::forms::thirteen_orphans::decomposition(&counts),
                true => crate::forms::thirteen_orphans::restricted_decomposition(
                    &counts,
                    self.rules.joker_targets().bits(),
                ),
            });
        }
        if forms.contains(Form::SevenPairs) {
            special.push(crate::forms::seven_pairs::decomposition(
                &counts,
                state.jokers,
            ));
        }
        if forms.contains(Form::PairsAndTriplet) {
            let rule = self.rules.pairs_and_triplet;
            special.extend(crate::forms::pairs_and_triplet::decompositions(
                &counts,
                state.jokers,
                rule,
            ));
        }
        if forms.contains(Form::EightPairs) {
            let rule = self.rules.eight_pairs;
            special.extend(crate::forms::eight_pairs::decompositions(
                &counts,
                state.jokers,
                rule,
            ));
        }
        for form in [Form::HonoursAndKnitted, Form::GreaterHonoursAndKnitted] {
            if forms.contains(form) {
                special.push(crate::forms::knitted::honours_and_knitted_decomposition(
                    &counts,
                    state.jokers,
                    form,
                ));
            }
        }
        if forms.contains(Form::KnittedStraight) {
            special.extend(self.knitted_straight_decompositions(&counts, state.jokers));
        }
        let mut stack = Vec::new();
        if forms.contains(Form::Standard) {
            match state.lowest() {
                Some(lowest) => stack.push(Frame {
                    state,
                    lowest,
                    next: 0,
                }),
                None => special.push(finish(Form::Standard, &[], &state)),
            }
        }
        Decompositions {
            engine: self,
            variants: self.variants(),
            original: self.copies_used(&counts),
            stack,
            path: Vec::new(),
            special,
            tried: 0,
        }
    }

    /// How many decompositions [`Engine::decompositions`] lists, counted without
    /// building them.
    ///
    /// ```
    /// let hand = "111222333m789p11z".parse()?;
    /// assert_eq!(hupai::Engine::standard().count_decompositions(&hand)?, 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn count_decompositions(&self, hand: &Hand) -> Result<u64, crate::CheckError> {
        if self.restricted {
            return Ok(self.decompositions(hand)?.count() as u64);
        }
        let forms = self.check(hand)?;
        let hand = self.apply_joker_kinds(hand);
        let rule = self.rules.pairs_and_triplet;
        let triplets = match forms.contains(Form::PairsAndTriplet) {
            true => {
                crate::forms::pairs_and_triplet::decompositions(hand.counts(), hand.jokers(), rule)
                    .count()
            }
            false => 0,
        };
        let eight_pairs = match forms.contains(Form::EightPairs) {
            true => {
                let rule = self.rules.eight_pairs;
                crate::forms::eight_pairs::decompositions(hand.counts(), hand.jokers(), rule)
                    .count()
            }
            false => 0,
        };
        let knitted: u64 = match forms.contains(Form::KnittedStraight) {
            true => (crate::forms::knitted::straight_rests(hand.counts(), hand.jokers()))
                .map(|(_, rest, jokers)| self.count_standard(&State::of_counts(rest, jokers)))
                .sum(),
            false => 0,
        };
        let special = u64::from(forms.contains(Form::SevenPairs))
            + u64::from(forms.contains(Form::ThirteenOrphans))
            + u64::from(forms.contains(Form::HonoursAndKnitted))
            + u64::from(forms.contains(Form::GreaterHonoursAndKnitted))
            + triplets as u64
            + eight_pairs as u64
            + knitted;
        if !forms.contains(Form::Standard) {
            return Ok(special);
        }
        Ok(self.count_standard(&State::start(&hand)) + special)
    }

    /// How many standard decompositions the tiles of `state` have.
    fn count_standard(&self, state: &State) -> u64 {
        match state.lowest() {
            Some(lowest) => self.count_from(&self.copies_used(&state.counts), state, lowest, 0),
            None => 1,
        }
    }

    fn count_from(
        &self,
        original: &[u8; KINDS],
        state: &State,
        lowest: usize,
        first: usize,
    ) -> u64 {
        let list = &self.variants()[lowest];
        let mut total = 0;
        for (index, variant) in list.iter().enumerate().skip(first) {
            let Some(next) = apply(self, original, state, variant) else {
                continue;
            };
            total += match next.lowest() {
                None => 1,
                Some(next_lowest) if next_lowest == lowest => {
                    self.count_from(original, &next, lowest, index)
                }
                Some(next_lowest) => self.count_from(original, &next, next_lowest, 0),
            };
        }
        total
    }

    /// The ways the tiles make 组合龙: per knitted set whose tiles are held or jokers,
    /// its three knitted groups beside each decomposition of the rest.
    fn knitted_straight_decompositions(
        &self,
        counts: &[u8; KINDS],
        jokers: u8,
    ) -> Vec<Decomposition> {
        let mut found = Vec::new();
        for (set, rest, left) in crate::forms::knitted::straight_rests(counts, jokers) {
            let state = State::of_counts(rest, left);
            let groups = crate::forms::knitted::knitted_groups(counts, set);
            for rest in self.decompositions_from(state, Forms::NONE.with(Form::Standard)) {
                let all = groups.iter().chain(rest.groups()).copied().collect();
                found.push(Decomposition::from_groups(Form::KnittedStraight, all));
            }
        }
        found
    }
}
