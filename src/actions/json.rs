//! A context and a menu as JSON, what every face reads and prints (docs/actions.md):
//! tiles in MPSZ text (`0` a red five), kinds as text of one copy each.
//!
//! ```
//! use hupai::actions::{Context, Menu};
//! let context: Context = serde_json::from_str(
//!     r#"{"hand": "123m456p789s1122z", "moment": {"discarded": "1z", "by": "left"}}"#,
//! )?;
//! let menu = hupai::Engine::riichi().actions(&context)?;
//! let json = serde_json::to_value(&menu)?;
//! assert_eq!((json["ron"].as_bool(), json["pon"][0].as_str()), (Some(true), Some("11z")));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use serde::de::{self, Deserializer};
use serde::ser::Serializer;
use serde::{Deserialize, Serialize};

use super::{CallOption, Context, Kinds, Menu, Moment, Relative, Riichi};
use crate::scoring::{Indicators, Score, Wind, red_fives_written};
use crate::tiles::tile::{KINDS, Tile};

fn kinds<S: Serializer>(mask: &u64, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_str(&Kinds(*mask))
}

fn calls<S: Serializer>(options: &[CallOption], serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_seq(options.iter().map(|o| o.to_string()))
}

fn win<S: Serializer>(win: &Option<super::RiichiScore>, serializer: S) -> Result<S::Ok, S::Error> {
    match win {
        Some(score) => Score::Riichi(*score).serialize(serializer),
        None => serializer.serialize_none(),
    }
}

/// The menu's JSON: kinds as MPSZ text, calls as their two tiles' text.
#[derive(Serialize)]
struct MenuView<'a> {
    #[serde(serialize_with = "kinds")]
    discard: &'a u64,
    #[serde(serialize_with = "kinds")]
    riichi: &'a u64,
    tsumo: bool,
    #[serde(serialize_with = "kinds")]
    concealed_kongs: &'a u64,
    #[serde(serialize_with = "kinds")]
    added_kongs: &'a u64,
    nine_terminals: bool,
    kita: bool,
    ron: bool,
    #[serde(serialize_with = "calls")]
    pon: &'a [CallOption],
    kong: bool,
    #[serde(serialize_with = "calls")]
    chi: &'a [CallOption],
    pass: bool,
    #[serde(serialize_with = "win")]
    win: &'a Option<super::RiichiScore>,
}

impl Serialize for Menu {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        MenuView {
            discard: &self.discard,
            riichi: &self.riichi,
            tsumo: self.tsumo,
            concealed_kongs: &self.concealed_kongs,
            added_kongs: &self.added_kongs,
            nine_terminals: self.nine_terminals,
            kita: self.kita,
            ron: self.ron,
            pon: &self.pon,
            kong: self.kong,
            chi: &self.chi,
            pass: self.pass,
            win: &self.win,
        }
        .serialize(serializer)
    }
}

/// The moment as written: one key naming it and its tile.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MomentView {
    drew: Option<String>,
    #[serde(default)]
    after_kong: bool,
    called: Option<String>,
    run: Option<String>,
    discarded: Option<String>,
    added_kong: Option<String>,
    concealed_kong: Option<String>,
    kita: Option<String>,
    by: Option<String>,
}

