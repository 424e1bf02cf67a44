//! External data nobody here wrote, from `../shared/data/` beside the project when it
//! is present: Ara's labelled shanten hands, and the unlabelled Apricot deals.

use crate::common;

use std::fs;

use common::{ARA_FILES, ara_file, data_dir, hand_of, numbers};

use hupai::reference::Reference;
use hupai::{Engine, Form};

/// Every one of the 40,000 hands is a win under riichi rules exactly when one of its
/// three shanten columns is -1, and in each form exactly when that form's column is.
#[test]
fn ara_shanten_labels() {
    let Some(dir) = data_dir("ara-shanten") else {
        return;
    };
    let engine = Engine::riichi();
    let columns = [Form::Standard, Form::ThirteenOrphans, Form::SevenPairs];
    let (mut total, mut wins, mut mismatches) = (0, 0, Vec::new());
    for file in ARA_FILES {
        let mut file_wins = [0; 3];
        for ara in ara_file(&dir, file) {
            let forms = engine.check(&ara.hand).unwrap();
            for (i, form) in columns.into_iter().enumerate() {
                let labelled = ara.labels[i] == -1;
                file_wins[i] += usize::from(labelled);
                if forms.contains(form) != labelled {
                    mismatches.push(format!(
                        "{}: {form} engine {}",
                        ara.place,
                        forms.contains(form)
                    ));
                }
            }
            total += 1;
            wins += usize::from(!forms.is_empty());
        }
        println!(
            "{file}: wins standard {}, thirteen orphans {}, seven pairs {}",
            file_wins[0], file_wins[1], file_wins[2]
        );
    }
    println!(
        "ara-shanten: {total} hands, {wins} wins, {} mismatches",
        mismatches.len()
    );
    assert_eq!(total, 40_000);
    assert_eq!(wins, 1_144, "the data's README counts 1,144 winning hands");
    assert!(
        mismatches.is_empty(),
        "{:?}",
        &mismatches[..mismatches.len().min(20)]
    );
}

/// The 40,000 Apricot deals, with their last 0 to 4 tiles turned into jokers, judged
/// alike by the engine and the reference search under both built-in rule sets.
#[test]
fn apricot_deals_agree_with_reference() {
    let Some(dir) = data_dir("apricot-unlabelled") else {
        return;
    };
    for engine in [Engine::standard(), Engine::riichi()] {
        let reference = Reference::new(engine.rules());
        let (mut hands, mut wins) = (0, 0);
        for file in [
            "hands_normal_10000.txt",
            "hands_half_flush_10000.txt",
            "hands_full_flush_10000.txt",
            "hands_thirteen_orphans_10000.txt",
        ] {
            let text = fs::read_to_string(dir.join(file)).unwrap();
            for line in text.lines() {
                let ids = numbers(line);
                for jokers in 0..=4u8 {
                    let hand = hand_of(&ids[..14 - usize::from(jokers)], jokers);
                    let forms = engine.check(&hand).unwrap();
                    assert_eq!(forms, reference.forms(&hand), "{file}: {hand}");
                    hands += 1;
                    wins += usize::from(!forms.is_empty());
                }
            }
        }
        println!(
            "apricot, rules {}: {hands} hands, {wins} wins, 0 mismatches",
            engine.rules().name
        );
    }
}
