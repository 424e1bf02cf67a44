//! The built-in rule sets: each `tables/NAME.toml` and its generated table file
//! `tables/NAME.hupai` (win and shanten tables), embedded in the library by the build
//! script (the table file only where its feature `tables-NAME` is on) and read on first
//! use, once per process. Their win tables are borrowed from
//! the embedded bytes; their shanten tables serve any engine with a suit of the same
//! melds, pairs, joker rule and joker kinds, so the first shanten question costs no
//! generation.

use std::sync::{Arc, OnceLock};

use crate::format::{self, TableFile};
use crate::rules::{Rules, TableRules};
use crate::tables::shanten::set::ShantenTables;
use crate::tables::shanten::table::{ShantenSpec, SuitShanten};

mod list {
    include!(concat!(env!("OUT_DIR"), "/builtin.rs"));
}

/// A built-in rule set as the build script embeds it.
struct Builtin {
    name: &'static str,
    rules_toml: &'static str,
    /// The table file, where the feature `tables-NAME` embeds it.
    file: Option<Embedded>,
}

/// An embedded table file: its bytes as they are, or compressed by the build script
/// (the feature `compressed-tables`).
#[allow(dead_code)] // one of the two is unused, by the feature
enum Embedded {
    Plain(&'static [u8]),
    Compressed(&'static [u8]),
}

/// The platforms' presets, `presets/NAME.toml`: riichi rules files whose tables are
/// the built-in `riichi` set's, so an engine for one costs no table work.
const PRESETS: [(&str, &str); 4] = [
    ("mahjongsoul", include_str!("../presets/mahjongsoul.toml")),
    ("mleague", include_str!("../presets/mleague.toml")),
    ("tenhou", include_str!("../presets/tenhou.toml")),
    ("wrc", include_str!("../presets/wrc.toml")),
];

/// The presets' names, in [`PRESETS`]' order.
pub(crate) const PRESET_NAMES: [&str; PRESETS.len()] = {
    let mut names = [""; PRESETS.len()];
    let mut i = 0;
    while i < PRESETS.len() {
        names[i] = PRESETS[i].0;
        i += 1;
    }
    names
};

/// The rules of the preset `name`, if there is one, read from its file on first use
/// (once per process, as the built-in sets' are).
pub(crate) fn preset(name: &str) -> Option<&'static Rules> {
    static RULES: [OnceLock<Rules>; PRESETS.len()] = [const { OnceLock::new() }; PRESETS.len()];
    let index = PRESET_NAMES.iter().position(|&n| n == name)?;
    Some(RULES[index].get_or_init(|| {
        Rules::from_toml(PRESETS[index].1).expect("the tests read every presets/*.toml")
    }))
}

/// Names of the built-in rule sets, as in `tables/NAME.toml`.
pub(crate) const NAMES: &[&str] = list::NAMES;

/// Where the built-in set `name` is in [`NAMES`].
pub(crate) fn position(name: &str) -> Option<usize> {
    NAMES.iter().position(|&n| n == name)
}

/// The rules of built-in set `index`, from its rules file, read on first use (the
/// tests read every `tables/*.toml`, and check that its table file holds the same
/// rules).
pub(crate) fn rules(index: usize) -> &'static Rules {
    static RULES: [OnceLock<Rules>; list::BUILTINS.len()] =
        [const { OnceLock::new() }; list::BUILTINS.len()];
    RULES[index].get_or_init(|| {
        Rules::from_toml(list::BUILTINS[index].rules_toml)
            .expect("the tests read every tables/*.toml")
    })
}

/// The embedded table file whose win tables serve `wanted`, if any.
pub(crate) fn with_table_rules(wanted: TableRules) -> Option<&'static TableFile> {
    (0..NAMES.len())
        .filter(|&index| rules(index).table_rules() == wanted)
        .find_map(file)
}

