"""A record whose name numbers it, said with an ordinal (navigation/ordinal_names.py)."""

from navex.navigation.ordinal_names import numbered_by_ordinal
from navex.navigation.record_names import FoundRecord, RecordSearch

JETTIES = RecordSearch(
    outcome="several",
    records=[
        FoundRecord(id=15, label="GS-1015 · Jetty 1"),
        FoundRecord(id=16, label="GS-1016 · Jetty 2"),
        FoundRecord(id=27, label="CAM-3003 · Jetty overview"),
    ],
)


def test_an_ordinal_before_a_names_word_is_the_number_after_it() -> None:
    for query, chosen in (
        ("the gas meter on the first jetty", 15),
        ("the second jetty sensor", 16),
        ("le capteur de la deuxieme jetty", 16),
    ):
        found = numbered_by_ordinal(JETTIES, query)
        assert found.outcome == "one" and found.records[0].id == chosen, query


def test_no_ordinal_or_no_such_number_leaves_the_choice() -> None:
    for query in ("the jetty sensor", "the third jetty", "the first camera"):
        assert numbered_by_ordinal(JETTIES, query) == JETTIES, query
