//! The reference shanten against a brute force that knows nothing of tables, targets
//! or stand-ins: it draws real tiles from the wall (every multiset of draws, up to the
//! copies the hand leaves and the joker limit), discards every choice of tiles, and
//! asks whether the hand then wins by putting each joker in turn as every kind in play
//! and splitting the tiles that result, form by form, straight from the rules'
//! fields. The rules are random over every field, with random exposed melds.

use crate::common;
use std::collections::{HashMap, HashSet};

use hupai::reference::Reference;
use hupai::rules::{HonourMelds, PairRule, Rules, SevenPairs, StandsFor, TileSet};
use hupai::tiles::Melds;
use hupai::{Form, Hand, Tile};
use rand::rngs::Xoshiro256PlusPlus;
use rand::seq::SliceRandom;
use rand::{Rng, RngExt, SeedableRng};
use rayon::prelude::*;

const KINDS: usize = 34;

/// The forms, the brute force's bit `i` standing for `FORMS[i]`.
const FORMS: [Form; 8] = Form::ALL;

/// 147 / 258 / 369 over the three suits in each order, as tile ids.
fn knitted_sets() -> Vec<[usize; 9]> {
    let orders = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let set = |order: [usize; 3]| {
        let mut ids = [0; 9];
        for (step, &suit) in order.iter().enumerate() {
            for i in 0..3 {
                ids[3 * step + i] = 9 * suit + step + 3 * i;
            }
        }
        ids
    };
    orders.into_iter().map(set).collect()
}

fn is_orphan(id: usize) -> bool {
    id >= 27 || id.is_multiple_of(9) || id % 9 == 8
}

/// The rules read field by field, with the exposed melds.
struct Brute {
    rules: Rules,
    exposed: [u8; KINDS],
    exposed_melds: usize,
    /// Every meld the rules make, as three ids.
    melds: Vec<[usize; 3]>,
    in_play: Vec<usize>,
    joker_targets: Vec<usize>,
    memo: HashMap<([u8; KINDS], u8), u8>,
}

impl Brute {
    fn new(rules: &Rules, melds: &Melds) -> Brute {
        let in_play: Vec<usize> = (0..KINDS).filter(|&k| rules.tiles.contains_id(k)).collect();
        // The kinds a joker may become: those in play it may stand for.
        let targets = rules.joker_targets();
        let joker_targets: Vec<usize> = (0..KINDS).filter(|&k| targets.contains_id(k)).collect();
        let mut all: Vec<[usize; 3]> = (0..KINDS).map(|k| [k, k, k]).collect();
        for suit in 0..3 {
            for rank in 0..7 {
                let first = 9 * suit + rank;
                all.push([first, first + 1, first + 2]);
            }
        }
        if rules.honour_melds == HonourMelds::WindsAndDragons {
            all.extend([
                [27, 28, 29],
                [27, 28, 30],
                [27, 29, 30],
                [28, 29, 30],
                [31, 32, 33],
            ]);
        }
        all.retain(|m| m.iter().all(|k| rules.tiles.contains_id(*k)));
        Brute {
            rules: rules.clone(),
            exposed: melds.counts(),
            exposed_melds: melds.len(),
            melds: all,
            in_play,
            joker_targets,
            memo: HashMap::new(),
        }
    }

    fn is_joker_kind(&self, id: usize) -> bool {
        self.rules.jokers.kinds.iter().any(|t| t.id() == id)
    }

    /// The forms (bits in [`FORMS`] order) the tiles `held` (joker kinds among them)
    /// and `jokers` plain jokers win in.
    fn wins(&mut self, held: &[u8; KINDS], jokers: u8) -> u8 {
        if let Some(&forms) = self.memo.get(&(*held, jokers)) {
            return forms;
        }
        let forms = self.wins_uncached(held, jokers);
        self.memo.insert((*held, jokers), forms);
        forms
    }

