//! The situation's vocabulary: every field of a win's [`Situation`] listed once — its
//! name, kind, default, the scoring systems that count it and one line of doc — and
//! what every face builds from that one list: [`Situation::set`], the words form
//! (`win=6s seat=south riichi dora=1m`, [`FromStr`] and [`Display`](fmt::Display)),
//! serde's names, and the refusal of a field the rules' system does not count.
//!
//! ```
//! use hupai::scoring::{FIELDS, Situation};
//! let situation: Situation = "win=6s seat=south riichi dora=1m".parse()?;
//! assert_eq!(situation.to_string(), "win=6s seat=south riichi dora=1m");
//! let flowers = FIELDS.iter().find(|f| f.name() == "flowers").unwrap();
//! assert_eq!(flowers.counted_by(), ["guobiao"]);
//! # Ok::<(), hupai::error::SituationError>(())
//! ```

use std::fmt;
use std::str::FromStr;

use crate::error::SituationError;
use crate::scoring::situation::{Declared, Indicators, Situation, System, WinBy, Wind};
use crate::tiles::errors::excerpt;
use crate::tiles::tile::{Suit, Tile};

/// What values a [`Field`] takes, written as text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FieldKind {
    /// One tile: `6s` (a red five `0p` is its five).
    Tile,
    /// Up to five tiles in MPSZ, kept in the order written: `1m4z`; empty for none.
    Tiles,
    /// A wind: `east`, `south`, `west`, `north`, their initials, or `1z`–`4z`.
    Wind,
    /// Yes or no: `true`/`false` (`1`/`0`); the bare name in words means yes.
    Flag,
    /// A count, 0–255.
    Count,
    /// Three counts, man, pin and sou: `1,0,1`.
    SuitCounts,
    /// A riichi declaration: `none`, `riichi`, `double` (`true`/`false`); the bare
    /// name in words means riichi.
    Declaration,
}

impl FieldKind {
    /// The kind's name, as the field list's JSON gives it.
    ///
    /// ```
    /// assert_eq!(hupai::scoring::FieldKind::SuitCounts.name(), "suit_counts");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            FieldKind::Tile => "tile",
            FieldKind::Tiles => "tiles",
            FieldKind::Wind => "wind",
            FieldKind::Flag => "flag",
            FieldKind::Count => "count",
            FieldKind::SuitCounts => "suit_counts",
            FieldKind::Declaration => "declaration",
        }
    }

    /// What the kind takes, for messages and the field list.
    const fn expected(self) -> &'static str {
        match self {
            FieldKind::Tile => "a tile (6s)",
            FieldKind::Tiles => "tiles in MPSZ (1m4z), at most 5",
            FieldKind::Wind => "a wind (east, south, west, north, or 1z to 4z)",
            FieldKind::Flag => "true or false",
            FieldKind::Count => "a count from 0 to 255",
            FieldKind::SuitCounts => "three counts, man, pin and sou (1,0,1)",
            FieldKind::Declaration => "none, riichi or double (true, false)",
        }
    }
}

/// Which systems count a field: bits of [`System`].
const ALL: u8 = 7;
const RIICHI: u8 = System::Riichi as u8;
const GUOBIAO: u8 = System::Guobiao as u8;
const TABLE: u8 = System::Table as u8;
const RIICHI_AND_GUOBIAO: u8 = RIICHI | GUOBIAO;
const RIICHI_AND_TABLE: u8 = RIICHI | TABLE;

/// The names of the systems `bits` holds, in the order riichi, guobiao, table.
const fn system_names(bits: u8) -> &'static [&'static str] {
    match bits {
        RIICHI => &["riichi"],
        GUOBIAO => &["guobiao"],
        TABLE => &["table"],
        RIICHI_AND_GUOBIAO => &["riichi", "guobiao"],
        RIICHI_AND_TABLE => &["riichi", "table"],
        6 => &["guobiao", "table"],
        ALL => &["riichi", "guobiao", "table"],
        _ => &[],
    }
}

