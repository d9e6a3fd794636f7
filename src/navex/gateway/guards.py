"""The guardrails (`navex.guardrails`) as the gateway applies them.

- Input: `check_input` on every chat message before anything else reads it. Blocked (a
  prompt injection, or PII whose policy is `block`) → the stream's `error` event; allowed
  → the router, the navigator and the agent see `redacted_text` (PII whose policy is
  `redact` replaced), and that is also what the history stores. When the router embeds
  with the guard's own encoder, the verdict carries that text's vector, made in the
  guard's encoder call: a message is embedded once (`vector`; None otherwise, and the
  caller embeds it). A text passed with nothing found is kept with its vector (the check
  is a pure function of the text): asked again, it is answered without the worker thread.
- Output: `OutputRedactor` on every string the gateway streams or stores (step messages,
  summaries, clarifications, approval summaries and arguments, tool results). The events
  carry whole strings, not model tokens, so the per-string redactor is the right tool;
  `StreamRedactor` is for token streams, which the gateway does not send.
"""

import asyncio
from dataclasses import dataclass
from typing import Any, TypeVar

import structlog

from navex.config import NavexSettings
from navex.embeddings import Encoder
from navex.embeddings.base import Vectors
from navex.guardrails import InputVerdict as GuardVerdict
from navex.guardrails import OutputRedactor, check_input, check_input_embedded, default_scorer
from navex.guardrails.normalize import KEPT_LENGTH
from navex.kept import Kept
from navex.observability.metrics import GUARDRAIL_BLOCKS

logger = structlog.get_logger(__name__)
T = TypeVar("T")

PASSED_KEPT = 4096
"""Texts the input guard passed with nothing found, kept with their vectors (1.5 kB each)."""


@dataclass(frozen=True)
class InputVerdict:
    blocked: bool
    text: str  # what the rest of the request may see (and the history stores)
    reasons: tuple[str, ...] = ()
    vector: Vectors | None = None  # `text`'s, by the router's encoder, when it was made


class Guards:
    def __init__(
        self,
        settings: NavexSettings,
        *,
        enabled: bool = True,
        router_encoder: Encoder | None = None,
    ) -> None:
        self.settings = settings
        self.enabled = enabled
        self.redactor = OutputRedactor.from_settings(settings)
        self.router_encoder = router_encoder
        self._shares_encoder: bool | None = None  # known once the scorer is loaded
        self._passed: Kept[tuple[str, Vectors | None]] = Kept(PASSED_KEPT)

    def _embed_for_router(self) -> bool:
        """Whether the guard's encoder is the router's: then the verdict's vector serves
        both (another encoder, a remote one say, makes other vectors)."""
        if self._shares_encoder is None:
            scorer = default_scorer(self.settings)
            self._shares_encoder = (
                self.router_encoder is not None and scorer.encoder is self.router_encoder
            )
        return self._shares_encoder

    async def warm_up(self) -> None:
        """Load the injection scorer (it embeds its exemplars) before the first request."""
        if self.enabled:
            await asyncio.to_thread(check_input, "open the dashboard", self.settings)

    def _check(self, text: str) -> tuple[GuardVerdict, Vectors | None]:
        embed = self.settings.guardrails_injection_semantic and self._embed_for_router()
        return check_input_embedded(text, self.settings, embed=embed)

    async def check_input(self, text: str) -> InputVerdict:
        if not self.enabled:
            return InputVerdict(blocked=False, text=text)
        kept = self._passed.get(text)
        if kept is not None:  # passed before, nothing found: no worker thread, no encoder
            return InputVerdict(blocked=False, text=kept[0], vector=kept[1])
        verdict, vector = await asyncio.to_thread(self._check, text)
        if verdict.allowed and not verdict.reasons and len(text) <= KEPT_LENGTH:  # else: each time
            self._keep(text, verdict.redacted_text, vector)
        reasons = tuple(sorted({f.reason for f in verdict.reasons}))
        if not verdict.allowed:
            for reason in sorted(set(verdict.blocked_by)):
                GUARDRAIL_BLOCKS.labels("input", reason).inc()
        elif reasons:
            for reason in reasons:
                GUARDRAIL_BLOCKS.labels("input_redacted", reason).inc()
        return InputVerdict(
            blocked=not verdict.allowed,
            text=verdict.redacted_text,
            reasons=reasons,
            vector=vector,
        )

    def _keep(self, text: str, seen: str, vector: Vectors | None) -> None:
        """A text the guard passed with nothing found, and its vector (read only): the
        check is a pure function of the text (an encoder's vector depends on its text
        only), so it answers the same again. One with findings is checked every time (and
        logged every time)."""
        if vector is not None:
            vector = vector.copy()
            vector.setflags(write=False)
        self._passed.put(text, (seen, vector))

    def redact(self, text: str) -> str:
        if not text:
            return text
        redacted = self.redactor.redact(text)
        if redacted != text:
            GUARDRAIL_BLOCKS.labels("output", "redacted").inc()
        return redacted

    def redact_data(self, data: T) -> T:
        """Every string in `data` (dicts, lists) redacted; keys and other values kept."""
        redacted: T = self._redact_any(data)
        return redacted

    def _redact_any(self, data: Any) -> Any:
        if isinstance(data, str):
            return self.redact(data)
        if isinstance(data, dict):
            return {k: self._redact_any(v) for k, v in data.items()}
        if isinstance(data, list | tuple):
            return [self._redact_any(v) for v in data]
        return data
