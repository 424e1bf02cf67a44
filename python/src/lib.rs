//! The Python module `hupai._hupai` (re-exported by `hupai/__init__.py`): thin PyO3
//! bindings over the library. Hands come in any of the library's notations; answers
//! go out as Python values in the command line's JSON shapes; errors are exceptions of
//! the `hupai.HupaiError` family with the library's messages; batches take NumPy
//! arrays, release the GIL and run on hupai's own thread pool.

use numpy::{PyArray1, PyReadonlyArray1, PyReadonlyArray2, PyUntypedArrayMethods};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyByteArray, PyBytes, PyDict, PyList, PyString, PyTuple};

mod guobiao;
mod hints;
mod scoring;

use hupai::batch::{BatchLengthError, Threads};
use hupai::hints::{DiscardAdvice, Discarded, Ukeire};

use hints::{DiscardAdvice as AdviceAnswer, Ukeire as UkeireAnswer};
use hupai::tiles::{KINDS, Melds};
use hupai::{CheckError, Engine as Core, Hand as CoreHand, Tile};

pyo3::create_exception!(
    hupai,
    HupaiError,
    PyValueError,
    "Every error hupai raises: a ValueError with the library's message."
);
pyo3::create_exception!(
    hupai,
    HandError,
    HupaiError,
    "A hand that does not read, is impossible, or that the rules do not play."
);
pyo3::create_exception!(
    hupai,
    RulesError,
    HupaiError,
    "A rule set name or rules file that cannot be used."
);
pyo3::create_exception!(
    hupai,
    TablesError,
    HupaiError,
    "A table file that cannot be used."
);

fn hand_error(error: impl std::fmt::Display) -> PyErr {
    HandError::new_err(error.to_string())
}

/// A mahjong hand: up to 17 tiles and jokers. Any method that takes a hand also takes
/// its MPSZ text, a sequence of 34 counts, a sequence of up to 17 tile ids (0-33) or
/// of mjai names; `Hand.from_ids_136` reads 136-tile ids.
///
/// >>> Hand("123m456p789s11122z").counts[0]
/// 1
#[pyclass(frozen, module = "hupai", eq, hash)]
#[derive(Clone, Copy)]
struct Hand {
    hand: CoreHand,
    /// Its red fives by suit (man, pin, sou), as written (`0m`, mjai's `5mr`): a
    /// score of the hand counts them, and its text keeps them.
    red: [u8; 3],
}

/// A red five is a five: hands of the same tiles are equal whatever their red fives.
impl PartialEq for Hand {
    fn eq(&self, other: &Hand) -> bool {
        self.hand == other.hand
    }
}

impl Eq for Hand {}

impl std::hash::Hash for Hand {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.hand.hash(state);
    }
}

impl Hand {
    /// A hand without red fives.
    fn plain(hand: CoreHand) -> Hand {
        Hand { hand, red: [0; 3] }
    }

    /// Its MPSZ text, a red five written `0`.
    fn text(&self) -> String {
        with_red_fives(&self.hand.to_string(), self.red)
    }
}

/// MPSZ text with the first `red[suit]` fives of each number suit written `0`.
fn with_red_fives(text: &str, red: [u8; 3]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut group = String::new();
    for c in text.chars() {
        match "mps".find(c) {
            Some(suit) => {
                out.push_str(&group.replacen('5', "0", usize::from(red[suit])));
                out.push(c);
                group.clear();
            }
            None if c.is_ascii_digit() => group.push(c),
            None => {
                out.push_str(&group);
                out.push(c);
                group.clear();
            }
        }
    }
    out + &group
}

#[pymethods]
impl Hand {
    /// A hand from MPSZ text: `123m456p789s11z` (0 a red five, J a joker).
    #[new]
    fn new(text: &str) -> PyResult<Hand> {
        let hand = text.parse().map_err(hand_error)?;
        let red = hupai::scoring::red_fives_written(text);
        Ok(Hand { hand, red })
    }

    /// A hand from 34 counts (one per tile id) and a number of jokers.
    #[staticmethod]
    #[pyo3(signature = (counts, jokers = 0))]
    fn from_counts(counts: &Bound<'_, PyAny>, jokers: u8) -> PyResult<Hand> {
        counts_hand(&integers(counts)?, jokers)
    }

    /// A hand from tile ids 0-33 (0-8 1m-9m, 9-17 1p-9p, 18-26 1s-9s, 27-33 1z-7z).
    #[staticmethod]
    #[pyo3(signature = (ids, jokers = 0))]
    fn from_ids(ids: &Bound<'_, PyAny>, jokers: u8) -> PyResult<Hand> {
        let hand = CoreHand::from_ids(&integers(ids)?, jokers).map_err(hand_error)?;
        Ok(Hand::plain(hand))
    }

    /// A hand from 136-tile ids (kind * 4 + copy, as Tenhou and the `mahjong` package).
    #[staticmethod]
    #[pyo3(signature = (ids, jokers = 0))]
    fn from_ids_136(ids: &Bound<'_, PyAny>, jokers: u8) -> PyResult<Hand> {
        let hand = CoreHand::from_ids_136(&integers(ids)?, jokers).map_err(hand_error)?;
        Ok(Hand::plain(hand))
    }

    /// A hand from mjai tile names (`5m`, `5mr`, `E S W N P F C`).
    #[staticmethod]
    #[pyo3(signature = (names, jokers = 0))]
    fn from_mjai(names: Vec<String>, jokers: u8) -> PyResult<Hand> {
        let hand = CoreHand::from_mjai(&names, jokers).map_err(hand_error)?;
        let red = hupai::scoring::red_fives_written(&scoring::mjai_reds_text(&names));
        Ok(Hand { hand, red })
    }

    /// The 34 counts, by tile id (a list: `Vec<u8>` would become `bytes`).
    #[getter]
    fn counts(&self) -> Vec<u32> {
        self.hand.counts().iter().map(|&c| u32::from(c)).collect()
    }

