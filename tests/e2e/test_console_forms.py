"""Every working form of the console, in Debian's Chromium: a bad value is refused at its
field (the form shown again, the field marked, nothing written), then good values create
or change the record and its page says "Saved." and shows them. Screenshots of each
refusal go to reports/console/forms/."""

from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest
from test_console import CATALOG, REPORTS, acme_port, api_facts, browser, signed_in  # noqa: F401

from acme.web.screens import check_complete
from conftest import DEMO_PASSWORD, bearer, login

pytestmark = pytest.mark.browser

FIRST = object()  # choose the select's first real option


@dataclass(frozen=True)
class Case:
    screen: str
    bad: dict[str, Any]  # values of which `bad_field` is refused ({}: a form with no field)
    bad_field: str | None
    good: dict[str, Any]
    lands_on: str  # the screen that says "Saved."
    shows: tuple[str, ...]  # what the page then shows (text or a field's value)
    ids: dict[str, str] = field(default_factory=dict)  # parameter -> key of `records`


CASES = [
    Case(
        "create_site",
        {"name": ""},
        "name",
        {"name": "Dock C yard", "address": "Quai 3", "timezone": "Europe/Paris"},
        "site_details",
        ("Dock C yard", "Quai 3"),
    ),
    Case(
        "onboard_device",
        {"serial_number": "", "product_id": "X-am 5600"},
        "serial_number",
        {"serial_number": "GS-9001", "product_id": "X-am 5600", "site_id": "Lyon plant"},
        "device_details",
        ("GS-9001", "X-am 5600", "Lyon plant"),
    ),
    Case(
        "bulk_device_import",
        {"lines": "GS-9101, X-am 5600, Nowhere plant"},
        "lines",
        {"lines": "GS-9101, X-am 5600, Lyon plant, Dock E"},
        "device_list",
        (),
    ),
    Case(
        "device_configuration",
        {"sample_interval_s": "often"},
        "sample_interval_s",
        {"sample_interval_s": "60", "name": "Boiler room CO east"},
        "device_configuration",
        ("Boiler room CO east", "60"),
        {"device_id": "configured"},
    ),
    Case(
        "register_product",
        {"name": "", "category_id": FIRST, "manufacturer_id": FIRST},
        "name",
        {"name": "Wesco quad", "category_id": FIRST, "manufacturer_id": FIRST},
        "product_details",
        ("Wesco quad",),
    ),
    Case(
        "product_details",
        {"name": ""},
        "name",
        {"description": "Four-gas detector, pumped"},
        "product_details",
        ("Four-gas detector, pumped",),
    ),
    Case(
        "create_alert_rule",
        {"name": "CO very high", "metric": "", "threshold": "50"},
        "metric",
        {"name": "CO very high", "product_id": "X-am 5600", "metric": "co_ppm", "threshold": "50"},
        "alert_rules",
        ("CO very high", "co_ppm > 50"),
    ),
    Case("alert_details", {}, None, {}, "alert_details", ("acknowledged",), {"alert_id": "open"}),
    Case(
        "create_work_order",
        {"title": "", "priority": "high"},
        "title",
        {"title": "Swap the battery", "priority": "high", "due_date": "2031-01-02"},
        "work_order_details",
        ("Swap the battery", "2031-01-02"),
    ),
    Case(
        "invite_user",
        {"email": "not an address", "full_name": "Nina Novak"},
        "email",
        {"email": "nina@acme.example", "full_name": "Nina Novak", "role": "operator"},
        "user_details",
        ("Nina Novak", "nina@acme.example", "invited"),
    ),
    Case(
        "edit_user_details",
        {"email": "not an address"},
        "email",
        {"email": "alice@acme.example", "department": "Control room"},
        "user_details",
        ("Control room",),
    ),
    Case(
        "edit_profile",
        {"full_name": ""},
        "full_name",
        {"full_name": "Alice Admin", "phone": "+33 4 72 00 00 09"},
        "profile",
        ("+33 4 72 00 00 09",),
    ),
    Case(
        "manage_organization",
        {"name": ""},
        "name",
        {"timezone": "Europe/Paris"},
        "manage_organization",
        ("Europe/Paris",),
    ),
    Case(
        "branding_settings",
        {"primary_color": "blue"},
        "primary_color",
        {"primary_color": "#1f6feb"},
        "branding_settings",
        ("#1f6feb",),
    ),
    Case(
        "decommission_device",
        {},
        None,
        {},
        "device_details",
        ("decommissioned",),
        {"device_id": "retired"},
    ),
    Case(  # last: alice signs in with the new password afterwards
        "change_password",
        {"current": "not-her-password", "new": "a-new-password", "confirm": "a-new-password"},
        "current",
        {"current": DEMO_PASSWORD, "new": "a-new-password", "confirm": "a-new-password"},
        "change_password",
        (),
    ),
]


