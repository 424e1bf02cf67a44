//! The reference search: small, slow and obviously right. It is the oracle every
//! table is tested against and the baseline the benchmarks measure.
//!
//! It follows the recursive algorithms the design started from: take the lowest tile
//! still in the hand; it must belong to the pair or to a meld, so try each (pair,
//! every meld the rules allow that contains it) with jokers filling the gaps, and
//! recurse on what is left. A meld takes every real tile it can: a joker put where a
//! real tile could go only moves that tile to another meld, never saving a joker.
//! Seven pairs and thirteen orphans are checked by pairing tiles off one by one.

use std::collections::BTreeSet;

use crate::forms::groups::{Decomposition, Group};
use crate::forms::{Form, Forms};
use crate::rules::{HonourMelds, PairRule, Rules, SevenPairs, StandsFor, TileSet};
use crate::tiles::hand::Hand;
use crate::tiles::tile::{COPIES, KINDS, Suit, Tile};

mod forms;
mod hints;
mod shanten;

/// The reference judge for one rule set.
///
/// ```
/// use hupai::{reference::Reference, rules::Rules, Form};
/// let reference = Reference::new(&Rules::default());
/// let forms = reference.forms(&"123m456p789s11zJJJ".parse()?);
/// assert!(forms.contains(Form::Standard));
/// # Ok::<(), hupai::ParseError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Reference {
    rules: Rules,
    /// For each kind, the melds (as three kind ids) that contain it.
    melds_with: Vec<Vec<[usize; 3]>>,
    /// Under the missing-suit rule (缺一门): the same rules with each number suit in
    /// turn out of play, and no missing-suit rule. A hand wins where one of them says
    /// it wins, and is as far from a win as the nearest says.
    suits_given_up: Vec<Reference>,
    /// Copies of each kind in the exposed melds ([`Reference::with_melds`]).
    exposed: [u8; KINDS],
    /// How many melds are exposed.
    exposed_melds: usize,
}

impl Reference {
    /// The reference judge for `rules`.
    ///
    /// ```
    /// let reference = hupai::reference::Reference::new(&hupai::rules::Rules::default());
    /// assert!(reference.is_win(&"11z".parse()?));
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn new(rules: &Rules) -> Reference {
        let in_play = |kind: &usize| rules.tiles.contains_id(*kind);
        let melds: Vec<[usize; 3]> = all_melds(rules.honour_melds)
            .into_iter()
            .filter(|m| m.iter().all(in_play))
            .collect();
        let melds_with = (0..KINDS)
            .map(|k| melds.iter().copied().filter(|m| m.contains(&k)).collect())
            .collect();
        let suits_given_up = match rules.missing_suit {
            false => Vec::new(),
            true => [Suit::Man, Suit::Pin, Suit::Sou]
                .into_iter()
                .map(|suit| {
                    let kept = rules.tiles.tiles().filter(|t| t.suit() != suit);
                    Reference::new(&Rules {
                        tiles: TileSet::of(&kept.collect::<Vec<_>>()),
                        missing_suit: false,
                        ..rules.clone()
                    })
                })
                .collect(),
        };
        Reference {
            rules: rules.clone(),
            melds_with,
            suits_given_up,
            exposed: [0; KINDS],
            exposed_melds: 0,
        }
    }

    /// The reference for hands that have exposed `melds` (taken as the rules play
    /// them): the concealed tiles are judged, the melds' copies count towards the four
    /// of each kind, only the standard form wins, and under the missing-suit rule a
    /// suit of the melds is never given up.
    ///
    /// ```
    /// let reference = hupai::reference::Reference::new(&hupai::rules::Rules::default())
    ///     .with_melds(&"111p".parse()?);
    /// assert!(reference.is_win(&"123m456m789m11z".parse()?));
    /// assert!(!reference.is_win(&"11p456m789m11z".parse()?)); // five 1p
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_melds(&self, melds: &crate::tiles::Melds) -> Reference {
        let exposed = melds.counts();
        let holds = |suit: Suit| {
            exposed[suit.first_id()..suit.first_id() + 9]
                .iter()
                .any(|&c| c > 0)
        };
        let mut reference = self.clone();
        reference.exposed = exposed;
        reference.exposed_melds = melds.len();
        reference.suits_given_up = (self.suits_given_up.iter())
            .zip([Suit::Man, Suit::Pin, Suit::Sou])
            .filter(|(_, suit)| !holds(*suit))
            .map(|(r, _)| r.with_melds(melds))
            .collect();
        reference
    }

