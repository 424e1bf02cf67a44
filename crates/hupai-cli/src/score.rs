//! `hupai score`: what a win is worth (riichi: yaku, han, fu, limit, payments; 国标:
//! fans), or for a waiting hand which waits win legally by ron and by tsumo.

use clap::Args;
use hupai::error::{ScoreError, SituationError};
use hupai::rules::TileSet;
use hupai::scoring::{FIELDS, Field, FieldKind, LegalWait, Score, Situation};
use hupai::{Engine, Hand, Tile};
use serde::{Deserialize, Serialize};

use crate::Format;
use crate::HandArgs;
use crate::batch::Verdict;

/// The hands to score and the situation of the win.
#[derive(Debug, Args)]
pub struct ScoreArgs {
    #[command(flatten)]
    pub hands: HandArgs,
    #[command(flatten)]
    pub situation: SituationArgs,
}

/// `1 fan`, `8 fans`; `1 point`, `n points`.
fn counted(count: u64, unit: &str) -> String {
    match count {
        1 => format!("1 {unit}"),
        n => format!("{n} {unit}s"),
    }
}

/// The situation of a win as the user gave it: the fields of
/// [`hupai::scoring::FIELDS`] in the order given — on the command line one option
/// each (`--seat south`, `--last-tile`, `--riichi double`) or all as words
/// (`--situation "seat=south riichi"`), in the HTTP API the `situation` object's
/// keys. Each hand's situation starts from the hand (the winning tile is its last
/// tile written, its red fives its `0`s) and takes these on top.
#[derive(Clone, Debug, Default)]
pub struct SituationArgs {
    fields: Vec<(String, String)>,
}

/// `--situation`: the words form of every field at once.
const WORDS: &str = "situation";

impl SituationArgs {
    /// Refuses a field no situation has or a value it does not take, before any hand.
    pub fn check(&self) -> Result<(), String> {
        self.apply(&mut Situation::default())
            .map_err(|e| e.to_string())
    }

    /// The fields given, set onto `situation`.
    fn apply(&self, situation: &mut Situation) -> Result<(), SituationError> {
        for (name, value) in &self.fields {
            match name.as_str() {
                WORDS => situation.set_words(value)?,
                _ => situation.set(name, value)?,
            }
        }
        Ok(())
    }

    /// Whether the winning tile is given.
    fn gives_win(&self) -> bool {
        let win = |name: &str| Field::named(name).is_ok_and(|f| f.name() == "win");
        (self.fields.iter()).any(|(name, value)| match name.as_str() {
            WORDS => value
                .split_whitespace()
                .any(|w| win(w.split('=').next().unwrap_or(w))),
            name => win(name),
        })
    }

    /// The situation of the hand written `text`: its last tile the winning tile, its
    /// red fives counted with the engine's melds, then the fields given.
    fn of_hand(&self, engine: &Engine, text: &str, needs_win: bool) -> Result<Situation, Refusal> {
        let mut situation = Situation::default();
        situation.red_fives = engine.red_fives_in(text);
        match last_written(text) {
            Some(tile) => situation.winning_tile = tile,
            None if needs_win && !self.gives_win() => {
                let message = "no winning tile: give --win, or end the hand with a tile";
                return Err(Refusal::Hand(message.into()));
            }
            None => {}
        }
        self.apply(&mut situation)
            .map_err(|e| Refusal::Situation(e.to_string()))?;
        Ok(situation)
    }
}

impl clap::FromArgMatches for SituationArgs {
    fn from_arg_matches(matches: &clap::ArgMatches) -> Result<SituationArgs, clap::Error> {
        let mut given = SituationArgs::default();
        given.update_from_arg_matches(matches)?;
        Ok(given)
    }

