//! hupai for node.js: a native addon (napi-rs) over the hupai library, a thin face:
//! every answer is the library's, converted to JavaScript values. The package's
//! `index.js` loads it and `index.d.ts` types it; `README.md` documents it.
//!
//! A hand is MPSZ text, or 34 counts (a `Uint8Array` or an array of numbers) with an
//! optional joker count. Every error is a JavaScript `Error` whose `code` says its
//! kind (`HUPAI_BAD_HAND`, `HUPAI_BAD_RULES`, `HUPAI_BAD_TABLES`,
//! `HUPAI_BAD_ARGUMENT`) and whose message is the library's.

mod actions;
mod answers;
mod batch;
mod fast;
mod live;
mod offload;
mod scoring;

use hupai::hints::seen_of;
use hupai::{Engine as Core, Hand, Tile};
use napi::bindgen_prelude::{Uint8Array, Uint8ArraySlice, Unknown};
use napi::{JsValue, ValueType};
use napi_derive::napi;

pub use answers::*;
pub use batch::*;
pub use fast::{quick_layout, quick_path};
pub use live::*;
pub use offload::Offloaded;
pub use scoring::*;

/// A refusal's kind, as the `code` of the JavaScript error.
#[derive(Clone, Copy)]
pub enum Code {
    BadHand,
    BadRules,
    BadTables,
    BadArgument,
}

impl AsRef<str> for Code {
    fn as_ref(&self) -> &str {
        match self {
            Code::BadHand => "HUPAI_BAD_HAND",
            Code::BadRules => "HUPAI_BAD_RULES",
            Code::BadTables => "HUPAI_BAD_TABLES",
            Code::BadArgument => "HUPAI_BAD_ARGUMENT",
        }
    }
}

pub type Error = napi::Error<Code>;
pub type Result<T> = std::result::Result<T, Error>;

/// An error of `code` with the library's message.
pub(crate) fn error(code: Code, message: impl std::fmt::Display) -> Error {
    napi::Error::new(code, message.to_string())
}

pub(crate) fn bad_hand(message: impl std::fmt::Display) -> Error {
    error(Code::BadHand, message)
}

/// A hand as JavaScript gives it: MPSZ text, or 34 counts (a `Uint8Array` or an
/// array of numbers). Read by its type, without trying each form in turn (a
/// failed conversion costs a JavaScript error's making).
pub type HandArg<'a> = Unknown<'a>;

/// Reads a hand; `jokers` adds jokers to counts (text writes its own `J`s).
pub(crate) fn hand_of(hand: &HandArg, jokers: Option<u32>) -> Result<Hand> {
    hand_read(hand, jokers, None)
}

/// [`hand_of`], counts read as `engine` reads them where one is given (a joker kind
/// of more than four copies, 八红中, counted above four).
pub(crate) fn hand_read(
    hand: &HandArg,
    jokers: Option<u32>,
    engine: Option<&Core>,
) -> Result<Hand> {
    let jokers = match jokers {
        None => 0,
        Some(j) => u8::try_from(j)
            .map_err(|_| error(Code::BadArgument, format!("{j} jokers: at most 255")))?,
    };
    let kind = hand.get_type().map_err(|e| error(Code::BadArgument, e))?;
    if kind == ValueType::String {
        if jokers != 0 {
            return Err(error(
                Code::BadArgument,
                "jokers are written in the text (J), not given beside it",
            ));
        }
        // SAFETY: the value is a string, as its type says.
        let text: String = unsafe { hand.cast() }.map_err(|e| error(Code::BadArgument, e))?;
        return text.parse().map_err(bad_hand);
    }
    let not_a_hand = || {
        let kind = format!("{kind:?}").to_lowercase();
        error(
            Code::BadArgument,
            format!("a hand is MPSZ text or 34 counts, not {kind}"),
        )
    };
    if kind != ValueType::Object {
        return Err(not_a_hand());
    }
    // SAFETY: an object, which the conversion checks to be a Uint8Array.
    if let Ok(bytes) = unsafe { hand.cast::<Uint8ArraySlice>() } {
        return counts_hand(&bytes, jokers, engine);
    }
    if !hand.is_array().unwrap_or(false) {
        return Err(not_a_hand());
    }
    // SAFETY: an array, whose elements the conversion checks to be numbers.
    let numbers: Vec<f64> = unsafe { hand.cast() }
        .map_err(|_| error(Code::BadArgument, "a hand's counts are numbers"))?;
    let counts: Vec<u8> = (numbers.iter().enumerate())
        .map(
            |(i, &n)| match n.fract() == 0.0 && (0.0..=255.0).contains(&n) {
                true => Ok(n as u8),
                false => Err(error(
                    Code::BadArgument,
                    format!("count {i} is {n}, not an integer from 0 to 255"),
                )),
            },
        )
        .collect::<Result<_>>()?;
    counts_hand(&counts, jokers, engine)
}

