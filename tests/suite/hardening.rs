//! Regression tests for the defects of the hardening issue, one or more per defect,
//! from the library (the command line's are in `tests/cli_hardening.rs`, the C
//! ABI's in `tests/c/process_model.c`).

use hupai::batch::Threads;
use hupai::rules::Rules;
use hupai::{CheckError, Engine, Hand, ParseError, Tile};
use hupai_baselines::corpus::{Generator, Shape};

fn hand(text: &str) -> Hand {
    text.parse().unwrap()
}

fn tile(text: &str) -> Tile {
    text.parse().unwrap()
}

fn engine(toml: &str) -> Engine {
    Engine::from_rules(Rules::from_toml(toml).unwrap()).unwrap()
}

const EVERY_KIND: &str = "123456789m123456789p123456789s1234567z";

/// Defect 1: Waits of more than 17 kinds print (they used to panic in `Display`).
#[test]
fn many_waits_print() {
    let standard = Engine::standard();
    for text in [
        "J",
        "JJJJ",
        "1zJJJ",
        "123m456p789s1zJJJ",
        "JJJJJJJJJJJJJJJJ",
    ] {
        let waits = standard.waits(&hand(text)).unwrap();
        assert_eq!(waits.to_string(), EVERY_KIND, "{text}");
        assert_eq!(waits.len(), 34);
    }
    let hongzhong =
        engine("tiles = \"numbers\"\nthirteen_orphans = false\n[jokers]\nkinds = [\"7z\"]");
    let waits = hongzhong.waits(&hand("123m456p789s1m777z")).unwrap();
    assert_eq!(waits.to_string(), "123456789m123456789p123456789s7z");
    assert!(format!("{waits:?}").len() < 100);
}

/// Defect 2: Waits under joker limits and joker kinds equal "add the tile and check".
#[test]
fn waits_respect_joker_kinds_and_limits() {
    let limited = engine("[jokers]\nmax = 4\nkinds = [\"7z\"]");
    let four_reds = hand("123m456p789s7777z");
    let waits = limited.waits(&four_reds).unwrap();
    assert!(
        !waits.contains(tile("7z")),
        "a fifth joker is over the limit"
    );
    assert_eq!(waits, limited.waits_by_rechecking(&four_reds).unwrap());
    assert!(limited.check(&hand("123m456p789s7777zJ")).is_err());

    let five_man = engine("[jokers]\nmax = 1\nkinds = [\"5m\"]");
    let waits = five_man.waits(&hand("46m1112zJ")).unwrap();
    assert_eq!(waits.to_string(), "2z");

    // A joker kind held four times is exhausted, as any kind held four times.
    let unlimited = engine("[jokers]\nkinds = [\"7z\"]");
    let waits = unlimited.waits(&four_reds).unwrap();
    assert!(waits.contains(tile("7z")) && waits.is_exhausted(tile("7z")));
    assert_eq!(waits, unlimited.waits_by_rechecking(&four_reds).unwrap());

    // Batches give the same answers.
    let hands = [four_reds, hand("46m1112zJ")];
    let mut batch = [None; 2];
    limited
        .waits_batch(&hands, &mut batch, Threads::Calling)
        .unwrap();
    assert_eq!(batch, hands.map(|h| limited.waits(&h).ok()));
}

/// 2, at scale: seeded hands full of jokers and joker kinds, under rules with joker
/// kinds and limits, agree with rechecking.
#[test]
fn waits_equal_rechecking_under_joker_rules() {
    let rule_sets = [
        "[jokers]\nmax = 4\nkinds = [\"7z\"]",
        "[jokers]\nmax = 1\nkinds = [\"5m\"]",
        "[jokers]\nkinds = [\"7z\", \"1m\"]\nfifth_copy = false",
        "tiles = \"numbers\"\nthirteen_orphans = false\n[jokers]\nmax = 3\nkinds = [\"7z\"]",
    ];
    let mut generator = Generator::new(81);
    for rules in rule_sets {
        let engine = engine(rules);
        for i in 0..3_000 {
            let mut hand = generator.hand(
                Shape::ALL[i % 6],
                [1, 4, 7, 10, 13, 16][i % 6],
                (i % 4) as u8,
            );
            // Add joker-kind tiles where there is room.
            for kind in engine.joker_kinds() {
                for _ in 0..i % 3 {
                    if let Ok(more) = hand.adding(kind) {
                        if more.len() % 3 == 2 {
                            break;
                        }
                        hand = more;
                    }
                }
            }
            assert_eq!(
                engine.waits(&hand),
                engine.waits_by_rechecking(&hand),
                "{hand} under {rules}"
            );
        }
    }
}

