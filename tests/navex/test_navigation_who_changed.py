"""Who changed something asks for the history of changes (issue #15): the screen whose
catalog examples ask who changed things, when the ranker has it near the top, over a
screen about no record that only holds the thing changed ("who changed the alert
thresholds last week": the log, not the rules)."""

# ruff: noqa: F811  (the fixture imported below is requested by name)

from stand_in_product import (  # noqa: F401  (catalog: a fixture)
    catalog,
)

from navex.navigation.catalog import Catalog
from navex.navigation.index import ScreenMatch
from navex.navigation.who_did import history_first


def _first(catalog: Catalog, query: str, *screens: tuple[str, float]) -> str | None:
    matches = [ScreenMatch(screen_name=name, score=score) for name, score in screens]
    reordered = history_first(query, matches, catalog)
    return reordered[0].screen_name if reordered is not None else None


def test_who_changed_a_thing_no_record_names_is_the_log(catalog: Catalog) -> None:
    rules = (("alert_rules", 0.32), ("audit_log", 0.2), ("alert_details", 0.1))
    query = "who changed the alert thresholds last week"
    assert _first(catalog, query, *rules) == "audit_log"
    german = "wer hat die Alarmregeln geändert?"
    assert _first(catalog, german, *rules) == "audit_log"


def test_not_a_question_about_who_changed(catalog: Catalog) -> None:
    rules = (("alert_rules", 0.32), ("audit_log", 0.2))
    assert _first(catalog, "change the alert thresholds", *rules) is None


def test_the_log_far_behind_stays_behind(catalog: Catalog) -> None:
    ranked = (("alert_rules", 0.5), ("alert_details", 0.2), ("alerts_inbox", 0.1))
    far = (*ranked, ("audit_log", 0.05))
    assert _first(catalog, "who changed the alert thresholds last week", *far) != "audit_log"
