//! Riichi scoring: a win's situation in, its score out (a struct the caller owns), and
//! the legal waits of a waiting hand (under 国标 too: `guobiao.rs` has its score). The melds are the engine's
//! (hupai_engine_with_melds; a concealed kong in parentheses).

use hupai_core::error::{ScoreError, SituationError};
use hupai_core::scoring::{
    Declared, FIELDS, Field, Indicators, LegalWait, Limit, RiichiScore, Situation, Wait, Wind, Yaku,
};

use super::*;

/// The sizes of the scoring structs' arrays.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HupaiScoringSize {
    /// Dora or ura-dora indicators a situation holds at most.
    HupaiMaxIndicators = 5,
    /// Yaku a score lists at most.
    HupaiMaxYaku = 24,
    /// Bytes of a score's split text (or a 国标 score's reading), its NUL included.
    HupaiSplitText = 128,
    /// Fans a 国标 score lists at most (every kind of fan).
    HupaiMaxFans = 82,
    /// Fans a town table's score lists at most (a table's most fans).
    HupaiMaxTableFans = 64,
    /// Jokers' stand-ins a town table's score lists at most.
    HupaiMaxStandIns = 17,
}

const HUPAI_MAX_INDICATORS: usize = HupaiScoringSize::HupaiMaxIndicators as usize;
const HUPAI_MAX_YAKU: usize = HupaiScoringSize::HupaiMaxYaku as usize;
pub(crate) const HUPAI_SPLIT_TEXT: usize = HupaiScoringSize::HupaiSplitText as usize;

/// A riichi win's situation. Zero it, then set what applies: all zeros is a ron on
/// 1m by the dealer (East) in an East round, nothing declared, no indicators.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct HupaiSituation {
    /// The winning tile's id (0-33); the hand holds it.
    pub winning_tile: u8,
    /// 1: won by tsumo; 0: by ron.
    pub tsumo: u8,
    /// The winner's seat wind: 0 East (the dealer), 1 South, 2 West, 3 North.
    pub seat_wind: u8,
    /// The round wind, as seat_wind.
    pub round_wind: u8,
    /// 0: no riichi; 1: riichi; 2: double riichi.
    pub riichi: u8,
    /// 1: ippatsu.
    pub ippatsu: u8,
    /// 1: won on the last tile (haitei by tsumo, houtei by ron).
    pub last_tile: u8,
    /// 1: won on the tile drawn after a kong (rinshan; tsumo only).
    pub after_kong: u8,
    /// 1: won by robbing a kong (chankan; ron only).
    pub robbing_kong: u8,
    /// 1: won in the first go-around, no call made (tenhou, chiihou, renhou).
    pub first_turn: u8,
    /// How many of `dora` are indicators (0-5).
    pub dora_count: u8,
    /// Dora indicators' tile ids.
    pub dora: [u8; 5],
    /// How many of `ura_dora` are indicators (0-5; counted only with riichi).
    pub ura_count: u8,
    /// Ura-dora indicators' tile ids.
    pub ura_dora: [u8; 5],
    /// Red fives held in the hand and melds: man, pin, sou.
    pub red_fives: [u8; 3],
    /// Honba sticks.
    pub honba: u8,
    /// Riichi sticks on the table.
    pub riichi_sticks: u8,
    /// 国标: flowers and seasons held (0-8).
    pub flowers: u8,
    /// 国标: 1 when won on the last copy of its kind, three shown (和绝张).
    pub last_of_kind: u8,
    /// 1: won by ron on the tile the discarder threw right after their own kong
    /// (杠上炮, counted by fan tables that name it). Last, so older callers that
    /// zero the whole struct keep working.
    pub kong_discard: u8,
    /// Norths set aside (抜きドラ) by a three-player winner: a dora each.
    pub kita: u8,
}

