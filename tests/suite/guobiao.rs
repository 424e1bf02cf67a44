//! 国标 scoring, by hand: a case for each of the 81 fans and 明暗杠, and for the rules'
//! principles (不计, 套算一次, 不拆, the 8-fan minimum without flowers), each with the
//! fans the rules give. Every case was checked against PyPI `pymahjonggb` (the
//! ChineseOfficialMahjongHelper calculator), as `python/tests/guobiao_peers.py` checks
//! random hands. Then the errors, impossible situations and ugly hands.

use std::collections::BTreeSet;

use hupai::Engine;
use hupai::error::{ScoreError, SituationError};
use hupai::rules::Rules;
use hupai::scoring::guobiao::{Fan, FanScore, Reading};
use hupai::scoring::{Situation, WinBy};

/// A hand-written case: what it shows, the melds (a concealed kong in parentheses),
/// the concealed tiles with the winning tile, the winning tile, the moment in words,
/// the fans as `Fans` prints them, and the total with flowers.
struct Case {
    what: &'static str,
    melds: &'static str,
    hand: &'static str,
    win: &'static str,
    moment: &'static str,
    fans: &'static str,
    total: u16,
}

const fn case(
    what: &'static str,
    melds: &'static str,
    hand: &'static str,
    win: &'static str,
    moment: &'static str,
    fans: &'static str,
    total: u16,
) -> Case {
    Case {
        what,
        melds,
        hand,
        win,
        moment,
        fans,
        total,
    }
}

