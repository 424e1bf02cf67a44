//! The fuzz targets' checks of the library (`fuzz/src/checks.rs`; the C ABI's are
//! run by the C library's tests), run bounded with fixed seeds on
//! the stable toolchain so that every `cargo test` exercises them: random bytes, and
//! bytes shaped like the inputs that matter (MPSZ text, TOML, table files).

use crate::checks;

use crate::seeded;

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use seeded::inputs;

#[test]
fn notation() {
    for input in inputs(1, 20_000, 40, b"0123456789mpszJ ,\t\n!z") {
        checks::notation(&input);
    }
    for input in inputs(2, 5_000, 60, &[]) {
        checks::notation(&input);
    }
    checks::notation("1".repeat(100_000).as_bytes());
    checks::notation("J".repeat(100_000).as_bytes());
    // Found by the fuzzer: 135 digits without a suit letter, quoted whole.
    checks::notation(format!("J2{} ", "7".repeat(134)).as_bytes());
    // Found by the fuzzer: melds apart by a Unicode space (U+2000), which the hand
    // notation takes as a space and the melds did not, quoted escaped and too long.
    let wide = "\u{2000}".repeat(6);
    let pieces = ["3s", "3s", "6p", "3s", "6p", "6p"];
    checks::notation(format!("{wide}{}{wide}", pieces.join(&wide)).as_bytes());
    // Melds written with commas, spaces and a shape of every kind.
    checks::notation(b"111p,789s 5555z\t123z,567z");
    // Situations in words: every field's name and value by letters, `=`, digits.
    for input in inputs(3, 20_000, 48, b"abdefghiklnorstuwyz_=0123456789mpsz ,") {
        checks::notation(&input);
    }
    let every = "win=0p tsumo seat=2z round=S riichi=double ippatsu last_tile after_kong \
                 robbing_kong kong_discard first_turn dora=1m dora=4z ura=9s red_fives=0,1,0 \
                 honba=3 sticks=2 flowers=8 last_of_kind kita=1";
    checks::notation(every.as_bytes());
    checks::notation("tsumo ".repeat(20_000).as_bytes());
}

/// Contexts in JSON, of any bytes and built field by field (the fuzz target
/// `actions`): a menu or a short typed error, never a panic.
#[cfg(feature = "serde")]
#[test]
fn actions() {
    let answered: usize = (inputs(13, 20_000, 64, &[]).iter())
        .map(|input| checks::actions(input))
        .sum();
    // Enough of the contexts built from bytes read and are answered for the menus'
    // checks to be tested.
    assert!(answered > 2_000, "{answered} menus of 20,000 inputs");
    for input in inputs(14, 5_000, 80, b"{}[]\":, 0123456789mpsz_abcdefghiklnortuwy") {
        checks::actions(&input);
    }
    checks::actions(
        format!(
            r#"{{"hand": "{}", "moment": {{"drew": "1m"}}}}"#,
            "1".repeat(100_000)
        )
        .as_bytes(),
    );
    checks::actions("[".repeat(100_000).as_bytes());
}

/// Settlements of seeded rounds (the fuzz target `settle`), raw and built from the
/// bytes, and bytes of the settlement JSON's own characters.
#[cfg(feature = "serde")]
#[test]
fn settle() {
    let settled: usize = (inputs(15, 20_000, 32, &[]).iter())
        .map(|input| checks::settle(input))
        .sum();
    // Enough of the rounds built from bytes settle for the books' checks to be tested.
    assert!(settled > 20_000, "{settled} settlements of 20,000 inputs");
    let blood = (inputs(17, 20_000, 48, &[]).iter())
        .filter(|input| checks::settle(input) > 0)
        .count();
    assert!(blood > 5_000, "{blood} of 20,000 inputs settled");
    for input in inputs(16, 5_000, 80, b"{}[]\":, -0123456789abdefghiklmnoprstuwx_") {
        checks::settle(&input);
    }
    checks::settle(
        format!(
            r#"{{"round": {{"points": [{}]}}, "ending": "aborted"}}"#,
            "1,".repeat(50_000)
        )
        .as_bytes(),
    );
    checks::settle("[".repeat(100_000).as_bytes());
}

/// Riichi scoring of seeded wins and situations (the fuzz target `scoring`).
#[test]
fn scoring() {
    let scored = (inputs(11, 20_000, 48, &[]).iter())
        .filter(|input| checks::scoring(input))
        .count();
    // Enough of the seeded inputs are wins with a yaku for the agreement to be tested.
    assert!(scored > 1_000, "{scored} of 20,000 scored");
}

/// 国标 scoring of seeded wins and situations (the fuzz target `guobiao`).
#[test]
fn guobiao() {
    let scored = (inputs(12, 20_000, 48, &[]).iter())
        .filter(|input| checks::guobiao(input))
        .count();
    // Enough of the seeded inputs are wins for the agreement to be tested.
    assert!(scored > 2_000, "{scored} of 20,000 scored");
}

