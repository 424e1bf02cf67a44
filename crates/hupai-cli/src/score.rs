//! `hupai score`: what a win is worth (riichi: yaku, han, fu, limit, payments; 国标:
//! fans), or for a waiting hand which waits win legally by ron and by tsumo.

use clap::{Args, ValueEnum};
use hupai::error::ScoreError;
use hupai::rules::TileSet;
use hupai::scoring::guobiao::FanScore;
use hupai::scoring::table::TableScore;
use hupai::scoring::{Declared, Indicators, LegalWait, Limit, Score, Situation};
use hupai::{Engine, Hand, Tile};
use serde::{Deserialize, Serialize};

use crate::Format;
use crate::batch::Verdict;
use crate::{HandArgs, option_error};

/// The hands to score and the situation of the win.
#[derive(Debug, Args)]
pub struct ScoreArgs {
    #[command(flatten)]
    pub hands: HandArgs,
    #[command(flatten)]
    pub situation: SituationArgs,
}

/// The situation of a win, as the command line's options and as the HTTP API's
/// `situation` object (the same names; a field left out takes the option's default).
#[derive(Debug, Args, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SituationArgs {
    /// The winning tile; default: the last tile written in each hand.
    #[arg(long, value_name = "TILE")]
    win: Option<String>,
    /// Won by tsumo (self-drawn); without it, by ron.
    #[arg(long)]
    tsumo: bool,
    /// The winner's seat wind (east is the dealer): east, south, west, north or 1z-4z.
    #[arg(long, value_name = "WIND", default_value = "east")]
    seat: String,
    /// The round wind.
    #[arg(long = "round", value_name = "WIND", default_value = "east")]
    #[serde(rename = "round")]
    round_wind: String,
    /// Riichi declared.
    #[arg(long, value_enum, default_value_t = RiichiArg::None)]
    riichi: RiichiArg,
    /// Won within a go-around of riichi (一発).
    #[arg(long)]
    ippatsu: bool,
    /// Won on the last tile (haitei by tsumo, houtei by ron; 国标 妙手回春, 海底捞月).
    #[arg(long)]
    last_tile: bool,
    /// Won on the tile drawn after a kong (rinshan; 国标 杠上开花).
    #[arg(long)]
    after_kong: bool,
    /// Won by robbing a kong (chankan; 国标 抢杠和).
    #[arg(long)]
    robbing_kong: bool,
    /// Won by ron on the tile the discarder threw right after their own kong
    /// (杠上炮: fan tables that count it, such as sichuan's).
    #[arg(long)]
    kong_discard: bool,
    /// 国标: flowers and seasons held (花牌, 0 to 8).
    #[arg(long, value_name = "N", default_value_t = 0)]
    flowers: u8,
    /// 国标: won on the last copy of its kind, three shown (和绝张).
    #[arg(long)]
    last_of_kind: bool,
    /// Won in the first go-around, no call made (tenhou, chiihou; renhou where the
    /// rules count it).
    #[arg(long)]
    first_turn: bool,
    /// Dora indicators in MPSZ (1m4z).
    #[arg(long, value_name = "TILES", default_value = "")]
    dora: String,
    /// Ura-dora indicators in MPSZ (counted with riichi).
    #[arg(long, value_name = "TILES", default_value = "")]
    ura: String,
    /// Honba sticks.
    #[arg(long, value_name = "N", default_value_t = 0)]
    honba: u8,
    /// Riichi sticks on the table.
    #[arg(long, value_name = "N", default_value_t = 0)]
    sticks: u8,
}

impl Default for SituationArgs {
    /// The options' defaults, as clap gives them when none is written (a ron in the
    /// east seat of the east round): one source for the command line and the API.
    fn default() -> SituationArgs {
        #[derive(clap::Parser)]
        struct NoOptions {
            #[command(flatten)]
            situation: SituationArgs,
        }
        <NoOptions as clap::Parser>::try_parse_from(["score"])
            .map(|parsed| parsed.situation)
            .expect("every option has a default")
    }
}

