"""What a navigation answer may show this caller: a screen their role cannot open is named
as such, with the roles that can (never swapped for another screen without a word), and
the alternatives under an answer are the next likely screens they may open, left out when
far behind.
"""

from collections.abc import Mapping

from pydantic import BaseModel

from navex.navigation.catalog import Catalog, Screen
from navex.navigation.index import ScreenMatch
from navex.navigation.links import LinkOption, NeedsClarification, RequestContext, fill

ALTERNATIVE_SHARE = 0.10
"""An alternative is shown when its score is at least this share of the answer's. The
ranker's probabilities put unrelated screens at a few thousandths of the best one
("Billing" 0.97, then "Work orders" 0.0015). On routing-train.jsonl (176 navigation rows),
every right screen behind a wrong first one is within 0.10 (8 of 8; 6 of 8 at 0.15), and
an answer then shows 0.32 alternatives on average (2 when all are kept)."""
MAX_ALTERNATIVES = 2


class DeniedScreen(BaseModel):
    screen_name: str
    title: str
    roles: list[str]


def counterparts(catalog: Catalog, screen_name: str) -> set[str]:
    """The screen and the ones standing for it for another person ("My profile" and a
    person's page)."""
    names = {screen_name}
    for parameter in catalog.parameters.values():
        for other, own in parameter.own_screens.items():
            if screen_name in (other, own):
                names |= {other, own}
    return names


def close_alternatives(
    matches: list[ScreenMatch],
    chosen: Screen,
    catalog: Catalog,
    role: str,
    records: Mapping[str, object] | None = None,
    near: str | None = None,
) -> list[ScreenMatch]:
    """The next screens the role may open, not far behind the first match (and not the
    caller's own pages when the answer is about another person's record); `near`, another
    page about the answer's record, is never far behind."""
    if not matches:
        return []
    floor = matches[0].score * ALTERNATIVE_SHARE
    shown = counterparts(catalog, chosen.screen_name)
    for name in records or {}:
        parameter = catalog.parameters.get(name)
        shown |= set(parameter.own_screens.values()) if parameter else set()
    kept = []
    for match in matches[1:]:
        far = match.score < floor and match.screen_name != near
        if far or match.screen_name in shown:
            continue
        if not catalog.screen(match.screen_name).allows_role(role):
            continue
        shown |= counterparts(catalog, match.screen_name)
        kept.append(match)
    return kept[:MAX_ALTERNATIVES]


def _plural(role: str) -> str:
    return role if role.endswith("s") else f"{role}s"


def _who(roles: list[str]) -> str:
    names = [_plural(r) for r in roles]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def denied(
    screen: Screen,
    context: RequestContext,
    alternatives: list[Screen],
) -> tuple[DeniedScreen, NeedsClarification]:
    """The answer for a screen the caller's role cannot open: it exists, this role cannot
    open it, these roles can; with links to the screens close behind it that they may."""
    values = {"hostname": context.hostname, "org_id": context.org_id, "user_id": context.user_id}
    options = [
        LinkOption(
            label=alt.title,
            url=fill(alt.web_url, values),
            mobile_path=fill(alt.mobile_path, values),
        )
        for alt in alternatives
        if all(p in values for p in alt.placeholders())
    ]
    question = (
        f"{screen.title} exists, but your role ({context.role}) cannot open it. "
        f"Only {_who(list(screen.roles))} can: ask one of them if you need something there."
    )
    return (
        DeniedScreen(screen_name=screen.screen_name, title=screen.title, roles=list(screen.roles)),
        NeedsClarification(question=question, options=options, screen_name=screen.screen_name),
    )