/// What a riichi win is worth. A hand of winning shape without a yaku has
/// `has_yaku` 0 and pays nothing.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct HupaiScore {
    /// 1 when the hand has a yaku (and so may win).
    pub has_yaku: u8,
    /// How many of `yaku` are filled.
    pub yaku_count: u8,
    /// The yaku by number (hupai_yaku_name gives the name), in that order.
    pub yaku: [u8; 24],
    /// Each yaku's han (13 a yakuman multiple).
    pub yaku_han: [u8; 24],
    /// Yakuman multiples (0: none).
    pub yakuman: u8,
    /// Han, the dora's included (0 without a yaku, and for a yakuman).
    pub han: u8,
    /// Fu, rounded up (seven pairs 25; 0 for thirteen orphans).
    pub fu: u8,
    /// Dora held.
    pub dora: u8,
    /// Ura-dora held.
    pub ura_dora: u8,
    /// Red fives held.
    pub red_fives: u8,
    /// The limit: 0 none, 1 mangan, 2 haneman, 3 baiman, 4 sanbaiman, 5 kazoe
    /// yakuman, 6 yakuman (multiples in `yakuman`).
    pub limit: u8,
    /// The wait counted: 0 two-sided, 1 closed, 2 edge, 3 dual pair, 4 single,
    /// 5 thirteen-sided.
    pub wait: u8,
    /// Basic points: fu × 2^(han+2), or the limit's.
    pub basic_points: u32,
    /// On a ron, what the discarder pays (honba included).
    pub ron: u32,
    /// On a non-dealer's tsumo, what the dealer pays.
    pub dealer: u32,
    /// On a tsumo, what each non-dealer pays.
    pub non_dealer: u32,
    /// All the winner gains, riichi sticks included.
    pub total: u32,
    /// The split and wait counted, as text, NUL-terminated.
    pub split: [c_char; 128],
}

/// One wait of a waiting hand and whether a win on it has a yaku.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct HupaiLegalWait {
    /// The tile id waited on.
    pub tile: u8,
    /// 1 when a ron on it has a yaku.
    pub ron: u8,
    /// 1 when a tsumo of it has a yaku.
    pub tsumo: u8,
    /// What a ron pays the winner in all (0: no yaku).
    pub ron_points: u64,
    /// What a tsumo pays the winner in all (0: no yaku).
    pub tsumo_points: u64,
}

/// A bad situation field's failure.
fn bad_situation(what: impl std::fmt::Display) -> Failure {
    failure(HupaiStatus::HupaiBadArgument, what)
}

/// A tile id of a situation field.
fn situation_tile(id: u8, what: &str) -> Result<Tile, Failure> {
    Tile::from_id(usize::from(id))
        .ok_or_else(|| bad_situation(format!("{what}: tile id {id} is not 0 to 33")))
}

/// A 0/1 flag.
fn flag(value: u8, what: &str) -> Result<bool, Failure> {
    match value {
        0 | 1 => Ok(value == 1),
        _ => Err(bad_situation(format!("{what}: {value} is not 0 or 1"))),
    }
}

/// A wind by number.
fn wind(value: u8, what: &str) -> Result<Wind, Failure> {
    (Wind::ALL.get(usize::from(value)).copied())
        .ok_or_else(|| bad_situation(format!("{what}: {value} is no wind (0 East to 3 North)")))
}

/// Indicators from a count and an array.
fn indicators(
    count: u8,
    ids: &[u8; HUPAI_MAX_INDICATORS],
    what: &str,
) -> Result<Indicators, Failure> {
    let Some(given) = ids.get(..usize::from(count)) else {
        return Err(bad_situation(format!(
            "{what}: {count} indicators; at most {HUPAI_MAX_INDICATORS}"
        )));
    };
    let tiles = given
        .iter()
        .map(|&id| situation_tile(id, what))
        .collect::<Result<Vec<Tile>, Failure>>()?;
    Indicators::new(&tiles).map_err(bad_situation)
}

