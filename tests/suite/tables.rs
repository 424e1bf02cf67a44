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
            "wind-runs",
            "zhuanzhuan-8-reds"
        ]
    );
}

/// The sizes, the warm-up and the suit costs a user can ask for, under every rule set:
/// sizes print and grow once the shanten tables exist; an empty suit costs nothing
/// without a pair; counts that are no suit pattern (a fifth copy, a wrong length) are
/// `None`, never a panic; and a lone tile's cost agrees with the check.
#[test]
fn sizes_prepare_and_suit_costs_under_every_rule_set() {
    use hupai::Suit;
    use hupai::engine::Question;
    for name in BUILTIN_RULES {
        let engine = Engine::builtin(name).unwrap();
        let before = engine.table_sizes();
        assert_eq!(before.shanten_bytes, 0, "{name}");
        engine.prepare(Question::ALL);
        let after = engine.table_sizes();
        assert!(after.shanten_bytes > 0, "{name}");
        assert_eq!(
            (after.win_tables, after.win_bytes),
            (before.win_tables, before.win_bytes)
        );
        assert!(format!("{after:?}").contains("win_bytes"), "{name}");
        for suit in Suit::ALL {
            let ranks = suit.ranks();
            let empty = engine.suit_cost(suit, &vec![0; ranks]).unwrap();
            assert_eq!(empty.without_pair, 0, "{name} {suit:?}");
            assert_eq!(engine.suit_cost(suit, &vec![0; ranks + 1]), None);
            assert_eq!(engine.suit_cost(suit, &[]), None);
            let mut five = vec![0; ranks];
            five[0] = 5;
            assert_eq!(engine.suit_cost(suit, &five), None, "{name} {suit:?}");
        }
    }
    // 1m alone: two jokers make a meld, one a pair; standard rules, as a check sees it.
    let engine = Engine::standard();
    let cost = engine
        .suit_cost(Suit::Man, &[1, 0, 0, 0, 0, 0, 0, 0, 0])
        .unwrap();
    assert_eq!((cost.without_pair, cost.with_pair), (2, 1));
    assert!(engine.is_win(&"1mJ".parse().unwrap()));
    assert!(!engine.is_win(&"1m".parse().unwrap()));
}
