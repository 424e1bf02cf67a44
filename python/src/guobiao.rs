//! 国标 and town-table scoring from Python: `FanScore`, `TableScore` and the engine's
//! `score_guobiao` and `score_table`. Each score is kept as the library's value and
//! read through properties.

use pyo3::prelude::*;

use hupai::Engine as Core;
use hupai::scoring::guobiao;

use crate::scoring::{Situation, score_error};

/// What a 国标 win is worth: its fans, their total, and whether it reaches the minimum.
#[pyclass(frozen, module = "hupai")]
pub(crate) struct FanScore {
    score: guobiao::FanScore,
}

#[pymethods]
impl FanScore {
    /// The fans as (Chinese name, value, count) triples, highest value first; 花牌 is
    /// counted once a flower.
    #[getter]
    fn fans(&self) -> Vec<(&'static str, u8, u8)> {
        (self.score.fans.iter())
            .map(|(fan, n)| (fan.chinese(), fan.value(), n))
            .collect()
    }

    /// The fans as (English name, value, count) triples.
    #[getter]
    fn fans_english(&self) -> Vec<(&'static str, u8, u8)> {
        (self.score.fans.iter())
            .map(|(fan, n)| (fan.english(), fan.value(), n))
            .collect()
    }

    /// The fans without flowers: what the minimum is counted on.
    #[getter]
    fn fan_total(&self) -> u16 {
        self.score.fan_total
    }

    /// All fans, flowers included.
    #[getter]
    fn total(&self) -> u16 {
        self.score.total
    }

    /// Flowers held.
    #[getter]
    fn flowers(&self) -> u8 {
        self.score.flowers
    }

    /// Whether the win reaches the rules' minimum (8) without its flowers.
    #[getter]
    fn legal(&self) -> bool {
        self.score.is_legal()
    }

    /// The reading counted: its sets and pair, or the form's name.
    #[getter]
    fn reading(&self) -> String {
        self.score.reading.to_string()
    }

    /// What it is worth, as every score answers it: its fans, flowers included (as
    /// `total`).
    #[getter]
    fn points(&self) -> u64 {
        self.score.total.into()
    }

    /// The system that scored it: "guobiao".
    #[getter]
    fn system(&self) -> &'static str {
        "guobiao"
    }

    fn __repr__(&self) -> String {
        format!(
            "FanScore(total={}, legal={}, fans=[{}])",
            self.score.total,
            if self.score.is_legal() {
                "True"
            } else {
                "False"
            },
            self.score.fans
        )
    }
}

/// The engine's `score_guobiao`, called from `Engine`'s `#[pymethods]`.
pub(crate) fn score_guobiao(
    engine: &Core,
    hand: &Bound<'_, PyAny>,
    situation: &Situation,
) -> PyResult<FanScore> {
    let py_hand = hand;
    let (hand, situation) = situation.with_hand(engine, py_hand)?;
    let score = (py_hand
        .py()
        .detach(|| engine.score_guobiao(&hand, &situation)))
    .map_err(score_error)?;
    Ok(FanScore { score })
}

/// What a win is worth by a town's fan table: its fans, their total, the points, and
/// what each joker stood for.
#[pyclass(frozen, module = "hupai")]
pub(crate) struct TableScore {
    score: hupai::scoring::table::TableScore,
}

#[pymethods]
impl TableScore {
    /// The fans as (name, value, times) triples, in the table's order.
    #[getter]
    fn fans(&self) -> Vec<(String, u32, u8)> {
        (self.score.fans.iter())
            .map(|f| (f.name.clone(), f.value, f.times))
            .collect()
    }

    /// The fans' total: their sum (add, double) or product (multiply).
    #[getter]
    fn total(&self) -> u64 {
        self.score.total
    }

    /// The points the win pays, capped.
    #[getter]
    fn points(&self) -> u64 {
        self.score.points
    }

    /// Whether the total reaches the table's minimum.
    #[getter]
    fn legal(&self) -> bool {
        self.score.is_legal()
    }

    /// What each joker stood for (tile names), in the reading's order.
    #[getter]
    fn stand_ins(&self) -> Vec<String> {
        self.score.stand_ins.iter().map(|t| t.to_string()).collect()
    }

    /// The reading counted: its sets and pair, jokers' stand-ins in brackets.
    #[getter]
    fn reading(&self) -> String {
        self.score.reading.clone()
    }

    /// The system that scored it: "table".
    #[getter]
    fn system(&self) -> &'static str {
        "table"
    }

    fn __repr__(&self) -> String {
        let fans: Vec<String> = (self.score.fans.iter())
            .map(|f| format!("{} {}", f.name, f.value))
            .collect();
        format!(
            "TableScore(points={}, total={}, fans=[{}])",
            self.score.points,
            self.score.total,
            fans.join(", ")
        )
    }
}

/// The engine's `score_table`, called from `Engine`'s `#[pymethods]`.
pub(crate) fn score_table(
    engine: &Core,
    hand: &Bound<'_, PyAny>,
    situation: &Situation,
) -> PyResult<TableScore> {
    let py_hand = hand;
    let (hand, situation) = situation.with_hand(engine, py_hand)?;
    let score = (py_hand
        .py()
        .detach(|| engine.score_table(&hand, &situation)))
    .map_err(score_error)?;
    Ok(TableScore { score })
}
