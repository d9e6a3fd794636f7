"""A request that picks one of a list's records by its date or amount, among those it
names in the plural ("the older of our two unpaid invoices", "the cheapest of our
invoices", "la plus ancienne des factures impayées"), opens that record's page, however
sure the ranker is of the list: a word that picks one, then a word that says among which
(picked.picks_one_of_many), ask for one record (promote.py)."""

from navex.navigation.catalog import Catalog
from navex.navigation.index import ScreenMatch
from navex.navigation.links import RequestContext
from navex.navigation.pages import first_page
from navex.navigation.pick_words import picks_one_of_many
from navex.navigation.record_names import tokens
from navex.navigation.records import RecordLookup


async def one_picked_of_many(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> list[ScreenMatch] | None:
    """`matches` with the page of the one record of the first screen's list the request
    picks among several, or None (no such pick, or not one record picked)."""
    if not picks_one_of_many(tokens(query)):
        return None
    top = catalog.screen(matches[0].screen_name)
    for name in catalog.listed_kinds(top):
        generic = tokens(top.title)
        found = await lookup.find(catalog.parameters[name], query, context.user_token, generic)
        if found.outcome == "one":
            return first_page(matches, catalog, name, query)
    return None
