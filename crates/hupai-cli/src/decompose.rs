//! `hupai decompose`: every way a winning hand splits, and what each joker became.

use hupai::{Decomposition, Engine, Hand};
use serde::Serialize;

use crate::Format;
use crate::batch::Verdict;

/// The JSON of one hand: its decompositions in the library's shape.
#[derive(Serialize)]
struct Split<'a> {
    hand: &'a Hand,
    win: bool,
    decompositions: &'a [Decomposition],
}

pub fn verdict(engine: &Engine, hand: &Hand, format: Format) -> Result<Verdict, String> {
    let decompositions: Vec<Decomposition> = engine
        .decompositions(hand)
        .map_err(|e| e.to_string())?
        .collect();
    let text = || {
        if decompositions.is_empty() {
            format!("{hand}: no win")
        } else {
            let lines: Vec<String> = decompositions
                .iter()
                .map(Decomposition::to_string)
                .collect();
            format!("{hand}: {}", lines.join(" | "))
        }
    };
    let split = Split {
        hand,
        win: !decompositions.is_empty(),
        decompositions: &decompositions,
    };
    Verdict::new(format, text, &split)
}
