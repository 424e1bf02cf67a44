//! The best score with jokers against a brute force: every joker replaced by every
//! kind in play (all assignments up to 3 jokers, samples of them up to 8), each
//! joker-free hand split by a plain search that knows nothing of the engine's tables
//! or its joker search, each reading scored by the table.

use super::reading::{ReadSet, Reading};
use super::{TableScore, Worth, table_fans};
use crate::engine::Engine;
use crate::forms::Form;
use crate::rules::SevenPairs;
use crate::scoring::situation::{Situation, WinBy, Wind};
use crate::test_support::seeded;
use crate::tiles::Melds;
use crate::tiles::hand::Hand;
use crate::tiles::tile::{KINDS, Tile};

/// The most a joker-free hand is worth by the engine's table: every split tried.
fn brute_worth(
    engine: &Engine,
    counts: &[u8; KINDS],
    jokers: u8,
    situation: &Situation,
) -> Option<Worth> {
    let rules = engine.rules();
    let table = rules.scoring.table().expect("a fan table");
    let melds = engine.melds();
    let mut all = *counts;
    for tile in melds.iter().flat_map(|m| m.tiles()) {
        all[tile.id()] += 1;
    }
    let most = if rules.jokers.fifth_copy { 5 } else { 4 };
    let in_play =
        (0..KINDS).all(|k| all[k] == 0 || (rules.tiles.contains(tile(k)) && all[k] <= most));
    let suits = (0..3)
        .filter(|s| all[s * 9..s * 9 + 9].iter().any(|&n| n > 0))
        .count();
    if !in_play || (rules.missing_suit && suits > 2) {
        return None;
    }
    let mut base = Reading::of_melds(Form::Standard, melds, jokers);
    base.counts = all;
    let mut readings = Vec::new();
    split(counts, &base, rules, &mut readings);
    if melds.is_empty() {
        let even = counts.iter().all(|&n| n % 2 == 0);
        let distinct = counts.iter().all(|&n| n == 0 || n == 2);
        let pairs = match rules.seven_pairs {
            SevenPairs::Off => false,
            SevenPairs::Distinct => distinct,
            _ => even,
        };
        if pairs && counts.iter().sum::<u8>() == 14 {
            readings.push(Reading {
                form: Form::SevenPairs,
                ..base.clone()
            });
        }
        let orphans: Vec<usize> = (0..KINDS).filter(|&k| tile(k).is_orphan()).collect();
        let thirteen = orphans.iter().all(|&k| counts[k] >= 1)
            && orphans.iter().map(|&k| counts[k]).sum::<u8>() == 14;
        if rules.thirteen_orphans && thirteen {
            readings.push(Reading {
                form: Form::ThirteenOrphans,
                ..base.clone()
            });
        }
    }
    readings
        .iter()
        .map(|reading| {
            let (fans, total) = table_fans(table, reading, situation);
            let points = super::points(table, total);
            Worth {
                points,
                total,
                fans: fans.len(),
            }
        })
        .max()
}

fn tile(kind: usize) -> Tile {
    Tile::from_id(kind).expect("a kind")
}

/// Every split of `counts` into sets and one pair (the pair the rules allow), each
/// pushed as a standard reading.
fn split(
    counts: &[u8; KINDS],
    reading: &Reading,
    rules: &crate::rules::Rules,
    out: &mut Vec<Reading>,
) {
    let Some(k) = counts.iter().position(|&n| n > 0) else {
        if reading.pair.is_some() {
            out.push(reading.clone());
        }
        return;
    };
    let mut left = *counts;
    if reading.pair.is_none() && left[k] >= 2 && rules.pair.allows(tile(k)) {
        left[k] -= 2;
        split(
            &left,
            &Reading {
                pair: Some(k),
                ..reading.clone()
            },
            rules,
            out,
        );
        left[k] += 2;
    }
    if left[k] >= 3 {
        left[k] -= 3;
        let mut next = reading.clone();
        next.sets.push(ReadSet {
            first: k,
            run: false,
            kong: false,
            called: false,
        });
        split(&left, &next, rules, out);
        left[k] += 3;
    }
    if k < 27 && k % 9 <= 6 && left[k + 1] > 0 && left[k + 2] > 0 {
        (k..k + 3).for_each(|i| left[i] -= 1);
        let mut next = reading.clone();
        next.sets.push(ReadSet {
            first: k,
            run: true,
            kong: false,
            called: false,
        });
        split(&left, &next, rules, out);
    }
}

