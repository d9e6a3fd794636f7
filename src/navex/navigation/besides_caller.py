"""A person named as one of several besides the caller: "the other admin in acme besides
me", "l'autre admin", "the admin except me". Of the people the request's words fit (by
name, or by a value of a field few values fill, such as a role), the caller is not the one
asked for when it says "other", "another" or "besides me" (in the catalog's languages);
when one person is left, that person is meant. Read through the people's list as the
caller, like every lookup."""

import re
from typing import Any

from navex.navigation.catalog import RecordParameter
from navex.navigation.name_text import tokens
from navex.navigation.person_words import SELF_WORDS
from navex.navigation.picked import list_fields
from navex.navigation.record_names import FoundRecord, RecordSearch, record_label
from navex.navigation.records import RecordLookup

OTHER_ONE = frozenset(
    re.findall(
        r"\S+",
        "other another else autre autres andere anderen anderer anderes otro otra altro altra "
        "outro outra ander",
    )
)
"""Words that set the one asked for apart from someone else ("the other admin")."""

EXCEPT = frozenset(
    re.findall(
        r"\S+",
        "besides except excluding apart sauf hormis ausser excepto menos tranne exceto behalve",
    )
)
"""Words that leave someone out ("besides me", "sauf moi", "außer mir")."""

SAID_WITHIN = 3
"""How many words after a word that leaves someone out the self word may come ("apart
from me")."""


def besides_the_caller(query: str) -> bool:
    """Whether the request sets the person asked for apart from the caller."""
    words = tokens(query)
    if any(w in OTHER_ONE for w in words):
        return True
    return any(
        w in EXCEPT and set(words[i + 1 : i + 1 + SAID_WITHIN]) & SELF_WORDS
        for i, w in enumerate(words)
    )


async def without_the_caller(
    found: RecordSearch,
    query: str,
    parameter: RecordParameter,
    caller: Any,
    token: str,
    lookup: RecordLookup,
) -> RecordSearch:
    """`found` without the caller, when the request sets the one asked for apart from the
    caller ("the other admin"): of the several people it names, or, when it names none by
    name, of those a value it says fills ("admin" of the role); `found` otherwise."""
    if found.outcome not in ("several", "unnamed", "none") or found.whole:
        return found
    if not besides_the_caller(query):
        return found
    if found.outcome == "several":
        people = list(found.records)
    else:
        people = await _by_a_value(query, parameter, token, lookup)
    others = [r for r in people if r.id != caller]
    if not others or len(others) == len(people):
        return found
    outcome = "one" if len(others) == 1 else "several"
    return RecordSearch(outcome=outcome, records=others, phrase=found.phrase)


async def _by_a_value(
    query: str, parameter: RecordParameter, token: str, lookup: RecordLookup
) -> list[FoundRecord]:
    """The people whose fields few values fill hold a word the request says ("admin")."""
    records = await lookup.listing(parameter, token)
    if not records:
        return []
    said = set(tokens(query))
    fields = list_fields(parameter, records).statuses
    named = {(f, v) for f, values in fields.items() for v in values if v in said}
    if not named:
        return []
    return [
        FoundRecord(id=r["id"], label=record_label(r, parameter))
        for r in records
        if all(r.get(f) == v for f, v in named)
    ]
