//! How riichi rules score a win (the `[riichi]` section of a rules file): the options
//! that differ between tables, parlours and online sites. Rules without the section
//! judge shapes alone and do not score.

use serde::de::Deserializer;
use serde::ser::Serializer;
use serde::{Deserialize, Serialize};

use super::{Named, NamedVisitor, RulesError};
use crate::tiles::tile::{Suit, Tile};

/// Whether and how renhou (人和: a non-dealer's ron before their first draw, no call
/// made) counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Renhou {
    /// Not a yaku (Tenhou, Mahjong Soul).
    #[default]
    Off,
    /// A limit hand of five han (mangan) that combines with other yaku.
    Mangan,
    /// A yakuman.
    Yakuman,
}

impl Named for Renhou {
    const NAMES: &'static [(&'static str, Renhou)] = &[
        ("off", Renhou::Off),
        ("mangan", Renhou::Mangan),
        ("yakuman", Renhou::Yakuman),
    ];
}

serde_by_name!(Renhou);

/// Which discards a chi or pon bans until the caller's next turn (食い替え, kuikae).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Kuikae {
    /// None: any tile may be discarded after a call.
    None,
    /// The called tile's kind.
    Called,
    /// The called tile's kind and, after a chi on an end of the run, the kind at
    /// the run's other end (筋食い替え; Tenhou and Mahjong Soul ban both).
    #[default]
    Suji,
}

/// Which concealed kongs a seat in riichi may declare.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum KanAfterRiichi {
    /// None.
    Never,
    /// A kong of the drawn tile that leaves the waits as they were.
    Waits,
    /// A kong of the drawn tile that leaves the waits as they were and whose kind is
    /// a triplet in every reading of every win the hand waits on (the kong changes
    /// no reading; the common published rule).
    #[default]
    Strict,
}

/// What several rons on one tile do.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum MultipleRon {
    /// Every seat that calls ron wins.
    All,
    /// Only the first of them in turn order from the discarder wins (頭ハネ).
    HeadBump,
    /// Two may win; three abort the round (三家和; Tenhou).
    #[default]
    TwoThenAbort,
}

impl Named for Kuikae {
    const NAMES: &'static [(&'static str, Kuikae)] = &[
        ("none", Kuikae::None),
        ("called", Kuikae::Called),
        ("suji", Kuikae::Suji),
    ];
}

impl Named for KanAfterRiichi {
    const NAMES: &'static [(&'static str, KanAfterRiichi)] = &[
        ("never", KanAfterRiichi::Never),
        ("waits", KanAfterRiichi::Waits),
        ("strict", KanAfterRiichi::Strict),
    ];
}

impl Named for MultipleRon {
    const NAMES: &'static [(&'static str, MultipleRon)] = &[
        ("all", MultipleRon::All),
        ("head-bump", MultipleRon::HeadBump),
        ("two-then-abort", MultipleRon::TwoThenAbort),
    ];
}

/// The rounds a game plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum GameLength {
    /// East 1–4 (東風戦).
    East,
    /// East and South, 1–4 each (半荘戦).
    #[default]
    South,
}

impl GameLength {
    /// The number of the game's last round (3: East 4; 7: South 4).
    ///
    /// ```
    /// assert_eq!(hupai::rules::GameLength::South.last_round(), 7);
    /// ```
    pub fn last_round(self) -> u8 {
        match self {
            GameLength::East => 3,
            GameLength::South => 7,
        }
    }
}

impl Named for GameLength {
    const NAMES: &'static [(&'static str, GameLength)] =
        &[("east", GameLength::East), ("south", GameLength::South)];
}

/// When a seat's points end the game (飛び, tobi).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Busting {
    /// Never: play goes on below zero.
    Off,
    /// Below zero (Tenhou).
    #[default]
    BelowZero,
    /// At zero or below (Mahjong Soul).
    AtZero,
}

impl Busting {
    /// Whether a seat holding `points` ends the game.
    ///
    /// ```
    /// use hupai::rules::Busting;
    /// assert!(!Busting::BelowZero.busts(0) && Busting::AtZero.busts(0) && !Busting::Off.busts(-1));
    /// ```
    pub fn busts(self, points: i64) -> bool {
        match self {
            Busting::Off => false,
            Busting::BelowZero => points < 0,
            Busting::AtZero => points <= 0,
        }
    }
}

