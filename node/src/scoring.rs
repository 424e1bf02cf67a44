//! Riichi and 国标 scoring: a situation object in, a score object out.

use hupai::Hand;
use hupai::scoring;
use napi::bindgen_prelude::{AsyncTask, Either3, JsObjectValue, Object, Unknown};
use napi::{JsValue, ValueType};
use napi_derive::napi;

use crate::{Code, Engine, HandArg, Offloaded, Result, bad_hand, error, hand_read};

/// Everything about a win beyond its tiles; every field may be left out. Each key
/// is read by hupai's one list of situation fields (`situationFields()`): its name
/// in camelCase or snake_case, or an alias (`seatWind`, `uraDora`, `riichiSticks`);
/// a scoring call also takes the situation as words, `'win=6s seat=south riichi'`.
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
    /// Riichi with three players: Norths set aside (抜きドラ), a dora each.
    pub kita: Option<f64>,
}

/// One of hupai's situation fields: its name, other names, kind (`tile`, `tiles`,
/// `wind`, `flag`, `count`, `suit_counts`, `declaration`), default (as text), the
/// scoring systems that count it, and what it means.
#[napi(object)]
pub struct SituationField {
    pub name: String,
    pub aliases: Vec<String>,
    pub kind: String,
    pub default: String,
    pub counted_by: Vec<String>,
    pub doc: String,
}

