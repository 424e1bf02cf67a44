//! The winning forms, and the special ones that need no table, all plain counting:
//! seven pairs and thirteen orphans (14 tiles only), seven pairs and a triplet (17
//! tiles only).

pub mod knitted;

use std::fmt;

use crate::rules::SevenPairs;
use crate::tiles::tile::KINDS;

/// A winning form.
///
/// ```
/// assert_eq!(hupai::Form::SevenPairs.name(), "seven_pairs");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
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
}

impl Form {
    /// Every form, in output order.
    pub const ALL: [Form; 7] = [
        Form::Standard,
        Form::SevenPairs,
        Form::ThirteenOrphans,
        Form::PairsAndTriplet,
        Form::HonoursAndKnitted,
        Form::GreaterHonoursAndKnitted,
        Form::KnittedStraight,
    ];

    /// The name used in output: `standard`, `seven_pairs`, `thirteen_orphans`,
    /// `pairs_and_triplet`, `honours_and_knitted`, `greater_honours_and_knitted`,
    /// `knitted_straight`.
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
pub const SPECIAL_FORM_TILES: usize = 14;

/// Whether 14 tiles (`counts` plus `jokers`) make seven pairs under `rule`.
///
/// Each kind held an odd number of times needs one joker to pair it; the jokers left
/// over pair among themselves. `Distinct` also needs every kind at most twice.
///
/// ```
/// use hupai::{forms::is_seven_pairs, rules::SevenPairs};
/// let mut counts = [0u8; 34];
/// counts[..6].copy_from_slice(&[2, 2, 2, 2, 2, 1]);
/// assert!(is_seven_pairs(&counts, 3, SevenPairs::Distinct));
/// counts[0] = 4;
/// counts[1] = 0;
/// assert!(is_seven_pairs(&counts, 3, SevenPairs::FourAsTwoPairs));
/// assert!(!is_seven_pairs(&counts, 3, SevenPairs::Distinct));
/// ```
pub fn is_seven_pairs(counts: &[u8; KINDS], jokers: u8, rule: SevenPairs) -> bool {
    total(counts, jokers) == SPECIAL_FORM_TILES && fourteen_are_seven_pairs(counts, jokers, rule)
}

/// [`is_seven_pairs`] for tiles already known to number 14.
#[inline(always)]
pub(crate) fn fourteen_are_seven_pairs(counts: &[u8; KINDS], jokers: u8, rule: SevenPairs) -> bool {
    // Eight counts (each 0..=4) per word: bit 0 of a byte says odd, and a count above
    // 2 is either 4 (bit 2) or 3 (bits 0 and 1).
    let odd = odd_kinds(counts);
    match rule {
        SevenPairs::Off => false,
        SevenPairs::Distinct => odd <= jokers.into() && !held_above_two(counts),
        SevenPairs::FourAsTwoPairs => odd <= jokers.into(),
    }
}

/// How many kinds `counts` (each 0..=5) holds an odd number of times: with SSE2
/// (every x86-64 has it) from the registers the counts' check loads too.
#[inline(always)]
fn odd_kinds(counts: &[u8; KINDS]) -> u32 {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: SSE2 is part of the x86-64 baseline, so every x86-64 CPU runs it.
    return unsafe { counts_sse2::odd_kinds(counts) };
    #[cfg(not(target_arch = "x86_64"))]
    return odd_kinds_by_words(counts);
}

/// Whether `counts` (each 0..=5) holds some kind more than twice.
#[inline(always)]
fn held_above_two(counts: &[u8; KINDS]) -> bool {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: as in `odd_kinds`.
    return unsafe { counts_sse2::held_above_two(counts) };
    #[cfg(not(target_arch = "x86_64"))]
    return held_above_two_by_words(counts);
}

/// [`odd_kinds`] eight counts a word: the odd bits of the five words added byte by
/// byte (each byte at most 5), then the bytes added by one multiply, cheaper than
/// counting bits where no popcount instruction is.
#[cfg_attr(target_arch = "x86_64", allow(dead_code))] // but in the tests
fn odd_kinds_by_words(counts: &[u8; KINDS]) -> u32 {
    let odd_bytes: u64 = words(counts).iter().map(|w| w & LOW_BITS).sum();
    (odd_bytes.wrapping_mul(LOW_BITS) >> 56) as u32
}

/// [`held_above_two`] eight counts a word: a count above 2 has bit 2 set (4, 5) or
/// bits 0 and 1 (3).
#[cfg_attr(target_arch = "x86_64", allow(dead_code))] // but in the tests
fn held_above_two_by_words(counts: &[u8; KINDS]) -> bool {
    (words(counts).iter()).any(|w| w & (LOW_BITS << 2) != 0 || w & (w >> 1) & LOW_BITS != 0)
}

/// Whether any tile is a simple (rank 2 to 8 of a number suit).
#[inline(always)]
pub(crate) fn holds_simples(counts: &[u8; KINDS]) -> bool {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: as in `odd_kinds`.
    return unsafe { counts_sse2::holds_simples(counts) };
    #[cfg(not(target_arch = "x86_64"))]
    return holds_simples_by_words(counts);
}

/// The counts' tests of the special forms, sixteen counts a register.
#[cfg(target_arch = "x86_64")]
mod counts_sse2 {
    use std::arch::x86_64::*;

