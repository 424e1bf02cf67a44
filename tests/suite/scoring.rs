//! Riichi scoring, by hand: every yaku, every fu rule and the classic traps, each
//! with the han, fu and points the rules give (checked against PyPI `mahjong` 2.1 by
//! `python/tests/scoring_peers.py` on random hands; these are the cases a random
//! deal rarely makes). Then the options, three players, legal waits and the errors.

use hupai::Engine;
use hupai::error::{ScoreError, SituationError};
use hupai::rules::{Renhou, Rules};
use hupai::scoring::{FIELDS, Indicators, Limit, RiichiScore, Situation, Yaku};

/// A situation from the library's words form, the winning tile first and bare, and
/// these tests' short words: `double` (riichi=double), `last` (last_tile), `rinshan`
/// (after_kong), `chankan` (robbing_kong), `first` (first_turn), `red=` (red_fives=).
fn situation(words: &str) -> Situation {
    let mut words = words.split_whitespace();
    let mut written = format!("win={}", words.next().expect("a winning tile"));
    for word in words {
        let word = match word.split_once('=') {
            Some(("red", counts)) => format!("red_fives={counts}"),
            Some(_) => word.to_string(),
            None => match word {
                "double" => "riichi=double",
                "last" => "last_tile",
                "rinshan" => "after_kong",
                "chankan" => "robbing_kong",
                "first" => "first_turn",
                other => other,
            }
            .to_string(),
        };
        written = format!("{written} {word}");
    }
    written.parse().expect("situation words")
}

/// The situation's fields as docs/scoring.md lists them: a table made from
/// `FIELDS`.
fn field_table() -> String {
    let mut table = String::from(
        "\n| field | takes | default | counted by | what it is |\n|---|---|---|---|---|\n",
    );
    for field in FIELDS {
        let aliases: String = field.aliases().iter().map(|a| format!(", `{a}`")).collect();
        let default = match field.default() {
            "" => "none".to_string(),
            text => format!("`{text}`"),
        };
        table.push_str(&format!(
            "| `{}`{aliases} | {} | {default} | {} | {} |\n",
            field.name(),
            field.expected(),
            field.counted_by().join(", "),
            field.doc()
        ));
    }
    table + "\n"
}

/// docs/scoring.md's table of the situation's fields is the library's list;
/// `HUPAI_UPDATE_DOCS=1` rewrites it.
#[test]
fn the_docs_field_table_is_the_librarys_list() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/scoring.md");
    let text = std::fs::read_to_string(path).unwrap();
    let (start, end) = (
        "regenerate with\nHUPAI_UPDATE_DOCS=1 cargo test --test suite field_table -->\n",
        "<!-- end of the situation's fields -->",
    );
    let from = text.find(start).expect("the table's start marker") + start.len();
    let to = text.find(end).expect("the table's end marker");
    let fresh = field_table();
    if std::env::var_os("HUPAI_UPDATE_DOCS").is_some() {
        std::fs::write(path, format!("{}{fresh}{}", &text[..from], &text[to..])).unwrap();
    } else {
        assert_eq!(
            &text[from..to],
            fresh,
            "stale: HUPAI_UPDATE_DOCS=1 cargo test --test suite field_table"
        );
    }
}

fn score_with(engine: &Engine, hand: &str, melds: &str, words: &str) -> RiichiScore {
    let engine = engine
        .with_melds(&melds.parse().expect("melds"))
        .expect("melds played");
    let hand = hand.parse().expect("a hand");
    engine
        .score_riichi(&hand, &situation(words))
        .unwrap_or_else(|e| panic!("{hand} [{melds}] {words}: {e}"))
}

/// Scores under `riichi` and checks the yaku (names and han), han, fu and total;
/// the fu are not checked for a yakuman (the payment does not read them).
#[track_caller]
fn check(hand: &str, melds: &str, words: &str, yaku: &[(Yaku, u8)], han: u8, fu: u8, total: u32) {
    check_with(
        &Engine::riichi(),
        hand,
        melds,
        words,
        yaku,
        (han, fu, total),
    );
}

