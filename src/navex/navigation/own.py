"""The caller's own record of a kind: "my team's page", "list my teammates", "mon équipe".
The caller's record (the catalog's person parameter, read by id as the caller) holds a
field named like the kind's parameter (a person's `team_id`): that is the record meant.
Nothing here knows the product: the field is the catalog parameter's name.
"""

import itertools

from navex.navigation.catalog import Catalog
from navex.navigation.person_words import SELF_WORDS, SUBJECT_WORDS
from navex.navigation.record_names import FoundRecord, folded, record_label, tokens
from navex.navigation.records import RecordLookup

POSSESSIVE_SELF = SELF_WORDS - SUBJECT_WORDS
"""Self words that say whose ("my", "mon", "mein"), not who speaks ("I", "me")."""

SHORTEST_KIND = 4
"""A word that begins with a kind word this long is of that kind ("teammates")."""


IN_IT = (
    ("i", "m", "in"),
    ("i", "m", "on"),
    ("im", "in"),
    ("im", "on"),
    ("i", "am", "in"),
    ("i", "am", "on"),
    ("i", "m", "part"),
    ("i", "am", "part"),
    ("i", "belong"),
    ("i", "work", "in"),
)
"""What the caller says after a word for the kind of their own record: "the team i'm in",
"the team i belong to"."""


def says_own(query: str, kind_words: tuple[str, ...]) -> bool:
    """Whether the request says "my" right before a word for the kind, or a word that
    begins with one ("my team", "my team's", "my teammates", "mon équipe"), or that the
    caller is in it right after ("the team i'm in", "the team i belong to")."""
    kinds = folded(kind_words)
    words = tokens(query)
    for i, (word, after) in enumerate(itertools.pairwise(words)):
        if word in kinds and any(tuple(words[i + 1 : i + 1 + len(said)]) == said for said in IN_IT):
            return True
        if word not in POSSESSIVE_SELF:
            continue
        if after in kinds or any(len(k) >= SHORTEST_KIND and after.startswith(k) for k in kinds):
            return True
    return False


async def callers_own(
    name: str, caller: str, catalog: Catalog, user_id: int, token: str, lookup: RecordLookup
) -> FoundRecord | None:
    """The record of parameter `name` the caller's own record (parameter `caller`) holds
    in a field so named, or None (no such field, or none set). Reads the caller's record
    and that record by id (once per request each)."""
    person = catalog.parameters.get(caller)
    parameter = catalog.parameters.get(name)
    if person is None or parameter is None or name == caller:
        return None
    own = await lookup.one(person, token, str(user_id))
    value = own.get(name) if own is not None else None
    if value is None:
        return None
    record = await lookup.one(parameter, token, str(value))
    if record is None:
        return None
    return FoundRecord(id=record["id"], label=record_label(record, parameter))
