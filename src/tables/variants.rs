//! Per kind, the groups that may hold it as a hand's lowest tile left, with each
//! choice of real tiles and jokers for their slots: the table the decompositions'
//! search walks, derived from the rules' melds and pairs.

use crate::rules::Rules;
use crate::tables::spec::SuitSpec;
use crate::tiles::tile::{KINDS, Suit};

/// A group that may hold the lowest tile left: which kinds, which slots are real.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Variant {
    pub(crate) kinds: [usize; 3],
    pub(crate) real: [bool; 3],
    pub(crate) len: usize,
}

impl Variant {
    pub(crate) fn is_pair(&self) -> bool {
        self.len == 2
    }
}

/// Every group variant holding a real tile of each kind, in the order tried:
/// melds (more real tiles first), then pairs.
pub(crate) fn variants(rules: &Rules) -> Vec<Vec<Variant>> {
    let mut all: Vec<Vec<Variant>> = vec![Vec::new(); KINDS];
    for suit in Suit::ALL {
        let spec = SuitSpec::new(rules.table_rules(), suit);
        for meld in &spec.melds {
            let kinds = meld.map(|r| suit.first_id() + r);
            for (position, &lowest) in kinds.iter().enumerate() {
                if kinds[..position].contains(&lowest) {
                    continue;
                }
                all[lowest].extend(slot_choices(kinds, 3, lowest));
            }
        }
        for &rank in &spec.pairs {
            let kind = suit.first_id() + rank;
            all[kind].extend(slot_choices([kind, kind, kind], 2, kind));
        }
    }
    for list in &mut all {
        list.sort_by_key(|v| {
            (
                v.is_pair(),
                std::cmp::Reverse(v.real.iter().filter(|&&r| r).count()),
            )
        });
    }
    all
}

/// The ways to fill a group of `len` slots of `kinds` holding a real `lowest`: the
/// first slot of `lowest` is real, every other slot real or a joker. Slots of one kind
/// fill real first, so each count of real tiles appears once.
fn slot_choices(kinds: [usize; 3], len: usize, lowest: usize) -> Vec<Variant> {
    let first = kinds
        .iter()
        .position(|&k| k == lowest)
        .expect("lowest in group");
    let mut choices = Vec::new();
    for mask in 0u8..1 << len {
        let real: [bool; 3] = std::array::from_fn(|i| i < len && mask & 1 << i != 0);
        let ordered = (0..len).all(|i| (0..i).all(|j| kinds[j] != kinds[i] || real[j] || !real[i]));
        if real[first] && ordered {
            choices.push(Variant { kinds, real, len });
        }
    }
    choices
}
