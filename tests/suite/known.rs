//! Hand-written cases with answers worked out by hand.

use hupai::{CheckError, Engine, Form, Forms, Hand, HandError, ParseError};

fn forms(engine: &Engine, hand: &str) -> Forms {
    engine.check(&hand.parse().unwrap()).unwrap()
}

fn names(forms: Forms) -> Vec<&'static str> {
    forms.iter().map(Form::name).collect()
}

#[test]
fn standard_rules() {
    let engine = Engine::standard();
    let cases: &[(&str, &[&str])] = &[
        ("123m456p789s11122z", &["standard"]),
        ("11m", &["standard"]),
        ("JJ", &["standard"]),
        ("1mJ", &["standard"]),
        ("12m", &[]),
        ("JJJJJ", &["standard"]),
        (
            "JJJJJJJJJJJJJJ",
            &["standard", "seven_pairs", "thirteen_orphans"],
        ),
        ("11112345678999m", &["standard"]),
        // Nine gates plus any m wins.
        ("11123456789995m", &["standard"]),
        ("1112345678999m1p", &[]),
        // Honours never run.
        ("123z456z77z", &[]),
        ("111222333z44z555z", &["standard"]),
        // A joker may be a fifth 1m: 1111m + J = 111m + 11m(J).
        ("1111mJ", &["standard"]),
        // Both seven pairs and standard.
        ("112233m445566p77z", &["standard", "seven_pairs"]),
        // A four of a kind is two pairs here.
        ("1111m2233p4455s66z", &["seven_pairs"]),
        ("19m19p19s1234567z1z", &["thirteen_orphans"]),
        ("19m19p19s123456zJJ", &["thirteen_orphans"]),
        ("19m19p19s123456z11z", &[]),
        // Eight singles: too many for seven pairs, but two jokers each make runs.
        ("1357m2468pJJJJJJ", &["standard"]),
        ("1357m2468p11sJJJJ", &["standard"]),
        ("1357m2468p11sJJJ5z", &[]),
        // Seven pairs with jokers pairing singles.
        ("1357m1122p33sJJJJ", &["standard", "seven_pairs"]),
        ("159m1p112233zJJJJ", &["seven_pairs"]),
        // 17 tiles: five melds and a pair.
        ("123456789m123p11155z", &["standard"]),
        ("123456789m123p1155zJ", &["standard"]),
    ];
    for &(hand, expected) in cases {
        assert_eq!(names(forms(&engine, hand)), expected, "{hand}");
    }
}

#[test]
fn riichi_rules() {
    let engine = Engine::riichi();
    assert_eq!(
        names(forms(&engine, "1111m2233p4455s66z")),
        Vec::<&str>::new()
    );
    assert_eq!(names(forms(&engine, "1122m3344p5566s77z")), ["seven_pairs"]);
    assert_eq!(
        names(forms(&engine, "112233m445566p77z")),
        ["standard", "seven_pairs"]
    );
}

#[test]
fn red_fives_count_as_fives() {
    let hand: Hand = "406m456p789s11122z".parse().unwrap();
    assert_eq!(hand.to_string(), "456m456p789s11122z");
    assert!(Engine::standard().is_win(&hand));
}

#[test]
fn joker_kinds() {
    let engine = Engine::standard()
        .with_joker_kinds(&["7z".parse().unwrap()])
        .unwrap();
    // 红中癞子: 77z are two jokers, standing in for 3m and a 1z.
    assert!(engine.is_win(&"12m456p789s111z1z77z".parse::<Hand>().unwrap()));
    assert!(!Engine::standard().is_win(&"12m456p789s111z1z77z".parse::<Hand>().unwrap()));
}

#[test]
fn sizes_that_cannot_win_are_errors_for_check_and_false_for_is_win() {
    let engine = Engine::standard();
    for (hand, count) in [
        ("1m", 1),
        ("111m", 3),
        ("123m456p789s1122z", 13),
        ("1234m", 4),
    ] {
        let hand: Hand = hand.parse().unwrap();
        assert_eq!(
            engine.check(&hand),
            Err(CheckError::WrongTileCount { count })
        );
        assert!(!engine.is_win(&hand));
    }
}

