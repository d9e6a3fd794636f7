"""The semantic router on the real encoder and the shipped routes."""

import json
from pathlib import Path

import numpy as np
import pytest
import structlog
from pydantic import ValidationError
from structlog.testing import capture_logs

from acme.tools import TOOL_NAMES
from navex.assistant import route_utterances, router_from_settings
from navex.config import NavexSettings
from navex.embeddings import UtteranceClassifier, local_encoder
from navex.embeddings.classifier import group_weights
from navex.evals.gold import RoutingRow, read_jsonl
from navex.navigation import load_catalog
from navex.routing import Route, Router, Thresholds, choose_route, intent_labels, load_routes


@pytest.fixture(scope="module")
def router() -> Router:
    return router_from_settings(NavexSettings(), local_encoder())


@pytest.mark.parametrize(
    ("query", "route"),
    [
        ("take me to the billing page", "navigation"),
        ("where do I change my password", "navigation"),
        ("acknowledge alert 12", "execution"),
        ("invite nina@acme.example as an operator", "execution"),
        ("what's the weather in Paris", "unclear"),
        ("tell me a joke", "unclear"),
        ("call Carol Viewer on her phone", "unclear"),
    ],
)
def test_clear_requests_are_routed(router: Router, query: str, route: str) -> None:
    assert router.route(query).route == route


@pytest.mark.parametrize(
    "query",
    [
        "when does the staff restaurant open today",  # the office, not the console
        "the photocopier on the second floor is jammed",  # another system's helpdesk
        "how do i change my tax code",  # pay, not the console's settings
        "how much annual leave is left for me this year",
    ],
)
def test_out_of_scope_requests_that_sound_like_work_are_unclear(router: Router, query: str) -> None:
    """Requests about work that no screen or tool serves (leave and pay, the office, other
    systems) are out of scope, though they use the console's words ("open", "change my",
    "floor"): the routes teach such requests as unclear (none of these is among them)."""
    assert router.route(query).route == "unclear"


@pytest.mark.parametrize(
    "query", ["webhook", "Benutzerliste", "facturation", "saml?", "updaet pls", "alerts, bitte"]
)
def test_a_bare_word_is_unclear(router: Router, query: str) -> None:
    """Annotation rule: one word names a topic, not what to do with it, even when one
    screen could match; the unclear answer offers the screens that fit. A serial alone
    names a record and is not a bare word."""
    decision = router.route(query)
    assert (decision.route, decision.reason) == ("unclear", "a single word")
    assert router.route("GS-1020").reason != "a single word"


@pytest.mark.parametrize(
    ("query", "route", "tool"),
    [
        (
            "register a product called 'Zeta 4' made by Wesco and then show me the product catalog",
            "execution",
            "register_product",
        ),
        ("show me the devices and the alerts", "navigation", None),
        ("open the billing page then the invoices", "navigation", None),
    ],
)
def test_a_request_with_an_action_among_its_parts_is_execution(
    router: Router, query: str, route: str, tool: str | None
) -> None:
    """An action with its values beside a question or a lookup ("look up the site Malmo
    quay, then create a work order titled ...") is an execution request, though the whole
    text reads as navigation; parts that are all navigation stay navigation."""
    decision = router.route(query)
    assert decision.route == route
    if tool is not None:
        assert decision.intent == tool


@pytest.mark.parametrize(
    ("query", "tool"),
    [
        (
            "Onboard a new device with serial number XR-77-b, product Zeta-4, at site Quay 9",
            "onboard_device",
        ),
        ("retire the sensor named Quay 9 east", "decommission_device"),
    ],
)
def test_every_value_given_with_unusual_names_is_execution(
    router: Router, query: str, tool: str
) -> None:
    """Issue #15: records named in an unusual way (a mixed-case serial, a site named like a
    quay) still make an action request with its values, not the form screen."""
    decision = router.route(query)
    assert (decision.route, decision.intent) == ("execution", tool)


@pytest.mark.parametrize(
    "query",
    [
        "which sites do we have?",
        "is anything alarming right now?",
        "what product models are listed?",
        "how many devices are offline in Lyon?",
    ],
)
def test_questions_about_what_exists_are_navigation(router: Router, query: str) -> None:
    """Annotation rule v2 (issue #15): the screen that shows the answer, not the model."""
    assert router.route(query).route == "navigation"


