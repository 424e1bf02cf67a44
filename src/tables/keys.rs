//! Base-5 keys, the one vocabulary of every table: a suit's counts (0..=4 a rank)
//! read as a base-5 number, rank 1 the lowest digit. The generators enumerate keys,
//! the tables are indexed by them, the engine computes them from a hand's counts.

use crate::tiles::tile::KINDS;

/// Patterns of a number suit: 5^9.
pub(crate) const NUMBER_KEYS: usize = 1_953_125;

/// Patterns of the honours: 5^7.
pub(crate) const HONOUR_KEYS: usize = 78_125;

/// Powers of five, the place value of each rank in a key.
pub(crate) const POW5: [u32; 9] = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625];

/// The base-5 key of a suit's counts (rank 1 the lowest digit).
///
/// (`112m`: 2 + 1×5 = 7).
#[inline]
pub(crate) fn key(counts: &[u8]) -> usize {
    counts
        .iter()
        .zip(POW5)
        .map(|(&c, p)| c as usize * p as usize)
        .sum()
}

/// The base-5 key of each suit (m, p, s, z) of `counts`. With SSE2 (every x86-64 has
/// it) the four suits' first eight counts are combined at once.
#[inline(always)]
pub(crate) fn suit_keys(counts: &[u8; KINDS]) -> [usize; 4] {
    let low_eight = suit_low_eight(counts);
    #[cfg(target_arch = "x86_64")]
    // SAFETY: SSE2 is part of the x86-64 baseline, so every x86-64 CPU runs it.
    let low = unsafe { sse2::base5_of_words(low_eight) };
    #[cfg(not(target_arch = "x86_64"))]
    let low = low_eight.map(base5_of_bytes);
    // The ninth rank of the number suits; the honours have seven.
    let ninth = |id: usize| usize::from(counts[id]) * 390_625;
    [
        low[0] + ninth(8),
        low[1] + ninth(17),
        low[2] + ninth(26),
        low[3],
    ]
}

/// Each suit's first eight counts as a word (bytes of 0..=4, rank 1 the lowest): the
/// honours' seven are the top seven bytes of counts[26..34].
#[inline(always)]
fn suit_low_eight(counts: &[u8; KINDS]) -> [u64; 4] {
    let word = |from: usize| u64::from_le_bytes(counts[from..from + 8].try_into().expect("8"));
    [word(0), word(9), word(18), word(26) >> 8]
}

#[cfg(target_arch = "x86_64")]
mod sse2 {
    use std::arch::x86_64::*;

    /// [`base5_of_bytes`](super::base5_of_bytes) of four words at once: the bytes
    /// widened to 16-bit lanes, then neighbours combined by multiply-adds (×5, ×25,
    /// ×625), narrowing between steps (every value fits 16 bits until the last).
    #[inline]
    #[target_feature(enable = "sse2")]
    pub(super) fn base5_of_words(words: [u64; 4]) -> [usize; 4] {
        let zero = _mm_setzero_si128();
        let widened = |low: u64, high: u64| {
            let bytes = _mm_set_epi64x(high as i64, low as i64);
            [
                _mm_unpacklo_epi8(bytes, zero),
                _mm_unpackhi_epi8(bytes, zero),
            ]
        };
        let [m, p] = widened(words[0], words[1]);
        let [s, z] = widened(words[2], words[3]);
        // Lanes of rank pairs (≤ 24), then of four ranks (≤ 624), then of eight.
        let step = |low, high, factor: i16| {
            let factors = _mm_set1_epi32(i32::from(factor) << 16 | 1);
            _mm_madd_epi16(_mm_packs_epi32(low, high), factors)
        };
        let pairs = |v| _mm_madd_epi16(v, _mm_set1_epi32(5 << 16 | 1));
        let fours_mp = step(pairs(m), pairs(p), 25);
        let fours_sz = step(pairs(s), pairs(z), 25);
        let eights = step(fours_mp, fours_sz, 625);
        let mut keys = [0u32; 4];
        // SAFETY: 16 writable bytes; an unaligned store needs no alignment.
        unsafe { _mm_storeu_si128(keys.as_mut_ptr().cast(), eights) };
        keys.map(|k| k as usize)
    }
}

/// Eight counts (bytes of 0..=4, the first the lowest) as a base-5 number, by
/// combining neighbours in a word: pairs, then fours, then eights.
#[inline]
#[cfg_attr(target_arch = "x86_64", allow(dead_code))] // but in the tests
fn base5_of_bytes(bytes: u64) -> usize {
    let pairs = (bytes & 0x00FF_00FF_00FF_00FF) + ((bytes >> 8) & 0x00FF_00FF_00FF_00FF) * 5;
    let fours = (pairs & 0x0000_FFFF_0000_FFFF) + ((pairs >> 16) & 0x0000_FFFF_0000_FFFF) * 25;
    ((fours & 0xFFFF_FFFF) + (fours >> 32) * 625) as usize
}

/// Adds one to a base-5 number; returns the digit it raised, which is then the lowest
/// non-zero digit.
pub(crate) fn increment(digits: &mut [u8; 9]) -> usize {
    for (i, d) in digits.iter_mut().enumerate() {
        if *d < 4 {
            *d += 1;
            return i;
        }
        *d = 0;
    }
    digits.len()
}

pub(crate) fn decrement(digits: &mut [u8; 9]) {
    for d in digits.iter_mut() {
        if *d > 0 {
            *d -= 1;
            return;
        }
        *d = 4;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The SSE2 combination gives what the word arithmetic gives, for every count of
    /// each byte across the four words.
    #[cfg(target_arch = "x86_64")]
    #[test]
    fn sse2_keys_equal_word_keys() {
        for round in 0..5u64.pow(8) {
            let word = |shift: u64| {
                (0..8).fold(0u64, |w, i| {
                    w | ((round / 5u64.pow(i) + shift + i as u64) % 5) << (8 * i)
                })
            };
            let words = [word(0), word(1), word(3), word(4) & !(0xFF << 56)];
            // SAFETY: SSE2 is part of the x86-64 baseline.
            let keys = unsafe { sse2::base5_of_words(words) };
            assert_eq!(keys, words.map(base5_of_bytes), "{words:x?}");
        }
    }

    #[test]
    fn word_keys_equal_digit_keys() {
        let mut counts = [0u8; 34];
        for round in 0..5u64.pow(6) {
            for (i, count) in counts.iter_mut().enumerate() {
                *count = ((round * 7 + i as u64 * 13 + round / 5 * i as u64) % 5) as u8;
            }
            let expected = [
                key(&counts[0..9]),
                key(&counts[9..18]),
                key(&counts[18..27]),
                key(&counts[27..34]),
            ];
            assert_eq!(suit_keys(&counts), expected, "{counts:?}");
        }
        assert_eq!(
            suit_keys(&[4; 34]),
            [1_953_124, 1_953_124, 1_953_124, 78_124]
        );
    }
}
