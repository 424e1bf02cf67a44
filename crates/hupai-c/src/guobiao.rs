//! 国标 scoring: a win's situation in (HupaiSituation, with flowers and 和绝张), its
//! fans out (a struct the caller owns), and the fans' names and values. Legal waits
//! under 国标 come from hupai_legal_waits_counts.

use hupai_core::scoring::guobiao::{Fan, FanScore};

use super::scoring::{HUPAI_SPLIT_TEXT, score_failure, write_text};
use super::*;

const HUPAI_MAX_FANS: usize = HupaiScoringSize::HupaiMaxFans as usize;

/// What a 国标 win is worth: its fans on the reading worth most.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct HupaiFanScore {
    /// 1 when the fans without flowers reach the minimum (the win may be declared).
    pub legal: u8,
    /// How many of `fans` are filled.
    pub fan_count: u8,
    /// The fans by number (1-82; hupai_fan_name gives the name), highest value first.
    pub fans: [u8; 82],
    /// How many times each fan counts (花牌 once a flower).
    pub fan_times: [u8; 82],
    /// The fans without flowers: what the minimum is counted on.
    pub fan_total: u16,
    /// All fans, flowers included.
    pub total: u16,
    /// Flowers held.
    pub flowers: u8,
    /// The minimum the rules ask (8).
    pub minimum: u8,
    /// The reading counted (its sets and pair, or the form's name), NUL-terminated.
    pub reading: [c_char; 128],
}

impl HupaiFanScore {
    fn of(score: &FanScore) -> HupaiFanScore {
        let mut out = HupaiFanScore {
            legal: u8::from(score.is_legal()),
            fan_count: 0,
            fans: [0; HUPAI_MAX_FANS],
            fan_times: [0; HUPAI_MAX_FANS],
            fan_total: score.fan_total,
            total: score.total,
            flowers: score.flowers,
            minimum: score.minimum,
            reading: [0; HUPAI_SPLIT_TEXT],
        };
        for (slot, (fan, times)) in score.fans.iter().enumerate() {
            out.fans[slot] = fan.number();
            out.fan_times[slot] = times;
            out.fan_count += 1;
        }
        write_text(&mut out.reading, &score.reading.to_string());
        out
    }
}

/// The 国标 fans of a winning hand given as 34 counts (the concealed tiles, the
/// winning tile among them; the melds are the engine's) in `situation` (its flowers
/// and last_of_kind; riichi's fields must be 0), written to `score`. Rules without a
/// [guobiao] section are HUPAI_BAD_RULES; a hand that does not win, holds jokers or
/// is not 14 tiles with its melds, HUPAI_BAD_HAND; an impossible situation (robbing a
/// kong of a kind held, nine flowers, riichi declared…), HUPAI_BAD_ARGUMENT. A win
/// under the minimum is a success with `legal` 0.
///
/// Requires: `engine` is a live engine; `counts` points to 34 readable bytes;
/// `situation` is readable; `score` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_score_guobiao_counts(
    engine: *const HupaiEngine,
    counts: *const u8,
    jokers: u8,
    situation: *const HupaiSituation,
    score: *mut HupaiFanScore,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let engine = borrow(engine, "engine")?;
        let situation = borrow(situation, "situation")?.read()?;
        let out = writable(score, "score")?;
        let hand = engine_counts_hand(&engine.engine, counts, jokers)?;
        let found = (engine.engine)
            .score_guobiao(&hand, &situation)
            .map_err(score_failure)?;
        *out = HupaiFanScore::of(&found);
        Ok(())
    })
}

/// The Chinese name of fan number `fan` (1-82, as a score lists it: "清龙"…), a static
/// NUL-terminated UTF-8 string; null for a number no fan has.
#[unsafe(no_mangle)]
pub extern "C" fn hupai_fan_name(fan: u8) -> *const c_char {
    static NAMES: std::sync::OnceLock<Vec<std::ffi::CString>> = std::sync::OnceLock::new();
    fan_text(&NAMES, fan, Fan::chinese)
}

/// The English name of fan number `fan` ("Pure Straight"…), a static NUL-terminated
/// string; null for a number no fan has.
#[unsafe(no_mangle)]
pub extern "C" fn hupai_fan_english(fan: u8) -> *const c_char {
    static NAMES: std::sync::OnceLock<Vec<std::ffi::CString>> = std::sync::OnceLock::new();
    fan_text(&NAMES, fan, Fan::english)
}

/// The value of fan number `fan` in fans (1 to 88); 0 for a number no fan has.
#[unsafe(no_mangle)]
pub extern "C" fn hupai_fan_value(fan: u8) -> u8 {
    Fan::from_number(fan).map_or(0, Fan::value)
}

/// A fan's name from a table built once.
fn fan_text(
    table: &'static std::sync::OnceLock<Vec<std::ffi::CString>>,
    fan: u8,
    name: fn(Fan) -> &'static str,
) -> *const c_char {
    let names = table.get_or_init(|| {
        (Fan::ALL.iter())
            .map(|&f| std::ffi::CString::new(name(f)).expect("no NUL in a name"))
            .collect()
    });
    (usize::from(fan).checked_sub(1))
        .and_then(|index| names.get(index))
        .map_or(std::ptr::null(), |name| name.as_ptr())
}