#[rustfmt::skip]
const CASES: &[Case] = &[
    case("大四喜", "", "111222333444z55m", "5m", "ron", "大四喜 88, 四暗刻 64, 混一色 6, 单钓将 1", 159),
    case("大三元", "", "555666777z123m99p", "9p", "ron", "大三元 88, 三暗刻 16, 全带幺 4, 门前清 2, 缺一门 1, 单钓将 1", 112),
    case("绿一色", "", "223344666888s66z", "6z", "ron", "绿一色 88, 门前清 2, 双暗刻 2, 一般高 1, 单钓将 1", 94),
    case("九莲宝灯 won on 9", "", "11123456789999m", "9m", "ron", "九莲宝灯 88, 清龙 16, 四归一 2", 106),
    case("九莲宝灯 won on 5", "", "11123455678999m", "5m", "tsumo", "九莲宝灯 88, 双暗刻 2, 幺九刻 1, 自摸 1", 92),
    case("四杠", "1111m 2222p 3333s (4444z)", "55z", "5z", "ron", "四杠 88, 三色三节高 8, 五门齐 6, 幺九刻 1 ×2", 104),
    case("连七对", "", "22334455667788p", "8p", "tsumo", "连七对 88, 断幺 2, 自摸 1", 91),
    case("十三幺", "", "19m19p19s1234567z1m", "1m", "ron", "十三幺 88", 88),
    case("清幺九", "", "111999m111999p11s", "1s", "ron", "清幺九 64, 四暗刻 64, 单钓将 1", 129),
    case("小四喜", "", "111222333z44z123m", "4z", "ron", "小四喜 64, 三暗刻 16, 混一色 6, 全带幺 4, 圈风刻 2, 门风刻 2, 门前清 2, 单钓将 1", 97),
    case("小三元", "", "555666z77z123m456p", "4p", "ron", "小三元 64, 门前清 2, 双暗刻 2, 缺一门 1", 69),
    case("字一色", "", "111222333z555z77z", "7z", "tsumo", "字一色 64, 四暗刻 64, 三风刻 12, 箭刻 2, 圈风刻 2, 门风刻 2, 单钓将 1, 自摸 1", 148),
    case("四暗刻", "", "111m222p333s444z55z", "5z", "tsumo", "四暗刻 64, 三色三节高 8, 五门齐 6, 幺九刻 1 ×2, 单钓将 1, 自摸 1", 82),
    case("一色双龙会", "", "11223355778899m", "5m", "ron", "一色双龙会 64, 门前清 2, 单钓将 1", 67),
    case("一色四同顺", "", "111122223333m55p", "5p", "ron", "一色四同顺 48, 门前清 2, 平和 2, 缺一门 1, 单钓将 1", 54),
    case("一色四节高", "", "111222333444m55p", "5p", "ron", "四暗刻 64, 一色四节高 48, 幺九刻 1, 缺一门 1, 无字 1, 单钓将 1", 116),
    case("一色四步高", "", "122333444556m55p", "6m", "ron", "一色四步高 32, 门前清 2, 平和 2, 缺一门 1", 37),
    case("三杠", "1111m 2222p (3333s)", "456s55z", "5z", "ron", "三杠 32, 三色三节高 8, 幺九刻 1, 单钓将 1", 42),
    case("混幺九", "", "111m999p111s11122z", "2z", "ron", "四暗刻 64, 混幺九 32, 圈风刻 2, 门风刻 2, 双同刻 2, 单钓将 1", 103),
    case("七对", "", "1133m5577p22s1144z", "4z", "ron", "七对 24", 24),
    case("七星不靠", "", "147m25p36s1234567z", "7z", "ron", "七星不靠 24", 24),
    case("全双刻", "", "222444m666p888s22p", "2p", "ron", "四暗刻 64, 全双刻 24, 单钓将 1", 89),
    case("清一色", "", "12334556778999m", "1m", "ron", "一色四步高 32, 清一色 24, 门前清 2, 平和 2", 60),
    case("一色三同顺", "123m", "112233m456p55s", "5s", "ron", "一色三同顺 24, 平和 2, 单钓将 1", 27),
    case("一色三节高", "111m", "222333m456p55s", "5s", "ron", "一色三节高 24, 双暗刻 2, 幺九刻 1, 无字 1, 单钓将 1", 29),
    case("全大", "", "777888999m789p99s", "9s", "ron", "一色三节高 24, 全大 24, 三暗刻 16, 门前清 2, 幺九刻 1, 单钓将 1", 68),
    case("全中", "", "444555666m456p55s", "5s", "ron", "一色三同顺 24, 全中 24, 全带五 16, 门前清 2, 平和 2, 喜相逢 1, 单钓将 1", 70),
    case("全小", "", "111222333m123p11s", "1s", "ron", "一色三节高 24, 全小 24, 三暗刻 16, 门前清 2, 幺九刻 1, 单钓将 1", 68),
    case("清龙", "", "123456789m111s22p", "2p", "ron", "清龙 16, 门前清 2, 幺九刻 1, 无字 1, 单钓将 1", 21),
    case("三色双龙会", "", "123789m123789p55s", "5s", "ron", "三色双龙会 16, 门前清 2, 单钓将 1", 19),
    case("一色三步高", "", "123234345m789p11s", "1s", "ron", "一色三步高 16, 门前清 2, 平和 2, 单钓将 1", 21),
    case("全带五", "", "345m456p567s555m55s", "5s", "ron", "全带五 16, 三色三步高 6, 门前清 2, 四归一 2", 26),
    case("三同刻", "", "222m222p222s456m99s", "9s", "ron", "三同刻 16, 三暗刻 16, 门前清 2, 无字 1, 单钓将 1", 36),
    case("三暗刻", "", "111m222p333s456m99s", "9s", "tsumo", "三暗刻 16, 三色三节高 8, 不求人 4, 幺九刻 1, 无字 1, 单钓将 1", 31),
    case("全不靠 with 组合龙", "", "147m258p369s12345z", "5z", "ron", "全不靠 12, 组合龙 12", 24),
    case("全不靠", "", "147m258p36s123456z", "6z", "ron", "全不靠 12", 12),
    case("组合龙", "", "147m258p369s123m55p", "5p", "ron", "组合龙 12, 门前清 2, 平和 2, 单钓将 1", 17),
    case("组合龙 beside a meld", "111z", "147m258p369s55p", "5p", "ron", "组合龙 12, 圈风刻 2, 门风刻 2, 单钓将 1", 17),
    case("大于五", "", "678m789p66s789s999m", "9m", "ron", "大于五 12, 门前清 2, 喜相逢 1, 幺九刻 1", 16),
    case("小于五", "", "123m234p44s234s111m", "1m", "ron", "小于五 12, 门前清 2, 四归一 2, 喜相逢 1, 幺九刻 1", 18),
    case("三风刻", "", "111222333z123m55p", "5p", "ron", "三暗刻 16, 三风刻 12, 圈风刻 2, 门风刻 2, 门前清 2, 缺一门 1, 单钓将 1", 36),
    case("花龙", "", "123m456p789s111z22s", "2s", "ron", "花龙 8, 圈风刻 2, 门风刻 2, 门前清 2, 单钓将 1", 15),
    case("推不倒", "", "123345999p456s55z", "5z", "ron", "推不倒 8, 门前清 2, 幺九刻 1, 单钓将 1", 12),
    case("三色三同顺", "", "123m123p123s456m99p", "9p", "ron", "三色三同顺 8, 门前清 2, 平和 2, 连六 1, 单钓将 1", 14),
    case("三色三节高", "", "333m444p555s123m99p", "9p", "ron", "三暗刻 16, 三色三节高 8, 门前清 2, 四归一 2, 无字 1, 单钓将 1", 30),
    case("无番和", "234m 678p", "345777s55z", "3s", "ron", "无番和 8", 8),
    case("妙手回春", "234m 678p", "345777s55z", "3s", "tsumo last_tile", "妙手回春 8", 8),
    case("海底捞月", "234m 678p", "345777s55z", "3s", "ron last_tile", "海底捞月 8", 8),
    case("杠上开花", "2222m 678p", "345777s55z", "3s", "tsumo after_kong", "杠上开花 8, 明杠 1", 9),
    case("抢杠和", "234m 678p", "345777s55z", "3s", "ron robbing_kong", "抢杠和 8", 8),
    case("碰碰和", "222m 555p", "777s999m11z", "1z", "ron seat=south", "碰碰和 6, 双暗刻 2, 幺九刻 1, 单钓将 1", 10),
    case("混一色", "", "123345678m111z55z", "5z", "ron", "混一色 6, 圈风刻 2, 门风刻 2, 门前清 2, 连六 1, 单钓将 1", 14),
    case("三色三步高", "", "123m234p345s678m99s", "9s", "ron", "三色三步高 6, 门前清 2, 平和 2, 单钓将 1", 11),
    case("五门齐", "", "123m456p789s111z55z", "5z", "ron seat=south", "花龙 8, 五门齐 6, 圈风刻 2, 门前清 2, 单钓将 1", 19),
    case("全求人", "123m 456p 789s 222z", "55z", "5z", "ron", "花龙 8, 五门齐 6, 全求人 6, 幺九刻 1", 21),
    case("双暗杠", "(1111m) (2222p)", "456s789m55z", "5z", "ron", "双暗杠 6, 门前清 2, 幺九刻 1, 单钓将 1", 10),
    case("双箭刻", "", "555666z123m456p99s", "9s", "ron", "双箭刻 6, 门前清 2, 双暗刻 2, 单钓将 1", 11),
    case("明暗杠", "(1111m) 2222p", "456s789m55z", "5z", "ron", "明暗杠 5, 幺九刻 1, 单钓将 1", 7),
    case("全带幺", "", "123m789p111s999m11z", "1z", "ron seat=south", "全带幺 4, 门前清 2, 双暗刻 2, 幺九刻 1 ×2, 单钓将 1", 11),
    case("不求人", "", "123m456p789s234m55s", "5s", "tsumo", "花龙 8, 不求人 4, 平和 2, 单钓将 1", 15),
    case("双明杠", "1111m 2222p", "456s789m55z", "5z", "ron", "双明杠 4, 幺九刻 1, 单钓将 1", 6),
    case("和绝张", "234m 678p", "345777s55z", "3s", "ron last_of_kind", "和绝张 4", 4),
    case("箭刻", "", "123m456p789s777z55s", "5s", "ron", "花龙 8, 箭刻 2, 门前清 2, 单钓将 1", 13),
    case("圈风刻 and 门风刻", "", "123m456p789s222z55s", "5s", "ron seat=south round=south", "花龙 8, 圈风刻 2, 门风刻 2, 门前清 2, 单钓将 1", 15),
    case("门风刻", "", "123m456p789s333z55s", "5s", "ron seat=west round=south", "花龙 8, 门风刻 2, 门前清 2, 单钓将 1", 13),
    case("门前清", "", "123m456p789s234m55s", "5s", "ron", "花龙 8, 门前清 2, 平和 2, 单钓将 1", 13),
    case("平和", "", "123m456p789s234m55s", "2m", "ron", "花龙 8, 门前清 2, 平和 2", 12),
    case("四归一", "", "123m345m456p789s33m", "3m", "ron", "花龙 8, 门前清 2, 平和 2, 四归一 2", 14),
    case("双同刻", "", "222m222p456s789m55s", "5s", "ron", "门前清 2, 双同刻 2, 双暗刻 2, 无字 1, 嵌张 1", 8),
    case("双暗刻", "", "222m444p456s789m55s", "6s", "ron", "门前清 2, 双暗刻 2, 无字 1", 5),
    case("暗杠", "(4444s)", "123m456p678s55m", "5m", "ron", "门前清 2, 暗杠 2, 无字 1, 单钓将 1", 6),
    case("断幺", "234m", "234p456s678m55s", "5s", "ron", "平和 2, 断幺 2, 喜相逢 1, 嵌张 1", 6),
    case("一般高", "", "123123m456p789s55s", "5s", "ron", "花龙 8, 门前清 2, 平和 2, 一般高 1, 单钓将 1", 14),
    case("喜相逢", "", "123m123p456s789m55s", "5s", "ron", "花龙 8, 门前清 2, 平和 2, 喜相逢 1, 嵌张 1", 14),
    case("连六", "", "123456m234p789p55s", "5s", "ron", "门前清 2, 平和 2, 连六 1, 单钓将 1", 6),
    case("老少副", "", "123789m456p345s55s", "5s", "ron", "门前清 2, 平和 2, 老少副 1", 5),
    case("幺九刻", "", "111m456p789s456m55s", "5s", "ron", "门前清 2, 喜相逢 1, 幺九刻 1, 无字 1, 单钓将 1", 6),
    case("明杠", "1111m", "456p789s456m55s", "5s", "ron", "喜相逢 1, 幺九刻 1, 明杠 1, 无字 1, 单钓将 1", 5),
    case("缺一门", "", "123m456m789p234p55p", "5p", "ron", "门前清 2, 平和 2, 连六 1, 缺一门 1", 6),
    case("无字", "", "123m456p789s234m55s", "4m", "ron", "花龙 8, 门前清 2, 平和 2", 12),
    case("边张", "", "12m456p789s234m55s3m", "3m", "ron", "花龙 8, 门前清 2, 平和 2, 边张 1", 13),
    case("嵌张", "", "123m456p789s567m55s", "2m", "ron", "花龙 8, 门前清 2, 平和 2, 嵌张 1", 13),
    case("单钓将", "", "123m456p789s234m5s5s", "5s", "ron", "花龙 8, 门前清 2, 平和 2, 单钓将 1", 13),
    case("自摸", "234m", "456p789s234m55s", "5s", "tsumo", "平和 2, 一般高 1, 单钓将 1, 自摸 1", 5),
    case("花牌", "", "123m456p789s234m55s", "5s", "ron flowers=3", "花龙 8, 门前清 2, 平和 2, 单钓将 1, 花牌 1 ×3", 16),
    case("不计: 大四喜 leaves out 碰碰和, 圈风刻, 门风刻, 幺九刻", "", "111222333444z55m", "5m", "tsumo seat=south round=west", "大四喜 88, 四暗刻 64, 混一色 6, 单钓将 1, 自摸 1", 160),
    case("不计: 四暗刻 by 自摸 is 自摸, not 不求人", "", "111m222p333s444s55z", "5z", "tsumo", "四暗刻 64, 三色三节高 8, 幺九刻 1, 单钓将 1, 自摸 1", 75),
    case("四暗刻 won by discard on a pung: 三暗刻", "", "111m222p333s444s55z", "4s", "ron", "三暗刻 16, 三色三节高 8, 碰碰和 6, 门前清 2, 幺九刻 1", 33),
    case("套算一次: 234567s234567p", "", "234567s234567p55m", "5m", "ron", "门前清 2, 平和 2, 断幺 2, 喜相逢 1 ×2, 连六 1, 单钓将 1", 10),
    case("套算一次: 234s223344567p", "", "234s223344567p55m", "5m", "ron", "门前清 2, 平和 2, 断幺 2, 一般高 1, 喜相逢 1, 连六 1, 单钓将 1", 10),
    case("三风刻 leaves out its 幺九刻", "", "111222333z99m123p", "9m", "ron seat=south round=east", "三暗刻 16, 三风刻 12, 全带幺 4, 圈风刻 2, 门风刻 2, 门前清 2, 缺一门 1, 单钓将 1", 40),
    case("七对 or 一般高 ×2", "", "112233m445566p77s", "7s", "ron", "七对 24, 无字 1", 25),
    case("不拆: 一色三同顺 over 三暗刻", "", "111222333m789p55s", "5s", "tsumo", "一色三节高 24, 三暗刻 16, 不求人 4, 幺九刻 1, 无字 1, 单钓将 1", 47),
    case("四归一 twice", "", "111123m444456p99s", "9s", "ron", "门前清 2, 四归一 2 ×2, 双暗刻 2, 幺九刻 1, 无字 1, 单钓将 1", 11),
    case("三杠 with 三暗刻", "(1111m) (2222p) (3333s)", "456s55z", "5z", "tsumo", "三杠 32, 三暗刻 16, 三色三节高 8, 不求人 4, 幺九刻 1, 单钓将 1", 62),
    case("四杠 leaves out 单钓将", "1111m 2222p (3333s) (4444z)", "55z", "5z", "tsumo", "四杠 88, 三色三节高 8, 五门齐 6, 双暗刻 2, 幺九刻 1 ×2, 自摸 1", 107),
    case("全求人 leaves out 单钓将", "123m 456p 789s 222m", "55s", "5s", "ron", "花龙 8, 全求人 6, 四归一 2, 无字 1", 17),
    case("清一色 leaves out 缺一门 and 无字", "", "11122233345699m", "9m", "ron", "清一色 24, 一色三节高 24, 三暗刻 16, 门前清 2, 幺九刻 1, 单钓将 1", 68),
    case("no wait fan when two kinds complete", "", "234555m456p789s99m", "5m", "ron", "门前清 2, 无字 1", 3),
    case("和绝张 from three in the melds", "222m", "123m345s777s55z", "2m", "ron", "和绝张 4, 四归一 2, 缺一门 1, 嵌张 1", 8),
    case("flowers do not count toward the minimum", "234m 678p", "345777s55z", "3s", "ron flowers=8", "无番和 8, 花牌 1 ×8", 16),
];

