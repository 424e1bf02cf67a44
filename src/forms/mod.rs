//! The winning forms. The standard form (melds and a pair) is the tables' and the
//! engine's; each special form has one file here that answers, for itself, every
//! question the engine asks of a form: `seven_pairs.rs`, `thirteen_orphans.rs`,
//! `pairs_and_triplet.rs`, `eight_pairs.rs`, and 国标's [`knitted`] forms. `counting.rs` holds the
//! counting they share, `groups.rs` the decomposition they give.
//!
//! ## Adding a form
//!
//! 1. A variant of [`Form`] (its name, its bit in [`Forms`]), and its rules field in
//!    [`crate::rules::Rules`] (with its line in `docs/rules.md`).
//! 2. A file here, `forms/NAME.rs`, with the form's answers as functions of the
//!    counts and the jokers, never of the engine (`seven_pairs.rs` is the model):
//!    - the check (`fourteen_are_seven_pairs` there), and `tally_kept`, the tiles
//!      it keeps from a kept hand's tally (what `LiveHand` and the hints update one
//!      draw at a time);
//!    - `waits`: the kinds that complete a hand one tile short;
//!    - `lacking`: the tiles it lacks beyond the jokers, its shanten;
//!    - `decomposition` (or `decompositions`);
//!    - where jokers may be fifth copies, `wins_with_five`;
//!    - `restricted_draws`: its draws where jokers stand only for some kinds, its
//!      targets costed with `restricted.rs` (registered in `shanten/restricted.rs`).
//! 3. Its registration, one line where each question asks the forms the rules play:
//!    a flag on the engine (`engine/mod.rs`, from the rules, off once melds are
//!    exposed) and [`Engine::forms_played`](crate::Engine::forms_played); the check
//!    (`forms_of_admitted` and `is_win_of_counts` in `engine/mod.rs`,
//!    `is_win_of_live` in `engine/live.rs`); waits (`waits_of_keys` in
//!    `waits/mod.rs`, `wins_with_fifth_copy` in `waits/fifth_copy.rs`); shanten
//!    (`least_with_special` and `shanten_forms` in `shanten/mod.rs`, a field of
//!    [`Shanten`](crate::Shanten)); hints (`with_special_forms` in
//!    `hints/lowering.rs`); decompositions (`decompositions_from` in
//!    `decompose.rs`); and its joker slots in `JokerSlots`.
//! 4. Its faces: its name in the JSON (`serialize.rs`), its bit appended to the C
//!    `HupaiForm` (`crates/hupai-c/src/questions.rs`; the header regenerated), its
//!    name in Python.
//! 5. Its oracle in `reference/forms.rs`, written from the rule's text and sharing
//!    nothing with the file of step 2 (`tests/layers.rs` holds the oracle to that);
//!    the comparison tests then cover the new form.

pub(crate) mod counting;
pub(crate) mod eight_pairs;
pub(crate) mod groups;
pub mod knitted;
pub(crate) mod pairs_and_triplet;
pub(crate) mod restricted;
pub(crate) mod seven_pairs;
pub(crate) mod thirteen_orphans;

use std::fmt;

use crate::rules::{Rules, SevenPairs};
use crate::tiles::tile::KINDS;
use crate::tiles::tile::Tile;

/// A winning form.
///
/// ```
/// assert_eq!(hupai::Form::SevenPairs.name(), "seven_pairs");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Form {
    /// n melds and one pair.
    Standard,
    /// Seven pairs (七对).
    SevenPairs,
    /// One of each terminal and honour plus one more of them (十三幺).
    ThirteenOrphans,
    /// Seven pairs and a triplet of another kind, in 17 tiles (嚦咕嚦咕, 台湾十六张).
    PairsAndTriplet,
    /// 全不靠 (国标): 14 different tiles, honours and one knitted set's.
    HonoursAndKnitted,
    /// 七星不靠 (国标): 全不靠 holding all seven honours; a hand in it is in
    /// [`Form::HonoursAndKnitted`] too.
    GreaterHonoursAndKnitted,
    /// 组合龙 (国标): the nine tiles of a knitted set, as three melds, beside melds
    /// and a pair.
    KnittedStraight,
    /// Eight pairs and one lone tile, in 17 tiles (台湾十六张).
    EightPairs,
}

impl Form {
    /// Every form, in output order.
    pub const ALL: [Form; 8] = [
        Form::Standard,
        Form::SevenPairs,
        Form::ThirteenOrphans,
        Form::PairsAndTriplet,
        Form::HonoursAndKnitted,
        Form::GreaterHonoursAndKnitted,
        Form::KnittedStraight,
        Form::EightPairs,
    ];

