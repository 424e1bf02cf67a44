//! Riichi and 国标 scoring: a situation object in, a score object out.

use hupai::scoring::{self, Declared, Indicators, Wind};
use hupai::{Hand, Tile};
use napi::bindgen_prelude::{AsyncTask, Object, Unknown};
use napi::{JsValue, ValueType};
use napi_derive::napi;

use crate::{Code, Engine, HandArg, Offloaded, Result, bad_hand, error, hand_read};

/// Everything about a win beyond its tiles (riichi's or 国标's); every field may be
/// left out.
#[napi(object)]
pub struct Situation {
    /// The winning tile (MPSZ name); the hand holds it. Legal waits ignore it.
    pub win: Option<String>,
    /// Won by tsumo; otherwise by ron.
    pub tsumo: Option<bool>,
    /// The winner's seat wind (`east`, the dealer, by default) and the round wind:
    /// `east`, `south`, `west`, `north`, their initials or `1z`–`4z`.
    pub seat: Option<String>,
    pub round: Option<String>,
    /// `true` (riichi) or `"double"`; `false`, `"none"` and `"riichi"` also read.
    #[napi(ts_type = "boolean | 'none' | 'riichi' | 'double'")]
    pub riichi: Option<napi::Either<bool, String>>,
    pub ippatsu: Option<bool>,
    /// Haitei by tsumo, houtei by ron.
    pub last_tile: Option<bool>,
    /// Rinshan (tsumo only).
    pub after_kong: Option<bool>,
    /// Chankan (ron only).
    pub robbing_kong: Option<bool>,
    /// 杠上炮: won by ron on the tile the discarder threw right after their own
    /// kong (counted by fan tables that name it).
    pub kong_discard: Option<bool>,
    /// Tenhou, chiihou, or renhou where the rules count it.
    pub first_turn: Option<bool>,
    /// Indicators, at most 5 each (ura-dora count with riichi).
    pub dora: Option<Vec<String>>,
    pub ura_dora: Option<Vec<String>>,
    /// Red fives held in the hand and melds (man, pin, sou); left out, those of a
    /// hand given as text (its `0`s) and of the engine's melds, where the rules'
    /// wall has red fives.
    pub red_fives: Option<Vec<f64>>,
    /// Integers from 0 to 255 (NaN, Infinity and fractions are errors).
    pub honba: Option<f64>,
    pub riichi_sticks: Option<f64>,
    /// 国标: flowers held (花牌, 0 to 8).
    pub flowers: Option<f64>,
    /// 国标: won on the last copy of its kind, three shown (和绝张).
    pub last_of_kind: Option<bool>,
}

/// A fan of a town table's score: its name in the table, value, times counted.
#[napi(object)]
pub struct TableFan {
    pub name: String,
    pub value: u32,
    pub times: u32,
}

/// What a win is worth by the rules' fan table: fans, total, points, and what each
/// joker stood for.
#[napi(object)]
pub struct TableScore {
    pub legal: bool,
    pub fans: Vec<TableFan>,
    /// Their sum (add, double) or product (multiply).
    pub total: f64,
    pub points: f64,
    pub minimum: f64,
    /// What each joker stood for, tile names.
    pub stand_ins: Vec<String>,
    pub reading: String,
}

/// A 国标 fan of a score: its names, value, and how many times it counts.
#[napi(object)]
pub struct FanCount {
    pub name: String,
    pub english: String,
    pub value: u32,
    pub times: u32,
}

/// What a 国标 win is worth; `legal` is whether `fanTotal` (no flowers) reaches
/// `minimum`.
#[napi(object)]
pub struct FanScore {
    pub legal: bool,
    pub fans: Vec<FanCount>,
    pub fan_total: u32,
    pub total: u32,
    pub flowers: u32,
    pub minimum: u32,
    /// The reading counted: its sets and pair, or the form's name.
    pub reading: String,
}

/// A yaku and its han (13 a yakuman multiple).
#[napi(object)]
pub struct YakuHan {
    pub name: String,
    pub han: u32,
}

