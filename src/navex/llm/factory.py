"""The chat model navex talks to: any OpenAI-compatible endpoint, through ChatOpenAI."""

from __future__ import annotations

from typing import Any

from langchain_openai import ChatOpenAI
from pydantic import SecretStr

from navex.config import NavexSettings
from navex.llm.local import LocalModelError
from navex.llm.usage import UsageLogger


def chat_model(
    settings: NavexSettings, base_url: str | None = None, **overrides: Any
) -> ChatOpenAI:
    """ChatOpenAI on `base_url` (default NAVEX_LLM_BASE_URL), deterministic, bounded in time.

    Retries: the openai client retries connection errors, 408/409/429 and 5xx up to
    NAVEX_LLM_MAX_RETRIES times with exponential backoff (0.5 s doubling to 8 s, with
    jitter, honouring Retry-After); each attempt is bounded by NAVEX_LLM_TIMEOUT_SECONDS.
    For the embedded model pass `LocalModelServer(...).base_url`. `overrides` go to
    ChatOpenAI as they are (e.g. `http_client`, `max_tokens`).
    """
    url = base_url or settings.llm_base_url
    if not url:
        raise LocalModelError(
            "No chat model endpoint: set NAVEX_LLM_BASE_URL to an OpenAI-compatible server, "
            "or start the local model (`navex model serve`, or navex.llm.LocalModelServer)."
        )
    return ChatOpenAI(
        base_url=url,
        model=settings.llm_model,
        api_key=SecretStr(settings.llm_api_key or "none"),
        timeout=settings.llm_timeout_seconds,
        max_retries=settings.llm_max_retries,
        callbacks=[UsageLogger()],
        stream_usage=True,
        **{"temperature": 0, **overrides},
    )