impl Named for Busting {
    const NAMES: &'static [(&'static str, Busting)] = &[
        ("off", Busting::Off),
        ("below-zero", Busting::BelowZero),
        ("at-zero", Busting::AtZero),
    ];
}

/// What a seat liable for a yakuman (pao: it fed the call that made big three
/// dragons or big four winds) pays when the win holds other yakuman beside it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Pao {
    /// The whole win: all of a tsumo, half of a ron (Tenhou).
    #[default]
    Whole,
    /// Only the yakuman it answers for; the rest is paid as usual (Mahjong Soul).
    Yakuman,
}

impl Named for Pao {
    const NAMES: &'static [(&'static str, Pao)] =
        &[("whole", Pao::Whole), ("yakuman", Pao::Yakuman)];
}

serde_by_name!(
    Kuikae,
    KanAfterRiichi,
    MultipleRon,
    GameLength,
    Busting,
    Pao
);

/// The scoring options of riichi rules. The defaults are the common online-play
/// rules (Tenhou and Mahjong Soul agree on them): open tanyao, one red five of each
/// suit, double yakuman, no kiriage mangan, counted (kazoe) yakuman, no renhou.
///
/// ```
/// let rules = hupai::rules::Rules::from_toml("name = \"house\"\n[riichi]\nkiriage = true\nred_fives = []")?;
/// let riichi = rules.scoring.riichi().unwrap();
/// assert!(riichi.kiriage && riichi.open_tanyao && riichi.red_fives.is_empty());
/// # Ok::<(), hupai::rules::RulesError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
#[non_exhaustive]
pub struct RiichiRules {
    /// Players at the table: 4, or 3 (sanma: no chii, a tsumo is paid by the two
    /// others alone, the dora after a 1m indicator is 9m).
    pub players: u8,
    /// Whether tanyao (all simples) counts in an open hand (kuitan).
    pub open_tanyao: bool,
    /// The red fives of the wall, one entry a copy (`["5m", "5p", "5s"]`; a rules
    /// file may write them `0m`…): each held is a dora. Empty: no red fives.
    pub red_fives: Vec<Tile>,
    /// Whether the four big winds, a suuankou won on the pair, junsei chuuren and a
    /// thirteen-sided kokushi are double yakuman.
    pub double_yakuman: bool,
    /// Kiriage mangan: 4 han 30 fu and 3 han 60 fu are paid as mangan.
    pub kiriage: bool,
    /// Whether 13 han or more of ordinary yaku and dora is a yakuman (kazoe); when
    /// not, it is paid as sanbaiman.
    pub kazoe_yakuman: bool,
    /// Whether and how renhou counts.
    pub renhou: Renhou,
    // The options of the legal actions (docs/actions.md). A table file's rules text
    // leaves out those at their defaults, so files written before them read the same.
    /// What a chi or pon bans from the discard that follows it.
    #[serde(skip_serializing_if = "is_default")]
    pub kuikae: Kuikae,
    /// Which concealed kongs a seat in riichi may declare.
    #[serde(skip_serializing_if = "is_default")]
    pub kan_after_riichi: KanAfterRiichi,
    /// What several rons on one discard do.
    #[serde(skip_serializing_if = "is_default")]
    pub multiple_ron: MultipleRon,
    /// Whether thirteen orphans may ron the tile of another seat's concealed kong
    /// (an added kong may be robbed by any win).
    #[serde(skip_serializing_if = "is_true")]
    pub kokushi_robs_concealed_kan: bool,
    /// The fewest points a seat declares riichi with (its 1,000-point stick).
    #[serde(skip_serializing_if = "is_default_min_points")]
    pub riichi_min_points: u32,
    /// The fewest tiles left in the live wall when riichi is declared (a draw still
    /// to come after it).
    #[serde(skip_serializing_if = "is_default_min_wall")]
    pub riichi_min_wall: u8,
    /// Whether a seat may abort the round with nine different terminals and honours
    /// on its first draw of an uninterrupted first go-around (九種九牌).
    #[serde(skip_serializing_if = "is_true")]
    pub nine_terminals: bool,
    /// Whether four kongs made by more than one seat abort the round once the
    /// discard after the fourth passes (四槓散了); one seat's four play on.
    #[serde(skip_serializing_if = "is_true")]
    pub four_kong_abort: bool,
    /// Whether four seats in riichi abort the round once the fourth riichi's discard
    /// passes (四家立直).
    #[serde(skip_serializing_if = "is_true")]
    pub four_riichi_abort: bool,
    // How the game ends (docs/settlement.md).
    /// The rounds the game plays before its last: East only, or East and South.
    #[serde(skip_serializing_if = "is_default")]
    pub game_length: GameLength,
    /// The points a seat must reach for the game to end after its last round (else
    /// it goes on into West, until someone reaches them or West 4 ends).
    #[serde(skip_serializing_if = "is_default_target")]
    pub target_points: i64,
    /// Whether, no seat at the target after the last round, the game goes on into
    /// West (else it ends there).
    #[serde(skip_serializing_if = "is_true")]
    pub west_extension: bool,
    /// When a seat's points end the game (tobi).
    #[serde(skip_serializing_if = "is_default")]
    pub busting: Busting,
    /// Whether the last round's dealer winning in first place, with the target
    /// reached, ends the game (agari-yame, as Tenhou plays it: always taken).
    #[serde(skip_serializing_if = "is_true")]
    pub agari_yame: bool,
    /// Whether the last round's dealer tenpai at an exhaustive draw in first place,
    /// with the target reached, ends the game (tenpai-yame).
    #[serde(skip_serializing_if = "is_true")]
    pub tenpai_yame: bool,
    // What a round pays (docs/settlement.md).
    /// Whether an abortive draw keeps the deal with the dealer (else it passes, as an
    /// exhaustive draw's with the dealer not tenpai); either way a honba is added.
    #[serde(skip_serializing_if = "is_true")]
    pub abort_keeps_deal: bool,
    /// Whether at an exhaustive draw a wait on a kind the seat holds all four of (in
    /// hand and melds) makes it tenpai; `false` (Tenhou, Mahjong Soul): such a wait
    /// does not count ([`crate::Engine::tenpai_at_draw`]).
    #[serde(skip_serializing_if = "is_false")]
    pub held_wait_tenpai: bool,
    /// Whether nagashi mangan (流し満貫) is paid at an exhaustive draw.
    #[serde(skip_serializing_if = "is_true")]
    pub nagashi_mangan: bool,
    /// What a liable seat pays of a win holding other yakuman beside its own.
    #[serde(skip_serializing_if = "is_default")]
    pub pao: Pao,
    /// The points each seat starts the game with; `None`: Tenhou's (25,000, or
    /// 35,000 with three players). See [`RiichiRules::payout`].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub starting_points: Option<i64>,
    /// The points each seat returns at the game's end, the first place taking what
    /// the others return beyond what they started with (the oka); `None`: Tenhou's
    /// (30,000, or 40,000 with three players).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub return_points: Option<i64>,
    /// The bonus of each rank at the game's end (uma), first place first, in points,
    /// one a player; `None`: Tenhou's (+20,000 / +10,000 / −10,000 / −20,000, or
    /// +15,000 / 0 / −15,000 with three players).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub uma: Option<Vec<i64>>,
}

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