    /// The name used in output: `standard`, `seven_pairs`, `thirteen_orphans`,
    /// `pairs_and_triplet`, `honours_and_knitted`, `greater_honours_and_knitted`,
    /// `knitted_straight`, `eight_pairs`.
    ///
    /// ```
    /// assert_eq!(hupai::Form::ThirteenOrphans.name(), "thirteen_orphans");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Form::Standard => "standard",
            Form::SevenPairs => "seven_pairs",
            Form::ThirteenOrphans => "thirteen_orphans",
            Form::PairsAndTriplet => "pairs_and_triplet",
            Form::HonoursAndKnitted => "honours_and_knitted",
            Form::GreaterHonoursAndKnitted => "greater_honours_and_knitted",
            Form::KnittedStraight => "knitted_straight",
            Form::EightPairs => "eight_pairs",
        }
    }

    const fn bit(self) -> u8 {
        1 << self as u8
    }
}

impl fmt::Display for Form {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The set of forms a hand satisfies; empty when it does not win.
///
/// ```
/// use hupai::{Engine, Form};
/// let forms = Engine::standard().check(&"1122m3344p5566s77z".parse()?)?;
/// assert!(forms.contains(Form::SevenPairs));
/// assert!(!forms.contains(Form::Standard));
/// assert_eq!(forms.iter().collect::<Vec<_>>(), [Form::SevenPairs]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Forms(u8);

impl Forms {
    /// No form: not a win.
    pub const NONE: Forms = Forms(0);

    /// The set with `form` added.
    ///
    /// ```
    /// use hupai::{Form, Forms};
    /// assert!(Forms::NONE.with(Form::Standard).contains(Form::Standard));
    /// ```
    pub const fn with(self, form: Form) -> Forms {
        Forms(self.0 | form.bit())
    }

    /// The set with `form` added when `present` holds.
    ///
    /// ```
    /// use hupai::{Form, Forms};
    /// assert_eq!(Forms::NONE.with_if(Form::Standard, false), Forms::NONE);
    /// ```
    pub const fn with_if(self, form: Form, present: bool) -> Forms {
        Forms(self.0 | (form.bit() * present as u8))
    }

    /// Whether `form` is in the set.
    ///
    /// ```
    /// assert!(!hupai::Forms::NONE.contains(hupai::Form::Standard));
    /// ```
    pub const fn contains(self, form: Form) -> bool {
        self.0 & form.bit() != 0
    }

    /// Whether the set is empty (the hand does not win).
    ///
    /// ```
    /// assert!(hupai::Forms::NONE.is_empty());
    /// ```
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The forms in the set, in [`Form::ALL`] order.
    ///
    /// ```
    /// use hupai::{Form, Forms};
    /// let forms = Forms::NONE.with(Form::ThirteenOrphans).with(Form::Standard);
    /// assert_eq!(forms.iter().collect::<Vec<_>>(), [Form::Standard, Form::ThirteenOrphans]);
    /// ```
    pub fn iter(self) -> impl Iterator<Item = Form> {
        Form::ALL.into_iter().filter(move |&f| self.contains(f))
    }
}

impl fmt::Display for Forms {
    /// Form names separated by `+`, or `none`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("none");
        }
        for (i, form) in self.iter().enumerate() {
            if i > 0 {
                f.write_str("+")?;
            }
            f.write_str(form.name())?;
        }
        Ok(())
    }
}

/// Tiles in a hand of seven pairs or thirteen orphans.
pub(crate) const SPECIAL_FORM_TILES: usize = 14;

/// [`seven_pairs_kept`] under `rule` and [`thirteen_orphans_kept`] at once: the
/// shanten of every 14-tile hand asks both. With SSE2 (every x86-64 has it) the 34
/// counts are tallied sixteen at a time.
#[inline(always)]
pub(crate) fn special_forms_kept(counts: &[u8; KINDS], rule: SevenPairs) -> (Option<u32>, u32) {
    #[cfg(target_arch = "x86_64")]
    {
        // SAFETY: SSE2 is part of the x86-64 baseline, so every x86-64 CPU runs it.
        unsafe { counting::sse2::special_forms_kept(counts, rule) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        (
            seven_pairs::seven_pairs_kept(counts, rule),
            thirteen_orphans::thirteen_orphans_kept(counts),
        )
    }
}

/// The tiles of the special forms that only jokers can be, where joker kinds (drawn
/// as jokers, never as themselves) leave too few kinds: worked out once per engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct JokerSlots {
    /// Seven pairs: the pairs beyond what the kinds in play that are not joker kinds
    /// can make.
    pub(crate) seven_pairs: u32,
    /// Thirteen orphans: the orphans that are joker kinds, and the pair too when every
    /// orphan is one.
    pub(crate) orphans: u32,
    /// Seven pairs and a triplet: the pairs, or the triplet and pairs, beyond what the
    /// kinds in play that are not joker kinds can make.
    pub(crate) pairs_and_triplet: u32,
    /// Eight pairs: the tiles beyond what the kinds in play that are not joker kinds
    /// can be, the lone tile's kind apart from the pairs' with `Distinct`.
    pub(crate) eight_pairs: u32,
}