    fn wins_uncached(&self, held: &[u8; KINDS], jokers: u8) -> u8 {
        let mut natural = *held;
        let mut jokers = u32::from(jokers);
        for (id, count) in natural.iter_mut().enumerate() {
            if self.is_joker_kind(id) {
                jokers += u32::from(std::mem::take(count));
            }
        }
        let tiles = natural.iter().map(|&c| usize::from(c)).sum::<usize>() + jokers as usize;
        let allowed_jokers = self
            .rules
            .jokers
            .max
            .is_none_or(|max| jokers <= u32::from(max));
        let size = tiles + 3 * self.exposed_melds;
        let in_play = (0..KINDS).all(|k| natural[k] == 0 || self.rules.tiles.contains_id(k));
        if !allowed_jokers || !in_play || !self.rules.allows_size(size) || tiles % 3 != 2 {
            return 0;
        }
        let mut forms = 0;
        self.each_assignment(&mut natural, jokers, 0, &mut |brute, tiles| {
            forms |= brute.natural_forms(tiles);
        });
        forms
    }

    /// Calls `each` with every way of making the `jokers` jokers kinds in play that
    /// they may stand for (in nondecreasing order of kind, from `from`).
    fn each_assignment(
        &self,
        tiles: &mut [u8; KINDS],
        jokers: u32,
        from: usize,
        each: &mut dyn FnMut(&Brute, &[u8; KINDS]),
    ) {
        if jokers == 0 {
            each(self, tiles);
            return;
        }
        for i in from..self.joker_targets.len() {
            let kind = self.joker_targets[i];
            tiles[kind] += 1;
            self.each_assignment(tiles, jokers - 1, i, each);
            tiles[kind] -= 1;
        }
    }

    /// The forms a hand of real tiles `tiles` wins in.
    fn natural_forms(&self, tiles: &[u8; KINDS]) -> u8 {
        let fifth = (0..KINDS).any(|k| tiles[k] + self.exposed[k] > 4);
        if fifth && !self.rules.jokers.fifth_copy {
            return 0;
        }
        if self.rules.missing_suit {
            let suits =
                (0..3).filter(|&s| (9 * s..9 * s + 9).any(|k| tiles[k] + self.exposed[k] > 0));
            if suits.count() > 2 {
                return 0;
            }
        }
        let count: usize = tiles.iter().map(|&c| usize::from(c)).sum();
        let concealed = self.exposed_melds == 0;
        let mut forms = 0;
        let mut rest = *tiles;
        if self.splits(&mut rest, true) {
            forms |= 1;
        }
        if concealed && count == 14 && self.seven_pairs(tiles, self.rules.seven_pairs) {
            forms |= 2;
        }
        if concealed && count == 14 && self.rules.thirteen_orphans && self.orphans(tiles) {
            forms |= 4;
        }
        if concealed && count == 17 && self.pairs_and_triplet(tiles) {
            forms |= 8;
        }
        if concealed && count == 14 && self.rules.honours_and_knitted {
            let (lesser, greater) = self.honours_and_knitted(tiles);
            forms |= u8::from(lesser) << 4 | u8::from(greater) << 5;
        }
        if self.rules.knitted_straight && count >= 11 && self.knitted_straight(tiles) {
            forms |= 64;
        }
        if concealed && count == 17 && self.eight_pairs(tiles) {
            forms |= 128;
        }
        forms
    }

    fn pair_allowed(&self, id: usize) -> bool {
        match self.rules.pair {
            PairRule::Any => true,
            PairRule::TwoFiveEight => id < 27 && [1, 4, 7].contains(&(id % 9)),
            other => unimplemented!("a pair rule the brute force does not know: {other:?}"),
        }
    }

    /// Whether `tiles` split into melds and (if `pair`) one pair.
    fn splits(&self, tiles: &mut [u8; KINDS], pair: bool) -> bool {
        let Some(first) = tiles.iter().position(|&c| c > 0) else {
            return !pair;
        };
        if pair && tiles[first] >= 2 && self.pair_allowed(first) {
            tiles[first] -= 2;
            let found = self.splits(tiles, false);
            tiles[first] += 2;
            if found {
                return true;
            }
        }
        for meld in self.melds.iter().filter(|m| m[0] == first) {
            let mut need = [0u8; KINDS];
            for &k in meld {
                need[k] += 1;
            }
            if meld.iter().all(|&k| tiles[k] >= need[k]) {
                meld.iter().for_each(|&k| tiles[k] -= 1);
                let found = self.splits(tiles, pair);
                meld.iter().for_each(|&k| tiles[k] += 1);
                if found {
                    return true;
                }
            }
        }
        false
    }

