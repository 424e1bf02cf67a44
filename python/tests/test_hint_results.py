"""The typed results of `ukeire` and `discards`: read on access, and read-only
mappings of the command line's JSON keys, equal to the dicts they replace."""

import copy
import json
import pickle
import random
from collections.abc import Mapping

import pytest

import hupai


def plain(engine, hand, seen=None):
    """What the answers were before they were typed: built from the fields alone."""
    u = engine.ukeire(hand, seen=seen)
    return {"shanten": u.shanten, "accepted": list(u.accepted), "live": u.live,
            "live_by_tile": dict(u.live_by_tile)}


def test_ukeire_reads_as_attributes_and_as_a_mapping():
    engine = hupai.Engine("riichi")
    u = engine.ukeire("123m456p789s11z23s", seen="44s")
    expected = {"shanten": 0, "accepted": ["1s", "4s"], "live": 6,
                "live_by_tile": {"1s": 4, "4s": 2}}
    assert isinstance(u, hupai.Ukeire) and isinstance(u, Mapping)
    assert (u.shanten, u.accepted, u.live, u.live_by_tile) == tuple(expected.values())
    assert u == expected and expected == u and u.to_dict() == expected and dict(u) == expected
    assert u != {**expected, "live": 7} and u != 3
    assert list(u) == list(expected) and len(u) == 4
    assert list(u.keys()) == list(expected) and list(u.items()) == list(expected.items())
    assert list(u.values()) == list(expected.values())
    assert "live" in u and "nothing" not in u and 3 not in u
    assert u.get("live") == 6 and u.get("nothing", "x") == "x" and u.get(3) is None
    with pytest.raises(KeyError, match="nothing"):
        u["nothing"]
    with pytest.raises(TypeError):
        u[0]
    assert u.accepted is u.accepted and u.live_by_tile is u.live_by_tile  # made once
    assert u.accepted_bits == 1 << 18 | 1 << 21
    assert (u.live_of("4s"), u.live_of("9m")) == (2, 0)
    with pytest.raises(hupai.HandError):
        u.live_of("9x")
    assert json.dumps(u.to_dict()) == json.dumps(expected)
    assert repr(u).startswith("Ukeire({'shanten': 0, 'accepted': ['1s', '4s']")
    assert pickle.loads(pickle.dumps(u)) == expected  # pickled as its dict
    assert copy.deepcopy(u) == expected
    with pytest.raises(AttributeError):
        u.shanten = 3


def test_discard_advice_reads_as_attributes_and_as_a_mapping():
    engine = hupai.Engine("riichi")
    advice = engine.discards("12389m")
    assert isinstance(advice, hupai.DiscardAdvice) and isinstance(advice, Mapping)
    assert advice.shanten == 0 and advice["shanten"] == 0
    best = advice.discards[0]
    assert isinstance(best, hupai.Discard) and isinstance(best, Mapping)
    assert best == {"discard": "8m", "shanten": 0, "accepted": ["9m"], "live": 3,
                    "live_by_tile": {"9m": 3}}
    assert best.discard == "8m" and best.ukeire == {"shanten": 0, "accepted": ["9m"],
                                                   "live": 3, "live_by_tile": {"9m": 3}}
    assert advice.best == best and advice["discards"] is advice.discards
    plain_advice = advice.to_dict()
    assert type(plain_advice["discards"][0]) is dict  # nested results as dicts too
    assert advice == plain_advice and json.loads(json.dumps(plain_advice)) == plain_advice
    assert list(advice) == ["shanten", "discards"] and list(best) == [
        "discard", "shanten", "accepted", "live", "live_by_tile"]
    assert pickle.loads(pickle.dumps(advice)) == plain_advice
    assert repr(advice).startswith("DiscardAdvice({'shanten': 0, 'discards': [{'discard'")


def test_a_joker_discard_and_a_joker_kind_of_many_copies():
    engine = hupai.Engine("hongzhong")
    advice = engine.discards("123m456p789s155pJJ")
    assert "J" in [d.discard for d in advice.discards]
    eight = hupai.Engine("zhuanzhuan-8-reds")
    assert eight.ukeire("5p").live_by_tile == {"5p": 3, "7z": 8}
    many = hupai.Engine.from_rules('name = "many"\n[jokers]\nkinds = ["7z"]\ncopies = 16\n')
    assert many.ukeire("5p").live_of("7z") == 16


def test_every_rule_set_answers_as_the_fields_say():
    """Seeded hands of every size a hint is asked of, jokers among them, under every
    rule set: each result equals the dict its fields make, and its fields agree
    among themselves (the live copies add up, the accepted tiles are the keys)."""
    rng = random.Random(59)
    checked = 0
    for name in hupai.builtin_rules():
        engine = hupai.Engine(name)
        for _ in range(40):
            size = rng.choice([1, 4, 7, 10, 13, 16])
            counts = [0] * 34
            jokers = rng.randrange(0, 3) if size > 2 else 0
            for _ in range(size - jokers):
                counts[rng.choice([i for i in range(34) if counts[i] < 4])] += 1
            try:
                u = engine.ukeire(counts, jokers=jokers)
            except hupai.HandError:
                pass
            else:
                assert u == plain(engine, hupai.Hand.from_counts(counts, jokers))
                assert u.live == sum(u.live_by_tile.values())
                assert u.accepted == list(u.live_by_tile)
                checked += 1
            counts[rng.choice([i for i in range(34) if counts[i] < 4])] += 1
            try:
                advice = engine.discards(counts, jokers=jokers)
            except hupai.HandError:
                continue
            for d in advice.discards:
                assert d.to_dict() == {"discard": d.discard, **d.ukeire.to_dict()}
                assert d.shanten >= advice.shanten
            checked += 1
    assert checked > 300


def test_lists_of_small_counts_read_as_any_other_sequence():
    """A list of 34 counts 0-4 is read by the objects' identity; every other form of
    the same counts, and counts past four, answer as before."""
    engine = hupai.Engine("standard")
    counts = [0] * 34
    counts[0], counts[1], counts[2], counts[27] = 1, 1, 1, 2
    for form in (counts, tuple(counts), bytes(counts), bytearray(counts),
                 [int(str(c)) for c in counts], [c + 0 for c in counts]):
        assert engine.is_win(form) and engine.shanten(form) == -1
    big = [10**20 - 10**20 + c for c in counts]  # computed, still small ints
    assert engine.is_win(big)
    with pytest.raises(hupai.HandError):
        engine.is_win([5] + [0] * 33)
    with pytest.raises(hupai.HandError):
        engine.is_win([-1] + [0] * 33)
    with pytest.raises((hupai.HandError, TypeError)):
        engine.is_win([1.0] + [0] * 33)
    with pytest.raises((hupai.HandError, TypeError)):
        engine.is_win([True] + [0] * 33 + [0])
    seen = [0] * 34
    seen[18] = 4
    assert engine.ukeire([1] + [0] * 33, seen=seen) == engine.ukeire("1m", seen="1111s")
