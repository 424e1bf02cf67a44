//! What every fuzz target checks, shared by the cargo-fuzz targets (`fuzz/`) and the
//! bounded property test that `cargo test` runs (`tests/suite/fuzz_properties.rs`).
//!
//! Each check takes arbitrary bytes, must never panic, hang or allocate without bound,
//! and, wherever a second answer exists, asserts that both agree: engine against
//! the reference search, waits against "add the tile and check", shanten against
//! waits and check (the one-step identities that define shanten), batches against
//! single calls, parallel against serial. The C ABI's checks are in `c_abi.rs`.

use hupai::batch::Threads;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Mutex, OnceLock};

use hupai::error::ScoreError;
use hupai::reference::Reference;
use hupai::rules::{Rules, SevenPairs, StandsFor, TileSet};
use hupai::{Engine, Hand, LiveHand, MAX_TILES, Tile};

/// Reads the input a byte at a time; zeros once it runs out.
pub struct Bytes<'a> {
    data: &'a [u8],
}

impl<'a> Bytes<'a> {
    pub fn new(data: &'a [u8]) -> Bytes<'a> {
        Bytes { data }
    }

    pub fn byte(&mut self) -> u8 {
        match self.data.split_first() {
            Some((&first, rest)) => {
                self.data = rest;
                first
            }
            None => 0,
        }
    }

    pub fn below(&mut self, n: u8) -> u8 {
        self.byte() % n
    }

    pub fn rest(&self) -> &'a [u8] {
        self.data
    }
}

/// MPSZ text of any bytes: parsing never panics; what parses prints back to text
/// that parses to the same hand; a single tile round-trips.
pub fn notation(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    match text.parse::<Hand>() {
        Ok(hand) => {
            assert!(hand.len() <= MAX_TILES && !hand.is_empty());
            let printed = hand.to_string();
            assert_eq!(printed.parse::<Hand>(), Ok(hand), "{text:?}");
            let _ = format!("{hand:?}");
        }
        Err(error) => {
            let message = error.to_string();
            // An error quotes at most a short excerpt of the input.
            assert!(message.len() < 200, "{message}");
            let _ = format!("{error:?}");
        }
    }
    if let Ok(tile) = text.parse::<Tile>() {
        assert_eq!(tile.to_string().parse::<Tile>(), Ok(tile));
    }
    seen_tiles(&text);
    exposed_melds(&text);
    situation_words(&text);
}

/// A win's situation in words (`win=6s seat=south riichi`) of any text: what reads
/// prints back to words that read to the same situation; what does not is a short
/// message naming the field or the word.
fn situation_words(text: &str) {
    match text.parse::<hupai::scoring::Situation>() {
        Ok(situation) => {
            let printed = situation.to_string();
            assert_eq!(
                printed.parse(),
                Ok(situation),
                "{text:?} printed {printed:?}"
            );
        }
        Err(error) => {
            let message = error.to_string();
            assert!(message.len() < 300, "{message}");
        }
    }
}

/// Exposed melds (`--melds`) of any text: at most five, each a meld of real tiles;
/// what parses prints back to text that parses to the same melds; every built-in
/// rule set either takes them or says why.
fn exposed_melds(text: &str) {
    match text.parse::<hupai::tiles::Melds>() {
        Ok(melds) => {
            assert!(melds.len() <= hupai::tiles::Melds::MAX);
            assert_eq!(melds.to_string().parse(), Ok(melds), "{text:?}");
            for meld in melds.iter() {
                assert!(matches!(meld.tiles().count(), 3 | 4), "{text:?}");
            }
            for name in hupai::BUILTIN_RULES {
                let engine = Engine::builtin(name).expect("built in");
                if let Err(error) = engine.with_melds(&melds) {
                    assert!(error.to_string().len() < 200, "{error}");
                }
            }
        }
        Err(error) => assert!(error.to_string().len() < 300, "{error}"),
    }
}

/// Seen tiles (`--seen`) of any text: at most four of a kind and 136 in all; a hand
/// that parses reads as its own tiles seen, less its jokers, which have no kind.
fn seen_tiles(text: &str) {
    match hupai::hints::parse_seen(text) {
        Ok(seen) => {
            assert!(seen.iter().all(|&n| n <= 4), "{text:?}");
            assert!(seen.iter().map(|&n| usize::from(n)).sum::<usize>() <= 136);
            if let Ok(hand) = text.parse::<Hand>() {
                assert_eq!(hand.jokers(), 0, "{text:?}: a joker seen");
                assert_eq!(&seen, hand.counts(), "{text:?}");
            }
        }
        Err(error) => assert!(error.to_string().len() < 200, "{error}"),
    }
}

/// Rules TOML of any bytes: reading never panics; what reads writes back to TOML
/// that reads to the same rules, and every table rule set derived from it is sane.
pub fn rules_toml(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    match Rules::from_toml(&text) {
        Ok(rules) => {
            let again = Rules::from_toml(&rules.to_toml()).expect("written rules read back");
            assert_eq!(again, rules);
            let _ = format!("{rules:?}");
            if let Some(engine) = cached_engine(&rules) {
                let empty = Hand::default();
                engine_questions(&engine, &empty, &mut Bytes::new(&[]), true);
            }
        }
        Err(error) => {
            assert!(error.to_string().len() < 2_000, "{error}");
        }
    }
}

/// Table-file bytes: reading never panics. The first byte chooses what the rest is:
/// - 0: changes to a real table file (byte flips and a cut), which must be refused
///   unless they changed nothing;
/// - 1: the same changes to a smaller real file, then its section and file checksums
///   forged to match, so the reader's checks behind the checksums are what answer: a
///   typed error, or an engine that answers and writes back what it read;
/// - anything else: the rest is a file, read as it is.
pub fn table_file(data: &[u8]) {
    let mut input = Bytes::new(data);
    match input.byte() {
        0 => damaged_file(&mut input, Template::Riichi, false),
        1 => damaged_file(&mut input, Template::StrictJokers, true),
        _ => {
            if let Ok(file) = hupai::format::TableFile::from_bytes(input.rest()) {
                file_reads_back(file, input.rest());
            }
        }
    }
}

/// A real file changed in place as `input` says (and put back afterwards, so no
/// execution copies megabytes), then read.
fn damaged_file(input: &mut Bytes<'_>, template: Template, forge: bool) {
    let mut file = template.bytes().lock().unwrap_or_else(|e| e.into_inner());
    let mut changes = Changes::default();
    for _ in 0..input.below(4) {
        let at = damage_offset(input, &file, forge);
        let flipped = file[at] ^ (input.byte() | 1);
        changes.set(&mut file, at, flipped);
    }
    let cut = u32::from_le_bytes([input.byte(), input.byte(), input.byte(), 0]) as usize;
    let length = if cut.is_multiple_of(3) {
        cut % file.len()
    } else {
        file.len()
    };
    if forge {
        forge_checksums(&mut file[..length], &mut changes);
    }
    let changed = length < file.len() || changes.any_differ(&file);
    match hupai::format::TableFile::from_bytes(&file[..length]) {
        Ok(read) => {
            assert!(forge || !changed, "a damaged file was accepted");
            // The templates themselves are known to answer and read back.
            if changed {
                file_reads_back(read, &file[..length]);
            }
        }
        Err(error) => assert!(!error.to_string().is_empty()),
    }
    changes.undo(&mut file);
}

/// Where a flip lands: anywhere in the file, or in one section's bytes so that the
/// small sections are hit as often as the win tables. Behind forged checksums only
/// the bytes the reader parses are flipped: the win tables' bodies are data it
/// copies, where a flip would only cost a write-back of megabytes.
fn damage_offset(input: &mut Bytes<'_>, file: &[u8], forge: bool) -> usize {
    const WINS_HEADER: usize = 16; // table count, suit table, the first length
    let offset = u32::from_le_bytes([input.byte(), input.byte(), input.byte(), 0]) as usize;
    let choice = input.byte();
    let sections = section_spans(file);
    let targeted = forge || choice % 2 == 1;
    match sections.get(usize::from(choice / 2) % sections.len().max(1)) {
        Some(&(start, end)) if targeted && end > start => {
            let parsed = if forge && &file[start - 16..start - 12] == b"WINS" {
                WINS_HEADER.min(end - start)
            } else {
                end - start
            };
            start + offset % parsed
        }
        _ => offset % file.len(),
    }
}

/// Byte changes made to a template, kept so that they can be undone.
#[derive(Default)]
struct Changes {
    originals: Vec<(usize, u8)>,
}

impl Changes {
    fn set(&mut self, file: &mut [u8], at: usize, byte: u8) {
        self.originals.push((at, file[at]));
        file[at] = byte;
    }

    fn set_all(&mut self, file: &mut [u8], at: usize, bytes: &[u8]) {
        for (i, &byte) in bytes.iter().enumerate() {
            self.set(file, at + i, byte);
        }
    }

    /// Whether some changed byte now differs from the template's (two flips of one
    /// byte may cancel).
    fn any_differ(&self, file: &[u8]) -> bool {
        let mut seen = std::collections::HashMap::new();
        for &(at, original) in &self.originals {
            seen.entry(at).or_insert(original);
        }
        seen.iter().any(|(&at, &original)| file[at] != original)
    }

    fn undo(self, file: &mut [u8]) {
        for (at, original) in self.originals.into_iter().rev() {
            file[at] = original;
        }
    }
}