/// Defect 3: Shanten counts drawable joker kinds: `1111m` with Red as a joker waits.
#[test]
fn shanten_draws_joker_kinds() {
    let red = Engine::standard().with_joker_kinds(&[tile("7z")]).unwrap();
    let four = hand("1111m");
    assert_eq!(red.waits(&four).unwrap().to_string(), "1m7z");
    assert!(red.is_win(&hand("11117z")));
    assert_eq!(red.shanten(&four), Ok(0));
    // Without joker kinds a fifth 1m cannot be drawn: two exchanges.
    assert_eq!(Engine::standard().shanten(&four), Ok(1));
    // No copies of the joker kind left to draw: as without it.
    let limited = engine("[jokers]\nmax = 0");
    assert_eq!(limited.shanten(&four), Ok(1));
}

/// Defect 4: Size errors name the hand's own count and the sizes the rules play, in words.
#[test]
fn size_errors_name_the_sizes() {
    let fourteen = engine("hand_sizes = [14]");
    let message = |result: Result<(), CheckError>| result.unwrap_err().to_string();
    assert_eq!(
        message(fourteen.waits(&hand("1m")).map(drop)),
        "1 tile: rules \"custom\" play waiting hands of 13 tiles only"
    );
    assert_eq!(
        message(fourteen.waits(&hand("1234m")).map(drop)),
        "4 tiles: rules \"custom\" play waiting hands of 13 tiles only"
    );
    assert_eq!(
        message(fourteen.shanten(&hand("1234m")).map(drop)),
        "4 tiles: rules \"custom\" play hands of 13 or 14 tiles only"
    );
    let thirteen = message(fourteen.check(&hand("123456789m1234z")).map(drop));
    assert!(thirteen.starts_with("13 tiles: rules \"custom\" play winning hands of 14 tiles only"));
    assert!(thirteen.contains("see `waits`"));
    let several = engine("hand_sizes = [8, 14, 17]");
    assert_eq!(
        message(several.check(&hand("11m")).map(drop)),
        "2 tiles: rules \"custom\" play winning hands of 8, 14 or 17 tiles only"
    );
    assert_eq!(
        message(Engine::standard().check(&hand("1m")).map(drop)),
        "1 tile: a winning hand holds 3n+2 tiles (2, 5, 8, 11, 14 or 17); a hand of 3n+1 tiles is waiting for one more (see `waits`)"
    );
}

/// Defect 8: Parsing stops at the 18th tile and quotes little of what it reads.
#[test]
fn parsing_is_bounded() {
    let long = "1".repeat(10_000_000);
    let started = std::time::Instant::now();
    let error = long.parse::<Hand>().unwrap_err();
    assert!(started.elapsed().as_millis() < 500, "parsing stops early");
    assert_eq!(
        error,
        ParseError::TooManyTiles {
            column: 18,
            max: 17
        }
    );
    let error = format!("{long}m").parse::<Tile>().unwrap_err();
    assert!(error.to_string().len() < 100, "{error}");
}

