"""Settlement from Python: every case of conformance/settlement.tsv answered as the
library answers it (the dict equal to the corpus's JSON), settlements as dicts or JSON
text, the presets by name, and the errors."""

import json
import pathlib

import pytest

import hupai
from test_conformance import each_case


def test_every_corpus_case():
    answered = 0
    for engine, settlement, expected in each_case("settlement.tsv"):
        if expected.startswith("error: "):
            with pytest.raises(hupai.HupaiError) as error:
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