/// The spans of a version-2 file's section contents, as far as its (perhaps
/// damaged) lengths can be followed.
fn section_spans(file: &[u8]) -> Vec<(usize, usize)> {
    const SECTIONS_START: usize = 24; // magic 8, version 4, length 8, count 4
    let mut spans = Vec::new();
    let mut at = SECTIONS_START;
    while let Some(head) = file.get(at..at + 16) {
        let length = u64::from_le_bytes(head[8..16].try_into().expect("8 bytes"));
        let start = at + 16;
        let Some(end) = usize::try_from(length)
            .ok()
            .and_then(|length| start.checked_add(length))
            .filter(|&end| end + 4 <= file.len())
        else {
            break;
        };
        spans.push((start, end));
        at = end + 4;
    }
    spans
}

/// Rewrites every section checksum that the lengths lead to, then the file's.
fn forge_checksums(file: &mut [u8], changes: &mut Changes) {
    for (start, end) in section_spans(file) {
        let checksum = crc32fast::hash(&file[start..end]).to_le_bytes();
        changes.set_all(file, end, &checksum);
    }
    if file.len() >= 4 {
        let body = file.len() - 4;
        let checksum = crc32fast::hash(&file[..body]).to_le_bytes();
        changes.set_all(file, body, &checksum);
    }
}

/// A file that loads, however forged, gives an engine that answers without panicking
/// and writes back (as a current file) the same rules and tables; the file may have
/// been of version 1, lacked shanten tables or held sections this version skips, so
/// the bytes may differ (when they do not, there is nothing more to compare).
fn file_reads_back(file: hupai::format::TableFile, bytes: &[u8]) {
    let _ = format!("{file:?}");
    let original = file.clone();
    let engine = Engine::from_table_file(file);
    for text in [
        "123m456p789s1122z",
        "1m",
        "19m19p19s1234567z",
        "JJJJ",
        "2345678m",
    ] {
        let hand: Hand = text.parse().expect("a valid hand");
        let _ = engine.check(&hand);
        let _ = engine.shanten(&hand);
    }
    let written = engine.to_table_bytes();
    if written == bytes {
        return;
    }
    let again = hupai::format::TableFile::from_bytes(&written).expect("written files read");
    assert!(again == original, "{again:?} != {original:?}");
}

/// The real files that damage starts from, each built once per process.
#[derive(Clone, Copy)]
enum Template {
    Riichi,
    StrictJokers,
}

impl Template {
    fn bytes(self) -> &'static Mutex<Vec<u8>> {
        static RIICHI: OnceLock<Mutex<Vec<u8>>> = OnceLock::new();
        static STRICT: OnceLock<Mutex<Vec<u8>>> = OnceLock::new();
        match self {
            Template::Riichi => {
                RIICHI.get_or_init(|| Mutex::new(Engine::riichi().to_table_bytes()))
            }
            Template::StrictJokers => STRICT.get_or_init(|| {
                let engine = Engine::builtin("strict-jokers").expect("a built-in set");
                Mutex::new(engine.to_table_bytes())
            }),
        }
    }
}

/// How far `engine` checks an input against the second answers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Depth {
    /// Every input against every second answer: the seeded test and regressions.
    Full,
    /// Every input's questions with their cheap identities; the slow second answers
    /// (the reference search, the shanten of every draw and discard behind each
    /// hint) on the first input and one in [`DEEP_EVERY`] after it: one in
    /// [`SEARCHED_DEEP_EVERY`] where the engine searches its shanten, whose hints
    /// (asked of those only) cost milliseconds. A libFuzzer run reaches millions of
    /// inputs only so.
    Sampled,
}

/// One input in this many gets the slow second answers under [`Depth::Sampled`].
pub const DEEP_EVERY: u32 = 16;
/// As [`DEEP_EVERY`], where the exposed melds cap the engine's targets.
pub const SEARCHED_DEEP_EVERY: u32 = 256;

impl Depth {
    /// Whether this input gets the slow second answers; a lone input (a finding
    /// replayed) always does.
    fn deep_now(self, searched: bool) -> bool {
        static INPUTS: AtomicU32 = AtomicU32::new(0);
        let every = if searched {
            SEARCHED_DEEP_EVERY
        } else {
            DEEP_EVERY
        };
        self == Depth::Full || INPUTS.fetch_add(1, Ordering::Relaxed).is_multiple_of(every)
    }
}

/// An engine and a hand from bytes, then every question of the engine, checked
/// against its second answer (all of them or a sample: see [`Depth`]).
pub fn engine(data: &[u8], depth: Depth) {
    let mut input = Bytes::new(data);
    let rules = rules_from(&mut input);
    let Some(engine) = cached_engine(&rules) else {
        return;
    };
    let mut as_a_file = None;
    let engine = match input.below(4) {
        0 => match with_joker_kind_as_a_file(&engine, &rules, joker_kind_from(&mut input)) {
            Some((added, from_file)) => {
                as_a_file = Some(from_file);
                added
            }
            None => return,
        },
        _ => engine,
    };
    keep_shanten_tables(&engine);
    let engine = match input.below(4) {
        0 => {
            as_a_file = None;
            with_melds_from(&engine, &mut input)
        }
        _ => engine,
    };
    let hand = hand_from(&mut input);
    let deep = depth.deep_now(searches_shanten(&engine));
    if let Some(from_file) = as_a_file {
        assert_eq!(engine.check(&hand), from_file.check(&hand), "{hand}");
        assert_eq!(
            engine.shanten_forms(&hand),
            from_file.shanten_forms(&hand),
            "{hand}"
        );
        assert_eq!(
            engine.waits(&hand).map(|w| w.to_string()),
            from_file.waits(&hand).map(|w| w.to_string())
        );
    }
    engine_questions(&engine, &hand, &mut input, deep);
}

/// Whether the engine searches its shanten (the exposed melds cap its targets, so
/// a hint searches a shanten per kind: milliseconds, where the tables take
/// nanoseconds).
fn searches_shanten(engine: &Engine) -> bool {
    !engine.rules().jokers.fifth_copy && !engine.melds().is_empty()
}

/// The reference for `engine`'s rules, joker kinds and exposed melds.
fn reference_of(engine: &Engine) -> Reference {
    let mut rules = engine.rules().clone();
    rules.jokers.kinds = engine.joker_kinds().collect();
    Reference::new(&rules).with_melds(engine.melds())
}

/// `engine` with `kind` a joker kind too, and the engine of the same rules written as
/// a file with the kind in `[jokers] kinds`: both accepted or both refused with the
/// same message; `None` when refused.
fn with_joker_kind_as_a_file(
    engine: &Engine,
    rules: &Rules,
    kind: Tile,
) -> Option<(Engine, Engine)> {
    let mut as_file = rules.clone();
    as_file.jokers.kinds.push(kind);
    let from_file = Rules::from_toml(&as_file.to_toml()).and_then(Engine::from_rules);
    match (engine.clone().with_joker_kinds(&[kind]), from_file) {
        (Ok(added), Ok(from_file)) => Some((added, from_file)),
        (Err(added), Err(file)) => {
            assert_eq!(
                added.to_string(),
                file.to_string(),
                "{kind} under {rules:?}"
            );
            None
        }
        (added, file) => panic!("{kind} under {rules:?}: added {added:?}, as a file {file:?}"),
    }
}

/// `engine` with one or two melds of the input's bytes exposed, where the rules take
/// them (else `engine` as it is).
fn with_melds_from(engine: &Engine, input: &mut Bytes<'_>) -> Engine {
    let melds: Vec<String> = (0..1 + input.below(2))
        .map(|_| {
            let tile = tile_from(input);
            match (
                input.below(3),
                tile.suit().is_numbered() && tile.rank() <= 7,
            ) {
                (0, true) => format!(
                    "{0}{1}{2}{3}",
                    tile.rank(),
                    tile.rank() + 1,
                    tile.rank() + 2,
                    tile.suit().letter()
                ),
                (1, _) => format!("{0}{0}{0}{0}{1}", tile.rank(), tile.suit().letter()),
                _ => format!("{0}{0}{0}{1}", tile.rank(), tile.suit().letter()),
            }
        })
        .collect();
    let melds = melds.join(",").parse().expect("runs, triplets and kongs");
    engine.with_melds(&melds).unwrap_or_else(|_| engine.clone())
}