    /// The jokers.
    #[getter]
    fn jokers(&self) -> u8 {
        self.hand.jokers()
    }

    fn __len__(&self) -> usize {
        self.hand.len()
    }

    /// Its red fives by suit: (man, pin, sou).
    #[getter]
    fn red_fives(&self) -> (u8, u8, u8) {
        (self.red[0], self.red[1], self.red[2])
    }

    fn __str__(&self) -> String {
        self.text()
    }

    fn __repr__(&self) -> String {
        format!("Hand('{}')", self.text())
    }

    fn __reduce__(&self, py: Python<'_>) -> PyResult<(Py<PyAny>, (String,))> {
        let class = py.get_type::<Hand>().into_any().unbind();
        Ok((class, (self.text(),)))
    }
}

fn counts_hand(counts: &[i64], jokers: u8) -> PyResult<Hand> {
    counts_hand_by(counts, jokers, None)
}

/// 34 counts as a hand: as `engine` reads them where one is given (a joker kind of
/// more than four copies, 八红中, counted above four), else at most four a kind.
fn counts_hand_by(counts: &[i64], jokers: u8, engine: Option<&Core>) -> PyResult<Hand> {
    if counts.len() != KINDS {
        return Err(hand_error(format!(
            "{} counts: a hand's counts are 34, one per tile id",
            counts.len()
        )));
    }
    let most = if engine.is_some() { u8::MAX } else { 4 };
    let mut bytes = [0u8; KINDS];
    for (id, (&count, byte)) in counts.iter().zip(&mut bytes).enumerate() {
        *byte = u8::try_from(count)
            .ok()
            .filter(|&c| c <= most)
            .ok_or_else(|| hand_error(format!("count {count} of tile id {id}: 0 to {most}")))?;
    }
    let hand = match engine {
        Some(engine) => engine.hand_from_counts(&bytes, jokers),
        None => CoreHand::from_counts(bytes, jokers),
    };
    Ok(Hand::plain(hand.map_err(hand_error)?))
}

/// Reads any hand argument: a `Hand`, MPSZ text, 34 counts, up to 17 ids, mjai names.
fn hand_of(value: &Bound<'_, PyAny>, jokers: u8) -> PyResult<CoreHand> {
    if let Ok(hand) = value.cast::<Hand>() {
        return add_jokers(hand.get().hand, jokers);
    }
    if let Ok(text) = value.cast::<PyString>() {
        let hand: CoreHand = text.to_cow()?.parse().map_err(hand_error)?;
        return add_jokers(hand, jokers);
    }
    if let Some(counts) = small_counts(value) {
        return CoreHand::from_counts(counts, jokers).map_err(hand_error);
    }
    // Names or numbers, told by the first item, so that no failed extraction (a
    // Python exception, ~1 µs) is paid on the common path.
    let first = value.get_item(0).ok();
    if first.is_some_and(|item| item.is_instance_of::<PyString>()) {
        let names: Vec<String> = value.extract()?;
        return Ok(Hand::from_mjai(names, jokers)?.hand);
    }
    match numbers(value) {
        Some(numbers) if numbers.len() == KINDS => Ok(counts_hand(&numbers, jokers)?.hand),
        Some(ids) => Ok(CoreHand::from_ids(&ids, jokers).map_err(hand_error)?),
        None => Err(PyTypeError::new_err(format!(
            "a hand is a Hand, MPSZ text, 34 counts, tile ids or mjai names, not {}",
            value.get_type().name()?
        ))),
    }
}

/// A list of 34 counts from 0 to 4, read by identity: CPython keeps one object for
/// each small integer, laid out in a row, so a count is the distance of an item from
/// the object 0 (a subtraction and a shift, no branch to mispredict; each answer
/// checked against the object it names), where converting an integer costs ~15 ns.
/// `None` for anything else (another sequence, other objects, another layout),
/// read the general way.
fn small_counts(value: &Bound<'_, PyAny>) -> Option<[u8; KINDS]> {
    let list = value.cast::<PyList>().ok()?;
    if list.len() != KINDS {
        return None;
    }
    let small = SmallInts::get(value.py())?;
    let mut counts = [0u8; KINDS];
    let mut all_small = true;
    for (id, count) in counts.iter_mut().enumerate() {
        // SAFETY: a list of KINDS items, held; the item borrowed only to compare.
        let item = unsafe { pyo3::ffi::PyList_GetItem(list.as_ptr(), id as pyo3::ffi::Py_ssize_t) };
        let item = item as usize;
        let n = item.wrapping_sub(small.objects[0]) >> small.shift;
        let bounded = n.min(4);
        all_small &= (n <= 4) & (small.objects[bounded] == item);
        *count = bounded as u8;
    }
    all_small.then_some(counts)
}

/// Where this interpreter keeps the integers 0 to 4.
struct SmallInts {
    objects: [usize; 5],
    /// log2 of the distance between two of them.
    shift: u32,
}

