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

use std::fmt;

use crate::engine::Engine;
use crate::forms::{Form, Forms, fourteen_are_seven_pairs};
use crate::rules::SevenPairs;
use crate::tables::generate;
use crate::tables::keys::suit_keys;
use crate::tables::win::fewest_jokers;
use crate::tiles::hand::Hand;
use crate::tiles::tile::{COPIES, KINDS, Suit, Tile};

/// What a group is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GroupKind {
    /// Three of a kind.
    Triplet,
    /// Three consecutive ranks of a number suit.
    Run,
    /// Three different honours (three winds, or the three dragons; `winds-and-dragons`).
    HonourSet,
    /// Two of a kind.
    Pair,
    /// One tile (thirteen orphans, 全不靠).
    Single,
    /// 1-4-7, 2-5-8 or 3-6-9 of one number suit: a third of a knitted set (组合龙).
    Knitted,
    /// Jokers alone, standing for any group of their size: any meld (3), any pair
    /// allowed by the rules (2), any terminal or honour (1, thirteen orphans).
    Any,
}

impl GroupKind {
    /// The name used in output.
    ///
    /// ```
    /// assert_eq!(hupai::decompose::GroupKind::HonourSet.name(), "honour-set");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            GroupKind::Triplet => "triplet",
            GroupKind::Run => "run",
            GroupKind::HonourSet => "honour-set",
            GroupKind::Pair => "pair",
            GroupKind::Single => "single",
            GroupKind::Knitted => "knitted",
            GroupKind::Any => "any",
        }
    }
}

/// One tile of a group: a real tile, or a joker and what it stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Slot {
    /// The tile; `None` for a joker in an [`GroupKind::Any`] group.
    pub tile: Option<Tile>,
    /// Whether a joker fills the slot.
    pub joker: bool,
}

/// A meld, a pair or a single, with its tiles.
///
/// ```
/// use hupai::Engine;
/// let hand = "12m456p789s11122zJ".parse()?;
/// let first = Engine::standard().decompositions(&hand)?.next().unwrap();
/// assert_eq!(first.groups()[0].to_string(), "12m[3m]");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Group {
    kind: GroupKind,
    slots: [Slot; 3],
    len: u8,
}

impl Group {
    /// A group of the tiles `kinds`, `real[i]` telling whether slot i holds a real
    /// tile (else a joker standing for it). Its kind follows from the tiles.
    pub(crate) fn new(kinds: &[usize], real: &[bool]) -> Group {
        let tile = |k: usize| Tile::from_id(k).expect("kind < KINDS");
        let mut slots = [Slot {
            tile: None,
            joker: true,
        }; 3];
        for (i, (&k, &r)) in kinds.iter().zip(real).enumerate() {
            slots[i] = Slot {
                tile: Some(tile(k)),
                joker: !r,
            };
        }
        // Slots in tile order, a kind's real tiles before its jokers: one form per group.
        slots[..kinds.len()].sort();
        let kind = match kinds {
            [_] => GroupKind::Single,
            [_, _] => GroupKind::Pair,
            [a, b, c] if a == b && b == c => GroupKind::Triplet,
            [a, b, c] if tile(*a).suit().is_numbered() && *b == a + 1 && *c == b + 1 => {
                GroupKind::Run
            }
            [a, b, c] if *a < 27 && a % 9 <= 2 && *b == a + 3 && *c == b + 3 => GroupKind::Knitted,
            _ => GroupKind::HonourSet,
        };
        Group {
            kind,
            slots,
            len: kinds.len() as u8,
        }
    }

    /// The group of the tiles `kinds` (slot i a joker unless `real[i]`) when they
    /// make one: a single, a pair of one kind, three of a kind, a run, or three
    /// different winds or dragons.
    #[cfg(feature = "serde")]
    pub(crate) fn try_new(kinds: &[usize], real: &[bool]) -> Option<Group> {
        let mut sorted = kinds.to_vec();
        sorted.sort_unstable();
        let is_group = match sorted[..] {
            [_] => true,
            [a, b] => a == b,
            [a, b, c] => {
                let tile = |k: usize| Tile::from_id(k).expect("a tile's id");
                let (first, last) = (tile(a), tile(c));
                let same_suit = first.suit() == last.suit();
                (a == b && b == c)
                    || same_suit && first.suit().is_numbered() && b == a + 1 && c == b + 1
                    || same_suit && first.suit().is_numbered() && b == a + 3 && c == b + 3
                    || same_suit
                        && !first.suit().is_numbered()
                        && a < b
                        && b < c
                        && (c < 31 || a >= 31)
            }
            _ => false,
        };
        (is_group && real.len() == kinds.len()).then(|| Group::new(kinds, real))
    }