    use crate::tiles::hand::sse2::count_registers;
    use crate::tiles::tile::KINDS;

    /// The simples' ids (ranks 2 to 8 of the three number suits), one bit each.
    const SIMPLE_IDS: u32 = 0x7F << 1 | 0x7F << 10 | 0x7F << 19;

    #[inline]
    #[target_feature(enable = "sse2")]
    pub(super) fn odd_kinds(counts: &[u8; KINDS]) -> u32 {
        let (ones, zero) = (_mm_set1_epi8(1), _mm_setzero_si128());
        let odd = |bytes| _mm_sad_epu8(_mm_and_si128(bytes, ones), zero);
        let [low, high, last] = count_registers(counts);
        let sums = _mm_add_epi64(_mm_add_epi64(odd(low), odd(high)), odd(last));
        _mm_cvtsi128_si32(_mm_add_epi64(sums, _mm_unpackhi_epi64(sums, sums))) as u32
    }

    #[inline]
    #[target_feature(enable = "sse2")]
    pub(super) fn held_above_two(counts: &[u8; KINDS]) -> bool {
        let [low, high, last] = count_registers(counts);
        let largest = _mm_max_epu8(_mm_max_epu8(low, high), last);
        let over = _mm_subs_epu8(largest, _mm_set1_epi8(2));
        _mm_movemask_epi8(_mm_cmpeq_epi8(over, _mm_setzero_si128())) != 0xFFFF
    }