/// A situation from words: `ron` or `tsumo`, `seat=W`, `round=W`, `flowers=N`,
/// `last_of_kind`, `last_tile`, `after_kong`, `robbing_kong`.
fn situation(win: &str, words: &str) -> Situation {
    let tile = win.parse().expect("a tile");
    let mut situation = Situation::ron(tile);
    for word in words.split_whitespace() {
        let (key, value) = word.split_once('=').unwrap_or((word, ""));
        match key {
            "ron" => {}
            "tsumo" => situation.win_by = WinBy::Tsumo,
            "seat" => situation.seat_wind = value.parse().expect("a wind"),
            "round" => situation.round_wind = value.parse().expect("a wind"),
            "flowers" => situation.flowers = value.parse().expect("a count"),
            "last_of_kind" => situation.last_of_kind = true,
            "last_tile" => situation.last_tile = true,
            "after_kong" => situation.after_kong = true,
            "robbing_kong" => situation.robbing_kong = true,
            _ => panic!("unknown word {word}"),
        }
    }
    situation
}

/// The score of a case.
fn score_of(melds: &str, hand: &str, win: &str, moment: &str) -> Result<FanScore, ScoreError> {
    let mut engine = Engine::guobiao();
    if !melds.is_empty() {
        engine = engine
            .with_melds(&melds.parse().expect("melds"))
            .expect("melds");
    }
    engine.score_guobiao(&hand.parse().expect("a hand"), &situation(win, moment))
}

