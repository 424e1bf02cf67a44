//! Riichi scoring from Python: `Situation`, `Score`, and the engine's `score`,
//! `is_legal_win` and `legal_waits`. The score is kept as the library's value and
//! read through properties, so a call builds no Python object it is not asked for.

use pyo3::prelude::*;
use pyo3::types::{PyList, PyString, PyTuple};

use hupai::scoring::{self, WinBy};
use hupai::tiles::KINDS;
use hupai::{Engine as Core, Hand as CoreHand};

use crate::{HandError, HupaiError, hand_error, hand_of};

/// Whether `name` names the `red_fives` field.
fn names_red_fives(name: &str) -> bool {
    scoring::Field::named(name).is_ok_and(|f| f.name() == "red_fives")
}

/// A keyword's value as a situation field's text: a string itself, a bool `true` or
/// `false`, a number, a list or tuple's items joined by commas.
fn value_text(value: &Bound<'_, PyAny>) -> PyResult<String> {
    if value.is_instance_of::<PyList>() || value.is_instance_of::<PyTuple>() {
        // Its items are plain values: a list nested in one is refused, so no depth of
        // nesting reaches the stack.
        let items: PyResult<Vec<String>> =
            value.try_iter()?.map(|item| plain_text(&item?)).collect();
        return Ok(items?.join(","));
    }
    plain_text(value)
}

/// A plain situation value as text: a string itself, a bool, a number.
fn plain_text(value: &Bound<'_, PyAny>) -> PyResult<String> {
    if let Ok(text) = value.cast::<PyString>() {
        return Ok(text.to_cow()?.into_owned());
    }
    if let Ok(flag) = value.extract::<bool>() {
        return Ok(flag.to_string());
    }
    if let Ok(number) = value.extract::<i64>() {
        return Ok(number.to_string());
    }
    Err(HupaiError::new_err(format!(
        "a situation value is text, a bool, a number or a list of them, not {}",
        value.get_type().name()?
    )))
}

/// Everything about a win beyond its tiles. Red fives default to those the hand (its
/// `0`s, or mjai's `5mr`) and the engine's melds hold, where the rules' wall has red
/// fives; `red_fives` gives the counts instead (for a hand of counts or ids).
///
/// >>> Situation("5p", tsumo=True, riichi=True).tsumo
/// True
#[pyclass(frozen, module = "hupai")]
#[derive(Clone)]
pub(crate) struct Situation {
    situation: scoring::Situation,
    /// Red fives given, or `None`: count the hand text's `0`s.
    red_fives: Option<[u8; 3]>,
}

#[pymethods]
impl Situation {
    /// The winning tile (MPSZ name), the situation in words, and any field by
    /// keyword — the names of hupai's one list of situation fields (`hupai score
    /// --help`, `hupai.SITUATION_FIELDS`): `tsumo`, `seat` (or `seat_wind`), `round`
    /// (`round_wind`), `riichi` (True, or "double"), `ippatsu`, `last_tile`,
    /// `after_kong`, `robbing_kong`, `kong_discard`, `first_turn`, `dora`, `ura` (or
    /// `ura_dora`), `red_fives` (man, pin, sou), `honba`, `sticks` (`riichi_sticks`),
    /// `flowers`, `last_of_kind`. A value is text, a bool, a number or a list of them;
    /// `double_riichi=True` is `riichi="double"`. An unknown field or a bad value is a
    /// HupaiError saying what it takes.
    ///
    /// >>> Situation("6s", "seat=south riichi", dora=["1m"]).winning_tile
    /// '6s'
    #[new]
    #[pyo3(signature = (winning_tile = None, words = None, **fields))]
    fn new(
        winning_tile: Option<&str>,
        words: Option<&str>,
        fields: Option<&Bound<'_, pyo3::types::PyDict>>,
    ) -> PyResult<Situation> {
        let refused = |e: hupai::error::SituationError| HupaiError::new_err(e.to_string());
        let mut situation = scoring::Situation::default();
        if let Some(tile) = winning_tile {
            situation.set("win", tile).map_err(refused)?;
        }
        let mut red_fives_given = false;
        if let Some(words) = words {
            situation.set_words(words).map_err(refused)?;
            red_fives_given = (words.split_whitespace())
                .any(|w| names_red_fives(w.split('=').next().unwrap_or(w)));
        }
        for (name, value) in fields.into_iter().flat_map(|d| d.iter()) {
            let name: String = name.extract()?;
            let (name, value) = match (name.as_str(), value_text(&value)?) {
                // The old keyword: true declares double riichi, false changes nothing.
                ("double_riichi", on) if on == "true" => ("riichi".to_string(), "double".into()),
                ("double_riichi", _) => continue,
                (_, value) => (name, value),
            };
            situation.set(&name, &value).map_err(refused)?;
            red_fives_given |= names_red_fives(&name);
        }
        let red_fives = red_fives_given.then_some(situation.red_fives);
        Ok(Situation {
            situation,
            red_fives,
        })
    }