def test_unclear_asks_without_quoting_training_utterances(router: Router) -> None:
    """The router's own question quotes no utterance (the gateway offers catalog screens
    and curated requests instead: test_suggestions.py)."""
    decision = router.route("asdfgh qwerty")
    assert decision.route == "unclear"
    assert decision.question and "“" not in decision.question
    taught = {t.casefold() for texts in router.utterances.values() for t in texts}
    assert not any(t in decision.question.casefold() for t in taught if len(t) > 12)


def test_rule_thresholds_margin_and_narrow_navigation() -> None:
    t = Thresholds(
        min_score={"navigation": 0.5, "execution": 0.5, "unclear": 0.0},
        margin=0.05,
        nav_over_exec=0.04,
    )
    assert choose_route({"navigation": 0.8, "execution": 0.3, "unclear": 0.2}, t)[0] == "navigation"
    assert choose_route({"navigation": 0.45, "execution": 0.3, "unclear": 0.2}, t)[0] == "unclear"
    assert choose_route({"navigation": 0.8, "execution": 0.3, "unclear": 0.78}, t)[0] == "unclear"
    narrow = choose_route({"navigation": 0.8, "execution": 0.78, "unclear": 0.2}, t)
    assert narrow == ("execution", "navigation won narrowly")
    # the fallback needs an execution that could win on its own: above its floor, and
    # ahead of unclear by the margin
    weak = choose_route({"navigation": 0.52, "execution": 0.49, "unclear": 0.0}, t)
    assert weak == ("navigation", "clear winner")
    vague = choose_route({"navigation": 0.7, "execution": 0.68, "unclear": 0.64}, t)
    assert vague == ("navigation", "clear winner")
    assert choose_route({"navigation": 0.78, "execution": 0.8, "unclear": 0.2}, t)[0] == "execution"


def test_near_threshold_decisions_are_logged_with_scores(router: Router) -> None:
    t = router.thresholds
    scores = {"navigation": t.min_score["navigation"] + 0.01, "execution": 0.1, "unclear": 0.0}
    structlog.reset_defaults()  # another test may have configured a warning-level filter
    with capture_logs() as logs:
        router._log(router_decision(router, scores))
    events = [e for e in logs if e["event"] == "route_near_threshold"]
    assert events and events[0]["navigation"] == pytest.approx(scores["navigation"])


def router_decision(router: Router, scores: dict[str, float]):  # type: ignore[no-untyped-def]
    from navex.routing import decide

    return decide(scores, router.thresholds)  # type: ignore[arg-type]


def test_thresholds_of_an_older_router_say_to_refit(tmp_path: Path) -> None:
    path = tmp_path / "old.json"
    path.write_text(json.dumps({"k": 5, "semantic_weight": 0.6, "margin": 0.0}))
    with pytest.raises(ValueError, match="navex eval fit"):
        Thresholds.load(path)


def test_held_out_queries_are_not_training_utterances() -> None:
    """No gold query but train's is a hand-written utterance (routes.yaml, the catalog's
    examples), and no utterance is taught under two routes. The router learns gold rows
    only as labelled requests, which evaluations hold out (test_labelled_requests.py)."""
    routes = route_utterances(NavexSettings())
    taught: dict[str, str] = {}
    for route, texts in routes.items():
        for text in texts:
            assert taught.setdefault(text.casefold(), route) == route, text
    datasets = Path(__file__).resolve().parents[2] / "datasets" / "acme"
    held_out = sorted(set(datasets.glob("routing-*.jsonl")) - {datasets / "routing-train.jsonl"})
    # test, fresh, fresh2, ..., fresh24: a new gold set is held out too
    assert len(held_out) == 25
    for path in held_out:
        for line in path.read_text().splitlines():
            query = json.loads(line)["query"].casefold()
            assert query not in taught, f"{path.name}: {query!r} is a route utterance"


