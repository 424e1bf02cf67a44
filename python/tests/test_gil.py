"""The calls that can search release the GIL: a thread ticking every millisecond
keeps ticking while one of them runs (with the GIL held it would tick once)."""

import threading
import time

import hupai

# Jokers that stand only for their own suit (a 5p 财神 for 1p to 9p): hints and
# shanten answered by a search, a tenth of a second or more for these hands.
OWN_SUIT = """
tiles = "all"
seven_pairs = "four-as-two-pairs"
thirteen_orphans = false
[jokers]
kinds = ["5p"]
stands_for = "own-suit"
max = 16
"""


def ticks_during(call):
    """How many times a thread ticked (every millisecond) while `call` ran, and how
    many milliseconds it ran."""
    ticks, stop = [0], threading.Event()

    def ticker():
        while not stop.is_set():
            ticks[0] += 1
            time.sleep(0.001)

    thread = threading.Thread(target=ticker)
    thread.start()
    time.sleep(0.01)
    before, started = ticks[0], time.perf_counter()
    call()
    took = (time.perf_counter() - started) * 1000
    after = ticks[0]
    stop.set()
    thread.join()
    return after - before, took


def slow_calls():
    own_suit = hupai.Engine.from_rules(OWN_SUIT)
    own_suit.prepare_hints()
    return {
        "discards": lambda: own_suit.discards("19m19pJJJJJJJJJJJJJ"),
        "ukeire": lambda: own_suit.ukeire("19m19p1sJJJJJJJJ"),
        "discard_masks": lambda: own_suit.discard_masks("19m19pJJJJJJJJJJJJJ"),
        "shanten": lambda: own_suit.shanten("19m19p1sJJJJJJJJ"),
    }


def test_searching_calls_release_the_gil():
    for name, call in slow_calls().items():
        ticks, took = ticks_during(call)
        assert took >= 20, f"{name} took {took:.1f} ms: too quick to tell"
        # Held, the ticker would tick about once; released, about once a
        # millisecond (a third of that allowed for a busy machine).
        assert ticks >= took / 3, f"{name}: {ticks} ticks in {took:.0f} ms"