#[track_caller]
fn check_with(
    engine: &Engine,
    hand: &str,
    melds: &str,
    words: &str,
    yaku: &[(Yaku, u8)],
    expected: (u8, u8, u32),
) {
    let score = score_with(engine, hand, melds, words);
    let found: Vec<(Yaku, u8)> = score.yaku.iter().map(|c| (c.yaku, c.han)).collect();
    let shown = format!(
        "{hand} [{melds}] {words}: {found:?} {} han {} ({}) total {} ({})",
        score.han, score.fu, score.limit, score.payment.total, score.split
    );
    assert_eq!(found, yaku, "{shown}");
    let fu = if score.yakuman > 0 {
        expected.1
    } else {
        score.fu.total()
    };
    assert_eq!((score.han, fu, score.payment.total), expected, "{shown}");
}

use Yaku::*;

#[test]
fn pinfu_tsumo_is_20_fu_and_pinfu_ron_30() {
    // 123456m 345p 22s 678s, won on 6s: 78s waited on 6s and 9s.
    check(
        "123456m345p22678s",
        "",
        "6s tsumo seat=S",
        &[(MenzenTsumo, 1), (Pinfu, 1)],
        2,
        20,
        1_500,
    );
    check(
        "123456m345p22678s",
        "",
        "6s tsumo",
        &[(MenzenTsumo, 1), (Pinfu, 1)],
        2,
        20,
        2_100,
    );
    check(
        "123456m345p22678s",
        "",
        "6s seat=S",
        &[(Pinfu, 1)],
        1,
        30,
        1_000,
    );
}

#[test]
fn an_open_hand_without_fu_counts_30() {
    check(
        "456m345p22678s",
        "234m",
        "6s seat=S",
        &[(Tanyao, 1)],
        1,
        30,
        1_000,
    );
    // By tsumo: 20 and 2 for the tsumo, rounded up to 30.
    check(
        "456m345p22678s",
        "234m",
        "6s tsumo seat=S",
        &[(Tanyao, 1)],
        1,
        30,
        1_100,
    );
}

#[test]
fn seven_pairs_are_25_fu() {
    check(
        "1133m5577p99s1122z",
        "",
        "2z seat=S",
        &[(Chiitoitsu, 2)],
        2,
        25,
        1_600,
    );
    let yaku = [(Riichi, 1), (MenzenTsumo, 1), (Tanyao, 1), (Chiitoitsu, 2)];
    check(
        "2233m5577p446688s",
        "",
        "6s tsumo riichi seat=S",
        &yaku,
        5,
        25,
        8_000,
    );
    // Seven pairs of one suit, or ryanpeikou: both baiman; the split with more han
    // is counted (the same order as the peers').
    check(
        "11223355778899m",
        "",
        "9m seat=S",
        &[(Pinfu, 1), (Ryanpeikou, 3), (Chinitsu, 6)],
        10,
        30,
        16_000,
    );
    check(
        "11224455778899m",
        "",
        "9m seat=S",
        &[(Chiitoitsu, 2), (Chinitsu, 6)],
        8,
        25,
        16_000,
    );
}

#[test]
fn kongs_count_their_fu() {
    // A concealed kong of 1m, 32; closed ron 10; single wait 2: 64, rounded to 70.
    check(
        "234m456p789s22s",
        "(1111m)",
        "2s riichi seat=S",
        &[(Riichi, 1)],
        1,
        70,
        2_300,
    );
    // The concealed kong keeps the hand closed: riichi is allowed, menzen tsumo counts.
    check(
        "234m456p789s22s",
        "(1111m)",
        "2s tsumo riichi seat=S",
        &[(Riichi, 1), (MenzenTsumo, 1)],
        2,
        60,
        4_000,
    );
    // An open kong of South (16) under a South round, seat West: the yaku of a triplet.
    check(
        "123m456p789s55z",
        "2222z",
        "5z tsumo rinshan round=S seat=W",
        &[(RoundWind, 1), (Rinshan, 1)],
        2,
        50,
        3_200,
    );
}

#[test]
fn the_wait_counted_is_the_one_worth_most() {
    // 23444s won on 4s: 234s two-sided (pinfu) beats 44s single (2 fu, no pinfu).
    check(
        "123m456p789s23444s",
        "",
        "4s riichi seat=S",
        &[(Riichi, 1), (Pinfu, 1)],
        2,
        30,
        2_000,
    );
    let split = score_with(
        &Engine::riichi(),
        "123m456p789s23444s",
        "",
        "4s riichi seat=S",
    )
    .split;
    assert_eq!(
        split.to_string(),
        "123m 456p 234s 789s 44s, won on 4s (two-sided)"
    );
}

