//! Exposed melds: an engine for the concealed tiles of hands that have called (吃,
//! 碰, 杠). The melds are complete; what they change is around the concealed hand:
//! its size (three tiles fewer per meld, a kong too), the copies left of each kind,
//! the suits a missing-suit rule sees, and the special forms (fully concealed hands
//! only). The tables judge the concealed tiles as before.

use crate::engine::Engine;
use crate::error::{CheckError, MeldsError};
use crate::rules::{HonourMelds, SevenPairs};
use crate::tiles::hand::Hand;
use crate::tiles::tile::{COPIES, KINDS, Suit, Tile};
use crate::tiles::{MeldShape, Melds};

/// The melds an engine's hands have exposed, and what the checks need of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Exposed {
    pub(crate) melds: Melds,
    /// Copies of each kind the melds hold.
    pub(crate) counts: [u8; KINDS],
    /// The number suits the melds hold: bit 0 man, 1 pin, 2 sou.
    pub(crate) suits: u8,
}

impl Default for Exposed {
    fn default() -> Exposed {
        Exposed {
            melds: Melds::default(),
            counts: [0; KINDS],
            suits: 0,
        }
    }
}

impl Engine {
    /// The same engine for hands that have exposed `melds` (副露): every question
    /// (check, waits, shanten, decompositions, hints, batches) then takes the
    /// concealed tiles alone, three fewer per meld (a kong counts as three).
    ///
    /// The melds count towards the four copies of each kind: a hand holding a copy
    /// more is refused, waits on a kind whose copies are all held or exposed are
    /// marked exhausted, hints count no live copy of them, and where jokers may not be
    /// a fifth copy they may not be one beyond the melds either. They count towards
    /// the missing-suit rule (缺一门). Seven pairs, thirteen orphans and seven
    /// pairs and a triplet need a concealed hand: with melds exposed the standard form
    /// wins, and 组合龙 where the rules play it. Shanten counts the exposed copies as it
    /// counts tiles seen elsewhere: not at all, except where jokers may not be fifth
    /// copies: there no kind is used more than four times counting the melds, so
    /// shanten -1 is exactly a win.
    ///
    /// The melds given replace any the engine had. Refused: a meld of a kind out of
    /// play, three different honours where the rules make no such meld, more than
    /// four copies of a kind, more melds than the rules' largest hand holds, and
    /// under 缺一门 melds of all three number suits.
    ///
    /// ```
    /// let engine = hupai::Engine::standard().with_melds(&"111p,789s".parse()?)?;
    /// assert!(engine.is_win(&"123m456m11z".parse()?)); // 8 concealed tiles
    /// assert!(engine.check(&"1p23m456m11z".parse()?).is_ok());
    /// assert!(engine.check(&"11p23m456m1z".parse()?).is_err()); // five 1p
    /// assert_eq!(engine.melds().to_string(), "111p,789s");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_melds(&self, melds: &Melds) -> Result<Engine, MeldsError> {
        let exposed = self.exposed_of(melds)?;
        let sizes = self.sizes_in_rules() >> (3 * melds.len());
        if sizes == 0 {
            return Err(MeldsError::NoRoom {
                melds: melds.len(),
                rules: self.rules.name.clone(),
            });
        }
        let concealed = melds.is_empty();
        if !concealed && !self.rules.standard && !self.rules.knitted_straight {
            return Err(MeldsError::ConcealedOnly {
                rules: self.rules.name.clone(),
            });
        }
        let mut engine = self.clone();
        engine.sizes = sizes;
        engine.exposed = exposed;
        engine.whole_hand_rules =
            self.rules.missing_suit || !concealed || !self.rules.standard || self.restricted;
        engine.plain = concealed && engine.plain_rules();
        engine.orphans = concealed && engine.orphans_in_rules();
        let concealed_only = |rule| if concealed { rule } else { SevenPairs::Off };
        engine.seven_pairs = concealed_only(self.rules.seven_pairs);
        engine.pairs_and_triplet = concealed_only(self.rules.pairs_and_triplet);
        engine.eight_pairs = concealed_only(self.rules.eight_pairs);
        engine.honours_and_knitted = concealed && self.rules.honours_and_knitted;
        engine.other_forms = engine.other_forms_played();
        engine.by_tables = engine.decided_by_tables();
        Ok(engine)
    }

    /// The melds this engine's hands have exposed (none unless made by
    /// [`Engine::with_melds`]).
    ///
    /// ```
    /// assert!(hupai::Engine::standard().melds().is_empty());
    /// ```
    pub fn melds(&self) -> &Melds {
        &self.exposed.melds
    }

    /// The melds' copies and suits, once the rules are seen to play them.
    fn exposed_of(&self, melds: &Melds) -> Result<Exposed, MeldsError> {
        let not_played = |index: usize, meld: &crate::tiles::Meld| MeldsError::NotPlayed {
            meld: index + 1,
            text: meld.to_string(),
            rules: self.rules.name.clone(),
        };
        let mut suits = 0u8;
        for (index, meld) in melds.iter().enumerate() {
            let honour_set = meld.shape() == MeldShape::HonourSet;
            // A stand-in's meld would be of the natural tile it plays: not a meld here.
            let out = |t: Tile| {
                !self.rules.tiles.contains(t)
                    || self.joker_kinds.contains(&t)
                    || self.rules.jokers.stand_in == Some(t)
            };
            if meld.tiles().any(out)
                || honour_set && self.rules.honour_melds != HonourMelds::WindsAndDragons
            {
                return Err(not_played(index, meld));
            }
            suits |= meld.tiles().fold(0, |bits, t| bits | number_suit_bit(t));
        }
        let counts = melds.counts();
        if let Some(id) = (0..KINDS).find(|&id| counts[id] > COPIES) {
            return Err(MeldsError::TooManyCopies {
                tile: Tile::from_id(id).expect("an id below 34"),
                count: counts[id],
            });
        }
        // Rules with red fives in the wall (riichi's) hold that many a suit; under
        // others a `0` is a plain five.
        if let Some(riichi) = self.rules.scoring.riichi() {
            let most = riichi.red_fives_by_suit();
            let held = melds.red_fives();
            if let Some(s) = (0..3).find(|&s| held[s] > most[s]) {
                return Err(MeldsError::RedFivesNotInWall {
                    suit: [Suit::Man, Suit::Pin, Suit::Sou][s],
                    red: held[s],
                    most: most[s],
                    rules: self.rules.name.clone(),
                });
            }
        }
        if self.rules.missing_suit && suits == 0b111 {
            return Err(MeldsError::ThreeSuits {
                rules: self.rules.name.clone(),
            });
        }
        Ok(Exposed {
            melds: *melds,
            counts,
            suits,
        })
    }

    /// The copies of each kind `counts` and the exposed melds use together: what a
    /// joker may not take past four where fifth copies are not allowed.
    pub(crate) fn copies_used(&self, counts: &[u8; KINDS]) -> [u8; KINDS] {
        std::array::from_fn(|id| counts[id] + self.exposed.counts[id])
    }

    /// The kinds, one bit per tile id, whose four copies `counts` and the exposed
    /// melds hold between them, with at least one exposed: none left to draw.
    pub(crate) fn exposed_out(&self, counts: &[u8; KINDS]) -> u64 {
        if self.exposed.melds.is_empty() {
            return 0;
        }
        (0..KINDS)
            .filter(|&id| {
                self.exposed.counts[id] > 0 && counts[id] + self.exposed.counts[id] >= COPIES
            })
            .fold(0, |bits, id| bits | 1 << id)
    }

    /// Refuses a hand holding, with the exposed melds, more than four of a kind.
    pub(crate) fn admit_exposed_copies(&self, hand: &Hand) -> Result<(), CheckError> {
        let over = (0..KINDS).find(|&id| hand.counts()[id] + self.exposed.counts[id] > COPIES);
        match over {
            None => Ok(()),
            Some(id) => Err(CheckError::ExposedCopies {
                tile: Tile::from_id(id).expect("an id below 34"),
                held: hand.counts()[id],
                exposed: self.exposed.counts[id],
            }),
        }
    }

    /// Whether one of `jokers` jokers could stand for a copy the exposed melds hold,
    /// where jokers may not be fifth copies: then the tables, which see the concealed
    /// tiles only, may be too generous, and the standard form is confirmed by finding
    /// a decomposition that keeps every limit
    /// ([`Engine::has_standard_within_limits`]).
    pub(crate) fn exposed_limits_bind(&self, jokers: u8) -> bool {
        !self.rules.jokers.fifth_copy && jokers > 0 && !self.exposed.melds.is_empty()
    }
}

/// The bit of `tile`'s number suit (0 for an honour).
fn number_suit_bit(tile: Tile) -> u8 {
    match tile.suit().is_numbered() {
        true => 1 << (tile.id() / 9),
        false => 0,
    }
}
