"""A form that adds a record gives way to a record the request speaks of as existing.

The ranker learns "open a ticket" as the form that creates one, so "open ticket 10", "my
open ticket" and "the overdue camra ticket" come back as *Create a work order*. What
says an existing record is meant is how the kind's word is used, in any of the catalog's
languages: with its number after it ("ticket 10"), or at the end of the request after a
word that points at one already there ("my", "the", "our": "my open ticket") or after
words of its name with none of the words the form's own examples open with ("jetty 1 gas
detector", not "install gas detector"); and no word that makes a new one ("the new ticket
form", "open a ticket"). The answer is then the record's page, which opens the record or
says that none of the caller's fits.

The other way round, a record's page gives way to the form when the request asks for a new
record of its kind ("new job ticket pls", "nouvel appareil"): a word that makes one right
before the kind's words, not after one that points at a record already there ("the new
ticket" is the latest), and no record's number.
"""

import re

from navex.navigation.asking import ASKS
from navex.navigation.catalog import Catalog, once_per_catalog
from navex.navigation.index import ScreenMatch
from navex.navigation.name_text import every_kind_word, unnamed_vocabulary
from navex.navigation.pages import own_first
from navex.navigation.record_names import folded, names_kind_in_plural, number_given, tokens
from navex.navigation.words import DETERMINERS, OPEN_WORDS, STOPWORDS

POINTING_WORDS = frozenset(
    re.findall(
        r"\S+",
        "the my our that this his her their mon ma notre votre der die das den dem mein "
        "meine meinen unser unsere el mi mis nuestro nuestra il mio mia nostro nostra "
        "meu minha het mijn onze",
    )
)
"""Words before a kind's word that point at a record already there ("my open ticket")."""

NEW_WORDS = frozenset(
    re.findall(
        r"\S+",
        "a an new another nouveau nouvelle nouvel neu neue neuen neues neuer nuevo nueva "
        "nuovo nuova novo nova nieuw nieuwe un une ein eine einen uno una um uma een",
    )
)
"""Words that make a record that is not there yet ("open a ticket", "the new job")."""

ARTICLES = frozenset(re.findall(r"\S+", "a an un une ein eine einen uno una um uma een"))
"""The NEW_WORDS that are articles only ("a ticket" may be one already there)."""

KIND_AFTER = 3
"""How many words after "new" the kind's word may come ("new job ticket", "new gas sensor")."""


def existing_over_form(
    query: str, matches: list[ScreenMatch], catalog: Catalog
) -> list[ScreenMatch] | None:
    """`matches` with the page of one record first when the first screen is a form that
    adds records of a kind (no record in its URL, under that kind's list) and the request
    speaks of one such record already there (see the module's docstring); None otherwise."""
    top = catalog.screen(matches[0].screen_name)
    kind = catalog.home_kind(top)
    if kind is None or catalog.record_kinds(top):
        return None
    parameter = catalog.parameters[kind]
    words = tokens(query)
    if set(words) & NEW_WORDS:
        return None
    if number_given(query, parameter) is not None:  # "open ticket 10"
        return own_first(matches, catalog, kind)
    kinds = folded(parameter.words)
    if not words or words[-1] not in kinds or names_kind_in_plural(query, parameter):
        return None
    if words[0] in POINTING_WORDS:  # "my open ticket", "the overdue camra ticket"
        return own_first(matches, catalog, kind)
    vocabulary = unnamed_vocabulary(catalog)
    named = [w for w in words if any(c.isdigit() for c in w) or not (w in vocabulary or w in kinds)]
    if named and not set(words) & form_verbs(catalog, top.screen_name):
        return own_first(matches, catalog, kind)  # "jetty 1 gas detector"
    return None


def new_over_page(
    query: str, matches: list[ScreenMatch], catalog: Catalog
) -> list[ScreenMatch] | None:
    """`matches` with the best-ranked form that adds records of a kind first when the first
    screen is the page of one such record and the request asks for a new one (see the
    module's docstring); None otherwise."""
    top = catalog.screen(matches[0].screen_name)
    kind = next((k for k in catalog.record_kinds(top) if catalog.record_page(k) is top), None)
    if kind is None:
        return None
    parameter = catalog.parameters[kind]
    if number_given(query, parameter) is not None:
        return None
    words, kinds = tokens(query), folded(parameter.words)
    asked = any(
        word in NEW_WORDS - ARTICLES
        and (at == 0 or words[at - 1] not in POINTING_WORDS)
        and set(words[at + 1 : at + 1 + KIND_AFTER]) & kinds
        for at, word in enumerate(words)
    )
    if not asked:
        return None
    forms = [
        m
        for m in matches
        if catalog.home_kind(form := catalog.screen(m.screen_name)) == kind
        and not catalog.record_kinds(form)
        and form is not catalog.list_screen(top, kind)
    ]
    if not forms:
        return None
    return [forms[0], *(m for m in matches if m is not forms[0])]


def form_verbs(catalog: Catalog, screen_name: str) -> frozenset[str]:
    """The words the form's examples open with, besides articles, question words and words
    for its kind ("add", "onboard", "install", "ajouter", "registrare"): a request with
    none of them, a name's word (a number, or a word no screen uses) and no word that
    makes a new record names a record already there."""
    return _verbs(catalog)[screen_name]


@once_per_catalog
def _verbs(catalog: Catalog) -> dict[str, frozenset[str]]:
    skipped = STOPWORDS | DETERMINERS | OPEN_WORDS | NEW_WORDS | every_kind_word(catalog)
    return {
        screen.screen_name: frozenset(
            words[0]
            for example in screen.examples
            if (words := [w for w in tokens(example) if not ASKS.fullmatch(w)])
            and words[0] not in skipped
        )
        for screen in catalog.screens
    }
