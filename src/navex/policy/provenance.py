"""Where a write call's values come from: the user's messages or the job's tool results.

A small model invents values nobody gave (an address "12 Rue X, Lyon", a full name for an
email) or copies the examples of a tool's description. `untraced_values` lists every leaf
value of a call's arguments that no evidence accounts for; the policy gateway refuses the
call while any remain. Pure and deterministic: no I/O, the evidence is read once per call
and only as far as the values need.

Each value is checked by the rules of its kind (`_rules_for`); any one of them traces it:
- text: the normalized value occurs in one evidence item at word boundaries, or every word
  of it is a word of one item (a user message, a result's string, or one record of a result)
- email: an email of the evidence, casefolded
- phone: the same digits as a phone number of the evidence (+33 6.. == 06..)
- number: equal in value to a number the evidence writes (30, "1,000", "2,5", "30%",
  "thirty", "100ppm")
- date: a day the evidence names (`navex.policy.dates`)
- enum: the value's words (or words sharing their first five letters) occur in the
  evidence; comparison symbols trace from words ("above" for ">")
- time zone: the IANA name or its city ("Paris" for Europe/Paris)

`values_said` splits the same leaf values by whether the user's own messages account for
them: a write none of whose values the user gave (every one read from a record) is one
the user did not ask for, whoever wrote that record (see the policy gateway).
"""

import json
import re
from collections.abc import Callable, Iterator
from datetime import date
from functools import cached_property
from typing import Any

from pydantic import BaseModel

from navex.policy.dates import (
    count_value,
    iso_day,
    named_dates,
    normalize,
    normalize_lines,
    number_value,
    spelled_numbers,
    written_numbers,
)


class Evidence(BaseModel):
    """What a call's values may come from."""

    user_texts: list[str] = []  # every user message of the thread
    tool_results: list[Any] = []  # results (dict/list/str/number) of tool calls of this job


class UntracedValue(BaseModel):
    """A value of a call's arguments that the evidence does not account for."""

    path: str  # dotted: "address", "config.sample_interval_s", "tags.0"
    value: Any
    required: bool  # a top-level argument listed in the schema's "required"


# --- the evidence, read lazily ------------------------------------------------------------

_EMAIL = re.compile(r"[\w.+'-]+@[\w-]+(?:\.[\w-]+)+")
_PHONE_SPAN = re.compile(r"\+?\d[\d ().\-/\u00a0]*\d")


def _scalar(value: Any, texts: list[str], numbers: list[float]) -> str | None:
    """Records a string or number of a result; its text, or None for anything else."""
    if isinstance(value, str):
        texts.append(value)
        return value
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    numbers.append(float(value))
    texts.append(str(value))
    return texts[-1]


def _leaves(result: Any, texts: list[str], numbers: list[float], records: list[str]) -> None:
    """Every string and number of a tool result (keys excluded); each dict's (or list's)
    own strings and numbers also as one record text."""
    if not isinstance(result, dict | list | tuple):
        if _scalar(result, texts, numbers) is None and not isinstance(result, bool | None):
            texts.append(str(result))  # an object of some other kind: its text
        return
    scalars = []
    for child in result.values() if isinstance(result, dict) else result:
        if isinstance(child, dict | list | tuple):
            _leaves(child, texts, numbers, records)
        elif (text := _scalar(child, texts, numbers)) is not None:
            scalars.append(text)
    if len(scalars) > 1:
        records.append(" ".join(scalars))


def _key(number: float) -> float:
    return round(number, 9)


def _phone_digits(text: str) -> str | None:
    """A phone number's digits, "+" first when written in international form ("+33..",
    "0033.."); None unless it has at least 6 digits and only + ( ) - . / and spaces."""
    stripped = text.strip().replace("(0)", "")
    if not re.fullmatch(r"\+?[\d ().\-/\u00a0]+", stripped):
        return None
    digits = re.sub(r"\D", "", stripped)
    if len(digits) < 6:
        return None
    if stripped.startswith("00"):
        return "+" + digits[2:]
    return "+" + digits if stripped.startswith("+") else digits


def _same_phone(one: str, other: str) -> bool:
    """Equal digits, or a national number (06 12..) and its international form (+33 6 12..)."""
    if one.lstrip("+") == other.lstrip("+"):
        return True
    for national, international in ((one, other), (other, one)):
        if national.startswith("0") and international.startswith("+"):
            country = len(international) - len(national)  # "+" and the code, less the "0"
            if 1 <= country <= 3 and international.endswith(national[1:]):
                return True
    return False


