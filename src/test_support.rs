//! What the unit tests share.

/// A seeded stream of 31-bit numbers (a linear congruential generator): the same
/// seed, the same numbers, on every machine.
pub(crate) fn seeded(mut state: u64) -> impl FnMut() -> u64 {
    move || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        state >> 33
    }
}
