//! `hupai check`: win or not, and in which forms.

use hupai::{Engine, Forms, Hand};
use serde::Serialize;

use crate::Format;
use crate::batch::Verdict;

/// The JSON of one judged hand.
#[derive(Serialize)]
struct Checked<'a> {
    hand: &'a Hand,
    win: bool,
    forms: Forms,
}

pub fn verdict(engine: &Engine, hand: &Hand, format: Format) -> Result<Verdict, String> {
    let forms = engine.check(hand).map_err(|e| e.to_string())?;
    let win = !forms.is_empty();
    let text = || {
        if win {
            let names: Vec<&str> = forms.iter().map(|f| f.name()).collect();
            format!("{hand}: win ({})", names.join(", "))
        } else {
            format!("{hand}: no win")
        }
    };
    Verdict::new(format, text, &Checked { hand, win, forms })
}
