//! `hupai waits`: the kinds that complete a hand of 3n+1 tiles.

use hupai::{Engine, Hand, Tile, Waits};
use serde::Serialize;

use crate::Format;
use crate::batch::Verdict;

/// The JSON of one waiting hand: `waits` and `exhausted`, as the library writes them.
#[derive(Serialize)]
struct Waiting<'a> {
    hand: &'a Hand,
    #[serde(flatten)]
    waits: &'a Waits,
}

pub fn verdict(engine: &Engine, hand: &Hand, format: Format) -> Result<Verdict, String> {
    let waits = engine.waits(hand).map_err(|e| e.to_string())?;
    let text = || text(hand, &waits);
    Verdict::new(
        format,
        text,
        &Waiting {
            hand,
            waits: &waits,
        },
    )
}

/// `1112345678999m: waits 123456789m`, the kinds held four times named.
fn text(hand: &Hand, waits: &Waits) -> String {
    let exhausted: Vec<String> = waits
        .iter()
        .filter(|&t| waits.is_exhausted(t))
        .map(|t: Tile| t.to_string())
        .collect();
    let mut text = format!("{hand}: waits {waits}");
    if !exhausted.is_empty() {
        text.push_str(&format!(" (no copy left: {})", exhausted.join(" ")));
    }
    text
}
