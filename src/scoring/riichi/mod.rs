//! Riichi scoring: whether a win stands (it needs a yaku) and what it is worth — yaku,
//! han, fu, the limit and the payments — under rules with a `[riichi]` section (the
//! `riichi` and `sanma` built-ins).
//!
//! The hand given is the concealed tiles, the winning tile among them; the melds are
//! the engine's ([`Engine::with_melds`], a concealed kong in parentheses). Where a hand
//! splits more than one way, or the winning tile could have completed more than one
//! set, the score is the highest (高点法), and [`RiichiScore::split`] says which was counted.
//!
//! ```
//! use hupai::{Engine, scoring::{Declared, Indicators, Situation, Wind, Yaku}};
//! let engine = Engine::riichi();
//! let mut situation = Situation::ron("6s".parse()?);
//! situation.seat_wind = Wind::South;
//! situation.declared = Declared::Riichi;
//! situation.dora_indicators = Indicators::new(&["1m".parse()?])?;
//! let score = engine.score_riichi(&"22m345m456p456678s".parse()?, &situation)?;
//! let yaku: Vec<Yaku> = score.yaku.iter().map(|c| c.yaku).collect();
//! assert_eq!(yaku, [Yaku::Riichi, Yaku::Pinfu, Yaku::Tanyao]);
//! assert_eq!((score.han, score.fu.total(), score.dora), (5, 30, 2));
//! assert_eq!(score.payment.ron, 8_000); // mangan
//!
//! // The same shape without riichi, open: no yaku, so no win.
//! let open = engine.with_melds(&"456p".parse()?)?;
//! let score = open.score_riichi(&"22m345m456678s".parse()?, &Situation::ron("6s".parse()?))?;
//! assert!(score.yaku.iter().any(|c| c.yaku == Yaku::Tanyao)); // open tanyao counts
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod fu;
mod points;
mod yaku;

pub use fu::{Fu, FuPart, FuSource};
pub use points::{Limit, Payment};
pub use yaku::{Counted, Yaku, YakuList};

use super::LegalWait;
use super::situation::{Situation, WinBy};
use super::split::{self, Set, Shape, Split, Wait};
use crate::engine::Engine;
use crate::error::{ScoreError, SituationError};
use crate::forms::{Form, Forms};
use crate::rules::RiichiRules;
use crate::tiles::hand::Hand;
use crate::tiles::tile::Tile;
use crate::tiles::{MeldShape, Melds};
use yaku::{Context, SplitShape};

/// What a riichi win is worth, counted on its highest-scoring split.
///
/// A hand of winning shape without a yaku may not win: its score has no yaku, no
/// han and no points (the dora it holds are still counted, for a caller who asks).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct RiichiScore {
    /// The yaku, with their han (13 a yakuman multiple); with a yakuman only yakuman.
    pub yaku: YakuList,
    /// Yakuman multiples (0: none).
    pub yakuman: u8,
    /// Han: the yaku's and the dora's (0 without a yaku, and for a yakuman).
    pub han: u8,
    /// Dora held, by the dora indicators.
    pub dora: u8,
    /// Ura-dora held (counted only with riichi).
    pub ura_dora: u8,
    /// Red fives held, where the rules' wall has them.
    pub red_fives: u8,
    /// The fu, part by part (none for thirteen orphans).
    pub fu: Fu,
    /// The limit reached.
    pub limit: Limit,
    /// Basic points (基本点): fu × 2^(han+2), or the limit's.
    pub basic_points: u32,
    /// Who pays what.
    pub payment: Payment,
    /// The split and wait counted.
    pub split: Split,
}

impl RiichiScore {
    /// Whether the hand has a yaku, and so may win.
    ///
    /// ```
    /// use hupai::{Engine, scoring::Situation};
    /// let engine = Engine::riichi().with_melds(&"789s".parse()?)?;
    /// let score = engine.score_riichi(&"234567m22p345s".parse()?, &Situation::ron("7m".parse()?))?;
    /// assert!(!score.has_yaku());
    /// assert_eq!(score.payment.total, 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn has_yaku(&self) -> bool {
        !self.yaku.is_empty()
    }
}

