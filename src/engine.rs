//! The engine: rules plus their tables, and the check itself.

use std::sync::OnceLock;

use crate::error::CheckError;
use crate::forms::{
    Form, Forms, SPECIAL_FORM_TILES, fourteen_are_seven_pairs, fourteen_are_thirteen_orphans,
};
use crate::generate;
use crate::hand::Hand;
use crate::rules::{Rules, RulesError};
use crate::table::{SuitCost, SuitTables};
use crate::tile::{KINDS, Tile};

mod builtin {
    include!(concat!(env!("OUT_DIR"), "/builtin.rs"));
}

/// A built-in rule set: its rules file and the tables the build script generated.
struct Builtin {
    name: &'static str,
    rules_toml: &'static str,
    numbers: &'static [u8],
    honours: &'static [u8],
}

/// Names of the built-in rule sets, as in `tables/NAME.toml`.
///
/// ```
/// assert!(hupai::BUILTIN_RULES.contains(&"riichi"));
/// ```
pub const BUILTIN_RULES: &[&str] = builtin::NAMES;

/// An immutable win checker for one rule set: `Send + Sync`, cheap to clone, never
/// allocating or panicking in a check.
///
/// ```
/// use hupai::Engine;
/// let engine = Engine::standard();
/// assert!(engine.is_win(&"123m456p789s11122z".parse()?));
/// assert!(engine.is_win(&"123m456p789s1zJJJJ".parse()?));
/// assert!(!engine.is_win(&"123m456p789s11123z".parse()?));
/// # Ok::<(), hupai::ParseError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Engine {
    rules: Rules,
    tables: SuitTables,
    /// Kinds that count as jokers (红中癞子), in id order.
    joker_kinds: Vec<Tile>,
}

impl Engine {
    /// The `standard` rules (the default), tables embedded at build time.
    ///
    /// ```
    /// assert_eq!(hupai::Engine::standard().rules().name, "standard");
    /// ```
    pub fn standard() -> Engine {
        Engine::builtin("standard").expect("standard rules are built in")
    }

    /// The `riichi` rules: seven pairs must be seven different kinds.
    ///
    /// ```
    /// use hupai::Engine;
    /// let dragon_pairs = "1111m2233p4455s66z".parse()?;
    /// assert!(Engine::standard().is_win(&dragon_pairs));
    /// assert!(!Engine::riichi().is_win(&dragon_pairs));
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn riichi() -> Engine {
        Engine::builtin("riichi").expect("riichi rules are built in")
    }

    /// A built-in rule set by name (see [`BUILTIN_RULES`]); costs no table work.
    ///
    /// ```
    /// assert!(hupai::Engine::builtin("riichi").is_ok());
    /// assert!(hupai::Engine::builtin("vegas").is_err());
    /// ```
    pub fn builtin(name: &str) -> Result<Engine, RulesError> {
        let index = builtin::BUILTINS
            .iter()
            .position(|b| b.name == name)
            .ok_or_else(|| RulesError::UnknownBuiltin {
                name: name.to_string(),
                known: BUILTIN_RULES.join(", "),
            })?;
        let built = &builtin::BUILTINS[index];
        let tables = SuitTables::new(built.numbers, built.honours).expect("build script sizes");
        Ok(Engine {
            rules: builtin_rules()[index].clone(),
            tables,
            joker_kinds: Vec::new(),
        })
    }

    /// An engine for any rules: reuses built-in tables when the rules' melds and pairs
    /// match a built-in set, and generates them otherwise (about a second).
    ///
    /// ```
    /// use hupai::{Engine, rules::{Rules, SevenPairs}};
    /// let rules = Rules { name: "no-seven-pairs".into(), seven_pairs: SevenPairs::Off, ..Rules::default() };
    /// let engine = Engine::from_rules(rules);
    /// assert!(!engine.is_win(&"1122m3344p5566s77z".parse()?));
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn from_rules(rules: Rules) -> Engine {
        let wanted = rules.table_rules();
        let tables = match builtin_rules()
            .iter()
            .position(|r| r.table_rules() == wanted)
        {
            Some(i) => {
                let built = &builtin::BUILTINS[i];
                SuitTables::new(built.numbers, built.honours)
            }
            None => {
                let (numbers, honours) = generate::generate(wanted);
                SuitTables::new(numbers, honours)
            }
        }
        .expect("generator sizes");
        Engine {
            rules,
            tables,
            joker_kinds: Vec::new(),
        }
    }

    /// The same engine, with every tile of `kinds` in a hand taken as a joker
    /// (红中癞子: Red, `7z`).
    ///
    /// ```
    /// use hupai::Engine;
    /// let engine = Engine::standard().with_joker_kinds(&["7z".parse()?]);
    /// assert!(engine.is_win(&"123m456p789s1z7777z".parse()?));
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn with_joker_kinds(mut self, kinds: &[Tile]) -> Engine {
        self.joker_kinds = kinds.to_vec();
        self.joker_kinds.sort();
        self.joker_kinds.dedup();
        self
    }