    /// Seven pairs under `rule`: every kind held 0 or 2 times (or 4, as two pairs).
    fn seven_pairs(&self, tiles: &[u8; KINDS], rule: SevenPairs) -> bool {
        let most = match rule {
            SevenPairs::Off => return false,
            SevenPairs::Distinct => 2,
            SevenPairs::FourAsTwoPairs => 4,
            other => unimplemented!("a seven pairs rule the brute force does not know: {other:?}"),
        };
        tiles.iter().all(|&c| c % 2 == 0 && c <= most)
            && tiles.iter().map(|&c| c / 2).sum::<u8>() == 7
    }

    fn orphans(&self, tiles: &[u8; KINDS]) -> bool {
        (0..KINDS).all(|k| (tiles[k] > 0) == is_orphan(k) && tiles[k] <= 2)
    }

    /// Seven pairs and a triplet: one kind three times, the rest seven pairs.
    fn pairs_and_triplet(&self, tiles: &[u8; KINDS]) -> bool {
        (0..KINDS).filter(|&k| tiles[k] == 3).any(|k| {
            let mut rest = *tiles;
            rest[k] = 0;
            self.seven_pairs(&rest, self.rules.pairs_and_triplet)
        })
    }

    /// Eight pairs: exactly one kind held an odd number of times (the lone tile),
    /// eight pairs in the rest; with `distinct` no kind more than twice.
    fn eight_pairs(&self, tiles: &[u8; KINDS]) -> bool {
        let most = match self.rules.eight_pairs {
            SevenPairs::Off => return false,
            SevenPairs::Distinct => 2,
            SevenPairs::FourAsTwoPairs => 5,
            other => unimplemented!("an eight pairs rule the brute force does not know: {other:?}"),
        };
        tiles.iter().filter(|&&c| c % 2 == 1).count() == 1
            && tiles.iter().all(|&c| c <= most)
            && tiles.iter().map(|&c| c / 2).sum::<u8>() == 8
    }

    /// 全不靠, 七星不靠: fourteen different kinds, honours and one knitted set's.
    fn honours_and_knitted(&self, tiles: &[u8; KINDS]) -> (bool, bool) {
        let singles = tiles.iter().all(|&c| c <= 1);
        let of_a_set = knitted_sets()
            .iter()
            .any(|set| (0..27).all(|k| tiles[k] == 0 || set.contains(&k)));
        let lesser = singles && of_a_set;
        (lesser, lesser && (27..34).all(|k| tiles[k] == 1))
    }

    /// 组合龙: a knitted set's nine tiles, the rest melds and a pair.
    fn knitted_straight(&self, tiles: &[u8; KINDS]) -> bool {
        knitted_sets().iter().any(|set| {
            let mut rest = *tiles;
            set.iter().all(|&k| rest[k] > 0) && {
                set.iter().for_each(|&k| rest[k] -= 1);
                self.splits(&mut rest, true)
            }
        })
    }

    /// The shanten in each form (bit order of [`FORMS`]) of `hand` found by drawing
    /// at most `most + 1` tiles; `None` for a form no such draw reaches.
    fn shanten(&mut self, hand: &Hand, most: i8) -> [Option<i8>; 8] {
        let mut found = [None; 8];
        let held = *hand.counts();
        // The wall: real kinds in play and joker kinds, four copies less those held.
        let wall: Vec<(usize, u8)> = (0..KINDS)
            .filter(|&k| self.rules.tiles.contains_id(k) || self.is_joker_kind(k))
            .map(|k| (k, 4 - held[k]))
            .filter(|&(_, left)| left > 0)
            .collect();
        // The hand's tiles, the plain jokers as id 34.
        let mut tiles: Vec<usize> = (0..KINDS)
            .flat_map(|k| std::iter::repeat_n(k, usize::from(held[k])))
            .collect();
        tiles.extend(std::iter::repeat_n(KINDS, usize::from(hand.jokers())));
        let waiting = hand.len() % 3 == 1;
        if !waiting {
            let forms = self.wins(&held, hand.jokers());
            record(&mut found, forms, -1);
        }
        for shanten in 0..=most {
            let draws = shanten as usize + 1;
            let discards = if waiting { draws - 1 } else { draws };
            if discards > tiles.len() {
                break;
            }
            let mut after = HashSet::new();
            for drawn in multisets(&wall, draws) {
                for kept in sub_multisets(&tiles, tiles.len() - discards) {
                    let mut counts = [0u8; KINDS];
                    let mut jokers = 0u8;
                    for &t in kept.iter().chain(&drawn) {
                        match t {
                            KINDS => jokers += 1,
                            k => counts[k] += 1,
                        }
                    }
                    after.insert((counts, jokers));
                }
            }
            for (counts, jokers) in after {
                let forms = self.wins(&counts, jokers);
                record(&mut found, forms, shanten);
            }
        }
        found
    }
}

