//! Table files: determinism, the shipped files, both format versions, every kind of
//! damage (truncation, byte flips, forged fields behind forged checksums, in every
//! section), and files for other rules.

use std::path::PathBuf;

use crate::format::{self, MAGIC, NOTE, SECTION_VERSION, SECTIONS, TableFileError, VERSION};
use crate::rules::Rules;
use crate::tables::shanten::set::ShantenTables;
use crate::tables::win::SuitTables;
use crate::{BUILTIN_RULES, Engine, Hand};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

fn engine(name: &str) -> Engine {
    Engine::builtin(name).unwrap()
}

fn wins(engine: &Engine, hand: &str) -> bool {
    engine.is_win(&hand.parse::<Hand>().unwrap())
}

fn tables_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tables")
}

/// Where the payload of section `tag` starts in a version 2 file, and its length:
/// read here from the layout in the format's documentation, not with the library.
fn section(bytes: &[u8], tag: &[u8; 4]) -> (usize, usize) {
    let u32_at = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap());
    let u64_at = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap());
    let mut at = 24;
    for _ in 0..u32_at(20) {
        let length = u64_at(at + 8) as usize;
        if &bytes[at..at + 4] == tag {
            return (at + 16, length);
        }
        at += 16 + length + 4;
    }
    panic!("no {tag:?} section");
}

/// The file with its whole-file checksum made to match.
fn reseal(mut bytes: Vec<u8>) -> Vec<u8> {
    let end = bytes.len() - 4;
    let checksum = crc32fast::hash(&bytes[..end]);
    bytes[end..].copy_from_slice(&checksum.to_le_bytes());
    bytes
}

/// The file with section `tag`'s checksum made to match (the file's is not).
fn reseal_section(mut bytes: Vec<u8>, tag: &[u8; 4]) -> Vec<u8> {
    let (at, length) = section(&bytes, tag);
    let checksum = crc32fast::hash(&bytes[at..at + length]);
    bytes[at + length..at + length + 4].copy_from_slice(&checksum.to_le_bytes());
    bytes
}

/// Both checksums forged after a change inside section `tag`.
fn forge(bytes: Vec<u8>, tag: &[u8; 4]) -> Vec<u8> {
    reseal(reseal_section(bytes, tag))
}

/// A version 1 file (the format before sections), written from its documented layout.
fn version_1(engine: &Engine) -> Vec<u8> {
    let field = |out: &mut Vec<u8>, bytes: &[u8]| {
        out.extend_from_slice(&(bytes.len() as u32).to_le_bytes());
        out.extend_from_slice(bytes);
    };
    let mut out = b"HUPAITBL".to_vec();
    out.extend_from_slice(&1u32.to_le_bytes());
    out.extend_from_slice(&0u64.to_le_bytes());
    field(&mut out, b"written by the test of version 1 files");
    field(&mut out, engine.rules().to_toml().as_bytes());
    out.push(engine.tables.tables().len() as u8);
    out.extend_from_slice(&engine.tables.suit_table());
    for table in engine.tables.tables() {
        field(&mut out, table);
    }
    let length = (out.len() + 4) as u64;
    out[12..20].copy_from_slice(&length.to_le_bytes());
    out.extend_from_slice(&[0; 4]);
    reseal(out)
}

/// The win and shanten tables generated for `rules`, once per table rules and kinds
/// never held (rule sets that share them share the generation).
fn generated(rules: &Rules) -> (SuitTables, ShantenTables) {
    type Key = (crate::rules::TableRules, Vec<crate::Tile>);
    static GENERATED: std::sync::Mutex<Vec<(Key, (SuitTables, ShantenTables))>> =
        std::sync::Mutex::new(Vec::new());
    let key = (rules.table_rules(), format::rules_joker_kinds(rules));
    let mut all = GENERATED.lock().unwrap();
    if let Some((_, tables)) = all.iter().find(|(k, _)| *k == key) {
        return tables.clone();
    }
    let tables = (
        SuitTables::build(key.0),
        ShantenTables::generate(key.0, &key.1),
    );
    all.push((key, tables.clone()));
    tables
}