class _Index:
    """The evidence of one call, each view computed on first use."""

    def __init__(self, evidence: Evidence, today: date) -> None:
        self.today = today
        self.user_texts = list(evidence.user_texts)
        self.result_texts: list[str] = []
        self.result_numbers: list[float] = []
        self.records: list[str] = []
        for result in evidence.tool_results:
            _leaves(result, self.result_texts, self.result_numbers, self.records)

    @cached_property
    def texts(self) -> list[str]:
        items = (" ".join(text.splitlines()) for text in self.user_texts + self.result_texts)
        return list(dict.fromkeys(items))  # one line each; a result may repeat

    @cached_property
    def joined(self) -> str:
        """All items, a line each: the regexes (numbers, emails, phones) never cross lines."""
        return "\n".join(self.texts)

    @cached_property
    def normalized(self) -> list[str]:
        return normalize_lines(self.joined)

    @cached_property
    def haystack(self) -> str:
        """Every normalized item, padded, for phrase search at word boundaries within one."""
        return " " + " \n ".join(self.normalized) + " "

    @cached_property
    def word_sets(self) -> list[frozenset[str]]:
        """The words of each item; the user's messages together count as one item too (a
        reply completes its question: "the critical alert" … "the H2S one on GS-1008")."""
        items = self.normalized + [normalize(record) for record in self.records]
        said = normalize(" ".join(self.user_texts))
        return [frozenset(item.split()) for item in items] + [frozenset(said.split())]

    @cached_property
    def words(self) -> frozenset[str]:
        return frozenset().union(*self.word_sets)

    @cached_property
    def prefixes(self) -> frozenset[str]:
        """Every word's first one to five letters."""
        return frozenset(word[:size] for word in self.words for size in range(1, 6))

    @cached_property
    def numbers(self) -> set[float]:
        found = {_key(number) for number in self.result_numbers}
        found |= {_key(number) for number in written_numbers(self.joined)}
        found |= {float(number) for number in spelled_numbers(" , ".join(self.normalized))}
        return found

    @cached_property
    def emails(self) -> set[str]:
        return {email.casefold() for email in _EMAIL.findall(self.joined)}

    @cached_property
    def phone_groups(self) -> list[tuple[bool, list[str]]]:
        """Every phone-like span: international or not, and its digit groups
        ("+33 6 12" -> (True, ["33", "6", "12"]))."""
        found = []
        for span in _PHONE_SPAN.findall(self.joined):
            groups = re.findall(r"\d+", span.replace("(0)", " "))
            if sum(map(len, groups)) >= 6:
                found.append((span.startswith(("+", "00")), groups))
        return found

    @cached_property
    def dates(self) -> set[date]:
        return named_dates(self.texts, self.today)

    def has_phrase(self, phrase: str) -> bool:
        return f" {phrase} " in self.haystack


# --- the rules ----------------------------------------------------------------------------

Rule = Callable[[str, _Index], bool]


def _phrase_rule(value: str, index: _Index) -> bool:
    return index.has_phrase(normalize(value))


def _words_rule(value: str, index: _Index) -> bool:
    words = set(normalize(value).split())
    return any(words <= item for item in index.word_sets)


def _email_rule(value: str, index: _Index) -> bool:
    return value.strip().casefold() in index.emails


def _phone_rule(value: str, index: _Index) -> bool:
    """The same number as a run of digit groups of a phone-like span of the evidence."""
    digits = _phone_digits(value)
    if digits is None:
        return False
    for international, groups in index.phone_groups:
        for start in range(len(groups)):
            for end in range(start + 1, len(groups) + 1):
                candidate = "".join(groups[start:end])
                if start == 0 and international:
                    candidate = "+" + candidate.removeprefix("00")
                if _same_phone(digits, candidate):
                    return True
    return False


def _number_rule(value: str, index: _Index) -> bool:
    values = number_value(value)
    return values is not None and any(_key(number) in index.numbers for number in values)


def _date_rule(value: str, index: _Index) -> bool:
    day = iso_day(value)
    return day is not None and day in index.dates


