"""The Python module: every call and error class, the hand notations, batches against
single calls, pickling into a process pool, threads, Ara's labelled hands (when the
shared data is present) and 10,000 random riichi hands against PyPI `mahjong`."""

import pathlib
import pickle
import random
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from multiprocessing import get_context

import numpy as np
import pytest

import hupai

ARA = pathlib.Path(__file__).resolve().parents[3] / "shared" / "data" / "ara-shanten"
RULES = hupai.builtin_rules()
UGLY = ["1m", "J", "JJ", "JJJJ", "J" * 13, "J" * 14, "J" * 17, "123m456p789s1zJJJ",
        "19m19p19s1234567zJ", "1122m3344p5566s77z", "11112222333344445m"]


EVERY_KIND = range(34)
MAN_AND_HONOURS = [*range(9), *range(27, 34)]


def random_counts(rng, tiles, kinds=EVERY_KIND):
    counts = [0] * 34
    while sum(counts) < tiles:
        kind = rng.choice(kinds)
        if counts[kind] < 4:
            counts[kind] += 1
    return counts


def test_the_module_docstring_runs():
    import doctest

    failed, tried = doctest.testmod(hupai)
    assert (failed, tried >= 4) == (0, True)


def test_builtin_rules_and_engines():
    assert sorted(RULES) == ["changsha", "guobiao", "hongzhong", "riichi", "sanma",
                            "sichuan", "standard", "strict-jokers", "taiwan", "wind-runs",
                            "zhuanzhuan-8-reds"]
    for name in RULES:
        engine = hupai.Engine(name)
        assert engine.name == name
        assert repr(engine) == f"Engine('{name}')"
    assert hupai.Engine().name == "standard"
    assert hupai.__version__


def test_rule_sets_with_a_missing_suit_and_red_jokers():
    sichuan = hupai.Engine("sichuan")
    assert sichuan.check("123456789m123p55s") == []  # three suits
    assert sichuan.check("123456789m11122p") == ["standard"]
    assert sichuan.waits("123456789m222p1s") == []
    assert sichuan.shanten("123456789m123p5s") == 1
    assert len(sichuan.ukeire("123456789m123p5s")["accepted"]) == 18  # no sou
    hongzhong = hupai.Engine("hongzhong")
    assert hongzhong.waits("11123456789m12p") == ["3p", "7z"]
    assert hongzhong.ukeire("11123456789m12p")["live_by_tile"] == {"3p": 4, "7z": 4}
    with pytest.raises(hupai.HandError):
        hupai.Engine("sanma").check("234m456p789s11122z")  # 2m is out of play


def test_taiwan_seven_pairs_and_a_triplet():
    taiwan = hupai.Engine("taiwan")
    assert taiwan.check("1112233m4455p66s1122z") == ["pairs_and_triplet"]
    assert taiwan.check("111m223344p556677s11z") == ["standard", "pairs_and_triplet"]
    assert taiwan.waits("1112233m4455p66s112z") == ["2z"]
    forms = taiwan.shanten_forms("1112233m4455p66s123z")
    assert forms["pairs_and_triplet"] == 1 and forms["seven_pairs"] is None
    assert hupai.Engine().shanten_forms("11m")["pairs_and_triplet"] is None
    (split,) = taiwan.decompositions("1112233m4455p66s1122z")
    assert split["form"] == "pairs_and_triplet" and len(split["pairs"]) == 7
    with pytest.raises(hupai.HandError):
        taiwan.check("1122m3344p5566s77z")  # 14 tiles


def test_eight_pairs_from_a_rules_file():
    engine = hupai.Engine.from_rules(
        'name = "eight-pairs"\nhand_sizes = [17]\nstandard = false\neight_pairs = "four-as-two-pairs"')
    assert engine.check("1122334455667788m9p") == ["eight_pairs"]
    assert engine.check("111223344556677m8pJ") == ["eight_pairs"]
    assert len(engine.waits("1122334455667788m")) == 34  # any tile is the lone one
    assert engine.shanten_forms("112233445566778m9p")["eight_pairs"] == 0
    splits = engine.decompositions("112233445566778m9pJ")
    assert {s["form"] for s in splits} == {"eight_pairs"} and len(splits) == 2
    with pytest.raises(hupai.HandError):
        engine.check("1122m3344p5566s77z")  # 14 tiles


