//! Lanes: one key's draws per target, packed a byte each in two words, and the
//! min-plus combination of two suits' lanes a few word operations at a time (SSE2 on
//! x86-64). What the shanten tables' words unpack to and the four suits' query adds.

use super::row::{MAX_MELDS, TARGETS};

/// Bits per target in a word: draws 0..=17, or [`NO_TARGET`]. The six targets
/// without a pair (0 to 5 melds) come first, then the six with one.
pub(crate) const FIELD_BITS: u32 = 5;

/// The field value meaning "this suit never holds the target".
pub(crate) const NO_TARGET: u64 = 31;

/// A sum no real number of draws reaches (a real one is at most 17).
pub(crate) const UNREACHABLE: u32 = NO_TARGET as u32;

/// The word of keys no hand reaches: every target unreachable.
pub(crate) const UNUSED: u64 = (1 << (FIELD_BITS * TARGETS as u32)) - 1;

/// One suit's draws as two words of byte lanes: byte m of `.0` the draws for m melds
/// without a pair, of `.1` with one (m up to 5; bytes 6 and 7 unreachable). Every
/// value stays below 128 through the additions of four suits, so the bytes never
/// carry into each other and the minimum can be taken eight bytes at a time.
pub(crate) type Lanes = (u64, u64);

#[inline]
pub(crate) fn lanes(word: u64) -> Lanes {
    (
        spread(word & SIX_FIELDS),
        spread(word >> (FIELD_BITS * 6) & SIX_FIELDS),
    )
}

pub(crate) const SIX_FIELDS: u64 = (1 << (FIELD_BITS * 6)) - 1;

/// The lanes of a key no hand holds.
pub(crate) fn unused_lanes() -> Lanes {
    lanes(UNUSED)
}

/// Six 5-bit fields (bits 0..30) moved to the low six bytes, the top two bytes set to
/// [`NO_TARGET`]: fields 3-5 move up 9 bits, then fields 2 and 5 six more, then fields
/// 1 and 4 three more.
#[inline]
pub(crate) fn spread(fields: u64) -> u64 {
    const FIELD: u64 = NO_TARGET;
    let v = (fields & 0x7FFF) | (fields & 0x7FFF << 15) << 9;
    let v = (v & !(FIELD << 10 | FIELD << 34)) | (v & (FIELD << 10 | FIELD << 34)) << 6;
    let v = (v & !(FIELD << 5 | FIELD << 29)) | (v & (FIELD << 5 | FIELD << 29)) << 3;
    v | (FIELD << 48 | FIELD << 56)
}

pub(crate) const LOW_BYTES: u64 = 0x0101_0101_0101_0101;

pub(crate) const HIGH_BITS: u64 = 0x8080_8080_8080_8080;

/// The byte-wise minimum of two words whose bytes are all below 128.
#[inline(always)]
pub(crate) fn min_bytes(x: u64, y: u64) -> u64 {
    // Bit 7 of each byte of the difference says x >= y there (never a borrow).
    let x_not_less = ((x | HIGH_BITS) - y) & HIGH_BITS;
    let take_y = (x_not_less >> 7) * 0xFF;
    (y & take_y) | (x & !take_y)
}

/// Byte `index` of `word` in every byte.
#[inline(always)]
pub(crate) fn splat(word: u64, index: usize) -> u64 {
    (word >> (8 * index) & 0xFF) * LOW_BYTES
}

/// The word's bytes moved up `by` places, the bytes left empty unreachable.
#[inline(always)]
pub(crate) fn moved_up(word: u64, by: usize) -> u64 {
    if by == 0 {
        word
    } else {
        word << (8 * by) | (NO_TARGET * LOW_BYTES) >> (64 - 8 * by)
    }
}

/// The fewest tiles four suits lack for `MELDS` melds and a pair, from two pairs of
/// suits combined (each correct for targets up to `MELDS` melds): the halves joined
/// at the one target wanted.
#[inline(always)]
pub(crate) fn join<const MELDS: usize>(low: Lanes, high: Lanes) -> u32 {
    let (high_without, high_with) = high;
    // Reversed, byte m of the high half holds its value for MELDS - m melds.
    let (reverse_without, reverse_with) = (
        high_without.swap_bytes() >> (8 * (7 - MELDS)),
        high_with.swap_bytes() >> (8 * (7 - MELDS)),
    );
    let sums = min_bytes(low.0 + reverse_with, low.1 + reverse_without);
    let mut fewest = u8::MAX;
    for byte in &sums.to_le_bytes()[..=MELDS] {
        fewest = fewest.min(*byte);
    }
    u32::from(fewest)
}

/// [`join`] for `melds` melds, known only at run time.
#[inline(always)]
pub(crate) fn join_any(melds: usize, low: Lanes, high: Lanes) -> u32 {
    match melds {
        0 => join::<0>(low, high),
        1 => join::<1>(low, high),
        2 => join::<2>(low, high),
        3 => join::<3>(low, high),
        4 => join::<4>(low, high),
        _ => join::<MAX_MELDS>(low, high),
    }
}