#[test]
fn seven_pairs_against_ryanpeikou() {
    // 223344m 556677p 99s: ryanpeikou (3 han 40 fu) beats seven pairs (2 han 25 fu).
    check(
        "223344m556677p99s",
        "",
        "9s seat=S",
        &[(Ryanpeikou, 3)],
        3,
        40,
        5_200,
    );
    check(
        "223344m556677p99s",
        "",
        "9s riichi seat=S",
        &[(Riichi, 1), (Ryanpeikou, 3)],
        4,
        40,
        8_000,
    );
}

#[test]
fn a_triplet_completed_by_ron_is_not_concealed() {
    // 111m 222p 333s 444z 55z: 4z by ron makes sanankou and toitoi, not suuankou
    // (20 + 10 closed ron + 8 + 4 + 4 + 4 for the open 444z + 2 for the White pair).
    check(
        "111m222p333s44455z",
        "",
        "4z seat=S",
        &[(Sanankou, 2), (Toitoi, 2)],
        4,
        60,
        8_000,
    );
    check(
        "111m222p333s44455z",
        "",
        "4z tsumo seat=S",
        &[(Suuankou, 13)],
        0,
        0,
        32_000,
    );
    // Won on the pair: suuankou tanki, a double yakuman.
    check(
        "111m222p333s44455z",
        "",
        "5z seat=S",
        &[(SuuankouTanki, 26)],
        0,
        0,
        64_000,
    );
    // Four concealed triplets that also read as runs (444555666777888s less one 4s):
    // by tsumo the triplets are counted, a yakuman (32,000 as non-dealer) against
    // chinitsu's sanbaiman. riichienv 0.4.11 counts the runs (24,000); PyPI `mahjong`
    // and the rules (高点法: the reading worth most) count the yakuman.
    check(
        "44555666777888s",
        "",
        "7s tsumo riichi ippatsu seat=W",
        &[(Suuankou, 13)],
        0,
        0,
        32_000,
    );
}

#[test]
fn nine_gates_and_the_pure_nine_gates() {
    check(
        "11123455678999m",
        "",
        "5m seat=S",
        &[(JunseiChuuren, 26)],
        0,
        0,
        64_000,
    );
    check(
        "11123455678999m",
        "",
        "1m seat=S",
        &[(Chuuren, 13)],
        0,
        0,
        32_000,
    );
}

#[test]
fn thirteen_orphans_single_and_thirteen_sided() {
    check(
        "19m19p19s1234567z1m",
        "",
        "1m seat=S",
        &[(Kokushi13, 26)],
        0,
        0,
        64_000,
    );
    check(
        "19m19p19s1234567z1m",
        "",
        "9m seat=S",
        &[(Kokushi, 13)],
        0,
        0,
        32_000,
    );
}

#[test]
fn the_yaku_of_the_moment() {
    let hand = "111m234m456p789s22p";
    check(
        hand,
        "",
        "2p riichi ippatsu seat=W",
        &[(Riichi, 1), (Ippatsu, 1)],
        2,
        40,
        2_600,
    );
    check(
        hand,
        "",
        "2p double seat=W",
        &[(DoubleRiichi, 2)],
        2,
        40,
        2_600,
    );
    check(
        "234567m22p345s789s",
        "",
        "7s tsumo seat=S",
        &[(MenzenTsumo, 1)],
        1,
        30,
        1_100,
    );
    check(
        "123m456p789s55z",
        "222z",
        "5z tsumo last seat=W round=S",
        &[(RoundWind, 1), (Haitei, 1)],
        2,
        30,
        2_000,
    );
    check(
        "123m456p789s55z",
        "222z",
        "5z last round=S seat=W",
        &[(RoundWind, 1), (Houtei, 1)],
        2,
        30,
        2_000,
    );
    check(
        "234m567m456p789s55m",
        "",
        "3m chankan seat=W",
        &[(Chankan, 1)],
        1,
        40,
        1_300,
    );
    check(
        "123m456p789s11122z",
        "",
        "2z tsumo first",
        &[(Tenhou, 13)],
        0,
        0,
        48_000,
    );
    check(
        "123m456p789s11122z",
        "",
        "2z tsumo first seat=W",
        &[(Chiihou, 13)],
        0,
        0,
        32_000,
    );
}

