//! 国标 scoring from Python: `FanScore` and the engine's `score_guobiao`. The score is
//! kept as the library's value and read through properties.

use pyo3::prelude::*;

use hupai::Engine as Core;
use hupai::scoring::guobiao;

use crate::hand_of;
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
    let hand = hand_of(hand, 0)?;
    let score = (engine.score_guobiao(&hand, situation.core())).map_err(score_error)?;
    Ok(FanScore { score })
}