/// One field of a win's situation, as every face names it. See [`FIELDS`].
///
/// ```
/// use hupai::scoring::{FIELDS, FieldKind};
/// let ippatsu = FIELDS.iter().find(|f| f.name() == "ippatsu").unwrap();
/// assert_eq!((ippatsu.kind(), ippatsu.default()), (FieldKind::Flag, "false"));
/// ```
pub struct Field {
    name: &'static str,
    aliases: &'static [&'static str],
    kind: FieldKind,
    default: &'static str,
    counted_by: u8,
    doc: &'static str,
    read: fn(&Situation) -> String,
    write: fn(&mut Situation, &str) -> Result<(), String>,
    /// Whether the situation sets it away from its default: asked of every field at
    /// every score, so it reads the member, making no text.
    set: fn(&Situation) -> bool,
}

impl Field {
    /// Its name: `kong_discard` (`set` also takes `kong-discard` and `kongDiscard`).
    ///
    /// ```
    /// assert_eq!(hupai::scoring::FIELDS[0].name(), "win");
    /// ```
    pub const fn name(&self) -> &'static str {
        self.name
    }

    /// Other names `set` takes for it: the Rust member's (`seat_wind`), the C
    /// struct's (`ura_dora`).
    ///
    /// ```
    /// assert_eq!(hupai::scoring::FIELDS[2].aliases(), ["seat_wind"]);
    /// ```
    pub const fn aliases(&self) -> &'static [&'static str] {
        self.aliases
    }

    /// The field named `name`, or an alias of it: `kong_discard`, `kong-discard`,
    /// `kongDiscard` and `KONG_DISCARD` alike; a misspelt name's error suggests the
    /// nearest.
    ///
    /// ```
    /// use hupai::scoring::Field;
    /// assert_eq!(Field::named("seatWind")?.name(), "seat");
    /// assert!(Field::named("honab").unwrap_err().to_string().contains("`honba`"));
    /// # Ok::<(), hupai::error::SituationError>(())
    /// ```
    pub fn named(name: &str) -> Result<&'static Field, SituationError> {
        field(name)
    }

    /// What values it takes.
    ///
    /// ```
    /// assert_eq!(hupai::scoring::FIELDS[0].kind(), hupai::scoring::FieldKind::Tile);
    /// ```
    pub const fn kind(&self) -> FieldKind {
        self.kind
    }

    /// Its value when not given, as text.
    ///
    /// ```
    /// assert_eq!(hupai::scoring::FIELDS[2].default(), "east");
    /// ```
    pub const fn default(&self) -> &'static str {
        self.default
    }

    /// The scoring systems that count it (`riichi`, `guobiao`, `table`); a score
    /// under another refuses it set.
    ///
    /// ```
    /// assert_eq!(hupai::scoring::FIELDS[0].counted_by(), ["riichi", "guobiao", "table"]);
    /// ```
    pub const fn counted_by(&self) -> &'static [&'static str] {
        system_names(self.counted_by)
    }

    /// One line on what it means.
    ///
    /// ```
    /// assert!(hupai::scoring::FIELDS[1].doc().contains("tsumo"));
    /// ```
    pub const fn doc(&self) -> &'static str {
        self.doc
    }

    /// What the kind of value takes: `true or false`.
    ///
    /// ```
    /// assert_eq!(hupai::scoring::FIELDS[1].expected(), "true or false");
    /// ```
    pub const fn expected(&self) -> &'static str {
        self.kind.expected()
    }

    /// Its value in `situation`, as text (`set` reads it back).
    ///
    /// ```
    /// let situation = hupai::scoring::Situation::tsumo("3s".parse()?);
    /// assert_eq!(hupai::scoring::FIELDS[1].value(&situation), "true");
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn value(&self, situation: &Situation) -> String {
        (self.read)(situation)
    }

    /// Whether `situation` leaves it at its default.
    fn is_default(&self, situation: &Situation) -> bool {
        !(self.set)(situation)
    }
}

impl fmt::Debug for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (f.debug_struct("Field"))
            .field("name", &self.name)
            .field("kind", &self.kind)
            .field("default", &self.default)
            .field("counted_by", &self.counted_by())
            .finish_non_exhaustive()
    }
}

