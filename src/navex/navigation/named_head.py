"""A request that opens with one record's whole name, then a clause about it after a
comma ("siemens, who make our chlorine detectors"; "Dräger, qui fabrique nos X-am"): the
request is about that record, whatever the clause names (the detectors are what Siemens
makes, not what to open). The record's page comes first. So does a person's, for a request
that opens with a person's name and then says which one ("the Tom on the safety team",
"the tom from maintenance"): the team says which Tom, it is not what to open. Nothing here
knows a product: the kinds and names are the catalog's and the records'.
"""

import itertools
import re

from navex.navigation.asking import SCREEN_WORDS
from navex.navigation.catalog import Catalog, RecordParameter
from navex.navigation.described import record_words
from navex.navigation.head_kind import HEAD_FOLLOWERS
from navex.navigation.index import ScreenMatch
from navex.navigation.links import CALLER, RequestContext
from navex.navigation.name_text import every_kind_word, kind_words
from navex.navigation.pages import aspects_said, own_first
from navex.navigation.pick_words import picks_one_of_many
from navex.navigation.record_names import RecordSearch, named_words, tokens
from navex.navigation.records import RecordLookup
from navex.navigation.words import DETERMINERS, STOPWORDS

RELATIVE_WORDS = frozenset(
    re.findall(
        r"\S+",
        "who which that whose qui que dont lequel laquelle der die das welche welcher "
        "quien quienes cual cuales che cui il quale la quale wie welke dat",
    )
)
"""Words that open a clause about the noun before them, in the catalog's languages."""


async def named_head_first(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> list[ScreenMatch] | None:
    """The page of the one record whose whole name is everything before the request's
    first comma, when a relative word opens what follows; None otherwise."""
    head, comma, rest = query.partition(",")
    after = tokens(rest)
    if not comma or not after or after[0] not in RELATIVE_WORDS or not tokens(head):
        return None
    named: list[str] = []
    for name, parameter in catalog.parameters.items():
        if parameter.choices or not parameter.label_fields or not catalog.record_page(name):
            continue
        if not named_words(head, parameter, ()):
            continue
        found = await lookup.find(parameter, head, context.user_token)
        if found.outcome == "one" and found.whole:
            named.append(name)
    return own_first(matches, catalog, named[0]) if len(named) == 1 else None


PERSON_HEAD_WORDS = 2
"""A person's name that opens a request is one or two words ("tom", "tom becker")."""


async def person_named_first(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> list[ScreenMatch] | None:
    """A person's page, for a request that opens with an article and a name of one or
    two words that only people of the caller's have, then a word such as "on", "from" or
    "in" and what says which of them ("the Tom on the safety team"), or with such a name
    and a word one of them holds ("sofia in quality who never accepted her invite");
    None otherwise. The link then finds the person the rest describes, or asks which."""
    words = tokens(query)
    article = bool(words) and words[0] in DETERMINERS
    while words and words[0] in DETERMINERS:
        words = words[1:]
    follower = next((i for i, w in enumerate(words) if w in HEAD_FOLLOWERS), None)
    if follower is None or not 0 < follower <= PERSON_HEAD_WORDS or follower + 1 >= len(words):
        return None
    head = words[:follower]
    if set(head) & (STOPWORDS | every_kind_word(catalog)):
        return None  # "the sensor on the jetty": a kind word says what it is
    if picks_one_of_many(words):
        return None  # "the older of the two open invoices": which one, by its date
    if catalog.parameters.get(CALLER) is None:
        return None
    people = catalog.parameters[CALLER]
    found = await lookup.find(people, " ".join(head), context.user_token)
    if found.outcome not in ("one", "several") or found.words < len(head):
        return None
    if not article:  # "priya on call tonight?": no article, and "call" is none of hers
        held = await _words_held(found, people, context.user_token, lookup)
        if words[follower + 1] not in held:  # "sofia in quality who ...": her department
            return None
    return own_first(matches, catalog, CALLER)


async def _words_held(
    found: RecordSearch, people: RecordParameter, token: str, lookup: RecordLookup
) -> set[str]:
    """The words of the found people's fields ("quality" of a department), as their list
    holds them."""
    ids = {r.id for r in found.records}
    listed = await lookup.listing(people, token)
    return {w for record in listed if record.get("id") in ids for w in record_words(record)}


async def kind_page_first(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> list[ScreenMatch] | None:
    """The page of a kind of record the request names right before a word for a page
    ("the safety team page": a team's page, not a person's from Health & Safety), when
    the request names one record of that kind, first (`matches` as they are when it is
    first already: no later rule moves a person's page over it); None otherwise, and when
    the word, or the one before it, names another page about such a record ("the
    decommission page for GS-1004", "config page of the north fence camera", "lukas
    meyer's edit user form")."""
    words = tokens(query)
    for at, (word, after) in enumerate(itertools.pairwise(words)):
        if after not in SCREEN_WORDS:
            continue
        for name, parameter in catalog.parameters.items():
            page = catalog.record_page(name)
            if parameter.choices or page is None or word not in kind_words(parameter):
                continue
            aside = aspects_said(catalog, name)  # "config page", "edit user form"
            if word in aside or (at > 0 and words[at - 1] in aside):
                continue
            found = await lookup.find(parameter, query, context.user_token)
            if found.outcome == "one":
                return own_first(matches, catalog, name)
    return None
