//! What one suit's tables depend on, read from the rules: its melds and the ranks a
//! pair may be made of, of kinds in play ([`SuitSpec`]). The generators and every
//! table derived at run time (the waits' fifth-copy shapes, the decompositions'
//! groups, the capped shanten search) read a suit through it; suits with equal specs
//! share their tables.

use crate::rules::{HonourMelds, TableRules, TileSet};
use crate::tiles::tile::Suit;

/// A meld as the ranks (0-based) of its three tiles; a triplet repeats one rank.
pub(crate) type Meld = [usize; 3];

/// The melds of a number suit: triplets and runs.
pub(crate) fn number_melds() -> Vec<Meld> {
    let triplets = (0..9).map(|r| [r, r, r]);
    let runs = (0..7).map(|r| [r, r + 1, r + 2]);
    triplets.chain(runs).collect()
}

/// The melds of the honours under `rule` (ranks 0-3 winds, 4-6 dragons).
pub(crate) fn honour_melds(rule: HonourMelds) -> Vec<Meld> {
    let mut melds: Vec<Meld> = (0..7).map(|r| [r, r, r]).collect();
    if rule == HonourMelds::WindsAndDragons {
        melds.extend([[0, 1, 2], [0, 1, 3], [0, 2, 3], [1, 2, 3], [4, 5, 6]]);
    }
    melds
}

/// The ranks (0-based) of `suit` a pair may be made of, of the kinds `pair_kinds`.
pub(crate) fn pair_ranks(pair_kinds: TileSet, suit: Suit) -> Vec<usize> {
    let ranks = pair_kinds.ranks(suit);
    (0..suit.ranks()).filter(|r| ranks >> r & 1 == 1).collect()
}

/// Everything one suit's table depends on. Suits with equal specs share a table.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct SuitSpec {
    /// 9 for a number suit, 7 for the honours.
    pub ranks: usize,
    /// The melds, as 0-based ranks, all of kinds in play.
    pub melds: Vec<Meld>,
    /// The ranks a pair may be made of.
    pub pairs: Vec<usize>,
    /// Whether a joker may be a fifth copy.
    pub fifth_copy: bool,
}

impl SuitSpec {
    /// The spec of `suit` under `rules`: its melds and pairs, of kinds in play only
    /// (a joker stands only for a kind in play).
    pub(crate) fn new(rules: TableRules, suit: Suit) -> SuitSpec {
        let in_play = rules.tiles.ranks(suit);
        let playable = |r: &usize| in_play & 1 << r != 0;
        let melds = match suit {
            Suit::Honours => honour_melds(rules.honour_melds),
            _ => number_melds(),
        };
        SuitSpec {
            ranks: suit.ranks(),
            melds: melds
                .into_iter()
                .filter(|m| m.iter().all(playable))
                .collect(),
            pairs: pair_ranks(rules.pair_kinds, suit),
            fifth_copy: rules.fifth_copy,
        }
    }
}

/// The distinct suit specs of `rules`, and which of them each suit (m, p, s, z) uses.
pub(crate) fn suit_specs(rules: TableRules) -> (Vec<SuitSpec>, [u8; 4]) {
    let mut specs: Vec<SuitSpec> = Vec::new();
    let mut suit_table = [0u8; 4];
    for (i, suit) in Suit::ALL.into_iter().enumerate() {
        let spec = SuitSpec::new(rules, suit);
        suit_table[i] = match specs.iter().position(|s| *s == spec) {
            Some(index) => index as u8,
            None => {
                specs.push(spec);
                (specs.len() - 1) as u8
            }
        };
    }
    (specs, suit_table)
}
