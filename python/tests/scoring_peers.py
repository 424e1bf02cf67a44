"""Random riichi wins with random situations, scored by hupai and by the two outside
scorers (PyPI `mahjong` 2.1 and `riichienv`), and the differences named.

`python -m tests.scoring_peers N [seed]` (from python/) compares N hands and prints a
tally; `test_scoring_peers.py` runs it in the test suite. Each known difference
between the rules as written and a peer is a named exception below, with the reason;
anything else is a mismatch.
"""

import random
import sys
from collections import Counter

import hupai

SUITS = "mps"
EAST = 27  # 1z in 34-ids


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


class Deal:
    """A winning hand: its sets (kind, first 34-id, meld state) and pair, the tiles'
    136-ids, the winning tile, and a situation."""

    def __init__(self, rng, players=4):
        self.players = players
        self.in_play = [k for k in range(34) if players == 4 or not (1 <= k <= 7)]
        for _ in range(1000):
            if self._try(rng):
                return
        raise RuntimeError("no deal")

    def _try(self, rng):
        self.copies = Counter()
        shape = rng.random()
        if shape < 0.06:
            return self._seven_pairs(rng)
        if shape < 0.09:
            return self._orphans(rng)
        return self._standard(rng)

    def _take(self, kind, n):
        if self.copies[kind] + n > 4:
            return False
        self.copies[kind] += n
        return True

    def _pool(self, rng):
        """Kinds a deal draws from: all, one suit and honours, one suit, simples…"""
        roll = rng.random()
        numbers = [k for k in self.in_play if k < 27]
        if roll < 0.15:
            suit = rng.choice([s for s in range(3) if any(k // 9 == s for k in numbers)])
            return [k for k in self.in_play if k // 9 == suit or (k >= 27 and roll < 0.08)]
        if roll < 0.25:
            return [k for k in numbers if 1 <= k % 9 <= 7]
        if roll < 0.32:
            return [k for k in self.in_play if k >= 27 or k % 9 in (0, 8)]
        return self.in_play

    def _standard(self, rng):
        pool = self._pool(rng)
        self.sets = []
        for _ in range(4):
            roll = rng.random()
            starts = [k for k in pool if k < 27 and k % 9 <= 6 and k + 1 in pool and k + 2 in pool]
            if roll < 0.5 and starts and self.players == 4 or (roll < 0.5 and starts and rng.random() < 0.5):
                first = rng.choice(starts)
                if not all(self._take(first + i, 1) for i in range(3)):
                    return False
                self.sets.append(["run", first])
            else:
                kind = rng.choice(pool)
                size = 4 if rng.random() < 0.12 else 3
                if not self._take(kind, size):
                    return False
                self.sets.append(["kong" if size == 4 else "triplet", kind])
        pair = rng.choice(pool)
        if not self._take(pair, 2):
            return False
        self.pair = pair
        # Melds: kongs always (a kong is declared), others now and then.
        self.melds = []
        open_rate = rng.choice([0.0, 0.0, 0.2, 0.4])
        for s in self.sets:
            kind, first = s
            if kind == "kong":
                s.append("closed" if rng.random() < 0.4 else "open")
            elif rng.random() < open_rate and not (kind == "run" and self.players == 3):
                s.append("open")
            else:
                s.append(None)
        self.concealed = [self.pair, self.pair]
        for kind, first, meld in self.sets:
            if meld is None:
                self.concealed += [first, first + 1, first + 2] if kind == "run" else [first] * 3
        self.form = "standard"
        return self._situation(rng)

    def _seven_pairs(self, rng):
        pool = self._pool(rng)
        if len(pool) < 7:
            return False
        kinds = rng.sample(pool, 7)
        for k in kinds:
            self._take(k, 2)
        self.sets, self.pair, self.form = [], None, "seven pairs"
        self.concealed = sorted(kinds * 2)
        return self._situation(rng)

    def _orphans(self, rng):
        orphans = [k for k in range(34) if k >= 27 or k % 9 in (0, 8)]
        pair = rng.choice(orphans)
        for k in orphans:
            self._take(k, 1)
        self._take(pair, 1)
        self.sets, self.pair, self.form = [], pair, "thirteen orphans"
        self.concealed = sorted(orphans + [pair])
        return self._situation(rng)

    def closed(self):
        return all(m != "open" for _, _, m in self.sets)

    def kongs(self):
        return sum(1 for k, _, _ in self.sets if k == "kong")

    def _situation(self, rng):
        self.winning = rng.choice(self.concealed)
        self.tsumo = rng.random() < 0.5
        self.seat = rng.randrange(self.players)
        self.round = rng.randrange(2 if self.players == 4 else 2)
        closed = self.closed()
        self.riichi = closed and rng.random() < 0.4
        self.double_riichi = self.riichi and rng.random() < 0.1
        self.ippatsu = self.riichi and rng.random() < 0.2
        self.last_tile = rng.random() < 0.05
        self.after_kong = self.tsumo and self.kongs() > 0 and not self.last_tile and rng.random() < 0.3
        self.robbing_kong = not self.tsumo and not self.last_tile and rng.random() < 0.03
        no_melds = not any(m for _, _, m in self.sets)
        can_first = no_melds and not self.riichi and not self.last_tile and not self.robbing_kong
        self.first_turn = can_first and (self.tsumo or self.seat != 0) and rng.random() < 0.02
        if self.first_turn and not self.tsumo:
            self.first_turn = False  # renhou: off in both peers' defaults and ours
        self.honba = rng.randrange(4)
        self.sticks = rng.randrange(3)
        # 136-ids: red fives are copy 0 of each five; decide the reds first.
        self.red = [0, 0, 0]
        for suit in range(3):
            five = suit * 9 + 4
            held = self.copies[five]
            if five in self.in_play and held and (held == 4 or rng.random() < 0.5) and (self.players == 4 or suit > 0):
                self.red[suit] = 1
        free = {k: [c for c in range(4)] for k in range(34)}
        for suit in range(3):
            if not self.red[suit]:
                free[suit * 9 + 4].remove(0)  # the red copy stays in the wall
        self.ids = {}

        def take136(kind):
            copy = free[kind].pop(0)
            return kind * 4 + copy

        self.melds136 = []
        for kind, first, meld in self.sets:
            if meld:
                kinds = [first, first + 1, first + 2] if kind == "run" else [first] * (4 if kind == "kong" else 3)
                self.melds136.append((kind, meld, [take136(k) for k in kinds]))
        self.concealed136 = [take136(k) for k in sorted(self.concealed)]
        self.win136 = next(t for t in self.concealed136 if t // 4 == self.winning)
        count = rng.randint(1, 1 + self.kongs())
        indicators = []
        for _ in range(2 * count):
            choices = [k for k in self.in_play if free[k] and not (k // 9 < 3 and k % 9 == 4 and 0 in free[k] and len(free[k]) == 1)]
            kind = rng.choice(choices)
            copy = free[kind].pop(-1)
            indicators.append(kind * 4 + copy)
        self.dora136 = indicators[:count]
        self.ura136 = indicators[count:] if self.riichi else []
        return True

    # -- hupai --

    def hupai_hand(self):
        """MPSZ text of the concealed tiles, a red five written 0."""
        out = ""
        for suit in range(4):
            ids = sorted(t for t in self.concealed136 if t // 36 == suit)
            if ids:
                out += "".join("0" if t % 36 // 4 == 4 and t % 4 == 0 and suit < 3 else str(t % 36 // 4 + 1) for t in ids)
                out += "mpsz"[suit]
        return out

    def hupai_melds(self):
        parts = []
        for kind, meld, ids in self.melds136:
            written = text([t // 4 for t in ids])
            parts.append(f"({written})" if meld == "closed" else written)
        return ",".join(parts)

    def hupai_score(self, engine):
        red = [0, 0, 0]
        for t in self.concealed136 + [t for _, _, ids in self.melds136 for t in ids]:
            if t < 108 and t % 36 // 4 == 4 and t % 4 == 0:
                red[t // 36] += 1
        situation = hupai.Situation(
            name(self.winning),
            tsumo=self.tsumo,
            seat_wind=f"{self.seat + 1}z",
            round_wind=f"{self.round + 1}z",
            riichi=self.riichi,
            double_riichi=self.double_riichi,
            ippatsu=self.ippatsu,
            last_tile=self.last_tile,
            after_kong=self.after_kong,
            robbing_kong=self.robbing_kong,
            first_turn=self.first_turn,
            dora=[name(t // 4) for t in self.dora136],
            ura_dora=[name(t // 4) for t in self.ura136],
            red_fives=red,
            honba=self.honba,
            riichi_sticks=self.sticks,
        )
        return engine.with_melds(self.hupai_melds()).score(self.hupai_hand(), situation)

    def describe(self):
        flags = [f for f in ("tsumo", "riichi", "double_riichi", "ippatsu", "last_tile", "after_kong", "robbing_kong", "first_turn") if getattr(self, f)]
        return (
            f"hand {self.hupai_hand()} melds [{self.hupai_melds()}] win {name(self.winning)} seat {self.seat + 1}z round {self.round + 1}z "
            f"{' '.join(flags)} dora {[name(t // 4) for t in self.dora136]} ura {[name(t // 4) for t in self.ura136]} honba {self.honba} sticks {self.sticks}"
        )


def mahjong_score(deal):
    """PyPI `mahjong` 2.1 with the online defaults hupai's riichi rules use."""
    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
    from mahjong.meld import Meld

    kinds = {"run": Meld.CHI, "triplet": Meld.PON, "kong": Meld.KAN}
    melds = [Meld(meld_type=kinds[kind], tiles=ids, opened=meld == "open") for kind, meld, ids in deal.melds136]
    tiles = deal.concealed136 + [t for _, _, ids in deal.melds136 for t in ids]
    options = OptionalRules(
        has_open_tanyao=True,
        has_aka_dora=True,
        has_double_yakuman=True,
        kazoe_limit=HandConstants.KAZOE_LIMITED,
        kiriage=False,
        is_three_player=deal.players == 3,
    )
    config = HandConfig(
        is_tsumo=deal.tsumo,
        is_riichi=deal.riichi and not deal.double_riichi,
        is_daburu_riichi=deal.double_riichi,
        is_ippatsu=deal.ippatsu,
        is_rinshan=deal.after_kong,
        is_chankan=deal.robbing_kong,
        is_haitei=deal.last_tile and deal.tsumo,
        is_houtei=deal.last_tile and not deal.tsumo,
        is_tenhou=deal.first_turn and deal.tsumo and deal.seat == 0,
        is_chiihou=deal.first_turn and deal.tsumo and deal.seat != 0,
        player_wind=EAST + deal.seat,
        round_wind=EAST + deal.round,
        kyoutaku_number=deal.sticks,
        tsumi_number=deal.honba,
        options=options,
    )
    return HandCalculator.estimate_hand_value(
        tiles, deal.win136, melds=melds, dora_indicators=deal.dora136, config=config, ura_dora_indicators=deal.ura136
    )


def compare_mahjong(deal, ours):
    """None when PyPI `mahjong` agrees, else what differs."""
    theirs = mahjong_score(deal)
    if theirs.error == "no_yaku":
        return None if not ours.has_yaku else f"mahjong: no yaku; hupai: {ours!r}"
    if theirs.error:
        return f"mahjong error {theirs.error}; hupai: {ours!r}"
    if not ours.has_yaku:
        return f"hupai: no yaku; mahjong: {theirs.han} han {theirs.fu} fu {[str(y) for y in theirs.yaku]}"
    yakuman = any(y.is_yakuman for y in theirs.yaku)
    same = theirs.cost["total"] == ours.total and (yakuman or (theirs.han, theirs.fu) == (ours.han, ours.fu))
    if same:
        return None
    return (
        f"mahjong: {theirs.han} han {theirs.fu} fu total {theirs.cost['total']} {[str(y) for y in theirs.yaku]}; "
        f"hupai: {ours!r} {ours.split} {ours.fu_parts}"
    )


def riichienv_score(deal):
    """riichienv's Rust evaluator, called directly (its Python wrapper adds the
    winning tile by the hand's size, which a kong throws off)."""
    from riichienv import _riichienv as core

    WINDS = [core.Wind.East, core.Wind.South, core.Wind.West, core.Wind.North]

    kinds = {"run": core.MeldType.Chi, "triplet": core.MeldType.Pon}
    melds = []
    for kind, meld, ids in deal.melds136:
        if kind == "kong":
            meld_type = core.MeldType.Ankan if meld == "closed" else core.MeldType.Daiminkan
        else:
            meld_type = kinds[kind]
        melds.append(core.Meld(meld_type, ids, meld == "open"))
    evaluator = (core.HandEvaluator if deal.players == 4 else core.HandEvaluator3P)(sorted(deal.concealed136), melds)
    conditions = core.Conditions(
        tsumo=deal.tsumo,
        riichi=deal.riichi and not deal.double_riichi,
        double_riichi=deal.double_riichi,
        ippatsu=deal.ippatsu,
        haitei=deal.last_tile and deal.tsumo,
        houtei=deal.last_tile and not deal.tsumo,
        rinshan=deal.after_kong,
        chankan=deal.robbing_kong,
        tsumo_first_turn=deal.first_turn,
        player_wind=WINDS[deal.seat],
        round_wind=WINDS[deal.round],
        riichi_sticks=deal.sticks,
        honba=deal.honba,
    )
    return evaluator.calc(deal.win136, deal.dora136, deal.ura136, conditions)


# Differences explained by the rules, each pinned by a test in tests/suite/scoring.rs.
RIICHIENV_SUUANKOU = (
    "riichienv 0.4.11 misses suuankou by tsumo when the triplets also read as runs "
    "(44555666777888s); the reading worth most (高点法) is the yakuman"
)


def compare_riichienv(deal, ours):
    """None when riichienv agrees, else what differs. riichienv counts no double
    yakuman (its evaluator takes no game rule), so a double is compared as a single."""
    theirs = riichienv_score(deal)
    suuankou = any(name.startswith("suuankou") for name, _ in ours.yaku)
    if suuankou and deal.tsumo and not theirs.yakuman:
        return "explained: " + RIICHIENV_SUUANKOU
    if not theirs.is_win:
        if theirs.has_win_shape and not ours.has_yaku:
            return None
        return f"riichienv: no win (shape {theirs.has_win_shape}); hupai: {ours!r}"
    if not ours.has_yaku:
        return f"hupai: no yaku; riichienv: {theirs.han} han {theirs.fu} fu"
    if theirs.yakuman or ours.yakuman:
        return None if theirs.yakuman and ours.yakuman else f"riichienv yakuman {theirs.yakuman} {theirs.yaku}; hupai: {ours!r}"
    ron = theirs.ron_agari
    if deal.tsumo:
        paid = theirs.tsumo_agari_oya + (deal.players - 2) * theirs.tsumo_agari_ko if deal.seat else (deal.players - 1) * theirs.tsumo_agari_ko
    else:
        paid = ron
    ours_paid = ours.total - 1000 * deal.sticks
    if (theirs.han, theirs.fu) == (ours.han, ours.fu) and paid == ours_paid:
        return None
    return f"riichienv: {theirs.han} han {theirs.fu} fu paid {paid} yaku {theirs.yaku}; hupai: {ours!r} {ours.split} {ours.fu_parts}"


def run(count, seed=2026, players=4, peers=("mahjong", "riichienv")):
    """Scores `count` deals; returns a tally, the unexplained mismatches by peer and
    the explained differences by reason."""
    rng = random.Random(seed)
    engine = hupai.Engine("riichi" if players == 4 else "sanma")
    mismatches = {peer: [] for peer in peers}
    explained = Counter()
    tally = Counter()
    for _ in range(count):
        deal = Deal(rng, players)
        ours = deal.hupai_score(engine)
        tally["yaku" if ours.has_yaku else "no yaku"] += 1
        tally[deal.form] += 1
        for peer in peers:
            compare = compare_mahjong if peer == "mahjong" else compare_riichienv
            difference = compare(deal, ours)
            if difference and difference.startswith("explained: "):
                explained[f"{peer}: {difference[len('explained: '):]}"] += 1
            elif difference:
                mismatches[peer].append(f"{deal.describe()}\n    {difference}")
    return tally, mismatches, explained


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 2026
    players = int(sys.argv[3]) if len(sys.argv) > 3 else 4
    peers = tuple(sys.argv[4].split(",")) if len(sys.argv) > 4 else ("mahjong", "riichienv")
    tally, mismatches, explained = run(count, seed, players, peers)
    print(dict(tally))
    for reason, times in explained.items():
        print(f"explained ({times}): {reason}")
    for peer, found in mismatches.items():
        print(f"{peer}: {len(found)} mismatches")
        for line in found[:15]:
            print("  " + line)