    /// Whether `hand` wins in any form.
    ///
    /// ```
    /// let reference = hupai::reference::Reference::new(&hupai::rules::Rules::default());
    /// assert!(!reference.is_win(&"12m".parse()?));
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn is_win(&self, hand: &Hand) -> bool {
        !self.forms(hand).is_empty()
    }

    /// Every form `hand` wins in; empty for any hand that does not win, and for any
    /// hand the rules do not play (its size, its jokers, its kinds). Tiles of the
    /// rules' joker kinds are jokers.
    ///
    /// ```
    /// use hupai::{reference::Reference, rules::Rules, Form};
    /// let forms = Reference::new(&Rules::default()).forms(&"1122m3344p5566s7zJ".parse()?);
    /// assert!(forms.contains(Form::SevenPairs));
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn forms(&self, hand: &Hand) -> Forms {
        let too_many_jokers = !self.jokers_allowed(hand);
        let hand = self.as_judged(hand);
        let out_of_play = hand.tiles().any(|t| !self.rules.tiles.contains(t));
        let size = hand.len() + 3 * self.exposed_melds;
        let over = (0..KINDS).any(|k| hand.counts()[k] + self.exposed[k] > COPIES);
        if !self.rules.allows_size(size) || too_many_jokers || out_of_play || over {
            return Forms::NONE;
        }
        self.forms_of_counts(hand.counts(), hand.jokers())
    }

