"""What is kept per request text so that a gateway asked the same again works less: a
list's matches (navigation/matched.py), kept with the list object, never another user's
or an older read's; the request's words (record_names._asked); a screen's words' beginnings
(measured._said); the router's and the navigator's readings of a text."""

from typing import Any

import pytest

from navex.navigation import matched, measured, record_names
from navex.navigation.catalog import RecordParameter
from navex.navigation.matched import match_records

DEVICES = RecordParameter(
    api_path="/api/devices", label_fields=("serial", "name"), noun="device", words=("sensor",)
)


def _devices(*names: str) -> list[dict[str, Any]]:
    return [{"id": i, "serial": f"GS-10{i:02d}", "name": n} for i, n in enumerate(names, 1)]


def test_a_lists_match_is_kept_and_equals_the_match_worked_out() -> None:
    records = _devices("Loading dock", "Pump house", "Loading bay")
    for query in ("open the loading dock sensor", "pump house", "the loading sensor", "gs1002"):
        kept = match_records(query, DEVICES, records)
        assert kept[0] == record_names.match_records(query, DEVICES, records, ())[0]
        assert match_records(query, DEVICES, records) is kept  # the second time: kept


def test_another_list_is_matched_afresh() -> None:
    """Another user's list, or the same user's after a write (another object, although at
    the same API path and equal in length), never answers with the first one's records."""
    mine = _devices("Loading dock", "Pump house")
    theirs = _devices("Cold room", "Loading dock north")
    found, _ = match_records("the loading dock sensor", DEVICES, mine)
    assert found.outcome == "one" and found.records[0].label == "GS-1001 Loading dock"
    found, _ = match_records("the loading dock sensor", DEVICES, theirs)
    assert found.records[0].label == "GS-1002 Loading dock north"
    assert match_records("pump", DEVICES, mine)[0].records[0].label == "GS-1002 Pump house"
    renamed = [{**r, "name": "Pump hall"} if r["id"] == 2 else r for r in mine]
    assert match_records("pump", DEVICES, renamed)[0].records[0].label == "GS-1002 Pump hall"


def test_the_generic_words_and_the_known_words_are_part_of_the_key() -> None:
    records = _devices("Dock", "Pump house")
    plain, _ = match_records("open pump", DEVICES, records)
    generic, _ = match_records("open pump", DEVICES, records, ("pump",))
    assert plain.outcome == "one" and generic.outcome != "one"
    records = _devices("Chlorination room", "Pump house")
    query = "open the chlorinaton sensor"  # one slip from a word of a name, of no screen's
    assert match_records(query, DEVICES, records, (), frozenset())[0].outcome == "one"
    assert match_records(query, DEVICES, records, (), frozenset({"chlorinaton"}))[0].outcome == (
        "none"
    )


def test_a_kept_answer_cannot_be_changed_by_one_who_reads_it() -> None:
    found, _ = match_records("pump house", DEVICES, _devices("Pump house"))
    with pytest.raises(ValueError):
        found.outcome = "none"  # type: ignore[misc]


def test_a_list_keeps_a_bounded_number_of_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(matched, "ANSWERS_KEPT", 2)
    records = _devices("Dock", "Pump house")
    first = match_records("dock", DEVICES, records)
    match_records("pump house", DEVICES, records)
    match_records("gs1001", DEVICES, records)  # one too many: "dock" goes
    assert match_records("dock", DEVICES, records) is not first


def test_the_requests_words_are_read_once_per_text_and_words() -> None:
    one = record_names._asked("open carol's page", ("page",), ())
    assert record_names._asked("open carol's page", ("page",), ()) is one
    assert one.owners == {"carol"}
    other = record_names._asked("open carol's page", ("carol",), ())
    assert other is not one and other.named_words() != one.named_words()


WORDS = frozenset({"temperature", "battery", "readings", "firmware", "gas", "level"})


@pytest.mark.parametrize(
    "word",
    [
        "temp",
        "temps",
        "tempe",
        "temperatures",
        "batt",
        "batteries",
        "read",
        "reading",
        "firm",
        "firmwares",
        "gas",
        "gases",
        "lev",
        "levels",
        "tem",
        "emperature",
        "battery",
        "x",
    ],
)
def test_a_word_cut_short_is_found_among_the_beginnings_kept(word: str) -> None:
    """`_said` over a screen's words (a frozenset: its beginnings kept) answers as the
    scan of every word does (a set)."""
    assert measured._said(word, WORDS) == measured._said(word, set(WORDS))
    stem = word[:-1] if len(word) > 3 and word.endswith("s") else word
    scanned = (
        word in WORDS
        or stem in WORDS
        or (len(stem) >= measured.ABBREVIATED and any(w.startswith(stem) for w in WORDS))
    )
    assert measured._said(word, WORDS) == scanned


def test_a_catalogs_screens_by_name_and_their_generic_words_once() -> None:
    from pathlib import Path

    from navex.navigation import load_catalog
    from navex.navigation.filters import _screens_generic_words, generic_words

    path = Path(__file__).resolve().parents[2] / "src" / "acme" / "catalog" / "navigation.json"
    catalog = load_catalog(path)[0]
    for screen in catalog.screens:
        assert catalog.screen(screen.screen_name) is screen
        words = generic_words(catalog, screen)
        assert words == _screens_generic_words(catalog, screen)
        words.append("mine")  # the caller's list to extend (filters._search does)
        assert generic_words(catalog, screen) == _screens_generic_words(catalog, screen)
    with pytest.raises(KeyError):
        catalog.screen("no_such_screen")
