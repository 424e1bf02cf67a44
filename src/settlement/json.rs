//! A settlement as JSON: `{"round": ..., "ending": ...}` for a riichi round,
//! `{"bloodbath": ...}` for a round of 血战到底; unknown keys refused.
//!
//! ```
//! use hupai::settlement::Settlement;
//! let riichi: Settlement = serde_json::from_str(r#"{"round": {"points": [25000, 25000, 25000, 25000]}, "ending": "aborted"}"#)?;
//! assert!(matches!(riichi, Settlement::Riichi { .. }));
//! let blood: Settlement = serde_json::from_str(r#"{"bloodbath": {"events": [{"kong": {"seat": 1, "kind": "concealed"}}]}}"#)?;
//! assert!(matches!(blood, Settlement::Bloodbath(_)));
//! assert!(serde_json::from_str::<Settlement>(r#"{"round": {"points": []}}"#).is_err());
//! # Ok::<(), serde_json::Error>(())
//! ```

use serde::de::{self, Deserializer};
use serde::ser::Serializer;
use serde::{Deserialize, Serialize};

use super::{BloodRound, Ending, Round, Settlement};

/// Every key a settlement may hold; which are given says which settlement it is.
#[derive(Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
struct Fields<R, E, B> {
    #[serde(skip_serializing_if = "Option::is_none")]
    round: Option<R>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ending: Option<E>,
    #[serde(skip_serializing_if = "Option::is_none")]
    bloodbath: Option<B>,
}

impl<'de> Deserialize<'de> for Settlement {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Settlement, D::Error> {
        let fields = Fields::<Round, Ending, BloodRound>::deserialize(deserializer)?;
        match (fields.round, fields.ending, fields.bloodbath) {
            (Some(round), Some(ending), None) => Ok(Settlement::Riichi { round, ending }),
            (None, None, Some(bloodbath)) => Ok(Settlement::Bloodbath(bloodbath)),
            (None, None, None) => Err(de::Error::custom(
                "nothing to settle: give `round` and `ending` (riichi) or `bloodbath`",
            )),
            (_, _, Some(_)) => Err(de::Error::custom(
                "`bloodbath` beside `round` or `ending`: give one settlement",
            )),
            (None, _, None) => Err(de::Error::missing_field("round")),
            (Some(_), None, None) => Err(de::Error::missing_field("ending")),
        }
    }
}

impl Serialize for Settlement {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let fields = match self {
            Settlement::Riichi { round, ending } => Fields {
                round: Some(round),
                ending: Some(ending),
                bloodbath: None,
            },
            Settlement::Bloodbath(bloodbath) => Fields {
                round: None,
                ending: None,
                bloodbath: Some(bloodbath),
            },
        };
        fields.serialize(serializer)
    }
}
