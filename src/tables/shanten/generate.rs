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
//! The method, in terms of `X(x)`, the fewest jokers that complete the pattern `x`,
//! every tile used, into the target (a fifth copy only where the rules allow one):
//! `E_u(c)` is the least `|A| + X(x)` over patterns `x` with `X(x) <= u` and
//! `c + A ⊇ x`, `A` tiles drawable onto `c`. The best `A` is `x` less what `c` holds of
//! it, so `E_u(c)` is the least, over sub-patterns `s` of `c`, of `|x| − |s| + X(x)`
//! over `x ⊇ s`: a spread up from the masked `X` (one more per tile added), then a
//! spread down (the least over sub-patterns). Every `x` and `s` is a pattern some hand
//! holds (17 tiles at most, of kinds in play), so the generator works on those keys
//! alone (886,400 of a number suit's 1,953,125). `E_0` is the plain count
//! of draws, from `X` with jokers allowed nowhere (the exact splits).

use std::collections::BinaryHeap;
use std::sync::{Arc, Mutex, Weak};

use crate::tables::generate::{melds_at, take, undominated};
use crate::tables::keys::{POW5, decrement, increment};
use crate::tables::spec::SuitSpec;

use crate::rules::TableRules;
use crate::tiles::hand::MAX_TILES;
use crate::tiles::tile::Tile;

use super::row::{INFINITE, NOTHING, Row, TARGETS};
use super::set::ShantenTables;
use super::table::{JokerPoint, ShantenSpec, SuitShanten, pack};

/// Pushes, in increasing order, every key whose `ranks` lowest digits hold at most
/// `tiles` tiles of ranks in `in_play`, on top of `high` (the digits above them).
fn push_keys(ranks: usize, in_play: u16, high: u32, tiles: usize, keys: &mut Vec<u32>) {
    if ranks == 0 {
        keys.push(high);
        return;
    }
    let rank = ranks - 1;
    let most = if in_play & 1 << rank != 0 {
        tiles.min(4)
    } else {
        0
    };
    for count in 0..=most {
        let high = high + count as u32 * POW5[rank];
        push_keys(rank, in_play, high, tiles - count, keys);
    }
}

/// The working rows of a sparse spread: a row per key (unreachable while unused, and
/// again after use) and the keys pending, largest first.
struct Scratch {
    rows: Vec<Row>,
    pending: BinaryHeap<usize>,
}

impl Scratch {
    #[cfg(test)]
    fn new(keys: usize) -> Scratch {
        Scratch::reusing(vec![NOTHING; keys])
    }

    /// Scratch rows in the place of `rows` (one row per key).
    fn reusing(mut rows: Vec<Row>) -> Scratch {
        rows.fill(NOTHING);
        Scratch {
            rows,
            pending: BinaryHeap::new(),
        }
    }

    /// Lowers the row at `at` to `row`, lane by lane, and marks it pending.
    fn lower(&mut self, at: usize, row: Row) {
        if self.rows[at] == NOTHING {
            self.pending.push(at);
        }
        self.rows[at] = self.rows[at].lowest(row);
    }

    /// The row at `at`, leaving it unused.
    fn take(&mut self, at: usize) -> Row {
        std::mem::replace(&mut self.rows[at], NOTHING)
    }
}

/// The shanten table of one suit whose ranks in `joker_ranks` (bit `r` for rank
/// `r + 1`) are joker kinds.
pub fn suit_shanten(spec: &SuitSpec, joker_ranks: u16) -> SuitShanten {
    // Every kind in play makes a triplet: the kinds of the melds are those in play.
    let in_play = spec
        .melds
        .iter()
        .flatten()
        .fold(0u16, |bits, &r| bits | 1 << r);
    let drawable = in_play & !joker_ranks;
    let whole = Reach::new(spec.ranks, in_play);
    let exact = complete_rows(spec, &whole);
    // X, where jokers may be some tiles: fifth copies, or tiles of any kind in play.
    let with_jokers = if spec.fifth_copy {
        Some(joker_rows(spec, &whole))
    } else if joker_ranks != 0 {
        let mut rows = exact.clone();
        whole.spread_up(in_play, &mut rows);
        Some(rows)
    } else {
        None
    };
    // A hand holds no tile of a joker kind (each is a joker), and the spreads of E
    // never add one (not drawable) nor need one (a sub-pattern of a key without it is
    // without it): E is made on the keys of drawable ranks alone, the others unused.
    let (reach, exact, with_jokers) = if joker_ranks == 0 {
        (whole, exact, with_jokers)
    } else {
        let reach = Reach::new(spec.ranks, drawable);
        let exact = reach.take_rows(&whole, exact);
        let with_jokers = with_jokers.map(|rows| reach.take_rows(&whole, rows));
        drop(whole);
        (reach, exact, with_jokers)
    };
    let mut draws = exact;
    reach.spread_up(drawable, &mut draws);
    reach.spread_down(&mut draws);
    // The joker rows are dropped here, before the table is packed.
    let points = with_jokers.map_or_else(Vec::new, |jokers| {
        joker_points(&reach, drawable, jokers, &draws)
    });
    SuitShanten::new(
        reach.index_of.len(),
        |key| reach.index(key).map(|i| pack(&draws[i].targets())),
        points,
    )
}

