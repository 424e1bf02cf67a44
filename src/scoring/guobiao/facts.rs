//! What every reading of a 国标 win shares: the tiles, the melds, the moment, whether
//! the wait was a lone tile, and the fans of the tiles and the moment alone.

use super::fan::{Fan, Fans};
use crate::forms::counting::kinds_by_count;
use crate::scoring::situation::{Situation, Wind};
use crate::scoring::split::{Set, SetKind};
use crate::tiles::classes;
use crate::tiles::tile::KINDS;

/// A kind as a code whose arithmetic stays within a suit (16 codes a suit, ranks 1–9),
/// in the order the 国标 scorers list tiles (万, 条, 饼, then 东南西北中发白): chows a
/// rank apart differ by one, and sorting codes sorts sets the way ties are broken.
pub(super) fn code(kind: usize) -> u8 {
    const SUIT_BASE: [u8; 3] = [0x10, 0x30, 0x20]; // man, pin, sou
    match kind {
        0..=26 => SUIT_BASE[kind / 9] + (kind % 9) as u8 + 1,
        27..=30 => 0x41 + (kind - 27) as u8, // winds
        _ => 0x45 + (33 - kind) as u8,       // red, green, white
    }
}

/// Whether a code is a number tile.
pub(super) fn is_number(code: u8) -> bool {
    code < 0x40
}

/// A number code's rank (1–9).
pub(super) fn rank(code: u8) -> u8 {
    code & 0x0F
}

/// A number code's suit (1–3).
pub(super) fn suit(code: u8) -> u8 {
    code >> 4
}

/// Whether a code is a wind.
pub(super) fn is_wind(code: u8) -> bool {
    (0x41..=0x44).contains(&code)
}

/// Whether a code is a dragon.
pub(super) fn is_dragon(code: u8) -> bool {
    (0x45..=0x47).contains(&code)
}

/// Whether a code is a 1 or a 9.
pub(super) fn is_terminal(code: u8) -> bool {
    is_number(code) && matches!(rank(code), 1 | 9)
}

/// The win, as every reading counts it.
pub(super) struct Facts {
    /// Copies of each kind, the melds' included (a kong four).
    pub all: [u8; KINDS],
    /// The concealed tiles, the winning tile among them.
    pub concealed: [u8; KINDS],
    /// Kinds present, as bits by id.
    pub present: u64,
    /// The winning tile's kind.
    pub win: usize,
    /// Won by drawing.
    pub self_drawn: bool,
    /// The melds as sets, and how many.
    pub melds: [Set; 4],
    pub meld_count: usize,
    /// The seat's and the round's wind, as kinds.
    pub seat: usize,
    pub round: usize,
    /// The fans of the moment (和绝张, 自摸…), whatever the reading.
    pub moment: Fans,
    /// The moment's fans and the tiles' (suits, terminals, ranks): where a reading
    /// of sets or pairs starts.
    pub tiles: Fans,
}

impl Facts {
    pub(super) fn new(
        concealed: &[u8; KINDS],
        melds: ([Set; 4], usize),
        situation: &Situation,
    ) -> Facts {
        let mut all = *concealed;
        for set in &melds.0[..melds.1] {
            add_set(&mut all, set);
        }
        let present = (0..KINDS)
            .filter(|&k| all[k] > 0)
            .fold(0u64, |mask, k| mask | 1 << k);
        let win = situation.winning_tile.id();
        let wind = |w: Wind| w.tile().id();
        let mut facts = Facts {
            all,
            concealed: *concealed,
            present,
            win,
            self_drawn: situation.is_tsumo(),
            melds: melds.0,
            meld_count: melds.1,
            seat: wind(situation.seat_wind),
            round: wind(situation.round_wind),
            moment: Fans::EMPTY,
            tiles: Fans::EMPTY,
        };
        facts.moment = moment_fans(&facts, situation);
        facts.tiles = facts.moment;
        suit_fans(present, &mut facts.tiles);
        trait_fans(present, &mut facts.tiles);
        rank_fans(present, &mut facts.tiles);
        facts
    }