/// Every field of a win's situation, in the order the words form writes them. A new
/// field is one entry here (and its member of [`Situation`]); every face reads this
/// list.
pub const FIELDS: &[Field] = &[
    Field {
        name: "win",
        aliases: &["winning_tile"],
        kind: FieldKind::Tile,
        default: "1m",
        counted_by: ALL,
        doc: "The tile that completed the hand; the hand given holds it.",
        set: |s| s.winning_tile.id() != 0,
        read: |s| s.winning_tile.to_string(),
        write: |s, v| {
            s.winning_tile = tile(v)?;
            Ok(())
        },
    },
    Field {
        name: "tsumo",
        aliases: &[],
        kind: FieldKind::Flag,
        default: "false",
        counted_by: ALL,
        doc: "Won by tsumo (self-drawn); otherwise by ron.",
        set: |s| s.is_tsumo(),
        read: |s| s.is_tsumo().to_string(),
        write: |s, v| {
            s.win_by = match flag(v)? {
                true => WinBy::Tsumo,
                false => WinBy::Ron,
            };
            Ok(())
        },
    },
    Field {
        name: "seat",
        aliases: &["seat_wind"],
        kind: FieldKind::Wind,
        default: "east",
        counted_by: ALL,
        doc: "The winner's seat wind (east is the dealer).",
        set: |s| s.seat_wind != Wind::East,
        read: |s| s.seat_wind.to_string(),
        write: |s, v| {
            s.seat_wind = wind(v)?;
            Ok(())
        },
    },
    Field {
        name: "round",
        aliases: &["round_wind"],
        kind: FieldKind::Wind,
        default: "east",
        counted_by: RIICHI_AND_GUOBIAO,
        doc: "The round's wind.",
        set: |s| s.round_wind != Wind::East,
        read: |s| s.round_wind.to_string(),
        write: |s, v| {
            s.round_wind = wind(v)?;
            Ok(())
        },
    },
    Field {
        name: "riichi",
        aliases: &["declared"],
        kind: FieldKind::Declaration,
        default: "none",
        counted_by: RIICHI,
        doc: "Riichi declared: riichi, or double (on the first discard, no call before).",
        set: |s| s.is_riichi(),
        read: |s| declaration_name(s.declared).into(),
        write: |s, v| {
            s.declared = declaration(v)?;
            Ok(())
        },
    },
    Field {
        name: "ippatsu",
        aliases: &[],
        kind: FieldKind::Flag,
        default: "false",
        counted_by: RIICHI,
        doc: "Won within one go-around of declaring riichi, no call between (一発).",
        set: |s| s.ippatsu,
        read: |s| s.ippatsu.to_string(),
        write: |s, v| {
            s.ippatsu = flag(v)?;
            Ok(())
        },
    },
    Field {
        name: "last_tile",
        aliases: &[],
        kind: FieldKind::Flag,
        default: "false",
        counted_by: ALL,
        doc: "Won on the last tile: drawn (haitei, 妙手回春) or discarded (houtei, 海底捞月).",
        set: |s| s.last_tile,
        read: |s| s.last_tile.to_string(),
        write: |s, v| {
            s.last_tile = flag(v)?;
            Ok(())
        },
    },
    Field {
        name: "after_kong",
        aliases: &[],
        kind: FieldKind::Flag,
        default: "false",
        counted_by: ALL,
        doc: "Won on the tile drawn after a kong (rinshan, 杠上开花), or with three players after a North set aside; tsumo only.",
        set: |s| s.after_kong,
        read: |s| s.after_kong.to_string(),
        write: |s, v| {
            s.after_kong = flag(v)?;
            Ok(())
        },
    },
    Field {
        name: "robbing_kong",
        aliases: &[],
        kind: FieldKind::Flag,
        default: "false",
        counted_by: ALL,
        doc: "Won on a tile added to another player's kong (chankan, 抢杠和); ron only.",
        set: |s| s.robbing_kong,
        read: |s| s.robbing_kong.to_string(),
        write: |s, v| {
            s.robbing_kong = flag(v)?;
            Ok(())
        },
    },
    Field {
        name: "kong_discard",
        aliases: &[],
        kind: FieldKind::Flag,
        default: "false",
        counted_by: TABLE,
        doc: "Won by ron on the tile discarded right after the discarder's own kong (杠上炮).",
        set: |s| s.kong_discard,
        read: |s| s.kong_discard.to_string(),
        write: |s, v| {
            s.kong_discard = flag(v)?;
            Ok(())
        },
    },
    Field {
        name: "first_turn",
        aliases: &[],
        kind: FieldKind::Flag,
        default: "false",
        counted_by: RIICHI_AND_TABLE,
        doc: "Won in the first go-around, no call made (tenhou, chiihou; renhou where counted).",
        set: |s| s.first_turn,
        read: |s| s.first_turn.to_string(),
        write: |s, v| {
            s.first_turn = flag(v)?;
            Ok(())
        },
    },
    Field {
        name: "dora",
        aliases: &["dora_indicators"],
        kind: FieldKind::Tiles,
        default: "",
        counted_by: RIICHI,
        doc: "The dora indicators shown.",
        set: |s| !s.dora_indicators.is_empty(),
        read: |s| tiles_text(&s.dora_indicators),
        write: |s, v| {
            s.dora_indicators = indicators(v)?;
            Ok(())
        },
    },
    Field {
        name: "ura",
        aliases: &["ura_dora", "ura_indicators"],
        kind: FieldKind::Tiles,
        default: "",
        counted_by: RIICHI,
        doc: "The ura-dora indicators (counted with riichi; at most as many as the dora).",
        set: |s| !s.ura_indicators.is_empty(),
        read: |s| tiles_text(&s.ura_indicators),
        write: |s, v| {
            s.ura_indicators = indicators(v)?;
            Ok(())
        },
    },
    Field {
        name: "red_fives",
        aliases: &[],
        kind: FieldKind::SuitCounts,
        default: "0,0,0",
        counted_by: RIICHI,
        doc: "Red fives held in the hand and melds, man, pin, sou (the faces count the notation's 0s).",
        set: |s| s.red_fives != [0; 3],
        read: |s| s.red_fives.map(|n| n.to_string()).join(","),
        write: |s, v| {
            s.red_fives = suit_counts(v)?;
            Ok(())
        },
    },
    Field {
        name: "honba",
        aliases: &[],
        kind: FieldKind::Count,
        default: "0",
        counted_by: RIICHI,
        doc: "Honba sticks: 100 points each from every other player.",
        set: |s| s.honba != 0,
        read: |s| s.honba.to_string(),
        write: |s, v| {
            s.honba = count(v)?;
            Ok(())
        },
    },
    Field {
        name: "sticks",
        aliases: &["riichi_sticks"],
        kind: FieldKind::Count,
        default: "0",
        counted_by: RIICHI,
        doc: "Riichi sticks on the table: 1,000 points each to the winner.",
        set: |s| s.riichi_sticks != 0,
        read: |s| s.riichi_sticks.to_string(),
        write: |s, v| {
            s.riichi_sticks = count(v)?;
            Ok(())
        },
    },
    Field {
        name: "flowers",
        aliases: &[],
        kind: FieldKind::Count,
        default: "0",
        counted_by: GUOBIAO,
        doc: "Flowers and seasons held (花牌, one fan each; at most 8).",
        set: |s| s.flowers != 0,
        read: |s| s.flowers.to_string(),
        write: |s, v| {
            s.flowers = count(v)?;
            Ok(())
        },
    },
    Field {
        name: "last_of_kind",
        aliases: &[],
        kind: FieldKind::Flag,
        default: "false",
        counted_by: GUOBIAO,
        doc: "Won on the last copy of its kind, the other three shown (和绝张).",
        set: |s| s.last_of_kind,
        read: |s| s.last_of_kind.to_string(),
        write: |s, v| {
            s.last_of_kind = flag(v)?;
            Ok(())
        },
    },
    Field {
        name: "kita",
        aliases: &["nukidora"],
        kind: FieldKind::Count,
        default: "0",
        counted_by: RIICHI,
        doc: "Norths set aside by a three-player winner (抜きドラ): a dora each, again where North is dora.",
        set: |s| s.kita != 0,
        read: |s| s.kita.to_string(),
        write: |s, v| {
            s.kita = count(v)?;
            Ok(())
        },
    },
];