def test_jokers_of_their_own_suit():
    engine = hupai.Engine.from_rules(
        '[jokers]\nkinds = ["5p"]\nstands_for = "own-suit"')
    assert engine.check("123m456m789m11z46p5p") == ["standard"]
    assert engine.check("123m456m789m123p1z5p") == []  # the joker cannot be a 1z
    assert engine.waits("123m456m789m11z4p5p") == ["2p", "3p", "4p", "5p", "6p", "1z"]
    assert engine.shanten("123m456m789m12z45p") == 1
    (split,) = engine.decompositions("123m456m789m11z46p5p")
    assert split["form"] == "standard"
    with pytest.raises(hupai.RulesError, match="stands_for"):
        hupai.Engine.from_rules('[jokers]\nstands_for = "own-suit"')


def test_guobiao_knitted_forms():
    guobiao = hupai.Engine("guobiao")
    assert guobiao.check("147m25p36s1234567z") == [
        "honours_and_knitted", "greater_honours_and_knitted"]
    assert guobiao.check("147m258p369s11122z") == ["knitted_straight"]
    assert guobiao.waits("147m258p369s1234z") == ["5z", "6z", "7z"]
    forms = guobiao.shanten_forms("147m258p369s1234z")
    assert forms["honours_and_knitted"] == 0 and forms["knitted_straight"] == 2
    (split,) = guobiao.decompositions("147m258p369s11122z")
    assert split["form"] == "knitted_straight"
    assert [m["kind"] for m in split["melds"]] == ["knitted", "knitted", "knitted", "triplet"]


def test_exposed_melds():
    engine = hupai.Engine("standard").with_melds("111p,789s")
    assert engine.melds == "111p,789s"
    assert repr(engine) == "Engine('standard').with_melds('111p,789s')"
    assert engine.check("123m456m11z") == ["standard"]
    assert engine.waits("123m456m1z") == ["1z"]
    with pytest.raises(hupai.HandError):
        engine.check("11p23m456m1z")  # a fifth 1p
    with pytest.raises(hupai.HandError):
        hupai.Engine().with_melds("12s")
    with pytest.raises(hupai.RulesError):
        hupai.Engine("sichuan").with_melds("111z")
    again = pickle.loads(pickle.dumps(engine))
    assert again.melds == "111p,789s" and again.check("123m456m11z") == ["standard"]


def test_every_call_on_one_hand():
    engine = hupai.Engine("riichi")
    assert engine.is_win("123m456p789s11122z")
    assert engine.check("1122m3344p5566s77z") == ["seven_pairs"]
    assert engine.check("123m456p789s11123z") == []
    assert engine.waits("123m456p789s1122z") == ["1z", "2z"]
    assert engine.shanten("123m456p789s11z23s") == 0
    assert engine.shanten_forms("123m456p789s1122z") == {
        "standard": 0, "seven_pairs": 4, "thirteen_orphans": 8, "pairs_and_triplet": None,
        "honours_and_knitted": None, "greater_honours_and_knitted": None,
        "knitted_straight": None, "eight_pairs": None}
    (first,) = engine.decompositions("123m456p789s11122z")
    assert first["form"] == "standard" and len(first["melds"]) == 4
    assert first["pair"]["tiles"] == ["2z", "2z"]
    engine.prepare_hints()  # optional: builds the masks the first hint would build
    ukeire = engine.ukeire("123m456p789s11z23s", seen="44s")
    assert ukeire == {"shanten": 0, "accepted": ["1s", "4s"], "live": 6,
                      "live_by_tile": {"1s": 4, "4s": 2}}
    assert list(ukeire) == ["shanten", "accepted", "live", "live_by_tile"]
    advice = engine.discards("12389m")
    assert advice["shanten"] == 0
    assert advice["discards"][0] == {"discard": "8m", "shanten": 0, "accepted": ["9m"],
                                     "live": 3, "live_by_tile": {"9m": 3}}
    seen = [0] * 34
    seen[21] = 2
    assert engine.ukeire("123m456p789s11z23s", seen=seen)["live"] == 6


