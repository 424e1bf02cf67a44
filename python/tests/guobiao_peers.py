"""Random 国标 wins with random situations, scored by hupai and by PyPI `pymahjonggb`
(the ChineseOfficialMahjongHelper calculator), and the differences named.

`python python/tests/guobiao_peers.py N [seed]` compares N hands and prints a tally
(`--time N`: per-call times of both on the same deals); `test_guobiao_peers.py` runs
it in the test suite. Each known difference is a
named exception below with the reason; anything else is a mismatch.
"""

import random
import sys
from collections import Counter

import hupai

# 34-ids: 0-8 man, 9-17 pin, 18-26 sou, 27-30 winds, 31-33 white, green, red.
KNITTED = [
    [s147 * 9 + r for r in (0, 3, 6)] + [s258 * 9 + r for r in (1, 4, 7)] + [s369 * 9 + r for r in (2, 5, 8)]
    for s147, s258, s369 in [(0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)]
]
ORPHANS = [0, 8, 9, 17, 18, 26] + list(range(27, 34))
GREEN = [19, 20, 21, 23, 25, 32]
REVERSIBLE = [9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31]
WINDS = ["east", "south", "west", "north"]

# hupai's names where the peer writes them otherwise.
PEER_NAMES = {"单钓将": "独听・单钓", "边张": "独听・边张", "嵌张": "独听・嵌张"}


def name(kind):
    """MPSZ name of a 34-id."""
    return f"{kind % 9 + 1}{'mpsz'[kind // 9]}"