// `set_words` keeps the fields named in a u64, a bit each.
const _: () = assert!(FIELDS.len() <= 64);

/// The field named `name`: `kong_discard`, `kong-discard`, `kongDiscard` or
/// `KONG_DISCARD` alike, or an alias.
fn field(name: &str) -> Result<&'static Field, SituationError> {
    // camelCase only where the name has no underscore (`KONG_DISCARD` is not camel).
    let camel = !name.contains('_');
    let mut wanted = String::with_capacity(name.len() + 4);
    for (index, c) in name.trim().chars().enumerate() {
        match c {
            '-' => wanted.push('_'),
            c if c.is_ascii_uppercase() && index > 0 && camel => {
                wanted.push('_');
                wanted.push(c.to_ascii_lowercase());
            }
            c => wanted.push(c.to_ascii_lowercase()),
        }
    }
    let known = |f: &&Field| f.name == wanted || f.aliases.contains(&wanted.as_str());
    (FIELDS.iter().find(known)).ok_or_else(|| SituationError::UnknownField {
        name: excerpt(name),
        suggestion: crate::rules::nearest(&wanted, FIELDS.iter().map(|f| f.name))
            .map(|near| format!(" (did you mean `{near}`?)"))
            .unwrap_or_default(),
    })
}

impl Situation {
    /// Sets the field `name` (see [`FIELDS`]) to `value` written as text; a flag's
    /// empty value is yes, a declaration's riichi. The one door every face's keys go
    /// through: an unknown name or a bad value is refused with what it takes.
    ///
    /// ```
    /// use hupai::scoring::{Declared, Situation};
    /// let mut situation = Situation::ron("6s".parse()?);
    /// situation.set("riichi", "double")?;
    /// situation.set("kongDiscard", "true")?;
    /// situation.set("dora", "1m4z")?;
    /// assert_eq!(situation.declared, Declared::DoubleRiichi);
    /// assert!(situation.kong_discard && situation.dora_indicators.len() == 2);
    /// let error = situation.set("honab", "2").unwrap_err();
    /// assert_eq!(error.to_string(), "no situation field `honab` (did you mean `honba`?)");
    /// assert!(situation.set("honba", "-1").is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), SituationError> {
        self.set_field(field(name)?, value)
    }

    /// Sets `field` (already found by name) to `value` written as text.
    fn set_field(&mut self, field: &Field, value: &str) -> Result<(), SituationError> {
        (field.write)(self, value.trim()).map_err(|why| SituationError::BadValue {
            field: field.name,
            value: excerpt(value),
            expected: field.expected(),
            why,
        })
    }

    /// Sets every field the words name, left to right, onto this situation: `name=value`,
    /// or a bare name for a flag or riichi. A tiles field named twice adds its tiles
    /// (`dora=1m dora=1m`: two indicators).
    ///
    /// ```
    /// let mut situation = hupai::scoring::Situation::ron("6s".parse()?);
    /// situation.set_words("tsumo seat=west dora=2p dora=2p")?;
    /// assert_eq!(situation.to_string(), "win=6s tsumo seat=west dora=2p2p");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_words(&mut self, words: &str) -> Result<(), SituationError> {
        // The fields named so far, a bit each by their place in FIELDS.
        let mut named = 0u64;
        for word in words.split_whitespace() {
            let (name, value) = word.split_once('=').unwrap_or((word, ""));
            let field = field(name)?;
            let bit = 1
                << FIELDS
                    .iter()
                    .position(|f| f.name == field.name)
                    .expect("listed");
            let value = match field.kind {
                FieldKind::Tiles if named & bit != 0 => format!("{}{value}", field.value(self)),
                _ => value.to_string(),
            };
            self.set_field(field, &value)?;
            named |= bit;
        }
        Ok(())
    }

    /// Refuses a field set away from its default that `system` does not count: one
    /// decision for every field, from [`FIELDS`] (asked at every score: bits and
    /// members, no text).
    pub(crate) fn refuse_uncounted(&self, system: System) -> Result<(), SituationError> {
        let uncounted = (FIELDS.iter()).find(|f| f.counted_by & system as u8 == 0 && (f.set)(self));
        match uncounted {
            Some(field) => Err(SituationError::NotCounted {
                field: field.name,
                system: system.name(),
                counted_by: field.counted_by().join(", "),
            }),
            None => Ok(()),
        }
    }
}

