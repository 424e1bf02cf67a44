"""A real multi-process Dask cluster (`distributed.LocalCluster`) judging a million
hands: the engine pickled once, scattered to the worker processes, each task dealing
its own seeded hands and answering with the batch calls; the answers must equal the
same batches asked in this process."""

import numpy as np
import pytest

distributed = pytest.importorskip(
    "distributed", reason='the cluster test needs the extra: pip install "./python[test,cluster]"'
)

import hupai  # noqa: E402

HANDS = 1_000_000
CHUNKS = 20


def deal(seed, hands, tiles=14):
    """`hands` rows of 34 counts: `tiles` random kinds each, a row dealt again while
    it holds a fifth copy."""
    rng = np.random.default_rng(seed)
    counts = np.zeros((hands, 34), dtype=np.uint8)
    again = np.arange(hands)
    while again.size:
        kinds = rng.integers(0, 34, size=(again.size, tiles))
        flat = (kinds + 34 * np.arange(again.size)[:, None]).ravel()
        counts[again] = np.bincount(flat, minlength=34 * again.size).reshape(-1, 34)
        again = again[(counts[again] > 4).any(axis=1)]
    return counts


def judge(engine, seed, hands):
    """One task: deal, then every batch question; a summary small enough to send."""
    counts = deal(seed, hands)
    wins = engine.is_win_batch(counts)
    shanten = engine.shanten_batch(counts)
    waits = engine.waits_batch(deal(seed + 1, hands, tiles=13))
    by_shanten = np.bincount(shanten.astype(np.int64) + 1, minlength=16)
    return int(wins.sum()), by_shanten.tolist(), int(np.count_nonzero(waits))


def test_a_million_hands_on_a_local_cluster():
    # Red dragons as jokers (红中): an engine beyond a built-in name, pickled whole.
    engine = hupai.Engine("standard").with_joker_kinds(["7z"])
    per_chunk = HANDS // CHUNKS
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        shipped = client.scatter(engine, broadcast=True)
        futures = [client.submit(judge, shipped, seed, per_chunk, pure=False)
                   for seed in range(0, 2 * CHUNKS, 2)]
        remote = client.gather(futures)
        workers = {w["id"] for w in client.scheduler_info()["workers"].values()}
    local = [judge(engine, seed, per_chunk) for seed in range(0, 2 * CHUNKS, 2)]
    assert remote == local
    assert len(workers) == 2, "two worker processes"
    assert sum(chunk[0] for chunk in local) > 0, "some deals win"
    assert sum(sum(chunk[1]) for chunk in local) == HANDS