/// What a riichi win is worth; a winning shape without a yaku has `hasYaku` false.
#[napi(object)]
pub struct Score {
    pub has_yaku: bool,
    pub yaku: Vec<YakuHan>,
    pub yakuman: u32,
    pub han: u32,
    pub fu: u32,
    pub dora: u32,
    pub ura_dora: u32,
    pub red_fives: u32,
    /// `""`, `mangan`, … `yakuman`, `double yakuman`.
    pub limit: String,
    pub wait: String,
    pub basic_points: u32,
    /// What the discarder pays on a ron; the dealer and each non-dealer on a tsumo.
    pub ron: u32,
    pub dealer: u32,
    pub non_dealer: u32,
    /// All the winner gains, riichi sticks included.
    pub total: u32,
    pub split: String,
}

/// A wait and whether a ron and a tsumo on it have a yaku.
#[napi(object)]
pub struct LegalWait {
    pub tile: String,
    pub ron: bool,
    pub tsumo: bool,
    pub ron_points: f64,
    pub tsumo_points: f64,
}

fn bad_argument(message: impl std::fmt::Display) -> crate::Error {
    error(Code::BadArgument, message)
}

fn tile(text: &str, what: &str) -> Result<Tile> {
    text.parse()
        .map_err(|e| bad_argument(format!("{what}: {e}")))
}

fn wind(text: &Option<String>, what: &str) -> Result<Wind> {
    match text {
        None => Ok(Wind::East),
        Some(text) => text
            .parse()
            .map_err(|e| bad_argument(format!("{what}: {e}"))),
    }
}

/// An integer field from 0 to `most` (0 when left out): NaN, Infinity, fractions and
/// anything out of range are errors naming the field.
fn integer(value: Option<f64>, what: &str, most: u8) -> Result<u8> {
    let value = value.unwrap_or(0.0);
    let whole = value.is_finite() && value.fract() == 0.0;
    if !whole || !(0.0..=f64::from(most)).contains(&value) {
        return Err(bad_argument(format!(
            "{what}: {value} is not an integer from 0 to {most}"
        )));
    }
    Ok(value as u8)
}

fn byte(value: Option<f64>, what: &str) -> Result<u8> {
    integer(value, what, u8::MAX)
}

/// Points as a JavaScript number, exact: a fan table's points beyond
/// `Number.MAX_SAFE_INTEGER` (2^53 - 1) are an error rather than a rounded float.
pub(crate) fn exact_points(points: u64, what: &str) -> Result<f64> {
    const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;
    match points <= MAX_SAFE_INTEGER {
        true => Ok(points as f64),
        false => Err(error(
            Code::BadRules,
            format!(
                "{what}: {points} is beyond Number.MAX_SAFE_INTEGER (the table's cap is too high)"
            ),
        )),
    }
}

fn indicators(list: &Option<Vec<String>>, what: &str) -> Result<Indicators> {
    let tiles = (list.iter().flatten())
        .map(|t| tile(t, what))
        .collect::<Result<Vec<Tile>>>()?;
    Indicators::new(&tiles).map_err(|e| bad_argument(format!("{what}: {e}")))
}

impl Situation {
    /// The library's situation for `engine`: red fives, where none were given, those
    /// of the hand's `text` and the engine's melds as the rules score them. The
    /// winning tile is needed unless `any_win` (legal waits set it per wait).
    fn read(
        &self,
        engine: &hupai::Engine,
        text: Option<&str>,
        any_win: bool,
    ) -> Result<scoring::Situation> {
        let winning = match (&self.win, any_win) {
            (Some(name), _) => tile(name, "win")?,
            (None, true) => tile("1m", "win")?,
            (None, false) => {
                return Err(bad_argument("win: the winning tile is needed (win: '6s')"));
            }
        };
        let mut s = match self.tsumo.unwrap_or(false) {
            true => scoring::Situation::tsumo(winning),
            false => scoring::Situation::ron(winning),
        };
        s.seat_wind = wind(&self.seat, "seat")?;
        s.round_wind = wind(&self.round, "round")?;
        s.declared = match &self.riichi {
            None | Some(napi::Either::A(false)) => Declared::None,
            Some(napi::Either::A(true)) => Declared::Riichi,
            Some(napi::Either::B(text)) => match text.as_str() {
                "none" => Declared::None,
                "riichi" => Declared::Riichi,
                "double" => Declared::DoubleRiichi,
                _ => {
                    return Err(bad_argument(format!(
                        "riichi: {text:?} is not true, false, \"none\", \"riichi\" or \"double\""
                    )));
                }
            },
        };
        s.ippatsu = self.ippatsu.unwrap_or(false);
        s.last_tile = self.last_tile.unwrap_or(false);
        s.after_kong = self.after_kong.unwrap_or(false);
        s.robbing_kong = self.robbing_kong.unwrap_or(false);
        s.kong_discard = self.kong_discard.unwrap_or(false);
        s.first_turn = self.first_turn.unwrap_or(false);
        s.dora_indicators = indicators(&self.dora, "dora")?;
        s.ura_indicators = indicators(&self.ura_dora, "uraDora")?;
        s.red_fives = match &self.red_fives {
            Some(red) => match red[..] {
                [m, p, so] => [
                    integer(Some(m), "redFives", 4)?,
                    integer(Some(p), "redFives", 4)?,
                    integer(Some(so), "redFives", 4)?,
                ],
                _ => return Err(bad_argument("redFives: three counts (man, pin, sou)")),
            },
            None => engine.red_fives_in(text.unwrap_or("")),
        };
        s.honba = byte(self.honba, "honba")?;
        s.riichi_sticks = byte(self.riichi_sticks, "riichiSticks")?;
        s.flowers = byte(self.flowers, "flowers")?;
        s.last_of_kind = self.last_of_kind.unwrap_or(false);
        Ok(s)
    }
}