#[test]
fn every_ordinary_yaku_of_the_tiles() {
    let s = |tile: &str| format!("{tile} seat=S");
    check(
        "112233m456p789s55z",
        "",
        &s("5z"),
        &[(Iipeikou, 1)],
        1,
        40,
        1_300,
    );
    check(
        "123m456p789s11555z",
        "",
        &s("5z"),
        &[(Haku, 1)],
        1,
        40,
        1_300,
    );
    check(
        "123m456p789s11666z",
        "",
        &s("6z"),
        &[(Hatsu, 1)],
        1,
        40,
        1_300,
    );
    check(
        "123m456p789s11777z",
        "",
        &s("7z"),
        &[(Chun, 1)],
        1,
        40,
        1_300,
    );
    check(
        "123m456p789s22z",
        "333z",
        "2z seat=W",
        &[(SeatWind, 1)],
        1,
        30,
        1_000,
    );
    check(
        "123m456p789s55z",
        "222z",
        "5z round=S seat=W",
        &[(RoundWind, 1)],
        1,
        30,
        1_000,
    );
    // A double wind: seat and round both count, and its pair is 4 fu.
    check(
        "123m456p789s22z",
        "111z",
        "2z",
        &[(SeatWind, 1), (RoundWind, 1)],
        2,
        30,
        2_900,
    );
    check("123m456p789s11z", "555z", "1z", &[(Haku, 1)], 1, 30, 1_500);
    check(
        "123789m123p11z789s",
        "",
        &s("1z"),
        &[(Chanta, 2)],
        2,
        40,
        2_600,
    );
    check(
        "123789m11z789s",
        "123p",
        &s("1z"),
        &[(Chanta, 1)],
        1,
        30,
        1_000,
    );
    check(
        "123789m123p11s789s",
        "",
        &s("1s"),
        &[(Junchan, 3)],
        3,
        40,
        5_200,
    );
    check(
        "123456789m123p55z",
        "",
        &s("5z"),
        &[(Ittsu, 2)],
        2,
        40,
        2_600,
    );
    check(
        "234m234p234s789s55z",
        "",
        &s("5z"),
        &[(SanshokuDoujun, 2)],
        2,
        40,
        2_600,
    );
    check(
        "123m123p123s789s55z",
        "",
        &s("5z"),
        &[(Chanta, 2), (SanshokuDoujun, 2)],
        4,
        40,
        8_000,
    );
    check(
        "222m222p222s789s55z",
        "",
        &s("5z"),
        &[(SanshokuDoukou, 2), (Sanankou, 2)],
        4,
        50,
        8_000,
    );
    check(
        "789s55z",
        "2222m,2222p,(2222s)",
        &s("5z"),
        &[(SanshokuDoukou, 2), (Sankantsu, 2)],
        4,
        60,
        8_000,
    );
    check(
        "111m999p55z",
        "111s,999s",
        &s("5z"),
        &[(Toitoi, 2), (Honroutou, 2)],
        4,
        50,
        8_000,
    );
    let yaku = [(Haku, 1), (Hatsu, 1), (Shousangen, 2), (Honitsu, 3)];
    check("123m456m55566677z", "", &s("7z"), &yaku, 7, 50, 12_000);
    check(
        "123456789m11z",
        "555m",
        &s("1z"),
        &[(Ittsu, 1), (Honitsu, 2)],
        3,
        30,
        3_900,
    );
    check(
        "123456789m11m",
        "555m",
        &s("1m"),
        &[(Ittsu, 1), (Chinitsu, 5)],
        6,
        30,
        12_000,
    );
    check(
        "234m456p678s22s",
        "345m",
        &s("2s"),
        &[(Tanyao, 1)],
        1,
        30,
        1_000,
    );
}