    /// The options given, in the order written.
    fn update_from_arg_matches(&mut self, matches: &clap::ArgMatches) -> Result<(), clap::Error> {
        let names = std::iter::once(WORDS).chain(FIELDS.iter().map(Field::name));
        let mut given: Vec<(usize, String, String)> = Vec::new();
        for name in names {
            let (Some(values), Some(indices)) =
                (matches.get_many::<String>(name), matches.indices_of(name))
            else {
                continue;
            };
            for (value, index) in values.zip(indices) {
                given.push((index, name.to_string(), value.clone()));
            }
        }
        given.sort_by_key(|(index, ..)| *index);
        self.fields = given
            .into_iter()
            .map(|(_, name, value)| (name, value))
            .collect();
        Ok(())
    }
}

/// One option per situation field, named and documented by the library's list.
impl clap::Args for SituationArgs {
    fn augment_args(command: clap::Command) -> clap::Command {
        let words = clap::Arg::new(WORDS)
            .long(WORDS)
            .value_name("WORDS")
            .action(clap::ArgAction::Append)
            .help("The situation in words: \"win=6s seat=south riichi dora=1m\" (the options below, each as name=value, a flag bare)");
        FIELDS.iter().fold(command.arg(words), |command, field| {
            command.arg(option(field))
        })
    }

    fn augment_args_for_update(command: clap::Command) -> clap::Command {
        SituationArgs::augment_args(command)
    }
}

/// A field's option: `--last-tile` (a flag: `--last-tile=false` too), `--seat WIND`.
fn option(field: &'static Field) -> clap::Arg {
    let systems = field.counted_by().join(", ");
    let help = format!(
        "{} [{}; counted by {systems}]",
        field.doc(),
        field.expected()
    );
    let option = clap::Arg::new(field.name())
        .long(field.name().replace('_', "-"))
        .aliases(field.aliases().iter().map(|alias| alias.replace('_', "-")))
        .action(clap::ArgAction::Append)
        .help(help);
    match field.kind() {
        FieldKind::Flag => option
            .num_args(0..=1)
            .require_equals(true)
            .default_missing_value("true")
            .value_name("BOOL"),
        _ => option.value_name(field.name().to_ascii_uppercase()),
    }
}

/// The API's `situation`: an object, each key a field, its value text, a boolean, a
/// number or a list (`"red_fives": [1, 0, 0]`), in the order written; or the words
/// form as one string (`"win=6s seat=south riichi"`).
impl<'de> Deserialize<'de> for SituationArgs {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<SituationArgs, D::Error> {
        use serde::de::Error;
        let fields = match serde_json::Value::deserialize(deserializer)? {
            serde_json::Value::String(words) => vec![(WORDS.to_string(), words)],
            serde_json::Value::Object(object) => (object.into_iter())
                .map(|(name, value)| (name, json_text(&value)))
                .collect(),
            _ => return Err(D::Error::custom("an object of situation fields, or words")),
        };
        Ok(SituationArgs { fields })
    }
}

/// A JSON value as a field's text: a string itself, a list's items joined by commas.
fn json_text(value: &serde_json::Value) -> String {
    use serde_json::Value;
    match value {
        Value::String(text) => text.clone(),
        Value::Array(items) => items.iter().map(json_text).collect::<Vec<_>>().join(","),
        other => other.to_string(),
    }
}

/// The last tile written in MPSZ text: `123m456p789s11z22z` → 2z.
fn last_written(text: &str) -> Option<Tile> {
    let mut chars = text.trim_end().chars().rev();
    let suit = chars.next()?;
    let rank = chars.next()?;
    format!("{rank}{suit}").parse().ok()
}

/// One scored hand in JSON: the hand, then the score's every field.
#[derive(Serialize)]
struct Scored<'a> {
    hand: &'a Hand,
    #[serde(flatten)]
    score: &'a Score,
}

/// One waiting hand's legal waits in JSON.
#[derive(Serialize)]
struct Waiting<'a> {
    hand: &'a Hand,
    waits: Vec<WaitJson>,
}

#[derive(Serialize)]
struct WaitJson {
    tile: String,
    ron: bool,
    tsumo: bool,
    ron_points: u64,
    tsumo_points: u64,
}

