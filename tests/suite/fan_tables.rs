//! Town fan tables, by hand: cases from each built-in table's published rules (the
//! fans, their values and how they combine; the jokers' best stand-ins), the `[scoring]`
//! section's errors with their line and column, and ugly hands under every rule set.
//! The brute force over every joker assignment is in `src/scoring/table/tests.rs`.

use hupai::Engine;
use hupai::error::ScoreError;
use hupai::rules::{Predicate, Rules};
use hupai::scoring::{Situation, WinBy, Wind};

/// A case: rules, what it shows, melds, hand, winning tile, the moment in words, the
/// fans as `name value[ ×times]`, the points, and how many jokers stood in.
struct Case {
    rules: &'static str,
    what: &'static str,
    melds: &'static str,
    hand: &'static str,
    win: &'static str,
    moment: &'static str,
    fans: &'static str,
    points: u64,
    jokers: usize,
}

#[allow(clippy::too_many_arguments)]
const fn case(
    rules: &'static str,
    what: &'static str,
    melds: &'static str,
    hand: &'static str,
    win: &'static str,
    moment: &'static str,
    fans: &'static str,
    points: u64,
    jokers: usize,
) -> Case {
    Case {
        rules,
        what,
        melds,
        hand,
        win,
        moment,
        fans,
        points,
        jokers,
    }
}

