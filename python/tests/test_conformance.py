"""The conformance corpus (conformance/cases.tsv, described in its README) through the
Python module: every case answered, written as the corpus writes answers, compared."""

import pathlib
from collections import Counter

import hupai

CORPUS = pathlib.Path(__file__).resolve().parents[2] / "conformance"
FORMS = ["standard", "seven_pairs", "thirteen_orphans", "pairs_and_triplet",
         "honours_and_knitted", "greater_honours_and_knitted", "knitted_straight",
         "eight_pairs"]
SUITS = "mpsz"


def listed(items):
    items = list(items)
    return " ".join(items) if items else "-"


def mpsz(tiles):
    """Tiles as the library writes a hand: digits by suit, each suit's letter once."""
    by_suit = {suit: sorted(t[0] for t in tiles if t[1] == suit) for suit in SUITS}
    return "".join("".join(digits) + suit for suit, digits in by_suit.items() if digits)


def group_text(group):
    if group["kind"] == "any":
        return "J" * len(group["tiles"])
    real = Counter(group["tiles"]) - Counter(group["jokers"])
    text = mpsz(list(real.elements()))
    return text + (f"[{mpsz(group['jokers'])}]" if group["jokers"] else "")


def decompositions_text(found):
    lines = []
    for d in found:
        groups = sorted(group_text(g) for part in ("melds", "pairs", "singles") for g in d[part])
        lines.append(f"{d['form']}: {' '.join(groups)}")
    return " | ".join(sorted(lines)) if lines else "-"


def shanten_forms_text(engine, hand):
    by_form = engine.shanten_forms(hand)
    parts = [f"best={engine.shanten(hand)}"]
    for form in FORMS:
        value = by_form[form]
        parts.append(f"{form}={'-' if value is None else value}")
    return " ".join(parts)


def live_text(ukeire):
    return listed(f"{tile}:{live}" for tile, live in ukeire["live_by_tile"].items())


def answer(engine, question, hand):
    if question == "check":
        return listed(engine.check(hand))
    if question == "is_win":
        return str(engine.is_win(hand)).lower()
    if question == "waits":
        waits, exhausted = engine.waits_with_exhausted(hand)
        return f"{listed(waits)} | {listed(exhausted)}"
    if question == "shanten":
        return str(engine.shanten(hand))
    if question == "shanten_forms":
        return shanten_forms_text(engine, hand)
    if question == "decompositions":
        return decompositions_text(engine.decompositions(hand, limit=1000))
    if question == "ukeire":
        ukeire = engine.ukeire(hand)
        return f"{ukeire['shanten']} | {live_text(ukeire)}"
    if question == "discards":
        advice = engine.discards(hand)
        discards = (f"{d['discard']}:{d['shanten']}:{d['live']}" for d in advice["discards"])
        return f"{advice['shanten']} | {listed(discards)}"
    if question == "discard_masks":
        masks = engine.discard_masks(hand)
        return f"{masks.shanten} | {listed(masks.keep)} | {listed(masks.raises)}"
    raise AssertionError(f"unknown question {question}")


def engine_for(rules, joker_kinds, melds):
    if rules.endswith(".toml"):
        engine = hupai.Engine.from_rules((CORPUS / rules).read_text(encoding="utf-8"))
    else:
        engine = hupai.Engine(rules)
    if joker_kinds != "-":
        engine = engine.with_joker_kinds(joker_kinds.split(" "))
    if melds != "-":
        engine = engine.with_melds(melds)
    return engine


def each_case(name):
    """Every row of a three-column corpus file: (engine, input, answer), each rules'
    engine made once."""
    engines = {}
    rows = (CORPUS / name).read_text(encoding="utf-8").splitlines()[3:]
    for rules, given, answer in (row.split("\t") for row in rows):
        engine = engines.get(rules) or engines.setdefault(rules, engine_for(rules, "-", "-"))
        yield engine, given, answer


def test_every_case_of_the_conformance_corpus():
    engines = {}
    wrong, checked = [], 0
    lines = (CORPUS / "cases.tsv").read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines, 1):
        if line.startswith("#") or line.startswith("rules\t"):
            continue
        rules, joker_kinds, melds, question, hand, expected = line.split("\t")
        key = (rules, joker_kinds, melds)
        if key not in engines:
            engines[key] = engine_for(*key)
        try:
            given = answer(engines[key], question, hand)
        except hupai.HandError as error:
            assert str(error), "a refusal says why"
            given = "error hand"
        if given != expected:
            wrong.append(f"line {number} ({rules} {question} {hand!r}): "
                         f"expected {expected!r}, Python gave {given!r}")
        checked += 1
    assert not wrong, f"{len(wrong)} of {checked} cases:\n" + "\n".join(wrong)
    assert checked > 2000