/// Sets each form of `forms` not yet found to `shanten`.
fn record(found: &mut [Option<i8>; 8], forms: u8, shanten: i8) {
    for (bit, slot) in found.iter_mut().enumerate() {
        if forms & 1 << bit != 0 && slot.is_none() {
            *slot = Some(shanten);
        }
    }
}

/// Every multiset of `size` tiles from `wall` (kind, copies left).
fn multisets(wall: &[(usize, u8)], size: usize) -> Vec<Vec<usize>> {
    let Some((&(kind, copies), rest)) = wall.split_first() else {
        return if size == 0 {
            vec![Vec::new()]
        } else {
            Vec::new()
        };
    };
    let mut all = Vec::new();
    for n in 0..=usize::from(copies).min(size) {
        for mut tail in multisets(rest, size - n) {
            tail.extend(std::iter::repeat_n(kind, n));
            all.push(tail);
        }
    }
    all
}

/// Every sub-multiset of `size` of the sorted `tiles`.
fn sub_multisets(tiles: &[usize], size: usize) -> Vec<Vec<usize>> {
    let mut groups: Vec<(usize, u8)> = Vec::new();
    for &t in tiles {
        match groups.last_mut() {
            Some((kind, n)) if *kind == t => *n += 1,
            _ => groups.push((t, 1)),
        }
    }
    multisets(&groups, size)
}

/// Random rules over every field, valid ones only.
fn random_rules(rng: &mut impl Rng) -> Rules {
    loop {
        let tiles = match rng.random_range(0..4) {
            0 => TileSet::ALL,
            1 => TileSet::of(
                &Tile::all()
                    .filter(|t| t.suit().is_numbered())
                    .collect::<Vec<_>>(),
            ),
            2 => TileSet::of(
                &Tile::all()
                    .filter(|t| t.id() < 9 || t.id() >= 18)
                    .collect::<Vec<_>>(),
            ),
            _ => {
                let mut all: Vec<Tile> = Tile::all().collect();
                all.shuffle(rng);
                TileSet::of(&all[..rng.random_range(13..34)])
            }
        };
        let mut sizes: Vec<u8> = [2, 5, 8, 11, 14, 17]
            .into_iter()
            .filter(|_| rng.random_bool(0.8))
            .collect();
        sizes.extend([5, 14]);
        sizes.sort();
        sizes.dedup();
        let pick = |n: u8| match n {
            0 => SevenPairs::Off,
            1 => SevenPairs::Distinct,
            _ => SevenPairs::FourAsTwoPairs,
        };
        let max = match rng.random_range(0..5) {
            0 => None,
            1 => Some(0),
            n => Some(n as u8 - 1),
        };
        let kinds: Vec<Tile> = match max {
            Some(0) => Vec::new(),
            _ => (0..rng.random_range(0..3))
                .map(|_| Tile::from_id(rng.random_range(0..KINDS)).unwrap())
                .collect(),
        };
        let mut rules = Rules::default();
        rules.name = "random".into();
        rules.description = String::new();
        rules.tiles = tiles;
        rules.hand_sizes = sizes;
        rules.honour_melds = if rng.random_bool(0.3) {
            HonourMelds::WindsAndDragons
        } else {
            HonourMelds::Triplets
        };
        rules.pair = if rng.random_bool(0.3) {
            PairRule::TwoFiveEight
        } else {
            PairRule::Any
        };
        rules.seven_pairs = pick(rng.random_range(0..3));
        rules.thirteen_orphans = rng.random_bool(0.5);
        rules.missing_suit = rng.random_bool(0.25);
        rules.pairs_and_triplet = pick(rng.random_range(0..3));
        rules.eight_pairs = pick(rng.random_range(0..3));
        rules.honours_and_knitted = rng.random_bool(0.3);
        rules.knitted_straight = rng.random_bool(0.3);
        rules.jokers.max = max;
        rules.jokers.kinds = kinds;
        rules.jokers.fifth_copy = rng.random_bool(0.5);
        rules.jokers.stands_for = match rng.random_range(0..8) {
            0 => StandsFor::Numbers,
            1 => StandsFor::Honours,
            2 => StandsFor::OwnSuit,
            3 => {
                let mut all: Vec<Tile> = Tile::all().collect();
                all.shuffle(rng);
                StandsFor::Kinds(TileSet::of(&all[..rng.random_range(1..20)]))
            }
            _ => StandsFor::Any,
        };
        if rules.validate().is_ok() {
            return rules;
        }
    }
}

