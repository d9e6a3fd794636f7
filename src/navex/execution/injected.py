"""What a job's answer may say once a record it read held instructions (a tainted job).

The record is still data the user asked about: its address, its priority, the sites a
search found. So the answer keeps the model's sentences that pass the usual vetting
(`AnswerComposer.vetted`), except those that repeat the injected text: a sentence that
itself reads as an instruction, shares a run of words with one, or names a value (an
e-mail, a serial, a quoted name) found only in it. When nothing of the model's is left,
the answer quotes the fields of the records read, as data, without the injected
sentences.

The injected text is found with the same tripwire that tainted the job
(`safety.injection_findings`), sentence by sentence in each text field of the results.
"""

import re
from collections.abc import Callable, Sequence
from typing import Any

from navex.execution.models import ToolCallReport
from navex.execution.safety import injection_findings
from navex.policy.dates import normalize

# sentence ends, in Latin and CJK punctuation, line breaks and semicolons
_PARTS = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])|\n+|;\s+|；")
_RUN = 4  # this many words in a row of an injected sentence is repeating it
MAX_RECORDS = 3
MAX_FIELDS = 8
MAX_VALUE_CHARS = 160


def _texts(payload: Any) -> list[str]:
    """Every string of a tool result, keys excluded."""
    if isinstance(payload, str):
        return [payload]
    if isinstance(payload, dict):
        return [t for value in payload.values() for t in _texts(value)]
    if isinstance(payload, list | tuple):
        return [t for value in payload for t in _texts(value)]
    return []


def split_injected(text: str) -> tuple[list[str], list[str]]:
    """A record's text as (its sentences that read as instructions, the others); the
    whole text counts as injected when it trips but none of its sentences does alone."""
    parts = [p.strip() for p in _PARTS.split(text) if p and p.strip()]
    injected = [p for p in parts if injection_findings(p)]
    if not injected and injection_findings(text):
        return [text], []
    return injected, [p for p in parts if p not in injected]


def _ngrams(words: Sequence[str]) -> set[tuple[str, ...]]:
    return {tuple(words[i : i + _RUN]) for i in range(len(words) - _RUN + 1)}


class InjectedText:
    """The injected sentences of a job's tool results, and what else the job saw."""

    def __init__(self, results: Sequence[Any], user_texts: Sequence[str]) -> None:
        injected: list[str] = []
        clean: list[str] = list(user_texts)
        for text in (t for result in results for t in _texts(result)):
            bad, good = split_injected(text)
            injected += bad
            clean += good
        self.sentences = [normalize(s) for s in injected]
        self.clean = " \n ".join(normalize(s) for s in clean)
        self.runs = set().union(*(_ngrams(s.split()) for s in self.sentences))

    def repeats(self, sentence: str, facts: Sequence[str]) -> bool:
        """Whether a sentence of the model's repeats the injected text."""
        if not self.sentences:
            return False
        if injection_findings(sentence):
            return True
        if _ngrams(normalize(sentence).split()) & self.runs:
            return True
        for fact in facts:
            plain = normalize(fact)
            if not plain:
                continue
            padded = f" {plain} "
            in_injected = any(padded in f" {s} " for s in self.sentences)
            if in_injected and padded not in f" {self.clean} ":
                return True
        return False

    def quoted(self, calls: Sequence[ToolCallReport], is_write: Callable[[str], bool]) -> str:
        """The fields of the records the job read, quoted as data without the injected
        sentences: "From the records I read (quoted as written): name “…”, ...". Empty
        when the job read no record."""
        records: list[dict[str, Any]] = []
        for call in calls:
            if call.outcome == "succeeded" and not is_write(call.tool):
                records += _records(call.result)
        shown = [q for q in (_quote(r) for r in records[:MAX_RECORDS]) if q]
        if not shown:
            return ""
        return "From the records I read (quoted as written): " + "; ".join(shown) + "."


def _records(payload: Any) -> list[dict[str, Any]]:
    """The records of a result: dicts with text fields of their own, outermost first."""
    if isinstance(payload, list | tuple):
        return [r for item in payload for r in _records(item)]
    if not isinstance(payload, dict):
        return []
    own = [k for k, v in payload.items() if isinstance(v, str) and not _is_internal_key(k)]
    if len(own) >= 2:
        return [payload]
    return [r for v in payload.values() if isinstance(v, dict | list) for r in _records(v)]


def _quote(record: dict[str, Any]) -> str:
    fields: list[str] = []
    for key, value in record.items():
        if len(fields) >= MAX_FIELDS:
            break
        if not isinstance(value, str) or not value.strip() or _is_internal_key(key):
            continue
        _, kept = split_injected(value)
        text = " ".join(kept).strip()
        if not text:
            continue
        if len(text) > MAX_VALUE_CHARS:
            text = text[:MAX_VALUE_CHARS].rstrip() + "…"
        fields.append(f"{key.replace('_', ' ')} “{text}”")
    return ", ".join(fields)


def _is_internal_key(key: str) -> bool:
    """Ids, organisations and timestamps: not what a person asked about."""
    lowered = key.casefold()
    return lowered == "id" or lowered.endswith(("_id", "_at", "_slug", "_hash", "kind"))


__all__ = ["InjectedText", "split_injected"]