#[test]
fn building_twice_gives_identical_files() {
    let mut built_twice = Vec::new();
    for name in BUILTIN_RULES {
        let rules = engine(name).rules().clone();
        let (wins, shanten) = generated(&rules);
        let first = format::write(&rules, &wins, &shanten);
        // A second generation, once per distinct tables.
        let key = (rules.table_rules(), format::rules_joker_kinds(&rules));
        if !built_twice.contains(&key) {
            let again = format::write(
                &rules,
                &SuitTables::build(key.0),
                &ShantenTables::generate(key.0, &key.1),
            );
            assert!(first == again, "{name}");
            built_twice.push(key);
        }
        assert!(
            first == engine(name).to_table_bytes(),
            "{name}: embedded tables differ"
        );
    }
}

/// The committed `tables/NAME.hupai` are what the generator makes from `NAME.toml`.
#[test]
fn shipped_table_files_are_current() {
    for name in BUILTIN_RULES {
        let path = tables_dir().join(format!("{name}.hupai"));
        let bytes = std::fs::read(&path).unwrap();
        let rules = Rules::from_toml(
            &std::fs::read_to_string(tables_dir().join(format!("{name}.toml"))).unwrap(),
        )
        .unwrap();
        let file = format::TableFile::from_bytes(&bytes).unwrap();
        file.expecting(&rules).unwrap().verify().unwrap();
        assert!(
            bytes == engine(name).to_table_bytes(),
            "{name}: regenerate with `hupai tables build tables/{name}.toml -o tables/{name}.hupai`"
        );
        println!("{name}.hupai: {} bytes, current", bytes.len());
    }
}

#[test]
fn every_truncation_is_an_error() {
    let bytes = engine("changsha").to_table_bytes();
    for length in 0..bytes.len() {
        let error = Engine::from_table_bytes(&bytes[..length]).unwrap_err();
        assert!(
            matches!(
                error,
                TableFileError::TooShort { .. } | TableFileError::WrongLength { .. }
            ),
            "{length}: {error}"
        );
    }
    let mut padded = bytes.clone();
    padded.push(0);
    assert!(matches!(
        Engine::from_table_bytes(&padded),
        Err(TableFileError::WrongLength { .. })
    ));
}

#[test]
fn random_damage_is_always_detected() {
    let original = engine("wind-runs").to_table_bytes();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
    let mut kinds = std::collections::BTreeMap::new();
    for round in 0..3000 {
        let mut bytes = original.clone();
        // Damage near the header a third of the time, where the fields are.
        let span = if round % 3 == 0 { 600 } else { bytes.len() };
        for _ in 0..rng.random_range(1..=3) {
            let at = rng.random_range(0..span);
            bytes[at] ^= rng.random_range(1..=255u8);
        }
        let error = Engine::from_table_bytes(&bytes).unwrap_err();
        let kind = format!("{error:?}")
            .split([' ', '('])
            .next()
            .unwrap()
            .to_string();
        *kinds.entry(kind).or_insert(0) += 1;
    }
    println!("3000 damaged files: {kinds:?}");
    assert!(kinds.contains_key("Checksum"));
}

/// Fields that check out byte for byte but make no sense, with checksums to match.
#[test]
fn forged_files_are_rejected() {
    let original = engine("standard").to_table_bytes();
    let mut magic = original.clone();
    magic[0] = b'X';
    assert_eq!(
        Engine::from_table_bytes(&magic).unwrap_err(),
        TableFileError::BadMagic
    );

    let mut version = original.clone();
    version[8] = 3;
    assert_eq!(
        Engine::from_table_bytes(&reseal(version)).unwrap_err(),
        TableFileError::UnsupportedVersion { found: 3 }
    );

    // A win table byte changed and both checksums forged: loads, but verify
    // regenerates.
    let (wins_at, wins_length) = section(&original, b"WINS");
    let mut stale = original.clone();
    stale[wins_at + wins_length - 1] ^= 0x11;
    let loaded = format::TableFile::from_bytes(&forge(stale, b"WINS")).unwrap();
    assert!(matches!(
        loaded.verify(),
        Err(TableFileError::Stale {
            section: "win",
            index: 1,
            ..
        })
    ));

    // Rules text that no longer parses.
    let rules_start = original.windows(7).position(|w| w == b"name = ").unwrap();
    let mut rules = original.clone();
    rules[rules_start] = b'!';
    assert!(matches!(
        Engine::from_table_bytes(&forge(rules, b"RULE")).unwrap_err(),
        TableFileError::Malformed { .. }
    ));

    // A table count of 9.
    let mut count = original.clone();
    assert_eq!(count[wins_at], 2);
    count[wins_at] = 9;
    assert!(matches!(
        Engine::from_table_bytes(&forge(count, b"WINS")).unwrap_err(),
        TableFileError::Malformed { .. }
    ));

    // A suit reading a table that does not exist.
    let mut suit = original.clone();
    suit[wins_at + 1] = 7;
    assert!(matches!(
        Engine::from_table_bytes(&forge(suit, b"WINS")).unwrap_err(),
        TableFileError::Shape(_)
    ));
}