/// Calls `each` on every multiset of `jokers` kinds in play (kinds in order).
fn assignments(
    kinds: &[usize],
    jokers: u8,
    from: usize,
    chosen: &mut Vec<usize>,
    each: &mut dyn FnMut(&[usize]),
) {
    if chosen.len() == usize::from(jokers) {
        each(chosen);
        return;
    }
    for i in from..kinds.len() {
        chosen.push(kinds[i]);
        assignments(kinds, jokers, i, chosen, each);
        chosen.pop();
    }
}

/// A winning deal of the rules' kinds: sets and a pair of random kinds in play (some
/// sets as melds), then `jokers` of its concealed tiles made jokers; with a
/// situation. `None` when the draw made no hand the rules play.
fn deal(
    engine: &Engine,
    next: &mut impl FnMut() -> u64,
    jokers: u8,
) -> Option<(Engine, Hand, Situation)> {
    let rules = engine.rules();
    let kinds: Vec<usize> = (0..27).filter(|&k| rules.tiles.contains(tile(k))).collect();
    let suit_pool: Vec<usize> = match next() % 3 {
        0 => kinds
            .iter()
            .copied()
            .filter(|&k| k / 9 == kinds[0] / 9)
            .collect(),
        1 => kinds.iter().copied().filter(|&k| k / 9 != 2).collect(),
        _ => kinds.clone(),
    };
    let pick = |next: &mut dyn FnMut() -> u64| suit_pool[next() as usize % suit_pool.len()];
    let mut concealed: Vec<usize> = Vec::new();
    let mut melds: Vec<String> = Vec::new();
    for _ in 0..4 {
        let first = pick(next);
        let set: Vec<usize> = if next().is_multiple_of(2) && first % 9 <= 6 {
            vec![first, first + 1, first + 2]
        } else {
            vec![first; 3]
        };
        if next().is_multiple_of(6) && set[0] == set[1] {
            let text = Hand::from_tiles(&[tile(first); 3], 0).ok()?.to_string();
            melds.push(text);
        } else {
            concealed.extend(set);
        }
    }
    if next().is_multiple_of(4) {
        let pairs: Vec<usize> = (0..7).map(|_| pick(next)).collect();
        concealed = pairs.iter().flat_map(|&k| [k, k]).collect();
        melds.clear();
    } else {
        let pair = pick(next);
        concealed.extend([pair, pair]);
    }
    let mut counts = [0u8; KINDS];
    for &k in &concealed {
        counts[k] += 1;
    }
    if counts.iter().any(|&n| n > 4) {
        return None;
    }
    let mut kept: Vec<usize> = concealed.clone();
    for _ in 0..jokers.min(kept.len() as u8) {
        let at = next() as usize % kept.len();
        kept.remove(at);
    }
    let mut counts = [0u8; KINDS];
    kept.iter().for_each(|&k| counts[k] += 1);
    // Jokers as the rules write them: tiles of the joker kind, or J.
    let hand = match rules.jokers.kinds.first() {
        Some(kind) if jokers <= 4 => {
            counts[kind.id()] += jokers;
            Hand::from_counts(counts, 0).ok()?
        }
        _ => Hand::from_counts(counts, jokers).ok()?,
    };
    let melds: Melds = melds.join(" ").parse().ok()?;
    let engine = engine.with_melds(&melds).ok()?;
    if !engine.is_win(&hand) {
        return None;
    }
    // The winning tile: one held, or a joker drawn (written as its kind, or 1m).
    let held: Vec<Tile> = hand.tiles().collect();
    let win = match held.len() {
        0 => rules.jokers.kinds.first().copied().unwrap_or(tile(0)),
        n => held[next() as usize % n],
    };
    let mut situation = Situation::ron(win);
    if next().is_multiple_of(2) {
        situation.win_by = WinBy::Tsumo;
    }
    situation.seat_wind = Wind::ALL[next() as usize % 4];
    situation.last_tile = next().is_multiple_of(5);
    Some((engine, hand, situation))
}

