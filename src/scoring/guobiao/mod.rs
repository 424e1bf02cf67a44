//! 国标 (Chinese Official, 2006) scoring: the 81 fans and 明暗杠, counted on the reading
//! of the hand worth most, and the 8-fan minimum a win needs (flowers not counted
//! toward it), under rules with a `[guobiao]` section (the `guobiao` built-in).
//!
//! The fans follow the rules' principles as the established scorers count them
//! (ChineseOfficialMahjongHelper, PyPI `pymahjonggb`): 不计 (a fan that implies
//! another leaves it out), 不重复 and 套算一次 (two chows combine into one fan once,
//! and a chow combined with others combines once more at most), 不拆 (a set is not
//! split to make a fan).
//!
//! ```
//! use hupai::{Engine, scoring::{Situation, Wind, guobiao::Fan}};
//! let engine = Engine::guobiao().with_melds(&"777z".parse()?)?;
//! let mut situation = Situation::tsumo("9m".parse()?);
//! situation.seat_wind = Wind::South;
//! situation.flowers = 2;
//! let score = engine.score_guobiao(&"123456789m99m".parse()?, &situation)?;
//! assert!(score.fans.contains(Fan::PureStraight) && score.fans.contains(Fan::DragonPung));
//! assert_eq!((score.fan_total, score.total), (16 + 6 + 2 + 1, 27));
//! assert!(score.is_legal());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod exclusions;
mod facts;
mod fan;
mod special;
mod standard;

pub use fan::{Fan, Fans};

use std::fmt;

use crate::engine::Engine;
use crate::error::{ScoreError, SituationError};
use crate::forms::{Form, Forms};
use crate::rules::GuobiaoRules;
use crate::scoring::LegalWait;
use crate::scoring::situation::{Situation, WinBy};
use crate::scoring::split::{self, Set};
use crate::tiles::hand::Hand;
use crate::tiles::tile::{Suit, Tile};
use facts::{Facts, code, lone_wait};
use special::Knitted;

/// How a 国标 win was read for its fans.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Reading {
    /// Four sets (the melds among them) and a pair.
    Standard {
        /// The sets: the concealed ones in tile order, then the melds.
        sets: [Set; 4],
        /// The pair's kind.
        pair: Tile,
    },
    /// 组合龙 beside a set and a pair.
    KnittedStraight {
        /// The suits of the 147, the 258 and the 369.
        suits: [Suit; 3],
        /// The fourth set.
        set: Set,
        /// The pair's kind.
        pair: Tile,
    },
    /// Seven pairs (连七对 among them).
    SevenPairs,
    /// 全不靠 or 七星不靠.
    HonoursAndKnitted,
    /// Thirteen orphans.
    ThirteenOrphans,
    /// 九莲宝灯.
    NineGates,
}

impl fmt::Display for Reading {
    /// The sets and pair (`123m 456m 789m [777z] 99m`), or the form's name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reading::Standard { sets, pair } => {
                for set in sets {
                    write!(f, "{set} ")?;
                }
                write!(f, "{r}{r}{s}", r = pair.rank(), s = pair.suit().letter())
            }
            Reading::KnittedStraight { suits, set, pair } => {
                for (low, suit) in suits.iter().enumerate() {
                    let (a, b, c) = (low + 1, low + 4, low + 7);
                    write!(f, "{a}{b}{c}{} ", suit.letter())?;
                }
                write!(
                    f,
                    "{set} {r}{r}{s}",
                    r = pair.rank(),
                    s = pair.suit().letter()
                )
            }
            Reading::SevenPairs => f.write_str("seven pairs"),
            Reading::HonoursAndKnitted => f.write_str("honours and knitted tiles"),
            Reading::ThirteenOrphans => f.write_str("thirteen orphans"),
            Reading::NineGates => f.write_str("nine gates"),
        }
    }
}

/// What a 国标 win is worth: its fans on the reading worth most, and whether it
/// reaches the rules' minimum.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct FanScore {
    /// The tile that completed the hand.
    pub winning_tile: Tile,
    /// The fans, flowers (花牌) among them.
    pub fans: Fans,
    /// The fans without flowers: what the minimum is counted on.
    pub fan_total: u16,
    /// Flowers held.
    pub flowers: u8,
    /// All fans, flowers included.
    pub total: u16,
    /// The minimum the rules ask (8).
    pub minimum: u8,
    /// The reading counted.
    pub reading: Reading,
}