#[test]
fn every_case_counts_the_fans_the_rules_give() {
    for case in CASES {
        let score = score_of(case.melds, case.hand, case.win, case.moment)
            .unwrap_or_else(|e| panic!("{}: {e}", case.what));
        assert_eq!(score.fans.to_string(), case.fans, "{}", case.what);
        assert_eq!(score.total, case.total, "{}", case.what);
        assert_eq!(score.fans.total(), score.total, "{}", case.what);
        assert_eq!(score.fan_total + u16::from(score.flowers), score.total);
        assert_eq!(score.is_legal(), score.fan_total >= 8, "{}", case.what);
        // The reading prints, and every face gets the same from the same hand.
        assert!(!score.reading.to_string().is_empty());
    }
}

#[test]
fn the_cases_hold_every_fan() {
    let mut seen = BTreeSet::new();
    for case in CASES {
        let score = score_of(case.melds, case.hand, case.win, case.moment).unwrap();
        seen.extend(score.fans.iter().map(|(fan, _)| fan));
    }
    let missing: Vec<Fan> = Fan::ALL.into_iter().filter(|f| !seen.contains(f)).collect();
    assert!(missing.is_empty(), "no case holds {missing:?}");
}

#[test]
fn fans_are_numbered_and_named_once_each() {
    let chinese: BTreeSet<&str> = Fan::ALL.iter().map(|f| f.chinese()).collect();
    let english: BTreeSet<&str> = Fan::ALL.iter().map(|f| f.english()).collect();
    assert_eq!((chinese.len(), english.len()), (82, 82));
    for (index, fan) in Fan::ALL.iter().enumerate() {
        assert_eq!(usize::from(fan.number()), index + 1);
        assert_eq!(Fan::from_number(fan.number()), Some(*fan));
    }
    assert_eq!((Fan::from_number(0), Fan::from_number(83)), (None, None));
    // Highest value first, as the rulebook lists them.
    assert!(Fan::ALL.windows(2).all(|w| w[0].value() >= w[1].value()));
    let values: BTreeSet<u8> = Fan::ALL.iter().map(|f| f.value()).collect();
    assert_eq!(
        values.into_iter().collect::<Vec<_>>(),
        [1, 2, 4, 5, 6, 8, 12, 16, 24, 32, 48, 64, 88]
    );
}