/// Built-in rules (half the time) or rules made of the input's bytes on top of a
/// built-in set's tables (its tiles, melds, pair and fifth-copy rule): sizes, seven
/// pairs, thirteen orphans, seven pairs and a triplet, the knitted forms, the
/// missing-suit rule, joker kinds, the joker limit, the joker kind's copies, a
/// stand-in for its natural tile and the standard form vary freely, and no table is
/// generated per input.
pub fn rules_from(input: &mut Bytes<'_>) -> Rules {
    let choice = input.byte();
    let name = hupai::BUILTIN_RULES[usize::from(choice / 2) % hupai::BUILTIN_RULES.len()];
    let base = Engine::builtin(name).expect("built in").rules().clone();
    if choice.is_multiple_of(2) {
        return base;
    }
    let flags = input.byte();
    let sizes: Vec<u8> = [2u8, 5, 8, 11, 14, 17]
        .into_iter()
        .enumerate()
        .filter(|&(i, _)| flags & 1 << i != 0 || i == 4)
        .map(|(_, s)| s)
        .collect();
    let kinds: Vec<Tile> = (0..input.below(3))
        .map(|_| joker_kind_from(input))
        .collect();
    let max = match input.below(4) {
        0 => None,
        _ => Some(input.below(9).max(u8::from(!kinds.is_empty()))),
    };
    let more = input.byte();
    let thirteen_orphans = more & 4 != 0 && base.tiles == TileSet::ALL;
    let pair_rules = [
        SevenPairs::Off,
        SevenPairs::Distinct,
        SevenPairs::FourAsTwoPairs,
    ];
    // Seven pairs and a triplet wherever 17 tiles win.
    let sizes_have_17 = sizes.contains(&17);
    let pairs_and_triplet = match sizes_have_17 {
        true => pair_rules[usize::from(more >> 4) % 3],
        false => SevenPairs::Off,
    };
    let mut rules = base;
    rules.name = "fuzzed".into();
    rules.hand_sizes = sizes;
    rules.seven_pairs = pair_rules[usize::from(more % 3)];
    rules.pairs_and_triplet = pairs_and_triplet;
    // Eight pairs wherever 17 tiles win.
    if sizes_have_17 {
        rules.eight_pairs = pair_rules[usize::from(more >> 4) / 3 % 3];
    }
    // 国标's knitted forms, where the rules allow them (else they are refused).
    rules.honours_and_knitted = flags & 0x40 != 0;
    rules.knitted_straight = flags & 0x80 != 0;
    rules.thirteen_orphans = thirteen_orphans;
    // 缺一门 on any tiles, honours too (no built-in set has both).
    rules.missing_suit = more & 8 != 0 && !thirteen_orphans || rules.missing_suit;
    rules.jokers.max = max;
    rules.jokers.kinds = kinds;
    let extra = input.byte();
    // 八红中: the one joker kind's copies in the wall counted, 1 to 12.
    if rules.jokers.kinds.len() == 1 && extra & 1 != 0 {
        rules.jokers.copies = Some(1 + (extra >> 4) % 12);
    }
    // 白板代财神: a stand-in for the one joker kind's natural tile.
    if let ([kind], true) = (&rules.jokers.kinds[..], extra & 4 != 0) {
        let stand_in = [4usize, 14, 31][usize::from(extra >> 6) % 3]; // 5m 6p 5z
        rules.jokers.stand_in = Tile::from_id(stand_in).filter(|s| s != kind);
    }
    // A restricted pair: the kinds the base's pair rule allows, written as a list
    // with kinds out of play beside them (the same tables; the reference reads the
    // list).
    if extra & 8 != 0 {
        let allowed: Vec<Tile> = Tile::all().filter(|&t| rules.pair.allows(t)).collect();
        let out_of_play = Tile::all().filter(|&t| !rules.tiles.contains(t)).take(3);
        let kinds: Vec<Tile> = allowed.into_iter().chain(out_of_play).collect();
        rules.pair = hupai::rules::PairRule::Kinds(TileSet::of(&kinds));
    }
    if extra & 2 != 0 {
        without_standard(&mut rules);
    }
    restrict_jokers(&mut rules, input.byte());
    rules
}

/// Now and then, jokers that stand only for some kinds: the numbers, the honours,
/// the one joker kind's suit, or the kinds of a byte's bits spread over the tiles
/// (the rules' refusal keeps the others).
fn restrict_jokers(rules: &mut Rules, byte: u8) {
    let kinds = Tile::all()
        .filter(|t| byte.rotate_left(t.id() as u32 % 8) & 1 != 0 && t.id() % 3 != 2)
        .collect::<Vec<_>>();
    let stands_for = match byte % 8 {
        0 => StandsFor::Numbers,
        1 => StandsFor::Honours,
        2 => StandsFor::OwnSuit,
        3 => StandsFor::Kinds(TileSet::of(&kinds)),
        _ => return,
    };
    let mut restricted = rules.clone();
    restricted.jokers.stands_for = stands_for;
    if restricted.validate().is_ok() {
        *rules = restricted;
    }
}

/// The rules without the standard form, at the sizes their other forms win (left as
/// they are where no other form is played).
fn without_standard(rules: &mut Rules) {
    let special_14 = rules.seven_pairs != SevenPairs::Off
        || rules.thirteen_orphans
        || rules.honours_and_knitted
        || rules.knitted_straight;
    let special_17 = rules.pairs_and_triplet != SevenPairs::Off
        || rules.eight_pairs != SevenPairs::Off
        || rules.knitted_straight;
    let won = |size: &u8| {
        *size == 14 && special_14
            || *size == 17 && special_17
            || *size == 11 && rules.knitted_straight
    };
    let sizes: Vec<u8> = rules.hand_sizes.iter().copied().filter(won).collect();
    if !sizes.is_empty() {
        rules.standard = false;
        rules.hand_sizes = sizes;
    }
}

/// An engine for `rules` when they validate and a built-in set has their tables
/// (then it costs nothing); the built-in engines stay alive, so their shanten
/// tables are built once per process.
pub fn cached_engine(rules: &Rules) -> Option<Engine> {
    static BUILTINS: OnceLock<Vec<Engine>> = OnceLock::new();
    rules.validate().ok()?;
    let builtins = BUILTINS.get_or_init(|| {
        hupai::BUILTIN_RULES
            .iter()
            .map(|name| {
                let engine = Engine::builtin(name).expect("built in");
                engine.prepare(&[hupai::engine::Question::Shanten]);
                engine
            })
            .collect()
    });
    let wanted = rules.table_rules();
    builtins
        .iter()
        .any(|b| b.rules().table_rules() == wanted)
        .then(|| Engine::from_rules(rules.clone()).expect("validated rules"))
}

/// Joker kinds come from a few, one per suit, at the edges and the middle: each suit
/// with a joker kind has shanten tables of its own (a few MB and half a second for a
/// number suit), so a few kinds keep them built once per process (see
/// [`keep_shanten_tables`]) and the target fast. (`tests/suite/hardening.rs` covers two
/// joker kinds in one suit.)
pub fn joker_kind_from(input: &mut Bytes<'_>) -> Tile {
    const KINDS: [usize; 4] = [4, 9, 26, 33]; // 5m 1p 9s 7z
    Tile::from_id(KINDS[usize::from(input.below(KINDS.len() as u8))]).expect("id < 34")
}

/// Keeps an engine like `engine` (same tables, same joker kinds) alive, so its shanten
/// tables are built once per process, not once per input.
pub fn keep_shanten_tables(engine: &Engine) {
    static KEPT: Mutex<Vec<Engine>> = Mutex::new(Vec::new());
    let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
    let same = |k: &Engine| {
        k.rules().table_rules() == engine.rules().table_rules()
            && k.joker_kinds().eq(engine.joker_kinds())
    };
    if !kept.iter().any(same) {
        engine.prepare(&[hupai::engine::Question::Shanten]);
        kept.push(engine.clone());
    }
}

pub fn tile_from(input: &mut Bytes<'_>) -> Tile {
    Tile::from_id(usize::from(input.below(34))).expect("id < 34")
}

/// A hand of 0 to 17 tiles: mostly a few kinds many times (fours, jokers), the sizes
/// where bugs live.
pub fn hand_from(input: &mut Bytes<'_>) -> Hand {
    let size = usize::from(input.below(18));
    let jokers = input.below(u8::try_from(size).expect("small") + 1);
    let spread = 1 + input.below(34);
    let first = input.below(34);
    let mut counts = [0u8; 34];
    for _ in 0..size - usize::from(jokers) {
        // The drawn kind, or the next one with a copy left (17 tiles never fill 34 kinds).
        let mut id = usize::from((first + input.below(spread)) % 34);
        while counts[id] == 4 {
            id = (id + 1) % 34;
        }
        counts[id] += 1;
    }
    Hand::from_counts(counts, jokers).expect("at most 17 tiles, 4 of a kind")
}

/// Every question of `engine` about `hand`, every value printed, every answer
/// checked against a second one (the slow ones only when `deep`: see [`Depth`]).
pub fn engine_questions(engine: &Engine, hand: &Hand, input: &mut Bytes<'_>, deep: bool) {
    let _ = format!("{engine:?}");
    let check = engine.check(hand);
    let _ = format!("{check:?}");
    match &check {
        Ok(forms) => {
            let _ = forms.to_string();
            assert_eq!(engine.is_win(hand), !forms.is_empty(), "{hand}");
            if deep {
                assert_eq!(
                    *forms,
                    reference_of(engine).forms(hand),
                    "{hand} under {:?}",
                    engine.rules()
                );
            }
            decompositions_agree(engine, hand, !forms.is_empty());
        }
        Err(error) => {
            let _ = error.to_string();
            assert!(!engine.is_win(hand));
        }
    }
    waits_agree(engine, hand, deep);
    shanten_agrees(
        engine,
        hand,
        check.as_ref().is_ok_and(|f| !f.is_empty()),
        deep,
    );
    let seen = seen_from(input, hand);
    // Hints that search a shanten per kind: only deep inputs ask.
    if deep || !searches_shanten(engine) {
        hints_checked(engine, hand, &seen, deep);
    }
    live_hand_agrees(engine, *hand, input);
    counts_agree(engine, hand, input);
    // Rarely: a parallel batch costs a thousand single questions and wakes threads.
    batches_agree(engine, hand, deep && input.byte() < 16);
}