fn is_true(value: &bool) -> bool {
    *value
}

fn is_false(value: &bool) -> bool {
    !*value
}

fn is_default_min_points(points: &u32) -> bool {
    *points == RiichiRules::default().riichi_min_points
}

fn is_default_target(points: &i64) -> bool {
    *points == RiichiRules::default().target_points
}

fn is_default_min_wall(tiles: &u8) -> bool {
    *tiles == RiichiRules::default().riichi_min_wall
}

impl Default for RiichiRules {
    fn default() -> RiichiRules {
        let five = |suit| Tile::new(suit, 5).expect("a five");
        RiichiRules {
            players: 4,
            open_tanyao: true,
            red_fives: vec![five(Suit::Man), five(Suit::Pin), five(Suit::Sou)],
            double_yakuman: true,
            kiriage: false,
            kazoe_yakuman: true,
            renhou: Renhou::Off,
            kuikae: Kuikae::Suji,
            kan_after_riichi: KanAfterRiichi::Strict,
            multiple_ron: MultipleRon::TwoThenAbort,
            kokushi_robs_concealed_kan: true,
            riichi_min_points: 1_000,
            riichi_min_wall: 4,
            nine_terminals: true,
            four_kong_abort: true,
            four_riichi_abort: true,
            game_length: GameLength::South,
            target_points: 30_000,
            west_extension: true,
            busting: Busting::BelowZero,
            agari_yame: true,
            tenpai_yame: true,
            abort_keeps_deal: true,
            held_wait_tenpai: false,
            nagashi_mangan: true,
            pao: Pao::Whole,
            starting_points: None,
            return_points: None,
            uma: None,
        }
    }
}

