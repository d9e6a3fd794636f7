"""The console in Debian's Chromium, at desktop and phone sizes, light and dark: every
catalog screen shows the signed-in user's org's records and none of another's, nothing is
wider than a phone, forms create and refuse, tenancy holds at the door, and axe-core finds
no serious or critical violation on the main screens. Screenshots go to reports/console/."""

from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from panel_stack import AXE, ROOT, SIZES, chromium

from acme.app import create_app
from acme.catalog import load_catalog
from conftest import DEMO_PASSWORD, bearer, login, serve
from conftest import test_settings as acme_settings

pytestmark = pytest.mark.browser

REPORTS = ROOT / "reports" / "console"
CATALOG = load_catalog()
MAIN_SCREENS = [
    "main_dashboard",
    "device_list",
    "device_details",
    "alerts_inbox",
    "work_orders",
    "create_work_order",
    "reports",
]
IDS = {
    "user_id": "users",
    "team_id": "teams",
    "device_id": "devices",
    "site_id": "sites",
    "product_id": "products",
    "manufacturer_id": "manufacturers",
    "alert_id": "alerts",
    "work_order_id": "work-orders",
    "invoice_id": "invoices",
}


@pytest.fixture
def acme_port(database_url: str) -> Iterator[int]:
    """Acme alone (no assistant), served on loopback; the browser opens its tenant hosts."""
    settings = acme_settings(database_url).model_copy(update={"assistant_url": None})
    with serve(create_app(settings, database_url), "Acme") as url:
        yield int(url.rsplit(":", 1)[1])


@pytest.fixture
async def browser() -> AsyncIterator[Any]:
    async with chromium() as launched:
        yield launched


async def api_facts(port: int) -> tuple[dict[str, Any], set[str]]:
    """One real id per catalog parameter of alice's org, and words only Globex's data has."""
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}") as http:
        alice, dave = (
            await login(http, "alice@acme.example"),
            await login(http, "dave@globex.example"),
        )
        me = (await http.get("/api/auth/me", headers=bearer(alice))).json()
        ids: dict[str, Any] = {"org_id": me["org_id"], "role_id": "operator"}
        for param, path in IDS.items():
            items = (await http.get(f"/api/{path}?limit=1", headers=bearer(alice))).json()["items"]
            ids[param] = items[0]["id"]
        ids["user_id"] = me["user_id"]
        foreign: set[str] = set()
        for path, field in [("devices", "serial_number"), ("sites", "name"), ("users", "email")]:
            items = (await http.get(f"/api/{path}?limit=200", headers=bearer(dave))).json()["items"]
            foreign |= {item[field] for item in items}
    return ids, foreign


async def signed_in(browser: Any, port: int, size: str, scheme: str = "light") -> Any:
    context = await browser.new_context(viewport=SIZES[size], color_scheme=scheme)
    page = await context.new_page()
    page.set_default_timeout(30_000)
    await page.goto(f"http://acme.localhost:{port}/login")
    await page.get_by_label("Email").fill("alice@acme.example")
    await page.get_by_label("Password").fill(DEMO_PASSWORD)
    await page.get_by_role("button", name="Sign in").click()
    await page.wait_for_url("**/dashboard")
    return page


async def shot(page: Any, name: str) -> Path:
    REPORTS.mkdir(parents=True, exist_ok=True)
    path = REPORTS / f"{name}.png"
    await page.screenshot(path=str(path), full_page=True)
    return path


