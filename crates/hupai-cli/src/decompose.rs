//! `hupai decompose`: every way a winning hand splits, and what each joker became.

use hupai::{Decomposition, Engine, Group, Hand};
use serde_json::{Map, Value, json};

use crate::batch::Verdict;

pub fn verdict(engine: &Engine, hand: &Hand) -> Result<Verdict, String> {
    let all: Vec<Decomposition> = engine
        .decompositions(hand)
        .map_err(|e| e.to_string())?
        .collect();
    let text = if all.is_empty() {
        format!("{hand}: no win")
    } else {
        let lines: Vec<String> = all.iter().map(Decomposition::to_string).collect();
        format!("{hand}: {}", lines.join(" | "))
    };
    let mut json = Map::new();
    json.insert("hand".into(), hand.to_string().into());
    json.insert(
        "decompositions".into(),
        all.iter().map(decomposition_json).collect(),
    );
    Ok(Verdict { text, json })
}

fn decomposition_json(decomposition: &Decomposition) -> Value {
    let groups = |test: fn(&Group) -> bool| -> Value {
        decomposition
            .groups()
            .iter()
            .filter(|g| test(g))
            .map(group_json)
            .collect()
    };
    let pairs: Vec<&Group> = decomposition.pairs().collect();
    json!({
        "form": decomposition.form().name(),
        "melds": groups(|g| g.slots().len() == 3),
        "pair": if pairs.len() == 1 { group_json(pairs[0]) } else { Value::Null },
        "pairs": groups(|g| g.slots().len() == 2),
        "singles": groups(|g| g.slots().len() == 1),
        "stand_ins": decomposition.stand_ins().iter().map(|t| t.map(|t| t.to_string())).collect::<Vec<_>>(),
    })
}

fn group_json(group: &Group) -> Value {
    let tiles: Vec<Option<String>> = group
        .slots()
        .iter()
        .map(|s| s.tile.map(|t| t.to_string()))
        .collect();
    let jokers: Vec<Option<String>> = group
        .stand_ins()
        .map(|t| t.map(|t| t.to_string()))
        .collect();
    json!({ "kind": group.kind().name(), "tiles": tiles, "jokers": jokers })
}