/// A scoring error's code: the rules', the situation's or the hand's.
fn score_error(e: hupai::error::ScoreError) -> crate::Error {
    use hupai::error::ScoreError as E;
    match e {
        E::NotScored { .. } => error(Code::BadRules, e),
        E::Situation(_) => bad_argument(e),
        _ => bad_hand(e),
    }
}

/// The keys a situation object may have (its fields as JavaScript spells them).
const SITUATION_KEYS: [&str; 18] = [
    "win",
    "tsumo",
    "seat",
    "round",
    "riichi",
    "ippatsu",
    "lastTile",
    "afterKong",
    "robbingKong",
    "kongDiscard",
    "firstTurn",
    "dora",
    "uraDora",
    "redFives",
    "honba",
    "riichiSticks",
    "flowers",
    "lastOfKind",
];

/// A misspelt key (`{ sea: 'south' }`) is an error naming the keys, not a field
/// quietly left at its default.
fn refuse_unknown_keys(value: &Unknown<'_>) -> Result<()> {
    // SAFETY: the value is an object, as its type says.
    let object = unsafe { value.cast::<Object>() }.map_err(bad_argument)?;
    for key in Object::keys(&object).map_err(bad_argument)? {
        if !SITUATION_KEYS.contains(&key.as_str()) {
            return Err(bad_argument(format!(
                "situation: unknown key {key:?} (the keys are {})",
                SITUATION_KEYS.join(", ")
            )));
        }
    }
    Ok(())
}

/// The situation argument: an object, or a coded error.
fn situation_of(value: &Unknown<'_>) -> Result<Situation> {
    match value.get_type() {
        Ok(ValueType::Object) if value.is_array().unwrap_or(false) => {
            Err(bad_argument("a situation is an object, not an array"))
        }
        Ok(ValueType::Object) => {
            refuse_unknown_keys(value)?;
            // SAFETY: an object, whose fields the conversion checks.
            unsafe { value.cast::<Situation>() }
                .map_err(|e| bad_argument(format!("situation: {e}")))
        }
        Ok(kind) => Err(bad_argument(format!(
            "a situation is an object, not {}",
            format!("{kind:?}").to_lowercase()
        ))),
        Err(e) => Err(bad_argument(e)),
    }
}

/// The hand and the situation of a scoring call, as JavaScript gave them: text read
/// as the engine reads it (a joker kind above four copies, 八红中), red fives from the
/// hand's text and the engine's melds where the situation gives none; the winning
/// tile needed unless `any_win`.
fn scoring_arguments(
    engine: &hupai::Engine,
    hand: &HandArg<'_>,
    situation: &Unknown<'_>,
    any_win: bool,
) -> Result<(Hand, scoring::Situation)> {
    let text = match hand.get_type() {
        // SAFETY: the value is a string, as its type says.
        Ok(ValueType::String) => Some(unsafe { hand.cast::<String>() }.map_err(bad_argument)?),
        _ => None,
    };
    // Text read once: its red fives below, and the hand as the engine reads it (a
    // NUL, like any stray character, is the parser's error).
    let parsed = match &text {
        Some(text) => engine.parse_hand(text).map_err(bad_hand)?,
        None => hand_read(hand, None, Some(engine))?,
    };
    let situation = situation_of(situation)?.read(engine, text.as_deref(), any_win)?;
    Ok((parsed, situation))
}

