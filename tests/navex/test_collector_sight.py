"""What a gateway keeps while it serves stays out of the garbage collector's sight.

Every full collection walks each container object the process holds (the start-up heap
is frozen, navex/observability/heap.py), with the event loop stopped. The semantic cache
and the per-list spelling indexes grow to tens of thousands of entries under load; kept
as sets and models they made each full pass 20-150 ms (bench/load.py, 150 messages/s).
"""

import gc

import numpy as np

from navex.navigation.cache import MemorySemanticCache
from navex.navigation.fuzzy import deletion_index, slips_of
from navex.navigation.index import ScreenMatch


def tracked_after(build: object) -> int:
    """Container objects the collector still tracks, once it has looked at them all."""
    gc.collect()
    before = len(gc.get_objects())
    kept = build() if callable(build) else build
    gc.collect()
    grown = len(gc.get_objects()) - before
    del kept
    return grown


async def test_the_semantic_cache_keeps_plain_values() -> None:
    cache = MemorySemanticCache(max_entries=300)
    rng = np.random.default_rng(7)
    matches = [ScreenMatch(screen_name=f"screen_{i}", score=0.5, similarity=0.4) for i in range(20)]
    gc.collect()
    before = len(gc.get_objects())
    for _ in range(200):
        await cache.put(1, "admin", rng.standard_normal(384).astype(np.float32), matches)
    gc.collect()
    assert len(gc.get_objects()) - before < 100  # 200 entries of 20 matches: 8,000 as models
    vector = rng.standard_normal(384).astype(np.float32)
    await cache.put(1, "admin", vector, matches)
    assert await cache.get(1, "admin", vector) == matches


def test_a_spelling_index_keeps_plain_values() -> None:
    words = [f"{a}{b}{c}word" for a in "abcdefgh" for b in "ijklmnop" for c in "qrstuvwx"]
    index = deletion_index(words)
    assert tracked_after(lambda: deletion_index(words)) < 100  # 512 words: 3,000 sets
    assert slips_of("aiqwrd", index) == {"aiqword"}
