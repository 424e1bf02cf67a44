"""The scoring corpus (conformance/scoring.tsv, described in conformance/README.md)
through the Python module: hands and melds as text, red fives counted by the module,
every answer written as the corpus writes it and compared."""

import pathlib

import hupai

CORPUS = pathlib.Path(__file__).resolve().parents[2] / "conformance" / "scoring.tsv"


def situation_of(words):
    """The Situation the corpus's words describe, read by the library's words form (a
    ron on 1m when there are none)."""
    return hupai.Situation(words=None if words == "-" else words)


def answer(engine, question, situation, hand):
    try:
        if question == "score":
            s = engine.score(hand, situation)
            return f"{s.han} {s.fu} {s.red_fives} {s.total}"
        if question == "score_guobiao":
            s = engine.score_guobiao(hand, situation)
            return f"{s.fan_total} {s.total} {str(s.legal).lower()}"
        if question == "score_table":
            s = engine.score_table(hand, situation)
            return f"{s.total} {s.points} {str(s.legal).lower()}"
        if question == "is_legal_win":
            return str(engine.is_legal_win(hand, situation)).lower()
        waits = engine.legal_waits(hand, situation)
        each = (f"{t}:{str(r).lower()}:{str(ts).lower()}:{rp}:{tp}" for t, r, ts, rp, tp in waits)
        return " ".join(each) or "-"
    except (hupai.HandError, hupai.HupaiError):
        return "error"


def test_every_scoring_case_is_answered_as_the_library_answers():
    lines = [line for line in CORPUS.read_text(encoding="utf-8").splitlines()
             if line and not line.startswith(("#", "rules\t"))]
    assert len(lines) >= 50
    wrong = []
    for line in lines:
        rules, melds, question, words, hand, expected = line.split("\t")
        engine = hupai.Engine(rules)
        try:
            if melds != "-":
                engine = engine.with_melds(melds)
        except hupai.HupaiError:
            # Melds the rules refuse (red fives their wall lacks): every question refused.
            engine = None
        try:
            situation = situation_of(words)
        except hupai.HupaiError:
            # A field no situation has, or a value it does not take.
            engine = None
        got = "error" if engine is None else answer(engine, question, situation, hand)
        if got != expected:
            wrong.append((line, got))
    assert not wrong, wrong[:5]
