"""hupai's 国标 fans against PyPI `pymahjonggb` on seeded random wins with random
situations, flowers and melds (open and concealed kongs), the knitted forms among
them: every fan and count must agree. HUPAI_GUOBIAO_PEER_HANDS sets how many (the
closing figures used 200,000)."""

import os

from guobiao_peers import compare

HANDS = int(os.environ.get("HUPAI_GUOBIAO_PEER_HANDS", "5000"))


def test_fans_agree_with_pymahjonggb():
    tally, mismatches = compare(HANDS, seed=2027)
    assert not mismatches, f"{tally['mismatch']} mismatches, first:\n" + "\n".join(map(str, mismatches[:5]))
    assert tally["agree"] == HANDS
    for form in ["seven pairs", "orphans", "honours and knitted", "knitted straight", "nine gates", "standard"]:
        assert tally[f"form: {form}"] > 0, form
    assert tally["legal (8 fans)"] > 0 and tally["under 8 fans"] > 0
    assert tally["melds: 4"] > 0