#[test]
fn readings_say_how_the_hand_was_read() {
    let reading = |melds, hand, win| score_of(melds, hand, win, "ron").unwrap().reading;
    assert_eq!(
        reading("777z", "123456789m99m", "9m").to_string(),
        "123m 456m 789m [777z] 99m"
    );
    assert_eq!(
        reading("", "147m258p369s123m55p", "5p").to_string(),
        "147m 258p 369s 123m 55p"
    );
    assert_eq!(reading("", "1133m5577p22s1144z", "4z"), Reading::SevenPairs);
    assert_eq!(
        reading("", "147m258p369s12345z", "5z"),
        Reading::HonoursAndKnitted
    );
    assert_eq!(
        reading("", "19m19p19s1234567z1m", "1m"),
        Reading::ThirteenOrphans
    );
    assert_eq!(reading("", "11123456789999m", "9m"), Reading::NineGates);
    // A concealed kong prints in parentheses, a called one in brackets.
    assert_eq!(
        reading("(1111m) 2222p", "456s789m55z", "5z").to_string(),
        "789m 456s (1111m) [2222p] 55z"
    );
}

#[test]
fn the_minimum_is_counted_without_flowers() {
    let chicken = score_of("234m 678p", "345777s55z", "3s", "ron").unwrap();
    assert_eq!((chicken.fan_total, chicken.minimum), (8, 8));
    assert!(chicken.is_legal());
    let engine = Engine::guobiao()
        .with_melds(&"234m 678p".parse().unwrap())
        .unwrap();
    let hand = "345777s55z".parse().unwrap();
    assert_eq!(
        engine.is_legal_win(&hand, &situation("3s", "ron flowers=8")),
        Ok(true)
    );
    // 和绝张 alone is 4 fans: eight flowers do not lift it to a legal win.
    let engine = Engine::guobiao()
        .with_melds(&"234m 678p".parse().unwrap())
        .unwrap();
    let short = score_of(
        "234m 678p",
        "345777s55z",
        "3s",
        "ron last_of_kind flowers=8",
    )
    .unwrap();
    assert_eq!((short.fan_total, short.total), (4, 12));
    assert!(!short.is_legal());
    assert_eq!(
        engine.is_legal_win(&hand, &situation("3s", "ron last_of_kind flowers=8")),
        Ok(false)
    );
    // A club playing a lower minimum says so in its rules.
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tables/guobiao.toml"))
        .unwrap();
    let rules = Rules::from_toml(&text.replace("minimum = 8", "minimum = 4")).unwrap();
    let club = Engine::from_rules(rules)
        .unwrap()
        .with_melds(&"234m 678p".parse().unwrap())
        .unwrap();
    assert_eq!(
        club.is_legal_win(&hand, &situation("3s", "ron last_of_kind")),
        Ok(true)
    );
}

