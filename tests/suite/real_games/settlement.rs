//! What rounds paid, on real games: every round of the Tenhou mjlogs of the shared
//! data settled by `hupai::settlement` from the log alone — its wins (each win's
//! basic points from the log's own fu, han and limit; the liable seat it names), its
//! exhaustive draws (the tenpai hands it shows; nagashi mangan from the discards) and
//! aborts — must come to the points changes the log records (`sc`) and to the next
//! round's dealer, honba and sticks (the next `INIT`).

use hupai::Engine;
use hupai::settlement::{Ending, Round, Settled, Win, settle};

use super::logs;
use super::mjlog::{Tag, kind, tags};

/// A win's basic points from its `AGARI`: the limit the log names, or fu × 2^(han+2).
fn basic_points(tag: &Tag) -> u32 {
    let ten = tag.numbers("ten");
    let (fu, limit) = (ten[0] as u32, ten[2]);
    let han: i64 = tag.numbers("yaku").chunks(2).map(|pair| pair[1]).sum();
    let yakuman = tag.numbers("yakuman").len() as u32;
    match limit {
        0 => fu << (2 + han),
        1 => 2000,
        2 => 3000,
        3 => 4000,
        4 => 6000,
        _ => 8000 * yakuman.max(1),
    }
}

/// The yakuman a liable seat answers for (大三元, 大四喜), 8,000 basic points each.
fn liable_part(tag: &Tag) -> u32 {
    let liable = tag
        .numbers("yakuman")
        .iter()
        .filter(|&&id| id == 39 || id == 49)
        .count();
    8000 * liable as u32
}

fn win(tag: &Tag) -> Win {
    let (who, from) = (
        tag.numbers("who")[0] as usize,
        tag.numbers("fromWho")[0] as usize,
    );
    let win = match who == from {
        true => Win::tsumo(who, basic_points(tag)),
        false => Win::ron(who, from, basic_points(tag)),
    };
    match tag.get("paoWho") {
        Some(liable) => win.with_pao(liable.parse().expect("a seat"), liable_part(tag)),
        None => win,
    }
}

/// The round as the ending tag gives it: points before (`sc`, in hundreds), honba and
/// sticks (`ba`); the dealer and number from its `INIT`.
fn round_of(init: &Tag, end: &Tag) -> Round {
    let sc = end.numbers("sc");
    let ba = end.numbers("ba");
    let mut round = Round::new(sc.chunks(2).map(|pair| pair[0] * 100).collect());
    round.dealer = init.numbers("oya")[0] as usize;
    round.round = init.numbers("seed")[0] as u8;
    (round.honba, round.riichi_sticks) = (ba[0] as u8, ba[1] as u8);
    round
}

/// The points changes a round's ending tags record, summed.
fn recorded(ends: &[&Tag]) -> Vec<i64> {
    let mut deltas = vec![0; 4];
    for end in ends {
        for (seat, pair) in end.numbers("sc").chunks(2).enumerate() {
            deltas[seat] += pair[1] * 100;
        }
    }
    deltas
}

/// Which seats' discards make nagashi mangan in a round's tags: all terminals and
/// honours, none called away.
fn nagashi(body: &[&Tag]) -> Vec<bool> {
    let mut still = vec![true; 4];
    let mut last_discarder = None;
    for tag in body {
        let first = tag.name.as_bytes().first().copied().unwrap_or(b' ');
        let discarder = b"DEFG".iter().position(|&c| c == first);
        match (
            tag.name.as_str(),
            discarder,
            tag.name.get(1..).and_then(|n| n.parse::<u8>().ok()),
        ) {
            (_, Some(seat), Some(id)) => {
                still[seat] &= kind(id).is_orphan();
                last_discarder = Some(seat);
            }
            ("N", ..) => {
                // A chi, pon or open kong takes the last discard (an added or concealed
                // kong takes none).
                let m = tag.numbers("m")[0];
                let added = m & 0x4 == 0 && m & 0x10 != 0;
                let concealed = m & 0x1c == 0 && m & 3 == 0;
                if let Some(seat) = last_discarder.filter(|_| !added && !concealed) {
                    still[seat] = false;
                }
            }
            _ => {}
        }
    }
    still
}