/// `is_win_counts` of the hand's counts answers as `is_win`, and `check_counts` as
/// `check`; of raw counts from the input (some above four, some past 17 tiles), as
/// the hand `Hand::from_counts` makes of them, or its error.
fn counts_agree(engine: &Engine, hand: &Hand, input: &mut Bytes<'_>) {
    let answer = engine.is_win_counts(hand.counts(), hand.jokers());
    assert_eq!(answer, Ok(engine.is_win(hand)), "{hand}");
    let mut counts = *hand.counts();
    for _ in 0..input.below(4) {
        let id = usize::from(input.below(34));
        counts[id] = input.below(7);
    }
    let jokers = input.below(20);
    let expected = Hand::from_counts(counts, jokers).map(|made| engine.is_win(&made));
    assert_eq!(
        engine.is_win_counts(&counts, jokers),
        expected,
        "{counts:?} {jokers}"
    );
    let checked = Hand::from_counts(counts, jokers)
        .map_err(hupai::CheckError::from)
        .and_then(|made| engine.check(&made));
    assert_eq!(engine.check_counts(&counts, jokers), checked);
    assert_eq!(
        engine.check_counts(hand.counts(), hand.jokers()),
        engine.check(hand)
    );
    rows_agree(engine, &[*hand.counts(), counts], &[hand.jokers(), jokers]);
}

/// The batches over raw rows (the hand's, and the raw counts above) answer each row
/// as the question of the hand `Hand::from_counts` makes of it, `None` for no hand.
fn rows_agree(engine: &Engine, rows: &[[u8; 34]; 2], jokers: &[u8; 2]) {
    let hands = [0, 1].map(|i| Hand::from_counts(rows[i], jokers[i]).ok());
    let mut forms = [None; 2];
    engine
        .check_rows(rows, jokers, &mut forms, Threads::Calling)
        .expect("lengths");
    let mut waits = [None; 2];
    engine
        .waits_rows(rows, jokers, &mut waits, Threads::Calling)
        .expect("lengths");
    let mut shanten = [None; 2];
    engine
        .shanten_rows(rows, jokers, &mut shanten, Threads::Calling)
        .expect("lengths");
    for (i, hand) in hands.iter().enumerate() {
        let ask = |h: &Hand| engine.check(h).ok();
        assert_eq!(forms[i], hand.as_ref().and_then(ask), "{:?}", rows[i]);
        let ask = |h: &Hand| engine.waits(h).ok();
        assert_eq!(waits[i], hand.as_ref().and_then(ask), "{:?}", rows[i]);
        let ask = |h: &Hand| engine.shanten(h).ok();
        assert_eq!(shanten[i], hand.as_ref().and_then(ask), "{:?}", rows[i]);
    }
    // Hints that search a shanten per kind cost milliseconds: not here.
    if !searches_shanten(engine) {
        let (mut accepted, mut masks) = ([None; 2], [None; 2]);
        engine
            .ukeire_rows(rows, jokers, &mut accepted, Threads::Calling)
            .expect("lengths");
        engine
            .discard_masks_rows(rows, jokers, &mut masks, Threads::Calling)
            .expect("lengths");
        for (i, hand) in hands.iter().enumerate() {
            let ask = |h: &Hand| engine.ukeire(h, &[0; 34]).ok();
            assert_eq!(accepted[i], hand.as_ref().and_then(ask), "{:?}", rows[i]);
            let ask = |h: &Hand| engine.discard_masks(h).ok();
            assert_eq!(masks[i], hand.as_ref().and_then(ask), "{:?}", rows[i]);
        }
    }
}

/// The hand kept as a `LiveHand` and moved by a few draws and discards (a joker now
/// and then): after each move, kept or refused, it judges as the hand built afresh.
fn live_hand_agrees(engine: &Engine, hand: Hand, input: &mut Bytes<'_>) {
    let mut live = LiveHand::new(hand);
    for _ in 0..input.below(6) {
        let before = live;
        let moved = match (input.below(4), tile_from(input)) {
            (0, _) => live.draw_joker(),
            (1, _) => live.discard_joker(),
            (2, tile) => live.discard(tile),
            (_, tile) => live.draw(tile),
        };
        let fresh = *live.hand();
        assert!(moved.is_ok() || live == before, "{before} -> {live}");
        assert_eq!(live, LiveHand::new(fresh));
        assert_eq!(engine.is_win_live(&live), engine.is_win(&fresh), "{fresh}");
        assert_eq!(engine.check_live(&live), engine.check(&fresh), "{fresh}");
        assert_eq!(engine.waits_live(&live), engine.waits(&fresh), "{fresh}");
    }
}

fn decompositions_agree(engine: &Engine, hand: &Hand, wins: bool) {
    const COUNTED: usize = 10_000;
    const PRINTED: usize = 100;
    let Ok(all) = engine.decompositions(hand) else {
        return;
    };
    let mut listed = 0;
    for decomposition in all.take(COUNTED) {
        if listed < PRINTED {
            let _ = (decomposition.to_string(), format!("{decomposition:?}"));
        }
        listed += 1;
    }
    assert_eq!(listed > 0, wins, "{hand}");
    if listed < COUNTED {
        assert_eq!(engine.count_decompositions(hand).ok(), Some(listed as u64));
    }
}

fn waits_agree(engine: &Engine, hand: &Hand, deep: bool) {
    let waits = engine.waits(hand);
    let _ = format!("{waits:?}");
    assert_eq!(waits, engine.waits_by_rechecking(hand), "{hand}");
    if let Ok(waits) = waits {
        let text = waits.to_string();
        assert_eq!(waits.iter().count(), waits.len());
        if !waits.is_empty() {
            // The waits print in MPSZ, one of each (up to 34 tiles: not a hand).
            let mut ids = Vec::new();
            let mut digits = String::new();
            for c in text.chars() {
                if c.is_ascii_digit() {
                    digits.push(c);
                } else {
                    for d in digits.drain(..) {
                        let tile: Tile = format!("{d}{c}").parse().expect("waits print as MPSZ");
                        ids.push(tile.id());
                    }
                }
            }
            let listed: Vec<usize> = waits.iter().map(|t| t.id()).collect();
            assert_eq!(ids, listed);
        }
        let exposed = engine.melds().counts();
        let jokers = hand
            .with_joker_kinds(&engine.joker_kinds().collect::<Vec<_>>())
            .jokers();
        for tile in waits.iter() {
            // The joker kind whose copies the rules count: every joker held is one.
            let none_left = match engine.rules().jokers.copies {
                Some(copies) if engine.rules().jokers.kinds == [tile] => jokers >= copies,
                _ => {
                    hand.count(tile) == 4
                        || exposed[tile.id()] > 0 && hand.count(tile) + exposed[tile.id()] == 4
                }
            };
            assert_eq!(waits.is_exhausted(tile), none_left, "{hand} {tile}");
        }
        if deep {
            exhausted_waits_agree(engine, hand, &waits);
        }
    }
}

/// A kind held four times (not a joker kind) is an exhausted wait exactly when the
/// reference search, given a real fifth copy (of the natural tile, for a stand-in),
/// finds a win.
fn exhausted_waits_agree(engine: &Engine, hand: &Hand, waits: &hupai::Waits) {
    let kinds: Vec<Tile> = engine.joker_kinds().collect();
    let reference = reference_of(engine);
    let judged = reference.as_judged(hand);
    let stand_in = engine.rules().jokers.stand_in;
    for tile in Tile::all().filter(|t| hand.count(*t) == 4 && !kinds.contains(t)) {
        // A stand-in's fifth copy is one more of the natural tile it plays.
        let natural = match kinds[..] {
            [natural] if stand_in == Some(tile) => natural,
            _ => tile,
        };
        let mut five = *judged.counts();
        five[natural.id()] += 1;
        let wins = !reference.forms_of_counts(&five, judged.jokers()).is_empty();
        assert_eq!(
            waits.is_exhausted(tile),
            wins,
            "{hand} with {} under {:?}: {tile} held four times",
            engine.melds(),
            engine.rules()
        );
    }
}

/// The draws `hand` can make under the engine's rules: kinds with a copy left,
/// whose hand the rules play.
fn draws(engine: &Engine, hand: &Hand) -> Vec<Hand> {
    Tile::all()
        .filter_map(|t| hand.adding(t).ok())
        .filter(|drawn| engine.check(drawn).is_ok() || engine.shanten(drawn).is_ok())
        .collect()
}

/// Shanten, waits and check tell one story: -1 exactly for a win; for a hand of 3n+2
/// tiles that does not win, the least shanten over its discards; for a hand of 3n+1
/// tiles, one more than the least over its draws, and 0 exactly when it has a wait
/// it can draw. These identities define shanten, so they check the tables' answer
/// (without exposed melds; with them, the reference alone).
fn shanten_agrees(engine: &Engine, hand: &Hand, wins: bool, deep: bool) {
    let Ok(shanten) = engine.shanten_forms(hand) else {
        return;
    };
    let _ = format!("{shanten:?}");
    let best = shanten.best().expect("admitted hands have a form");
    assert_eq!(engine.shanten(hand), Ok(best));
    // -1 is a win, under every rule and with melds exposed too.
    if hand.len() % 3 == 2 {
        assert_eq!(best == -1, wins, "{hand}: shanten {best} against check");
    }
    if !deep {
        return;
    }
    if !engine.melds().is_empty() {
        // Shanten counts exposed copies as seen, where draws, waits and (without fifth
        // copies) wins count them: only the reference below applies.
    } else if hand.len() % 3 == 2 {
        if !wins {
            let least = discards(hand).filter_map(|h| engine.shanten(&h).ok()).min();
            if let Some(least) = least {
                assert_eq!(best, least, "{hand}: shanten against discards");
            }
        }
    } else {
        let least = draws(engine, hand)
            .iter()
            .filter_map(|h| engine.shanten(h).ok())
            .min();
        if let Some(least) = least {
            assert_eq!(best, least + 1, "{hand}: shanten against draws");
        }
        let waits = engine.waits(hand).expect("a hand with shanten has waits");
        let drawable = waits.iter().any(|t| !waits.is_exhausted(t));
        assert_eq!(
            best == 0,
            drawable,
            "{hand}: shanten 0 against waits {waits}"
        );
    }
    let searched = reference_of(engine).shanten_forms(hand);
    assert_eq!(
        shanten,
        searched,
        "{hand}: against the reference search under {:?}",
        engine.rules()
    );
}

