"""The semantic router on the real encoder and the shipped routes."""

import json
from pathlib import Path

import pytest
import structlog
from structlog.testing import capture_logs

from navex.config import NavexSettings
from navex.embeddings import local_encoder
from navex.routing import Router, Thresholds, choose_route, load_routes


@pytest.fixture(scope="module")
def router() -> Router:
    settings = NavexSettings()
    return Router(
        local_encoder(),
        load_routes(settings.routes_path),
        Thresholds.load(settings.thresholds_path),
    )


@pytest.mark.parametrize(
    ("query", "route"),
    [
        ("take me to the billing page", "navigation"),
        ("where do I change my password", "navigation"),
        ("acknowledge alert 12", "execution"),
        ("invite nina@acme.example as an operator", "execution"),
        ("what's the weather in Paris", "unclear"),
        ("tell me a joke", "unclear"),
    ],
)
def test_clear_requests_are_routed(router: Router, query: str, route: str) -> None:
    assert router.route(query).route == route


def test_unclear_answers_with_a_question_offering_options(router: Router) -> None:
    decision = router.route("asdfgh qwerty")
    assert decision.route == "unclear"
    assert decision.question and decision.options
    assert all(option in decision.question for option in decision.options)


def test_rule_thresholds_margin_and_narrow_navigation() -> None:
    t = Thresholds(
        k=1,
        min_score={"navigation": 0.5, "execution": 0.5, "unclear": 0.0},
        margin=0.05,
        nav_over_exec=0.04,
    )
    assert choose_route({"navigation": 0.8, "execution": 0.3, "unclear": 0.2}, t)[0] == "navigation"
    assert choose_route({"navigation": 0.45, "execution": 0.3, "unclear": 0.2}, t)[0] == "unclear"
    assert choose_route({"navigation": 0.8, "execution": 0.3, "unclear": 0.78}, t)[0] == "unclear"
    narrow = choose_route({"navigation": 0.8, "execution": 0.78, "unclear": 0.2}, t)
    assert narrow == ("execution", "navigation won narrowly")
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


def test_thresholds_round_trip(tmp_path: Path) -> None:
    t = Thresholds(k=5, margin=0.03)
    path = tmp_path / "t.json"
    t.save(path)
    assert Thresholds.load(path) == t
    assert json.loads(path.read_text())["k"] == 5
    assert Thresholds.load(tmp_path / "missing.json") == Thresholds()


def test_similarity_blends_meaning_and_spelling(router: Router) -> None:
    """Weight 1 is the encoder's cosine alone, weight 0 character n-grams alone, and the
    blend lies between them; a product code shared letter for letter counts for spelling."""
    routes = {
        "navigation": ["open the page of sensor GS-1020"],
        "execution": ["rename the dock gateway"],
        "unclear": ["hello there"],
    }
    small = Router(router.encoder, routes, router.thresholds)  # type: ignore[arg-type]
    query = "GS-1020"
    vector = small.encoder.encode([query])[0]
    meaning = small.scores(query, vector, k=1, semantic_weight=1.0)
    spelling = small.scores(query, vector, k=1, semantic_weight=0.0)
    half = small.scores(query, vector, k=1, semantic_weight=0.5)
    for route in routes:
        assert half[route] == pytest.approx((meaning[route] + spelling[route]) / 2, abs=1e-6)
    assert meaning["navigation"] == pytest.approx(
        float(small.encoder.encode([routes["navigation"][0]])[0] @ vector), abs=1e-5
    )
    assert spelling["navigation"] > 0.2
    assert spelling["navigation"] > 10 * spelling["execution"]
