"""The choices a user made in words, for the arguments that take one of a fixed set.

A small model often leaves out a value the user did give ("severity critical", "an urgent
work order") or picks a neighbour of it ("<=" for "below"). For an argument whose schema
lists its options (`enum`), the user's own words settle it when exactly one option is
said: `choices_said` finds those, and the caller puts them in place of a missing or
untraced value. Words inside the call's other text values are not read as choices (a rule
named "Battery critical" does not say severity critical). Pure: no I/O.
"""

import re
from typing import Any

from navex.policy.dates import normalize
from navex.policy.provenance import COMPARISONS, comparison_written


def enum_options(schema: dict[str, Any]) -> list[str]:
    """The string options of one property (its `enum`, or the enum of an `anyOf` branch)."""
    for branch in [schema, *(schema.get("anyOf") or []), *(schema.get("oneOf") or [])]:
        if isinstance(branch, dict) and isinstance(branch.get("enum"), list):
            return [v for v in branch["enum"] if isinstance(v, str)]
    return []


_QUOTED = re.compile(r"(?<!\w)'[^'\n]+'(?!\w)|\"[^\"\n]+\"|“[^”\n]+”|‘[^’\n]+’|«[^»\n]+»")


def _without(text: str, values: list[str]) -> str:
    """`text` with each of `values` and each quoted name taken out (casefolded), longest
    first."""
    folded = _QUOTED.sub(" ", text.casefold())
    for value in sorted(values, key=len, reverse=True):
        if value.strip():
            folded = folded.replace(value.casefold(), " ")
    return folded


def choices_said(
    arguments: dict[str, Any], schema: dict[str, Any], user_texts: list[str]
) -> dict[str, str]:
    """For each top-level argument with options, the one option the user's messages name
    (none when they name none or several), where the model's value is not already that
    option. An argument the model left out counts only when its schema has a default (to
    leave it out is to choose the default)."""
    properties: dict[str, Any] = schema.get("properties") or {}
    options_of = {
        name: enum_options(prop) for name, prop in properties.items() if isinstance(prop, dict)
    }
    others = [v for k, v in arguments.items() if isinstance(v, str) and not options_of.get(k)]
    said = [_without(text, others) for text in user_texts]
    chosen: dict[str, str] = {}
    for name, options in options_of.items():
        current = arguments.get(name)
        if len(options) < 2 or (current is None and properties[name].get("default") is None):
            continue  # left out with no default: nothing changes, so nothing to settle
        if isinstance(current, str) and current in options and _says(current, said):
            continue  # the model's value is the user's
        named = [option for option in options if _says(option, said)]
        if len(named) == 1 and named[0] != current:
            chosen[name] = named[0]
    return chosen


def _says(option: str, said: list[str]) -> bool:
    """Whether the user's words (other values taken out) name `option`: its words as a
    whole phrase ("in progress" for in_progress), or for a comparison its symbol or a
    phrase meaning it. Stricter than tracing: no shared prefixes ("Operations" is not
    "operator")."""
    if option in COMPARISONS:
        return any(comparison_written(option, text) for text in said)
    phrase = f" {normalize(option)} "
    return phrase.strip() != "" and any(phrase in f" {normalize(text)} " for text in said)
