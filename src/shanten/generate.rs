//! Generation of the shanten tables (run time only; the lookup is in
//! [`super::table`]).
//!
//! For every pattern of one suit and every target of m melds (0..=5) and p pairs
//! (0..=1), the fewest tiles the pattern lacks to hold such a target, counting only
//! targets with at most four of a kind: a drawn tile is a real tile, and the wall holds
//! four. These are the `draws` of the tables.
//!
//! Some missing tiles only a joker can be: a fifth copy, under rules that let a joker
//! be one, and any tile of a joker kind (红中), which is drawn as a joker, never as
//! itself. The draws count no such tile, so a few patterns (under the shipped rules,
//! only patterns holding four of a kind: 10,170 of the 886,400 number-suit patterns up
//! to 17 tiles, 23,534 of the 64,200 honour ones; many more in a suit with a joker
//! kind) lack fewer tiles when the hand's jokers may be some of them. For those the
//! tables also keep `E_u`: the fewest missing tiles when at most `u` of them are
//! jokers, at each `u` where it drops.
//!
//! The method, in terms of `S(c)`, the fewest jokers that complete some sub-pattern of
//! `c` into the target (a fifth copy only where the rules allow one): `E_u(c)` is the
//! least `|A| + S(c + A)` over tiles `A` drawable onto `c` with `S(c + A) <= u`. One
//! pass in decreasing key order computes it for every key (a key's neighbours with one
//! tile added are larger), and `E_0` is the plain count of draws.

use crate::generate::{POW5, SuitSpec, decrement, increment, melds_at, take, undominated};

use super::table::{JokerPoint, SuitShanten, in_reach};

/// The most melds one suit is asked for: five (a 17-tile hand).
pub const MAX_MELDS: usize = 5;

/// The targets (m melds, p pairs), target index `2m + p`.
pub const TARGETS: usize = 2 * (MAX_MELDS + 1);

/// One value per target; padded to 16 so the element-wise minimum vectorises.
type Row = [u8; 16];

const INFINITE: u8 = u8::MAX;
const NOTHING: Row = [INFINITE; 16];

/// The shanten table of one suit whose ranks in `joker_ranks` (bit `r` for rank
/// `r + 1`) are joker kinds.
///
/// ```
/// use hupai::{win::generate::SuitSpec, rules::Rules, shanten::generate::suit_shanten, Suit};
/// let honours = suit_shanten(&SuitSpec::new(Rules::default().table_rules(), Suit::Honours), 0);
/// // 1z: one tile short of a pair, two of a triplet.
/// assert_eq!(honours.draws(1, 0, true), Some(1));
/// assert_eq!(honours.draws(1, 1, false), Some(2));
/// // With 5m a joker kind, 46m is two draws from a meld (44m, 66m), or one joker.
/// let man = suit_shanten(&SuitSpec::new(Rules::default().table_rules(), Suit::Man), 1 << 4);
/// let key = hupai::win::table::key(&[0, 0, 0, 1, 0, 1, 0, 0, 0]);
/// assert_eq!(man.draws(key, 1, false), Some(2));
/// assert!(man.joker_points(key).iter().any(|p| p.melds_and_pair() == (1, false) && p.jokers == 1 && p.missing == 1));
/// ```
pub fn suit_shanten(spec: &SuitSpec, joker_ranks: u16) -> SuitShanten {
    let ranks = spec.ranks;
    // Every kind in play makes a triplet: the kinds of the melds are those in play.
    let in_play = spec
        .melds
        .iter()
        .flatten()
        .fold(0u16, |bits, &r| bits | 1 << r);
    let drawable = in_play & !joker_ranks;
    let mut holds_target = complete_rows(spec);
    spread_down(ranks, &mut holds_target);
    let mut draws = holds_target.clone();
    spread_up(ranks, drawable, &mut draws);
    let points = if spec.fifth_copy || joker_ranks != 0 {
        let jokers = if spec.fifth_copy {
            let mut rows = joker_rows(spec);
            spread_down(ranks, &mut rows);
            rows
        } else {
            // Jokers are then tiles of any kind in play, four of a kind at most.
            let mut rows = holds_target;
            spread_up(ranks, in_play, &mut rows);
            rows
        };
        joker_points(ranks, drawable, &jokers, &draws, in_play)
    } else {
        Vec::new()
    };
    SuitShanten::new(draws.iter().map(|row| &row[..TARGETS]), points, in_play)
}

/// `E_u` for `u = 1..`, where it is below `E_{u-1}`, as (key, point) in key order;
/// `jokers` is `S`. Only for keys some hand holds: tiles of `in_play` ranks only.
fn joker_points(
    ranks: usize,
    drawable: u16,
    jokers: &[Row],
    draws: &[Row],
    in_play: u16,
) -> Vec<(u32, JokerPoint)> {
    let reached: Vec<bool> = (0..draws.len()).map(|key| in_reach(key, in_play)).collect();
    // E_u stops changing once u reaches S, so the largest S below E_0 bounds u.
    let most_jokers = jokers
        .iter()
        .zip(draws)
        .zip(&reached)
        .filter(|(_, reached)| **reached)
        .flat_map(|((s, e), _)| s[..TARGETS].iter().zip(&e[..TARGETS]))
        .filter(|(s, e)| s < e)
        .map(|(&s, _)| s)
        .max()
        .unwrap_or(0);
    let mut points = Vec::new();
    let mut previous = draws.to_vec();
    for u in 1..=most_jokers {
        let mut current: Vec<Row> = jokers
            .iter()
            .map(|row| row.map(|s| if s <= u { s } else { INFINITE }))
            .collect();
        spread_up(ranks, drawable, &mut current);
        for (key, (now, before)) in current.iter().zip(&previous).enumerate() {
            if !reached[key] {
                continue;
            }
            for target in 0..TARGETS {
                if now[target] < before[target] {
                    let point = JokerPoint {
                        target: target as u8,
                        jokers: u,
                        missing: now[target],
                    };
                    points.push((key as u32, point));
                }
            }
        }
        previous = current;
    }
    points.sort_by_key(|&(key, _)| key);
    points
}

