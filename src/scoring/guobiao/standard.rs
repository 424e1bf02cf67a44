//! The fans of a 国标 win read as four sets and a pair: the sets' combinations (counted
//! by the rules' 不重复 and 套算一次 principles), the pungs and kongs, the pair, the
//! wait, and the exclusions.

use super::exclusions::{exclude, wind_pungs};
use super::facts::{Facts, code, is_dragon, is_number, is_terminal, is_wind, rank, suit};
use super::fan::{Fan, Fans};
use crate::scoring::split::{Set, SetKind};

/// The fans of `sets` (the concealed ones first, then the melds) and the pair of kind
/// `pair`, with `lone_wait` whether the hand waited on one kind alone.
pub(super) fn standard_fans(facts: &Facts, sets: &[Set; 4], pair: usize, lone_wait: bool) -> Fans {
    let mut fans = facts.tiles;
    let mut chows = Codes::default();
    let mut pungs = Codes::default();
    for set in sets {
        match set.kind {
            SetKind::Run => chows.push(code(set.tile.id() + 1)),
            _ => pungs.push(code(set.tile.id())),
        }
    }
    if pungs.len > 0 {
        kong_fans(facts, sets, &mut fans);
        let four_pungs_counted =
            fans.contains(Fan::FourKongs) || fans.contains(Fan::FourConcealedPungs);
        if pungs.len == 4 && !four_pungs_counted {
            fans.set(Fan::AllPungs, 1);
        }
        for &pung in pungs.as_slice() {
            if is_dragon(pung) {
                fans.add(Fan::DragonPung);
            } else if is_terminal(pung) || is_wind(pung) {
                fans.add(Fan::PungOfTerminalsOrHonours);
            }
        }
    }
    let pair_code = code(pair);
    chows.sort();
    pungs.sort();
    let (c, p) = (chows.codes, pungs.codes);
    match chows.len {
        4 => four_chows(c, pair_code, &mut fans),
        3 => three_chows([c[0], c[1], c[2]], &mut fans),
        2 => {
            add(&mut fans, two_chows(c[0], c[1]));
            add(&mut fans, two_pungs(p[0], p[1]));
        }
        1 => three_pungs([p[0], p[1], p[2]], &mut fans),
        _ => four_pungs(p, &mut fans),
    }
    concealment_fans(facts, &mut fans);
    pair_fans(pair_code, chows.len, &mut fans);
    outside_fives_even(sets, pair_code, &mut fans);
    if !fans.contains(Fan::QuadrupleChow) {
        let kongs = sets.iter().filter(|s| s.kind == SetKind::Kong).count();
        tile_hogs(facts, kongs, &mut fans);
    }
    if lone_wait && !fans.contains(Fan::MeldedHand) && !fans.contains(Fan::FourKongs) {
        wait_fans(sets, pair, facts.win, &mut fans);
    }
    exclude(&mut fans);
    if !fans.contains(Fan::BigFourWinds) {
        wind_pungs(facts, pungs.as_slice(), &mut fans);
    }
    if fans.is_empty() {
        fans.set(Fan::ChickenHand, 1);
    }
    fans
}

/// 四归一: kinds of which all four copies are held, not as a kong.
pub(super) fn tile_hogs(facts: &Facts, kongs: usize, fans: &mut Fans) {
    let fours = facts.all.iter().filter(|&&n| n == 4).count();
    fans.set(Fan::TileHog, fours.saturating_sub(kongs) as u8);
}

/// Up to four codes, inline.
#[derive(Default, Clone, Copy)]
struct Codes {
    codes: [u8; 4],
    len: usize,
}

impl Codes {
    fn push(&mut self, code: u8) {
        self.codes[self.len] = code;
        self.len += 1;
    }

    fn as_slice(&self) -> &[u8] {
        &self.codes[..self.len]
    }

    fn sort(&mut self) {
        self.codes[..self.len].sort_unstable();
    }
}

fn add(fans: &mut Fans, fan: Option<Fan>) {
    if let Some(fan) = fan {
        fans.add(fan);
    }
}

