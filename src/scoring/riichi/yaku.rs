//! The yaku: each one's name and han, and which a split hand in its situation has.

use std::fmt;

use crate::rules::{Renhou, RiichiRules};
use crate::scoring::situation::{Declared, Situation};
use crate::scoring::split::{Set, SetKind, Wait};
use crate::tiles::classes;
use crate::tiles::tile::{KINDS, Tile};

/// A yaku (役): a pattern or a circumstance that lets a hand win and gives it han.
/// Yakuman are listed with 13 han a multiple.
///
/// ```
/// use hupai::scoring::Yaku;
/// assert_eq!(Yaku::Pinfu.name(), "pinfu");
/// assert_eq!(Yaku::Chinitsu.japanese(), "清一色");
/// assert!(Yaku::Suuankou.is_yakuman() && !Yaku::Toitoi.is_yakuman());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Yaku {
    /// Riichi (立直), 1 han.
    Riichi,
    /// Double riichi (ダブル立直), 2 han.
    DoubleRiichi,
    /// Ippatsu (一発), 1 han.
    Ippatsu,
    /// Fully concealed hand won by tsumo (門前清自摸和), 1 han.
    MenzenTsumo,
    /// Pinfu (平和): four runs, a pair of no value, a two-sided wait; 1 han, closed.
    Pinfu,
    /// Two identical runs (一盃口), 1 han, closed.
    Iipeikou,
    /// All simples (断幺九), 1 han (open only with open tanyao).
    Tanyao,
    /// A triplet of White (白), 1 han.
    Haku,
    /// A triplet of Green (發), 1 han.
    Hatsu,
    /// A triplet of Red (中), 1 han.
    Chun,
    /// A triplet of the seat wind (自風), 1 han.
    SeatWind,
    /// A triplet of the round wind (場風), 1 han.
    RoundWind,
    /// Won on the last tile drawn (海底摸月), 1 han.
    Haitei,
    /// Won on the last tile discarded (河底撈魚), 1 han.
    Houtei,
    /// Won on the tile drawn after a kong (嶺上開花), 1 han.
    Rinshan,
    /// Won by robbing a kong (搶槓), 1 han.
    Chankan,
    /// Seven pairs (七対子), 2 han, 25 fu.
    Chiitoitsu,
    /// Terminals or honours in every set and the pair (混全帯幺九), 2 han, open 1.
    Chanta,
    /// 123, 456, 789 of one suit (一気通貫), 2 han, open 1.
    Ittsu,
    /// The same run in all three suits (三色同順), 2 han, open 1.
    SanshokuDoujun,
    /// The same triplet in all three suits (三色同刻), 2 han.
    SanshokuDoukou,
    /// Three concealed triplets (三暗刻), 2 han.
    Sanankou,
    /// Three kongs (三槓子), 2 han.
    Sankantsu,
    /// All triplets (対々和), 2 han.
    Toitoi,
    /// Only terminals and honours (混老頭), 2 han.
    Honroutou,
    /// Two dragon triplets and a dragon pair (小三元), 2 han.
    Shousangen,
    /// One suit and honours (混一色), 3 han, open 2.
    Honitsu,
    /// Terminals in every set and the pair, no honours (純全帯幺九), 3 han, open 2.
    Junchan,
    /// Two pairs of identical runs (二盃口), 3 han, closed.
    Ryanpeikou,
    /// One suit alone (清一色), 6 han, open 5.
    Chinitsu,
    /// Renhou as a mangan yaku (人和, where the rules count it so), 5 han.
    Renhou,
    /// Thirteen orphans (国士無双), yakuman.
    Kokushi,
    /// Thirteen orphans on a thirteen-sided wait (国士無双十三面), double yakuman.
    Kokushi13,
    /// Four concealed triplets (四暗刻), yakuman.
    Suuankou,
    /// Four concealed triplets won on the pair (四暗刻単騎), double yakuman.
    SuuankouTanki,
    /// Three dragon triplets (大三元), yakuman.
    Daisangen,
    /// Three wind triplets and a wind pair (小四喜), yakuman.
    Shousuushii,
    /// Four wind triplets (大四喜), double yakuman.
    Daisuushii,
    /// All honours (字一色), yakuman.
    Tsuuiisou,
    /// All terminals (清老頭), yakuman.
    Chinroutou,
    /// All green (緑一色), yakuman.
    Ryuuiisou,
    /// Nine gates (九蓮宝燈), yakuman.
    Chuuren,
    /// Nine gates on a nine-sided wait (純正九蓮宝燈), double yakuman.
    JunseiChuuren,
    /// Four kongs (四槓子), yakuman.
    Suukantsu,
    /// The dealer's win on the first draw (天和), yakuman.
    Tenhou,
    /// A non-dealer's win on the first draw (地和), yakuman.
    Chiihou,
    /// Renhou as a yakuman (人和, where the rules count it so).
    RenhouYakuman,
}

