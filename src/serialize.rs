//! Serialize and Deserialize for the values the engine takes and returns (the `serde`
//! feature), in the shapes the command line's JSON uses:
//!
//! | type | shape |
//! |---|---|
//! | [`Tile`] | `"5m"` (with or without the feature: rules files name tiles) |
//! | [`Hand`] | `"123m456p789s11zJJJ"` (canonical MPSZ; any MPSZ reads) |
//! | [`Form`] | `"standard"`, `"seven_pairs"`, `"thirteen_orphans"`, `"pairs_and_triplet"`, `"honours_and_knitted"`, `"greater_honours_and_knitted"`, `"knitted_straight"`, `"eight_pairs"` |
//! | [`Forms`] | `["standard", "seven_pairs"]` |
//! | [`Waits`] | `{"waits": ["1m", "4m"], "exhausted": []}` |
//! | [`Shanten`] | `{"standard": 1, "seven_pairs": 3, "thirteen_orphans": null, …}`, a field per form |
//! | [`Group`] | `{"kind": "run", "tiles": ["1m", "2m", "3m"], "jokers": ["2m"]}` |
//! | [`Decomposition`] | `{"form": …, "melds": […], "pair": group or null, "pairs": […], "singles": […], "stand_ins": […]}` |
//! | [`Ukeire`] | `{"shanten": 0, "accepted": ["1s", "4s"], "live": 8, "live_by_tile": {"1s": 4, "4s": 4}}` |
//! | [`Discarded`] | `"9m"`, or `"J"` for a joker |
//! | [`Discard`] | `{"discard": "9m", ` and the fields of its [`Ukeire`] `}` |
//! | [`DiscardAdvice`] | `{"shanten": 0, "discards": [discard, …]}` (best first) |
//!
//! A group's `jokers` are the tiles its jokers stand for (`null`: any); a
//! decomposition's `pair` is the standard form's and thirteen orphans' one pair
//! (`null` for seven pairs, whose seven are in `pairs`), and `stand_ins` lists what
//! every joker became. Reading a decomposition takes its `melds`, `pairs` and
//! `singles` and gives it in [`Decomposition::sorted`] order.
//!
//! Every value round-trips: written and read back it is equal, the empty hand (`""`)
//! included, but for a decomposition, which comes back sorted (equal to
//! `decomposition.sorted()`, the order [`Engine::decompositions`](crate::Engine::decompositions) gives).
//!
//! ```
//! # #[cfg(feature = "serde")] {
//! use hupai::{Engine, Hand};
//! let hand: Hand = serde_json::from_str("\"13m55pJ\"")?;
//! let waits = Engine::standard().waits(&"13m55p".parse()?)?;
//! assert_eq!(serde_json::to_string(&waits)?, r#"{"waits":["2m"],"exhausted":[]}"#);
//! # }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::collections::BTreeMap;

use serde::de::{self, Deserializer};
use serde::ser::{SerializeStruct, Serializer};
use serde::{Deserialize, Serialize};

use crate::decompose::{Decomposition, Group, GroupKind};
use crate::forms::{Form, Forms};
use crate::hints::{Discard, DiscardAdvice, DiscardMasks, Discarded, Ukeire};
use crate::shanten::Shanten;
use crate::tiles::hand::Hand;
use crate::tiles::tile::Tile;
use crate::waits::Waits;

