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
    file: Option<&'static [u8]>,
}

/// Names of the built-in rule sets, as in `tables/NAME.toml`.
pub(crate) const NAMES: &[&str] = list::NAMES;

/// Where the built-in set `name` is in [`NAMES`].
pub(crate) fn position(name: &str) -> Option<usize> {
    NAMES.iter().position(|&n| n == name)
}

/// The rules of every built-in set, from its rules file (the tests check that its
/// table file holds the same rules).
pub(crate) fn rules() -> &'static [Rules] {
    static RULES: OnceLock<Vec<Rules>> = OnceLock::new();
    RULES.get_or_init(|| {
        list::BUILTINS
            .iter()
            .map(|b| Rules::from_toml(b.rules_toml).expect("the tests read every tables/*.toml"))
            .collect()
    })
}

/// The embedded table file whose win tables serve `wanted`, if any.
pub(crate) fn with_table_rules(wanted: TableRules) -> Option<&'static TableFile> {
    (0..NAMES.len())
        .filter(|&index| rules()[index].table_rules() == wanted)
        .find_map(file)
}

/// The table file of built-in set `index`, read on first use; `None` where its
/// feature left it out.
pub(crate) fn file(index: usize) -> Option<&'static TableFile> {
    static FILES: [OnceLock<TableFile>; list::BUILTINS.len()] =
        [const { OnceLock::new() }; list::BUILTINS.len()];
    let builtin = &list::BUILTINS[index];
    let embedded = builtin.file?;
    Some(FILES[index].get_or_init(|| {
        format::read_static(table_file_bytes(embedded)).unwrap_or_else(|e| {
            panic!(
                "tables/{}.hupai is not a table file this hupai reads: {e}",
                builtin.name
            )
        })
    }))
}

/// An embedded table file's bytes: inflated once per process where the feature
/// `compressed-tables` deflated them (kept for the process's life, as the embedded
/// bytes are), else the embedded bytes themselves.
#[cfg(feature = "compressed-tables")]
fn table_file_bytes(embedded: &'static [u8]) -> &'static [u8] {
    let inflated = miniz_oxide::inflate::decompress_to_vec(embedded)
        .expect("the build script deflated every embedded table file");
    Box::leak(inflated.into_boxed_slice())
}

#[cfg(not(feature = "compressed-tables"))]
fn table_file_bytes(embedded: &'static [u8]) -> &'static [u8] {
    embedded
}

/// The embedded shanten table for a suit built for `spec`, if a built-in set has one.
pub(crate) fn shanten_table(spec: &ShantenSpec) -> Option<Arc<SuitShanten>> {
    static SPECS: OnceLock<Vec<[ShantenSpec; 4]>> = OnceLock::new();
    let specs = SPECS.get_or_init(|| {
        rules()
            .iter()
            .map(|r| ShantenTables::specs(r.table_rules(), &format::rules_joker_kinds(r)))
            .collect()
    });
    specs.iter().enumerate().find_map(|(index, suits)| {
        let suit = suits.iter().position(|s| s == spec)?;
        Some(file(index)?.shanten.as_ref()?.shared_suit(suit))
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
