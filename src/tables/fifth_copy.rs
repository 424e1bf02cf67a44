//! What a suit's melds and pairs say about a rank held five times (a joker standing
//! for a fifth copy, where the rules allow it): its cost from the suit's table
//! ([`cost_with_five`]), and the shape the waits' search of such a suit needs.

use crate::rules::Rules;
use crate::tables::keys::POW5;
use crate::tables::spec::{Meld, SuitSpec};
use crate::tables::win::SuitCost;
use crate::tiles::Suit;

/// One suit's cost where it holds `rank` five times (`held`), from its table alone
/// (`lookup`), where jokers may be fifth copies. The five real tiles lie in a
/// triplet, in a pair, or all in runs, and each way is a lookup of the suit with them
/// taken out, plus the jokers the groups taking them need:
/// - a triplet of three, two or one of them: the suit holding two, three or four of
///   the rank, plus 0, 1 or 2 jokers;
/// - the pair of two or one of them: the suit holding three or four, without the
///   pair, plus 0 or 1;
/// - five runs through the rank, none three times (three equal runs are three
///   triplets, the first way): each such choice of runs taken out, real tiles first,
///   plus a joker for each tile missing.
///
/// Each way is a completion, so the least is never below the true cost; that no
/// completion is cheaper is checked, not argued: a unit test holds this equal to the
/// suit search on every pattern of up to 17 tiles with a rank held five times, under
/// every built-in suit.
///
/// `key_with_four` is the suit's key with the rank held four times (a key holds
/// counts up to four).
pub(crate) fn cost_with_five(
    lookup: impl Fn(usize) -> SuitCost,
    five: &FiveShape,
    held: &[u8],
    key_with_four: usize,
    rank: usize,
) -> SuitCost {
    let pow = |r: usize| POW5[r] as usize;
    // With the rank held five times the key is past the table: the others' part.
    let others = key_with_four - 4 * pow(rank);
    let with_rank = |copies: usize| lookup(others + copies * pow(rank));
    let (mut without, mut with) = (SuitCost::IMPOSSIBLE, SuitCost::IMPOSSIBLE);
    if five.triplets & 1 << rank != 0 {
        for (copies, jokers) in [(2, 0), (3, 1), (4, 2)] {
            let cost = with_rank(copies);
            without = without.min(cost.without_pair + jokers);
            with = with.min(cost.with_pair + jokers);
        }
    }
    if five.pairs & 1 << rank != 0 {
        with = with
            .min(with_rank(3).without_pair)
            .min(with_rank(4).without_pair + 1);
    }
    for runs in &five.runs[rank] {
        // The rest's key: the five's, less each tile the runs take.
        let (mut rest, mut missing) = (key_with_four + pow(rank), 0);
        for &(r, needed) in runs {
            let taken = needed.min(held[r]);
            missing += u32::from(needed - taken);
            rest -= usize::from(taken) * pow(r);
        }
        let cost = lookup(rest);
        without = without.min(cost.without_pair + missing);
        with = with.min(cost.with_pair + missing);
    }
    SuitCost {
        without_pair: without.min(SuitCost::IMPOSSIBLE),
        with_pair: with.min(SuitCost::IMPOSSIBLE),
    }
}

/// What [`cost_with_five`] needs of a suit's melds and pairs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct FiveShape {
    /// The ranks a pair may be made of, one bit each.
    pub(crate) pairs: u16,
    /// The ranks whose triplet is a meld, one bit each.
    pub(crate) triplets: u16,
    /// Per rank, each way five runs through it can be chosen with no run three times:
    /// the tiles of each rank those runs take, as (rank, tiles).
    pub(crate) runs: Vec<Vec<Vec<(usize, u8)>>>,
}

