//! Settlement's arithmetic on random endings (riichi, three and four players): the
//! points changes sum to the riichi sticks taken off the table, no stick is lost, the
//! honba is paid once and only to one winner, every payer pays and every winner gains,
//! and the next round keeps or passes the deal as the ending says. (The real rounds of
//! the shared data are in `real_games/settlement.rs`.)

use hupai::rules::{Busting, Pao, RiichiRules, Rules};
use hupai::settlement::{Ending, Payout, Round, SettleError, Settlement, Win, settle, standings};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use crate::common::scaled;

type Random = Xoshiro256PlusPlus;

/// Basic points a win can have: by fu and han below mangan, or a limit's.
fn basic_points(rng: &mut Random) -> u32 {
    const LIMITS: [u32; 8] = [2000, 3000, 4000, 6000, 8000, 16000, 24000, 48000];
    match rng.random_bool(0.6) {
        true => loop {
            let fu = [20, 25, 30, 40, 50, 60, 70, 110][rng.random_range(0..8)];
            let points = fu << (2 + rng.random_range(1..5u32));
            if points < 2000 {
                return points;
            }
        },
        false => LIMITS[rng.random_range(0..LIMITS.len())],
    }
}

fn random_round(rng: &mut Random, players: usize) -> Round {
    let mut round = Round::new(
        (0..players)
            .map(|_| rng.random_range(-5_000..60_000))
            .collect(),
    );
    round.dealer = rng.random_range(0..players);
    round.round = rng.random_range(0..8);
    round.honba = rng.random_range(0..6);
    round.riichi_sticks = rng.random_range(0..5);
    round
}

fn random_ending(rng: &mut Random, players: usize) -> Ending {
    match rng.random_range(0..10) {
        0..=5 => {
            let from = rng.random_range(0..players);
            let mut others: Vec<usize> = (0..players).filter(|&s| s != from).collect();
            let tsumo = rng.random_bool(0.4);
            let count = if tsumo {
                1
            } else {
                rng.random_range(1..players)
            };
            let winners: Vec<usize> = (0..count)
                .map(|_| others.remove(rng.random_range(0..others.len())))
                .collect();
            // A liable seat (pao) is one that did not win: the discarder or another.
            let losers: Vec<usize> = (0..players).filter(|s| !winners.contains(s)).collect();
            let wins = (winners.iter())
                .map(|&seat| {
                    let basic = basic_points(rng);
                    let win = match tsumo {
                        true => Win::tsumo(seat, basic),
                        false => Win::ron(seat, from, basic),
                    };
                    match basic >= 8000 && rng.random_bool(0.3) {
                        true => win.with_pao(losers[rng.random_range(0..losers.len())], 8000),
                        false => win,
                    }
                })
                .collect();
            Ending::Wins(wins)
        }
        6..=8 => Ending::Exhausted {
            tenpai: (0..players).map(|_| rng.random_bool(0.5)).collect(),
            nagashi: (0..players).map(|_| rng.random_bool(0.05)).collect(),
        },
        _ => Ending::Aborted,
    }
}