impl HupaiSituation {
    /// The library's situation, every field checked.
    pub(crate) fn read(&self) -> Result<Situation, Failure> {
        let tile = situation_tile(self.winning_tile, "winning_tile")?;
        let mut situation = match flag(self.tsumo, "tsumo")? {
            true => Situation::tsumo(tile),
            false => Situation::ron(tile),
        };
        situation.seat_wind = wind(self.seat_wind, "seat_wind")?;
        situation.round_wind = wind(self.round_wind, "round_wind")?;
        situation.declared = match self.riichi {
            0 => Declared::None,
            1 => Declared::Riichi,
            2 => Declared::DoubleRiichi,
            other => return Err(bad_situation(format!("riichi: {other} is not 0, 1 or 2"))),
        };
        situation.ippatsu = flag(self.ippatsu, "ippatsu")?;
        situation.last_tile = flag(self.last_tile, "last_tile")?;
        situation.after_kong = flag(self.after_kong, "after_kong")?;
        situation.robbing_kong = flag(self.robbing_kong, "robbing_kong")?;
        situation.kong_discard = flag(self.kong_discard, "kong_discard")?;
        situation.first_turn = flag(self.first_turn, "first_turn")?;
        situation.dora_indicators = indicators(self.dora_count, &self.dora, "dora")?;
        situation.ura_indicators = indicators(self.ura_count, &self.ura_dora, "ura_dora")?;
        situation.red_fives = self.red_fives;
        situation.honba = self.honba;
        situation.riichi_sticks = self.riichi_sticks;
        situation.flowers = self.flowers;
        situation.last_of_kind = flag(self.last_of_kind, "last_of_kind")?;
        situation.kita = self.kita;
        Ok(situation)
    }

    /// The C struct of the library's situation (every field fits: read checked it).
    fn of(situation: &Situation) -> HupaiSituation {
        let ids = |indicators: &Indicators| {
            let mut ids = [0u8; HUPAI_MAX_INDICATORS];
            for (slot, tile) in ids.iter_mut().zip(indicators.as_slice()) {
                *slot = tile.id() as u8;
            }
            (indicators.len() as u8, ids)
        };
        let (dora_count, dora) = ids(&situation.dora_indicators);
        let (ura_count, ura_dora) = ids(&situation.ura_indicators);
        HupaiSituation {
            winning_tile: situation.winning_tile.id() as u8,
            tsumo: u8::from(situation.is_tsumo()),
            seat_wind: situation.seat_wind as u8,
            round_wind: situation.round_wind as u8,
            riichi: situation.declared as u8,
            ippatsu: u8::from(situation.ippatsu),
            last_tile: u8::from(situation.last_tile),
            after_kong: u8::from(situation.after_kong),
            robbing_kong: u8::from(situation.robbing_kong),
            first_turn: u8::from(situation.first_turn),
            dora_count,
            dora,
            ura_count,
            ura_dora,
            red_fives: situation.red_fives,
            honba: situation.honba,
            riichi_sticks: situation.riichi_sticks,
            flowers: situation.flowers,
            last_of_kind: u8::from(situation.last_of_kind),
            kong_discard: u8::from(situation.kong_discard),
            kita: situation.kita,
        }
    }

    /// The library's situation changed by `change`, written back.
    fn change(
        &mut self,
        change: impl FnOnce(&mut Situation) -> Result<(), SituationError>,
    ) -> Result<(), Failure> {
        let mut situation = self.read()?;
        change(&mut situation).map_err(bad_situation)?;
        *self = HupaiSituation::of(&situation);
        Ok(())
    }
}

/// Sets the situation's field `name` to `value`, both text, by the library's one
/// list of fields (the words form's names: `win`, `tsumo`, `seat`, `round`,
/// `riichi`, `ippatsu`, `last_tile`, `after_kong`, `robbing_kong`, `kong_discard`,
/// `first_turn`, `dora`, `ura`, `red_fives`, `honba`, `sticks`, `flowers`,
/// `last_of_kind`; the struct's member names too): `hupai_situation_set(&s, "seat",
/// "south")`, `("dora", "1m4z")`, `("riichi", "double")`, `("red_fives", "1,0,0")`. A
/// name no field has, or a value it does not take, is HUPAI_BAD_ARGUMENT, saying
/// what it takes; the situation is then unchanged.
///
/// Requires: `situation` is readable and writable; `name` and `value` are
/// NUL-terminated strings.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_situation_set(
    situation: *mut HupaiSituation,
    name: *const c_char,
    value: *const c_char,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let name = text(name, "name")?;
        let value = text(value, "value")?;
        let situation = writable(situation, "situation")?;
        situation.change(|s| s.set(name, value))
    })
}