impl SmallInts {
    /// The interpreter's, or `None` when they are not evenly spaced a power of two
    /// apart (then every list is read the general way).
    fn get(py: Python<'_>) -> Option<&'static SmallInts> {
        static SMALL: PyOnceLock<Option<SmallInts>> = PyOnceLock::new();
        let small = SMALL.get_or_init(py, || {
            // Held for the process's life: the cached objects never go away.
            let objects = [0u8, 1, 2, 3, 4].map(|n| {
                let object = n
                    .into_pyobject(py)
                    .expect("a small int")
                    .into_any()
                    .unbind();
                let address = object.as_ptr() as usize;
                std::mem::forget(object);
                address
            });
            let stride = objects[1].wrapping_sub(objects[0]);
            let even = (0..5).all(|n| objects[n] == objects[0].wrapping_add(n * stride));
            (even && stride.is_power_of_two()).then(|| SmallInts {
                objects,
                shift: stride.trailing_zeros(),
            })
        });
        small.as_ref()
    }
}

/// [`numbers`], or a TypeError saying what was expected.
fn integers(value: &Bound<'_, PyAny>) -> PyResult<Vec<i64>> {
    numbers(value).ok_or_else(|| {
        PyTypeError::new_err("expected a sequence of integers (a list, a tuple or an array)")
    })
}

/// A sequence of integers: a list, a tuple, bytes, a bytearray, a NumPy array of bytes read in
/// place, or any other array by its `tolist`.
fn numbers(value: &Bound<'_, PyAny>) -> Option<Vec<i64>> {
    if value.is_instance_of::<PyList>() || value.is_instance_of::<PyTuple>() {
        // `bytes(value)` reads the items in C, a fraction of reading each here; items
        // past a byte (an error to report) take the slow way.
        let bytes = value.py().get_type::<PyBytes>().call1((value,));
        if let Some(bytes) = bytes.ok().and_then(|b| b.cast_into::<PyBytes>().ok()) {
            return Some(bytes.as_bytes().iter().map(|&b| i64::from(b)).collect());
        }
        return value.extract::<Vec<i64>>().ok();
    }
    if let Ok(bytes) = value.cast::<PyBytes>() {
        return Some(bytes.as_bytes().iter().map(|&b| i64::from(b)).collect());
    }
    if let Ok(bytes) = value.cast::<PyByteArray>() {
        return Some(bytes.to_vec().into_iter().map(i64::from).collect());
    }
    if value.cast::<PyArray1<u8>>().is_ok() {
        // A byte array's bytes, in C (its buffer, in order, whatever its strides).
        let bytes = value.py().get_type::<PyBytes>().call1((value,)).ok()?;
        let bytes = bytes.cast_into::<PyBytes>().ok()?;
        return Some(bytes.as_bytes().iter().map(|&b| i64::from(b)).collect());
    }
    let listed = value.call_method0("tolist").ok()?;
    listed.extract::<Vec<i64>>().ok()
}

/// `hand` with `jokers` more.
fn add_jokers(hand: CoreHand, jokers: u8) -> PyResult<CoreHand> {
    match jokers {
        0 => Ok(hand),
        _ => CoreHand::from_counts(*hand.counts(), hand.jokers().saturating_add(jokers))
            .map_err(hand_error),
    }
}

/// The 34-count of tiles seen: None, MPSZ text, or 34 counts.
fn seen_of(value: Option<&Bound<'_, PyAny>>) -> PyResult<[u8; KINDS]> {
    let Some(value) = value else {
        return Ok([0; KINDS]);
    };
    if let Ok(text) = value.cast::<PyString>() {
        return hupai::hints::parse_seen(&text.to_cow()?).map_err(hand_error);
    }
    if let Some(counts) = small_counts(value) {
        return Ok(counts);
    }
    let counts = numbers(value)
        .ok_or_else(|| PyTypeError::new_err("seen tiles are MPSZ text or 34 counts by tile id"))?;
    if counts.len() != KINDS {
        return Err(hand_error(format!(
            "{} seen counts: 34 are needed, one per tile id",
            counts.len()
        )));
    }
    let mut seen = [0u8; KINDS];
    for (id, (&count, slot)) in counts.iter().zip(&mut seen).enumerate() {
        *slot = u8::try_from(count)
            .ok()
            .filter(|&c| c <= 4)
            .ok_or_else(|| hand_error(format!("seen count {count} of tile id {id}: 0 to 4")))?;
    }
    Ok(seen)
}

/// The tiles' names by id, then `J`, as Python strings: made once, shared by every
/// answer.
pub(crate) fn tile_names(py: Python<'_>) -> &[Py<PyString>] {
    static NAMES: PyOnceLock<Vec<Py<PyString>>> = PyOnceLock::new();
    NAMES.get_or_init(py, || {
        let names = Tile::all().map(|t| t.to_string()).chain(["J".to_string()]);
        names
            .map(|name| PyString::new(py, &name).unbind())
            .collect()
    })
}

/// A JSON value (from the library's serde shapes) as Python objects.
fn to_python(py: Python<'_>, value: &serde_json::Value) -> PyResult<Py<PyAny>> {
    use serde_json::Value;
    Ok(match value {
        Value::Null => py.None(),
        Value::Bool(b) => b.into_pyobject(py)?.to_owned().into_any().unbind(),
        Value::Number(n) => match n.as_i64() {
            Some(i) => i.into_pyobject(py)?.into_any().unbind(),
            None => n
                .as_f64()
                .unwrap_or(0.0)
                .into_pyobject(py)?
                .into_any()
                .unbind(),
        },
        Value::String(s) => s.into_pyobject(py)?.into_any().unbind(),
        Value::Array(items) => {
            let items: Vec<Py<PyAny>> = items
                .iter()
                .map(|v| to_python(py, v))
                .collect::<PyResult<_>>()?;
            PyList::new(py, items)?.into_any().unbind()
        }
        Value::Object(fields) => {
            let dict = PyDict::new(py);
            for (key, v) in fields {
                dict.set_item(key, to_python(py, v)?)?;
            }
            dict.into_any().unbind()
        }
    })
}

/// A value read from a dict (or any JSON-able value) or from its JSON text, named
/// `what` in the error.
fn read_json<T: serde::de::DeserializeOwned>(
    py: Python<'_>,
    given: &Bound<'_, PyAny>,
    what: &str,
) -> PyResult<T> {
    let text: String = match given.extract::<String>() {
        Ok(text) => text,
        Err(_) => py
            .import("json")?
            .call_method1("dumps", (given,))?
            .extract()?,
    };
    serde_json::from_str(&text).map_err(|e| HupaiError::new_err(format!("{what}: {e}")))
}

fn serialized(py: Python<'_>, value: &impl serde::Serialize) -> PyResult<Py<PyAny>> {
    let json = serde_json::to_value(value).map_err(|e| HupaiError::new_err(e.to_string()))?;
    to_python(py, &json)
}

/// An immutable engine for one rule set: built-in (`Engine("riichi")`), from a rules
/// file's text (`Engine.from_rules`), or from a table file (`Engine.load`). Any number
/// of threads may share one; it pickles (by name, or by its table bytes), so
/// multiprocessing, Ray or Dask workers rebuild it cheaply.
///
/// Hand arguments: a `Hand`, MPSZ text, 34 counts, tile ids or mjai names; `jokers`
/// adds jokers to it.
#[pyclass(frozen, module = "hupai")]
struct Engine {
    engine: Core,
}

#[pymethods]
impl Engine {
    /// The built-in rule set `rules`: standard, riichi, sanma, changsha, hongzhong,
    /// sichuan, taiwan, guobiao, wind-runs, strict-jokers or zhuanzhuan-8-reds. Tables
    /// are embedded: no work is done.
    #[new]
    #[pyo3(signature = (rules = "standard"))]
    fn new(rules: &str) -> PyResult<Engine> {
        let engine = Core::builtin(rules).map_err(|e| RulesError::new_err(e.to_string()))?;
        Ok(Engine { engine })
    }