#[test]
fn settlement_keeps_the_books_on_random_endings() {
    let mut rng = Random::seed_from_u64(72);
    let (mut settled_wins, mut draws, mut pao, mut games_over) = (0, 0, 0, 0);
    for at in 0..scaled(100_000) {
        let players = if at % 4 == 3 { 3 } else { 4 };
        // Every preset's options, and the common default, in turn.
        let mut rules = riichi_of(["riichi", "tenhou", "mahjongsoul", "wrc", "mleague"][at % 5]);
        rules.players = players as u8;
        rules.uma = None;
        let round = random_round(&mut rng, players);
        let ending = random_ending(&mut rng, players);
        let settled = settle(&rules, &round, &ending).unwrap_or_else(|e| panic!("{e}: {ending:?}"));
        let sum: i64 = settled.deltas.iter().sum();
        let next = settled.next;
        match &ending {
            Ending::Wins(wins) => {
                settled_wins += 1;
                pao += usize::from(wins.iter().any(|w| w.pao.is_some()));
                // The sticks leave the table for one winner; nothing else is made.
                assert_eq!(sum, 1000 * i64::from(round.riichi_sticks), "{ending:?}");
                assert_eq!(next.riichi_sticks, 0);
                for win in wins {
                    assert!(settled.deltas[win.seat] > 0, "{ending:?}");
                }
                let winners: Vec<usize> = wins.iter().map(|w| w.seat).collect();
                for seat in (0..players).filter(|s| !winners.contains(s)) {
                    assert!(settled.deltas[seat] <= 0, "{ending:?}");
                }
                // The honba: paid once, (players - 1) × 100 each, to one winner.
                let mut plain = round.clone();
                plain.honba = 0;
                let without = settle(&rules, &plain, &ending).unwrap();
                let honba: Vec<i64> = (settled.deltas.iter().zip(&without.deltas))
                    .map(|(a, b)| a - b)
                    .collect();
                let paid = 100 * (players as i64 - 1) * i64::from(round.honba);
                assert_eq!(
                    honba.iter().filter(|&&h| h > 0).sum::<i64>(),
                    paid,
                    "{ending:?}"
                );
                assert!(honba.iter().filter(|&&h| h > 0).count() <= 1);
                let dealer_won = winners.contains(&round.dealer);
                assert_eq!(next.dealer == round.dealer, dealer_won);
                assert_eq!(next.honba, if dealer_won { round.honba + 1 } else { 0 });
            }
            Ending::Exhausted { tenpai, .. } => {
                draws += 1;
                assert_eq!(sum, 0, "{ending:?}");
                assert_eq!(next.riichi_sticks, round.riichi_sticks);
                assert_eq!(next.honba, round.honba + 1);
                assert_eq!(next.dealer == round.dealer, tenpai[round.dealer]);
            }
            Ending::Aborted => {
                assert!(settled.deltas.iter().all(|&d| d == 0));
                let dealer = match rules.abort_keeps_deal {
                    true => round.dealer,
                    false => (round.dealer + 1) % players,
                };
                assert_eq!((next.dealer, next.honba), (dealer, round.honba + 1));
            }
            _ => unreachable!("every ending is drawn"),
        }
        // Before the last round, only a seat's points bust it (by the rules' busting).
        let after: Vec<i64> = (round.points.iter().zip(&settled.deltas))
            .map(|(p, d)| p + d)
            .collect();
        if round.round < rules.game_length.last_round() {
            let busts = after.iter().any(|&p| rules.busting.busts(p));
            assert_eq!(next.game_over, busts, "{after:?}");
        }
        // Standings exactly at the game's end, their scores summing to zero.
        assert_eq!(settled.standings.is_some(), next.game_over);
        if let Some(table) = &settled.standings {
            assert_eq!(table.iter().map(|s| s.score).sum::<i64>(), 0);
        }
        games_over += usize::from(next.game_over);
        let rotated = (round.dealer + 1) % players;
        assert!(next.dealer == round.dealer || next.dealer == rotated);
        assert_eq!(
            next.round,
            round.round + u8::from(next.dealer != round.dealer)
        );
    }
    println!(
        "{settled_wins} wins ({pao} with a liable seat) and {draws} draws settled; \
         {games_over} games over"
    );
    assert!(pao > 100 && games_over > 100);
}

#[test]
fn endings_that_cannot_be_are_typed_errors() {
    let rules = RiichiRules::default();
    let round = Round::new(vec![25_000; 4]);
    let refused = |ending: Ending| settle(&rules, &round, &ending).unwrap_err();
    assert!(matches!(
        refused(Ending::Wins(vec![Win::ron(4, 0, 2000)])),
        SettleError::NoSuchSeat { seat: 4, .. }
    ));
    assert!(matches!(
        refused(Ending::Wins(vec![Win::ron(1, 1, 2000)])),
        SettleError::Impossible(_)
    ));
    assert!(matches!(
        refused(Ending::Wins(vec![
            Win::ron(1, 0, 2000),
            Win::ron(2, 3, 2000)
        ])),
        SettleError::Impossible(_)
    ));
    assert!(matches!(
        refused(Ending::Wins(vec![Win::tsumo(1, 2000), Win::tsumo(2, 2000)])),
        SettleError::Impossible(_)
    ));
    assert!(matches!(
        refused(Ending::Wins(Vec::new())),
        SettleError::Impossible(_)
    ));
    assert!(matches!(
        refused(Ending::Wins(vec![Win::tsumo(1, 2000).with_pao(1, 2000)])),
        SettleError::Impossible(_)
    ));
    let draw = Ending::Exhausted {
        tenpai: vec![true; 3],
        nagashi: vec![false; 4],
    };
    assert!(matches!(refused(draw), SettleError::Impossible(_)));
    let three = Round::new(vec![35_000; 3]);
    assert!(matches!(
        settle(&rules, &three, &Ending::Aborted),
        Err(SettleError::Seats {
            given: 3,
            players: 4
        })
    ));
}