    /// `hand` with its joker kinds' tiles as jokers and a stand-in's (白板代财神) as the
    /// one joker kind's natural tile: the tiles the search judges.
    ///
    /// ```
    /// use hupai::{reference::Reference, rules::Rules};
    /// let rules = Rules::from_toml("thirteen_orphans = false\n[jokers]\nkinds = [\"5p\"]\nstand_in = \"5z\"")?;
    /// let judged = Reference::new(&rules).as_judged(&"45p5z".parse()?);
    /// assert_eq!(judged.to_string(), "45pJ");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn as_judged(&self, hand: &Hand) -> Hand {
        let jokers = &self.rules.jokers;
        let hand = hand.with_joker_kinds(&jokers.kinds);
        let (Some(stand_in), [natural]) = (jokers.stand_in, &jokers.kinds[..]) else {
            return hand;
        };
        let mut counts = *hand.counts();
        counts[natural.id()] += counts[stand_in.id()];
        counts[stand_in.id()] = 0;
        Hand::from_counts(counts, hand.jokers()).expect("the natural tile's four stand-ins")
    }

    /// The kinds a joker may stand for, one bit per tile id: the rules'
    /// `stands_for` read here apart from `Rules::joker_targets`.
    fn joker_may_stand_for(&self) -> u64 {
        let bits_of = |keep: &dyn Fn(Tile) -> bool| {
            Tile::all()
                .filter(|&t| keep(t))
                .fold(0u64, |bits, t| bits | 1 << t.id())
        };
        let kinds = match self.rules.jokers.stands_for {
            StandsFor::Numbers => bits_of(&|t| t.suit() != Suit::Honours),
            StandsFor::Honours => bits_of(&|t| t.suit() == Suit::Honours),
            StandsFor::OwnSuit => {
                let suit = self.rules.jokers.kinds.first().map(|k| k.suit());
                bits_of(&|t| Some(t.suit()) == suit)
            }
            StandsFor::Kinds(kinds) => kinds.bits(),
            _ => bits_of(&|_| true),
        };
        kinds & self.rules.tiles.bits()
    }

    /// Whether `hand` (as given), its joker kinds taken as jokers, holds no more
    /// jokers than the rules allow.
    fn jokers_allowed(&self, hand: &Hand) -> bool {
        let jokers = hand.with_joker_kinds(&self.rules.jokers.kinds).jokers();
        let most = match (self.rules.jokers.max, self.rules.jokers.copies) {
            (Some(max), Some(copies)) => Some(max.min(copies)),
            (max, copies) => max.or(copies),
        };
        most.is_none_or(|most| jokers <= most)
    }

    /// Every form the tiles `counts` (any counts: five of a kind is judged as if it
    /// existed) and `jokers` jokers win in, with no check of size or kinds beyond 3n+2
    /// tiles.
    ///
    /// ```
    /// let reference = hupai::reference::Reference::new(&hupai::rules::Rules::default());
    /// let mut counts = [0u8; 34];
    /// counts[0] = 5; // five 1m: 111m + 11m
    /// assert!(!reference.forms_of_counts(&counts, 0).is_empty());
    /// ```
    pub fn forms_of_counts(&self, counts: &[u8; KINDS], jokers: u8) -> Forms {
        let tiles = counts.iter().map(|&c| usize::from(c)).sum::<usize>() + usize::from(jokers);
        if tiles % 3 != 2 {
            return Forms::NONE;
        }
        if self.rules.missing_suit {
            let holds_none = |r: &&Reference| {
                let out = |kind: usize| !r.rules.tiles.contains_id(kind) && counts[kind] > 0;
                !(0..KINDS).any(out)
            };
            return (self.suits_given_up.iter().filter(holds_none))
                .map(|r| r.forms_of_counts(counts, jokers))
                .fold(Forms::NONE, |all, forms| {
                    forms.iter().fold(all, Forms::with)
                });
        }
        let counts = *counts;
        let jokers = u32::from(jokers);
        // The special forms are of a concealed hand.
        let fourteen = tiles == 14 && self.exposed_melds == 0;
        let seventeen = tiles == 17 && self.exposed_melds == 0;
        let fillable = self.joker_may_stand_for();
        if fillable != self.rules.tiles.bits() {
            // Jokers standing only for some kinds: the melds' search restricted, and
            // the special forms as targets no draw is short of.
            let [seven_pairs, orphans, triplet, eight_pairs] =
                self.restricted_special_forms(&counts, jokers);
            return Forms::NONE
                .with_if(
                    Form::Standard,
                    self.rules.standard && self.completes_with(&counts, jokers, true, fillable),
                )
                .with_if(Form::SevenPairs, fourteen && seven_pairs)
                .with_if(Form::ThirteenOrphans, fourteen && orphans)
                .with_if(Form::PairsAndTriplet, seventeen && triplet)
                .with_if(Form::EightPairs, seventeen && eight_pairs);
        }
        Forms::NONE
            .with_if(
                Form::Standard,
                self.rules.standard && self.completes(&counts, jokers, true),
            )
            .with_if(
                Form::SevenPairs,
                fourteen && self.is_seven_pairs(&counts, jokers),
            )
            .with_if(
                Form::ThirteenOrphans,
                fourteen
                    && self.rules.thirteen_orphans
                    && self.is_thirteen_orphans(&counts, jokers),
            )
            .with_if(
                Form::PairsAndTriplet,
                seventeen && self.is_pairs_and_triplet(&counts, jokers),
            )
            .with_if(
                Form::HonoursAndKnitted,
                fourteen && self.is_honours_and_knitted(&counts, jokers, false),
            )
            .with_if(
                Form::GreaterHonoursAndKnitted,
                fourteen && self.is_honours_and_knitted(&counts, jokers, true),
            )
            .with_if(
                Form::KnittedStraight,
                self.is_knitted_straight(&counts, jokers),
            )
            .with_if(
                Form::EightPairs,
                seventeen && self.is_eight_pairs(&counts, jokers),
            )
    }

    /// 全不靠 (`greater`: 七星不靠): for some knitted set, every real tile a different
    /// kind among its nine and the honours, the jokers the kinds not held (for
    /// 七星不靠, every honour not held, and the set's tiles then number seven).
    fn is_honours_and_knitted(&self, counts: &[u8; KINDS], jokers: u32, greater: bool) -> bool {
        let real: u32 = counts.iter().map(|&c| u32::from(c)).sum();
        let honours_held = (27..34).filter(|&k| counts[k] > 0).count() as u32;
        let honours_needed = if greater { 7 - honours_held } else { 0 };
        self.rules.honours_and_knitted
            && real + jokers == 14
            && counts.iter().all(|&c| c <= 1)
            && jokers >= honours_needed
            && forms::knitted_sets()
                .iter()
                .any(|set| (0..27).all(|k| counts[k] == 0 || set.contains(&k)))
    }

    /// 组合龙: for some knitted set, each of its nine tiles taken from the hand where
    /// held (a joker where not), and the rest melds and a pair.
    fn is_knitted_straight(&self, counts: &[u8; KINDS], jokers: u32) -> bool {
        let tiles = counts.iter().map(|&c| u32::from(c)).sum::<u32>() + jokers;
        self.rules.knitted_straight
            && tiles >= 11
            && forms::knitted_sets().iter().any(|set| {
                let Some((_, rest, left)) =
                    forms::knitted_straight(counts, u8::try_from(jokers).unwrap_or(u8::MAX), set)
                else {
                    return false;
                };
                self.completes(&rest, left.into(), true)
            })
    }

    /// Whether the tiles `counts` (any counts, not only a hand's) and exactly `jokers`
    /// jokers split into melds, plus one pair when `pair` is set.
    ///
    /// ```
    /// let reference = hupai::reference::Reference::new(&hupai::rules::Rules::default());
    /// let mut counts = [0u8; 34];
    /// counts[0] = 2; // 1m 1m
    /// assert!(reference.completes(&counts, 1, false)); // 111m
    /// assert!(reference.completes(&counts, 0, true)); // the pair 11m
    /// assert!(reference.completes(&counts, 3, true)); // 11m + JJJ
    /// assert!(!reference.completes(&counts, 2, true));
    /// ```
    pub fn completes(&self, counts: &[u8; KINDS], jokers: u32, pair: bool) -> bool {
        self.completes_with(counts, jokers, pair, self.rules.tiles.bits())
    }

    /// [`Reference::completes`], jokers standing only for the kinds in `stand_in_kinds`
    /// (one bit per tile id).
    fn completes_with(
        &self,
        counts: &[u8; KINDS],
        jokers: u32,
        pair: bool,
        stand_in_kinds: u64,
    ) -> bool {
        let mut search = Search {
            reference: self,
            counts: *counts,
            stand_ins: [0; KINDS],
            original: std::array::from_fn(|k| counts[k] + self.exposed[k]),
            stand_in_kinds: stand_in_kinds & self.rules.tiles.bits(),
        };
        search.run(jokers, pair)
    }

    /// The fewest jokers, standing for tiles of `suit` only, that complete the suit
    /// pattern `counts` (one count per rank) into melds, plus one pair when `pair` is
    /// set; `None` when no number of jokers does. The oracle for the suit tables.
    ///
    /// ```
    /// use hupai::{reference::Reference, rules::Rules, Suit};
    /// let reference = Reference::new(&Rules::default());
    /// // One East: two jokers make a triplet, one makes a pair.
    /// assert_eq!(reference.suit_min_jokers(Suit::Honours, &[1, 0, 0, 0, 0, 0, 0], false), Some(2));
    /// assert_eq!(reference.suit_min_jokers(Suit::Honours, &[1, 0, 0, 0, 0, 0, 0], true), Some(1));
    /// ```
    pub fn suit_min_jokers(&self, suit: Suit, counts: &[u8], pair: bool) -> Option<u32> {
        let first = suit.first_id();
        let mut all = [0u8; KINDS];
        all[first..first + counts.len()].copy_from_slice(counts);
        let suit_kinds = ((1u64 << suit.ranks()) - 1) << first;
        let tiles: u32 = counts.iter().map(|&c| u32::from(c)).sum();
        // Two jokers per real tile, and two for the pair, always suffice when anything
        // does; melds are three tiles and the pair two, so only every third count
        // can complete.
        let left_over = if pair { 2 } else { 0 };
        (0..=2 * tiles + 2)
            .filter(|&j| (tiles + j) % 3 == left_over)
            .find(|&j| self.completes_with(&all, j, pair, suit_kinds))
    }

    /// Every meld in play, once each (listed under its lowest kind).
    fn melds_in_play(&self) -> impl Iterator<Item = &[usize; 3]> {
        self.melds_with
            .iter()
            .enumerate()
            .flat_map(|(kind, melds)| melds.iter().filter(move |m| m[0] == kind))
    }

    fn pair_allowed(&self, kind: usize) -> bool {
        let tile = Tile::from_id(kind).expect("kind < KINDS");
        // Written apart from `PairRule::allows`: the oracle shares no logic.
        self.rules.tiles.contains(tile)
            && match self.rules.pair {
                PairRule::Any => true,
                PairRule::TwoFiveEight => {
                    tile.suit().is_numbered() && [2, 5, 8].contains(&tile.rank())
                }
                PairRule::Kinds(kinds) => kinds.bits() >> kind & 1 == 1,
            }
    }

    /// Pairs off the tiles one kind at a time: a kind held twice is a pair, a kind held
    /// once pairs with a joker, four of a kind is two pairs only where the rules say.
    fn is_seven_pairs(&self, counts: &[u8; KINDS], jokers: u32) -> bool {
        self.pairs_off(counts, jokers, self.rules.seven_pairs)
    }

    /// Seven pairs and a triplet: each kind in play in turn takes the triplet, held
    /// tiles first and jokers for the rest, and must then be held no more; the other
    /// tiles pair off as seven pairs do under the rule.
    fn is_pairs_and_triplet(&self, counts: &[u8; KINDS], jokers: u32) -> bool {
        let rule = self.rules.pairs_and_triplet;
        rule != SevenPairs::Off
            && (0..KINDS)
                .filter(|&k| self.rules.tiles.contains_id(k) && counts[k] <= 3)
                .any(|k| {
                    let stand_ins = u32::from(3 - counts[k]);
                    let mut rest = *counts;
                    rest[k] = 0;
                    jokers >= stand_ins && self.pairs_off(&rest, jokers - stand_ins, rule)
                })
    }

    /// Seven pairs under `rule`, pairing off the tiles one kind at a time.
    fn pairs_off(&self, counts: &[u8; KINDS], jokers: u32, rule: SevenPairs) -> bool {
        self.pairs_off_beside(counts, jokers, rule, 7, None)
    }

    /// Eight pairs: a lone tile, then the other sixteen paired off as seven pairs
    /// pairs them, eight pairs in all. The lone tile is a copy of a kind held (held
    /// once where pairs are distinct, since its kind then makes no pair), or a joker
    /// standing for a kind nobody holds.
    fn is_eight_pairs(&self, counts: &[u8; KINDS], jokers: u32) -> bool {
        let rule = self.rules.eight_pairs;
        if rule == SevenPairs::Off {
            return false;
        }
        let joker_alone = jokers >= 1 && self.pairs_off_beside(counts, jokers - 1, rule, 8, None);
        joker_alone
            || (0..KINDS).any(|k| {
                let may_be_lone = match rule {
                    SevenPairs::Distinct => counts[k] == 1,
                    _ => counts[k] >= 1,
                };
                let mut rest = *counts;
                rest[k] = rest[k].saturating_sub(1);
                may_be_lone && self.pairs_off_beside(&rest, jokers, rule, 8, Some(k))
            })
    }

    /// `wanted` pairs under `rule`, pairing off the tiles one kind at a time, beside a
    /// lone tile of kind `lone` (which counts among its kind's copies).
    fn pairs_off_beside(
        &self,
        counts: &[u8; KINDS],
        jokers: u32,
        rule: SevenPairs,
        wanted: u32,
        lone: Option<usize>,
    ) -> bool {
        let mut pairs = 0;
        let mut jokers_left = jokers;
        for (kind, &held) in counts.iter().enumerate() {
            let mut left = held;
            let mut pairs_of_kind = 0;
            let used = held + u8::from(lone == Some(kind));
            while left > 0 {
                if left >= 2 {
                    left -= 2;
                } else if jokers_left > 0 && self.has_room(used, 1) {
                    jokers_left -= 1;
                    left = 0;
                } else {
                    return false;
                }
                pairs_of_kind += 1;
            }
            let allowed = match rule {
                SevenPairs::Off => 0,
                SevenPairs::Distinct => 1,
                SevenPairs::FourAsTwoPairs => 7,
            };
            if pairs_of_kind > allowed {
                return false;
            }
            pairs += pairs_of_kind;
        }
        // The remaining jokers pair up as kinds nobody holds.
        rule != SevenPairs::Off && pairs + jokers_left / 2 == wanted
    }

    /// Whether `more` jokers may stand for a kind already used `used` times (real
    /// tiles and stand-ins): always with fifth copies, else up to four in all.
    fn has_room(&self, used: u8, more: u8) -> bool {
        self.rules.jokers.fifth_copy || used + more <= COPIES
    }

    /// One of each terminal and honour (jokers standing in for missing ones) plus one
    /// more of any of them.
    fn is_thirteen_orphans(&self, counts: &[u8; KINDS], jokers: u32) -> bool {
        if Tile::all().any(|t| !t.is_orphan() && counts[t.id()] > 0) {
            return false;
        }
        // A joker stands only for a kind in play.
        if Tile::all().any(|t| t.is_orphan() && !self.rules.tiles.contains(t)) {
            return false;
        }
        let orphans: Vec<usize> = Tile::all()
            .filter(|t| t.is_orphan())
            .map(|t| t.id())
            .collect();
        let missing = orphans.iter().filter(|&&k| counts[k] == 0).count() as u32;
        let extra: u32 = orphans
            .iter()
            .map(|&k| u32::from(counts[k].saturating_sub(1)))
            .sum();
        extra <= 1 && jokers == missing + 1 - extra
    }
}

