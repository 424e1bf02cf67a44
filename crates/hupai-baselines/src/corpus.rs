//! Seeded random hands of known shapes: the common inputs of the tests, the
//! benchmarks and `hupai bench`, so that every contender judges the same hands.

use rand::rngs::Xoshiro256PlusPlus;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};

use hupai::Hand;
use hupai::rules::TileSet;
use hupai::tiles::{COPIES, KINDS, Suit, Tile};

/// The shape of the hands a corpus holds.
///
/// ```
/// assert_eq!(hupai_baselines::corpus::Shape::NearMisses.name(), "near-misses");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// Random deals from a full set.
    Deals,
    /// Constructed wins: melds and a pair (jokers replace random tiles of them).
    Wins,
    /// A constructed win with one tile swapped for another kind.
    NearMisses,
    /// Random deals from one number suit.
    Flushes,
    /// Seven pairs (a four of a kind now and then), one tile swapped half the time; of
    /// 17 tiles, seven pairs and a triplet.
    SevenPairs,
    /// Thirteen orphans, one tile swapped half the time.
    Orphans,
}

impl Shape {
    /// Every shape.
    pub const ALL: [Shape; 6] = [
        Shape::Deals,
        Shape::Wins,
        Shape::NearMisses,
        Shape::Flushes,
        Shape::SevenPairs,
        Shape::Orphans,
    ];

    /// The name used in reports.
    ///
    /// ```
    /// assert_eq!(hupai_baselines::corpus::Shape::Deals.name(), "deals");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Shape::Deals => "deals",
            Shape::Wins => "wins",
            Shape::NearMisses => "near-misses",
            Shape::Flushes => "flushes",
            Shape::SevenPairs => "seven-pairs",
            Shape::Orphans => "orphans",
        }
    }
}

/// A seeded source of hands.
///
/// ```
/// use hupai_baselines::corpus::{Generator, Shape};
/// let mut generator = Generator::new(7);
/// let hand = generator.hand(Shape::Wins, 14, 2);
/// assert_eq!((hand.len(), hand.jokers()), (14, 2));
/// assert!(hupai::Engine::standard().is_win(&hand));
/// // The same seed gives the same hands.
/// assert_eq!(Generator::new(7).hand(Shape::Wins, 14, 2), hand);
/// ```
#[derive(Clone, Debug)]
pub struct Generator {
    rng: Xoshiro256PlusPlus,
    /// The kinds hands are made of, in id order.
    kinds: Vec<usize>,
}

impl Generator {
    /// A generator of hands of all 34 kinds whose hands depend only on `seed`.
    pub fn new(seed: u64) -> Generator {
        Generator::with_tiles(seed, TileSet::ALL)
    }

    /// A generator of hands made only of the kinds in `tiles` (at least one number
    /// suit's nine kinds, or wins cannot be built).
    ///
    /// ```
    /// use hupai::rules::TileSet;
    /// use hupai_baselines::corpus::{Generator, Shape};
    /// let hand = Generator::with_tiles(5, TileSet::NUMBERS).hand(Shape::Deals, 14, 0);
    /// assert!(hand.tiles().all(|t| t.suit().is_numbered()));
    /// ```
    pub fn with_tiles(seed: u64, tiles: TileSet) -> Generator {
        Generator {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            kinds: tiles.tiles().map(|t| t.id()).collect(),
        }
    }

    fn in_play(&self, kind: usize) -> bool {
        self.kinds.binary_search(&kind).is_ok()
    }

    fn random_kind(&mut self) -> usize {
        self.kinds[self.rng.random_range(0..self.kinds.len())]
    }

    /// `count` hands of `shape`, each of `tiles` tiles with `jokers` of them jokers.
    ///
    /// ```
    /// let hands = hupai_baselines::corpus::Generator::new(1).hands(hupai_baselines::corpus::Shape::Deals, 100, 14, 0);
    /// assert_eq!(hands.len(), 100);
    /// ```
    pub fn hands(&mut self, shape: Shape, count: usize, tiles: usize, jokers: u8) -> Vec<Hand> {
        (0..count)
            .map(|_| self.hand(shape, tiles, jokers))
            .collect()
    }

