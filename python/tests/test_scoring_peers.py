"""hupai's riichi scores against PyPI `mahjong` 2.1 and riichienv on seeded random
wins (four and three players); every difference must be one the rules explain.
HUPAI_SCORING_PEER_HANDS sets how many (the closing figures used 200,000)."""

import os

import pytest

from scoring_peers import run

HANDS = int(os.environ.get("HUPAI_SCORING_PEER_HANDS", "10000"))


@pytest.mark.parametrize("players", [4, 3])
def test_scores_agree_with_both_peers(players):
    pytest.importorskip("mahjong")
    pytest.importorskip("riichienv")
    count = HANDS if players == 4 else HANDS // 4
    tally, mismatches, explained = run(count, seed=2026 + players, players=players)
    assert tally["yaku"] > count // 2 and tally["no yaku"] > 0
    assert tally["seven pairs"] > 0 and tally["thirteen orphans"] > 0
    for peer, found in mismatches.items():
        assert not found, f"{peer}: {len(found)} unexplained mismatches, first:\n" + "\n".join(found[:5])
    print(dict(explained))
