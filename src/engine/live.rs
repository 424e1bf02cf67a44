//! A hand kept through a game: each draw and discard updates, in a few operations,
//! what the win check reads (the four suit keys and the special forms' tallies), so
//! judging the hand after a draw is the table lookups alone.

use std::fmt;

use crate::error::HandError;
use crate::forms::counting::kinds_by_count;
use crate::forms::eight_pairs::{EIGHT_PAIRS_TILES, kinds_to_eight_pairs_kept};
use crate::forms::pairs_and_triplet::{PAIRS_AND_TRIPLET_TILES, kinds_to_pairs_and_triplet_kept};
use crate::forms::{Form, Forms, SPECIAL_FORM_TILES};
use crate::rules::SevenPairs;
use crate::tables::keys::POW5;
use crate::tiles::classes;
use crate::tiles::hand::Hand;
use crate::tiles::tile::Tile;
use crate::{CheckError, Engine};

use crate::tables::keys::suit_keys;

/// A [`Hand`] that keeps its four base-5 suit keys and the counts the special forms
/// need, updated on every [`LiveHand::draw`] and [`LiveHand::discard`]: for a game
/// server that judges a hand after each draw, [`Engine::is_win_live`] reads no
/// counts at all.
///
/// ```
/// use hupai::{Engine, LiveHand};
/// let engine = Engine::standard();
/// let mut hand = LiveHand::new("123m456p789s1122z".parse()?);
/// hand.draw("1z".parse()?)?;
/// assert!(engine.is_win_live(&hand));
/// hand.discard("2z".parse()?)?;
/// assert!(!engine.is_win_live(&hand));
/// assert_eq!(hand.hand().to_string(), "123m456p789s1112z");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
// In this order and with `zero`, no padding: every byte of a kept hand is set, so the
// C library's copy of it (`HupaiLiveHand`) is all initialised bytes, and two kept
// hands holding the same tiles are equal byte for byte.
#[repr(C)]
pub struct LiveHand {
    tally: Tally,
    keys: [usize; 4],
    zero: u32,
    hand: Hand,
}

const _: () = assert!(size_of::<LiveHand>() == 8 + 4 * size_of::<usize>() + 4 + 36);

/// Per form, how many kinds of the hand count towards it, a byte each (at most 34):
/// for seven pairs the kinds held an odd number of times, two or three times, four
/// times, once; for thirteen orphans the terminal and honour kinds held, and those
/// held twice or more. A draw or discard swaps the kind's share at its old count for
/// its share at the new one: a subtraction and an addition, never a borrow between
/// bytes (each byte holds at least the share taken out).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
struct Tally(u64);

impl Tally {
    /// The share of a kind held 0..=4 times, `[count][orphan]`.
    const SHARES: [[u64; 2]; 5] = {
        let mut shares = [[0u64; 2]; 5];
        let mut count = 0;
        while count < 5 {
            let mut orphan = 0;
            while orphan < 2 {
                shares[count][orphan] = (count % 2 == 1) as u64
                    | ((count == 2 || count == 3) as u64) << 8
                    | ((count == 4) as u64) << 16
                    | ((count == 1) as u64) << 24
                    | ((orphan == 1 && count >= 1) as u64) << 32
                    | ((orphan == 1 && count >= 2) as u64) << 40;
                orphan += 1;
            }
            count += 1;
        }
        shares
    };

    /// The tallies of a hand whose kinds by count are `by_count`, by population
    /// counts: the same as recounting each kind from nothing (a unit test holds it).
    fn of_kinds(by_count: &[u64; 5]) -> Tally {
        let [_, one, two, three, four] = *by_count;
        let fields = [
            one | three,
            two | three,
            four,
            one,
            (one | two | three | four) & classes::ORPHANS,
            (two | three | four) & classes::ORPHANS,
        ];
        let tally = (fields.iter().enumerate()).fold(0, |tally, (at, bits)| {
            tally | u64::from(bits.count_ones()) << (8 * at)
        });
        Tally(tally)
    }