/// 双暗刻, 三暗刻, 四暗刻 and the kong fans. A pung completed by a discard is not
/// concealed, unless the winning tile could have completed a concealed chow instead.
fn kong_fans(facts: &Facts, sets: &[Set; 4], fans: &mut Fans) {
    let concealed = |s: &&Set| !s.declared;
    let mut concealed_pungs = sets
        .iter()
        .filter(concealed)
        .filter(|s| s.kind == SetKind::Triplet)
        .count();
    let melded_kongs = sets
        .iter()
        .filter(|s| s.kind == SetKind::Kong && s.called)
        .count();
    let concealed_kongs = sets
        .iter()
        .filter(|s| s.kind == SetKind::Kong && !s.called)
        .count();
    let win = facts.win;
    let chow_took_win = sets
        .iter()
        .filter(concealed)
        .any(|s| s.kind == SetKind::Run && s.holds(tile(win)));
    if !facts.self_drawn && !chow_took_win {
        let won_pungs = sets
            .iter()
            .filter(concealed)
            .filter(|s| s.kind == SetKind::Triplet && s.tile.id() == win)
            .count();
        concealed_pungs -= won_pungs;
    }
    let kongs = melded_kongs + concealed_kongs;
    // With kongs, the concealed kongs are concealed pungs too.
    let hidden = concealed_pungs + concealed_kongs;
    let kong_fan = match (kongs, concealed_kongs) {
        (0, _) => None,
        (1, 0) => Some(Fan::MeldedKong),
        (1, _) => Some(Fan::ConcealedKong),
        (2, 0) => Some(Fan::TwoMeldedKongs),
        (2, 1) => Some(Fan::ConcealedKongAndMeldedKong),
        (2, _) => Some(Fan::TwoConcealedKongs),
        (3, _) => Some(Fan::ThreeKongs),
        _ => Some(Fan::FourKongs),
    };
    add(fans, kong_fan);
    // 双暗杠 is not 双暗刻 again.
    let pung_fan = match hidden {
        2 if kong_fan == Some(Fan::TwoConcealedKongs) => None,
        2 => Some(Fan::TwoConcealedPungs),
        3 => Some(Fan::ThreeConcealedPungs),
        4 => Some(Fan::FourConcealedPungs),
        _ => None,
    };
    add(fans, pung_fan);
}

fn tile(kind: usize) -> crate::tiles::tile::Tile {
    crate::tiles::tile::Tile::from_id(kind).expect("a kind")
}

/// Whether three ranks are consecutive in some order.
fn shifted_unordered(a: u8, b: u8, c: u8) -> bool {
    let mut r = [a, b, c];
    r.sort_unstable();
    r[0] + 1 == r[1] && r[1] + 1 == r[2]
}

/// Whether three codes are of three different suits.
fn three_suits(a: u8, b: u8, c: u8) -> bool {
    suit(a) != suit(b) && suit(a) != suit(c) && suit(b) != suit(c)
}

/// The fan of two chows (by middle codes), if any: 喜相逢, 连六, 老少副, 一般高.
fn two_chows(a: u8, b: u8) -> Option<Fan> {
    if suit(a) != suit(b) {
        return (rank(a) == rank(b)).then_some(Fan::MixedDoubleChow);
    }
    let (low, high) = (a.min(b), a.max(b));
    if low + 3 == high {
        Some(Fan::ShortStraight)
    } else if rank(low) == 2 && rank(high) == 8 {
        Some(Fan::TwoTerminalChows)
    } else if a == b {
        Some(Fan::PureDoubleChow)
    } else {
        None
    }
}

/// The fan of three sorted chows (by middle codes), if any.
fn three_chow_fan(t: [u8; 3]) -> Option<Fan> {
    let [a, b, c] = t;
    if three_suits(a, b, c) {
        let (ra, rb, rc) = (rank(a), rank(b), rank(c));
        if shifted_unordered(ra, rb, rc) {
            return Some(Fan::MixedShiftedChows);
        }
        if ra == rb && rb == rc {
            return Some(Fan::MixedTripleChow);
        }
        let mut r = [ra, rb, rc];
        r.sort_unstable();
        return (r == [2, 5, 8]).then_some(Fan::MixedStraight);
    }
    if a + 3 == b && b + 3 == c {
        Some(Fan::PureStraight)
    } else if (a + 2 == b && b + 2 == c) || (a + 1 == b && b + 1 == c) {
        Some(Fan::PureShiftedChows)
    } else if a == b && b == c {
        Some(Fan::PureTripleChow)
    } else {
        None
    }
}

/// Three chows beside a pung: a three-chow fan, else at most two of the pairs' fans.
fn three_chows(t: [u8; 3], fans: &mut Fans) {
    if let Some(fan) = three_chow_fan(t) {
        fans.set(fan, 1);
        return;
    }
    let pairs = [
        two_chows(t[0], t[1]),
        two_chows(t[0], t[2]),
        two_chows(t[1], t[2]),
    ];
    count_once(&pairs, 2, fans);
}