    /// An engine for the rules in `toml` (a rules file's text); tables generated unless
    /// a built-in set shares them.
    #[staticmethod]
    fn from_rules(py: Python<'_>, toml: &str) -> PyResult<Engine> {
        let rules =
            hupai::rules::Rules::from_toml(toml).map_err(|e| RulesError::new_err(e.to_string()))?;
        let engine = py
            .detach(|| Core::from_rules(rules))
            .map_err(|e| RulesError::new_err(e.to_string()))?;
        Ok(Engine { engine })
    }

    /// An engine from the table file at `path` (from `hupai tables build`).
    #[staticmethod]
    fn load(py: Python<'_>, path: std::path::PathBuf) -> PyResult<Engine> {
        let engine = py
            .detach(|| Core::load(&path))
            .map_err(|e| TablesError::new_err(format!("{}: {e}", path.display())))?;
        Ok(Engine { engine })
    }

    /// An engine from a table file's bytes.
    #[staticmethod]
    fn from_table_bytes(py: Python<'_>, data: &[u8]) -> PyResult<Engine> {
        let engine = py
            .detach(|| Core::from_table_bytes(data))
            .map_err(|e| TablesError::new_err(e.to_string()))?;
        Ok(Engine { engine })
    }

    /// The same rules with every tile of the kinds `tiles` (MPSZ names, such as "7z")
    /// also a joker (红中). Rules that play no jokers (max = 0) raise RulesError, as
    /// the same rules from a file would.
    fn with_joker_kinds(&self, tiles: Vec<String>) -> PyResult<Engine> {
        let kinds: Vec<Tile> = tiles
            .iter()
            .map(|t| t.parse::<Tile>().map_err(hand_error))
            .collect::<PyResult<_>>()?;
        let engine = (self.engine.clone().with_joker_kinds(&kinds))
            .map_err(|e| RulesError::new_err(e.to_string()))?;
        Ok(Engine { engine })
    }

    /// The same engine for hands that have exposed `melds` (MPSZ, comma-separated:
    /// "111p,789s,5555z"; "" for none): every call then takes the concealed tiles
    /// alone. Bad text raises HandError; melds the rules do not play, RulesError.
    fn with_melds(&self, melds: &str) -> PyResult<Engine> {
        let melds: Melds = melds.parse().map_err(hand_error)?;
        let engine =
            (self.engine.with_melds(&melds)).map_err(|e| RulesError::new_err(e.to_string()))?;
        Ok(Engine { engine })
    }

