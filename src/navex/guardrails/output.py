"""Output guardrails: PII redacted from what the assistant says, streamed or stored.

Cards, national ids and secrets are always redacted from output; emails and phone
numbers as configured (`guardrails_output_pii_policy`), since answering "what is bob's
email?" is an ordinary use of the console's own data.

`StreamRedactor` redacts a token stream as it is sent: it holds back the unfinished end
of the text (the last `hold` characters, and any run of non-space characters or of
digit groups that crosses that point), so a card number split over several chunks is
seen whole before any of it leaves.
"""

import functools
import re
from collections.abc import AsyncIterable, AsyncIterator, Iterable

from navex.config import NavexSettings
from navex.guardrails.normalize import KEPT_LENGTH
from navex.guardrails.pii import PII_KINDS, PiiFinding, PiiKind, find_pii, redact
from navex.guardrails.policy import output_kinds

# What a stream may cut through: a run of non-space characters, or of digit groups
# ("4111 1111 1111 1111", "+33 6 12 34 56 78", "(415) 555-0132").
_RUN = re.compile(r"(?:\S|(?<=[\d)]) (?=[\d(+]))+")
DEFAULT_HOLD = 48  # longer than any number-shaped PII written with separators
MAX_PENDING = 8192  # a run longer than this is released (redacted) rather than held forever
_CONTEXT = 96  # released text kept for detectors that need what came before ("token: ")


@functools.lru_cache(maxsize=4096)
def _redacted(text: str, kinds: frozenset[PiiKind]) -> str:
    return redact(text, find_pii(text, kinds))


class OutputRedactor:
    """Redacts the kinds of PII that must not reach the user; one per configuration."""

    def __init__(self, kinds: Iterable[PiiKind] | None = None) -> None:
        self.kinds: frozenset[PiiKind] = frozenset(PII_KINDS if kinds is None else kinds)

    @classmethod
    def from_settings(cls, settings: NavexSettings | None = None) -> "OutputRedactor":
        return cls(output_kinds(settings))

    def redact(self, text: str) -> str:
        """`text` with its PII of `kinds` redacted; a short text's kept (a pure function of
        it: a gateway says the same screens' titles and records' names again)."""
        if len(text) > KEPT_LENGTH:
            return redact(text, find_pii(text, self.kinds))
        return _redacted(text, self.kinds)

    def stream(self, hold: int = DEFAULT_HOLD) -> "StreamRedactor":
        return StreamRedactor(self.kinds, hold=hold)

    async def redact_stream(self, chunks: AsyncIterable[str]) -> AsyncIterator[str]:
        """Redact an async stream of text chunks (an LLM's tokens on their way to SSE)."""
        stream = self.stream()
        async for chunk in chunks:
            safe = stream.feed(chunk)
            if safe:
                yield safe
        tail = stream.flush()
        if tail:
            yield tail


class StreamRedactor:
    """Feed chunks, send what `feed` returns, then send what `flush` returns at the end.

    Everything returned has been redacted; together the returned pieces are the redacted
    text of the whole stream.
    """

    def __init__(self, kinds: Iterable[PiiKind] | None = None, hold: int = DEFAULT_HOLD) -> None:
        if hold < 1:
            raise ValueError("hold must be at least 1 character")
        self.kinds: frozenset[PiiKind] = frozenset(PII_KINDS if kinds is None else kinds)
        self.hold = hold
        self._pending = ""  # received, not yet released
        self._context = ""  # the end of what was released, for detectors' context

    def feed(self, chunk: str) -> str:
        self._pending += chunk
        return self._release(final=False)

    def flush(self) -> str:
        return self._release(final=True)

    def _release(self, final: bool) -> str:
        text = self._context + self._pending
        offset = len(self._context)
        findings = [f for f in find_pii(text, self.kinds) if f.end > offset]
        cut = len(text)
        if not final:
            cut = max(offset, len(text) - self.hold)
            for run in _RUN.finditer(text, offset):
                if run.start() < cut < run.end():
                    cut = run.start()
                    break
            for finding in findings:
                if finding.start < cut < finding.end:
                    cut = max(offset, finding.start)
            if cut == offset and len(self._pending) > MAX_PENDING:
                # One run longer than any PII could be held forever: release its start,
                # with whatever was found in it redacted up to the cut.
                cut = len(text) - self.hold
        if cut <= offset:
            return ""
        released = _redacted_slice(text, findings, offset, cut)
        self._pending = text[cut:]
        self._context = text[max(0, cut - _CONTEXT) : cut]
        return released


def _redacted_slice(text: str, findings: list[PiiFinding], offset: int, cut: int) -> str:
    """text[offset:cut] with the findings in it redacted (a finding that crosses `cut`
    is redacted up to it; one that began before `offset` was redacted when released)."""
    out: list[str] = []
    position = offset
    for finding in sorted(findings, key=lambda f: f.start):
        if finding.end <= position or finding.start >= cut:
            continue
        start = max(finding.start, position)
        out.append(text[position:start])
        if finding.start >= offset:
            out.append(f"[REDACTED:{finding.kind}]")
        position = min(finding.end, cut)
    out.append(text[position:cut])
    return "".join(out)