#[test]
fn standings_rank_ties_by_seat_and_round_by_size() {
    let table = standings(&[30_000, 30_000, 20_000, 20_000], 1, &Payout::tenhou());
    let ranks: Vec<usize> = table.iter().map(|s| s.rank).collect();
    assert_eq!(
        ranks,
        [0, 1, 2, 3],
        "a tie to the seat nearer the first dealer"
    );
    assert_eq!(table[0].points, 31_000, "the stick left to the first place");
    let scores: Vec<i64> = table.iter().map(|s| s.score).collect();
    assert_eq!(scores, [40_000, 10_000, -20_000, -30_000]);
    // 500 toward zero, 600 away, either side of the points returned: 4,500 → 4,000
    // (the first place takes what the others leave), −4,500 → −4,000, −5,600 → −6,000,
    // −14,400 → −14,000.
    let table = standings(&[34_500, 25_500, 24_400, 15_600], 0, &Payout::tenhou());
    let scores: Vec<i64> = table.iter().map(|s| s.score).collect();
    assert_eq!(scores, [44_000, 6_000, -16_000, -34_000]);
    assert_eq!(scores.iter().sum::<i64>(), 0);
}

/// A round and its ending read from JSON, and what it came to written as JSON: the
/// shapes docs/settlement.md gives, unknown keys refused.
#[cfg(feature = "serde")]
#[test]
fn rounds_and_endings_read_from_json() {
    let rules = RiichiRules::default();
    let round: Round = serde_json::from_str(
        r#"{"dealer": 0, "honba": 1, "riichi_sticks": 1, "points": [25000, 24000, 25000, 25000]}"#,
    )
    .unwrap();
    let ending: Ending = serde_json::from_str(
        r#"{"wins": [{"seat": 2, "from": 3, "basic_points": 2000}, {"seat": 1, "from": 3, "basic_points": 8000, "pao": [0, 8000]}]}"#,
    )
    .unwrap();
    let settled = settle(&rules, &round, &ending).unwrap();
    let json = serde_json::to_value(&settled).unwrap();
    assert_eq!(json["deltas"], serde_json::json!(settled.deltas));
    assert_eq!(json["next"]["dealer"], 1);
    assert_eq!(json["next"]["game_over"], false);
    let draw: Ending =
        serde_json::from_str(r#"{"exhausted": {"tenpai": [true, false, false, true]}}"#).unwrap();
    assert!(matches!(&draw, Ending::Exhausted { nagashi, .. } if nagashi.is_empty()));
    let paid = settle(&rules, &round, &draw).unwrap().deltas;
    assert_eq!(
        paid,
        [1_500, -1_500, -1_500, 1_500],
        "no nagashi flags: nobody's"
    );
    let aborted: Ending = serde_json::from_str(r#""aborted""#).unwrap();
    assert_eq!(aborted, Ending::Aborted);
    let unknown = serde_json::from_str::<Round>(r#"{"points": [1, 2, 3, 4], "oya": 0}"#);
    assert!(unknown.unwrap_err().to_string().contains("oya"));
    let table = standings(&[26_000, 32_200, -24_200, 66_000], 0, &Payout::tenhou());
    assert_eq!(serde_json::to_value(table[3]).unwrap()["score"], 76_000);
}

/// The riichi options of a built-in set or preset.
fn riichi_of(name: &str) -> RiichiRules {
    let engine = hupai::Engine::builtin(name).unwrap();
    engine.rules().scoring.riichi().unwrap().clone()
}

/// Every `presets/*.toml` is one of `hupai::PRESETS`, reads, and has the `riichi` set's
/// tables (so no engine for it generates any) and scoring section but its options.
#[test]
fn the_presets_are_riichi_files_with_their_own_options() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/presets");
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    let named: Vec<String> = hupai::PRESETS.iter().map(|n| format!("{n}.toml")).collect();
    assert_eq!(
        files, named,
        "presets/ and hupai::PRESETS list the same files"
    );
    let riichi = hupai::Engine::riichi();
    for name in hupai::PRESETS {
        let text = std::fs::read_to_string(format!("{dir}/{name}.toml")).unwrap();
        let rules = Rules::from_toml(&text).unwrap();
        assert_eq!(rules.name, *name);
        assert_eq!(rules.table_rules(), riichi.rules().table_rules(), "{name}");
        let engine = hupai::Engine::builtin(name).unwrap();
        assert_eq!(engine.rules(), &rules, "{name}: by name as from its file");
        assert_ne!(riichi_of(name), riichi_of("riichi"), "{name} differs");
    }
    let unknown = hupai::Engine::builtin("tenhouu").unwrap_err().to_string();
    assert!(
        unknown.contains("mleague") && unknown.contains("riichi"),
        "{unknown}"
    );
}

/// Each settlement option, both ways.
#[test]
fn each_option_settles_its_way() {
    let tenhou = riichi_of("tenhou");
    let settle_by =
        |rules: &RiichiRules, round: &Round, ending: &Ending| settle(rules, round, ending).unwrap();
    // Busting: a seat at exactly zero ends Mahjong Soul's game, not Tenhou's.
    let mut round = Round::new(vec![33_000, 27_000, 32_000, 8_000]);
    round.round = 1;
    let ron = Ending::Wins(vec![Win::ron(1, 3, 2_000)]);
    assert!(!settle_by(&tenhou, &round, &ron).next.game_over);
    let mut zero = tenhou.clone();
    zero.busting = Busting::AtZero;
    assert!(settle_by(&zero, &round, &ron).next.game_over);
    round.points[3] = 7_000;
    assert!(settle_by(&tenhou, &round, &ron).next.game_over);
    zero.busting = Busting::Off;
    assert!(!settle_by(&zero, &round, &ron).next.game_over);
    // South 4, nobody at 30,000, the deal passing: West, or the end without it.
    let mut last = Round::new(vec![29_000, 27_000, 22_000, 22_000]);
    (last.round, last.dealer) = (7, 3);
    let draw = Ending::Exhausted {
        tenpai: vec![false, false, true, false],
        nagashi: vec![],
    };
    assert!(
        !settle_by(&tenhou, &last, &draw).next.game_over,
        "into West"
    );
    let mut no_west = tenhou.clone();
    no_west.west_extension = false;
    let ended = settle_by(&no_west, &last, &draw);
    assert!(ended.next.game_over);
    let standings = ended.standings.expect("standings at the end");
    assert_eq!(standings[0].rank, 0);
    // Tenpai-yame: the last dealer tenpai in first place with 30,000.
    let mut top = Round::new(vec![22_000, 22_000, 22_000, 34_000]);
    (top.round, top.dealer) = (7, 3);
    let dealer_tenpai = Ending::Exhausted {
        tenpai: vec![false, false, false, true],
        nagashi: vec![],
    };
    assert!(settle_by(&tenhou, &top, &dealer_tenpai).next.game_over);
    let mut plays_on = tenhou.clone();
    plays_on.tenpai_yame = false;
    assert!(!settle_by(&plays_on, &top, &dealer_tenpai).next.game_over);
    assert!(
        !settle_by(&riichi_of("mleague"), &top, &dealer_tenpai)
            .next
            .game_over
    );
    // An abort keeps the deal, or passes it; a honba is added either way.
    let mut passing = tenhou.clone();
    passing.abort_keeps_deal = false;
    let mut east2 = Round::new(vec![25_000; 4]);
    (east2.round, east2.dealer, east2.honba) = (1, 1, 2);
    let kept = settle_by(&tenhou, &east2, &Ending::Aborted).next;
    let passed = settle_by(&passing, &east2, &Ending::Aborted).next;
    assert_eq!((kept.dealer, kept.round, kept.honba), (1, 1, 3));
    assert_eq!((passed.dealer, passed.round, passed.honba), (2, 2, 3));
    // Nagashi mangan: paid as a mangan tsumo, or not at all (the tenpai payments).
    let nagashi = Ending::Exhausted {
        tenpai: vec![false, true, false, false],
        nagashi: vec![false, false, true, false],
    };
    let plain = Round::new(vec![25_000; 4]);
    assert_eq!(
        settle_by(&tenhou, &plain, &nagashi).deltas,
        [-4_000, -2_000, 8_000, -2_000]
    );
    assert_eq!(
        settle_by(&riichi_of("wrc"), &plain, &nagashi).deltas,
        [-1_000, 3_000, -1_000, -1_000]
    );
    // Pao on a double yakuman (16,000 basic points), 8,000 of it the liable seat's.
    let mut honba = Round::new(vec![25_000; 4]);
    honba.honba = 1;
    let tsumo = Ending::Wins(vec![Win::tsumo(1, 16_000).with_pao(2, 8_000)]);
    assert_eq!(
        settle_by(&tenhou, &honba, &tsumo).deltas,
        [0, 64_300, -64_300, 0],
        "Tenhou: the liable seat pays the whole tsumo and the honba"
    );
    let mut by_yakuman = tenhou.clone();
    by_yakuman.pao = Pao::Yakuman;
    assert_eq!(
        settle_by(&by_yakuman, &honba, &tsumo).deltas,
        [-16_000, 64_300, -40_300, -8_000],
        "Mahjong Soul: its yakuman whole, the other shared as a tsumo"
    );
    let ron = Ending::Wins(vec![Win::ron(1, 3, 16_000).with_pao(2, 8_000)]);
    assert_eq!(
        settle_by(&tenhou, &honba, &ron).deltas,
        [0, 64_300, -32_300, -32_000]
    );
    assert_eq!(
        settle_by(&by_yakuman, &honba, &ron).deltas,
        [0, 64_300, -16_300, -48_000]
    );
}

/// Each preset's payout: its starting and returned points and its uma.
#[test]
fn the_presets_pay_out_their_standings() {
    // Final points 15,000 apart about the starting points (they sum to four times them).
    let scores = |name: &str| -> Vec<i64> {
        let payout = riichi_of(name).payout();
        let start = payout.starting_points;
        let points = [start + 15_000, start + 5_000, start - 5_000, start - 15_000];
        standings(&points, 0, &payout)
            .iter()
            .map(|s| s.score)
            .collect()
    };
    // 40,000 less 30,000 and the uma; the first place's the rest (with the oka).
    assert_eq!(scores("tenhou"), [50_000, 10_000, -20_000, -40_000]);
    assert_eq!(scores("mleague"), [60_000, 10_000, -20_000, -50_000]);
    // No oka: 30,000 started and returned.
    assert_eq!(scores("wrc"), [30_000, 10_000, -10_000, -30_000]);
    assert_eq!(riichi_of("sanma").payout().uma, [15_000, 0, -15_000]);
    let text = "name = \"x\"\n[riichi]\numa = [10000, -10000]";
    let error = Rules::from_toml(text).unwrap_err().to_string();
    assert!(error.contains("uma"), "{error}");
}

/// The engine's door: its rules' options, rules without riichi refused.
#[test]
fn the_engine_settles_by_its_rules() {
    let mut round = Round::new(vec![25_000; 4]);
    round.honba = 2;
    let double = Ending::Wins(vec![Win::ron(1, 0, 2_000), Win::ron(2, 0, 2_000)]);
    let settlement = Settlement::new(round, double);
    let tenhou = hupai::Engine::builtin("tenhou")
        .unwrap()
        .settle(&settlement)
        .unwrap();
    assert_eq!(
        tenhou.deltas,
        [-16_600, 8_600, 8_000, 0],
        "the honba to the first winner"
    );
    let guobiao = hupai::Engine::guobiao().settle(&settlement).unwrap_err();
    assert!(matches!(guobiao, SettleError::NotRiichi { .. }));
}

/// 血战到底 under the built-in `sichuan` rules (base 1, cap 16; kongs 2 / 1 / 2).
fn blood(round: &hupai::settlement::BloodRound) -> hupai::settlement::Settled {
    let engine = hupai::Engine::builtin("sichuan").unwrap();
    engine
        .settle(&Settlement::Bloodbath(round.clone()))
        .unwrap_or_else(|e| panic!("{e}: {round:?}"))
}

/// Each seat's change is what its listed payments come to.
fn books_balance(settled: &hupai::settlement::Settled) {
    let mut paid = vec![0i64; settled.deltas.len()];
    for payment in &settled.payments {
        paid[payment.from] -= payment.points;
        paid[payment.to] += payment.points;
    }
    assert_eq!(paid, settled.deltas);
    assert_eq!(settled.deltas.iter().sum::<i64>(), 0);
}

/// Three winners in one round: two on one discard (一炮多响), then a tsumo paid by the
/// one seat left; the discarder of the double deals next.
#[test]
fn bloodbath_three_winners() {
    use hupai::settlement::{BloodEvent, BloodRound, BloodWin};
    let mut round = BloodRound::new(4);
    round.events = vec![
        BloodEvent::ron(2, vec![BloodWin::new(3, 4), BloodWin::new(1, 2)]),
        BloodEvent::tsumo(0, 8),
    ];
    let settled = blood(&round);
    assert_eq!(settled.deltas, [8, 2, -6 - 8, 4]);
    assert_eq!(settled.next.dealer, 2);
    books_balance(&settled);
    // A tsumo by the first winner: every other seat pays, and it deals next.
    round.events = vec![
        BloodEvent::tsumo(1, 4),
        BloodEvent::ron(0, vec![BloodWin::new(3, 2)]),
    ];
    let settled = blood(&round);
    assert_eq!(settled.deltas, [-4 - 2, 12, -4, -4 + 2]);
    assert_eq!(settled.next.dealer, 1);
}

/// 呼叫转移: seat 1's concealed kong gains 6; the discard after it is won by seat 3,
/// who takes those 6 from seat 1 beside the win; at the draw seat 1, not waiting,
/// has nothing left to refund.
#[test]
fn bloodbath_call_transfer() {
    use hupai::settlement::{BloodEnd, BloodEvent, BloodRound, BloodWin, Why};
    let mut round = BloodRound::new(4);
    round.events = vec![
        BloodEvent::concealed_kong(1),
        BloodEvent::Wins {
            from: Some(1),
            winners: vec![BloodWin::new(3, 4)],
            after_kong: true,
        },
    ];
    round.exhausted = Some(BloodEnd::new(vec![Some(2), None, Some(4), None], vec![]));
    let settled = blood(&round);
    let transfer: Vec<_> = (settled.payments.iter())
        .filter(|p| p.why == Why::CallTransfer)
        .collect();
    assert_eq!(
        (
            transfer.len(),
            transfer[0].from,
            transfer[0].to,
            transfer[0].points
        ),
        (1, 1, 3, 6)
    );
    assert!(settled.payments.iter().all(|p| p.why != Why::Refund));
    // Kong +6 −6 transferred −4 ron; 查大叫: seat 1 pays seat 0 two and seat 2 four.
    assert_eq!(settled.deltas, [-2 + 2, 6 - 6 - 4 - 6, -2 + 4, -2 + 4 + 6]);
    books_balance(&settled);
    // Without the rule the gains stay, and seat 1 not waiting refunds them.
    let mut rules = hupai::Engine::builtin("sichuan").unwrap().rules().clone();
    if let hupai::rules::Scoring::Table(table) = &mut rules.scoring {
        table.bloodbath.as_mut().unwrap().call_transfer = false;
    }
    let engine = hupai::Engine::from_rules(rules).unwrap();
    let kept = engine.settle(&Settlement::Bloodbath(round)).unwrap();
    assert!(kept.payments.iter().all(|p| p.why != Why::CallTransfer));
    assert_eq!(
        kept.payments
            .iter()
            .filter(|p| p.why == Why::Refund)
            .count(),
        3
    );
}

/// 查大叫 with several waiting seats, 查花猪 capped at the cap, and a refunded kong:
/// seat 0 (not waiting) pays seats 1 and 2 their largest wins and gives back its
/// exposed kong's 2; seat 3, a flower pig, pays everyone 16.
#[test]
fn bloodbath_exhaustive_draw_checks() {
    use hupai::settlement::{BloodEnd, BloodEvent, BloodRound, KongKind, Why};
    let mut round = BloodRound::new(4);
    round.events = vec![BloodEvent::Kong {
        seat: 0,
        kind: KongKind::Exposed,
        from: Some(2),
    }];
    round.exhausted = Some(BloodEnd::new(
        vec![None, Some(8), Some(16), Some(4)],
        vec![false, false, false, true],
    ));
    let settled = blood(&round);
    let of = |why| settled.payments.iter().filter(|p| p.why == why).count();
    assert_eq!(
        (
            of(Why::Kong),
            of(Why::FlowerPig),
            of(Why::NotWaiting),
            of(Why::Refund)
        ),
        (1, 3, 2, 1)
    );
    assert_eq!(
        settled.deltas,
        [2 + 16 - 8 - 16 - 2, 16 + 8, -2 + 16 + 16 + 2, -48]
    );
    books_balance(&settled);
    // A winner takes no part in the draw's checks, but is paid by a flower pig.
    round.events.push(BloodEvent::tsumo(1, 2));
    let settled = blood(&round);
    assert!(
        !settled
            .payments
            .iter()
            .any(|p| p.why == Why::NotWaiting && p.to == 1)
    );
    assert!(
        settled
            .payments
            .iter()
            .any(|p| p.why == Why::FlowerPig && p.to == 1)
    );
}

/// What cannot be is a typed error: a seat winning twice, a kong after winning, an
/// exposed kong with no discarder, a transfer with no kong, rules without 血战.
#[test]
fn bloodbath_refuses_what_cannot_be() {
    use hupai::settlement::{BloodEvent, BloodRound, BloodWin, KongKind};
    let engine = hupai::Engine::builtin("sichuan").unwrap();
    let refused = |events: Vec<BloodEvent>| {
        let mut round = BloodRound::new(4);
        round.events = events;
        engine.settle(&Settlement::Bloodbath(round)).unwrap_err()
    };
    assert!(matches!(
        refused(vec![BloodEvent::tsumo(1, 2), BloodEvent::tsumo(1, 2)]),
        SettleError::Impossible(_)
    ));
    assert!(matches!(
        refused(vec![BloodEvent::tsumo(1, 2), BloodEvent::concealed_kong(1)]),
        SettleError::Impossible(_)
    ));
    assert!(matches!(
        refused(vec![BloodEvent::Kong {
            seat: 1,
            kind: KongKind::Exposed,
            from: None
        }]),
        SettleError::Impossible(_)
    ));
    assert!(matches!(
        refused(vec![BloodEvent::Wins {
            from: Some(2),
            winners: vec![BloodWin::new(0, 2)],
            after_kong: true
        }]),
        SettleError::Impossible(_)
    ));
    assert!(matches!(
        refused(vec![BloodEvent::tsumo(4, 2)]),
        SettleError::NoSuchSeat { seat: 4, .. }
    ));
    // Three winners of one discard (一炮三响) end the round: nothing may follow.
    let three = vec![
        BloodWin::new(1, 1),
        BloodWin::new(2, 1),
        BloodWin::new(3, 1),
    ];
    assert!(matches!(
        refused(vec![
            BloodEvent::ron(0, three),
            BloodEvent::concealed_kong(0)
        ]),
        SettleError::Impossible(_)
    ));
    let riichi = hupai::Engine::riichi().settle(&Settlement::Bloodbath(BloodRound::new(4)));
    assert!(matches!(riichi, Err(SettleError::NotBloodbath { .. })));
}
