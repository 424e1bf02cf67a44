//! Exhaustive: every suit pattern of up to 17 tiles, for the tables of every built-in
//! rule set, has the costs the reference search finds; the embedded tables are what
//! generation makes.

use crate::reference::Reference;
use crate::tables::win::{SuitCost, SuitTables};
use crate::{BUILTIN_RULES, Engine, Suit};

/// Suit patterns as far as a hand can hold them.
const MAX_SUIT_TILES: usize = 17;

/// Every pattern of `ranks` ranks (counts 0..=4) with at most MAX_SUIT_TILES tiles.
fn patterns(ranks: usize) -> Vec<Vec<u8>> {
    (0..5usize.pow(ranks as u32))
        .map(|key| {
            (0..ranks)
                .map(|r| (key / 5usize.pow(r as u32) % 5) as u8)
                .collect::<Vec<u8>>()
        })
        .filter(|p| p.iter().map(|&c| usize::from(c)).sum::<usize>() <= MAX_SUIT_TILES)
        .collect()
}

/// One engine per distinct set of tables among the built-in rule sets.
fn engines_with_distinct_tables() -> Vec<Engine> {
    let mut engines: Vec<Engine> = Vec::new();
    for name in BUILTIN_RULES {
        let engine = Engine::builtin(name).unwrap();
        if !engines.iter().any(|e| e.tables == engine.tables) {
            engines.push(engine);
        }
    }
    engines
}

/// Compares every pattern of every distinct table of every built-in rule set that
/// `suits` read, against the reference search for the first suit reading it.
fn assert_tables_match(suits: &[Suit], expected_patterns: usize) {
    for engine in engines_with_distinct_tables() {
        let reference = Reference::new(engine.rules());
        let suit_table = engine.tables.suit_table();
        for (i, &suit) in suits.iter().enumerate() {
            let index = suit_table[suit as usize];
            if suits[..i].iter().any(|&s| suit_table[s as usize] == index) {
                continue;
            }
            let patterns = patterns(suit.ranks());
            assert_eq!(patterns.len(), expected_patterns);
            let compared = crate::parallel::map(&patterns, |pattern| {
                let table = engine.tables.cost(suit, pattern).unwrap();
                let cost = |pair| {
                    reference
                        .suit_min_jokers(suit, pattern, pair)
                        .unwrap_or(SuitCost::IMPOSSIBLE)
                };
                let expected = SuitCost {
                    without_pair: cost(false),
                    with_pair: cost(true),
                };
                (table != expected)
                    .then(|| format!("{pattern:?}: table {table:?}, reference {expected:?}"))
            });
            let mismatches: Vec<String> = compared.into_iter().flatten().collect();
            println!(
                "rules {}, suit {}: {} patterns compared, {} mismatches",
                engine.rules().name,
                suit.letter(),
                patterns.len(),
                mismatches.len()
            );
            assert!(
                mismatches.is_empty(),
                "{}",
                mismatches[..mismatches.len().min(20)].join("\n")
            );
        }
    }
}

#[test]
fn number_suit_tables_equal_reference_search() {
    assert_tables_match(&[Suit::Man, Suit::Pin, Suit::Sou], 886_400);
}

#[test]
fn honour_tables_equal_reference_search() {
    assert_tables_match(&[Suit::Honours], 64_200);
}

#[test]
fn embedded_tables_equal_run_time_generation() {
    // Rule sets of the same table rules share tables: each generated once.
    let mut built = std::collections::HashMap::new();
    for name in BUILTIN_RULES {
        let engine = Engine::builtin(name).unwrap();
        let table_rules = engine.rules().table_rules();
        let built = built
            .entry(table_rules)
            .or_insert_with(|| SuitTables::build(table_rules));
        assert!(engine.tables == *built, "{name}");
    }
}
