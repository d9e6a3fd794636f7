"""Which of a list screen's filters a request names, by the catalog's words (no product
needed: the record filters are tried without a lookup here; test_short_answers.py runs
them through Acme's API as the user)."""

import pytest
from stand_in_product import stand_in_lookup

from navex.config import NavexSettings
from navex.navigation import load_catalog
from navex.navigation.catalog import Catalog, ScreenFilter
from navex.navigation.filter_values import _is_verb, _negated, _spans, named_value
from navex.navigation.filters import choose_filters, with_filters
from navex.navigation.links import RequestContext
from navex.navigation.record_names import fold
from navex.navigation.words import STOPWORDS

CATALOG, _ = load_catalog(NavexSettings().catalog_path)
ALICE = RequestContext(hostname="acme.localhost", user_id=1, org_id=1, role="admin")


async def named(screen: str, query: str, catalog: Catalog = CATALOG) -> dict[str, str]:
    chosen = await choose_filters(catalog.screen(screen), query, ALICE, catalog, None)
    return {f.param: f.value for f in chosen}


@pytest.mark.parametrize(
    ("screen", "query", "expected"),
    [
        ("device_list", "offline devices", {"status": "offline"}),
        ("device_list", "capteurs hors ligne", {"status": "offline"}),
        ("device_list", "welche Geräte sind nicht erreichbar", {"status": "offline"}),
        ("device_list", "sensors not reporting", {"status": "offline"}),  # not "reporting"
        ("device_list", "which sensors went dark?", {"status": "offline"}),
        ("device_list", "detectors that stopped reporting", {"status": "offline"}),
        ("device_list", "which of our sensors have gone silent?", {"status": "offline"}),
        ("device_list", "devices in maintenance mode", {"status": "maintenance"}),
        ("device_list", "welche Geräte sind im Wartungsmodus?", {"status": "maintenance"}),
        ("device_list", "apparaten in onderhoudsmodus", {"status": "maintenance"}),
        ("device_list", "open the device list", {}),
        ("alerts_inbox", "show open alerts", {"status": "open"}),
        ("alerts_inbox", "open alerts", {}),  # the verb
        ("alerts_inbox", "can you open the critical alerts", {"severity": "critical"}),
        ("work_orders", "job number 57, open it", {}),  # the verb, on what it names
        ("work_orders", "the work orders still open", {"status": "open"}),
        ("alerts_inbox", "is anything alarming right now?", {"status": "open"}),
        ("alerts_inbox", "alertas críticas abiertas", {"status": "open", "severity": "critical"}),
        ("alerts_inbox", "acknowledged or resolved alerts", {}),  # two values: none chosen
        ("work_orders", "urgent jobs in progress", {"status": "in_progress", "priority": "urgent"}),
        ("work_orders", "my open work orders", {"status": "open", "assignee": "1"}),
        ("user_list", "who are the admins?", {"role": "admin"}),
        ("site_list", "offline sites", {}),  # a screen without filters
        # a value word a negation turns round names that value no more
        ("alerts_inbox", "welke meldingen zijn nog niet bevestigd", {"status": "open"}),
        ("alerts_inbox", "which alarms haven't been acknowledged", {}),  # not acknowledged
        ("alerts_inbox", "alerts not yet acked", {"status": "open"}),
        ("device_list", "devices that are not offline", {}),
        ("device_list", "geräte die nicht im wartungsmodus sind", {}),
        ("alerts_inbox", "show the acknowledged alerts", {"status": "acknowledged"}),
        # a value word before "to" and a number says a level, not the state
        ("device_list", "which detectors are down?", {"status": "offline"}),
        ("device_list", "detectors down to 9% battery", {}),
        ("device_list", "the x-am that's down to 58% battery", {}),
    ],
)
async def test_the_filters_a_request_names(screen: str, query: str, expected: dict) -> None:
    assert await named(screen, query) == expected


def test_a_filter_has_values_or_names_a_record() -> None:
    with pytest.raises(ValueError, match="either"):
        ScreenFilter(field="status")
    with pytest.raises(ValueError, match="either"):
        ScreenFilter(field="site_id", values={"a": ("a",)}, parameter="site_id")
    broken = CATALOG.model_dump()
    broken["screens"][0]["filters"] = {"x": {"field": "x", "parameter": "nothing_id"}}
    with pytest.raises(ValueError, match="no parameter nothing_id"):
        Catalog.model_validate(broken)


def test_filters_go_into_the_url() -> None:
    assert with_filters("https://h/orgs/1/devices", {}) == "https://h/orgs/1/devices"
    assert (
        with_filters("https://h/orgs/1/devices", {"status": "offline", "site": "1"})
        == "https://h/orgs/1/devices?status=offline&site=1"
    )
    assert with_filters("acme://devices?x=1", {"site": "2"}) == "acme://devices?x=1&site=2"


