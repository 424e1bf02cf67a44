//! The counting every special form reads: kinds by copies held, the tallies the
//! hints update a draw at a time, and word-at-a-time (SSE2 on x86-64) kernels over
//! the 34 counts. Nothing here knows a form's rule; each form's file turns these
//! numbers into its answers.

use crate::tiles::classes;
use crate::tiles::tile::KINDS;

/// How many kinds `counts` (each 0..=5) holds an odd number of times: with SSE2
/// (every x86-64 has it) from the registers the counts' check loads too.
#[inline(always)]
pub(crate) fn odd_kinds(counts: &[u8; KINDS]) -> u32 {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: SSE2 is part of the x86-64 baseline, so every x86-64 CPU runs it.
    return unsafe { sse2::odd_kinds(counts) };
    #[cfg(not(target_arch = "x86_64"))]
    return odd_kinds_by_words(counts);
}

/// Whether `counts` (each 0..=5) holds some kind more than twice.
#[inline(always)]
pub(crate) fn held_above_two(counts: &[u8; KINDS]) -> bool {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: as in `odd_kinds`.
    return unsafe { sse2::held_above_two(counts) };
    #[cfg(not(target_arch = "x86_64"))]
    return held_above_two_by_words(counts);
}

/// [`odd_kinds`] eight counts a word: the odd bits of the five words added byte by
/// byte (each byte at most 5), then the bytes added by one multiply, cheaper than
/// counting bits where no popcount instruction is.
#[cfg_attr(target_arch = "x86_64", allow(dead_code))] // but in the tests
pub(crate) fn odd_kinds_by_words(counts: &[u8; KINDS]) -> u32 {
    let odd_bytes: u64 = words(counts).iter().map(|w| w & LOW_BITS).sum();
    (odd_bytes.wrapping_mul(LOW_BITS) >> 56) as u32
}

/// [`held_above_two`] eight counts a word: a count above 2 has bit 2 set (4, 5) or
/// bits 0 and 1 (3).
#[cfg_attr(target_arch = "x86_64", allow(dead_code))] // but in the tests
pub(crate) fn held_above_two_by_words(counts: &[u8; KINDS]) -> bool {
    (words(counts).iter()).any(|w| w & (LOW_BITS << 2) != 0 || w & (w >> 1) & LOW_BITS != 0)
}

/// Whether any tile is a simple (rank 2 to 8 of a number suit).
#[inline(always)]
pub(crate) fn holds_simples(counts: &[u8; KINDS]) -> bool {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: as in `odd_kinds`.
    return unsafe { sse2::holds_simples(counts) };
    #[cfg(not(target_arch = "x86_64"))]
    return holds_simples_by_words(counts);
}

#[cfg(target_arch = "x86_64")]
pub(crate) mod sse2 {
    use std::arch::x86_64::*;

    use super::{KINDS, ORPHANS, pairs_to_seven_pairs_kept};
    use crate::rules::SevenPairs;
    use crate::tiles::hand::sse2::count_registers;

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

