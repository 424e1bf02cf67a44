//! Engines: made from a built-in name, rules text or a file, a table file; joker
//! kinds and exposed melds added; prepared; freed.

use super::*;

/// An engine: rules and their tables. Opaque: made by a hupai_engine_* call, used
/// through a pointer, freed with hupai_engine_free.
pub struct HupaiEngine {
    pub(crate) engine: Engine,
}

/// # Safety
/// `out` is null or writable.
#[inline]
pub(crate) unsafe fn give_engine(
    out: *mut *mut HupaiEngine,
    engine: Engine,
) -> Result<(), Failure> {
    if out.is_null() {
        return Err(null("out"));
    }
    let boxed = Box::into_raw(Box::new(HupaiEngine { engine }));
    // SAFETY: non-null and writable, as the caller promises.
    unsafe { *out = boxed };
    Ok(())
}

/// Builds an engine with `build` and hands it to the caller through `out`.
///
/// # Safety
/// `out` is null or writable.
#[inline]
pub(crate) unsafe fn construct(
    out: *mut *mut HupaiEngine,
    build: impl FnOnce() -> Result<Engine, Failure>,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe { give_engine(out, build()?) })
}

#[inline]
pub(crate) fn engine_from_toml(toml: &str) -> Result<Engine, Failure> {
    let rules = hupai_core::rules::Rules::from_toml(toml)
        .map_err(|e| failure(HupaiStatus::HupaiBadRules, e))?;
    Engine::from_rules(rules).map_err(|e| failure(HupaiStatus::HupaiBadRules, e))
}

/// The engine for the built-in rules `name`: "changsha", "guobiao", "hongzhong",
/// "riichi", "sanma", "sichuan", "standard", "strict-jokers", "taiwan", "wind-runs"
/// or "zhuanzhuan-8-reds" (a test holds this list to the library's). Its tables are embedded:
/// no work is done. Free it with hupai_engine_free.
///
/// Requires: `name` is a NUL-terminated string; `out` points to writable storage.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_engine_new(
    name: *const c_char,
    out: *mut *mut HupaiEngine,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    unsafe {
        construct(out, || {
            Engine::builtin(text(name, "name")?).map_err(|e| failure(HupaiStatus::HupaiBadRules, e))
        })
    }
}

/// An engine for the rules in `toml` (the text of a rules file). Generates their
/// tables unless a built-in set shares them (tens of milliseconds). Free it with
/// hupai_engine_free.
///
/// Requires: `toml` is a NUL-terminated string; `out` points to writable storage.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_engine_from_rules(
    toml: *const c_char,
    out: *mut *mut HupaiEngine,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    unsafe { construct(out, || engine_from_toml(text(toml, "toml")?)) }
}

/// An engine for the rules file (TOML) at `path`, as hupai_engine_from_rules.
///
/// Requires: `path` is a NUL-terminated string; `out` points to writable storage.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_engine_from_rules_file(
    path: *const c_char,
    out: *mut *mut HupaiEngine,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    unsafe {
        construct(out, || {
            let path = text(path, "path")?;
            let rules = hupai_core::rules::Rules::load(path)
                .map_err(|e| failure(HupaiStatus::HupaiBadRules, format!("{path}: {e}")))?;
            Engine::from_rules(rules).map_err(|e| failure(HupaiStatus::HupaiBadRules, e))
        })
    }
}

/// An engine from the table file at `path` (written by `hupai tables build`).
///
/// Requires: `path` is a NUL-terminated string; `out` points to writable storage.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_engine_from_table_file(
    path: *const c_char,
    out: *mut *mut HupaiEngine,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    unsafe {
        construct(out, || {
            Engine::load(text(path, "path")?).map_err(|e| failure(HupaiStatus::HupaiBadTables, e))
        })
    }
}

/// An engine from the bytes of a table file (written by `hupai tables build`). The
/// bytes are copied and may be freed after the call. Free the engine with
/// hupai_engine_free.
///
/// Requires: `bytes` points to `len` readable bytes; `out` points to writable storage.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_engine_from_table_bytes(
    bytes: *const u8,
    len: usize,
    out: *mut *mut HupaiEngine,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    unsafe {
        construct(out, || {
            Engine::from_table_bytes(slice(bytes, len, "bytes")?)
                .map_err(|e| failure(HupaiStatus::HupaiBadTables, e))
        })
    }
}