/// The keys some hand holds: at most [`MAX_TILES`] tiles, all of ranks in play;
/// numbered in key order, the generator's rows indexed by that number.
struct Reach {
    ranks: usize,
    /// Per key, its number, or [`Reach::NONE`] out of reach.
    index_of: Vec<u32>,
    /// Per number, the key.
    keys: Vec<u32>,
}

impl Reach {
    const NONE: u32 = u32::MAX;

    fn new(ranks: usize, in_play: u16) -> Reach {
        let mut keys = Vec::new();
        push_keys(ranks, in_play, 0, MAX_TILES, &mut keys);
        let mut index_of = vec![Reach::NONE; 5usize.pow(ranks as u32)];
        for (index, &key) in keys.iter().enumerate() {
            index_of[key as usize] = index as u32;
        }
        Reach {
            ranks,
            index_of,
            keys,
        }
    }

    fn index(&self, key: usize) -> Option<usize> {
        let index = self.index_of[key];
        (index != Reach::NONE).then_some(index as usize)
    }

    /// The rows of `whole` (a reach holding this one) at this reach's keys.
    fn take_rows(&self, whole: &Reach, rows: Vec<Row>) -> Vec<Row> {
        self.keys
            .iter()
            .map(|&key| rows[whole.index_of[key as usize] as usize])
            .collect()
    }

    /// Rows in reach, all unreachable but for the empty pattern's.
    fn rows(&self, empty: Row) -> Vec<Row> {
        let mut rows = vec![NOTHING; self.keys.len()];
        rows[0] = empty;
        rows
    }

    /// Calls `visit(number, key, digits)` for every key in reach, in increasing order
    /// or, if `descending`, decreasing: stepping through every key where most are in
    /// reach (a digit step is cheaper than dividing), else through the list (three-player
    /// suits, where few are).
    fn visit(&self, descending: bool, mut visit: impl FnMut(usize, usize, &[u8; 9])) {
        if self.keys.len() * 4 < self.index_of.len() {
            let mut each = |(index, &key): (usize, &u32)| {
                visit(index, key as usize, &self.digits(key as usize));
            };
            if descending {
                self.keys.iter().enumerate().rev().for_each(&mut each);
            } else {
                self.keys.iter().enumerate().for_each(&mut each);
            }
        } else if descending {
            let mut digits = [4u8; 9];
            digits[self.ranks..].fill(0);
            for key in (0..self.index_of.len()).rev() {
                if let Some(index) = self.index(key) {
                    visit(index, key, &digits);
                }
                decrement(&mut digits);
            }
        } else {
            let mut digits = [0u8; 9];
            for key in 0..self.index_of.len() {
                if key > 0 {
                    increment(&mut digits);
                }
                if let Some(index) = self.index(key) {
                    visit(index, key, &digits);
                }
            }
        }
    }

    /// Calls `visit(number, key, digits, lowest)` for every key in reach but the
    /// empty one, in increasing order; `lowest` is the lowest rank the key holds.
    fn for_each(&self, mut visit: impl FnMut(usize, usize, &[u8; 9], usize)) {
        self.visit(false, |index, key, digits| {
            if let Some(lowest) = digits.iter().position(|&d| d > 0) {
                visit(index, key, digits, lowest);
            }
        });
    }

