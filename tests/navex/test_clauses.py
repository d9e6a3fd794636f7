"""A request of one clause asks for one action at most; joined clauses may ask for more."""

import pytest

from navex.routing import asks_for_one_action, clauses
from navex.routing.clauses import shared_tails


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("create a site called Dock 7 in Lyon", 1),
        ("create a site called Antwerp depot at Haven 12, 2030 Antwerpen", 1),
        ("create a work order 'salt and pepper check' for GS-1001", 1),  # quoted: one name
        ("set the threshold to 2.5 ppm", 1),
        ("acknowledge the alert on GS-1008 and create a work order for it", 2),
        ("register product 'S500' by Aeroqual, then onboard device AQ-7001", 2),
        ("decommission GS-1001 & GS-1002", 2),  # the same tool twice
        ("add hiroshi to the safety & compliance team", 1),  # "&" in a name
        ("rename the gateways category to routers & gateways", 1),
        ("onboard GS-3001 at Lyon & create a work order for it", 2),
        ("onboard GS-1 and GS-2", 2),
        ("Tom got a new phone: +1 713 555 0199. can you update his profile", 2),
        ("crée le site Dock 9 puis mets GS-1001 en maintenance", 2),
        ("lege Standort Dock 9 an und dann GS-1001 in Wartung", 2),
    ],
)
def test_clauses(text: str, parts: int) -> None:
    assert len(clauses(text)) == parts
    assert asks_for_one_action(text) == (parts == 1)


@pytest.mark.parametrize(
    ("text", "first"),
    [
        # a list of records shares its sentence's tail: not "add gs-1007" (a new device)
        (
            "add gs-1007 and gs-1014 to the portable detectors group",
            "add gs-1007 to the portable detectors group",
        ),
        (
            "put GS-1007 and GS-1014 in a group called portables-all",
            "put GS-1007 in a group called portables-all",
        ),
        ("decommission GS-1001 & GS-1002", "decommission GS-1001"),  # nothing follows
        (
            "acknowledge the alert on GS-1008 and create a work order for it",
            "acknowledge the alert on GS-1008",
        ),
    ],
)
def test_a_list_of_records_shares_the_tail(text: str, first: str) -> None:
    assert shared_tails(clauses(text))[0] == first
