//! Exhaustive: every suit pattern of up to 17 tiles, for the tables of every built-in
//! rule set, has the costs the reference search finds.

use hupai::reference::Reference;
use hupai::rules::Rules;
use hupai::table::SuitCost;
use hupai::{BUILTIN_RULES, Engine};
use rayon::prelude::*;

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

fn reference_cost(reference: &Reference, first_id: usize, pattern: &[u8]) -> SuitCost {
    let mut counts = [0u8; 34];
    counts[first_id..first_id + pattern.len()].copy_from_slice(pattern);
    let cost = |pair| {
        reference
            .min_jokers(&counts, pair)
            .unwrap_or(SuitCost::IMPOSSIBLE)
    };
    SuitCost {
        without_pair: cost(false),
        with_pair: cost(true),
    }
}

/// One engine per distinct table among the built-in rule sets.
fn engines_with_distinct_tables() -> Vec<Engine> {
    let mut engines: Vec<Engine> = Vec::new();
    for name in BUILTIN_RULES {
        let engine = Engine::builtin(name).unwrap();
        if !engines.iter().any(|e| e.tables() == engine.tables()) {
            engines.push(engine);
        }
    }
    engines
}

fn assert_suit_matches(ranks: usize, first_id: usize, expected_patterns: usize) {
    let patterns = patterns(ranks);
    assert_eq!(patterns.len(), expected_patterns);
    for engine in engines_with_distinct_tables() {
        let reference = Reference::new(engine.rules());
        let mismatches: Vec<String> = patterns
            .par_iter()
            .filter_map(|pattern| {
                let table = match ranks {
                    9 => engine.tables().number_cost(pattern[..].try_into().unwrap()),
                    _ => engine.tables().honour_cost(pattern[..].try_into().unwrap()),
                };
                let expected = reference_cost(&reference, first_id, pattern);
                (table != expected)
                    .then(|| format!("{pattern:?}: table {table:?}, reference {expected:?}"))
            })
            .collect();
        println!(
            "rules {}: {} patterns of {ranks} ranks compared, {} mismatches",
            engine.rules().name,
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

#[test]
fn number_suit_table_equals_reference_search() {
    // Bamboo, to be sure nothing in the reference leans on the suit being the first.
    assert_suit_matches(9, 18, 886_400);
}

#[test]
fn honour_table_equals_reference_search() {
    assert_suit_matches(7, 27, 64_200);
}

#[test]
fn embedded_tables_equal_run_time_generation() {
    for name in BUILTIN_RULES {
        let engine = Engine::builtin(name).unwrap();
        let (numbers, honours) = hupai::generate::generate(engine.rules().table_rules());
        assert!(engine.tables().numbers() == numbers.as_slice(), "{name}");
        assert!(engine.tables().honours() == honours.as_slice(), "{name}");
    }
}

#[test]
fn table_memory_is_one_byte_per_key() {
    let tables = Engine::standard().tables().clone();
    assert_eq!(tables.memory_bytes(), 5usize.pow(9) + 5usize.pow(7));
    assert_eq!(tables.memory_bytes(), 2_031_250);
}

#[test]
fn default_rules_file_is_the_standard_set() {
    let defaults = Rules {
        name: "standard".into(),
        ..Rules::default()
    };
    let standard = Engine::standard();
    assert_eq!(
        Rules {
            description: String::new(),
            ..standard.rules().clone()
        },
        defaults
    );
}