impl Engine {
    /// The score of a riichi win: `hand` is the concealed tiles, the winning tile
    /// among them, the melds the engine's; the highest-scoring split is counted.
    /// A hand of winning shape without a yaku is a score without yaku ([`RiichiScore::has_yaku`]).
    ///
    /// Refused, with a typed error: rules without a `[riichi]` section; a hand that
    /// does not win, holds jokers, is not 14 tiles with its melds, or is not playable
    /// under the rules; an impossible situation (the winning tile not held, ippatsu
    /// without riichi, haitei and rinshan together, six dora indicators, a red five
    /// not held…).
    ///
    /// ```
    /// use hupai::{Engine, scoring::{Limit, Situation, Yaku}};
    /// let score = Engine::riichi().score_riichi(&"19m19p19s1234567z1m".parse()?, &Situation::tsumo("1m".parse()?))?;
    /// assert_eq!(score.limit, Limit::Yakuman(2)); // thirteen-sided: a double yakuman
    /// assert!(score.yaku.contains(Yaku::Kokushi13));
    /// assert!(Engine::riichi().score_riichi(&"19m19p19s1234567z2m".parse()?, &Situation::tsumo("2m".parse()?)).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn score_riichi(
        &self,
        hand: &Hand,
        situation: &Situation,
    ) -> Result<RiichiScore, ScoreError> {
        let riichi = self.riichi_rules()?;
        self.scorable(hand, 14, riichi)?;
        let forms = self.shape_forms(hand)?;
        self.check_situation(hand, situation, riichi)?;
        let melds = self.melds();
        let context = context(hand, melds, situation, riichi);
        best_score(&context, hand, melds, forms).ok_or(ScoreError::NotAWin)
    }

    /// [`Engine::is_legal_win`] under riichi scoring.
    pub(super) fn riichi_is_legal_win(
        &self,
        hand: &Hand,
        situation: &Situation,
        riichi: &RiichiRules,
    ) -> Result<bool, ScoreError> {
        // What a score refuses, in the order it refuses it.
        self.scorable(hand, 14, riichi)?;
        let forms = self.shape_forms(hand)?;
        self.check_situation(hand, situation, riichi)?;
        let melds = self.melds();
        let context = context(hand, melds, situation, riichi);
        if context.has_yaku_of_tiles_or_moment() {
            // A yaku whatever the split: the shape alone decides, by the tables.
            return Ok(self.is_win(hand));
        }
        Ok(any_with_yaku(&context, hand, melds, forms))
    }

    /// [`Engine::legal_waits`] under riichi scoring.
    pub(super) fn riichi_legal_waits(
        &self,
        hand: &Hand,
        situation: &Situation,
        riichi: &RiichiRules,
    ) -> Result<Vec<LegalWait>, ScoreError> {
        self.scorable(hand, 13, riichi)?;
        let in_play = |t| self.rules().tiles.contains(t);
        situation.validate_waiting(hand, self.melds(), riichi, in_play)?;
        self.legal_waits_by(hand, |won, tile| {
            let forms = self.shape_forms(won)?;
            let score = |by| self.legal_score(won, &situation.winning_on(tile, by), riichi, forms);
            let way = |score: RiichiScore| (score.has_yaku(), u64::from(score.payment.total));
            Ok(match (score(WinBy::Ron)?, score(WinBy::Tsumo)?) {
                (Some(ron), Some(tsumo)) => Some((way(ron), way(tsumo))),
                _ => None,
            })
        })
    }

    /// The score of a win on a wait (of `forms`), `None` where the indicators show its
    /// last copy.
    fn legal_score(
        &self,
        hand: &Hand,
        situation: &Situation,
        riichi: &RiichiRules,
        forms: Forms,
    ) -> Result<Option<RiichiScore>, ScoreError> {
        match self.check_situation(hand, situation, riichi) {
            // The wait's own last copy shown: no win on it (any other kind seen five
            // times was refused before the waits).
            Err(SituationError::FifthCopySeen { tile }) if tile == situation.winning_tile => {
                return Ok(None);
            }
            Err(error) => return Err(error.into()),
            Ok(()) => {}
        }
        let context = context(hand, self.melds(), situation, riichi);
        Ok(best_score(&context, hand, self.melds(), forms))
    }

    /// The rules' riichi options, or the error of rules that do not score.
    pub(super) fn riichi_rules(&self) -> Result<&RiichiRules, ScoreError> {
        (self.rules().scoring.riichi()).ok_or_else(|| ScoreError::NotScored {
            rules: self.rules().name.clone(),
        })
    }

    /// A hand scoring takes: no jokers, `size` tiles with the melds, no chii under
    /// three-player rules.
    fn scorable(&self, hand: &Hand, size: usize, riichi: &RiichiRules) -> Result<(), ScoreError> {
        self.scorable_size(hand, size)?;
        sanma_run(riichi, self.melds())
    }

    /// The situation checked against the hand, the engine's melds and the rules.
    fn check_situation(
        &self,
        hand: &Hand,
        situation: &Situation,
        riichi: &RiichiRules,
    ) -> Result<(), SituationError> {
        situation.validate(hand, self.melds(), riichi, |t| {
            self.rules().tiles.contains(t)
        })
    }
}