    /// One hand of `shape` with `tiles` tiles (at most 17), `jokers` of them jokers.
    /// Seven pairs and orphans exist only at 14 tiles; at other sizes they give wins.
    /// Of 3n+1 tiles, a shape other than deals and flushes is the 3n+2 one with a real
    /// tile taken away (a joker when it has none).
    ///
    /// ```
    /// use hupai_baselines::corpus::{Generator, Shape};
    /// let hand = Generator::new(3).hand(Shape::Flushes, 11, 1);
    /// assert_eq!(hand.len(), 11);
    /// ```
    pub fn hand(&mut self, shape: Shape, tiles: usize, jokers: u8) -> Hand {
        let tiles = tiles.min(hupai::MAX_TILES);
        if self.kinds.is_empty() {
            return Hand::from_counts([0; hupai::tiles::KINDS], tiles as u8)
                .expect("at most 17 jokers");
        }
        if tiles % 3 == 1 && shape != Shape::Deals && shape != Shape::Flushes {
            // A shape of 3n+1 tiles: the 3n+2 shape with one real tile taken away.
            let full = self.hand(shape, tiles + 1, jokers.min(tiles as u8));
            let mut ids: Vec<usize> = full.tiles().map(|t| t.id()).collect();
            if ids.is_empty() {
                return Hand::from_counts([0; hupai::tiles::KINDS], full.jokers() - 1)
                    .expect("fewer tiles");
            }
            ids.remove(self.rng.random_range(0..ids.len()));
            return Hand::from_ids(&ids, full.jokers()).expect("fewer tiles");
        }
        let jokers = usize::from(jokers).min(tiles);
        let special = tiles == 14 || tiles == 17;
        let ids = match shape {
            Shape::Deals => self.deal(&self.kinds.clone(), tiles - jokers),
            Shape::Flushes => {
                let suit = Suit::ALL[self.rng.random_range(0..3)];
                let mut kinds: Vec<usize> = suit_kinds(suit).filter(|&k| self.in_play(k)).collect();
                // A suit mostly out of play (three-player's man) cannot fill the hand.
                if kinds.len() * usize::from(COPIES) < tiles - jokers {
                    kinds = self.kinds.clone();
                }
                self.deal(&kinds, tiles - jokers)
            }
            Shape::Wins => {
                let win = self.win(tiles);
                self.with_jokers(win, jokers)
            }
            Shape::NearMisses => {
                let win = self.win(tiles);
                let win = self.with_jokers(win, jokers);
                self.swap_one(win)
            }
            Shape::SevenPairs | Shape::Orphans => {
                let orphans_in_play = (0..KINDS).all(|k| !is_orphan(k) || self.in_play(k));
                let base = match shape {
                    Shape::SevenPairs if tiles == 17 => self.pairs_and_triplet(),
                    Shape::SevenPairs if special => self.seven_pairs(),
                    Shape::Orphans if tiles == 14 && orphans_in_play => self.orphans(),
                    _ => self.win(tiles),
                };
                let base = self.with_jokers(base, jokers);
                if special && self.rng.random_bool(0.5) {
                    self.swap_one(base)
                } else {
                    base
                }
            }
        };
        // Of 3n tiles no shape exists: the 3n+2 one, cut to size.
        let mut ids = ids;
        ids.truncate(tiles - jokers);
        let jokers = (tiles - ids.len()) as u8;
        Hand::from_ids(&ids, jokers).expect("generated hands respect the limits")
    }

