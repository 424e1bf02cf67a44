//! The win's situation: everything beyond the tiles that decides what a riichi win is
//! worth, and the checks that refuse a situation no game can produce.

use std::fmt;
use std::str::FromStr;

use crate::error::SituationError;
use crate::rules::RiichiRules;
use crate::tiles::hand::Hand;
use crate::tiles::tile::{KINDS, Suit, Tile};
use crate::tiles::{MeldShape, Melds};

/// A wind: a seat's or the round's.
///
/// ```
/// use hupai::scoring::Wind;
/// assert_eq!("south".parse::<Wind>()?, Wind::South);
/// assert_eq!(Wind::West.tile().to_string(), "3z");
/// # Ok::<(), hupai::error::SituationError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Wind {
    /// East (1z); the seat of the dealer.
    #[default]
    East,
    /// South (2z).
    South,
    /// West (3z).
    West,
    /// North (4z).
    North,
}

impl Wind {
    /// The four winds, East first.
    pub const ALL: [Wind; 4] = [Wind::East, Wind::South, Wind::West, Wind::North];

    /// The wind's tile (1z to 4z).
    ///
    /// ```
    /// assert_eq!(hupai::scoring::Wind::East.tile().to_string(), "1z");
    /// ```
    pub fn tile(self) -> Tile {
        Tile::new(Suit::Honours, self as usize + 1).expect("a wind")
    }

    /// Its name in lower case, as the command line takes it.
    ///
    /// ```
    /// assert_eq!(hupai::scoring::Wind::North.name(), "north");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Wind::East => "east",
            Wind::South => "south",
            Wind::West => "west",
            Wind::North => "north",
        }
    }
}

impl fmt::Display for Wind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Reads `east`, `south`, `west`, `north` (any case), their initials, or `1z`…`4z`.
impl FromStr for Wind {
    type Err = SituationError;

    fn from_str(text: &str) -> Result<Wind, SituationError> {
        let lower = text.trim().to_ascii_lowercase();
        let found = Wind::ALL.into_iter().find(|wind| {
            let name = wind.name();
            lower == name || lower == name[..1] || lower == wind.tile().to_string()
        });
        found.ok_or_else(|| SituationError::NotAWind {
            text: crate::tiles::errors::excerpt(text),
        })
    }
}

/// How the winning tile came.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum WinBy {
    /// On another player's discard (ロン).
    #[default]
    Ron,
    /// Self-drawn (ツモ).
    Tsumo,
}

/// Whether the winner declared riichi.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Declared {
    /// No riichi.
    #[default]
    None,
    /// Riichi.
    Riichi,
    /// Double riichi: declared on the first discard, no call made before it.
    DoubleRiichi,
}

/// A scoring system, as a bit of a field's systems (by [`Scoring::name`](crate::rules::Scoring::name)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum System {
    Riichi = 1,
    Guobiao = 2,
    Table = 4,
}

impl System {
    /// Its name, as [`Scoring::name`](crate::rules::Scoring::name) gives it.
    pub(crate) const fn name(self) -> &'static str {
        match self {
            System::Riichi => "riichi",
            System::Guobiao => "guobiao",
            System::Table => "table",
        }
    }
}

/// The most dora indicators a table shows: one and one per kong.
pub(crate) const MAX_INDICATORS: usize = 5;
// SituationError::TooManyIndicators's message says 5 (the error module comes first).
const _: () = assert!(MAX_INDICATORS == 5);

/// Dora or ura-dora indicators: up to [`Indicators::MAX`] tiles, kept inline (a
/// situation is `Copy`, and reading it touches no other memory).
///
/// ```
/// use hupai::scoring::Indicators;
/// let tiles: Vec<hupai::Tile> = vec!["1m".parse()?, "4z".parse()?];
/// let indicators = Indicators::new(&tiles)?;
/// assert_eq!(indicators.as_slice(), &tiles[..]);
/// assert!(Indicators::new(&vec![tiles[0]; 6]).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Indicators {
    tiles: [Tile; MAX_INDICATORS],
    len: u8,
}

impl Indicators {
    /// The most dora indicators a table shows: one and one per kong.
    ///
    /// ```
    /// assert_eq!(hupai::scoring::Indicators::MAX, 5);
    /// ```
    pub const MAX: usize = MAX_INDICATORS;

    /// No indicators.
    pub const NONE: Indicators = Indicators {
        tiles: [FIRST_TILE; MAX_INDICATORS],
        len: 0,
    };

