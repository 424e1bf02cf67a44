//! How 国标 rules score a win (the `[guobiao]` section of a rules file): the fans are
//! the rulebook's; what differs between competitions is the minimum a win needs.

use serde::{Deserialize, Serialize};

use super::RulesError;

/// The scoring options of 国标 rules.
///
/// ```
/// let rules = hupai::rules::Rules::from_toml("name = \"club\"\nhand_sizes = [14]\n[guobiao]\nminimum = 6")?;
/// assert_eq!(rules.scoring.guobiao().unwrap().minimum, 6);
/// # Ok::<(), hupai::rules::RulesError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
#[non_exhaustive]
pub struct GuobiaoRules {
    /// The fans a win needs, flowers not counted (起和番): 8 in the rules; some clubs
    /// play 6 or 0. At most 88.
    pub minimum: u8,
}

impl Default for GuobiaoRules {
    fn default() -> GuobiaoRules {
        GuobiaoRules { minimum: 8 }
    }
}

impl GuobiaoRules {
    /// Refuses a minimum no hand could fail or every hand must.
    pub(super) fn validate(&self) -> Result<(), RulesError> {
        if self.minimum > 88 {
            return Err(RulesError::Invalid {
                field: "guobiao",
                message: format!("minimum = {}: at most 88", self.minimum),
            });
        }
        Ok(())
    }
}
