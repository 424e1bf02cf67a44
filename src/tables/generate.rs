//! Table generation: for every count pattern of one suit, the fewest jokers that
//! complete it into melds without a pair, and into melds plus exactly one pair.
//!
//! Used by `hupai tables build` (which makes the built-in sets' committed table
//! files) and at run time (for rules read from a file). It depends on nothing in the
//! crate but [`crate::rules`] and [`crate::tiles`].
//!
//! A pattern's key is its counts read as a base-5 number, rank 1 the lowest digit.
//! Each table entry is one byte: the cost without a pair in the low nibble, the cost
//! with a pair in the high nibble, [`IMPOSSIBLE`] where no number of jokers helps.

use crate::rules::TableRules;
use crate::tables::keys::{POW5, decrement, increment};
use crate::tables::spec::{Meld, SuitSpec};
use crate::tables::win::{IMPOSSIBLE, SuitTables, TableBytes};

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
pub(crate) type Shape = Vec<(usize, u8)>;

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

/// For each rank, the melds containing it, as shapes.
pub(crate) fn melds_at(ranks: usize, melds: &[Meld]) -> Vec<Vec<Shape>> {
    (0..ranks)
        .map(|r| {
            melds
                .iter()
                .filter(|m| m.contains(&r))
                .map(|m| shape(m))
                .collect()
        })
        .collect()
}

/// Jokers may stand for any tile, a fifth copy included. Then the lowest tile of a
/// pattern belongs to some meld or to the pair; that meld takes every real tile it
/// can (taking fewer never saves a joker) and jokers fill the rest. Removing it leaves
/// a smaller key, so one pass in increasing key order computes every cost.
fn costs_by_removal(ranks: usize, melds: &[Meld], pairs: &[usize]) -> Vec<[u8; 2]> {
    let size = 5usize.pow(ranks as u32);
    let melds_at: Vec<Vec<Shape>> = melds_at(ranks, melds)
        .into_iter()
        .enumerate()
        .map(|(lowest, shapes)| undominated(lowest, shapes))
        .collect();
    let mut costs = vec![[INFINITE; 2]; size];
    costs[0] = [0, if pairs.is_empty() { INFINITE } else { 2 }];
    let mut digits = [0u8; 9];
    for key in 1..size {
        let lowest = increment(&mut digits);
        let mut best = [INFINITE; 2];
        for meld in &melds_at[lowest] {
            let (jokers, rest) = take(&digits, key, meld);
            let [without, with] = costs[rest];
            best[0] = best[0].min(without.saturating_add(jokers));
            best[1] = best[1].min(with.saturating_add(jokers));
        }
        if pairs.contains(&lowest) {
            let (jokers, rest) = take(&digits, key, &[(lowest, 2)]);
            best[1] = best[1].min(costs[rest][0].saturating_add(jokers));
        }
        costs[key] = best;
    }
    costs
}

/// The melds worth trying for a pattern whose lowest tile is `lowest`. Below it the
/// pattern is empty, so a meld's slots there are jokers. Meld A is dropped when another
/// meld B of the same size holds every slot of A from `lowest` up and has fewer slots
/// below: any split using A uses B as well at the same cost (122m: 123m, not 012m).
pub(crate) fn undominated(lowest: usize, shapes: Vec<Shape>) -> Vec<Shape> {
    let upper = |shape: &Shape| -> Vec<(usize, u8)> {
        shape
            .iter()
            .copied()
            .filter(|&(r, _)| r >= lowest)
            .collect()
    };
    let below = |shape: &Shape| -> u8 {
        shape
            .iter()
            .filter(|&&(r, _)| r < lowest)
            .map(|&(_, n)| n)
            .sum()
    };
    let holds = |big: &Shape, part: &[(usize, u8)]| {
        part.iter()
            .all(|&(r, n)| big.iter().any(|&(q, m)| q == r && m >= n))
    };
    shapes
        .iter()
        .filter(|a| {
            !shapes
                .iter()
                .any(|b| size_of(b) == size_of(a) && below(b) < below(a) && holds(b, &upper(a)))
        })
        .cloned()
        .collect()
}

