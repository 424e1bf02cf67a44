//! Scoring: riichi `score` and `is_legal_win` on seeded winning hands (closed and
//! open, every wind, riichi, tsumo, dora), and 国标 `score_guobiao` and
//! `is_legal_win` on seeded wins (standard, seven pairs, orphans, flushes, the knitted
//! forms; closed and open; flowers), town tables' `score_table` (四川 and 长沙
//! without jokers, 红中 without and with four, 转转 with eight), and `legal_waits`
//! under every built-in that scores: the figures docs/PERFORMANCE.md quotes.
//! `cargo bench --bench scoring`.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hupai::rules::Scoring;
use hupai::scoring::{Declared, Indicators, Situation, Wind};
use hupai::tiles::Melds;
use hupai::{Engine, Hand, Tile};
use hupai_baselines::corpus::{Generator, Shape};

const HANDS: usize = 10_000;

/// A small seeded generator for the situations (the hands come from the corpus).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n
    }
}

/// Winning hands, each with an engine (its melds) and a situation the rules accept.
fn wins(seed: u64) -> Vec<(Engine, Hand, Situation)> {
    let riichi = Engine::riichi();
    let mut rng = Rng(seed);
    let mut found = Vec::with_capacity(HANDS);
    for hand in Generator::new(seed).hands(Shape::Wins, HANDS * 2, 14, 0) {
        if found.len() == HANDS {
            break;
        }
        let (engine, concealed) = maybe_open(&riichi, &hand, &mut rng);
        let tiles: Vec<Tile> = concealed.tiles().collect();
        let mut situation = match rng.below(2) {
            0 => Situation::ron(tiles[rng.below(tiles.len())]),
            _ => Situation::tsumo(tiles[rng.below(tiles.len())]),
        };
        situation.seat_wind = Wind::ALL[rng.below(4)];
        situation.round_wind = Wind::ALL[rng.below(2)];
        if engine.melds().is_empty() && rng.below(5) < 2 {
            situation.declared = Declared::Riichi;
        }
        let indicator = Tile::from_id(rng.below(34)).expect("a kind");
        if hand.count(indicator) < 4 {
            situation.dora_indicators = Indicators::new(&[indicator]).expect("one indicator");
        }
        if engine.score_riichi(&concealed, &situation).is_ok() {
            found.push((engine, concealed, situation));
        }
    }
    found
}

/// 国标 wins, each with an engine (its melds) and a situation: the corpus's wins,
/// flushes, seven pairs and orphans, and knitted hands, half with a meld called.
fn guobiao_wins(seed: u64) -> Vec<(Engine, Hand, Situation)> {
    let guobiao = Engine::guobiao();
    let mut rng = Rng(seed);
    let mut generator = Generator::new(seed);
    let mut hands = Vec::new();
    for shape in [
        Shape::Wins,
        Shape::Wins,
        Shape::Flushes,
        Shape::SevenPairs,
        Shape::Orphans,
    ] {
        hands.extend(generator.hands(shape, HANDS / 2, 14, 0));
    }
    let knitted = ["147m258p369s", "147p258s369m", "147s258m369p"];
    for (i, extra) in ["123m55z", "111z22p", "789s99m", "555z77z", "456p11s"]
        .iter()
        .cycle()
        .take(HANDS / 10)
        .enumerate()
    {
        hands.push(
            format!("{}{extra}", knitted[i % 3])
                .parse()
                .expect("a hand"),
        );
        hands.push(format!("{}12345z", knitted[i % 3]).parse().expect("a hand"));
    }
    let mut found = Vec::with_capacity(HANDS);
    for hand in hands {
        if found.len() == HANDS {
            break;
        }
        let (engine, concealed) = maybe_open(&guobiao, &hand, &mut rng);
        let tiles: Vec<Tile> = concealed.tiles().collect();
        let tile = tiles[rng.below(tiles.len())];
        let mut situation = match rng.below(2) {
            0 => Situation::ron(tile),
            _ => Situation::tsumo(tile),
        };
        situation.seat_wind = Wind::ALL[rng.below(4)];
        situation.round_wind = Wind::ALL[rng.below(4)];
        situation.flowers = rng.below(4) as u8;
        if engine.score_guobiao(&concealed, &situation).is_ok() {
            found.push((engine, concealed, situation));
        }
    }
    // Shuffled, so that no branch predictor learns the order of the shapes.
    for i in (1..found.len()).rev() {
        found.swap(i, rng.below(i + 1));
    }
    found
}

