"""Settlement from Python: every case of conformance/settlement.tsv answered as the
library answers it (the dict equal to the corpus's JSON), settlements as dicts or JSON
text, the presets by name, and the errors."""

import json
import pathlib

import pytest

import hupai
from test_conformance import engine_for

CORPUS = pathlib.Path(__file__).parents[2] / "conformance" / "settlement.tsv"


def cases():
    rows = CORPUS.read_text(encoding="utf-8").splitlines()[3:]
    return [row.split("\t") for row in rows]


def test_every_corpus_case():
    engines = {}
    answered = 0
    for rules, settlement, expected in cases():
        engine = engines.get(rules) or engines.setdefault(rules, engine_for(rules, "-", "-"))
        if expected.startswith("error: "):
            raised = hupai.RulesError if rules == "guobiao" else hupai.HupaiError
            with pytest.raises(raised) as error:
                engine.settle(settlement)
            wanted = expected[len("error: "):].split(" at line ")[0]
            assert wanted in str(error.value), settlement
        else:
            assert engine.settle(settlement) == json.loads(expected), settlement
            # A dict answers as its JSON text does.
            assert engine.settle(json.loads(settlement)) == engine.settle(settlement)
        answered += 1
    assert answered > 40


def test_presets_and_errors():
    assert hupai.presets() == ["mahjongsoul", "mleague", "tenhou", "wrc"]
    ended = hupai.Engine("mleague").settle(
        {"round": {"round": 7, "dealer": 3, "points": [22000, 22000, 22000, 34000]},
         "ending": {"wins": [{"seat": 3, "basic_points": 500}]}})
    assert ended["next"]["game_over"] is False and ended["standings"] is None
    with pytest.raises(hupai.HupaiError):
        hupai.Engine("riichi").settle("not json")
    with pytest.raises(hupai.RulesError):
        hupai.Engine("guobiao").settle({"round": {"points": [1, 2, 3, 4]}, "ending": "aborted"})


def test_the_package_readme_settle_example_runs():
    readme = (pathlib.Path(__file__).parent.parent / "README.md").read_text()
    blocks = [block.split("```", 1)[0] for block in readme.split("```python\n")[1:]]
    chosen = [block for block in blocks if "engine.settle(" in block]
    assert len(chosen) == 1
    exec(chosen[0], {})
