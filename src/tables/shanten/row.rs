//! The generator's working value: one count per target in twelve byte lanes, worked
//! on all at once as one `u128` (SWAR).
//!
//! Lane-wise loops over byte arrays are what an unoptimised build (a dependent's dev
//! profile, which generates tables for rules of its own) spends its time on; a few
//! integer operations per row cost a fraction of them, optimised or not. A row is
//! kept in 12 bytes (the generator holds millions) and widened for the work.
//!
//! Every lane holds at most [`INFINITE`] (127), so its top bit is free: a lane-wise
//! comparison is one subtraction with the top bits set, which never borrows across
//! lanes. The four lanes of the wide value past the targets are never kept.

/// The most melds one suit is asked for: five (a 17-tile hand).
pub(crate) const MAX_MELDS: usize = 5;
/// The targets (m melds, p pairs), target index `2m + p`.
pub(crate) const TARGETS: usize = 2 * (MAX_MELDS + 1);

/// Unreachable: no pattern of the key completes the target.
pub(crate) const INFINITE: u8 = 0x7F;

/// A byte in every lane.
const fn splat(byte: u8) -> u128 {
    u128::MAX / 0xFF * byte as u128
}

const TOP_BITS: u128 = splat(0x80);
const ALL_INFINITE: u128 = splat(INFINITE);
/// The lanes of the targets.
const TARGET_LANES: u128 = u128::MAX >> (8 * (16 - TARGETS));
/// The lanes of the targets with one meld or more.
const MELD_LANES: u128 = TARGET_LANES & !0xFFFF;
/// The lanes of the targets with a pair (odd targets).
const PAIR_LANES: u128 = TARGET_LANES & (splat(0xFF) / 0xFFFF * 0xFF00);

/// One count per target `2m + p` (m melds, p pairs), each at most [`INFINITE`]:
/// lane `t` is byte `t % 4` of word `t / 4`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Row([u32; 3]);

/// Every target unreachable.
pub(crate) const NOTHING: Row = Row::narrow(ALL_INFINITE);

/// Full bytes (0xFF) in the lanes whose top bit is set in `top`, zero elsewhere.
const fn fill(top: u128) -> u128 {
    top | (top - (top >> 7))
}

/// Full bytes in the lanes where `a >= b`.
const fn at_least(a: u128, b: u128) -> u128 {
    fill(((a | TOP_BITS) - b) & TOP_BITS)
}

/// `a` where `mask` is full, `b` elsewhere.
const fn select(mask: u128, a: u128, b: u128) -> u128 {
    (a & mask) | (b & !mask)
}

impl Row {
    /// The 12 lanes as the low bytes of a `u128`.
    #[inline]
    const fn wide(self) -> u128 {
        let [low, middle, high] = self.0;
        low as u128 | (middle as u128) << 32 | (high as u128) << 64
    }

    /// The 12 low lanes of `lanes`.
    #[inline]
    const fn narrow(lanes: u128) -> Row {
        Row([lanes as u32, (lanes >> 32) as u32, (lanes >> 64) as u32])
    }

    /// The row of these counts (each capped at [`INFINITE`]).
    pub(crate) fn from_targets(counts: [u8; TARGETS]) -> Row {
        let mut bytes = [0; 16];
        for (byte, count) in bytes.iter_mut().zip(counts) {
            *byte = count.min(INFINITE);
        }
        Row::narrow(u128::from_le_bytes(bytes))
    }

    /// The counts per target.
    pub(crate) fn targets(self) -> [u8; TARGETS] {
        let bytes = self.wide().to_le_bytes();
        let mut targets = [0; TARGETS];
        targets.copy_from_slice(&bytes[..TARGETS]);
        targets
    }

    /// The lane-wise minimum.
    #[inline]
    pub(crate) fn lowest(self, other: Row) -> Row {
        let (a, b) = (self.wide(), other.wide());
        Row::narrow(select(at_least(a, b), b, a))
    }