fn size_of(shape: &Shape) -> u8 {
    shape.iter().map(|&(_, n)| n).sum()
}

/// Removes from the pattern as much of `shape` as it holds: the jokers needed for the
/// rest of the shape, and the key that remains.
pub(crate) fn take(digits: &[u8; 9], key: usize, shape: &[(usize, u8)]) -> (u8, usize) {
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
/// count at most 4); then the cost of a pattern is the fewest tiles to add to reach
/// one: one more than its cheapest neighbour with a tile added, found in decreasing
/// key order.
fn costs_by_completion(ranks: usize, melds: &[Meld], pairs: &[usize]) -> Vec<[u8; 2]> {
    let size = 5usize.pow(ranks as u32);
    let mut costs = complete_patterns(ranks, melds, pairs);
    let mut digits = [4u8; 9];
    digits[ranks..].fill(0);
    for key in (0..size).rev() {
        let mut best = [INFINITE; 2];
        let mut place = 1;
        for &digit in &digits[..ranks] {
            if digit < 4 {
                let [without, with] = costs[key + place];
                best[0] = best[0].min(without);
                best[1] = best[1].min(with);
            }
            place *= 5;
        }
        let cost = &mut costs[key];
        cost[0] = cost[0].min(best[0].saturating_add(1));
        cost[1] = cost[1].min(best[1].saturating_add(1));
        decrement(&mut digits);
    }
    costs
}

/// Cost 0 for the keys that split exactly into melds (index 0) or melds and one pair
/// (index 1), infinite for the rest.
fn complete_patterns(ranks: usize, melds: &[Meld], pairs: &[usize]) -> Vec<[u8; 2]> {
    let size = 5usize.pow(ranks as u32);
    let melds_at = melds_at(ranks, melds);
    let mut complete = vec![[INFINITE; 2]; size];
    complete[0] = [0, INFINITE];
    let mut digits = [0u8; 9];
    for key in 1..size {
        let lowest = increment(&mut digits);
        let fits = |shape: &[(usize, u8)]| shape.iter().all(|&(r, n)| digits[r] >= n);
        let mut found = [INFINITE; 2];
        for meld in melds_at[lowest].iter().filter(|m| fits(m)) {
            let (_, rest) = take(&digits, key, meld);
            found[0] = found[0].min(complete[rest][0]);
            found[1] = found[1].min(complete[rest][1]);
        }
        if pairs.contains(&lowest) && digits[lowest] >= 2 {
            let (_, rest) = take(&digits, key, &[(lowest, 2)]);
            found[1] = found[1].min(complete[rest][0]);
        }
        complete[key] = found;
    }
    complete
}

impl SuitSpec {
    /// The table: one byte per key.
    pub fn generate(&self) -> Vec<u8> {
        suit_table(self.ranks, &self.melds, &self.pairs, self.fifth_copy)
    }
}

impl SuitTables {
    /// Generates the tables of `rules`, the distinct suit tables in parallel.
    pub fn build(rules: TableRules) -> SuitTables {
        SuitTables::build_reporting(rules, &|_, _| {})
    }

    /// [`SuitTables::build`], calling `progress(done, total)` as each distinct table is
    /// finished (from any thread).
    pub fn build_reporting(
        rules: TableRules,
        progress: &(dyn Fn(usize, usize) + Sync),
    ) -> SuitTables {
        let (specs, suit_table) = crate::tables::spec::suit_specs(rules);
        let done = std::sync::atomic::AtomicUsize::new(0);
        let tables = crate::parallel::map(&specs, |spec| {
            let table = TableBytes::Shared(spec.generate().into());
            let finished = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
            progress(finished, specs.len());
            table
        });
        SuitTables::new(tables, suit_table).expect("the generator makes well-formed tables")
    }
}