/// Riichi as written: `false`, `true`, or `"double"`.
#[derive(Deserialize)]
#[serde(untagged)]
enum RiichiView {
    Declared(bool),
    Named(String),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ContextView {
    moment: MomentView,
    hand: String,
    #[serde(default)]
    melds: String,
    #[serde(default)]
    discards: String,
    #[serde(default)]
    passed: String,
    riichi: Option<RiichiView>,
    #[serde(default)]
    ippatsu: bool,
    #[serde(default)]
    passed_in_riichi: String,
    points: Option<i64>,
    wall: Option<u8>,
    #[serde(default)]
    kongs: u8,
    seat: Option<String>,
    round: Option<String>,
    #[serde(default)]
    first_go_around: bool,
    #[serde(default)]
    dora: String,
    #[serde(default)]
    honba: u8,
    #[serde(default)]
    riichi_sticks: u8,
    #[serde(default)]
    kita: u8,
}

/// A tile, and whether it is written as a red five.
fn tile(field: &str, text: &str) -> Result<(Tile, bool), String> {
    let tile: Tile = text.parse().map_err(|e| format!("{field}: {e}"))?;
    Ok((tile, text.trim().starts_with('0')))
}

/// Tiles in MPSZ, as many as written (at most four of a kind), in kind order: read
/// as seen tiles are ([`crate::hints::parse_seen`]).
fn tiles(field: &str, text: &str) -> Result<Vec<Tile>, String> {
    let counts = crate::hints::parse_seen(text).map_err(|e| format!("{field}: {e}"))?;
    Ok((0..KINDS)
        .flat_map(|id| std::iter::repeat_n(Tile::from_id(id).expect("a kind"), counts[id].into()))
        .collect())
}

fn wind(field: &str, text: Option<&str>) -> Result<Wind, String> {
    text.map_or(Ok(Wind::East), |t| {
        t.parse().map_err(|e| format!("{field}: {e}"))
    })
}

fn relative(text: Option<&str>) -> Result<Relative, String> {
    match text.unwrap_or("") {
        "left" => Ok(Relative::Left),
        "across" => Ok(Relative::Across),
        "right" => Ok(Relative::Right),
        other => Err(format!(
            "by: {other:?}; one of \"left\", \"across\", \"right\""
        )),
    }
}

fn moment(view: &MomentView) -> Result<Moment, String> {
    let by = || relative(view.by.as_deref());
    let named = [
        view.drew.is_some(),
        view.called.is_some(),
        view.discarded.is_some(),
        view.added_kong.is_some(),
        view.concealed_kong.is_some(),
        view.kita.is_some(),
    ];
    if named.iter().filter(|&&n| n).count() != 1 {
        return Err(
            "moment: one of drew, called, discarded, added_kong, concealed_kong, kita".into(),
        );
    }
    if let Some(text) = &view.drew {
        let (tile, _) = tile("drew", text)?;
        return Ok(Moment::Drew {
            tile,
            after_kong: view.after_kong,
        });
    }
    if let Some(text) = &view.called {
        let run = view.run.as_deref().map(|r| tile("run", r)).transpose()?;
        let (tile, _) = tile("called", text)?;
        return Ok(Moment::Called {
            tile,
            run: run.map(|(t, _)| t),
        });
    }
    if let Some(text) = &view.discarded {
        let (tile, red) = tile("discarded", text)?;
        return Ok(Moment::Discarded {
            tile,
            red,
            by: by()?,
        });
    }
    if let Some(text) = &view.added_kong {
        let (tile, red) = tile("added_kong", text)?;
        return Ok(Moment::AddedKong {
            tile,
            red,
            by: by()?,
        });
    }
    if let Some(text) = &view.kita {
        let (tile, _) = tile("kita", text)?;
        if tile.to_string() != "4z" {
            return Err(format!("kita: {tile}; only a North (4z) is set aside"));
        }
        return Ok(Moment::Kita { by: by()? });
    }
    let (tile, _) = tile(
        "concealed_kong",
        view.concealed_kong.as_deref().unwrap_or(""),
    )?;
    Ok(Moment::ConcealedKong { tile, by: by()? })
}

fn context(view: ContextView) -> Result<Context, String> {
    let hand = view.hand.parse().map_err(|e| format!("hand: {e}"))?;
    let mut context = Context::new(hand, moment(&view.moment)?);
    context.red_fives = red_fives_written(&view.hand);
    if !view.melds.trim().is_empty() {
        context.melds = view.melds.parse().map_err(|e| format!("melds: {e}"))?;
    }
    context.discards = tiles("discards", &view.discards)?;
    context.passed = tiles("passed", &view.passed)?;
    context.passed_in_riichi = tiles("passed_in_riichi", &view.passed_in_riichi)?;
    context.riichi = match view.riichi {
        None | Some(RiichiView::Declared(false)) => Riichi::None,
        Some(RiichiView::Declared(true)) => Riichi::Declared {
            double: false,
            ippatsu: view.ippatsu,
        },
        Some(RiichiView::Named(name)) if name == "double" => Riichi::Declared {
            double: true,
            ippatsu: view.ippatsu,
        },
        Some(RiichiView::Named(name)) => {
            return Err(format!("riichi: {name:?}; true, false or \"double\""));
        }
    };
    context.points = view.points.unwrap_or(context.points);
    context.wall = view.wall.unwrap_or(context.wall);
    context.kongs = view.kongs;
    context.seat = wind("seat", view.seat.as_deref())?;
    context.round = wind("round", view.round.as_deref())?;
    context.first_go_around = view.first_go_around;
    let dora = tiles("dora", &view.dora)?;
    context.dora = Indicators::new(&dora).map_err(|e| format!("dora: {e}"))?;
    (context.honba, context.riichi_sticks, context.kita) =
        (view.honba, view.riichi_sticks, view.kita);
    Ok(context)
}

impl<'de> Deserialize<'de> for Context {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Context, D::Error> {
        context(ContextView::deserialize(deserializer)?).map_err(de::Error::custom)
    }
}
