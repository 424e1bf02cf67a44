//! The library's layering, checked from its source: the top-level modules import
//! each other without a cycle, and so do the files of each folder (a folder's
//! `mod.rs`, which declares and re-exports its files, aside). The order a reader can
//! state in one sentence: tiles → rules → tables → the registry and table files →
//! forms → engine → the questions (waits, shanten, hints, decompositions), with the
//! oracle (`reference`) beside, below nothing.
//!
//! Imports are read from `crate::…` and `super::…` paths outside comments and test
//! modules; a name the crate root re-exports (`crate::Engine`) counts as an import of
//! the module it comes from.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Each source file's module path (`tables::shanten::table`) and its code, test
/// modules and comments left out.
fn sources() -> Vec<(Vec<String>, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    collect(&root, &mut files);
    files
        .into_iter()
        .filter_map(|path| {
            let relative = path.strip_prefix(&root).expect("under src");
            let mut parts: Vec<String> = relative
                .iter()
                .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
                .collect();
            if parts.last().is_some_and(|p| p == "mod" || p == "lib") {
                parts.pop();
            }
            if parts
                .last()
                .is_some_and(|p| p == "tests" || p == "test_support")
            {
                return None;
            }
            let text = std::fs::read_to_string(&path).expect("readable source");
            Some((parts, code_of(&text)))
        })
        .collect()
}

fn collect(dir: &Path, files: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            collect(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
}

/// The code of a file without comments and without its `#[cfg(test)]` modules, each
/// cut by its extent (to its closing brace, or its `;` when it lives in a file of
/// its own), so that the code after a test module is read too.
fn code_of(text: &str) -> String {
    let code = text
        .lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
    let mut kept = String::with_capacity(code.len());
    let mut rest = code.as_str();
    while let Some(at) = rest.find("#[cfg(test)]\nmod ") {
        kept.push_str(&rest[..at]);
        rest = &rest[at..];
        let open = rest.find(['{', ';']).unwrap_or(rest.len() - 1);
        if rest.as_bytes()[open] == b';' {
            rest = &rest[open + 1..];
            continue;
        }
        let mut depth = 0usize;
        let mut end = rest.len();
        for (index, byte) in rest.bytes().enumerate().skip(open) {
            match byte {
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = index + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &rest[end..];
    }
    kept.push_str(rest);
    kept
}

/// A test module is cut by its extent: what follows it is still read.
#[test]
fn test_modules_are_cut_by_their_extent() {
    let text = "use crate::a;\n#[cfg(test)]\nmod tests {\n    fn f() { g(\"{x}\") }\n}\nuse crate::b;\n\
                #[cfg(test)]\nmod more;\nuse crate::c; // crate::d\n";
    let code = code_of(text);
    assert!(code.contains("crate::a") && code.contains("crate::b") && code.contains("crate::c"));
    assert!(!code.contains("crate::d") && !code.contains("fn f") && !code.contains("mod more"));
}

/// The paths a file names: `crate::a::b` and `super::c` (made absolute), and the
/// items of `use` groups (`crate::a::{b, c::d}`), each as module path segments.
fn imports(module: &[String], code: &str) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let flat = code.replace('\n', " ");
    for (start, _) in flat
        .match_indices("crate::")
        .chain(flat.match_indices("super::"))
    {
        if flat[..start].ends_with(|c: char| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let mut depth = 0;
        let mut path = String::new();
        for c in flat[start..].chars() {
            match c {
                '{' => depth += 1,
                '}' if depth == 0 => break,
                '}' => depth -= 1,
                ' ' | ',' if depth > 0 => {}
                c if c.is_alphanumeric() || c == '_' || c == ':' => {}
                _ => break,
            }
            if c != ' ' {
                path.push(c);
            }
        }
        expand(module, &path, &mut found);
    }
    found
}

/// `crate::a::{b, c}` as `crate::a::b` and `crate::a::c`, resolved to absolute
/// segments.
fn expand(module: &[String], path: &str, found: &mut Vec<Vec<String>>) {
    let (head, group) = match path.find('{') {
        Some(at) => (&path[..at], Some(&path[at + 1..])),
        None => (path, None),
    };
    let mut segments: Vec<String> = head
        .split("::")
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect();
    if segments.first().is_some_and(|s| s == "super") {
        let mut absolute = module[..module.len().saturating_sub(1)].to_vec();
        let mut rest = segments.split_off(1);
        while rest.first().is_some_and(|s| s == "super") {
            absolute.pop();
            rest.remove(0);
        }
        absolute.extend(rest);
        segments = absolute;
    } else if segments.first().is_some_and(|s| s == "crate") {
        segments.remove(0);
    } else {
        return;
    }
    match group {
        None => found.push(segments),
        Some(group) => {
            let mut depth = 0;
            let mut item = String::new();
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        let mut path = segments.clone();
                        path.extend(item.split("::").map(str::to_string));
                        found.push(path);
                        item.clear();
                        continue;
                    }
                    _ => {}
                }
                item.push(c);
            }
            if !item.is_empty() {
                let mut path = segments.clone();
                path.extend(
                    item.split("::")
                        .filter(|s| !s.is_empty() && !s.contains('{'))
                        .map(str::to_string),
                );
                found.push(path);
            }
        }
    }
}

/// The crate root's re-exports: an item's name to the module it comes from.
fn root_exports(sources: &[(Vec<String>, String)]) -> BTreeMap<String, String> {
    let root = &sources
        .iter()
        .find(|(m, _)| m.is_empty())
        .expect("lib.rs")
        .1;
    let mut exports = BTreeMap::new();
    for path in imports(&[], &root.replace("pub use ", "pub use crate::")) {
        if let (Some(first), Some(last)) = (path.first(), path.last()) {
            exports.insert(last.clone(), first.clone());
        }
    }
    exports
}

