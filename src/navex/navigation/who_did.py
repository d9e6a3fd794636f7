"""A question about who changed something asks for the history of changes, not for the
record changed: "who changed gs-1011's settings last week", "need to find out which admin
changed the houston refinery's timezone yesterday" name a device or a site, and the
ranker puts that record's page (or its settings) first, with the log of changes close
behind. The log is the screen ranked near the top whose catalog examples ask who changed
things ("who changed the alert thresholds last week": the log, not the rules, a screen
about no record too), else the one about no record that lists none (the catalog says
which screens take or list records, not this module)."""

import re

from navex.navigation.catalog import Catalog, once_per_catalog
from navex.navigation.index import ScreenMatch
from navex.navigation.links import CALLER
from navex.navigation.record_names import fold

_WHO = re.compile(r"\b(who|wer|qui|qui[eé]n|qui[eé]nes|chi)\b", re.IGNORECASE)
_WHICH = re.compile(
    r"\b(which|welche[rs]?|quel(?:le)?s?|cu[aá]l(?:es)?|quale|quali)\s+([^\W_]+)", re.IGNORECASE
)
_CHANGED = re.compile(
    r"\b(changed|modified|edited|updated|deleted|removed|renamed|reconfigured|altered"
    r"|ge[aä]ndert|bearbeitet|gel[oö]scht|umbenannt"
    r"|modifi[ée]e?s?|chang[ée]e?s?|supprim[ée]e?s?|renomm[ée]e?s?"
    r"|cambi[oó]|modific[oó]|borr[oó]|elimin[oó]"
    r"|modificato|modificata|cambiato|cancellato|eliminato|rinominato)\b",
    re.IGNORECASE,
)
"""A change done, in the catalog's languages: "changed", "geändert", "modifié", "modificato"."""

RANKED = 3
"""The log of changes comes first when the ranker has it among this many screens."""


def asks_who_changed(query: str, catalog: Catalog) -> bool:
    """Who (or which person) made a change ("who changed ...", "which admin modified ...")."""
    if not _CHANGED.search(query):
        return False
    people = (
        {fold(w) for w in catalog.parameters[CALLER].words}
        if CALLER in catalog.parameters
        else set()
    )
    which = any(fold(m.group(2)) in people for m in _WHICH.finditer(query))
    return which or bool(_WHO.search(query))


@once_per_catalog
def screens_asked_who_changed(catalog: Catalog) -> frozenset[str]:
    """The screens some of whose catalog examples ask who changed something (the log of
    changes, in a catalog that says so), worked out once per catalog."""
    return frozenset(
        s.screen_name
        for s in catalog.screens
        if any(asks_who_changed(example, catalog) for example in s.examples)
    )


def history_first(
    query: str, matches: list[ScreenMatch], catalog: Catalog
) -> list[ScreenMatch] | None:
    """`matches` with the best-ranked screen whose examples ask who changed something, else
    the best-ranked one that is about no record and lists none, first, for a question about
    who changed something; None otherwise."""
    if not asks_who_changed(query, catalog):
        return None
    logs = screens_asked_who_changed(catalog)
    for match in matches[:RANKED]:
        if match.screen_name in logs:
            return [match, *(m for m in matches if m is not match)]
    for match in matches[:RANKED]:
        screen = catalog.screen(match.screen_name)
        if not catalog.record_kinds(screen) and not catalog.listed_kinds(screen):
            return [match, *(m for m in matches if m is not match)]
    return None