/// Random exposed melds the rules play (none half the time).
fn random_melds(rng: &mut impl Rng, brute: &Brute, most: usize) -> Melds {
    let count = if rng.random_bool(0.5) {
        0
    } else {
        rng.random_range(1..=most)
    };
    let mut text = Vec::new();
    let mut used = [0u8; KINDS];
    while text.len() < count {
        let meld = brute.melds[rng.random_range(0..brute.melds.len())];
        if meld.iter().any(|&k| brute.is_joker_kind(k) || used[k] >= 2) {
            continue;
        }
        // Under 缺一门 melds of all three number suits are refused.
        let suits_after = |used: &[u8; KINDS]| {
            (0..3)
                .filter(|s| used[9 * s..9 * s + 9].iter().any(|&c| c > 0))
                .count()
        };
        let mut with = used;
        meld.iter().for_each(|&k| with[k] += 1);
        if brute.rules.missing_suit && suits_after(&with) > 2 {
            continue;
        }
        meld.iter().for_each(|&k| used[k] += 1);
        let tiles: Vec<String> = meld
            .iter()
            .map(|&k| Tile::from_id(k).unwrap().to_string())
            .collect();
        text.push(tiles.concat());
    }
    text.join(",").parse().expect("melds of the rules")
}

/// A random hand of `size` tiles the rules admit beside `exposed`: kinds in play or
/// joker kinds, at most four of a kind with the melds, jokers within the limit.
fn random_hand(rng: &mut impl Rng, rules: &Rules, exposed: &[u8; KINDS], size: usize) -> Hand {
    let mut counts = [0u8; KINDS];
    let mut jokers = 0u8;
    let joker_kinds: Vec<usize> = rules.jokers.kinds.iter().map(|t| t.id()).collect();
    let kinds: Vec<usize> = (0..KINDS)
        .filter(|&k| rules.tiles.contains_id(k) || joker_kinds.contains(&k))
        .collect();
    // Tiles near each other, so that many hands are close to a win.
    let base = kinds[rng.random_range(0..kinds.len())];
    let mut placed = 0;
    while placed < size {
        let held_jokers = jokers + joker_kinds.iter().map(|&k| counts[k]).sum::<u8>();
        // Two jokers at most: the brute force tries every kind for each.
        let room = held_jokers < 2 && rules.jokers.max.is_none_or(|m| held_jokers < m);
        if room && rng.random_bool(0.08) {
            jokers += 1;
            placed += 1;
            continue;
        }
        let kind = if rng.random_bool(0.6) {
            let near = base as i64 + rng.random_range(-3..=3);
            kinds[kinds
                .iter()
                .position(|&k| k as i64 >= near)
                .unwrap_or(kinds.len() - 1)]
        } else {
            kinds[rng.random_range(0..kinds.len())]
        };
        if counts[kind] + exposed[kind] >= 4 || (joker_kinds.contains(&kind) && !room) {
            continue;
        }
        counts[kind] += 1;
        placed += 1;
    }
    Hand::from_counts(counts, jokers).expect("at most four of a kind")
}

