//! `hupai waits`: the kinds that complete a hand of 3n+1 tiles.

use hupai::{Engine, Hand, Tile};
use serde_json::{Map, Value};

use crate::batch::Verdict;

pub fn verdict(engine: &Engine, hand: &Hand) -> Result<Verdict, String> {
    let waits = engine.waits(hand).map_err(|e| e.to_string())?;
    let exhausted: Vec<Tile> = waits.iter().filter(|&t| waits.is_exhausted(t)).collect();
    let mut text = format!("{hand}: waits {waits}");
    if !exhausted.is_empty() {
        let names: Vec<String> = exhausted.iter().map(Tile::to_string).collect();
        text.push_str(&format!(" (all four held: {})", names.join(" ")));
    }
    let names = |tiles: &mut dyn Iterator<Item = Tile>| -> Value {
        tiles.map(|t| Value::from(t.to_string())).collect()
    };
    let mut json = Map::new();
    json.insert("hand".into(), hand.to_string().into());
    json.insert("waits".into(), names(&mut waits.iter()));
    json.insert("exhausted".into(), names(&mut exhausted.into_iter()));
    Ok(Verdict { text, json })
}
