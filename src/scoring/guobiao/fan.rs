//! The 国标 fans (中国麻将竞赛规则, 2006): each with its value and its names, and the
//! count of each a win holds.

use std::fmt;

/// A 国标 fan (番种), in the rulebook's order: highest value first.
///
/// The 81 fans of the rules, and 明暗杠 (a concealed and a melded kong, 5 fans),
/// which the rules' commentary counts in place of 暗杠 and 明杠 together.
///
/// ```
/// use hupai::scoring::guobiao::Fan;
/// assert_eq!(Fan::AllGreen.value(), 88);
/// assert_eq!(Fan::AllGreen.chinese(), "绿一色");
/// assert_eq!(Fan::ALL.len(), 82);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Fan {
    /// 大四喜: four wind pungs.
    BigFourWinds,
    /// 大三元: three dragon pungs.
    BigThreeDragons,
    /// 绿一色: 23468s and 6z alone.
    AllGreen,
    /// 九莲宝灯: 1112345678999 of one suit, concealed, and any tile of it.
    NineGates,
    /// 四杠: four kongs.
    FourKongs,
    /// 连七对: seven consecutive pairs of one suit.
    SevenShiftedPairs,
    /// 十三幺: thirteen orphans.
    ThirteenOrphans,
    /// 清幺九: terminals alone.
    AllTerminals,
    /// 小四喜: three wind pungs and a wind pair.
    LittleFourWinds,
    /// 小三元: two dragon pungs and a dragon pair.
    LittleThreeDragons,
    /// 字一色: honours alone.
    AllHonours,
    /// 四暗刻: four concealed pungs.
    FourConcealedPungs,
    /// 一色双龙会: 123 123 789 789 and 55 of one suit.
    PureTerminalChows,
    /// 一色四同顺: four identical chows.
    QuadrupleChow,
    /// 一色四节高: four pungs of one suit, each one higher.
    FourPureShiftedPungs,
    /// 一色四步高: four chows of one suit, each one or two higher.
    FourPureShiftedChows,
    /// 三杠: three kongs.
    ThreeKongs,
    /// 混幺九: terminals and honours alone.
    AllTerminalsAndHonours,
    /// 七对: seven pairs.
    SevenPairs,
    /// 七星不靠: all seven honours and seven knitted tiles.
    GreaterHonoursAndKnitted,
    /// 全双刻: pungs and a pair of even numbers.
    AllEvenPungs,
    /// 清一色: one suit alone.
    FullFlush,
    /// 一色三同顺: three identical chows.
    PureTripleChow,
    /// 一色三节高: three pungs of one suit, each one higher.
    PureShiftedPungs,
    /// 全大: 7, 8 and 9 alone.
    UpperTiles,
    /// 全中: 4, 5 and 6 alone.
    MiddleTiles,
    /// 全小: 1, 2 and 3 alone.
    LowerTiles,
    /// 清龙: 123 456 789 of one suit.
    PureStraight,
    /// 三色双龙会: 123 and 789 of two suits, 55 of the third.
    ThreeSuitedTerminalChows,
    /// 一色三步高: three chows of one suit, each one or two higher.
    PureShiftedChows,
    /// 全带五: a 5 in every set and the pair.
    AllFives,
    /// 三同刻: pungs of one number in three suits.
    TriplePung,
    /// 三暗刻: three concealed pungs.
    ThreeConcealedPungs,
    /// 全不靠: fourteen unrelated tiles, honours and knitted ones.
    LesserHonoursAndKnitted,
    /// 组合龙: 147, 258 and 369 of three different suits.
    KnittedStraight,
    /// 大于五: 6 to 9 alone.
    UpperFour,
    /// 小于五: 1 to 4 alone.
    LowerFour,
    /// 三风刻: three wind pungs.
    BigThreeWinds,
    /// 花龙: 123, 456 and 789 of three different suits.
    MixedStraight,
    /// 推不倒: tiles that look the same upside down (1234589p 245689s 5z).
    ReversibleTiles,
    /// 三色三同顺: the same chow in three suits.
    MixedTripleChow,
    /// 三色三节高: pungs of three suits, each one higher.
    MixedShiftedPungs,
    /// 无番和: a win with no other fan but flowers.
    ChickenHand,
    /// 妙手回春: won by drawing the wall's last tile.
    LastTileDraw,
    /// 海底捞月: won on the last discard.
    LastTileClaim,
    /// 杠上开花: won on the tile drawn after a kong.
    OutWithReplacementTile,
    /// 抢杠和: won on a tile added to another player's pung.
    RobbingTheKong,
    /// 碰碰和: four pungs.
    AllPungs,
    /// 混一色: one suit and honours.
    HalfFlush,
    /// 三色三步高: chows of three suits, each one higher.
    MixedShiftedChows,
    /// 五门齐: every suit, a wind and a dragon.
    AllTypes,
    /// 全求人: four melds called, won on a discard by a single wait.
    MeldedHand,
    /// 双暗杠: two concealed kongs.
    TwoConcealedKongs,
    /// 双箭刻: two dragon pungs.
    TwoDragonPungs,
    /// 明暗杠: a concealed and a melded kong.
    ConcealedKongAndMeldedKong,
    /// 全带幺: a terminal or honour in every set and the pair.
    OutsideHand,
    /// 不求人: no call made, won by drawing.
    FullyConcealedHand,
    /// 双明杠: two melded kongs.
    TwoMeldedKongs,
    /// 和绝张: won on the last copy of a kind, three already shown.
    LastTile,
    /// 箭刻: a dragon pung.
    DragonPung,
    /// 圈风刻: a pung of the round's wind.
    PrevalentWind,
    /// 门风刻: a pung of the seat's wind.
    SeatWind,
    /// 门前清: no call made, won on a discard.
    ConcealedHand,
    /// 平和: four chows and a number pair.
    AllChows,
    /// 四归一: four copies of a kind, not a kong.
    TileHog,
    /// 双同刻: pungs of one number in two suits.
    DoublePung,
    /// 双暗刻: two concealed pungs.
    TwoConcealedPungs,
    /// 暗杠: a concealed kong.
    ConcealedKong,
    /// 断幺: no terminal or honour.
    AllSimples,
    /// 一般高: two identical chows.
    PureDoubleChow,
    /// 喜相逢: the same chow in two suits.
    MixedDoubleChow,
    /// 连六: two chows of one suit making six in a row.
    ShortStraight,
    /// 老少副: 123 and 789 of one suit.
    TwoTerminalChows,
    /// 幺九刻: a pung of terminals or of a wind.
    PungOfTerminalsOrHonours,
    /// 明杠: a melded kong.
    MeldedKong,
    /// 缺一门: one number suit missing.
    OneVoidedSuit,
    /// 无字: no honour.
    NoHonours,
    /// 边张: the lone wait was 3 of 12 or 7 of 89.
    EdgeWait,
    /// 嵌张: the lone wait was the middle of a chow.
    ClosedWait,
    /// 单钓将: the lone wait was the pair.
    SingleWait,
    /// 自摸: won by drawing.
    SelfDrawn,
    /// 花牌: one a flower (counted, not toward the 8-fan minimum).
    FlowerTiles,
}

