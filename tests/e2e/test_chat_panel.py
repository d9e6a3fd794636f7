"""The chat panel in a real browser, against the whole stack.

Acme (API + console) on a free port, its MCP tool server, the navex gateway with the
execution agent on a scripted chat model (deterministic), and Debian's Chromium driven by
Playwright. The browser talks to Acme only; Acme proxies to the gateway. Every effect is
checked in the console and through Acme's REST API.
"""

import os
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from typing import Any

import httpx
import pytest
from langchain_core.messages import AIMessage

import navex.assistant
from acme.app import create_app as create_acme
from acme.config import AcmeSettings
from acme.tools import MCP_PATH, create_tool_app
from conftest import DEMO_PASSWORD, bearer, login, serve
from conftest import _free_port as free_port
from navex.config import NavexSettings
from navex.gateway import create_app as create_gateway
from navex.llm import ScriptedChatModel

CHROMIUM = os.environ.get("NAVEX_TEST_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
    # *.localhost is loopback (RFC 6761): say so, so that no resolver is asked
    "--host-resolver-rules=MAP *.localhost 127.0.0.1",
]
TIMEOUT_MS = 60_000  # the first answer builds the router and loads the encoder


# --- servers ----------------------------------------------------------------------------


def call(tool: str, /, **args: Any) -> AIMessage:
    return AIMessage(content="", tool_calls=[{"name": tool, "args": args, "id": None}])


@dataclass
class Stack:
    console: str  # what the browser opens: http://acme.localhost:<port>
    acme: str  # the same server on 127.0.0.1, for checks through the REST API
    gateway: str
    model: ScriptedChatModel

    async def device(self, serial: str) -> dict[str, Any]:
        async with httpx.AsyncClient(base_url=self.acme, timeout=30) as http:
            token = await login(http, "alice@acme.example")
            page = await http.get("/api/devices", params={"q": serial}, headers=bearer(token))
            found = [d for d in page.json()["items"] if d["serial_number"] == serial]
        assert len(found) == 1, found
        return dict(found[0])


@pytest.fixture
def stack(database_url: str, navex_database_url: str) -> Iterator[Stack]:
    """Acme with ACME_ASSISTANT_URL at the gateway; the gateway with Acme's JWKS, REST API
    and MCP server, and a scripted model for the execution agent."""
    model = ScriptedChatModel.of(
        # alice: asks, approves, done (one action: once approved and done, the answer is
        # composed from the record without the model)
        call("decommission_device", device="GS-1004"),
        # carol's request of the same kind is refused before any model call
    )
    yield from _stack(database_url, navex_database_url, model)


def _stack(
    database_url: str, navex_database_url: str, model: ScriptedChatModel, **navex: Any
) -> Iterator[Stack]:
    acme_port, gateway_port, mcp_port = free_port(), free_port(), free_port()
    acme_url = f"http://127.0.0.1:{acme_port}"
    gateway_url = f"http://127.0.0.1:{gateway_port}"
    acme = create_acme(
        AcmeSettings(database_url=database_url, bcrypt_rounds=4, assistant_url=gateway_url),
        database_url,
    )
    settings = NavexSettings(
        database_url=navex_database_url,
        product_api_url=acme_url,
        mcp_url=f"http://127.0.0.1:{mcp_port}{MCP_PATH}",
        service_jwks_url=acme_url + "/.well-known/jwks.json",
        llm_base_url=None,
        redis_url=None,
        gateway_sse_ping_seconds=0,
        **navex,
    )
    with (
        serve(acme, "Acme", acme_port),
        serve(create_tool_app(acme_url), "the MCP tool server", mcp_port),
        serve(create_gateway(settings, chat_model=model), "the navex gateway", gateway_port),
    ):
        yield Stack(f"http://acme.localhost:{acme_port}", acme_url, gateway_url, model)


@pytest.fixture
async def chromium() -> AsyncIterator[Any]:
    """Debian's Chromium under Playwright (never a browser that Playwright downloads)."""
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(
            f"The browser tests need Chromium at {CHROMIUM}: install it with "
            "`apt-get install chromium` (`make services` and .ci/run do so when run as root)."
        )
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            await browser.close()


# --- the browser ------------------------------------------------------------------------


