"""Legal actions from Python: every case of conformance/actions.tsv answered as the
library answers it (the menu's line rebuilt from the dict), contexts as dicts or JSON
text, and the errors."""

import json
import pathlib

import pytest

import hupai
from test_conformance import each_case


def line(menu):
    """The menu's line as the library writes it (`ron 3900; pon 11z; pass`)."""
    points = menu["win"]["payment"]["total"] if menu["win"] else 0
    parts = [
        f"discard {menu['discard']}" if menu["discard"] else None,
        f"riichi {menu['riichi']}" if menu["riichi"] else None,
        f"tsumo {points}" if menu["tsumo"] else None,
        f"concealed kong {menu['concealed_kongs']}" if menu["concealed_kongs"] else None,
        f"added kong {menu['added_kongs']}" if menu["added_kongs"] else None,
        "nine terminals" if menu["nine_terminals"] else None,
        "kita" if menu["kita"] else None,
        f"ron {points}" if menu["ron"] else None,
        f"pon {' '.join(menu['pon'])}" if menu["pon"] else None,
        "kong" if menu["kong"] else None,
        f"chi {' '.join(menu['chi'])}" if menu["chi"] else None,
        "pass" if menu["pass"] else None,
    ]
    said = [part for part in parts if part]
    return "; ".join(said) if said else "nothing to claim"


def test_every_corpus_case():
    answered = 0
    for engine, context, expected in each_case("actions.tsv"):
        if expected.startswith("error: "):
            with pytest.raises(hupai.HupaiError) as raised:
                engine.actions(context)
            wanted = expected[len("error: "):].split(" at line ")[0]
            assert str(raised.value).endswith(wanted) or wanted in str(raised.value), context
        else:
            assert line(engine.actions(context)) == expected, context
            # A dict answers as its JSON text does.
            assert engine.actions(json.loads(context)) == engine.actions(context)
        answered += 1
    assert answered > 50


def test_errors_are_typed():
    engine = hupai.Engine("riichi")
    with pytest.raises(hupai.HupaiError):
        engine.actions({"hand": "123m", "moment": {"drew": "1m"}})
    with pytest.raises(hupai.HupaiError):
        engine.actions("not json")
    with pytest.raises(hupai.RulesError):
        hupai.Engine("guobiao").actions({"hand": "123m456p789s1122z", "moment": {"drew": "2z"}})


def test_the_package_readme_actions_example_runs():
    readme = (pathlib.Path(__file__).parent.parent / "README.md").read_text()
    blocks = [block.split("```", 1)[0] for block in readme.split("```python\n")[1:]]
    chosen = [block for block in blocks if "engine.actions(" in block]
    assert len(chosen) == 1
    exec(chosen[0], {})