/// Sets every field the words name onto the situation, left to right: the
/// conformance corpus's and `hupai score --situation`'s form, `win=6s seat=south
/// riichi dora=1m` (a flag or riichi bare; a tiles field named twice adds its
/// tiles). Zero the situation first for a fresh one. A bad word is
/// HUPAI_BAD_ARGUMENT and leaves the situation unchanged.
///
/// Requires: `words` is a NUL-terminated string; `situation` is readable and
/// writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_situation_parse(
    words: *const c_char,
    situation: *mut HupaiSituation,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let words = text(words, "words")?;
        let situation = writable(situation, "situation")?;
        situation.change(|s| s.set_words(words))
    })
}

/// A scoring error's status: the rules', the situation's or the hand's.
pub(crate) fn score_failure(error: ScoreError) -> Failure {
    let status = match error {
        ScoreError::NotScored { .. } => HupaiStatus::HupaiBadRules,
        ScoreError::Situation(_) => HupaiStatus::HupaiBadArgument,
        _ => HupaiStatus::HupaiBadHand,
    };
    failure(status, error)
}

impl HupaiScore {
    fn of(score: &RiichiScore) -> HupaiScore {
        let mut out = HupaiScore {
            has_yaku: u8::from(score.has_yaku()),
            yaku_count: 0,
            yaku: [0; HUPAI_MAX_YAKU],
            yaku_han: [0; HUPAI_MAX_YAKU],
            yakuman: score.yakuman,
            han: score.han,
            fu: score.fu.total(),
            dora: score.dora,
            ura_dora: score.ura_dora,
            red_fives: score.red_fives,
            limit: limit_number(score.limit),
            wait: wait_number(score),
            basic_points: score.basic_points,
            ron: score.payment.ron,
            dealer: score.payment.dealer,
            non_dealer: score.payment.non_dealer,
            total: score.payment.total,
            split: [0; HUPAI_SPLIT_TEXT],
        };
        for (slot, counted) in score.yaku.iter().take(HUPAI_MAX_YAKU).enumerate() {
            out.yaku[slot] = counted.yaku.number();
            out.yaku_han[slot] = counted.han;
            out.yaku_count += 1;
        }
        write_text(&mut out.split, &score.split.to_string());
        out
    }
}

/// The limits by HupaiScore's `limit` number (6: a yakuman of any multiple).
const LIMITS: [Limit; 7] = [
    Limit::None,
    Limit::Mangan,
    Limit::Haneman,
    Limit::Baiman,
    Limit::Sanbaiman,
    Limit::KazoeYakuman,
    Limit::Yakuman(1),
];

/// The waits by HupaiScore's `wait` number.
const WAITS: [Wait; 6] = [
    Wait::TwoSided,
    Wait::Closed,
    Wait::Edge,
    Wait::DualPair,
    Wait::Single,
    Wait::ThirteenSided,
];

fn limit_number(limit: Limit) -> u8 {
    let limit = match limit {
        Limit::Yakuman(_) => Limit::Yakuman(1),
        other => other,
    };
    LIMITS.iter().position(|&l| l == limit).unwrap_or(0) as u8
}

fn wait_number(score: &RiichiScore) -> u8 {
    (WAITS.iter().position(|&w| w == score.split.wait)).map_or(5, |n| n as u8)
}