#[napi]
impl Engine {
    /// The riichi score of a winning hand (the concealed tiles, the winning tile among
    /// them; the melds are the engine's, a concealed kong in parentheses).
    #[napi]
    pub fn score(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        #[napi(ts_arg_type = "Situation")] situation: Unknown<'_>,
    ) -> Result<Score> {
        let (hand, situation) = scoring_arguments(&self.core, &hand, &situation, false)?;
        score_with(&self.core, &hand, &situation)
    }

    /// `score`, answered off the event loop.
    #[napi(ts_return_type = "Promise<Score>")]
    pub fn score_async(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        #[napi(ts_arg_type = "Situation")] situation: Unknown<'_>,
    ) -> Result<AsyncTask<Offloaded<Score>>> {
        let (hand, situation) = scoring_arguments(&self.core, &hand, &situation, false)?;
        Ok(Offloaded::on(&self.core, move |core| {
            score_with(core, &hand, &situation)
        }))
    }

    /// The 国标 fans of a winning hand (the concealed tiles, the winning tile among
    /// them; the melds are the engine's), the reading worth most counted.
    #[napi]
    pub fn score_guobiao(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        #[napi(ts_arg_type = "Situation")] situation: Unknown<'_>,
    ) -> Result<FanScore> {
        let (hand, situation) = scoring_arguments(&self.core, &hand, &situation, false)?;
        guobiao_with(&self.core, &hand, &situation)
    }

    /// `scoreGuobiao`, answered off the event loop.
    #[napi(ts_return_type = "Promise<FanScore>")]
    pub fn score_guobiao_async(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        #[napi(ts_arg_type = "Situation")] situation: Unknown<'_>,
    ) -> Result<AsyncTask<Offloaded<FanScore>>> {
        let (hand, situation) = scoring_arguments(&self.core, &hand, &situation, false)?;
        Ok(Offloaded::on(&self.core, move |core| {
            guobiao_with(core, &hand, &situation)
        }))
    }

    /// The score of a winning hand (jokers allowed; the melds are the engine's) by the
    /// rules' fan table (their `[scoring]` section): every reading and joker stand-in
    /// tried, the best kept.
    #[napi]
    pub fn score_table(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        #[napi(ts_arg_type = "Situation")] situation: Unknown<'_>,
    ) -> Result<TableScore> {
        let (hand, situation) = scoring_arguments(&self.core, &hand, &situation, false)?;
        table_with(&self.core, &hand, &situation)
    }

    /// `scoreTable`, answered off the event loop (a table with many jokers may search).
    #[napi(ts_return_type = "Promise<TableScore>")]
    pub fn score_table_async(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        #[napi(ts_arg_type = "Situation")] situation: Unknown<'_>,
    ) -> Result<AsyncTask<Offloaded<TableScore>>> {
        let (hand, situation) = scoring_arguments(&self.core, &hand, &situation, false)?;
        Ok(Offloaded::on(&self.core, move |core| {
            table_with(core, &hand, &situation)
        }))
    }

    /// Whether a hand wins legally: with a yaku under riichi rules, with the minimum
    /// fans under 国标, with a table's minimum under a fan table (`false` for a hand
    /// that does not win; what `score` refuses throws its error).
    #[napi]
    pub fn is_legal_win(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        #[napi(ts_arg_type = "Situation")] situation: Unknown<'_>,
    ) -> Result<bool> {
        let (hand, situation) = scoring_arguments(&self.core, &hand, &situation, false)?;
        self.core
            .is_legal_win(&hand, &situation)
            .map_err(score_error)
    }

    /// `isLegalWin`, answered off the event loop.
    #[napi(ts_return_type = "Promise<boolean>")]
    pub fn is_legal_win_async(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        #[napi(ts_arg_type = "Situation")] situation: Unknown<'_>,
    ) -> Result<AsyncTask<Offloaded<bool>>> {
        let (hand, situation) = scoring_arguments(&self.core, &hand, &situation, false)?;
        Ok(Offloaded::on(&self.core, move |core| {
            core.is_legal_win(&hand, &situation).map_err(score_error)
        }))
    }