#[test]
fn every_yakuman_of_the_tiles() {
    let s = |tile: &str| format!("{tile} seat=S");
    check(
        "555666777z123m11p",
        "",
        &s("1p"),
        &[(Daisangen, 13)],
        0,
        0,
        32_000,
    );
    check(
        "111222333z44z123m",
        "",
        &s("1m"),
        &[(Shousuushii, 13)],
        0,
        0,
        32_000,
    );
    check(
        "111222333z11m",
        "444z",
        &s("1m"),
        &[(Daisuushii, 26)],
        0,
        0,
        64_000,
    );
    // Yakuman add up: four concealed wind triplets won on the pair, 4 multiples.
    check(
        "111222333444z11m",
        "",
        &s("1m"),
        &[(SuuankouTanki, 26), (Daisuushii, 26)],
        0,
        0,
        128_000,
    );
    check(
        "111222555z77z",
        "666z",
        &s("7z"),
        &[(Tsuuiisou, 13)],
        0,
        0,
        32_000,
    );
    check(
        "11223344556677z",
        "",
        &s("7z"),
        &[(Tsuuiisou, 13)],
        0,
        0,
        32_000,
    );
    check(
        "111999m111p11s",
        "999p",
        &s("1s"),
        &[(Chinroutou, 13)],
        0,
        0,
        32_000,
    );
    check(
        "223344s666888s66z",
        "",
        &s("6z"),
        &[(Ryuuiisou, 13)],
        0,
        0,
        32_000,
    );
    check(
        "55z",
        "1111m,2222p,(3333s),4444s",
        &s("5z"),
        &[(Suukantsu, 13)],
        0,
        0,
        32_000,
    );
    // Yakuman add up: four concealed triplets of honours, all honours.
    check(
        "111222333z55566z",
        "",
        "6z tsumo seat=S",
        &[(SuuankouTanki, 26), (Tsuuiisou, 13)],
        0,
        0,
        96_000,
    );
}

#[test]
fn dora_ura_and_red_fives() {
    // Indicator 1m: 2m is dora (held twice); ura 4z: 1z (held three times); a red 5p.
    let hand = "22m345m555p111z234s";
    let score = score_with(
        &Engine::riichi(),
        hand,
        "",
        "2s riichi seat=W dora=1m ura=4z red=0,1,0",
    );
    assert_eq!((score.dora, score.ura_dora, score.red_fives), (2, 3, 1));
    // riichi 1, East (the round) 1, and 6 dora: 8 han, baiman.
    assert_eq!((score.han, score.limit), (8, Limit::Baiman));
    // Without riichi the ura-dora are not counted.
    let score = score_with(
        &Engine::riichi(),
        hand,
        "",
        "2s seat=W dora=1m ura=4z red=0,1,0",
    );
    assert_eq!((score.ura_dora, score.han), (0, 4));
    // Dora alone are no yaku.
    let score = score_with(
        &Engine::riichi(),
        "222m345m555p789s22p",
        "",
        "2p seat=W dora=1m",
    );
    assert!(!score.has_yaku() && score.payment.total == 0 && score.dora == 3);
}

#[test]
fn honba_and_riichi_sticks() {
    // Non-dealer ron 1,000 + 2 honba (600) + 1 stick (1,000).
    check(
        "123456m345p22678s",
        "",
        "6s seat=S honba=2 sticks=1",
        &[(Pinfu, 1)],
        1,
        30,
        2_600,
    );
    // Dealer tsumo 2 han 20 fu: 700 all + 100 each a honba.
    let score = score_with(
        &Engine::riichi(),
        "123456m345p22678s",
        "",
        "6s tsumo honba=1",
    );
    assert_eq!(
        (
            score.payment.non_dealer,
            score.payment.dealer,
            score.payment.total
        ),
        (800, 0, 2_400)
    );
}

#[test]
fn limits_from_mangan_to_kazoe() {
    // Chinitsu closed, pinfu, iipeikou, riichi, tsumo, ippatsu: 6+1+1+1+1+1 = 11: sanbaiman.
    let score = score_with(&Engine::riichi(), "11223345678999m", "", "9m riichi seat=S");
    assert!(score.limit >= Limit::Haneman, "{:?}", score.limit);
    let kazoe = score_with(
        &Engine::riichi(),
        "11223344556677p",
        "",
        "7p tsumo riichi ippatsu seat=S dora=6p",
    );
    assert_eq!(kazoe.limit, Limit::KazoeYakuman, "{} han", kazoe.han);
}

/// `riichi` with one option changed.
fn riichi_with(change: impl FnOnce(&mut hupai::rules::RiichiRules)) -> Engine {
    let mut rules = Rules::clone(Engine::riichi().rules());
    rules.name = "house".into();
    change(rules.scoring.riichi_mut().expect("riichi options"));
    Engine::from_rules(rules).expect("valid rules")
}

