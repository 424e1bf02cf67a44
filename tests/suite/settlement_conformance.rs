//! The settlement corpus, `conformance/settlement.tsv`: a round and its ending in
//! JSON (docs/settlement.md) and what every face must answer: the settled JSON
//! (`hupai settle --format json` prints it), or the error's start. Every ending, each
//! preset's differing options, three and four players, the game's end.
//!
//! Made here from the library; it must equal the committed file. After a deliberate
//! change: `HUPAI_REGENERATE_CONFORMANCE=1 cargo test --test suite conformance`.

#![cfg(feature = "serde")]

use hupai::Engine;
use hupai::settlement::Settlement;

/// The cases: rules and settlement, one a line.
#[rustfmt::skip]
const INPUTS: &[(&str, &str)] = &[
    // Ron and tsumo, dealer and not, with honba and sticks.
    ("riichi", r#"{"round": {"points": [25000, 25000, 25000, 25000]}, "ending": {"wins": [{"seat": 2, "from": 3, "basic_points": 2000}]}}"#),
    ("riichi", r#"{"round": {"honba": 2, "riichi_sticks": 1, "points": [25000, 24000, 25000, 25000]}, "ending": {"wins": [{"seat": 0, "from": 1, "basic_points": 1920}]}}"#),
    ("riichi", r#"{"round": {"dealer": 1, "round": 1, "honba": 1, "points": [25000, 25000, 25000, 25000]}, "ending": {"wins": [{"seat": 3, "basic_points": 480}]}}"#),
    ("riichi", r#"{"round": {"dealer": 1, "round": 1, "honba": 3, "riichi_sticks": 2, "points": [25000, 24000, 24000, 25000]}, "ending": {"wins": [{"seat": 1, "basic_points": 8000}]}}"#),
    // Two rons: the honba and the sticks to the first in turn from the discarder.
    ("riichi", r#"{"round": {"honba": 1, "riichi_sticks": 2, "points": [24000, 25000, 25000, 24000]}, "ending": {"wins": [{"seat": 0, "from": 2, "basic_points": 2000}, {"seat": 3, "from": 2, "basic_points": 1280}]}}"#),
    ("mahjongsoul", r#"{"round": {"honba": 1, "points": [25000, 25000, 25000, 25000]}, "ending": {"wins": [{"seat": 0, "from": 1, "basic_points": 2000}, {"seat": 2, "from": 1, "basic_points": 2000}, {"seat": 3, "from": 1, "basic_points": 640}]}}"#),
    // Pao: a single yakuman, and a double with one liable yakuman (Tenhou against Mahjong Soul).
    ("tenhou", r#"{"round": {"honba": 1, "points": [25000, 25000, 25000, 25000]}, "ending": {"wins": [{"seat": 1, "basic_points": 8000, "pao": [2, 8000]}]}}"#),
    ("tenhou", r#"{"round": {"honba": 1, "points": [25000, 25000, 25000, 25000]}, "ending": {"wins": [{"seat": 1, "from": 3, "basic_points": 8000, "pao": [2, 8000]}]}}"#),
    ("tenhou", r#"{"round": {"points": [25000, 25000, 25000, 25000]}, "ending": {"wins": [{"seat": 1, "basic_points": 16000, "pao": [2, 8000]}]}}"#),
    ("mahjongsoul", r#"{"round": {"points": [25000, 25000, 25000, 25000]}, "ending": {"wins": [{"seat": 1, "basic_points": 16000, "pao": [2, 8000]}]}}"#),
    ("tenhou", r#"{"round": {"points": [25000, 25000, 25000, 25000]}, "ending": {"wins": [{"seat": 1, "from": 3, "basic_points": 16000, "pao": [2, 8000]}]}}"#),
    ("mahjongsoul", r#"{"round": {"points": [25000, 25000, 25000, 25000]}, "ending": {"wins": [{"seat": 1, "from": 3, "basic_points": 16000, "pao": [2, 8000]}]}}"#),
    // Exhaustive draws: one, two, three tenpai, none, all; nagashi mangan (not WRC's).
    ("riichi", r#"{"round": {"points": [25000, 25000, 25000, 25000]}, "ending": {"exhausted": {"tenpai": [false, true, false, false]}}}"#),
    ("riichi", r#"{"round": {"honba": 1, "riichi_sticks": 1, "points": [25000, 24000, 25000, 25000]}, "ending": {"exhausted": {"tenpai": [true, true, false, false]}}}"#),
    ("riichi", r#"{"round": {"points": [25000, 25000, 25000, 25000]}, "ending": {"exhausted": {"tenpai": [false, true, true, true]}}}"#),
    ("riichi", r#"{"round": {"points": [25000, 25000, 25000, 25000]}, "ending": {"exhausted": {"tenpai": [false, false, false, false]}}}"#),
    ("riichi", r#"{"round": {"points": [25000, 25000, 25000, 25000]}, "ending": {"exhausted": {"tenpai": [true, true, true, true]}}}"#),
    ("riichi", r#"{"round": {"honba": 2, "points": [25000, 25000, 25000, 25000]}, "ending": {"exhausted": {"tenpai": [false, true, false, false], "nagashi": [false, false, true, false]}}}"#),
    ("wrc", r#"{"round": {"points": [30000, 30000, 30000, 30000]}, "ending": {"exhausted": {"tenpai": [false, true, false, false], "nagashi": [false, false, true, false]}}}"#),
    // Aborts keep the deal and the sticks.
    ("riichi", r#"{"round": {"dealer": 2, "round": 2, "honba": 1, "riichi_sticks": 3, "points": [24000, 24000, 24000, 25000]}, "ending": "aborted"}"#),
    // Three players: 200 a honba, tsumo loss, 2,000 at a draw.
    ("sanma", r#"{"round": {"honba": 1, "points": [35000, 35000, 35000]}, "ending": {"wins": [{"seat": 1, "from": 2, "basic_points": 2000}]}}"#),
    ("sanma", r#"{"round": {"honba": 1, "points": [35000, 35000, 35000]}, "ending": {"wins": [{"seat": 1, "basic_points": 2000}]}}"#),
    ("sanma", r#"{"round": {"points": [35000, 35000, 35000]}, "ending": {"exhausted": {"tenpai": [true, false, false]}}}"#),
    // The game's end: busting (below zero, at zero, never), the last round, West.
    ("tenhou", r#"{"round": {"round": 2, "dealer": 2, "points": [25000, 33000, 35000, 7000]}, "ending": {"wins": [{"seat": 1, "from": 3, "basic_points": 2000}]}}"#),
    ("tenhou", r#"{"round": {"round": 2, "dealer": 2, "points": [25000, 33000, 35000, 8000]}, "ending": {"wins": [{"seat": 1, "from": 3, "basic_points": 2000}]}}"#),
    ("mahjongsoul", r#"{"round": {"round": 2, "dealer": 2, "points": [25000, 33000, 35000, 8000]}, "ending": {"wins": [{"seat": 1, "from": 3, "basic_points": 2000}]}}"#),
    ("mleague", r#"{"round": {"round": 2, "dealer": 2, "points": [25000, 33000, 35000, 7000]}, "ending": {"wins": [{"seat": 1, "from": 3, "basic_points": 2000}]}}"#),
    ("tenhou", r#"{"round": {"round": 7, "dealer": 3, "points": [29000, 27000, 22000, 22000]}, "ending": {"exhausted": {"tenpai": [false, false, true, false]}}}"#),
    ("mleague", r#"{"round": {"round": 7, "dealer": 3, "points": [29000, 27000, 22000, 22000]}, "ending": {"exhausted": {"tenpai": [false, false, true, false]}}}"#),
    ("tenhou", r#"{"round": {"round": 7, "dealer": 3, "riichi_sticks": 1, "points": [30000, 22000, 22000, 25000]}, "ending": {"wins": [{"seat": 0, "from": 1, "basic_points": 1000}]}}"#),
    ("tenhou", r#"{"round": {"round": 7, "dealer": 3, "points": [22000, 22000, 22000, 34000]}, "ending": {"wins": [{"seat": 3, "basic_points": 500}]}}"#),
    ("mleague", r#"{"round": {"round": 7, "dealer": 3, "points": [22000, 22000, 22000, 34000]}, "ending": {"wins": [{"seat": 3, "basic_points": 500}]}}"#),
    ("tenhou", r#"{"round": {"round": 7, "dealer": 3, "points": [22000, 22000, 22000, 34000]}, "ending": {"exhausted": {"tenpai": [false, false, false, true]}}}"#),
    ("wrc", r#"{"round": {"round": 7, "dealer": 3, "points": [27000, 27000, 27000, 39000]}, "ending": {"exhausted": {"tenpai": [false, false, false, true]}}}"#),
    ("tenhou", r#"{"round": {"round": 8, "points": [28000, 27000, 25000, 20000]}, "ending": {"wins": [{"seat": 2, "from": 3, "basic_points": 1280}]}}"#),
    ("tenhou", r#"{"round": {"round": 11, "dealer": 3, "points": [28000, 27000, 25000, 20000]}, "ending": {"exhausted": {"tenpai": [true, false, false, false]}}}"#),
    ("riichi", r#"{"round": {"round": 3, "dealer": 3, "points": [25000, 25000, 25000, 25000]}, "ending": {"wins": [{"seat": 0, "from": 1, "basic_points": 2000}]}}"#),
    // An East-only game whose aborts pass the deal (a rules file beside the corpus):
    // East 4 is the last.
    ("settlement-east.toml", r#"{"round": {"round": 3, "dealer": 3, "points": [25000, 25000, 25000, 25000]}, "ending": {"wins": [{"seat": 0, "from": 1, "basic_points": 2000}]}}"#),
    ("settlement-east.toml", r#"{"round": {"round": 1, "dealer": 1, "honba": 2, "riichi_sticks": 1, "points": [25000, 24000, 25000, 25000]}, "ending": "aborted"}"#),
    // 血战到底 (sichuan: kongs 2 / 1 / 2, flower pig 16 capped at 16): three winners,
    // 呼叫转移, the draw's checks (查大叫 with two waiting, 查花猪, 退税), three and two
    // seats, every kong kind.
    ("sichuan", r#"{"bloodbath": {"events": [{"wins": {"from": 2, "winners": [{"seat": 3, "points": 4}, {"seat": 1, "points": 2}]}}, {"wins": {"winners": [{"seat": 0, "points": 8}]}}]}}"#),
    ("sichuan", r#"{"bloodbath": {"dealer": 1, "round": 3, "events": [{"kong": {"seat": 1, "kind": "concealed"}}, {"wins": {"from": 1, "winners": [{"seat": 3, "points": 4}], "after_kong": true}}], "exhausted": {"waiting": [2, null, 4, null]}}}"#),
    ("sichuan", r#"{"bloodbath": {"events": [{"kong": {"seat": 0, "kind": "exposed", "from": 2}}, {"kong": {"seat": 1, "kind": "added"}}], "exhausted": {"waiting": [null, 8, 16, 4], "flower_pigs": [false, false, false, true]}}}"#),
    ("sichuan", r#"{"bloodbath": {"players": 3, "events": [{"kong": {"seat": 2, "kind": "concealed"}}, {"wins": {"winners": [{"seat": 2, "points": 16}]}}], "exhausted": {"waiting": [null, null, null], "flower_pigs": [true, false, false]}}}"#),
    ("sichuan", r#"{"bloodbath": {"players": 2, "events": [{"wins": {"from": 0, "winners": [{"seat": 1, "points": 1}]}}]}}"#),
    ("sichuan", r#"{"bloodbath": {"events": [{"wins": {"winners": [{"seat": 1, "points": 2}]}}, {"wins": {"winners": [{"seat": 1, "points": 2}]}}]}}"#),
    ("sichuan", r#"{"bloodbath": {"events": [{"wins": {"from": 2, "winners": [{"seat": 0, "points": 2}], "after_kong": true}}]}}"#),
    ("sichuan", r#"{"bloodbath": {"events": [{"kong": {"seat": 1, "kind": "exposed"}}]}}"#),
    ("sichuan", r#"{"bloodbath": {"players": 5}}"#),
    ("sichuan", r#"{"round": {"points": [25000, 25000, 25000, 25000]}, "ending": "aborted"}"#),
    ("riichi", r#"{"bloodbath": {}}"#),
    ("sichuan", r#"{"bloodbath": {}, "round": {"points": [1, 2, 3, 4]}}"#),
    ("sichuan", r#"{}"#),
    // What cannot be settled.
    ("riichi", r#"{"round": {"points": [25000, 25000, 25000]}, "ending": "aborted"}"#),
    ("riichi", r#"{"round": {"points": [25000, 25000, 25000, 25000]}, "ending": {"wins": [{"seat": 4, "from": 0, "basic_points": 2000}]}}"#),
    ("riichi", r#"{"round": {"points": [25000, 25000, 25000, 25000]}, "ending": {"wins": [{"seat": 1, "from": 1, "basic_points": 2000}]}}"#),
    ("riichi", r#"{"round": {"points": [25000, 25000, 25000, 25000]}, "ending": {"wins": [{"seat": 1, "from": 0, "basic_points": 2000}, {"seat": 2, "from": 3, "basic_points": 2000}]}}"#),
    ("riichi", r#"{"round": {"points": [25000, 25000, 25000, 25000]}, "ending": {"wins": [{"seat": 1, "basic_points": 2000}, {"seat": 2, "basic_points": 2000}]}}"#),
    ("riichi", r#"{"round": {"points": [25000, 25000, 25000, 25000]}, "ending": {"wins": []}}"#),
    ("riichi", r#"{"round": {"points": [25000, 25000, 25000, 25000]}, "ending": {"wins": [{"seat": 1, "basic_points": 2000, "pao": [1, 2000]}]}}"#),
    ("riichi", r#"{"round": {"points": [25000, 25000, 25000, 25000]}, "ending": {"wins": [{"seat": 1, "basic_points": 2000, "pao": [2, 8000]}]}}"#),
    ("riichi", r#"{"round": {"points": [25000, 25000, 25000, 25000]}, "ending": {"exhausted": {"tenpai": [true, false, false]}}}"#),
    ("riichi", r#"{"round": {"dealer": 7, "points": [25000, 25000, 25000, 25000]}, "ending": "aborted"}"#),
    ("riichi", r#"{"round": {"points": [25000, 25000, 25000, 25000], "oya": 0}, "ending": "aborted"}"#),
    ("riichi", r#"{"round": {"points": [25000, 25000, 25000, 25000]}, "ending": "drawn"}"#),
    ("riichi", r#"{"round": {"points": [25000, 25000, 25000, 25000]}}"#),
    ("guobiao", r#"{"round": {"points": [25000, 25000, 25000, 25000]}, "ending": "aborted"}"#),
];

fn answer(rules: &str, json: &str) -> String {
    let engine: Engine = crate::actions_conformance::engine_of(rules);
    let settlement: Settlement = match serde_json::from_str(json) {
        Ok(settlement) => settlement,
        Err(e) => return format!("error: settlement: {e}"),
    };
    match engine.settle(&settlement) {
        Ok(settled) => serde_json::to_string(&settled).expect("JSON"),
        Err(e) => format!("error: {e}"),
    }
}

fn corpus() -> String {
    crate::actions_conformance::corpus_text(
        "settlement_conformance.rs",
        "rules\tsettlement\tsettled",
        INPUTS,
        answer,
    )
}

#[test]
fn the_settlement_corpus_is_what_the_library_answers() {
    crate::conformance::committed_or_regenerated("settlement.tsv", &corpus());
}