/// `--riichi`'s values; in the API's JSON also `true` and `false`, as every package
/// spells a declared riichi.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum RiichiArg {
    /// No riichi.
    None,
    /// Riichi.
    Riichi,
    /// Double riichi.
    Double,
}

impl<'de> Deserialize<'de> for RiichiArg {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<RiichiArg, D::Error> {
        struct Riichi;
        impl serde::de::Visitor<'_> for Riichi {
            type Value = RiichiArg;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(r#"true, false, "none", "riichi" or "double""#)
            }
            fn visit_bool<E>(self, declared: bool) -> Result<RiichiArg, E> {
                Ok(match declared {
                    true => RiichiArg::Riichi,
                    false => RiichiArg::None,
                })
            }
            fn visit_str<E: serde::de::Error>(self, word: &str) -> Result<RiichiArg, E> {
                RiichiArg::from_str(word, false)
                    .map_err(|_| E::invalid_value(serde::de::Unexpected::Str(word), &self))
            }
        }
        deserializer.deserialize_any(Riichi)
    }
}

impl SituationArgs {
    /// The situation described (winning tile and red fives set per hand) and the
    /// winning tile given, if any.
    pub fn read(&self) -> Result<(Situation, Option<Tile>), String> {
        Ok((self.situation()?, self.winning_tile()?))
    }

    /// The situation the options describe (winning tile and red fives set per hand).
    fn situation(&self) -> Result<Situation, String> {
        let placeholder: Tile = "1m".parse().expect("a tile");
        let mut situation = match self.tsumo {
            true => Situation::tsumo(placeholder),
            false => Situation::ron(placeholder),
        };
        situation.seat_wind = self
            .seat
            .parse()
            .map_err(|e| option_error("--seat", &self.seat, e))?;
        situation.round_wind =
            (self.round_wind.parse()).map_err(|e| option_error("--round", &self.round_wind, e))?;
        situation.declared = match self.riichi {
            RiichiArg::None => Declared::None,
            RiichiArg::Riichi => Declared::Riichi,
            RiichiArg::Double => Declared::DoubleRiichi,
        };
        situation.ippatsu = self.ippatsu;
        situation.last_tile = self.last_tile;
        situation.after_kong = self.after_kong;
        situation.robbing_kong = self.robbing_kong;
        situation.kong_discard = self.kong_discard;
        situation.first_turn = self.first_turn;
        situation.dora_indicators = indicators("--dora", &self.dora)?;
        situation.ura_indicators = indicators("--ura", &self.ura)?;
        situation.honba = self.honba;
        situation.riichi_sticks = self.sticks;
        situation.flowers = self.flowers;
        situation.last_of_kind = self.last_of_kind;
        Ok(situation)
    }

    /// The winning tile given, if any.
    fn winning_tile(&self) -> Result<Option<Tile>, String> {
        (self.win.as_deref())
            .map(|text| {
                text.parse()
                    .map_err(|e: hupai::ParseError| option_error("--win", text, e))
            })
            .transpose()
    }
}

/// Indicators written in MPSZ (in tile order), at most five.
fn indicators(option: &str, text: &str) -> Result<Indicators, String> {
    if text.trim().is_empty() {
        return Ok(Indicators::NONE);
    }
    let hand: Hand = text
        .parse()
        .map_err(|e: hupai::ParseError| option_error(option, text, e))?;
    if hand.jokers() > 0 {
        return Err(option_error(
            option,
            text,
            "an indicator is a tile, not a joker",
        ));
    }
    let tiles: Vec<Tile> = hand.tiles().collect();
    Indicators::new(&tiles).map_err(|e| option_error(option, text, e))
}

/// The last tile written in MPSZ text: `123m456p789s11z22z` → 2z.
fn last_written(text: &str) -> Option<Tile> {
    let mut chars = text.trim_end().chars().rev();
    let suit = chars.next()?;
    let rank = chars.next()?;
    format!("{rank}{suit}").parse().ok()
}

/// One scored hand in JSON: the hand, then the score's every field.
#[derive(Serialize)]
struct Scored<'a> {
    hand: &'a Hand,
    winning_tile: String,
    has_yaku: bool,
    yaku: Vec<YakuJson>,
    yakuman: u8,
    han: u8,
    fu: u8,
    fu_parts: Vec<FuJson>,
    dora: u8,
    ura_dora: u8,
    red_fives: u8,
    /// `null` below mangan.
    limit: Option<&'static str>,
    basic_points: u32,
    payment: PaymentJson,
    split: String,
    wait: &'static str,
}

