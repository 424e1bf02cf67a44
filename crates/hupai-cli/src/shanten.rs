//! `hupai shanten`: how many tiles a hand is from a win, overall and per form.

use hupai::{Engine, Form, Hand};
use serde_json::{Map, Value};

use crate::batch::Verdict;

pub fn verdict(engine: &Engine, hand: &Hand) -> Result<Verdict, String> {
    let shanten = engine.shanten_forms(hand).map_err(|e| e.to_string())?;
    let best = shanten.best().expect("an admitted hand has a form");
    let state = match best {
        -1 => " (win)",
        0 => " (waiting)",
        _ => "",
    };
    let per_form: Vec<String> = Form::ALL
        .iter()
        .map(|&f| match shanten.form(f) {
            Some(n) => format!("{f} {n}"),
            None => format!("{f} -"),
        })
        .collect();
    let text = format!("{hand}: shanten {best}{state}; {}", per_form.join(", "));
    let forms: Map<String, Value> = Form::ALL
        .iter()
        .map(|&f| {
            (
                f.name().to_string(),
                shanten.form(f).map_or(Value::Null, Value::from),
            )
        })
        .collect();
    let mut json = Map::new();
    json.insert("hand".into(), hand.to_string().into());
    json.insert("shanten".into(), best.into());
    json.insert("forms".into(), forms.into());
    Ok(Verdict { text, json })
}