    /// The situation in the library's words form: `win=6s seat=south riichi dora=1m`.
    fn __str__(&self) -> String {
        self.situation.to_string()
    }

    /// The winning tile's name.
    #[getter]
    fn winning_tile(&self) -> String {
        self.situation.winning_tile.to_string()
    }

    /// Whether the win is by tsumo.
    #[getter]
    fn tsumo(&self) -> bool {
        self.situation.win_by == WinBy::Tsumo
    }

    fn __repr__(&self) -> String {
        format!("Situation({:?})", self.situation)
    }
}

impl Situation {
    /// A scoring call's hand and this situation for it: red fives, where none were
    /// given, those the hand's text or mjai names and the engine's melds hold, as the
    /// engine's rules score them ([`Core::red_fives_in`]).
    /// Hupai's situation fields, one dict each: `name`, `aliases`, `kind`, `default`,
    /// `counted_by` (the scoring systems that count it), `doc`.
    pub(crate) fn fields(py: Python<'_>) -> PyResult<Bound<'_, PyList>> {
        let each = scoring::FIELDS.iter().map(|field| {
            let dict = pyo3::types::PyDict::new(py);
            dict.set_item("name", field.name())?;
            dict.set_item("aliases", field.aliases().to_vec())?;
            dict.set_item("kind", field.kind().name())?;
            dict.set_item("default", field.default())?;
            dict.set_item("counted_by", field.counted_by().to_vec())?;
            dict.set_item("doc", field.doc())?;
            Ok(dict)
        });
        PyList::new(py, each.collect::<PyResult<Vec<_>>>()?)
    }

    pub(crate) fn with_hand(
        &self,
        engine: &Core,
        hand: &Bound<'_, PyAny>,
    ) -> PyResult<(CoreHand, scoring::Situation)> {
        // Text and 34 counts as the engine reads them: a joker kind above four copies
        // (八红中) is jokers.
        let listed = hand.is_instance_of::<PyList>() || hand.is_instance_of::<PyTuple>();
        let core = match hand.cast::<PyString>() {
            Ok(text) => engine.parse_hand(&text.to_cow()?).map_err(hand_error)?,
            Err(_) if listed && hand.len()? == KINDS => {
                crate::counts_hand_by(&hand.extract::<Vec<i64>>()?, 0, Some(engine))?.hand
            }
            Err(_) => hand_of(hand, 0)?,
        };
        let mut situation = self.situation;
        if self.red_fives.is_none() {
            situation.red_fives = engine.red_fives_in(&written_reds(hand)?);
        }
        Ok((core, situation))
    }
}

/// A hand's red fives as MPSZ text: the text itself, or an mjai list's `5mr`s as
/// `0m`s (nothing for counts, ids or a `Hand`, which carry none).
fn written_reds(hand: &Bound<'_, PyAny>) -> PyResult<String> {
    if let Ok(text) = hand.cast::<PyString>() {
        return Ok(text.to_cow()?.into_owned());
    }
    if let Ok(kept) = hand.cast::<crate::Hand>() {
        return Ok(kept.get().text());
    }
    let first = hand.get_item(0).ok();
    if first.is_some_and(|item| item.is_instance_of::<PyString>()) {
        return Ok(mjai_reds_text(&hand.extract::<Vec<String>>()?));
    }
    Ok(String::new())
}

/// The red fives among mjai tile names (`5mr`) as MPSZ text (`0m`), for
/// `red_fives_written`.
pub(crate) fn mjai_reds_text(names: &[String]) -> String {
    let reds = names
        .iter()
        .filter_map(|n| n.strip_prefix('5')?.strip_suffix('r'));
    reds.map(|suit| format!("0{suit}")).collect()
}

/// What a riichi win is worth: yaku, han, fu, limit, payments, and the split counted.
#[pyclass(frozen, module = "hupai")]
pub(crate) struct Score {
    score: scoring::RiichiScore,
}

#[pymethods]
impl Score {
    /// Whether the hand has a yaku (without one it may not win, and pays nothing).
    #[getter]
    fn has_yaku(&self) -> bool {
        self.score.has_yaku()
    }

    /// The yaku as (name, han) pairs; a yakuman counts 13 a multiple.
    #[getter]
    fn yaku(&self) -> Vec<(&'static str, u8)> {
        self.score
            .yaku
            .iter()
            .map(|c| (c.yaku.name(), c.han))
            .collect()
    }

    /// Yakuman multiples (0: none).
    #[getter]
    fn yakuman(&self) -> u8 {
        self.score.yakuman
    }

    /// Han, the dora's included (0 without a yaku, and for a yakuman).
    #[getter]
    fn han(&self) -> u8 {
        self.score.han
    }

    /// Fu, rounded up (seven pairs 25).
    #[getter]
    fn fu(&self) -> u8 {
        self.score.fu.total()
    }

    /// The fu as (source, fu) pairs.
    #[getter]
    fn fu_parts(&self) -> Vec<(String, u8)> {
        self.score
            .fu
            .parts()
            .map(|p| (p.source.to_string(), p.fu))
            .collect()
    }