    /// Each key takes the least value of its sub-patterns (tiles may be discarded).
    fn spread_down(&self, rows: &mut [Row]) {
        self.for_each(|index, key, digits, _| {
            let mut row = rows[index];
            for (rank, &digit) in digits[..self.ranks].iter().enumerate() {
                if digit > 0 {
                    // A sub-pattern of a key in reach is in reach.
                    let below = self.index_of[key - POW5[rank] as usize] as usize;
                    row = row.lowest(rows[below]);
                }
            }
            rows[index] = row;
        });
    }

    /// [`Reach::spread_up`] from `sources` only (every other key unreachable),
    /// keeping of each key's row what `keep` keeps: the rows reached, by number,
    /// in decreasing order.
    fn sparse_spread_up(
        &self,
        drawable: u16,
        sources: impl Iterator<Item = (usize, Row)>,
        keep: &impl Fn(usize, Row) -> Option<Row>,
        scratch: &mut Scratch,
    ) -> Vec<(usize, Row)> {
        for (index, row) in sources {
            scratch.lower(index, row);
        }
        let mut done = Vec::new();
        // The largest number left is final: every key above it has passed on its value.
        while let Some(index) = scratch.pending.pop() {
            let row = scratch.take(index);
            let digits = self.digits(self.keys[index] as usize);
            for rank in (0..self.ranks).filter(|&r| digits[r] > 0 && drawable & 1 << r != 0) {
                let below = self.index_of[self.keys[index] as usize - POW5[rank] as usize];
                if let Some(row) = keep(below as usize, row.plus(1)) {
                    scratch.lower(below as usize, row);
                }
            }
            done.push((index, row));
        }
        done
    }

    /// [`Reach::spread_down`] from `sources` only, keeping of each key's row what
    /// `keep` keeps: the rows reached, by number, in increasing order.
    fn sparse_spread_down(
        &self,
        sources: impl Iterator<Item = (usize, Row)>,
        keep: &impl Fn(usize, Row) -> Option<Row>,
        scratch: &mut Scratch,
    ) -> Vec<(usize, Row)> {
        // Numbers go in negated, so that the heap gives the smallest first.
        let flip = |index: usize| self.keys.len() - 1 - index;
        for (index, row) in sources {
            scratch.lower(flip(index), row);
        }
        let mut done = Vec::new();
        // The smallest number left is final: every key below it has passed on its value.
        while let Some(flipped) = scratch.pending.pop() {
            let row = scratch.take(flipped);
            let index = flip(flipped);
            let digits = self.digits(self.keys[index] as usize);
            for rank in (0..self.ranks).filter(|&r| digits[r] < 4) {
                let above = self.keys[index] as usize + POW5[rank] as usize;
                if let Some(above) = self.index(above)
                    && let Some(row) = keep(above, row)
                {
                    scratch.lower(flip(above), row);
                }
            }
            done.push((index, row));
        }
        done
    }

    /// The base-5 digits of `key`, rank 1 first.
    fn digits(&self, mut key: usize) -> [u8; 9] {
        let mut digits = [0u8; 9];
        for digit in &mut digits[..self.ranks] {
            *digit = (key % 5) as u8;
            key /= 5;
        }
        digits
    }

    /// Each key takes one more than the least value of its neighbours with a tile of
    /// a `drawable` rank added (a drawn tile; never a fifth copy), where that is lower.
    fn spread_up(&self, drawable: u16, rows: &mut [Row]) {
        self.visit(true, |index, key, digits| {
            let mut neighbours = NOTHING;
            for (rank, &digit) in digits[..self.ranks].iter().enumerate() {
                let above = (digit < 4 && drawable & 1 << rank != 0)
                    .then(|| self.index(key + POW5[rank] as usize))
                    .flatten();
                if let Some(above) = above {
                    neighbours = neighbours.lowest(rows[above]);
                }
            }
            rows[index] = rows[index].lowest(neighbours.plus(1));
        });
    }
}