/// Refuses a called run under three-player rules.
fn sanma_run(riichi: &RiichiRules, melds: &Melds) -> Result<(), ScoreError> {
    match melds.iter().find(|m| m.shape() == MeldShape::Run) {
        Some(run) if riichi.players == 3 => Err(ScoreError::RunInSanma {
            meld: run.to_string(),
        }),
        _ => Ok(()),
    }
}

/// What every split of the hand shares.
fn context<'a>(
    hand: &Hand,
    melds: &Melds,
    situation: &'a Situation,
    rules: &'a RiichiRules,
) -> Context<'a> {
    let mut all = *hand.counts();
    for tile in melds.iter().flat_map(|m| m.tiles()) {
        all[tile.id()] += 1;
    }
    let present = crate::forms::knitted::held_bits(&all);
    // The Norths set aside are dora where indicated, as the tiles held are.
    let mut shown = all;
    shown[super::situation::Wind::North.tile().id()] += situation.kita;
    let held = |indicators: &[Tile]| super::situation::dora_held(indicators, rules.players, &shown);
    let ura = if situation.is_riichi() {
        held(situation.ura_indicators.as_slice())
    } else {
        0
    };
    let red: u8 = situation.red_fives.iter().sum();
    Context {
        situation,
        rules,
        closed: melds.iter().all(|m| m.is_concealed()),
        no_melds: melds.is_empty(),
        all,
        present,
        suits: yaku::suits_of(present),
        // Each North set aside is a dora of its own (抜きドラ).
        dora: [
            held(situation.dora_indicators.as_slice()) + situation.kita,
            ura,
            red,
        ],
    }
}

/// A way of counting the hand: its yaku and split, before the fu and the points.
#[derive(Clone, Copy)]
struct Candidate {
    yaku: YakuList,
    split: Split,
}

/// What a candidate is worth, to find the highest: basic points, then a true
/// yakuman over counted ones, han, fu.
type Worth = (u32, bool, u8, u8);

impl Candidate {
    /// The yakuman multiples and han (dora included), as [`finish`] counts them.
    fn han(&self, context: &Context) -> (u8, u8) {
        let yakuman: u32 = (self.yaku.iter())
            .filter(|c| c.yaku.is_yakuman())
            .map(|c| u32::from(c.han))
            .sum();
        if yakuman > 0 {
            return ((yakuman / 13) as u8, 0);
        }
        if self.yaku.is_empty() {
            return (0, 0);
        }
        let dora: u32 = context.dora.iter().map(|&d| u32::from(d)).sum();
        (0, (self.yaku.han() + dora).min(255) as u8)
    }

    /// The fu of the split counted (what [`is_legal_win`](Engine::is_legal_win) never
    /// asks).
    fn fu(&self, context: &Context) -> Fu {
        match self.split.shape {
            Shape::Standard { sets, pair } => {
                let by_ron = completed_by_ron(context, self.split.wait, self.split.winning_set);
                Fu::standard(context, &sets, pair, self.split.wait, by_ron).0
            }
            Shape::SevenPairs { .. } => Fu::seven_pairs(),
            Shape::ThirteenOrphans { .. } => Fu::none(),
        }
    }

    fn worth(&self, context: &Context, fu: &Fu) -> Worth {
        let (yakuman, han) = self.han(context);
        let fu = fu.total();
        let basic = match self.yaku.is_empty() {
            true => 0,
            false => points::basic_points(u32::from(han), fu, yakuman, context.rules).0,
        };
        (basic, yakuman > 0, han, fu)
    }
}

/// The highest score over every form, split and winning set of a hand; `None` when
/// it splits no way (it does not win).
fn best_score(context: &Context, hand: &Hand, melds: &Melds, forms: Forms) -> Option<RiichiScore> {
    let mut best: Option<(Worth, Candidate, Fu)> = None;
    each_candidate(context, hand, melds, forms, &mut |candidate| {
        let fu = candidate.fu(context);
        let worth = candidate.worth(context, &fu);
        if best.as_ref().is_none_or(|(b, ..)| worth > *b) {
            best = Some((worth, candidate, fu));
        }
        true
    });
    best.map(|(_, candidate, fu)| finish(context, candidate, fu))
}

/// Whether some reading of the hand has a yaku, stopping at the first.
fn any_with_yaku(context: &Context, hand: &Hand, melds: &Melds, forms: Forms) -> bool {
    let mut found = false;
    each_candidate(context, hand, melds, forms, &mut |candidate| {
        found = !candidate.yaku.is_empty();
        !found
    });
    found
}

