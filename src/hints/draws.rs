//! The hints' questions over the shanten tables: a hand's standard form readied so
//! that the hand with any tile drawn, or any kind discarded, is a lookup and a few
//! word operations away, the hint masks saying which draws can lower it.

use crate::tables::keys::POW5;
use crate::tables::shanten::hint_masks::Record;
use crate::tables::shanten::lanes::*;
use crate::tables::shanten::set::ShantenTables;
use crate::tables::shanten::table::{BLOCK, LookedUp, NO_RANK, split};

impl ShantenTables {
    /// The standard form of the hand `keys` readied for questions about its draws
    /// (see [`SuitDraws`]).
    #[inline]
    pub(crate) fn suit_draws(&self, keys: [usize; 4], jokers: u32, melds: usize) -> SuitDraws<'_> {
        self.suit_draws_split(keys.map(split), jokers, melds)
    }

    /// [`ShantenTables::suit_draws`] of the keys split into block and place.
    #[inline]
    fn suit_draws_split(
        &self,
        splits: [(usize, usize); 4],
        jokers: u32,
        melds: usize,
    ) -> SuitDraws<'_> {
        let looked_up =
            std::array::from_fn(|suit| self.suits[suit].look_up_drawn(splits[suit], NO_RANK));
        let masks = &self.hint_masks().suits;
        let records =
            std::array::from_fn(|suit| masks[suit].record(&self.suits[suit], splits[suit]));
        self.suit_draws_of(splits, looked_up, records, jokers, melds)
    }

    /// [`ShantenTables::suit_draws`] of suits already looked up.
    #[inline(always)]
    fn suit_draws_of(
        &self,
        splits: [(usize, usize); 4],
        looked_up: [LookedUp; 4],
        records: [Record; 4],
        jokers: u32,
        melds: usize,
    ) -> SuitDraws<'_> {
        let complements = self.complements_unless_points(&looked_up, jokers, melds);
        SuitDraws {
            tables: self,
            keys: splits.map(|(block, place)| block * BLOCK + place),
            splits,
            looked_up,
            records,
            complements,
            jokers,
            melds,
        }
    }
}

/// A hand's standard form readied for the hints: its four suits looked up and, for
/// each suit, the other three combined (its complement). A draw changes one suit, so
/// the hand with any tile drawn is one lookup and a few word operations away.
pub(crate) struct SuitDraws<'a> {
    tables: &'a ShantenTables,
    keys: [usize; 4],
    /// Each key's block and place in it, for the draws' lookups.
    splits: [(usize, usize); 4],
    looked_up: [LookedUp; 4],
    /// Each suit's hint masks.
    records: [Record; 4],
    /// `None` where jokers meet joker points: every question takes the general path.
    complements: Option<[Lanes; 4]>,
    jokers: u32,
    melds: usize,
}

