//! The fans of the 国标 forms that are not four sets and a pair: seven pairs (连七对),
//! 全不靠 and 七星不靠, thirteen orphans, 组合龙 beside a set and a pair, and 九莲宝灯.

use super::exclusions::{exclude, wind_pung};
use super::facts::{
    Facts, code, is_dragon, is_number, is_terminal, is_wind, lone_wait, searched_waits,
};
use super::fan::{Fan, Fans};
use super::standard::{tile_hogs, wait_fans};
use crate::forms::knitted::{KNITTED_BITS, KNITTED_SETS};
use crate::scoring::split::{Set, SetKind};
use crate::tiles::classes;
use crate::tiles::tile::{KINDS, Suit, Tile};

/// Seven pairs (a four of a kind two of them): 连七对, or 七对 with the tiles' fans.
/// `Some((fans, shifted))`.
pub(super) fn seven_pairs(facts: &Facts) -> Option<(Fans, bool)> {
    if facts.meld_count > 0 || facts.concealed.iter().any(|&n| n % 2 == 1) {
        return None;
    }
    if let Some(simples) = shifted_pairs(&facts.concealed, facts.win) {
        let mut fans = facts.moment;
        fans.set(Fan::SevenShiftedPairs, 1);
        if simples {
            fans.set(Fan::AllSimples, 1);
        }
        return Some((fans, true));
    }
    let mut fans = facts.tiles;
    fans.set(Fan::SevenPairs, 1);
    tile_hogs(facts, 0, &mut fans);
    exclude(&mut fans);
    Some((fans, false))
}

/// Whether the pairs are seven in a row of the winning tile's suit, and if so whether
/// they are 2 to 8.
fn shifted_pairs(counts: &[u8; KINDS], win: usize) -> Option<bool> {
    if win >= 27 {
        return None;
    }
    let first = win - win % 9;
    let ranks = &counts[first..first + 9];
    let start = ranks.iter().position(|&n| n > 0)?;
    let run = start + 7 <= 9 && ranks[start..start + 7].iter().all(|&n| n == 2);
    run.then_some(start == 1)
}

/// 全不靠 (with 组合龙 when all nine knitted tiles are there) and 七星不靠.
pub(super) fn honours_and_knitted(facts: &Facts) -> Option<Fans> {
    if facts.meld_count > 0 || facts.present.count_ones() != 14 {
        return None;
    }
    let numbers = facts.present & !classes::HONOURS;
    if !KNITTED_BITS.iter().any(|&k| numbers & !k == 0) {
        return None;
    }
    let mut fans = facts.moment;
    match numbers.count_ones() {
        7 => fans.set(Fan::GreaterHonoursAndKnitted, 1),
        9 => {
            fans.set(Fan::LesserHonoursAndKnitted, 1);
            fans.set(Fan::KnittedStraight, 1);
        }
        8 => fans.set(Fan::LesserHonoursAndKnitted, 1),
        _ => return None,
    }
    Some(fans)
}

/// 十三幺.
pub(super) fn thirteen_orphans(facts: &Facts) -> Option<Fans> {
    const ORPHANS: u64 = classes::ORPHANS;
    if facts.meld_count > 0 || facts.present != ORPHANS {
        return None;
    }
    let mut fans = facts.moment;
    fans.set(Fan::ThirteenOrphans, 1);
    Some(fans)
}

/// A 组合龙 hand: the knitted straight, the fourth set and the pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Knitted {
    /// The suits of the 147, the 258 and the 369.
    pub suits: [Suit; 3],
    /// The fourth set.
    pub set: Set,
    /// The pair's kind.
    pub pair: Tile,
}

/// 组合龙 beside a set (concealed, or the one meld) and a pair.
pub(super) fn knitted_straight(facts: &Facts) -> Option<(Fans, Knitted)> {
    if facts.meld_count > 1 || !facts.concealed.iter().any(|&n| n >= 2) {
        return None;
    }
    let straight = KNITTED_SETS
        .iter()
        .find(|seq| seq.iter().all(|&k| facts.concealed[k] > 0))?;
    let mut rest = facts.concealed;
    straight.iter().for_each(|&k| rest[k] -= 1);
    let (set, pair) = match facts.declared().first() {
        Some(meld) => (*meld, rest.iter().position(|&n| n == 2)?),
        None => set_and_pair(&rest)?,
    };
    let mut fans = knitted_fans(facts, &set, pair);
    knitted_wait(facts, straight, &rest, &set, pair, &mut fans);
    exclude(&mut fans);
    let suit = |k: usize| Tile::from_id(k).expect("a kind").suit();
    let knitted = Knitted {
        suits: [suit(straight[0]), suit(straight[3]), suit(straight[6])],
        set,
        pair: Tile::from_id(pair).expect("a kind"),
    };
    Some((fans, knitted))
}