impl RiichiRules {
    /// How the game's final points become its scores: the rules' starting points,
    /// return points and uma, Tenhou's for the number of players where not given.
    ///
    /// ```
    /// let payout = hupai::rules::RiichiRules::default().payout();
    /// assert_eq!((payout.starting_points, payout.return_points), (25_000, 30_000));
    /// assert_eq!(payout.uma, [20_000, 10_000, -10_000, -20_000]);
    /// ```
    pub fn payout(&self) -> Payout {
        let three = self.players == 3;
        Payout {
            starting_points: (self.starting_points).unwrap_or(if three { 35_000 } else { 25_000 }),
            return_points: (self.return_points).unwrap_or(if three { 40_000 } else { 30_000 }),
            uma: self.uma.clone().unwrap_or_else(|| match three {
                true => vec![15_000, 0, -15_000],
                false => vec![20_000, 10_000, -10_000, -20_000],
            }),
        }
    }

    /// Red fives of each number suit in the wall (man, pin, sou).
    ///
    /// ```
    /// assert_eq!(hupai::rules::RiichiRules::default().red_fives_by_suit(), [1, 1, 1]);
    /// ```
    pub fn red_fives_by_suit(&self) -> [u8; 3] {
        let mut by_suit = [0u8; 3];
        for tile in &self.red_fives {
            if let Some(slot) = by_suit.get_mut(tile.suit() as usize) {
                *slot = slot.saturating_add(1);
            }
        }
        by_suit
    }

    /// Refuses options that make no sense, given the kinds in play.
    pub(super) fn validate(&self, in_play: impl Fn(Tile) -> bool) -> Result<(), RulesError> {
        let invalid = |message: String| {
            Err(RulesError::Invalid {
                field: "riichi",
                message,
            })
        };
        if !(3..=4).contains(&self.players) {
            return invalid(format!(
                "players = {}: riichi is played by 3 or 4",
                self.players
            ));
        }
        if let Some(tile) = self
            .red_fives
            .iter()
            .find(|t| t.rank() != 5 || !t.suit().is_numbered())
        {
            return invalid(format!("red_fives: {tile} is not a five of a number suit"));
        }
        if let Some(tile) = self.red_fives.iter().find(|&&t| !in_play(t)) {
            return invalid(format!("red_fives: {tile} is not in play"));
        }
        if self.red_fives_by_suit().iter().any(|&n| n > 4) {
            return invalid("red_fives: more than four red copies of one five".into());
        }
        if let Some(uma) = self
            .uma
            .as_ref()
            .filter(|u| u.len() != usize::from(self.players))
        {
            return invalid(format!(
                "uma: {} ranks' bonuses for {} players",
                uma.len(),
                self.players
            ));
        }
        Ok(())
    }
}

/// How a game's final points become its scores (順位点): the points each seat
/// started with, the points returned (the first place takes the difference of all
/// seats, the oka) and the bonus of each rank (the uma), in points.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct Payout {
    /// Each seat's points at the start.
    pub starting_points: i64,
    /// The points a seat's score counts from.
    pub return_points: i64,
    /// The bonus of each rank, first to last.
    pub uma: Vec<i64>,
}

impl Payout {
    /// Tenhou's four-player ranked games: 25,000 started, 30,000 returned, uma
    /// +20,000 / +10,000 / −10,000 / −20,000.
    ///
    /// ```
    /// assert_eq!(hupai::rules::Payout::tenhou().uma[0], 20_000);
    /// ```
    pub fn tenhou() -> Payout {
        Payout {
            starting_points: 25_000,
            return_points: 30_000,
            uma: vec![20_000, 10_000, -10_000, -20_000],
        }
    }
}
