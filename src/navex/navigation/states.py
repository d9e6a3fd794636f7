"""A question about what is in a state goes to the list of such records, filtered by it
(annotation rule v2, issue #15): "what's in maintenance mode right now", "anything not
reporting at the moment?", "welke apparaten zijn offline?" are the device list filtered by
status, "what's under maintenance in Lyon" and "anything down at the lyon plant?" by
status and site, although the ranker puts first a screen that only shares a word (the
maintenance schedule, the reports, a team called Maintenance, the site's page) or does not
rank the list at all.

The states are the values of a list's filters and their words those of the catalog (a
list screen's `filters`, navigation.json: "not reporting", "down", "dark" name offline),
in its languages: navex knows no product's nouns. The list comes first only when the
request asks what exists (list_questions.WHAT_EXISTS) and says nothing but a state of the
list's and, optionally, words for the list's records ("apparaten"), records that the
list's other filters take ("in Lyon") and words that ask how things stand now ("right
now", "at the moment"). So "what maintenance is planned this week" (the schedule), "what
is the maintenance team working on" (the team) and "any reports failing?" keep their
screens; when several lists fit ("what's open right now": tickets, alerts), the ranker's
order decides, and none moves when it ranks none of them.

Cost: only for a question about what exists; the value words of every list's filters
(scanned only where the request has their first word), and, for a list whose state the
request names with other words left, its record filters' lookups (one list read per kind,
shared with the link's; none when no word could name such a record).
"""

from navex.navigation.catalog import Catalog, Screen
from navex.navigation.filter_values import named_value
from navex.navigation.filters import record_filters, relation_words
from navex.navigation.index import ScreenMatch
from navex.navigation.links import RequestContext
from navex.navigation.list_questions import WHAT_EXISTS
from navex.navigation.record_names import FoundRecord, folded, tokens, words_besides
from navex.navigation.records import RecordLookup
from navex.navigation.words import (
    BEING_WORDS,
    INDEFINITE_WORDS,
    LIST_WORDS,
    MOMENT_WORDS,
    NOW_WORDS,
    OPEN_WORDS,
    STOPWORDS,
)

_GENERAL = (
    STOPWORDS | OPEN_WORDS | LIST_WORDS | NOW_WORDS | MOMENT_WORDS | BEING_WORDS | INDEFINITE_WORDS
)
"""Words of a question about a state besides the state, its records and where."""


async def list_in_a_state(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup | None,
) -> ScreenMatch | None:
    """The list a question asks what is in a state of (see the module's docstring), with
    its ranked score, or the first screen's when the ranker did not rank it; None when
    the request is no such question, or several lists fit and none is ranked."""
    if not matches or not WHAT_EXISTS.search(query):
        return None
    asked = WHAT_EXISTS.sub(" ", query)  # "anything ...", "welke ...", "how many ..."
    fitting: list[Screen] = []
    for screen in catalog.screens:
        states = [  # (filter, value): ("status", "maintenance")
            (param, value)
            for param, declared in screen.filters.items()
            if declared.values and (value := named_value(declared, query)) is not None
        ]
        if states and await _only_the_state(asked, query, catalog, screen, states, context, lookup):
            fitting.append(screen)
    names = {s.screen_name for s in fitting}
    ranked = [m for m in matches if m.screen_name in names]
    if ranked:
        return ranked[0]
    if len(fitting) == 1:
        return ScreenMatch(screen_name=fitting[0].screen_name, score=matches[0].score)
    return None


async def _only_the_state(
    asked: str,
    query: str,
    catalog: Catalog,
    screen: Screen,
    states: list[tuple[str, str]],
    context: RequestContext,
    lookup: RecordLookup | None,
) -> bool:
    """The request (`asked`: without its question words) says the `states` of `screen`'s
    filters and, besides, only words for the records it lists and words that ask how
    things stand now, or the records its other filters take ("in Lyon") and their kinds:
    looked up only when words are left."""
    general = set(_GENERAL)
    for name in catalog.listed_kinds(screen):
        general |= folded(catalog.parameters[name].words)
    for param, value in states:
        said = screen.filters[param].value_words
        general |= {w for named, phrase in said if named == value for w in tokens(phrase)}
    if not words_besides(asked, [], general):
        return True
    named = await record_filters(screen, query, context, catalog, lookup)
    for f in named:
        assert f.parameter is not None
        general |= folded(catalog.parameters[f.parameter].words)
        general |= relation_words(query, catalog, f.param, f.field)  # "assigned" (to me)
    records = [FoundRecord(id=f.value, label=f.label) for f in named]
    return bool(named) and not words_besides(asked, records, general)
