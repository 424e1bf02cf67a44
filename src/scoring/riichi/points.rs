//! From han and fu to points: the limits and who pays what.

use std::fmt;

use crate::rules::RiichiRules;
use crate::scoring::situation::Situation;

/// The limit a score reached, if any.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Limit {
    /// Below mangan: paid by han and fu.
    #[default]
    None,
    /// 満貫: 5 han, or fewer whose han and fu reach it (2,000 basic points).
    Mangan,
    /// 跳満: 6–7 han (3,000).
    Haneman,
    /// 倍満: 8–10 han (4,000).
    Baiman,
    /// 三倍満: 11–12 han, or more where counted yakuman are off (6,000).
    Sanbaiman,
    /// 数え役満: 13 han or more of ordinary yaku and dora (8,000).
    KazoeYakuman,
    /// Yakuman, with its multiple: 1 for a single (8,000 a multiple, at most 6).
    Yakuman(u8),
}

impl Limit {
    /// Its name: `mangan`, `double yakuman`…, empty for none.
    ///
    /// ```
    /// assert_eq!(hupai::scoring::Limit::Yakuman(2).name(), "double yakuman");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Limit::None => "",
            Limit::Mangan => "mangan",
            Limit::Haneman => "haneman",
            Limit::Baiman => "baiman",
            Limit::Sanbaiman => "sanbaiman",
            Limit::KazoeYakuman => "kazoe yakuman",
            Limit::Yakuman(1) => "yakuman",
            Limit::Yakuman(2) => "double yakuman",
            Limit::Yakuman(3) => "triple yakuman",
            Limit::Yakuman(4) => "quadruple yakuman",
            Limit::Yakuman(5) => "quintuple yakuman",
            Limit::Yakuman(_) => "sextuple yakuman",
        }
    }
}

impl fmt::Display for Limit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The most yakuman multiples paid.
const MOST_YAKUMAN: u8 = 6;

/// The basic points (基本点) of `han` and `fu`, or of `yakuman` multiples, and the
/// limit reached.
pub(crate) fn basic_points(han: u32, fu: u8, yakuman: u8, rules: &RiichiRules) -> (u32, Limit) {
    if yakuman > 0 {
        let multiple = yakuman.min(MOST_YAKUMAN);
        return (8000 * u32::from(multiple), Limit::Yakuman(multiple));
    }
    let limit = match han {
        13.. if rules.kazoe_yakuman => Limit::KazoeYakuman,
        11.. => Limit::Sanbaiman,
        8..=10 => Limit::Baiman,
        6..=7 => Limit::Haneman,
        5 => Limit::Mangan,
        _ => {
            let points = u32::from(fu) << (2 + han);
            let kiriage = rules.kiriage && matches!((han, fu), (4, 30) | (3, 60));
            if points < 2000 && !kiriage {
                return (points, Limit::None);
            }
            Limit::Mangan
        }
    };
    let points = match limit {
        Limit::KazoeYakuman => 8000,
        Limit::Sanbaiman => 6000,
        Limit::Baiman => 4000,
        Limit::Haneman => 3000,
        _ => 2000,
    };
    (points, limit)
}

/// Who pays the winner what, honba included; riichi sticks go to the winner besides.
///
/// ```
/// use hupai::{Engine, scoring::{Situation, Wind}};
/// let mut situation = Situation::tsumo("7s".parse()?);
/// situation.seat_wind = Wind::South;
/// situation.honba = 1;
/// let score = Engine::riichi().score_riichi(&"234567m22p345s789s".parse()?, &situation)?;
/// // menzen tsumo, 1 han 30 fu: 300 from each non-dealer, 500 from the dealer, +100 a payer
/// assert_eq!((score.payment.dealer, score.payment.non_dealer), (600, 400));
/// assert_eq!(score.payment.total, 1_400);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Payment {
    /// A ron: what the discarder pays (0 for a tsumo).
    pub ron: u32,
    /// A tsumo by a non-dealer: what the dealer pays (0 otherwise).
    pub dealer: u32,
    /// A tsumo: what each non-dealer pays (0 for a ron).
    pub non_dealer: u32,
    /// All the winner gains: the payments and the riichi sticks.
    pub total: u32,
}

/// A payment of `basic` points times `times`, rounded up to 100.
fn share(basic: u32, times: u32) -> u32 {
    (basic * times).div_ceil(100) * 100
}

/// What the win pays, `basic` points under the rules and situation.
pub(crate) fn payment(basic: u32, situation: &Situation, rules: &RiichiRules) -> Payment {
    let honba = u32::from(situation.honba);
    let sticks = 1000 * u32::from(situation.riichi_sticks);
    let others = u32::from(rules.players) - 1;
    let mut payment = Payment::default();
    let dealer = situation.is_dealer();
    if !situation.is_tsumo() {
        // A honba is 100 from each other player: 300 a ron, 200 with three players.
        payment.ron = share(basic, if dealer { 6 } else { 4 }) + 100 * others * honba;
        payment.total = payment.ron + sticks;
    } else if dealer {
        payment.non_dealer = share(basic, 2) + 100 * honba;
        payment.total = others * payment.non_dealer + sticks;
    } else {
        payment.dealer = share(basic, 2) + 100 * honba;
        payment.non_dealer = share(basic, 1) + 100 * honba;
        payment.total = payment.dealer + (others - 1) * payment.non_dealer + sticks;
    }
    payment
}
