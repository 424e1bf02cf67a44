//! Rule sets: which melds, pairs and special forms make a win.
//!
//! A rule set is data, written in TOML. The built-in sets live in `tables/*.toml`; the
//! build script reads the same files to generate their tables, so this module depends
//! on nothing else in the crate.

use serde::{Deserialize, Serialize};

/// What three honours make a meld.
///
/// ```
/// use hupai::rules::HonourMelds;
/// assert_eq!(HonourMelds::default(), HonourMelds::Triplets);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HonourMelds {
    /// Three of a kind only.
    #[default]
    Triplets,
    /// Also any three different winds, and White + Green + Red.
    WindsAndDragons,
}

/// Which pairs the standard form accepts.
///
/// ```
/// use hupai::rules::PairRule;
/// assert_eq!(PairRule::default(), PairRule::Any);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PairRule {
    /// Any two of a kind.
    #[default]
    Any,
    /// Two 2s, 5s or 8s of one number suit (长沙 二五八将).
    #[serde(rename = "258")]
    TwoFiveEight,
}

/// Whether and how seven pairs wins.
///
/// ```
/// use hupai::rules::SevenPairs;
/// assert_eq!(SevenPairs::default(), SevenPairs::FourAsTwoPairs);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SevenPairs {
    /// Seven pairs is not a winning form.
    Off,
    /// Seven different kinds (riichi).
    Distinct,
    /// A four of a kind counts as two pairs (龙七对).
    #[default]
    FourAsTwoPairs,
}

/// What jokers may do.
///
/// ```
/// let jokers = hupai::rules::Jokers::default();
/// assert!(jokers.fifth_copy);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Jokers {
    /// Whether a joker may stand for a fifth copy of a kind.
    pub fifth_copy: bool,
}

impl Default for Jokers {
    fn default() -> Jokers {
        Jokers { fifth_copy: true }
    }
}

/// A rule set. Every field has a default: an empty file is the `standard` rules.
///
/// ```
/// use hupai::rules::{Rules, SevenPairs};
/// let rules = Rules::from_toml(r#"
///     name = "house"
///     seven_pairs = "distinct"
///     thirteen_orphans = false
/// "#)?;
/// assert_eq!(rules.seven_pairs, SevenPairs::Distinct);
/// assert!(!rules.thirteen_orphans);
/// # Ok::<(), hupai::rules::RulesError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Rules {
    /// A short name, shown in output and stored in table files.
    pub name: String,
    /// One line on where these rules are played.
    pub description: String,
    /// What three honours make a meld.
    pub honour_melds: HonourMelds,
    /// Which pairs the standard form accepts.
    pub pair: PairRule,
    /// Whether and how seven pairs wins (14 tiles only).
    pub seven_pairs: SevenPairs,
    /// Whether thirteen orphans wins (14 tiles only).
    pub thirteen_orphans: bool,
    /// What jokers may do.
    pub jokers: Jokers,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            name: "custom".to_string(),
            description: String::new(),
            honour_melds: HonourMelds::default(),
            pair: PairRule::default(),
            seven_pairs: SevenPairs::default(),
            thirteen_orphans: true,
            jokers: Jokers::default(),
        }
    }
}

/// A rules file that cannot be read.
///
/// ```
/// let error = hupai::rules::Rules::from_toml("pair = \"369\"").unwrap_err();
/// assert!(error.to_string().contains("369"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// The TOML is malformed or a field has a value it cannot take; the message gives
    /// the line and column.
    #[error("bad rules file: {0}")]
    Toml(String),
    /// No built-in rule set has this name.
    #[error("no built-in rules named {name:?} (built in: {known})")]
    UnknownBuiltin {
        /// The name asked for.
        name: String,
        /// The names that exist, comma-separated.
        known: String,
    },
}

impl Rules {
    /// Reads a rule set from TOML text.
    ///
    /// ```
    /// let rules = hupai::rules::Rules::from_toml("honour_melds = \"winds-and-dragons\"")?;
    /// assert_eq!(rules.honour_melds, hupai::rules::HonourMelds::WindsAndDragons);
    /// # Ok::<(), hupai::rules::RulesError>(())
    /// ```
    pub fn from_toml(text: &str) -> Result<Rules, RulesError> {
        toml::from_str(text).map_err(|e| RulesError::Toml(e.to_string()))
    }

    /// Writes the rule set as TOML.
    ///
    /// ```
    /// use hupai::rules::Rules;
    /// let rules = Rules::default();
    /// assert_eq!(Rules::from_toml(&rules.to_toml())?, rules);
    /// # Ok::<(), hupai::rules::RulesError>(())
    /// ```
    pub fn to_toml(&self) -> String {
        toml::to_string(self).expect("rules are plain data")
    }

    /// The parts of the rules that shape the per-suit tables; two rule sets with the
    /// same table rules share tables.
    ///
    /// ```
    /// use hupai::rules::Rules;
    /// let standard = Rules::default();
    /// let riichi = Rules { seven_pairs: hupai::rules::SevenPairs::Distinct, ..Rules::default() };
    /// assert_eq!(standard.table_rules(), riichi.table_rules());
    /// ```
    pub fn table_rules(&self) -> TableRules {
        TableRules {
            honour_melds: self.honour_melds,
            pair: self.pair,
            fifth_copy: self.jokers.fifth_copy,
        }
    }
}

/// The rules a suit table is generated for.
///
/// ```
/// let table_rules = hupai::rules::Rules::default().table_rules();
/// assert!(table_rules.fifth_copy);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TableRules {
    /// What three honours make a meld.
    pub honour_melds: HonourMelds,
    /// Which pairs the standard form accepts.
    pub pair: PairRule,
    /// Whether a joker may stand for a fifth copy.
    pub fifth_copy: bool,
}