#[test]
fn refused_hands_rules_and_situations_are_typed_errors() {
    let refused = |melds, hand, win, moment| score_of(melds, hand, win, moment).unwrap_err();
    assert!(matches!(
        refused("", "123m456p789s11123z", "1m", "ron"),
        ScoreError::NotAWin | ScoreError::Hand(_)
    ));
    assert!(matches!(
        refused("", "123m456p789s1112z", "1m", "ron"),
        ScoreError::NotFourteen { .. }
    ));
    assert!(matches!(
        refused("", "123m456p789s11z", "1m", "ron"),
        ScoreError::NotFourteen { .. }
    ));
    let impossible = |melds, hand, win, moment| match refused(melds, hand, win, moment) {
        ScoreError::Situation(error) => error,
        other => panic!("{other}"),
    };
    let chicken = ("234m 678p", "345777s55z", "3s");
    for (moment, what) in [
        ("ron after_kong", "rinshan"),
        ("tsumo after_kong", "no kong"),
        ("tsumo robbing_kong", "by tsumo"),
        ("ron robbing_kong last_tile", "together"),
    ] {
        let error = impossible(chicken.0, chicken.1, chicken.2, moment);
        assert!(error.to_string().contains(what), "{moment}: {error}");
    }
    // Robbing a kong of a kind held twice, and 和绝张 of a kind held twice.
    let error = impossible("234m 678p", "345777s55z", "7s", "ron robbing_kong");
    assert!(error.to_string().contains("another copy"), "{error}");
    let error = impossible("234m 678p", "345777s55z", "7s", "ron last_of_kind");
    assert!(error.to_string().contains("held twice"), "{error}");
    let error = impossible(chicken.0, chicken.1, chicken.2, "ron flowers=9");
    assert_eq!(error, SituationError::TooManyFlowers { count: 9 });
    let error = impossible(chicken.0, chicken.1, "1m", "ron");
    assert!(matches!(error, SituationError::WinningTileNotHeld { .. }));
    // Riichi's fields and first-turn wins are not 国标's.
    let engine = Engine::guobiao()
        .with_melds(&"234m 678p".parse().unwrap())
        .unwrap();
    let hand = "345777s55z".parse().unwrap();
    let mut riichi = situation("3s", "ron");
    riichi.declared = hupai::scoring::Declared::Riichi;
    assert!(matches!(
        engine.score_guobiao(&hand, &riichi),
        Err(ScoreError::Situation(_))
    ));
    let mut first = situation("3s", "tsumo");
    first.first_turn = true;
    assert!(matches!(
        engine.score_guobiao(&hand, &first),
        Err(ScoreError::Situation(_))
    ));
    // Rules without [guobiao] do not count fans; riichi rules refuse flowers.
    let ron = situation("1m", "ron");
    let orphans = "19m19p19s1234567z1m".parse().unwrap();
    assert!(matches!(
        Engine::riichi().score_guobiao(&orphans, &ron),
        Err(ScoreError::NotScored { .. })
    ));
    assert!(matches!(
        Engine::guobiao().score_riichi(&orphans, &ron),
        Err(ScoreError::NotScored { .. })
    ));
    let mut flowers = ron;
    flowers.flowers = 1;
    assert!(Engine::riichi().score_riichi(&orphans, &flowers).is_err());
}