impl FiveShape {
    /// The shape of a suit of `ranks` ranks with these melds and pair ranks.
    fn of_melds(ranks: usize, melds: &[Meld], pairs: &[usize]) -> FiveShape {
        let through =
            |r: usize| -> Vec<Meld> { melds.iter().filter(|m| m.contains(&r)).copied().collect() };
        FiveShape {
            pairs: pairs.iter().fold(0, |bits, &r| bits | 1 << r),
            triplets: (melds.iter())
                .filter(|m| m[0] == m[1] && m[1] == m[2])
                .fold(0, |bits, m| bits | 1 << m[0]),
            runs: (0..ranks).map(|r| five_runs(&through(r))).collect(),
        }
    }

    /// The shape read from a suit's cost table alone: its melds are the three-tile
    /// patterns that cost nothing without a pair, its pair ranks the two of a kind
    /// that cost nothing with one. The wait masks, built from tables only, use it.
    pub(crate) fn of_table(table: &[u8]) -> FiveShape {
        let ranks = POW5
            .iter()
            .take_while(|&&p| (p as usize) < table.len())
            .count();
        let pow = |r: usize| POW5[r] as usize;
        let cost = |key: usize| SuitCost::from_byte(table[key]);
        let mut melds = Vec::new();
        for a in 0..ranks {
            for b in a..ranks {
                for c in b..ranks {
                    if cost(pow(a) + pow(b) + pow(c)).without_pair == 0 {
                        melds.push([a, b, c]);
                    }
                }
            }
        }
        let pairs: Vec<usize> = (0..ranks)
            .filter(|&r| cost(2 * pow(r)).with_pair == 0)
            .collect();
        FiveShape::of_melds(ranks, &melds, &pairs)
    }
}

/// What the search needs of a suit under the engine's rules, built once an engine.
#[derive(Clone)]
pub(crate) struct SuitShape {
    /// Whether jokers may be fifth copies (then the caps never bind nor enter a state).
    pub(crate) fifth_copy: bool,
    /// The melds holding each rank.
    pub(crate) melds_at: Vec<Vec<Meld>>,
    /// The ranks a pair may be made of, one bit each.
    pub(crate) pairs: u16,
    /// What costing the suit from its table takes.
    pub(crate) five: FiveShape,
}

impl SuitShape {
    pub(crate) fn new(rules: &Rules, suit: Suit) -> SuitShape {
        let spec = SuitSpec::new(rules.table_rules(), suit);
        let melds_at: Vec<Vec<Meld>> = (0..spec.ranks)
            .map(|r| {
                spec.melds
                    .iter()
                    .filter(|m| m.contains(&r))
                    .copied()
                    .collect()
            })
            .collect();
        SuitShape {
            fifth_copy: rules.jokers.fifth_copy,
            melds_at,
            pairs: spec.pairs.iter().fold(0, |bits, &r| bits | 1 << r),
            five: FiveShape::of_melds(spec.ranks, &spec.melds, &spec.pairs),
        }
    }
}

/// Of `melds` (those through one rank), every choice of five runs, each at most
/// twice, as the tiles of each rank it takes (the ranks it takes none of left out).
fn five_runs(melds: &[Meld]) -> Vec<Vec<(usize, u8)>> {
    let runs: Vec<&Meld> = melds.iter().filter(|m| m[0] != m[1]).collect();
    let mut choices = Vec::new();
    // Each run taken 0, 1 or 2 times: base-3 digits.
    for choice in 0..3usize.pow(runs.len() as u32) {
        let times = |i: usize| choice / 3usize.pow(i as u32) % 3;
        if (0..runs.len()).map(times).sum::<usize>() != 5 {
            continue;
        }
        let mut taken = [0u8; 9];
        for (i, run) in runs.iter().enumerate() {
            for &r in run.iter() {
                taken[r] += times(i) as u8;
            }
        }
        let ranks_taken = (0..taken.len()).filter(|&r| taken[r] > 0);
        choices.push(ranks_taken.map(|r| (r, taken[r])).collect());
    }
    choices
}