impl Reference {
    /// Every distinct decomposition of `hand`, found by plain exhaustive enumeration:
    /// every group holding the lowest real tile, every choice of real tiles and jokers
    /// for its slots, no pruning, duplicates removed at the end. Each decomposition's
    /// groups are sorted; the list is sorted. Seven pairs and thirteen orphans, which
    /// split one way only, are built by the oracle's own `forms` (sharing no code
    /// with the engine's).
    ///
    /// ```
    /// let reference = hupai::reference::Reference::new(&hupai::rules::Rules::default());
    /// assert_eq!(reference.decompositions(&"111222333m789p11z".parse()?).len(), 2);
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn decompositions(&self, hand: &Hand) -> Vec<Decomposition> {
        let forms = self.forms(hand);
        let hand = self.as_judged(hand);
        let mut found = BTreeSet::new();
        if forms.contains(Form::Standard) {
            let mut enumeration = Enumeration {
                reference: self,
                counts: *hand.counts(),
                original: std::array::from_fn(|k| hand.counts()[k] + self.exposed[k]),
                stand_ins: [0; KINDS],
                groups: Vec::new(),
                found: &mut found,
            };
            enumeration.run(u32::from(hand.jokers()), true);
        }
        if forms.contains(Form::SevenPairs) {
            found.insert(forms::seven_pairs(hand.counts(), hand.jokers()).sorted());
        }
        if forms.contains(Form::ThirteenOrphans) {
            let fillable = self.joker_may_stand_for();
            found.insert(forms::thirteen_orphans(hand.counts(), fillable).sorted());
        }
        for form in [Form::HonoursAndKnitted, Form::GreaterHonoursAndKnitted] {
            if forms.contains(form) {
                found.insert(
                    forms::honours_and_knitted(hand.counts(), hand.jokers(), form).sorted(),
                );
            }
        }
        if forms.contains(Form::KnittedStraight) {
            self.knitted_straight_decompositions(&hand, &mut found);
        }
        if forms.contains(Form::PairsAndTriplet) {
            let rule = self.rules.pairs_and_triplet;
            let pairs_off =
                |rest: &[u8; KINDS], jokers: u8| self.pairs_off(rest, jokers.into(), rule);
            let each = forms::pairs_and_triplet(hand.counts(), hand.jokers(), pairs_off);
            found.extend(each.into_iter().map(|d| d.sorted()));
        }
        if forms.contains(Form::EightPairs) {
            let rule = self.rules.eight_pairs;
            let pairs_off = |rest: &[u8; KINDS], jokers: u8, lone| {
                self.pairs_off_beside(rest, jokers.into(), rule, 8, lone)
            };
            let distinct = rule == SevenPairs::Distinct;
            let each = forms::eight_pairs(hand.counts(), hand.jokers(), distinct, pairs_off);
            found.extend(each.into_iter().map(|d| d.sorted()));
        }
        // Jokers standing only for some kinds: the decompositions whose jokers do.
        let fillable = self.joker_may_stand_for();
        let stands_where_it_may = |d: &Decomposition| {
            (d.groups().iter().flat_map(|g| g.slots()))
                .filter(|slot| slot.joker)
                .all(|slot| slot.tile.is_none_or(|t| fillable >> t.id() & 1 != 0))
        };
        found.into_iter().filter(stands_where_it_may).collect()
    }
}