/// `E_u` for `u = 1..`, where it is below `E_{u-1}`, as (key, point) in key order;
/// `jokers` is `X`, `draws` is `E_0`.
///
/// Only a pattern `x` where jokers beat draws (`X(x) < E_0(x)`: 1% of a number suit's
/// keys) can lower `E` anywhere, and a pattern whose value is not below its own `E_0`
/// passes nothing on (its neighbours' `E_0` is at most one more, or no more), so each
/// `E_u` is spread from those patterns alone, over the few keys where it stays below
/// `E_0`: a sparse spread, in key order, instead of two passes over every key (unless
/// the sources are many: then the passes).
fn joker_points(
    reach: &Reach,
    drawable: u16,
    jokers: Vec<Row>,
    draws: &[Row],
) -> Vec<(u32, JokerPoint)> {
    let below_draws = |index: usize, row: Row| row.below(draws[index]);
    let sources: Vec<(usize, Row)> = (0..jokers.len())
        .filter_map(|index| Some((index, below_draws(index, jokers[index])?)))
        .collect();
    // Only values of X that some source holds can lower E.
    let mut counts: Vec<u8> = sources
        .iter()
        .flat_map(|(_, row)| row.targets().into_iter().filter(|&x| x != INFINITE))
        .collect();
    counts.sort_unstable();
    counts.dedup();
    let mut points = Vec::new();
    if sources.len() > jokers.len() / 16 {
        // Many sources (a suit with a joker kind): full passes cost less than the sparse
        // spread's bookkeeping (measured: ~1.4 µs per source and u, against ~40 ms for
        // both passes over a number suit). Each E_u is a pass of its own: two at a time.
        let mut previous = draws.to_vec();
        for pair in counts.chunks(2) {
            let spread = crate::parallel::map(pair, |&u| {
                let mut rows: Vec<Row> = jokers.iter().map(|x| x.at_most(u)).collect();
                reach.spread_up(drawable, &mut rows);
                reach.spread_down(&mut rows);
                rows
            });
            for (&u, current) in pair.iter().zip(spread) {
                for (index, (now, before)) in current.iter().zip(&previous).enumerate() {
                    record_drops(u, reach.keys[index], *now, *before, &mut points);
                }
                previous = current;
            }
        }
    } else {
        // The sources are all the sparse spread needs of the joker rows: the scratch
        // rows take their place (the peak memory of generation).
        let mut scratch = Scratch::reusing(jokers);
        let mut previous: Vec<(usize, Row)> = Vec::new();
        for u in counts {
            let masked = sources.iter().filter_map(|&(index, row)| {
                let row = row.at_most(u);
                (row != NOTHING).then_some((index, row))
            });
            let spread_up = reach.sparse_spread_up(drawable, masked, &below_draws, &mut scratch);
            let current =
                reach.sparse_spread_down(spread_up.into_iter(), &below_draws, &mut scratch);
            // Both in increasing order: walk them together.
            let mut before = previous.iter().peekable();
            for &(index, now) in &current {
                while before.next_if(|(b, _)| *b < index).is_some() {}
                let held = before
                    .next_if(|(b, _)| *b == index)
                    .map_or(NOTHING, |(_, row)| *row);
                record_drops(u, reach.keys[index], now, held, &mut points);
            }
            previous = current;
        }
    }
    points.sort_by_key(|&(key, _)| key);
    points
}

/// Adds a point for each target where `now` (`E_u` at `key`) is below `before`.
fn record_drops(u: u8, key: u32, now: Row, before: Row, points: &mut Vec<(u32, JokerPoint)>) {
    // Most keys drop nowhere: one comparison of whole rows settles them.
    let Some(dropped) = now.below(before) else {
        return;
    };
    for (target, missing) in dropped.targets().into_iter().enumerate() {
        if missing != INFINITE {
            let point = JokerPoint {
                target: target as u8,
                jokers: u,
                missing,
            };
            points.push((key, point));
        }
    }
}

/// 0 for each target a key splits into exactly (every tile used), else infinite.
fn complete_rows(spec: &SuitSpec, reach: &Reach) -> Vec<Row> {
    let melds_at = melds_at(spec.ranks, &spec.melds);
    let mut empty = [INFINITE; TARGETS];
    empty[0] = 0;
    let mut rows = reach.rows(Row::from_targets(empty));
    reach.for_each(|index, key, digits, lowest| {
        let fits = |shape: &[(usize, u8)]| shape.iter().all(|&(r, n)| digits[r] >= n);
        let mut row = NOTHING;
        for meld in melds_at[lowest].iter().filter(|m| fits(m)) {
            let (_, rest) = take(digits, key, meld);
            row.add_meld(rows[reach.index_of[rest] as usize], 0);
        }
        if spec.pairs.contains(&lowest) && digits[lowest] >= 2 {
            let (_, rest) = take(digits, key, &[(lowest, 2)]);
            row.add_pair(rows[reach.index_of[rest] as usize], 0);
        }
        rows[index] = row;
    });
    rows
}