    #[inline]
    #[target_feature(enable = "sse2")]
    pub(super) fn holds_simples(counts: &[u8; KINDS]) -> bool {
        let [low, high, _] = count_registers(counts);
        let zero = _mm_setzero_si128();
        let empty = |bytes| _mm_movemask_epi8(_mm_cmpeq_epi8(bytes, zero)) as u32;
        !(empty(low) | empty(high) << 16) & SIMPLE_IDS != 0
    }
}

/// Whether 14 tiles (`counts` plus `jokers`) make thirteen orphans: nothing but
/// terminals and honours, no kind more than twice and at most one kind twice; the
/// jokers fill the missing kinds (and the duplicate).
///
/// ```
/// use hupai::forms::is_thirteen_orphans;
/// let hand: hupai::Hand = "19m19p19s1234567zJ".parse()?;
/// assert!(is_thirteen_orphans(hand.counts(), hand.jokers()));
/// # Ok::<(), hupai::ParseError>(())
/// ```
pub fn is_thirteen_orphans(counts: &[u8; KINDS], jokers: u8) -> bool {
    total(counts, jokers) == SPECIAL_FORM_TILES && fourteen_are_thirteen_orphans(counts)
}

/// [`is_thirteen_orphans`] for tiles already known to number 14.
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

/// How many tiles of `counts` seven pairs under `rule` can keep (`None` when the rules
/// have no seven pairs): two for each pair the kinds give (a kind held twice or three
/// times gives one, four times one or two by the rule), then one for each kind that
/// can still become a pair, up to seven pairs.
///
/// ```
/// use hupai::{forms::seven_pairs_kept, rules::SevenPairs};
/// let hand: hupai::Hand = "1111m2233p4455s6z".parse()?;
/// assert_eq!(seven_pairs_kept(hand.counts(), SevenPairs::FourAsTwoPairs), Some(13));
/// assert_eq!(seven_pairs_kept(hand.counts(), SevenPairs::Distinct), Some(11));
/// # Ok::<(), hupai::ParseError>(())
/// ```
#[inline]
pub fn seven_pairs_kept(counts: &[u8; KINDS], rule: SevenPairs) -> Option<u32> {
    // Counts are 0..=4: bit 0 says odd, bit 1 two or three, bit 2 four.
    // Byte-wise sums of five words of 0/1 bytes stay below 256: one multiply adds up
    // the bytes of each (cheaper than counting bits where no popcount instruction is).
    let (mut odd, mut two_or_three, mut four, mut only_one) = (0, 0, 0, 0);
    for word in words(counts) {
        let (bit0, bit1, bit2) = (word & LOW_BITS, word >> 1 & LOW_BITS, word >> 2 & LOW_BITS);
        odd += bit0;
        two_or_three += bit1;
        four += bit2;
        only_one += bit0 & !bit1;
    }
    let [odd, two_or_three, four, only_one] = [odd, two_or_three, four, only_one].map(byte_sum);
    kinds_to_seven_pairs_kept([odd, two_or_three, four, only_one], rule)
}

/// Seven pairs' kept tiles from the numbers of kinds held an odd number of times,
/// two or three times, four times, once.
#[inline(always)]
pub(crate) fn kinds_to_seven_pairs_kept(
    [odd, two_or_three, four, only_one]: [u32; 4],
    rule: SevenPairs,
) -> Option<u32> {
    if rule == SevenPairs::Off {
        return None;
    }
    let (pairs, halves) = pairs_and_halves([odd, two_or_three, four, only_one], rule);
    Some(pairs_to_seven_pairs_kept(pairs, halves))
}

/// Seven pairs' kept tiles from the pairs the kinds give and the kinds that could
/// still become one.
#[inline(always)]
fn pairs_to_seven_pairs_kept(pairs: u32, halves: u32) -> u32 {
    pairs_kept(pairs, halves, 7)
}

/// Tiles in a hand of seven pairs and a triplet.
pub const PAIRS_AND_TRIPLET_TILES: usize = 17;

/// Whether 17 tiles (`counts`, each at most 4, plus `jokers`) make seven pairs and a
/// triplet of another kind, the pairs under `rule` (a four is two pairs only with
/// [`SevenPairs::FourAsTwoPairs`]; `Off`: the form is not played).
///
/// ```
/// use hupai::{forms::is_pairs_and_triplet, rules::SevenPairs};
/// let hand: hupai::Hand = "111m2233p4455s116677z".parse()?;
/// assert!(is_pairs_and_triplet(hand.counts(), hand.jokers(), SevenPairs::Distinct));
/// let four: hupai::Hand = "111m2222p4455s11667zJ".parse()?;
/// assert!(is_pairs_and_triplet(four.counts(), four.jokers(), SevenPairs::FourAsTwoPairs));
/// assert!(!is_pairs_and_triplet(four.counts(), four.jokers(), SevenPairs::Distinct));
/// # Ok::<(), hupai::ParseError>(())
/// ```
pub fn is_pairs_and_triplet(counts: &[u8; KINDS], jokers: u8, rule: SevenPairs) -> bool {
    let made = |kept: u32| kept + u32::from(jokers) >= PAIRS_AND_TRIPLET_TILES as u32;
    rule != SevenPairs::Off
        && total(counts, jokers) == PAIRS_AND_TRIPLET_TILES
        && pairs_and_triplet_kept(counts, rule).is_some_and(made)
}

/// How many tiles of `counts` (each at most 4) seven pairs and a triplet can keep
/// under `rule` (`None` when it is off): the best of each way to pick the triplet's
/// kind (one held once, twice, three or four times, or none held), with seven pairs'
/// count of the other kinds.
///
/// ```
/// use hupai::{forms::pairs_and_triplet_kept, rules::SevenPairs};
/// let hand: hupai::Hand = "111m2222p4455s11667z".parse()?;
/// assert_eq!(pairs_and_triplet_kept(hand.counts(), SevenPairs::FourAsTwoPairs), Some(16));
/// assert_eq!(pairs_and_triplet_kept(hand.counts(), SevenPairs::Distinct), Some(14));
/// # Ok::<(), hupai::ParseError>(())
/// ```
pub fn pairs_and_triplet_kept(counts: &[u8; KINDS], rule: SevenPairs) -> Option<u32> {
    SpecialTally::of_kinds(&kinds_by_count(counts)).pairs_and_triplet_kept(rule)
}

/// [`pairs_and_triplet_kept`] from seven pairs' tallies (kinds held an odd number of
/// times, two or three times, four times, once), with `pairs` pairs beside the
/// triplet.
#[inline]
pub(crate) fn kinds_to_pairs_and_triplet_kept(
    tally: [u32; 4],
    rule: SevenPairs,
    pairs: u32,
) -> Option<u32> {
    let [odd, two_or_three, four, one] = tally;
    let three = odd - one;
    let two = two_or_three - three;
    // The triplet from each class of kind: (kinds of the class, tiles it keeps, the
    // tallies without that kind). A four keeps three: its fourth tile could pair only
    // with its own kind.
    let less = u32::wrapping_sub;
    let choices = [
        (1, 0, tally),
        (one, 1, [less(odd, 1), two_or_three, four, less(one, 1)]),
        (two, 2, [odd, less(two_or_three, 1), four, one]),
        (three, 3, [less(odd, 1), less(two_or_three, 1), four, one]),
        (four, 3, [odd, two_or_three, less(four, 1), one]),
    ];
    if rule == SevenPairs::Off {
        return None;
    }
    (choices.into_iter())
        .filter(|&(kinds, _, _)| kinds > 0)
        .map(|(_, kept, rest)| {
            let (pairs_given, halves) = pairs_and_halves(rest, rule);
            kept + pairs_kept(pairs_given, halves, pairs)
        })
        .max()
}

/// From seven pairs' tallies, the pairs the kinds give under `rule` (not `Off`) and
/// the kinds that could still become one.
#[inline(always)]
fn pairs_and_halves([odd, two_or_three, four, one]: [u32; 4], rule: SevenPairs) -> (u32, u32) {
    match rule {
        SevenPairs::FourAsTwoPairs => (two_or_three + 2 * four, odd),
        _ => (two_or_three + four, one),
    }
}

/// Of `wanted` pairs, the tiles kept from the pairs the kinds give and the kinds that
/// could still become one.
#[inline(always)]
fn pairs_kept(pairs: u32, halves: u32, wanted: u32) -> u32 {
    let pairs = pairs.min(wanted);
    2 * pairs + halves.min(wanted - pairs)
}

/// [`seven_pairs_kept`] under `rule` and [`thirteen_orphans_kept`] at once: the
/// shanten of every 14-tile hand asks both. With SSE2 (every x86-64 has it) the 34
/// counts are tallied sixteen at a time.
#[inline(always)]
pub(crate) fn special_forms_kept(counts: &[u8; KINDS], rule: SevenPairs) -> (Option<u32>, u32) {
    #[cfg(target_arch = "x86_64")]
    {
        // SAFETY: SSE2 is part of the x86-64 baseline, so every x86-64 CPU runs it.
        unsafe { sse2::special_forms_kept(counts, rule) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        (
            seven_pairs_kept(counts, rule),
            thirteen_orphans_kept(counts),
        )
    }
}

#[cfg(target_arch = "x86_64")]
mod sse2 {
    use std::arch::x86_64::*;

    use super::{KINDS, ORPHANS, SevenPairs, pairs_to_seven_pairs_kept};

    /// The three loads a tally reads (counts 0..16, 16..32, 18..34), each with a byte
    /// of 0xFF for the lanes it counts (all of the first two, only ids 32 and 33 of
    /// the third) and for the orphans among them.
    const LOADS: [(usize, [u64; 2], [u64; 2]); 3] =
        [load(0, 0xFFFF), load(16, 0xFFFF), load(18, 0xC000)];

    const fn load(from: usize, lanes: u16) -> (usize, [u64; 2], [u64; 2]) {
        let mut orphans = 0u16;
        let mut i = 0;
        while i < ORPHANS.len() {
            if ORPHANS[i] >= from && ORPHANS[i] < from + 16 {
                orphans |= 1 << (ORPHANS[i] - from);
            }
            i += 1;
        }
        (from, byte_mask(lanes), byte_mask(orphans & lanes))
    }

    /// A byte of 0xFF for each bit of `lanes`, low half first.
    const fn byte_mask(lanes: u16) -> [u64; 2] {
        let mut mask = [0u64; 2];
        let mut i = 0;
        while i < 16 {
            if lanes >> i & 1 != 0 {
                mask[i / 8] |= 0xFF << (8 * (i % 8));
            }
            i += 1;
        }
        mask
    }

    /// Per byte of a load: 64 × the pairs its kind gives seven pairs plus whether it
    /// could still become one (≤ 129), and 64 × whether it holds two or more plus
    /// whether it holds any (≤ 65, orphans only); the sums are told apart because
    /// fewer than 64 kinds exist.
    #[inline]
    #[target_feature(enable = "sse2")]
    pub(super) fn special_forms_kept(counts: &[u8; KINDS], rule: SevenPairs) -> (Option<u32>, u32) {
        let (seven_pairs, orphans) = match rule {
            SevenPairs::FourAsTwoPairs => tally::<true>(counts),
            SevenPairs::Distinct | SevenPairs::Off => tally::<false>(counts),
        };
        let seven_pairs = (!matches!(rule, SevenPairs::Off))
            .then(|| pairs_to_seven_pairs_kept(seven_pairs >> 6, seven_pairs & 63));
        (seven_pairs, (orphans & 63) + u32::from(orphans >= 64))
    }

    /// [`count_planes`](super::count_planes) sixteen counts at a time: a 16-bit shift
    /// moves each byte's bit to its top bit (no byte's bits reach the next one's top),
    /// and `movemask` gathers the top bits.
    #[inline]
    #[target_feature(enable = "sse2")]
    pub(super) fn count_planes(counts: &[u8; KINDS]) -> [u64; 3] {
        let load = |from: usize| {
            let bytes: &[u8; 16] = counts[from..from + 16].try_into().expect("16 counts");
            // SAFETY: the 16 bytes are in bounds; an unaligned load needs no alignment.
            unsafe { _mm_loadu_si128(bytes.as_ptr().cast()) }
        };
        let loads = [load(0), load(16), load(18)];
        [plane::<7>(loads), plane::<6>(loads), plane::<5>(loads)]
    }

    /// The top bits of three loads (counts 0..16, 16..32, 18..34) once shifted left
    /// by `SHIFT` within 16-bit lanes, for ids 0 to 33: plane `7 − SHIFT`.
    #[inline]
    #[target_feature(enable = "sse2")]
    fn plane<const SHIFT: i32>(loads: [__m128i; 3]) -> u64 {
        let top = |v: __m128i| u64::from(_mm_movemask_epi8(_mm_slli_epi16::<SHIFT>(v)) as u16);
        top(loads[0]) | top(loads[1]) << 16 | (top(loads[2]) >> 14) << 32
    }

    /// The two sums of [`special_forms_kept`], a four as two pairs or as one.
    #[inline]
    #[target_feature(enable = "sse2")]
    fn tally<const FOUR_AS_TWO: bool>(counts: &[u8; KINDS]) -> (u32, u32) {
        let (zero, one) = (_mm_setzero_si128(), _mm_set1_epi8(1));
        let mask = |[low, high]: [u64; 2]| _mm_set_epi64x(high as i64, low as i64);
        let (mut seven_pairs, mut orphans) = (zero, zero);
        for (from, lanes, orphan_lanes) in LOADS {
            let bytes: &[u8; 16] = counts[from..from + 16].try_into().expect("16 counts");
            // SAFETY: the 16 bytes are in bounds; an unaligned load needs no alignment.
            let v = unsafe { _mm_loadu_si128(bytes.as_ptr().cast()) };
            let two_or_more = _mm_cmpgt_epi8(v, one);
            let kind = if FOUR_AS_TWO {
                // Counts are 0..=4: pairs v >> 1, one more if odd. (v & 6) << 5 stays
                // within each byte of the 16-bit shift.
                let pairs = _mm_slli_epi16(_mm_and_si128(v, _mm_set1_epi8(6)), 5);
                _mm_or_si128(pairs, _mm_and_si128(v, one))
            } else {
                // One pair from two or more; a single one could become one.
                let pairs = _mm_and_si128(two_or_more, _mm_set1_epi8(64));
                _mm_or_si128(pairs, _mm_and_si128(_mm_cmpeq_epi8(v, one), one))
            };
            seven_pairs = _mm_add_epi64(
                seven_pairs,
                _mm_sad_epu8(_mm_and_si128(kind, mask(lanes)), zero),
            );
            let orphan = _mm_or_si128(
                _mm_and_si128(_mm_cmpgt_epi8(v, zero), one),
                _mm_and_si128(two_or_more, _mm_set1_epi8(64)),
            );
            orphans = _mm_add_epi8(orphans, _mm_and_si128(orphan, mask(orphan_lanes)));
        }
        // Both sums in one word per half, seven pairs' low, then the halves added.
        let both = _mm_add_epi64(seven_pairs, _mm_slli_epi64(_mm_sad_epu8(orphans, zero), 32));
        let both = _mm_cvtsi128_si64(_mm_add_epi64(both, _mm_unpackhi_epi64(both, both))) as u64;
        (both as u32, (both >> 32) as u32)
    }
}

/// What the special forms keep of a hand, kept up to date as tiles are drawn: the
/// hints ask it of the hand with each kind added, in a few operations each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct SpecialTally {
    /// Kinds held an odd number of times, two or three times, four times, once.
    seven_pairs: [u32; 4],
    /// Terminal and honour kinds held.
    orphan_kinds: u32,
    /// Whether one of them is held twice or more.
    orphan_doubled: bool,
}

/// Kinds by copies held: bit `id` of entry `n` is set when the hand holds `n` of kind
/// `id` (0 to 4; every count at most 4). Eight counts at a time: each bit of a count
/// is gathered from a word of eight into a byte of the bit's plane.
#[inline]
pub(crate) fn kinds_by_count(counts: &[u8; KINDS]) -> [u64; 5] {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: SSE2 is part of the x86-64 baseline, so every x86-64 CPU runs it.
    let planes = unsafe { sse2::count_planes(counts) };
    #[cfg(not(target_arch = "x86_64"))]
    let planes = count_planes(counts);
    // Counts 0..=4 are 000, 001, 010, 011 and 100: bit 2 only for four.
    let [low, middle, four] = planes;
    let held = low | middle | four;
    [
        !held & ((1 << KINDS) - 1),
        low & !middle,
        middle & !low,
        middle & low,
        four,
    ]
}

/// The three bit planes of the counts: bit `id` of plane `b` is bit `b` of kind `id`'s
/// count.
#[cfg_attr(target_arch = "x86_64", allow(dead_code))] // but in the tests
fn count_planes(counts: &[u8; KINDS]) -> [u64; 3] {
    let mut planes = [0u64; 3];
    for (i, word) in words(counts).into_iter().enumerate() {
        for (bit, plane) in planes.iter_mut().enumerate() {
            *plane |= gather_low_bits(word >> bit) << (8 * i);
        }
    }
    planes
}

/// Bit 0 of each of a word's eight bytes, gathered into its low byte (byte i to bit
/// i): the multiply moves byte i's bit to bit 56 + i, and no two products overlap
/// below it, so nothing carries.
#[inline]
fn gather_low_bits(word: u64) -> u64 {
    (word & LOW_BITS).wrapping_mul(0x0102_0408_1020_4080) >> 56
}

impl SpecialTally {
    /// The tally of the hand whose kinds by count are `by_count`.
    pub(crate) fn of_kinds(by_count: &[u64; 5]) -> SpecialTally {
        let [_, one, two, three, four] = *by_count;
        let ones = |bits: u64| bits.count_ones();
        SpecialTally {
            seven_pairs: [ones(one | three), ones(two | three), ones(four), ones(one)],
            orphan_kinds: ones((one | two | three | four) & ORPHAN_BITS),
            orphan_doubled: (two | three | four) & ORPHAN_BITS != 0,
        }
    }