    /// `size` jokers standing for any group of that size.
    pub(crate) fn any(size: u8) -> Group {
        Group {
            kind: GroupKind::Any,
            slots: [Slot {
                tile: None,
                joker: true,
            }; 3],
            len: size,
        }
    }

    /// What the group is.
    ///
    /// ```
    /// use hupai::{Engine, GroupKind};
    /// let first = Engine::standard().decompositions(&"123m55z".parse()?)?.next().unwrap();
    /// assert_eq!(first.groups()[0].kind(), GroupKind::Run);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn kind(&self) -> GroupKind {
        self.kind
    }

    /// Its tiles, in order: real tiles of a kind before jokers standing for it.
    ///
    /// ```
    /// let first = hupai::Engine::standard().decompositions(&"5pJ".parse()?)?.next().unwrap();
    /// let pair = first.groups()[0];
    /// assert_eq!(pair.slots().len(), 2);
    /// assert!(!pair.slots()[0].joker && pair.slots()[1].joker);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn slots(&self) -> &[Slot] {
        &self.slots[..usize::from(self.len)]
    }

    /// What its jokers stand for (`None`: anything that fits).
    ///
    /// ```
    /// let first = hupai::Engine::standard().decompositions(&"5pJ".parse()?)?.next().unwrap();
    /// assert_eq!(first.groups()[0].stand_ins().collect::<Vec<_>>(), [Some("5p".parse()?)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn stand_ins(&self) -> impl Iterator<Item = Option<Tile>> + '_ {
        self.slots().iter().filter(|s| s.joker).map(|s| s.tile)
    }

    /// Whether this is a meld (three tiles).
    ///
    /// ```
    /// let first = hupai::Engine::standard().decompositions(&"111m22p".parse()?)?.next().unwrap();
    /// assert_eq!(first.groups().iter().filter(|g| g.is_meld()).count(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn is_meld(&self) -> bool {
        self.len == 3
    }
}

impl fmt::Display for Group {
    /// The real tiles in MPSZ, then what the jokers stand for in brackets: `13m[2m]`
    /// is 1m 3m and a joker as 2m. A group of jokers alone is `JJJ` (any meld), `JJ`
    /// (any pair) or `J` (any orphan).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.kind == GroupKind::Any {
            return f.write_str(&"J".repeat(usize::from(self.len)));
        }
        let tiles = |joker: bool| -> Vec<Tile> {
            self.slots()
                .iter()
                .filter(|s| s.joker == joker)
                .filter_map(|s| s.tile)
                .collect()
        };
        let as_hand = |tiles: &[Tile]| Hand::from_tiles(tiles, 0).map_err(|_| fmt::Error);
        let (real, stand_ins) = (tiles(false), tiles(true));
        if !real.is_empty() {
            write!(f, "{}", as_hand(&real)?)?;
        }
        if !stand_ins.is_empty() {
            write!(f, "[{}]", as_hand(&stand_ins)?)?;
        }
        Ok(())
    }
}

/// One way a winning hand splits.
///
/// ```
/// use hupai::{Engine, Form};
/// let hand = "112233m445566p77z".parse()?;
/// let all: Vec<_> = Engine::standard().decompositions(&hand)?.collect();
/// assert!(all.iter().any(|d| d.form() == Form::SevenPairs));
/// assert!(all.iter().any(|d| d.form() == Form::Standard));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Decomposition {
    form: Form,
    groups: Vec<Group>,
}