impl Reference {
    /// 组合龙's decompositions: per knitted set, its groups beside every
    /// decomposition the exhaustive enumeration finds of the rest.
    fn knitted_straight_decompositions(&self, hand: &Hand, found: &mut BTreeSet<Decomposition>) {
        for set in &forms::knitted_sets() {
            let Some((groups, rest, jokers)) =
                forms::knitted_straight(hand.counts(), hand.jokers(), set)
            else {
                continue;
            };
            let mut of_rest = BTreeSet::new();
            let mut enumeration = Enumeration {
                reference: self,
                counts: rest,
                original: std::array::from_fn(|k| hand.counts()[k] + self.exposed[k]),
                stand_ins: [0; KINDS],
                groups: Vec::new(),
                found: &mut of_rest,
            };
            enumeration.run(u32::from(jokers), true);
            for rest in of_rest {
                let all = groups.iter().chain(rest.groups()).copied().collect();
                found.insert(Decomposition::from_groups(Form::KnittedStraight, all).sorted());
            }
        }
    }
}

/// The state of the exhaustive enumeration.
struct Enumeration<'a> {
    reference: &'a Reference,
    counts: [u8; KINDS],
    original: [u8; KINDS],
    stand_ins: [u8; KINDS],
    groups: Vec<Group>,
    found: &'a mut BTreeSet<Decomposition>,
}

