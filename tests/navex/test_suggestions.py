"""Unclear and out-of-scope requests are answered for people (issue #15): the screens that
fit as links under their catalog titles, and curated requests, that the user's role can
use, in the user's language; out of scope, what the assistant can do with 3-4
suggestions. Never a training utterance, a redacted placeholder or a record that does not
exist. Real parts: PostgreSQL + pgvector and the int8 MiniLM encoder."""

import pytest

from navex.assistant import route_utterances
from navex.config import NavexSettings
from navex.embeddings import local_encoder
from navex.navigation import (
    Catalog,
    RequestContext,
    ScreenIndex,
    Suggestion,
    Suggestions,
    read_suggestions,
)

SETTINGS = NavexSettings()
SPEC = read_suggestions(SETTINGS.suggestions_path)


def caller(role: str) -> RequestContext:
    return RequestContext(hostname="acme.localhost:8000", user_id=3, org_id=1, role=role)


async def suggest(index: ScreenIndex, query: str, role: str) -> Suggestion:
    suggestions = Suggestions(SPEC, index, local_encoder())
    vector = local_encoder().encode([query])[0]
    return await suggestions.suggest(query, vector, caller(role))


def assert_for_people(suggestion: Suggestion, catalog: Catalog, role: str) -> None:
    """Every choice is a catalog title the role may open (a link) or a curated request
    whose screen the role may open; none is a training utterance or a placeholder."""
    titles = {s.title: s for s in catalog.screens}
    curated = {text: r.screen for r in SPEC.requests for text in r.text.values()}
    taught = {t.casefold() for texts in route_utterances(SETTINGS).values() for t in texts}
    taught -= {text.casefold() for text in curated} | {t.casefold() for t in titles}
    assert suggestion.options
    for choice in suggestion.options:
        assert "[REDACTED" not in choice.label and "GS-" not in choice.label
        assert choice.label.casefold() not in taught, choice.label
        if choice.label in titles:
            assert titles[choice.label].allows_role(role), choice.label
        else:
            assert choice.label in curated, choice.label
            assert catalog.screen(curated[choice.label]).allows_role(role), choice.label
            assert choice.value == choice.label  # clicked, it is sent as the next message
    assert "[REDACTED" not in suggestion.question


async def test_a_vague_request_offers_the_screens_that_fit_as_links(index: ScreenIndex) -> None:
    catalog = index.catalog
    assert catalog is not None
    suggestion = await suggest(index, "settings", "viewer")
    assert not suggestion.out_of_scope
    assert suggestion.question.startswith("I'm not sure what you need")
    assert_for_people(suggestion, catalog, "viewer")
    links = [c for c in suggestion.options if c.url]
    assert links and all(c.url.startswith("https://acme.localhost:8000/") for c in links)
    # an admin-only screen (organization settings) is offered to the admin, not the viewer
    assert "Organization settings" not in [c.label for c in suggestion.options]
    admin = await suggest(index, "settings", "admin")
    assert_for_people(admin, catalog, "admin")
    assert "Organization settings" in [c.label for c in admin.options]


@pytest.mark.parametrize("query", ["tell me a joke", "what's the weather in Paris"])
async def test_out_of_scope_says_what_the_assistant_can_do(index: ScreenIndex, query: str) -> None:
    catalog = index.catalog
    assert catalog is not None
    suggestion = await suggest(index, query, "operator")
    assert suggestion.out_of_scope
    assert suggestion.question.startswith("I can't help with that. I help you")
    assert 3 <= len(suggestion.options) <= 4
    assert_for_people(suggestion, catalog, "operator")


async def test_the_answer_is_in_the_users_language(index: ScreenIndex) -> None:
    catalog = index.catalog
    assert catalog is not None
    suggestion = await suggest(index, "raconte-moi une blague", "viewer")
    assert suggestion.out_of_scope
    assert suggestion.question.startswith("Je ne peux pas vous aider")
    french = {r.text["fr"] for r in SPEC.requests}
    assert {c.label for c in suggestion.options} <= french
    assert_for_people(suggestion, catalog, "viewer")