def text(kinds):
    """MPSZ text of 34-ids, grouped by suit."""
    out = ""
    for suit in range(4):
        ranks = sorted(k % 9 + 1 for k in kinds if k // 9 == suit)
        if ranks:
            out += "".join(map(str, ranks)) + "mpsz"[suit]
    return out


def peer_code(kind):
    """pymahjonggb's tile code: W man, T sou, B pin, F winds, J1 red J2 green J3 white."""
    if kind < 27:
        return "WBT"[kind // 9] + str(kind % 9 + 1)
    if kind < 31:
        return f"F{kind - 26}"
    return f"J{34 - kind}"


class Deal:
    """A winning hand: melds (kind, first 34-id, open), concealed tiles, the winning
    tile and a situation."""

    def __init__(self, rng):
        for _ in range(1000):
            self.copies = Counter()
            self.melds = []
            if self._try(rng):
                return
        raise RuntimeError("no deal")

    def _take(self, kind, n):
        if self.copies[kind] + n > 4:
            return False
        self.copies[kind] += n
        return True

    def _try(self, rng):
        roll = rng.random()
        forms = [(0.07, self._seven_pairs), (0.10, self._orphans), (0.14, self._honours_and_knitted),
                 (0.19, self._knitted_straight), (0.21, self._nine_gates), (0.22, self._terminal_chows),
                 (1.0, self._standard)]
        for limit, make in forms:
            if roll < limit:
                self.form = make.__name__.strip("_").replace("_", " ")
                return make(rng) and self._situation(rng)
        return False

    def _pool(self, rng):
        """Kinds a deal draws from, biased toward the hands fans are made of."""
        roll = rng.random()
        numbers = list(range(27))
        suit = rng.randrange(3)
        pools = [
            (0.12, [k for k in numbers if k // 9 == suit]),
            (0.22, [k for k in range(34) if k // 9 == suit or k >= 27]),
            (0.27, [k for k in numbers if 1 <= k % 9 <= 7]),
            (0.31, ORPHANS),
            (0.33, GREEN),
            (0.36, REVERSIBLE),
            (0.39, [k for k in numbers if k % 9 >= 5]),
            (0.42, [k for k in numbers if k % 9 <= 3]),
            (0.44, [k for k in numbers if 3 <= k % 9 <= 5]),
            (0.47, list(range(27, 34)) + [k for k in numbers if k // 9 == suit]),
            (0.50, [k for k in numbers if k % 9 % 2 == 1]),
        ]
        for limit, pool in pools:
            if roll < limit:
                return pool
        return list(range(34))

    def _standard(self, rng):
        pool = self._pool(rng)
        sets = []
        chow_rate = rng.choice([0.2, 0.5, 0.8])
        for _ in range(4):
            starts = [k for k in pool if k < 27 and k % 9 <= 6 and k + 1 in pool and k + 2 in pool]
            if starts and rng.random() < chow_rate:
                first = rng.choice(starts)
                if rng.random() < 0.3 and sets and sets[-1][0] == "chow":
                    first = rng.choice([f for f in starts if abs(f - sets[-1][1]) <= 3 or f % 9 == sets[-1][1] % 9] or starts)
                if not all(self._take(first + i, 1) for i in range(3)):
                    return False
                sets.append(("chow", first))
            else:
                kind = rng.choice(pool)
                size = 4 if rng.random() < 0.15 else 3
                if not self._take(kind, size):
                    return False
                sets.append(("kong" if size == 4 else "pung", kind))
        pair = rng.choice(pool)
        if not self._take(pair, 2):
            return False
        self.concealed = [pair, pair]
        open_rate = rng.choice([0.0, 0.0, 0.3, 0.6, 1.0])
        for kind, first in sets:
            if kind == "kong":
                self.melds.append((kind, first, rng.random() < 0.6))
            elif rng.random() < open_rate:
                self.melds.append((kind, first, True))
            else:
                self.concealed += [first, first + 1, first + 2] if kind == "chow" else [first] * 3
        return True

    def _seven_pairs(self, rng):
        pool = self._pool(rng)
        if rng.random() < 0.2:
            suit = rng.randrange(3)
            start = rng.randrange(3)
            kinds = [suit * 9 + start + i for i in range(7)]
        else:
            kinds = [rng.choice(pool) for _ in range(7)]
        self.concealed = []
        for k in kinds:
            if not self._take(k, 2):
                return False
            self.concealed += [k, k]
        return True

    def _orphans(self, rng):
        self.concealed = list(ORPHANS)
        extra = rng.choice(ORPHANS)
        self.concealed.append(extra)
        return True

    def _honours_and_knitted(self, rng):
        straight = rng.choice(KNITTED)
        numbers = rng.randint(7, 9)
        kinds = rng.sample(straight, numbers) + rng.sample(range(27, 34), 14 - numbers)
        self.concealed = kinds
        return True

    def _knitted_straight(self, rng):
        straight = rng.choice(KNITTED)
        for k in straight:
            self._take(k, 1)
        self.concealed = list(straight)
        pool = self._pool(rng)
        starts = [k for k in pool if k < 27 and k % 9 <= 6]
        if starts and rng.random() < 0.5:
            first = rng.choice(starts)
            if not all(self._take(first + i, 1) for i in range(3)):
                return False
            set_tiles, meld = [first, first + 1, first + 2], ("chow", first, True)
        else:
            kind = rng.choice(pool)
            size = 4 if rng.random() < 0.15 else 3
            if not self._take(kind, size):
                return False
            set_tiles = [kind] * 3
            meld = ("kong" if size == 4 else "pung", kind, size == 3 or rng.random() < 0.6)
        if meld[0] == "kong" or rng.random() < 0.3:
            self.melds.append(meld)
        else:
            self.concealed += set_tiles
        pair = rng.choice(pool)
        if not self._take(pair, 2):
            return False
        self.concealed += [pair, pair]
        return True

    def _terminal_chows(self, rng):
        """一色双龙会 or 三色双龙会: 123 and 789 twice, and a 5 pair."""
        pair_suit = rng.randrange(3)
        others = [s for s in range(3) if s != pair_suit]
        suits = [pair_suit] * 2 if rng.random() < 0.5 else others
        self.concealed = [pair_suit * 9 + 4] * 2
        for suit in suits:
            self.concealed += [suit * 9 + r for r in (0, 1, 2, 6, 7, 8)]
        for kind in self.concealed:
            self._take(kind, 1)
        if rng.random() < 0.3:
            # A chow called.
            suit = rng.choice(suits)
            for r in (0, 1, 2):
                self.concealed.remove(suit * 9 + r)
            self.melds.append(("chow", suit * 9, True))
        return True

    def _nine_gates(self, rng):
        suit = rng.randrange(3)
        ranks = [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, rng.randrange(9)]
        self.concealed = [suit * 9 + r for r in ranks]
        return True

    def _situation(self, rng):
        counts = Counter(self.concealed)
        if max(counts.values()) > 4 or any(counts[k] + self._in_melds(k) > 4 for k in counts):
            return False
        self.win = rng.choice(self.concealed)
        self.tsumo = rng.random() < 0.45
        self.seat, self.round = rng.randrange(4), rng.randrange(4)
        self.flowers = rng.choice([0, 0, 0, 1, 2, 3, 8])
        kongs = any(kind == "kong" for kind, _, _ in self.melds)
        alone = counts[self.win] == 1
        self.last_of_kind = alone and rng.random() < 0.15
        self.last_tile = rng.random() < 0.08
        self.after_kong = self.tsumo and kongs and not self.last_tile and rng.random() < 0.3
        self.robbing = (not self.tsumo and alone and self._in_melds(self.win) == 0
                        and not self.last_tile and rng.random() < 0.1)
        return True

    def _in_melds(self, kind):
        total = 0
        for shape, first, _ in self.melds:
            if shape == "chow":
                total += first <= kind <= first + 2
            elif first == kind:
                total += 4 if shape == "kong" else 3
        return total

    def melds_text(self):
        parts = []
        for shape, first, called in self.melds:
            tiles = [first, first + 1, first + 2] if shape == "chow" else [first] * (4 if shape == "kong" else 3)
            written = text(tiles)
            parts.append(written if called else f"({written})")
        return " ".join(parts)

    def describe(self):
        way = "tsumo" if self.tsumo else "ron"
        flags = [f for f, on in [("last_of_kind", self.last_of_kind), ("last_tile", self.last_tile),
                                 ("after_kong", self.after_kong), ("robbing_kong", self.robbing)] if on]
        return (f"{text(self.concealed)} melds [{self.melds_text()}] {way} {name(self.win)} "
                f"seat {WINDS[self.seat]} round {WINDS[self.round]} flowers {self.flowers} {' '.join(flags)}")


def ours(engine, deal):
    """hupai's fans as {name: count} and the total, or the error's text."""
    if deal.melds:
        engine = engine.with_melds(deal.melds_text())
    situation = hupai.Situation(
        name(deal.win), tsumo=deal.tsumo, seat_wind=WINDS[deal.seat], round_wind=WINDS[deal.round],
        flowers=deal.flowers, last_of_kind=deal.last_of_kind, last_tile=deal.last_tile,
        after_kong=deal.after_kong, robbing_kong=deal.robbing)
    score = engine.score_guobiao(text(deal.concealed), situation)
    if engine.is_legal_win(text(deal.concealed), situation) != score.legal:
        raise hupai.HupaiError("is_legal_win disagrees with score_guobiao")
    fans = {PEER_NAMES.get(fan, fan): count for fan, _, count in score.fans}
    return fans, score.total, score.legal


def peer(deal):
    """pymahjonggb's fans as {name: count} and the total."""
    from MahjongGB import MahjongFanCalculator

    packs = []
    for shape, first, called in deal.melds:
        if shape == "chow":
            packs.append(("CHI", peer_code(first + 1), 1))
        else:
            packs.append(("GANG" if shape == "kong" else "PENG", peer_code(first), 1 if called else 0))
    hand = list(deal.concealed)
    hand.remove(deal.win)
    result = MahjongFanCalculator(
        pack=tuple(packs), hand=tuple(peer_code(k) for k in hand), winTile=peer_code(deal.win),
        flowerCount=deal.flowers, isSelfDrawn=deal.tsumo, is4thTile=deal.last_of_kind,
        isAboutKong=deal.after_kong or deal.robbing, isWallLast=deal.last_tile,
        seatWind=deal.seat, prevalentWind=deal.round, verbose=True)
    fans = Counter()
    total = 0
    for value, count, fan, _ in result:
        fans[fan] += count
        total += value * count
    legal = total - deal.flowers >= 8
    return dict(fans), total, legal


def explained(deal, mine, theirs):
    """The reason a difference is known and right, or None."""
    return None


def compare(hands, seed=1):
    """Deals `hands` wins, scores each both ways; returns the tally and the first
    unexplained mismatches."""
    rng = random.Random(seed)
    engine = hupai.Engine("guobiao")
    tally = Counter()
    mismatches = []
    fans_seen = set()
    for _ in range(hands):
        deal = Deal(rng)
        tally["deals"] += 1
        tally[f"form: {deal.form}"] += 1
        tally[f"melds: {len(deal.melds)}"] += 1
        try:
            mine = ours(engine, deal)
        except (hupai.HandError, hupai.HupaiError) as error:
            mine = (str(error), 0, False)
        try:
            theirs = peer(deal)
        except TypeError as error:
            theirs = (str(error), 0, False)
        if mine == theirs:
            tally["agree"] += 1
            tally["legal (8 fans)" if mine[2] else "under 8 fans"] += 1
            fans_seen.update(mine[0])
            continue
        reason = explained(deal, mine, theirs)
        if reason:
            tally[f"explained: {reason}"] += 1
            continue
        tally["mismatch"] += 1
        if len(mismatches) < 20:
            mismatches.append((deal.describe(), mine, theirs))
    tally["fan kinds seen"] = len(fans_seen)
    return tally, mismatches


def timing(hands, seed=1, rounds=5):
    """Per-call times (best of `rounds`, ns) of hupai's score_guobiao and is_legal_win
    and pymahjonggb's calculator on the same deals, the arguments built beforehand."""
    import time

    from MahjongGB import MahjongFanCalculator

    rng = random.Random(seed)
    deals = [Deal(rng) for _ in range(hands)]
    base = hupai.Engine("guobiao")
    ours_args, peer_args = [], []
    for deal in deals:
        engine = base.with_melds(deal.melds_text()) if deal.melds else base
        situation = hupai.Situation(
            name(deal.win), tsumo=deal.tsumo, seat_wind=WINDS[deal.seat], round_wind=WINDS[deal.round],
            flowers=deal.flowers, last_of_kind=deal.last_of_kind, last_tile=deal.last_tile,
            after_kong=deal.after_kong, robbing_kong=deal.robbing)
        ours_args.append((engine, hupai.Hand(text(deal.concealed)), situation))
        packs = tuple(("CHI", peer_code(first + 1), 1) if shape == "chow"
                      else ("GANG" if shape == "kong" else "PENG", peer_code(first), 1 if called else 0)
                      for shape, first, called in deal.melds)
        hand = list(deal.concealed)
        hand.remove(deal.win)
        peer_args.append(dict(
            pack=packs, hand=tuple(peer_code(k) for k in hand), winTile=peer_code(deal.win),
            flowerCount=deal.flowers, isSelfDrawn=deal.tsumo, is4thTile=deal.last_of_kind,
            isAboutKong=deal.after_kong or deal.robbing, isWallLast=deal.last_tile,
            seatWind=deal.seat, prevalentWind=deal.round))

    def best(run):
        times = []
        for _ in range(rounds):
            start = time.perf_counter_ns()
            run()
            times.append((time.perf_counter_ns() - start) / hands)
        return min(times)

    def peer_all():
        for kwargs in peer_args:
            try:
                MahjongFanCalculator(**kwargs)
            except TypeError:
                pass

    return {
        "hupai score_guobiao": best(lambda: [e.score_guobiao(h, s) for e, h, s in ours_args]),
        "hupai is_legal_win": best(lambda: [e.is_legal_win(h, s) for e, h, s in ours_args]),
        "pymahjonggb MahjongFanCalculator": best(peer_all),
    }


def main():
    if sys.argv[1:2] == ["--time"]:
        hands = int(sys.argv[2]) if len(sys.argv) > 2 else 20_000
        for what, ns in timing(hands).items():
            print(f"{what}: {ns:,.0f} ns a hand")
        return
    hands = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    tally, mismatches = compare(hands, seed)
    for key, count in sorted(tally.items()):
        print(f"{key}: {count}")
    for deal, mine, theirs in mismatches:
        if isinstance(mine[0], str) or isinstance(theirs[0], str):
            print(f"{deal}\n  hupai {mine}\n  peer  {theirs}")
            continue
        only_mine = {k: v for k, v in mine[0].items() if theirs[0].get(k) != v}
        only_theirs = {k: v for k, v in theirs[0].items() if mine[0].get(k) != v}
        print(f"{deal}\n  hupai {mine[1]} {only_mine}\n  peer  {theirs[1]} {only_theirs}")


if __name__ == "__main__":
    main()