impl Serialize for Hand {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Hand {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Hand, D::Error> {
        let text = String::deserialize(deserializer)?;
        // The empty hand writes as "" (a hand of a discard advice's fuzz, a hand
        // being built): it reads back, where MPSZ text refuses an empty hand.
        if text.is_empty() {
            return Ok(Hand::default());
        }
        text.parse().map_err(de::Error::custom)
    }
}

impl Serialize for Form {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Form {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Form, D::Error> {
        let name = String::deserialize(deserializer)?;
        Form::ALL
            .into_iter()
            .find(|form| form.name() == name)
            .ok_or_else(|| de::Error::custom(format!("unknown form `{name}`")))
    }
}

impl Serialize for Forms {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Forms {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Forms, D::Error> {
        let forms = Vec::<Form>::deserialize(deserializer)?;
        Ok(forms.into_iter().fold(Forms::NONE, Forms::with))
    }
}

/// Waits as two lists of tiles.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct WaitsView {
    waits: Vec<Tile>,
    exhausted: Vec<Tile>,
}

impl Serialize for Waits {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        WaitsView {
            waits: self.iter().collect(),
            exhausted: self.iter().filter(|&t| self.is_exhausted(t)).collect(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Waits {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Waits, D::Error> {
        let view = WaitsView::deserialize(deserializer)?;
        let bits = |tiles: &[Tile]| tiles.iter().fold(0u64, |bits, t| bits | 1 << t.id());
        let (tiles, exhausted) = (bits(&view.waits), bits(&view.exhausted));
        if exhausted & !tiles != 0 {
            return Err(de::Error::custom(
                "an exhausted tile is not among the waits",
            ));
        }
        Ok(Waits::from_bits(tiles, exhausted))
    }
}

/// Shanten per form, `null` where a form is ruled out.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ShantenView {
    standard: Option<i8>,
    seven_pairs: Option<i8>,
    thirteen_orphans: Option<i8>,
    /// Absent in JSON written before the form existed.
    #[serde(default)]
    pairs_and_triplet: Option<i8>,
    #[serde(default)]
    honours_and_knitted: Option<i8>,
    #[serde(default)]
    greater_honours_and_knitted: Option<i8>,
    #[serde(default)]
    knitted_straight: Option<i8>,
    #[serde(default)]
    eight_pairs: Option<i8>,
}

impl Serialize for Shanten {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        ShantenView {
            standard: self.standard,
            seven_pairs: self.seven_pairs,
            thirteen_orphans: self.thirteen_orphans,
            pairs_and_triplet: self.pairs_and_triplet,
            honours_and_knitted: self.honours_and_knitted,
            greater_honours_and_knitted: self.greater_honours_and_knitted,
            knitted_straight: self.knitted_straight,
            eight_pairs: self.eight_pairs,
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Shanten {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Shanten, D::Error> {
        let view = ShantenView::deserialize(deserializer)?;
        Ok(Shanten {
            standard: view.standard,
            seven_pairs: view.seven_pairs,
            thirteen_orphans: view.thirteen_orphans,
            pairs_and_triplet: view.pairs_and_triplet,
            honours_and_knitted: view.honours_and_knitted,
            greater_honours_and_knitted: view.greater_honours_and_knitted,
            knitted_straight: view.knitted_straight,
            eight_pairs: view.eight_pairs,
        })
    }
}

/// A group as its kind, its slots' tiles and what its jokers stand for.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct GroupView {
    kind: String,
    tiles: Vec<Option<Tile>>,
    jokers: Vec<Option<Tile>>,
}

impl Serialize for Group {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        GroupView {
            kind: self.kind().name().to_string(),
            tiles: self.slots().iter().map(|s| s.tile).collect(),
            jokers: self.stand_ins().collect(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Group {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Group, D::Error> {
        let view = GroupView::deserialize(deserializer)?;
        group_of(&view).map_err(de::Error::custom)
    }
}

/// The group `view` describes, when it is one: 1 to 3 slots, all tiles (a kind's
/// jokers are its last slots) or, for `any`, all jokers.
fn group_of(view: &GroupView) -> Result<Group, String> {
    let size = view.tiles.len();
    if !(1..=3).contains(&size) || view.jokers.len() > size {
        return Err(format!(
            "a group of {size} tiles and {} jokers",
            view.jokers.len()
        ));
    }
    if view.kind == GroupKind::Any.name() {
        return match view.tiles.iter().chain(&view.jokers).all(Option::is_none)
            && view.jokers.len() == size
        {
            true => Ok(Group::any(size as u8)),
            false => Err("an `any` group holds jokers alone, standing for nothing".into()),
        };
    }
    let kinds: Vec<usize> = view
        .tiles
        .iter()
        .map(|t| t.map(Tile::id).ok_or("a tile of a group is null"))
        .collect::<Result<_, _>>()?;
    // Each kind's last slots are its jokers, as many as `jokers` names it.
    let mut jokers_left: Vec<usize> = view
        .jokers
        .iter()
        .map(|t| {
            t.map(Tile::id)
                .ok_or("a joker of a group stands for nothing")
        })
        .collect::<Result<_, _>>()?;
    let mut real = vec![true; size];
    for at in (0..size).rev() {
        if let Some(found) = jokers_left.iter().position(|&k| k == kinds[at]) {
            jokers_left.swap_remove(found);
            real[at] = false;
        }
    }
    if !jokers_left.is_empty() {
        return Err("a joker stands for a tile the group does not hold".into());
    }
    let group = Group::try_new(&kinds, &real).ok_or("these tiles are no group")?;
    match group.kind().name() == view.kind {
        true => Ok(group),
        false => Err(format!(
            "these tiles make a {}, not a {}",
            group.kind().name(),
            view.kind
        )),
    }
}

/// A decomposition by kind of group, with the one pair and every joker's tile.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct DecompositionView {
    form: Form,
    melds: Vec<Group>,
    pair: Option<Group>,
    pairs: Vec<Group>,
    singles: Vec<Group>,
    #[serde(default)]
    stand_ins: Vec<Option<Tile>>,
}

impl Serialize for Decomposition {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let sized = |size: usize| -> Vec<Group> {
            (self.groups().iter())
                .filter(|g| g.slots().len() == size)
                .copied()
                .collect()
        };
        let pairs = sized(2);
        let mut view = serializer.serialize_struct("Decomposition", 6)?;
        view.serialize_field("form", &self.form())?;
        view.serialize_field("melds", &sized(3))?;
        view.serialize_field("pair", &(pairs.len() == 1).then(|| pairs[0]))?;
        view.serialize_field("pairs", &pairs)?;
        view.serialize_field("singles", &sized(1))?;
        view.serialize_field("stand_ins", &self.stand_ins())?;
        view.end()
    }
}

impl<'de> Deserialize<'de> for Decomposition {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Decomposition, D::Error> {
        let view = DecompositionView::deserialize(deserializer)?;
        let groups = [view.melds, view.pairs, view.singles].concat();
        Ok(Decomposition::from_groups(view.form, groups).sorted())
    }
}

/// Accepted kinds, their live copies per kind and in all.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct UkeireView {
    shanten: i8,
    accepted: Vec<Tile>,
    live: u32,
    live_by_tile: BTreeMap<Tile, u8>,
}

impl From<&Ukeire> for UkeireView {
    fn from(ukeire: &Ukeire) -> UkeireView {
        UkeireView {
            shanten: ukeire.shanten(),
            accepted: ukeire.accepted().collect(),
            live: ukeire.total_live(),
            live_by_tile: ukeire.accepted().map(|t| (t, ukeire.live(t))).collect(),
        }
    }
}

impl TryFrom<UkeireView> for Ukeire {
    type Error = String;

