"""Per-call and batch throughput of hupai beside PyPI `mahjong` (and xiangting-py when
it is installed) on the same seeded riichi hands: `python python/bench.py`.

Per call: the median of five timed passes over the hands, Python call included.
Batches: hands per second of `is_win_batch` and `shanten_batch` on NumPy arrays
(all cores, GIL released). No target here is asserted; the README has the figures.
"""

import random
import statistics
import time

import numpy as np

import hupai

HANDS = 20_000
BATCH = 1_000_000


def seeded_counts(rng, n, tiles):
    rows = np.zeros((n, 34), dtype=np.uint8)
    for row in rows:
        placed = 0
        while placed < tiles:
            kind = rng.randrange(34)
            if row[kind] < 4:
                row[kind] += 1
                placed += 1
    return rows


def less_last(counts):
    """The counts less one copy of the highest kind held: 13 tiles from 14."""
    fewer = list(counts)
    fewer[max(id for id, n in enumerate(fewer) if n)] -= 1
    return fewer


def per_call(name, call, hands):
    timings = []
    for _ in range(5):
        started = time.perf_counter()
        for hand in hands:
            call(hand)
        timings.append((time.perf_counter() - started) / len(hands))
    ns = statistics.median(timings) * 1e9
    print(f"{name:<40} {ns:>12,.0f} ns/call")
    return ns


def batch(name, call, counts):
    call(counts[:1000])
    started = time.perf_counter()
    call(counts)
    elapsed = time.perf_counter() - started
    print(f"{name:<40} {len(counts) / elapsed / 1e6:>12,.1f} M hands/s")


def main():
    rng = random.Random(2026)
    engine = hupai.Engine("riichi")
    counts = seeded_counts(rng, HANDS, 14)
    lists = [row.tolist() for row in counts]
    mpsz = [str(hupai.Hand.from_counts(row)) for row in lists]
    hands = [hupai.Hand(text) for text in mpsz]
    print(f"{HANDS:,} seeded 14-tile riichi deals; medians of 5 passes")
    per_call("hupai is_win (Hand)", engine.is_win, hands)
    per_call("hupai is_win (34 counts, list)", engine.is_win, lists)
    per_call("hupai is_win (MPSZ text)", engine.is_win, mpsz)
    per_call("hupai is_win (34 counts, bytes)", engine.is_win, [bytes(row) for row in lists])
    per_call("hupai is_win (34 counts, NumPy row)", engine.is_win, list(counts))
    per_call("hupai shanten (Hand)", engine.shanten, hands)
    per_call("hupai shanten (34 counts, list)", engine.shanten, lists)
    waiting = [hupai.Hand.from_counts(less_last(row)) for row in lists]
    per_call("hupai ukeire (13 tiles, Hand)", engine.ukeire, waiting)
    waiting_lists = [w.counts for w in waiting]
    per_call("hupai ukeire (13 tiles, list)", engine.ukeire, waiting_lists)
    per_call("hupai ukeire (list), accepted read",
             lambda h: engine.ukeire(h).accepted, waiting_lists)
    per_call("hupai discards (Hand)", engine.discards, hands)
    per_call("hupai discards (list)", engine.discards, lists)
    per_call("hupai discards (list), every discard read",
             lambda h: [d.accepted for d in engine.discards(h).discards], lists)
    per_call("hupai discard_masks (Hand)", engine.discard_masks, hands)
    try:
        from mahjong.agari import Agari
        from mahjong.shanten import Shanten

        agari, shanten = Agari(), Shanten()
        per_call("mahjong Agari.is_agari (34 counts)", agari.is_agari, lists[:2000])
        per_call("mahjong Shanten.calculate_shanten", shanten.calculate_shanten, lists[:2000])
    except ImportError:
        print("PyPI mahjong is not installed: pip install mahjong")
    try:
        import xiangting

        four = xiangting.PlayerCount.FOUR
        per_call("xiangting calculate_replacement_number",
                 lambda h: xiangting.calculate_replacement_number(h, four), lists)
        per_call("xiangting calculate_necessary_tiles (13 tiles)",
                 lambda h: xiangting.calculate_necessary_tiles(h, four), waiting_lists)
        per_call("xiangting calculate_unnecessary_tiles",
                 lambda h: xiangting.calculate_unnecessary_tiles(h, four), lists)

        def after_each_discard(counts):
            """Discard advice's work: the necessary tiles after each distinct discard."""
            counts = list(counts)
            answers = []
            for kind in range(34):
                if counts[kind]:
                    counts[kind] -= 1
                    answers.append(xiangting.calculate_necessary_tiles(counts, four))
                    counts[kind] += 1
            return answers

        per_call("xiangting necessary tiles after each discard", after_each_discard, lists[:4000])
    except ImportError:
        print("xiangting-py is not installed")
    try:
        import riichienv

        ids_136 = [[4 * kind + copy for kind, n in enumerate(row) for copy in range(n)]
                   for row in lists]
        per_call("hupai shanten (136-tile ids, Hand.from_ids_136)",
                 lambda ids: engine.shanten(hupai.Hand.from_ids_136(ids, 0)), ids_136)
        per_call("riichienv calculate_shanten (136-tile ids)", riichienv.calculate_shanten, ids_136)
    except ImportError:
        print("riichienv is not installed")
    big = np.tile(counts, (BATCH // HANDS, 1))
    print(f"batches of {len(big):,} hands, all cores")
    batch("hupai is_win_batch", engine.is_win_batch, big)
    batch("hupai shanten_batch", engine.shanten_batch, big)
    batch("hupai discard_masks_batch", engine.discard_masks_batch, big)


if __name__ == "__main__":
    main()