async def records(port: int) -> dict[str, Any]:
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}") as http:
        alice = bearer(await login(http, "alice@acme.example"))

        async def first(path: str) -> Any:
            return (await http.get(path, headers=alice)).json()["items"][0]["id"]

        return {
            "configured": await first("/api/devices?q=GS-1001"),
            "retired": await first("/api/devices?q=GS-1002"),
            "open": await first("/api/alerts?status=open"),
        }


async def fill(page: Any, values: dict[str, Any]) -> None:
    for name, value in values.items():
        box = page.locator(f'main form.form [name="{name}"]')
        if await box.evaluate("e => e.tagName") == "SELECT":
            if value is FIRST:
                await box.select_option(index=1)
            else:
                await box.select_option(value)
        else:
            await box.fill(value)


async def shown(page: Any) -> str:
    """The page's text and the values in its fields."""
    return str(
        await page.evaluate(
            """() => { const main = document.querySelector("main");
                return main.innerText + " " + Array.from(main.querySelectorAll(
                    "input, textarea, select")).map(e => e.value).join(" "); }"""
        )
    )


def test_the_cases_are_every_form_of_the_console() -> None:
    forms = {name for name, view in check_complete(CATALOG).items() if view.submit}
    assert {case.screen for case in CASES} == forms


async def test_every_form_refuses_a_bad_value_and_saves_a_good_one(
    browser: Any,  # noqa: F811
    acme_port: int,  # noqa: F811
) -> None:
    ids, _ = await api_facts(acme_port)
    found = await records(acme_port)
    page = await signed_in(browser, acme_port, "desktop")
    base = f"http://acme.localhost:{acme_port}"
    (REPORTS / "forms").mkdir(parents=True, exist_ok=True)
    for case in CASES:
        here = {**ids, **{k: found[v] for k, v in case.ids.items()}}
        url = base + CATALOG.screen(case.screen).path(**here)
        submit = page.locator("main form.form button[type=submit]")
        if case.bad_field is not None:
            await page.goto(url)
            await fill(page, case.bad)
            await submit.click()
            await page.wait_for_load_state()
            bad = page.locator(f'main form.form [name="{case.bad_field}"]')
            assert await bad.get_attribute("aria-invalid") == "true", case.screen
            assert await page.locator(f'[id="e-{case.bad_field}"]').is_visible(), case.screen
            await page.screenshot(path=str(REPORTS / "forms" / f"{case.screen}-error.png"))
        await page.goto(url)
        await fill(page, case.good)
        await submit.click()
        await page.wait_for_selector(f"main[data-screen={case.lands_on}]")
        assert await page.locator("main [role=status]").inner_text() == "Saved.", case.screen
        text = await shown(page)
        for expected in case.shows:
            assert expected in text, (case.screen, expected, text[:2000])
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{acme_port}") as http:
        alice = bearer(await login(http, "alice@acme.example", "a-new-password"))
        devices = (await http.get("/api/devices?q=GS-9", headers=alice)).json()["items"]
    assert {d["serial_number"] for d in devices} == {"GS-9001", "GS-9101"}