impl Enumeration<'_> {
    fn run(&mut self, jokers: u32, pair: bool) {
        let Some(first) = self.counts.iter().position(|&c| c > 0) else {
            self.finish(jokers, pair);
            return;
        };
        let reference = self.reference;
        if pair && reference.pair_allowed(first) {
            self.try_all_fillings(&[first, first], jokers, false);
        }
        for meld in &reference.melds_with[first] {
            self.try_all_fillings(meld, jokers, pair);
        }
    }

    /// Tries `group` with every choice of real tile or joker for each slot (the lowest
    /// tile real somewhere), recursing on what is left.
    fn try_all_fillings(&mut self, group: &[usize], jokers: u32, pair: bool) {
        let lowest = self
            .counts
            .iter()
            .position(|&c| c > 0)
            .expect("a tile left");
        for mask in 0u32..1 << group.len() {
            let real: Vec<bool> = (0..group.len()).map(|i| mask & 1 << i != 0).collect();
            let holds_lowest = group.iter().zip(&real).any(|(&k, &r)| k == lowest && r);
            let jokers_used = real.iter().filter(|&&r| !r).count() as u32;
            if !holds_lowest || jokers_used > jokers || !self.take(group, &real) {
                continue;
            }
            self.groups.push(Group::new(group, &real));
            self.run(jokers - jokers_used, pair);
            self.groups.pop();
            self.put_back(group, &real);
        }
    }

    /// Takes the real tiles and records the stand-ins; undoes itself and says `false`
    /// when a tile is missing or a stand-in is not allowed.
    fn take(&mut self, group: &[usize], real: &[bool]) -> bool {
        for (i, (&kind, &is_real)) in group.iter().zip(real).enumerate() {
            let allowed = if is_real {
                self.counts[kind] > 0
            } else {
                let used = self.original[kind] + self.stand_ins[kind];
                self.reference.rules.tiles.contains_id(kind) && self.reference.has_room(used, 1)
            };
            if !allowed {
                self.put_back(&group[..i], &real[..i]);
                return false;
            }
            if is_real {
                self.counts[kind] -= 1;
            } else {
                self.stand_ins[kind] += 1;
            }
        }
        true
    }

    fn put_back(&mut self, group: &[usize], real: &[bool]) {
        for (&kind, &is_real) in group.iter().zip(real) {
            if is_real {
                self.counts[kind] += 1;
            } else {
                self.stand_ins[kind] -= 1;
            }
        }
    }

    /// Only jokers left: a pair of them if owed, melds of three.
    fn finish(&mut self, jokers: u32, pair: bool) {
        let meld_jokers = if pair {
            jokers.checked_sub(2)
        } else {
            Some(jokers)
        };
        let Some(meld_jokers) = meld_jokers.filter(|j| j % 3 == 0) else {
            return;
        };
        let mut groups = self.groups.clone();
        if pair {
            groups.push(Group::any(2));
        }
        groups.extend(std::iter::repeat_n(
            Group::any(3),
            (meld_jokers / 3) as usize,
        ));
        groups.sort();
        self.found
            .insert(Decomposition::from_groups(Form::Standard, groups));
    }
}

