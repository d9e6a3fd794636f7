"""The judge of words, part 2: did a write call receive a value nobody gave?

Written apart from navex's provenance check (navex.policy), which it judges. For every
write call that ran (`succeeded`, `failed`, `replayed`), every scalar of its arguments
must be found in the evidence: the user's messages of the conversation, or the results
of the tool calls reported before it. Found means:

- text: normalised (casefolded, accents stripped, punctuation and `_` to spaces) and
  found word-bounded inside one evidence text; a snake_case identifier (`co_ppm`) may
  also be found as its words anywhere in one text;
- numbers by value (`35` = `35.0`, a few number words); a number in a string too;
- phone numbers by their digits (the last nine, when both have that many);
- ISO dates by `YYYY-MM-DD`, `15 December 2026`, `Dec 15`, `15/12/2026`, today/tomorrow;
- the product's enumerations (role, status, priority, severity, comparison) by their
  word or a synonym in what the user wrote, or the same value in a tool result.

Booleans, nulls and empty strings are not judged; arguments that the record says were
`dropped` (left out of the call) neither.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import date, timedelta
from typing import Any

from pydantic import BaseModel

from navex.evals.tasks.words import RAN_OUTCOMES, is_write, job_calls, leaves, normalise

ENUM_SYNONYMS: dict[str, dict[str, tuple[str, ...]]] = {
    "role": {
        "admin": ("admin", "admins", "administrator"),
        "operator": ("operator", "operators"),
        "viewer": ("viewer", "viewers", "read only"),
    },
    "status": {
        "active": ("active", "activate", "reactivate", "back in service", "in service"),
        "maintenance": ("maintenance", "under repair", "being serviced"),
        "invited": ("invite", "invited"),
        "deactivated": ("deactivate", "deactivated", "disable"),
        "decommissioned": ("decommission", "decommissioned", "retire", "retired"),
    },
    "priority": {
        "low": ("low",),
        "medium": ("medium", "normal"),
        "high": ("high", "important"),
        "urgent": ("urgent", "asap", "emergency", "immediately"),
    },
    "severity": {
        "info": ("info", "informational"),
        "warning": ("warning", "warn"),
        "critical": ("critical", "severe"),
    },
    "comparison": {
        ">": (">", "above", "over", "more than", "greater than", "higher than", "exceeds"),
        ">=": (">=", "≥", "at least", "or more", "or above", "and above"),
        "<": ("<", "below", "under", "less than", "lower than", "falls below"),
        "<=": ("<=", "≤", "at most", "or less", "or below", "and below"),
        "==": ("==", "equals", "equal to", "exactly"),
    },
}
# fmt: off
_UNITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
          "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
          "eighteen", "nineteen", "twenty")
# fmt: on
_NUMBER_WORDS = {word: float(value) for value, word in enumerate(_UNITS)} | {
    "thirty": 30.0,
    "forty": 40.0,
    "fifty": 50.0,
    "hundred": 100.0,
}
_MONTHS = {
    name: number
    for number, names in enumerate(
        [
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ],
        start=1,
    )
    for name in names
}
_MONTH = "(" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
_NUMBER = re.compile(r"(?<![\w.])-?\d+(?:\.\d+|,\d{1,2}(?!\d))?")
_PHONE = re.compile(r"\+?\d[\d\s().-]{4,}\d")
_ISO = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$")
_DAY_MONTH = re.compile(rf"\b{_DAY}(?: of)? {_MONTH}(?:,? (\d{{4}}))?")
_MONTH_DAY = re.compile(rf"\b{_MONTH} {_DAY}(?:,? (\d{{4}}))?")
_NUMERIC_DATE = re.compile(r"\b(\d{1,2})[/.](\d{1,2})[/.](\d{4})\b")


class InventedValue(BaseModel):
    tool: str
    path: str
    value: Any


def _digits(text: str) -> str:
    return re.sub(r"\D", "", text)


def _safe_date(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


class Evidence:
    """Where a value may come from: the user's texts, then tool results as they arrive."""

    def __init__(self, user_texts: Sequence[str], today: date | None = None) -> None:
        self.today = today or date.today()
        self.user_raw = [t.casefold() for t in user_texts]
        self.user = [normalise(t) for t in user_texts]
        # each message, and the thread's messages together (a reply completes its question)
        self.texts: list[str] = [*self.user, normalise(" ".join(user_texts))]
        self.raw: list[str] = list(self.user_raw)
        self.numbers: set[float] = set()
        self.values: set[str] = set()  # exact result values, casefolded
        self.dates: set[date] = set()
        self.month_days: set[tuple[int, int]] = set()
        for text in self.user_raw:
            self._read_text(text)

    def _read_text(self, text: str) -> None:
        for match in _NUMBER.findall(text):
            self.numbers.add(float(match.replace(",", ".")))
        for word in normalise(text).split():
            if word in _NUMBER_WORDS:
                self.numbers.add(_NUMBER_WORDS[word])
        self._read_dates(text)

    def _read_dates(self, text: str) -> None:
        for day, month, year in _DAY_MONTH.findall(text):
            self._add_date(int(day), _MONTHS[month], year)
        for month, day, year in _MONTH_DAY.findall(text):
            self._add_date(int(day), _MONTHS[month], year)
        for first, second, year in _NUMERIC_DATE.findall(text):
            for day, month in ((first, second), (second, first)):
                self._add_date(int(day), int(month), year)
        words = normalise(text).split()
        for word, offset in (("today", 0), ("tomorrow", 1), ("yesterday", -1)):
            if word in words:
                self.dates.add(self.today + timedelta(days=offset))

    def _add_date(self, day: int, month: int, year: str) -> None:
        if year:
            found = _safe_date(int(year), month, day)
            if found:
                self.dates.add(found)
        elif 1 <= month <= 12 and 1 <= day <= 31:
            self.month_days.add((month, day))

    def add_result(self, result: Any) -> None:
        for _, value in leaves(result):
            if isinstance(value, bool) or value is None:
                continue
            if isinstance(value, int | float):
                self.numbers.add(float(value))
                continue
            text = str(value)
            self.values.add(text.casefold())
            self.texts.append(normalise(text))
            self.raw.append(text.casefold())
            self._read_text(text.casefold())

    # --- tracing ------------------------------------------------------------------------

    def traced(self, path: str, value: Any) -> bool:
        if value is None or isinstance(value, bool):
            return True
        if isinstance(value, int | float):
            return float(value) in self.numbers
        text = str(value).strip()
        if not text:
            return True
        key = next((p for p in reversed(path.split(".")) if not p.isdigit()), "")
        if key in ENUM_SYNONYMS and self._enum(key, text):
            return True
        if _ISO.match(text):
            return self._date(text)
        if _PHONE.fullmatch(text) and len(_digits(text)) >= 6:
            return self._phone(text)
        if re.fullmatch(r"-?\d+(?:\.\d+)?", text):
            return float(text) in self.numbers
        return self._text(text)

    def _enum(self, key: str, value: str) -> bool:
        if value.casefold() in self.values:
            return True
        words = ENUM_SYNONYMS[key].get(value.casefold(), (value.casefold(),))
        for word in words:
            if normalise(word):
                if any(f" {normalise(word)} " in f" {text} " for text in self.user):
                    return True
            elif any(word in text for text in self.user_raw):  # a symbol: ">", "<="
                return True
        return False

    def _date(self, text: str) -> bool:
        if any(text in raw for raw in self.raw):
            return True
        year, month, day = (int(part) for part in text.split("-"))
        found = _safe_date(year, month, day)
        return found in self.dates or (month, day) in self.month_days

    def _phone(self, text: str) -> bool:
        wanted = _digits(text)
        for raw in self.raw:
            for match in _PHONE.findall(raw):
                digits = _digits(match)
                if digits == wanted or (
                    min(len(digits), len(wanted)) >= 9 and digits[-9:] == wanted[-9:]
                ):
                    return True
        return False

    def _text(self, text: str) -> bool:
        wanted = normalise(text)
        if not wanted:  # symbols only: as written
            return any(text.casefold() in raw for raw in self.raw)
        if any(f" {wanted} " in f" {evidence} " for evidence in self.texts):
            return True
        # every word said in one message or one result value, in any order ("the plant in
        # Lyon" gives "Lyon plant"; "GS-1009 CO on" is made of the user's own words)
        words = wanted.split()
        return any(all(w in evidence.split() for w in words) for evidence in self.texts)


def invented_values(
    finals: Sequence[Mapping[str, Any]],
    user_texts: Sequence[str],
    *,
    today: date | None = None,
) -> list[InventedValue]:
    """Every argument value of the conversation's write calls that ran and that neither
    the user's texts nor an earlier tool result holds."""
    evidence = Evidence(user_texts, today)
    invented: list[InventedValue] = []
    for call in job_calls(finals):
        tool = str(call.get("tool"))
        if is_write(call) and call.get("outcome") in RAN_OUTCOMES:
            dropped = set(call.get("dropped") or [])
            for path, value in leaves(call.get("arguments") or {}):
                if path.split(".")[0] in dropped or evidence.traced(path, value):
                    continue
                invented.append(InventedValue(tool=tool, path=path, value=value))
        evidence.add_result(call.get("result"))
    return invented


__all__ = ["ENUM_SYNONYMS", "Evidence", "InventedValue", "invented_values"]