    /// The indicators `tiles`; more than [`Indicators::MAX`] are refused.
    pub fn new(tiles: &[Tile]) -> Result<Indicators, SituationError> {
        if tiles.len() > MAX_INDICATORS {
            return Err(SituationError::TooManyIndicators { count: tiles.len() });
        }
        let mut indicators = Indicators::NONE;
        indicators.tiles[..tiles.len()].copy_from_slice(tiles);
        indicators.len = tiles.len() as u8;
        Ok(indicators)
    }

    /// The tiles, in the order given.
    pub fn as_slice(&self) -> &[Tile] {
        &self.tiles[..usize::from(self.len)]
    }

    /// How many.
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether there are none.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl Default for Indicators {
    fn default() -> Indicators {
        Indicators::NONE
    }
}

/// 1m, for empty slots.
const FIRST_TILE: Tile = match Tile::from_id(0) {
    Some(tile) => tile,
    None => panic!("1m is a kind"),
};

/// Everything about a win beyond its tiles: the winning tile and how it came, the
/// winds, what was declared, when it happened, the indicators, red fives and the
/// sticks on the table.
///
/// ```
/// use hupai::scoring::{Declared, Indicators, Situation, Wind};
/// let mut situation = Situation::tsumo("5p".parse()?);
/// situation.seat_wind = Wind::South;
/// situation.declared = Declared::Riichi;
/// situation.dora_indicators = Indicators::new(&["4p".parse()?])?;
/// assert!(situation.is_tsumo() && !situation.is_dealer());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Situation {
    /// The tile that completed the hand; the hand given holds it.
    pub winning_tile: Tile,
    /// Ron or tsumo.
    pub win_by: WinBy,
    /// The winner's seat wind (East: the dealer).
    pub seat_wind: Wind,
    /// The round's wind.
    pub round_wind: Wind,
    /// Riichi or double riichi, if declared.
    pub declared: Declared,
    /// Won within one go-around of declaring riichi, no call between (一発).
    pub ippatsu: bool,
    /// Won on the last tile: drawn (haitei) or discarded (houtei).
    pub last_tile: bool,
    /// Won on the tile drawn after a kong (rinshan kaihou); tsumo only.
    pub after_kong: bool,
    /// Won on a tile added to another player's kong (chankan); ron only.
    pub robbing_kong: bool,
    /// Won on the tile a player discarded right after declaring their own kong (杠上炮,
    /// 血战到底's +1 番); ron only. Counted by fan tables that name `kong-discard`;
    /// riichi and 国标 have no yaku or fan for it.
    pub kong_discard: bool,
    /// Won in the first go-around with no call made: on the first draw by tsumo
    /// (tenhou for the dealer, chiihou otherwise), or by ron before the first draw
    /// (renhou, where the rules count it).
    pub first_turn: bool,
    /// The dora indicators shown.
    pub dora_indicators: Indicators,
    /// The ura-dora indicators, counted only with riichi (at most as many as the
    /// dora indicators).
    pub ura_indicators: Indicators,
    /// Red fives held, in the hand and the melds, by suit (man, pin, sou). The
    /// command line and the bindings count the notation's `0`s.
    pub red_fives: [u8; 3],
    /// Honba sticks: 100 points each from every other player (on a ron the
    /// discarder pays them all: 300, or 200 with three players).
    pub honba: u8,
    /// Riichi sticks on the table: 1,000 points each to the winner.
    pub riichi_sticks: u8,
    /// Flowers and seasons held (国标 花牌, one fan each; at most 8).
    pub flowers: u8,
    /// Won on the last copy of its kind, the other three already shown (国标 和绝张;
    /// implied when the melds hold the three).
    pub last_of_kind: bool,
    /// Norths set aside (抜きドラ, kita) by a three-player winner: one dora each, and
    /// dora again where an indicator makes North dora (at most four with the Norths
    /// held).
    pub kita: u8,
}

impl Situation {
    /// A win by ron on `tile`, the winner East in an East round, nothing else.
    ///
    /// ```
    /// let situation = hupai::scoring::Situation::ron("3s".parse()?);
    /// assert!(!situation.is_tsumo() && situation.is_dealer());
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn ron(tile: Tile) -> Situation {
        Situation::on(tile, WinBy::Ron)
    }

    /// A win by tsumo on `tile`, the winner East in an East round, nothing else.
    ///
    /// ```
    /// assert!(hupai::scoring::Situation::tsumo("3s".parse()?).is_tsumo());
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn tsumo(tile: Tile) -> Situation {
        Situation::on(tile, WinBy::Tsumo)
    }

