//! The scoring corpus, `conformance/scoring.tsv`: riichi scores, 国标 fans and every
//! built-in fan table, legal wins and legal waits, on hands written the ways players
//! and servers write them — red fives in the hand, in called melds and in concealed
//! kongs, `0`s under rules whose wall has none, jokers written `J` and as their kind
//! (eight Reds), refusals — with the answer every face must give
//! (`conformance/README.md`, "Scoring"). Every face reads the hand and melds as text
//! and counts the red fives itself, which is where the faces once differed.
//!
//! Made here from the library; it must equal the committed file. After a deliberate
//! change: `HUPAI_REGENERATE_CONFORMANCE=1 cargo test --test suite conformance`.

use hupai::Engine;
use hupai::scoring::{LegalWait, Situation};

/// One case before its answer: rules, melds, question, situation words, hand.
type Input = (
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    &'static str,
);

/// The cases: each rule set that scores, its hands as written, its questions (a table,
/// one case a line).
#[rustfmt::skip]
const INPUTS: &[Input] = &[
    // Riichi: red fives in the hand, a called meld, a concealed kong; no yaku; refusals.
    ("riichi", "-", "score", "win=6s seat=south riichi dora=1m", "22m345m456p456678s"),
    ("riichi", "-", "score", "win=6s seat=south riichi", "22m340m456p456678s"),
    ("riichi", "067s", "score", "win=8s", "22m345m456p678s"),
    ("riichi", "067s", "score", "win=8s", "22m340m456p678s"),
    ("riichi", "(0555p)", "score", "win=8s", "22m345m678s678s"),
    ("riichi", "(0555p)", "score", "win=8s tsumo", "22m345m678s678s"),
    ("riichi", "0555m,067s", "score", "win=8s", "22m456p678s"),
    ("riichi", "-", "score", "win=1m tsumo", "19m19p19s1234567z1m"),
    ("riichi", "789s", "score", "win=7m seat=west", "234567m22p345s"),
    ("riichi", "-", "score", "win=2z ippatsu", "123m456p789s11122z"),
    ("riichi", "-", "score", "win=6s", "22m345m456p456678sJ"),
    ("riichi", "-", "score", "win=5m", "00m345m456p456678s"),
    ("riichi", "-", "score", "win=1m", "1m"),
    ("riichi", "-", "is_legal_win", "win=6s riichi", "22m340m456p456678s"),
    ("riichi", "789s", "is_legal_win", "win=7m", "234567m22p345s"),
    ("riichi", "-", "legal_waits", "seat=south", "23m123p123s789s55z"),
    ("riichi", "067s", "legal_waits", "-", "22m340m456p67s"),
    ("riichi", "789s", "legal_waits", "-", "34567m22p345s"),
    // Impossible situations refused by every question alike: a kind shown five times
    // beside the hand (legal waits of a hand waiting on none of them too), and two
    // red fives in one meld where the wall has one.
    ("riichi", "-", "legal_waits", "dora=1m dora=1m", "1112345678999m"),
    ("riichi", "-", "legal_waits", "dora=1m dora=1m", "1112345678999p"),
    ("riichi", "-", "is_legal_win", "win=2z dora=1z dora=1z", "123m456p789s11122z"),
    ("riichi", "-", "score", "win=2z dora=1z dora=1z", "123m456p789s11122z"),
    ("riichi", "-", "legal_waits", "dora=1z dora=1z", "123m456p789s1112z"),
    ("riichi", "0505s", "score", "win=9s", "123m456p789s99s"),
    ("riichi", "0505s", "is_legal_win", "win=9s", "123m456p789s99s"),
    ("riichi", "0505s", "legal_waits", "-", "123m456p789s9s"),
    ("sanma", "-", "score", "win=2z tsumo", "111m999m123p11122z"),
    // 国标: a 0 is a plain five; flowers, 和绝张, kongs; refusals.
    ("guobiao", "-", "score_guobiao", "win=2z", "123m456p789s11122z"),
    ("guobiao", "-", "score_guobiao", "win=2z", "123m406p789s11122z"),
    ("guobiao", "-", "score_guobiao", "win=2z flowers=2", "123m406p789s11122z"),
    ("guobiao", "-", "score_guobiao", "win=1m tsumo", "19m19p19s1234567z1m"),
    ("guobiao", "234m 678p", "score_guobiao", "win=3s", "345777s55z"),
    ("guobiao", "(0555s)", "score_guobiao", "win=9m", "123m456m789m99m"),
    ("guobiao", "-", "score_guobiao", "win=2z riichi", "123m456p789s11122z"),
    ("guobiao", "-", "is_legal_win", "win=2z", "123m406p789s11122z"),
    ("guobiao", "-", "is_legal_win", "win=5p", "123m406p789s11122z"),
    ("guobiao", "-", "legal_waits", "-", "123m406p789s1112z"),
    ("guobiao", "234m 678p", "legal_waits", "-", "45777s55z"),
    // Fan tables: jokers as J and as their kind, eight Reds, 杠上炮, 0s, refusals.
    ("sichuan", "-", "score_table", "win=9m tsumo", "11122233345699m"),
    ("sichuan", "-", "score_table", "win=3m kong_discard", "123456789m11123m"),
    ("sichuan", "-", "score_table", "win=3m tsumo kong_discard", "123456789m11123m"),
    ("sichuan", "2222m", "score_table", "win=8p tsumo after_kong", "345m567p88p345p"),
    ("sichuan", "-", "score_table", "win=5p", "123406m123p44405p"),
    ("sichuan", "-", "is_legal_win", "win=9m tsumo", "11122233345699m"),
    ("sichuan", "-", "legal_waits", "-", "1112223334445m"),
    ("changsha", "-", "score_table", "win=2p", "123456789m22p345s"),
    ("changsha", "-", "score_table", "win=8s", "111222333m555p88s"),
    ("changsha", "111m 234p 567s 999s", "score_table", "win=2m", "22m"),
    ("changsha", "-", "legal_waits", "-", "123456789m2p345s"),
    // 长沙: 小胡 needs the 258 pair, a 大胡 takes any pair (乱将).
    ("changsha", "-", "score_table", "win=3s", "111222333m555p33s"),
    ("changsha", "-", "score_table", "win=3m", "123456789m11123m"),
    ("changsha", "-", "score_table", "win=3p", "123456789m33p345s"),
    ("changsha", "-", "is_legal_win", "win=3p", "123456789m33p345s"),
    ("changsha", "-", "legal_waits", "-", "123456789m3p345s"),
    ("changsha", "-", "legal_waits", "-", "111222333m555p3s"),
    ("hongzhong", "-", "score_table", "win=7z tsumo", "111m234567m789m77z"),
    ("hongzhong", "-", "score_table", "win=9s tsumo", "123m456p789s11pJJJ"),
    ("hongzhong", "-", "score_table", "win=9s tsumo", "123m456p789s11p777z"),
    ("hongzhong", "-", "score_table", "win=1m tsumo", "123m456m789m1m7777z"),
    ("hongzhong", "-", "is_legal_win", "win=9s tsumo", "123m456p789s11pJJJ"),
    ("hongzhong", "-", "legal_waits", "-", "123m456p789s1pJJJ"),
    ("hongzhong", "-", "legal_waits", "-", "123m456p789s1p777z"),
    ("hongzhong", "-", "score_table", "win=2m flowers=1", "111m234567m789m22m"),
    ("zhuanzhuan-8-reds", "-", "score_table", "win=9s tsumo", "77777z123m456p999s"),
    ("zhuanzhuan-8-reds", "-", "score_table", "win=9s tsumo", "123m456p999sJJJJJ"),
    ("zhuanzhuan-8-reds", "-", "score_table", "win=1m tsumo", "JJJJJJJJ112233m"),
    ("zhuanzhuan-8-reds", "-", "score_table", "win=9s", "777777777z123m9s"),
    ("zhuanzhuan-8-reds", "-", "legal_waits", "-", "7777z11223m456p9s"),
    ("zhuanzhuan-8-reds", "-", "legal_waits", "-", "11223m456p9sJJJJ"),
    ("zhuanzhuan-8-reds", "-", "is_legal_win", "win=1m tsumo", "JJJJJJ12345678m"),
    // Every situation field where its system counts it.
    ("riichi", "-", "score", "win=2z seat=south round=south", "123m456p789s11122z"),
    ("riichi", "-", "score", "win=6s riichi=double dora=1m ura=1m", "22m345m456p456678s"),
    ("riichi", "-", "score", "win=6s tsumo last_tile honba=2 sticks=1", "22m345m456p456678s"),
    ("riichi", "-", "score", "win=6s robbing_kong", "22m345m456p456678s"),
    ("riichi", "-", "score", "win=6s tsumo first_turn seat=south", "22m345m456p456678s"),
    ("riichi", "-", "score", "win=6s red_fives=0,1,0", "22m345m456p456678s"),
    ("riichi", "-", "score", "win=6s red_fives=0,0,0", "22m340m456p456678s"),
    ("riichi", "-", "legal_waits", "riichi ippatsu honba=1 sticks=2 dora=1m ura=1m", "23m123p123s789s55z"),
    ("guobiao", "-", "score_guobiao", "win=5s last_of_kind", "123456789m22p345s"),
    ("guobiao", "-", "score_guobiao", "win=5s tsumo last_tile seat=west round=south", "123456789m22p345s"),
    ("guobiao", "-", "score_guobiao", "win=5s robbing_kong", "123456789m22p345s"),
    ("sichuan", "-", "score_table", "win=9m tsumo first_turn seat=south", "11122233345699m"),
    ("sichuan", "-", "score_table", "win=9m last_tile", "11122233345699m"),
    ("sichuan", "-", "score_table", "win=9m robbing_kong", "11122233345699m"),
    // Norths set aside (kita) with three players: a dora each, and dora again where
    // North is; a fifth North refused, and kita with four players or under 国标.
    ("sanma", "-", "score", "win=2z tsumo kita=2", "111m999m123p11122z"),
    ("sanma", "-", "score", "win=2z tsumo kita=1 dora=3z", "111m999m123p11122z"),
    ("sanma", "-", "score", "win=2z kita=1", "111m999m123p44422z"),
    ("sanma", "-", "score", "win=2z kita=2", "111m999m123p44422z"),
    ("sanma", "-", "legal_waits", "kita=2", "111m999m123p1112z"),
    ("riichi", "-", "score", "win=6s kita=1", "22m345m456p456678s"),
    ("guobiao", "-", "score_guobiao", "win=5s kita=1", "123456789m22p345s"),
    // Each field refused where its system does not count it, by every question; an
    // unknown field and a bad value refused alike.
    ("riichi", "-", "score", "win=6s flowers=1", "22m345m456p456678s"),
    ("riichi", "-", "score", "win=6s last_of_kind", "22m345m456p456678s"),
    ("riichi", "-", "score", "win=6s kong_discard", "22m345m456p456678s"),
    ("riichi", "-", "is_legal_win", "win=6s kong_discard", "22m345m456p456678s"),
    ("riichi", "-", "legal_waits", "flowers=2", "23m123p123s789s55z"),
    ("guobiao", "-", "score_guobiao", "win=5s honba=1", "123456789m22p345s"),
    ("guobiao", "-", "score_guobiao", "win=5s sticks=1", "123456789m22p345s"),
    ("guobiao", "-", "score_guobiao", "win=5s riichi=double", "123456789m22p345s"),
    ("guobiao", "-", "score_guobiao", "win=5s dora=1m ura=1m", "123456789m22p345s"),
    ("guobiao", "-", "score_guobiao", "win=5s kong_discard", "123456789m22p345s"),
    ("guobiao", "-", "score_guobiao", "win=5s tsumo first_turn seat=south", "123456789m22p345s"),
    ("guobiao", "-", "is_legal_win", "win=5s ippatsu", "123456789m22p345s"),
    ("guobiao", "-", "legal_waits", "kong_discard", "123456789m22p34s"),
    ("sichuan", "-", "score_table", "win=9m tsumo round=south", "11122233345699m"),
    ("sichuan", "-", "score_table", "win=9m tsumo red_fives=1,0,0", "11122233345699m"),
    ("sichuan", "-", "score_table", "win=9m tsumo flowers=1", "11122233345699m"),
    ("sichuan", "-", "score_table", "win=9m tsumo last_of_kind", "11122233345699m"),
    ("sichuan", "-", "is_legal_win", "win=9m tsumo honba=1", "11122233345699m"),
    ("sichuan", "-", "legal_waits", "riichi", "1112223334445m"),
    ("riichi", "-", "score", "win=6s seat=up", "22m345m456p456678s"),
    ("riichi", "-", "score", "win=6s honab=1", "22m345m456p456678s"),
    ("riichi", "-", "legal_waits", "tsumo=maybe", "23m123p123s789s55z"),
    // Rules that do not score, and the wrong scorer.
    ("standard", "-", "score", "win=2z", "123m456p789s11122z"),
    ("riichi", "-", "score_table", "win=2z", "123m456p789s11122z"),
    ("standard", "-", "is_legal_win", "win=2z", "123m456p789s11122z"),
];