/// Tiles seen elsewhere: a few copies of a few kinds; now and then more than the
/// hand leaves of a kind, which the hints refuse.
pub fn seen_from(input: &mut Bytes<'_>, hand: &Hand) -> [u8; 34] {
    let mut seen = [0u8; 34];
    for _ in 0..input.below(8) {
        let tile = tile_from(input);
        let room = 4 - hand.count(tile).min(4);
        seen[tile.id()] = input.below(5).min(room + u8::from(input.byte() == 0));
    }
    seen
}

/// Accepted tiles and discard advice against every draw and every discard asked of
/// the engine's own shanten (itself checked against the reference search), with
/// live copies counted from `seen`; the discards in their documented order.
pub fn hints_agree(engine: &Engine, hand: &Hand, seen: &[u8; 34]) {
    hints_checked(engine, hand, seen, true);
}

/// As [`hints_agree`]; every draw and discard tried only when `deep`.
fn hints_checked(engine: &Engine, hand: &Hand, seen: &[u8; 34], deep: bool) {
    let too_many = Tile::all().any(|t| {
        let (held, copies) = copies_of(engine, hand, t);
        held + seen[t.id()] > copies
    });
    let ukeire = engine.ukeire(hand, seen);
    let advice = engine.discards(hand, seen);
    let _ = (format!("{ukeire:?}"), format!("{advice:?}"));
    // The masks ask a shanten per discard where the hints do not take the masks' path.
    if deep {
        masks_agree_with_advice(engine, hand, &advice);
    }
    let shanten = engine.shanten(hand);
    match hand.len() % 3 {
        1 => match (ukeire, shanten) {
            (Ok(ukeire), Ok(shanten)) => {
                assert!(!too_many && advice.is_err());
                assert_eq!(ukeire.shanten(), shanten, "{hand}");
                if deep {
                    ukeire_is_every_draw(engine, hand, seen, &ukeire, shanten);
                }
            }
            (ukeire, _) => assert!(ukeire.is_err(), "{hand}: {ukeire:?}"),
        },
        2 => match (advice, shanten) {
            (Ok(advice), Ok(shanten)) => {
                assert!(!too_many && ukeire.is_err());
                assert_eq!(advice.shanten(), shanten, "{hand}");
                if deep {
                    advice_is_every_discard(engine, hand, seen, &advice);
                }
            }
            (advice, _) => assert!(advice.is_err(), "{hand}: {advice:?}"),
        },
        _ => assert!(ukeire.is_err() && advice.is_err(), "{hand}"),
    }
}

/// The discard masks of `hand` are the advice's discards split by shanten: those at
/// the least kept, the others raised. A hand the advice refuses only for its seen
/// tiles has masks all the same.
fn masks_agree_with_advice(
    engine: &Engine,
    hand: &Hand,
    advice: &Result<hupai::hints::DiscardAdvice, hupai::CheckError>,
) {
    let masks = engine.discard_masks(hand);
    let _ = masks.as_ref().map(|m| m.to_string());
    let advice = match advice {
        Ok(advice) => advice,
        // The seen tiles (with any exposed melds) are the advice's alone to refuse.
        Err(hupai::CheckError::TooManySeen { .. }) if masks.is_ok() => return,
        Err(error) => {
            let rules = &engine.rules().name;
            return assert!(masks.is_err(), "{hand} ({rules}): {masks:?}, {error}");
        }
    };
    let masks = masks.unwrap_or_else(|e| panic!("{hand}: advice but no masks: {e}"));
    assert_eq!(masks.shanten(), advice.shanten(), "{hand}");
    let best = advice.discards().iter().map(|d| d.shanten()).min();
    for discard in advice.discards() {
        let keeps = Some(discard.shanten()) == best;
        assert_eq!(masks.keeps(discard.discarded()), keeps, "{hand}: {discard}");
        assert_eq!(
            masks.raises(discard.discarded()),
            !keeps,
            "{hand}: {discard}"
        );
    }
    let listed = masks.keep().chain(masks.raise()).count();
    assert_eq!(listed, advice.discards().len(), "{hand}");
}

/// `ukeire` lists exactly the kinds in play or of the joker kinds (drawn as jokers),
/// with a copy neither held nor exposed, whose draw lowers the engine's shanten of
/// `hand`, each with its live copies.
pub fn ukeire_is_every_draw(
    engine: &Engine,
    hand: &Hand,
    seen: &[u8; 34],
    ukeire: &hupai::hints::Ukeire,
    shanten: i8,
) {
    assert_eq!(ukeire.shanten(), shanten, "{hand}");
    let _ = ukeire.to_string();
    let kinds: Vec<Tile> = (engine.rules().tiles.tiles())
        .chain(engine.joker_kinds())
        .collect();
    let exposed = engine.melds().counts();
    let drawable = (TileSet::of(&kinds).tiles()).filter(|&t| {
        let (held, copies) = copies_of(engine, hand, t);
        held + exposed[t.id()] < copies
    });
    let lowering: Vec<Tile> = drawable
        .filter(|&t| {
            // The counted joker kind is drawn as a joker (past its fourth copy).
            let drawn = match copies_of(engine, hand, t).1 {
                4 => hand.adding(t).expect("a copy left, at most 16 tiles"),
                _ => Hand::from_counts(*hand.counts(), hand.jokers() + 1).expect("16 tiles"),
            };
            engine.shanten(&drawn).is_ok_and(|s| s < shanten)
        })
        .collect();
    assert_eq!(ukeire.accepted().collect::<Vec<_>>(), lowering, "{hand}");
    for tile in Tile::all() {
        let (held, copies) = copies_of(engine, hand, tile);
        let live = match ukeire.accepts(tile) {
            true => copies - held - exposed[tile.id()] - seen[tile.id()],
            false => 0,
        };
        assert_eq!(ukeire.live(tile), live, "{hand}: {tile}");
    }
}

/// `advice` holds one discard per distinct tile (and the joker), each what the hand
/// after it accepts with the discard seen, best first, ties in tile order.
pub fn advice_is_every_discard(
    engine: &Engine,
    hand: &Hand,
    seen: &[u8; 34],
    advice: &hupai::hints::DiscardAdvice,
) {
    use hupai::hints::Discarded;
    let _ = advice.to_string();
    let mut expected: Vec<Discarded> = Tile::all()
        .filter(|&t| hand.count(t) > 0)
        .map(Discarded::Tile)
        .collect();
    if hand.jokers() > 0 {
        expected.push(Discarded::Joker);
    }
    let mut given: Vec<Discarded> = advice.discards().iter().map(|d| d.discarded()).collect();
    given.sort();
    assert_eq!(given, expected, "{hand}");
    for pair in advice.discards().windows(2) {
        let rank = |d: &hupai::hints::Discard| (d.shanten(), u32::MAX - d.ukeire().total_live());
        let (a, b) = (&pair[0], &pair[1]);
        assert!(
            rank(a) < rank(b) || (rank(a) == rank(b) && a.discarded() < b.discarded()),
            "{hand}: {a} before {b}"
        );
    }
    for discard in advice.discards() {
        let mut seen_after = *seen;
        let after = match discard.discarded() {
            Discarded::Tile(tile) => {
                seen_after[tile.id()] += 1;
                hand.removing(tile).expect("held")
            }
            Discarded::Joker => {
                // A joker of the counted joker kind discarded is one of its copies seen.
                if let ([kind], Some(_)) = (
                    &engine.rules().jokers.kinds[..],
                    engine.rules().jokers.copies,
                ) {
                    seen_after[kind.id()] += 1;
                }
                Hand::from_counts(*hand.counts(), hand.jokers() - 1).expect("smaller")
            }
        };
        let shanten = engine.shanten(&after).expect("the smaller hand is played");
        ukeire_is_every_draw(engine, &after, &seen_after, discard.ukeire(), shanten);
    }
}

/// Copies of `tile` held in `hand`, and in the wall: four, but for the joker kind
/// whose copies the rules count, of which every joker held is one.
fn copies_of(engine: &Engine, hand: &Hand, tile: Tile) -> (u8, u8) {
    match engine.rules().jokers.copies {
        Some(copies) if engine.rules().jokers.kinds == [tile] => {
            (hand.count(tile) + hand.jokers(), copies)
        }
        _ => (hand.count(tile), 4),
    }
}

/// The hands one tile (or joker) smaller.
fn discards(hand: &Hand) -> impl Iterator<Item = Hand> + '_ {
    let tiles = Tile::all().filter_map(|t| hand.removing(t));
    let joker = (hand.jokers() > 0)
        .then(|| Hand::from_counts(*hand.counts(), hand.jokers() - 1).expect("smaller"));
    tiles.chain(joker)
}

