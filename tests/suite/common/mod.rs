//! Shared by the test crates: seeded mixed hands, and readers of `../shared/data/`
//! (external data nobody here wrote; tests skip it, saying so, when it is absent).

#![allow(dead_code)] // the tests, benches and examples each use a part

use std::fs;
use std::path::PathBuf;

use hupai::reference::Reference;
use hupai::{Engine, Hand, Tile};
use hupai_baselines::corpus::{Generator, Shape};

/// `count` hands of the kinds `engine` plays, from `seed`: every shape in turn; 14
/// tiles every other hand (the common size, and the only one for most special forms)
/// where the rules play it, the others cycling through those of `sizes` the rules
/// play (as winning hands, or one tile short of them); 0..=`max_jokers`
/// jokers, changing every 12 hands.
pub fn mixed_hands(
    engine: &Engine,
    seed: u64,
    count: usize,
    sizes: &[usize],
    max_jokers: u8,
) -> Vec<Hand> {
    let mut generator = Generator::with_tiles(seed, engine.rules().tiles);
    // Only sizes the rules play: a hand of 3n+1 tiles waits for a win of 3n+2.
    let rules = engine.rules();
    let mut sizes: Vec<usize> = (sizes.iter().copied())
        .filter(|&s| rules.allows_size(s / 3 * 3 + 2))
        .collect();
    if sizes.is_empty() {
        // None of them (`guobiao` plays 14 tiles only): the rules' largest.
        sizes.extend(rules.hand_sizes.iter().max().map(|&s| usize::from(s)));
    }
    // No more jokers than the rules play (none under `sanma` or `sichuan`).
    let max_jokers = max_jokers.min(engine.rules().jokers.max.unwrap_or(u8::MAX));
    (0..count)
        .map(|i| {
            let shape = Shape::ALL[i % Shape::ALL.len()];
            let tiles = if i % 2 == 0 && engine.rules().allows_size(14) {
                14
            } else {
                sizes[i / 2 % sizes.len()]
            };
            let jokers = (i / 12 % (usize::from(max_jokers) + 1)) as u8;
            let hand = generator.hand(shape, tiles, jokers);
            assert_eq!(hand.len(), tiles, "the generator makes every size asked");
            hand
        })
        .collect()
}

/// `hands` times `HUPAI_TEST_SCALE` (1 unless set): the sampled tests' sizes. The
/// defaults keep `cargo test` within CI's budget; `HUPAI_TEST_SCALE=4` (or more)
/// samples four times as many hands, seeds and rule sets, for a deeper run.
pub fn scaled(hands: usize) -> usize {
    let scale = std::env::var("HUPAI_TEST_SCALE").ok();
    let scale = scale
        .and_then(|s| s.parse::<usize>().ok())
        .unwrap_or(1)
        .max(1);
    hands * scale
}

/// The data set `name` of `../shared/data/` (or of `HUPAI_SHARED_DATA`, where set), or
/// `None` when absent: the calling test then does without it, and the run ends with
/// a line saying so (see [`skipped`]).
pub fn data_dir(name: &str) -> Option<PathBuf> {
    let shared = std::env::var_os("HUPAI_SHARED_DATA").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/data"),
        PathBuf::from,
    );
    let dir = shared.join(name);
    if dir.is_dir() {
        Some(dir)
    } else {
        skipped(name);
        None
    }
}

/// What ran without its external data set: (test, data set).
static SKIPPED: std::sync::Mutex<Vec<(String, String)>> = std::sync::Mutex::new(Vec::new());

/// Records that the running test did without the data set `name`; the first call
/// arranges for one line naming every such test to be printed as the process ends
/// (after the test results, where a reader looks), not a line lost in the middle.
pub fn skipped(name: &str) {
    unsafe extern "C" {
        /// The C library's: `f` runs when the process exits (libtest exits so).
        fn atexit(f: extern "C" fn()) -> std::ffi::c_int;
    }
    extern "C" fn say_what_was_skipped() {
        let skipped = SKIPPED.lock().unwrap_or_else(|e| e.into_inner());
        let mut sets: Vec<&str> = skipped.iter().map(|(_, set)| set.as_str()).collect();
        sets.sort_unstable();
        sets.dedup();
        let mut tests: Vec<&str> = skipped.iter().map(|(test, _)| test.as_str()).collect();
        tests.sort_unstable();
        tests.dedup();
        eprintln!(
            "SKIPPED: {} tests ran without the external data they compare with ({}: not \
             beside the checkout in ../shared/data/; see the README's \"External data\"): {}",
            tests.len(),
            sets.join(", "),
            tests.join(", ")
        );
    }
    static AT_EXIT: std::sync::Once = std::sync::Once::new();
    // SAFETY: registers a plain function, which only prints.
    AT_EXIT.call_once(|| unsafe {
        atexit(say_what_was_skipped);
    });
    let test = std::thread::current()
        .name()
        .unwrap_or("a test")
        .to_string();
    (SKIPPED.lock().unwrap_or_else(|e| e.into_inner())).push((test, name.to_string()));
}