def test_every_notation_reads_the_same_hand():
    text = "123m456p789s11122z"
    hand = hupai.Hand(text)
    assert str(hand) == text and len(hand) == 14 and hand.jokers == 0
    ids = [0, 1, 2, 12, 13, 14, 24, 25, 26, 27, 27, 27, 28, 28]
    ids_136 = [0, 4, 8, 48, 52, 56, 96, 100, 104, 108, 109, 110, 112, 113]
    mjai = ["1m", "2m", "3m", "4p", "5pr", "6p", "7s", "8s", "9s", "E", "E", "E", "S", "S"]
    for other in [hupai.Hand.from_counts(hand.counts), hupai.Hand.from_ids(ids),
                  hupai.Hand.from_ids_136(ids_136), hupai.Hand.from_mjai(mjai)]:
        assert other == hand
    engine = hupai.Engine()
    for form in [text, hand, hand.counts, ids, mjai, tuple(ids), np.array(hand.counts)]:
        assert engine.is_win(form), form
    assert engine.is_win("123m456p789s111z2z", jokers=1)
    assert str(hupai.Hand.from_ids([0, 33], jokers=2)) == "1m7zJJ"
    assert hupai.Hand.from_counts(np.array(hand.counts, dtype=np.uint8)) == hand
    assert hupai.Hand.from_ids_136(np.array(ids_136)) == hand
    with pytest.raises(TypeError):
        hupai.Hand.from_ids("1m")
    assert pickle.loads(pickle.dumps(hand)) == hand
    assert hash(hupai.Hand("1m")) == hash(hupai.Hand("1m"))


def test_every_error_class():
    engine = hupai.Engine()
    assert issubclass(hupai.HandError, hupai.HupaiError)
    assert issubclass(hupai.HupaiError, ValueError)
    bad_hands = ["11zz", "8z", "", "J" * 18, [0] * 33, [5] + [0] * 33, [34], ["1z"],
                 [-1], "1m"]
    for bad in bad_hands[:-1]:
        with pytest.raises(hupai.HandError):
            engine.check(bad)
    with pytest.raises(hupai.HandError, match="3n\\+2"):
        engine.check("1m")
    with pytest.raises(hupai.HandError, match="2 held and 3 seen"):
        engine.discards("11m", seen="111m")
    with pytest.raises(hupai.HandError):
        engine.ukeire("1m", seen="1mJ")
    with pytest.raises(hupai.HandError):
        engine.ukeire("1m", seen=[9] * 34)
    with pytest.raises(TypeError):
        engine.check(3.5)
    with pytest.raises(hupai.RulesError, match="vegas"):
        hupai.Engine("vegas")
    with pytest.raises(hupai.RulesError):
        hupai.Engine.from_rules("hand_sizes = 14")
    with pytest.raises(hupai.TablesError):
        hupai.Engine.from_table_bytes(b"HUPAITBL")
    with pytest.raises(hupai.TablesError, match="no-such-file"):
        hupai.Engine.load("no-such-file.hupai")
    with pytest.raises(hupai.HandError):
        engine.with_joker_kinds(["8z"])


def test_ugly_hands_under_every_rule_set():
    answered = 0
    for name in RULES:
        engine = hupai.Engine(name)
        for text in UGLY:
            for call in [engine.check, engine.waits, engine.shanten, engine.shanten_forms,
                         engine.decompositions, engine.ukeire, engine.discards]:
                try:
                    call(text)
                    answered += 1
                except hupai.HandError as error:
                    assert str(error)
    assert answered > 100


def test_rules_files_table_bytes_and_joker_kinds(tmp_path):
    changsha = hupai.Engine.from_rules('pair = "258"\nseven_pairs = "four-as-two-pairs"')
    assert not changsha.is_win("123456m123p12311s")
    assert changsha.is_win("123456m123p12322s")
    path = tmp_path / "changsha.hupai"
    path.write_bytes(changsha.to_table_bytes())
    assert hupai.Engine.load(path).is_win("123456m123p12322s")
    assert hupai.Engine.load(str(path)).is_win("123456m123p12322s")
    red = hupai.Engine().with_joker_kinds(["7z"])
    assert red.joker_kinds == ["7z"]
    assert red.is_win("123m456p789s11z777z")
    assert red.ukeire("1m4p7s1z")["live_by_tile"]["7z"] == 4
    assert repr(red) == "Engine('standard').with_joker_kinds(['7z'])"
    assert repr(red.with_melds("111p")) == (
        "Engine('standard').with_joker_kinds(['7z']).with_melds('111p')")