    /// The kinds taken as jokers, in id order.
    ///
    /// ```
    /// let engine = hupai::Engine::standard().with_joker_kinds(&["7z".parse()?]);
    /// assert_eq!(engine.joker_kinds().map(|t| t.to_string()).collect::<Vec<_>>(), ["7z"]);
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn joker_kinds(&self) -> impl Iterator<Item = Tile> + '_ {
        self.joker_kinds.iter().copied()
    }

    /// The rules this engine judges by.
    ///
    /// ```
    /// assert!(hupai::Engine::riichi().rules().thirteen_orphans);
    /// ```
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The per-suit tables.
    ///
    /// ```
    /// assert_eq!(hupai::Engine::standard().tables().memory_bytes(), 2_031_250);
    /// ```
    pub fn tables(&self) -> &SuitTables {
        &self.tables
    }

    /// Every form `hand` wins in (empty when it does not win), or an error when no
    /// winning hand has its size.
    ///
    /// ```
    /// use hupai::{Engine, Form};
    /// let forms = Engine::standard().check(&"19m19p19s1234567zJ".parse()?)?;
    /// assert!(forms.contains(Form::ThirteenOrphans));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn check(&self, hand: &Hand) -> Result<Forms, CheckError> {
        let hand = self.apply_joker_kinds(hand);
        check_size(&hand)?;
        let (counts, jokers) = (hand.counts(), hand.jokers());
        let special = hand.len() == SPECIAL_FORM_TILES;
        Ok(Forms::NONE
            .with_if(Form::Standard, self.is_standard_win(counts, jokers))
            .with_if(
                Form::SevenPairs,
                special && fourteen_are_seven_pairs(counts, jokers, self.rules.seven_pairs),
            )
            .with_if(
                Form::ThirteenOrphans,
                special && self.rules.thirteen_orphans && fourteen_are_thirteen_orphans(counts),
            ))
    }

    /// Whether `hand` wins in any form; `false` for a hand whose size cannot win.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// assert!(engine.is_win(&"11m".parse()?));
    /// assert!(!engine.is_win(&"111m".parse()?));
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    #[inline]
    pub fn is_win(&self, hand: &Hand) -> bool {
        let hand = self.apply_joker_kinds(hand);
        if check_size(&hand).is_err() {
            return false;
        }
        let (counts, jokers) = (hand.counts(), hand.jokers());
        self.is_standard_win(counts, jokers)
            || hand.len() == SPECIAL_FORM_TILES
                && (fourteen_are_seven_pairs(counts, jokers, self.rules.seven_pairs)
                    || self.rules.thirteen_orphans && fourteen_are_thirteen_orphans(counts))
    }

    /// The standard form: four lookups. The hand holds 3n+2 tiles; it wins when the
    /// suit costs, with the pair in the cheapest suit, need no more jokers than it has
    /// (the jokers left over come in threes, and three jokers are a meld).
    #[inline]
    fn is_standard_win(&self, counts: &[u8; KINDS], jokers: u8) -> bool {
        let suit = |i: usize| -> &[u8; 9] { counts[i * 9..i * 9 + 9].try_into().expect("9") };
        let honours: &[u8; 7] = counts[27..].try_into().expect("7");
        let costs: [SuitCost; 4] = [
            self.tables.number_cost(suit(0)),
            self.tables.number_cost(suit(1)),
            self.tables.number_cost(suit(2)),
            self.tables.honour_cost(honours),
        ];
        let without: u32 = costs.iter().map(|c| c.without_pair).sum();
        let best = costs
            .iter()
            .map(|c| without - c.without_pair + c.with_pair)
            .min()
            .expect("four suits");
        best <= u32::from(jokers)
    }

    #[inline]
    fn apply_joker_kinds(&self, hand: &Hand) -> Hand {
        if self.joker_kinds.is_empty() {
            *hand
        } else {
            hand.with_joker_kinds(&self.joker_kinds)
        }
    }
}

fn check_size(hand: &Hand) -> Result<(), CheckError> {
    match hand.len() % 3 {
        2 => Ok(()),
        _ => Err(CheckError::WrongTileCount { count: hand.len() }),
    }
}

/// The built-in rules, parsed once from their embedded files.
fn builtin_rules() -> &'static [Rules] {
    static RULES: OnceLock<Vec<Rules>> = OnceLock::new();
    RULES.get_or_init(|| {
        builtin::BUILTINS
            .iter()
            .map(|b| Rules::from_toml(b.rules_toml).expect("build script checked the file"))
            .collect()
    })
}