    /// The ukeire `view` describes, when its parts agree.
    fn try_from(view: UkeireView) -> Result<Ukeire, String> {
        let listed: Vec<Tile> = view.live_by_tile.keys().copied().collect();
        let mut accepted = view.accepted.clone();
        accepted.sort();
        accepted.dedup();
        if accepted != listed || accepted.len() != view.accepted.len() {
            return Err("`live_by_tile` must name each accepted tile once".into());
        }
        // Four copies of a kind, or more of a joker kind whose copies the rules count.
        let most = crate::rules::MAX_JOKER_COPIES;
        if let Some((tile, live)) = view.live_by_tile.iter().find(|&(_, &n)| n > most) {
            return Err(format!("{live} live copies of {tile}: at most {most}"));
        }
        let mut ukeire = Ukeire::new(view.shanten);
        for (&tile, &live) in &view.live_by_tile {
            ukeire.accept(tile, live);
        }
        match ukeire.total_live() == view.live {
            true => Ok(ukeire),
            false => Err(format!(
                "`live` is {}, but `live_by_tile` adds up to {}",
                view.live,
                ukeire.total_live()
            )),
        }
    }
}

impl Serialize for Ukeire {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        UkeireView::from(self).serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Ukeire {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Ukeire, D::Error> {
        Ukeire::try_from(UkeireView::deserialize(deserializer)?).map_err(de::Error::custom)
    }
}

impl Serialize for Discarded {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Discarded {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Discarded, D::Error> {
        let name = String::deserialize(deserializer)?;
        match name.as_str() {
            "J" => Ok(Discarded::Joker),
            _ => Tile::from_name(&name).map(Discarded::Tile).ok_or_else(|| {
                de::Error::custom(format!("{name:?} is no discard (a tile such as 9m, or J)"))
            }),
        }
    }
}

/// A discard and what the hand then accepts, in one object.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct DiscardView {
    discard: Discarded,
    #[serde(flatten)]
    ukeire: UkeireView,
}

impl Serialize for Discard {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        DiscardView {
            discard: self.discarded(),
            ukeire: self.ukeire().into(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Discard {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Discard, D::Error> {
        let view = DiscardView::deserialize(deserializer)?;
        let ukeire = Ukeire::try_from(view.ukeire).map_err(de::Error::custom)?;
        Ok(Discard::new(view.discard, ukeire))
    }
}

/// The hand's shanten and its discards, best first.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct DiscardAdviceView {
    shanten: i8,
    discards: Vec<Discard>,
}

impl Serialize for DiscardAdvice {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        DiscardAdviceView {
            shanten: self.shanten(),
            discards: self.discards().to_vec(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for DiscardAdvice {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<DiscardAdvice, D::Error> {
        let view = DiscardAdviceView::deserialize(deserializer)?;
        Ok(DiscardAdvice::new(view.shanten, view.discards))
    }
}

/// The hand's shanten and its discards that keep it and that raise it, each in tile
/// order, `J` last.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct DiscardMasksView {
    shanten: i8,
    keep: Vec<Discarded>,
    raise: Vec<Discarded>,
}

impl Serialize for DiscardMasks {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        DiscardMasksView {
            shanten: self.shanten(),
            keep: self.keep().collect(),
            raise: self.raise().collect(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for DiscardMasks {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<DiscardMasks, D::Error> {
        let view = DiscardMasksView::deserialize(deserializer)?;
        let bits = |discards: &[Discarded]| {
            discards.iter().try_fold(0u64, |bits, &discard| {
                let bit = 1 << mask_bit(discard);
                match bits & bit {
                    0 => Ok(bits | bit),
                    _ => Err(de::Error::custom(format!("{discard} is listed twice"))),
                }
            })
        };
        let (keep, raise) = (bits(&view.keep)?, bits(&view.raise)?);
        if keep & raise != 0 {
            return Err(de::Error::custom("a discard both keeps and raises"));
        }
        Ok(DiscardMasks::from_parts(view.shanten, keep, raise))
    }
}

/// The bit of `discard` in a mask.
fn mask_bit(discard: Discarded) -> u32 {
    match discard {
        Discarded::Tile(tile) => tile.id() as u32,
        Discarded::Joker => crate::hints::DiscardMasks::JOKER_BIT,
    }
}