#[test]
fn a_file_for_other_rules_is_refused() {
    let bytes = engine("riichi").to_table_bytes();
    let error = (format::TableFile::from_bytes(&bytes).unwrap())
        .expecting(engine("standard").rules())
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "table file was built for rules \"riichi\", not for the rules \"standard\" asked for"
    );
}

#[test]
fn embedded_static_file_borrows() {
    static FILE: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    let bytes: &'static [u8] = FILE.get_or_init(|| engine("changsha").to_table_bytes());
    let loaded = Engine::from_table_file(format::TableFile::from_static_bytes(bytes).unwrap());
    assert!(matches!(
        loaded.tables.tables()[0],
        crate::tables::win::TableBytes::Static(_)
    ));
    assert!(wins(&loaded, "123456m789p123s22s"));
}

#[test]
fn version_1_files_still_load() {
    for name in BUILTIN_RULES {
        let builtin = engine(name);
        let bytes = version_1(&builtin);
        let file = format::TableFile::from_bytes(&bytes).unwrap();
        assert_eq!((file.version, file.shanten.is_none()), (1, true), "{name}");
        let loaded = Engine::from_table_bytes(&bytes).unwrap();
        assert_eq!(loaded.rules(), builtin.rules());
        // Shanten tables built (or found) on first need, answering as the built-in's.
        for hand in [
            "123m456p789s1122z",
            "1m",
            "JJJJJJJJJJJJJ",
            "19m19p19s1234567zJ",
        ] {
            let hand: Hand = hand.parse().unwrap();
            assert_eq!(
                loaded.shanten(&hand),
                builtin.shanten(&hand),
                "{name} {hand}"
            );
        }
        // Written again, it is a current file.
        assert_eq!(loaded.to_table_bytes(), builtin.to_table_bytes(), "{name}");
    }
    // Every truncation of a version 1 file is still a typed error.
    let bytes = version_1(&engine("riichi"));
    for length in (0..bytes.len())
        .step_by(997)
        .chain(bytes.len() - 40..bytes.len())
    {
        assert!(
            Engine::from_table_bytes(&bytes[..length]).is_err(),
            "{length}"
        );
    }
}

#[test]
fn files_carry_shanten_tables() {
    for name in BUILTIN_RULES {
        let builtin = engine(name);
        let file = format::TableFile::from_bytes(&builtin.to_table_bytes()).unwrap();
        let (_, generated) = generated(builtin.rules());
        let carried = file.shanten.expect("current files carry shanten tables");
        assert_eq!(carried.first_difference(&generated), None, "{name}");
        // A loaded engine answers from the file's tables at once.
        let loaded = Engine::from_table_file(
            format::TableFile::from_bytes(&builtin.to_table_bytes()).unwrap(),
        );
        assert!(
            format!("{loaded:?}").contains("shanten_tables: true"),
            "{loaded:?}"
        );
    }
}