/// Five concealed tiles as one set and a pair.
fn set_and_pair(rest: &[u8; KINDS]) -> Option<(Set, usize)> {
    for k in (0..KINDS).filter(|&k| rest[k] > 0) {
        for kind in [SetKind::Triplet, SetKind::Run] {
            let tile = Tile::from_id(k).expect("a kind");
            let set = Set {
                kind,
                tile,
                called: false,
                declared: false,
            };
            let mut left = *rest;
            if !take_set(&mut left, &set) {
                continue;
            }
            if let Some(pair) = left.iter().position(|&n| n == 2) {
                return Some((set, pair));
            }
        }
    }
    None
}

/// Takes a set's tiles from counts, if all are there.
fn take_set(counts: &mut [u8; KINDS], set: &Set) -> bool {
    let k = set.tile.id();
    match set.kind {
        SetKind::Run if k < 27 && k % 9 <= 6 && (k..k + 3).all(|i| counts[i] > 0) => {
            (k..k + 3).for_each(|i| counts[i] -= 1);
            true
        }
        SetKind::Triplet if counts[k] >= 3 => {
            counts[k] -= 3;
            true
        }
        _ => false,
    }
}

/// The fans of 组合龙's fourth set and pair, and of the moment and concealment.
fn knitted_fans(facts: &Facts, set: &Set, pair: usize) -> Fans {
    let mut fans = Fans::EMPTY;
    fans.set(Fan::KnittedStraight, 1);
    let (set_code, pair_code) = (code(set.tile.id()), code(pair));
    if set.kind == SetKind::Run {
        if is_number(pair_code) {
            fans.set(Fan::AllChows, 1);
        }
        if facts.all[pair] == 4 {
            fans.set(Fan::TileHog, 1);
        }
    } else if is_wind(set_code) {
        fans.set(Fan::PungOfTerminalsOrHonours, 1);
        wind_pung(
            set_code,
            code(facts.round),
            code(facts.seat),
            false,
            &mut fans,
        );
        if is_dragon(pair_code) {
            fans.set(Fan::AllTypes, 1);
        }
    } else if is_dragon(set_code) {
        fans.set(Fan::DragonPung, 1);
        if is_wind(pair_code) {
            fans.set(Fan::AllTypes, 1);
        }
    } else {
        if is_terminal(set_code) {
            fans.set(Fan::PungOfTerminalsOrHonours, 1);
        }
        if is_number(pair_code) {
            fans.set(Fan::NoHonours, 1);
        }
        if set.kind != SetKind::Kong && facts.all[set.tile.id()] == 4 {
            fans.set(Fan::TileHog, 1);
        }
    }
    for (fan, n) in facts.moment.iter() {
        fans.set(fan, n);
    }
    if set.called {
        if set.kind == SetKind::Kong {
            fans.set(Fan::MeldedKong, 1);
        }
    } else {
        if set.kind == SetKind::Kong {
            fans.set(Fan::ConcealedKong, 1);
        }
        if facts.self_drawn {
            fans.set(Fan::FullyConcealedHand, 1);
            fans.clear(Fan::SelfDrawn);
        } else {
            fans.set(Fan::ConcealedHand, 1);
        }
    }
    fans
}

/// 边张, 嵌张, 单钓将 of a 组合龙 hand: a lone wait among the fourth set and the pair
/// when all is concealed; with a meld, the pair waited on alone.
fn knitted_wait(
    facts: &Facts,
    straight: &[usize; 9],
    rest: &[u8; KINDS],
    set: &Set,
    pair: usize,
    fans: &mut Fans,
) {
    let win = facts.win;
    if facts.meld_count == 0 {
        if rest[win] > 0 && lone_wait(rest, win, searched_waits) {
            let set = Set {
                declared: false,
                ..*set
            };
            wait_fans(&[set], pair, win, fans);
        }
    } else if !straight.contains(&win) || facts.concealed[win] == 3 {
        fans.set(Fan::SingleWait, 1);
    }
}

/// 九莲宝灯: 1112345678999 of the winning tile's suit and the winning tile, all
/// concealed, with the fans its shape holds by the tile won on.
pub(super) fn nine_gates(facts: &Facts) -> Option<Fans> {
    let win = facts.win;
    if facts.meld_count > 0 || win >= 27 {
        return None;
    }
    let first = win - win % 9;
    let mut ranks = [0u8; 9];
    ranks.copy_from_slice(&facts.concealed[first..first + 9]);
    ranks[win - first] -= 1;
    if ranks != [3, 1, 1, 1, 1, 1, 1, 1, 3] {
        return None;
    }
    let mut fans = facts.moment;
    fans.set(Fan::NineGates, 1);
    let extra: &[Fan] = match win - first + 1 {
        1 | 9 => &[Fan::PureStraight, Fan::TileHog],
        2 | 8 => &[
            Fan::TwoConcealedPungs,
            Fan::ShortStraight,
            Fan::PungOfTerminalsOrHonours,
        ],
        5 => &[Fan::TwoConcealedPungs, Fan::PungOfTerminalsOrHonours],
        _ => &[Fan::ShortStraight],
    };
    extra.iter().for_each(|&f| fans.set(f, 1));
    Some(fans)
}
