//! Scoring: whether a win stands under the rules' way of scoring and what it is
//! worth. Three systems, one folder each, each answering every scoring question for
//! itself — riichi ([`RiichiScore`]: yaku, han, fu and payments; the `riichi` and `sanma`
//! built-ins), [`guobiao`] (国标's 81 fans) and [`table`] (a town's fan table) — over
//! what they share here: the readings of a hand (its splits
//! into sets and a pair, read from the split tables by four lookups, with the set the
//! winning tile completed and the wait), the situation of the win, and the legal
//! waits' walk over a waiting hand's waits. The rules hold one
//! [`Scoring`] choice; [`Engine::is_legal_win`] and
//! [`Engine::legal_waits`] answer by it.
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
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod fields;
pub mod guobiao;
mod legal_waits;
mod riichi;
mod score;
mod situation;
mod split;
pub mod table;

pub use fields::{FIELDS, Field, FieldKind};
pub use legal_waits::LegalWait;
pub use riichi::{Counted, Fu, FuPart, FuSource, Limit, Payment, RiichiScore, Yaku, YakuList};
pub use score::Score;
pub use situation::{Declared, Indicators, Situation, WinBy, Wind, red_fives_written};
pub use split::{Set, SetKind, Shape, Split, Wait};

use crate::engine::Engine;
use crate::error::ScoreError;
use crate::forms::Forms;
use crate::rules::Scoring;
use crate::tiles::hand::Hand;

impl Engine {
    /// The red fives a hand written as MPSZ `hand` holds together with the engine's
    /// melds, by suit (man, pin, sou), as the rules score them: its `0`s and the melds'
    /// red fives where the rules' wall has red fives (a `[riichi]` section's
    /// `red_fives`), none otherwise (国标, town tables, `red_fives = []`: a `0` is a
    /// plain five there). Every face fills [`Situation::red_fives`] with it when the
    /// caller gives no counts of their own.
    ///
    /// ```
    /// use hupai::{Engine, scoring::Situation};
    /// let riichi = Engine::riichi().with_melds(&"067s".parse()?)?;
    /// assert_eq!(riichi.red_fives_in("22m340m456p"), [1, 0, 1]);
    /// let guobiao = Engine::guobiao().with_melds(&"067s".parse()?)?;
    /// assert_eq!(guobiao.red_fives_in("22m340m456p"), [0, 0, 0]);
    /// // So a hand written with its red fives scores them: 1,500 without the melded one.
    /// let mut situation = Situation::ron("8s".parse()?);
    /// situation.red_fives = riichi.red_fives_in("22m345m456p678s");
    /// let score = riichi.score_riichi(&"22m345m456p678s".parse()?, &situation)?;
    /// assert_eq!((score.red_fives, score.payment.total), (1, 2_900));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn red_fives_in(&self, hand: &str) -> [u8; 3] {
        let wall_has_red = (self.rules().scoring.riichi()).is_some_and(|r| !r.red_fives.is_empty());
        if !wall_has_red {
            return [0; 3];
        }
        let (written, melded) = (red_fives_written(hand), self.melds().red_fives());
        std::array::from_fn(|suit| written[suit].saturating_add(melded[suit]))
    }

    /// Whether `hand` wins legally in `situation`: with a yaku (riichi), at the
    /// minimum fans (国标, a fan table). A hand that does not win is `false`; what
    /// the score refuses — a hand or melds it cannot take, an impossible situation,
    /// rules that do not score — is refused with the same error, so that
    /// `is_legal_win` is the score's verdict without its reading.
    ///
    /// ```
    /// use hupai::{Engine, scoring::Situation};
    /// let engine = Engine::riichi().with_melds(&"789s".parse()?)?;
    /// let hand = "234567m22p345s".parse()?;
    /// assert!(!engine.is_legal_win(&hand, &Situation::ron("7m".parse()?))?); // no yaku
    /// assert!(engine.is_win(&hand));                                          // the shape wins
    /// let engine = Engine::riichi().with_melds(&"777z".parse()?)?;
    /// assert!(engine.is_legal_win(&hand, &Situation::ron("7m".parse()?))?);  // Red: yakuhai
    /// // Four 7m indicators beside the 7m held: refused, as the score refuses it.
    /// let mut situation = Situation::ron("7m".parse()?);
    /// situation.dora_indicators = hupai::scoring::Indicators::new(&["7m".parse()?; 4])?;
    /// assert!(engine.is_legal_win(&hand, &situation).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_legal_win(&self, hand: &Hand, situation: &Situation) -> Result<bool, ScoreError> {
        match &self.rules().scoring {
            Scoring::Riichi(riichi) => self.riichi_is_legal_win(hand, situation, riichi),
            Scoring::Guobiao(_) => self.guobiao_is_legal_win(hand, situation),
            Scoring::Table(_) => self.table_is_legal_win(hand, situation),
            _ => Err(ScoreError::NotScored {
                rules: self.rules().name.clone(),
            }),
        }
    }

    /// A hand any scoring takes: no jokers, `size` tiles with the melds.
    pub(crate) fn scorable_size(&self, hand: &Hand, size: usize) -> Result<(), ScoreError> {
        let hand_jokers = self.apply_joker_kinds(hand).jokers();
        if hand_jokers > 0 {
            return Err(ScoreError::Jokers { count: hand_jokers });
        }
        let (concealed, melds) = (hand.len(), self.melds().len());
        if concealed + 3 * melds != size {
            return Err(match size {
                14 => ScoreError::NotFourteen { concealed, melds },
                _ => ScoreError::NotThirteen { concealed, melds },
            });
        }
        Ok(())
    }

    /// The forms a scored hand may be read in, the hand admitted. Under rules whose
    /// shapes are the plain ones (any pair, triplets of honours, no suit rule, seven
    /// pairs of different kinds, no knitted forms) the splits found decide, and the
    /// tables are not asked; otherwise the forms the tables find.
    pub(crate) fn shape_forms(&self, hand: &Hand) -> Result<Forms, ScoreError> {
        use crate::rules::{HonourMelds, PairRule, SevenPairs};
        let rules = self.rules();
        let plain = rules.standard
            && rules.pair == PairRule::Any
            && rules.honour_melds == HonourMelds::Triplets
            && !rules.missing_suit
            && rules.seven_pairs != SevenPairs::FourAsTwoPairs
            && !rules.honours_and_knitted
            && !rules.knitted_straight;
        if plain {
            self.admit(hand)?;
            return Ok(self.forms_played());
        }
        Ok(self.check(hand)?)
    }
}