impl Yaku {
    /// Every yaku, in order (a yaku's place here is its number in the C library).
    ///
    /// ```
    /// use hupai::scoring::Yaku;
    /// assert_eq!(Yaku::ALL[0], Yaku::Riichi);
    /// assert!(Yaku::ALL.iter().enumerate().all(|(i, y)| y.number() == i as u8));
    /// ```
    pub const ALL: [Yaku; 47] = {
        use Yaku::*;
        [
            Riichi,
            DoubleRiichi,
            Ippatsu,
            MenzenTsumo,
            Pinfu,
            Iipeikou,
            Tanyao,
            Haku,
            Hatsu,
            Chun,
            SeatWind,
            RoundWind,
            Haitei,
            Houtei,
            Rinshan,
            Chankan,
            Chiitoitsu,
            Chanta,
            Ittsu,
            SanshokuDoujun,
            SanshokuDoukou,
            Sanankou,
            Sankantsu,
            Toitoi,
            Honroutou,
            Shousangen,
            Honitsu,
            Junchan,
            Ryanpeikou,
            Chinitsu,
            Renhou,
            Kokushi,
            Kokushi13,
            Suuankou,
            SuuankouTanki,
            Daisangen,
            Shousuushii,
            Daisuushii,
            Tsuuiisou,
            Chinroutou,
            Ryuuiisou,
            Chuuren,
            JunseiChuuren,
            Suukantsu,
            Tenhou,
            Chiihou,
            RenhouYakuman,
        ]
    };

    /// Its place in [`Yaku::ALL`].
    pub const fn number(self) -> u8 {
        self as u8
    }

