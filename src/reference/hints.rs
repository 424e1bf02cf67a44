//! The reference hints: every draw and every discard tried, each hand's shanten by
//! the reference search. An oracle for [`crate::hints`], for rules without joker
//! kinds (the reference search knows no drawn jokers).

use super::Reference;
use crate::hints::{Discard, DiscardAdvice, DiscardMasks, Discarded, Ukeire};
use crate::rules::TileSet;
use crate::tiles::hand::Hand;
use crate::tiles::tile::{COPIES, KINDS, Tile};

impl Reference {
    /// What `hand` (3n+1 tiles, as the rules play it) accepts, given the tiles `seen`
    /// elsewhere (at most four of a kind with the hand's): by drawing every kind in play
    /// the hand holds fewer than four of.
    ///
    /// ```
    /// use hupai::{reference::Reference, rules::Rules};
    /// let ukeire = Reference::new(&Rules::default()).ukeire(&"1122m".parse()?, &[0; 34]);
    /// assert_eq!(ukeire.to_string(), "12m (4 live)");
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn ukeire(&self, hand: &Hand, seen: &[u8; KINDS]) -> Ukeire {
        let shanten = self.least_shanten(hand);
        let mut ukeire = Ukeire::new(shanten);
        // The rules' joker kinds may be drawn (as jokers) though out of play.
        let drawable = self.rules.tiles.bits() | TileSet::of(&self.rules.jokers.kinds).bits();
        for tile in TileSet::from_bits(drawable).tiles() {
            let (held, copies) = self.copies(hand, tile);
            let exposed = self.exposed[tile.id()];
            let drawn = match copies == COPIES {
                true => hand.adding(tile),
                // A counted joker kind: a joker more.
                false => Hand::from_counts(*hand.counts(), hand.jokers() + 1),
            };
            let Ok(drawn) = drawn else {
                continue; // a fifth copy, or an 18th tile
            };
            if !self.jokers_allowed(&drawn) || held + exposed >= copies {
                continue; // a joker kind past the joker limit, or no copy left
            }
            if self.least_shanten_below(&drawn, shanten) < shanten {
                ukeire.accept(tile, copies - held - exposed - seen[tile.id()]);
            }
        }
        ukeire
    }

    /// Copies of `tile` held in `hand`, and in the wall: four, but for a joker kind
    /// whose copies the rules count, which is every joker held.
    fn copies(&self, hand: &Hand, tile: Tile) -> (u8, u8) {
        match self.rules.jokers.copies {
            Some(copies) if self.rules.jokers.kinds == [tile] => {
                (hand.count(tile) + hand.jokers(), copies)
            }
            _ => (hand.count(tile), COPIES),
        }
    }

    /// Discard advice for `hand` (3n+2 tiles): every distinct discard with what the hand
    /// then accepts (the discard seen), lowest shanten then most live tiles first,
    /// ties in tile order and the joker last.
    ///
    /// ```
    /// use hupai::{reference::Reference, rules::Rules};
    /// let advice = Reference::new(&Rules::default()).discards(&"12389m".parse()?, &[0; 34]);
    /// assert_eq!(advice.discards()[0].to_string(), "8m: 0 shanten, accepts 9m (3 live)");
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn discards(&self, hand: &Hand, seen: &[u8; KINDS]) -> DiscardAdvice {
        let mut discards = Vec::new();
        for tile in Tile::all() {
            if let Some(after) = hand.removing(tile) {
                let mut seen = *seen;
                seen[tile.id()] += 1;
                discards.push(Discard::new(
                    Discarded::Tile(tile),
                    self.ukeire(&after, &seen),
                ));
            }
        }
        if hand.jokers() > 0 {
            let after = Hand::from_counts(*hand.counts(), hand.jokers() - 1).expect("smaller");
            // Where the joker kind's copies are counted, a joker discarded is one seen.
            let mut seen = *seen;
            if let ([kind], Some(_)) = (&self.rules.jokers.kinds[..], self.rules.jokers.copies) {
                seen[kind.id()] += 1;
            }
            discards.push(Discard::new(Discarded::Joker, self.ukeire(&after, &seen)));
        }
        let order = |d: &Discard| (d.shanten(), u32::MAX - d.ukeire().total_live());
        discards.sort_by_key(order);
        DiscardAdvice::new(self.least_shanten(hand), discards)
    }

    /// [`Engine::discard_masks`](crate::Engine::discard_masks) by definition: the
    /// shanten after each distinct discard, the least of them kept.
    ///
    /// ```
    /// use hupai::{reference::Reference, rules::Rules};
    /// let masks = Reference::new(&Rules::default()).discard_masks(&"12345m".parse()?);
    /// assert_eq!(masks.to_string(), "0 shanten; keep 1245m; raise 3m");
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn discard_masks(&self, hand: &Hand) -> DiscardMasks {
        let mut lefts = Vec::new();
        for tile in Tile::all() {
            if let Some(left) = hand.removing(tile) {
                lefts.push((tile.id(), left));
            }
        }
        if hand.jokers() > 0 {
            let left = Hand::from_counts(*hand.counts(), hand.jokers() - 1).expect("smaller");
            lefts.push((DiscardMasks::JOKER_BIT as usize, left));
        }
        // Each discard's shanten exact where it may be the least so far, else known to
        // be more (the search stops there).
        let mut after = Vec::new();
        let mut least: Option<i8> = None;
        for (bit, left) in lefts {
            let shanten = match least {
                Some(least) => self.shanten_forms_below(&left, least + 1).best(),
                None => self.shanten_forms(&left).best(),
            };
            least = match (least, shanten) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
            after.push((bit, shanten));
        }
        let best = after.iter().filter_map(|&(_, shanten)| shanten).min();
        let bits = |keep: bool| {
            let chosen = after
                .iter()
                .filter(|&&(_, s)| (s.is_some() && s == best) == keep);
            chosen.fold(0, |bits, &(bit, _)| bits | 1 << bit)
        };
        DiscardMasks::from_parts(self.least_shanten(hand), bits(true), bits(false))
    }

    fn least_shanten(&self, hand: &Hand) -> i8 {
        self.shanten_forms(hand)
            .best()
            .expect("the rules have a form for this size")
    }

    /// The least shanten of `hand` where under `below`, else at least `below`.
    fn least_shanten_below(&self, hand: &Hand, below: i8) -> i8 {
        self.shanten_forms_below(hand, below)
            .best()
            .expect("the rules have a form for this size")
    }
}
