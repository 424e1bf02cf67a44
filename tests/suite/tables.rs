//! The tables' sizes and the built-in sets, through the public API (the exhaustive
//! comparison of every table with the reference search is the library's own test,
//! `src/tables/tests.rs`).

use hupai::rules::Rules;
use hupai::{BUILTIN_RULES, Engine};

#[test]
fn table_memory_is_one_byte_per_key() {
    let sizes = Engine::standard().table_sizes();
    assert_eq!(sizes.win_bytes, 5usize.pow(9) + 5usize.pow(7));
    assert_eq!(sizes.win_bytes, 2_031_250);
    for name in BUILTIN_RULES {
        let engine = Engine::builtin(name).unwrap();
        let sizes = engine.table_sizes();
        println!(
            "rules {name}: {} tables, {} bytes",
            sizes.win_tables, sizes.win_bytes
        );
        assert!(sizes.win_bytes <= 3 * 1_953_125 + 78_125);
    }
}

#[test]
fn default_rules_file_is_the_standard_set() {
    let defaults = {
        let mut rules = Rules::default();
        rules.name = "standard".into();
        rules
    };
    let standard = Engine::standard();
    assert_eq!(
        {
            let mut rules = standard.rules().clone();
            rules.description = String::new();
            rules
        },
        defaults
    );
    assert_eq!(
        BUILTIN_RULES,
        [
            "changsha",
            "guobiao",
            "hongzhong",
            "riichi",
            "sanma",
            "sichuan",
            "standard",
            "strict-jokers",
            "taiwan",
            "wind-runs"
        ]
    );
}