impl SuitDraws<'_> {
    /// [`ShantenTables::standard_draws`] of the hand.
    #[inline]
    pub(crate) fn draws(&self) -> Option<u32> {
        let (keys, looked_up) = (&self.keys, &self.looked_up);
        (self.tables).joined_draws(
            keys,
            looked_up,
            self.complements.as_ref(),
            self.jokers,
            self.melds,
        )
    }

    /// The kinds of `candidates` (a bit per tile id; each held at most three times)
    /// whose draw leaves the hand fewer than `within` draws (at least 1) from a
    /// standard hand: each complement is turned into a threshold per lane, and a draw
    /// is enough when it lowers a lane at its threshold (see [`super::lowering`]).
    #[inline]
    pub(crate) fn lowering(&self, within: u32, candidates: u64) -> u64 {
        let Some(complements) = &self.complements else {
            return self.lowering_in_general(within, candidates);
        };
        // Draws below `within` are missing tiles below `within + jokers`.
        let missing = within + self.jokers;
        let mut lowering = 0;
        for (suit, &complement) in complements.iter().enumerate() {
            let first = 9 * suit;
            let ranks = candidates >> first & 0x1FF;
            if ranks == 0 {
                continue;
            }
            let facing = facing(complement, self.melds);
            let record = self.records[suit];
            // A draw lowers a lane by one at most: only lanes already within
            // `missing` (the hand misses at least that: exactly `missing`) can go below.
            let mut suit_lowering = match record.is_inexact() {
                false => {
                    let tight = lanes_within(self.looked_up[suit].lanes, facing, missing);
                    ranks & record.lowering(tight)
                }
                true => self.lowering_by_rank(suit, ranks, facing, missing),
            };
            if self.jokers > 0 {
                // A drawn key with joker points: its plain lanes do not tell.
                let mut flagged = ranks & record.flagged();
                suit_lowering &= !flagged;
                while flagged != 0 {
                    let rank = flagged.trailing_zeros() as usize;
                    flagged &= flagged - 1;
                    let drawn = self.drawn(suit, rank);
                    suit_lowering |=
                        u64::from(self.lowers_in_general(suit, rank, drawn, within)) << rank;
                }
            }
            lowering |= suit_lowering << first;
        }
        lowering
    }

    /// The same hand with `jokers` jokers in place of its own.
    pub(crate) fn with_jokers(&self, jokers: u32) -> SuitDraws<'_> {
        (self.tables).suit_draws_of(
            self.splits,
            self.looked_up,
            self.records,
            jokers,
            self.melds,
        )
    }

    /// The hand less one tile of `kind` (held), readied the same way: the other
    /// suits are kept, one suit is looked up.
    pub(crate) fn discarding(&self, kind: usize) -> SuitDraws<'_> {
        let (suit, rank) = (kind / 9, kind % 9);
        let (mut splits, mut looked_up, mut records) = (self.splits, self.looked_up, self.records);
        splits[suit] = split(self.keys[suit] - POW5[rank] as usize);
        looked_up[suit] = self.tables.suits[suit].look_up_drawn(splits[suit], NO_RANK);
        records[suit] =
            self.tables.hint_masks().suits[suit].record(&self.tables.suits[suit], splits[suit]);
        (self.tables).suit_draws_of(splits, looked_up, records, self.jokers, self.melds)
    }

    /// The entry of `suit` with one more tile of `rank`.
    #[inline(always)]
    fn drawn(&self, suit: usize, rank: usize) -> LookedUp {
        self.tables.suits[suit].look_up_drawn(self.splits[suit], rank)
    }

    /// The ranks of `suit` among `ranks` whose draw leaves some lane with its
    /// `facing` lane below `missing`, one lookup per rank: for an inexact key.
    #[cold]
    fn lowering_by_rank(&self, suit: usize, mut ranks: u64, facing: Lanes, missing: u32) -> u64 {
        let mut lowering = 0;
        while ranks != 0 {
            let rank = ranks.trailing_zeros() as usize;
            ranks &= ranks - 1;
            let below = lanes_within(self.drawn(suit, rank).lanes, facing, missing - 1) != (0, 0);
            lowering |= u64::from(below) << rank;
        }
        lowering
    }

    /// [`SuitDraws::lowering`] one draw at a time, through [`ShantenTables::draws_of`].
    #[cold]
    fn lowering_in_general(&self, within: u32, candidates: u64) -> u64 {
        let mut lowering = 0;
        let mut left = candidates;
        while left != 0 {
            let kind = left.trailing_zeros() as usize;
            left &= left - 1;
            let (suit, rank) = (kind / 9, kind % 9);
            let drawn = self.drawn(suit, rank);
            lowering |= u64::from(self.lowers_in_general(suit, rank, drawn, within)) << kind;
        }
        lowering
    }

    /// Whether a tile of `rank` in `suit`, whose suit then reads `drawn`, leaves the
    /// hand fewer than `within` draws from a standard hand, by the general path.
    fn lowers_in_general(&self, suit: usize, rank: usize, drawn: LookedUp, within: u32) -> bool {
        let mut keys = self.keys;
        keys[suit] += POW5[rank] as usize;
        let pick = |s: usize| {
            if s == suit {
                &drawn
            } else {
                &self.looked_up[s]
            }
        };
        let draws = (self.tables).draws_of(
            &keys,
            [pick(0), pick(1), pick(2), pick(3)],
            self.jokers,
            self.melds,
        );
        draws.is_some_and(|d| d < within)
    }
}