/// The built-in sets' table files' bytes (decompressed where compressed), each made
/// ready on its first use.
static BYTES: [OnceLock<&'static [u8]>; list::BUILTINS.len()] =
    [const { OnceLock::new() }; list::BUILTINS.len()];

/// The built-in sets' table files, each read on its first use.
static FILES: [OnceLock<TableFile>; list::BUILTINS.len()] =
    [const { OnceLock::new() }; list::BUILTINS.len()];

/// The table file of built-in set `index`, read on first use (but its shanten
/// tables: see [`shanten_of`]); `None` where its feature left it out.
pub(crate) fn file(index: usize) -> Option<&'static TableFile> {
    let bytes = bytes(index)?;
    Some(FILES[index].get_or_init(|| {
        format::read_embedded(bytes).unwrap_or_else(|e| embedded_unread(index, &e))
    }))
}

/// The shanten tables of built-in set `index`'s table file, read on first use.
fn shanten_of(index: usize) -> Option<&'static ShantenTables> {
    static SHANTEN: [OnceLock<Option<ShantenTables>>; list::BUILTINS.len()] =
        [const { OnceLock::new() }; list::BUILTINS.len()];
    let bytes = bytes(index)?;
    SHANTEN[index]
        .get_or_init(|| {
            format::read_embedded_shanten(bytes, rules(index))
                .unwrap_or_else(|e| embedded_unread(index, &e))
        })
        .as_ref()
}

/// Built-in set `index`'s table file bytes; `None` where its feature left it out.
fn bytes(index: usize) -> Option<&'static [u8]> {
    let embedded = list::BUILTINS[index].file.as_ref()?;
    Some(BYTES[index].get_or_init(|| table_file_bytes(embedded)))
}

/// An embedded file the tests found current and the build script intact, unread.
fn embedded_unread(index: usize, error: &format::TableFileError) -> ! {
    panic!(
        "tables/{}.hupai is not a table file this hupai reads: {error}",
        list::BUILTINS[index].name
    )
}

/// An embedded table file's bytes: decompressed once per process where the build
/// script compressed them (kept for the process's life, as the embedded bytes are),
/// else the embedded bytes themselves.
fn table_file_bytes(embedded: &Embedded) -> &'static [u8] {
    match *embedded {
        Embedded::Plain(bytes) => bytes,
        Embedded::Compressed(bytes) => decompressed(bytes),
    }
}

#[cfg(feature = "compressed-tables")]
fn decompressed(compressed: &'static [u8]) -> &'static [u8] {
    let bytes = lz4_flex::block::decompress_size_prepended(compressed)
        .expect("the build script compressed every embedded table file");
    Box::leak(bytes.into_boxed_slice())
}

#[cfg(not(feature = "compressed-tables"))]
fn decompressed(_: &'static [u8]) -> &'static [u8] {
    unreachable!("the build script compresses tables only under `compressed-tables`")
}

/// The embedded shanten table for a suit built for `spec`, if a built-in set has one.
pub(crate) fn shanten_table(spec: &ShantenSpec) -> Option<Arc<SuitShanten>> {
    static SPECS: [OnceLock<[ShantenSpec; 4]>; list::BUILTINS.len()] =
        [const { OnceLock::new() }; list::BUILTINS.len()];
    let specs = |index: usize| {
        SPECS[index].get_or_init(|| {
            let rules = rules(index);
            ShantenTables::specs(rules.table_rules(), &format::rules_joker_kinds(rules))
        })
    };
    // A file already read first (the engine's own, as a rule): reading another set's
    // rules and file for a table it shares would cost a fresh process its start-up.
    let (read, unread): (Vec<usize>, Vec<usize>) =
        (0..NAMES.len()).partition(|&index| FILES[index].get().is_some());
    read.into_iter().chain(unread).find_map(|index| {
        let suit = specs(index).iter().position(|s| s == spec)?;
        Some(shanten_of(index)?.shared_suit(suit))
    })
}

/// The shanten tables for `rules` and `joker_kinds`: each suit's embedded table
/// where a built-in set has one, else shared or generated (see
/// [`ShantenTables::for_rules`]).
pub(crate) fn shanten_tables(
    rules: TableRules,
    joker_kinds: &[crate::tiles::Tile],
) -> ShantenTables {
    ShantenTables::for_rules(rules, joker_kinds, &shanten_table)
}