/// The riichi score of a winning hand given as 34 counts and `jokers` (the concealed
/// tiles, the winning tile among them; the melds are the engine's; a hand holding a
/// joker is refused, never scored without it) in `situation`, written to
/// `score`. Rules without a [riichi] section are HUPAI_BAD_RULES; a hand that does
/// not win, holds jokers or is not 14 tiles with its melds, HUPAI_BAD_HAND; an
/// impossible situation (ippatsu without riichi, a winning tile not held, six
/// indicators…), HUPAI_BAD_ARGUMENT. A winning shape without a yaku is a success
/// with `has_yaku` 0.
///
/// Requires: `engine` is a live engine; `counts` points to 34 readable bytes;
/// `situation` is readable; `score` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_score_counts(
    engine: *const HupaiEngine,
    counts: *const u8,
    jokers: u8,
    situation: *const HupaiSituation,
    score: *mut HupaiScore,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let engine = borrow(engine, "engine")?;
        let situation = borrow(situation, "situation")?.read()?;
        let out = writable(score, "score")?;
        let hand = engine_counts_hand(&engine.engine, counts, jokers)?;
        let found = engine
            .engine
            .score_riichi(&hand, &situation)
            .map_err(score_failure)?;
        *out = HupaiScore::of(&found);
        Ok(())
    })
}

/// Whether a hand given as 34 counts and `jokers` wins legally in `situation` (1 or
/// 0 in `legal`): with a yaku under riichi rules, at the minimum fans under 国标 or
/// a fan table (jokers count there). A hand that does not win is 0; what
/// `hupai_score_counts` refuses is refused with its status and message (an impossible
/// situation, a hand scoring cannot take, rules that do not score). A joker kind of more than four
/// copies in the wall (八红中) may be counted above four.
///
/// Requires: `engine` is a live engine; `counts` points to 34 readable bytes;
/// `situation` is readable; `legal` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_is_legal_win_counts(
    engine: *const HupaiEngine,
    counts: *const u8,
    jokers: u8,
    situation: *const HupaiSituation,
    legal: *mut u8,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let engine = borrow(engine, "engine")?;
        let situation = borrow(situation, "situation")?.read()?;
        let out = writable(legal, "legal")?;
        let hand = engine_counts_hand(&engine.engine, counts, jokers)?;
        let legal = engine.engine.is_legal_win(&hand, &situation);
        *out = u8::from(legal.map_err(score_failure)?);
        Ok(())
    })
}

/// The waits of a waiting hand given as 34 counts and `jokers` (13 tiles with the
/// melds), each with whether a ron and a tsumo on it win legally (a yaku, or the
/// minimum fans) and what each pays, in `situation` (its winning tile and tsumo flag
/// are set per wait). Writes up to `capacity` waits to `waits` and
/// their number to `count` (34 always suffice); a smaller buffer gets the first
/// `capacity` and `count` says how many there are.
///
/// Requires: `engine` is a live engine; `counts` points to 34 readable bytes;
/// `situation` is readable; `waits` points to `capacity` writable elements (may be
/// null when `capacity` is 0); `count` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_legal_waits_counts(
    engine: *const HupaiEngine,
    counts: *const u8,
    jokers: u8,
    situation: *const HupaiSituation,
    waits: *mut HupaiLegalWait,
    capacity: usize,
    count: *mut usize,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let engine = borrow(engine, "engine")?;
        let situation = borrow(situation, "situation")?.read()?;
        let count = writable(count, "count")?;
        let out = slice_mut(waits, capacity, "waits")?;
        let hand = engine_counts_hand(&engine.engine, counts, jokers)?;
        let found = engine
            .engine
            .legal_waits(&hand, &situation)
            .map_err(score_failure)?;
        for (slot, wait) in out.iter_mut().zip(&found) {
            *slot = legal_wait(wait);
        }
        *count = found.len();
        Ok(())
    })
}

fn legal_wait(wait: &LegalWait) -> HupaiLegalWait {
    HupaiLegalWait {
        tile: wait.tile.id() as u8,
        ron: u8::from(wait.ron),
        tsumo: u8::from(wait.tsumo),
        ron_points: wait.ron_points,
        tsumo_points: wait.tsumo_points,
    }
}