COMPARISONS: dict[str, tuple[str, ...]] = {
    ">": ("above", "over", "more than", "greater than", "exceeds", "exceed", "exceeding",
          "higher than", "beyond"),
    ">=": ("at least", "or more", "minimum", "no less than", "or above", "or higher",
           "and above"),
    "<": ("below", "under", "less than", "lower than", "fewer than", "beneath"),
    "<=": ("at most", "or less", "maximum", "no more than", "or below", "or lower",
           "and below"),
    "==": ("equals", "equal to", "exactly"),
}  # fmt: skip
_IS_WORD = re.compile(r" is (\w+)")
_SYMBOL_FORMS = {">": ">", ">=": ">=|≥", "<": "<", "<=": "<=|≤", "==": "==?"}


def comparison_written(symbol: str, text: str) -> bool:
    """`text` writes the comparison `symbol` (a key of COMPARISONS) as itself ("<", "≤") or
    in words ("below", "at most"; "is 0" for "==")."""
    return _comparison_rule(symbol, _Index(Evidence(user_texts=[text]), date.today()))


def _comparison_rule(value: str, index: _Index) -> bool:
    literal = re.compile(rf"(?<![<>=!])(?:{_SYMBOL_FORMS[value]})(?![<>=])")
    if literal.search(index.joined):
        return True
    said_is = _IS_WORD.findall(index.haystack)
    if value == "==" and any(count_value(word) is not None for word in said_is):
        return True  # "when the battery is 0", "is zero"
    return any(index.has_phrase(phrase) for phrase in COMPARISONS[value])


def _enum_rule(value: str, index: _Index) -> bool:
    """Each word of the value (or a word with its first five letters) occurs in the
    evidence; a comparison symbol, a phrase meaning it; or the value itself literally."""
    if value in COMPARISONS:
        return _comparison_rule(value, index)
    words = normalize(value).split()
    return bool(words) and all(
        w in index.words or w[:5] in index.prefixes or _said_again(w, index) for w in words
    )


def _said_again(word: str, index: _Index) -> bool:
    """The word with the prefix "re" ("reactivate" for "active", "reopen" for "open")."""
    stem = "re" + word[:5]
    return len(word) >= 4 and any(said.startswith(stem) for said in index.words)


_TIMEZONE = re.compile(
    r"(?:Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)"
    r"/[A-Za-z0-9_+\-/]+"
)


def _timezone_rule(value: str, index: _Index) -> bool:
    """The whole IANA name, or its city: "Paris" for Europe/Paris, "New York" for
    America/New_York."""
    city = normalize(value.strip().rsplit("/", 1)[-1])
    return bool(city) and index.has_phrase(city)


class _Hints(BaseModel):
    """What the schema says about one value."""

    enum: list[Any] = []
    formats: set[str] = set()


def _rules_for(text: str, hints: _Hints) -> tuple[Rule, ...]:
    """The rules that may trace a string value, by its kind."""
    if hints.enum:
        return (_enum_rule, _phrase_rule)
    if "email" in hints.formats or _EMAIL.fullmatch(text):
        return (_email_rule,)
    if hints.formats & {"date", "date-time"} or iso_day(text):
        return (_date_rule, _phrase_rule)
    rules: list[Rule] = [_phrase_rule]
    if _TIMEZONE.fullmatch(text):
        rules.append(_timezone_rule)
    numeric = number_value(text) is not None
    phone = _phone_digits(text) is not None
    if numeric:
        rules.append(_number_rule)
    if phone:
        rules.append(_phone_rule)
    if not (numeric or phone):
        rules.append(_words_rule)  # loose: only for words, never for digits
    return tuple(rules)


def _traced(value: Any, hints: _Hints, index: _Index) -> bool:
    if value is None or isinstance(value, bool):
        return True
    if isinstance(value, int | float):
        return _key(float(value)) in index.numbers
    text = value if isinstance(value, str) else json.dumps(value, default=str)
    if not normalize(text) and not hints.enum:
        return True  # nothing anyone could have said: "", "-", "…"
    return any(rule(text.strip(), index) for rule in _rules_for(text.strip(), hints))


# --- the schema and the walk --------------------------------------------------------------