async def overflow(page: Any) -> int:
    """How many pixels the page is wider than the window (0: nothing sticks out)."""
    return int(
        await page.evaluate(
            "document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
    )


async def axe(page: Any) -> list[dict[str, Any]]:
    """axe-core's serious and critical violations on the console page (the assistant's
    panel is tested by its own suite)."""
    if not AXE.exists():
        pytest.fail(f"axe-core is missing at {AXE}: run `make node-tools`.")
    if not await page.evaluate("typeof window.axe !== 'undefined'"):
        await page.add_script_tag(path=str(AXE))
    found: list[dict[str, Any]] = await page.evaluate(
        """async () => {
            const result = await axe.run({exclude: [["#assistant-panel"]]},
                                         {resultTypes: ["violations"]});
            return result.violations
                .filter(v => v.impact === "serious" || v.impact === "critical")
                .map(v => ({id: v.id, help: v.help,
                            nodes: v.nodes.map(n => n.target.join(" ")).slice(0, 3)}));
        }"""
    )
    return found


@pytest.mark.parametrize("size", list(SIZES))
async def test_every_screen_shows_its_orgs_records_at_each_size(
    browser: Any, acme_port: int, size: str
) -> None:
    ids, foreign = await api_facts(acme_port)
    page = await signed_in(browser, acme_port, size)
    base = f"http://acme.localhost:{acme_port}"
    for screen in CATALOG.screens:
        await page.goto(base + screen.path(**ids))
        main = page.locator(f"main[data-screen={screen.screen_name}]")
        assert await main.count() == 1, screen.screen_name
        shown = await main.inner_text()
        assert not [w for w in foreign if w in shown], screen.screen_name
        body = page.locator("main table, main dl.facts, main .kpis, main form.form")
        assert await body.count() > 0, screen.screen_name
        assert await overflow(page) == 0, (screen.screen_name, await overflow(page))
        if screen.screen_name in MAIN_SCREENS:
            await shot(page, f"{screen.screen_name}-{size}")
    if size == "phone":  # the menu folds away behind its button
        await page.goto(base + "/dashboard")
        menu = page.get_by_role("navigation", name="Console")
        assert await menu.is_hidden()
        await page.get_by_role("button", name="Menu").click()
        assert await menu.is_visible()
        await shot(page, "menu-phone")


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("size", list(SIZES))
async def test_axe_finds_nothing_serious_on_the_main_screens(
    browser: Any, acme_port: int, size: str, scheme: str
) -> None:
    ids, _ = await api_facts(acme_port)
    page = await signed_in(browser, acme_port, size, scheme)
    base = f"http://acme.localhost:{acme_port}"
    background = await page.evaluate("getComputedStyle(document.body).backgroundColor")
    assert background == ("rgb(20, 24, 31)" if scheme == "dark" else "rgb(246, 247, 249)")
    for name in MAIN_SCREENS:
        await page.goto(base + CATALOG.screen(name).path(**ids))
        assert await axe(page) == [], (name, size, scheme)
    await shot(page, f"reports-{size}-{scheme}")


async def test_forms_create_change_and_refuse_in_the_browser(browser: Any, acme_port: int) -> None:
    ids, _ = await api_facts(acme_port)
    page = await signed_in(browser, acme_port, "phone")
    base = f"http://acme.localhost:{acme_port}/orgs/{ids['org_id']}"
    # a deep link fills the form; an empty title is refused at its field
    await page.goto(base + "/work-orders/new?title=&priority=urgent")
    assert await page.get_by_label("Priority").input_value() == "urgent"
    await page.get_by_role("button", name="Create work order").click()
    title = page.get_by_label("Title")
    assert await title.get_attribute("aria-invalid") == "true"
    assert await page.locator("#e-title").is_visible()
    await shot(page, "form-error-phone")
    await title.fill("Replace the filter on the dock sensor")
    await page.get_by_label("Due date").fill("2031-05-04")
    await page.get_by_role("button", name="Create work order").click()
    await page.wait_for_selector("main[data-screen=work_order_details]")
    assert await page.get_by_role("status").inner_text() == "Saved."
    shown = await page.locator("main").inner_text()
    assert "Replace the filter on the dock sensor" in shown and "2031-05-04" in shown
    await shot(page, "work-order-created-phone")
    # an edit changes the record; a bad e-mail is refused at its field
    await page.goto(base + f"/users/{ids['user_id']}/edit")
    await page.get_by_label("Email").fill("not an address")
    await page.get_by_role("button", name="Save changes").click()
    assert await page.get_by_label("Email").get_attribute("aria-invalid") == "true"
    await page.get_by_label("Email").fill("alice@acme.example")
    await page.get_by_label("Phone").fill("+33 4 72 00 00 01")
    await page.get_by_role("button", name="Save changes").click()
    await page.wait_for_selector("main[data-screen=user_details]")
    assert "+33 4 72 00 00 01" in await page.locator("main").inner_text()


async def test_tenancy_at_the_door(browser: Any, acme_port: int) -> None:
    context = await browser.new_context(viewport=SIZES["desktop"])
    page = await context.new_page()
    await page.goto(f"http://globex.localhost:{acme_port}/login")
    await page.get_by_label("Email").fill("alice@acme.example")
    await page.get_by_label("Password").fill(DEMO_PASSWORD)
    await page.get_by_role("button", name="Sign in").click()
    assert await page.get_by_role("alert").inner_text() == "Wrong email or password."
    await shot(page, "login-refused-globex")
    alice = await signed_in(browser, acme_port, "desktop")
    token = next(c["value"] for c in await alice.context.cookies() if c["name"] == "acme_session")
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{acme_port}") as http:
        for host, status in [("acme.localhost", 200), ("globex.localhost", 401)]:
            headers = {**bearer(token), "Host": f"{host}:{acme_port}"}
            response = await http.get("/api/devices", headers=headers)
            assert response.status_code == status, (host, response.text)