/// The red fives written in MPSZ text (`0m`, `0p`, `0s`: a hand's, its melds' or
/// both) into `red`, by suit (man, pin, sou), as HupaiSituation's `red_fives` takes
/// them. Text that is not UTF-8 is HUPAI_BAD_ARGUMENT.
///
/// Requires: `text` is a NUL-terminated string; `red` points to 3 writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_red_fives_written(
    written: *const c_char,
    red: *mut u8,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let written = text(written, "text")?;
        let red = slice_mut(red, 3, "red")?;
        red.copy_from_slice(&hupai_core::scoring::red_fives_written(written));
        Ok(())
    })
}

/// How the engine's rules score a win, into `scoring` as a static NUL-terminated
/// string: "riichi" (hupai_score_counts), "guobiao" (hupai_score_guobiao_counts),
/// "table" (hupai_score_table_counts) or "none" (every scoring call refuses). The
/// one door of the faces over C: each asks it, then the system's call.
///
/// Requires: `engine` is a live engine; `scoring` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_engine_scoring(
    engine: *const HupaiEngine,
    scoring: *mut *const c_char,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let engine = borrow(engine, "engine")?;
        let out = writable(scoring, "scoring")?;
        let name = engine.engine.rules().scoring.name();
        *out = ["riichi\0", "guobiao\0", "table\0", "none\0"]
            .into_iter()
            .find(|n| n.trim_end_matches('\0') == name)
            .unwrap_or("none\0")
            .as_ptr()
            .cast();
        Ok(())
    })
}

/// The red fives a hand written as MPSZ `text` holds with the engine's melds, as the
/// engine's rules score them, into `red` by suit (man, pin, sou): the text's `0`s and
/// the melds' where the rules' wall has red fives, none otherwise (国标, fan tables).
/// What HupaiSituation's `red_fives` should be for a hand read from text; a null
/// `text` counts the melds' alone (for a hand given as counts with no red five).
/// Text that is not UTF-8 is HUPAI_BAD_ARGUMENT.
///
/// Requires: `engine` is a live engine; `text` is null or a NUL-terminated string;
/// `red` points to 3 writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_engine_red_fives(
    engine: *const HupaiEngine,
    text: *const c_char,
    red: *mut u8,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let engine = borrow(engine, "engine")?;
        let written = match text.is_null() {
            true => "",
            false => args::text(text, "text")?,
        };
        let red = slice_mut(red, 3, "red")?;
        red.copy_from_slice(&engine.engine.red_fives_in(written));
        Ok(())
    })
}

/// Reads a wind as the command line reads one (`"east"`, `"e"`, `"1z"`, any case,
/// spaces around ignored) into `wind` as HupaiSituation's `seat_wind` and
/// `round_wind` take it (0 East to 3 North). Anything else is HUPAI_BAD_ARGUMENT,
/// `wind` then unchanged.
///
/// Requires: `text` is a NUL-terminated string; `wind` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_wind_parse(text: *const c_char, wind: *mut u8) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let parsed: Wind = args::text(text, "text")?.parse().map_err(bad_situation)?;
        let wind = writable(wind, "wind")?;
        *wind = Wind::ALL
            .iter()
            .position(|&w| w == parsed)
            .expect("one of ALL") as u8;
        Ok(())
    })
}

/// The name of yaku number `yaku` (as a score lists it: "riichi", "pinfu",
/// "kokushi musou"…), a static NUL-terminated string; null for a number no yaku has.
#[unsafe(no_mangle)]
pub extern "C" fn hupai_yaku_name(yaku: u8) -> *const c_char {
    static NAMES: StaticNames = StaticNames::new();
    NAMES.get(usize::from(yaku), || {
        Yaku::ALL.iter().map(|y| y.name()).collect()
    })
}