fn batches_agree(engine: &Engine, hand: &Hand, parallel: bool) {
    let hands = [*hand; 3];
    let mut wins = [false; 3];
    let mut waits = [None; 3];
    let mut shanten = [None; 3];
    engine
        .is_win_batch(&hands, &mut wins, Threads::Calling)
        .expect("same lengths");
    engine
        .waits_batch(&hands, &mut waits, Threads::Calling)
        .expect("same lengths");
    engine
        .shanten_batch(&hands, &mut shanten, Threads::Calling)
        .expect("same lengths");
    assert_eq!(wins, [engine.is_win(hand); 3]);
    assert_eq!(waits, [engine.waits(hand).ok(); 3]);
    assert_eq!(shanten, [engine.shanten(hand).ok(); 3]);
    if parallel {
        // More than one of the library's chunks (4,096 hands): at least two tasks on
        // the pool.
        let many = vec![*hand; 4_097];
        let mut wins_parallel = vec![true; many.len()];
        engine
            .is_win_batch(&many, &mut wins_parallel, Threads::Pool)
            .expect("same lengths");
        assert!(wins_parallel.iter().all(|&w| w == wins[0]));
    }
    assert!(
        engine
            .is_win_batch(&hands, &mut [false; 2], Threads::Calling)
            .is_err()
    );
}

/// A riichi win (or near-win) and its situation from any bytes: scoring, the legal
/// win and the legal waits never panic and agree with each other; every value
/// prints. The hand is built from sets and a pair the bytes choose (so many inputs
/// win), some of them declared as melds, then a tile changed now and then. Returns
/// whether the input made a score with a yaku.
pub fn scoring(data: &[u8]) -> bool {
    use hupai::scoring::{Declared, Indicators, Situation, Wind};
    let mut input = Bytes::new(data);
    let engine = match input.below(3) {
        0 => Engine::riichi(),
        1 => Engine::builtin("sanma").expect("built in"),
        _ => scoring_house_rules(&mut input),
    };
    let (hand, melds) = win_from(&mut input);
    let Ok(melds) = melds.parse::<hupai::tiles::Melds>() else {
        return false;
    };
    let Ok(engine) = engine.with_melds(&melds) else {
        return false;
    };
    let mut situation = match input.below(2) {
        0 => Situation::ron(tile_from(&mut input)),
        _ => Situation::tsumo(tile_from(&mut input)),
    };
    if input.below(4) > 0 {
        let held: Vec<Tile> = hand.tiles().collect();
        if let Some(&tile) = held.get(usize::from(input.byte()) % held.len().max(1)) {
            situation.winning_tile = tile;
        }
    }
    situation.seat_wind = Wind::ALL[usize::from(input.below(4))];
    situation.round_wind = Wind::ALL[usize::from(input.below(4))];
    situation.declared =
        [Declared::None, Declared::Riichi, Declared::DoubleRiichi][usize::from(input.below(3))];
    let flags = input.byte();
    situation.ippatsu = flags & 1 != 0;
    situation.last_tile = flags & 2 != 0;
    situation.after_kong = flags & 4 != 0;
    situation.robbing_kong = flags & 8 != 0;
    situation.first_turn = flags & 16 != 0;
    let indicators = |input: &mut Bytes<'_>| {
        let tiles: Vec<Tile> = (0..input.below(8)).map(|_| tile_from(input)).collect();
        Indicators::new(&tiles)
    };
    match (indicators(&mut input), indicators(&mut input)) {
        (Ok(dora), Ok(ura)) => (situation.dora_indicators, situation.ura_indicators) = (dora, ura),
        (dora, ura) => assert!(tiles_over(&dora) || tiles_over(&ura)),
    }
    situation.red_fives = [input.below(3), input.below(3), input.below(3)];
    situation.honba = input.byte();
    situation.riichi_sticks = input.byte();
    score_agrees(&engine, &hand, &situation)
}

/// Whether indicators were refused for being too many.
fn tiles_over(
    indicators: &Result<hupai::scoring::Indicators, hupai::error::SituationError>,
) -> bool {
    matches!(indicators, Err(hupai::error::SituationError::TooManyIndicators { count }) if *count > 5)
}

/// Riichi rules with options the bytes choose.
fn scoring_house_rules(input: &mut Bytes<'_>) -> Engine {
    let mut rules = Engine::riichi().rules().clone();
    rules.name = "house".into();
    let riichi = rules.scoring.riichi_mut().expect("riichi options");
    let options = input.byte();
    riichi.open_tanyao = options & 1 != 0;
    riichi.double_yakuman = options & 2 != 0;
    riichi.kiriage = options & 4 != 0;
    riichi.kazoe_yakuman = options & 8 != 0;
    riichi.renhou = [
        hupai::rules::Renhou::Off,
        hupai::rules::Renhou::Mangan,
        hupai::rules::Renhou::Yakuman,
    ][usize::from(input.below(3))];
    if options & 16 != 0 {
        riichi.red_fives.clear();
    }
    cached_engine(&rules).expect("riichi with other options is valid")
}

/// A hand of four sets and a pair, some sets as melds text, a tile changed now and
/// then; copies past four are left for the engine to refuse.
fn win_from(input: &mut Bytes<'_>) -> (Hand, String) {
    let mut concealed: Vec<Tile> = Vec::new();
    let mut melds: Vec<String> = Vec::new();
    let kind = |input: &mut Bytes<'_>| usize::from(input.below(34));
    for _ in 0..4 {
        let first = kind(input);
        let shape = input.below(8);
        let ids: Vec<usize> = match shape {
            0..=3 if first < 27 && first % 9 <= 6 => vec![first, first + 1, first + 2],
            6 => vec![first; 4],
            _ => vec![first; 3],
        };
        let tiles: Vec<Tile> = ids
            .iter()
            .map(|&id| Tile::from_id(id).expect("an id"))
            .collect();
        let text: String = tiles.iter().map(|t| t.to_string()).collect();
        let shown = Hand::from_tiles(&tiles, 0)
            .map(|h| h.to_string())
            .unwrap_or(text);
        match (ids.len(), input.below(4)) {
            (4, 0) => melds.push(format!("({shown})")),
            (4, _) | (_, 0) => melds.push(shown),
            _ => concealed.extend(tiles),
        }
    }
    let pair = Tile::from_id(kind(input)).expect("an id");
    concealed.extend([pair, pair]);
    if input.below(5) == 0 && !concealed.is_empty() {
        let at = usize::from(input.byte()) % concealed.len();
        concealed[at] = tile_from(input);
    }
    let mut counts = [0u8; 34];
    for tile in &concealed {
        counts[tile.id()] = (counts[tile.id()] + 1).min(4);
    }
    let hand = Hand::from_counts(counts, 0).expect("at most 14 tiles, 4 of a kind");
    (hand, melds.join(","))
}

/// Whether a legal win agrees with a score that refused: `false` for a hand that
/// does not win, else the score's own error.
fn legal_refused_as_scored(
    legal: &Result<bool, ScoreError>,
    error: &ScoreError,
    hand: impl std::fmt::Display,
) {
    match error {
        ScoreError::NotAWin => assert_eq!(legal, &Ok(false), "{hand}"),
        _ => assert_eq!(legal, &Err(error.clone()), "{hand}"),
    }
}

/// Score, legal win and legal waits of one hand: no panic, each consistent with the
/// others, every value printed.
fn score_agrees(engine: &Engine, hand: &Hand, situation: &hupai::scoring::Situation) -> bool {
    let scored = engine.score_riichi(hand, situation);
    let legal = engine.is_legal_win(hand, situation);
    match &scored {
        Ok(score) => {
            assert_eq!(legal, Ok(score.has_yaku()), "{hand} {situation:?}");
            let _ = (
                score.split.to_string(),
                score.fu.to_string(),
                score.limit.to_string(),
                format!("{score:?}"),
            );
            for counted in score.yaku.iter() {
                assert!(!counted.yaku.name().is_empty() && counted.han > 0);
            }
            if score.has_yaku() {
                assert!(
                    score.payment.total >= 1000 || score.basic_points > 0,
                    "{score:?}"
                );
                assert!(score.han > 0 || score.yakuman > 0);
            } else {
                assert_eq!((score.payment.total, score.han), (0, 0));
            }
        }
        Err(error) => {
            legal_refused_as_scored(&legal, error, hand);
            assert!(error.to_string().len() < 300, "{error}");
        }
    }
    // The hand less its winning tile: its legal waits include that tile exactly when
    // the win scores (the copies shown by indicators aside).
    let with_yaku = scored.as_ref().is_ok_and(|s| s.has_yaku());
    let Some(waiting) = hand.removing(situation.winning_tile) else {
        return with_yaku;
    };
    match engine.legal_waits(&waiting, situation) {
        Ok(waits) => {
            let found = waits.iter().find(|w| w.tile == situation.winning_tile);
            if let (Some(wait), Ok(score)) = (found, &scored) {
                let way = if situation.is_tsumo() {
                    wait.tsumo
                } else {
                    wait.ron
                };
                let plain = !situation.after_kong && !situation.robbing_kong;
                if plain {
                    assert_eq!(way, score.has_yaku(), "{hand} {situation:?}");
                }
            }
        }
        Err(error) => assert!(error.to_string().len() < 300, "{error}"),
    }
    with_yaku
}