/// Town fan tables on seeded wins with jokers, built-in and written by the bytes (the
/// fuzz target `fan_table`).
#[test]
fn fan_table() {
    let scored = (inputs(13, 6_000, 64, &[]).iter())
        .filter(|input| checks::fan_table(input))
        .count();
    assert!(scored > 300, "{scored} of 6,000 scored");
}

#[test]
fn rules_toml() {
    let fields: &[&str] = &[
        "name = \"x\"\n",
        "tiles = \"numbers\"\n",
        "tiles = [\"1m\", \"9m\"]\n",
        "hand_sizes = [14]\n",
        "hand_sizes = []\n",
        "pair = \"258\"\n",
        "seven_pairs = \"off\"\n",
        "thirteen_orphans = false\n",
        "honour_melds = \"winds-and-dragons\"\n",
        "[jokers]\n",
        "max = 0\n",
        "max = 300\n",
        "kinds = [\"7z\"]\n",
        "fifth_copy = false\n",
        "[riichi]\n",
        "players = 3\n",
        "players = 9\n",
        "red_fives = [\"5z\"]\n",
        "red_fives = [\"0p\", \"0p\"]\n",
        "renhou = \"yakuman\"\n",
        "kiriage = true\n",
        "[guobiao]\n",
        "[scoring]\n",
        "source = \"a sheet\"\n",
        "combine = \"double\"\n",
        "cap = 3\n",
        "fans = [{ name = \"a\", when = \"roots\", value = 2, excludes = [\"a\"] }]\n",
        "fans = [{ name = \"a\", when = \"always\", value = 1 }]\n",
        "minimum = 8\n",
        "minimum = 200\n",
        "minimum = -3\n",
        "bogus = 1\n",
        "= =\n",
    ];
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
    for _ in 0..3_000 {
        let text: String = (0..rng.random_range(0..6))
            .map(|_| fields[rng.random_range(0..fields.len())])
            .collect();
        checks::rules_toml(text.as_bytes());
    }
    for input in inputs(4, 2_000, 80, &[]) {
        checks::rules_toml(&input);
    }
    // Found by the fuzz target: a long line of bad bytes made an error message that
    // echoed all of it.
    let mut long_line = vec![0x27];
    long_line.extend([0xff; 13]);
    long_line.push(0x38);
    long_line.extend([0xff; 80]);
    long_line.extend([0x99; 150]);
    long_line.extend([0xff, 0xbf, 0xff, 0xbf, 0x27, 0x3d, 0x27, 0x27]);
    checks::rules_toml(&long_line);
    // And a long key of short parts between backticks, echoed in "unknown field".
    checks::rules_toml(format!("\"{}\" = 1", "\u{fffd}J`?`".repeat(600)).as_bytes());
}

#[test]
fn table_file() {
    for input in inputs(5, 300, 40, &[]) {
        for mode in [0, 1] {
            let mut damage = vec![mode];
            damage.extend(&input);
            checks::table_file(&damage);
        }
        checks::table_file(&input);
    }
    // A whole current file, read and written back.
    let mut whole = vec![1];
    whole.extend(hupai::Engine::riichi().to_table_bytes());
    checks::table_file(&whole);
}

/// Inputs the fuzz target once failed on, kept as regressions.
const ENGINE_FINDINGS: &[&[u8]] = &[
    // A stand-in (5m, for the Red's natural tile) held four times: the check of
    // exhausted waits asked the reference of the tiles unmapped (the check was wrong).
    &[
        0x7b, 0x00, 0xf7, 0xff, 0x8c, 0xfa, 0xe5, 0x2e, 0x1f, 0x9d, 0x9d, 0x08, 0x01, 0x80, 0x9d,
        0x1a, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
        0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
        0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
        0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
        0xff, 0xff, 0xff, 0xff, 0xff, 0x01, 0x00, 0x00, 0x09, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
        0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
        0xff, 0xff, 0xff, 0xb6, 0x33, 0x9f,
    ],
    // Melds exposed under strict jokers: a drawn Red as the 6p whose other copies are
    // held and exposed (waits said it wins; rechecking, rightly, not).
    &[252, 4, 63, 0, 248, 14, 194, 1, 250, 247, 10, 194, 1, 32, 32],
    // A joker kind drawn as itself under a joker limit of 0 (shanten said 0, not 1).
    &[0x5b, 0x1a, 0x00, 0x09, 0x00, 0x00, 0x00, 0x8b, 0x0a],
    // A rules file naming a joker kind twice, another added by the engine: the check
    // compared with the reference, which knows only the rules' kinds (a fault of the
    // check, not of the engine).
    &[
        0xf7, 0x2c, 0x7a, 0x7a, 0x0a, 0xf7, 0x2c, 0xfb, 0x00, 0xd1, 0x2c, 0x0a, 0x2c, 0xf7, 0xfb,
        0x00, 0xd1, 0x2c,
    ],
];

#[test]
fn engine() {
    for finding in ENGINE_FINDINGS {
        checks::engine(finding, checks::Depth::Full);
    }
    for input in inputs(6, 20_000, 24, &[]) {
        checks::engine(&input, checks::Depth::Full);
    }
}