/// The answer the library gives, written as the corpus writes it.
fn answer(rules: &str, melds: &str, question: &str, words: &str, text: &str) -> String {
    let mut engine = Engine::builtin(rules).expect("a built-in");
    if melds != "-" {
        // Melds the rules refuse (red fives their wall lacks): every question refused.
        match engine.with_melds(&melds.parse().expect("melds")) {
            Ok(melded) => engine = melded,
            Err(_) => return "error".into(),
        }
    }
    let Ok(hand) = engine.parse_hand(text) else {
        return "error".into();
    };
    // The hand's red fives, then the words (which may say otherwise); `-`: none.
    let mut situation = Situation::default();
    situation.red_fives = engine.red_fives_in(text);
    if words != "-" && situation.set_words(words).is_err() {
        return "error".into();
    }
    let answered = match question {
        "score" => engine.score_riichi(&hand, &situation).map(|s| {
            let total = s.payment.total;
            format!("{} {} {} {}", s.han, s.fu.total(), s.red_fives, total)
        }),
        "score_guobiao" => (engine.score_guobiao(&hand, &situation))
            .map(|s| format!("{} {} {}", s.fan_total, s.total, s.is_legal())),
        "score_table" => (engine.score_table(&hand, &situation))
            .map(|s| format!("{} {} {}", s.total, s.points, s.is_legal())),
        "is_legal_win" => (engine.is_legal_win(&hand, &situation)).map(|legal| legal.to_string()),
        "legal_waits" => engine
            .legal_waits(&hand, &situation)
            .map(|w| waits_text(&w)),
        _ => panic!("unknown question {question}"),
    };
    answered.unwrap_or_else(|_| "error".into())
}

