"""The screen next to an answer about one record: another page about the same record.
Under a page about one side of a record ("GS-1009's readings") its own page comes next,
ranked or not; under a record's own page, the best-ranked page about one side of it. It
comes right after the answer, before screens about something else, and is shown whatever
its score: it opens the record the request named, so it is not noise (issue #15 point 5).
"""

from collections.abc import Mapping

from navex.navigation.access import counterparts
from navex.navigation.catalog import Catalog, Screen
from navex.navigation.index import ScreenMatch


def same_record_page(
    matches: list[ScreenMatch],
    best: Screen,
    catalog: Catalog,
    records: Mapping[str, object],
) -> str | None:
    """The other page about the record `best` opens, or None (no record, no such page)."""
    taken = counterparts(catalog, best.screen_name)
    for name in catalog.record_kinds(best):
        if name not in records:
            continue
        page = catalog.record_page(name)
        if page is not None and page.screen_name not in taken:
            return page.screen_name
        for match in matches:
            screen = catalog.screen(match.screen_name)
            if match.screen_name not in taken and name in screen.placeholders():
                return match.screen_name
    return None


def same_record_next(
    matches: list[ScreenMatch],
    best: Screen,
    catalog: Catalog,
    records: Mapping[str, object],
) -> tuple[list[ScreenMatch], str | None]:
    """`matches` with the other page about the answer's record second, and its name."""
    page = same_record_page(matches, best, catalog, records)
    if page is None or not matches or matches[0].screen_name == page:
        return matches, page
    ranked = [m for m in matches if m.screen_name == page]
    chosen = ranked[0] if ranked else ScreenMatch(screen_name=page, score=0.0)
    rest = [m for m in matches[1:] if m.screen_name != page]
    return [matches[0], chosen, *rest], page
