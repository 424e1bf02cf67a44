//! Seeded inputs for the bounded runs of the fuzz checks in `cargo test` (included by
//! path by the tests that run them; the fuzz targets take libFuzzer's inputs instead).

use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, RngExt, SeedableRng};

/// `count` random byte strings of up to `max_len` bytes drawn from `alphabet` (all
/// bytes when empty), the same for the same seed.
pub fn inputs(seed: u64, count: usize, max_len: usize, alphabet: &[u8]) -> Vec<Vec<u8>> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    (0..count)
        .map(|_| {
            let len = rng.random_range(0..=max_len);
            (0..len)
                .map(|_| match alphabet {
                    [] => rng.next_u32() as u8,
                    _ => alphabet[rng.random_range(0..alphabet.len())],
                })
                .collect()
        })
        .collect()
}
