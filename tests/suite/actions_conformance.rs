//! The legal-actions corpus, `conformance/actions.tsv`: a seat's context in JSON and
//! the menu's line every face must answer (`hupai actions` prints it), or the
//! error's start. Each rule of docs/actions.md is asked both ways.
//!
//! Made here from the library; it must equal the committed file. After a deliberate
//! change: `HUPAI_REGENERATE_CONFORMANCE=1 cargo test --test suite conformance`.

#![cfg(feature = "serde")]

use hupai::Engine;
use hupai::actions::Context;
use hupai::rules::Rules;

/// The cases: rules and context, one a line.
#[rustfmt::skip]
const INPUTS: &[(&str, &str)] = &[
    // Its own turn: discards, riichi's discards, tsumo with a yaku or without.
    ("riichi", r#"{"hand": "123m456p789s11233z", "moment": {"drew": "3z"}}"#),
    ("riichi", r#"{"hand": "123m456p789s11233z", "moment": {"drew": "3z"}, "points": 900}"#),
    ("riichi", r#"{"hand": "123m456p789s11233z", "moment": {"drew": "3z"}, "wall": 3}"#),
    ("riichi", r#"{"hand": "123m456p789s11233z", "moment": {"drew": "3z"}, "points": 1000, "wall": 4}"#),
    ("riichi", r#"{"hand": "123m456p11233z", "melds": "789m", "moment": {"drew": "3z"}}"#),
    ("riichi", r#"{"hand": "123m456p11233z", "melds": "(7777m)", "moment": {"drew": "3z"}}"#),
    ("riichi", r#"{"hand": "123m456p789s11222z", "moment": {"drew": "2z"}, "seat": "south"}"#),
    ("riichi", r#"{"hand": "123m406p789s11222z", "moment": {"drew": "2z"}, "seat": "west"}"#),
    ("riichi", r#"{"hand": "12m456p789s11222z3m", "melds": "", "moment": {"drew": "3m"}, "riichi": true, "discards": "9p"}"#),
    ("riichi", r#"{"hand": "123m456p789s11222z", "melds": "", "moment": {"drew": "2z"}, "riichi": true, "discards": "9p"}"#),
    ("riichi", r#"{"hand": "123m456p789s11223z", "moment": {"drew": "3z"}, "riichi": true, "discards": "9p"}"#),
    // Kongs: concealed, added, none on the last tile or a fifth; in riichi by the readings.
    ("riichi", r#"{"hand": "1111m456p789s1123z", "moment": {"drew": "1m"}}"#),
    ("riichi", r#"{"hand": "1111m456p789s1123z", "moment": {"drew": "1m"}, "wall": 0}"#),
    ("riichi", r#"{"hand": "1111m456p789s1123z", "moment": {"drew": "1m"}, "kongs": 4}"#),
    ("riichi", r#"{"hand": "5m456p789s1123z", "melds": "555m", "moment": {"drew": "5m"}}"#),
    ("riichi", r#"{"hand": "56799m45777p5555z", "moment": {"drew": "5z"}, "riichi": true, "discards": "1z"}"#),
    ("riichi", r#"{"hand": "111123m456p789s11z", "moment": {"drew": "1m"}, "riichi": true, "discards": "9p"}"#),
    ("riichi", r#"{"hand": "11112m456p789s111z", "moment": {"drew": "1m"}, "riichi": true, "discards": "9p"}"#),
    ("riichi", r#"{"hand": "1111444m789s111z4m", "moment": {"drew": "4m"}, "riichi": true, "discards": "9p"}"#),
    // Nine terminals on the first draw only; kita with three players.
    ("riichi", r#"{"hand": "19m19p19s12345677z", "moment": {"drew": "7z"}, "first_go_around": true}"#),
    ("riichi", r#"{"hand": "19m19p19s12345677z", "moment": {"drew": "7z"}, "discards": "2m"}"#),
    ("riichi", r#"{"hand": "12m23p123s1234556z", "moment": {"drew": "6z"}, "first_go_around": true}"#),
    ("sanma", r#"{"hand": "19m123p456s123444z", "moment": {"drew": "4z"}}"#),
    ("sanma", r#"{"hand": "19m123p456s123444z", "moment": {"drew": "4z"}, "wall": 0}"#),
    // After a call: kuikae bans the called kind and the run's other end.
    ("riichi", r#"{"hand": "3456m456p89s22z", "melds": "234m", "moment": {"called": "2m", "run": "2m"}}"#),
    ("riichi", r#"{"hand": "3456m456p89s22z", "melds": "345m", "moment": {"called": "4m", "run": "3m"}}"#),
    ("riichi", r#"{"hand": "356m456p589s22z", "melds": "555s", "moment": {"called": "5s"}}"#),
    ("riichi", r#"{"hand": "22m", "melds": "111s,222s,333s,444s", "moment": {"called": "2m"}}"#),
    // Another's discard: ron, furiten from each source, pon with red choices, chi, kong.
    ("riichi", r#"{"hand": "123m456p789s1122z", "moment": {"discarded": "1z", "by": "left"}}"#),
    ("riichi", r#"{"hand": "123m456p789s1122z", "moment": {"discarded": "1z", "by": "left"}, "discards": "2z"}"#),
    ("riichi", r#"{"hand": "123m456p789s1122z", "moment": {"discarded": "1z", "by": "left"}, "passed": "2z"}"#),
    ("riichi", r#"{"hand": "123m456p789s1122z", "moment": {"discarded": "1z", "by": "left"}, "riichi": true, "discards": "9m", "passed_in_riichi": "2z"}"#),
    ("riichi", r#"{"hand": "123m456p789s1122z", "moment": {"discarded": "1z", "by": "left"}, "riichi": true, "discards": "9m", "passed": "9p"}"#),
    ("riichi", r#"{"hand": "23m456p789s11z567p", "moment": {"discarded": "4m", "by": "left"}}"#),
    ("riichi", r#"{"hand": "23m456p789s11z567p", "moment": {"discarded": "1m", "by": "left"}, "seat": "south"}"#),
    ("riichi", r#"{"hand": "23m456p789s11z567p", "moment": {"discarded": "1m", "by": "left"}, "wall": 0}"#),
    ("riichi", r#"{"hand": "055m123p456s789s1z", "moment": {"discarded": "5m", "by": "across"}}"#),
    ("riichi", r#"{"hand": "055m123p456s789s1z", "moment": {"discarded": "0m", "by": "left"}}"#),
    ("riichi", r#"{"hand": "34m55m78p123s456s1z", "moment": {"discarded": "5m", "by": "left"}}"#),
    ("riichi", r#"{"hand": "34m05m78p123s456s1z", "moment": {"discarded": "5m", "by": "right"}}"#),
    ("riichi", r#"{"hand": "555m12p123s456s1z9m", "moment": {"discarded": "5m", "by": "right"}}"#),
    ("riichi", r#"{"hand": "555m12p123s456s1z9m", "moment": {"discarded": "5m", "by": "right"}, "kongs": 4}"#),
    ("riichi", r#"{"hand": "555m12p123s456s1z9m", "moment": {"discarded": "5m", "by": "right"}, "riichi": true, "discards": "9p"}"#),
    ("riichi", r#"{"hand": "4m4m123p456s789s11z", "moment": {"discarded": "4m", "by": "left"}}"#),
    ("riichi", r#"{"hand": "3m3m3m4m4m1p2p3p4p5p6p9p9p", "moment": {"discarded": "4m", "by": "left"}}"#),
    ("sanma", r#"{"hand": "123p456p789s1122z", "moment": {"discarded": "1z", "by": "left"}}"#),
    ("sanma", r#"{"hand": "34p12p123s456s789s", "moment": {"discarded": "5p", "by": "left"}}"#),
    // Kongs of others: chankan on an added kong; a concealed one only by thirteen orphans.
    ("riichi", r#"{"hand": "23m456p789s11z567p", "moment": {"added_kong": "4m", "by": "across"}}"#),
    ("riichi", r#"{"hand": "23m456p789s11z567p", "moment": {"concealed_kong": "4m", "by": "across"}}"#),
    ("riichi", r#"{"hand": "19m19p19s123456z7z", "moment": {"concealed_kong": "7z", "by": "across"}}"#),
    ("riichi", r#"{"hand": "19m19p19s1234566z", "moment": {"concealed_kong": "7z", "by": "across"}}"#),
    // Each option's other ends (conformance/actions-open.toml, actions-closed.toml).
    ("actions-open.toml", r#"{"hand": "3456m456p89s22z", "melds": "234m", "moment": {"called": "2m", "run": "2m"}}"#),
    ("actions-open.toml", r#"{"hand": "256m456p789s22z", "melds": "234m", "moment": {"called": "2m", "run": "2m"}}"#),
    ("actions-closed.toml", r#"{"hand": "256m456p789s22z", "melds": "234m", "moment": {"called": "2m", "run": "2m"}}"#),
    ("riichi", r#"{"hand": "256m456p789s22z", "melds": "234m", "moment": {"called": "2m", "run": "2m"}}"#),
    ("actions-open.toml", r#"{"hand": "22m", "melds": "111s,222s,333s,444s", "moment": {"called": "2m"}}"#),
    ("riichi", r#"{"hand": "2345m", "melds": "111s,222s,333s", "moment": {"discarded": "2m", "by": "left"}}"#),
    ("actions-open.toml", r#"{"hand": "2345m", "melds": "111s,222s,333s", "moment": {"discarded": "2m", "by": "left"}}"#),
    ("actions-closed.toml", r#"{"hand": "2345m", "melds": "111s,222s,333s", "moment": {"discarded": "2m", "by": "left"}}"#),
    ("actions-open.toml", r#"{"hand": "56799m45777p5555z", "moment": {"drew": "5z"}, "riichi": true, "discards": "1z"}"#),
    ("riichi", r#"{"hand": "1112444m789s111z1m", "moment": {"drew": "1m"}, "riichi": true, "discards": "9p"}"#),
    ("actions-open.toml", r#"{"hand": "1112444m789s111z1m", "moment": {"drew": "1m"}, "riichi": true, "discards": "9p"}"#),
    ("actions-closed.toml", r#"{"hand": "1112444m789s111z1m", "moment": {"drew": "1m"}, "riichi": true, "discards": "9p"}"#),
    ("actions-closed.toml", r#"{"hand": "56799m45777p5555z", "moment": {"drew": "5z"}, "riichi": true, "discards": "1z"}"#),
    ("actions-open.toml", r#"{"hand": "19m19p19s123456z7z", "moment": {"concealed_kong": "7z", "by": "across"}}"#),
    ("actions-open.toml", r#"{"hand": "123m456p789s11233z", "moment": {"drew": "3z"}, "points": 0, "wall": 1}"#),
    ("actions-open.toml", r#"{"hand": "123m456p789s11233z", "moment": {"drew": "3z"}, "wall": 0}"#),
    ("actions-closed.toml", r#"{"hand": "123m456p789s11233z", "moment": {"drew": "3z"}, "points": 1900}"#),
    ("actions-closed.toml", r#"{"hand": "123m456p789s11233z", "moment": {"drew": "3z"}, "wall": 7}"#),
    ("actions-closed.toml", r#"{"hand": "123m456p789s11233z", "moment": {"drew": "3z"}, "points": 2000, "wall": 8}"#),
    ("actions-open.toml", r#"{"hand": "19m19p19s12345677z", "moment": {"drew": "7z"}, "first_go_around": true}"#),
    ("actions-closed.toml", r#"{"hand": "19m19p19s12345677z", "moment": {"drew": "7z"}, "first_go_around": true}"#),
    // The smallest hands: one tile beside four melds, two after a draw.
    ("riichi", r#"{"hand": "1z", "melds": "111s,222s,333s,444s", "moment": {"discarded": "1z", "by": "across"}}"#),
    ("riichi", r#"{"hand": "1z1z", "melds": "111s,222s,333s,444s", "moment": {"drew": "1z"}}"#),
    ("riichi", r#"{"hand": "1z1z", "melds": "111s,222s,333s,(4444s)", "moment": {"drew": "1z", "after_kong": true}}"#),
    // A replacement draw after a North set aside (three players): rinshan kaihou.
    ("sanma", r#"{"hand": "11m123p456s789s11z1m", "moment": {"drew": "1m", "after_kong": true}, "kita": 1}"#),
    ("sanma", r#"{"hand": "11m123p456s789s11z1m", "moment": {"drew": "1m"}, "kita": 1}"#),
    ("sanma", r#"{"hand": "11m123p456s789s11z1m", "moment": {"drew": "1m", "after_kong": true}}"#),
    // A North another seat set aside (three players): ron on it, no chankan; a passed
    // North is furiten; no kita with four players.
    ("sanma", r#"{"hand": "123p456p789s11z44z", "moment": {"kita": "4z", "by": "right"}, "riichi": true, "discards": "9p"}"#),
    ("sanma", r#"{"hand": "123p456p789s11z44z", "moment": {"kita": "4z", "by": "right"}, "riichi": true, "discards": "9p", "passed_in_riichi": "4z"}"#),
    ("sanma", r#"{"hand": "123p456p789s11z44z", "moment": {"kita": "4z", "by": "right"}}"#),
    ("sanma", r#"{"hand": "123p456p789s11z45z", "moment": {"kita": "4z", "by": "left"}}"#),
    ("sanma", r#"{"hand": "123p456p789s11z44z", "moment": {"kita": "1z", "by": "right"}}"#),
    ("riichi", r#"{"hand": "123p456p789s11z44z", "moment": {"kita": "4z", "by": "right"}}"#),
    ("riichi", r#"{"hand": "123p456p789s11z44z", "moment": {"discarded": "4z", "by": "right"}, "kita": 1}"#),
    // Impossible contexts and bad JSON: jokers, seventeen tiles, a replacement draw
    // with nothing replaced.
    ("riichi", r#"{"hand": "123m456p789s112zJ", "moment": {"discarded": "1z", "by": "left"}}"#),
    ("riichi", r#"{"hand": "11122233344455566m", "moment": {"drew": "6m"}}"#),
    ("riichi", r#"{"hand": "123m456p789s11233z", "moment": {"drew": "3z", "after_kong": true}}"#),
    ("riichi", r#"{"hand": "123m456p789s1122z", "moment": {"drew": "3z"}}"#),
    ("riichi", r#"{"hand": "123m456p789s11222z", "moment": {"discarded": "2z", "by": "left"}}"#),
    ("riichi", r#"{"hand": "1111m456p789s123z", "moment": {"discarded": "1m", "by": "left"}}"#),
    ("riichi", r#"{"hand": "1111m456p789s1234z", "moment": {"drew": "1m"}, "dora": "1m"}"#),
    ("riichi", r#"{"hand": "123m456p789s1122z", "moment": {"discarded": "1z", "by": "left"}, "discards": "11111m"}"#),
    ("riichi", r#"{"hand": "123m456p789s11233z", "moment": {"drew": "3z"}, "riichi": true}"#),
    ("sanma", r#"{"hand": "1122z789s456s9p", "melds": "123p", "moment": {"called": "1p", "run": "1p"}}"#),
    ("riichi", r#"{"hand": "123m456p789s1122z", "moment": {"discarded": "1z"}}"#),
    ("riichi", r#"{"hand": "123m456p789s1122z", "moment": {"discarded": "1z", "by": "left"}, "colour": 1}"#),
    ("guobiao", r#"{"hand": "123m456p789s1122z", "moment": {"discarded": "1z", "by": "left"}}"#),
];

/// The engine of a rules column: a built-in's name, or a rules file beside the corpus.
pub(crate) fn engine_of(rules: &str) -> Engine {
    match rules.ends_with(".toml") {
        true => {
            let path = crate::conformance::conformance_dir().join(rules);
            Engine::from_rules(Rules::load(path).unwrap()).unwrap()
        }
        false => Engine::builtin(rules).unwrap(),
    }
}

fn answer(rules: &str, json: &str) -> String {
    let engine = engine_of(rules);
    let context: Context = match serde_json::from_str(json) {
        Ok(context) => context,
        Err(e) => return format!("error: context: {e}"),
    };
    match engine.actions(&context) {
        Ok(menu) => menu.to_string(),
        Err(e) => format!("error: {e}"),
    }
}

/// A corpus file's text: its header (made by `generator`, with `columns`), then each
/// input's rules, input and answer.
pub(crate) fn corpus_text(
    generator: &str,
    columns: &str,
    inputs: &[(&str, &str)],
    answer: fn(&str, &str) -> String,
) -> String {
    let mut text = format!(
        "# Generated by tests/suite/{generator}; do not edit. Regenerate with\n\
         # HUPAI_REGENERATE_CONFORMANCE=1 cargo test --test suite conformance\n\
         {columns}\n"
    );
    for &(rules, json) in inputs {
        text.push_str(&format!("{rules}\t{json}\t{}\n", answer(rules, json)));
    }
    text
}

fn corpus() -> String {
    corpus_text(
        "actions_conformance.rs",
        "rules\tcontext\tmenu",
        INPUTS,
        answer,
    )
}

#[test]
fn the_actions_corpus_is_what_the_library_answers() {
    crate::conformance::committed_or_regenerated("actions.tsv", &corpus());
}