    /// The score of the winning `hand` (concealed tiles, the winning tile among
    /// them; melds from `with_melds`) in `situation`, by the rules' scoring: a Score
    /// (riichi), a FanScore (国标) or a TableScore (a fan table), each answering
    /// `legal`, `points`, `reading` and `system`. Rules that do not score, hands
    /// that do not win and impossible situations raise.
    fn score<'py>(
        &self,
        py: Python<'py>,
        hand: &Bound<'py, PyAny>,
        situation: &scoring::Situation,
    ) -> PyResult<Bound<'py, PyAny>> {
        match self.engine.rules().scoring.name() {
            "guobiao" => Ok(guobiao::score_guobiao(&self.engine, hand, situation)?
                .into_pyobject(py)?
                .into_any()),
            "table" => Ok(guobiao::score_table(&self.engine, hand, situation)?
                .into_pyobject(py)?
                .into_any()),
            _ => Ok(scoring::score(&self.engine, hand, situation)?
                .into_pyobject(py)?
                .into_any()),
        }
    }

    /// The riichi score of the winning `hand` (as `score` under riichi rules): a
    /// Score, whose `has_yaku` is False for a winning shape without a yaku. Rules
    /// without a [riichi] section raise.
    fn score_riichi(
        &self,
        hand: &Bound<'_, PyAny>,
        situation: &scoring::Situation,
    ) -> PyResult<scoring::Score> {
        scoring::score(&self.engine, hand, situation)
    }

    /// The 国标 fans of the winning `hand` (concealed tiles, the winning tile among
    /// them; melds from `with_melds`) in `situation` (flowers and 和绝张 in it): a
    /// FanScore, whose `legal` is False under the 8-fan minimum. Rules without a
    /// [guobiao] section, hands that do not win and impossible situations raise.
    fn score_guobiao(
        &self,
        hand: &Bound<'_, PyAny>,
        situation: &scoring::Situation,
    ) -> PyResult<guobiao::FanScore> {
        guobiao::score_guobiao(&self.engine, hand, situation)
    }

    /// The score of a winning `hand` (jokers allowed) by the rules' fan table (their
    /// [scoring] section): every decomposition and joker stand-in read, the best
    /// kept. Rules without the section, hands that do not win and impossible
    /// situations raise.
    fn score_table(
        &self,
        hand: &Bound<'_, PyAny>,
        situation: &scoring::Situation,
    ) -> PyResult<guobiao::TableScore> {
        guobiao::score_table(&self.engine, hand, situation)
    }

    /// Whether `hand` wins legally in `situation`: with a yaku under riichi rules,
    /// with the minimum fans under 国标 or a fan table; False for a hand that does not
    /// win. What `score` refuses raises the same error.
    fn is_legal_win(
        &self,
        hand: &Bound<'_, PyAny>,
        situation: &scoring::Situation,
    ) -> PyResult<bool> {
        scoring::is_legal_win(&self.engine, hand, situation)
    }

    /// For a waiting hand (13 tiles with the melds): each wait as (tile, ron has a
    /// yaku, tsumo has a yaku, ron pays, tsumo pays), the situation's winning tile and
    /// way of winning set per wait.
    fn legal_waits(
        &self,
        hand: &Bound<'_, PyAny>,
        situation: &scoring::Situation,
    ) -> PyResult<Vec<scoring::LegalWaitTuple>> {
        scoring::legal_waits(&self.engine, hand, situation)
    }

    /// The exposed melds, as MPSZ text ("" for none).
    #[getter]
    fn melds(&self) -> String {
        self.engine.melds().to_string()
    }

    /// The rule set's name.
    #[getter]
    fn name(&self) -> String {
        self.engine.rules().name.clone()
    }

    /// The joker kinds, as tile names.
    #[getter]
    fn joker_kinds(&self) -> Vec<String> {
        self.engine.joker_kinds().map(|t| t.to_string()).collect()
    }

    /// The table file's bytes of this engine's rules (what `Engine.from_table_bytes`
    /// reads).
    fn to_table_bytes<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        PyBytes::new(py, &self.engine.to_table_bytes())
    }

    /// Whether the hand (3n+2 tiles) wins in any form; False for a hand the rules do
    /// not play.
    #[pyo3(signature = (hand, jokers = 0))]
    fn is_win(&self, hand: &Bound<'_, PyAny>, jokers: u8) -> PyResult<bool> {
        let core = hand_of(hand, jokers)?;
        Ok(self.quick(hand.py(), || self.engine.is_win(&core)))
    }

    /// The forms the hand wins in: a list of form names ("standard", "seven_pairs",
    /// "thirteen_orphans", "pairs_and_triplet", "honours_and_knitted",
    /// "greater_honours_and_knitted", "knitted_straight", "eight_pairs"; empty: no
    /// win).
    #[pyo3(signature = (hand, jokers = 0))]
    fn check(&self, hand: &Bound<'_, PyAny>, jokers: u8) -> PyResult<Vec<&'static str>> {
        let core = hand_of(hand, jokers)?;
        let forms = (self.quick(hand.py(), || self.engine.check(&core))).map_err(hand_error)?;
        Ok(forms.iter().map(|f| f.name()).collect())
    }

    /// The kinds that complete the hand (3n+1 tiles), as tile names.
    #[pyo3(signature = (hand, jokers = 0))]
    fn waits(&self, hand: &Bound<'_, PyAny>, jokers: u8) -> PyResult<Vec<String>> {
        let core = hand_of(hand, jokers)?;
        let waits = (self.quick(hand.py(), || self.engine.waits(&core))).map_err(hand_error)?;
        Ok(waits.iter().map(|t| t.to_string()).collect())
    }

    /// The waits, and those of them with no copy left to draw (every copy held, or
    /// held and exposed): two lists of tile names.
    #[pyo3(signature = (hand, jokers = 0))]
    fn waits_with_exhausted(
        &self,
        hand: &Bound<'_, PyAny>,
        jokers: u8,
    ) -> PyResult<(Vec<String>, Vec<String>)> {
        let core = hand_of(hand, jokers)?;
        let waits = (self.quick(hand.py(), || self.engine.waits(&core))).map_err(hand_error)?;
        let names = |exhausted: bool| {
            (waits.iter())
                .filter(|&t| !exhausted || waits.is_exhausted(t))
                .map(|t| t.to_string())
                .collect()
        };
        Ok((names(false), names(true)))
    }

    /// Draws from a win, less one: -1 a win, 0 waiting (3n+1 or 3n+2 tiles).
    #[pyo3(signature = (hand, jokers = 0))]
    fn shanten(&self, hand: &Bound<'_, PyAny>, jokers: u8) -> PyResult<i8> {
        let core = hand_of(hand, jokers)?;
        (self.quick(hand.py(), || self.engine.shanten(&core))).map_err(hand_error)
    }

    /// The shanten per form: {"standard": n, "seven_pairs": n or None, …}, a key per
    /// form name (None where a form is ruled out).
    #[pyo3(signature = (hand, jokers = 0))]
    fn shanten_forms(
        &self,
        py: Python<'_>,
        hand: &Bound<'_, PyAny>,
        jokers: u8,
    ) -> PyResult<Py<PyAny>> {
        let core = hand_of(hand, jokers)?;
        let forms = (self.quick(py, || self.engine.shanten_forms(&core))).map_err(hand_error)?;
        serialized(py, &forms)
    }

    /// What a seat may do now under riichi rules (docs/actions.md): `context` is a
    /// dict (or its JSON text) — `hand`, `melds`, `moment` (`{"drew": "3z"}`,
    /// `{"discarded": "0m", "by": "left"}` …), `discards`, `passed`, `riichi`,
    /// `points`, `wall` … — and the menu a dict as `hupai actions --format json`
    /// prints it: `discard`, `riichi`, kongs as MPSZ kinds, `tsumo`, `ron`, `pass`…
    /// as booleans, `pon` and `chi` as lists, `win` the score or None. A malformed
    /// or impossible context raises HupaiError; rules without a [riichi] section
    /// RulesError.
    fn actions(&self, py: Python<'_>, context: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let context: hupai::actions::Context = read_json(py, context, "context")?;
        let menu = self.engine.actions(&context).map_err(|e| match e {
            hupai::actions::ActionError::NotRiichi { .. } => RulesError::new_err(e.to_string()),
            _ => HupaiError::new_err(e.to_string()),
        })?;
        serialized(py, &menu)
    }

    /// What a riichi round pays under the engine's riichi rules (docs/settlement.md;
    /// an engine of a preset, `Engine("tenhou")`, plays that platform's):
    /// `settlement` is a dict (or its JSON text) — `{"round": {"dealer", "round",
    /// "honba", "riichi_sticks", "points"}, "ending": {"wins": [...]} | {"exhausted":
    /// {...}} | "aborted"}` — and the answer a dict as `hupai settle --format json`
    /// prints it: `deltas`, `next` (dealer, round, honba, riichi_sticks, game_over)
    /// and `standings` (None before the game's end). A malformed or impossible
    /// settlement raises HupaiError; rules without a [riichi] section RulesError.
    fn settle(&self, py: Python<'_>, settlement: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let settlement: hupai::settlement::Settlement = read_json(py, settlement, "settlement")?;
        let settled = self
            .engine
            .settle(&settlement)
            .map_err(|e| match e.is_wrong_rules() {
                true => RulesError::new_err(e.to_string()),
                false => HupaiError::new_err(e.to_string()),
            })?;
        serialized(py, &settled)
    }

    /// Every way the winning hand splits (at most `limit`), each a dict as the
    /// command line's JSON: form, melds, pair, pairs, singles, stand_ins.
    #[pyo3(signature = (hand, jokers = 0, limit = 1000))]
    fn decompositions(
        &self,
        py: Python<'_>,
        hand: &Bound<'_, PyAny>,
        jokers: u8,
        limit: usize,
    ) -> PyResult<Py<PyAny>> {
        let core = hand_of(hand, jokers)?;
        // Many jokers split a hand in thousands of ways: found without the GIL.
        let found = py.detach(|| {
            let all = self.engine.decompositions(&core)?;
            Ok::<Vec<_>, CheckError>(all.take(limit).collect())
        });
        let found = found.map_err(hand_error)?;
        serialized(py, &found)
    }

    /// Builds the hints' masks now, without the GIL (a fraction of a second, once per
    /// process and rule set), so the first `ukeire` or `discards` is as fast as the
    /// next. Optional; without it the first hint builds them.
    fn prepare_hints(&self, py: Python<'_>) {
        py.detach(|| {
            self.engine.prepare(&[hupai::engine::Question::Hints]);
        });
    }

    /// What a hand of 3n+1 tiles accepts: an `Ukeire` (shanten, accepted tile names,
    /// live, live_by_tile; read on access, and a mapping of those keys). `seen`:
    /// tiles visible elsewhere, as MPSZ text or 34 counts; live copies are 4 less
    /// those held and seen.
    #[pyo3(signature = (hand, seen = None, jokers = 0))]
    fn ukeire(
        &self,
        hand: &Bound<'_, PyAny>,
        seen: Option<&Bound<'_, PyAny>>,
        jokers: u8,
    ) -> PyResult<UkeireAnswer> {
        let (core, seen) = (hand_of(hand, jokers)?, seen_of(seen)?);
        // Hints may search (国标's knitted forms, restricted jokers): without the GIL.
        let ukeire: Ukeire =
            (hand.py().detach(|| self.engine.ukeire(&core, &seen))).map_err(hand_error)?;
        Ok(UkeireAnswer::new(ukeire))
    }

    /// Discard advice for a hand of 3n+2 tiles: a `DiscardAdvice` (shanten, and
    /// discards best first, each a `Discard`: discard (a tile name, or "J"), shanten,
    /// accepted, live, live_by_tile). Read on access; each a mapping of those keys.
    #[pyo3(signature = (hand, seen = None, jokers = 0))]
    fn discards(
        &self,
        hand: &Bound<'_, PyAny>,
        seen: Option<&Bound<'_, PyAny>>,
        jokers: u8,
    ) -> PyResult<AdviceAnswer> {
        let (core, seen) = (hand_of(hand, jokers)?, seen_of(seen)?);
        let advice: DiscardAdvice =
            (hand.py().detach(|| self.engine.discards(&core, &seen))).map_err(hand_error)?;
        Ok(AdviceAnswer::new(advice))
    }

    /// Which discards of a hand of 3n+2 tiles keep it as near a win as it can stay
    /// (for a hand that does not win, its shanten; for a win, still waiting) and which
    /// take it further: a DiscardMasks. The shanten alone, without discard advice's
    /// accepted tiles: a bot's keep-shanten mask.
    #[pyo3(signature = (hand, jokers = 0))]
    fn discard_masks(&self, hand: &Bound<'_, PyAny>, jokers: u8) -> PyResult<DiscardMasks> {
        let core = hand_of(hand, jokers)?;
        let masks = (hand.py().detach(|| self.engine.discard_masks(&core))).map_err(hand_error)?;
        Ok(DiscardMasks { masks })
    }

    /// Discard masks of N hands of 3n+2 tiles: (shanten int8[N], keep uint64[N],
    /// raise uint64[N]). As shanten_batch.
    #[pyo3(signature = (counts, jokers = None))]
    #[allow(clippy::type_complexity)]
    fn discard_masks_batch<'py>(
        &self,
        py: Python<'py>,
        counts: PyReadonlyArray2<'py, u8>,
        jokers: Option<PyReadonlyArray1<'py, u8>>,
    ) -> PyResult<(
        Bound<'py, PyArray1<i8>>,
        Bound<'py, PyArray1<u64>>,
        Bound<'py, PyArray1<u64>>,
    )> {
        let answers = self.rows_batch(
            py,
            BatchRows::of(&counts, jokers.as_ref())?,
            Core::discard_masks_rows,
            |hand| self.engine.discard_masks(hand).err(),
        )?;
        let column = |f: fn(&hupai::hints::DiscardMasks) -> u64| {
            PyArray1::from_vec(py, answers.iter().map(f).collect())
        };
        let shanten = answers.iter().map(|m| m.shanten()).collect();
        Ok((
            PyArray1::from_vec(py, shanten),
            column(|m| m.keep_bits()),
            column(|m| m.raise_bits()),
        ))
    }

    /// Wins of N hands: `counts` uint8[N, 34], `jokers` uint8[N] (or None) -> bool[N],
    /// False for a hand the rules do not play (as `is_win`). Runs without the GIL on
    /// all cores. A row that is no hand at all (more than four of a kind, more than 17
    /// tiles) raises HandError naming the first such row.
    #[pyo3(signature = (counts, jokers = None))]
    fn is_win_batch<'py>(
        &self,
        py: Python<'py>,
        counts: PyReadonlyArray2<'py, u8>,
        jokers: Option<PyReadonlyArray1<'py, u8>>,
    ) -> PyResult<Bound<'py, PyArray1<bool>>> {
        let rows = BatchRows::of(&counts, jokers.as_ref())?;
        let (counts, jokers) = (rows.counts(), &rows.jokers);
        let answers = py.detach(|| {
            let mut answers = vec![None; jokers.len()];
            (self.engine)
                .is_win_rows(counts, jokers, &mut answers, Threads::Pool)
                .map(|()| answers)
        });
        let answers = answers.expect("equal lengths");
        first_unanswered(&answers, |row| {
            CoreHand::from_counts(counts[row], jokers[row])
                .err()
                .map(|e| e.to_string())
        })?;
        Ok(PyArray1::from_vec(
            py,
            answers.into_iter().flatten().collect(),
        ))
    }

    /// Shanten of N hands (3n+1 or 3n+2 tiles each): int8[N]. As is_win_batch, but a
    /// row the rules do not play raises HandError naming the first.
    #[pyo3(signature = (counts, jokers = None))]
    fn shanten_batch<'py>(
        &self,
        py: Python<'py>,
        counts: PyReadonlyArray2<'py, u8>,
        jokers: Option<PyReadonlyArray1<'py, u8>>,
    ) -> PyResult<Bound<'py, PyArray1<i8>>> {
        let answers = self.rows_batch(
            py,
            BatchRows::of(&counts, jokers.as_ref())?,
            Core::shanten_rows,
            |hand| self.engine.shanten(hand).err(),
        )?;
        Ok(PyArray1::from_vec(py, answers))
    }

    /// Waits of N hands of 3n+1 tiles: uint64[N], bit `id` set for each winning tile
    /// id. As shanten_batch.
    #[pyo3(signature = (counts, jokers = None))]
    fn waits_batch<'py>(
        &self,
        py: Python<'py>,
        counts: PyReadonlyArray2<'py, u8>,
        jokers: Option<PyReadonlyArray1<'py, u8>>,
    ) -> PyResult<Bound<'py, PyArray1<u64>>> {
        let answers = self.rows_batch(
            py,
            BatchRows::of(&counts, jokers.as_ref())?,
            Core::waits_rows,
            |hand| self.engine.waits(hand).err(),
        )?;
        Ok(PyArray1::from_vec(
            py,
            answers.iter().map(|w| w.bits()).collect(),
        ))
    }

    /// The engine as the calls that make it: its rules' name, the joker kinds added
    /// to the rules', the melds exposed.
    fn __repr__(&self) -> String {
        let rules = self.engine.rules();
        // Single quotes, as Python writes a string, unless the name needs escapes.
        let mut text = match rules.name.contains(['\'', '\\']) {
            true => format!("Engine({:?})", rules.name),
            false => format!("Engine('{}')", rules.name),
        };
        let added: Vec<String> = (self.engine.joker_kinds())
            .filter(|kind| !rules.jokers.kinds.contains(kind))
            .map(|kind| format!("'{kind}'"))
            .collect();
        if !added.is_empty() {
            text += &format!(".with_joker_kinds([{}])", added.join(", "));
        }
        if !self.engine.melds().is_empty() {
            text += &format!(".with_melds('{}')", self.engine.melds());
        }
        text
    }

    /// Pickled as its built-in name, or as its table file's bytes, its joker kinds and
    /// its exposed melds.
    fn __reduce__(&self, py: Python<'_>) -> PyResult<(Py<PyAny>, Py<PyAny>)> {
        let rebuild = py.import("hupai")?.getattr("_engine_from_state")?.unbind();
        let rules = self.engine.rules();
        let builtin = Core::builtin(&rules.name).is_ok_and(|b| b.rules() == rules);
        let source: Py<PyAny> = match builtin {
            true => rules.name.clone().into_pyobject(py)?.into_any().unbind(),
            false => PyBytes::new(py, &self.engine.to_table_bytes())
                .into_any()
                .unbind(),
        };
        let args = (source, self.joker_kinds(), self.melds())
            .into_pyobject(py)?
            .into_any()
            .unbind();
        Ok((rebuild, args))
    }
}