/// Compares one hand: each form's reference shanten with what drawing finds.
fn compare(reference: &Reference, brute: &mut Brute, hand: &Hand, most: i8) -> Option<String> {
    let expected = reference.shanten_forms(hand);
    // The searches stopped short give the answer where below the stop, else the stop;
    // a right claim checks as itself, a wrong one as something else: what the tests
    // checking the engine's shanten rely on.
    if let Some(standard) = expected.standard {
        for below in (standard - 1).max(-1)..=standard + 1 {
            let stopped = reference.shanten_forms_below(hand, below).standard;
            if stopped != Some(standard.min(below)) {
                return Some(format!(
                    "{hand}: shanten {standard}, stopped at {below}: {stopped:?}"
                ));
            }
        }
    }
    if reference.shanten_forms_checking(hand, &expected) != expected {
        return Some(format!(
            "{hand}: the right shanten {expected:?} fails its check"
        ));
    }
    for wrong in [-1, 1] {
        let mut claimed = expected;
        claimed.standard = expected.standard.map(|s| s + wrong);
        if claimed != expected && reference.shanten_forms_checking(hand, &claimed) == claimed {
            return Some(format!(
                "{hand}: a wrong shanten {claimed:?} passes its check"
            ));
        }
    }
    let found = brute.shanten(hand, most);
    for (bit, form) in FORMS.into_iter().enumerate() {
        let claimed = expected.form(form).filter(|&s| s <= most);
        if claimed != found[bit] {
            return Some(format!(
                "{hand} under {:?}: {form} reference {:?}, drawing finds {:?} (searched to {most})",
                brute.rules.to_toml(),
                expected.form(form),
                found[bit]
            ));
        }
    }
    None
}

/// Small hands of every size up to 8 tiles under 90 random rule sets, searched to
/// shanten 2 (5 tiles and fewer, no joker) or 1, with random exposed melds.
#[test]
fn reference_shanten_equals_drawing_on_small_hands() {
    each_rule_set(
        0..common::scaled(90) as u64,
        3,
        common::scaled(1_800),
        |rng, brute, melds, size| {
            if size > 8 {
                return None;
            }
            let hand = random_hand(rng, &brute.rules, &melds.counts(), size);
            let most = if size <= 5 && jokers_of(&brute.rules, &hand) == 0 {
                2
            } else {
                1
            };
            Some((hand, most))
        },
    );
}

/// Compares, under a random rule set and random exposed melds (at most `melds`) per
/// seed of `seeds`, four hands of each size the rules play that `hand(rng, brute,
/// melds, size)` makes (with how far to search), and asserts that more than `least`
/// hands were compared and none differed.
fn each_rule_set(
    seeds: std::ops::Range<u64>,
    melds: usize,
    least: usize,
    hand: impl Fn(&mut Xoshiro256PlusPlus, &Brute, &Melds, usize) -> Option<(Hand, i8)> + Sync,
) {
    let seeds: Vec<u64> = seeds.collect();
    let results: Vec<(usize, usize, Vec<String>)> = seeds
        .par_iter()
        .map(|&seed| {
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            let rules = random_rules(&mut rng);
            let exposed = random_melds(&mut rng, &Brute::new(&rules, &Melds::default()), melds);
            let reference = Reference::new(&rules).with_melds(&exposed);
            let mut brute = Brute::new(&rules, &exposed);
            let mut compared = 0;
            let mut mismatches = Vec::new();
            // Hands whose jokers stand only for some kinds.
            let restricted = usize::from(rules.joker_targets() != rules.tiles);
            for size in [1, 2, 4, 5, 7, 8, 10, 11, 13, 14, 16, 17] {
                let target = size / 3 * 3 + 2 + 3 * exposed.len();
                if !rules.allows_size(target) || target > 17 {
                    continue;
                }
                for _ in 0..4 {
                    if let Some((hand, most)) = hand(&mut rng, &brute, &exposed, size) {
                        compared += 1;
                        mismatches.extend(compare(&reference, &mut brute, &hand, most));
                    }
                }
            }
            (compared, restricted * compared, mismatches)
        })
        .collect();
    let compared: usize = results.iter().map(|r| r.0).sum();
    let restricted: usize = results.iter().map(|r| r.1).sum();
    let mismatches: Vec<&String> = results.iter().flat_map(|r| &r.2).collect();
    assert!(compared > least, "{compared} hands compared");
    assert!(
        restricted > least / 20,
        "{restricted} hands of restricted jokers compared"
    );
    assert!(
        mismatches.is_empty(),
        "{} of {compared} hands differ, first: {:#?}",
        mismatches.len(),
        &mismatches[..mismatches.len().min(5)]
    );
}