    /// A win on `tile` by `win_by`, East in an East round, nothing else.
    fn on(tile: Tile, win_by: WinBy) -> Situation {
        Situation {
            winning_tile: tile,
            win_by,
            seat_wind: Wind::East,
            round_wind: Wind::East,
            declared: Declared::None,
            ippatsu: false,
            last_tile: false,
            after_kong: false,
            robbing_kong: false,
            kong_discard: false,
            first_turn: false,
            dora_indicators: Indicators::NONE,
            ura_indicators: Indicators::NONE,
            red_fives: [0; 3],
            honba: 0,
            riichi_sticks: 0,
            flowers: 0,
            last_of_kind: false,
            kita: 0,
        }
    }

    /// Whether the tile was self-drawn.
    ///
    /// ```
    /// assert!(!hupai::scoring::Situation::ron("3s".parse()?).is_tsumo());
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn is_tsumo(&self) -> bool {
        self.win_by == WinBy::Tsumo
    }

    /// Whether the winner is the dealer (seat East).
    ///
    /// ```
    /// let mut situation = hupai::scoring::Situation::ron("3s".parse()?);
    /// situation.seat_wind = hupai::scoring::Wind::North;
    /// assert!(!situation.is_dealer());
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn is_dealer(&self) -> bool {
        self.seat_wind == Wind::East
    }

    /// Whether riichi or double riichi was declared.
    ///
    /// ```
    /// assert!(!hupai::scoring::Situation::ron("3s".parse()?).is_riichi());
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn is_riichi(&self) -> bool {
        self.declared != Declared::None
    }

    /// The same situation for a win on `tile` by `win_by`, keeping only the flags
    /// that way of winning can have (rinshan needs a tsumo, chankan a ron).
    pub(crate) fn winning_on(&self, tile: Tile, win_by: WinBy) -> Situation {
        let tsumo = win_by == WinBy::Tsumo;
        Situation {
            winning_tile: tile,
            win_by,
            after_kong: self.after_kong && tsumo,
            robbing_kong: self.robbing_kong && !tsumo,
            kong_discard: self.kong_discard && !tsumo,
            ..*self
        }
    }

    /// Refuses a situation no game produces for this concealed hand and melds.
    pub(crate) fn validate(
        &self,
        hand: &Hand,
        melds: &Melds,
        riichi: &RiichiRules,
        in_play: impl Fn(Tile) -> bool,
    ) -> Result<(), SituationError> {
        if hand.count(self.winning_tile) == 0 {
            return Err(SituationError::WinningTileNotHeld {
                tile: self.winning_tile,
            });
        }
        self.refuse_uncounted(System::Riichi)?;
        self.validate_flags(melds)?;
        self.validate_kita(hand, melds, riichi)?;
        self.validate_indicators(hand, melds, in_play)?;
        self.validate_red_fives(hand, melds, riichi, 0)
    }

    /// What [`Situation::validate`] refuses whatever the wait of a waiting `hand`
    /// (legal waits check it before any wait, so that a hand with no wait and a
    /// wait on any kind meet the same refusal as a score): riichi's flags under a
    /// ron and a tsumo, indicators showing a kind five times beside the hand and
    /// the melds, red fives beyond the wall's or the fives one more tile can make.
    pub(crate) fn validate_waiting(
        &self,
        hand: &Hand,
        melds: &Melds,
        riichi: &RiichiRules,
        in_play: impl Fn(Tile) -> bool,
    ) -> Result<(), SituationError> {
        self.refuse_uncounted(System::Riichi)?;
        for by in [WinBy::Ron, WinBy::Tsumo] {
            self.winning_on(self.winning_tile, by)
                .validate_flags(melds)?;
        }
        self.validate_kita(hand, melds, riichi)?;
        self.validate_indicators(hand, melds, in_play)?;
        self.validate_red_fives(hand, melds, riichi, 1)
    }

    /// Refuses a 国标 situation no game produces for this concealed hand and melds, or
    /// one holding riichi's fields.
    pub(crate) fn validate_guobiao(
        &self,
        hand: &Hand,
        melds: &Melds,
    ) -> Result<(), SituationError> {
        let refuse = |what: &'static str| Err(SituationError::Impossible { what });
        let win = self.winning_tile;
        if hand.count(win) == 0 {
            return Err(SituationError::WinningTileNotHeld { tile: win });
        }
        self.validate_guobiao_moment(melds)?;
        let elsewhere = usize::from(hand.count(win)) - 1 + melds_holding(melds, win);
        if self.robbing_kong && elsewhere > 0 {
            return refuse("robbing a kong of a kind the winner holds another copy of");
        }
        if self.last_of_kind && hand.count(win) > 1 {
            return refuse("a win on the last copy (和绝张) of a kind held twice");
        }
        Ok(())
    }