/// Deals `hands` wins with `jokers` jokers under `rules` and checks each score against
/// the brute force: exactly (every assignment) or, with `sample`, against that many
/// random assignments and the score's own stand-ins.
fn against_brute_force(rules: &str, jokers: u8, hands: usize, sample: Option<usize>) {
    let engine = match rules {
        "every-predicate" => every_predicate(),
        _ => Engine::builtin(rules).expect("built in"),
    };
    let kinds: Vec<usize> = (0..KINDS)
        .filter(|&k| engine.rules().tiles.contains(tile(k)))
        .collect();
    let mut next = seeded(u64::from(jokers) * 1000 + rules.len() as u64);
    let mut checked = 0;
    let mut tries = 0;
    while checked < hands && tries < hands * 200 {
        tries += 1;
        let Some((engine, hand, situation)) = deal(&engine, &mut next, jokers) else {
            continue;
        };
        let Ok(score) = engine.score_table(&hand, &situation) else {
            continue;
        };
        let converted = engine.apply_joker_kinds(&hand);
        let held = *converted.counts();
        let found = Worth {
            points: score.points,
            total: score.total,
            fans: score.fans.len(),
        };
        let with = |chosen: &[usize]| {
            let mut counts = held;
            chosen.iter().for_each(|&k| counts[k] += 1);
            brute_worth(&engine, &counts, jokers, &situation)
        };
        match sample {
            None => {
                let mut best: Option<Worth> = None;
                assignments(&kinds, jokers, 0, &mut Vec::new(), &mut |chosen| {
                    best = best.max(with(chosen));
                });
                assert_eq!(best, Some(found), "{rules} {hand} {situation:?}: {score:?}");
            }
            Some(count) => {
                for _ in 0..count {
                    let chosen: Vec<usize> = (0..jokers)
                        .map(|_| kinds[next() as usize % kinds.len()])
                        .collect();
                    if let Some(worth) = with(&chosen) {
                        assert!(worth <= found, "{rules} {hand}: {chosen:?} beats {score:?}");
                    }
                }
                let own: Vec<usize> = score.stand_ins.iter().map(|t| t.id()).collect();
                assert_eq!(own.len(), usize::from(jokers), "{score:?}");
                assert_eq!(
                    with(&own),
                    Some(found),
                    "{rules} {hand}: its own stand-ins {score:?}"
                );
            }
        }
        checked += 1;
    }
    assert_eq!(
        checked, hands,
        "{rules}: only {checked} deals scored of {tries}"
    );
}

/// 红中 rules with a table naming every predicate, each at its own value (added), so
/// that a reading's worth tells which predicates held.
fn every_predicate() -> Engine {
    static ENGINE: std::sync::OnceLock<Engine> = std::sync::OnceLock::new();
    ENGINE.get_or_init(|| predicate_table(|_| true)).clone()
}

/// 红中 rules with a table naming the predicates `keep` keeps, each at its own value
/// (added).
fn predicate_table(keep: impl Fn(crate::rules::Predicate) -> bool) -> Engine {
    let fans: String = (crate::rules::Predicate::all().enumerate())
        .filter(|&(_, predicate)| keep(predicate))
        .map(|(i, predicate)| {
            let name = predicate.name();
            let value = 1u32 << (i % 12);
            format!("{{ name = \"{name}\", when = \"{name}\", value = {value} }},\n")
        })
        .collect();
    hongzhong_with_table("add", &fans)
}

/// 红中's rules with a `[scoring]` table combining `fans` (TOML array items, each
/// ending its line) by `combine`.
fn hongzhong_with_table(combine: &str, fans: &str) -> Engine {
    let text = include_str!("../../../tables/hongzhong.toml");
    let start = text.find("[scoring]").expect("a [scoring] section");
    let toml = format!(
        "{}[scoring]\nsource = \"the tests\"\ncombine = \"{combine}\"\nfans = [\n{fans}]\n",
        &text[..start]
    );
    let rules = crate::rules::Rules::from_toml(&toml).expect("a table");
    Engine::from_rules(rules).expect("rules that build")
}