/// The whitespace-separated numbers of a line.
pub fn numbers(line: &str) -> Vec<i32> {
    line.split_whitespace()
        .map(|n| {
            n.parse()
                .unwrap_or_else(|_| panic!("bad number {n:?} in {line:?}"))
        })
        .collect()
}

/// Ara's 10,000 normal hands when `../shared/data/` is present, else `count` seeded
/// 14-tile deals: the benchmarks' riichi corpus.
pub fn ara_normal_or_deals(count: usize) -> Vec<Hand> {
    match data_dir("ara-shanten") {
        Some(dir) => ara_file(&dir, "p_normal_10000.txt")
            .into_iter()
            .map(|ara| ara.hand)
            .collect(),
        None => Generator::new(8).hands(Shape::Deals, count, 14, 0),
    }
}

/// A hand of these tile ids and `jokers` jokers.
pub fn hand_of(ids: &[i32], jokers: u8) -> Hand {
    let ids: Vec<usize> = ids.iter().map(|&i| i as usize).collect();
    Hand::from_ids(&ids, jokers).unwrap()
}

/// Ara's four files of labelled 14-tile hands.
pub const ARA_FILES: [&str; 4] = [
    "p_normal_10000.txt",
    "p_hon_10000.txt",
    "p_tin_10000.txt",
    "p_koku_10000.txt",
];

/// One of Ara's hands and its three labels.
pub struct AraHand {
    /// Where it is: file and 1-based line.
    pub place: String,
    pub hand: Hand,
    /// Shanten in the standard form, thirteen orphans and seven pairs (riichi rules).
    pub labels: [i8; 3],
}

/// Every hand of one of Ara's files.
pub fn ara_file(dir: &std::path::Path, file: &str) -> Vec<AraHand> {
    let text = fs::read_to_string(dir.join(file)).unwrap();
    text.lines()
        .enumerate()
        .map(|(number, line)| {
            let row = numbers(line);
            let place = format!("{file}:{}", number + 1);
            assert_eq!(row.len(), 17, "{place}");
            let labels = [row[14] as i8, row[15] as i8, row[16] as i8];
            AraHand {
                place,
                hand: hand_of(&row[..14], 0),
                labels,
            }
        })
        .collect()
}

/// The engine's decompositions of a winning `hand`, each sorted and the list sorted:
/// the order `Reference::decompositions` gives.
pub fn sorted_decompositions(engine: &Engine, hand: &Hand) -> Vec<hupai::Decomposition> {
    let mut found: Vec<_> = engine
        .decompositions(hand)
        .unwrap()
        .map(|d| d.sorted())
        .collect();
    found.sort();
    found
}

/// The waits by the reference search alone: add each kind in play (a joker kind as
/// a joker, a stand-in as the natural tile it plays) and search; a kind with no copy
/// left is judged as if one existed.
pub fn reference_waits(reference: &Reference, engine: &Engine, hand: &Hand) -> u64 {
    let jokers_rules = &engine.rules().jokers;
    let hand = reference.as_judged(hand);
    let natural = match (jokers_rules.stand_in, &jokers_rules.kinds[..]) {
        (Some(stand_in), &[natural]) => Some((stand_in, natural)),
        _ => None,
    };
    let mut bits = 0;
    for tile in Tile::all() {
        let (mut counts, mut jokers) = (*hand.counts(), hand.jokers());
        if let Some((_, natural)) = natural.filter(|&(stand_in, _)| stand_in == tile) {
            counts[natural.id()] += 1;
        } else if engine.rules().jokers.kinds.contains(&tile) {
            jokers += 1;
            if engine
                .rules()
                .jokers
                .most_held()
                .is_some_and(|most| jokers > most)
            {
                continue;
            }
        } else if engine.rules().tiles.contains(tile) {
            counts[tile.id()] += 1;
        } else {
            continue;
        }
        if !reference.forms_of_counts(&counts, jokers).is_empty() {
            bits |= 1 << tile.id();
        }
    }
    bits
}