/// The jokers `hand` holds under `rules`, its joker kinds' tiles among them.
fn jokers_of(rules: &Rules, hand: &Hand) -> u8 {
    let kinds = rules.jokers.kinds.iter().map(|&k| hand.count(k));
    kinds.sum::<u8>() + hand.jokers()
}

/// A hand near a win of `size` (3n+2) tiles in a form the rules play: a winning
/// arrangement (built from the rules' melds, or a special form's kinds), then one to
/// three tiles replaced at random and one left out when `size` is 3n+1; one tile a
/// joker at times. `None` when the pick breaks a limit.
fn near_win(rng: &mut impl Rng, brute: &Brute, exposed: &[u8; KINDS], size: usize) -> Option<Hand> {
    let rules = &brute.rules;
    let target = size / 3 * 3 + 2;
    let mut tiles: Vec<usize> = Vec::new();
    let play = |k: &usize| rules.tiles.contains_id(*k);
    match rng.random_range(0..4) {
        0 if target == 14 => {
            let mut kinds = brute.in_play.clone();
            kinds.shuffle(rng);
            kinds.iter().take(7).for_each(|&k| tiles.extend([k, k]));
        }
        1 if target == 14 => {
            tiles.extend((0..KINDS).filter(|&k| is_orphan(k)));
            tiles.push(tiles[rng.random_range(0..13)]);
        }
        2 if target == 14 || target == 11 => {
            let sets = knitted_sets();
            let set = sets[rng.random_range(0..6)];
            tiles.extend(set);
            if target == 14 {
                let mut honours: Vec<usize> = (27..34).collect();
                honours.shuffle(rng);
                tiles.truncate(rng.random_range(7..=9));
                tiles.extend(&honours[..14 - tiles.len()]);
            }
        }
        _ => {
            let pairs: Vec<usize> = brute
                .in_play
                .iter()
                .copied()
                .filter(|&k| brute.pair_allowed(k))
                .collect();
            tiles.extend([pairs[rng.random_range(0..pairs.len())]; 2]);
            while tiles.len() < target {
                tiles.extend(brute.melds[rng.random_range(0..brute.melds.len())]);
            }
            tiles.truncate(target);
        }
    }
    if tiles.len() != target || !tiles.iter().all(play) {
        return None;
    }
    tiles.shuffle(rng);
    for slot in tiles.iter_mut().take(rng.random_range(1..=3)) {
        *slot = brute.in_play[rng.random_range(0..brute.in_play.len())];
    }
    tiles.truncate(size);
    let joker_kinds: Vec<usize> = rules.jokers.kinds.iter().map(|t| t.id()).collect();
    let mut counts = [0u8; KINDS];
    tiles.iter().for_each(|&k| counts[k] += 1);
    let mut jokers = 0;
    if rng.random_bool(0.3) {
        counts[tiles[0]] -= 1;
        match joker_kinds.first() {
            Some(&kind) if rng.random_bool(0.5) => counts[kind] += 1,
            _ => jokers = 1,
        }
    }
    let held_jokers = jokers + joker_kinds.iter().map(|&k| counts[k]).sum::<u8>();
    let over = (0..KINDS).any(|k| counts[k] + exposed[k] > 4);
    let too_many = rules.jokers.max.is_some_and(|m| held_jokers > m) || held_jokers > 1;
    (!over && !too_many).then(|| Hand::from_counts(counts, jokers).expect("at most four"))
}

/// Hands near a win of 10 to 17 tiles, every form, under 100 random rule sets with
/// random exposed melds: searched to shanten 1 (0 where the hand holds a joker).
#[test]
fn reference_shanten_equals_drawing_near_wins() {
    each_rule_set(
        1_000..1_000 + common::scaled(100) as u64,
        1,
        common::scaled(600),
        |rng, brute, melds, size| {
            if size < 10 {
                return None;
            }
            let hand = near_win(rng, brute, &melds.counts(), size)?;
            let most = if jokers_of(&brute.rules, &hand) == 0 {
                1
            } else {
                0
            };
            Some((hand, most))
        },
    );
}