impl Decomposition {
    /// The form.
    ///
    /// ```
    /// let first = hupai::Engine::standard().decompositions(&"11m".parse()?)?.next().unwrap();
    /// assert_eq!(first.form(), hupai::Form::Standard);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn form(&self) -> Form {
        self.form
    }

    /// Every group: melds and the pair for the standard form, seven pairs, or the
    /// thirteen orphans (their duplicate as a pair).
    ///
    /// ```
    /// let first = hupai::Engine::standard().decompositions(&"111m22p".parse()?)?.next().unwrap();
    /// assert_eq!(first.to_string(), "standard: 111m 22p");
    /// assert_eq!(first.groups().len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn groups(&self) -> &[Group] {
        &self.groups
    }

    /// The melds.
    ///
    /// ```
    /// let first = hupai::Engine::standard().decompositions(&"111m22pJJJ".parse()?)?.next().unwrap();
    /// assert_eq!(first.melds().count(), 2); // 111m and JJJ
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn melds(&self) -> impl Iterator<Item = &Group> {
        self.groups.iter().filter(|g| g.is_meld())
    }

    /// The pairs (one in the standard form, seven in seven pairs).
    ///
    /// ```
    /// let hand = "1133m5577p99s1133z".parse()?;
    /// let seven = hupai::Engine::standard().decompositions(&hand)?.last().unwrap();
    /// assert_eq!(seven.pairs().count(), 7);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn pairs(&self) -> impl Iterator<Item = &Group> {
        self.groups.iter().filter(|g| g.len == 2)
    }

    /// What each joker stands for, group by group (`None`: anything that fits).
    ///
    /// ```
    /// let first = hupai::Engine::standard().decompositions(&"13m55pJ".parse()?)?.next().unwrap();
    /// assert_eq!(first.stand_ins(), [Some("2m".parse()?)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn stand_ins(&self) -> Vec<Option<Tile>> {
        self.groups.iter().flat_map(|g| g.stand_ins()).collect()
    }

    /// The same decomposition with its groups in sorted order, for comparing.
    ///
    /// ```
    /// let first = hupai::Engine::standard().decompositions(&"111m22p".parse()?)?.next().unwrap();
    /// assert_eq!(first.clone().sorted().groups().len(), first.groups().len());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn sorted(mut self) -> Decomposition {
        self.groups.sort();
        self
    }

    /// A decomposition of `form` made of `groups`; for the reference enumeration.
    pub(crate) fn from_groups(form: Form, groups: Vec<Group>) -> Decomposition {
        Decomposition { form, groups }
    }
}

impl fmt::Display for Decomposition {
    /// `standard: 123m 456p 789s 111z 22z`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:", self.form)?;
        for group in &self.groups {
            write!(f, " {group}")?;
        }
        Ok(())
    }
}

/// A group that may hold the lowest tile left: which kinds, which slots are real.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Variant {
    kinds: [usize; 3],
    real: [bool; 3],
    len: usize,
}

impl Variant {
    fn is_pair(&self) -> bool {
        self.len == 2
    }
}

/// Every group variant holding a real tile of each kind, in the order tried:
/// melds (more real tiles first), then pairs.
pub(crate) fn variants(engine: &Engine) -> Vec<Vec<Variant>> {
    let rules = engine.rules();
    let mut all: Vec<Vec<Variant>> = vec![Vec::new(); KINDS];
    for suit in Suit::ALL {
        let spec = generate::SuitSpec::new(rules.table_rules(), suit);
        for meld in &spec.melds {
            let kinds = meld.map(|r| suit.first_id() + r);
            for (position, &lowest) in kinds.iter().enumerate() {
                if kinds[..position].contains(&lowest) {
                    continue;
                }
                all[lowest].extend(slot_choices(kinds, 3, lowest));
            }
        }
        for &rank in &spec.pairs {
            let kind = suit.first_id() + rank;
            all[kind].extend(slot_choices([kind, kind, kind], 2, kind));
        }
    }
    for list in &mut all {
        list.sort_by_key(|v| {
            (
                v.is_pair(),
                std::cmp::Reverse(v.real.iter().filter(|&&r| r).count()),
            )
        });
    }
    all
}

/// The ways to fill a group of `len` slots of `kinds` holding a real `lowest`: the
/// first slot of `lowest` is real, every other slot real or a joker. Slots of one kind
/// fill real first, so each count of real tiles appears once.
fn slot_choices(kinds: [usize; 3], len: usize, lowest: usize) -> Vec<Variant> {
    let first = kinds
        .iter()
        .position(|&k| k == lowest)
        .expect("lowest in group");
    let mut choices = Vec::new();
    for mask in 0u8..1 << len {
        let real: [bool; 3] = std::array::from_fn(|i| i < len && mask & 1 << i != 0);
        let ordered = (0..len).all(|i| (0..i).all(|j| kinds[j] != kinds[i] || real[j] || !real[i]));
        if real[first] && ordered {
            choices.push(Variant { kinds, real, len });
        }
    }
    choices
}

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
}

