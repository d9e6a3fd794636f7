"""A change of who belongs to a record ("add priya raman to maintenance", "take tom okafor
off the safety team", "remove kim larsen from grid operations"): the catalog says which
kinds of record hold members (`RecordParameter.members`) and that no tool puts them in or
takes them out, so such a change, even with its values, is done on the group's page.

The request names one of the caller's members whole (a person), and it ends with one
group's name, maybe followed by a word for the group's kind; it gives no e-mail (an
invitation into a group names a new person, "invite nora.kim@globex.example ... field
service team") and asks for no change of a field ("change priya's department to Safety",
"move Tom Okafor to the maintenance department": a field's value, not a group). Pure
but for the two lookups, made only for kinds that declare members. The group's page is
then the answer too (`group_page_first`, promote.py).
"""

from navex.navigation.asking import CHANGE, SEE
from navex.navigation.catalog import Catalog, RecordParameter
from navex.navigation.index import ScreenMatch
from navex.navigation.links import RecordLookup, RequestContext
from navex.navigation.pages import own_first
from navex.navigation.record_names import EMAIL, RecordSearch, fold, tokens
from navex.navigation.words import STOPWORDS


def _group_ends_it(query: str, group: RecordSearch, kind: RecordParameter) -> bool:
    """The request's last word, besides words for the group's kind and function words, is
    a word of the one group's name ("... to the safety team", "... from grid operations")."""
    kind_words = {fold(w) for w in kind.words}
    label = {w for r in group.records for w in tokens(r.label)}
    rest = [w for w in tokens(query) if w not in kind_words and w not in STOPWORDS]
    return bool(rest) and rest[-1] in label


async def membership_change(
    query: str, catalog: Catalog, context: RequestContext, lookup: RecordLookup
) -> str | None:
    """The kind of group whose members the request changes, or None."""
    if EMAIL.search(query) or CHANGE.search(query) or SEE.search(query):
        return None  # "pull up tom becker from maintenance": to see, not to move
    for name, kind in catalog.parameters.items():
        members = catalog.parameters.get(kind.members or "")
        if members is None:
            continue
        group = await lookup.find(kind, query, context.user_token)
        if group.outcome != "one" or not _group_ends_it(query, group, kind):
            continue
        member = await lookup.find(members, query, context.user_token)
        if member.outcome != "one" or not (member.whole or member.words >= 1):
            continue
        if not _kind_beside_name(query, member, members):
            return name
    return None


def _kind_beside_name(query: str, member: RecordSearch, kind: RecordParameter) -> bool:
    """A word for the member's kind right beside its name, or one function word away ("the
    Okafor account in health and safety", "le compte de Tom Okafor"): the request is about
    the person, not a change of their group ("should also be a member of" is not beside)."""
    words = tokens(query)
    names = {w for r in member.records for w in tokens(r.label)} - STOPWORDS
    kinds = {fold(w) for w in kind.words}
    at_name = [i for i, w in enumerate(words) if w in names]
    at_kind = [i for i, w in enumerate(words) if w in kinds]
    return any(
        abs(i - j) == 1 or (abs(i - j) == 2 and words[(i + j) // 2] in STOPWORDS)
        for i in at_name
        for j in at_kind
    )


async def group_page_first(
    query: str,
    matches: list[ScreenMatch],
    catalog: Catalog,
    context: RequestContext,
    lookup: RecordLookup,
) -> list[ScreenMatch] | None:
    """`matches` with the group's page first when the request changes who belongs to it
    and the first screen is about its members or such groups ("leo fischer should also be
    a member of grid operations" over *User details*); None otherwise (no list is read
    for a first screen about neither)."""
    top = catalog.screen(matches[0].screen_name)
    about = {*catalog.record_kinds(top), *catalog.listed_kinds(top)}
    holders = {n for n, p in catalog.parameters.items() if p.members}
    members = {catalog.parameters[n].members for n in holders}
    if not about & (holders | members):
        return None
    group = await membership_change(query, catalog, context, lookup)
    return own_first(matches, catalog, group) if group is not None else None