/// 国标 scoring of seeded wins (four sets and a pair, some melds, now and then a
/// knitted or special hand) and situations: score_guobiao, is_legal_win and
/// legal_waits agree, no panic, every value printed. True when the hand scored.
pub fn guobiao(data: &[u8]) -> bool {
    use hupai::scoring::{Situation, Wind};
    let mut input = Bytes::new(data);
    let (hand, melds) = match input.below(8) {
        0 => (special_from(&mut input), String::new()),
        _ => win_from(&mut input),
    };
    let Ok(melds) = melds.parse::<hupai::tiles::Melds>() else {
        return false;
    };
    let Ok(engine) = guobiao_engine().with_melds(&melds) else {
        return false;
    };
    let held: Vec<Tile> = hand.tiles().collect();
    let winning = match held.get(usize::from(input.byte()) % held.len().max(1)) {
        Some(&tile) if input.below(8) > 0 => tile,
        _ => tile_from(&mut input),
    };
    let mut situation = match input.below(2) {
        0 => Situation::ron(winning),
        _ => Situation::tsumo(winning),
    };
    situation.seat_wind = Wind::ALL[usize::from(input.below(4))];
    situation.round_wind = Wind::ALL[usize::from(input.below(4))];
    let flags = input.byte();
    situation.last_tile = flags & 1 != 0;
    situation.after_kong = flags & 2 != 0;
    situation.robbing_kong = flags & 4 != 0;
    situation.last_of_kind = flags & 8 != 0;
    situation.first_turn = flags & 64 == 64 && flags & 128 == 128;
    situation.flowers = input.below(10);
    let scored = engine.score_guobiao(&hand, &situation);
    let legal = engine.is_legal_win(&hand, &situation);
    match &scored {
        Ok(score) => {
            assert_eq!(legal, Ok(score.is_legal()), "{hand} {situation:?}");
            assert_eq!(score.total, score.fans.total(), "{hand} {situation:?}");
            assert_eq!(score.total, score.fan_total + u16::from(situation.flowers));
            assert!(score.fan_total >= 1 && !score.fans.is_empty(), "{score:?}");
            let _ = (
                score.fans.to_string(),
                score.reading.to_string(),
                format!("{score:?}"),
            );
        }
        Err(error) => {
            legal_refused_as_scored(&legal, error, hand);
            assert!(error.to_string().len() < 300, "{error}");
        }
    }
    // The hand less its winning tile: its legal waits hold that tile as the score
    // says, for a win that is not on a kong and not 和绝张 (a fact of one tile).
    if let Some(waiting) = hand.removing(situation.winning_tile) {
        match engine.legal_waits(&waiting, &situation) {
            Ok(waits) => {
                let found = waits.iter().find(|w| w.tile == situation.winning_tile);
                let plain =
                    !situation.after_kong && !situation.robbing_kong && !situation.last_of_kind;
                if let (Some(wait), Ok(score), true) = (found, &scored, plain) {
                    let (way, fans) = match situation.is_tsumo() {
                        true => (wait.tsumo, wait.tsumo_points),
                        false => (wait.ron, wait.ron_points),
                    };
                    assert_eq!(
                        (way, fans),
                        (score.is_legal(), u64::from(score.total)),
                        "{hand} {situation:?}"
                    );
                }
            }
            Err(error) => assert!(error.to_string().len() < 300, "{error}"),
        }
    }
    scored.is_ok()
}

/// The `guobiao` built-in, built once.
fn guobiao_engine() -> &'static Engine {
    static ENGINE: std::sync::OnceLock<Engine> = std::sync::OnceLock::new();
    ENGINE.get_or_init(Engine::guobiao)
}

/// A hand of a 国标 special form: seven pairs, thirteen orphans, 全不靠 or 组合龙
/// beside a set and a pair, with a tile changed now and then.
fn special_from(input: &mut Bytes<'_>) -> Hand {
    let kind = |input: &mut Bytes<'_>| usize::from(input.below(34));
    let suits = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let order = suits[usize::from(input.below(6))];
    let knitted: Vec<usize> = (0..9)
        .map(|i| order[i / 3] * 9 + i / 3 + 3 * (i % 3))
        .collect();
    let mut ids: Vec<usize> = match input.below(4) {
        0 => (0..7).flat_map(|_| vec![kind(input); 2]).collect(),
        1 => [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33, 0].to_vec(),
        2 => {
            let mut ids = knitted;
            ids.extend(27..34);
            ids.truncate(14);
            ids
        }
        _ => {
            let mut ids = knitted;
            let first = kind(input);
            ids.extend([first, first, first, kind(input)]);
            let pair = *ids.last().expect("a tile");
            ids.push(pair);
            ids
        }
    };
    if input.below(4) == 0 {
        let at = usize::from(input.byte()) % ids.len();
        ids[at] = kind(input);
    }
    let mut counts = [0u8; 34];
    for id in ids {
        counts[id] = (counts[id] + 1).min(4);
    }
    Hand::from_counts(counts, 0).expect("at most 14 tiles, 4 of a kind")
}

/// Town fan tables on seeded wins with jokers (the four built-in tables, and a table
/// the bytes write, whatever it says): score_table, is_legal_win and legal_waits
/// agree, no panic, the work bounded. True when the hand scored.
pub fn fan_table(data: &[u8]) -> bool {
    use hupai::scoring::Situation;
    let mut input = Bytes::new(data);
    let names = ["sichuan", "changsha", "hongzhong", "zhuanzhuan-8-reds"];
    let engine = match input.below(5) {
        4 => match written_table(&mut input) {
            Some(engine) => engine,
            None => return false,
        },
        n => Engine::builtin(names[usize::from(n)]).expect("built in"),
    };
    let (hand, melds) = win_from(&mut input);
    let Ok(melds) = melds.parse::<hupai::tiles::Melds>() else {
        return false;
    };
    let Ok(engine) = engine.with_melds(&melds) else {
        return false;
    };
    // Some tiles made jokers (J), up to eight.
    let mut counts = *hand.counts();
    let mut jokers = 0u8;
    for _ in 0..input.below(9) {
        let kind = usize::from(input.below(34));
        if counts[kind] > 0 {
            counts[kind] -= 1;
            jokers += 1;
        }
    }
    let Ok(hand) = Hand::from_counts(counts, jokers) else {
        return false;
    };
    let held: Vec<Tile> = hand.tiles().collect();
    let winning = held
        .get(usize::from(input.byte()) % held.len().max(1))
        .copied()
        .unwrap_or_else(|| tile_from(&mut input));
    let mut situation = match input.below(2) {
        0 => Situation::ron(winning),
        _ => Situation::tsumo(winning),
    };
    let flags = input.byte();
    situation.last_tile = flags & 1 != 0;
    situation.after_kong = flags & 2 != 0;
    situation.robbing_kong = flags & 4 != 0;
    situation.first_turn = flags & 8 != 0;
    let scored = engine.score_table(&hand, &situation);
    let legal = engine.is_legal_win(&hand, &situation);
    match &scored {
        Ok(score) => {
            assert_eq!(legal, Ok(score.is_legal()), "{hand} {situation:?}");
            // A stand-in for each joker: none in a hand without one.
            let kinds = &engine.rules().jokers.kinds;
            let natural = hand.jokers() == 0 && kinds.iter().all(|&k| hand.count(k) == 0);
            assert!(score.stand_ins.len() <= 17, "{hand} {score:?}");
            assert!(!natural || score.stand_ins.is_empty(), "{hand} {score:?}");
            let _ = (score.reading.clone(), format!("{score:?}"));
        }
        Err(error) => {
            legal_refused_as_scored(&legal, error, hand);
            assert!(error.to_string().len() < 300, "{error}");
        }
    }
    if let Some(waiting) = hand.removing(situation.winning_tile)
        && let Err(error) = engine.legal_waits(&waiting, &situation)
    {
        assert!(error.to_string().len() < 300, "{error}");
    }
    scored.is_ok()
}

/// 红中 rules with a fan table the bytes write: predicates, values, exclusions and
/// how they combine, any of them wrong.
fn written_table(input: &mut Bytes<'_>) -> Option<Engine> {
    let predicates: Vec<&str> = hupai::rules::Predicate::all().map(|p| p.name()).collect();
    let combine = ["add", "multiply", "double"][usize::from(input.below(3))];
    let mut fans = Vec::new();
    for i in 0..input.below(8) {
        let when = predicates[usize::from(input.byte()) % predicates.len()];
        let value = input.byte() % 40;
        let excludes = match input.below(4) {
            0 => format!(", excludes = [\"f{}\"]", input.below(8)),
            _ => String::new(),
        };
        let alone = if input.below(4) == 0 {
            ", alone = true"
        } else {
            ""
        };
        fans.push(format!(
            "{{ name = \"f{i}\", when = \"{when}\", value = {value}{excludes}{alone} }}"
        ));
    }
    let text = include_str!("../../tables/hongzhong.toml");
    let start = text.find("[scoring]")?;
    let toml = format!(
        "{}[scoring]\nsource = \"fuzz\"\ncombine = \"{combine}\"\ncap = {}\nfans = [{}]\n",
        &text[..start],
        input.byte(),
        fans.join(", ")
    );
    match hupai::rules::Rules::from_toml(&toml) {
        Ok(rules) => cached_engine(&rules),
        Err(error) => {
            assert!(error.to_string().len() < 1_000, "{error}");
            None
        }
    }
}

/// A seat's context as JSON (what `hupai actions`, `/v1/actions` and every face read)
/// of any bytes, and one built from the bytes field by field (it mostly reads, so the
/// menus are reached): reading never panics; what reads gets, from `riichi` and
/// `sanma`, a menu or a typed error with a short message; a menu prints as its line
/// and as JSON, offers a win only with its score, and has a discard on an own turn.
/// How many menus were answered (of two rule sets and two contexts).
#[cfg(feature = "serde")]
pub fn actions(data: &[u8]) -> usize {
    answer_context(&String::from_utf8_lossy(data))
        + answer_context(&context_json(&mut Bytes::new(data)))
}

