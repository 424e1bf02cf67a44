//! `hupai check`: win or not, and in which forms.

use hupai::{Engine, Hand};
use serde_json::Map;

use crate::batch::Verdict;

pub fn verdict(engine: &Engine, hand: &Hand) -> Result<Verdict, String> {
    let forms = engine.check(hand).map_err(|e| e.to_string())?;
    let win = !forms.is_empty();
    let names: Vec<&str> = forms.iter().map(|f| f.name()).collect();
    let text = if win {
        format!("{hand}: win ({})", names.join(", "))
    } else {
        format!("{hand}: no win")
    };
    let mut json = Map::new();
    json.insert("hand".into(), hand.to_string().into());
    json.insert("win".into(), win.into());
    json.insert("forms".into(), names.into());
    Ok(Verdict { text, json })
}