/// How many kinds of fan there are.
pub(crate) const FAN_KINDS: usize = 82;

/// Each fan's value, Chinese name and English name, in [`Fan::ALL`] order.
const TABLE: [(u8, &str, &str); FAN_KINDS] = [
    (88, "大四喜", "Big Four Winds"),
    (88, "大三元", "Big Three Dragons"),
    (88, "绿一色", "All Green"),
    (88, "九莲宝灯", "Nine Gates"),
    (88, "四杠", "Four Kongs"),
    (88, "连七对", "Seven Shifted Pairs"),
    (88, "十三幺", "Thirteen Orphans"),
    (64, "清幺九", "All Terminals"),
    (64, "小四喜", "Little Four Winds"),
    (64, "小三元", "Little Three Dragons"),
    (64, "字一色", "All Honours"),
    (64, "四暗刻", "Four Concealed Pungs"),
    (64, "一色双龙会", "Pure Terminal Chows"),
    (48, "一色四同顺", "Quadruple Chow"),
    (48, "一色四节高", "Four Pure Shifted Pungs"),
    (32, "一色四步高", "Four Pure Shifted Chows"),
    (32, "三杠", "Three Kongs"),
    (32, "混幺九", "All Terminals and Honours"),
    (24, "七对", "Seven Pairs"),
    (24, "七星不靠", "Greater Honours and Knitted Tiles"),
    (24, "全双刻", "All Even Pungs"),
    (24, "清一色", "Full Flush"),
    (24, "一色三同顺", "Pure Triple Chow"),
    (24, "一色三节高", "Pure Shifted Pungs"),
    (24, "全大", "Upper Tiles"),
    (24, "全中", "Middle Tiles"),
    (24, "全小", "Lower Tiles"),
    (16, "清龙", "Pure Straight"),
    (16, "三色双龙会", "Three-Suited Terminal Chows"),
    (16, "一色三步高", "Pure Shifted Chows"),
    (16, "全带五", "All Fives"),
    (16, "三同刻", "Triple Pung"),
    (16, "三暗刻", "Three Concealed Pungs"),
    (12, "全不靠", "Lesser Honours and Knitted Tiles"),
    (12, "组合龙", "Knitted Straight"),
    (12, "大于五", "Upper Four"),
    (12, "小于五", "Lower Four"),
    (12, "三风刻", "Big Three Winds"),
    (8, "花龙", "Mixed Straight"),
    (8, "推不倒", "Reversible Tiles"),
    (8, "三色三同顺", "Mixed Triple Chow"),
    (8, "三色三节高", "Mixed Shifted Pungs"),
    (8, "无番和", "Chicken Hand"),
    (8, "妙手回春", "Last Tile Draw"),
    (8, "海底捞月", "Last Tile Claim"),
    (8, "杠上开花", "Out with Replacement Tile"),
    (8, "抢杠和", "Robbing the Kong"),
    (6, "碰碰和", "All Pungs"),
    (6, "混一色", "Half Flush"),
    (6, "三色三步高", "Mixed Shifted Chows"),
    (6, "五门齐", "All Types"),
    (6, "全求人", "Melded Hand"),
    (6, "双暗杠", "Two Concealed Kongs"),
    (6, "双箭刻", "Two Dragon Pungs"),
    (5, "明暗杠", "Concealed Kong and Melded Kong"),
    (4, "全带幺", "Outside Hand"),
    (4, "不求人", "Fully Concealed Hand"),
    (4, "双明杠", "Two Melded Kongs"),
    (4, "和绝张", "Last Tile"),
    (2, "箭刻", "Dragon Pung"),
    (2, "圈风刻", "Prevalent Wind"),
    (2, "门风刻", "Seat Wind"),
    (2, "门前清", "Concealed Hand"),
    (2, "平和", "All Chows"),
    (2, "四归一", "Tile Hog"),
    (2, "双同刻", "Double Pung"),
    (2, "双暗刻", "Two Concealed Pungs"),
    (2, "暗杠", "Concealed Kong"),
    (2, "断幺", "All Simples"),
    (1, "一般高", "Pure Double Chow"),
    (1, "喜相逢", "Mixed Double Chow"),
    (1, "连六", "Short Straight"),
    (1, "老少副", "Two Terminal Chows"),
    (1, "幺九刻", "Pung of Terminals or Honours"),
    (1, "明杠", "Melded Kong"),
    (1, "缺一门", "One Voided Suit"),
    (1, "无字", "No Honours"),
    (1, "边张", "Edge Wait"),
    (1, "嵌张", "Closed Wait"),
    (1, "单钓将", "Single Wait"),
    (1, "自摸", "Self-Drawn"),
    (1, "花牌", "Flower Tiles"),
];