    /// Seven pairs' kept tiles under `rule` and thirteen orphans', in one pass: the
    /// kernel the two forms share (the shanten of every 14-tile hand asks both).
    ///
    /// Per byte of a load: 64 × the pairs its kind gives seven pairs plus whether it
    /// could still become one (≤ 129), and 64 × whether it holds two or more plus
    /// whether it holds any (≤ 65, orphans only); the sums are told apart because
    /// fewer than 64 kinds exist.
    #[inline]
    #[target_feature(enable = "sse2")]
    pub(crate) fn special_forms_kept(counts: &[u8; KINDS], rule: SevenPairs) -> (Option<u32>, u32) {
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
    pub(crate) fn count_planes(counts: &[u8; KINDS]) -> [u64; 3] {
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
    pub(crate) seven_pairs: [u32; 4],
    /// Terminal and honour kinds held.
    pub(crate) orphan_kinds: u32,
    /// Whether one of them is held twice or more.
    pub(crate) orphan_doubled: bool,
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

/// `by_count` (kinds by copies held) after one tile of `kind`, held `held` times (1 to
/// 4), goes.
#[inline(always)]
pub(crate) fn by_count_discarding(by_count: &[u64; 5], kind: usize, held: u8) -> [u64; 5] {
    let (was, now) = (usize::from(held), usize::from(held) - 1);
    let mut left = *by_count;
    (left[was], left[now]) = (left[was] & !(1 << kind), left[now] | 1 << kind);
    left
}

/// The three bit planes of the counts: bit `id` of plane `b` is bit `b` of kind `id`'s
/// count.
#[cfg_attr(target_arch = "x86_64", allow(dead_code))] // but in the tests
pub(crate) fn count_planes(counts: &[u8; KINDS]) -> [u64; 3] {
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
            orphan_kinds: ones((one | two | three | four) & classes::ORPHANS),
            orphan_doubled: (two | three | four) & classes::ORPHANS != 0,
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

    /// The tally with one tile of `kind` less, of which `held` were held (1 to 4);
    /// `left` is the hand's kinds by count after it: the discards' tallies in a few
    /// operations each (no count of bits).
    #[inline(always)]
    pub(crate) fn discarding(mut self, kind: usize, held: u8, left: &[u64; 5]) -> SpecialTally {
        let [odd, two_or_three, four, only_one] = &mut self.seven_pairs;
        match held {
            1 => (*odd, *only_one) = (*odd - 1, *only_one - 1),
            2 => (*odd, *two_or_three, *only_one) = (*odd + 1, *two_or_three - 1, *only_one + 1),
            3 => *odd -= 1,
            _ => (*odd, *two_or_three, *four) = (*odd + 1, *two_or_three + 1, *four - 1),
        }
        if classes::ORPHANS >> kind & 1 != 0 {
            self.orphan_kinds -= u32::from(held == 1);
            self.orphan_doubled = (left[2] | left[3] | left[4]) & classes::ORPHANS != 0;
        }
        self
    }
}

/// The sum of a word's eight bytes, when it is below 256.
#[inline]
pub(crate) fn byte_sum(word: u64) -> u32 {
    (word.wrapping_mul(LOW_BITS) >> 56) as u32
}

/// Bit 0 of each orphan's byte in [`words`].
pub(crate) const ORPHAN_BYTES: [u64; 5] = {
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
pub(crate) fn holds_simples_by_words(counts: &[u8; KINDS]) -> bool {
    // Ranks 2-8 of a suit are bytes 1 to 7 of the word that starts at its rank 1.
    let simples = |first: usize| {
        let word = u64::from_le_bytes(counts[first..first + 8].try_into().expect("8"));
        word & 0xFFFF_FFFF_FFFF_FF00 != 0
    };
    simples(0) || simples(9) || simples(18)
}

/// Bit 0 of every byte.
pub(crate) const LOW_BITS: u64 = 0x0101_0101_0101_0101;

/// The 34 counts as five little-endian words of eight, the last holding two.
#[inline]
pub(crate) fn words(counts: &[u8; KINDS]) -> [u64; 5] {
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

#[inline]
pub(crate) fn total(counts: &[u8; KINDS], jokers: u8) -> usize {
    counts.iter().map(|&c| usize::from(c)).sum::<usize>() + usize::from(jokers)
}

/// Seven pairs' kept tiles from the pairs the kinds give and the kinds that could
/// still become one.
#[inline(always)]
pub(crate) fn pairs_to_seven_pairs_kept(pairs: u32, halves: u32) -> u32 {
    pairs_kept(pairs, halves, 7)
}

/// Of `wanted` pairs, the tiles kept from the pairs the kinds give and the kinds that
/// could still become one.
#[inline(always)]
pub(crate) fn pairs_kept(pairs: u32, halves: u32, wanted: u32) -> u32 {
    let pairs = pairs.min(wanted);
    2 * pairs + halves.min(wanted - pairs)
}