/// A new engine: the rules of `engine`, with every tile of the `len` kinds in `ids`
/// (tile ids, see hupai_check_counts) also taken as a joker, beside the rules' own
/// joker kinds. For 红中 rules pass {33} (Red). A joker kind in a hand counts as a
/// joker; as a wait, it is a tile that adds a joker. `engine` is unchanged; free both.
/// A tile id above 33 is HUPAI_BAD_ARGUMENT; rules that play no jokers (max = 0:
/// sanma, sichuan, taiwan, guobiao) are HUPAI_BAD_RULES, as the same rules from a
/// file would be.
///
/// Requires: `engine` is a live engine; `ids` points to `len` readable bytes (may be
/// null when `len` is 0); `out` points to writable storage.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_engine_with_joker_kinds(
    engine: *const HupaiEngine,
    ids: *const u8,
    len: usize,
    out: *mut *mut HupaiEngine,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    unsafe {
        construct(out, || {
            let (engine, ids) = (borrow(engine, "engine")?, slice(ids, len, "ids")?);
            let kinds = ids
                .iter()
                .enumerate()
                .map(|(index, &id)| {
                    Tile::from_id(id.into()).ok_or_else(|| {
                        failure(
                            HupaiStatus::HupaiBadArgument,
                            format!("joker kind {index}: tile id {id} is not 0 to 33"),
                        )
                    })
                })
                .collect::<Result<Vec<Tile>, _>>()?;
            (engine.engine.clone().with_joker_kinds(&kinds))
                .map_err(|e| failure(HupaiStatus::HupaiBadRules, e))
        })
    }
}

/// A new engine: `engine` for hands that have exposed the melds `melds` (副露), written
/// in MPSZ and separated by commas ("111p,789s,5555z"; "" for none). Every call then
/// takes the concealed tiles alone, three fewer per meld; the melds count towards the
/// four copies of each kind and the missing-suit rule, and the forms of a concealed
/// hand (seven pairs, thirteen orphans, 全不靠, seven pairs and a triplet) no longer
/// win: the standard form does, and 组合龙 where the rules play it (see the README,
/// "Exposed melds"). Text that makes no melds is
/// HUPAI_BAD_ARGUMENT; melds the rules do not play (a kind out of play, a fifth copy,
/// no room in any hand size, three suits under 缺一门, rules whose every form is of a
/// concealed hand) are HUPAI_BAD_RULES. `engine` is
/// unchanged; free both.
///
/// Requires: `engine` is a live engine; `melds` is a NUL-terminated string; `out`
/// points to writable storage.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_engine_with_melds(
    engine: *const HupaiEngine,
    melds: *const c_char,
    out: *mut *mut HupaiEngine,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    unsafe {
        construct(out, || {
            let engine = borrow(engine, "engine")?;
            let melds: hupai_core::tiles::Melds = text(melds, "melds")?
                .parse()
                .map_err(|e| failure(HupaiStatus::HupaiBadArgument, e))?;
            (engine.engine)
                .with_melds(&melds)
                .map_err(|e| failure(HupaiStatus::HupaiBadRules, e))
        })
    }
}

/// Builds the hints' masks of `engine` now (a fraction of a second; shared by every
/// engine of the process with the same tables), so that the first hupai_ukeire_* or
/// hupai_discards_* call is as fast as the next. Without it the first hint builds
/// them. Optional; call it at start-up, before serving.
///
/// Requires: `engine` is a live engine.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_engine_prepare_hints(engine: *const HupaiEngine) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        borrow(engine, "engine")?.engine.prepare(&[Question::Hints]);
        Ok(())
    })
}

/// Frees an engine. Null is allowed and does nothing; freeing twice is not allowed.
///
/// Requires: `engine` is null, or came from a hupai_engine_* call and was not freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_engine_free(engine: *mut HupaiEngine) {
    if !engine.is_null() {
        // SAFETY: made by Box::into_raw in a constructor, freed once, as promised.
        drop(unsafe { Box::from_raw(engine) });
    }
}
