"""The screen ranker: which screen a request asks for, learnt from the ingested texts.

An `UtteranceClassifier` fitted on every embedded text of every screen (title,
description, sentences, curated examples) and on the catalog's labelled requests (how the
product's users actually asked). The requests carry most of what it knows about phrasing:
on three gold sets none of them was fitted on, they lifted the ranker's own top-1 from
0.66-0.70 to 0.88-0.93. Requests live in their own table (`screen_requests`), which the
cosine search (`index.py`) never reads; they are never shown to anyone and only teach the
ranker.

An evaluation holds out the requests it scores (`held_out`): a gold set is never scored
by a ranker fitted on its own rows.
"""

import asyncio
import hashlib
import time
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

import numpy as np
import numpy.typing as npt
import structlog

from navex.embeddings import UtteranceClassifier

logger = structlog.get_logger(__name__)

REQUEST_KIND = "request"
"""The kind of an ingested text that is a labelled request, not one of the screen's own."""

RANKER_C = 8.0
"""The screen ranker's inverse regularisation, chosen on the routing train split."""

_rankers: dict[tuple[str, str, str], UtteranceClassifier] = {}
"""Fitted rankers by (index generation, model, held-out requests): fitting takes seconds
and every ScreenIndex on the same ingested index would fit the same one. With a
`cache_dir`, a re-ingest of the same catalog reads the fit back from disk instead."""


class RankerText(NamedTuple):
    """One ingested text: the screen it stands for, its kind, its words and its vector."""

    screen_name: str
    kind: str
    text: str
    embedding: npt.NDArray[np.float32]


def held_out_key(held_out: frozenset[str]) -> str:
    """A short name for a set of held-out requests (empty: none)."""
    if not held_out:
        return ""
    return hashlib.sha256("\n".join(sorted(held_out)).encode()).hexdigest()[:16]


def held_out_text(query: str) -> str:
    """How a held-out request is compared with an ingested one: case and spaces aside."""
    return " ".join(query.lower().split())


def fitted_ranker(key: tuple[str, str, str]) -> UtteranceClassifier | None:
    """The ranker already fitted for `key`, if any."""
    return _rankers.get(key)


async def fit_ranker(
    key: tuple[str, str, str],
    texts: Sequence[RankerText],
    held_out: frozenset[str],
    cache_dir: Path | None,
    vectors_by: list[object] | None = None,
) -> UtteranceClassifier | None:
    """Fit (or read back) the ranker on `texts` less the held-out requests; None when
    fewer than two screens have texts (cosine order then stands). `vectors_by` names the
    encoder that embedded them (`encoder_release`), to find the fit shipped for them."""
    kept = [
        row for row in texts if row.kind != REQUEST_KIND or held_out_text(row.text) not in held_out
    ]
    names = [row.screen_name for row in kept]
    if len(set(names)) < 2:
        return None
    vectors = np.stack([np.asarray(row.embedding, dtype=np.float32) for row in kept])
    started = time.perf_counter()
    ranker = await asyncio.to_thread(
        UtteranceClassifier,
        [row.text for row in kept],
        names,
        vectors,
        c=RANKER_C,
        cache_dir=cache_dir,
        vectors_by=vectors_by,
    )
    logger.info(
        "screen_ranker_fitted",
        texts=len(kept),
        held_out=len(texts) - len(kept),
        ms=round((time.perf_counter() - started) * 1000, 1),
    )
    if len(_rankers) >= 4:
        _rankers.pop(next(iter(_rankers)))
    _rankers[key] = ranker
    return ranker