/// All zeros, as the C ABI's: a ron on 1m, East in an East round, nothing else.
///
/// ```
/// let situation = hupai::scoring::Situation::default();
/// assert_eq!(situation.to_string(), "win=1m");
/// ```
impl Default for Situation {
    fn default() -> Situation {
        Situation::ron(tile("1m").expect("a tile"))
    }
}

/// The words form: `win=6s seat=south riichi dora=1m`, every field away from its
/// default in [`FIELDS`]' order (the winning tile always).
impl fmt::Display for Situation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut words = Vec::new();
        for field in FIELDS {
            if field.name != "win" && field.is_default(self) {
                continue;
            }
            match (field.kind, field.value(self).as_str()) {
                (FieldKind::Flag, "true") => words.push(field.name.to_string()),
                (FieldKind::Declaration, "riichi") => words.push(field.name.to_string()),
                (_, value) => words.push(format!("{}={value}", field.name)),
            }
        }
        f.write_str(&words.join(" "))
    }
}

/// Reads the words form onto [`Situation::default`] (see [`Situation::set_words`]).
///
/// ```
/// let situation: hupai::scoring::Situation = "win=8p tsumo after_kong".parse()?;
/// assert!(situation.after_kong && situation.is_tsumo());
/// assert!("win=8p tsumo=maybe".parse::<hupai::scoring::Situation>().is_err());
/// # Ok::<(), hupai::error::SituationError>(())
/// ```
impl FromStr for Situation {
    type Err = SituationError;