/// The fewest jokers that complete each key, every tile used, into each target, a
/// joker standing for any kind, a fifth copy included. As in
/// [`crate::tables::generate::suit_table`]: the lowest tile's group takes every real tile it
/// can; groups of jokers alone fill the other melds.
fn joker_rows(spec: &SuitSpec, reach: &Reach) -> Vec<Row> {
    let melds_at: Vec<_> = melds_at(spec.ranks, &spec.melds)
        .into_iter()
        .enumerate()
        .map(|(lowest, shapes)| undominated(lowest, shapes))
        .collect();
    let mut empty = [INFINITE; TARGETS];
    for (target, cost) in empty.iter_mut().enumerate() {
        let (melds, pair) = (target / 2, target % 2 == 1);
        if (melds == 0 || !spec.melds.is_empty()) && (!pair || !spec.pairs.is_empty()) {
            *cost = (3 * melds + 2 * usize::from(pair)) as u8;
        }
    }
    let mut rows = reach.rows(Row::from_targets(empty));
    reach.for_each(|index, key, digits, lowest| {
        let mut row = NOTHING;
        for meld in &melds_at[lowest] {
            let (jokers, rest) = take(digits, key, meld);
            row.add_meld(rows[reach.index_of[rest] as usize], jokers);
        }
        if spec.pairs.contains(&lowest) {
            let (jokers, rest) = take(digits, key, &[(lowest, 2)]);
            row.add_pair(rows[reach.index_of[rest] as usize], jokers);
        }
        rows[index] = row;
    });
    rows
}

/// One suit's table while some engine holds it; the lock makes a second thread
/// asking for the same table wait for the first one's build instead of repeating it.
type CacheSlot = Arc<Mutex<Weak<SuitShanten>>>;

/// The table for `spec`: the one some engine already holds, or a new one.
pub(crate) fn shared_suit_shanten(spec: &ShantenSpec) -> Arc<SuitShanten> {
    static CACHE: Mutex<Vec<(ShantenSpec, CacheSlot)>> = Mutex::new(Vec::new());
    let slot = {
        let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
        // Forget specs nobody holds or is building, so the list stays small too.
        cache.retain(|(_, slot)| {
            Arc::strong_count(slot) > 1
                || slot.try_lock().is_ok_and(|table| table.strong_count() > 0)
        });
        match cache.iter().find(|(s, _)| s == spec) {
            Some((_, slot)) => slot.clone(),
            None => {
                let slot = CacheSlot::default();
                cache.push((spec.clone(), slot.clone()));
                slot
            }
        }
    };
    let mut table = slot.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(held) = table.upgrade() {
        return held;
    }
    let built = Arc::new(suit_shanten(&spec.0, spec.1));
    *table = Arc::downgrade(&built);
    built
}

impl ShantenTables {
    /// The tables for `rules` when `joker_kinds` are drawn as jokers (never as
    /// themselves): a built-in rule set's embedded table where one has the same
    /// suit (costs nothing), the one some engine already holds, or a new one
    /// (≈0.1–0.8 s optimised per distinct suit table; a suit with a joker kind has one
    /// of its own). A generated table lives as long as some engine holds it: a server
    /// that loads rule sets one after another keeps only those in use. Two threads
    /// asking for the same table build it once; a thread asking for another is not
    /// held up.
    ///
    /// `embedded` gives a built-in set's table for a spec, where one exists: the
    /// registry ([`crate::builtin`]) hands its tables down through it.
    pub(crate) fn for_rules(
        rules: TableRules,
        joker_kinds: &[Tile],
        embedded: &dyn Fn(&ShantenSpec) -> Option<Arc<SuitShanten>>,
    ) -> ShantenTables {
        let suits = ShantenTables::specs(rules, joker_kinds)
            .map(|spec| embedded(&spec).unwrap_or_else(|| shared_suit_shanten(&spec)));
        ShantenTables::of_suits(suits)
    }

