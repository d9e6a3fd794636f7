"""A slow job in the chat panel, at desktop and phone sizes: progress you can follow (one
line per action, no repeats, no tool names, the elapsed time while the model thinks or an
action is slow), the input usable meanwhile (a navigation question answers at once beside
the job, its link opening in a new tab; a second job in the same conversation is told to
wait), and Stop (also once "New conversation" has put the job out of sight: Undo brings
back its answer)."""

from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest
from panel_stack import Console, Stack, boot, call, chromium, share_router

from navex.llm import ScriptedChatModel

pytestmark = pytest.mark.browser

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
    yield from boot(database_url, navex_database_url, model, execution_heartbeat_seconds=1.0)


@pytest.fixture
async def browser() -> AsyncIterator[Any]:
    async with chromium() as launched:
        yield launched


@pytest.fixture(autouse=True)
def _shared_router(monkeypatch: pytest.MonkeyPatch) -> None:
    share_router(monkeypatch)


PROGRESS = "document.querySelector('.msg-assistant .turn-progress')?.textContent || ''"

# An action line that runs for 3.3 s, through the panel's own turn module (the product's
# tools answer in milliseconds here, so the line is driven as the gateway would drive it).
SLOW_ACTION = """async () => {
    const {newTurn} = await import("/static/assistant/turn.js");
    const log = document.createElement("div");
    const turn = newTurn(log, () => {});
    turn.line({key: "a", text: "Register product X", state: "running"});
    const early = log.querySelector(".step").textContent;
    await new Promise(done => setTimeout(done, 3300));
    const late = log.querySelector(".step").textContent;
    turn.end();
    return [early, late, log.querySelector(".step").textContent];
}"""


async def a_slow_action_shows_its_time(console: Console) -> None:
    """An action line says how long it has run once it is slow (3 s), and its timer stops
    when the answer arrives."""
    early, late, ended = await console.page.evaluate(SLOW_ACTION)
    assert early == "Register product Xrunning…"
    assert late == "Register product Xrunning… 3 s"
    assert ended == "Register product Xnot done"


@pytest.mark.parametrize("size", ["desktop", "phone"])
async def test_a_slow_job_shows_its_progress_and_can_be_stopped(
    slow_stack: Stack, browser: Any, size: str
) -> None:
    console = await Console.open(browser, slow_stack, size)
    page = console.page
    await console.sign_in("alice@acme.example")
    await console.show_panel()
    stop = page.get_by_role("button", name="Stop")
    assert await stop.is_hidden()  # nothing runs
    await a_slow_action_shows_its_time(console)

    job = await console.ask("register the Gas detectors Wesco e2e one and Wesco e2e two, by Wesco")
    await stop.wait_for()  # shown while the job runs
    # the model's heartbeat: one progress line with the time it has been thinking
    await page.wait_for_function(f"/… [2-9] s$/.test({PROGRESS})")
    assert (await job.locator(".turn-progress").text_content() or "").startswith(
        "Working out the next step… "
    )

    # the input stays usable: a navigation question answers beside the running job
    answer = await console.ask("open sensor GS-1020")
    link = answer.get_by_role("link", name="Open Device details")
    await link.wait_for()
    assert await stop.is_visible()  # the job still runs
    # its link opens in a new tab: leaving this page would end the job
    async with page.context.expect_page(timeout=10_000) as opened:
        await link.click()
    tab = await opened.value
    await tab.wait_for_selector("main[data-screen=device_details]")
    await tab.close()
    assert await page.locator(".assistant-status").text_content() == (
        "Opened in a new tab: the running action goes on here."
    )
    # ... and a second job in the same conversation is told to wait
    second = await console.ask("register the Gas detectors Wesco e2e three, by Wesco")
    refused = second.locator(".assistant-error")
    await refused.wait_for()
    assert "An action is still running in this conversation" in (await refused.text_content() or "")
    await console.shot("job-running")

    # the first product is registered (its line says done); the model thinks of the second
    done = job.locator(".step-done")
    await done.wait_for()
    assert await done.locator(".step-text").text_content() == (
        "Register product Wesco e2e one, made by Wesco, in category Gas detectors"
    )
    await page.wait_for_function(f"/… [1-9][0-9]* s$/.test({PROGRESS})")
    # a new conversation meanwhile: the job goes on out of sight, and Stop still stops it
    await console.panel.get_by_role("button", name="New conversation").click()
    await console.panel.locator(".assistant-greeting").wait_for()
    await stop.click()
    await stop.wait_for(state="hidden", timeout=20_000)  # the job's stream ended, with its final
    await console.idle()
    await console.panel.get_by_role("button", name="Undo").click()  # the job is back in view
    result = job.locator(".exec-result")
    await result.wait_for()
    told = await result.text_content() or ""
    assert "Product Wesco e2e one is in the catalog" in told
    assert "You stopped the job here: nothing after this was done." in told
    assert "Wesco e2e two" not in told
    created = result.get_by_role("link", name="Open Wesco e2e one")  # the record it created
    assert "/products/" in (await created.get_attribute("href") or "")
    assert await stop.is_hidden()
    assert await job.locator(".turn-progress").is_hidden()  # no progress line left
    # one line per action: no line twice, no tool's name anywhere in the panel
    lines = await job.locator(".step-text").all_text_contents()
    assert len(lines) == len(set(lines)) == 1, lines
    assert "register_product" not in (await console.panel.text_content() or "")
    assert await console.axe("stopped-job") == []
    await console.shot("stopped-job")
    products = await slow_stack.get("alice@acme.example", "/api/products", q="Wesco e2e")
    assert [p["name"] for p in products["items"]] == ["Wesco e2e one"]
    assert console.errors == []