def test_gold_sets_are_well_formed_and_disjoint() -> None:
    """Every gold row names a real screen or tool, and no query is in two rows."""
    catalog, _ = load_catalog(NavexSettings().catalog_path)
    screens = {screen.screen_name for screen in catalog.screens}
    datasets = Path(__file__).resolve().parents[2] / "datasets" / "acme"
    seen: dict[str, str] = {}
    for path in sorted(datasets.glob("routing-*.jsonl")):
        for row in read_jsonl(path, RoutingRow):
            assert (row.route == "navigation") == (row.screen in screens), row.id
            if row.tool is not None:  # the task set's rows carry no tool
                assert row.route == "execution" and row.tool in TOOL_NAMES, row.id
            first = seen.setdefault(row.query.strip().casefold(), row.id)
            assert first == row.id, f"{row.id} repeats {first}"
    # 265 train, 170 test, 198 fresh, 200 fresh2, 200 fresh3, 296 fresh4, 385 fresh5,
    # 347 fresh6, 346 fresh7, 351 fresh8, 358 fresh9, 361 fresh10, 366 fresh11, 364 fresh12,
    # 364 fresh13, 364 fresh14, 360 fresh15, 364 fresh16, 364 fresh17, 360 fresh18, 360 fresh19,
    # 359 fresh20, 359 fresh21, 359 fresh22, 360 fresh23, 360 fresh24
    assert len(seen) == 8540


def test_thresholds_round_trip(tmp_path: Path) -> None:
    t = Thresholds(c=8.0, margin=0.03)
    path = tmp_path / "t.json"
    t.save(path)
    assert Thresholds.load(path) == t
    assert json.loads(path.read_text())["c"] == 8.0
    assert Thresholds.load(tmp_path / "missing.json") == Thresholds()


def test_route_scores_are_probabilities(router: Router) -> None:
    query = "open the invoice list"
    scores = router.scores(query, router.encoder.encode([query])[0])
    assert set(scores) == {"navigation", "execution", "unclear"}
    assert sum(scores.values()) == pytest.approx(1.0, abs=1e-6)
    assert max(scores, key=scores.__getitem__) == "navigation"


def test_screen_examples_teach_their_screen_unless_routes_yaml_says_otherwise(
    router: Router,
) -> None:
    """A catalog example is a navigation utterance whose intent is its screen, except the
    few that routes.yaml teaches as another route; every execution utterance names the
    tool that would carry it out."""
    settings = NavexSettings()
    catalog, _ = load_catalog(settings.catalog_path)
    routes = load_routes(settings.routes_path)
    elsewhere = {t.casefold() for r in ("execution", "unclear") for t in routes[r]}
    navigation = set(router.utterances["navigation"])
    moved = 0
    for screen in catalog.screens:
        for example in screen.examples:
            if example.casefold() in elsewhere:
                moved += 1
                assert example not in navigation
            else:
                assert example in navigation
                assert example in next(
                    s.examples
                    for s in catalog.screens
                    if s.screen_name == router.intents[example.casefold()]
                )
    assert 0 < moved <= 100
    assert all(router.intents.get(t.casefold()) in TOOL_NAMES for t in routes["execution"])
    assert len(router.utterances["navigation"]) == len(set(routes["navigation"]) | navigation)


def test_classifier_with_two_labels_gives_both_probabilities(router: Router) -> None:
    texts = [
        "open the billing page",
        "go to the invoices",
        "show my subscription plan",
        "acknowledge alert 12",
        "ack the co alert on GS-1009",
        "acknowledge the alarm on CAM-3002",
    ]
    labels = ["billing"] * 3 + ["alerts"] * 3
    classifier = UtteranceClassifier(texts, labels, router.encoder.encode(texts), c=4.0)
    assert classifier.labels == ["alerts", "billing"]
    for query, expected in (("where are my invoices", "billing"), ("ack alert 7", "alerts")):
        p = classifier.probabilities(query, router.encoder.encode([query])[0])
        assert p.sum() == pytest.approx(1.0)
        assert classifier.labels[int(np.argmax(p))] == expected


def test_classifier_spelling_catches_codes_the_encoder_blurs(router: Router) -> None:
    """Product codes shared letter for letter decide when the meaning view cannot."""
    texts = ["QX-7731", "QX-7731 sensor", "the QX-7731", "ZP-2284", "ZP-2284 sensor", "the ZP-2284"]
    labels = ["qx"] * 3 + ["zp"] * 3
    vectors = router.encoder.encode(texts)
    classifier = UtteranceClassifier(texts, labels, vectors, c=16.0)
    query = "device zp2284"
    p = classifier.probabilities(query, router.encoder.encode([query])[0])
    assert classifier.labels[int(np.argmax(p))] == "zp"