impl Iterator for Decompositions<'_> {
    type Item = Decomposition;

    fn next(&mut self) -> Option<Decomposition> {
        while let Some(frame) = self.stack.last_mut() {
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
            special.push(orphans_decomposition(&counts));
        }
        if forms.contains(Form::SevenPairs) {
            special.push(seven_pairs_decomposition(&counts, state.jokers));
        }
        if forms.contains(Form::PairsAndTriplet) {
            let rule = self.rules.pairs_and_triplet;
            special.extend(pairs_and_triplet_decompositions(
                &counts,
                state.jokers,
                rule,
            ));
        }
        for form in [Form::HonoursAndKnitted, Form::GreaterHonoursAndKnitted] {
            if forms.contains(form) {
                special.push(honours_and_knitted_decomposition(
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
        let forms = self.check(hand)?;
        let hand = self.apply_joker_kinds(hand);
        let rule = self.rules.pairs_and_triplet;
        let triplets = match forms.contains(Form::PairsAndTriplet) {
            true => pairs_and_triplet_decompositions(hand.counts(), hand.jokers(), rule).count(),
            false => 0,
        };
        let knitted: u64 = match forms.contains(Form::KnittedStraight) {
            true => (self.knitted_straight_rests(hand.counts(), hand.jokers()))
                .map(|(_, rest, jokers)| self.count_standard(&State::of_counts(rest, jokers)))
                .sum(),
            false => 0,
        };
        let special = u64::from(forms.contains(Form::SevenPairs))
            + u64::from(forms.contains(Form::ThirteenOrphans))
            + u64::from(forms.contains(Form::HonoursAndKnitted))
            + u64::from(forms.contains(Form::GreaterHonoursAndKnitted))
            + triplets as u64
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
        for (set, rest, left) in self.knitted_straight_rests(counts, jokers) {
            let state = State::of_counts(rest, left);
            let groups = knitted_groups(counts, set);
            for rest in self.decompositions_from(state, Forms::NONE.with(Form::Standard)) {
                let all = groups.iter().chain(rest.groups()).copied().collect();
                found.push(Decomposition::from_groups(Form::KnittedStraight, all));
            }
        }
        found
    }

    pub(crate) fn variants(&self) -> &[Vec<Variant>] {
        self.variants.get_or_init(|| variants(self))
    }
}

/// The one way 14 tiles make thirteen orphans: each terminal and honour, held or
/// stood in for by a joker, and the pair of the one held twice; with none held twice,
/// a joker pairs the lowest one held (or, holding none, a second joker pairs 1m). The
/// same shape, twelve singles and a pair, with or without jokers.
pub(crate) fn orphans_decomposition(counts: &[u8; KINDS]) -> Decomposition {
    let orphans = || Tile::all().filter(|t| t.is_orphan());
    let paired = orphans()
        .find(|t| counts[t.id()] >= 2)
        .or_else(|| orphans().find(|t| counts[t.id()] == 1))
        .unwrap_or_else(|| orphans().next().expect("1m is an orphan"));
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

/// The one way 14 tiles make seven pairs: each kind's copies paired off, a single
/// paired with a joker, the jokers left paired among themselves.
pub(crate) fn seven_pairs_decomposition(counts: &[u8; KINDS], jokers: u8) -> Decomposition {
    let mut groups = Vec::new();
    let mut jokers_left = jokers;
    for (kind, &held) in counts.iter().enumerate() {
        for _ in 0..held / 2 {
            groups.push(Group::new(&[kind, kind], &[true, true]));
        }
        if held % 2 == 1 {
            groups.push(Group::new(&[kind, kind], &[true, false]));
            jokers_left -= 1;
        }
    }
    groups.extend(std::iter::repeat_n(
        Group::any(2),
        usize::from(jokers_left / 2),
    ));
    Decomposition {
        form: Form::SevenPairs,
        groups,
    }
}

/// The ways 17 tiles make seven pairs and a triplet under `rule`: each kind held one to
/// three times as the triplet (jokers completing it), and three jokers as any
/// triplet, wherever the other tiles then make seven pairs (each split one way, as
/// [`seven_pairs_decomposition`] splits it). In kind order, the jokers' triplet last.
pub(crate) fn pairs_and_triplet_decompositions(
    counts: &[u8; KINDS],
    jokers: u8,
    rule: SevenPairs,
) -> impl Iterator<Item = Decomposition> {
    let counts = *counts;
    let held = (0..KINDS).filter(move |&k| (1..=3).contains(&counts[k]));
    let triplets = held.map(Some).chain([None]);
    triplets.filter_map(move |kind| {
        let (mut rest, triplet) = match kind {
            Some(kind) => {
                let held = counts[kind];
                let real = [held >= 1, held >= 2, held >= 3];
                (counts, Group::new(&[kind, kind, kind], &real))
            }
            None => (counts, Group::any(3)),
        };
        let stand_ins = kind.map_or(3, |k| 3 - rest[k]);
        if let Some(kind) = kind {
            rest[kind] = 0;
        }
        let jokers = jokers.checked_sub(stand_ins)?;
        if !fourteen_are_seven_pairs(&rest, jokers, rule) {
            return None;
        }
        let mut decomposition = seven_pairs_decomposition(&rest, jokers);
        decomposition.form = Form::PairsAndTriplet;
        decomposition.groups.insert(0, triplet);
        Some(decomposition)
    })
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