fn counts_hand(counts: &[u8], jokers: u8, engine: Option<&Core>) -> Result<Hand> {
    let counts: [u8; 34] = counts.try_into().map_err(|_| {
        let length = counts.len();
        error(
            Code::BadArgument,
            format!("{length} counts: a hand's counts are 34"),
        )
    })?;
    match engine {
        Some(engine) => engine.hand_from_counts(&counts, jokers).map_err(bad_hand),
        None => Hand::from_counts(counts, jokers).map_err(bad_hand),
    }
}

/// Seen tiles: none, MPSZ text or 34 counts.
pub(crate) fn seen_arg(seen: Option<HandArg<'_>>) -> Result<[u8; 34]> {
    match seen {
        None => Ok([0; 34]),
        Some(seen) => Ok(seen_of(&hand_of(&seen, None)?)),
    }
}

pub(crate) fn tile_names(tiles: impl Iterator<Item = Tile>) -> Vec<String> {
    tiles.map(|t| t.to_string()).collect()
}

/// A rule set and its tables. Immutable: share one among all callers.
#[napi]
pub struct Engine {
    pub(crate) core: Core,
}

#[napi]
impl Engine {
    /// The engine of a built-in rule set (`standard` when none is named).
    #[napi(constructor)]
    pub fn new(rules: Option<String>) -> Result<Engine> {
        let name = rules.as_deref().unwrap_or("standard");
        let core = Core::builtin(name).map_err(|e| error(Code::BadRules, e))?;
        Ok(Engine { core })
    }

    /// The engine of the rules in `toml`, the text of a rules file.
    #[napi(factory)]
    pub fn from_rules(toml: String) -> Result<Engine> {
        let rules = hupai::rules::Rules::from_toml(&toml).map_err(|e| error(Code::BadRules, e))?;
        let core = Core::from_rules(rules).map_err(|e| error(Code::BadRules, e))?;
        Ok(Engine { core })
    }

    /// The engine of the rules file at `path`.
    #[napi(factory)]
    pub fn from_rules_file(path: String) -> Result<Engine> {
        let rules = hupai::rules::Rules::load(&path)
            .map_err(|e| error(Code::BadRules, format!("{path}: {e}")))?;
        let core = Core::from_rules(rules).map_err(|e| error(Code::BadRules, e))?;
        Ok(Engine { core })
    }

    /// The engine of the table file at `path` (`hupai tables build`).
    #[napi(factory)]
    pub fn from_table_file(path: String) -> Result<Engine> {
        let core = Core::load(&path).map_err(|e| error(Code::BadTables, e))?;
        Ok(Engine { core })
    }

    /// The engine of a table file's bytes.
    #[napi(factory)]
    pub fn from_table_bytes(bytes: Uint8Array) -> Result<Engine> {
        let core = Core::from_table_bytes(&bytes).map_err(|e| error(Code::BadTables, e))?;
        Ok(Engine { core })
    }

    /// A new engine: these rules with every tile of `tiles` also a joker.
    #[napi]
    pub fn with_joker_kinds(&self, tiles: Vec<String>) -> Result<Engine> {
        let kinds: Vec<Tile> = (tiles.iter())
            .map(|t| t.parse().map_err(|e| error(Code::BadArgument, e)))
            .collect::<Result<_>>()?;
        let core = (self.core.clone())
            .with_joker_kinds(&kinds)
            .map_err(|e| error(Code::BadRules, e))?;
        Ok(Engine { core })
    }

    /// A new engine for hands that have exposed `melds` ("111p,789s").
    #[napi]
    pub fn with_melds(&self, melds: String) -> Result<Engine> {
        let melds = melds.parse().map_err(|e| error(Code::BadArgument, e))?;
        let core = (self.core.with_melds(&melds)).map_err(|e| error(Code::BadRules, e))?;
        Ok(Engine { core })
    }

    /// Builds the hints' masks now, so that the first hint is as fast as the next.
    #[napi]
    pub fn prepare_hints(&self) {
        self.core.prepare(&[hupai::engine::Question::Hints]);
    }

    /// The rules' name.
    #[napi(getter)]
    pub fn name(&self) -> String {
        self.core.rules().name.clone()
    }
}

/// The built-in rule sets' names.
#[napi]
pub fn builtin_rules() -> Vec<String> {
    hupai::BUILTIN_RULES.iter().map(|s| s.to_string()).collect()
}

/// The platforms' riichi presets' names (`new Engine('tenhou')`…; docs/settlement.md).
#[napi]
pub fn presets() -> Vec<String> {
    hupai::PRESETS.iter().map(|s| s.to_string()).collect()
}

/// hupai's version.
#[napi]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
