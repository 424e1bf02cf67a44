//! `hupai hint`: what a hand of 3n+1 tiles accepts, or how a hand of 3n+2 tiles
//! should discard, counted against the tiles seen.

use hupai::hints::{DiscardAdvice, Discarded, Ukeire};
use hupai::{Engine, Hand};
use serde::Serialize;

use crate::Format;
use crate::batch::Verdict;

/// The JSON of a hand of 3n+1 tiles: `shanten`, `accepted`, `live`, `live_by_tile`.
#[derive(Serialize)]
struct Accepting<'a> {
    hand: &'a Hand,
    #[serde(flatten)]
    ukeire: &'a Ukeire,
}

/// The JSON of a hand of 3n+2 tiles: `shanten`, `discards` best first, and the
/// discards that `keep` the hand as near a win as it can stay and those that
/// `raise` its shanten (a bot's masks: tile names, `J` for a joker).
#[derive(Serialize)]
struct Discarding<'a> {
    hand: &'a Hand,
    #[serde(flatten)]
    advice: &'a DiscardAdvice,
    keep: Vec<String>,
    raise: Vec<String>,
}

/// The hint for `hand`, the tiles `seen` elsewhere counted out of the live ones.
pub fn verdict(
    engine: &Engine,
    hand: &Hand,
    seen: &[u8; 34],
    format: Format,
) -> Result<Verdict, String> {
    match hand.len() % 3 {
        1 => {
            let ukeire = engine.ukeire(hand, seen).map_err(|e| e.to_string())?;
            let text = || format!("{hand}: {}", accepting(&ukeire));
            Verdict::new(
                format,
                text,
                &Accepting {
                    hand,
                    ukeire: &ukeire,
                },
            )
        }
        2 => {
            let advice = engine.discards(hand, seen).map_err(|e| e.to_string())?;
            let (keep, raise) = masks_of(&advice);
            let json = Discarding {
                hand,
                advice: &advice,
                keep,
                raise,
            };
            Verdict::new(format, || discarding(hand, &advice), &json)
        }
        _ => Err(format!(
            "{} tiles: a hint is asked of a hand of 3n+1 tiles (what it accepts) or 3n+2 \
             (what to discard)",
            hand.len()
        )),
    }
}

/// The discard masks of the advice (as `Engine::discard_masks` gives them, without
/// asking again): the discards at the least shanten, then the others, each as names
/// in tile order, `J` last.
fn masks_of(advice: &DiscardAdvice) -> (Vec<String>, Vec<String>) {
    let best = advice.discards().iter().map(|d| d.shanten()).min();
    let mut discards: Vec<(bool, Discarded)> = (advice.discards().iter())
        .map(|d| (Some(d.shanten()) == best, d.discarded()))
        .collect();
    discards.sort_by_key(|&(_, discarded)| discarded);
    let names = |keeps: bool| {
        (discards.iter())
            .filter(|&&(keep, _)| keep == keeps)
            .map(|(_, discarded)| discarded.to_string())
            .collect()
    };
    (names(true), names(false))
}

/// `shanten 1; accepts 14s (7 live: 1s 4, 4s 3)`.
fn accepting(ukeire: &Ukeire) -> String {
    let live: Vec<String> = ukeire
        .accepted()
        .map(|tile| format!("{tile} {}", ukeire.live(tile)))
        .collect();
    let state = if ukeire.shanten() == 0 {
        " (waiting)"
    } else {
        ""
    };
    let accepts = ukeire.to_string();
    // `14s (7 live)` gets the count per kind: `14s (7 live: 1s 4, 4s 3)`.
    let accepts = match accepts.strip_suffix(')') {
        Some(open) if !live.is_empty() => format!("{open}: {})", live.join(", ")),
        _ => accepts,
    };
    format!("shanten {}{state}; accepts {accepts}", ukeire.shanten())
}

/// A header line, then one indented row per discard, best first:
/// `  9m  shanten 0; accepts 1z (3 live: 1z 3)`.
fn discarding(hand: &Hand, advice: &DiscardAdvice) -> String {
    let state = match advice.shanten() {
        -1 => "win",
        0 => "waiting",
        _ => "",
    };
    let mut text = format!("{hand}: shanten {}", advice.shanten());
    if !state.is_empty() {
        text.push_str(&format!(" ({state})"));
    }
    text.push_str("; discards, best first:");
    for discard in advice.discards() {
        let discarded = discard.discarded().to_string();
        text.push_str(&format!(
            "\n  {discarded:<3} {}",
            accepting(discard.ukeire())
        ));
    }
    text
}