/// Each fan's value, in [`Fan::ALL`] order: a total is a dot product.
const VALUES: [u8; FAN_KINDS] = {
    let mut values = [0; FAN_KINDS];
    let mut i = 0;
    while i < FAN_KINDS {
        values[i] = TABLE[i].0;
        i += 1;
    }
    values
};

impl Fan {
    /// Every fan, highest value first (the rulebook's order).
    pub const ALL: [Fan; FAN_KINDS] = {
        use Fan::*;
        [
            BigFourWinds,
            BigThreeDragons,
            AllGreen,
            NineGates,
            FourKongs,
            SevenShiftedPairs,
            ThirteenOrphans,
            AllTerminals,
            LittleFourWinds,
            LittleThreeDragons,
            AllHonours,
            FourConcealedPungs,
            PureTerminalChows,
            QuadrupleChow,
            FourPureShiftedPungs,
            FourPureShiftedChows,
            ThreeKongs,
            AllTerminalsAndHonours,
            SevenPairs,
            GreaterHonoursAndKnitted,
            AllEvenPungs,
            FullFlush,
            PureTripleChow,
            PureShiftedPungs,
            UpperTiles,
            MiddleTiles,
            LowerTiles,
            PureStraight,
            ThreeSuitedTerminalChows,
            PureShiftedChows,
            AllFives,
            TriplePung,
            ThreeConcealedPungs,
            LesserHonoursAndKnitted,
            KnittedStraight,
            UpperFour,
            LowerFour,
            BigThreeWinds,
            MixedStraight,
            ReversibleTiles,
            MixedTripleChow,
            MixedShiftedPungs,
            ChickenHand,
            LastTileDraw,
            LastTileClaim,
            OutWithReplacementTile,
            RobbingTheKong,
            AllPungs,
            HalfFlush,
            MixedShiftedChows,
            AllTypes,
            MeldedHand,
            TwoConcealedKongs,
            TwoDragonPungs,
            ConcealedKongAndMeldedKong,
            OutsideHand,
            FullyConcealedHand,
            TwoMeldedKongs,
            LastTile,
            DragonPung,
            PrevalentWind,
            SeatWind,
            ConcealedHand,
            AllChows,
            TileHog,
            DoublePung,
            TwoConcealedPungs,
            ConcealedKong,
            AllSimples,
            PureDoubleChow,
            MixedDoubleChow,
            ShortStraight,
            TwoTerminalChows,
            PungOfTerminalsOrHonours,
            MeldedKong,
            OneVoidedSuit,
            NoHonours,
            EdgeWait,
            ClosedWait,
            SingleWait,
            SelfDrawn,
            FlowerTiles,
        ]
    };