impl FanScore {
    /// Whether the win reaches the minimum without its flowers (起和番): whether it
    /// may be declared.
    ///
    /// ```
    /// use hupai::{Engine, scoring::Situation};
    /// let engine = Engine::guobiao().with_melds(&"789s".parse()?)?;
    /// let score = engine.score_guobiao(&"234567m22p345s".parse()?, &Situation::ron("7m".parse()?))?;
    /// assert_eq!(score.fans.to_string(), "平和 2, 连六 1"); // 3 fans: no win
    /// assert!(score.fan_total < 8 && !score.is_legal());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_legal(&self) -> bool {
        self.fan_total >= u16::from(self.minimum)
    }
}

impl Engine {
    /// The 国标 fans of a win: `hand` is the concealed tiles, the winning tile among
    /// them, the melds the engine's (a concealed kong in parentheses); the reading
    /// worth most is counted. The situation gives the winning tile, ron or tsumo
    /// (`win_by`), the winds, `flowers`, `last_of_kind` (和绝张), `last_tile`
    /// (妙手回春 / 海底捞月), `after_kong` (杠上开花) and `robbing_kong` (抢杠和).
    ///
    /// Refused, with a typed error: rules without a `[guobiao]` section; a hand that
    /// does not win, holds jokers or is not 14 tiles with its melds; an impossible
    /// situation, or one with riichi's fields (dora, riichi, honba…).
    ///
    /// ```
    /// use hupai::{Engine, scoring::{Situation, guobiao::Fan}};
    /// let score = Engine::guobiao().score_guobiao(&"19m19p19s1234567z1m".parse()?, &Situation::ron("1m".parse()?))?;
    /// assert_eq!(score.fans.iter().collect::<Vec<_>>(), [(Fan::ThirteenOrphans, 1)]);
    /// assert!(Engine::riichi().score_guobiao(&"19m19p19s1234567z1m".parse()?, &Situation::ron("1m".parse()?)).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn score_guobiao(
        &self,
        hand: &Hand,
        situation: &Situation,
    ) -> Result<FanScore, ScoreError> {
        let (rules, forms) = self.admitted(hand, situation)?;
        let melds = split::meld_sets(self.melds());
        let facts = Facts::new(hand.counts(), melds, situation);
        let lone = || lone_wait(hand.counts(), facts.win, |c| self.standard_wait_kinds(c));
        let (mut fans, reading) = best_reading(&facts, forms, lone).ok_or(ScoreError::NotAWin)?;
        let fan_total = fans.total();
        fans.set(Fan::FlowerTiles, situation.flowers);
        Ok(FanScore {
            winning_tile: situation.winning_tile,
            fans,
            fan_total,
            flowers: situation.flowers,
            total: fan_total + u16::from(situation.flowers),
            minimum: rules.minimum,
            reading,
        })
    }

    /// [`Engine::is_legal_win`] under 国标: whether the win reaches the minimum. A form
    /// or a fan of the tiles or the moment worth the minimum alone decides without a
    /// reading (a fan is only ever left out for a bigger one), and the lone wait is
    /// asked only when its one fan decides.
    pub(crate) fn guobiao_is_legal_win(
        &self,
        hand: &Hand,
        situation: &Situation,
    ) -> Result<bool, ScoreError> {
        match self.admitted(hand, situation) {
            Ok((rules, forms)) => Ok(self.reaches_minimum(hand, situation, rules, forms)),
            Err(ScoreError::NotAWin) => Ok(false),
            Err(error) => Err(error),
        }
    }

    /// The rules and the forms of a win a 国标 score takes; what it refuses, in the
    /// order it refuses it (a score and a legal win alike).
    fn admitted(
        &self,
        hand: &Hand,
        situation: &Situation,
    ) -> Result<(&GuobiaoRules, Forms), ScoreError> {
        let rules = self.guobiao_rules()?;
        self.scorable_size(hand, 14)?;
        let forms = self.check(hand)?;
        if forms.is_empty() {
            return Err(ScoreError::NotAWin);
        }
        self.check_guobiao_situation(hand, situation)?;
        Ok((rules, forms))
    }

    /// Whether an admitted win of `forms` reaches the rules' minimum in `situation`.
    fn reaches_minimum(
        &self,
        hand: &Hand,
        situation: &Situation,
        rules: &GuobiaoRules,
        forms: Forms,
    ) -> bool {
        let minimum = u16::from(rules.minimum);
        let facts = Facts::new(hand.counts(), split::meld_sets(self.melds()), situation);
        // 七对 24, 十三幺 88, 全不靠 12, 组合龙 12: each at least 12 fans.
        let special = [
            Form::SevenPairs,
            Form::ThirteenOrphans,
            Form::HonoursAndKnitted,
            Form::KnittedStraight,
        ];
        let special_form = special.iter().any(|&f| forms.contains(f));
        if (special_form && minimum <= 12) || u16::from(facts.tiles.highest_value()) >= minimum {
            return true;
        }
        let reading = |lone: bool| best_reading(&facts, forms, || lone).map(|(fans, _)| fans);
        let Some(without_wait) = reading(false) else {
            return false;
        };
        // A wait fan adds one fan to a reading, or takes a 无番和 reading to one fan.
        let total = without_wait.total();
        if !without_wait.contains(Fan::ChickenHand) {
            if total >= minimum {
                return true;
            }
            if total + 1 < minimum {
                return false;
            }
        }
        let lone = lone_wait(hand.counts(), facts.win, |c| self.standard_wait_kinds(c));
        let with_wait = if lone {
            reading(true)
        } else {
            Some(without_wait)
        };
        with_wait.is_some_and(|fans| fans.total() >= minimum)
    }

    /// Each wait of the waiting `hand` (13 tiles with the melds) under 国标, with
    /// whether a win on it reaches the minimum by ron and by tsumo and its fans (in
    /// [`LegalWait`]'s points fields: all fans, flowers included). The situation's
    /// winning tile and way of winning are set per wait (杠上开花 kept for the tsumo,
    /// 抢杠和 for the ron, 和绝张 dropped: it is a fact of one tile); a way the
    /// situation rules out for a tile (robbing a kong of a kind held) is not legal.
    /// Used by [`Engine::legal_waits`] under rules with a `[guobiao]` section.
    pub(crate) fn guobiao_legal_waits(
        &self,
        hand: &Hand,
        situation: &Situation,
    ) -> Result<Vec<LegalWait>, ScoreError> {
        self.guobiao_rules()?;
        self.scorable_size(hand, 13)?;
        situation.validate_guobiao_moment(self.melds())?;
        self.legal_waits_by(hand, |won, tile| {
            let fans = |by| {
                let mut on = situation.winning_on(tile, by);
                on.last_of_kind = false;
                let fans = |s: FanScore| (s.is_legal(), u64::from(s.total));
                (self.score_guobiao(won, &on)).map_or((false, 0), fans)
            };
            Ok(Some((fans(WinBy::Ron), fans(WinBy::Tsumo))))
        })
    }

    /// The rules' 国标 options, or the error of rules that do not score by them.
    pub(crate) fn guobiao_rules(&self) -> Result<&GuobiaoRules, ScoreError> {
        (self.rules().scoring.guobiao()).ok_or_else(|| ScoreError::NotScored {
            rules: self.rules().name.clone(),
        })
    }

    /// The situation checked against the hand and the engine's melds for 国标.
    fn check_guobiao_situation(
        &self,
        hand: &Hand,
        situation: &Situation,
    ) -> Result<(), SituationError> {
        situation.validate_guobiao(hand, self.melds())
    }
}