@pytest.mark.parametrize(
    ("screen", "query", "expected"),
    [
        ("work_orders", "which work orders mention Brest dock?", "Brest dock"),
        ("work_orders", "tickets containing 'pump'", "pump"),
        ("device_list", 'devices named "Loading"', "Loading"),
        ("device_list", "devices called Loading dock", "Loading dock"),
        ("alerts_inbox", "alerts about CO", "CO"),
        ("work_orders", "open work orders mentioning the pump, please", "pump"),
        # French, German, Spanish, Dutch
        ("work_orders", "quels ordres de travail qui mentionnent Brest dock ?", "Brest dock"),
        ("device_list", "capteurs nommés Loading", "Loading"),
        ("work_orders", "welche Arbeitsaufträge, die Brest dock erwähnen?", "Brest dock"),
        ("device_list", "Geräte namens Loading", "Loading"),
        ("work_orders", "órdenes de trabajo que mencionan Brest dock", "Brest dock"),
        ("device_list", "dispositivos llamados Loading", "Loading"),
        ("work_orders", "werkorders die pomp vermelden", "pomp"),
    ],
)
async def test_the_text_a_request_says_the_records_mention_is_the_search(
    screen: str, query: str, expected: str
) -> None:
    assert (await named(screen, query)).get("q") == expected


@pytest.mark.parametrize(
    ("screen", "query", "expected"),
    [
        # no cue word and no quotes: no search
        ("work_orders", "work orders Brest dock", {}),
        ("work_orders", "my open work orders", {"status": "open", "assignee": "1"}),
        ("device_list", "offline devices in Brest", {"status": "offline"}),
        # a filter's words, or the kind of records, are not search text
        ("device_list", "tell me about offline devices", {"status": "offline"}),
        ("alerts_inbox", "what about the critical alerts", {"severity": "critical"}),
        ("work_orders", "jobs about 'urgent' things", {"priority": "urgent"}),
        # a new record's name is not what the list holds
        ("product_categories", "create a category called air quality monitors", {}),
        ("work_orders", "nouvel ordre de travail intitulé pompe", {}),
        # a screen whose URL takes no search
        ("device_groups", "device groups named Loading", {}),
    ],
)
async def test_no_cue_no_search(screen: str, query: str, expected: dict) -> None:
    assert await named(screen, query) == expected


def test_the_search_goes_into_the_url() -> None:
    assert CATALOG.screen("work_orders").search is not None
    assert (
        with_filters("https://h/orgs/1/work-orders", {"q": "Brest dock"})
        == "https://h/orgs/1/work-orders?q=Brest+dock"
    )


def _named_value_by_scanning_every_word(declared: ScreenFilter, query: str) -> str | None:
    """named_value as it read before it skipped the words whose first word the request
    does not have: every word's pattern scanned over the request."""
    text = fold(query.replace("’", "'"))
    found = [
        (start, end, value)
        for value, word in declared.value_words
        for start, end in _spans(text, word)
        if not (fold(word) in STOPWORDS and _is_verb(text, start, end))
        and not _negated(text, start)
    ]
    kept = {
        value
        for start, end, value in found
        if not any(s <= start and end <= e and (e - s) > (end - start) for s, e, _ in found)
    }
    return kept.pop() if len(kept) == 1 else None


def test_skipping_words_the_request_lacks_names_the_same_values() -> None:
    """The value a request names is the same as when every word of every value is looked
    for: each word of the catalog's filters in a question, a statement and after "open"."""
    declared_filters = [d for s in CATALOG.screens for d in s.filters.values() if d.values]
    for declared in declared_filters:
        for _, word in declared.value_words:
            for query in (
                f"which ones are {word} right now?",
                f"{word.upper()} at the Lyon plant",
                f"open {word} ones",
                f"les capteurs {word}’s",
                f"x_{word} and {word}-ish",
            ):
                expected = _named_value_by_scanning_every_word(declared, query)
                assert named_value(declared, query) == expected, query


@pytest.mark.parametrize(
    ("query", "expected"),
    [  # a record a filter takes, described by its fields after its kind's word
        ("products we get from the german supplier", {"manufacturer": "2"}),
        ("products from the german", {}),  # no word for a manufacturer
        ("products from the european supplier", {}),  # two in Europe: not one
    ],
)
async def test_a_filter_by_a_record_described_by_its_fields(query: str, expected: dict) -> None:
    records = {
        "/api/manufacturers": [
            {"id": 2, "name": "Dräger", "country": "Germany"},
            {"id": 3, "name": "Axis", "country": "Sweden"},
            {"id": 4, "name": "Honeywell", "country": "United States"},
        ],
        "/api/products": [{"id": 1, "name": "X-am 5600", "manufacturer_id": 2}],
    }
    screen = CATALOG.screen("product_catalog")
    chosen = await choose_filters(screen, query, ALICE, CATALOG, stand_in_lookup(records))
    assert {f.param: f.value for f in chosen if f.record} == expected


def test_a_value_of_several_words_may_be_hyphenated() -> None:
    """ "erin's in-progress job" says "in progress"; a word inside another does not."""
    status = CATALOG.screen("work_orders").filters["status"]
    assert named_value(status, "erin's in-progress job") == "in_progress"
    assert named_value(status, "the in progress jobs") == "in_progress"
    assert named_value(status, "the jobs in progressive order") is None