/// Calls `each` with every reading of the hand (form, split, winning set) until it
/// returns `false`.
fn each_candidate(
    context: &Context,
    hand: &Hand,
    melds: &Melds,
    forms: Forms,
    each: &mut impl FnMut(Candidate) -> bool,
) {
    let mut shared = YakuList::default();
    context.situational(&mut shared);
    context.of_tiles(&mut shared);
    let winning = context.situation.winning_tile;
    let counts = hand.counts();
    let mut going = true;
    if forms.contains(Form::Standard) {
        split::each_standard(counts, split::meld_sets(melds), &mut |sets, pair| {
            if !going {
                return;
            }
            let shape = SplitShape::of(sets, pair);
            let mut of_split = shared;
            context.standard(&shape, &mut of_split);
            split::winning_sets(sets, pair, winning, &mut |index, wait| {
                if going {
                    going = each(standard_candidate(
                        context, of_split, sets, pair, index, wait,
                    ));
                }
            });
        });
    }
    let seven_pairs = split::seven_pairs(counts).filter(|_| forms.contains(Form::SevenPairs));
    if let Some(pairs) = seven_pairs.filter(|_| going) {
        let mut yaku = shared;
        context.seven_pairs(&mut yaku);
        let split = Split {
            shape: Shape::SevenPairs { pairs },
            winning_tile: winning,
            wait: Wait::Single,
            winning_set: None,
        };
        going = each(Candidate { yaku, split });
    }
    let orphans = split::thirteen_orphans(counts).filter(|_| forms.contains(Form::ThirteenOrphans));
    if let Some(pair) = orphans.filter(|_| going) {
        let wait = if pair == winning {
            Wait::ThirteenSided
        } else {
            Wait::Single
        };
        let mut yaku = shared;
        context.thirteen_orphans(wait, &mut yaku);
        let split = Split {
            shape: Shape::ThirteenOrphans { pair },
            winning_tile: winning,
            wait,
            winning_set: None,
        };
        each(Candidate { yaku, split });
    }
}

/// One standard split with the winning tile in set `index` (`None`: the pair).
fn standard_candidate(
    context: &Context,
    mut yaku: YakuList,
    sets: &[Set; 4],
    pair: Tile,
    index: Option<usize>,
    wait: Wait,
) -> Candidate {
    let by_ron = completed_by_ron(context, wait, index);
    let pinfu = context.closed && fu::earns_no_fu(context, sets, pair, wait);
    let concealed_triplets = (sets.iter().enumerate())
        .filter(|&(i, s)| s.is_triplet_like() && !s.called && by_ron != Some(i))
        .count() as u32;
    context.of_wait(pinfu, concealed_triplets, wait, &mut yaku);
    let split = Split {
        shape: Shape::Standard { sets: *sets, pair },
        winning_tile: context.situation.winning_tile,
        wait,
        winning_set: index,
    };
    Candidate { yaku, split }
}

/// The set a ron completed as a triplet (a dual-pair wait), which counts as called.
fn completed_by_ron(context: &Context, wait: Wait, index: Option<usize>) -> Option<usize> {
    (!context.situation.is_tsumo() && wait == Wait::DualPair)
        .then_some(index)
        .flatten()
}

/// The score of the candidate counted: dora, limit and payments.
fn finish(context: &Context, candidate: Candidate, fu: Fu) -> RiichiScore {
    let Candidate { mut yaku, split } = candidate;
    let (yakuman, han) = candidate.han(context);
    yaku.yakuman_only();
    yaku.sort();
    let (basic_points, limit, payment) = if yaku.is_empty() {
        (0, Limit::None, Payment::default())
    } else {
        let (basic, limit) =
            points::basic_points(u32::from(han), fu.total(), yakuman, context.rules);
        (
            basic,
            limit,
            points::payment(basic, context.situation, context.rules),
        )
    };
    let [dora, ura_dora, red_fives] = context.dora;
    RiichiScore {
        yaku,
        yakuman,
        han,
        dora,
        ura_dora,
        red_fives,
        fu,
        limit,
        basic_points,
        payment,
        split,
    }
}

impl Context<'_> {
    /// Whether a yaku is certain without splitting the hand: one of the moment of
    /// winning, of its tiles alone, or a triplet of a valued honour (three of an
    /// honour in a winning hand are always a triplet).
    fn has_yaku_of_tiles_or_moment(&self) -> bool {
        let mut list = YakuList::default();
        self.situational(&mut list);
        self.of_tiles(&mut list);
        if !list.is_empty() {
            return true;
        }
        let s = self.situation;
        let valued = [
            31,
            32,
            33,
            s.seat_wind.tile().id(),
            s.round_wind.tile().id(),
        ];
        valued.iter().any(|&id| self.all[id] >= 3)
    }
}