/// What replaying every log found.
#[derive(Default)]
struct Tally {
    wins: usize,
    draws: usize,
    aborts: usize,
    next_rounds: usize,
    unfinished: usize,
    misses: Vec<String>,
}

/// One round: its `INIT`, the tags after it, and the next round's `INIT` if any.
fn check_round(init: &Tag, body: &[&Tag], next: Option<&Tag>, log: &str, tally: &mut Tally) {
    let rules = Engine::riichi()
        .rules()
        .scoring
        .riichi()
        .expect("riichi")
        .clone();
    let ends: Vec<&Tag> = (body.iter().copied())
        .filter(|t| matches!(t.name.as_str(), "AGARI" | "RYUUKYOKU"))
        .collect();
    let Some(first) = ends.first() else {
        // A log cut short (the shared data's fragments end mid-round): nothing to pay.
        assert!(next.is_none(), "{log}: a round with no end before another");
        tally.unfinished += 1;
        return;
    };
    let round = round_of(init, first);
    let ending = match first.name.as_str() {
        "AGARI" => {
            tally.wins += ends.len();
            Ending::Wins(ends.iter().map(|t| win(t)).collect())
        }
        _ if first.get("type").is_some_and(|t| t != "nm") => {
            tally.aborts += 1;
            Ending::Aborted
        }
        _ => {
            tally.draws += 1;
            Ending::Exhausted {
                tenpai: (0..4)
                    .map(|s| first.get(&format!("hai{s}")).is_some())
                    .collect(),
                nagashi: nagashi(body),
            }
        }
    };
    let settled: Settled = match settle(&rules, &round, &ending) {
        Ok(settled) => settled,
        Err(error) => return tally.misses.push(format!("{log}: {error} ({ending:?})")),
    };
    let wanted = recorded(&ends);
    if settled.deltas != wanted {
        tally.misses.push(format!(
            "{log} round {}-{}: {ending:?} settled {:?}, the log {wanted:?}",
            round.round, round.honba, settled.deltas
        ));
    }
    if let Some(next) = next {
        tally.next_rounds += 1;
        let seed = next.numbers("seed");
        let logged = (
            next.numbers("oya")[0] as usize,
            seed[0] as u8,
            seed[1] as u8,
            seed[2] as u8,
        );
        let n = settled.next;
        if (n.dealer, n.round, n.honba, n.riichi_sticks) != logged {
            tally
                .misses
                .push(format!("{log}: next round {n:?}, the log {logged:?}"));
        }
    }
}

/// Every round of one log.
fn replay(text: &str, log: &str, tally: &mut Tally) {
    let tags = tags(text);
    let starts: Vec<usize> = (tags.iter().enumerate())
        .filter(|(_, t)| t.name == "INIT")
        .map(|(at, _)| at)
        .collect();
    for (i, &start) in starts.iter().enumerate() {
        let end = starts.get(i + 1).copied().unwrap_or(tags.len());
        let body: Vec<&Tag> = tags[start + 1..end].iter().collect();
        let next = starts.get(i + 1).map(|&at| &tags[at]);
        check_round(&tags[start], &body, next, log, tally);
    }
}

#[test]
fn every_round_of_the_tenhou_mjlogs_pays_what_the_log_says() {
    let logs = logs("game-logs/tenhou-mjlog");
    if logs.is_empty() {
        return;
    }
    let mut tally = Tally::default();
    for (name, text) in &logs {
        replay(text, name, &mut tally);
    }
    println!(
        "{} Tenhou logs: {} wins, {} exhaustive draws, {} aborts settled, {} next rounds \
         ({} logs cut short mid-round); {} not as the log says",
        logs.len(),
        tally.wins,
        tally.draws,
        tally.aborts,
        tally.next_rounds,
        tally.unfinished,
        tally.misses.len()
    );
    assert!(tally.misses.is_empty(), "{}", tally.misses.join("\n"));
    assert!(tally.wins > 50 && tally.draws > 10);
}