/// Legal waits as `tile:ron:tsumo:ron_points:tsumo_points`, `-` for none.
fn waits_text(waits: &[LegalWait]) -> String {
    if waits.is_empty() {
        return "-".into();
    }
    let each = |w: &LegalWait| {
        format!(
            "{}:{}:{}:{}:{}",
            w.tile, w.ron, w.tsumo, w.ron_points, w.tsumo_points
        )
    };
    waits.iter().map(each).collect::<Vec<_>>().join(" ")
}

fn corpus() -> String {
    let mut text = String::from(
        "# Generated by tests/suite/scoring_conformance.rs; do not edit. Regenerate with\n\
         # HUPAI_REGENERATE_CONFORMANCE=1 cargo test --test suite conformance\n\
         rules\tmelds\tquestion\tsituation\thand\tanswer\n",
    );
    for &(rules, melds, question, words, hand) in INPUTS {
        let answer = answer(rules, melds, question, words, hand);
        text.push_str(&format!(
            "{rules}\t{melds}\t{question}\t{words}\t{hand}\t{answer}\n"
        ));
    }
    text
}

#[test]
fn the_scoring_corpus_is_what_the_library_answers() {
    crate::conformance::committed_or_regenerated("scoring.tsv", &corpus());
}

/// The corpus asks what it means to: red fives counted from the melds, a 0 plain
/// under 国标, eight Reds read, a silent cap gone.
#[test]
fn the_scoring_corpus_holds_the_cases_that_once_differed() {
    let corpus = corpus();
    let answer_of = |rules: &str, hand: &str, melds: &str| {
        let line = (corpus.lines())
            .map(|l| l.split('\t').collect::<Vec<_>>())
            .find(|f| f[0] == rules && f[1] == melds && f[4] == hand)
            .expect("a case");
        line[5].to_string()
    };
    assert_eq!(
        answer_of("riichi", "22m345m456p678s", "067s"),
        "2 30 1 2900"
    );
    assert!(!answer_of("zhuanzhuan-8-reds", "7777z11223m456p9s", "-").starts_with("error"));
    assert!(answer_of("zhuanzhuan-8-reds", "777777777z123m9s", "-").starts_with("error"));
    assert_eq!(answer_of("changsha", "111222333m555p33s", "-"), "6 6 true"); // 碰碰胡, 乱将
    assert_eq!(answer_of("changsha", "123456789m11123m", "-"), "6 6 true"); // 清一色, 乱将
    assert_eq!(answer_of("changsha", "123456789m33p345s", "-"), "error"); // 小胡 needs 258
}
