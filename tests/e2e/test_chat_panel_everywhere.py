"""The chat panel for everyone, at desktop and phone sizes: suggestions that exist for the
user's own org (Globex has no GS-1020), the keyboard shortcut and Escape, a sheet with its
input in view on a phone, the system's dark scheme, "New conversation" with undo, and a
signed-out error that links to sign in; axe-core finds nothing serious in the panel."""

from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest
from panel_stack import SIZES, Console, Stack, boot, chromium, share_router

from navex.llm import ScriptedChatModel

pytestmark = pytest.mark.browser


@pytest.fixture
def stack(database_url: str, navex_database_url: str) -> Iterator[Stack]:
    yield from boot(database_url, navex_database_url, ScriptedChatModel.of("unused"))


@pytest.fixture
async def browser() -> AsyncIterator[Any]:
    async with chromium() as launched:
        yield launched


@pytest.fixture(autouse=True)
def _shared_router(monkeypatch: pytest.MonkeyPatch) -> None:
    share_router(monkeypatch)


async def suggestions_fit_the_org(console: Console, stack: Stack) -> str:
    """Globex's suggestions name Globex's records, never Acme's; the placeholder is one."""
    await console.show_panel()
    buttons = console.panel.get_by_role("list", name="Suggested requests").get_by_role("button")
    await buttons.first.wait_for()
    texts = await buttons.all_text_contents()
    assert 3 <= len(texts) <= 4 and not any("GS-1020" in t for t in texts), texts
    opener = next(t for t in texts if t.startswith("open sensor "))
    serial = opener.removeprefix("open sensor ")
    await stack.device(serial, email="dave@globex.example")  # Globex has it ...
    acme = await stack.get("alice@acme.example", "/api/devices", q=serial)
    assert not any(d["serial_number"] == serial for d in acme["items"])  # ... Acme has not
    placeholder = await console.page.get_by_label("Ask the assistant").get_attribute("placeholder")
    assert placeholder == f"e.g. {opener}"
    return opener


async def keyboard_reaches_and_leaves(console: Console) -> None:
    """Ctrl+/ focuses the input from the page; Escape goes back (and closes a phone's sheet)."""
    page = console.page
    field = page.get_by_label("Ask the assistant")
    if console.phone and await page.locator("#assistant-panel.open").count():
        await page.keyboard.press("Escape")
    start = page.get_by_role("link", name="Skip to content").or_(
        page.get_by_role("button", name="Sign out")
    )
    await start.first.focus()
    await page.keyboard.press("Control+/")
    assert await field.evaluate("input => document.activeElement === input")
    await page.keyboard.press("Escape")
    assert not await field.evaluate("input => document.activeElement === input")
    if console.phone:
        assert await page.locator("#assistant-panel.open").count() == 0
        await field.wait_for(state="hidden")  # the sheet slides away
        assert await page.get_by_role("button", name="Assistant", exact=True).is_visible()
    else:
        assert await start.first.evaluate("node => document.activeElement === node")


async def input_in_view(console: Console) -> None:
    await console.show_panel()
    viewport = console.page.viewport_size
    for control in ("Ask the assistant", "Send"):
        box = (
            await console.page.get_by_label(control)
            .or_(console.page.get_by_role("button", name=control, exact=True))
            .first.bounding_box()
        )
        assert box is not None
        assert box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"], (control, box)
        assert box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"], (control, box)


async def new_conversation_can_be_undone(console: Console) -> None:
    page, panel = console.page, console.panel
    turn = await console.ask("open my profile")
    await turn.get_by_role("link").first.wait_for()
    await console.idle()
    old = await page.evaluate(
        "Object.keys(localStorage).filter(k => k.startsWith('acme.assistant.thread:'))"
        ".map(k => localStorage.getItem(k))[0]"
    )
    assert old
    await panel.get_by_role("button", name="New conversation").click()
    assert await panel.locator(".msg").count() == 0
    await panel.locator(".assistant-greeting").wait_for()
    await panel.get_by_role("button", name="Undo").click()
    assert await panel.locator(".msg-user").all_text_contents() == ["open my profile"]
    # once more, and a new message: the old conversation is deleted for good
    await panel.get_by_role("button", name="New conversation").click()
    turn = await console.ask("open the main dashboard")
    await turn.get_by_role("link").first.wait_for()
    await console.idle()
    status = await page.evaluate(
        "async id => (await fetch('/api/assistant/threads/' + id + '/messages')).status", old
    )
    assert status == 404
    assert await panel.get_by_role("button", name="Undo").count() == 0


async def signed_out_links_to_sign_in(console: Console) -> None:
    page = console.page
    await page.context.clear_cookies()
    turn = await console.ask("open my profile")
    link = turn.get_by_role("link", name="Sign in again")
    await link.wait_for()
    assert (await link.get_attribute("href") or "").startswith("/login?next=")
    assert await console.axe("signed-out") == []
    await link.click()
    await page.wait_for_url("**/login**")


async def follows_a_dark_scheme(browser: Any, stack: Stack, size: str) -> None:
    console = await Console.open(browser, stack, size, color_scheme="dark")
    await console.sign_in("alice@acme.example")
    turn = await console.ask("open sensor GS-1020")
    await turn.get_by_role("link", name="Open Device details").wait_for()
    background = await console.page.evaluate(
        "getComputedStyle(document.getElementById('assistant-panel')).backgroundColor"
    )
    red, green, blue = (int(v) for v in background[background.index("(") + 1 : -1].split(",")[:3])
    assert max(red, green, blue) < 64, background  # dark, as the system asks
    assert await console.axe("dark") == []
    await console.shot("dark")
    assert console.errors == []


@pytest.mark.parametrize("size", list(SIZES))
async def test_the_panel_fits_every_user_and_screen(stack: Stack, browser: Any, size: str) -> None:
    console = await Console.open(browser, stack, size, org="globex")
    await console.sign_in("dave@globex.example")
    await suggestions_fit_the_org(console, stack)
    assert await console.axe("globex-greeting") == []
    await console.shot("globex-greeting")
    await keyboard_reaches_and_leaves(console)
    await input_in_view(console)
    await new_conversation_can_be_undone(console)
    await signed_out_links_to_sign_in(console)
    assert console.errors == []
    await follows_a_dark_scheme(browser, stack, size)