#[test]
fn every_predicate_with_jokers_matches_every_assignment() {
    for jokers in 0..=3 {
        against_brute_force("every-predicate", jokers, 25, None);
    }
    against_brute_force("every-predicate", 4, 6, Some(2_000));
}

#[test]
fn joker_free_wins_match_the_brute_force() {
    for rules in ["sichuan", "changsha", "hongzhong", "zhuanzhuan-8-reds"] {
        against_brute_force(rules, 0, 150, None);
    }
}

#[test]
fn up_to_three_jokers_match_every_assignment() {
    for jokers in 1..=3 {
        for rules in ["hongzhong", "zhuanzhuan-8-reds", "changsha"] {
            against_brute_force(rules, jokers, 12, None);
        }
    }
}

#[test]
fn up_to_eight_jokers_beat_every_sampled_assignment() {
    for jokers in 4..=8 {
        let rules = if jokers <= 4 {
            "hongzhong"
        } else {
            "zhuanzhuan-8-reds"
        };
        against_brute_force(rules, jokers, 6, Some(3_000));
    }
}

/// A hostile table (字一色 worth 100, every win 1, added) with up to fourteen jokers:
/// the best reading is found however many jokers there are, never a worse one (the
/// cap on readings once returned 1 for `77zJJJJJJJJJJJJ`).
#[test]
fn many_jokers_under_a_hostile_table_find_the_best() {
    let toml = "name = \"hostile\"\ntiles = \"all\"\nhand_sizes = [14]\n[jokers]\nmax = 14\n\
                [scoring]\nsource = \"the tests\"\ncombine = \"add\"\nfans = [\n\
                { name = \"字一色\", when = \"all-honours\", value = 100 },\n\
                { name = \"平胡\", when = \"always\", value = 1 },\n]\n";
    let engine = Engine::from_rules(crate::rules::Rules::from_toml(toml).unwrap()).unwrap();
    let situation = Situation::tsumo(tile(33));
    let mut checked = 0;
    for jokers in 12..=14u8 {
        let held = 14 - usize::from(jokers);
        // Every choice of the other tiles among a few kinds of each suit and honours.
        for first in [0, 8, 13, 27, 33] {
            for second in [0, 4, 22, 27, 30, 33] {
                let ids: Vec<usize> = [first, second].into_iter().take(held).collect();
                let hand = Hand::from_ids(&ids, jokers).unwrap();
                let honours = ids.iter().all(|&k| k >= 27);
                let mut on = situation;
                on.winning_tile = tile(ids.first().copied().unwrap_or(33));
                let score = engine.score_table(&hand, &on).unwrap();
                assert_eq!(score.points, if honours { 101 } else { 1 }, "{hand}");
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 3 * 30);
}

/// Deals a win with `jokers` jokers under `engine` and scores it again with one of
/// its tiles made a joker: the second may not score less (every reading of the hand
/// is one of the other). Whether both scored, so that they were compared.
fn one_more_joker_never_scores_less(
    engine: &Engine,
    next: &mut impl FnMut() -> u64,
    jokers: u8,
) -> bool {
    let Some((engine, hand, situation)) = deal(engine, next, jokers) else {
        return false;
    };
    let Ok(score) = engine.score_table(&hand, &situation) else {
        return false;
    };
    let held: Vec<usize> = (0..KINDS).filter(|&k| hand.counts()[k] > 0).collect();
    if held.is_empty() {
        return false;
    }
    let mut counts = *hand.counts();
    counts[held[next() as usize % held.len()]] -= 1;
    let Ok(more) = Hand::from_counts(counts, hand.jokers() + 1) else {
        return false;
    };
    let Ok(other) = engine.score_table(&more, &situation) else {
        return false;
    };
    let worth = |s: &TableScore| (s.points, s.total);
    assert!(
        worth(&other) >= worth(&score),
        "{hand} → {more}: {score:?} {other:?}"
    );
    true
}

/// One more joker in place of a tile never scores less (every reading of the hand
/// is a reading of the other), on dealt wins up to eight jokers under a table of
/// every predicate but those that count the jokers held (无鬼 and 四鬼 change with
/// them), added, and the same table multiplied.
#[test]
fn a_joker_in_place_of_a_tile_never_scores_less() {
    use crate::rules::Predicate;
    let mut compared = 0;
    let of_tiles = |p: Predicate| !matches!(p, Predicate::NoJokers | Predicate::FourJokers);
    for rules in ["added", "multiplied"] {
        let engine = predicate_table(of_tiles);
        let engine = match rules {
            "added" => engine,
            _ => {
                let mut rules = engine.rules().clone();
                let table = rules.scoring.table_mut().expect("a table");
                table.combine = crate::rules::Combine::Multiply;
                table
                    .fans
                    .iter_mut()
                    .for_each(|f| f.value = f.value.clamp(1, 3));
                Engine::from_rules(rules).expect("rules that build")
            }
        };
        let mut next = seeded(77 + rules.len() as u64);
        for jokers in 0..=7u8 {
            for _ in 0..2_000 {
                compared +=
                    usize::from(one_more_joker_never_scores_less(&engine, &mut next, jokers));
            }
        }
    }
    assert!(compared >= 10_000, "only {compared} compared");
}

/// A random table over the predicates of the tiles and the moment (those counting the
/// jokers held left out: one more joker changes them), added, multiplied or doubled,
/// with random values, `alone` fans and exclusions, on 红中's rules.
fn random_table(next: &mut impl FnMut() -> u64) -> Engine {
    use crate::rules::Predicate;
    let combine = ["add", "multiply", "double"][next() as usize % 3];
    let predicates: Vec<Predicate> = Predicate::all()
        .filter(|p| !matches!(p, Predicate::NoJokers | Predicate::FourJokers))
        .filter(|_| !next().is_multiple_of(3))
        .collect();
    let mut fans = String::new();
    for (i, predicate) in predicates.iter().enumerate() {
        let value = match combine {
            "add" => next() % 30,
            "multiply" => 1 + next() % 4,
            _ => next() % 4,
        };
        let alone = *predicate == Predicate::Always && next().is_multiple_of(2);
        let excludes = match i.checked_sub(1).filter(|_| next().is_multiple_of(4)) {
            Some(before) => format!(", excludes = [\"{}\"]", predicates[before].name()),
            None => String::new(),
        };
        let name = predicate.name();
        fans.push_str(&format!(
            "{{ name = \"{name}\", when = \"{name}\", value = {value}, alone = {alone}{excludes} }},\n"
        ));
    }
    hongzhong_with_table(combine, &fans)
}

/// The one-more-joker relation on 100,000 dealt wins or more under random tables
/// (up to eight jokers): every reading of a hand is a reading of the hand with a
/// joker in place of one of its tiles, so the best of the second is never less.
#[test]
fn a_joker_in_place_of_a_tile_never_scores_less_under_random_tables() {
    let compare = |seed: u64| {
        let mut next = seeded(seed);
        let mut compared = 0usize;
        while compared < 50_000 {
            let engine = random_table(&mut next);
            for _ in 0..500 {
                let jokers = [0, 0, 1, 1, 2, 3, 4, 5, 6, 7][next() as usize % 10];
                compared +=
                    usize::from(one_more_joker_never_scores_less(&engine, &mut next, jokers));
            }
        }
        compared
    };
    let compared: usize = std::thread::scope(|scope| {
        let halves = [901, 902].map(|seed| scope.spawn(move || compare(seed)));
        halves
            .into_iter()
            .map(|h| h.join().expect("no panic"))
            .sum()
    });
    assert!(compared >= 100_000, "only {compared} compared");
}

#[test]
fn points_combine_add_multiply_and_double_capped_and_saturating() {
    use crate::rules::Combine;
    let engine = crate::Engine::builtin("sichuan").unwrap();
    let mut table = engine.rules().scoring.table().unwrap().clone();
    let mut at = |combine, base, cap, total| {
        (table.combine, table.base, table.cap) = (combine, base, cap);
        super::points(&table, total)
    };
    assert_eq!(at(Combine::Double, 1, 0, 3), 8); // 3 fans: 2^3
    assert_eq!(at(Combine::Add, 2, 0, 12), 24); // 12 points, 底 2
    assert_eq!(at(Combine::Multiply, 1, 4, 8), 4); // capped at 4
    assert_eq!(at(Combine::Double, u32::MAX, 0, 200), u64::MAX); // saturates
}