impl ShantenTables {
    /// Each suit's complement (the other three combined), unless jokers meet joker
    /// points: then `None`, and every question takes the general path.
    #[inline(always)]
    fn complements_unless_points(
        &self,
        looked_up: &[LookedUp; 4],
        jokers: u32,
        melds: usize,
    ) -> Option<[Lanes; 4]> {
        let points = looked_up.iter().any(|l| jokers > 0 && l.flagged);
        (!points).then(|| self.complements(looked_up, melds))
    }

    /// The standard form's draws of the suits `looked_up` (keys `keys`): their first
    /// suit joined to its complement where there is one, else the general way.
    #[inline(always)]
    fn joined_draws(
        &self,
        keys: &[usize; 4],
        looked_up: &[LookedUp; 4],
        complements: Option<&[Lanes; 4]>,
        jokers: u32,
        melds: usize,
    ) -> Option<u32> {
        match complements {
            Some(complements) => {
                beyond_jokers(join_any(melds, looked_up[0].lanes, complements[0]), jokers)
            }
            None => {
                let [man, pin, sou, honours] = looked_up;
                self.draws_of(keys, [man, pin, sou, honours], jokers, melds)
            }
        }
    }

    /// The standard form of the hand `keys` readied for questions about its discards
    /// (see [`DiscardingSuits`]): no hint masks needed.
    #[inline]
    pub(crate) fn discarding_suits(
        &self,
        keys: [usize; 4],
        jokers: u32,
        melds: usize,
    ) -> DiscardingSuits<'_> {
        let looked_up = std::array::from_fn(|suit| self.suits[suit].look_up(keys[suit]));
        let complements = self.complements_unless_points(&looked_up, jokers, melds);
        DiscardingSuits {
            tables: self,
            keys,
            looked_up,
            complements,
            jokers,
            melds,
        }
    }
}

/// A hand's standard form readied for its discards: the four suits looked up and each
/// suit's complement (the other three combined), so that the hand less any tile is one
/// lookup and a join away.
pub(crate) struct DiscardingSuits<'a> {
    tables: &'a ShantenTables,
    keys: [usize; 4],
    looked_up: [LookedUp; 4],
    /// `None` where jokers meet joker points: every question takes the general path.
    complements: Option<[Lanes; 4]>,
    jokers: u32,
    melds: usize,
}

impl DiscardingSuits<'_> {
    /// The standard form's draws of the hand itself (as [`ShantenTables::standard_draws`]).
    #[inline]
    pub(crate) fn draws(&self) -> Option<u32> {
        let (keys, looked_up) = (&self.keys, &self.looked_up);
        (self.tables).joined_draws(
            keys,
            looked_up,
            self.complements.as_ref(),
            self.jokers,
            self.melds,
        )
    }

    /// The standard form's draws (as [`ShantenTables::standard_draws`]) of the hand
    /// less one tile of `kind` (held).
    #[inline]
    pub(crate) fn draws_discarding(&self, kind: usize) -> Option<u32> {
        let (suit, rank) = (kind / 9, kind % 9);
        let mut keys = self.keys;
        keys[suit] -= POW5[rank] as usize;
        let left = self.tables.suits[suit].look_up(keys[suit]);
        match &self.complements {
            Some(complements) if !(self.jokers > 0 && left.flagged) => beyond_jokers(
                join_any(self.melds, left.lanes, complements[suit]),
                self.jokers,
            ),
            _ => {
                let pick = |s: usize| match s == suit {
                    true => &left,
                    false => &self.looked_up[s],
                };
                let suits = [pick(0), pick(1), pick(2), pick(3)];
                (self.tables).draws_of(&keys, suits, self.jokers, self.melds)
            }
        }
    }
}

/// Draws from the tiles a hand misses: those the jokers do not fill, `None` where no
/// completion exists.
#[inline(always)]
fn beyond_jokers(missing: u32, jokers: u32) -> Option<u32> {
    (missing < UNREACHABLE).then(|| missing.saturating_sub(jokers))
}