    /// Each wait of a waiting hand (13 tiles with the melds) and whether a ron and a
    /// tsumo on it have a yaku; the situation's `win` and `tsumo` are set per wait.
    #[napi]
    pub fn legal_waits(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        #[napi(ts_arg_type = "Situation")] situation: Unknown<'_>,
    ) -> Result<Vec<LegalWait>> {
        let (hand, situation) = scoring_arguments(&self.core, &hand, &situation, true)?;
        legal_waits_with(&self.core, &hand, &situation)
    }

    /// `legalWaits`, answered off the event loop.
    #[napi(ts_return_type = "Promise<Array<LegalWait>>")]
    pub fn legal_waits_async(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        #[napi(ts_arg_type = "Situation")] situation: Unknown<'_>,
    ) -> Result<AsyncTask<Offloaded<Vec<LegalWait>>>> {
        let (hand, situation) = scoring_arguments(&self.core, &hand, &situation, true)?;
        Ok(Offloaded::on(&self.core, move |core| {
            legal_waits_with(core, &hand, &situation)
        }))
    }
}

/// The riichi score as JavaScript gets it.
fn score_with(core: &hupai::Engine, hand: &Hand, situation: &scoring::Situation) -> Result<Score> {
    let s = core.score_riichi(hand, situation).map_err(score_error)?;
    Ok(Score {
        has_yaku: s.has_yaku(),
        yaku: s
            .yaku
            .iter()
            .map(|c| YakuHan {
                name: c.yaku.name().into(),
                han: c.han.into(),
            })
            .collect(),
        yakuman: s.yakuman.into(),
        han: s.han.into(),
        fu: s.fu.total().into(),
        dora: s.dora.into(),
        ura_dora: s.ura_dora.into(),
        red_fives: s.red_fives.into(),
        limit: s.limit.name().into(),
        wait: s.split.wait.name().into(),
        basic_points: s.basic_points,
        ron: s.payment.ron,
        dealer: s.payment.dealer,
        non_dealer: s.payment.non_dealer,
        total: s.payment.total,
        split: s.split.to_string(),
    })
}

/// The 国标 score as JavaScript gets it.
fn guobiao_with(
    core: &hupai::Engine,
    hand: &Hand,
    situation: &scoring::Situation,
) -> Result<FanScore> {
    let s = (core.score_guobiao(hand, situation)).map_err(score_error)?;
    Ok(FanScore {
        legal: s.is_legal(),
        fans: (s.fans.iter())
            .map(|(fan, times)| FanCount {
                name: fan.chinese().into(),
                english: fan.english().into(),
                value: fan.value().into(),
                times: times.into(),
            })
            .collect(),
        fan_total: s.fan_total.into(),
        total: s.total.into(),
        flowers: s.flowers.into(),
        minimum: s.minimum.into(),
        reading: s.reading.to_string(),
    })
}

/// A fan table's score as JavaScript gets it.
fn table_with(
    core: &hupai::Engine,
    hand: &Hand,
    situation: &scoring::Situation,
) -> Result<TableScore> {
    let s = (core.score_table(hand, situation)).map_err(score_error)?;
    Ok(TableScore {
        legal: s.is_legal(),
        fans: (s.fans.iter())
            .map(|f| TableFan {
                name: f.name.clone(),
                value: f.value,
                times: f.times.into(),
            })
            .collect(),
        total: exact_points(s.total, "total")?,
        points: exact_points(s.points, "points")?,
        minimum: exact_points(s.minimum, "minimum")?,
        stand_ins: s.stand_ins.iter().map(|t| t.to_string()).collect(),
        reading: s.reading,
    })
}

/// The legal waits as JavaScript gets them.
fn legal_waits_with(
    core: &hupai::Engine,
    hand: &Hand,
    situation: &scoring::Situation,
) -> Result<Vec<LegalWait>> {
    let waits = core.legal_waits(hand, situation).map_err(score_error)?;
    (waits.iter())
        .map(|w| {
            Ok(LegalWait {
                tile: w.tile.to_string(),
                ron: w.ron,
                tsumo: w.tsumo,
                ron_points: exact_points(w.ron_points, "ronPoints")?,
                tsumo_points: exact_points(w.tsumo_points, "tsumoPoints")?,
            })
        })
        .collect()
}