#[derive(Serialize)]
struct YakuJson {
    name: &'static str,
    japanese: &'static str,
    han: u8,
    yakuman: bool,
}

#[derive(Serialize)]
struct FuJson {
    source: String,
    fu: u8,
}

#[derive(Serialize)]
struct PaymentJson {
    ron: u32,
    dealer: u32,
    non_dealer: u32,
    total: u32,
}

/// One waiting hand's legal waits in JSON.
#[derive(Serialize)]
struct Waiting<'a> {
    hand: &'a Hand,
    waits: Vec<WaitJson>,
}

#[derive(Serialize)]
struct WaitJson {
    tile: String,
    ron: bool,
    tsumo: bool,
    ron_points: u64,
    tsumo_points: u64,
}

/// The verdict on one hand: a score for a winning hand, legal waits for a waiting one.
pub fn verdict(
    engine: &Engine,
    hand: &Hand,
    text: &str,
    situation: &Situation,
    win: Option<Tile>,
    format: Format,
) -> Result<Verdict, String> {
    scored(engine, hand, text, situation, win, format).map_err(Refusal::message)
}

/// Why a hand was not scored: its situation is impossible (the HTTP API names the
/// `situation` field), or anything else about the hand.
#[derive(Debug)]
pub enum Refusal {
    Situation(String),
    Hand(String),
}

impl Refusal {
    fn of(error: ScoreError) -> Refusal {
        match error {
            ScoreError::Situation(_) => Refusal::Situation(error.to_string()),
            _ => Refusal::Hand(error.to_string()),
        }
    }

    /// What was wrong.
    pub fn message(self) -> String {
        match self {
            Refusal::Situation(message) | Refusal::Hand(message) => message,
        }
    }
}

/// [`verdict`], saying whether the situation or the hand was refused.
pub fn scored(
    engine: &Engine,
    hand: &Hand,
    text: &str,
    situation: &Situation,
    win: Option<Tile>,
    format: Format,
) -> Result<Verdict, Refusal> {
    let mut situation = *situation;
    let guobiao = engine.rules().scoring.guobiao().is_some();
    let table = engine.rules().scoring.table().is_some();
    situation.red_fives = engine.red_fives_in(text);
    if (hand.len() + 3 * engine.melds().len()) % 3 == 1 {
        let waits = engine.legal_waits(hand, &situation).map_err(Refusal::of)?;
        let unit = match (guobiao, table) {
            (true, _) => Unit::Fans,
            (_, true) => Unit::TablePoints,
            _ => Unit::RiichiPoints,
        };
        return waiting(hand, &waits, unit, format).map_err(Refusal::Hand);
    }
    situation.winning_tile = match win.or_else(|| last_written(text)) {
        Some(tile) => tile,
        None => {
            let message = "no winning tile: give --win, or end the hand with a tile";
            return Err(Refusal::Hand(message.into()));
        }
    };
    if guobiao {
        let score = (engine.score_guobiao(hand, &situation)).map_err(Refusal::of)?;
        return Verdict::new(
            format,
            || fans_line(hand, &score),
            &fans_json(hand, &situation, &score),
        )
        .map_err(Refusal::Hand);
    }
    if table {
        let score = (engine.score_table(hand, &situation)).map_err(Refusal::of)?;
        return Verdict::new(
            format,
            || table_line(hand, &score),
            &table_json(hand, &situation, &score),
        )
        .map_err(Refusal::Hand);
    }
    let score = engine.score(hand, &situation).map_err(Refusal::of)?;
    Verdict::new(format, || line(hand, &score), &json(hand, &score)).map_err(Refusal::Hand)
}