/// Defect 8: Loaders check a table file's header and length before reading the rest, and
/// refuse an oversized rules file without reading it.
#[test]
fn loaders_check_before_reading() {
    let dir = std::env::temp_dir().join(format!("hupai-hardening-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let big = dir.join("big.hupai");
    let mut header = Engine::riichi().to_table_bytes()[..20].to_vec();
    header[12..20].copy_from_slice(&(3u64 << 30).to_le_bytes());
    std::fs::write(&big, &header).unwrap();
    // A sparse file of 3 GB whose header claims exactly that: refused, not read.
    std::fs::File::options()
        .write(true)
        .open(&big)
        .unwrap()
        .set_len(3 << 30)
        .unwrap();
    let error = Engine::load(&big).unwrap_err();
    assert!(error.to_string().contains("at most"), "{error}");
    let junk = dir.join("junk.hupai");
    std::fs::write(&junk, b"not a table file, and long enough to look").unwrap();
    assert!(matches!(
        Engine::load(&junk),
        Err(hupai::format::TableFileError::BadMagic)
    ));
    let rules = dir.join("big.toml");
    std::fs::write(&rules, "# padding\n".repeat(10_000)).unwrap();
    assert!(matches!(
        Rules::load(&rules),
        Err(hupai::rules::RulesError::TooLarge { .. })
    ));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Defect 11: The corpus generator makes a hand of every size, and ends, for any tiles.
#[test]
fn corpus_generator_is_total() {
    let few = hupai::rules::TileSet::of(&[tile("1m"), tile("2m")]);
    for tiles in [
        hupai::rules::TileSet::ALL,
        few,
        hupai::rules::TileSet::of(&[]),
    ] {
        let mut generator = Generator::with_tiles(5, tiles);
        for shape in Shape::ALL {
            for size in 0..=20 {
                let made = generator.hand(shape, size, (size % 5) as u8);
                assert_eq!(made.len(), size.min(17), "{shape:?} {size}");
            }
        }
    }
}

/// Defect 11: Rules that contradict themselves are refused, saying which field.
#[test]
fn contradictory_rules_are_refused() {
    for (toml, field) in [
        ("[jokers]\nmax = 0\nkinds = [\"7z\"]", "jokers"),
        ("tiles = \"numbers\"", "thirteen_orphans"),
        (
            "tiles = [\"1m\",\"3m\",\"4m\",\"6m\",\"7m\",\"9m\",\"1p\",\"3p\",\"4p\",\"6p\",\"7p\",\"9p\",\"1z\"]\npair = \"258\"\nthirteen_orphans = false",
            "pair",
        ),
        (&format!("name = \"{}\"", "x".repeat(65)), "name"),
    ] {
        let error = Rules::from_toml(toml).unwrap_err().to_string();
        assert!(error.contains(&format!("`{field}`")), "{toml}: {error}");
    }
}

/// Found by the engine fuzz target: a joker kind is drawn as a joker, never as itself,
/// so where the joker limit forbids drawing it, it is no draw at all. Under these rules
/// (no jokers allowed, 4m a joker kind) `1111222233m` waits only on the 1m it holds all
/// of: it is not one tile from a win.
#[test]
fn shanten_never_draws_a_joker_kind_as_itself() {
    let changsha = Engine::builtin("changsha").unwrap().rules().clone();
    let rules = {
        let mut rules = changsha;
        rules.hand_sizes = vec![5, 11, 14];
        rules.jokers.max = Some(0);
        rules
    };
    // Hardening II, item 2: rules that play no jokers now refuse joker kinds, added
    // or written in the file alike.
    let no_jokers = Engine::from_rules(rules.clone()).unwrap();
    let added = no_jokers.with_joker_kinds(&[tile("4m")]).unwrap_err();
    let mut in_file = rules;
    in_file.jokers.kinds = vec![tile("4m")];
    assert_eq!(
        added.to_string(),
        Engine::from_rules(in_file).unwrap_err().to_string()
    );
    // The same identities over many hands and joker-kind rules.
    let rule_sets = [
        "[jokers]\nmax = 1\nkinds = [\"5m\"]",
        "[jokers]\nmax = 2\nkinds = [\"7z\", \"1m\"]\nfifth_copy = false",
        "[jokers]\nmax = 3\nkinds = [\"3p\", \"4p\"]",
        "tiles = \"numbers\"\nthirteen_orphans = false\n[jokers]\nmax = 1\nkinds = [\"9s\"]",
    ];
    let mut generator = Generator::new(82);
    for rules in rule_sets {
        let engine = engine(rules);
        for i in 0..2_000 {
            let held = generator.hand(Shape::ALL[i % 6], [4, 7, 10, 13][i % 4], (i % 3) as u8);
            let Ok(shanten) = engine.shanten(&held) else {
                continue;
            };
            let waits = engine.waits(&held).unwrap();
            let drawable = waits.iter().any(|t| !waits.is_exhausted(t));
            assert_eq!(shanten == 0, drawable, "{held} under {rules}: {waits}");
            let least = Tile::all()
                .filter_map(|t| held.adding(t).ok())
                .filter_map(|drawn| engine.shanten(&drawn).ok())
                .min();
            if let Some(least) = least {
                assert_eq!(shanten, least + 1, "{held} under {rules}");
            }
        }
    }
}

/// Found by the rules fuzz target: a TOML error echoed the whole offending line, so a
/// 60 KB line made a 60 KB message. It now says where and what, briefly.
#[test]
fn rules_errors_are_short() {
    let text = format!("name = \"x\"\n'{}'=''", "\u{fffd}".repeat(20_000));
    let message = Rules::from_toml(&text).unwrap_err().to_string();
    // Short excerpts of the input, and the list of the fields a rules file has.
    assert!(message.chars().count() < 400, "{message}");
    assert!(message.contains("line 2, column"), "{message}");
    // Found by the fuzz target: a long unknown name full of backticks, each part
    // between them short, was echoed whole.
    // (The longest own text a message holds is a fan table's list of predicates.)
    let text = format!("\"{}\" = 1", "ab`".repeat(2_000));
    let message = Rules::from_toml(&text).unwrap_err().to_string();
    assert!(message.chars().count() < 700, "{message}");
    assert!(message.contains("unknown field"), "{message}");
    let message = Rules::from_toml("pair = \"369\"").unwrap_err().to_string();
    assert!(
        message.contains("369") && message.contains("line 1"),
        "{message}"
    );
}

/// A caller's own `par_iter` asking shanten of an engine whose tables must first be
/// generated: the worker that generates them must not, while it waits for hupai's
/// pool, take up another hand of the caller's, which would wait for the same tables
/// (the thread waiting for itself: a hang, found by this tests).
#[test]
fn shanten_from_a_callers_rayon_pool_does_not_hang() {
    use rayon::prelude::*;
    // Red as a joker over all 34 kinds: no built-in table file serves it.
    let engine = engine("name = \"red-jokers\"\n[jokers]\nkinds = [\"7z\"]\n");
    let hands = Generator::new(5).hands(Shape::Deals, 2_000, 13, 1);
    let (done, finished) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(2)
            .build()
            .unwrap();
        let answered = pool.install(|| {
            hands
                .par_iter()
                .filter(|h| engine.shanten(h).is_ok())
                .count()
        });
        done.send(answered).unwrap();
    });
    let answered = finished
        .recv_timeout(std::time::Duration::from_secs(300))
        .expect("shanten from a caller's pool hung");
    assert_eq!(answered, 2_000);
}

/// Hardening II, item 3: the reference shanten the issue found wrong in the standard
/// form (joker kinds taken as drawable tiles, a seven-pairs win stopping the search
/// early), now equal to the engine in every form.
#[test]
fn reference_shanten_of_the_reported_hands() {
    use hupai::reference::Reference;
    let cases = [
        (
            "changsha",
            "[jokers]\nkinds = [\"7z\"]",
            "117777m55559999p",
            1,
        ),
        (
            "",
            "pair = \"258\"\nseven_pairs = \"off\"\n[jokers]\nmax = 1\nkinds = [\"6m\",\"4s\",\"1m\",\"8s\"]\nfifth_copy = false",
            "1m234p33555599s7777z",
            2,
        ),
        (
            "",
            "tiles = \"numbers\"\nthirteen_orphans = false\n[jokers]\nmax = 1\nkinds = [\"3m\"]\nfifth_copy = false",
            "1224779m468p222s",
            3,
        ),
    ];
    for (builtin, toml, text, expected) in cases {
        let engine = match builtin {
            "" => engine(toml),
            name => Engine::builtin(name)
                .unwrap()
                .with_joker_kinds(&[tile("7z")])
                .unwrap(),
        };
        let mut rules = engine.rules().clone();
        rules.jokers.kinds = engine.joker_kinds().collect();
        let held = hand(text);
        let searched = Reference::new(&rules).shanten_forms(&held);
        assert_eq!(searched.standard, Some(expected), "{text}");
        assert_eq!(engine.shanten_forms(&held).unwrap(), searched, "{text}");
    }
}

/// Hardening II, items 1, 2 and 5, from the library.
#[test]
fn hardening_ii_from_the_library() {
    let strict = Engine::builtin("strict-jokers").unwrap();
    let melded = strict.with_melds(&"333s".parse().unwrap()).unwrap();
    assert!(!melded.is_win(&hand("3sJ")));
    assert_eq!(melded.shanten(&hand("3sJ")), Ok(0));
    for name in ["sanma", "sichuan", "taiwan", "guobiao"] {
        let error = Engine::builtin(name)
            .unwrap()
            .with_joker_kinds(&[tile("8m")])
            .unwrap_err();
        assert!(error.to_string().contains("max = 0"), "{name}: {error}");
    }
    let long = "x".repeat(1_000_000);
    assert!(Engine::builtin(&long).unwrap_err().to_string().len() < 400);
}