    /// Melds called from a discard (a concealed kong is not).
    pub(super) fn called(&self) -> usize {
        self.declared().iter().filter(|s| s.called).count()
    }

    /// The melds' sets.
    pub(super) fn declared(&self) -> &[Set] {
        &self.melds[..self.meld_count]
    }
}

/// Adds a set's tiles to counts.
pub(super) fn add_set(counts: &mut [u8; KINDS], set: &Set) {
    let k = set.tile.id();
    match set.kind {
        SetKind::Run => (k..k + 3).for_each(|i| counts[i] += 1),
        SetKind::Triplet => counts[k] += 3,
        SetKind::Kong => counts[k] += 4,
    }
}

/// 和绝张, 自摸, 妙手回春, 海底捞月, 杠上开花, 抢杠和.
fn moment_fans(facts: &Facts, situation: &Situation) -> Fans {
    let mut fans = Fans::EMPTY;
    // Three copies in the melds make the winning tile the last one, said or not.
    let melded = facts.all[facts.win] - facts.concealed[facts.win];
    if situation.last_of_kind || melded == 3 {
        fans.set(Fan::LastTile, 1);
    }
    if facts.self_drawn {
        let drawn_last = situation.last_tile;
        if drawn_last {
            fans.set(Fan::LastTileDraw, 1);
        }
        if situation.after_kong {
            fans.set(Fan::OutWithReplacementTile, 1);
        }
        if !drawn_last && !situation.after_kong {
            fans.set(Fan::SelfDrawn, 1);
        }
    } else {
        if situation.last_tile {
            fans.set(Fan::LastTileClaim, 1);
        }
        if situation.robbing_kong {
            fans.set(Fan::RobbingTheKong, 1);
            fans.clear(Fan::LastTile);
        }
    }
    fans
}

/// 无字, 缺一门, 混一色, 清一色, 五门齐.
fn suit_fans(present: u64, fans: &mut Fans) {
    let honours = present & classes::HONOURS != 0;
    let voided = (0..3).filter(|s| present >> (9 * s) & 0x1FF == 0).count() as u8;
    if !honours {
        fans.set(Fan::NoHonours, 1);
    }
    match voided {
        2 if honours => fans.set(Fan::HalfFlush, 1),
        2 => {
            fans.set(Fan::FullFlush, 1);
            fans.clear(Fan::NoHonours);
        }
        0 => {}
        n => fans.set(Fan::OneVoidedSuit, n),
    }
    let winds = present >> 27 & 0xF != 0;
    let dragons = present >> 31 != 0;
    if voided == 0 && winds && dragons {
        fans.set(Fan::AllTypes, 1);
    }
}

/// 断幺, 推不倒, 绿一色, 字一色, 清幺九, 混幺九.
fn trait_fans(present: u64, fans: &mut Fans) {
    let only = |set: u64| present & !set == 0;
    let simples = present & (classes::TERMINALS | classes::HONOURS) == 0;
    if simples {
        fans.set(Fan::AllSimples, 1);
    }
    if only(classes::REVERSIBLE) {
        fans.set(Fan::ReversibleTiles, 1);
    }
    if only(classes::GREENS) {
        fans.set(Fan::AllGreen, 1);
    }
    if simples {
        return;
    }
    if only(classes::HONOURS) {
        fans.set(Fan::AllHonours, 1);
    } else if only(classes::TERMINALS) {
        fans.set(Fan::AllTerminals, 1);
    } else if only(classes::TERMINALS | classes::HONOURS) {
        fans.set(Fan::AllTerminalsAndHonours, 1);
    }
}