/// Four chows (sorted middle codes) and the pair.
fn four_chows(t: [u8; 4], pair: u8, fans: &mut Fans) {
    if terminal_chows(t, pair, fans) {
        return;
    }
    let [a, b, c, d] = t;
    if (a + 2 == b && b + 2 == c && c + 2 == d) || (a + 1 == b && b + 1 == c && c + 1 == d) {
        fans.set(Fan::FourPureShiftedChows, 1);
        return;
    }
    if a == b && b == c && c == d {
        fans.set(Fan::QuadrupleChow, 1);
        return;
    }
    // A three-chow fan, and the fourth chow combined once with one of the three.
    for (three, extra) in [
        ([a, b, c], d),
        ([a, b, d], c),
        ([a, c, d], b),
        ([b, c, d], a),
    ] {
        if let Some(fan) = three_chow_fan(three) {
            fans.set(fan, 1);
            let with_extra = three.map(|x| two_chows(x, extra));
            let order = [
                Fan::PureDoubleChow,
                Fan::MixedDoubleChow,
                Fan::ShortStraight,
                Fan::TwoTerminalChows,
            ];
            if let Some(&fan) = order.iter().find(|f| with_extra.contains(&Some(**f))) {
                fans.set(fan, 1);
            }
            return;
        }
    }
    let pairs = [
        two_chows(a, b),
        two_chows(a, c),
        two_chows(a, d),
        two_chows(b, c),
        two_chows(b, d),
        two_chows(c, d),
    ];
    // Each chow combined with none of the others lowers the most that count (套算一次).
    let related = |i: usize| {
        let of = [[0, 1, 2], [0, 3, 4], [1, 3, 5], [2, 4, 5]];
        of[i].iter().any(|&p| pairs[p].is_some())
    };
    let most = 3 - (0..4).filter(|&i| !related(i)).count() as i32;
    if most > 0 {
        count_once(&pairs, most as usize, fans);
    }
}

/// Counts the two-chow fans found, at most `most` of them: over the most, duplicates
/// go first, 老少副 before 连六 before 喜相逢 before 一般高.
fn count_once(pairs: &[Option<Fan>], most: usize, fans: &mut Fans) {
    let order = [
        Fan::PureDoubleChow,
        Fan::MixedDoubleChow,
        Fan::ShortStraight,
        Fan::TwoTerminalChows,
    ];
    let mut counts = order.map(|f| pairs.iter().filter(|p| **p == Some(f)).count());
    let mut total: usize = counts.iter().sum();
    for keep in [1, 0] {
        for i in (0..4).rev() {
            while counts[i] > keep && total > most {
                counts[i] -= 1;
                total -= 1;
            }
        }
    }
    for (fan, n) in order.into_iter().zip(counts) {
        fans.set(fan, n as u8);
    }
}

/// 三色双龙会 and 一色双龙会 (both need a 5 pair).
fn terminal_chows(t: [u8; 4], pair: u8, fans: &mut Fans) -> bool {
    if !is_number(pair) || rank(pair) != 5 {
        return false;
    }
    let ends = t.iter().all(|&c| matches!(rank(c), 2 | 8));
    let lows = t.iter().filter(|&&c| rank(c) == 2).count();
    if !ends || lows != 2 {
        return false;
    }
    if t.iter().all(|&c| suit(c) == suit(pair)) {
        fans.set(Fan::PureTerminalChows, 1);
        return true;
    }
    // Two other suits, each with a 123 and a 789.
    let other = t.iter().all(|&c| suit(c) != suit(pair));
    let each_suit_both = t
        .iter()
        .all(|&c| t.iter().any(|&o| suit(o) == suit(c) && rank(o) != rank(c)));
    let two_suits = t.iter().any(|&c| suit(c) != suit(t[0]));
    if other && two_suits && each_suit_both {
        fans.set(Fan::ThreeSuitedTerminalChows, 1);
        return true;
    }
    false
}

/// The fan of two pungs, if any: 双同刻, 双箭刻.
fn two_pungs(a: u8, b: u8) -> Option<Fan> {
    if is_number(a) && is_number(b) {
        (rank(a) == rank(b)).then_some(Fan::DoublePung)
    } else {
        (is_dragon(a) && is_dragon(b)).then_some(Fan::TwoDragonPungs)
    }
}

/// The fan of three sorted pungs, if any.
fn three_pung_fan(t: [u8; 3]) -> Option<Fan> {
    let [a, b, c] = t;
    if t.iter().all(|&x| is_number(x)) {
        if three_suits(a, b, c) {
            let (ra, rb, rc) = (rank(a), rank(b), rank(c));
            if shifted_unordered(ra, rb, rc) {
                return Some(Fan::MixedShiftedPungs);
            }
            return (ra == rb && rb == rc).then_some(Fan::TriplePung);
        }
        return (a + 1 == b && b + 1 == c).then_some(Fan::PureShiftedPungs);
    }
    if t.iter().all(|&x| is_wind(x)) {
        Some(Fan::BigThreeWinds)
    } else if t.iter().all(|&x| is_dragon(x)) {
        Some(Fan::BigThreeDragons)
    } else {
        None
    }
}