/// The fans of the reading worth most, and the reading; `None` when no form of
/// `forms` reads the hand.
fn best_reading(
    facts: &Facts,
    forms: Forms,
    lone_wait: impl FnOnce() -> bool,
) -> Option<(Fans, Reading)> {
    let mut best: Option<(Fans, Reading)> = None;
    let mut seven_pairs = false;
    if forms.contains(Form::SevenPairs)
        && let Some((fans, shifted)) = special::seven_pairs(facts)
    {
        seven_pairs = !shifted;
        best = Some((fans, Reading::SevenPairs));
    }
    if best.is_none() && forms.contains(Form::HonoursAndKnitted) {
        best = special::honours_and_knitted(facts).map(|f| (f, Reading::HonoursAndKnitted));
    }
    if best.is_none() && forms.contains(Form::ThirteenOrphans) {
        best = special::thirteen_orphans(facts).map(|f| (f, Reading::ThirteenOrphans));
    }
    if best.is_none() && forms.contains(Form::KnittedStraight) {
        best = special::knitted_straight(facts).map(|(fans, k)| (fans, knitted_reading(k)));
    }
    if best.is_none() && forms.contains(Form::Standard) {
        best = special::nine_gates(facts).map(|f| (f, Reading::NineGates));
    }
    if (best.is_none() || seven_pairs) && forms.contains(Form::Standard) {
        best = best_standard(facts, best, seven_pairs, lone_wait);
    }
    best
}

