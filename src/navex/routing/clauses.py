"""Whether a request asks for one action or several.

"acknowledge the H2S alert on GS-1008 and create a work order for it" asks for two
actions; "create a site called Dock 7 in Lyon" for one. The router learns requests, not
plans, so its most likely tool alone cannot tell these apart (it gives the first request
0.48 and "onboard GS-3001 at Lyon, then open a work order for it" 0.96). `clauses` splits
a request at the words that join actions ("and", "then", "also", in the catalog's
languages too), at semicolons and between sentences, never inside a quoted name ('Salt
and pepper'). A request of one clause asks for one action at most; one of several may
ask for more, and the caller lets the model decide. A "&" joins clauses only before a
serial or three words or more: "the safety & compliance team", "routers & gateways" are
names. Pure: no I/O.
"""

import re

_QUOTED = re.compile(r"(?<!\w)'[^'\n]*'(?!\w)|\"[^\"\n]*\"|“[^”\n]*”|‘[^’\n]*’|«[^»\n]*»")
_JOINS = re.compile(
    r"[;\n]|[.!?]\s+|\s*&\s*(?=[A-Za-z]{1,4}[- ]?\d{2,}|(?:\S+\s+){2,}\S)"
    r"|,?\s+(?:and then|and also|and|then|also|after that|afterwards|as well as|plus"
    r"|puis|ensuite|et|und dann|und|dann|danach|y luego|luego|y después|y|e poi|poi"
    r"|e depois|depois|e)\s+",
    re.IGNORECASE,
)


def clauses(text: str) -> list[str]:
    """The non-empty parts of `text` between joining words, quoted names kept whole."""
    quoted: list[str] = []

    def hide(match: re.Match[str]) -> str:
        quoted.append(match.group(0))
        return f"\x00{len(quoted) - 1}\x00"

    hidden = _QUOTED.sub(hide, f" {text} ")
    parts = [p.strip(" ,.") for p in _JOINS.split(hidden)]
    shown = [re.sub(r"\x00(\d+)\x00", lambda m: quoted[int(m.group(1))], p) for p in parts]
    return [p for p in shown if p]


_LISTED = re.compile(r"([A-Za-z]{1,4}[- ]?\d{2,}[\w-]*)\s+(\S.*)")
"""A clause that opens with a record's serial and goes on: the rest of a list of records
("gs-1014 to the portable detectors group" of "add gs-1007 and gs-1014 to ...")."""


def shared_tails(parts: list[str]) -> list[str]:
    """The clauses with what a list of records shares: "add gs-1007 and gs-1014 to the
    portable detectors group" asks one thing of each serial, "add gs-1007 to the portable
    detectors group", not "add gs-1007" (a new device); "decommission GS-1001 & GS-1002"
    is left as it is (nothing follows the last serial)."""
    shared = list(parts)
    for at in range(len(parts) - 2, -1, -1):
        listed = _LISTED.fullmatch(parts[at + 1])
        if listed is not None:
            shared[at] = f"{parts[at]} {listed.group(2)}"
    return shared


def asks_for_one_action(text: str) -> bool:
    """True when `text` is one clause: it cannot ask for two actions."""
    return len(clauses(text)) == 1