/// The readable line of a 国标 score: `…: 27 fans (2 flowers), legal; 清龙 16, …; reading`.
fn fans_line(hand: &Hand, score: &FanScore) -> String {
    let flowers = match score.flowers {
        0 => String::new(),
        n => format!(" ({n} flowers)"),
    };
    let legal = match score.is_legal() {
        true => "a win".to_string(),
        false => format!("under {} fans, no win", score.minimum),
    };
    format!(
        "{hand}: {}{flowers}, {legal}; {}; {}",
        fans(score.total.into()),
        score.fans,
        score.reading
    )
}

/// The readable line of a town table's score: `…: 8 points (fans 3), a win; 清一色 2, …;
/// jokers as 5m 5m; reading`.
fn table_line(hand: &Hand, score: &TableScore) -> String {
    let legal = match score.is_legal() {
        true => "a win".to_string(),
        false => format!("under the minimum {}, no win", score.minimum),
    };
    let fans: Vec<String> = (score.fans.iter())
        .map(|f| match f.times {
            1 => format!("{} {}", f.name, f.value),
            n => format!("{} {} ×{n}", f.name, f.value),
        })
        .collect();
    let fans = match fans.is_empty() {
        true => "no fan".to_string(),
        false => fans.join(", "),
    };
    let jokers = match score.stand_ins.is_empty() {
        true => String::new(),
        false => {
            let tiles: Vec<String> = score.stand_ins.iter().map(|t| t.to_string()).collect();
            format!("; jokers as {}", tiles.join(" "))
        }
    };
    format!(
        "{hand}: {} (fans {}), {legal}; {fans}{jokers}; {}",
        points(score.points),
        score.total,
        score.reading
    )
}

/// One town table's score in JSON.
#[derive(Serialize)]
struct Tabled<'a> {
    hand: &'a Hand,
    winning_tile: String,
    legal: bool,
    fans: Vec<TableFanJson>,
    total: u64,
    points: u64,
    minimum: u64,
    stand_ins: Vec<String>,
    reading: String,
}

#[derive(Serialize)]
struct TableFanJson {
    name: String,
    value: u32,
    times: u8,
}

fn table_json<'a>(hand: &'a Hand, situation: &Situation, score: &TableScore) -> Tabled<'a> {
    Tabled {
        hand,
        winning_tile: situation.winning_tile.to_string(),
        legal: score.is_legal(),
        fans: (score.fans.iter())
            .map(|f| TableFanJson {
                name: f.name.clone(),
                value: f.value,
                times: f.times,
            })
            .collect(),
        total: score.total,
        points: score.points,
        minimum: score.minimum,
        stand_ins: score.stand_ins.iter().map(|t| t.to_string()).collect(),
        reading: score.reading.clone(),
    }
}

/// What a legal wait's points are.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Unit {
    RiichiPoints,
    Fans,
    TablePoints,
}

/// `1 fan`, `8 fans`.
fn fans(count: u64) -> String {
    match count {
        1 => "1 fan".into(),
        n => format!("{n} fans"),
    }
}

/// A town table's points, `1 point` or `n points`.
fn points(count: u64) -> String {
    match count {
        1 => "1 point".into(),
        n => format!("{n} points"),
    }
}

/// One 国标 score in JSON.
#[derive(Serialize)]
struct Fanned<'a> {
    hand: &'a Hand,
    winning_tile: String,
    legal: bool,
    fans: Vec<FanJson>,
    fan_total: u16,
    flowers: u8,
    total: u16,
    minimum: u8,
    reading: String,
}

#[derive(Serialize)]
struct FanJson {
    name: &'static str,
    english: &'static str,
    value: u8,
    count: u8,
}