    /// A hand of `tiles` tiles (at most 17, at least 4 + `jokers`) holding four of one
    /// kind, the other real tiles mostly within two ranks of it: the fifth copy then
    /// often completes the hand (the exhausted waits' path). Fewer tiles only when the
    /// kinds in play run out.
    ///
    /// ```
    /// use hupai_baselines::corpus::Generator;
    /// let hand = Generator::new(8).holding_a_four(13, 2);
    /// assert_eq!((hand.len(), hand.jokers()), (13, 2));
    /// assert!(hand.tiles().any(|t| hand.count(t) == 4));
    /// ```
    pub fn holding_a_four(&mut self, tiles: usize, jokers: u8) -> Hand {
        let tiles = tiles.clamp(4, hupai::MAX_TILES);
        let jokers = usize::from(jokers).min(tiles - 4);
        let four = self.random_kind();
        let mut counts = [0u8; KINDS];
        counts[four] = COPIES;
        let suit = suit_kinds(Tile::from_id(four).expect("a kind").suit());
        let mut placed = 4 + jokers;
        for _ in 0..ATTEMPTS {
            if placed == tiles {
                break;
            }
            let near = (four + self.rng.random_range(0..5)).checked_sub(2);
            let kind = match near {
                Some(k) if suit.contains(&k) && self.in_play(k) && self.rng.random_bool(0.8) => k,
                _ => self.random_kind(),
            };
            if counts[kind] < COPIES {
                counts[kind] += 1;
                placed += 1;
            }
        }
        Hand::from_counts(counts, jokers as u8).expect("counts within limits")
    }

    /// A hand of 国标's knitted forms, `tiles` tiles with `jokers` of them jokers:
    /// of 14 tiles, half the time 全不靠 (14 of a knitted set's nine tiles and the
    /// seven honours); otherwise 组合龙, a knitted set beside melds and a pair. One
    /// tile is swapped for another kind half the time. Needs every kind in play.
    ///
    /// ```
    /// let hand = hupai_baselines::corpus::Generator::new(4).knitted_hand(14, 2);
    /// assert_eq!((hand.len(), hand.jokers()), (14, 2));
    /// ```
    pub fn knitted_hand(&mut self, tiles: usize, jokers: u8) -> Hand {
        let set = hupai::forms::knitted::KNITTED_SETS[self.rng.random_range(0..6)];
        let tiles = tiles.clamp(11, hupai::MAX_TILES) / 3 * 3 + 2;
        let mut ids: Vec<usize> = if tiles == 14 && self.rng.random_bool(0.5) {
            let mut kinds: Vec<usize> = set.iter().copied().chain(27..34).collect();
            kinds.shuffle(&mut self.rng);
            kinds.truncate(14);
            kinds
        } else {
            let mut ids = set.to_vec();
            ids.extend(self.win(tiles - 9));
            if (0..KINDS).any(|k| ids.iter().filter(|&&i| i == k).count() > usize::from(COPIES)) {
                return self.knitted_hand(tiles, jokers);
            }
            ids
        };
        let ids = self.with_jokers(std::mem::take(&mut ids), usize::from(jokers));
        let ids = if self.rng.random_bool(0.5) {
            self.swap_one(ids)
        } else {
            ids
        };
        let jokers = (tiles - ids.len()) as u8;
        Hand::from_ids(&ids, jokers).expect("at most four of a kind")
    }

    /// `count` tiles dealt from four copies of each of `kinds`.
    fn deal(&mut self, kinds: &[usize], count: usize) -> Vec<usize> {
        let mut wall: Vec<usize> = kinds.iter().flat_map(|&k| [k; COPIES as usize]).collect();
        wall.shuffle(&mut self.rng);
        wall.truncate(count);
        wall
    }

    /// Melds and a pair making `tiles` tiles (3n+2), no kind more than four times.
    fn win(&mut self, tiles: usize) -> Vec<usize> {
        // Few kinds in play may make a win of this size rare or impossible: after
        // enough tries, a deal of the same size.
        for _ in 0..ATTEMPTS {
            let mut counts = [0u8; KINDS];
            let pair = self.random_kind();
            counts[pair] += 2;
            for _ in 0..tiles / 3 {
                for kind in self.meld() {
                    counts[kind] += 1;
                }
            }
            if counts.iter().all(|&c| c <= COPIES) {
                return ids_of(&counts);
            }
        }
        self.deal(&self.kinds.clone(), tiles / 3 * 3 + 2)
    }