fn knitted_reading(knitted: Knitted) -> Reading {
    Reading::KnittedStraight {
        suits: knitted.suits,
        set: knitted.set,
        pair: knitted.pair,
    }
}

/// The most a division of the hand into sets and a pair is worth, against `best` so
/// far (seven pairs, when `seven_pairs`). Ties are broken as the established scorers
/// break them, trying divisions in [`division_key`] order: the first division worth
/// the most, unless a later one holds 一色三同顺 or 三同刻 (the last such), or any
/// division ties with or beats seven pairs (the last).
fn best_standard(
    facts: &Facts,
    best: Option<(Fans, Reading)>,
    seven_pairs: bool,
    lone_wait: impl FnOnce() -> bool,
) -> Option<(Fans, Reading)> {
    let mut lone = Some(lone_wait);
    let mut lone_known = None;
    let mut ties = Ties::default();
    split::each_standard(
        &facts.concealed,
        (facts.melds, facts.meld_count),
        &mut |sets, pair| {
            let lone = *lone_known.get_or_insert_with(|| (lone.take().expect("asked once"))());
            let fans = standard::standard_fans(facts, sets, pair.id(), lone);
            let preferred = fans.contains(Fan::PureTripleChow) || fans.contains(Fan::TriplePung);
            ties.offer(Division {
                key: division_key(sets),
                total: fans.total(),
                preferred: preferred || seven_pairs,
                fans,
                reading: Reading::Standard { sets: *sets, pair },
            });
        },
    );
    let chosen = ties.chosen()?;
    match best {
        Some((fans, _)) if fans.total() > chosen.total => best,
        Some((fans, _)) if fans.total() == chosen.total && !seven_pairs => best,
        _ => Some((chosen.fans, chosen.reading)),
    }
}

/// A division's fans and where it stands in the order divisions are tried.
#[derive(Clone, Copy)]
struct Division {
    key: [u32; 4],
    total: u16,
    preferred: bool,
    fans: Fans,
    reading: Reading,
}

/// Among the divisions worth the most: the first in order, and the last preferred one.
#[derive(Default)]
struct Ties {
    first: Option<Division>,
    last_preferred: Option<Division>,
}

impl Ties {
    fn offer(&mut self, division: Division) {
        let most = self.first.map_or(0, |d| d.total);
        if division.total > most {
            self.first = Some(division);
            self.last_preferred = division.preferred.then_some(division);
            return;
        }
        if division.total < most {
            return;
        }
        if self.first.is_some_and(|d| division.key < d.key) {
            self.first = Some(division);
        }
        let later = self.last_preferred.is_none_or(|d| division.key > d.key);
        if division.preferred && later {
            self.last_preferred = Some(division);
        }
    }

    fn chosen(self) -> Option<Division> {
        self.last_preferred.or(self.first)
    }
}

/// The order divisions are tried in: their concealed sets sorted, a pung before the
/// chow from the same tile, compared set by set.
fn division_key(sets: &[Set; 4]) -> [u32; 4] {
    let mut key = [u32::MAX; 4];
    for (slot, set) in key.iter_mut().zip(sets.iter().filter(|s| !s.declared)) {
        let first = u32::from(code(set.tile.id()));
        let step = u32::from(set.kind == split::SetKind::Run);
        *slot = first << 16 | (first + step) << 8 | (first + 2 * step);
    }
    key.sort_unstable();
    key
}