#[test]
fn options_change_the_score() {
    // Kiriage: 4 han 30 fu is paid as mangan (7,700 → 8,000).
    let base = score_with(
        &Engine::riichi(),
        "123456m345p22678s",
        "",
        "6s riichi seat=S dora=1m2m",
    );
    assert_eq!(
        (base.han, base.fu.total(), base.payment.total),
        (4, 30, 7_700)
    );
    let kiriage = riichi_with(|r| r.kiriage = true);
    check_with(
        &kiriage,
        "123456m345p22678s",
        "",
        "6s riichi seat=S dora=1m2m",
        &[(Riichi, 1), (Pinfu, 1)],
        (4, 30, 8_000),
    );
    // No open tanyao: an open all-simples hand has no yaku.
    let no_kuitan = riichi_with(|r| r.open_tanyao = false);
    check_with(
        &no_kuitan,
        "456m345p22678s",
        "234m",
        "6s seat=S",
        &[],
        (0, 30, 0),
    );
    // No double yakuman: suuankou tanki is a single.
    let single = riichi_with(|r| r.double_yakuman = false);
    check_with(
        &single,
        "111m222p333s44455z",
        "",
        "5z seat=S",
        &[(SuuankouTanki, 13)],
        (0, 0, 32_000),
    );
    // No kazoe yakuman: 13 han is sanbaiman.
    let capped = riichi_with(|r| r.kazoe_yakuman = false);
    let score = score_with(
        &capped,
        "11223344556677p",
        "",
        "7p tsumo riichi ippatsu seat=S dora=6p",
    );
    assert_eq!(score.limit, Limit::Sanbaiman);
    // Renhou: off, a mangan yaku, or a yakuman.
    let hand = "111m234m456p789s22p";
    let off = score_with(&Engine::riichi(), hand, "", "2p first seat=W");
    assert!(!off.has_yaku());
    let mangan = riichi_with(|r| r.renhou = Renhou::Mangan);
    check_with(
        &mangan,
        hand,
        "",
        "2p first seat=W",
        &[(Renhou, 5)],
        (5, 40, 8_000),
    );
    let yakuman = riichi_with(|r| r.renhou = Renhou::Yakuman);
    check_with(
        &yakuman,
        hand,
        "",
        "2p first seat=W",
        &[(RenhouYakuman, 13)],
        (0, 0, 32_000),
    );
    // No red fives in the wall: a red five given is refused.
    let plain = riichi_with(|r| r.red_fives.clear());
    let error = plain.score_riichi(
        &"123m456p789s11122z".parse().unwrap(),
        &situation("2z red=0,0,0"),
    );
    assert!(error.is_ok());
    let error = plain.score_riichi(
        &"123m055p789s11122z".parse().unwrap(),
        &situation("2z red=0,1,0"),
    );
    assert!(
        matches!(
            error,
            Err(ScoreError::Situation(
                SituationError::RedFivesNotHeld { .. }
            ))
        ),
        "{error:?}"
    );
}

#[test]
fn three_players() {
    let sanma = Engine::builtin("sanma").unwrap();
    // A 1m indicator makes 9m the dora.
    let hand = "99m123456p789s234s";
    let score = score_with(&sanma, hand, "", "2s riichi seat=S dora=1m");
    assert_eq!(
        (score.dora, score.han, score.fu.total(), score.payment.ron),
        (2, 4, 30, 7_700)
    );
    // A tsumo is paid by the two others alone: mangan 2,000 + 4,000.
    let score = score_with(&sanma, hand, "", "2s tsumo riichi seat=S dora=1m");
    assert_eq!(score.payment.total, 6_000, "{:?}", score.payment);
    // No chii.
    let engine = sanma.with_melds(&"123p".parse().unwrap()).unwrap();
    let error = engine.score_riichi(&"99m456p789s222s".parse().unwrap(), &situation("2s"));
    assert!(
        matches!(error, Err(ScoreError::RunInSanma { .. })),
        "{error:?}"
    );
    // A honba is 100 from each other player: 200 on a ron.
    let score = score_with(&sanma, hand, "", "2s riichi seat=S dora=1m honba=1");
    assert_eq!(score.payment.ron, 7_900);
}