/// A library batch over raw rows, on hupai's pool.
type RowsBatch<T> =
    fn(&Core, &[[u8; KINDS]], &[u8], &mut [Option<T>], Threads) -> Result<(), BatchLengthError>;

impl Engine {
    /// Answers `question` without the GIL where this engine's one-hand answers may
    /// search (`hupai::Engine::searches`), so other threads run meanwhile; with it
    /// where they are table lookups of nanoseconds, which releasing it would double.
    fn quick<T: Send>(&self, py: Python<'_>, question: impl FnOnce() -> T + Send) -> T {
        match self.engine.searches() {
            true => py.detach(question),
            false => question(),
        }
    }

    /// One question of N hands given as `rows`, answered by `batch` on all cores
    /// without the GIL; a row without an answer raises HandError naming the first,
    /// with the library's reason (counts that are no hand, or `why` of the hand).
    fn rows_batch<T: Copy + Send>(
        &self,
        py: Python<'_>,
        rows: BatchRows<'_>,
        batch: RowsBatch<T>,
        why: impl Fn(&CoreHand) -> Option<CheckError>,
    ) -> PyResult<Vec<T>> {
        let (counts, jokers) = (rows.counts(), &rows.jokers);
        let answers = py.detach(|| {
            let mut answers = vec![None; jokers.len()];
            batch(&self.engine, counts, jokers, &mut answers, Threads::Pool).map(|()| answers)
        });
        let answers = answers.expect("equal lengths");
        first_unanswered(&answers, |row| {
            match CoreHand::from_counts(counts[row], jokers[row]) {
                Err(error) => Some(error.to_string()),
                Ok(hand) => why(&hand).map(|e| e.to_string()),
            }
        })?;
        Ok(answers.into_iter().flatten().collect())
    }
}

