//! The split tables' generator, apart from their lookup: every choice of up to four
//! sets (runs where a suit has nine ranks, triplets) and at most one pair laid down,
//! grouped by the pattern it makes, each pattern's ways in the order a rank-by-rank
//! search finds them, written as little-endian words for `include_bytes!`.
//!
//! It uses the standard library alone: `build.rs` includes this file to write the
//! tables the library embeds, and the library's tests include it to compare them.
//!
//! The words: the hash's shift, its number of slots (a power of two), then each slot
//! as two words — a pattern's base-5 key ([`EMPTY`] for none) and its one way inline,
//! or [`MORE`] with where its ways are (bits 0..24) and how many (bits 24..28) — then
//! those ways. A way packs up to four sets (five bits each: rank, 0-based, times two,
//! plus one for a triplet) in bits 0..20, how many in bits 20..23, the pair's rank
//! plus one (0: none) in bits 23..27; sets in rank order, a triplet before runs of
//! its rank.

use std::collections::HashMap;

/// A slot's key when no pattern is there.
pub const EMPTY: u32 = u32::MAX;

/// Marks a slot whose ways follow the slots rather than sit inline.
pub const MORE: u32 = 1 << 31;

/// The table of a suit of `ranks` ranks (9, or 7 for the honours, which make no
/// runs), as words.
pub fn table_words(ranks: usize) -> Vec<u32> {
    let mut by_key = ways_by_key(ranks);
    let bits = (by_key.len() * 3 / 2).next_power_of_two().trailing_zeros();
    let (shift, size) = (32 - bits, 1usize << bits);
    let mut slots = vec![(EMPTY, 0u32); size];
    let mut more = Vec::new();
    let mut keys: Vec<u32> = by_key.keys().copied().collect();
    keys.sort_unstable();
    for key in keys {
        let ways = by_key.get_mut(&key).expect("a key of the map");
        ways.sort_by_key(|&way| search_order(way));
        let inline = match ways[..] {
            [one] => one,
            _ => {
                assert!(ways.len() < 16, "a pattern splits {} ways", ways.len());
                let start = more.len() as u32;
                more.extend_from_slice(ways);
                MORE | (ways.len() as u32) << 24 | start
            }
        };
        let mut at = slot_of(key, shift);
        while slots[at].0 != EMPTY {
            at = (at + 1) & (size - 1);
        }
        slots[at] = (key, inline);
    }
    let mut words = vec![shift, size as u32];
    words.extend(slots.iter().flat_map(|&(key, way)| [key, way]));
    words.extend(more);
    words
}

/// The words as little-endian bytes.
pub fn to_bytes(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// A key's slot: Fibonacci hashing, the top bits of the key times 2^32/φ.
#[inline]
pub fn slot_of(key: u32, shift: u32) -> usize {
    (key.wrapping_mul(0x9E37_79B9) >> shift) as usize
}

/// A way of `sets` (rank, triplet) and `pair` (a rank), packed.
fn pack(sets: &[(u8, bool)], pair: Option<u8>) -> u32 {
    let mut packed = 0u32;
    for (i, &(rank, triplet)) in sets.iter().enumerate() {
        packed |= (u32::from(rank) << 1 | u32::from(triplet)) << (5 * i);
    }
    packed |= (sets.len() as u32) << 20;
    packed | pair.map_or(0, |rank| u32::from(rank) + 1) << 23
}

/// Where the search over ranks finds a way beside others of its pattern: the pair's
/// rank, then at the lowest rank where two ways differ, the one without a triplet
/// there first.
fn search_order(way: u32) -> (u32, u32) {
    let triplets = (0..(way >> 20 & 7))
        .map(|i| way >> (5 * i) & 31)
        .filter(|code| code & 1 == 1)
        .fold(0u16, |mask, code| mask | 1 << (code >> 1));
    (way >> 23 & 15, u32::from(triplets.reverse_bits()))
}

/// Every way up to four sets and at most one pair lay down a pattern of at most four
/// of a rank, grouped by the pattern's key.
fn ways_by_key(ranks: usize) -> HashMap<u32, Vec<u32>> {
    let mut sets: Vec<(u8, bool)> = (0..ranks as u8).map(|rank| (rank, true)).collect();
    if ranks == 9 {
        sets.extend((0..7).map(|rank| (rank, false)));
    }
    // Rank order, a triplet before runs of its rank: how a way lists its sets.
    sets.sort_by_key(|&(rank, triplet)| (rank, !triplet));
    let mut by_key: HashMap<u32, Vec<u32>> = HashMap::new();
    let mut chosen = Vec::with_capacity(4);
    let mut counts = [0u8; 9];
    lay_sets(&sets, 0, &mut chosen, &mut counts, &mut |chosen, counts| {
        let pairs = std::iter::once(None).chain((0..ranks as u8).map(Some));
        for pair in pairs.filter(|p| p.is_none_or(|rank| counts[usize::from(rank)] <= 2)) {
            let mut counts = *counts;
            if let Some(rank) = pair {
                counts[usize::from(rank)] += 2;
            }
            let key = counts
                .iter()
                .rev()
                .fold(0, |key, &c| key * 5 + u32::from(c));
            by_key.entry(key).or_default().push(pack(chosen, pair));
        }
    });
    by_key
}

/// Calls `each` with every multiset of at most four of `sets` from index `from` on
/// added to `chosen` whose pattern (`counts`) holds at most four of a rank.
fn lay_sets(
    sets: &[(u8, bool)],
    from: usize,
    chosen: &mut Vec<(u8, bool)>,
    counts: &mut [u8; 9],
    each: &mut impl FnMut(&[(u8, bool)], &[u8; 9]),
) {
    each(chosen, counts);
    if chosen.len() == 4 {
        return;
    }
    for (at, &(rank, triplet)) in sets.iter().enumerate().skip(from) {
        let ranks = match triplet {
            true => usize::from(rank)..usize::from(rank) + 1,
            false => usize::from(rank)..usize::from(rank) + 3,
        };
        let add = if triplet { 3 } else { 1 };
        if counts[ranks.clone()].iter().any(|&c| c + add > 4) {
            continue;
        }
        counts[ranks.clone()].iter_mut().for_each(|c| *c += add);
        chosen.push((rank, triplet));
        lay_sets(sets, at, chosen, counts, each);
        chosen.pop();
        counts[ranks].iter_mut().for_each(|c| *c -= add);
    }
}
