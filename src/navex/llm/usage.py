"""Each model call's tokens and time, as one structlog event (`llm_call`).

The tokens say where the time of a request goes: `prompt_tokens` the model was given,
`cached_tokens` of them it did not process again (llama.cpp and hosted endpoints reuse a
prompt prefix they have seen), `generated_tokens` it wrote. Attached to every chat model
that `chat_model` builds, as a LangChain callback, so that no caller has to remember it.
"""

from __future__ import annotations

import time
from typing import Any
from uuid import UUID

import structlog
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.outputs import LLMResult
from opentelemetry.trace import Span, StatusCode

from navex.observability.tracing import tracer

logger = structlog.get_logger(__name__)


def _usage(result: LLMResult) -> dict[str, int]:
    """Token counts of a result, from the OpenAI-style `token_usage` the endpoint sent."""
    usage: dict[str, Any] = dict((result.llm_output or {}).get("token_usage") or {})
    if not usage:
        for generations in result.generations:
            for generation in generations:
                message = getattr(generation, "message", None)
                metadata = getattr(message, "response_metadata", None) or {}
                usage = dict(metadata.get("token_usage") or usage)
    details = usage.get("prompt_tokens_details") or {}
    return {
        "prompt_tokens": int(usage.get("prompt_tokens") or 0),
        "cached_tokens": int(details.get("cached_tokens") or 0),
        "generated_tokens": int(usage.get("completion_tokens") or 0),
    }


class UsageLogger(BaseCallbackHandler):
    """Logs `llm_call` (tokens, milliseconds) when a chat model call ends, and traces the
    call as a `gen_ai.chat` span with its token counts (a no-op span when tracing is off).
    Runs inline, in the caller's context, so that the span is the caller's child."""

    run_inline = True

    def __init__(self) -> None:
        self._started: dict[UUID, tuple[float, Span]] = {}

    def on_chat_model_start(
        self, serialized: dict[str, Any], messages: Any, *, run_id: UUID, **kwargs: Any
    ) -> None:
        model = (kwargs.get("invocation_params") or {}).get("model") or ""
        call = tracer.start_span(
            "gen_ai.chat",
            attributes={"gen_ai.operation.name": "chat", "gen_ai.request.model": str(model)},
        )
        self._started[run_id] = (time.perf_counter(), call)

    def on_llm_end(self, response: LLMResult, *, run_id: UUID, **_: Any) -> None:
        begun = self._started.pop(run_id, None)
        ms = None if begun is None else round((time.perf_counter() - begun[0]) * 1000, 1)
        call = None if begun is None else begun[1]
        usage = _usage(response)
        logger.info("llm_call", ms=ms, **usage)
        if call is not None:
            call.set_attribute("gen_ai.usage.input_tokens", usage["prompt_tokens"])
            call.set_attribute("gen_ai.usage.output_tokens", usage["generated_tokens"])
            call.set_attribute("navex.llm.cached_tokens", usage["cached_tokens"])
            call.end()

    def on_llm_error(self, error: BaseException, *, run_id: UUID, **_: Any) -> None:
        begun = self._started.pop(run_id, None)
        if begun is not None:
            call = begun[1]
            call.record_exception(error)
            call.set_status(StatusCode.ERROR, type(error).__name__)
            call.end()
