//! The legal waits of a waiting hand, under every scoring: each wait with whether a
//! win on it stands by ron and by tsumo and what it is worth — the walk over the
//! waits every system shares, each system saying what a win on one is worth.

use crate::engine::Engine;
use crate::error::ScoreError;
use crate::rules::Scoring;
use crate::scoring::situation::Situation;
use crate::tiles::hand::Hand;
use crate::tiles::tile::Tile;

/// A way of winning on a wait: whether the win stands, and what it is worth.
type Way = (bool, u64);

/// A wait of a waiting hand and whether a win on it stands (has a yaku; under 国标,
/// reaches the minimum) by ron and by tsumo, with what it would pay (0: no yaku;
/// under 国标, its fans). See [`Engine::legal_waits`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct LegalWait {
    /// The tile waited on.
    pub tile: Tile,
    /// Whether a ron on it has a yaku.
    pub ron: bool,
    /// Whether a tsumo of it has a yaku.
    pub tsumo: bool,
    /// What a ron on it pays the winner in all (0: no yaku).
    pub ron_points: u64,
    /// What a tsumo of it pays the winner in all (0: no yaku).
    pub tsumo_points: u64,
}

impl Engine {
    /// Each wait of the waiting `hand` (13 tiles with the melds) with whether a win on
    /// it has a yaku by ron and by tsumo, in `situation` (its winning tile and way of
    /// winning are set per wait; rinshan is kept for the tsumo, chankan for the ron).
    /// A wait whose every copy is held, exposed or shown by an indicator is left out.
    /// Under 国标 rules a win stands at the minimum fans, and the points are the fans
    /// (flowers included; 和绝张 is not assumed).
    ///
    /// ```
    /// use hupai::{Engine, scoring::Situation};
    /// let engine = Engine::guobiao().with_melds(&"234m 678p".parse()?)?;
    /// let waits = engine.legal_waits(&"45777s55z".parse()?, &Situation::ron("3s".parse()?))?;
    /// let fans: Vec<(String, u64, u64)> = waits.iter().map(|w| (w.tile.to_string(), w.ron_points, w.tsumo_points)).collect();
    /// // 无番和 (8) by ron; by tsumo 自摸 is a fan, so no 无番和: 1 fan, not a win.
    /// assert_eq!(fans, [("3s".into(), 8, 1), ("6s".into(), 8, 1)]);
    /// assert!(waits.iter().all(|w| w.ron && !w.tsumo));
    /// let engine = Engine::riichi().with_melds(&"789s".parse()?)?;
    /// let waits = engine.legal_waits(&"34567m22p345s".parse()?, &Situation::ron("2m".parse()?))?;
    /// let summary: Vec<(String, bool, bool)> = waits.iter().map(|w| (w.tile.to_string(), w.ron, w.tsumo)).collect();
    /// // Open (789s called) and no yaku on any wait: yaku-less tenpai, no win to call.
    /// assert_eq!(summary, [("2m".into(), false, false), ("5m".into(), false, false), ("8m".into(), false, false)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn legal_waits(
        &self,
        hand: &Hand,
        situation: &Situation,
    ) -> Result<Vec<LegalWait>, ScoreError> {
        match &self.rules().scoring {
            Scoring::Guobiao(_) => self.guobiao_legal_waits(hand, situation),
            Scoring::Table(_) => self.table_legal_waits(hand, situation),
            _ => self.riichi_legal_waits(hand, situation, self.riichi_rules()?),
        }
    }

    /// The legal waits of a waiting `hand`, each wait not exhausted: `ways(won, tile)`
    /// says of the hand won on `tile` whether a ron and a tsumo stand and what each is
    /// worth, or `None` to leave the wait out. What every scoring's legal waits share.
    pub(crate) fn legal_waits_by(
        &self,
        hand: &Hand,
        mut ways: impl FnMut(&Hand, Tile) -> Result<Option<(Way, Way)>, ScoreError>,
    ) -> Result<Vec<LegalWait>, ScoreError> {
        let waits = self.waits(hand)?;
        let mut found = Vec::with_capacity(waits.len());
        for tile in waits.iter().filter(|&t| !waits.is_exhausted(t)) {
            // A wait on a joker kind is a joker drawn (the kind's count may be full).
            let mut won = *hand;
            let joker = self.joker_kinds().any(|kind| kind == tile);
            (won.add(Some(tile).filter(|_| !joker))).map_err(crate::error::CheckError::from)?;
            if let Some(((ron, ron_points), (tsumo, tsumo_points))) = ways(&won, tile)? {
                found.push(LegalWait {
                    tile,
                    ron,
                    tsumo,
                    ron_points,
                    tsumo_points,
                });
            }
        }
        Ok(found)
    }
}