/// 全大, 全中, 全小, 大于五, 小于五 (number tiles alone).
fn rank_fans(present: u64, fans: &mut Fans) {
    if present & classes::HONOURS != 0 {
        return;
    }
    let ranks = (0..3).fold(0u16, |r, s| r | (present >> (9 * s) & 0x1FF) as u16);
    let only = |mask: u16| ranks & !mask == 0;
    // Bit r-1 stands for rank r.
    if only(0b1111) {
        fans.set(
            if ranks & 0b1000 != 0 {
                Fan::LowerFour
            } else {
                Fan::LowerTiles
            },
            1,
        );
    } else if only(0b1_1110_0000) {
        fans.set(
            if ranks & 0b10_0000 != 0 {
                Fan::UpperFour
            } else {
                Fan::UpperTiles
            },
            1,
        );
    } else if only(0b111000) {
        fans.set(Fan::MiddleTiles, 1);
    }
}

/// Whether the concealed tiles without the winning tile wait on one kind alone (独听):
/// reading them as sets and a pair (the kinds in `standard_waits`, found by the
/// caller), or as seven pairs with 13 concealed; a kind all of whose copies are held
/// still counts as a wait.
pub(super) fn lone_wait(
    concealed: &[u8; KINDS],
    win: usize,
    standard_waits: impl FnOnce(&[u8; KINDS]) -> u64,
) -> bool {
    let mut waiting = *concealed;
    waiting[win] -= 1;
    let mut waits = standard_waits(&waiting);
    if waiting.iter().sum::<u8>() == 13
        && let Some(kind) = seven_pairs_wait(&waiting)
    {
        waits |= 1 << kind;
    }
    waits.count_ones() == 1
}

/// The kinds that complete `counts` as sets and a pair, by search: for a few tiles
/// beside 组合龙, where the engine's tables (of whole hands) do not apply.
pub(super) fn searched_waits(counts: &[u8; KINDS]) -> u64 {
    let mut waiting = *counts;
    let mut waits = 0u64;
    for kind in (0..KINDS).filter(|&k| near_held(counts, k)) {
        waiting[kind] += 1;
        if sets_and_pair(&mut waiting, false) {
            waits |= 1 << kind;
        }
        waiting[kind] -= 1;
    }
    waits
}

/// The kind seven pairs wait on: six pairs held (four of a kind two) and the first
/// kind held once or three times.
fn seven_pairs_wait(counts: &[u8; KINDS]) -> Option<usize> {
    let [_, one, two, three, four] = kinds_by_count(counts);
    if (two | three).count_ones() + 2 * four.count_ones() != 6 {
        return None;
    }
    let odd = one | three;
    (odd != 0).then(|| odd.trailing_zeros() as usize)
}

/// Whether a kind could complete a set or pair with the tiles held: it or a kind
/// within two of it in its suit is held.
fn near_held(counts: &[u8; KINDS], kind: usize) -> bool {
    if kind >= 27 {
        return counts[kind] > 0;
    }
    let first = kind - kind % 9;
    (kind.saturating_sub(2).max(first)..=(kind + 2).min(first + 8)).any(|k| counts[k] > 0)
}

/// Whether the counts split wholly into sets and one pair (`paired`: the pair taken).
pub(super) fn sets_and_pair(counts: &mut [u8; KINDS], paired: bool) -> bool {
    let Some(k) = counts.iter().position(|&n| n > 0) else {
        return paired;
    };
    if counts[k] >= 3 {
        counts[k] -= 3;
        let ok = sets_and_pair(counts, paired);
        counts[k] += 3;
        if ok {
            return true;
        }
    }
    if !paired && counts[k] >= 2 {
        counts[k] -= 2;
        let ok = sets_and_pair(counts, true);
        counts[k] += 2;
        if ok {
            return true;
        }
    }
    if k < 27 && k % 9 <= 6 && counts[k + 1] > 0 && counts[k + 2] > 0 {
        (k..k + 3).for_each(|i| counts[i] -= 1);
        let ok = sets_and_pair(counts, paired);
        (k..k + 3).for_each(|i| counts[i] += 1);
        return ok;
    }
    false
}