#[test]
fn legal_waits_tell_yaku_less_tenpai() {
    let engine = Engine::riichi();
    // 23m waits on 1m and 4m; only 1m gives sanshoku; riichi would give both a yaku.
    let waits = engine
        .legal_waits(
            &"23m123p123s789s55z".parse().unwrap(),
            &situation("1m seat=S"),
        )
        .unwrap();
    let found: Vec<(String, bool, bool)> = waits
        .iter()
        .map(|w| (w.tile.to_string(), w.ron, w.tsumo))
        .collect();
    assert_eq!(
        found,
        [("1m".into(), true, true), ("4m".into(), false, true)]
    );
    // Open, no yaku on either wait: yaku-less tenpai.
    let open = engine.with_melds(&"789s".parse().unwrap()).unwrap();
    let waits = open
        .legal_waits(&"23m456p123s55z".parse().unwrap(), &situation("1m seat=S"))
        .unwrap();
    assert!(waits.iter().all(|w| !w.ron && !w.tsumo));
    assert_eq!(waits.len(), 2);
    // A wait whose copies the hand and an indicator all show is left out.
    let waits = engine
        .legal_waits(
            &"23m123p123s789s55z".parse().unwrap(),
            &situation("1m seat=S dora=4m"),
        )
        .unwrap();
    assert_eq!(waits.len(), 2);
    assert!(
        engine
            .legal_waits(&"23m123p123s789s555z".parse().unwrap(), &situation("1m"))
            .is_err()
    );
}

#[test]
fn is_legal_win_agrees_with_score() {
    let engine = Engine::riichi();
    for (hand, melds, words) in [
        ("123456m345p22678s", "", "6s seat=S"),
        ("456m345p22678s", "234m", "6s seat=S"),
        ("234567m22p345s", "789s", "7m seat=S"),
        ("123m456p789s11122z", "", "2z seat=W round=S"),
        ("123m456p789s11122z", "", "2z seat=W round=S ippatsu"),
        ("11223344556677z", "", "7z"),
    ] {
        let with = engine.with_melds(&melds.parse().unwrap()).unwrap();
        let hand = hand.parse().unwrap();
        let situation = situation(words);
        // The score's verdict: a win without a yaku is no legal win, a hand that does
        // not win is none, and what the score refuses is refused alike.
        let expected = match with.score_riichi(&hand, &situation) {
            Ok(score) => Ok(score.has_yaku()),
            Err(hupai::error::ScoreError::NotAWin) => Ok(false),
            Err(error) => Err(error),
        };
        assert_eq!(
            with.is_legal_win(&hand, &situation),
            expected,
            "{hand} {words}"
        );
    }
}

#[test]
fn impossible_situations_are_typed_errors() {
    let engine = Engine::riichi();
    let hand: hupai::Hand = "123m456p789s11122z".parse().unwrap();
    let refused = |words: &str| engine.score_riichi(&hand, &situation(words)).unwrap_err();
    assert!(matches!(
        refused("3z"),
        ScoreError::Situation(SituationError::WinningTileNotHeld { .. })
    ));
    for (words, what) in [
        ("2z ippatsu", "ippatsu without riichi"),
        (
            "2z tsumo rinshan",
            "a win after a kong (rinshan) with no kong and no North set aside",
        ),
        ("2z rinshan", "a win after a kong (rinshan) by ron"),
        ("2z tsumo chankan", "robbing a kong (chankan) by tsumo"),
        ("2z last chankan", "houtei and chankan together"),
        ("2z first", "a first-turn ron by the dealer"),
        ("2z first riichi tsumo", "a first-turn win after riichi"),
    ] {
        assert_eq!(
            refused(words),
            ScoreError::Situation(SituationError::Impossible { what }),
            "{words}"
        );
    }
    let kong = engine.with_melds(&"(5555m)".parse().unwrap()).unwrap();
    let rinshan_haitei = kong.score_riichi(
        &"123p789s11122z".parse().unwrap(),
        &situation("2z tsumo rinshan last"),
    );
    assert_eq!(
        rinshan_haitei.unwrap_err().to_string(),
        "impossible situation: haitei and rinshan together"
    );
    let open = engine.with_melds(&"789s".parse().unwrap()).unwrap();
    let riichi_open =
        open.score_riichi(&"123m456p11122z".parse().unwrap(), &situation("2z riichi"));
    assert!(matches!(
        riichi_open,
        Err(ScoreError::Situation(SituationError::Impossible { .. }))
    ));
    let six: Vec<hupai::Tile> = (0..6).map(|id| hupai::Tile::from_id(id).unwrap()).collect();
    assert_eq!(
        Indicators::new(&six),
        Err(SituationError::TooManyIndicators { count: 6 })
    );
    assert!(matches!(
        refused("2z riichi dora=1m ura=1p2p"),
        ScoreError::Situation(SituationError::MoreUraThanDora { .. })
    ));
    assert!(matches!(
        refused("2z dora=1z1z"),
        ScoreError::Situation(SituationError::FifthCopySeen { .. })
    ));
    assert!(matches!(
        refused("2z red=1,0,0"),
        ScoreError::Situation(SituationError::RedFivesNotHeld { .. })
    ));
    let sanma = Engine::builtin("sanma").unwrap();
    let out_of_play = sanma.score_riichi(
        &"11m123p456p789s222s".parse().unwrap(),
        &situation("2s dora=3m"),
    );
    assert!(
        matches!(
            out_of_play,
            Err(ScoreError::Situation(
                SituationError::IndicatorNotInPlay { .. }
            ))
        ),
        "{out_of_play:?}"
    );
}