    /// Dora held.
    #[getter]
    fn dora(&self) -> u8 {
        self.score.dora
    }

    /// Ura-dora held (with riichi).
    #[getter]
    fn ura_dora(&self) -> u8 {
        self.score.ura_dora
    }

    /// Red fives held.
    #[getter]
    fn red_fives(&self) -> u8 {
        self.score.red_fives
    }

    /// The limit reached: "", "mangan", …, "yakuman", "double yakuman".
    #[getter]
    fn limit(&self) -> &'static str {
        self.score.limit.name()
    }

    /// Basic points (fu × 2^(han+2), or the limit's).
    #[getter]
    fn basic_points(&self) -> u32 {
        self.score.basic_points
    }

    /// What the discarder pays on a ron (0 on a tsumo).
    #[getter]
    fn ron(&self) -> u32 {
        self.score.payment.ron
    }

    /// What the dealer pays on a non-dealer's tsumo.
    #[getter]
    fn dealer(&self) -> u32 {
        self.score.payment.dealer
    }

    /// What each non-dealer pays on a tsumo.
    #[getter]
    fn non_dealer(&self) -> u32 {
        self.score.payment.non_dealer
    }

    /// All the winner gains, riichi sticks included.
    #[getter]
    fn total(&self) -> u32 {
        self.score.payment.total
    }

    /// The split and wait counted, as text.
    #[getter]
    fn split(&self) -> String {
        self.score.split.to_string()
    }

    /// The wait counted: "two-sided", "closed", "edge", "dual pair", "single",
    /// "thirteen-sided".
    #[getter]
    fn wait(&self) -> &'static str {
        self.score.split.wait.name()
    }

    /// What every score answers, whatever the system (`Engine.score`): whether the
    /// win may be declared (a yaku).
    #[getter]
    fn legal(&self) -> bool {
        self.score.has_yaku()
    }

    /// What it is worth: the points paid in all (as `total`).
    #[getter]
    fn points(&self) -> u64 {
        self.score.payment.total.into()
    }

    /// The reading counted (as `split`).
    #[getter]
    fn reading(&self) -> String {
        self.score.split.to_string()
    }

    /// The system that scored it: "riichi".
    #[getter]
    fn system(&self) -> &'static str {
        "riichi"
    }

    fn __repr__(&self) -> String {
        let yaku: Vec<String> = self
            .score
            .yaku
            .iter()
            .map(|c| format!("{} {}", c.yaku, c.han))
            .collect();
        format!(
            "Score(han={}, fu={}, limit={:?}, total={}, yaku=[{}])",
            self.score.han,
            self.score.fu.total(),
            self.score.limit.name(),
            self.score.payment.total,
            yaku.join(", ")
        )
    }
}

/// Scoring errors: the hand's as HandError, the rest (rules, situation) as HupaiError.
pub(crate) fn score_error(error: hupai::error::ScoreError) -> PyErr {
    use hupai::error::ScoreError as E;
    match error {
        E::Hand(_)
        | E::Jokers { .. }
        | E::NotFourteen { .. }
        | E::NotThirteen { .. }
        | E::NotAWin => HandError::new_err(error.to_string()),
        _ => HupaiError::new_err(error.to_string()),
    }
}

/// The engine's scoring methods, called from `Engine`'s `#[pymethods]`.
pub(crate) fn score(
    engine: &Core,
    hand: &Bound<'_, PyAny>,
    situation: &Situation,
) -> PyResult<Score> {
    let (core, situation) = situation.with_hand(engine, hand)?;
    let score =
        (hand.py().detach(|| engine.score_riichi(&core, &situation))).map_err(score_error)?;
    Ok(Score { score })
}

/// See [`score`].
pub(crate) fn is_legal_win(
    engine: &Core,
    hand: &Bound<'_, PyAny>,
    situation: &Situation,
) -> PyResult<bool> {
    let (core, situation) = situation.with_hand(engine, hand)?;
    // Scoring may search (a fan table with many jokers): other threads run meanwhile.
    (hand.py().detach(|| engine.is_legal_win(&core, &situation))).map_err(score_error)
}

/// A legal wait as Python gets it: (tile, ron has a yaku, tsumo has a yaku, ron
/// pays, tsumo pays).
pub(crate) type LegalWaitTuple = (String, bool, bool, u64, u64);

/// See [`score`].
pub(crate) fn legal_waits(
    engine: &Core,
    hand: &Bound<'_, PyAny>,
    situation: &Situation,
) -> PyResult<Vec<LegalWaitTuple>> {
    let (core, situation) = situation.with_hand(engine, hand)?;
    let waits =
        (hand.py().detach(|| engine.legal_waits(&core, &situation))).map_err(score_error)?;
    Ok(waits
        .iter()
        .map(|w| {
            (
                w.tile.to_string(),
                w.ron,
                w.tsumo,
                w.ron_points,
                w.tsumo_points,
            )
        })
        .collect())
}