    #[inline(always)]
    fn recount(&mut self, from: u8, to: u8, orphan: bool) {
        let orphan = usize::from(orphan);
        self.0 = self.0 - Tally::SHARES[usize::from(from)][orphan]
            + Tally::SHARES[usize::from(to)][orphan];
    }

    fn field(self, at: u32) -> u32 {
        (self.0 >> (8 * at) & 0xFF) as u32
    }

    /// Seven pairs' tallies, in the order [`kinds_to_seven_pairs_kept`] takes them.
    #[inline(always)]
    fn seven_pairs(self) -> [u32; 4] {
        [self.field(0), self.field(1), self.field(2), self.field(3)]
    }

    /// Whether 14 tiles of these tallies and `jokers` make seven pairs under `rule`:
    /// a joker for each kind held an odd number of times, and under
    /// [`SevenPairs::Distinct`] no kind held three or four times. The same as seven
    /// pairs' kept tiles and the jokers reaching 14 (a unit test holds them equal on
    /// every tally of 14 tiles), in a few operations.
    #[inline(always)]
    fn fourteen_are_seven_pairs(self, rule: SevenPairs, jokers: u32) -> bool {
        let [odd, _, four, only_one] = self.seven_pairs();
        match rule {
            SevenPairs::Off => false,
            SevenPairs::FourAsTwoPairs => odd <= jokers,
            SevenPairs::Distinct => odd <= jokers && four == 0 && odd == only_one,
        }
    }

    /// What thirteen orphans keeps: a tile of each orphan kind, and one more where one
    /// is held twice or more.
    #[inline(always)]
    fn orphans_kept(self) -> u32 {
        self.field(4) + u32::from(self.field(5) > 0)
    }
}

impl LiveHand {
    /// The live form of `hand`.
    ///
    /// ```
    /// let hand: hupai::Hand = "19m19p19s1234567z".parse()?;
    /// assert_eq!(*hupai::LiveHand::new(hand).hand(), hand);
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn new(hand: Hand) -> LiveHand {
        let mut tally = Tally::default();
        for (id, &count) in hand.counts().iter().enumerate() {
            tally.recount(0, count, classes::ORPHANS >> id & 1 != 0);
        }
        LiveHand {
            tally,
            keys: suit_keys(hand.counts()),
            zero: 0,
            hand,
        }
    }