#[test]
fn hands_scoring_refuses_are_typed_errors() {
    let engine = Engine::riichi();
    let score = |hand: &str| engine.score_riichi(&hand.parse().unwrap(), &situation("1m"));
    assert_eq!(
        score("1m").unwrap_err(),
        ScoreError::NotFourteen {
            concealed: 1,
            melds: 0
        }
    );
    assert_eq!(score("1m23456789m12345p").unwrap_err(), ScoreError::NotAWin);
    assert!(matches!(
        score("1mJJJJJJJJJJJJJ"),
        Err(ScoreError::Jokers { count: 13 })
    ));
    let standard =
        Engine::standard().score_riichi(&"123m456p789s11122z".parse().unwrap(), &situation("2z"));
    assert!(matches!(standard, Err(ScoreError::NotScored { .. })));
    let hongzhong = Engine::builtin("hongzhong")
        .unwrap()
        .score_riichi(&"123m456p789s1177z".parse().unwrap(), &situation("1z"));
    assert!(matches!(hongzhong, Err(ScoreError::NotScored { .. })));
    // 17 tiles, a 1-tile hand with melds, every error printable.
    for hand in ["11122233344455566m", "1m", "J"] {
        if let Ok(h) = hand.parse::<hupai::Hand>() {
            let error = engine.score_riichi(&h, &situation("1m")).unwrap_err();
            assert!(!error.to_string().is_empty());
        }
    }
}

#[test]
fn ugly_hands_under_every_rule_set_are_answers_or_typed_errors() {
    let hands = [
        "1m",
        "J",
        "JJJJJJJJJJJJJJ",
        "JJJJJJJJJJJJJJJJJ",
        "11122233344455566m",
        "1mJJJJJJJJJJJJJ",
        "123m456p789s11122z",
        "19m19p19s1234567z1m",
    ];
    for name in hupai::BUILTIN_RULES {
        let engine = Engine::builtin(name).unwrap();
        for text in hands {
            let hand: hupai::Hand = text.parse().unwrap();
            for words in [
                "1m",
                "1m tsumo riichi dora=1m2m3m4m5m",
                "2z first seat=W",
                "J",
            ] {
                let Ok(tile) = words
                    .split_whitespace()
                    .next()
                    .unwrap()
                    .parse::<hupai::Tile>()
                else {
                    continue;
                };
                let mut situation = situation(&words.replacen(&tile.to_string(), "1m", 1));
                situation.winning_tile = tile;
                match engine.score_riichi(&hand, &situation) {
                    Ok(score) => {
                        assert!(engine.rules().scoring.riichi().is_some(), "{name} scored");
                        let _ = (
                            score.split.to_string(),
                            score.fu.to_string(),
                            format!("{score:?}"),
                        );
                    }
                    Err(error) => assert!(!error.to_string().is_empty()),
                }
                // A legal win is one some scoring of the rules counts.
                assert!(
                    engine.is_legal_win(&hand, &situation) != Ok(true)
                        || engine.score_riichi(&hand, &situation).is_ok()
                        || engine.score_guobiao(&hand, &situation).is_ok()
                        || engine.score_table(&hand, &situation).is_ok()
                );
                let _ = engine
                    .legal_waits(&hand, &situation)
                    .map_err(|e| e.to_string());
            }
        }
    }
}
