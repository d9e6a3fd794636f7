"""The agent's prompt, computed once and kept in every slot of a llama.cpp server.

Every execution request begins with the same system prompt and tool list (the same for
every role: see `ExecutionAgent._model_for`), about two thousand tokens that a two-core
CPU processes in some fifty seconds. llama.cpp reuses a slot's cached prefix, so only the
first request pays that; `warm_prompt` makes that first request nobody's:

1. the cache file's name is a hash of what the computed prompt depends on (the server's
   build and model, and the prompt's text);
2. each slot restores that file (llama.cpp's `POST /slots/{id}?action=restore`), which
   takes well under a second;
3. when no slot could (the first start), slot 0 computes the prompt (one request with
   `id_slot` and one token to generate), saves it (`action=save`), and the other slots
   restore it.

A server without the `/slots` API (a hosted endpoint) is left alone. Failures are logged
and never stop the agent: a cold prompt is slow, not wrong.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Awaitable, Callable
from typing import Literal

import httpx
import structlog

logger = structlog.get_logger(__name__)

WarmOutcome = Literal["restored", "computed", "unsupported", "failed"]
ComputeOnSlot = Callable[[int], Awaitable[None]]
"""Runs one request whose prompt is the one to keep, pinned to the given slot."""


def cache_file_name(props: dict[str, object], prompt: str) -> str:
    """The slot file for `prompt` on the server described by `props` (its /props)."""
    key = json.dumps(
        [props.get("build_info"), props.get("model_path"), props.get("n_ctx"), prompt],
        sort_keys=True,
        default=str,
    )
    return f"navex-prompt-{hashlib.sha256(key.encode()).hexdigest()[:24]}.bin"


async def warm_prompt(
    base_url: str, prompt: str, compute: ComputeOnSlot, *, timeout: float = 600.0
) -> WarmOutcome:
    """Every slot of the llama.cpp server at `base_url` (its OpenAI `/v1` URL) holds
    `prompt` computed, restored from its saved file or computed once and saved."""
    root = base_url.rstrip("/").removesuffix("/v1")
    started = time.perf_counter()
    async with httpx.AsyncClient(base_url=root, timeout=timeout) as http:
        try:
            slots = await http.get("/slots")
            props = await http.get("/props")
        except httpx.HTTPError as exc:
            logger.warning("llm_prompt_cache_unreachable", error=repr(exc))
            return "failed"
        if slots.status_code != 200 or props.status_code != 200:
            return "unsupported"
        ids = [int(slot["id"]) for slot in slots.json()]
        name = cache_file_name({**props.json(), "n_ctx": slots.json()[0].get("n_ctx")}, prompt)
        outcome: WarmOutcome = "restored"
        try:
            if not await _restore(http, ids, name):
                outcome = "computed"
                await compute(ids[0])
                saved = await http.post(f"/slots/{ids[0]}?action=save", json={"filename": name})
                saved.raise_for_status()
                if not saved.json().get("n_saved"):
                    raise RuntimeError(f"slot {ids[0]} held no prompt to save")
                await _restore(http, ids[1:], name)
        except Exception as exc:  # a cold prompt is slow, not wrong: go on without
            logger.warning("llm_prompt_cache_failed", error=repr(exc), file=name)
            return "failed"
    ms = round((time.perf_counter() - started) * 1000)
    logger.info("llm_prompt_cache_warm", outcome=outcome, slots=len(ids), ms=ms, file=name)
    return outcome


async def _restore(http: httpx.AsyncClient, ids: list[int], name: str) -> bool:
    """Restore `name` into each slot of `ids`; False when the file is not there."""
    for slot in ids:
        answer = await http.post(f"/slots/{slot}?action=restore", json={"filename": name})
        if answer.status_code != 200 or not answer.json().get("n_restored"):
            return False
    return True