/// 0 for each target a key splits into exactly (every tile used), else infinite.
fn complete_rows(spec: &SuitSpec) -> Vec<Row> {
    let size = 5usize.pow(spec.ranks as u32);
    let melds_at = melds_at(spec.ranks, &spec.melds);
    let mut rows = vec![NOTHING; size];
    rows[0][0] = 0;
    let mut digits = [0u8; 9];
    for key in 1..size {
        let lowest = increment(&mut digits);
        let fits = |shape: &[(usize, u8)]| shape.iter().all(|&(r, n)| digits[r] >= n);
        let mut row = NOTHING;
        for meld in melds_at[lowest].iter().filter(|m| fits(m)) {
            let (_, rest) = take(&digits, key, meld);
            add_meld(&mut row, &rows[rest], 0);
        }
        if spec.pairs.contains(&lowest) && digits[lowest] >= 2 {
            let (_, rest) = take(&digits, key, &[(lowest, 2)]);
            add_pair(&mut row, &rows[rest], 0);
        }
        rows[key] = row;
    }
    rows
}

/// The fewest jokers that complete each key, every tile used, into each target, a
/// joker standing for any kind, a fifth copy included. As in
/// [`crate::generate::suit_table`]: the lowest tile's group takes every real tile it
/// can; groups of jokers alone fill the other melds.
fn joker_rows(spec: &SuitSpec) -> Vec<Row> {
    let size = 5usize.pow(spec.ranks as u32);
    let melds_at: Vec<_> = melds_at(spec.ranks, &spec.melds)
        .into_iter()
        .enumerate()
        .map(|(lowest, shapes)| undominated(lowest, shapes))
        .collect();
    let mut rows = vec![NOTHING; size];
    for (target, cost) in rows[0][..TARGETS].iter_mut().enumerate() {
        let (melds, pair) = (target / 2, target % 2 == 1);
        if (melds == 0 || !spec.melds.is_empty()) && (!pair || !spec.pairs.is_empty()) {
            *cost = (3 * melds + 2 * usize::from(pair)) as u8;
        }
    }
    let mut digits = [0u8; 9];
    for key in 1..size {
        let lowest = increment(&mut digits);
        let mut row = NOTHING;
        for meld in &melds_at[lowest] {
            let (jokers, rest) = take(&digits, key, meld);
            add_meld(&mut row, &rows[rest], jokers);
        }
        if spec.pairs.contains(&lowest) {
            let (jokers, rest) = take(&digits, key, &[(lowest, 2)]);
            add_pair(&mut row, &rows[rest], jokers);
        }
        rows[key] = row;
    }
    rows
}

/// Lowers `row` to what one more meld costing `cost` on top of `rest` gives.
fn add_meld(row: &mut Row, rest: &Row, cost: u8) {
    for target in 2..TARGETS {
        row[target] = row[target].min(rest[target - 2].saturating_add(cost));
    }
}

/// Lowers `row` to what the pair costing `cost` on top of `rest` (pairless) gives.
fn add_pair(row: &mut Row, rest: &Row, cost: u8) {
    for target in (1..TARGETS).step_by(2) {
        row[target] = row[target].min(rest[target - 1].saturating_add(cost));
    }
}

/// Each key takes the least value of its sub-patterns (tiles may be discarded).
fn spread_down(ranks: usize, rows: &mut [Row]) {
    let mut digits = [0u8; 9];
    for key in 1..rows.len() {
        increment(&mut digits);
        let mut row = rows[key];
        for (rank, &digit) in digits[..ranks].iter().enumerate() {
            if digit > 0 {
                row = lowest(row, rows[key - POW5[rank] as usize]);
            }
        }
        rows[key] = row;
    }
}

/// Each key takes one more than the least value of its neighbours with a tile of a
/// `drawable` rank added (a drawn tile; never a fifth copy), where that is lower.
fn spread_up(ranks: usize, drawable: u16, rows: &mut [Row]) {
    let mut digits = [4u8; 9];
    digits[ranks..].fill(0);
    for key in (0..rows.len()).rev() {
        let mut neighbours = NOTHING;
        for (rank, &digit) in digits[..ranks].iter().enumerate() {
            if digit < 4 && drawable & 1 << rank != 0 {
                neighbours = lowest(neighbours, rows[key + POW5[rank] as usize]);
            }
        }
        rows[key] = lowest(rows[key], neighbours.map(|v| v.saturating_add(1)));
        decrement(&mut digits);
    }
}

fn lowest(a: Row, b: Row) -> Row {
    std::array::from_fn(|i| a[i].min(b[i]))
}