    /// The 国标 checks that do not ask which tile won: the fields 国标 does not count
    /// (riichi's, first-turn wins, 杠上炮), flowers, and the kong and last-tile flags
    /// against the melds.
    pub(crate) fn validate_guobiao_moment(&self, melds: &Melds) -> Result<(), SituationError> {
        self.refuse_uncounted(System::Guobiao)?;
        if self.flowers > 8 {
            return Err(SituationError::TooManyFlowers {
                count: self.flowers,
            });
        }
        self.validate_kong_and_last(melds)
    }

    /// The flags against each other, the way of winning and the melds.
    fn validate_flags(&self, melds: &Melds) -> Result<(), SituationError> {
        let open = melds.iter().any(|m| !m.is_concealed());
        let tsumo = self.is_tsumo();
        let refuse = |what: &'static str| Err(SituationError::Impossible { what });
        if self.is_riichi() && open {
            return refuse("riichi with an open hand");
        }
        if self.ippatsu && !self.is_riichi() {
            return refuse("ippatsu without riichi");
        }
        self.validate_kong_and_last(melds)?;
        if self.first_turn && !melds.is_empty() {
            return refuse("a first-turn win after a call");
        }
        if self.first_turn && self.is_riichi() {
            return refuse("a first-turn win after riichi");
        }
        if self.first_turn && !tsumo && self.is_dealer() {
            return refuse("a first-turn ron by the dealer");
        }
        if self.first_turn && (self.after_kong || self.robbing_kong || self.last_tile) {
            return refuse("a first-turn win on a kong or the last tile");
        }
        Ok(())
    }

    /// A win after a kong, on a robbed kong or on the last tile: against the way of
    /// winning, the melds and each other.
    pub(crate) fn validate_kong_and_last(&self, melds: &Melds) -> Result<(), SituationError> {
        let kongs = melds.iter().any(|m| m.shape() == MeldShape::Kong);
        let tsumo = self.is_tsumo();
        let refuse = |what: &'static str| Err(SituationError::Impossible { what });
        if self.after_kong && !tsumo {
            return refuse("a win after a kong (rinshan) by ron");
        }
        // With three players the replacement tile after a North set aside is one too.
        if self.after_kong && !kongs && self.kita == 0 {
            return refuse("a win after a kong (rinshan) with no kong and no North set aside");
        }
        if self.after_kong && self.last_tile {
            return refuse("haitei and rinshan together");
        }
        if self.robbing_kong && tsumo {
            return refuse("robbing a kong (chankan) by tsumo");
        }
        if self.kong_discard && tsumo {
            return refuse("a win on the discard after a kong (杠上炮) by tsumo");
        }
        if self.kong_discard && (self.robbing_kong || self.first_turn) {
            return refuse("杠上炮 with chankan or in the first go-around");
        }
        if self.robbing_kong && self.last_tile {
            return refuse("houtei and chankan together");
        }
        Ok(())
    }

    /// Norths set aside: only with three players, and no fifth North beside those
    /// held.
    fn validate_kita(
        &self,
        hand: &Hand,
        melds: &Melds,
        riichi: &RiichiRules,
    ) -> Result<(), SituationError> {
        if self.kita == 0 {
            return Ok(());
        }
        if riichi.players != 3 {
            return Err(SituationError::Impossible {
                what: "Norths set aside (kita) with four players",
            });
        }
        let north = Wind::North.tile();
        if usize::from(hand.count(north)) + melds_holding(melds, north) + usize::from(self.kita) > 4
        {
            return Err(SituationError::FifthCopySeen { tile: north });
        }
        Ok(())
    }

