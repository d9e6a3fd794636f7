"""The optional LLM pick, against a scripted OpenAI-compatible chat endpoint over HTTP."""

import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
import uvicorn
from fastapi import FastAPI, Request

from navex.config import NavexSettings
from navex.evals.tasks import free_ports
from navex.navigation import LLMScreenPicker, load_catalog
from navex.navigation.index import ScreenMatch
from navex.navigation.navigator import Navigator


class ScriptedChat:
    """Answers /v1/chat/completions with the next scripted content, recording requests."""

    def __init__(self) -> None:
        self.replies: list[str] = []
        self.requests: list[dict[str, Any]] = []
        self.app = FastAPI()

        @self.app.post("/v1/chat/completions")
        async def complete(request: Request) -> dict[str, Any]:
            self.requests.append(await request.json())
            content = self.replies.pop(0)
            return {"choices": [{"message": {"role": "assistant", "content": content}}]}


@pytest.fixture
def scripted_chat() -> Iterator[tuple[ScriptedChat, str]]:
    chat = ScriptedChat()
    (port,) = free_ports(1)
    server = uvicorn.Server(uvicorn.Config(chat.app, port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.02)
    yield chat, f"http://127.0.0.1:{port}/v1"
    server.should_exit = True
    thread.join(5)


async def test_pick_is_constrained_to_the_candidates(
    scripted_chat: tuple[ScriptedChat, str],
) -> None:
    chat, url = scripted_chat
    catalog, _ = load_catalog(NavexSettings().catalog_path)
    candidates = [
        catalog.screen(n) for n in ("reports", "custom_report_builder", "scheduled_reports")
    ]
    picker = LLMScreenPicker(url, "test-model")
    chat.replies = ['{"screen": "scheduled_reports"}', '{"screen": "main_dashboard"}', "not json"]
    assert await picker.pick("email me the weekly report", candidates) == "scheduled_reports"
    assert await picker.pick("x", candidates) is None, "a name outside the candidates is ignored"
    assert await picker.pick("x", candidates) is None, "garbage keeps the vector ranking"
    schema = chat.requests[0]["response_format"]["json_schema"]["schema"]
    assert schema["properties"]["screen"]["enum"] == [
        "reports",
        "custom_report_builder",
        "scheduled_reports",
        "none",
    ]
    await picker.aclose()


async def test_navigator_asks_the_picker_only_when_scores_are_close(
    scripted_chat: tuple[ScriptedChat, str],
) -> None:
    chat, url = scripted_chat
    catalog, _ = load_catalog(NavexSettings().catalog_path)

    class Index:
        def __init__(self) -> None:
            self.catalog = catalog

    navigator = Navigator(
        Index(),  # type: ignore[arg-type]
        None,  # type: ignore[arg-type]
        None,  # type: ignore[arg-type]
        None,
        picker=LLMScreenPicker(url, "m"),
        pick_margin=0.05,
    )
    close = [
        ScreenMatch(screen_name="reports", score=0.61),
        ScreenMatch(screen_name="scheduled_reports", score=0.60),
        ScreenMatch(screen_name="custom_report_builder", score=0.40),
    ]
    chat.replies = ['{"screen": "scheduled_reports"}']
    picked = await navigator._maybe_pick("weekly report by email", close)
    assert picked[0].screen_name == "scheduled_reports"
    apart = [ScreenMatch(screen_name="reports", score=0.8), *close[1:]]
    assert (await navigator._maybe_pick("reports", apart))[0].screen_name == "reports"
    assert len(chat.requests) == 1, "no LLM call when the winner is clear"
