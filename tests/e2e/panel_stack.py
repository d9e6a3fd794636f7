"""What the chat panel's browser tests stand on: the whole stack on free ports, Debian's
Chromium under Playwright, a console tab at desktop or phone size, screenshots under
reports/chat-panel/ and axe-core in the page.

Acme (API + console), its MCP tool server, the navex gateway with the execution agent on
a scripted chat model (deterministic), all on loopback. The browser talks to Acme only,
on its white-label hosts (acme.localhost, globex.localhost); Acme proxies to the gateway.
"""

import os
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
from langchain_core.messages import AIMessage

import navex.assistant
from acme.app import create_app as create_acme
from acme.config import AcmeSettings
from acme.tools import MCP_PATH, create_tool_app
from conftest import DEMO_PASSWORD, bearer, login, serve
from navex.config import NavexSettings
from navex.evals.tasks import free_ports
from navex.gateway import create_app as create_gateway
from navex.llm import ScriptedChatModel

ROOT = Path(__file__).resolve().parents[2]
REPORTS = ROOT / "reports" / "chat-panel"
AXE = ROOT / "tests" / "node" / "node_modules" / "axe-core" / "axe.min.js"
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
SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}


def call(tool: str, /, **args: Any) -> AIMessage:
    return AIMessage(content="", tool_calls=[{"name": tool, "args": args, "id": None}])


@dataclass
class Stack:
    port: int  # Acme's; the browser opens http://<org>.localhost:<port>
    acme: str  # the same server on 127.0.0.1, for checks through the REST API
    gateway: str
    model: ScriptedChatModel

    @property
    def console(self) -> str:
        return self.console_of("acme")

    def console_of(self, org: str) -> str:
        return f"http://{org}.localhost:{self.port}"

    async def get(self, email: str, path: str, **params: Any) -> Any:
        async with httpx.AsyncClient(base_url=self.acme, timeout=30) as http:
            token = await login(http, email)
            response = await http.get(path, params=params, headers=bearer(token))
        response.raise_for_status()
        return response.json()

    async def device(self, serial: str, email: str = "alice@acme.example") -> dict[str, Any]:
        page = await self.get(email, "/api/devices", q=serial)
        found = [d for d in page["items"] if d["serial_number"] == serial]
        assert len(found) == 1, found
        return dict(found[0])


def boot(
    database_url: str, navex_database_url: str, model: ScriptedChatModel, **navex: Any
) -> Iterator[Stack]:
    """Acme with ACME_ASSISTANT_URL at the gateway; the gateway with Acme's JWKS, REST API
    and MCP server, and `model` for the execution agent."""
    acme_port, gateway_port, mcp_port = free_ports(3)
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
        yield Stack(acme_port, acme_url, gateway_url, model)


@asynccontextmanager
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


ROUTERS: dict[Any, Any] = {}


def share_router(monkeypatch: pytest.MonkeyPatch) -> None:
    """One router per session: building one embeds every route utterance (~5 s)."""
    original = navex.assistant.router_from_settings

    def cached(settings: NavexSettings, encoder: Any, held_out: Any = ()) -> Any:
        key = (settings.routes_path, settings.thresholds_path, id(encoder), tuple(held_out))
        if key not in ROUTERS:
            ROUTERS[key] = original(settings, encoder, held_out=held_out)
        return ROUTERS[key]

    monkeypatch.setattr(navex.assistant, "router_from_settings", cached)


class Console:
    """One browser tab on the console at one size, recording every request it makes."""

    def __init__(self, page: Any, stack: Stack, size: str, org: str = "acme") -> None:
        self.page = page
        self.stack = stack
        self.size = size
        self.base = stack.console_of(org)
        self.requests: list[str] = []
        self.errors: list[str] = []
        page.on("request", lambda request: self.requests.append(request.url))
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.set_default_timeout(TIMEOUT_MS)

    @classmethod
    async def open(
        cls, browser: Any, stack: Stack, size: str, org: str = "acme", **context: Any
    ) -> "Console":
        made = await browser.new_context(viewport=SIZES[size], **context)
        return cls(await made.new_page(), stack, size, org)

    @property
    def phone(self) -> bool:
        return self.size == "phone"

    @property
    def panel(self) -> Any:
        return self.page.locator("#assistant-panel")

    async def sign_in(self, email: str) -> None:
        page = self.page
        await page.goto(self.base + "/login")
        await page.get_by_label("Email").fill(email)
        await page.get_by_label("Password").fill(DEMO_PASSWORD)
        await page.get_by_role("button", name="Sign in").click()
        await page.wait_for_url("**/dashboard")
        await page.locator("#assistant-panel .assistant").wait_for(state="attached")

    async def sign_out(self) -> None:
        await self.page.get_by_role("button", name="Sign out").click()
        await self.page.wait_for_url("**/login**")

    async def show_panel(self) -> None:
        """On a phone, open the sheet with its button (a desktop shows the panel)."""
        if self.phone and not await self.page.locator("#assistant-panel.open").count():
            await self.page.get_by_role("button", name="Assistant", exact=True).click()
        await self.page.get_by_label("Ask the assistant").wait_for()
        if self.phone:  # the sheet has slid in
            await self.page.wait_for_function(
                "getComputedStyle(document.getElementById('assistant-panel')).transform === 'none'"
            )

    async def ask(self, message: str) -> Any:
        """Send `message`; the assistant's turn it starts (a locator)."""
        await self.show_panel()
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

    async def shot(self, name: str) -> Path:
        """A screenshot of the page as it is, under reports/chat-panel/."""
        REPORTS.mkdir(parents=True, exist_ok=True)
        path = REPORTS / f"{name}-{self.size}.png"
        await self.page.screenshot(path=str(path))
        return path

    async def axe(self, what: str) -> list[dict[str, Any]]:
        """axe-core's serious and critical violations in the panel and its dialog."""
        if not AXE.exists():
            pytest.fail(f"axe-core is missing at {AXE}: run `make node-tools`.")
        page = self.page
        if not await page.evaluate("typeof window.axe !== 'undefined'"):
            await page.add_script_tag(path=str(AXE))
        found: list[dict[str, Any]] = await page.evaluate(
            """async () => {
                const include = [["#assistant-panel"]];
                if (document.querySelector("dialog.assistant-approval[open]"))
                    include.push(["dialog.assistant-approval"]);
                const result = await axe.run({include}, {resultTypes: ["violations"]});
                return result.violations
                    .filter(v => v.impact === "serious" || v.impact === "critical")
                    .map(v => ({id: v.id, impact: v.impact, help: v.help,
                                nodes: v.nodes.map(n => n.target.join(" ")).slice(0, 5)}));
            }"""
        )
        if found:
            await self.shot(f"axe-{what}")
        return found