#[rustfmt::skip]
const CASES: &[Case] = &[
    case("sichuan", "清一色 and a root", "", "123456789m11122m", "2m", "ron", "清一色 2, 根 1", 8, 0),
    case("sichuan", "清一色 by 自摸", "", "11122233345699m", "9m", "tsumo", "清一色 2, 自摸 1", 8, 0),
    case("sichuan", "清七对", "", "11223344556677p", "7p", "ron", "清一色 2, 七对 2", 16, 0),
    case("sichuan", "清龙七对, capped", "", "11112233445566p", "6p", "ron", "清一色 2, 七对 2, 龙七对 1, 根 1", 16, 0),
    case("sichuan", "清对", "", "111222555999m88m", "8m", "ron", "对对胡 1, 清一色 2", 8, 0),
    case("sichuan", "将对 leaves out 对对胡", "", "222555888m222p55p", "2p", "ron", "将对 3", 8, 0),
    case("sichuan", "金钩钓", "111m 555p 999p 777m", "22m", "2m", "ron", "对对胡 1, 金钩钓 1", 4, 0),
    case("sichuan", "带幺九 and a root", "", "123789m11789p999p", "1m", "ron", "带幺九 2, 根 1", 8, 0),
    case("sichuan", "杠上开花", "2222m", "345m567p88p345p", "8p", "tsumo after_kong", "根 1, 自摸 1, 杠上开花 1", 8, 0),
    case("sichuan", "天胡", "", "123456789m11122m", "2m", "tsumo first_turn", "清一色 2, 根 1, 自摸 1, 天胡 5", 16, 0),
    case("sichuan", "地胡", "", "123456789m11122m", "2m", "tsumo first_turn seat=south", "清一色 2, 根 1, 自摸 1, 地胡 5", 16, 0),
    case("sichuan", "海底捞月", "", "123456789m11122m", "2m", "ron last_tile", "清一色 2, 根 1, 海底捞月 1", 16, 0),
    case("sichuan", "抢杠胡", "", "123456789m11123m", "3m", "ron robbing_kong", "清一色 2, 根 1, 抢杠胡 1", 16, 0),
    case("sichuan", "杠上炮", "", "123456789m11123m", "3m", "ron kong_discard", "清一色 2, 根 1, 杠上炮 1", 16, 0),
    case("sichuan", "平胡 and 杠上炮", "", "123456m123p44455p", "5p", "ron kong_discard", "杠上炮 1", 2, 0),
    case("sichuan", "平胡 alone", "", "123456m123p44455p", "5p", "ron", "平胡 0", 1, 0),
    case("changsha", "小胡 alone", "", "123456789m22p345s", "2p", "ron", "小胡 2", 2, 0),
    case("changsha", "碰碰胡", "", "111222333m555p88s", "8s", "ron", "碰碰胡 6", 6, 0),
    case("changsha", "清一色 七小对", "", "11223344556677p", "7p", "ron", "清一色 6, 七小对 6", 12, 0),
    case("changsha", "豪华七小对", "", "11112233445566p", "6p", "ron", "清一色 6, 七小对 6, 豪华七小对 6", 18, 0),
    case("changsha", "清一色", "", "123456789m11155m", "5m", "ron", "清一色 6", 6, 0),
    case("changsha", "全求人", "111m 234p 567s 999s", "22m", "2m", "ron", "全求人 6", 6, 0),
    case("changsha", "海底捞月", "", "123456789m22p345s", "2p", "ron last_tile", "海底捞月 6", 6, 0),
    case("changsha", "杠上开花", "2222m", "345m567p88p345p", "8p", "tsumo after_kong", "杠上开花 6", 6, 0),
    case("changsha", "抢杠胡", "", "123456789m22p345s", "3s", "ron robbing_kong", "抢杠胡 6", 6, 0),
    case("changsha", "天胡", "", "123456789m22p345s", "2p", "tsumo first_turn", "天胡 6", 6, 0),
    case("changsha", "碰碰胡 and 将将胡", "", "222555888m22p555p", "5p", "ron", "碰碰胡 6, 将将胡 6", 12, 0),
    case("hongzhong", "无红中", "", "111m234567m789m22m", "2m", "tsumo", "无红中 2", 4, 0),
    case("hongzhong", "two Reds as the pair", "", "111m234567m789m77z", "7z", "tsumo", "平胡 1", 2, 2),
    case("hongzhong", "七对 with a Red", "", "1122334455667m7z", "7m", "ron", "七对 2", 4, 1),
    case("hongzhong", "七对 without a Red", "", "11223344556677m", "7m", "ron", "七对 2, 无红中 2", 8, 0),
    case("hongzhong", "四红中", "", "123m456m789m1m7777z", "1m", "tsumo", "四红中 2", 4, 4),
    case("hongzhong", "杠上开花", "2222m", "345m567p88p345p", "8p", "tsumo after_kong", "无红中 2, 杠上开花 2", 8, 0),
    case("hongzhong", "抢杠胡", "", "123456789m11123m", "3m", "ron robbing_kong", "无红中 2, 抢杠胡 2", 8, 0),
    case("hongzhong", "a Red in a run", "", "12345678m11122m7z", "2m", "ron", "平胡 1", 2, 1),
    case("hongzhong", "melds and a Red pair", "111m 222m 333m", "444p77z", "4p", "ron", "平胡 1", 2, 2),
    case("hongzhong", "a Red completing nine gates' shape", "", "1112345678999m7z", "9m", "ron", "平胡 1", 2, 1),
    case("zhuanzhuan-8-reds", "清一色 无红中", "", "111m234567m789m22m", "2m", "tsumo", "清一色 2, 无红中 2", 8, 0),
    case("zhuanzhuan-8-reds", "碰碰胡 with Reds", "", "111222333m444p7z7z", "4p", "ron", "碰碰胡 2", 4, 2),
    case("zhuanzhuan-8-reds", "清七对 无红中", "", "11223344556677m", "7m", "ron", "七对 2, 清一色 2, 无红中 2", 16, 0),
    case("zhuanzhuan-8-reds", "six jokers", "", "JJJJJJ12345678m", "1m", "tsumo", "清一色 2, 四红中 2", 8, 6),
    case("zhuanzhuan-8-reds", "eight jokers: seven pairs", "", "JJJJJJJJ123456m", "1m", "tsumo", "七对 2, 清一色 2, 四红中 2", 16, 8),
    case("zhuanzhuan-8-reds", "a Red in 789m", "", "1112345678999m7z", "9m", "ron", "清一色 2", 4, 1),
    case("zhuanzhuan-8-reds", "杠上开花", "2222p", "345m567p88p345p", "8p", "tsumo after_kong", "无红中 2, 杠上开花 2", 8, 0),
    case("zhuanzhuan-8-reds", "抢杠胡", "", "123456789m11123p", "3p", "ron robbing_kong", "无红中 2, 抢杠胡 2", 8, 0),
    case("zhuanzhuan-8-reds", "清一色", "", "123p456p789p111p22p", "2p", "ron", "清一色 2, 无红中 2", 8, 0),
    case("zhuanzhuan-8-reds", "three Reds", "", "123m456p789s11m7z7z7z", "1m", "ron", "平胡 1", 2, 3),
];

