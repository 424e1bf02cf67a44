//! Table generation: for every count pattern of one suit, the fewest jokers that
//! complete it into melds without a pair, and into melds plus exactly one pair.
//!
//! Used by the build script (for the built-in rules) and at run time (for rules read
//! from a file), so it depends on nothing in the crate but [`crate::rules`].
//!
//! A pattern's key is its counts read as a base-5 number, rank 1 the lowest digit.
//! Each table entry is one byte: the cost without a pair in the low nibble, the cost
//! with a pair in the high nibble, [`IMPOSSIBLE`] where no number of jokers helps.

use crate::rules::{HonourMelds, PairRule, TableRules};

/// A nibble value meaning "no number of jokers completes this pattern".
pub const IMPOSSIBLE: u8 = 15;

/// Patterns of a number suit: 5^9.
pub const NUMBER_KEYS: usize = 1_953_125;

/// Patterns of the honours: 5^7.
pub const HONOUR_KEYS: usize = 78_125;

/// Powers of five, the place value of each rank in a key.
pub const POW5: [u32; 9] = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625];

/// A meld as the ranks (0-based) of its three tiles; a triplet repeats one rank.
pub type Meld = [usize; 3];

/// The melds of a number suit: triplets and runs.
pub fn number_melds() -> Vec<Meld> {
    let triplets = (0..9).map(|r| [r, r, r]);
    let runs = (0..7).map(|r| [r, r + 1, r + 2]);
    triplets.chain(runs).collect()
}

/// The melds of the honours under `rule` (ranks 0-3 winds, 4-6 dragons).
pub fn honour_melds(rule: HonourMelds) -> Vec<Meld> {
    let mut melds: Vec<Meld> = (0..7).map(|r| [r, r, r]).collect();
    if rule == HonourMelds::WindsAndDragons {
        melds.extend([[0, 1, 2], [0, 1, 3], [0, 2, 3], [1, 2, 3], [4, 5, 6]]);
    }
    melds
}

/// The ranks (0-based) a pair may be made of, in a number suit or the honours.
pub fn pair_ranks(rule: PairRule, numbered: bool) -> Vec<usize> {
    match (rule, numbered) {
        (PairRule::Any, true) => (0..9).collect(),
        (PairRule::Any, false) => (0..7).collect(),
        (PairRule::TwoFiveEight, true) => vec![1, 4, 7],
        (PairRule::TwoFiveEight, false) => vec![],
    }
}

/// The number-suit and honour tables for `rules`.
pub fn generate(rules: TableRules) -> (Vec<u8>, Vec<u8>) {
    let numbers = suit_table(
        9,
        &number_melds(),
        &pair_ranks(rules.pair, true),
        rules.fifth_copy,
    );
    let honours = suit_table(
        7,
        &honour_melds(rules.honour_melds),
        &pair_ranks(rules.pair, false),
        rules.fifth_copy,
    );
    (numbers, honours)
}

/// One suit's table, one byte per key of `ranks` base-5 digits.
pub fn suit_table(ranks: usize, melds: &[Meld], pairs: &[usize], fifth_copy: bool) -> Vec<u8> {
    let costs = if fifth_copy {
        costs_by_removal(ranks, melds, pairs)
    } else {
        costs_by_completion(ranks, melds, pairs)
    };
    costs
        .iter()
        .map(|&[without, with]| nibble(without) | nibble(with) << 4)
        .collect()
}

const INFINITE: u8 = u8::MAX;

fn nibble(cost: u8) -> u8 {
    match cost {
        INFINITE => IMPOSSIBLE,
        c => {
            assert!(c < IMPOSSIBLE, "a suit cost of {c} does not fit a nibble");
            c
        }
    }
}

/// A meld or pair as (rank, copies) parts, the form both algorithms walk.
type Shape = Vec<(usize, u8)>;

fn shape(ranks: &[usize]) -> Shape {
    let mut parts: Shape = Vec::new();
    for &r in ranks {
        match parts.iter_mut().find(|(rank, _)| *rank == r) {
            Some((_, copies)) => *copies += 1,
            None => parts.push((r, 1)),
        }
    }
    parts
}