impl JokerSlots {
    pub(crate) fn new(rules: &Rules, joker_kinds: &[Tile]) -> JokerSlots {
        if joker_kinds.is_empty() {
            return JokerSlots::default();
        }
        let tiles = rules.tiles;
        let jokers_in_play = joker_kinds.iter().filter(|&&k| tiles.contains(k)).count();
        let real_kinds = (tiles.tiles().count() - jokers_in_play) as u32;
        let pairs_per_kind = |rule| match rule {
            SevenPairs::FourAsTwoPairs => 2,
            _ => 1,
        };
        // Tiles of `pairs` pairs that only jokers can be, from `kinds` real kinds.
        let pairs_beyond =
            |pairs: u32, kinds: u32, rule| 2 * (pairs - (pairs_per_kind(rule) * kinds).min(pairs));
        let triplet_rule = rules.pairs_and_triplet;
        // The triplet of a real kind and the pairs of the others, or of jokers alone.
        let pairs_and_triplet = match real_kinds {
            0 => 17,
            kinds => pairs_beyond(7, kinds - 1, triplet_rule)
                .min(3 + pairs_beyond(7, kinds, triplet_rule)),
        };
        // Real tiles eight pairs can hold: two of a kind and a ninth kind's lone tile,
        // or four of a kind.
        let eight_pairs_real = match rules.eight_pairs {
            SevenPairs::FourAsTwoPairs => 4 * real_kinds,
            _ => 2 * real_kinds.min(8) + u32::from(real_kinds > 8),
        };
        let orphans = joker_kinds.iter().filter(|k| k.is_orphan()).count() as u32;
        JokerSlots {
            seven_pairs: pairs_beyond(7, real_kinds, rules.seven_pairs),
            orphans: orphans + u32::from(orphans == 13),
            pairs_and_triplet,
            eight_pairs: 17 - eight_pairs_real.min(17),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::counting::{
        self, ORPHANS, SpecialTally, held_above_two, held_above_two_by_words, holds_simples,
        holds_simples_by_words, kinds_by_count, odd_kinds, odd_kinds_by_words,
    };
    use super::seven_pairs::{self, seven_pairs_kept};
    use super::special_forms_kept;
    use super::thirteen_orphans::{self, fourteen_are_thirteen_orphans, thirteen_orphans_kept};
    use crate::rules::SevenPairs;
    use crate::tiles::tile::Tile;

    const RULES: [SevenPairs; 3] = [
        SevenPairs::Off,
        SevenPairs::Distinct,
        SevenPairs::FourAsTwoPairs,
    ];

    /// The counts' special-form tests (SSE2 on x86-64) answer as the word-wise ones,
    /// on every kind alone at every count 0..=5 and 100,000 pseudo-random arrays.
    #[test]
    fn special_form_counts_equal_word_counts() {
        let mut arrays: Vec<[u8; 34]> = Vec::new();
        for id in 0..34 {
            for count in 0..=5 {
                let mut counts = [0; 34];
                counts[id] = count;
                arrays.push(counts);
            }
        }
        let mut seeded = crate::test_support::seeded(21);
        arrays.extend((0..100_000).map(|_| std::array::from_fn(|_| (seeded() % 6) as u8)));
        for counts in &arrays {
            let expected = (
                odd_kinds_by_words(counts),
                held_above_two_by_words(counts),
                holds_simples_by_words(counts),
            );
            let found = (
                odd_kinds(counts),
                held_above_two(counts),
                holds_simples(counts),
            );
            assert_eq!(found, expected, "{counts:?}");
        }
    }

    /// The fused tally (SSE2 on x86-64) keeps what the two forms' own counting keeps:
    /// every kind alone at every count, and 200,000 pseudo-random count arrays, dense
    /// (any count anywhere, up to 136 tiles) and hand-like (a few kinds).
    #[test]
    fn special_forms_kept_is_each_form_kept() {
        let check = |counts: &[u8; 34]| {
            for rule in RULES {
                let expected = (
                    seven_pairs_kept(counts, rule),
                    thirteen_orphans_kept(counts),
                );
                assert_eq!(
                    special_forms_kept(counts, rule),
                    expected,
                    "{counts:?} {rule:?}"
                );
            }
        };
        for kind in 0..34 {
            for count in 0..=4 {
                let mut counts = [0u8; 34];
                counts[kind] = count;
                check(&counts);
            }
        }
        let mut seeded = crate::test_support::seeded(99);
        let mut next = || seeded() as usize;
        for round in 0..200_000 {
            let mut counts = [0u8; 34];
            if round % 2 == 0 {
                counts.iter_mut().for_each(|c| *c = (next() % 5) as u8);
            } else {
                for _ in 0..next() % 18 {
                    let kind = next() % 34;
                    counts[kind] = (counts[kind] + 1).min(4);
                }
            }
            check(&counts);
        }
    }

    /// The tally read from counts equals the tally drawn tile by tile, and keeps what
    /// the special forms' own counting keeps, on 20,000 pseudo-random hands.
    #[test]
    fn special_tally_of_kinds_is_the_drawn_tally() {
        let mut state = 12345u64;
        for _ in 0..20_000 {
            let mut counts = [0u8; 34];
            let mut drawn = SpecialTally::of_kinds(&kinds_by_count(&counts));
            for _ in 0..(state >> 59) + 1 {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let kind = (state >> 33) as usize % if state >> 62 == 0 { 34 } else { 9 };
                if counts[kind] < 4 {
                    drawn = drawn.drawing(kind, counts[kind]);
                    counts[kind] += 1;
                }
            }
            assert_eq!(
                SpecialTally::of_kinds(&kinds_by_count(&counts)),
                drawn,
                "{counts:?}"
            );
            for rule in [
                SevenPairs::Off,
                SevenPairs::Distinct,
                SevenPairs::FourAsTwoPairs,
            ] {
                let kept = seven_pairs_kept(&counts, rule);
                assert_eq!(seven_pairs::tally_kept(&drawn, rule), kept, "{counts:?}");
            }
            assert_eq!(
                thirteen_orphans::tally_kept(&drawn),
                thirteen_orphans_kept(&counts)
            );
        }
    }

    /// The word-wise grouping equals a count-by-count one: every kind alone at every
    /// count, and 100,000 pseudo-random arrays of counts 0..=4.
    #[test]
    fn kinds_by_count_is_counting_one_by_one() {
        let one_by_one = |counts: &[u8; 34]| {
            let mut by_count = [0u64; 5];
            for (id, &count) in counts.iter().enumerate() {
                by_count[usize::from(count)] |= 1 << id;
            }
            by_count
        };
        let mut arrays = Vec::new();
        for kind in 0..34 {
            for count in 0..=4 {
                let mut counts = [0u8; 34];
                counts[kind] = count;
                arrays.push(counts);
            }
        }
        let mut seeded = crate::test_support::seeded(7);
        arrays.extend((0..100_000).map(|_| std::array::from_fn(|_| (seeded() % 5) as u8)));
        for counts in arrays {
            assert_eq!(kinds_by_count(&counts), one_by_one(&counts), "{counts:?}");
            #[cfg(target_arch = "x86_64")]
            // SAFETY: SSE2 is part of the x86-64 baseline.
            let sse2 = unsafe { counting::sse2::count_planes(&counts) };
            #[cfg(target_arch = "x86_64")]
            assert_eq!(sse2, counting::count_planes(&counts), "{counts:?}");
        }
    }

    #[test]
    fn any_simple_tile_breaks_thirteen_orphans() {
        for simple in Tile::all().filter(|t| !t.is_orphan()) {
            let mut counts = [0u8; 34];
            ORPHANS.iter().for_each(|&id| counts[id] = 1);
            assert!(
                fourteen_are_thirteen_orphans(&counts),
                "one of each and a joker"
            );
            counts[simple.id()] = 1;
            assert!(!fourteen_are_thirteen_orphans(&counts), "{simple}");
        }
    }

    #[test]
    fn orphan_ids_are_the_terminals_and_honours() {
        let expected: Vec<usize> = Tile::all()
            .filter(|t| t.is_orphan())
            .map(|t| t.id())
            .collect();
        assert_eq!(ORPHANS.to_vec(), expected);
    }
}