/// A cycle in `edges`, if any, as the nodes along it.
fn cycle(edges: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        state: &mut BTreeMap<String, u8>,
        path: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        match state.get(node) {
            Some(1) => {
                let at = path.iter().position(|n| n == node).expect("on the path");
                let mut found = path[at..].to_vec();
                found.push(node.to_string());
                return Some(found);
            }
            Some(_) => return None,
            None => {}
        }
        state.insert(node.to_string(), 1);
        path.push(node.to_string());
        for next in edges.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, edges, state, path) {
                return Some(found);
            }
        }
        path.pop();
        state.insert(node.to_string(), 2);
        None
    }
    let mut state = BTreeMap::new();
    edges
        .keys()
        .find_map(|node| visit(node, edges, &mut state, &mut Vec::new()))
}

/// The edges between top-level modules, and between the files of each folder.
fn graphs() -> (
    BTreeMap<String, BTreeSet<String>>,
    BTreeMap<String, BTreeSet<String>>,
) {
    let sources = sources();
    let exports = root_exports(&sources);
    let files: BTreeSet<Vec<String>> = sources.iter().map(|(m, _)| m.clone()).collect();
    let (mut stages, mut siblings) = (BTreeMap::new(), BTreeMap::new());
    for (module, code) in &sources {
        let Some(stage) = module.first() else {
            continue; // the crate root declares and re-exports
        };
        for mut path in imports(module, code) {
            if path.len() == 1 {
                match exports.get(&path[0]) {
                    Some(from) => path = vec![from.clone()],
                    None => continue,
                }
            }
            let target = &path[0];
            if target != stage {
                stages
                    .entry(stage.clone())
                    .or_insert_with(BTreeSet::new)
                    .insert(target.clone());
                continue;
            }
            // Within a folder: the longest file the path names, a sibling of this one.
            let named = (1..=path.len())
                .rev()
                .map(|n| path[..n].to_vec())
                .find(|prefix| files.contains(prefix));
            if let Some(named) = named {
                let same_folder = named.len() == module.len()
                    && named[..named.len() - 1] == module[..module.len() - 1];
                if same_folder && named != *module && module.len() > 1 {
                    siblings
                        .entry(module.join("::"))
                        .or_insert_with(BTreeSet::new)
                        .insert(named.join("::"));
                }
            }
        }
    }
    (stages, siblings)
}

/// Each top-level module's stage: a module imports only modules of its stage or
/// earlier ones.
const STAGES: &[(&str, u8)] = &[
    ("tiles", 0),
    ("rules", 1),
    ("parallel", 1),
    ("budget", 1),
    ("error", 2),
    ("tables", 2),
    ("format", 3),
    ("builtin", 4),
    ("forms", 4),
    ("engine", 5),
    ("waits", 6),
    ("shanten", 6),
    ("hints", 6),
    ("decompose", 6),
    ("batch", 7),
    ("scoring", 7),
    // What a seat may do: above every question about one hand.
    ("actions", 8),
    // What a round pays: above the scores.
    ("settlement", 8),
    ("serialize", 9),
    ("reference", 9),
];

fn stage(module: &str) -> u8 {
    (STAGES.iter())
        .find(|(name, _)| *name == module)
        .unwrap_or_else(|| panic!("module {module} has no stage in STAGES"))
        .1
}

#[test]
fn modules_import_only_earlier_stages() {
    let (stages, _) = graphs();
    for (from, to) in &stages {
        for target in to {
            assert!(
                stage(target) <= stage(from),
                "{from} (stage {}) imports {target} (stage {})",
                stage(from),
                stage(target)
            );
        }
    }
}

#[test]
fn top_level_modules_import_without_a_cycle() {
    let (stages, _) = graphs();
    for (from, to) in &stages {
        println!(
            "{from} → {}",
            to.iter().cloned().collect::<Vec<_>>().join(", ")
        );
    }
    assert_eq!(
        cycle(&stages),
        None,
        "a cycle between the library's modules"
    );
    // The oracle is below nothing: no module but the crate root names it.
    let users: Vec<&String> = (stages.iter())
        .filter(|(_, to)| to.contains("reference"))
        .map(|(from, _)| from)
        .collect();
    assert!(
        users.is_empty(),
        "the engine reaches the oracle from {users:?}"
    );
}

#[test]
fn files_of_a_folder_import_without_a_cycle() {
    let (_, siblings) = graphs();
    assert!(!siblings.is_empty(), "the check reads the folders' files");
    assert_eq!(
        cycle(&siblings),
        None,
        "a cycle between files of one folder"
    );
}

/// The oracle shares nothing with the engine but tiles, rules and the answers' types:
/// no table, no engine, no form's logic (it has its own, `reference/forms.rs`).
#[test]
fn the_oracle_reads_only_tiles_rules_and_answer_types() {
    const ANSWERS: &[&str] = &[
        "Form",
        "Forms",
        "Decomposition",
        "Group",
        "Shanten",
        "Ukeire",
        "Discard",
        "DiscardAdvice",
        "Discarded",
        "DiscardMasks",
    ];
    let mut read = 0;
    for (module, code) in sources() {
        if module.first().is_none_or(|m| m != "reference") {
            continue;
        }
        for path in imports(&module, &code) {
            read += 1;
            let stage = path[0].as_str();
            let item = path.last().map_or("", String::as_str);
            let allowed = matches!(stage, "tiles" | "rules" | "reference")
                || ANSWERS.contains(&item)
                || path.len() == 1 && ANSWERS.contains(&stage);
            assert!(allowed, "{} reads {}", module.join("::"), path.join("::"));
        }
    }
    assert!(read > 10, "the check reads the oracle's imports");
}