    /// The tables for `rules` and `joker_kinds`, generated now from nothing (no
    /// embedded or shared table): what `hupai tables build` writes and
    /// [`Engine::verify`](crate::Engine::verify) compares against.
    pub fn generate(rules: TableRules, joker_kinds: &[Tile]) -> ShantenTables {
        let specs = ShantenTables::specs(rules, joker_kinds);
        let mut distinct: Vec<&ShantenSpec> = Vec::new();
        for spec in &specs {
            if !distinct.contains(&spec) {
                distinct.push(spec);
            }
        }
        // The number suits one after another (each holds tens of MB while it is
        // built), beside the honours: the peak of one number suit, the time of about
        // one (a second is small where kinds are out of play, as in three-player).
        let groups: Vec<Vec<&ShantenSpec>> = [9, 7]
            .iter()
            .map(|&ranks| {
                distinct
                    .iter()
                    .copied()
                    .filter(|s| s.0.ranks == ranks)
                    .collect()
            })
            .collect();
        let built: Vec<Vec<(&ShantenSpec, Arc<SuitShanten>)>> =
            crate::parallel::map(&groups, |group| {
                group
                    .iter()
                    .map(|spec| (*spec, Arc::new(suit_shanten(&spec.0, spec.1))))
                    .collect()
            });
        let suits = std::array::from_fn(|suit| {
            let table = built.iter().flatten().find(|(s, _)| **s == specs[suit]);
            table
                .expect("every spec is among the distinct ones")
                .1
                .clone()
        });
        ShantenTables::of_suits(suits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::keys::key;

    #[test]
    fn reach_is_the_keys_of_at_most_17_tiles_in_play() {
        let all = Reach::new(9, 0x1FF);
        assert_eq!(all.keys.len(), 886_400);
        assert_eq!(Reach::new(7, 0x7F).keys.len(), 64_200);
        assert!(all.index(key(&[4, 4, 4, 4, 1, 0, 0, 0, 0])).is_some());
        assert!(all.index(key(&[4, 4, 4, 4, 2, 0, 0, 0, 0])).is_none()); // 18 tiles
        let terminals = Reach::new(9, 0x101); // 1 and 9 only
        assert!(terminals.index(key(&[3, 0, 0, 0, 0, 0, 0, 0, 2])).is_some());
        assert!(terminals.index(key(&[1, 1, 0, 0, 0, 0, 0, 0, 0])).is_none()); // 2 out of play
        // Numbered in key order, each key once.
        assert!(all.keys.windows(2).all(|pair| pair[0] < pair[1]));
        for (index, &key) in all.keys.iter().enumerate().step_by(997) {
            assert_eq!(all.index(key as usize), Some(index));
            let digits = all.digits(key as usize);
            assert_eq!(crate::tables::keys::key(&digits), key as usize);
        }
    }

    /// The sparse spreads, from the rows where jokers beat draws and pruned where a
    /// value is not below the draws, give the dense spreads' values wherever those
    /// are below the draws: what `joker_points` relies on.
    #[test]
    fn sparse_spreads_match_the_dense_ones_below_the_draws() {
        let rules = crate::rules::Rules::default().table_rules();
        for (suit, joker_ranks) in [(crate::Suit::Honours, 0), (crate::Suit::Honours, 1 << 6)] {
            let spec = SuitSpec::new(rules, suit);
            let reach = Reach::new(spec.ranks, 0x7F);
            let drawable = 0x7F & !joker_ranks;
            let jokers = joker_rows(&spec, &reach);
            let mut draws = complete_rows(&spec, &reach);
            reach.spread_up(drawable, &mut draws);
            reach.spread_down(&mut draws);
            let keep = |index: usize, row: Row| row.below(draws[index]);
            for u in 1..=4 {
                let sources =
                    (0..jokers.len()).filter_map(|n| Some((n, keep(n, jokers[n].at_most(u))?)));
                let mut scratch = Scratch::new(reach.keys.len());
                let up = reach.sparse_spread_up(drawable, sources, &keep, &mut scratch);
                let down = reach.sparse_spread_down(up.into_iter(), &keep, &mut scratch);
                let mut sparse = vec![NOTHING; reach.keys.len()];
                for (n, row) in down {
                    sparse[n] = row;
                }
                let mut dense: Vec<Row> = jokers.iter().map(|x| x.at_most(u)).collect();
                reach.spread_up(drawable, &mut dense);
                reach.spread_down(&mut dense);
                for (n, &key) in reach.keys.iter().enumerate() {
                    let expected = keep(n, dense[n]).unwrap_or(NOTHING);
                    assert_eq!(
                        sparse[n], expected,
                        "key {key}, u {u}, joker ranks {joker_ranks:b}"
                    );
                }
                assert!(scratch.rows.iter().all(|row| *row == NOTHING), "left clean");
            }
        }
    }
}
