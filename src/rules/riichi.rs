//! How riichi rules score a win (the `[riichi]` section of a rules file): the options
//! that differ between tables, parlours and online sites. Rules without the section
//! judge shapes alone and do not score.

use serde::de::Deserializer;
use serde::ser::Serializer;
use serde::{Deserialize, Serialize};

use super::{Named, NamedVisitor, RulesError};
use crate::tiles::tile::{Suit, Tile};

/// Whether and how renhou (人和: a non-dealer's ron before their first draw, no call
/// made) counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Renhou {
    /// Not a yaku (Tenhou, Mahjong Soul).
    #[default]
    Off,
    /// A limit hand of five han (mangan) that combines with other yaku.
    Mangan,
    /// A yakuman.
    Yakuman,
}

impl Named for Renhou {
    const NAMES: &'static [(&'static str, Renhou)] = &[
        ("off", Renhou::Off),
        ("mangan", Renhou::Mangan),
        ("yakuman", Renhou::Yakuman),
    ];
}

serde_by_name!(Renhou);

/// The scoring options of riichi rules. The defaults are the common online-play
/// rules (Tenhou and Mahjong Soul agree on them): open tanyao, one red five of each
/// suit, double yakuman, no kiriage mangan, counted (kazoe) yakuman, no renhou.
///
/// ```
/// let rules = hupai::rules::Rules::from_toml("name = \"house\"\n[riichi]\nkiriage = true\nred_fives = []")?;
/// let riichi = rules.scoring.riichi().unwrap();
/// assert!(riichi.kiriage && riichi.open_tanyao && riichi.red_fives.is_empty());
/// # Ok::<(), hupai::rules::RulesError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
#[non_exhaustive]
pub struct RiichiRules {
    /// Players at the table: 4, or 3 (sanma: no chii, a tsumo is paid by the two
    /// others alone, the dora after a 1m indicator is 9m).
    pub players: u8,
    /// Whether tanyao (all simples) counts in an open hand (kuitan).
    pub open_tanyao: bool,
    /// The red fives of the wall, one entry a copy (`["5m", "5p", "5s"]`; a rules
    /// file may write them `0m`…): each held is a dora. Empty: no red fives.
    pub red_fives: Vec<Tile>,
    /// Whether the four big winds, a suuankou won on the pair, junsei chuuren and a
    /// thirteen-sided kokushi are double yakuman.
    pub double_yakuman: bool,
    /// Kiriage mangan: 4 han 30 fu and 3 han 60 fu are paid as mangan.
    pub kiriage: bool,
    /// Whether 13 han or more of ordinary yaku and dora is a yakuman (kazoe); when
    /// not, it is paid as sanbaiman.
    pub kazoe_yakuman: bool,
    /// Whether and how renhou counts.
    pub renhou: Renhou,
}

impl Default for RiichiRules {
    fn default() -> RiichiRules {
        let five = |suit| Tile::new(suit, 5).expect("a five");
        RiichiRules {
            players: 4,
            open_tanyao: true,
            red_fives: vec![five(Suit::Man), five(Suit::Pin), five(Suit::Sou)],
            double_yakuman: true,
            kiriage: false,
            kazoe_yakuman: true,
            renhou: Renhou::Off,
        }
    }
}

impl RiichiRules {
    /// Red fives of each number suit in the wall (man, pin, sou).
    ///
    /// ```
    /// assert_eq!(hupai::rules::RiichiRules::default().red_fives_by_suit(), [1, 1, 1]);
    /// ```
    pub fn red_fives_by_suit(&self) -> [u8; 3] {
        let mut by_suit = [0u8; 3];
        for tile in &self.red_fives {
            if let Some(slot) = by_suit.get_mut(tile.suit() as usize) {
                *slot = slot.saturating_add(1);
            }
        }
        by_suit
    }

    /// Refuses options that make no sense, given the kinds in play.
    pub(super) fn validate(&self, in_play: impl Fn(Tile) -> bool) -> Result<(), RulesError> {
        let invalid = |message: String| {
            Err(RulesError::Invalid {
                field: "riichi",
                message,
            })
        };
        if !(3..=4).contains(&self.players) {
            return invalid(format!(
                "players = {}: riichi is played by 3 or 4",
                self.players
            ));
        }
        if let Some(tile) = self
            .red_fives
            .iter()
            .find(|t| t.rank() != 5 || !t.suit().is_numbered())
        {
            return invalid(format!("red_fives: {tile} is not a five of a number suit"));
        }
        if let Some(tile) = self.red_fives.iter().find(|&&t| !in_play(t)) {
            return invalid(format!("red_fives: {tile} is not in play"));
        }
        if self.red_fives_by_suit().iter().any(|&n| n > 4) {
            return invalid("red_fives: more than four red copies of one five".into());
        }
        Ok(())
    }
}