/// Sections: an unknown one is skipped, a required one missing or doubled, or of a
/// layout version this hupai does not read, is a typed error.
#[test]
fn sections_are_typed_versioned_and_checksummed() {
    let original = engine("riichi").to_table_bytes();
    let tag_at = |tag: &[u8; 4]| section(&original, tag).0 - 16;

    let mut renamed = original.clone();
    let shan = tag_at(b"SHAN");
    renamed[shan..shan + 4].copy_from_slice(b"XTRA");
    let file = format::TableFile::from_bytes(&reseal(renamed)).unwrap();
    assert!(file.shanten.is_none(), "an unknown section is skipped");

    let mut renamed = original.clone();
    let rule = tag_at(b"RULE");
    renamed[rule..rule + 4].copy_from_slice(b"XTRA");
    assert_eq!(
        format::TableFile::from_bytes(&reseal(renamed)).unwrap_err(),
        TableFileError::MissingSection { tag: "RULE" }
    );

    let mut doubled = original.clone();
    let note = tag_at(b"NOTE");
    doubled[note..note + 4].copy_from_slice(b"RULE");
    assert!(matches!(
        format::TableFile::from_bytes(&reseal(doubled)).unwrap_err(),
        TableFileError::Malformed { what, .. } if what.contains("second RULE")
    ));

    let mut later = original.clone();
    later[shan + 4] = 2;
    assert_eq!(
        format::TableFile::from_bytes(&reseal(later)).unwrap_err(),
        TableFileError::UnsupportedSection {
            tag: "SHAN",
            found: 2
        }
    );

    let mut damaged = original.clone();
    damaged[section(&original, b"SHAN").0 + 100] ^= 1;
    assert!(matches!(
        format::TableFile::from_bytes(&reseal(damaged)).unwrap_err(),
        TableFileError::SectionChecksum { tag: "SHAN", .. }
    ));

    let mut long = original.clone();
    long[shan + 8..shan + 16].copy_from_slice(&u64::MAX.to_le_bytes());
    assert!(matches!(
        format::TableFile::from_bytes(&reseal(long)).unwrap_err(),
        TableFileError::Malformed { .. }
    ));
}

/// Every byte of the shanten section changed behind forged checksums, at a thousand
/// places: never a panic; the file is refused, or it loads and its tables differ
/// from the generated ones (what `verify` reports), so no change goes unnoticed.
#[test]
fn forged_shanten_sections_are_refused_or_caught_by_verify() {
    let builtin = engine("changsha");
    let original = builtin.to_table_bytes();
    let rules = builtin.rules();
    let generated = ShantenTables::generate(rules.table_rules(), &rules.jokers.kinds);
    let (start, length) = section(&original, b"SHAN");
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(11);
    let (mut refused, mut caught) = (0, 0);
    // The section's first bytes (its counts and layout fields) every one, then a spread.
    let spread: Vec<usize> = (0..800).map(|_| rng.random_range(0..length)).collect();
    let places = (0..200).chain(spread);
    for offset in places {
        let mut bytes = original.clone();
        bytes[start + offset] ^= rng.random_range(1..=255u8);
        match Engine::from_table_bytes(&forge(bytes, b"SHAN")) {
            Err(error) => {
                assert!(!error.to_string().is_empty());
                refused += 1;
            }
            Ok(loaded) => {
                let tables = loaded.shanten_tables();
                assert!(
                    tables.first_difference(&generated).is_some(),
                    "byte {offset} unnoticed"
                );
                // Lookups on the damaged tables stay in bounds.
                for hand in ["123m456p789s1122z", "JJJJJJJJJJJJJJ", "1111m2222p3333s44z"] {
                    let _ = loaded.shanten_forms(&hand.parse().unwrap());
                }
                caught += 1;
            }
        }
    }
    println!(
        "1000 forged shanten sections: {refused} refused on loading, {caught} caught by comparison"
    );
    assert!(refused > 0 && caught > 0);
}

#[test]
fn a_written_file_starts_with_its_header_and_carries_its_note() {
    let bytes = crate::Engine::riichi().to_table_bytes();
    assert!(bytes.starts_with(MAGIC));
    assert_eq!(bytes[8..12], VERSION.to_le_bytes());
    // The first section's tag and layout version follow the header and the count.
    assert_eq!(&bytes[24..28], SECTIONS[0].as_bytes());
    assert_eq!(bytes[28..32], SECTION_VERSION.to_le_bytes());
    assert!(bytes.windows(NOTE.len()).any(|w| w == NOTE.as_bytes()));
}