/// Every meld under the rules, as three kind ids.
fn all_melds(honour_melds: HonourMelds) -> Vec<[usize; 3]> {
    let mut melds: Vec<[usize; 3]> = (0..KINDS).map(|k| [k, k, k]).collect();
    for suit in [Suit::Man, Suit::Pin, Suit::Sou] {
        for rank in 1..=7 {
            let first = Tile::new(suit, rank).expect("rank 1..=7").id();
            melds.push([first, first + 1, first + 2]);
        }
    }
    if honour_melds == HonourMelds::WindsAndDragons {
        let (east, south, west, north) = (27, 28, 29, 30);
        melds.extend([
            [east, south, west],
            [east, south, north],
            [east, west, north],
            [south, west, north],
            [31, 32, 33],
        ]);
    }
    melds
}

/// The state of one search: tiles left, and how many jokers stand for each kind.
struct Search<'a> {
    reference: &'a Reference,
    counts: [u8; KINDS],
    stand_ins: [u8; KINDS],
    original: [u8; KINDS],
    /// The kinds a joker may stand for, one bit per tile id.
    stand_in_kinds: u64,
}

impl Search<'_> {
    fn run(&mut self, jokers: u32, pair: bool) -> bool {
        let Some(first) = self.counts.iter().position(|&c| c > 0) else {
            return self.jokers_alone(jokers, pair);
        };
        if pair
            && self.reference.pair_allowed(first)
            && self.try_group(&[first, first], jokers, false)
        {
            return true;
        }
        let reference = self.reference;
        reference.melds_with[first]
            .iter()
            .any(|meld| self.try_group(meld, jokers, pair))
    }

    /// Takes `group` (a meld or the pair) out of the hand, real tiles first, and
    /// searches on; puts everything back before returning.
    fn try_group(&mut self, group: &[usize], jokers: u32, pair: bool) -> bool {
        let mut real = [false; 3];
        let mut stood_in = [false; 3];
        for (i, &kind) in group.iter().enumerate() {
            if self.counts[kind] > 0 {
                self.counts[kind] -= 1;
                real[i] = true;
            } else if self.can_stand_in(kind) {
                self.stand_ins[kind] += 1;
                stood_in[i] = true;
            }
        }
        let jokers_used = stood_in.iter().filter(|&&s| s).count() as u32;
        let filled = (0..group.len()).all(|i| real[i] || stood_in[i]);
        let found = filled && jokers_used <= jokers && self.run(jokers - jokers_used, pair);
        for (i, &kind) in group.iter().enumerate() {
            if real[i] {
                self.counts[kind] += 1;
            }
            if stood_in[i] {
                self.stand_ins[kind] -= 1;
            }
        }
        found
    }

    fn can_stand_in(&self, kind: usize) -> bool {
        let used = self.original[kind] + self.stand_ins[kind];
        self.may_be_joker(kind) && self.reference.has_room(used, 1)
    }

    fn may_be_joker(&self, kind: usize) -> bool {
        self.stand_in_kinds & 1 << kind != 0
    }

    /// Only jokers left: they form melds of three, and the pair if it is still owed.
    fn jokers_alone(&self, jokers: u32, pair: bool) -> bool {
        let meld_jokers = if pair {
            let pair_fits = (0..KINDS).any(|k| {
                self.reference.pair_allowed(k)
                    && self.may_be_joker(k)
                    && self
                        .reference
                        .has_room(self.original[k] + self.stand_ins[k], 2)
            });
            match jokers.checked_sub(2) {
                Some(rest) if pair_fits => rest,
                _ => return false,
            }
        } else {
            jokers
        };
        meld_jokers % 3 == 0 && self.free_triplets() >= meld_jokers / 3
    }

    /// Kinds that can still take a triplet of jokers.
    fn free_triplets(&self) -> u32 {
        if self.reference.rules.jokers.fifth_copy {
            return if self.stand_in_kinds != 0 {
                u32::MAX
            } else {
                0
            };
        }
        (0..KINDS)
            .filter(|&k| {
                self.may_be_joker(k)
                    && self
                        .reference
                        .has_room(self.original[k] + self.stand_ins[k], 3)
            })
            .count() as u32
    }
}