/// Half the time, the hand's first set declared as an open meld.
fn maybe_open(riichi: &Engine, hand: &Hand, rng: &mut Rng) -> (Engine, Hand) {
    if rng.below(2) == 0 {
        return (riichi.clone(), *hand);
    }
    let Some(split) = riichi.decompositions(hand).ok().and_then(|mut d| d.next()) else {
        return (riichi.clone(), *hand);
    };
    let Some(group) = split.melds().next() else {
        return (riichi.clone(), *hand);
    };
    let tiles: Vec<Tile> = group.stand_ins().flatten().collect();
    let text = Hand::from_tiles(&tiles, 0)
        .map(|h| h.to_string())
        .unwrap_or_default();
    let Ok(melds) = text.parse::<Melds>() else {
        return (riichi.clone(), *hand);
    };
    let mut concealed = *hand;
    for &tile in &tiles {
        concealed = concealed.removing(tile).expect("the meld's tiles are held");
    }
    match riichi.with_melds(&melds) {
        Ok(engine) => (engine, concealed),
        Err(_) => (riichi.clone(), *hand),
    }
}

fn scoring(c: &mut Criterion) {
    let wins = wins(2026);
    let with_yaku = wins
        .iter()
        .filter(|(e, h, s)| e.score_riichi(h, s).is_ok_and(|s| s.has_yaku()))
        .count();
    println!("{} winning hands, {with_yaku} with a yaku", wins.len());
    let mut group = c.benchmark_group("scoring");
    group.throughput(Throughput::Elements(wins.len() as u64));
    group.bench_function("score", |b| {
        b.iter(|| {
            for (engine, hand, situation) in &wins {
                black_box(engine.score_riichi(black_box(hand), situation).is_ok());
            }
        })
    });
    // The closed hands alone, on the one engine: the cost without each hand's engine
    // (its melds) to fetch.
    let riichi = Engine::riichi();
    let closed: Vec<&(Engine, Hand, Situation)> = wins
        .iter()
        .filter(|(e, _, _)| e.melds().is_empty())
        .collect();
    group.bench_function("score, closed hands, one engine", |b| {
        b.iter(|| {
            for (_, hand, situation) in &closed {
                black_box(riichi.score_riichi(black_box(hand), situation).is_ok());
            }
        })
    });
    group.bench_function("is_legal_win", |b| {
        b.iter(|| {
            for (engine, hand, situation) in &wins {
                black_box(engine.is_legal_win(black_box(hand), situation) == Ok(true));
            }
        })
    });
    group.finish();
}

fn guobiao(c: &mut Criterion) {
    let wins = guobiao_wins(2027);
    let legal = (wins.iter())
        .filter(|(e, h, s)| e.is_legal_win(h, s) == Ok(true))
        .count();
    println!("{} 国标 wins, {legal} of 8 fans or more", wins.len());
    let mut group = c.benchmark_group("guobiao");
    group.throughput(Throughput::Elements(wins.len() as u64));
    group.bench_function("score_guobiao", |b| {
        b.iter(|| {
            for (engine, hand, situation) in &wins {
                black_box(engine.score_guobiao(black_box(hand), situation).is_ok());
            }
        })
    });
    group.bench_function("is_legal_win", |b| {
        b.iter(|| {
            for (engine, hand, situation) in &wins {
                black_box(engine.is_legal_win(black_box(hand), situation) == Ok(true));
            }
        })
    });
    group.finish();
}