    fn from_str(words: &str) -> Result<Situation, SituationError> {
        let mut situation = Situation::default();
        situation.set_words(words)?;
        Ok(situation)
    }
}

/// A situation in JSON: an object of the fields away from their defaults (the
/// winning tile always), by [`FIELDS`]' names — flags and counts as JSON's booleans
/// and numbers, `red_fives` as three numbers, the rest as text. Read back, each key
/// goes through [`Situation::set`] (so `seat_wind` or `kongDiscard` read too, and a
/// value as text or as JSON's own type alike).
///
/// ```
/// # #[cfg(feature = "serde")] {
/// use hupai::scoring::Situation;
/// let situation: Situation = "win=6s riichi red_fives=0,1,0 honba=2".parse()?;
/// let json = serde_json::to_string(&situation)?;
/// assert_eq!(json, r#"{"win":"6s","riichi":"riichi","red_fives":[0,1,0],"honba":2}"#);
/// assert_eq!(serde_json::from_str::<Situation>(&json)?, situation);
/// let read: Situation = serde_json::from_str(r#"{"win": "6s", "riichi": true, "honba": "2", "red_fives": "0,1,0"}"#)?;
/// assert_eq!(read, situation);
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "serde")]
impl serde::Serialize for Situation {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let set: Vec<&Field> = (FIELDS.iter())
            .filter(|f| f.name == "win" || !f.is_default(self))
            .collect();
        let mut map = serializer.serialize_map(Some(set.len()))?;
        for field in set {
            let value = field.value(self);
            match field.kind {
                FieldKind::Flag => map.serialize_entry(field.name, &(value == "true"))?,
                FieldKind::Count => map.serialize_entry(field.name, &count(&value).ok())?,
                FieldKind::SuitCounts => map.serialize_entry(field.name, &self.red_fives)?,
                _ => map.serialize_entry(field.name, &value)?,
            }
        }
        map.end()
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Situation {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Situation, D::Error> {
        deserializer.deserialize_map(SituationVisitor)
    }
}

/// Reads a situation's JSON object key by key through [`Situation::set`].
#[cfg(feature = "serde")]
struct SituationVisitor;

#[cfg(feature = "serde")]
impl<'de> serde::de::Visitor<'de> for SituationVisitor {
    type Value = Situation;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an object of situation fields")
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Situation, A::Error> {
        let mut situation = Situation::default();
        while let Some(name) = map.next_key::<std::borrow::Cow<'de, str>>()? {
            let FieldValue(value) = map.next_value()?;
            situation
                .set(&name, &value)
                .map_err(serde::de::Error::custom)?;
        }
        Ok(situation)
    }
}