    /// A random triplet or run of kinds in play, as kind ids.
    fn meld(&mut self) -> [usize; 3] {
        for _ in 0..ATTEMPTS {
            if self.rng.random_bool(0.3) {
                return [self.random_kind(); 3];
            }
            let suit = self.rng.random_range(0..3);
            let first = suit * 9 + self.rng.random_range(0..7);
            if (first..first + 3).all(|k| self.in_play(k)) {
                return [first, first + 1, first + 2];
            }
        }
        [self.random_kind(); 3]
    }

    fn seven_pairs(&mut self) -> Vec<usize> {
        if self.kinds.len() < 7 {
            return self.win(14);
        }
        let mut kinds = self.kinds.clone();
        kinds.shuffle(&mut self.rng);
        let mut ids: Vec<usize> = kinds[..7].iter().flat_map(|&k| [k, k]).collect();
        if self.rng.random_bool(0.2) {
            // A four of a kind: the last pair becomes a copy of the first.
            ids[12] = ids[0];
            ids[13] = ids[0];
        }
        ids
    }

    /// Seven pairs and a triplet of eight different kinds, a four of a kind now and
    /// then (17 tiles).
    fn pairs_and_triplet(&mut self) -> Vec<usize> {
        let mut ids = self.seven_pairs();
        let mut kinds: Vec<usize> = (self.kinds.iter().copied())
            .filter(|k| !ids.contains(k))
            .collect();
        kinds.shuffle(&mut self.rng);
        match kinds.first() {
            Some(&kind) => ids.extend([kind; 3]),
            None => return self.win(17),
        }
        ids
    }

    fn orphans(&mut self) -> Vec<usize> {
        let mut ids: Vec<usize> = Tile::all()
            .filter(|t| t.is_orphan())
            .map(|t| t.id())
            .collect();
        let extra = ids[self.rng.random_range(0..ids.len())];
        ids.push(extra);
        ids
    }

    /// Removes `jokers` random tiles (the caller counts them back as jokers).
    fn with_jokers(&mut self, mut ids: Vec<usize>, jokers: usize) -> Vec<usize> {
        ids.shuffle(&mut self.rng);
        ids.truncate(ids.len().saturating_sub(jokers));
        ids
    }

    /// Swaps one tile for a different kind that still has a copy to spare.
    fn swap_one(&mut self, mut ids: Vec<usize>) -> Vec<usize> {
        if ids.is_empty() {
            return ids;
        }
        let at = self.rng.random_range(0..ids.len());
        for _ in 0..ATTEMPTS {
            let kind = self.random_kind();
            let held = ids.iter().filter(|&&k| k == kind).count();
            if kind != ids[at] && held < usize::from(COPIES) {
                ids[at] = kind;
                return ids;
            }
        }
        ids
    }
}

/// Each hand as a server's turn: the hand before its last tile (in id order) was
/// drawn, and that tile. Hands of jokers alone have no tile to draw and are left out.
///
/// ```
/// let hand: hupai::Hand = "123m4pJ".parse()?;
/// let turns = hupai_baselines::corpus::turns(&[hand]);
/// assert_eq!(turns[0].0.to_string(), "123mJ");
/// assert_eq!(turns[0].1.to_string(), "4p");
/// # Ok::<(), hupai::ParseError>(())
/// ```
pub fn turns(hands: &[Hand]) -> Vec<(Hand, Tile)> {
    hands
        .iter()
        .filter_map(|hand| {
            let last = Tile::all().filter(|&t| hand.count(t) > 0).last()?;
            Some((hand.removing(last)?, last))
        })
        .collect()
}

/// Random tries before a generator settles for something plainer: every call ends.
const ATTEMPTS: usize = 1000;

fn suit_kinds(suit: Suit) -> std::ops::Range<usize> {
    suit.first_id()..suit.first_id() + suit.ranks()
}

fn is_orphan(kind: usize) -> bool {
    Tile::from_id(kind).is_some_and(|t| t.is_orphan())
}

fn ids_of(counts: &[u8; KINDS]) -> Vec<usize> {
    counts
        .iter()
        .enumerate()
        .flat_map(|(k, &c)| std::iter::repeat_n(k, c.into()))
        .collect()
}