    /// The tally with one more tile of `kind`, of which `held` were held (at most 3).
    #[inline(always)]
    pub(crate) fn drawing(mut self, kind: usize, held: u8) -> SpecialTally {
        let [odd, two_or_three, four, only_one] = &mut self.seven_pairs;
        match held {
            0 => (*odd, *only_one) = (*odd + 1, *only_one + 1),
            1 => (*odd, *two_or_three, *only_one) = (*odd - 1, *two_or_three + 1, *only_one - 1),
            2 => *odd += 1,
            _ => (*odd, *two_or_three, *four) = (*odd - 1, *two_or_three - 1, *four + 1),
        }
        if ORPHAN_BYTES[kind / 8] >> (kind % 8 * 8) & 1 != 0 {
            self.orphan_kinds += u32::from(held == 0);
            self.orphan_doubled |= held >= 1;
        }
        self
    }

    /// As [`seven_pairs_kept`].
    #[inline(always)]
    pub(crate) fn seven_pairs_kept(&self, rule: SevenPairs) -> Option<u32> {
        kinds_to_seven_pairs_kept(self.seven_pairs, rule)
    }

    /// Seven pairs' tallies: kinds held an odd number of times, two or three times,
    /// four times, once.
    pub(crate) fn seven_pairs_tally(&self) -> [u32; 4] {
        self.seven_pairs
    }