/// A situation from words: `ron`, `tsumo`, `seat=W`, `first_turn`, `last_tile`,
/// `after_kong`, `robbing_kong`, `kong_discard`.
fn situation(win: &str, words: &str) -> Situation {
    let mut situation = Situation::ron(win.parse().expect("a tile"));
    for word in words.split_whitespace() {
        match word.split_once('=') {
            Some(("seat", wind)) => situation.seat_wind = wind.parse::<Wind>().expect("a wind"),
            _ => match word {
                "ron" => {}
                "tsumo" => situation.win_by = WinBy::Tsumo,
                "first_turn" => situation.first_turn = true,
                "last_tile" => situation.last_tile = true,
                "after_kong" => situation.after_kong = true,
                "robbing_kong" => situation.robbing_kong = true,
                "kong_discard" => situation.kong_discard = true,
                _ => panic!("unknown word {word}"),
            },
        }
    }
    situation
}

fn engine(rules: &str, melds: &str) -> Engine {
    let engine = Engine::builtin(rules).expect("built in");
    match melds {
        "" => engine,
        melds => engine
            .with_melds(&melds.parse().expect("melds"))
            .expect("melds"),
    }
}

#[test]
fn every_case_scores_as_its_town_counts() {
    for name in ["sichuan", "changsha", "hongzhong", "zhuanzhuan-8-reds"] {
        assert!(
            CASES.iter().filter(|c| c.rules == name).count() >= 10,
            "{name}"
        );
    }
    for case in CASES {
        let engine = engine(case.rules, case.melds);
        let hand = case.hand.parse().expect("a hand");
        let situation = situation(case.win, case.moment);
        let score = engine
            .score_table(&hand, &situation)
            .unwrap_or_else(|e| panic!("{}: {e}", case.what));
        let fans: Vec<String> = (score.fans.iter())
            .map(|f| match f.times {
                1 => format!("{} {}", f.name, f.value),
                n => format!("{} {} ×{n}", f.name, f.value),
            })
            .collect();
        assert_eq!(fans.join(", "), case.fans, "{}", case.what);
        assert_eq!(score.points, case.points, "{}", case.what);
        assert_eq!(score.stand_ins.len(), case.jokers, "{}", case.what);
        assert!(
            score.is_legal() && !score.reading.is_empty(),
            "{}",
            case.what
        );
        assert_eq!(
            engine.is_legal_win(&hand, &situation),
            Ok(true),
            "{}",
            case.what
        );
        let table = engine.rules().scoring.table().expect("a table");
        for fan in &score.fans {
            assert_eq!(table.fans[fan.index].name, fan.name);
        }
    }
}

#[test]
fn every_built_in_table_names_its_source() {
    for name in ["sichuan", "changsha", "hongzhong", "zhuanzhuan-8-reds"] {
        let engine = Engine::builtin(name).unwrap();
        let table = engine.rules().scoring.table().expect("a table");
        assert!(table.source.contains("计"), "{name}: {}", table.source);
        assert!(table.fans.len() >= 6, "{name}");
    }
    // The vocabulary: every predicate by its name, back and forth.
    for predicate in Predicate::all() {
        assert_eq!(Predicate::from_name(predicate.name()), Some(predicate));
    }
}