#[test]
fn bad_guobiao_sections_are_rules_errors() {
    let base = "name = \"club\"\nhand_sizes = [14]\n";
    for (extra, what) in [
        ("[guobiao]\nminimum = 89", "at most 88"),
        ("[guobiao]\nminimum = -1", "minimum"),
        ("[guobiao]\nbase = 1", "unknown field"),
        ("[guobiao]\n[riichi]", "not two"),
    ] {
        let error = Rules::from_toml(&format!("{base}{extra}")).unwrap_err();
        assert!(error.to_string().contains(what), "{extra}: {error}");
    }
    let sizes = Rules::from_toml("name = \"x\"\nhand_sizes = [17]\n[guobiao]").unwrap_err();
    assert!(sizes.to_string().contains("14-tile"), "{sizes}");
}

#[test]
fn ugly_hands_under_every_rule_set_are_fans_or_typed_errors() {
    let hands = [
        "1m",
        "J",
        "JJJJJJJJJJJJJJ",
        "JJJJJJJJJJJJJJJJJ",
        "11122233344455566m",
        "1mJJJJJJJJJJJJJ",
        "123m456p789s11122z",
        "19m19p19s1234567z1m",
        "11112222333344m",
    ];
    for name in hupai::BUILTIN_RULES {
        let engine = Engine::builtin(name).unwrap();
        for text in hands {
            let hand: hupai::Hand = text.parse().unwrap();
            for moment in [
                "ron",
                "tsumo flowers=8",
                "ron last_of_kind",
                "tsumo last_tile",
            ] {
                let situation = situation("1m", moment);
                match engine.score_guobiao(&hand, &situation) {
                    Ok(score) => {
                        assert_eq!(*name, "guobiao");
                        let _ = (
                            score.fans.to_string(),
                            score.reading.to_string(),
                            format!("{score:?}"),
                        );
                    }
                    Err(error) => assert!(!error.to_string().is_empty()),
                }
                assert!(
                    engine.is_legal_win(&hand, &situation) != Ok(true)
                        || engine.score_riichi(&hand, &situation).is_ok()
                        || engine.score_guobiao(&hand, &situation).is_ok()
                        || engine.score_table(&hand, &situation).is_ok()
                );
            }
        }
    }
}