def test_rules_authors_variants():
    """A seven-pairs-only table, eight Reds, and rules errors that teach."""
    pairs_only = hupai.Engine.from_rules(
        'name = "pairs-only"\nstandard = false\nhand_sizes = [14]\nthirteen_orphans = false')
    assert pairs_only.check("1122m3344p5566s77z") == ["seven_pairs"]
    assert pairs_only.check("123m456m789m11122z") == []
    assert pairs_only.waits("1122m3344p5566s7z") == ["7z"]
    assert pairs_only.shanten_forms("1122m3344p556s7z8m")["standard"] is None
    with pytest.raises(hupai.RulesError):
        pairs_only.with_melds("111p")
    eight_reds = hupai.Engine.from_rules(
        'tiles = "numbers"\nthirteen_orphans = false\n[jokers]\nkinds = ["7z"]\ncopies = 8')
    # Four Reds held of eight: the Red is still a live wait.
    assert eight_reds.waits_with_exhausted("123m456p789s7777z") == (
        eight_reds.waits("123m456p789s7777z"), [])
    assert eight_reds.ukeire("123m456p78s5s7777zJJJ")["live_by_tile"]["7z"] == 1
    with pytest.raises(hupai.HandError):
        eight_reds.check("123m45p7777zJJJJJ")  # nine Reds
    four = hupai.Engine("standard").waits_with_exhausted("1111m456p789s123s")
    assert four == (["1m"], ["1m"])
    with pytest.raises(hupai.RulesError, match='one of "off", "distinct", "four-as-two-pairs"'):
        hupai.Engine.from_rules("seven_pairs = true")
    with pytest.raises(hupai.RulesError, match="did you mean `seven_pairs`"):
        hupai.Engine.from_rules('sevn_pairs = "off"')


def random_win(rng):
    """A riichi standard-form win of man and honours: four melds and a pair."""
    while True:
        counts = [0] * 34
        for _ in range(4):
            if rng.random() < 0.5:
                start = rng.randrange(7)
                for kind in range(start, start + 3):
                    counts[kind] += 1
            else:
                counts[rng.choice(MAN_AND_HONOURS)] += 3
        counts[rng.choice(MAN_AND_HONOURS)] += 2
        if max(counts) <= 4:
            return counts


def random_batch(rng, n, tiles, max_jokers):
    counts = np.zeros((n, 34), dtype=np.uint8)
    jokers = np.zeros(n, dtype=np.uint8)
    for row in range(n):
        jokers[row] = rng.randrange(max_jokers + 1)
        counts[row] = random_counts(rng, tiles - jokers[row])
    return counts, jokers


def test_batches_equal_single_calls():
    rng = random.Random(7)
    engine = hupai.Engine()
    counts, jokers = random_batch(rng, 2000, 14, 4)
    wins = engine.is_win_batch(counts, jokers)
    shanten = engine.shanten_batch(counts, jokers)
    assert wins.dtype == np.bool_ and shanten.dtype == np.int8
    for row in range(len(counts)):
        hand = hupai.Hand.from_counts(counts[row].tolist(), int(jokers[row]))
        assert wins[row] == engine.is_win(hand)
        assert shanten[row] == engine.shanten(hand)
    assert wins.any() and not wins.all()
    counts13, jokers13 = random_batch(rng, 500, 13, 2)
    waits = engine.waits_batch(counts13, jokers13)
    assert waits.dtype == np.uint64
    for row in range(len(counts13)):
        hand = hupai.Hand.from_counts(counts13[row].tolist(), int(jokers13[row]))
        bits = sum(1 << int(t[0]) - 1 + 9 * "mpsz".index(t[1]) for t in engine.waits(hand))
        assert int(waits[row]) == bits
    # Without jokers most rows are short of tiles: no win, as `is_win` says.
    assert engine.is_win_batch(counts).tolist() == [
        engine.is_win(row.tolist()) for row in counts]
    assert engine.is_win_batch(np.zeros((0, 34), dtype=np.uint8)).shape == (0,)


