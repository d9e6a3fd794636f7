"""Prometheus metrics (prometheus-client), served by the gateway at `/metrics`.

Defined once per process on the default registry; every component records into these.
Labels are low-cardinality by design: endpoint templates, route names, tool names,
outcomes. Never an id, a query or a user.

- navex_http_request_duration_seconds{method, endpoint, status}: gateway request latency
  (a streamed answer: until its last event)
- navex_route_decisions_total{route, reason}, navex_route_score{route}: router decisions and
  each route's score for every routed request
- navex_chat_events_total{event}: SSE events sent (route, step, approval_required, final,
  error)
- navex_tool_calls_total{tool, outcome}: execution tool calls (succeeded, failed, rejected,
  denied, replayed, blocked)
- navex_model_request_duration_seconds{model}, navex_model_tokens_total{model, kind},
  navex_model_errors_total{model}: chat-model latency, prompt/completion tokens, failures
- navex_guardrail_blocks_total{stage, reason}: inputs blocked and outputs redacted
- navex_navigation_cache_total{result}: semantic-cache hits and misses
- navex_approvals_total{tool, event}: approvals requested, approved, denied
- navex_rate_limited_total{scope}: requests refused by a rate limit (org, user)
- navex_auth_failures_total{reason}: service-JWT verification failures
"""

import time
from typing import Any
from uuid import UUID

from langchain_core.callbacks import AsyncCallbackHandler
from langchain_core.messages import BaseMessage
from langchain_core.outputs import LLMResult
from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, Counter, Histogram, generate_latest

_LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120)
_SCORE_BUCKETS = (0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1.0)

HTTP_REQUEST_SECONDS = Histogram(
    "navex_http_request_duration_seconds",
    "Gateway request latency in seconds (a streamed response: until its last event).",
    ["method", "endpoint", "status"],
    buckets=_LATENCY_BUCKETS,
)
ROUTE_DECISIONS = Counter(
    "navex_route_decisions_total", "Router decisions by route and reason.", ["route", "reason"]
)
ROUTE_SCORE = Histogram(
    "navex_route_score",
    "Each route's score (the router classifier's probability) per routed request.",
    ["route"],
    buckets=_SCORE_BUCKETS,
)
CHAT_EVENTS = Counter("navex_chat_events_total", "SSE events sent, by event type.", ["event"])
TOOL_CALLS = Counter(
    "navex_tool_calls_total", "Execution tool calls by tool and outcome.", ["tool", "outcome"]
)
MODEL_SECONDS = Histogram(
    "navex_model_request_duration_seconds",
    "Chat-model call latency in seconds.",
    ["model"],
    buckets=_LATENCY_BUCKETS,
)
MODEL_TOKENS = Counter(
    "navex_model_tokens_total", "Tokens reported by the chat model.", ["model", "kind"]
)
MODEL_ERRORS = Counter("navex_model_errors_total", "Chat-model calls that failed.", ["model"])
GUARDRAIL_BLOCKS = Counter(
    "navex_guardrail_blocks_total",
    "Inputs blocked and outputs redacted by the guardrails.",
    ["stage", "reason"],
)
NAVIGATION_CACHE = Counter(
    "navex_navigation_cache_total", "Navigation semantic-cache lookups.", ["result"]
)
APPROVALS = Counter(
    "navex_approvals_total", "Approvals requested and decided, by tool.", ["tool", "event"]
)
RATE_LIMITED = Counter(
    "navex_rate_limited_total", "Requests refused by a rate limit, by scope.", ["scope"]
)
AUTH_FAILURES = Counter(
    "navex_auth_failures_total", "Service-JWT verification failures, by reason.", ["reason"]
)


def render_latest() -> tuple[bytes, str]:
    """The default registry in Prometheus' text format, and its content type."""
    return generate_latest(REGISTRY), CONTENT_TYPE_LATEST


def _model_name(serialized: dict[str, Any] | None, metadata: dict[str, Any] | None) -> str:
    for source in (metadata or {}, (serialized or {}).get("kwargs") or {}):
        for key in ("ls_model_name", "model_name", "model"):
            value = source.get(key)
            if isinstance(value, str) and value:
                return value[:100]
    name = (serialized or {}).get("name")
    return str(name)[:100] if name else "unknown"


class ModelMetricsCallback(AsyncCallbackHandler):
    """A LangChain callback recording every chat-model call's latency and tokens.

    Attach it to the chat model (`model.callbacks = [ModelMetricsCallback()]`): it then sees
    the calls made through any binding of that model (`bind_tools`, ...).
    """

    def __init__(self) -> None:
        self._started: dict[UUID, tuple[float, str]] = {}

    async def on_chat_model_start(
        self,
        serialized: dict[str, Any],
        messages: list[list[BaseMessage]],
        *,
        run_id: UUID,
        metadata: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        self._started[run_id] = (time.perf_counter(), _model_name(serialized, metadata))

    async def on_llm_end(self, response: LLMResult, *, run_id: UUID, **kwargs: Any) -> None:
        started, model = self._started.pop(run_id, (None, "unknown"))
        if started is not None:
            MODEL_SECONDS.labels(model).observe(time.perf_counter() - started)
        prompt, completion = _token_usage(response)
        if prompt:
            MODEL_TOKENS.labels(model, "prompt").inc(prompt)
        if completion:
            MODEL_TOKENS.labels(model, "completion").inc(completion)

    async def on_llm_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        started, model = self._started.pop(run_id, (None, "unknown"))
        if started is not None:
            MODEL_SECONDS.labels(model).observe(time.perf_counter() - started)
        MODEL_ERRORS.labels(model).inc()


def _token_usage(response: LLMResult) -> tuple[int, int]:
    """(prompt, completion) tokens: from the messages' usage metadata, else llm_output."""
    prompt = completion = 0
    for generations in response.generations:
        for generation in generations:
            usage = getattr(getattr(generation, "message", None), "usage_metadata", None)
            if usage:
                prompt += int(usage.get("input_tokens", 0) or 0)
                completion += int(usage.get("output_tokens", 0) or 0)
    if prompt or completion:
        return prompt, completion
    usage = (response.llm_output or {}).get("token_usage") or {}
    return int(usage.get("prompt_tokens", 0) or 0), int(usage.get("completion_tokens", 0) or 0)