#[test]
fn hands_from_ids_and_counts_reject_bad_input() {
    assert_eq!(
        Hand::from_ids(&[0, 40], 0),
        Err(HandError::InvalidTileId {
            id: 40,
            index: 1,
            last: 33
        })
    );
    assert!(matches!(
        Hand::from_ids(&[0; 18], 0),
        Err(HandError::TooManyTiles { count: 18, .. })
    ));
    assert!(matches!(
        Hand::from_ids::<usize>(&[], 18),
        Err(HandError::TooManyTiles { count: 18, .. })
    ));
    let mut counts = [0u8; 34];
    counts[5] = 200;
    assert!(matches!(
        Hand::from_counts(counts, 0),
        Err(HandError::TooManyCopies { count: 200, .. })
    ));
    assert!(matches!(
        Hand::from_counts([0; 34], 255),
        Err(HandError::TooManyTiles { count: 255, .. })
    ));
    assert!(matches!(
        "5".parse::<hupai::Tile>(),
        Err(ParseError::DigitsWithoutSuit { .. })
    ));
    assert!(matches!(
        "55m".parse::<hupai::Tile>(),
        Err(ParseError::NotOneTile { .. })
    ));
}

#[test]
fn notation_round_trips() {
    for text in ["123m456p789s11122z", "J", "1m9p5s7zJJ", "11112222333344m"] {
        let hand: Hand = text.parse().unwrap();
        assert_eq!(hand.to_string(), text);
        assert_eq!(hand.to_string().parse::<Hand>().unwrap(), hand);
    }
}

#[test]
fn engine_is_send_and_sync() {
    fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<Engine>();
    let engine = Engine::standard();
    let hand: Hand = "123m456p789s11122z".parse().unwrap();
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| assert!(engine.is_win(&hand)));
        }
    });
}

/// The other tile conventions: ids of any integer type, 136-tile ids, mjai names; a
/// red five is a five for every answer.
#[test]
fn ids_136_and_mjai_names() {
    let every_copy: Vec<u16> = (0..136).collect();
    for chunk in every_copy.chunks(17) {
        let hand = Hand::from_ids_136(chunk, 0).unwrap();
        let kinds: Vec<usize> = chunk.iter().map(|&id| usize::from(id) / 4).collect();
        assert_eq!(hand, Hand::from_ids(&kinds, 0).unwrap());
    }
    let names = [
        "1m", "2m", "3m", "4m", "5m", "5mr", "6m", "7m", "8m", "9m", "5pr", "5sr", "E", "S", "W",
        "N", "P", "F", "C",
    ];
    let tiles: Vec<String> = names
        .iter()
        .map(|n| hupai::Tile::from_mjai(n).unwrap().to_string())
        .collect();
    assert_eq!(
        tiles.join(" "),
        "1m 2m 3m 4m 5m 5m 6m 7m 8m 9m 5p 5s 1z 2z 3z 4z 5z 6z 7z"
    );
    let red = Hand::from_mjai(
        &[
            "1m", "2m", "3m", "4p", "5pr", "6p", "7s", "8s", "9s", "C", "C",
        ],
        0,
    )
    .unwrap();
    assert!(Engine::standard().is_win(&red));
    for bad in ["1z", "0m", "5m ", "e", "", "55mr", "6mr", "J"] {
        let error = Hand::from_mjai(&["1m", bad], 0).unwrap_err();
        assert!(error.to_string().contains("position 1"), "{bad:?}: {error}");
    }
    for (ids, last) in [(&[-1i64][..], 33), (&[i64::MAX], 33)] {
        let error = Hand::from_ids(ids, 0).unwrap_err();
        assert!(
            error.to_string().contains(&format!("0..={last}")),
            "{error}"
        );
    }
    assert!(Hand::from_ids(&[u128::MAX], 0).is_err());
    assert!(
        Hand::from_ids_136(&[136u8], 0)
            .unwrap_err()
            .to_string()
            .contains("0..=135")
    );
    assert!(Hand::from_ids_136(&[0u8; 18], 0).is_err());
    assert!(Hand::from_ids_136(&[0u8, 1, 2, 3, 3], 0).is_err()); // five of 1m
}