/// A rules file with `[scoring]` made of `fans` (TOML array items) and `extra` lines.
fn rules_with(extra: &str, fans: &[String]) -> Result<Rules, hupai::rules::RulesError> {
    let text = format!(
        "name = \"town\"\n[scoring]\nsource = \"a sheet\"\n{extra}\nfans = [\n{}\n]\n",
        fans.join(",\n")
    );
    Rules::from_toml(&text)
}

#[test]
fn bad_tables_are_errors_with_line_and_column() {
    let fan = |name: &str, when: &str, value: u32| {
        format!("{{ name = \"{name}\", when = \"{when}\", value = {value} }}")
    };
    let ok = fan("清一色", "full-flush", 2);
    for (extra, fans, what) in [
        (
            "",
            vec![fan("x", "fullflush", 1)],
            "unknown value \"fullflush\" (did you mean \"full-flush\"?)",
        ),
        (
            "",
            vec![r#"{ name = "a", when = "always", value = 1, excludes = ["a"] }"#.to_string()],
            "excludes itself",
        ),
        (
            "",
            vec![
                r#"{ name = "a", when = "always", value = 1, excludes = ["b"] }"#.to_string(),
                r#"{ name = "b", when = "roots", value = 1, excludes = ["c"] }"#.to_string(),
                r#"{ name = "c", when = "kongs", value = 1, excludes = ["a"] }"#.to_string(),
            ],
            "in a circle: a → b → c → a",
        ),
        (
            "",
            vec![r#"{ name = "a", when = "always", value = 1, excludes = ["zz"] }"#.to_string()],
            "which no fan is named",
        ),
        (
            // A two-character name one character off still gets its suggestion.
            "",
            vec![
                r#"{ name = "清一色", when = "full-flush", value = 2, excludes = ["平湖"] }"#
                    .to_string(),
                fan("平胡", "always", 1),
            ],
            "excludes \"平湖\", which no fan is named (did you mean \"平胡\"?)",
        ),
        (
            "combine = \"double\"",
            vec![fan("a", "always", 31)],
            "out of range",
        ),
        (
            "combine = \"multiply\"",
            vec![fan("a", "always", 0)],
            "out of range",
        ),
        ("", vec![ok.clone(), ok.clone()], "named twice"),
        ("base = 0", vec![ok.clone()], "base = 0"),
        ("cap = 1\nbase = 2", vec![ok.clone()], "under the base"),
        (
            "combine = \"triple\"",
            vec![ok.clone()],
            "unknown value \"triple\"",
        ),
        ("", vec![fan("", "always", 1)], "1 to 40"),
        (
            "",
            vec![r#"{ name = "a", when = "always", value = 1, bogus = 2 }"#.to_string()],
            "unknown field",
        ),
    ] {
        let error = rules_with(extra, &fans).unwrap_err().to_string();
        assert!(error.contains(what), "{what}: {error}");
        assert!(error.contains("line"), "{what}: no line in {error}");
    }
    let many: Vec<String> = (0..65)
        .map(|i| fan(&format!("f{i}"), "always", 1))
        .collect();
    assert!(
        rules_with("", &many)
            .unwrap_err()
            .to_string()
            .contains("at most 64")
    );
    let no_source =
        Rules::from_toml("name = \"t\"\n[scoring]\nsource = \" \"\nfans = []").unwrap_err();
    assert!(no_source.to_string().contains("source"), "{no_source}");
    let both = Rules::from_toml("name = \"t\"\n[riichi]\n[scoring]\nsource = \"s\"").unwrap_err();
    assert!(both.to_string().contains("not two"), "{both}");
    assert!(rules_with("", &[ok]).is_ok());
}

#[test]
fn refused_hands_and_situations_are_typed_errors() {
    let sichuan = Engine::builtin("sichuan").unwrap();
    let hand = "11122233345699m".parse().unwrap();
    let mut flowers = situation("9m", "tsumo");
    flowers.flowers = 1;
    assert!(matches!(
        sichuan.score_table(&hand, &flowers),
        Err(ScoreError::Situation(_))
    ));
    let mut riichi = situation("9m", "ron");
    riichi.declared = hupai::scoring::Declared::Riichi;
    assert!(matches!(
        sichuan.score_table(&hand, &riichi),
        Err(ScoreError::Situation(_))
    ));
    assert!(matches!(
        sichuan.score_table(&hand, &situation("9m", "ron after_kong")),
        Err(ScoreError::Situation(_))
    ));
    for refused in [
        "tsumo kong_discard",
        "ron kong_discard robbing_kong",
        "ron kong_discard first_turn",
    ] {
        assert!(
            matches!(
                sichuan.score_table(&hand, &situation("9m", refused)),
                Err(ScoreError::Situation(_))
            ),
            "{refused}"
        );
    }
    assert!(matches!(
        sichuan.score_table(&hand, &situation("1p", "ron")),
        Err(ScoreError::Situation(_))
    ));
    assert!(matches!(
        Engine::riichi().score_table(&hand, &situation("9m", "ron")),
        Err(ScoreError::NotScored { .. })
    ));
    assert!(matches!(
        sichuan.score_table(&"1112223334569m".parse().unwrap(), &situation("9m", "ron")),
        Err(ScoreError::NotFourteen { .. })
    ));
    assert!(matches!(
        sichuan.score_table(&"11122233345679m".parse().unwrap(), &situation("9m", "ron")),
        Err(ScoreError::NotAWin)
    ));
}

#[test]
fn ugly_hands_under_every_rule_set_are_scores_or_typed_errors() {
    let hands = [
        "1m",
        "J",
        "JJJJJJJJJJJJJJ",
        "JJJJJJJJJJJJJJJJJ",
        "11122233344455566m",
        "1mJJJJJJJJJJJJJ",
        "111m234567m789m77z",
        "7777z1234567m88mJ",
    ];
    for name in hupai::BUILTIN_RULES {
        let engine = Engine::builtin(name).unwrap();
        for text in hands {
            let hand: hupai::Hand = text.parse().unwrap();
            for moment in ["ron", "tsumo", "tsumo first_turn", "ron last_tile"] {
                let situation = situation("1m", moment);
                match engine.score_table(&hand, &situation) {
                    Ok(score) => {
                        assert!(engine.rules().scoring.is_some(), "{name} scored");
                        let _ = (score.reading.clone(), format!("{score:?}"));
                        assert!(score.points > 0 || score.fans.iter().all(|f| f.value == 0));
                    }
                    Err(error) => assert!(!error.to_string().is_empty()),
                }
                let _ = engine
                    .legal_waits(&hand, &situation)
                    .map_err(|e| e.to_string());
            }
        }
    }
}

/// 长沙 as played: the table's `pair` asks 2, 5 or 8 of 小胡 while the 大胡 take any
/// pair (`any_pair`); a fan taking any pair in a table that asks none is an error,
/// and a table's pair round-trips through its rules text.
#[test]
fn a_table_asks_its_pair_of_small_wins_only() {
    let big = "{ name = \"碰碰胡\", when = \"all-pungs\", value = 6, any_pair = true }".to_string();
    let small = "{ name = \"小胡\", when = \"always\", value = 2, alone = true }".to_string();
    let error = rules_with("", &[small.clone(), big.clone()]).unwrap_err();
    assert!(error.to_string().contains("any_pair"), "{error}");
    let rules = rules_with("pair = \"258\"", &[small, big]).unwrap();
    let again = Rules::from_toml(&rules.to_toml()).unwrap();
    assert_eq!(again.scoring, rules.scoring);
    let changsha = engine("changsha", "");
    let score = |hand: &str, win: &str| {
        changsha.score_table(&hand.parse().unwrap(), &situation(win, "ron"))
    };
    assert_eq!(score("111222333m555p33s", "3s").unwrap().points, 6); // 碰碰胡, 乱将
    assert_eq!(score("111222333m555p88s", "8s").unwrap().points, 6);
    assert!(matches!(
        score("123456789m33p345s", "3p"),
        Err(ScoreError::NotAWin)
    )); // 小胡
    assert_eq!(score("123456789m22p345s", "2p").unwrap().points, 2);
    assert!(changsha.is_win(&"123456789m33p345s".parse().unwrap())); // the shape wins
    assert_eq!(
        changsha.is_legal_win(
            &"123456789m33p345s".parse().unwrap(),
            &situation("3p", "ron")
        ),
        Ok(false)
    );
}

/// A table of 64 fans that multiply with up to eight jokers: a hand of eight jokers
/// has millions of readings.
fn many_fans_and_eight_jokers() -> Engine {
    let toml = include_str!("../data/many-fans-eight-jokers.toml");
    Engine::from_rules(Rules::from_toml(toml).unwrap()).unwrap()
}

#[test]
fn legal_waits_share_one_budget_and_a_caller_may_bound_any_score() {
    use hupai::budget::{Budget, OutOfBudget};
    let engine = many_fans_and_eight_jokers();
    let waiting = "88p456sJJJJJJJJ".parse().unwrap();
    let ron = Situation::ron("1m".parse().unwrap());
    // Every wait's two scores together: refused past the shared steps, not seconds
    // of readings (it had taken 10.6 s).
    match engine.legal_waits(&waiting, &ron) {
        Err(ScoreError::OutOfBudget(OutOfBudget::Steps { steps })) => assert_eq!(steps, 100_000),
        other => panic!("{other:?}"),
    }
    // A caller's budget bounds a single score, and the answer within it is the
    // unbounded one.
    let win = "123m456pJJJJJJJJ".parse().unwrap();
    let tsumo = Situation::tsumo("1m".parse().unwrap());
    let unbounded = engine.score_table(&win, &tsumo);
    assert_eq!(
        Budget::steps(10).run(|| engine.score_table(&win, &tsumo)),
        Err(OutOfBudget::Steps { steps: 10 })
    );
    assert_eq!(
        Budget::steps(u64::MAX / 2).run(|| engine.score_table(&win, &tsumo)),
        Ok(unbounded)
    );
    // A deadline already passed stops the search at its first look at the clock.
    let past = Budget::until(std::time::Instant::now());
    assert_eq!(
        past.run(|| engine.legal_waits(&waiting, &ron)),
        Err(OutOfBudget::Deadline)
    );
}

#[test]
fn a_search_cut_short_leaves_nothing_behind() {
    use hupai::budget::Budget;
    // Jokers that stand only for some kinds: hints search suits and keep their parts.
    let text = "tiles = \"all\"\n[jokers]\nstands_for = [\"1m\", \"9m\", \"1p\", \"9p\", \"1s\", \"9s\", \"1z\"]\nmax = 16\n";
    let cut = Engine::from_rules(Rules::from_toml(text).unwrap()).unwrap();
    let fresh = Engine::from_rules(Rules::from_toml(text).unwrap()).unwrap();
    for hand in [
        "19m19pJJJJJJJJJJJJJ",
        "1m2pJJJJJJJJJJJJ",
        "19m19p1sJJJJJJJJ",
    ] {
        let hand = hand.parse().unwrap();
        let seen = [0; 34];
        for steps in [1, 10, 100, 1_000, 10_000] {
            let _ = Budget::steps(steps).run(|| cut.discards(&hand, &seen));
        }
        // What the cut searches left in their caches gives the fresh engine's answers.
        assert_eq!(
            cut.discards(&hand, &seen),
            fresh.discards(&hand, &seen),
            "{hand}"
        );
        assert_eq!(cut.shanten(&hand), fresh.shanten(&hand), "{hand}");
    }
}