/// Three pungs beside a chow.
fn three_pungs(t: [u8; 3], fans: &mut Fans) {
    if let Some(fan) = three_pung_fan(t) {
        fans.set(fan, 1);
        return;
    }
    add(fans, two_pungs(t[0], t[1]));
    add(fans, two_pungs(t[0], t[2]));
    add(fans, two_pungs(t[1], t[2]));
}

/// Four pungs (sorted codes).
fn four_pungs(t: [u8; 4], fans: &mut Fans) {
    let [a, b, c, d] = t;
    if is_number(a) && a + 1 == b && b + 1 == c && c + 1 == d {
        fans.set(Fan::FourPureShiftedPungs, 1);
        return;
    }
    if t.iter().all(|&x| is_wind(x)) {
        fans.set(Fan::BigFourWinds, 1);
        return;
    }
    for (three, free) in [
        ([a, b, c], 3),
        ([a, b, d], 2),
        ([a, c, d], 1),
        ([b, c, d], 0),
    ] {
        if let Some(fan) = three_pung_fan(three) {
            fans.set(fan, 1);
            // The fourth pung combines once, with the first that makes a fan.
            let found = (0..4)
                .filter(|&i| i != free)
                .find_map(|i| two_pungs(t[i], t[free]));
            add(fans, found);
            return;
        }
    }
    for (i, j) in [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)] {
        add(fans, two_pungs(t[i], t[j]));
    }
}

/// 门前清, 不求人, 全求人 and 自摸 by the melds called.
fn concealment_fans(facts: &Facts, fans: &mut Fans) {
    match (facts.called(), facts.self_drawn) {
        (0, true) => fans.set(Fan::FullyConcealedHand, 1),
        (0, false) => fans.set(Fan::ConcealedHand, 1),
        (4, false) => fans.set(Fan::MeldedHand, 1),
        _ => {}
    }
}

/// 平和, and 小三元 / 小四喜 from 双箭刻 / 三风刻 and an honour pair.
fn pair_fans(pair: u8, chows: usize, fans: &mut Fans) {
    if chows == 4 {
        if is_number(pair) {
            fans.set(Fan::AllChows, 1);
        }
        return;
    }
    if fans.contains(Fan::TwoDragonPungs) {
        if is_dragon(pair) {
            fans.set(Fan::LittleThreeDragons, 1);
            fans.clear(Fan::TwoDragonPungs);
        }
        return;
    }
    if fans.contains(Fan::BigThreeWinds) && is_wind(pair) {
        fans.set(Fan::LittleFourWinds, 1);
        fans.clear(Fan::BigThreeWinds);
    }
}

/// 全带幺, 全带五, 全双刻: a trait of every set and the pair.
fn outside_fives_even(sets: &[Set; 4], pair: u8, fans: &mut Fans) {
    let (mut outside, mut fives, mut even) = (0, 0, 0);
    let groups = sets
        .iter()
        .map(|s| match s.kind {
            SetKind::Run => (code(s.tile.id() + 1), true),
            _ => (code(s.tile.id()), false),
        })
        .chain([(pair, false)]);
    for (c, chow) in groups {
        if !is_number(c) {
            outside += 1;
            continue;
        }
        match (chow, rank(c)) {
            (true, 2 | 8) | (false, 1 | 9) => outside += 1,
            (true, 4..=6) | (false, 5) => fives += 1,
            (false, 2 | 4 | 6 | 8) => even += 1,
            _ => {}
        }
    }
    if outside == 5 {
        fans.set(Fan::OutsideHand, 1);
    } else if fives == 5 {
        fans.set(Fan::AllFives, 1);
    } else if even == 5 {
        fans.set(Fan::AllEvenPungs, 1);
    }
}

/// 边张, 嵌张, 单钓将: where the lone wait's tile sits among the concealed sets and
/// pair (one fan, edge before closed before single).
pub(super) fn wait_fans(sets: &[Set], pair: usize, win: usize, fans: &mut Fans) {
    let (mut edge, mut closed) = (false, false);
    for set in sets
        .iter()
        .filter(|s| !s.declared && s.kind == SetKind::Run)
    {
        let first = set.tile.id();
        if win == first + 1 {
            closed = true;
        } else if win == first || win == first + 2 {
            edge = true;
        }
    }
    if edge {
        fans.set(Fan::EdgeWait, 1);
    } else if closed {
        fans.set(Fan::ClosedWait, 1);
    } else if pair == win {
        fans.set(Fan::SingleWait, 1);
    }
}
