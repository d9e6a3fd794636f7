"""The chat panel in a real browser, against the whole stack (panel_stack.py), at desktop
and phone sizes: the greeting, answers for people, an approval and a denial and their
history, a viewer's refusal; axe-core finds nothing serious in the panel at each stage. Every effect
is checked in the console and through Acme's REST API; screenshots go to
reports/chat-panel/."""

from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest
from panel_stack import Console, Stack, boot, call, chromium, share_router

from navex.llm import ScriptedChatModel

pytestmark = pytest.mark.browser

SIZES = ["desktop", "phone"]


@pytest.fixture
def stack(database_url: str, navex_database_url: str) -> Iterator[Stack]:
    model = ScriptedChatModel.of(
        # alice: asks, approves, done (one action: once approved and done, the answer is
        # composed from the record without the model)
        call("decommission_device", device="GS-1004"),
        # alice again: asks, denies; the model has the last word
        call("decommission_device", device="GS-1006"),
        "OK, I left GS-1006 in service.",
        # carol's request of the same kind is refused before any model call
    )
    yield from boot(database_url, navex_database_url, model)


@pytest.fixture
async def browser() -> AsyncIterator[Any]:
    async with chromium() as launched:
        yield launched


@pytest.fixture(autouse=True)
def _shared_router(monkeypatch: pytest.MonkeyPatch) -> None:
    share_router(monkeypatch)


async def greets_with_suggestions(console: Console) -> list[str]:
    """The greeting's suggested requests; each names a record the org has."""
    await console.show_panel()
    panel = console.panel
    suggestions = panel.get_by_role("list", name="Suggested requests").get_by_role("button")
    await suggestions.first.wait_for()
    texts = await suggestions.all_text_contents()
    assert 3 <= len(texts) <= 4, texts
    assert await panel.locator(".greeting-text").text_content()
    return texts


async def navigation_answer_names_the_record(console: Console, stack: Stack) -> None:
    page, panel = console.page, console.panel
    texts = await greets_with_suggestions(console)
    opener = next(t for t in texts if t.startswith("open sensor "))
    serial = opener.removeprefix("open sensor ")
    device = await stack.device(serial)  # the suggestion names alice's org's device
    placeholder = await page.get_by_label("Ask the assistant").get_attribute("placeholder")
    assert placeholder == f"e.g. {opener}"
    assert await console.axe("greeting") == []
    await console.shot("greeting")

    turns = page.locator(".assistant-log .msg-assistant")
    await panel.get_by_role("button", name=opener).click()
    turn = turns.first
    link = turn.get_by_role("link", name="Open Device details")
    await link.wait_for()
    await console.idle()
    said = await turn.locator(".answer-text").text_content()
    assert said == f"Here is device {serial} ({device['name']}), on Device details."
    assert "/orgs/" not in (await turn.text_content() or "")  # no internal path shown
    assert await turn.locator(".turn-progress").is_hidden()  # the progress line left
    assert await panel.locator(".assistant-greeting").count() == 0
    assert await console.axe("navigation-answer") == []
    await console.shot("navigation-answer")
    await link.click()
    await page.wait_for_selector("main[data-screen=device_details]")
    assert page.url.startswith(console.base) and page.url.endswith(f"/devices/{device['id']}")


async def approval_shows_what_was_decided(console: Console, stack: Stack) -> None:
    page = console.page
    before = await stack.device("GS-1004")
    assert before["status"] != "decommissioned"
    turn = await console.ask("decommission device GS-1004")
    dialog = page.get_by_role("dialog")
    await dialog.wait_for()
    text = await dialog.text_content() or ""
    assert "GS-1004" in text and "Decommission device GS-1004" in text
    deny = dialog.get_by_role("button", name="Deny")
    assert await deny.evaluate("button => document.activeElement === button")
    await console.idle()  # the pause's final ends the stream; the dialog stays open
    assert await dialog.is_visible()
    assert await console.axe("approval-dialog") == []
    await console.shot("approval")
    # one line for the action, in its own words, waiting; no raw tool name anywhere
    steps = turn.locator(".step")
    assert await steps.count() == 1
    assert await steps.first.text_content() == (
        "Decommission device GS-1004waiting for your approval"
    )
    assert "decommission_device" not in (await console.panel.text_content() or "")
    assert "decommission_device" not in text
    assert (await stack.device("GS-1004"))["status"] == before["status"]  # not yet

    # after a reload the pending decision is offered again (the dialog closed)
    await page.reload()
    await console.show_panel()
    turn = page.locator(".assistant-log .msg-assistant").last
    review = turn.get_by_role("button", name="Review and decide")
    await review.wait_for()
    assert await page.get_by_role("dialog").is_hidden()
    await review.click()
    await dialog.get_by_role("button", name="Approve").click()
    card = turn.locator(".approval-card")
    decision = await card.locator(".approval-summary").text_content() or ""
    assert decision.startswith("You approved: Decommission device GS-1004.")
    result = turn.locator(".exec-result")
    await result.wait_for()
    await console.idle()
    told = await result.text_content() or ""
    assert "Device GS-1004 (Loading dock) is decommissioned." in told
    assert "Decommission device: done" in told
    record = result.get_by_role("link", name="Open GS-1004 Loading dock")  # what it changed
    assert (await record.get_attribute("href") or "").endswith(f"/devices/{before['id']}")
    assert (await stack.device("GS-1004"))["status"] == "decommissioned"
    await console.shot("approved")

    # history after a reload: the decision shows on its card, not as a typed message
    await page.reload()
    await console.show_panel()
    history = page.locator(".assistant-log")
    await history.locator(".exec-result").wait_for()
    decided = history.locator(".approval-decided")
    assert await decided.count() == 1
    assert "You approved: Decommission device GS-1004." in (await decided.text_content() or "")
    users = await history.locator(".msg-user").all_text_contents()
    assert not any(u.startswith("Approved") for u in users), users
    assert users[-1] == "decommission device GS-1004"