    /// Each count plus `n`, unreachable staying unreachable.
    #[inline]
    pub(crate) fn plus(self, n: u8) -> Row {
        // At most 127 + 127 per lane: no carry out of a lane.
        let sum = self.wide() + splat(n.min(INFINITE));
        Row::narrow(select(fill(sum & TOP_BITS), ALL_INFINITE, sum))
    }

    /// The counts of at most `u`, the others unreachable.
    #[inline]
    pub(crate) fn at_most(self, u: u8) -> Row {
        let lanes = self.wide();
        Row::narrow(select(
            at_least(splat(u.min(INFINITE)), lanes),
            lanes,
            ALL_INFINITE,
        ))
    }

    /// The counts below `bound`'s, the others unreachable; `None` when none is.
    #[inline]
    pub(crate) fn below(self, bound: Row) -> Option<Row> {
        let lanes = self.wide();
        let row = Row::narrow(select(at_least(lanes, bound.wide()), ALL_INFINITE, lanes));
        (row != NOTHING).then_some(row)
    }

    /// Lowered to what one more meld costing `cost` on top of `rest` gives: target
    /// `t` from `rest`'s `t - 2`.
    #[inline]
    pub(crate) fn add_meld(&mut self, rest: Row, cost: u8) {
        let shifted = Row::narrow(select(MELD_LANES, rest.wide() << 16, ALL_INFINITE));
        *self = self.lowest(shifted.plus(cost));
    }

    /// Lowered to what the pair costing `cost` on top of `rest` (pairless) gives:
    /// target `t` (with a pair) from `rest`'s `t - 1`.
    #[inline]
    pub(crate) fn add_pair(&mut self, rest: Row, cost: u8) {
        let shifted = Row::narrow(select(PAIR_LANES, rest.wide() << 8, ALL_INFINITE));
        *self = self.lowest(shifted.plus(cost));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every operation against the lane-by-lane definition, on seeded random rows
    /// mixing small counts and unreachable lanes.
    #[test]
    fn lanes_work_as_one_by_one() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut random_row = || {
            std::array::from_fn(|_| match next() % 5 {
                0 => INFINITE,
                _ => (next() % 20) as u8,
            })
        };
        for _ in 0..20_000 {
            let (a, b): ([u8; TARGETS], [u8; TARGETS]) = (random_row(), random_row());
            let (row_a, row_b) = (Row::from_targets(a), Row::from_targets(b));
            let cost = a[0] % 6;
            let plus = |x: u8| {
                if x == INFINITE {
                    x
                } else {
                    (x + cost).min(INFINITE)
                }
            };
            assert_eq!(row_a.targets(), a);
            assert_eq!(
                row_a.lowest(row_b).targets(),
                std::array::from_fn(|t| a[t].min(b[t]))
            );
            assert_eq!(row_a.plus(cost).targets(), a.map(plus));
            assert_eq!(
                row_a.at_most(cost).targets(),
                a.map(|x| if x <= cost { x } else { INFINITE })
            );
            let below: [u8; TARGETS] =
                std::array::from_fn(|t| if a[t] < b[t] { a[t] } else { INFINITE });
            let expected = (below != [INFINITE; TARGETS]).then(|| Row::from_targets(below));
            assert_eq!(row_a.below(row_b), expected);
            let (mut meld, mut pair) = (row_a, row_a);
            meld.add_meld(row_b, cost);
            pair.add_pair(row_b, cost);
            let meld_expected: [u8; TARGETS] = std::array::from_fn(|t| {
                if t < 2 {
                    a[t]
                } else {
                    a[t].min(plus(b[t - 2]))
                }
            });
            let pair_expected: [u8; TARGETS] = std::array::from_fn(|t| {
                if t % 2 == 0 {
                    a[t]
                } else {
                    a[t].min(plus(b[t - 1]))
                }
            });
            assert_eq!(meld.targets(), meld_expected);
            assert_eq!(pair.targets(), pair_expected);
            assert_eq!(std::mem::size_of::<Row>(), TARGETS);
        }
    }
}
