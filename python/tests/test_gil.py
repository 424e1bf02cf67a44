"""The calls that can search release the GIL: a thread ticking every millisecond
keeps ticking while they run (with the GIL held it would tick once a call). A
decomposition's search releases it too; its answer, thousands of dicts, is made
with it."""

import threading
import time

import hupai

# Jokers that stand only for the terminals of the number suits and East: hints and
# shanten answered by a search (discard advice of this hand: tens of milliseconds).
RESTRICTED = """
tiles = "all"
[jokers]
stands_for = ["1m", "9m", "1p", "9p", "1s", "9s", "1z"]
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


def repeated(times, call):
    """`call` made `times` times: long enough to count ticks in."""
    return lambda: [call() for _ in range(times)]


def slow_calls():
    engine = hupai.Engine.from_rules(RESTRICTED)
    engine.prepare_hints()
    return {
        "discards": lambda: engine.discards("19m19pJJJJJJJJJJJJJ"),
        "ukeire": repeated(5, lambda: engine.ukeire("1mJJJJJJJJJJJJ")),
        "discard_masks": repeated(30, lambda: engine.discard_masks("19m19pJJJJJJJJJJJJJ")),
        "shanten": repeated(1000, lambda: engine.shanten("19m19p1sJJJJJJJJ")),
    }


def test_searching_calls_release_the_gil():
    for name, call in slow_calls().items():
        ticks, took = ticks_during(call)
        assert took >= 20, f"{name} took {took:.1f} ms: too quick to tell"
        # Held, the ticker would tick once a call or once in the interpreter's
        # switch interval (5 ms); released, about once a millisecond (a third of
        # that allowed for a busy machine).
        assert ticks >= took / 3, f"{name}: {ticks} ticks in {took:.0f} ms"
