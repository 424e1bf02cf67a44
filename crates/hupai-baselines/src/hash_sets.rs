//! The popular table design (yuanfengyun/q_algorithm): one set of suit keys per
//! {number suit, honours} × {no pair, pair} × jokers 0..=8, a key being in set j when
//! its pattern needs exactly j jokers. A check looks each suit up in set 0, 1, 2, …
//! until found, then splits the jokers greedily: every suit takes what it needs,
//! the pair goes where it costs least. Hands of at most 14 tiles and 8 jokers.
//!
//! The sets are filled from the engine's `standard` tables (patterns of at most 14
//! tiles: q_algorithm builds the same sets by adding melds and removing tiles). Two
//! kinds of set: std's `HashSet` (SipHash 1-3) and a perfect-hash set built with
//! `phf_generator` (SipHash 1-3 plus a displacement), as the `phf` crate uses.

use std::collections::HashSet;

use hupai::Engine;
/// Powers of five: a suit's counts as a base-5 key, as q_algorithm encodes them.
const POW5: [u32; 9] = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625];
use hupai::tiles::Suit;

/// The most jokers the sets cover.
pub const MAX_JOKERS: u8 = 8;

/// The most tiles of one suit the sets cover.
const MAX_SUIT_TILES: u32 = 14;

/// A set of suit keys.
pub trait KeySet: Sync {
    /// A set of `keys`.
    fn build(keys: Vec<u32>) -> Self;
    /// Whether `key` is in the set.
    fn contains_key(&self, key: u32) -> bool;
}

impl KeySet for HashSet<u32> {
    fn build(keys: Vec<u32>) -> Self {
        keys.into_iter().collect()
    }

    #[inline]
    fn contains_key(&self, key: u32) -> bool {
        self.contains(&key)
    }
}

/// A perfect-hash set: phf's hash and displacement, the keys stored in slot order.
pub struct PhfSet {
    state: phf_generator::HashState,
    keys: Vec<u32>,
}

impl KeySet for PhfSet {
    fn build(keys: Vec<u32>) -> Self {
        let state = phf_generator::generate_hash(&keys);
        let keys = state.map.iter().map(|&i| keys[i]).collect();
        PhfSet { state, keys }
    }

    #[inline]
    fn contains_key(&self, key: u32) -> bool {
        if self.keys.is_empty() {
            return false;
        }
        let hashes = phf_shared::hash(&key, &self.state.key);
        let index = phf_shared::get_index(&hashes, &self.state.disps, self.keys.len());
        self.keys[index as usize] == key
    }
}

/// The 36 sets: `sets[honours][pair][jokers]`.
pub struct HashSets<S: KeySet> {
    sets: [[Vec<S>; 2]; 2],
    entries: usize,
}

impl<S: KeySet> HashSets<S> {
    /// Fills the sets from the `standard` tables.
    ///
    /// ```
    /// use std::collections::HashSet;
    /// use hupai_baselines::hash_sets::HashSets;
    /// let sets: HashSets<HashSet<u32>> = HashSets::build();
    /// let hand: hupai::Hand = "123m456p789s1zJJJJ".parse()?;
    /// assert!(sets.is_win(hand.counts(), hand.jokers()));
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn build() -> HashSets<S> {
        let engine = Engine::standard();
        let entries = std::cell::Cell::new(0);
        let set = |suit: Suit, pair: bool, jokers: u32| -> S {
            let ranks = suit.ranks();
            let keys = (0..5u32.pow(ranks as u32))
                .filter(|&key| digit_sum(key) <= MAX_SUIT_TILES)
                .filter(|&key| {
                    let counts: Vec<u8> = (0..ranks).map(|r| (key / POW5[r] % 5) as u8).collect();
                    let cost = engine.suit_cost(suit, &counts).expect("a suit pattern");
                    (if pair {
                        cost.with_pair
                    } else {
                        cost.without_pair
                    }) == jokers
                })
                .collect::<Vec<u32>>();
            entries.set(entries.get() + keys.len());
            S::build(keys)
        };
        let sets_of = |suit: Suit| -> [Vec<S>; 2] {
            [false, true].map(|pair| {
                (0..=u32::from(MAX_JOKERS))
                    .map(|j| set(suit, pair, j))
                    .collect()
            })
        };
        let sets = [sets_of(Suit::Man), sets_of(Suit::Honours)];
        HashSets {
            sets,
            entries: entries.get(),
        }
    }

    /// Keys held in all 36 sets.
    pub fn entries(&self) -> usize {
        self.entries
    }

    /// Whether 34 counts and `jokers` jokers win in the standard form; `false` outside
    /// the sets' reach (more than 8 jokers, or a suit of more than 14 tiles).
    pub fn is_win(&self, counts: &[u8; 34], jokers: u8) -> bool {
        let tiles: u32 = counts.iter().map(|&c| u32::from(c)).sum::<u32>() + u32::from(jokers);
        if tiles % 3 != 2 || jokers > MAX_JOKERS {
            return false;
        }
        let mut without = [0u32; 4];
        let mut with = [0u32; 4];
        for suit in 0..4 {
            let ranks = if suit == 3 { 7 } else { 9 };
            let key: u32 = (0..ranks)
                .map(|r| u32::from(counts[suit * 9 + r]) * POW5[r])
                .sum();
            let sets = &self.sets[usize::from(suit == 3)];
            let needed = |pair: usize| {
                (0..=jokers)
                    .find(|&j| sets[pair][usize::from(j)].contains_key(key))
                    .map_or(u32::MAX / 8, u32::from)
            };
            without[suit] = needed(0);
            with[suit] = needed(1);
        }
        let total: u32 = without.iter().sum();
        (0..4).any(|s| total - without[s] + with[s] <= u32::from(jokers))
    }
}

fn digit_sum(key: u32) -> u32 {
    let mut sum = 0;
    let mut rest = key;
    while rest > 0 {
        sum += rest % 5;
        rest /= 5;
    }
    sum
}