/// The name of situation field number `field` in hupai's one list of situation
/// fields (0 "win", 1 "tsumo", 2 "seat", … in the words form's order; the names
/// `hupai_situation_set` takes), a static NUL-terminated string; null past the last.
#[unsafe(no_mangle)]
pub extern "C" fn hupai_situation_field(field: u8) -> *const c_char {
    static NAMES: StaticNames = StaticNames::new();
    NAMES.get(usize::from(field), || {
        FIELDS.iter().map(|f| f.name()).collect()
    })
}

/// The number of the situation field `name` names (its name or an alias, in
/// snake_case, kebab-case or camelCase: "seat", "seat_wind", "seatWind") into
/// `field`, as `hupai_situation_field` numbers them. A name no field has is
/// HUPAI_BAD_ARGUMENT, suggesting the nearest.
///
/// Requires: `name` is a NUL-terminated string; `field` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_situation_field_of(
    name: *const c_char,
    field: *mut u8,
) -> HupaiStatus {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        let named = Field::named(text(name, "name")?).map_err(bad_situation)?;
        let out = writable(field, "field")?;
        *out = FIELDS
            .iter()
            .position(|f| f.name() == named.name())
            .expect("a listed field") as u8;
        Ok(())
    })
}

/// The name of limit number `limit` as HupaiScore's `limit` gives it: "" (none),
/// "mangan", "haneman", "baiman", "sanbaiman", "kazoe yakuman", "yakuman"; a static
/// NUL-terminated string, null for a number no limit has. The packages' names.
#[unsafe(no_mangle)]
pub extern "C" fn hupai_limit_name(limit: u8) -> *const c_char {
    static NAMES: StaticNames = StaticNames::new();
    NAMES.get(usize::from(limit), || {
        LIMITS.iter().map(|l| l.name()).collect()
    })
}

/// The name of wait number `wait` as HupaiScore's `wait` gives it: "two-sided",
/// "closed", "edge", "dual pair", "single", "thirteen-sided"; a static NUL-terminated
/// string, null for a number no wait has.
#[unsafe(no_mangle)]
pub extern "C" fn hupai_wait_name(wait: u8) -> *const c_char {
    static NAMES: StaticNames = StaticNames::new();
    NAMES.get(usize::from(wait), || {
        WAITS.iter().map(|w| w.name()).collect()
    })
}

/// The name of a form, given as its HupaiForm bit, as the library writes it:
/// "standard", "seven_pairs", "thirteen_orphans", …; a static NUL-terminated string,
/// null for anything but one HupaiForm bit.
#[unsafe(no_mangle)]
pub extern "C" fn hupai_form_name(form: u32) -> *const c_char {
    static NAMES: StaticNames = StaticNames::new();
    let Some(index) = FORM_BITS.iter().position(|&(_, bit)| bit as u32 == form) else {
        return std::ptr::null();
    };
    NAMES.get(index, || FORM_BITS.iter().map(|(f, _)| f.name()).collect())
}

/// Names made once as NUL-terminated strings that live as long as the program.
struct StaticNames(std::sync::OnceLock<Vec<std::ffi::CString>>);

impl StaticNames {
    const fn new() -> StaticNames {
        StaticNames(std::sync::OnceLock::new())
    }

    /// Name `index` of those `names` lists, or null past their end.
    fn get(
        &'static self,
        index: usize,
        names: impl FnOnce() -> Vec<&'static str>,
    ) -> *const c_char {
        let made = self.0.get_or_init(|| {
            (names().into_iter())
                .map(|name| std::ffi::CString::new(name).expect("no NUL in a name"))
                .collect()
        });
        made.get(index)
            .map_or(std::ptr::null(), |name| name.as_ptr())
    }
}

/// Writes `text` NUL-terminated into `buffer`, cut at a character boundary to fit.
pub(crate) fn write_text(buffer: &mut [c_char; HUPAI_SPLIT_TEXT], text: &str) {
    let text = utf8_prefix(text, HUPAI_SPLIT_TEXT - 1);
    buffer.fill(0);
    for (slot, byte) in buffer.iter_mut().zip(text.bytes()) {
        *slot = byte as c_char;
    }
}
