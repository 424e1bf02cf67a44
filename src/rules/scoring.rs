//! How the rules score a win: one system, or none.

use super::{FanTable, GuobiaoRules, RiichiRules};

/// How the rules score a win: by riichi's yaku and fu (the `[riichi]` section), by
/// 国标's fans (`[guobiao]`), by a town's fan table (`[scoring]`), or not at all (the
/// rules judge shapes alone). A rules file holds at most one of the three sections.
///
/// ```
/// use hupai::rules::{Rules, Scoring};
/// let riichi = Rules::from_toml("name = \"house\"\n[riichi]\nred_fives = []")?;
/// assert!(matches!(riichi.scoring, Scoring::Riichi(_)));
/// assert_eq!(riichi.scoring.name(), "riichi");
/// assert!(riichi.scoring.riichi().is_some_and(|r| r.red_fives.is_empty()));
/// assert_eq!(Rules::default().scoring, Scoring::None);
/// assert!(Rules::from_toml("[riichi]\n[guobiao]").is_err()); // one way only
/// # Ok::<(), hupai::rules::RulesError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Scoring {
    /// No scoring: [`Engine::score`](crate::Engine::score) and the others refuse.
    #[default]
    None,
    /// Riichi: [`Engine::score`](crate::Engine::score). The `riichi` and `sanma`
    /// built-ins.
    Riichi(RiichiRules),
    /// 国标: [`Engine::score_guobiao`](crate::Engine::score_guobiao). The `guobiao`
    /// built-in.
    Guobiao(GuobiaoRules),
    /// A town's fan table: [`Engine::score_table`](crate::Engine::score_table). The
    /// `sichuan`, `changsha`, `hongzhong` and `zhuanzhuan-8-reds` built-ins.
    Table(FanTable),
}

impl Scoring {
    /// The system's name: `none`, `riichi`, `guobiao` or `table`.
    ///
    /// ```
    /// assert_eq!(hupai::Engine::guobiao().rules().scoring.name(), "guobiao");
    /// assert_eq!(hupai::Engine::standard().rules().scoring.name(), "none");
    /// ```
    pub fn name(&self) -> &'static str {
        match self {
            Scoring::None => "none",
            Scoring::Riichi(_) => "riichi",
            Scoring::Guobiao(_) => "guobiao",
            Scoring::Table(_) => "table",
        }
    }

    /// Whether the rules score at all.
    ///
    /// ```
    /// assert!(hupai::Engine::riichi().rules().scoring.is_some());
    /// assert!(!hupai::Engine::standard().rules().scoring.is_some());
    /// ```
    pub fn is_some(&self) -> bool {
        *self != Scoring::None
    }

    /// Riichi's options, under riichi scoring.
    ///
    /// ```
    /// let sanma = hupai::Engine::builtin("sanma").unwrap();
    /// assert_eq!(sanma.rules().scoring.riichi().unwrap().players, 3);
    /// ```
    pub fn riichi(&self) -> Option<&RiichiRules> {
        match self {
            Scoring::Riichi(riichi) => Some(riichi),
            _ => None,
        }
    }

    /// 国标's options, under 国标 scoring.
    ///
    /// ```
    /// assert_eq!(hupai::Engine::guobiao().rules().scoring.guobiao().unwrap().minimum, 8);
    /// ```
    pub fn guobiao(&self) -> Option<&GuobiaoRules> {
        match self {
            Scoring::Guobiao(guobiao) => Some(guobiao),
            _ => None,
        }
    }

    /// The fan table, under a town's table.
    ///
    /// ```
    /// let engine = hupai::Engine::builtin("sichuan").unwrap();
    /// assert!(engine.rules().scoring.table().is_some_and(|t| !t.fans.is_empty()));
    /// ```
    pub fn table(&self) -> Option<&FanTable> {
        match self {
            Scoring::Table(table) => Some(table),
            _ => None,
        }
    }

    /// Riichi's options to change, under riichi scoring.
    ///
    /// ```
    /// let mut rules = hupai::Engine::riichi().rules().clone();
    /// rules.scoring.riichi_mut().unwrap().red_fives.clear();
    /// assert!(rules.validate().is_ok());
    /// ```
    pub fn riichi_mut(&mut self) -> Option<&mut RiichiRules> {
        match self {
            Scoring::Riichi(riichi) => Some(riichi),
            _ => None,
        }
    }

    /// The fan table to change, under a town's table.
    ///
    /// ```
    /// let mut rules = hupai::Engine::builtin("sichuan").unwrap().rules().clone();
    /// rules.scoring.table_mut().unwrap().fans.truncate(1);
    /// assert!(rules.validate().is_ok());
    /// ```
    pub fn table_mut(&mut self) -> Option<&mut FanTable> {
        match self {
            Scoring::Table(table) => Some(table),
            _ => None,
        }
    }
}