/// Per lane of a suit, the lane of the other suits combined (`complement`) it meets:
/// lane `m` without a pair meets the complement's `melds - m` with one, and the other
/// way round. Lanes past `melds` meet [`FAR`], so that no sum with them stays within
/// a limit.
#[inline(always)]
pub(crate) fn facing(complement: Lanes, melds: usize) -> Lanes {
    let past = (FAR * LOW_BYTES) & !(u64::MAX >> (8 * (7 - melds)));
    let reversed = |lanes: u64| lanes.swap_bytes() >> (8 * (7 - melds)) | past;
    (reversed(complement.1), reversed(complement.0))
}

/// Above any three suits' combined draws (at most 3 × 31), and below 128 with a
/// suit's own added.
pub(crate) const FAR: u64 = 96;

/// Per half, a bit per lane where `lanes` and `facing` together miss at most `limit`
/// tiles.
#[inline(always)]
pub(crate) fn lanes_within(lanes: Lanes, facing: Lanes, limit: u32) -> (u32, u32) {
    let over = u64::from(limit + 1) * LOW_BYTES;
    // Bit 7 of each byte stays set where the sum is over the limit (never a borrow:
    // sums are below 128, limits far below).
    let half =
        |lanes: u64, facing: u64| byte_bits(!(((lanes + facing) | HIGH_BITS) - over) & HIGH_BITS);
    (half(lanes.0, facing.0), half(lanes.1, facing.1))
}

/// Draws per target of two suits together (min-plus over the ways to split the melds
/// and place the pair), for targets up to `MELDS` melds: with SSE2 (every x86-64 has
/// it) sixteen bytes at a time, elsewhere eight.
#[inline(always)]
pub(crate) fn combine<const MELDS: usize>(a: Lanes, b: Lanes) -> Lanes {
    #[cfg(target_arch = "x86_64")]
    {
        // SAFETY: SSE2 is part of the x86-64 baseline, so every x86-64 CPU runs it.
        unsafe { sse2::combine::<MELDS>(a, b) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        combine_words::<MELDS>(a, b)
    }
}

/// [`combine`] on byte lanes in 64-bit words: the portable version (and the one the
/// SSE2 version is tested against).
#[inline(always)]
#[cfg_attr(target_arch = "x86_64", allow(dead_code))]
pub(crate) fn combine_words<const MELDS: usize>(a: Lanes, b: Lanes) -> Lanes {
    let (mut without, mut with) = (u64::MAX >> 1 & !HIGH_BITS, u64::MAX >> 1 & !HIGH_BITS);
    for first in 0..=MELDS {
        let (b_without, b_with) = (moved_up(b.0, first), moved_up(b.1, first));
        let (a_without, a_with) = (splat(a.0, first), splat(a.1, first));
        without = min_bytes(without, a_without + b_without);
        with = min_bytes(with, min_bytes(a_without + b_with, a_with + b_without));
    }
    (without, with)
}

/// [`combine`] with SSE2: both lanes of a suit in one 16-byte register (without a pair
/// in the low eight bytes, with one in the high eight).
#[cfg(target_arch = "x86_64")]
pub(crate) mod sse2 {
    use std::arch::x86_64::*;

    use super::{Lanes, NO_TARGET};

    #[inline]
    #[target_feature(enable = "sse2")]
    pub(crate) fn combine<const MELDS: usize>(a: Lanes, b: Lanes) -> Lanes {
        let b = _mm_set_epi64x(b.1 as i64, b.0 as i64);
        // Added to the low half of a sum meant for the with-pair half only: never wins.
        let low_half_out = _mm_set_epi64x(0, 0x7F7F_7F7F_7F7F_7F7F);
        let mut best = _mm_set1_epi8(0x7F);
        for first in 0..=MELDS {
            // b's targets moved up `first` melds in each half, the bytes left unreachable.
            let fill = (NO_TARGET * 0x0101_0101_0101_0101) & ((1u64 << (8 * first)) - 1);
            let fill = _mm_set1_epi64x(fill as i64);
            let moved = _mm_or_si128(_mm_sll_epi64(b, _mm_cvtsi32_si128(8 * first as i32)), fill);
            let a_without = _mm_set1_epi8((a.0 >> (8 * first)) as u8 as i8);
            let a_with = _mm_set1_epi8((a.1 >> (8 * first)) as u8 as i8);
            // a without a pair plus b: b's halves as they are.
            let plain = _mm_add_epi8(a_without, moved);
            // a with the pair plus b without one: into the with-pair half.
            let swapped = _mm_shuffle_epi32::<0x4E>(moved);
            let paired = _mm_or_si128(_mm_add_epi8(a_with, swapped), low_half_out);
            best = _mm_min_epu8(best, _mm_min_epu8(plain, paired));
        }
        let without = _mm_cvtsi128_si64(best) as u64;
        let with = _mm_cvtsi128_si64(_mm_unpackhi_epi64(best, best)) as u64;
        (without, with)
    }
}

/// Bit 7 of each byte gathered into the low eight bits.
#[inline(always)]
pub(crate) fn byte_bits(high_bits: u64) -> u32 {
    ((high_bits >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32
}
