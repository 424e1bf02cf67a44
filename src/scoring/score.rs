//! The one scoring door: [`Engine::score`] scores a win under whichever system the
//! rules hold, and [`Score`] answers what every face asks of any of the three — legal
//! or not, points, the reading, the system's name — and writes itself as a line and
//! (under `serde`) as the command line's JSON.

use std::fmt;

use super::guobiao::FanScore;
use super::riichi::RiichiScore;
use super::situation::Situation;
use super::table::TableScore;
use crate::engine::Engine;
use crate::error::ScoreError;
use crate::rules::Scoring;
use crate::tiles::hand::Hand;
use crate::tiles::tile::Tile;

/// A win's score under the rules' scoring system.
///
/// ```
/// use hupai::{Engine, scoring::{Score, Situation}};
/// let situation: Situation = "win=6s seat=south riichi dora=1m".parse()?;
/// let score = Engine::riichi().score(&"22m345m456p456678s".parse()?, &situation)?;
/// assert!(matches!(score, Score::Riichi(_)) && score.is_legal());
/// assert_eq!((score.system(), score.points()), ("riichi", 8_000));
/// let score = Engine::guobiao().score(&"123456789m22p345s".parse()?, &"win=5s".parse()?)?;
/// assert_eq!((score.system(), score.points(), score.is_legal()), ("guobiao", 20, true));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Score {
    /// Riichi's: yaku, han, fu, the limit and the payments.
    Riichi(RiichiScore),
    /// 国标's: its fans.
    Guobiao(FanScore),
    /// A town's fan table's: its fans and points.
    Table(TableScore),
}

impl Score {
    /// Whether the win may be declared: a yaku (riichi), the minimum fans (国标, a
    /// fan table).
    ///
    /// ```
    /// let engine = hupai::Engine::riichi().with_melds(&"789s".parse()?)?;
    /// let score = engine.score(&"234567m22p345s".parse()?, &"win=7m".parse()?)?;
    /// assert!(!score.is_legal()); // open, no yaku
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_legal(&self) -> bool {
        match self {
            Score::Riichi(score) => score.has_yaku(),
            Score::Guobiao(score) => score.is_legal(),
            Score::Table(score) => score.is_legal(),
        }
    }

    /// What it is worth: riichi's points paid in all, 国标's fans (flowers
    /// included), a table's points.
    ///
    /// ```
    /// let score = hupai::Engine::builtin("sichuan")?.score(&"11122233345699m".parse()?, &"win=9m tsumo".parse()?)?;
    /// assert_eq!(score.points(), 8); // 清一色 and 自摸: fans 3, doubling
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn points(&self) -> u64 {
        match self {
            Score::Riichi(score) => score.payment.total.into(),
            Score::Guobiao(score) => score.total.into(),
            Score::Table(score) => score.points,
        }
    }

    /// The reading counted: its sets and pair, the wait's set marked.
    ///
    /// ```
    /// let score = hupai::Engine::riichi().score(&"22m345m456p456678s".parse()?, &"win=6s".parse()?)?;
    /// assert_eq!(score.reading(), "345m 456p 456s 678s 22m, won on 6s (two-sided)");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn reading(&self) -> String {
        match self {
            Score::Riichi(score) => score.split.to_string(),
            Score::Guobiao(score) => score.reading.to_string(),
            Score::Table(score) => score.reading.clone(),
        }
    }

    /// The system that scored it: `riichi`, `guobiao` or `table` (as
    /// [`Scoring::name`]).
    ///
    /// ```
    /// let score = hupai::Engine::builtin("changsha")?.score(&"123456789m22p345s".parse()?, &"win=2p".parse()?)?;
    /// assert_eq!(score.system(), "table");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn system(&self) -> &'static str {
        match self {
            Score::Riichi(_) => "riichi",
            Score::Guobiao(_) => "guobiao",
            Score::Table(_) => "table",
        }
    }

    /// The tile that completed the hand.
    ///
    /// ```
    /// let score = hupai::Engine::guobiao().score(&"123456789m22p345s".parse()?, &"win=5s".parse()?)?;
    /// assert_eq!(score.winning_tile().to_string(), "5s");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn winning_tile(&self) -> Tile {
        match self {
            Score::Riichi(score) => score.split.winning_tile,
            Score::Guobiao(score) => score.winning_tile,
            Score::Table(score) => score.winning_tile,
        }
    }
}