    /// Its romanised name.
    ///
    /// ```
    /// assert_eq!(hupai::scoring::Yaku::SanshokuDoujun.name(), "sanshoku doujun");
    /// ```
    pub const fn name(self) -> &'static str {
        self.names().0
    }

    /// Its name in Japanese.
    ///
    /// ```
    /// assert_eq!(hupai::scoring::Yaku::Riichi.japanese(), "立直");
    /// ```
    pub const fn japanese(self) -> &'static str {
        self.names().1
    }

    /// Whether it is a yakuman.
    ///
    /// ```
    /// assert!(hupai::scoring::Yaku::Tenhou.is_yakuman());
    /// ```
    pub const fn is_yakuman(self) -> bool {
        self as u8 >= Yaku::Kokushi as u8
    }

    const fn names(self) -> (&'static str, &'static str) {
        use Yaku::*;
        match self {
            Riichi => ("riichi", "立直"),
            DoubleRiichi => ("double riichi", "両立直"),
            Ippatsu => ("ippatsu", "一発"),
            MenzenTsumo => ("menzen tsumo", "門前清自摸和"),
            Pinfu => ("pinfu", "平和"),
            Iipeikou => ("iipeikou", "一盃口"),
            Tanyao => ("tanyao", "断幺九"),
            Haku => ("haku", "白"),
            Hatsu => ("hatsu", "發"),
            Chun => ("chun", "中"),
            SeatWind => ("seat wind", "自風牌"),
            RoundWind => ("round wind", "場風牌"),
            Haitei => ("haitei", "海底摸月"),
            Houtei => ("houtei", "河底撈魚"),
            Rinshan => ("rinshan kaihou", "嶺上開花"),
            Chankan => ("chankan", "搶槓"),
            Chiitoitsu => ("chiitoitsu", "七対子"),
            Chanta => ("chanta", "混全帯幺九"),
            Ittsu => ("ittsu", "一気通貫"),
            SanshokuDoujun => ("sanshoku doujun", "三色同順"),
            SanshokuDoukou => ("sanshoku doukou", "三色同刻"),
            Sanankou => ("sanankou", "三暗刻"),
            Sankantsu => ("sankantsu", "三槓子"),
            Toitoi => ("toitoi", "対々和"),
            Honroutou => ("honroutou", "混老頭"),
            Shousangen => ("shousangen", "小三元"),
            Honitsu => ("honitsu", "混一色"),
            Junchan => ("junchan", "純全帯幺九"),
            Ryanpeikou => ("ryanpeikou", "二盃口"),
            Chinitsu => ("chinitsu", "清一色"),
            Renhou => ("renhou", "人和"),
            Kokushi => ("kokushi musou", "国士無双"),
            Kokushi13 => ("kokushi musou 13-sided", "国士無双十三面"),
            Suuankou => ("suuankou", "四暗刻"),
            SuuankouTanki => ("suuankou tanki", "四暗刻単騎"),
            Daisangen => ("daisangen", "大三元"),
            Shousuushii => ("shousuushii", "小四喜"),
            Daisuushii => ("daisuushii", "大四喜"),
            Tsuuiisou => ("tsuuiisou", "字一色"),
            Chinroutou => ("chinroutou", "清老頭"),
            Ryuuiisou => ("ryuuiisou", "緑一色"),
            Chuuren => ("chuuren poutou", "九蓮宝燈"),
            JunseiChuuren => ("junsei chuuren poutou", "純正九蓮宝燈"),
            Suukantsu => ("suukantsu", "四槓子"),
            Tenhou => ("tenhou", "天和"),
            Chiihou => ("chiihou", "地和"),
            RenhouYakuman => ("renhou (yakuman)", "人和"),
        }
    }
}

impl fmt::Display for Yaku {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A yaku and the han it gives this hand (13 a yakuman multiple).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Counted {
    /// The yaku.
    pub yaku: Yaku,
    /// Its han here (open hands count some less; a double yakuman 26).
    pub han: u8,
}

/// The most yaku one hand can have at once, with room to spare.
const MOST_YAKU: usize = 24;

/// The yaku of a hand: a short list kept inline.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct YakuList {
    items: [Counted; MOST_YAKU],
    len: u8,
}

impl Default for YakuList {
    fn default() -> YakuList {
        YakuList {
            items: [Counted {
                yaku: Yaku::Riichi,
                han: 0,
            }; MOST_YAKU],
            len: 0,
        }
    }
}

impl YakuList {
    /// The yaku, in the order of [`Yaku`].
    ///
    /// ```
    /// use hupai::{Engine, scoring::{Situation, Yaku}};
    /// let score = Engine::riichi().score_riichi(&"234567m22p345s789s".parse()?, &Situation::tsumo("7s".parse()?))?;
    /// assert_eq!(score.yaku.iter().map(|c| c.yaku).collect::<Vec<_>>(), [Yaku::MenzenTsumo]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = &Counted> + '_ {
        self.items[..usize::from(self.len)].iter()
    }

    /// How many.
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether there are none: a hand of winning shape that may not win.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether `yaku` is among them.
    pub fn contains(&self, yaku: Yaku) -> bool {
        self.iter().any(|c| c.yaku == yaku)
    }

    /// The han of all of them.
    pub fn han(&self) -> u32 {
        self.iter().map(|c| u32::from(c.han)).sum()
    }

    fn push(&mut self, yaku: Yaku, han: u8) {
        if han > 0 && usize::from(self.len) < MOST_YAKU {
            self.items[usize::from(self.len)] = Counted { yaku, han };
            self.len += 1;
        }
    }

    fn push_if(&mut self, condition: bool, yaku: Yaku, han: u8) {
        if condition {
            self.push(yaku, han);
        }
    }

    /// Puts them in the order of [`Yaku`].
    pub(crate) fn sort(&mut self) {
        self.items[..usize::from(self.len)].sort_unstable_by_key(|c| c.yaku);
    }

    /// Keeps the yakuman alone, if there are any.
    pub(crate) fn yakuman_only(&mut self) -> bool {
        let mut kept = YakuList::default();
        for counted in self.iter().filter(|c| c.yaku.is_yakuman()) {
            kept.push(counted.yaku, counted.han);
        }
        let any = !kept.is_empty();
        if any {
            *self = kept;
        }
        any
    }
}