    /// Its value in fans.
    ///
    /// ```
    /// assert_eq!(hupai::scoring::guobiao::Fan::ChickenHand.value(), 8);
    /// ```
    pub const fn value(self) -> u8 {
        TABLE[self as usize].0
    }

    /// Its name in the rulebook (Chinese).
    ///
    /// ```
    /// assert_eq!(hupai::scoring::guobiao::Fan::SingleWait.chinese(), "单钓将");
    /// ```
    pub const fn chinese(self) -> &'static str {
        TABLE[self as usize].1
    }

    /// Its usual English name.
    ///
    /// ```
    /// assert_eq!(hupai::scoring::guobiao::Fan::LastTile.english(), "Last Tile");
    /// ```
    pub const fn english(self) -> &'static str {
        TABLE[self as usize].2
    }

    /// Its number, 1 to 82 in [`Fan::ALL`] order (what C and the bindings pass).
    ///
    /// ```
    /// use hupai::scoring::guobiao::Fan;
    /// assert_eq!(Fan::BigFourWinds.number(), 1);
    /// assert_eq!(Fan::from_number(82), Some(Fan::FlowerTiles));
    /// ```
    pub const fn number(self) -> u8 {
        self as u8 + 1
    }

    /// The fan numbered `number` (1 to 82), if any.
    pub fn from_number(number: u8) -> Option<Fan> {
        Fan::ALL.get(usize::from(number).checked_sub(1)?).copied()
    }
}

impl fmt::Display for Fan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.chinese())
    }
}

/// The fans a win holds, each with how many times it counts (一般高 and 幺九刻 can
/// count twice or more; 花牌 once a flower).
///
/// ```
/// use hupai::{Engine, scoring::{Situation, guobiao::Fan}};
/// let score = Engine::guobiao().score_guobiao(&"123456789m111s22p".parse()?, &Situation::ron("2p".parse()?))?;
/// assert_eq!(score.fans.count(Fan::PureStraight), 1);
/// let listed: Vec<(Fan, u8)> = score.fans.iter().collect();
/// assert_eq!(listed[0], (Fan::PureStraight, 1));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Fans {
    counts: [u8; FAN_KINDS],
}

impl Default for Fans {
    fn default() -> Fans {
        Fans::EMPTY
    }
}

impl Fans {
    /// No fan.
    pub(crate) const EMPTY: Fans = Fans {
        counts: [0; FAN_KINDS],
    };

    /// How many times `fan` counts.
    pub fn count(&self, fan: Fan) -> u8 {
        self.counts[fan as usize]
    }

    /// Whether `fan` counts.
    pub fn contains(&self, fan: Fan) -> bool {
        self.count(fan) > 0
    }

    /// Each fan that counts and how many times, highest value first.
    pub fn iter(&self) -> impl Iterator<Item = (Fan, u8)> + '_ {
        Fan::ALL
            .iter()
            .zip(&self.counts)
            .filter(|&(_, &n)| n > 0)
            .map(|(&fan, &n)| (fan, n))
    }

    /// The fans' total: each fan's value times its count.
    pub fn total(&self) -> u16 {
        (self.counts.iter().zip(&VALUES))
            .map(|(&n, &value)| u16::from(n) * u16::from(value))
            .sum()
    }

    /// The highest value of a fan that counts (0: none).
    pub(crate) fn highest_value(&self) -> u8 {
        (self.counts.iter().zip(&VALUES))
            .map(|(&n, &value)| if n > 0 { value } else { 0 })
            .max()
            .unwrap_or(0)
    }

    /// Whether no fan counts.
    pub fn is_empty(&self) -> bool {
        self.counts.iter().all(|&n| n == 0)
    }

    pub(crate) fn set(&mut self, fan: Fan, count: u8) {
        self.counts[fan as usize] = count;
    }

    pub(crate) fn add(&mut self, fan: Fan) {
        self.counts[fan as usize] = self.counts[fan as usize].saturating_add(1);
    }

    pub(crate) fn clear(&mut self, fan: Fan) {
        self.counts[fan as usize] = 0;
    }

    pub(crate) fn take_one(&mut self, fan: Fan) {
        self.counts[fan as usize] = self.counts[fan as usize].saturating_sub(1);
    }
}

impl fmt::Debug for Fans {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl fmt::Display for Fans {
    /// `清龙 16, 幺九刻 1 ×2, …`: each fan, its value, and its count when more than one.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, (fan, n)) in self.iter().enumerate() {
            if index > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{fan} {}", fan.value())?;
            if n > 1 {
                write!(f, " ×{n}")?;
            }
        }
        Ok(())
    }
}