class Console:
    """One browser tab on the console, recording every request it makes."""

    def __init__(self, page: Any, stack: Stack) -> None:
        self.page = page
        self.stack = stack
        self.requests: list[str] = []
        self.errors: list[str] = []
        page.on("request", lambda request: self.requests.append(request.url))
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.set_default_timeout(TIMEOUT_MS)

    async def sign_in(self, email: str) -> None:
        page = self.page
        await page.goto(self.stack.console + "/login")
        await page.get_by_label("Email").fill(email)
        await page.get_by_label("Password").fill(DEMO_PASSWORD)
        await page.get_by_role("button", name="Sign in").click()
        await page.wait_for_url("**/dashboard")
        await page.locator("#assistant-panel .assistant").wait_for()

    async def sign_out(self) -> None:
        await self.page.get_by_role("button", name="Sign out").click()
        await self.page.wait_for_url("**/login**")

    async def ask(self, message: str) -> Any:
        """Send `message`; the assistant's turn it starts (a locator)."""
        page = self.page
        turns = page.locator(".assistant-log .msg-assistant")
        before = await turns.count()
        await page.get_by_label("Ask the assistant").fill(message)
        await page.get_by_role("button", name="Send").click()
        await turns.nth(before).wait_for()
        return turns.nth(before)

    async def idle(self) -> None:
        await self.page.wait_for_function(
            "document.querySelector('.assistant-log').getAttribute('aria-busy') === 'false'"
        )


@pytest.fixture(autouse=True)
def _shared_router(monkeypatch: pytest.MonkeyPatch) -> None:
    """One router per session: building one embeds every route utterance (~5 s)."""
    original = navex.assistant.router_from_settings
    cache: dict[Any, Any] = ROUTERS

    def cached(settings: NavexSettings, encoder: Any) -> Any:
        key = (settings.routes_path, settings.thresholds_path, id(encoder))
        if key not in cache:
            cache[key] = original(settings, encoder)
        return cache[key]

    monkeypatch.setattr(navex.assistant, "router_from_settings", cached)


ROUTERS: dict[Any, Any] = {}


# --- the scenario -----------------------------------------------------------------------


async def test_chat_panel_navigates_approves_and_refuses(stack: Stack, chromium: Any) -> None:
    context = await chromium.new_context()
    console = Console(await context.new_page(), stack)
    page = console.page
    await console.sign_in("alice@acme.example")

    # the panel is accessible: a labelled input, a live region for what streams in
    panel = page.locator("#assistant-panel")
    assert await panel.get_by_role("log").get_attribute("aria-live") == "polite"

    # navigation: the answer is a widget whose button opens the screen
    turn = await console.ask("open sensor GS-1020")
    button = turn.locator(".nav-widget button.assistant-open")
    await button.wait_for()
    assert await button.text_content() == "Open Device details"
    assert await turn.locator(".step").count() >= 1  # the route, shown as it streamed
    await button.click()
    await page.wait_for_selector("main[data-screen=device_details]")
    main = page.locator("main[data-screen=device_details]")
    assert "GS-1020" in (await main.text_content() or "")
    device = await stack.device("GS-1020")
    device_page = page.url
    assert device_page.startswith(stack.console) and device_page.endswith(
        f"/devices/{device['id']}"
    )

    # history survives the page change: the thread id is in localStorage
    await page.locator(".assistant-log .msg-user").first.wait_for()
    assert await page.locator(".assistant-log .msg-user").first.text_content() == (
        "open sensor GS-1020"
    )
    await page.locator(".assistant-log .nav-widget").first.wait_for()

    # a clarifying question comes with choices to click
    turn = await console.ask("show Tom's user details")
    choices = turn.locator(".assistant-choices button")
    await choices.first.wait_for()
    assert await turn.locator(".clarification").count() == 1
    labels = " ".join(await choices.all_text_contents())
    assert "Tom Becker" in labels and "Tom Okafor" in labels
    await turn.get_by_role("button", name="Tom Becker").click()
    await page.wait_for_selector("main[data-screen=user_details]")
    assert "Tom Becker" in (await page.locator("main").text_content() or "")

    # execution: a destructive action waits for approval in a dialog with exact values
    before = await stack.device("GS-1004")
    assert before["status"] != "decommissioned"
    turn = await console.ask("decommission device GS-1004")
    dialog = page.get_by_role("dialog")
    await dialog.wait_for()
    text = await dialog.text_content() or ""
    assert "GS-1004" in text and "decommission_device" in text
    assert await dialog.get_by_role("button", name="Deny").is_visible()
    # the pause's final ends the stream: it completes the card and leaves the dialog open
    await console.idle()
    assert await dialog.is_visible()
    card = turn.locator(".approval-card")
    waiting = await card.locator(".approval-summary").text_content() or ""
    assert waiting.startswith("Waiting for your approval: Decommission device GS-1004.")
    assert await turn.locator(".exec-result, .assistant-error").count() == 0
    assert (await stack.device("GS-1004"))["status"] == before["status"]  # not yet
    # after a reload the history offers the pending decision again (the dialog closed)
    await page.reload()
    turn = page.locator(".assistant-log .msg-assistant").last
    review = turn.get_by_role("button", name="Review and decide")
    await review.wait_for()
    assert await page.get_by_role("dialog").is_hidden()
    assert await turn.locator(".approval-summary").text_content() == waiting
    assert await page.locator(".assistant-log .approval-card").count() == 1
    await review.click()
    dialog = page.get_by_role("dialog")
    await dialog.wait_for()
    assert "GS-1004" in (await dialog.text_content() or "")
    await dialog.get_by_role("button", name="Approve").click()
    await turn.locator(".exec-result").wait_for()
    await console.idle()
    result = await turn.locator(".exec-result").text_content() or ""
    assert "Device GS-1004 (Loading dock) is decommissioned." in result
    assert "Decommission device: succeeded" in result
    assert (await stack.device("GS-1004"))["status"] == "decommissioned"

    # ... and the console shows it
    await page.goto(device_page.rsplit("/", 1)[0] + f"/{before['id']}")
    main = page.locator("main[data-screen=device_details]")
    assert "decommissioned" in (await main.text_content() or "")
    # ... and the panel's history, read back after the reload, has the whole conversation
    history = page.locator(".assistant-log")
    await history.locator(".exec-result").wait_for()
    told = await history.text_content() or ""
    assert "Device GS-1004 (Loading dock) is decommissioned." in told
    assert await history.locator(".msg-user").count() == 4  # three questions, one approval
    assert await page.get_by_role("dialog").is_hidden()

    # the browser only ever talked to Acme
    assert console.requests and all(u.startswith(stack.console) for u in console.requests)
    assert not any(u.startswith(stack.gateway) for u in console.requests)
    assert console.errors == []

    # carol (viewer) asks for the same kind of thing: refused, nothing to approve
    await console.sign_out()
    await console.sign_in("carol@acme.example")
    assert await page.locator(".assistant-log .msg").count() == 0  # alice's thread is hers
    before = await stack.device("GS-1005")
    turn = await console.ask("decommission device GS-1005")
    await turn.locator(".exec-result, .assistant-error").first.wait_for()
    await console.idle()
    assert await page.get_by_role("dialog").is_hidden()  # nothing to approve
    answer = await turn.text_content() or ""
    assert "succeeded" not in answer
    assert "Decommission device: rejected" in answer
    assert "You can't decommission devices with your role (viewer)" in answer
    assert (await stack.device("GS-1005"))["status"] == before["status"]
    assert stack.model.remaining == 0  # alice's one step; carol's refusal asked no model
    assert console.errors == []
    await context.close()