/// What every split of one hand shares: the situation, the options, the tiles.
pub(crate) struct Context<'a> {
    pub(crate) situation: &'a Situation,
    pub(crate) rules: &'a RiichiRules,
    /// No meld was called (concealed kongs keep a hand closed).
    pub(crate) closed: bool,
    /// No meld at all, not even a concealed kong.
    pub(crate) no_melds: bool,
    /// Every tile of the hand and melds, by kind (a kong four).
    pub(crate) all: [u8; KINDS],
    /// Bit `id` set for each kind held.
    pub(crate) present: u64,
    /// Bits 0-2: man, pin, sou held; bit 3: honours held.
    pub(crate) suits: u8,
    /// Dora, ura-dora (with riichi) and red fives held: counted once for every split.
    pub(crate) dora: [u8; 3],
}

/// The suits held as bits (0-2 man, pin, sou; 3 honours) of kinds held `present`.
pub(crate) fn suits_of(present: u64) -> u8 {
    let suit = |s: u32| u8::from(present >> (9 * s) & 0x1ff != 0) << s;
    suit(0) | suit(1) | suit(2) | u8::from(present >> 27 != 0) << 3
}

const WHITE: usize = 31;
const GREEN: usize = 32;
const RED: usize = 33;

impl Context<'_> {
    /// Whether every kind held is among `kinds`.
    fn tiles_all(&self, kinds: u64) -> bool {
        self.present & !kinds == 0
    }

    /// The han of a yaku that counts less open: `closed` han closed, one less open.
    fn han(&self, closed: u8) -> u8 {
        if self.closed { closed } else { closed - 1 }
    }

    /// The yaku of the moment of winning (riichi, tsumo, last tile…).
    pub(crate) fn situational(&self, list: &mut YakuList) {
        let s = self.situation;
        let tsumo = s.is_tsumo();
        list.push_if(s.declared == Declared::Riichi, Yaku::Riichi, 1);
        list.push_if(s.declared == Declared::DoubleRiichi, Yaku::DoubleRiichi, 2);
        list.push_if(s.ippatsu, Yaku::Ippatsu, 1);
        list.push_if(tsumo && self.closed, Yaku::MenzenTsumo, 1);
        list.push_if(s.last_tile && tsumo, Yaku::Haitei, 1);
        list.push_if(s.last_tile && !tsumo, Yaku::Houtei, 1);
        list.push_if(s.after_kong, Yaku::Rinshan, 1);
        list.push_if(s.robbing_kong, Yaku::Chankan, 1);
        let first = s.first_turn;
        list.push_if(first && tsumo && s.is_dealer(), Yaku::Tenhou, 13);
        list.push_if(first && tsumo && !s.is_dealer(), Yaku::Chiihou, 13);
        let renhou = first && !tsumo;
        list.push_if(
            renhou && self.rules.renhou == Renhou::Mangan,
            Yaku::Renhou,
            5,
        );
        list.push_if(
            renhou && self.rules.renhou == Renhou::Yakuman,
            Yaku::RenhouYakuman,
            13,
        );
    }

    /// The yaku of the tiles alone, whatever the split: all simples, one suit, only
    /// terminals and honours, and the yakuman of that kind.
    pub(crate) fn of_tiles(&self, list: &mut YakuList) {
        let tanyao = self.tiles_all(classes::SIMPLES) && (self.closed || self.rules.open_tanyao);
        list.push_if(tanyao, Yaku::Tanyao, 1);
        let number_suits = (self.suits & 0b111).count_ones();
        let honours = self.suits & 0b1000 != 0;
        list.push_if(number_suits == 1 && !honours, Yaku::Chinitsu, self.han(6));
        list.push_if(number_suits == 1 && honours, Yaku::Honitsu, self.han(3));
        let orphans = self.tiles_all(classes::ORPHANS);
        list.push_if(orphans && honours && number_suits > 0, Yaku::Honroutou, 2);
        list.push_if(number_suits == 0, Yaku::Tsuuiisou, 13);
        list.push_if(orphans && !honours, Yaku::Chinroutou, 13);
        list.push_if(self.tiles_all(classes::GREENS), Yaku::Ryuuiisou, 13);
    }

    /// Yakuman multiples as the rules count them: 2 for a double, 1 without doubles.
    fn double(&self) -> u8 {
        if self.rules.double_yakuman { 26 } else { 13 }
    }

    /// Thirteen orphans: single or thirteen-sided.
    pub(crate) fn thirteen_orphans(&self, wait: Wait, list: &mut YakuList) {
        match wait {
            Wait::ThirteenSided => list.push(Yaku::Kokushi13, self.double()),
            _ => list.push(Yaku::Kokushi, 13),
        }
    }

    /// Seven pairs.
    pub(crate) fn seven_pairs(&self, list: &mut YakuList) {
        list.push(Yaku::Chiitoitsu, 2);
    }

    /// The yaku of a standard split that do not depend on where the winning tile
    /// went: runs, triplets, honours, outside hands, nine gates.
    pub(crate) fn standard(&self, shape: &SplitShape, list: &mut YakuList) {
        self.peikou(shape, list);
        self.honour_sets(shape, list);
        self.outside(shape, list);
        let runs = shape.runs;
        let ittsu = (0..3).any(|suit| runs >> (9 * suit) & 0b1001001 == 0b1001001);
        let sanshoku = runs & runs >> 9 & runs >> 18 & 0x7f != 0;
        list.push_if(ittsu, Yaku::Ittsu, self.han(2));
        list.push_if(sanshoku, Yaku::SanshokuDoujun, self.han(2));
        let triplets = shape.triplets;
        list.push_if(shape.triplet_count == 4, Yaku::Toitoi, 2);
        list.push_if(
            triplets & triplets >> 9 & triplets >> 18 & 0x1ff != 0,
            Yaku::SanshokuDoukou,
            2,
        );
        list.push_if(shape.kongs == 3, Yaku::Sankantsu, 2);
        list.push_if(shape.kongs == 4, Yaku::Suukantsu, 13);
        if self.no_melds && self.nine_gates() {
            let winning = self.situation.winning_tile.id();
            let suit = winning / 9 * 9;
            let mut before = self.all;
            before[winning] -= 1;
            let junsei = (0..9).all(|r| before[suit + r] == [3, 1, 1, 1, 1, 1, 1, 1, 3][r]);
            match junsei {
                true => list.push(Yaku::JunseiChuuren, self.double()),
                false => list.push(Yaku::Chuuren, 13),
            }
        }
    }

    /// The yaku that depend on the set the winning tile completed: pinfu, and the
    /// concealed triplets (a triplet completed by ron is not concealed).
    pub(crate) fn of_wait(
        &self,
        pinfu: bool,
        concealed_triplets: u32,
        wait: Wait,
        list: &mut YakuList,
    ) {
        list.push_if(pinfu, Yaku::Pinfu, 1);
        list.push_if(concealed_triplets == 3, Yaku::Sanankou, 2);
        if concealed_triplets == 4 {
            match wait {
                Wait::Single => list.push(Yaku::SuuankouTanki, self.double()),
                _ => list.push(Yaku::Suuankou, 13),
            }
        }
    }

    /// Iipeikou and ryanpeikou: identical runs, closed hands only.
    fn peikou(&self, shape: &SplitShape, list: &mut YakuList) {
        if !self.closed {
            return;
        }
        let pairs = shape.identical_runs;
        list.push_if(pairs == 1, Yaku::Iipeikou, 1);
        list.push_if(pairs >= 2, Yaku::Ryanpeikou, 3);
    }

    /// Dragons and winds: yakuhai, shousangen, daisangen, the four winds.
    fn honour_sets(&self, shape: &SplitShape, list: &mut YakuList) {
        let triplets = shape.triplets;
        if triplets >> 27 == 0 && shape.pair < 27 {
            return;
        }
        let of = |id: usize| triplets >> id & 1 != 0;
        let (seat, round) = (
            self.situation.seat_wind.tile().id(),
            self.situation.round_wind.tile().id(),
        );
        list.push_if(of(WHITE), Yaku::Haku, 1);
        list.push_if(of(GREEN), Yaku::Hatsu, 1);
        list.push_if(of(RED), Yaku::Chun, 1);
        list.push_if(of(seat), Yaku::SeatWind, 1);
        list.push_if(of(round), Yaku::RoundWind, 1);
        let dragons = (triplets >> WHITE).count_ones();
        let dragon_pair = (WHITE..=RED).contains(&shape.pair);
        list.push_if(dragons == 2 && dragon_pair, Yaku::Shousangen, 2);
        list.push_if(dragons == 3, Yaku::Daisangen, 13);
        let winds = (triplets >> 27 & 0b1111).count_ones();
        let wind_pair = (27..31).contains(&shape.pair);
        list.push_if(winds == 3 && wind_pair, Yaku::Shousuushii, 13);
        list.push_if(winds == 4, Yaku::Daisuushii, self.double());
    }

    /// Chanta and junchan: a terminal or honour in every set and the pair, a run
    /// among the sets (without one the hand is honroutou).
    fn outside(&self, shape: &SplitShape, list: &mut YakuList) {
        // Runs starting on 1 or 7; triplets of terminals and honours.
        const OUTSIDE_RUNS: u64 = 0b1000001 << 18 | 0b1000001 << 9 | 0b1000001;
        let outside = shape.runs & !OUTSIDE_RUNS == 0 && shape.triplets & classes::SIMPLES == 0;
        if shape.runs == 0 || !outside || classes::SIMPLES >> shape.pair & 1 != 0 {
            return;
        }
        let honours = self.suits & 0b1000 != 0;
        list.push_if(honours, Yaku::Chanta, self.han(2));
        list.push_if(!honours, Yaku::Junchan, self.han(3));
    }

    /// Whether the hand is nine gates' tiles: one suit, 1112345678999 and one more.
    fn nine_gates(&self) -> bool {
        let Some(suit) = (0..3).find(|&s| self.suits == 1 << s) else {
            return false;
        };
        let counts = &self.all[suit * 9..suit * 9 + 9];
        counts[0] >= 3 && counts[8] >= 3 && counts[1..8].iter().all(|&n| n >= 1)
    }
}

