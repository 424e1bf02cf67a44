"""hupai: is this mahjong hand a win? Any number of jokers, local rules, by table lookup.

>>> import hupai
>>> engine = hupai.Engine("riichi")
>>> engine.is_win("123m456p789s11122z")
True
>>> engine.waits("123m456p789s1122z")
['1z', '2z']
>>> engine.shanten("123m456p789s11z23s")
0

Hands are MPSZ text ("123m456p789s11z", 0 a red five, J a joker), 34 counts by tile
id, up to 17 tile ids (0-8 1m-9m, 9-17 1p-9p, 18-26 1s-9s, 27-33 East to Red), mjai
names, or a `Hand` (`Hand.from_ids_136` reads 136-tile ids). Errors are `HandError`,
`RulesError` and `TablesError`, all `HupaiError`, a `ValueError`.
"""

# collections.abc.Mapping itself, from the module the interpreter has loaded at start
# (importing collections.abc would load the whole collections package: 2 ms).
from _collections_abc import Mapping as _Mapping

from ._hupai import (
    JOKER_BIT,
    Discard,
    DiscardAdvice,
    DiscardMasks,
    Engine,
    FanScore,
    Hand,
    HandError,
    HupaiError,
    RulesError,
    SITUATION_FIELDS,
    Score,
    Situation,
    TableScore,
    TablesError,
    Ukeire,
    __version__,
    builtin_rules,
    presets,
)

# Hint results are read-only mappings of the command line's JSON keys.
for _result in (Ukeire, Discard, DiscardAdvice):
    _Mapping.register(_result)

__all__ = [
    "JOKER_BIT",
    "Discard",
    "DiscardAdvice",
    "DiscardMasks",
    "Engine",
    "FanScore",
    "Hand",
    "HandError",
    "HupaiError",
    "RulesError",
    "SITUATION_FIELDS",
    "Score",
    "Situation",
    "TableScore",
    "TablesError",
    "Ukeire",
    "__version__",
    "builtin_rules",
    "presets",
]


def _engine_from_state(source, joker_kinds, melds=""):
    """Rebuilds a pickled Engine: a built-in name, or a table file's bytes."""
    engine = Engine(source) if isinstance(source, str) else Engine.from_table_bytes(source)
    engine = engine.with_joker_kinds(joker_kinds) if joker_kinds else engine
    return engine.with_melds(melds) if melds else engine
