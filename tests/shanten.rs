//! Shanten: Ara's 40,000 labelled hands (riichi rules, every column), and the
//! reference search on seeded random hands with jokers under every built-in rule set.

use std::fs;
use std::path::PathBuf;

use hupai::{Engine, Form, Hand};

fn ara_dir() -> Option<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/data/ara-shanten");
    if dir.is_dir() {
        Some(dir)
    } else {
        println!("SKIPPED: {} is not present", dir.display());
        None
    }
}

/// Each of the three columns (standard, thirteen orphans, seven pairs) of every hand
/// equals the engine's shanten in that form, and the least of them its shanten.
#[test]
fn ara_shanten_columns() {
    let Some(dir) = ara_dir() else {
        return;
    };
    let engine = Engine::riichi();
    let columns = [Form::Standard, Form::ThirteenOrphans, Form::SevenPairs];
    let mut mismatches = Vec::new();
    let mut total = 0;
    for file in [
        "p_normal_10000.txt",
        "p_hon_10000.txt",
        "p_tin_10000.txt",
        "p_koku_10000.txt",
    ] {
        let text = fs::read_to_string(dir.join(file)).unwrap();
        for (number, line) in text.lines().enumerate() {
            let row: Vec<i32> = line
                .split_whitespace()
                .map(|n| n.parse().unwrap())
                .collect();
            assert_eq!(row.len(), 17, "{file}:{}", number + 1);
            let ids: Vec<usize> = row[..14].iter().map(|&i| i as usize).collect();
            let hand = Hand::from_ids(&ids, 0).unwrap();
            let shanten = engine.shanten_forms(&hand).unwrap();
            for (column, form) in columns.into_iter().enumerate() {
                let expected = row[14 + column] as i8;
                if shanten.form(form) != Some(expected) {
                    mismatches.push(format!(
                        "{file}:{} {hand} {form}: expected {expected}, got {:?}",
                        number + 1,
                        shanten.form(form)
                    ));
                }
            }
            let best = row[14..].iter().min().copied().unwrap() as i8;
            assert_eq!(
                engine.shanten(&hand).unwrap(),
                best,
                "{file}:{} {hand}",
                number + 1
            );
            total += 1;
        }
    }
    assert_eq!(total, 40_000);
    assert!(
        mismatches.is_empty(),
        "{} mismatches, first: {:#?}",
        mismatches.len(),
        &mismatches[..mismatches.len().min(10)]
    );
}