/// A standard split read as bits, once for all its winning sets.
pub(crate) struct SplitShape {
    /// Bit `id` for each run starting at kind `id`.
    pub(crate) runs: u64,
    /// Bit `id` for each triplet or kong of kind `id`.
    pub(crate) triplets: u64,
    /// Triplets and kongs.
    pub(crate) triplet_count: u32,
    /// Kongs.
    pub(crate) kongs: u32,
    /// Pairs of identical runs (2: ryanpeikou).
    pub(crate) identical_runs: u32,
    /// The pair's kind.
    pub(crate) pair: usize,
}

impl SplitShape {
    pub(crate) fn of(sets: &[Set; 4], pair: Tile) -> SplitShape {
        let (mut runs, mut triplets, mut kongs) = (0u64, 0u64, 0);
        let mut identical_runs = 0;
        let mut unmatched = 0u64;
        for set in sets {
            let bit = 1u64 << set.tile.id();
            match set.kind {
                SetKind::Run => {
                    // A run matching an earlier one not yet matched makes a pair.
                    if unmatched & bit != 0 {
                        identical_runs += 1;
                    }
                    unmatched ^= bit;
                    runs |= bit;
                }
                SetKind::Triplet => triplets |= bit,
                SetKind::Kong => {
                    triplets |= bit;
                    kongs += 1;
                }
            }
        }
        SplitShape {
            runs,
            triplets,
            triplet_count: triplets.count_ones(),
            kongs,
            identical_runs,
            pair: pair.id(),
        }
    }
}
