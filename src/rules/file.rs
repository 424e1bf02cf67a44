//! Rules as a rules file holds them: [`Rules`]' fields by their TOML names, the way
//! of scoring as the one of three sections (`[riichi]`, `[guobiao]`, `[scoring]`)
//! present. What `serde` reads and writes; [`Rules`] is converted from and to it.

use serde::{Deserialize, Serialize};

use super::{
    FanTable, GuobiaoRules, HonourMelds, Jokers, PairRule, RiichiRules, Rules, Scoring, SevenPairs,
    TileSet,
};

/// A rules file's fields, written as they were before the way of scoring was one
/// field: the three scoring sections as options, at most one given.
#[derive(Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub(super) struct RulesFile {
    name: String,
    description: String,
    tiles: TileSet,
    hand_sizes: Vec<u8>,
    #[serde(skip_serializing_if = "is_true")]
    standard: bool,
    honour_melds: HonourMelds,
    pair: PairRule,
    seven_pairs: SevenPairs,
    thirteen_orphans: bool,
    #[serde(skip_serializing_if = "is_false")]
    missing_suit: bool,
    #[serde(skip_serializing_if = "is_off")]
    pairs_and_triplet: SevenPairs,
    #[serde(skip_serializing_if = "is_off")]
    eight_pairs: SevenPairs,
    #[serde(skip_serializing_if = "is_false")]
    honours_and_knitted: bool,
    #[serde(skip_serializing_if = "is_false")]
    knitted_straight: bool,
    jokers: Jokers,
    #[serde(skip_serializing_if = "Option::is_none")]
    riichi: Option<RiichiRules>,
    #[serde(skip_serializing_if = "Option::is_none")]
    guobiao: Option<GuobiaoRules>,
    #[serde(skip_serializing_if = "Option::is_none")]
    scoring: Option<FanTable>,
}

/// For `skip_serializing_if`: rules written before a field existed stay the same.
fn is_false(value: &bool) -> bool {
    !value
}

/// For `skip_serializing_if`, as [`is_false`].
fn is_true(value: &bool) -> bool {
    *value
}

/// For `skip_serializing_if`, as [`is_false`].
fn is_off(value: &SevenPairs) -> bool {
    *value == SevenPairs::Off
}

impl Default for RulesFile {
    fn default() -> RulesFile {
        Rules::default().into()
    }
}

impl TryFrom<RulesFile> for Rules {
    type Error = String;

    /// The rules of a file, refused when it gives two ways of scoring.
    fn try_from(file: RulesFile) -> Result<Rules, String> {
        let scoring = match (file.riichi, file.guobiao, file.scoring) {
            (None, None, None) => Scoring::None,
            (Some(riichi), None, None) => Scoring::Riichi(riichi),
            (None, Some(guobiao), None) => Scoring::Guobiao(guobiao),
            (None, None, Some(table)) => Scoring::Table(table),
            (riichi, guobiao, table) => {
                let given = [
                    ("[riichi]", riichi.is_some()),
                    ("[guobiao]", guobiao.is_some()),
                ]
                .into_iter()
                .chain([("[scoring]", table.is_some())])
                .filter_map(|(section, given)| given.then_some(section));
                let given: Vec<&str> = given.collect();
                return Err(format!(
                    "rules score one way: [riichi], [guobiao] or [scoring], not two ({} given)",
                    given.join(" and ")
                ));
            }
        };
        Ok(Rules {
            name: file.name,
            description: file.description,
            tiles: file.tiles,
            hand_sizes: file.hand_sizes,
            standard: file.standard,
            honour_melds: file.honour_melds,
            pair: file.pair,
            seven_pairs: file.seven_pairs,
            thirteen_orphans: file.thirteen_orphans,
            missing_suit: file.missing_suit,
            pairs_and_triplet: file.pairs_and_triplet,
            eight_pairs: file.eight_pairs,
            honours_and_knitted: file.honours_and_knitted,
            knitted_straight: file.knitted_straight,
            jokers: file.jokers,
            scoring,
        })
    }
}

impl From<Rules> for RulesFile {
    fn from(rules: Rules) -> RulesFile {
        let (mut riichi, mut guobiao, mut scoring) = (None, None, None);
        match rules.scoring {
            Scoring::None => {}
            Scoring::Riichi(options) => riichi = Some(options),
            Scoring::Guobiao(options) => guobiao = Some(options),
            Scoring::Table(table) => scoring = Some(table),
        }
        RulesFile {
            name: rules.name,
            description: rules.description,
            tiles: rules.tiles,
            hand_sizes: rules.hand_sizes,
            standard: rules.standard,
            honour_melds: rules.honour_melds,
            pair: rules.pair,
            seven_pairs: rules.seven_pairs,
            thirteen_orphans: rules.thirteen_orphans,
            missing_suit: rules.missing_suit,
            pairs_and_triplet: rules.pairs_and_triplet,
            eight_pairs: rules.eight_pairs,
            honours_and_knitted: rules.honours_and_knitted,
            knitted_straight: rules.knitted_straight,
            jokers: rules.jokers,
            riichi,
            guobiao,
            scoring,
        }
    }
}