def _branches(node: Any, root: dict[str, Any], depth: int = 0) -> list[dict[str, Any]]:
    """The schema node and its anyOf/oneOf/allOf branches, local $refs resolved."""
    if not isinstance(node, dict) or depth > 20:
        return []
    ref = node.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/"):
        target: Any = root
        for part in ref[2:].split("/"):
            target = target.get(part, {}) if isinstance(target, dict) else {}
        return _branches(target, root, depth + 1)
    found = [node]
    for keyword in ("anyOf", "oneOf", "allOf"):
        for branch in node.get(keyword, []):
            found += _branches(branch, root, depth + 1)
    return found


def _child(
    nodes: list[dict[str, Any]], key: str | int, root: dict[str, Any]
) -> list[dict[str, Any]]:
    """The schema of `key` (a property name or a list index) under `nodes`."""
    children: list[dict[str, Any]] = []
    for node in nodes:
        if isinstance(key, str):
            child = node.get("properties", {}).get(key, node.get("additionalProperties"))
        else:
            prefix = node.get("prefixItems", [])
            child = prefix[key] if key < len(prefix) else node.get("items")
        children += _branches(child, root)
    return children


def _hints(nodes: list[dict[str, Any]]) -> _Hints:
    enum = [value for node in nodes for value in node.get("enum", [])]
    enum += [node["const"] for node in nodes if "const" in node]
    return _Hints(enum=enum, formats={node["format"] for node in nodes if "format" in node})


def _walk(
    value: Any, nodes: list[dict[str, Any]], root: dict[str, Any], path: tuple[str | int, ...]
) -> Iterator[tuple[tuple[str | int, ...], Any, list[dict[str, Any]]]]:
    if isinstance(value, dict):
        for key, child in value.items():
            yield from _walk(child, _child(nodes, str(key), root), root, (*path, str(key)))
    elif isinstance(value, list | tuple):
        for position, child in enumerate(value):
            yield from _walk(child, _child(nodes, position, root), root, (*path, position))
    else:
        yield path, value, nodes


def traced_part(text: str, evidence: Evidence, *, today: date | None = None) -> str | None:
    """The longest run of `text`'s words that the evidence accounts for as a phrase, when it
    keeps at least half of them ("Lyon" of "Lyon plant" when the user said "put it in
    Lyon"); None when there is none. For a model's value that adds to what it was told."""
    words = text.split()
    index = _Index(evidence, today or date.today())
    for size in range(len(words), max(0, (len(words) + 1) // 2) - 1, -1):
        for start in range(len(words) - size + 1):
            part = " ".join(words[start : start + size]).strip(" ,.;:")
            if len(normalize(part)) >= 3 and _phrase_rule(part, index):
                return part
    return None


def untraced_values(
    arguments: dict[str, Any],
    schema: dict[str, Any],
    evidence: Evidence,
    *,
    today: date | None = None,
) -> list[UntracedValue]:
    """The leaf values of `arguments` that neither the user's messages nor the job's tool
    results account for, in argument order. `schema` is the tool's input JSON Schema (for
    enums, formats and which arguments are required); `today` anchors "tomorrow"."""
    index = _Index(evidence, today or date.today())
    required = set(schema.get("required", []))
    untraced = []
    for path, value, nodes in _walk(arguments, _branches(schema, schema), schema, ()):
        if not _traced(value, _hints(nodes), index):
            untraced.append(
                UntracedValue(
                    path=".".join(str(part) for part in path),
                    value=value,
                    required=len(path) == 1 and path[0] in required,
                )
            )
    return untraced


def _meaningful(value: Any) -> bool:
    """A value someone could have said: not empty, not a yes/no flag."""
    if value is None or isinstance(value, bool):
        return False
    return isinstance(value, int | float) or bool(normalize(str(value)))


def values_said(
    arguments: dict[str, Any],
    schema: dict[str, Any],
    evidence: Evidence,
    *,
    today: date | None = None,
) -> tuple[list[str], list[str]]:
    """The paths of a call's leaf values that the user's messages account for, and of
    those they do not (a tool result's values do not count here); flags and empty values
    are in neither list."""
    index = _Index(Evidence(user_texts=evidence.user_texts), today or date.today())
    said: list[str] = []
    unsaid: list[str] = []
    for path, value, nodes in _walk(arguments, _branches(schema, schema), schema, ()):
        if _meaningful(value):
            dotted = ".".join(str(part) for part in path)
            (said if _traced(value, _hints(nodes), index) else unsaid).append(dotted)
    return said, unsaid