def test_classifier_rejects_bad_training_sets(router: Router) -> None:
    vectors = router.encoder.encode(["a", "b"])
    with pytest.raises(ValueError, match="same length"):
        UtteranceClassifier(["a", "b"], ["x"], vectors, c=1.0)
    with pytest.raises(ValueError, match="at least two labels"):
        UtteranceClassifier(["a", "b"], ["x", "x"], vectors, c=1.0)


def test_every_group_of_labels_weighs_the_same() -> None:
    labels = ["nav:a", "nav:a", "nav:a", "nav:b", "exe", "vague", "vague"]
    groups = ["nav", "nav", "nav", "nav", "exe", "vague", "vague"]
    weights = group_weights(labels, groups)
    totals: dict[str, float] = {}
    for label, group in zip(labels, groups, strict=True):
        totals[group] = totals.get(group, 0.0) + weights[label]
    assert totals == pytest.approx({"nav": 7 / 3, "exe": 7 / 3, "vague": 7 / 3})
    assert weights["nav:a"] == weights["nav:b"]  # within a group, each example counts the same
    with pytest.raises(ValueError, match="one group"):
        group_weights(["x", "x", "y"], ["g", "h", "h"])


def test_the_router_learns_intents_and_sums_them_per_route(router: Router) -> None:
    labels = router.classifier.labels
    assert "execution:update_device" in labels and "execution:acknowledge_alert" in labels
    assert "execution:get_record" not in labels  # questions are navigation (rule v2)
    assert "navigation:organization_billing" in labels
    assert "unclear" in labels and "navigation" not in labels and "execution" not in labels
    query = "set the reporting interval of GS-1007 to 30 seconds"
    vector = router.encoder.encode([query])[0]
    probabilities = router.classifier.probabilities(query, vector)
    scores = router.scores(query, vector)
    assert sum(scores.values()) == pytest.approx(1.0)
    tools = [
        p for label, p in zip(labels, probabilities, strict=True) if label[:10] == "execution:"
    ]
    assert scores["execution"] == pytest.approx(sum(tools))
    assert max(zip(probabilities, labels, strict=True))[1] == "execution:update_device"


def test_an_utterance_without_intent_takes_its_nearest_neighbours(router: Router) -> None:
    texts = ["open the billing page", "show my invoices", "billing overview please", "invoice list"]
    intents = {"Open the billing page": "billing", "show my invoices": "invoices"}
    keyed = {text.casefold(): intent for text, intent in intents.items()}
    labels = intent_labels("navigation", texts, router.encoder.encode(texts), keyed)
    assert labels == [
        "navigation:billing",
        "navigation:invoices",
        "navigation:billing",
        "navigation:invoices",
    ]
    assert intent_labels("unclear", texts[:2], router.encoder.encode(texts[:2]), {}) == [
        "unclear",
        "unclear",
    ]
    routes: dict[Route, list[str]] = {
        "navigation": texts,
        "execution": ["acknowledge alert 12", "ack alarm 7"],
        "unclear": ["what's the weather", "tell me a story"],
    }
    small = Router(router.encoder, routes, router.thresholds, intents=intents)
    assert small.intents["open the billing page"] == "billing"  # keys are casefolded
    assert sorted(small.classifier.labels) == [
        "execution",
        "navigation:billing",
        "navigation:invoices",
        "unclear",
    ]


def test_a_route_without_utterances_or_a_text_under_two_labels_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "routes.yaml"
    path.write_text("routes:\n  navigation:\n    intents: {billing: []}\n")
    with pytest.raises(ValidationError, match="at least one utterance"):
        load_routes(path)
    path.write_text(
        "routes:\n  navigation:\n    utterances: [open billing]\n"
        "  execution:\n    intents: {update_device: [Open Billing]}\n"
    )
    with pytest.raises(ValidationError, match="listed under navigation and execution"):
        load_routes(path)
