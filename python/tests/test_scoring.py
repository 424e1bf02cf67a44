"""Riichi scoring from Python: Situation, Score, is_legal_win and legal_waits, red
fives from the text, and every error a bad situation or hand raises."""

import pytest

import hupai

RIICHI = hupai.Engine("riichi")


def test_a_riichi_pinfu_tanyao_mangan():
    situation = hupai.Situation("6s", seat_wind="south", riichi=True, dora=["1m"])
    score = RIICHI.score("22m345m456p456678s", situation)
    assert score.has_yaku
    assert score.yaku == [("riichi", 1), ("pinfu", 1), ("tanyao", 1)]
    assert (score.han, score.fu, score.dora, score.limit) == (5, 30, 2, "mangan")
    assert (score.ron, score.total, score.basic_points) == (8000, 8000, 2000)
    assert score.split == "345m 456p 456s 678s 22m, won on 6s (two-sided)"
    assert score.wait == "two-sided"
    assert ("base", 20) in score.fu_parts
    assert "mangan" in repr(score)


def test_red_fives_come_from_the_text_or_are_given():
    situation = hupai.Situation("6s", seat_wind="south", riichi=True)
    assert RIICHI.score("22m340m456p456678s", situation).red_fives == 1
    # A Hand keeps the red fives of its text.
    assert RIICHI.score(hupai.Hand("22m340m456p456678s"), situation).red_fives == 1
    given = hupai.Situation("6s", seat_wind="south", riichi=True, red_fives=(1, 0, 0))
    assert RIICHI.score(hupai.Hand("22m345m456p456678s"), given).red_fives == 1


def test_red_fives_in_called_melds_and_concealed_kongs_count():
    melded = RIICHI.with_melds("067s")
    assert melded.melds == "067s"
    assert melded.score("22m345m456p678s", hupai.Situation("8s")).total == 2900
    # A hand of counts or ids carries none of its own; the meld's still counts.
    counts = hupai.Hand("22m345m456p678s").counts
    assert melded.score(counts, hupai.Situation("8s")).red_fives == 1
    assert melded.score("22m345m456p678s", hupai.Situation("8s", red_fives=(0, 0, 0))).total == 1500
    kong = RIICHI.with_melds("(0555p)")
    assert kong.score("22m345m678s678s", hupai.Situation("8s")).red_fives == 1
    mjai = ["2m", "2m", "3m", "4m", "5mr", "4p", "5p", "6p", "6s", "7s", "8s"]
    assert melded.score(mjai, hupai.Situation("8s")).red_fives == 2


def test_a_zero_is_a_plain_five_under_guobiao_and_fan_tables():
    guobiao = hupai.Engine("guobiao")
    hand = "123m406p789s11122z"
    situation = hupai.Situation("2z")
    assert guobiao.score_guobiao(hand, situation).legal == guobiao.is_legal_win(hand, situation)
    assert guobiao.is_legal_win(hand, situation) == guobiao.is_legal_win(hand.replace("0", "5"), situation)
    assert len(guobiao.legal_waits("123m406p789s1112z", situation)) >= 1
    hongzhong = hupai.Engine("hongzhong")
    assert hongzhong.legal_waits("123m406p789s1pJJJ", situation)
    with pytest.raises(hupai.HupaiError):
        guobiao.score_guobiao(hand, hupai.Situation("2z", red_fives=(0, 1, 0)))


def test_jokers_and_eight_reds_reach_legal_wins():
    hongzhong = hupai.Engine("hongzhong")
    assert hongzhong.is_legal_win("123m456p789s11pJJJ", hupai.Situation("9s", tsumo=True))
    eight = hupai.Engine("zhuanzhuan-8-reds")
    assert eight.legal_waits("7777z11223m456p9s", hupai.Situation("1m"))
    assert eight.score_table("77777z123m456p999s", hupai.Situation("9s", tsumo=True)).points > 0
    with pytest.raises(hupai.HandError, match="wall holds 8"):
        eight.score_table("777777777z123m9s", hupai.Situation("9s"))
    counts = [0] * 34
    for tile_id in (0, 1, 2, 12, 13, 14):
        counts[tile_id] = 1
    counts[26], counts[33] = 2, 6
    by_counts = eight.score_table(counts, hupai.Situation("9s", tsumo=True))
    assert by_counts.points == eight.score_table("123m456p99s777777z", hupai.Situation("9s", tsumo=True)).points


def test_kong_discard_is_counted_by_sichuan():
    sichuan = hupai.Engine("sichuan")
    score = sichuan.score_table("123456789m11123m", hupai.Situation("3m", kong_discard=True))
    assert score.points == 16 and "杠上炮" in [name for name, _, _ in score.fans]
    with pytest.raises(hupai.HupaiError):
        sichuan.score_table("123456789m11123m", hupai.Situation("3m", tsumo=True, kong_discard=True))