/// A field's value in JSON as [`Situation::set`] takes it: text, a boolean, a number,
/// or a list of them (joined by commas).
#[cfg(feature = "serde")]
struct FieldValue(String);

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for FieldValue {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<FieldValue, D::Error> {
        deserializer.deserialize_any(FieldValueVisitor)
    }
}

#[cfg(feature = "serde")]
struct FieldValueVisitor;

#[cfg(feature = "serde")]
impl<'de> serde::de::Visitor<'de> for FieldValueVisitor {
    type Value = FieldValue;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("text, a boolean, a number or a list of them")
    }

    fn visit_str<E>(self, text: &str) -> Result<FieldValue, E> {
        Ok(FieldValue(text.to_string()))
    }

    fn visit_bool<E>(self, value: bool) -> Result<FieldValue, E> {
        Ok(FieldValue(value.to_string()))
    }

    fn visit_u64<E>(self, value: u64) -> Result<FieldValue, E> {
        Ok(FieldValue(value.to_string()))
    }

    fn visit_i64<E>(self, value: i64) -> Result<FieldValue, E> {
        Ok(FieldValue(value.to_string()))
    }

    fn visit_f64<E>(self, value: f64) -> Result<FieldValue, E> {
        Ok(FieldValue(value.to_string()))
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<FieldValue, A::Error> {
        let mut items = Vec::new();
        // At most a few items make a value; more is refused by `set`, not stored.
        while let Some(FieldValue(item)) = seq.next_element()? {
            if items.len() > 16 {
                return Err(serde::de::Error::custom("a list of more than 16 items"));
            }
            items.push(item);
        }
        Ok(FieldValue(items.join(",")))
    }
}

/// A flag: `true`, `false`, `1`, `0`, or empty for yes.
fn flag(value: &str) -> Result<bool, String> {
    match value.to_ascii_lowercase().as_str() {
        "" | "true" | "1" | "yes" => Ok(true),
        "false" | "0" | "no" => Ok(false),
        _ => Err(String::new()),
    }
}

/// A count from 0 to 255.
fn count(value: &str) -> Result<u8, String> {
    value.parse().map_err(|_| String::new())
}

fn wind(value: &str) -> Result<Wind, String> {
    value.parse().map_err(|_| String::new())
}

/// A riichi declaration's text, as [`declaration`] reads it.
const fn declaration_name(declared: Declared) -> &'static str {
    match declared {
        Declared::None => "none",
        Declared::Riichi => "riichi",
        Declared::DoubleRiichi => "double",
    }
}

fn declaration(value: &str) -> Result<Declared, String> {
    match value.to_ascii_lowercase().as_str() {
        "" | "riichi" | "true" | "1" => Ok(Declared::Riichi),
        "double" | "2" => Ok(Declared::DoubleRiichi),
        "none" | "false" | "0" => Ok(Declared::None),
        _ => Err(String::new()),
    }
}

/// Three counts, man, pin, sou: `1,0,1` (spaces and `[ ]` allowed).
fn suit_counts(value: &str) -> Result<[u8; 3], String> {
    let inner = value.trim_start_matches('[').trim_end_matches(']');
    let counts: Vec<&str> = inner.split(',').map(str::trim).collect();
    if counts.len() != 3 {
        return Err(format!("{} counts, not 3", counts.len()));
    }
    let mut found = [0u8; 3];
    for (slot, text) in found.iter_mut().zip(counts) {
        *slot = count(text)?;
    }
    Ok(found)
}

/// One tile by name (a red five `0p` as its five).
fn tile(value: &str) -> Result<Tile, String> {
    match tiles_in_order(value)?.as_slice() {
        [one] => Ok(*one),
        many => Err(format!("{} tiles, not 1", many.len())),
    }
}

/// Indicators in MPSZ, in the order written.
fn indicators(value: &str) -> Result<Indicators, String> {
    Indicators::new(&tiles_in_order(value)?).map_err(|e| e.to_string())
}