/// Wins the rules score: the corpus's wins and flushes the rules play, with
/// `jokers` of their tiles made jokers (tiles of the rules' joker kind), each with a
/// situation.
fn table_wins(rules: &str, jokers: usize, seed: u64) -> Vec<(Hand, Situation)> {
    let engine = Engine::builtin(rules).expect("built in");
    let joker = engine.rules().jokers.kinds.first().copied();
    let mut rng = Rng(seed);
    let mut generator = Generator::new(seed);
    let mut found = Vec::new();
    for shape in [Shape::Wins, Shape::Flushes, Shape::SevenPairs] {
        for hand in generator.hands(shape, HANDS * 4, 14, 0) {
            // `jokers` of the tiles made jokers (written `J`: eight are more than
            // the joker kind's four), the winning tile a natural one.
            let mut tiles: Vec<Tile> = hand.tiles().collect();
            assert!(jokers == 0 || joker.is_some(), "{rules} plays no jokers");
            for _ in 0..jokers {
                tiles.remove(rng.below(tiles.len()));
            }
            let Ok(hand) = Hand::from_tiles(&tiles, jokers as u8) else {
                continue;
            };
            let situation = match rng.below(2) {
                0 => Situation::ron(tiles[0]),
                _ => Situation::tsumo(tiles[0]),
            };
            if scores(&engine, &hand, &situation) {
                found.push((hand, situation));
            }
            if found.len() * 3 >= HANDS * (1 + found.len() / HANDS) && found.len() >= HANDS / 3 {
                break;
            }
        }
    }
    found.truncate(HANDS);
    found
}

/// Whether the rules' way of scoring takes the win (a riichi win without a yaku
/// included).
fn scores(engine: &Engine, hand: &Hand, situation: &Situation) -> bool {
    match engine.rules().scoring {
        Scoring::Riichi(_) => engine.score_riichi(hand, situation).is_ok(),
        Scoring::Guobiao(_) => engine.score_guobiao(hand, situation).is_ok(),
        _ => engine.score_table(hand, situation).is_ok(),
    }
}

fn tables(c: &mut Criterion) {
    let mut group = c.benchmark_group("tables");
    let sets = [
        ("sichuan", 0),
        ("changsha", 0),
        ("hongzhong", 0),
        ("hongzhong", 4),
        ("zhuanzhuan-8-reds", 8),
    ];
    for (rules, jokers) in sets {
        let engine = Engine::builtin(rules).expect("built in");
        let wins = table_wins(rules, jokers, 2028);
        println!("{rules}, {jokers} jokers: {} wins", wins.len());
        group.throughput(Throughput::Elements(wins.len() as u64));
        // Ten samples where a pass over the hands takes seconds.
        group.sample_size(if jokers > 4 { 10 } else { 100 });
        group.bench_function(format!("score_table {rules} {jokers} jokers"), |b| {
            b.iter(|| {
                for (hand, situation) in &wins {
                    black_box(engine.score_table(black_box(hand), situation).is_ok());
                }
            })
        });
    }
    group.finish();
}

/// `legal_waits` under every built-in that scores, on its wins less their first tile
/// (the town tables' with two jokers where the rules play them).
fn legal_waits(c: &mut Criterion) {
    let mut group = c.benchmark_group("legal_waits");
    group.sample_size(10);
    let sets = [
        ("riichi", 0),
        ("guobiao", 0),
        ("sichuan", 0),
        ("changsha", 0),
        ("hongzhong", 2),
        ("zhuanzhuan-8-reds", 2),
    ];
    for (rules, jokers) in sets {
        let engine = Engine::builtin(rules).expect("built in");
        let waiting: Vec<(Hand, Situation)> = (table_wins(rules, jokers, 2029).into_iter())
            .take(HANDS / 10)
            .filter_map(|(hand, situation)| {
                let waiting = hand.removing(situation.winning_tile)?;
                Some((waiting, Situation::ron(situation.winning_tile)))
            })
            .collect();
        group.throughput(Throughput::Elements(waiting.len() as u64));
        group.bench_function(format!("{rules} {jokers} jokers"), |b| {
            b.iter(|| {
                for (hand, situation) in &waiting {
                    black_box(engine.legal_waits(black_box(hand), situation).is_ok());
                }
            })
        });
    }
    group.finish();
}

criterion_group!(benches, scoring, guobiao, tables, legal_waits);
criterion_main!(benches);