impl Engine {
    /// The score of a win under the rules' scoring system — riichi, 国标 or a town's
    /// fan table — on its reading worth most: `hand` is the concealed tiles, the
    /// winning tile among them, the melds the engine's. The one door every face
    /// calls; [`Engine::score_riichi`], [`Engine::score_guobiao`] and
    /// [`Engine::score_table`] answer the same with their system's own type.
    ///
    /// Refused, with a typed error: rules that do not score; a hand that does not win,
    /// holds jokers the system does not take, or is not 14 tiles with its melds; an
    /// impossible situation, or one setting a field the system does not count
    /// ([`FIELDS`](crate::scoring::FIELDS)).
    ///
    /// ```
    /// use hupai::{Engine, scoring::Situation};
    /// let hand = "111m234567m789m77z".parse()?;
    /// let score = Engine::builtin("sichuan")?.score(&hand, &"win=7z tsumo".parse()?);
    /// assert!(score.is_err()); // sichuan plays no honours
    /// let error = Engine::riichi().score(&"22m345m456p456678s".parse()?, &"win=6s flowers=1".parse()?);
    /// assert_eq!(error.unwrap_err().to_string(),
    ///     "`flowers` is not counted by riichi scoring; it is counted by guobiao");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn score(&self, hand: &Hand, situation: &Situation) -> Result<Score, ScoreError> {
        match &self.rules().scoring {
            Scoring::Riichi(_) => self.score_riichi(hand, situation).map(Score::Riichi),
            Scoring::Guobiao(_) => self.score_guobiao(hand, situation).map(Score::Guobiao),
            Scoring::Table(_) => self.score_table(hand, situation).map(Score::Table),
            _ => Err(ScoreError::NotScored {
                rules: self.rules().name.clone(),
            }),
        }
    }
}

/// One line: `…: 5 han 30 fu mangan, ron 8000, total 8000; riichi 1, …; reading`
/// (riichi), `…: 27 fans (2 flowers), a win; 清龙 16, …; reading` (国标), `…: 8 points
/// (fans 3), a win; 清一色 2, …; jokers as 5m; reading` (a table).
impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Score::Riichi(score) => riichi_line(score, f),
            Score::Guobiao(score) => fans_line(score, f),
            Score::Table(score) => table_line(score, f),
        }
    }
}

/// `n fan`/`n fans`, `n point`/`n points`.
pub(crate) fn counted(count: u64, unit: &str) -> String {
    match count {
        1 => format!("1 {unit}"),
        n => format!("{n} {unit}s"),
    }
}

fn riichi_line(score: &RiichiScore, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let win = score.split.winning_tile;
    if !score.has_yaku() {
        let dora = score.dora + score.red_fives;
        return write!(f, "no yaku (won on {win}; {dora} dora)");
    }
    let yaku: Vec<String> = (score.yaku.iter())
        .map(|c| format!("{} {}", c.yaku, c.han))
        .collect();
    let limit = score.limit.name();
    let value = match score.yakuman {
        0 => format!("{} han {} fu", score.han, score.fu.total()),
        _ => limit.to_string(),
    };
    let limit = match (score.yakuman, limit) {
        (0, name) if !name.is_empty() => format!(" {name}"),
        _ => String::new(),
    };
    let payment = &score.payment;
    let paid = match (payment.ron, payment.dealer) {
        (ron, _) if ron > 0 => format!("ron {ron}"),
        (0, 0) => format!("tsumo {} all", payment.non_dealer),
        (_, dealer) => format!("tsumo {}/{dealer}", payment.non_dealer),
    };
    let dora: String = [
        ("dora", score.dora),
        ("ura", score.ura_dora),
        ("red", score.red_fives),
    ]
    .iter()
    .filter(|(_, n)| *n > 0)
    .map(|(what, n)| format!(", {what} {n}"))
    .collect();
    write!(
        f,
        "{value}{limit}, {paid}, total {}; {}{dora}; {}",
        payment.total,
        yaku.join(", "),
        score.split
    )
}

fn fans_line(score: &FanScore, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let flowers = match score.flowers {
        0 => String::new(),
        n => format!(" ({n} flowers)"),
    };
    let legal = match score.is_legal() {
        true => "a win".to_string(),
        false => format!("under {} fans, no win", score.minimum),
    };
    let fans = counted(score.total.into(), "fan");
    write!(
        f,
        "{fans}{flowers}, {legal}; {}; {}",
        score.fans, score.reading
    )
}

fn table_line(score: &TableScore, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let legal = match score.is_legal() {
        true => "a win".to_string(),
        false => format!("under the minimum {}, no win", score.minimum),
    };
    let fans: Vec<String> = (score.fans.iter())
        .map(|fan| match fan.times {
            1 => format!("{} {}", fan.name, fan.value),
            n => format!("{} {} ×{n}", fan.name, fan.value),
        })
        .collect();
    let fans = match fans.is_empty() {
        true => "no fan".to_string(),
        false => fans.join(", "),
    };
    let jokers: String = match score.stand_ins.is_empty() {
        true => String::new(),
        false => {
            let tiles: Vec<String> = score.stand_ins.iter().map(Tile::to_string).collect();
            format!("; jokers as {}", tiles.join(" "))
        }
    };
    let points = counted(score.points, "point");
    let total = score.total;
    write!(
        f,
        "{points} (fans {total}), {legal}; {fans}{jokers}; {}",
        score.reading
    )
}

