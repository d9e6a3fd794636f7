"""The caller's own record of a kind: "my team's page", "list my teammates", "mon équipe".
The caller's record (the catalog's person parameter, read by id as the caller) holds a
field named like the kind's parameter (a person's `team_id`): that is the record meant.
Nothing here knows the product: the field is the catalog parameter's name.
"""

import itertools

from navex.navigation.catalog import Catalog
from navex.navigation.field_states import person_fields, value_words_said, values_named
from navex.navigation.person_words import OWN_WORDS, SELF_WORDS, SUBJECT_WORDS
from navex.navigation.record_names import (
    MAX_OPTIONS,
    FoundRecord,
    RecordSearch,
    folded,
    match_records,
    record_label,
    tokens,
)
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
    caller is in it right after ("the team i'm in", "the team i belong to"); "own" between
    them says the same ("my own team's page")."""
    kinds = folded(kind_words)
    words = [w for w in tokens(query) if w not in OWN_WORDS]
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


async def assigned_to_caller(
    name: str,
    caller: str,
    query: str,
    found: RecordSearch,
    catalog: Catalog,
    user_id: int,
    token: str,
    lookup: RecordLookup,
) -> RecordSearch:
    """`found`, narrowed to the caller's records when the request says they are the
    caller's ("my urgent ticket", "the urgent job assigned to me", "the ticket i was
    given"): those whose person field (`field_states.person_fields`) holds the caller.
    Records it names none of, when it names none otherwise ("my ticket") or only by the
    states they are in ("my completed ticket"). `found` as it is when none is the
    caller's, or the kind holds no person."""
    field = person_fields(catalog).get(name)
    person = catalog.parameters.get(caller)
    if field is None or person is None or found.outcome not in ("several", "unnamed", "none"):
        return found
    states = values_named(query, catalog, name) if found.outcome == "none" else {}
    if found.outcome == "none" and not (
        states and set(tokens(found.phrase)) <= value_words_said(query, catalog, name)
    ):
        return found
    said, _ = match_records(query, person, [], ())
    if not said.self_named:
        return found
    parameter = catalog.parameters[name]
    records = await lookup.listing(parameter, token)
    mine = [r for r in records if r.get(field) == user_id and "id" in r]
    if found.outcome == "several":
        ids = {r.id for r in found.records}
        mine = [r for r in mine if r["id"] in ids]
    elif found.outcome == "none":  # "my completed ticket": those of mine in that state
        mine = [r for r in mine if all(str(r.get(f)) == v for f, v in states.items())]
    if not mine:
        return found
    return RecordSearch(
        outcome="one" if len(mine) == 1 else "several",
        records=[FoundRecord(id=r["id"], label=record_label(r, parameter)) for r in mine][
            :MAX_OPTIONS
        ],
        phrase=found.phrase or query.strip(" ?!."),  # "Several work orders fit “my ticket”"
        words=found.words + 1,
    )
