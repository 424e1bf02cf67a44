//! Town scoring by the rules' fan table (their `[scoring]` section): a win's
//! situation in, its score out (a struct the caller owns), the jokers' stand-ins with
//! it, and the table's fan names. Legal waits under a table come from
//! hupai_legal_waits_counts.

use hupai_core::rules::FanTable;

const MAX_TABLE_FANS: usize = FanTable::MAX_FANS;
use hupai_core::scoring::table::TableScore;

use super::scoring::{HUPAI_SPLIT_TEXT, score_failure, write_text};
use super::*;

/// What a win is worth by a town's fan table, on its reading worth most.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct HupaiTableScore {
    /// 1 when the fans' total reaches the table's minimum.
    pub legal: u8,
    /// How many of `fans` are filled.
    pub fan_count: u8,
    /// The fans counted, by place in the table (from 0; hupai_table_fan_name).
    pub fans: [u8; 64],
    /// How many times each counts.
    pub fan_times: [u8; 64],
    /// Each fan's value in the table.
    pub fan_values: [u32; 64],
    /// The fans' total: their sum (add, double) or product (multiply).
    pub total: u64,
    /// The points the win pays, capped.
    pub points: u64,
    /// The total the table asks.
    pub minimum: u64,
    /// How many of `stand_ins` are filled: one a joker held.
    pub stand_in_count: u8,
    /// What each joker stood for, tile ids, in the reading's order.
    pub stand_ins: [u8; 17],
    /// The reading counted (jokers' stand-ins in brackets), NUL-terminated.
    pub reading: [c_char; 128],
}

impl HupaiTableScore {
    fn of(score: &TableScore) -> HupaiTableScore {
        let mut out = HupaiTableScore {
            legal: u8::from(score.is_legal()),
            fan_count: 0,
            fans: [0; MAX_TABLE_FANS],
            fan_times: [0; MAX_TABLE_FANS],
            fan_values: [0; MAX_TABLE_FANS],
            total: score.total,
            points: score.points,
            minimum: score.minimum,
            stand_in_count: 0,
            stand_ins: [0; 17],
            reading: [0; HUPAI_SPLIT_TEXT],
        };
        for (slot, fan) in score.fans.iter().take(MAX_TABLE_FANS).enumerate() {
            out.fans[slot] = fan.index as u8;
            out.fan_times[slot] = fan.times;
            out.fan_values[slot] = fan.value;
            out.fan_count += 1;
        }
        for (slot, tile) in score.stand_ins.iter().take(17).enumerate() {
            out.stand_ins[slot] = tile.id() as u8;
            out.stand_in_count += 1;
        }
        write_text(&mut out.reading, &score.reading);
        out
    }
}

/// The score of a winning hand given as 34 counts and `jokers` (the concealed tiles
/// with the winning tile; the melds are the engine's) by the rules' fan table, in
/// `situation` (riichi's fields, flowers and last_of_kind 0), written to `score`.
/// Rules without a [scoring] section are HUPAI_BAD_RULES; a hand that does not win or
/// is not 14 tiles with its melds, HUPAI_BAD_HAND; an impossible situation,
/// HUPAI_BAD_ARGUMENT.
///
/// Requires: `engine` is a live engine; `counts` points to 34 readable bytes;
/// `situation` is readable; `score` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_score_table_counts(
    engine: *const HupaiEngine,
    counts: *const u8,
    jokers: u8,
    situation: *const HupaiSituation,
    score: *mut HupaiTableScore,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let engine = borrow(engine, "engine")?;
        let situation = borrow(situation, "situation")?.read()?;
        let out = writable(score, "score")?;
        let hand = engine_counts_hand(&engine.engine, counts, jokers)?;
        let found = (engine.engine)
            .score_table(&hand, &situation)
            .map_err(score_failure)?;
        *out = HupaiTableScore::of(&found);
        Ok(())
    })
}

/// Copies the name of the fan at place `index` of the engine's table into `buffer`,
/// NUL-terminated and cut to `capacity` bytes on a character boundary, and returns
/// the name's full length in bytes (0 when the rules have no table or no such fan;
/// a null buffer asks the length).
///
/// Requires: `engine` is a live engine; `buffer` is null or points to `capacity`
/// writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_table_fan_name(
    engine: *const HupaiEngine,
    index: u8,
    buffer: *mut c_char,
    capacity: usize,
) -> usize {
    // SAFETY: forwarded from the caller.
    let Ok(engine) = (unsafe { borrow(engine, "engine") }) else {
        return 0;
    };
    let rules = engine.engine.rules();
    let Some(fan) = (rules.scoring.table()).and_then(|t| t.fans.get(usize::from(index))) else {
        return 0;
    };
    if !buffer.is_null() && capacity > 0 {
        let copied = utf8_prefix(&fan.name, capacity - 1).len();
        // SAFETY: `buffer` holds `capacity` bytes, as the caller promises; we write
        // `copied + 1 <= capacity`.
        unsafe {
            std::ptr::copy_nonoverlapping(fan.name.as_ptr(), buffer.cast::<u8>(), copied);
            *buffer.add(copied) = 0;
        }
    }
    fan.name.len()
}
