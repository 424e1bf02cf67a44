"""国标 scoring from Python: fans, flowers, the minimum, readings, legal waits, hands
given every way, and a typed error for every bad situation and hand."""

import pytest

import hupai

GUOBIAO = hupai.Engine("guobiao")


def test_fans_flowers_and_the_reading():
    engine = GUOBIAO.with_melds("777z")
    situation = hupai.Situation("9m", tsumo=True, seat_wind="south", flowers=2)
    score = engine.score_guobiao("123456789m99m", situation)
    assert isinstance(score, hupai.FanScore)
    assert score.fans == [("清龙", 16, 1), ("混一色", 6, 1), ("箭刻", 2, 1), ("自摸", 1, 1), ("花牌", 1, 2)]
    assert score.fans_english[0] == ("Pure Straight", 16, 1)
    assert (score.fan_total, score.total, score.flowers, score.legal) == (25, 27, 2, True)
    assert score.reading == "123m 456m 789m [777z] 99m"
    assert "清龙 16" in repr(score)
    # The same hand given as 34 counts and as tile ids.
    counts = [0] * 34
    for kind in [0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8]:
        counts[kind] += 1
    assert engine.score_guobiao(hupai.Hand.from_counts(counts, 0), situation).total == 27


def test_the_minimum_and_legal_waits():
    chicken = GUOBIAO.with_melds("234m 678p")
    assert chicken.score_guobiao("345777s55z", hupai.Situation("3s")).fans == [("无番和", 8, 1)]
    short = chicken.score_guobiao("345777s55z", hupai.Situation("3s", last_of_kind=True, flowers=8))
    assert (short.fan_total, short.total, short.legal) == (4, 12, False)
    assert not chicken.is_legal_win("345777s55z", hupai.Situation("3s", last_of_kind=True))
    assert chicken.is_legal_win("345777s55z", hupai.Situation("3s"))
    assert chicken.legal_waits("45777s55z", hupai.Situation("1m")) == [
        ("3s", True, False, 8, 1),
        ("6s", True, False, 8, 1),
    ]


@pytest.mark.parametrize(
    "situation, error",
    [
        (dict(flowers=9), hupai.HupaiError),
        (dict(riichi=True), hupai.HupaiError),
        (dict(first_turn=True, tsumo=True), hupai.HupaiError),
        (dict(robbing_kong=True, tsumo=True), hupai.HupaiError),
        (dict(after_kong=True), hupai.HupaiError),
    ],
)
def test_bad_situations_raise(situation, error):
    with pytest.raises(error):
        GUOBIAO.score_guobiao("19m19p19s1234567z1m", hupai.Situation("1m", **situation))


def test_bad_hands_and_rules_raise():
    ron = hupai.Situation("1m")
    for hand in ["1m", "J" * 14, "123m456p789s11123z"]:
        with pytest.raises(hupai.HandError):
            GUOBIAO.score_guobiao(hand, ron)
    # A legal win is the score's verdict: no win is False, any other refusal raises.
    assert not GUOBIAO.is_legal_win("123m456p789s11123z", ron)
    for hand in ["1m", "J" * 14]:
        with pytest.raises(hupai.HandError):
            GUOBIAO.is_legal_win(hand, ron)
    # A hand that is no hand at all raises wherever it is given.
    with pytest.raises(hupai.HandError):
        GUOBIAO.is_legal_win("1" * 17 + "m", ron)
    with pytest.raises(hupai.HupaiError, match="do not score"):
        hupai.Engine("riichi").score_guobiao("19m19p19s1234567z1m", ron)
    with pytest.raises(hupai.HupaiError):
        hupai.Engine("riichi").score("19m19p19s1234567z1m", hupai.Situation("1m", flowers=1))
    with pytest.raises(hupai.HupaiError, match="`flowers` takes a count"):
        hupai.Situation("1m", flowers=256)


def test_ugly_hands_under_every_rule_set():
    for name in hupai.builtin_rules():
        engine = hupai.Engine(name)
        for hand in ["1m", "J", "J" * 17, "11122233344455566m", "19m19p19s1234567z1m"]:
            for situation in [hupai.Situation("1m"), hupai.Situation("1m", tsumo=True, flowers=8)]:
                try:
                    score = engine.score_guobiao(hand, situation)
                except hupai.HupaiError as error:
                    assert str(error)
                else:
                    assert name == "guobiao" and score.total > 0 and score.reading