def test_bad_batch_rows_name_the_first():
    engine = hupai.Engine()
    counts = np.zeros((3, 34), dtype=np.uint8)
    counts[:, 0] = 2
    counts[1, 0] = 3
    counts[2, 0] = 7
    with pytest.raises(hupai.HandError, match="row 2: .*copies"):
        engine.is_win_batch(counts)
    with pytest.raises(hupai.HandError, match="row 1: 3 tiles"):
        engine.shanten_batch(counts[:2])
    counts[2, 0] = 2
    assert engine.is_win_batch(counts).tolist() == [True, False, True]
    with pytest.raises(hupai.HandError, match="\\(3, 33\\)"):
        engine.is_win_batch(np.zeros((3, 33), dtype=np.uint8))
    with pytest.raises(hupai.HandError, match="2 joker counts for 3"):
        engine.is_win_batch(np.zeros((3, 34), dtype=np.uint8), np.zeros(2, dtype=np.uint8))
    with pytest.raises(TypeError):
        engine.is_win_batch(np.zeros((3, 34), dtype=np.int64))


def judge_in_worker(job):
    engine, counts = job
    return engine.is_win_batch(counts).tolist()


def test_engines_pickle_into_a_process_pool():
    rng = random.Random(3)
    counts, _ = random_batch(rng, 300, 14, 0)
    engines = [hupai.Engine("riichi"),
               hupai.Engine.from_rules('name = "house"\nthirteen_orphans = false'),
               hupai.Engine().with_joker_kinds(["7z"])]
    for engine in engines:
        again = pickle.loads(pickle.dumps(engine))
        assert again.name == engine.name and again.joker_kinds == engine.joker_kinds
    chunks = [counts[i:i + 100] for i in range(0, 300, 100)]
    with get_context("spawn").Pool(2) as pool:
        for engine in engines:
            found = pool.map(judge_in_worker, [(engine, chunk) for chunk in chunks])
            assert sum(found, []) == engine.is_win_batch(counts).tolist()


def test_threads_share_one_engine():
    engine = hupai.Engine("riichi")
    rng = random.Random(11)
    hands = [random_counts(rng, 14) for _ in range(2000)]
    expected = [engine.shanten(h) for h in hands]
    with ThreadPoolExecutor(4) as pool:
        found = list(pool.map(engine.shanten, hands))
    assert found == expected


@pytest.mark.skipif(not ARA.is_dir(), reason="../shared/data/ara-shanten is absent")
def test_ara_labelled_hands():
    engine = hupai.Engine("riichi")
    checked = 0
    for name in ["p_normal_10000.txt", "p_hon_10000.txt", "p_tin_10000.txt",
                 "p_koku_10000.txt"]:
        for line in (ARA / name).read_text().splitlines():
            row = [int(n) for n in line.split()]
            forms = engine.shanten_forms(row[:14])
            assert (forms["standard"], forms["thirteen_orphans"], forms["seven_pairs"]) \
                == tuple(row[14:]), f"{name}: {line}"
            checked += 1
    assert checked == 40_000


def test_10000_random_riichi_hands_equal_pypi_mahjong():
    from mahjong.agari import Agari
    from mahjong.shanten import Shanten

    engine, agari, shanten = hupai.Engine("riichi"), Agari(), Shanten()
    rng = random.Random(2026)
    wins = 0
    for n in range(10_000):
        # Half half-flushes (one suit and honours), where wins and fours are common.
        if n % 4 == 0:
            counts = random_win(rng)
            if n % 8 == 0:  # one tile swapped: mostly a near miss
                counts[rng.choice([k for k in range(34) if counts[k]])] -= 1
                counts[rng.choice([k for k in range(34) if counts[k] < 4])] += 1
        else:
            kinds = EVERY_KIND if n % 2 else MAN_AND_HONOURS
            counts = random_counts(rng, 14 if n % 3 else 13, kinds)
        assert engine.shanten(counts) == shanten.calculate_shanten(counts), counts
        if sum(counts) == 14:
            win = engine.is_win(counts)
            assert win == agari.is_agari(counts), counts
            wins += win
    assert wins > 1000