/// Hupai's situation fields, in the order the words form writes them: the keys a
/// situation object takes.
#[napi]
pub fn situation_fields() -> Vec<SituationField> {
    let strings = |list: &[&str]| list.iter().map(|s| s.to_string()).collect();
    (scoring::FIELDS.iter())
        .map(|field| SituationField {
            name: field.name().into(),
            aliases: strings(field.aliases()),
            kind: field.kind().name().into(),
            default: field.default().into(),
            counted_by: strings(field.counted_by()),
            doc: field.doc().into(),
        })
        .collect()
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
    /// "table".
    pub system: String,
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
    /// As every score answers it: its fans, flowers included (`total`).
    pub points: u32,
    /// "guobiao".
    pub system: String,
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
    /// What every score answers (`score`): whether the win may be declared (a yaku),
    /// what it pays in all, the reading (the split), and the system ("riichi").
    pub legal: bool,
    pub points: f64,
    pub reading: String,
    pub system: String,
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

/// A scoring error's code: the rules', the situation's or the hand's.
fn score_error(e: hupai::error::ScoreError) -> crate::Error {
    use hupai::error::ScoreError as E;
    match e {
        E::NotScored { .. } => error(Code::BadRules, e),
        E::Situation(_) => bad_argument(e),
        _ => bad_hand(e),
    }
}

/// The situation argument read onto `situation`, key by key through the library's
/// one list of fields ([`scoring::Situation::set`]: `lastTile`, `last_tile`,
/// `uraDora` alike; an unknown key or a bad value is its error), or a string in the
/// words form. Gives whether it set the winning tile and the red fives.
fn read_situation(value: &Unknown<'_>, situation: &mut scoring::Situation) -> Result<(bool, bool)> {
    let refused = |e: hupai::error::SituationError| bad_argument(format!("situation: {e}"));
    let named =
        |name: &str, field: &str| scoring::Field::named(name).is_ok_and(|f| f.name() == field);
    match value.get_type() {
        Ok(ValueType::String) => {
            // SAFETY: the value is a string, as its type says.
            let words = unsafe { value.cast::<String>() }.map_err(bad_argument)?;
            situation.set_words(&words).map_err(refused)?;
            let names: Vec<&str> = (words.split_whitespace())
                .map(|w| w.split('=').next().unwrap_or(w))
                .collect();
            let given = |field| names.iter().any(|name| named(name, field));
            Ok((given("win"), given("red_fives")))
        }
        Ok(ValueType::Object) if value.is_array().unwrap_or(false) => Err(bad_argument(
            "a situation is an object or words, not an array",
        )),
        Ok(ValueType::Object) => {
            // SAFETY: the value is an object, as its type says.
            let object = unsafe { value.cast::<Object>() }.map_err(bad_argument)?;
            let (mut win, mut red) = (false, false);
            for key in Object::keys(&object).map_err(bad_argument)? {
                let item: Unknown<'_> = object.get_named_property(&key).map_err(bad_argument)?;
                if item.get_type().is_ok_and(|t| t == ValueType::Undefined) {
                    continue;
                }
                situation
                    .set(&key, &value_text(&item, &key)?)
                    .map_err(refused)?;
                win |= named(&key, "win");
                red |= named(&key, "red_fives");
            }
            Ok((win, red))
        }
        Ok(kind) => Err(bad_argument(format!(
            "a situation is an object or words, not {}",
            format!("{kind:?}").to_lowercase()
        ))),
        Err(e) => Err(bad_argument(e)),
    }
}

/// A situation value as the library's text: a string itself, a boolean, an integer
/// (NaN, Infinity and fractions are errors naming the key), an array's items joined
/// by commas (at most 16).
fn value_text(value: &Unknown<'_>, key: &str) -> Result<String> {
    value_text_within(value, key, true)
}

/// [`value_text`], an array taken only where `lists` (its items are plain values:
/// an array nested in one is refused, so no depth of nesting reaches the stack).
fn value_text_within(value: &Unknown<'_>, key: &str, lists: bool) -> Result<String> {
    // SAFETY (each cast): the value is of the type its type says.
    match value.get_type().map_err(bad_argument)? {
        ValueType::String => unsafe { value.cast::<String>() }.map_err(bad_argument),
        ValueType::Boolean => Ok(unsafe { value.cast::<bool>() }
            .map_err(bad_argument)?
            .to_string()),
        ValueType::Number => {
            let number = unsafe { value.cast::<f64>() }.map_err(bad_argument)?;
            match number.is_finite() && number.fract() == 0.0 && number.abs() < 1e15 {
                true => Ok(format!("{number:.0}")),
                false => Err(bad_argument(format!(
                    "situation: {key}: {number} is not an integer"
                ))),
            }
        }
        ValueType::Object if lists && value.is_array().unwrap_or(false) => {
            let array = unsafe { value.cast::<Object>() }.map_err(bad_argument)?;
            let length = array.get_array_length().map_err(bad_argument)?;
            if length > 16 {
                return Err(bad_argument(format!("situation: {key}: {length} items")));
            }
            let items = (0..length)
                .map(|i| {
                    let item = array.get_element::<Unknown<'_>>(i).map_err(bad_argument)?;
                    value_text_within(&item, key, false)
                })
                .collect::<Result<Vec<String>>>()?;
            Ok(items.join(","))
        }
        other => Err(bad_argument(format!(
            "situation: {key}: text, a boolean, a number or an array, not {}",
            format!("{other:?}").to_lowercase()
        ))),
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
    let mut read = scoring::Situation::default();
    read.red_fives = engine.red_fives_in(text.as_deref().unwrap_or(""));
    let (win, _) = read_situation(situation, &mut read)?;
    if !win && !any_win {
        return Err(bad_argument("win: the winning tile is needed (win: '6s')"));
    }
    Ok((parsed, read))
}

#[napi]
impl Engine {
    /// The score of a winning hand (the concealed tiles, the winning tile among them;
    /// the melds are the engine's, a concealed kong in parentheses) by the rules'
    /// scoring: riichi's `Score`, 国标's `FanScore` or a fan table's `TableScore`,
    /// each with `legal`, `points`, `reading` and `system`.
    #[napi(ts_return_type = "Score | FanScore | TableScore")]
    pub fn score(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        #[napi(ts_arg_type = "Situation | string")] situation: Unknown<'_>,
    ) -> Result<AnyScore> {
        let (hand, situation) = scoring_arguments(&self.core, &hand, &situation, false)?;
        any_score_with(&self.core, &hand, &situation)
    }

    /// `score`, answered off the event loop.
    #[napi(ts_return_type = "Promise<Score | FanScore | TableScore>")]
    pub fn score_async(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        #[napi(ts_arg_type = "Situation | string")] situation: Unknown<'_>,
    ) -> Result<AsyncTask<Offloaded<AnyScore>>> {
        let (hand, situation) = scoring_arguments(&self.core, &hand, &situation, false)?;
        Ok(Offloaded::on(&self.core, move |core| {
            any_score_with(core, &hand, &situation)
        }))
    }

    /// The riichi score of a winning hand (`score` under riichi rules; rules without
    /// a [riichi] section are refused).
    #[napi]
    pub fn score_riichi(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        #[napi(ts_arg_type = "Situation | string")] situation: Unknown<'_>,
    ) -> Result<Score> {
        let (hand, situation) = scoring_arguments(&self.core, &hand, &situation, false)?;
        score_with(&self.core, &hand, &situation)
    }

    /// The 国标 fans of a winning hand (the concealed tiles, the winning tile among
    /// them; the melds are the engine's), the reading worth most counted.
    #[napi]
    pub fn score_guobiao(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        #[napi(ts_arg_type = "Situation | string")] situation: Unknown<'_>,
    ) -> Result<FanScore> {
        let (hand, situation) = scoring_arguments(&self.core, &hand, &situation, false)?;
        guobiao_with(&self.core, &hand, &situation)
    }

    /// `scoreGuobiao`, answered off the event loop.
    #[napi(ts_return_type = "Promise<FanScore>")]
    pub fn score_guobiao_async(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        #[napi(ts_arg_type = "Situation | string")] situation: Unknown<'_>,
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
        #[napi(ts_arg_type = "Situation | string")] situation: Unknown<'_>,
    ) -> Result<TableScore> {
        let (hand, situation) = scoring_arguments(&self.core, &hand, &situation, false)?;
        table_with(&self.core, &hand, &situation)
    }

    /// `scoreTable`, answered off the event loop (a table with many jokers may search).
    #[napi(ts_return_type = "Promise<TableScore>")]
    pub fn score_table_async(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        #[napi(ts_arg_type = "Situation | string")] situation: Unknown<'_>,
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
        #[napi(ts_arg_type = "Situation | string")] situation: Unknown<'_>,
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
        #[napi(ts_arg_type = "Situation | string")] situation: Unknown<'_>,
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
        #[napi(ts_arg_type = "Situation | string")] situation: Unknown<'_>,
    ) -> Result<Vec<LegalWait>> {
        let (hand, situation) = scoring_arguments(&self.core, &hand, &situation, true)?;
        legal_waits_with(&self.core, &hand, &situation)
    }

    /// `legalWaits`, answered off the event loop.
    #[napi(ts_return_type = "Promise<Array<LegalWait>>")]
    pub fn legal_waits_async(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        #[napi(ts_arg_type = "Situation | string")] situation: Unknown<'_>,
    ) -> Result<AsyncTask<Offloaded<Vec<LegalWait>>>> {
        let (hand, situation) = scoring_arguments(&self.core, &hand, &situation, true)?;
        Ok(Offloaded::on(&self.core, move |core| {
            legal_waits_with(core, &hand, &situation)
        }))
    }
}

/// The riichi score as JavaScript gets it.
/// A score of whichever system, as JavaScript gets it.
type AnyScore = Either3<Score, FanScore, TableScore>;

/// The score by the rules' scoring (the one door).
fn any_score_with(
    core: &hupai::Engine,
    hand: &Hand,
    situation: &scoring::Situation,
) -> Result<AnyScore> {
    Ok(match core.score(hand, situation).map_err(score_error)? {
        scoring::Score::Guobiao(s) => Either3::B(fan_score_of(&s)),
        scoring::Score::Table(s) => Either3::C(table_score_of(s)?),
        scoring::Score::Riichi(s) => Either3::A(riichi_score_of(&s)),
        other => {
            return Err(error(
                Code::BadRules,
                format!("no face for {} scores", other.system()),
            ));
        }
    })
}

fn score_with(core: &hupai::Engine, hand: &Hand, situation: &scoring::Situation) -> Result<Score> {
    let s = core.score_riichi(hand, situation).map_err(score_error)?;
    Ok(riichi_score_of(&s))
}

/// A riichi score as JavaScript gets it.
fn riichi_score_of(s: &scoring::RiichiScore) -> Score {
    Score {
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
        legal: s.has_yaku(),
        points: s.payment.total.into(),
        reading: s.split.to_string(),
        system: "riichi".into(),
    }
}

/// The 国标 score as JavaScript gets it.
fn guobiao_with(
    core: &hupai::Engine,
    hand: &Hand,
    situation: &scoring::Situation,
) -> Result<FanScore> {
    let s = (core.score_guobiao(hand, situation)).map_err(score_error)?;
    Ok(fan_score_of(&s))
}

fn fan_score_of(s: &scoring::guobiao::FanScore) -> FanScore {
    FanScore {
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
        points: s.total.into(),
        system: "guobiao".into(),
    }
}

/// A fan table's score as JavaScript gets it.
fn table_with(
    core: &hupai::Engine,
    hand: &Hand,
    situation: &scoring::Situation,
) -> Result<TableScore> {
    table_score_of((core.score_table(hand, situation)).map_err(score_error)?)
}

fn table_score_of(s: scoring::table::TableScore) -> Result<TableScore> {
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
        system: "table".into(),
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