    /// As [`pairs_and_triplet_kept`].
    #[inline(always)]
    pub(crate) fn pairs_and_triplet_kept(&self, rule: SevenPairs) -> Option<u32> {
        kinds_to_pairs_and_triplet_kept(self.seven_pairs, rule, 7)
    }

    /// As [`thirteen_orphans_kept`].
    #[inline(always)]
    pub(crate) fn orphans_kept(&self) -> u32 {
        self.orphan_kinds + u32::from(self.orphan_doubled)
    }
}

/// How many tiles of `counts` thirteen orphans can keep: one of each terminal and
/// honour held, and one more when any is held twice or more.
///
/// ```
/// let hand: hupai::Hand = "19m19p19s1234566z".parse()?;
/// assert_eq!(hupai::forms::thirteen_orphans_kept(hand.counts()), 13);
/// # Ok::<(), hupai::ParseError>(())
/// ```
#[inline]
pub fn thirteen_orphans_kept(counts: &[u8; KINDS]) -> u32 {
    let (mut kinds, mut doubled) = (0, 0);
    for (word, orphans) in words(counts).into_iter().zip(ORPHAN_BYTES) {
        kinds += (word | word >> 1 | word >> 2) & LOW_BITS & orphans;
        doubled |= (word >> 1 | word >> 2) & LOW_BITS & orphans;
    }
    byte_sum(kinds) + u32::from(doubled != 0)
}

/// The sum of a word's eight bytes, when it is below 256.
#[inline]
fn byte_sum(word: u64) -> u32 {
    (word.wrapping_mul(LOW_BITS) >> 56) as u32
}

/// The terminals and honours, a bit per tile id.
pub(crate) const ORPHAN_BITS: u64 = {
    let (mut bits, mut i) = (0u64, 0);
    while i < ORPHANS.len() {
        bits |= 1 << ORPHANS[i];
        i += 1;
    }
    bits
};

/// Bit 0 of each orphan's byte in [`words`].
const ORPHAN_BYTES: [u64; 5] = {
    let mut bytes = [0u64; 5];
    let mut i = 0;
    while i < ORPHANS.len() {
        bytes[ORPHANS[i] / 8] |= 1 << (ORPHANS[i] % 8 * 8);
        i += 1;
    }
    bytes
};

/// [`holds_simples`] a word a suit.
#[cfg_attr(target_arch = "x86_64", allow(dead_code))] // but in the tests
fn holds_simples_by_words(counts: &[u8; KINDS]) -> bool {
    // Ranks 2-8 of a suit are bytes 1 to 7 of the word that starts at its rank 1.
    let simples = |first: usize| {
        let word = u64::from_le_bytes(counts[first..first + 8].try_into().expect("8"));
        word & 0xFFFF_FFFF_FFFF_FF00 != 0
    };
    simples(0) || simples(9) || simples(18)
}

/// Bit 0 of every byte.
const LOW_BITS: u64 = 0x0101_0101_0101_0101;

/// The 34 counts as five little-endian words of eight, the last holding two.
#[inline]
fn words(counts: &[u8; KINDS]) -> [u64; 5] {
    let word = |from: usize| u64::from_le_bytes(counts[from..from + 8].try_into().expect("8"));
    [
        word(0),
        word(8),
        word(16),
        word(24),
        u64::from(counts[32]) | u64::from(counts[33]) << 8,
    ]
}

/// Tile ids of the terminals and honours.
pub(crate) const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

fn total(counts: &[u8; KINDS], jokers: u8) -> usize {
    counts.iter().map(|&c| usize::from(c)).sum::<usize>() + usize::from(jokers)
}

#[cfg(test)]
mod tests {
    use super::{ORPHANS, SpecialTally, kinds_by_count};
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
                super::odd_kinds_by_words(counts),
                super::held_above_two_by_words(counts),
                super::holds_simples_by_words(counts),
            );
            let found = (
                super::odd_kinds(counts),
                super::held_above_two(counts),
                super::holds_simples(counts),
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
                    super::seven_pairs_kept(counts, rule),
                    super::thirteen_orphans_kept(counts),
                );
                assert_eq!(
                    super::special_forms_kept(counts, rule),
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
                let kept = super::seven_pairs_kept(&counts, rule);
                assert_eq!(drawn.seven_pairs_kept(rule), kept, "{counts:?}");
            }
            assert_eq!(drawn.orphans_kept(), super::thirteen_orphans_kept(&counts));
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
            let sse2 = unsafe { super::sse2::count_planes(&counts) };
            #[cfg(target_arch = "x86_64")]
            assert_eq!(sse2, super::count_planes(&counts), "{counts:?}");
        }
    }

    #[test]
    fn any_simple_tile_breaks_thirteen_orphans() {
        for simple in Tile::all().filter(|t| !t.is_orphan()) {
            let mut counts = [0u8; 34];
            ORPHANS.iter().for_each(|&id| counts[id] = 1);
            assert!(
                super::fourteen_are_thirteen_orphans(&counts),
                "one of each and a joker"
            );
            counts[simple.id()] = 1;
            assert!(!super::fourteen_are_thirteen_orphans(&counts), "{simple}");
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
