"""A request that picks one of a list's records by its date or amount, among those it
names in the plural ("the older of our two unpaid invoices", "the cheapest of our
invoices", "la plus ancienne des factures impayées"), opens that record's page, however
sure the ranker is of the list: a word that picks one, then a word that says among which
(picked.picks_one_of_many), ask for one record (promote.py). So does a person set apart
from the caller, when one is left ("the other admin in acme besides me":
besides_caller.py)."""

from navex.navigation.besides_caller import besides_the_caller, without_the_caller
from navex.navigation.catalog import Catalog
from navex.navigation.index import ScreenMatch
from navex.navigation.links import CALLER, RequestContext
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
    besides = besides_the_caller(query)
    if not picks_one_of_many(tokens(query)) and not besides:
        return None
    top = catalog.screen(matches[0].screen_name)
    for name in catalog.listed_kinds(top):
        generic = tokens(top.title)
        parameter = catalog.parameters[name]
        found = await lookup.find(parameter, query, context.user_token, generic)
        if besides and name == CALLER:  # "the other admin": of the admins, not the caller
            found = await without_the_caller(
                found, query, parameter, context.user_id, context.user_token, lookup
            )
        if found.outcome == "one":
            return first_page(matches, catalog, name, query)
    return None