SLOW = 60.0  # a model turn that only the Stop ends


@pytest.fixture
def slow_stack(database_url: str, navex_database_url: str) -> Iterator[Stack]:
    """The stack with a slow model: 3 s for its first call, SLOW for the second."""
    model = ScriptedChatModel.of(
        call(
            "register_product", name="Wesco e2e one", category="Gas detectors", manufacturer="Wesco"
        ),
        call(
            "register_product", name="Wesco e2e two", category="Gas detectors", manufacturer="Wesco"
        ),
        "unreachable",
    )
    model.delays = [3.2, SLOW]
    yield from _stack(database_url, navex_database_url, model, execution_heartbeat_seconds=1.0)


async def test_a_slow_job_shows_one_thinking_line_and_can_be_stopped(
    slow_stack: Stack, chromium: Any
) -> None:
    context = await chromium.new_context()
    console = Console(await context.new_page(), slow_stack)
    page = console.page
    await console.sign_in("alice@acme.example")
    stop = page.get_by_role("button", name="Stop")
    assert await stop.is_hidden()  # nothing runs

    turn = await console.ask("register the Gas detectors Wesco e2e one and Wesco e2e two, by Wesco")
    await stop.wait_for()  # shown while the job runs
    thinking = turn.locator(".step-thinking")
    # the heartbeat updates one line: "Thinking", "Thinking… 1 s", "Thinking… 2 s", ...
    await page.wait_for_function(
        "document.querySelector('.msg-assistant:last-child .step-thinking')"
        "?.textContent === 'Thinking… 2 s'"
    )
    assert await thinking.count() == 1
    # the first product is registered; the model thinks of the second: a new line, then Stop
    await thinking.nth(1).wait_for()
    await stop.click()
    result = turn.locator(".exec-result")
    await result.wait_for(timeout=20_000)
    await console.idle()
    told = await result.text_content() or ""
    assert "Product Wesco e2e one is in the catalog" in told
    assert "You stopped the job here: nothing after this was done." in told
    assert "Wesco e2e two" not in told
    assert await stop.is_hidden()
    async with httpx.AsyncClient(base_url=slow_stack.acme, timeout=30) as http:
        token = await login(http, "alice@acme.example")
        page_ = await http.get("/api/products", params={"q": "Wesco e2e"}, headers=bearer(token))
    assert [p["name"] for p in page_.json()["items"]] == ["Wesco e2e one"]
    assert console.errors == []
    await context.close()