    /// Whether this kept hand is one [`LiveHand::new`] makes: a hand within the limits
    /// and its keys and tallies those of that hand. Always true of a hand made and
    /// kept in Rust; a copy kept as bytes in foreign storage (the C library's
    /// `HupaiLiveHand`) is checked with it before use, so that damaged bytes are an
    /// error rather than lookups out of bounds.
    ///
    /// ```
    /// let mut hand = hupai::LiveHand::new("123m".parse()?);
    /// hand.draw("4m".parse()?)?;
    /// assert!(hand.is_consistent());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_consistent(&self) -> bool {
        // A few SSE2 passes over the counts, not a rebuild: the C library's live calls
        // pay this on every entry.
        let counts = self.hand.counts();
        let Some(tiles) = crate::tiles::hand::tiles_counted(counts) else {
            return false;
        };
        let len = tiles + usize::from(self.hand.jokers());
        len == self.hand.len()
            && len <= crate::tiles::hand::MAX_TILES
            && self.zero == 0
            && self.keys == suit_keys(counts)
            && self.tally == Tally::of_kinds(&kinds_by_count(counts))
    }

    /// The hand as it stands.
    ///
    /// ```
    /// let hand = hupai::LiveHand::new("11mJ".parse()?);
    /// assert_eq!(hand.hand().jokers(), 1);
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn hand(&self) -> &Hand {
        &self.hand
    }

    /// The four suit keys kept (m, p, s, z).
    #[inline]
    pub(crate) fn keys(&self) -> &[usize; 4] {
        &self.keys
    }

    /// Adds a tile (a draw). Fails, the hand unchanged, where it would hold a fifth
    /// copy or more than [`MAX_TILES`](crate::MAX_TILES) tiles.
    ///
    /// ```
    /// let mut hand = hupai::LiveHand::new("1111m".parse()?);
    /// assert!(hand.draw("1m".parse()?).is_err());
    /// hand.draw("2m".parse()?)?;
    /// assert_eq!(hand.hand().to_string(), "11112m");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn draw(&mut self, tile: Tile) -> Result<(), HandError> {
        let held = self.hand.add(Some(tile))?;
        self.moved(tile, held, held + 1);
        Ok(())
    }

    /// Removes a tile (a discard). Fails, the hand unchanged, where it holds none.
    ///
    /// ```
    /// let mut hand = hupai::LiveHand::new("12m".parse()?);
    /// hand.discard("1m".parse()?)?;
    /// assert_eq!(
    ///     hand.discard("1m".parse()?).unwrap_err().to_string(),
    ///     "no 1m in the hand to take out"
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn discard(&mut self, tile: Tile) -> Result<(), HandError> {
        let held = self.hand.remove(Some(tile))?;
        self.moved(tile, held, held - 1);
        Ok(())
    }

    /// Adds a joker. Fails, the hand unchanged, where it would hold more than
    /// [`MAX_TILES`](crate::MAX_TILES) tiles.
    ///
    /// ```
    /// let mut hand = hupai::LiveHand::new("11m".parse()?);
    /// hand.draw_joker()?;
    /// assert_eq!(hand.hand().to_string(), "11mJ");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn draw_joker(&mut self) -> Result<(), HandError> {
        self.hand.add(None).map(drop)
    }

    /// Removes a joker. Fails, the hand unchanged, where it holds none.
    ///
    /// ```
    /// let mut hand = hupai::LiveHand::new("11mJ".parse()?);
    /// hand.discard_joker()?;
    /// assert!(hand.discard_joker().is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn discard_joker(&mut self) -> Result<(), HandError> {
        self.hand.remove(None).map(drop)
    }

    /// Updates the keys and the tally for `tile` going from `from` to `to` copies.
    #[inline(always)]
    fn moved(&mut self, tile: Tile, from: u8, to: u8) {
        let (suit, rank) = (tile.id() / 9, tile.id() % 9);
        let step = POW5[rank] as usize;
        self.keys[suit] = if to > from {
            self.keys[suit] + step
        } else {
            self.keys[suit] - step
        };
        self.tally
            .recount(from, to, classes::ORPHANS >> tile.id() & 1 != 0);
    }

    /// The forms of 14 tiles that the hand makes: seven pairs under `engine`'s rule,
    /// thirteen orphans (whatever the rules play); a form is made exactly when what it
    /// keeps and the jokers reach 14.
    #[inline(always)]
    fn special_forms(&self, engine: &Engine) -> (bool, bool) {
        let jokers = u32::from(self.hand.jokers());
        (
            self.tally
                .fourteen_are_seven_pairs(engine.seven_pairs, jokers),
            self.tally.orphans_kept() + jokers >= SPECIAL_FORM_TILES as u32,
        )
    }

    /// Whether the hand (17 tiles) makes seven pairs and a triplet under `engine`'s
    /// rule: what the form keeps and the jokers reach 17.
    #[inline(always)]
    fn pairs_and_triplet(&self, engine: &Engine) -> bool {
        let jokers = u32::from(self.hand.jokers());
        let kept =
            kinds_to_pairs_and_triplet_kept(self.tally.seven_pairs(), engine.pairs_and_triplet, 7);
        kept.is_some_and(|kept| kept + jokers >= PAIRS_AND_TRIPLET_TILES as u32)
    }

    /// Whether the hand (17 tiles) makes eight pairs under `engine`'s rule: what the
    /// form keeps and the jokers reach 17.
    #[inline(always)]
    fn eight_pairs(&self, engine: &Engine) -> bool {
        let jokers = u32::from(self.hand.jokers());
        let kept = kinds_to_eight_pairs_kept(self.tally.seven_pairs(), engine.eight_pairs);
        kept.is_some_and(|kept| kept + jokers >= EIGHT_PAIRS_TILES as u32)
    }
}