#[cfg(feature = "serde")]
fn answer_context(text: &str) -> usize {
    static ENGINES: OnceLock<[Engine; 2]> = OnceLock::new();
    let engines = ENGINES.get_or_init(|| {
        [
            Engine::riichi(),
            Engine::builtin("sanma").expect("built in"),
        ]
    });
    let context = match serde_json::from_str::<hupai::actions::Context>(text) {
        Ok(context) => context,
        Err(error) => {
            assert!(error.to_string().len() < 400, "{error}");
            return 0;
        }
    };
    let mut answered = 0;
    for engine in engines {
        match engine.actions(&context) {
            Ok(menu) => {
                assert_eq!(menu.win.is_some(), menu.ron || menu.tsumo, "{text}");
                if context.moment.is_own_turn() {
                    assert!(menu.discard != 0, "an own turn with no discard: {text}");
                }
                let json = serde_json::to_string(&menu).expect("a menu's JSON");
                assert!(json.starts_with('{') && !menu.to_string().is_empty());
                answered += 1;
            }
            Err(error) => assert!(error.to_string().len() < 400, "{error}"),
        }
    }
    answered
}

/// Settlement of a round read from bytes, as raw text and as a settlement built from
/// them (so that most settle): reading never panics; what reads gets, under riichi,
/// sanma and every preset, a settlement or a typed error with a short message; a
/// settlement's changes sum to the sticks taken off the table (nothing else is made
/// or lost), standings come exactly at the game's end and sum to zero, and it prints
/// as its line and as JSON. How many were settled.
#[cfg(feature = "serde")]
pub fn settle(data: &[u8]) -> usize {
    settle_text(&String::from_utf8_lossy(data))
        + settle_text(&settlement_json(&mut Bytes::new(data)))
}

#[cfg(feature = "serde")]
fn settle_text(text: &str) -> usize {
    static ENGINES: OnceLock<Vec<Engine>> = OnceLock::new();
    let engines = ENGINES.get_or_init(|| {
        [
            "riichi",
            "sanma",
            "tenhou",
            "mahjongsoul",
            "wrc",
            "mleague",
            "sichuan",
        ]
        .map(|name| Engine::builtin(name).expect("built in"))
        .into()
    });
    let settlement = match serde_json::from_str::<hupai::settlement::Settlement>(text) {
        Ok(settlement) => settlement,
        Err(error) => {
            assert!(error.to_string().len() < 400, "{error}");
            return 0;
        }
    };
    let mut settled_count = 0;
    for engine in engines {
        match engine.settle(&settlement) {
            Ok(settled) => {
                use hupai::settlement::{Ending, Settlement};
                let taken = match &settlement {
                    Settlement::Riichi {
                        round,
                        ending: Ending::Wins(_),
                    } => 1000 * i64::from(round.riichi_sticks),
                    _ => 0,
                };
                assert_eq!(settled.deltas.iter().sum::<i64>(), taken, "{text}");
                // Each seat's change is what its payments come to.
                if !settled.payments.is_empty() {
                    let mut paid = vec![0i64; settled.deltas.len()];
                    for payment in &settled.payments {
                        assert!(payment.points > 0 && payment.from != payment.to, "{text}");
                        paid[payment.from] -= payment.points;
                        paid[payment.to] += payment.points;
                    }
                    assert_eq!(paid, settled.deltas, "{text}");
                }
                assert_eq!(
                    settled.standings.is_some(),
                    settled.next.game_over,
                    "{text}"
                );
                if let Some(table) = &settled.standings {
                    assert_eq!(table.iter().map(|s| s.score).sum::<i64>(), 0, "{text}");
                }
                let json = serde_json::to_string(&settled).expect("a settlement's JSON");
                assert!(json.starts_with('{') && !settled.to_string().is_empty());
                settled_count += 1;
            }
            Err(error) => assert!(error.to_string().len() < 400, "{error}"),
        }
    }
    settled_count
}

/// A settlement's JSON from bytes: three or four seats' points, the round's counters,
/// and an ending of wins (ron, tsumo, several, with a liable seat), a draw or an abort;
/// now and then what cannot be.
#[cfg(feature = "serde")]
fn settlement_json(input: &mut Bytes<'_>) -> String {
    const BASIC: [u32; 8] = [240, 480, 1_000, 1_920, 2_000, 4_000, 8_000, 16_000];
    let seats = 3 + usize::from(input.below(2));
    // Seats past the table now and then.
    let seat = |input: &mut Bytes<'_>| usize::from(input.below(seats as u8 + 1) % 5);
    let points: Vec<String> = (0..seats)
        .map(|_| (i64::from(input.byte()) * 500 - 20_000).to_string())
        .collect();
    let round = format!(
        r#"{{"dealer": {}, "round": {}, "honba": {}, "riichi_sticks": {}, "points": [{}]}}"#,
        seat(input) % seats,
        input.below(14),
        input.below(6),
        input.below(5),
        points.join(", ")
    );
    let flags = |input: &mut Bytes<'_>| {
        let byte = input.byte();
        let flags: Vec<&str> = (0..seats)
            .map(|s| ["false", "true"][usize::from(byte >> s & 1)])
            .collect();
        format!("[{}]", flags.join(", "))
    };
    let ending = match input.below(6) {
        0 => r#""aborted""#.to_string(),
        1 => format!(
            r#"{{"exhausted": {{"tenpai": {}, "nagashi": {}}}}}"#,
            flags(input),
            flags(input)
        ),
        2 => format!(r#"{{"exhausted": {{"tenpai": {}}}}}"#, flags(input)),
        _ => {
            let from = seat(input);
            let tsumo = input.below(3) == 0;
            let wins: Vec<String> = (0..1 + usize::from(input.below(3)))
                .map(|_| {
                    let basic = BASIC[usize::from(input.below(8))];
                    let pao = match input.below(5) {
                        0 => format!(
                            r#", "pao": [{}, {}]"#,
                            seat(input),
                            BASIC[usize::from(input.below(8))].min(basic)
                        ),
                        _ => String::new(),
                    };
                    let from = if tsumo {
                        String::new()
                    } else {
                        format!(r#", "from": {from}"#)
                    };
                    format!(
                        r#"{{"seat": {}{from}, "basic_points": {basic}{pao}}}"#,
                        seat(input)
                    )
                })
                .collect();
            format!(r#"{{"wins": [{}]}}"#, wins.join(", "))
        }
    };
    format!(r#"{{"round": {round}, "ending": {ending}}}"#)
}

/// A context's JSON from bytes: a moment, melds, a concealed hand of the size they
/// leave (red fives written as `0`), and the other fields at random.
#[cfg(feature = "serde")]
fn context_json(input: &mut Bytes<'_>) -> String {
    const MELDS: [&str; 8] = [
        "",
        "123m",
        "555p",
        "(7777s)",
        "111z,234p",
        "055m",
        "1111z",
        "340p,777s,888s",
    ];
    // Mostly what reads; now and then what does not.
    const BY: [&str; 8] = [
        "left", "across", "right", "left", "across", "right", "left", "up",
    ];
    const RIICHI: [&str; 8] = [
        "false",
        "false",
        "false",
        "false",
        "true",
        "true",
        "\"double\"",
        "\"triple\"",
    ];
    let melds = MELDS[usize::from(input.below(MELDS.len() as u8))];
    let written = |t: Tile, input: &mut Bytes<'_>| match t.suit().is_numbered()
        && t.rank() == 5
        && input.below(4) == 0
    {
        true => format!("0{}", t.suit().letter()),
        false => t.to_string(),
    };
    let tiles = |n: u8, input: &mut Bytes<'_>| -> String {
        (0..n)
            .map(|_| {
                let t = tile_from(input);
                written(t, input)
            })
            .collect()
    };
    let (tile, by) = (tile_from(input), BY[usize::from(input.below(8))]);
    let tile = written(tile, input);
    let moment = match input.below(8) {
        7 => format!(r#"{{"kita": "4z", "by": "{by}"}}"#),
        0 => format!(r#"{{"drew": "{tile}"}}"#),
        1 => format!(r#"{{"drew": "{tile}", "after_kong": true}}"#),
        2 => format!(r#"{{"called": "{tile}"}}"#),
        3 => format!(r#"{{"called": "{tile}", "run": "{}"}}"#, tiles(1, input)),
        4 => format!(r#"{{"added_kong": "{tile}", "by": "{by}"}}"#),
        5 => format!(r#"{{"concealed_kong": "{tile}", "by": "{by}"}}"#),
        _ => format!(r#"{{"discarded": "{tile}", "by": "{by}"}}"#),
    };
    let own_turn = moment.contains("drew") || moment.contains("called");
    let shown = melds.split(',').filter(|m| !m.is_empty()).count() as u8;
    let size = (if own_turn { 14 } else { 13 } - 3 * shown).saturating_sub(input.below(8) / 7);
    let mut hand = tiles(size.saturating_sub(1), input);
    if own_turn {
        hand.push_str(&tile);
    } else {
        hand.push_str(&tiles(1, input));
    }
    let riichi = RIICHI[usize::from(input.below(8))];
    let (n_discards, n_passed, n_dora) = (input.below(6), input.below(4), input.below(3));
    let (discards, passed, dora) = (
        tiles(n_discards, input),
        tiles(n_passed, input),
        tiles(n_dora, input),
    );
    format!(
        r#"{{"hand": "{hand}", "melds": "{melds}", "moment": {moment}, "riichi": {riichi}, "discards": "{discards}", "passed": "{passed}", "passed_in_riichi": "{passed}", "dora": "{dora}", "points": {}, "wall": {}, "kongs": {}, "first_go_around": {}, "seat": "{}", "kita": {}}}"#,
        i64::from(input.byte()) * 100 - 2_000,
        input.below(80),
        input.below(6),
        input.below(8) == 0,
        ["east", "south", "west", "north"][usize::from(input.below(4))],
        input.below(8).saturating_sub(6),
    )
}
