"""Town fan tables from Python: the built-in tables' scores, the jokers' stand-ins,
legal waits, and typed errors for bad situations, hands and tables."""

import pytest

import hupai


def test_sichuan_doubles_and_caps():
    sichuan = hupai.Engine("sichuan")
    score = sichuan.score_table("11122233345699m", hupai.Situation("9m", tsumo=True))
    assert isinstance(score, hupai.TableScore)
    assert score.fans == [("清一色", 2, 1), ("自摸", 1, 1)]
    assert (score.total, score.points, score.legal) == (3, 8, True)
    assert score.reading == "111m 222m 333m 456m 99m"
    # 清一色 七对 with two roots: 2 + 2 + 1 + 2 fans, capped at 16 points.
    capped = sichuan.score_table("11112233445566p", hupai.Situation("6p", tsumo=True))
    assert capped.points == 16 and capped.total > 4


def test_jokers_say_what_they_stood_for():
    hongzhong = hupai.Engine("hongzhong")
    score = hongzhong.score_table("111m234567m789m77z", hupai.Situation("7z", tsumo=True))
    assert len(score.stand_ins) == 2 and score.points == 2
    natural = hongzhong.score_table("111m234567m789m22m", hupai.Situation("2m", tsumo=True))
    assert ("无红中", 2, 1) in natural.fans and natural.points == 4
    assert hongzhong.is_legal_win("111m234567m789m77z", hupai.Situation("7z"))
    waits = hongzhong.legal_waits("111m234567m789m7z", hupai.Situation("1m"))
    assert all(ron and tsumo for _, ron, tsumo, _, _ in waits)


def test_errors():
    sichuan = hupai.Engine("sichuan")
    with pytest.raises(hupai.HandError):
        sichuan.score_table("123m456p789s11122z", hupai.Situation("1m"))
    with pytest.raises(hupai.HupaiError, match="do not score"):
        hupai.Engine("standard").score_table("111m234567m789m22m", hupai.Situation("2m"))
    with pytest.raises(hupai.HupaiError):
        sichuan.score_table("11122233345699m", hupai.Situation("9m", flowers=1))
    with pytest.raises(hupai.RulesError, match="excludes itself"):
        hupai.Engine.from_rules(
            'name = "x"\n[scoring]\nsource = "s"\nfans = [{ name = "a", when = "always", value = 1, excludes = ["a"] }]'
        )


def test_ugly_hands_under_every_rule_set():
    for name in hupai.builtin_rules():
        engine = hupai.Engine(name)
        for hand in ["1m", "J", "J" * 14, "J" * 17, "11122233344455566m", "111m234567m789m77z"]:
            try:
                score = engine.score_table(hand, hupai.Situation("1m", tsumo=True))
            except hupai.HupaiError as error:
                assert str(error)
            else:
                assert score.points > 0 and score.reading