/// A batch's rows: 34 counts each (read in place from a C-contiguous array, else
/// copied once) and a joker count each.
struct BatchRows<'a> {
    flat: std::borrow::Cow<'a, [u8]>,
    jokers: Vec<u8>,
}

impl<'a> BatchRows<'a> {
    fn of(
        counts: &'a PyReadonlyArray2<'_, u8>,
        jokers: Option<&PyReadonlyArray1<'_, u8>>,
    ) -> PyResult<BatchRows<'a>> {
        let [rows, columns] = [counts.shape()[0], counts.shape()[1]];
        if columns != KINDS {
            return Err(hand_error(format!(
                "counts of shape ({rows}, {columns}): a batch is (N, 34)"
            )));
        }
        let jokers: Vec<u8> = match jokers {
            None => vec![0; rows],
            Some(jokers) => jokers.as_array().iter().copied().collect(),
        };
        if jokers.len() != rows {
            return Err(hand_error(format!(
                "{} joker counts for {rows} hands",
                jokers.len()
            )));
        }
        let flat = match counts.as_slice() {
            Ok(flat) => std::borrow::Cow::Borrowed(flat),
            Err(_) => std::borrow::Cow::Owned(counts.as_array().iter().copied().collect()),
        };
        Ok(BatchRows { flat, jokers })
    }

    fn counts(&self) -> &[[u8; KINDS]] {
        self.flat.as_chunks::<KINDS>().0
    }
}

