"""Help: how to use the console, what changed, whether it is working."""

import time

from sqlalchemy import text as sql

from acme.api.models import Alert, Device, User
from acme.web.screens.base import Cell, Content, ScreenContext, Table
from acme.web.screens.registry import screen

RELEASES = [
    ("1.3", "Every console screen shows your organization's records; forms create and edit."),
    ("1.2", "The assistant: ask for a screen or an action in plain words."),
    ("1.1", "White-label addresses per organization; sign-in throttling."),
    ("1.0", "Devices, products, sites, alerts, work orders and billing."),
]


@screen("help_center", "How to find your way around the console and where to get help.")
async def help_center(ctx: ScreenContext) -> Content:
    return Content(
        bullets=[
            "Use the menu (or the ☰ button on a phone) to open any area.",
            "Search finds devices, people, products and sites by part of their name.",
            "The assistant, bottom right, opens screens and does tasks for you when you ask.",
            "Lists can be searched and filtered; the filters stay in the page's address.",
        ],
        links=[
            ctx.link("Search", "global_search"),
            ctx.link("System status", "system_status"),
            ctx.link("Release notes", "release_notes"),
        ],
        tables=[
            Table(
                "Who to ask",
                ["Topic", "Contact"],
                [
                    [Cell("Roles and access"), Cell("An admin of your organization")],
                    [Cell("Billing"), Cell("Your organization's admin, under Billing")],
                    [Cell("The REST API"), Cell("API reference", "/docs")],
                ],
            )
        ],
    )


@screen("release_notes", "What is new in each version of the console.")
async def release_notes(ctx: ScreenContext) -> Content:
    return Content(
        tables=[
            Table(
                "Releases", ["Version", "What changed"], [[Cell(v), Cell(t)] for v, t in RELEASES]
            )
        ]
    )


@screen("system_status", "Whether the console's parts are working right now.")
async def system_status(ctx: ScreenContext) -> Content:
    started = time.perf_counter()
    await ctx.session.execute(sql("SELECT 1"))
    db_ms = (time.perf_counter() - started) * 1000
    settings = ctx.request.app.state.settings
    assistant = "configured" if settings.assistant_url else "not configured"
    return Content(
        kpis=[
            ("Database", f"{db_ms:.1f} ms"),
            ("Devices", str(await ctx.count(Device))),
            ("Users", str(await ctx.count(User))),
            ("Open alerts", str(await ctx.count(Alert, Alert.status == "open"))),
        ],
        tables=[
            Table(
                "Services",
                ["Service", "Status"],
                [
                    [Cell("Console and REST API"), Cell("operational")],
                    [Cell("Database"), Cell(f"operational ({db_ms:.1f} ms)")],
                    [Cell("Assistant"), Cell(assistant)],
                ],
            )
        ],
    )