/// Jokers may stand for any tile, a fifth copy included. Then the lowest tile of a
/// pattern belongs to some meld or to the pair; that meld takes every real tile it
/// can (taking fewer never saves a joker) and jokers fill the rest. Removing it leaves
/// a smaller key, so one pass in increasing key order computes every cost.
fn costs_by_removal(ranks: usize, melds: &[Meld], pairs: &[usize]) -> Vec<[u8; 2]> {
    let size = 5usize.pow(ranks as u32);
    let melds_at: Vec<Vec<Shape>> = (0..ranks)
        .map(|r| {
            melds
                .iter()
                .filter(|m| m.contains(&r))
                .map(|m| shape(m))
                .collect()
        })
        .collect();
    let mut costs = vec![[INFINITE; 2]; size];
    costs[0] = [0, if pairs.is_empty() { INFINITE } else { 2 }];
    let mut digits = [0u8; 9];
    for key in 1..size {
        increment(&mut digits);
        let lowest = digits.iter().position(|&d| d > 0).expect("key > 0");
        let mut best = [INFINITE; 2];
        for meld in &melds_at[lowest] {
            let (jokers, rest) = take(&digits, key, meld);
            for with_pair in 0..2 {
                best[with_pair] =
                    best[with_pair].min(costs[rest][with_pair].saturating_add(jokers));
            }
        }
        if pairs.contains(&lowest) {
            let (jokers, rest) = take(&digits, key, &[(lowest, 2)]);
            best[1] = best[1].min(costs[rest][0].saturating_add(jokers));
        }
        costs[key] = best;
    }
    costs
}

/// Removes from the pattern as much of `shape` as it holds: the jokers needed for the
/// rest of the shape, and the key that remains.
fn take(digits: &[u8; 9], key: usize, shape: &[(usize, u8)]) -> (u8, usize) {
    let mut jokers = 0;
    let mut rest = key;
    for &(rank, copies) in shape {
        let real = digits[rank].min(copies);
        jokers += copies - real;
        rest -= real as usize * POW5[rank] as usize;
    }
    (jokers, rest)
}

/// No fifth copies: a joker fills a slot only where fewer than four real tiles of that
/// kind are used. Mark the complete patterns (melds, with or without one pair, every
/// count at most 4), then the cost of a pattern is the fewest tiles to add to reach
/// one, found in decreasing key order.
fn costs_by_completion(ranks: usize, melds: &[Meld], pairs: &[usize]) -> Vec<[u8; 2]> {
    let size = 5usize.pow(ranks as u32);
    let complete = complete_patterns(ranks, melds, pairs);
    let mut costs = vec![[INFINITE; 2]; size];
    let mut digits = [4u8; 9];
    digits[ranks..].fill(0);
    for key in (0..size).rev() {
        for with_pair in 0..2 {
            costs[key][with_pair] = if complete[key][with_pair] {
                0
            } else {
                (0..ranks)
                    .filter(|&r| digits[r] < 4)
                    .map(|r| costs[key + POW5[r] as usize][with_pair])
                    .min()
                    .unwrap_or(INFINITE)
                    .saturating_add(1)
            };
        }
        decrement(&mut digits);
    }
    costs
}

/// Which keys split exactly into melds (index 0) or melds and one pair (index 1).
fn complete_patterns(ranks: usize, melds: &[Meld], pairs: &[usize]) -> Vec<[bool; 2]> {
    let size = 5usize.pow(ranks as u32);
    let melds_at: Vec<Vec<Shape>> = (0..ranks)
        .map(|r| {
            melds
                .iter()
                .filter(|m| m.contains(&r))
                .map(|m| shape(m))
                .collect()
        })
        .collect();
    let mut complete = vec![[false; 2]; size];
    complete[0] = [true, false];
    let mut digits = [0u8; 9];
    for key in 1..size {
        increment(&mut digits);
        let lowest = digits.iter().position(|&d| d > 0).expect("key > 0");
        let fits = |shape: &[(usize, u8)]| shape.iter().all(|&(r, n)| digits[r] >= n);
        for meld in melds_at[lowest].iter().filter(|m| fits(m)) {
            let (_, rest) = take(&digits, key, meld);
            complete[key][0] |= complete[rest][0];
            complete[key][1] |= complete[rest][1];
        }
        if pairs.contains(&lowest) && digits[lowest] >= 2 {
            let (_, rest) = take(&digits, key, &[(lowest, 2)]);
            complete[key][1] |= complete[rest][0];
        }
    }
    complete
}

fn increment(digits: &mut [u8; 9]) {
    for d in digits.iter_mut() {
        if *d < 4 {
            *d += 1;
            return;
        }
        *d = 0;
    }
}

fn decrement(digits: &mut [u8; 9]) {
    for d in digits.iter_mut() {
        if *d > 0 {
            *d -= 1;
            return;
        }
        *d = 4;
    }
}