/// An error naming the first row without an answer, and why.
fn first_unanswered<T>(
    answers: &[Option<T>],
    why: impl Fn(usize) -> Option<String>,
) -> PyResult<()> {
    match answers.iter().position(Option::is_none) {
        None => Ok(()),
        Some(row) => {
            let reason = why(row).unwrap_or_else(|| "no answer".to_string());
            Err(hand_error(format!("row {row}: {reason}")))
        }
    }
}

/// Which discards of a hand of 3n+2 tiles keep it as near a win as it can stay and
/// which take it further (`Engine.discard_masks`). Masks are ints, bit `id` per tile
/// id and bit 34 (`JOKER_BIT`) for a joker.
///
/// >>> Engine().discard_masks("12345m").keep
/// ['1m', '2m', '4m', '5m']
#[pyclass(frozen, module = "hupai", eq, hash)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct DiscardMasks {
    masks: hupai::hints::DiscardMasks,
}

#[pymethods]
impl DiscardMasks {
    /// The hand's own shanten: -1 when it wins.
    #[getter]
    fn shanten(&self) -> i8 {
        self.masks.shanten()
    }

    /// The discards that keep, a bit each.
    #[getter]
    fn keep_bits(&self) -> u64 {
        self.masks.keep_bits()
    }

    /// The discards that raise, a bit each.
    #[getter]
    fn raise_bits(&self) -> u64 {
        self.masks.raise_bits()
    }

    /// The discards that keep, as tile names in tile order ("J" for a joker).
    #[getter]
    fn keep(&self) -> Vec<String> {
        self.masks.keep().map(|d| d.to_string()).collect()
    }

    /// The discards that raise, as tile names in tile order ("J" for a joker).
    #[getter]
    fn raises(&self) -> Vec<String> {
        self.masks.raise().map(|d| d.to_string()).collect()
    }

    /// Whether discarding `tile` (a tile name, or "J") keeps.
    fn keeps(&self, tile: &str) -> PyResult<bool> {
        Ok(self.masks.keeps(discarded_of(tile)?))
    }

    fn __str__(&self) -> String {
        self.masks.to_string()
    }

    fn __repr__(&self) -> String {
        format!("<DiscardMasks {}>", self.masks)
    }
}

/// A discard named as a tile (`9m`) or `J`.
/// A tile by name.
pub(crate) fn tile_of(name: &str) -> PyResult<Tile> {
    name.parse().map_err(hand_error)
}

fn discarded_of(name: &str) -> PyResult<Discarded> {
    match name {
        "J" => Ok(Discarded::Joker),
        tile => Ok(Discarded::Tile(tile.parse().map_err(hand_error)?)),
    }
}

/// The built-in rule sets' names.
#[pyfunction]
fn builtin_rules() -> Vec<&'static str> {
    hupai::BUILTIN_RULES.to_vec()
}

/// The platforms' riichi presets' names (`Engine("tenhou")`…; docs/settlement.md).
#[pyfunction]
fn presets() -> Vec<&'static str> {
    hupai::PRESETS.to_vec()
}

#[pymodule]
fn _hupai(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Engine>()?;
    m.add_class::<Hand>()?;
    m.add_class::<DiscardMasks>()?;
    m.add_class::<UkeireAnswer>()?;
    m.add_class::<hints::Discard>()?;
    m.add_class::<AdviceAnswer>()?;
    m.add_class::<scoring::Situation>()?;
    m.add("SITUATION_FIELDS", scoring::Situation::fields(m.py())?)?;
    m.add_class::<scoring::Score>()?;
    m.add_class::<guobiao::FanScore>()?;
    m.add_class::<guobiao::TableScore>()?;
    m.add("JOKER_BIT", hupai::hints::DiscardMasks::JOKER_BIT)?;
    m.add_function(wrap_pyfunction!(builtin_rules, m)?)?;
    m.add_function(wrap_pyfunction!(presets, m)?)?;
    m.add("HupaiError", m.py().get_type::<HupaiError>())?;
    m.add("HandError", m.py().get_type::<HandError>())?;
    m.add("RulesError", m.py().get_type::<RulesError>())?;
    m.add("TablesError", m.py().get_type::<TablesError>())?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