impl From<Hand> for LiveHand {
    fn from(hand: Hand) -> LiveHand {
        LiveHand::new(hand)
    }
}

/// As the hand it keeps.
impl fmt::Display for LiveHand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.hand.fmt(f)
    }
}

/// As the hand it keeps.
impl fmt::Debug for LiveHand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("LiveHand").field(&self.hand).finish()
    }
}

impl Engine {
    /// [`Engine::is_win`] of a [`LiveHand`]: the rules' admission, four lookups from
    /// the kept keys and, for 14 tiles, the kept tallies. Under joker kinds (红中)
    /// the kept keys count their tiles as tiles, so the hand is judged as
    /// [`Engine::is_win`] judges it.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let hand = hupai::LiveHand::new("1122m3344p5566s7zJ".parse()?);
    /// assert!(engine.is_win_live(&hand)); // seven pairs, a joker for 7z
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    #[inline]
    pub fn is_win_live(&self, live: &LiveHand) -> bool {
        let hand = &live.hand;
        if self.by_tables {
            return self.wins_at_size(hand.len()) && self.is_win_of_live(live);
        }
        if self.live_needs_whole_hand() {
            return self.is_win(hand);
        }
        self.plays(hand) && self.keeps_suit_rule(&live.keys) && self.is_win_of_live(live)
    }

    /// Whether a hand the rules play wins, from its kept keys and tallies.
    #[inline(always)]
    fn is_win_of_live(&self, live: &LiveHand) -> bool {
        let hand = &live.hand;
        self.is_standard_win_of_keys(&live.keys, hand.jokers())
            || hand.len() == SPECIAL_FORM_TILES && {
                let (seven_pairs, orphans) = live.special_forms(self);
                seven_pairs || self.orphans && orphans
            }
            || hand.len() == PAIRS_AND_TRIPLET_TILES
                && (live.pairs_and_triplet(self) || live.eight_pairs(self))
    }