def test_garbage_never_crashes():
    """Random objects, text and bytes into every call: a result or an exception of the
    documented kinds, never a crash."""
    rng = random.Random(99)
    engine = hupai.Engine("standard")
    alphabet = "0123456789mpszJ \t\n!z\u00e9\U0001f004"
    values = [None, 3.5, b"123m", object(), {}, [[]], [None], [1.5], [-(2 ** 70)],
              ["1m", 3], list(range(40)), np.zeros((2, 34)), "J" * 10_000]
    for _ in range(3000):
        kind = rng.randrange(3)
        if kind == 0:
            values.append("".join(rng.choice(alphabet) for _ in range(rng.randrange(25))))
        elif kind == 1:
            values.append([rng.randrange(-3, 40) for _ in range(rng.randrange(36))])
        else:
            values.append([rng.choice(["1m", "5mr", "E", "C", "x", ""])
                           for _ in range(rng.randrange(18))])
    calls = [engine.is_win, engine.check, engine.waits, engine.shanten,
             engine.shanten_forms, engine.decompositions, engine.ukeire, engine.discards]
    answered = 0
    for value in values:
        for call in calls:
            try:
                call(value)
                answered += 1
            except (hupai.HupaiError, TypeError, OverflowError):
                pass
        for seen in [value, "1m" * 3]:
            try:
                engine.ukeire("1m", seen=seen)
            except (hupai.HupaiError, TypeError, OverflowError):
                pass
    assert answered > 500


def test_the_stubs_name_what_exists():
    """Every class, method and property the type stubs declare exists at run time."""
    import ast

    stub = pathlib.Path(hupai.__file__).with_name("_hupai.pyi")
    tree = ast.parse(stub.read_text())
    declared = 0
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and hasattr(hupai, node.name):
            runtime = getattr(hupai, node.name)
            for item in node.body:
                if isinstance(item, ast.FunctionDef) and item.name != "__init__":
                    assert hasattr(runtime, item.name), f"{node.name}.{item.name}"
                    declared += 1
        elif isinstance(node, ast.FunctionDef):
            assert hasattr(hupai, node.name), node.name
    assert declared > 20


def test_joker_kinds_are_refused_where_the_rules_play_no_jokers():
    # Hardening II, item 2: as the same rules from a file are.
    for name in ["sanma", "sichuan", "taiwan", "guobiao"]:
        with pytest.raises(hupai.RulesError, match="max = 0"):
            hupai.Engine(name).with_joker_kinds(["8m"])


def test_messages_quote_a_bounded_excerpt():
    # Hardening II, item 5: a million-character name is not echoed whole.
    with pytest.raises(hupai.RulesError) as error:
        hupai.Engine("x" * 1_000_000)
    assert len(str(error.value)) < 400


@pytest.mark.parametrize(("readme_path", "shown_values"), [("README.md", 5), ("../README.md", 2)])
def test_the_readme_examples_run_as_written(readme_path, shown_values):
    # Each line of the package page's example (and of the project's README) runs; a
    # result shown after `#` (a value, not a description) is the one the line gives.
    readme = (pathlib.Path(__file__).parent.parent / readme_path).read_text()
    code = readme.split("```python\n", 1)[1].split("```", 1)[0]
    names = {"hupai": hupai}
    checked = 0
    for line in code.splitlines():
        statement, _, shown = (part.strip() for part in line.partition("#"))
        if not statement:
            continue
        if statement.startswith("import ") or "=" in statement.split("(")[0]:
            exec(statement, names)
            continue
        value = eval(statement, names)
        if shown.startswith(("True", "[", "0")):
            assert repr(value) == shown, f"{statement}: {value!r}"
            checked += 1
    assert checked == shown_values


@pytest.mark.parametrize("marker", ["Pool(", "LocalCluster("])
def test_the_package_readme_process_examples_run(tmp_path, marker):
    # The package page's process-pool and Dask examples, each run as a script of its
    # own (a pool needs an importable __main__).
    readme = (pathlib.Path(__file__).parent.parent / "README.md").read_text()
    blocks = [block.split("```", 1)[0] for block in readme.split("```python\n")[1:]]
    chosen = [block for block in blocks if marker in block]
    assert len(chosen) == 1
    if marker == "LocalCluster(":
        pytest.importorskip(
            "distributed", reason='the Dask example needs the extra: pip install "./python[test,cluster]"'
        )
    script = tmp_path / "example.py"
    script.write_text(chosen[0])
    run = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr


def test_shanten_minus_one_is_a_win_with_melds():
    # Hardening II, item 1: strict jokers beside an exposed 333s.
    melded = hupai.Engine("strict-jokers").with_melds("333s")
    assert not melded.is_win("3sJ")
    assert melded.shanten("3sJ") == 0


def test_discard_masks_split_the_advice_by_shanten():
    engine = hupai.Engine()
    masks = engine.discard_masks("12345m")
    assert isinstance(masks, hupai.DiscardMasks)
    assert (masks.shanten, masks.keep, masks.raises) == (0, ["1m", "2m", "4m", "5m"], ["3m"])
    assert masks.keep_bits == 0b11011 and masks.raise_bits == 0b00100
    assert masks.keeps("4m") and not masks.keeps("3m") and not masks.keeps("J")
    assert str(masks) == "0 shanten; keep 1245m; raise 3m"
    joker = engine.discard_masks("11m45z", jokers=1)
    assert joker.keep == ["4z", "5z"] and joker.raises == ["1m", "J"]
    assert joker.raise_bits >> hupai.JOKER_BIT & 1 and joker.keeps("4z")
    assert engine.discard_masks("11m").shanten == -1
    with pytest.raises(hupai.HandError):
        engine.discard_masks("1m")
    with pytest.raises(hupai.HandError):
        masks.keeps("10m")
    rng = random.Random(40)
    for rules in RULES:
        engine = hupai.Engine(rules)
        for text in ["J" * 14, "J" * 17, "J" * 2, "123m456p789s1zJJJJ"]:
            try:
                advice = engine.discards(text)
            except hupai.HandError:
                with pytest.raises(hupai.HandError):
                    engine.discard_masks(text)
                continue
            masks = engine.discard_masks(text)
            best = min(d["shanten"] for d in advice["discards"])
            assert masks.keep == sorted(
                (d["discard"] for d in advice["discards"] if d["shanten"] == best),
                key=lambda t: (t == "J", t[-1], t))
    counts, jokers = random_batch(rng, 500, 14, 3)
    engine = hupai.Engine()
    shanten, keep, raise_ = engine.discard_masks_batch(counts, jokers)
    assert shanten.dtype == np.int8 and keep.dtype == np.uint64
    for row in range(len(counts)):
        masks = engine.discard_masks(counts[row].tolist(), jokers=int(jokers[row]))
        assert (shanten[row], keep[row], raise_[row]) == (
            masks.shanten, masks.keep_bits, masks.raise_bits)


def test_counts_read_from_every_sequence():
    engine = hupai.Engine()
    counts = [0] * 34
    counts[0], counts[27] = 3, 2
    row = np.array(counts, dtype=np.uint8)
    wide = np.zeros((2, 34), dtype=np.uint8)
    wide[0] = row
    for given in [counts, tuple(counts), bytes(counts), bytearray(counts), row,
                  row.astype(np.int64), wide[0], wide.T.copy().T[0], np.asfortranarray(wide)[0]]:
        assert engine.is_win(given), type(given)
        assert engine.shanten(given) == -1
    strided = np.zeros(68, dtype=np.uint8)
    strided[::2] = row
    assert engine.is_win(strided[::2])
    with pytest.raises(hupai.HandError):
        engine.is_win(bytes([5] + [0] * 33))
    with pytest.raises(hupai.HandError):
        engine.is_win(np.array([200] + [0] * 33, dtype=np.uint8))


def test_hint_answers_keep_their_shape():
    engine = hupai.Engine("riichi")
    ukeire = engine.ukeire("123m456p789s11z23s", seen="44s")
    assert list(ukeire) == ["shanten", "accepted", "live", "live_by_tile"]
    assert ukeire == {"shanten": 0, "accepted": ["1s", "4s"], "live": 6,
                      "live_by_tile": {"1s": 4, "4s": 2}}
    advice = hupai.Engine().discards("11m45z", jokers=1)
    assert list(advice) == ["shanten", "discards"]
    first = advice["discards"][0]
    assert list(first) == ["discard", "shanten", "accepted", "live", "live_by_tile"]
    assert [d["discard"] for d in advice["discards"]] == ["4z", "5z", "1m", "J"]
    assert first["accepted"] == ["1m", "5z"] and first["live_by_tile"] == {"1m": 2, "5z": 3}