/// The verdict on one hand: a score for a winning hand, legal waits for a waiting one.
pub fn verdict(
    engine: &Engine,
    hand: &Hand,
    text: &str,
    given: &SituationArgs,
    format: Format,
) -> Result<Verdict, String> {
    scored(engine, hand, text, given, format).map_err(Refusal::message)
}

/// Why a hand was not scored: its situation is impossible (the HTTP API names the
/// `situation` field), or anything else about the hand.
#[derive(Debug)]
pub enum Refusal {
    Situation(String),
    Hand(String),
}

impl Refusal {
    fn of(error: ScoreError) -> Refusal {
        match error {
            ScoreError::Situation(_) => Refusal::Situation(error.to_string()),
            _ => Refusal::Hand(error.to_string()),
        }
    }

    /// What was wrong.
    pub fn message(self) -> String {
        match self {
            Refusal::Situation(message) | Refusal::Hand(message) => message,
        }
    }
}

/// [`verdict`], saying whether the situation or the hand was refused.
pub fn scored(
    engine: &Engine,
    hand: &Hand,
    text: &str,
    given: &SituationArgs,
    format: Format,
) -> Result<Verdict, Refusal> {
    let waiting = (hand.len() + 3 * engine.melds().len()) % 3 == 1;
    let situation = given.of_hand(engine, text, !waiting)?;
    if waiting {
        let waits = engine.legal_waits(hand, &situation).map_err(Refusal::of)?;
        let unit = match engine.rules().scoring.name() {
            "guobiao" => Unit::Fans,
            "table" => Unit::TablePoints,
            _ => Unit::RiichiPoints,
        };
        return waiting_verdict(hand, &waits, unit, format).map_err(Refusal::Hand);
    }
    let score = engine.score(hand, &situation).map_err(Refusal::of)?;
    let json = Scored {
        hand,
        score: &score,
    };
    Verdict::new(format, || format!("{hand}: {score}"), &json).map_err(Refusal::Hand)
}

/// What a legal wait's points are.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Unit {
    RiichiPoints,
    Fans,
    TablePoints,
}

/// The verdict on a waiting hand: each wait, and whether ron and tsumo win legally
/// (with a yaku; under 国标, with the minimum fans).
fn waiting_verdict(
    hand: &Hand,
    waits: &[LegalWait],
    unit: Unit,
    format: Format,
) -> Result<Verdict, String> {
    let way = |legal: bool, count: u64| match (legal, unit) {
        (true, Unit::RiichiPoints) => count.to_string(),
        (false, Unit::RiichiPoints) => "no yaku".into(),
        (true, Unit::Fans) => counted(count, "fan"),
        (false, Unit::Fans) => format!("{}, no win", counted(count, "fan")),
        (true, Unit::TablePoints) => counted(count, "point"),
        (false, Unit::TablePoints) => "no win".into(),
    };
    // Waits worth the same written once, their tiles together (a 红中 hand waits on
    // 28 kinds, each worth as much).
    let mut worth: Vec<(String, Vec<Tile>)> = Vec::new();
    for w in waits {
        let answer = format!(
            "ron {}, tsumo {}",
            way(w.ron, w.ron_points),
            way(w.tsumo, w.tsumo_points)
        );
        match worth.iter_mut().find(|(a, _)| *a == answer) {
            Some((_, tiles)) => tiles.push(w.tile),
            None => worth.push((answer, vec![w.tile])),
        }
    }
    let shown: Vec<String> = (worth.iter())
        .map(|(answer, tiles)| format!("{} ({answer})", TileSet::of(tiles)))
        .collect();
    let text = match shown.is_empty() {
        true => format!("{hand}: not waiting"),
        false => format!("{hand}: waits {}", shown.join(", ")),
    };
    let waits = (waits.iter())
        .map(|w| WaitJson {
            tile: w.tile.to_string(),
            ron: w.ron,
            tsumo: w.tsumo,
            ron_points: w.ron_points,
            tsumo_points: w.tsumo_points,
        })
        .collect();
    Verdict::new(format, || text, &Waiting { hand, waits })
}