    /// [`Engine::check`] of a [`LiveHand`]: every form it wins in, from the kept keys
    /// and tallies.
    ///
    /// ```
    /// use hupai::{Form, LiveHand};
    /// let engine = hupai::Engine::standard();
    /// let forms = engine.check_live(&LiveHand::new("19m19p19s1234567zJ".parse()?))?;
    /// assert!(forms.contains(Form::ThirteenOrphans));
    /// assert!(engine.check_live(&LiveHand::new("123m".parse()?)).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn check_live(&self, live: &LiveHand) -> Result<Forms, CheckError> {
        let hand = &live.hand;
        // The knitted forms need the kinds held, not the tallies kept.
        if self.live_needs_whole_hand() {
            return self.check(hand);
        }
        self.admit(hand)?;
        if !self.keeps_suit_rule(&live.keys) {
            return Ok(Forms::NONE);
        }
        let standard = self.is_standard_win_of_keys(&live.keys, hand.jokers());
        let (seven_pairs, orphans) = match hand.len() == SPECIAL_FORM_TILES {
            true => live.special_forms(self),
            false => (false, false),
        };
        let seventeen = hand.len() == PAIRS_AND_TRIPLET_TILES;
        Ok(Forms::NONE
            .with_if(Form::Standard, standard)
            .with_if(Form::SevenPairs, seven_pairs)
            .with_if(Form::ThirteenOrphans, self.orphans && orphans)
            .with_if(
                Form::PairsAndTriplet,
                seventeen && live.pairs_and_triplet(self),
            )
            .with_if(Form::EightPairs, seventeen && live.eight_pairs(self)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::forms::seven_pairs::kinds_to_seven_pairs_kept;

    /// The tallies by population counts equal those recounted kind by kind, and a
    /// kept hand is consistent, on seeded hands of every size and a few damaged
    /// copies are not.
    #[test]
    fn tallies_by_population_counts_equal_recounting() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..100_000 {
            let mut counts = [0u8; 34];
            let tiles = (next() % 18) as usize;
            for _ in 0..tiles {
                let kind = (next() % 34) as usize;
                if counts[kind] < 4 {
                    counts[kind] += 1;
                }
            }
            let live = LiveHand::new(Hand::from_counts(counts, 0).unwrap());
            assert_eq!(live.tally, Tally::of_kinds(&kinds_by_count(&counts)));
            assert!(live.is_consistent());
            let mut damaged = live;
            damaged.tally.0 ^= 1 << (next() % 48);
            assert!(!damaged.is_consistent());
            let mut damaged = live;
            damaged.keys[(next() % 4) as usize] += 1;
            assert!(!damaged.is_consistent());
        }
    }

    /// The shortcut for 14 tiles answers as seven pairs' kept tiles do, for every
    /// tally of 14 tiles (kinds held once, twice, three and four times; the rest
    /// jokers) under every rule.
    #[test]
    fn fourteen_tile_seven_pairs_equal_kept_tiles() {
        let mut tallies = 0;
        for (ones, twos, threes, fours) in (0..=14).flat_map(|a| {
            (0..=7).flat_map(move |b| (0..=4).flat_map(move |c| (0..=3).map(move |d| (a, b, c, d))))
        }) {
            let tiles = ones + 2 * twos + 3 * threes + 4 * fours;
            if tiles > 14 || ones + twos + threes + fours > 34 {
                continue;
            }
            let jokers = 14 - tiles;
            let share = |count: u64, kinds: u64| Tally::SHARES[count as usize][0] * kinds;
            let tally = Tally(share(1, ones) + share(2, twos) + share(3, threes) + share(4, fours));
            for rule in [
                SevenPairs::Off,
                SevenPairs::Distinct,
                SevenPairs::FourAsTwoPairs,
            ] {
                let kept = kinds_to_seven_pairs_kept(tally.seven_pairs(), rule);
                assert_eq!(
                    tally.fourteen_are_seven_pairs(rule, jokers as u32),
                    kept.is_some_and(|kept| kept + jokers as u32 >= 14),
                    "{ones} {twos} {threes} {fours} {rule:?}"
                );
            }
            tallies += 1;
        }
        assert_eq!(tallies, 241);
    }

    /// A live hand drawn into and discarded from keeps what a hand built afresh from
    /// its counts gives: keys, tallies, and every engine's answers.
    #[test]
    fn live_hands_keep_what_fresh_hands_give() {
        let engines: Vec<Engine> = crate::BUILTIN_RULES
            .iter()
            .map(|name| Engine::builtin(name).expect("built in"))
            .collect();
        let mut seeded = crate::test_support::seeded(5);
        let mut next = || seeded() as usize;
        let mut live = LiveHand::new(Hand::default());
        for step in 0..200_000 {
            let tile = Tile::from_id(next() % 34).expect("an id");
            let held: Vec<Tile> = live.hand.tiles().collect();
            // Mostly draws up to 14 tiles and discards of held tiles below that, now
            // and then a joker, a fifth copy, a tile not held, a hand of 17.
            let done = match (next() % 16, live.hand.len()) {
                (0, _) => live.draw_joker(),
                (1, _) => live.discard_joker(),
                (2, _) => live.discard(tile),
                (3, _) => live.draw(tile),
                (_, len) if len >= 14 && !held.is_empty() => {
                    live.discard(held[next() % held.len()])
                }
                _ => live.draw(tile),
            };
            let fresh = LiveHand::new(live.hand);
            assert_eq!(live, fresh, "step {step}: {done:?}");
            if step % 7 == 0 {
                for engine in &engines {
                    assert_eq!(
                        engine.is_win_live(&live),
                        engine.is_win(&live.hand),
                        "{live}"
                    );
                    assert_eq!(engine.check_live(&live), engine.check(&live.hand), "{live}");
                }
            }
        }
    }
}