async def denial_shows_what_was_decided(console: Console, stack: Stack) -> None:
    """Deny, from the keyboard (Deny has the focus): the card and the answer say so, the
    device is untouched, and after a reload the card still shows the decision."""
    page = console.page
    before = await stack.device("GS-1006")
    turn = await console.ask("decommission device GS-1006")
    dialog = page.get_by_role("dialog")
    await dialog.get_by_role("button", name="Deny").wait_for()
    await page.keyboard.press("Enter")
    await dialog.wait_for(state="hidden")
    card = turn.locator(".approval-card")
    decision = await card.locator(".approval-summary").text_content() or ""
    assert decision.startswith("You denied: Decommission device GS-1006."), decision
    result = turn.locator(".exec-result")
    await result.wait_for()
    await console.idle()
    assert "Not done, as you decided: decommission device GS-1006" in (
        await result.text_content() or ""
    )
    step = turn.locator(".step")
    assert await step.count() == 1
    assert await step.first.text_content() == "Decommission device GS-1006not done"
    assert await turn.locator(".turn-progress").is_hidden()
    assert (await stack.device("GS-1006"))["status"] == before["status"]
    assert await console.axe("denied") == []
    await console.shot("denied")

    await page.reload()
    await console.show_panel()
    history = page.locator(".assistant-log")
    await history.locator(".approval-decided.denied").wait_for()
    decided = await history.locator(".approval-decided").all_text_contents()
    assert [d.split(".")[0] for d in decided] == [
        "You approved: Decommission device GS-1004",
        "You denied: Decommission device GS-1006",
    ]
    users = await history.locator(".msg-user").all_text_contents()
    assert not any(u.startswith(("Approved", "Denied")) for u in users), users


async def viewer_is_refused(console: Console, stack: Stack) -> None:
    page = console.page
    await console.sign_out()
    await console.sign_in("carol@acme.example")
    assert await page.locator(".assistant-log .msg").count() == 0  # alice's thread is hers
    texts = await greets_with_suggestions(console)
    assert not any(t.startswith(("create ", "register ")) for t in texts), texts  # viewer
    before = await stack.device("GS-1005")
    turn = await console.ask("decommission device GS-1005")
    await turn.locator(".exec-result, .assistant-error").first.wait_for()
    await console.idle()
    assert await page.get_by_role("dialog").is_hidden()  # nothing to approve
    answer = await turn.text_content() or ""
    assert "You can't decommission devices with your role (viewer)" in answer
    assert "done" not in answer.split("role (viewer)")[0]
    assert (await stack.device("GS-1005"))["status"] == before["status"]


@pytest.mark.parametrize("size", SIZES)
async def test_chat_panel_greets_answers_and_approves(
    stack: Stack, browser: Any, size: str
) -> None:
    console = await Console.open(browser, stack, size)
    await console.sign_in("alice@acme.example")
    await navigation_answer_names_the_record(console, stack)
    # a clarifying question comes with choices to click
    turn = await console.ask("show Tom's user details")
    choices = (
        turn.locator(".assistant-choices")
        .get_by_role("button")
        .or_(turn.locator(".assistant-choices").get_by_role("link"))
    )
    await choices.first.wait_for()
    labels = " ".join(await choices.all_text_contents())
    assert "Tom Becker" in labels and "Tom Okafor" in labels
    await approval_shows_what_was_decided(console, stack)
    await denial_shows_what_was_decided(console, stack)
    await viewer_is_refused(console, stack)
    assert stack.model.remaining == 0  # alice's three turns; carol's refusal asked no model
    # the browser only ever talked to Acme
    assert all(u.startswith(console.base) for u in console.requests)
    assert console.errors == []