def test_yakuman_and_tsumo_payments():
    score = RIICHI.score("19m19p19s1234567z1m", hupai.Situation("1m", tsumo=True))
    assert (score.yakuman, score.limit, score.total) == (2, "double yakuman", 96000)
    assert score.yaku == [("kokushi musou 13-sided", 26)]
    assert score.fu == 0 and score.han == 0
    dealer_tsumo = RIICHI.score("123456m345p22678s", hupai.Situation("6s", tsumo=True, honba=1, riichi_sticks=2))
    assert (dealer_tsumo.non_dealer, dealer_tsumo.dealer, dealer_tsumo.total) == (800, 0, 4400)


def test_open_hands_and_concealed_kongs():
    open_engine = RIICHI.with_melds("789s")
    score = open_engine.score("234567m22p345s", hupai.Situation("7m", seat_wind="west"))
    assert not score.has_yaku and score.total == 0 and score.yaku == []
    assert not open_engine.is_legal_win("234567m22p345s", hupai.Situation("7m", seat_wind="west"))
    closed_kong = RIICHI.with_melds("(1111m)")
    score = closed_kong.score("234m456p789s22s", hupai.Situation("2s", seat_wind="south", riichi=True))
    assert (score.han, score.fu, score.total) == (1, 70, 2300)


def test_legal_waits():
    waits = RIICHI.legal_waits("23m123p123s789s55z", hupai.Situation("1m", seat_wind="south"))
    assert waits == [("1m", True, True, 8000, 8000), ("4m", False, True, 0, 1100)]
    with pytest.raises(hupai.HandError):
        RIICHI.legal_waits("23m123p123s789s555z", hupai.Situation("1m"))


@pytest.mark.parametrize(
    "keywords, message",
    [
        ({"ippatsu": True}, "ippatsu without riichi"),
        ({"robbing_kong": True, "tsumo": True}, "chankan"),
        ({"dora": ["1m"] * 6}, "at most 5"),
        ({"red_fives": (1, 0, 0)}, "red man fives"),
    ],
)
def test_impossible_situations_raise(keywords, message):
    with pytest.raises(hupai.HupaiError, match=message):
        RIICHI.score("123m456p789s11122z", hupai.Situation("2z", **keywords))


def test_bad_arguments_raise():
    with pytest.raises(hupai.HupaiError, match="`seat` takes a wind"):
        hupai.Situation("1m", seat_wind="up")
    with pytest.raises(hupai.HupaiError, match="`win` takes a tile"):
        hupai.Situation("1x")
    with pytest.raises(hupai.HupaiError, match="did you mean `honba`"):
        hupai.Situation("1m", honab=1)
    with pytest.raises(hupai.HupaiError, match="not counted by riichi"):
        RIICHI.score("123m456p789s11122z", hupai.Situation("2z", kong_discard=True))


def test_situations_by_keyword_words_and_aliases_agree():
    by_keyword = hupai.Situation("6s", seat="south", riichi=True, dora=["1m"], sticks=1)
    by_alias = hupai.Situation("6s", seat_wind="S", riichi="riichi", dora="1m", riichi_sticks="1")
    by_words = hupai.Situation(words="win=6s seat=south riichi dora=1m sticks=1")
    assert str(by_keyword) == str(by_alias) == str(by_words) == "win=6s seat=south riichi dora=1m sticks=1"
    hand = "22m345m456p456678s"
    assert RIICHI.score(hand, by_keyword).total == RIICHI.score(hand, by_words).total == 9_000
    assert str(hupai.Situation("6s", double_riichi=True)) == "win=6s riichi=double"
    names = [field["name"] for field in hupai.SITUATION_FIELDS]
    assert names[:3] == ["win", "tsumo", "seat"] and len(set(names)) == len(names) >= 19
    assert all(field["counted_by"] for field in hupai.SITUATION_FIELDS)
    with pytest.raises(hupai.HandError, match="does not win"):
        RIICHI.score("1m23456789m12345p", hupai.Situation("1m"))
    with pytest.raises(hupai.HandError, match="14"):
        RIICHI.score("1m", hupai.Situation("1m"))
    with pytest.raises(hupai.HandError, match="jokers"):
        RIICHI.score("1mJJJJJJJJJJJJJ", hupai.Situation("1m"))
    with pytest.raises(hupai.HupaiError, match="do not score"):
        hupai.Engine("standard").score("123m456p789s11122z", hupai.Situation("2z"))
    with pytest.raises(hupai.HupaiError, match="not in the hand"):
        RIICHI.score("123m456p789s11122z", hupai.Situation("3z"))
    with pytest.raises(TypeError):
        RIICHI.score("123m456p789s11122z", "2z")
    # A legal win is the score's verdict: what the score refuses raises alike.
    with pytest.raises(hupai.HupaiError):
        hupai.Engine("standard").is_legal_win("123m456p789s11122z", hupai.Situation("2z"))
    with pytest.raises(hupai.HupaiError, match="seen more than 4 times"):
        RIICHI.is_legal_win("123m456p789s11122z", hupai.Situation("2z", dora=["1z", "1z"]))
    with pytest.raises(hupai.HupaiError, match="seen more than 4 times"):
        RIICHI.legal_waits("1112345678999m", hupai.Situation("1m", dora=["1m", "1m"]))
    assert not RIICHI.is_legal_win("123m456p789s11123z", hupai.Situation("3z"))


