//! `hupai shanten`: how many tiles a hand is from a win, overall and per form.

use hupai::{Engine, Hand, Shanten};
use serde::Serialize;

use crate::Format;
use crate::batch::Verdict;

/// The JSON of one hand: the shanten and, per form, `by_form` (`forms` is the list of
/// forms a hand wins in, in `check`).
#[derive(Serialize)]
struct Distance<'a> {
    hand: &'a Hand,
    shanten: i8,
    by_form: Shanten,
}

pub fn verdict(engine: &Engine, hand: &Hand, format: Format) -> Result<Verdict, String> {
    let by_form = engine.shanten_forms(hand).map_err(|e| e.to_string())?;
    let shanten = by_form.best().expect("an admitted hand has a form");
    let distance = Distance {
        hand,
        shanten,
        by_form,
    };
    Verdict::new(format, || text(engine, &distance), &distance)
}

/// `…: shanten 0 (waiting); standard 0, seven_pairs 4, thirteen_orphans -`.
fn text(engine: &Engine, distance: &Distance) -> String {
    let Distance {
        hand,
        shanten,
        by_form,
    } = distance;
    let state = match shanten {
        -1 => " (win)",
        0 => " (waiting)",
        _ => "",
    };
    // The forms the rules play, each `-` where the hand's size rules it out.
    let per_form: Vec<String> = (engine.forms_played().iter())
        .map(|f| match by_form.form(f) {
            Some(n) => format!("{f} {n}"),
            None => format!("{f} -"),
        })
        .collect();
    format!("{hand}: shanten {shanten}{state}; {}", per_form.join(", "))
}