/// Tiles written in MPSZ (`14m2z`, `1m,4m 2z`), in the order written, no jokers.
fn tiles_in_order(text: &str) -> Result<Vec<Tile>, String> {
    let mut tiles = Vec::new();
    let mut ranks: Vec<u32> = Vec::new();
    for c in text
        .chars()
        .filter(|c| !matches!(c, ',' | ' ' | '[' | ']' | '"'))
    {
        let suit = match c {
            '0'..='9' => {
                ranks.push(c.to_digit(10).expect("a digit"));
                continue;
            }
            'm' => Suit::Man,
            'p' => Suit::Pin,
            's' => Suit::Sou,
            'z' => Suit::Honours,
            _ => return Err(format!("{c:?} is not in MPSZ")),
        };
        if ranks.is_empty() {
            return Err(format!("{c:?} comes without ranks"));
        }
        for rank in ranks.drain(..) {
            let rank = match (rank, suit) {
                (0, Suit::Man | Suit::Pin | Suit::Sou) => 5,
                (rank, _) => rank as usize,
            };
            tiles.push(Tile::new(suit, rank).ok_or_else(|| format!("no tile {rank}{c}"))?);
        }
    }
    match ranks.is_empty() {
        true => Ok(tiles),
        false => Err("ranks without a suit letter".into()),
    }
}

/// Tiles written one after another: `1m4z`.
fn tiles_text(indicators: &Indicators) -> String {
    indicators.as_slice().iter().map(Tile::to_string).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_reads_back_what_it_writes_and_defaults_to_its_default() {
        let blank = Situation::default();
        for field in FIELDS {
            assert!(field.is_default(&blank), "{}", field.name);
            let mut set = blank;
            set.set(field.name, field.default).unwrap();
            assert_eq!(set, blank, "{}", field.name);
        }
    }

    #[test]
    fn a_field_set_away_from_its_default_says_so_without_its_text() {
        let sample = |kind| match kind {
            FieldKind::Tile => "2m",
            FieldKind::Tiles => "1m",
            FieldKind::Wind => "south",
            FieldKind::Flag => "true",
            FieldKind::Count => "1",
            FieldKind::SuitCounts => "1,0,0",
            FieldKind::Declaration => "riichi",
        };
        for field in FIELDS {
            let mut set = Situation::default();
            set.set(field.name, sample(field.kind)).unwrap();
            assert!(!field.is_default(&set), "{}", field.name);
            assert_ne!(field.value(&set), field.default, "{}", field.name);
            let others = FIELDS.iter().filter(|f| f.name != field.name);
            assert!(
                others.clone().all(|f| f.is_default(&set)),
                "{} alone",
                field.name
            );
        }
    }

    #[test]
    fn words_round_trip_through_display() {
        let words = "win=0p tsumo seat=north round=south riichi=double ippatsu last_tile \
                     after_kong robbing_kong kong_discard first_turn dora=1m4z ura=9s \
                     red_fives=0,1,0 honba=3 sticks=2 flowers=8 last_of_kind";
        let situation: Situation = words.parse().unwrap();
        let written = situation.to_string();
        assert_eq!(written.parse::<Situation>().unwrap(), situation);
        assert!(written.starts_with("win=5p tsumo seat=north round=south riichi=double"));
    }

    #[test]
    fn long_words_and_names_are_read_in_one_pass() {
        // A flag named 50,000 times is the flag once; a 100,000-character camel name
        // is no field (each name is normalised in one pass, each word's field kept
        // as a bit, not searched for among the words before).
        let words = "tsumo ".repeat(50_000);
        assert_eq!(
            words.parse::<Situation>().unwrap().to_string(),
            "win=1m tsumo"
        );
        let name = "kongDiscard".repeat(10_000);
        assert!(Situation::default().set(&name, "true").is_err());
    }

    #[test]
    fn bad_words_name_their_field_and_what_it_takes() {
        let error = "win=6s seat=up".parse::<Situation>().unwrap_err();
        assert!(error.to_string().contains("`seat`"), "{error}");
        assert!(error.to_string().contains("a wind"), "{error}");
        for bad in [
            "win=",
            "win=6s6s",
            "dora=1m2m3m4m5m6m",
            "red_fives=1,2",
            "dora=J",
        ] {
            assert!(bad.parse::<Situation>().is_err(), "{bad}");
        }
    }
}