fn fans_json<'a>(hand: &'a Hand, situation: &Situation, score: &FanScore) -> Fanned<'a> {
    Fanned {
        hand,
        winning_tile: situation.winning_tile.to_string(),
        legal: score.is_legal(),
        fans: (score.fans.iter())
            .map(|(fan, count)| FanJson {
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

/// The readable line of a score.
fn line(hand: &Hand, score: &Score) -> String {
    let win = score.split.winning_tile;
    if !score.has_yaku() {
        return format!(
            "{hand}: no yaku (won on {win}; {} dora)",
            score.dora + score.red_fives
        );
    }
    let yaku: Vec<String> = score
        .yaku
        .iter()
        .map(|c| format!("{} {}", c.yaku, c.han))
        .collect();
    let value = match score.yakuman {
        0 => format!("{} han {} fu", score.han, score.fu.total()),
        _ => score.limit.name().to_string(),
    };
    let limit = match (score.yakuman, score.limit.name()) {
        (0, name) if !name.is_empty() => format!(" {name}"),
        _ => String::new(),
    };
    let payment = &score.payment;
    let paid = match (payment.ron, payment.dealer) {
        (ron, _) if ron > 0 => format!("ron {ron}"),
        (0, 0) => format!("tsumo {} all", payment.non_dealer),
        (_, dealer) => format!("tsumo {}/{dealer}", payment.non_dealer),
    };
    let dora = [
        ("dora", score.dora),
        ("ura", score.ura_dora),
        ("red", score.red_fives),
    ]
    .iter()
    .filter(|(_, n)| *n > 0)
    .map(|(what, n)| format!("{what} {n}"))
    .collect::<Vec<_>>();
    let dora = if dora.is_empty() {
        String::new()
    } else {
        format!(", {}", dora.join(", "))
    };
    format!(
        "{hand}: {value}{limit}, {paid}, total {}; {}{dora}; {}",
        payment.total,
        yaku.join(", "),
        score.split
    )
}

fn json<'a>(hand: &'a Hand, score: &Score) -> Scored<'a> {
    Scored {
        hand,
        winning_tile: score.split.winning_tile.to_string(),
        has_yaku: score.has_yaku(),
        yaku: (score.yaku.iter())
            .map(|c| YakuJson {
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
            .map(|p| FuJson {
                source: p.source.to_string(),
                fu: p.fu,
            })
            .collect(),
        dora: score.dora,
        ura_dora: score.ura_dora,
        red_fives: score.red_fives,
        limit: (score.limit != Limit::None).then(|| score.limit.name()),
        basic_points: score.basic_points,
        payment: PaymentJson {
            ron: score.payment.ron,
            dealer: score.payment.dealer,
            non_dealer: score.payment.non_dealer,
            total: score.payment.total,
        },
        split: score.split.to_string(),
        wait: score.split.wait.name(),
    }
}

/// The verdict on a waiting hand: each wait, and whether ron and tsumo win legally
/// (with a yaku; under 国标, with the minimum fans).
fn waiting(
    hand: &Hand,
    waits: &[LegalWait],
    unit: Unit,
    format: Format,
) -> Result<Verdict, String> {
    let way = |legal: bool, count: u64| match (legal, unit) {
        (true, Unit::RiichiPoints) => count.to_string(),
        (false, Unit::RiichiPoints) => "no yaku".into(),
        (true, Unit::Fans) => fans(count),
        (false, Unit::Fans) => format!("{}, no win", fans(count)),
        (true, Unit::TablePoints) => points(count),
        (false, Unit::TablePoints) => "no win".into(),
    };
    // Waits worth the same written once, their tiles together (a 红中 hand waits on
    // 28 kinds, each worth as much).
    let mut worth: Vec<(String, Vec<Tile>)> = Vec::new();
    for w in waits {
        let answer = format!(
            "ron {}, tsumo {}",
            way(w.ron, w.ron_points),
            way(w.tsumo, w.tsumo_points)
        );
        match worth.iter_mut().find(|(a, _)| *a == answer) {
            Some((_, tiles)) => tiles.push(w.tile),
            None => worth.push((answer, vec![w.tile])),
        }
    }
    let shown: Vec<String> = (worth.iter())
        .map(|(answer, tiles)| format!("{} ({answer})", TileSet::of(tiles)))
        .collect();
    let text = match shown.is_empty() {
        true => format!("{hand}: not waiting"),
        false => format!("{hand}: waits {}", shown.join(", ")),
    };
    let waits = (waits.iter())
        .map(|w| WaitJson {
            tile: w.tile.to_string(),
            ron: w.ron,
            tsumo: w.tsumo,
            ron_points: w.ron_points,
            tsumo_points: w.tsumo_points,
        })
        .collect();
    Verdict::new(format, || text, &Waiting { hand, waits })
}