/// The JSON of a score, in the command line's shapes: riichi's `winning_tile,
/// has_yaku, yaku, yakuman, han, fu, fu_parts, dora, ura_dora, red_fives, limit,
/// basic_points, payment, split, wait`; 国标's `winning_tile, legal, fans, fan_total,
/// flowers, total, minimum, reading`; a table's `winning_tile, legal, fans, total,
/// points, minimum, stand_ins, reading`.
///
/// ```
/// # #[cfg(feature = "serde")] {
/// let score = hupai::Engine::guobiao().score(&"123456789m22p345s".parse()?, &"win=5s".parse()?)?;
/// let json = serde_json::to_value(&score)?;
/// assert_eq!((json["legal"].as_bool(), json["fans"][0]["name"].as_str()), (Some(true), Some("清龙")));
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "serde")]
impl serde::Serialize for Score {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Score::Riichi(score) => json::riichi(score).serialize(serializer),
            Score::Guobiao(score) => json::guobiao(score).serialize(serializer),
            Score::Table(score) => json::table(score).serialize(serializer),
        }
    }
}

#[cfg(feature = "serde")]
mod json {
    use serde::Serialize;

    use super::{FanScore, RiichiScore, TableScore};
    use crate::scoring::Limit;

    #[derive(Serialize)]
    pub(super) struct Riichi {
        winning_tile: String,
        has_yaku: bool,
        yaku: Vec<Yaku>,
        yakuman: u8,
        han: u8,
        fu: u8,
        fu_parts: Vec<FuPart>,
        dora: u8,
        ura_dora: u8,
        red_fives: u8,
        /// `null` below mangan.
        limit: Option<&'static str>,
        basic_points: u32,
        payment: Payment,
        split: String,
        wait: &'static str,
    }

    #[derive(Serialize)]
    struct Yaku {
        name: &'static str,
        japanese: &'static str,
        han: u8,
        yakuman: bool,
    }

    #[derive(Serialize)]
    struct FuPart {
        source: String,
        fu: u8,
    }

    #[derive(Serialize)]
    struct Payment {
        ron: u32,
        dealer: u32,
        non_dealer: u32,
        total: u32,
    }

    pub(super) fn riichi(score: &RiichiScore) -> Riichi {
        Riichi {
            winning_tile: score.split.winning_tile.to_string(),
            has_yaku: score.has_yaku(),
            yaku: (score.yaku.iter())
                .map(|c| Yaku {
                    name: c.yaku.name(),
                    japanese: c.yaku.japanese(),
                    han: c.han,
                    yakuman: c.yaku.is_yakuman(),
                })
                .collect(),
            yakuman: score.yakuman,
            han: score.han,
            fu: score.fu.total(),
            fu_parts: (score.fu.parts())
                .map(|p| FuPart {
                    source: p.source.to_string(),
                    fu: p.fu,
                })
                .collect(),
            dora: score.dora,
            ura_dora: score.ura_dora,
            red_fives: score.red_fives,
            limit: (score.limit != Limit::None).then(|| score.limit.name()),
            basic_points: score.basic_points,
            payment: Payment {
                ron: score.payment.ron,
                dealer: score.payment.dealer,
                non_dealer: score.payment.non_dealer,
                total: score.payment.total,
            },
            split: score.split.to_string(),
            wait: score.split.wait.name(),
        }
    }

    #[derive(Serialize)]
    pub(super) struct Guobiao {
        winning_tile: String,
        legal: bool,
        fans: Vec<Fan>,
        fan_total: u16,
        flowers: u8,
        total: u16,
        minimum: u8,
        reading: String,
    }

    #[derive(Serialize)]
    struct Fan {
        name: &'static str,
        english: &'static str,
        value: u8,
        count: u8,
    }

    pub(super) fn guobiao(score: &FanScore) -> Guobiao {
        Guobiao {
            winning_tile: score.winning_tile.to_string(),
            legal: score.is_legal(),
            fans: (score.fans.iter())
                .map(|(fan, count)| Fan {
                    name: fan.chinese(),
                    english: fan.english(),
                    value: fan.value(),
                    count,
                })
                .collect(),
            fan_total: score.fan_total,
            flowers: score.flowers,
            total: score.total,
            minimum: score.minimum,
            reading: score.reading.to_string(),
        }
    }

    #[derive(Serialize)]
    pub(super) struct Table<'a> {
        winning_tile: String,
        legal: bool,
        fans: Vec<TableFan<'a>>,
        total: u64,
        points: u64,
        minimum: u64,
        stand_ins: Vec<String>,
        reading: &'a str,
    }

    #[derive(Serialize)]
    struct TableFan<'a> {
        name: &'a str,
        value: u32,
        times: u8,
    }

    pub(super) fn table(score: &TableScore) -> Table<'_> {
        Table {
            winning_tile: score.winning_tile.to_string(),
            legal: score.is_legal(),
            fans: (score.fans.iter())
                .map(|f| TableFan {
                    name: &f.name,
                    value: f.value,
                    times: f.times,
                })
                .collect(),
            total: score.total,
            points: score.points,
            minimum: score.minimum,
            stand_ins: score.stand_ins.iter().map(|t| t.to_string()).collect(),
            reading: &score.reading,
        }
    }
}