def test_every_rule_set_answers_or_refuses_cleanly():
    for name in hupai.builtin_rules():
        engine = hupai.Engine(name)
        for hand in ["1m", "123m456p789s11122z", "11122233344455566m", "JJJJJJJJJJJJJJ"]:
            try:
                score = engine.score(hand, hupai.Situation("1m"))
                assert score.total >= 0
            except hupai.HupaiError as error:
                assert str(error)


def test_the_package_readme_scoring_example_runs():
    import pathlib

    readme = (pathlib.Path(__file__).parent.parent / "README.md").read_text()
    blocks = [block.split("```", 1)[0] for block in readme.split("```python\n")[1:]]
    chosen = [block for block in blocks if "hupai.Situation(" in block]
    assert len(chosen) == 1
    exec(chosen[0], {})


def test_a_hand_keeps_its_red_fives():
    situation = hupai.Situation("6s", seat_wind="south", riichi=True)
    text = "22m340m456p456678s"
    kept = hupai.Hand(text)
    assert (str(kept), repr(kept), kept.red_fives) == ("22340m456p456678s", "Hand('22340m456p456678s')", (1, 0, 0))
    assert RIICHI.score(kept, situation).red_fives == RIICHI.score(text, situation).red_fives == 1
    assert RIICHI.score(hupai.Hand("22m345m456p456678s"), situation).red_fives == 0
    mjai = hupai.Hand.from_mjai(["2m", "2m", "3m", "4m", "5mr", "4p", "5pr", "6p", "4s", "5s", "6s", "6s", "7s", "8s"])
    assert (mjai.red_fives, str(mjai)) == ((1, 1, 0), "22340m406p456678s")
    assert RIICHI.score(mjai, situation).red_fives == 2
    import pickle
    copy = pickle.loads(pickle.dumps(kept))
    assert (copy.red_fives, copy) == ((1, 0, 0), kept)
    # A red five is a five: equal hands, the same hash.
    plain = hupai.Hand("22m345m456p456678s")
    assert (plain == kept, hash(plain) == hash(kept), plain.red_fives) == (True, True, (0, 0, 0))


def test_norths_set_aside_count_as_dora_with_three_players():
    sanma = hupai.Engine("sanma")
    hand = "111m999m123p11122z"
    plain = sanma.score(hand, hupai.Situation("2z", tsumo=True))
    kita = sanma.score(hand, hupai.Situation("2z", tsumo=True, kita=2))
    assert (plain.han, kita.han) == (7, 9)
    with pytest.raises(hupai.HupaiError, match="four players"):
        RIICHI.score("22m345m456p456678s", hupai.Situation("6s", kita=1))


def test_one_door_scores_by_the_rules_system():
    riichi = RIICHI.score("22m345m456p456678s", hupai.Situation("6s", riichi=True))
    guobiao = hupai.Engine("guobiao").score("123456789m22p345s", hupai.Situation("5s"))
    table = hupai.Engine("sichuan").score("11122233345699m", hupai.Situation("9m", tsumo=True))
    assert [type(s).__name__ for s in (riichi, guobiao, table)] == ["Score", "FanScore", "TableScore"]
    assert [s.system for s in (riichi, guobiao, table)] == ["riichi", "guobiao", "table"]
    assert all(s.legal for s in (riichi, guobiao, table))
    assert (riichi.points, guobiao.points, table.points) == (riichi.total, 20, 8)
    assert riichi.reading == riichi.split
    assert RIICHI.score_riichi("22m345m456p456678s", hupai.Situation("6s", riichi=True)).total == riichi.total
    with pytest.raises(hupai.HupaiError, match="do not score"):
        hupai.Engine("standard").score("123m456p789s11122z", hupai.Situation("2z"))


def test_situation_values_nested_in_lists_are_refused_at_any_depth():
    with pytest.raises(hupai.HupaiError, match="a list of them"):
        hupai.Situation("1m", dora=[["1m"]])
    deep = []
    for _ in range(100_000):
        deep = [deep]
    with pytest.raises(hupai.HupaiError):
        hupai.Situation("1m", dora=deep)
