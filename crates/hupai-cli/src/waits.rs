//! `hupai waits`: the kinds that complete a hand of 3n+1 tiles.

use hupai::{Engine, Hand, Tile, Waits};
use serde::Serialize;

use crate::batch::Verdict;

/// The JSON of one waiting hand: `waits` and `exhausted`, as the library writes them.
#[derive(Serialize)]
struct Waiting<'a> {
    hand: &'a Hand,
    #[serde(flatten)]
    waits: Waits,
}

pub fn verdict(engine: &Engine, hand: &Hand) -> Result<Verdict, String> {
    let waits = engine.waits(hand).map_err(|e| e.to_string())?;
    let exhausted: Vec<String> = waits
        .iter()
        .filter(|&t| waits.is_exhausted(t))
        .map(|t: Tile| t.to_string())
        .collect();
    let mut text = format!("{hand}: waits {waits}");
    if !exhausted.is_empty() {
        text.push_str(&format!(" (no copy left: {})", exhausted.join(" ")));
    }
    Verdict::new(text, &Waiting { hand, waits })
}