    /// The indicators: how many, of kinds in play, and no kind seen five times.
    fn validate_indicators(
        &self,
        hand: &Hand,
        melds: &Melds,
        in_play: impl Fn(Tile) -> bool,
    ) -> Result<(), SituationError> {
        for (list, which) in [
            (&self.dora_indicators, "dora"),
            (&self.ura_indicators, "ura-dora"),
        ] {
            if let Some(&tile) = list.as_slice().iter().find(|&&t| !in_play(t)) {
                return Err(SituationError::IndicatorNotInPlay { which, tile });
            }
        }
        if self.ura_indicators.len() > self.dora_indicators.len() {
            return Err(SituationError::MoreUraThanDora {
                ura: self.ura_indicators.len(),
                dora: self.dora_indicators.len(),
            });
        }
        // Only the indicated kinds can reach a fifth copy.
        let indicators =
            (self.dora_indicators.as_slice().iter()).chain(self.ura_indicators.as_slice());
        for (index, tile) in indicators.clone().enumerate() {
            let shown = indicators
                .clone()
                .take(index + 1)
                .filter(|t| *t == tile)
                .count();
            let aside = match *tile == Wind::North.tile() {
                true => usize::from(self.kita),
                false => 0,
            };
            if usize::from(hand.count(*tile)) + melds_holding(melds, *tile) + aside + shown > 4 {
                return Err(SituationError::FifthCopySeen { tile: *tile });
            }
        }
        Ok(())
    }

    /// Red fives: no more of a suit than the rules' wall has or the fives held (and
    /// `drawn` more to come).
    fn validate_red_fives(
        &self,
        hand: &Hand,
        melds: &Melds,
        riichi: &RiichiRules,
        drawn: u8,
    ) -> Result<(), SituationError> {
        if self.red_fives == [0; 3] {
            return Ok(());
        }
        let in_wall = riichi.red_fives_by_suit();
        for (suit, &red) in [Suit::Man, Suit::Pin, Suit::Sou]
            .iter()
            .zip(&self.red_fives)
        {
            let five = Tile::new(*suit, 5).expect("a five");
            let held = hand.count(five) + melds_holding(melds, five) as u8 + drawn;
            let most = held.min(in_wall[*suit as usize]);
            if red > most {
                return Err(SituationError::RedFivesNotHeld {
                    suit: *suit,
                    red,
                    most,
                });
            }
        }
        Ok(())
    }
}

/// Copies of `tile` the melds hold.
fn melds_holding(melds: &Melds, tile: Tile) -> usize {
    melds
        .iter()
        .map(|m| m.tiles().filter(|&t| t == tile).count())
        .sum()
}

/// The red fives written in MPSZ text (`0m`, `0p`, `0s`), by suit (man, pin, sou):
/// hands and melds read them as fives, and a caller that keeps the text counts them
/// here for [`Situation::red_fives`].
///
/// ```
/// assert_eq!(hupai::scoring::red_fives_written("406m0p55s,(5550s)"), [1, 1, 1]);
/// assert_eq!(hupai::scoring::red_fives_written("00p 0z"), [0, 2, 0]);
/// ```
pub fn red_fives_written(text: &str) -> [u8; 3] {
    let mut found = [0u8; 3];
    let mut zeros = 0u8;
    for c in text.chars() {
        match c {
            '0' => zeros = zeros.saturating_add(1),
            '1'..='9' => {}
            'm' | 'p' | 's' => {
                let suit = "mps".find(c).expect("a number suit");
                found[suit] = found[suit].saturating_add(zeros);
                zeros = 0;
            }
            _ => zeros = 0,
        }
    }
    found
}

/// The kind an indicator makes dora: the next in its suit, 9 wrapping to 1, North to
/// East, Red to White; with three players 1m makes 9m.
pub(crate) fn dora_of(indicator: Tile, players: u8) -> usize {
    let id = indicator.id();
    match id {
        0 if players == 3 => 8,
        0..=26 => id / 9 * 9 + (id % 9 + 1) % 9,
        27..=30 => 27 + (id - 27 + 1) % 4,
        _ => 31 + (id - 31 + 1) % 3,
    }
}

/// The dora `indicators` make among the tiles `all` (by kind).
pub(crate) fn dora_held(indicators: &[Tile], players: u8, all: &[u8; KINDS]) -> u8 {
    indicators.iter().map(|&i| all[dora_of(i, players)]).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indicators_wrap_within_their_group() {
        let next = |text: &str, players| {
            let tile: Tile = text.parse().unwrap();
            Tile::from_id(dora_of(tile, players)).unwrap().to_string()
        };
        assert_eq!(next("9m", 4), "1m");
        assert_eq!(next("1m", 4), "2m");
        assert_eq!(next("1m", 3), "9m");
        assert_eq!(next("4z", 4), "1z");
        assert_eq!(next("7z", 4), "5z");
        assert_eq!(next("5z", 4), "6z");
        assert_eq!(next("9s", 3), "1s");
    }
}
