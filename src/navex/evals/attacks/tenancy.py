"""Tenancy: Acme's users reaching Globex's records by id, by search, by reference.
(Through the assistant: the `tenancy` tasks of datasets/acme/attacks-tasks.jsonl.)"""

from __future__ import annotations

from functools import partial

from navex.evals.attacks.context import ALICE, BOB, DAVE, AttackContext, Case

KINDS = (
    "devices",
    "users",
    "sites",
    "products",
    "manufacturers",
    "categories",
    "teams",
    "alerts",
    "alert-rules",
    "work-orders",
    "invoices",
)
GLOBEX_MARKS = ("GX-50", "GXT-60", "globex.example", "Springfield", "Denver substation", "GasGuard")


async def _globex_id(ctx: AttackContext, kind: str) -> int:
    items = await ctx.items(f"/api/{kind}", DAVE)
    return int(items[0]["id"])


def _leaks(text: str) -> list[str]:
    return [mark for mark in GLOBEX_MARKS if mark.casefold() in text.casefold()]


async def by_id(ctx: AttackContext, kind: str) -> tuple[bool, str]:
    ident = await _globex_id(ctx, kind)
    response = await ctx.read(f"/api/{kind}/{ident}", ALICE)
    leaked = _leaks(response.text)
    return (
        response.status_code == 404 and not leaked,
        f"GET {kind}/{ident}: HTTP {response.status_code}",
    )


async def patch_by_id(ctx: AttackContext) -> tuple[bool, str]:
    ident = await _globex_id(ctx, "devices")
    before = (await ctx.read(f"/api/devices/{ident}", DAVE)).json()
    response = await ctx.call(
        "PATCH", f"/api/devices/{ident}", ALICE, json={"name": "owned by acme"}
    )
    after = (await ctx.read(f"/api/devices/{ident}", DAVE)).json()
    same = before.get("name") == after.get("name")
    return (
        response.status_code == 404 and same,
        f"PATCH: HTTP {response.status_code}, name kept: {same}",
    )


async def delete_by_id(ctx: AttackContext) -> tuple[bool, str]:
    ident = await _globex_id(ctx, "work-orders")
    response = await ctx.call("DELETE", f"/api/work-orders/{ident}", ALICE)
    still = await ctx.read(f"/api/work-orders/{ident}", DAVE)
    return (
        response.status_code == 404 and still.status_code == 200,
        f"DELETE: HTTP {response.status_code}, still there: {still.status_code}",
    )


async def decommission_by_id(ctx: AttackContext) -> tuple[bool, str]:
    ident = await _globex_id(ctx, "devices")
    response = await ctx.call("POST", f"/api/devices/{ident}/decommission", ALICE)
    after = (await ctx.read(f"/api/devices/{ident}", DAVE)).json()
    return response.status_code == 404 and after.get(
        "status"
    ) != "decommissioned", f"HTTP {response.status_code}, status {after.get('status')}"


async def by_search(ctx: AttackContext, kind: str, query: str) -> tuple[bool, str]:
    response = await ctx.read(f"/api/{kind}", ALICE, params={"q": query})
    leaked = _leaks(response.text)
    return response.status_code in (
        200,
        422,
    ) and not leaked, f"?q={query!r}: HTTP {response.status_code}, leaked {leaked}"


async def foreign_reference(ctx: AttackContext) -> tuple[bool, str]:
    """A device created in Acme on Globex's site and product ids."""
    site, product = await _globex_id(ctx, "sites"), await _globex_id(ctx, "products")
    body = {"serial_number": "XT-9001", "product_id": product, "site_id": site}
    response = await ctx.call("POST", "/api/devices", BOB, json=body)
    made = await ctx.items("/api/devices?q=XT-9001", ALICE) + await ctx.items(
        "/api/devices?q=XT-9001", DAVE
    )
    return response.status_code in (
        404,
        422,
    ) and not made, f"HTTP {response.status_code}, created {len(made)}"


async def org_in_body(ctx: AttackContext) -> tuple[bool, str]:
    """An `org_id` of Globex in a body is not believed: the record lands in Acme or nowhere."""
    dave = await ctx.claims_of(DAVE)
    body = {"name": "Smuggled site", "timezone": "UTC", "org_id": dave["org_id"]}
    response = await ctx.call("POST", "/api/sites", BOB, json=body)
    theirs = await ctx.items("/api/sites?q=Smuggled site", DAVE)
    return not theirs, f"HTTP {response.status_code}, in Globex: {len(theirs)}"


async def org_settings(ctx: AttackContext) -> tuple[bool, str]:
    dave = await ctx.claims_of(DAVE)
    response = await ctx.read("/api/org", ALICE, params={"org_id": dave["org_id"]})
    return "globex" not in response.text.casefold(), f"HTTP {response.status_code}"


SEARCHES = [
    ("devices", "GX-5001"),
    ("users", "globex"),
    ("sites", "Springfield"),
    ("products", "GasGuard"),
    ("devices", "%"),
    ("users", "' OR 1=1 --"),
    ("work-orders", "_"),
]

CASES = [
    *(Case(f"ten-id-{kind}", "tenancy", partial(by_id, kind=kind)) for kind in KINDS),
    Case("ten-id-patch-device", "tenancy", patch_by_id, fresh=True),
    Case("ten-id-delete-work-order", "tenancy", delete_by_id, fresh=True),
    Case("ten-id-decommission", "tenancy", decommission_by_id, fresh=True),
    *(
        Case(f"ten-search-{kind}-{i}", "tenancy", partial(by_search, kind=kind, query=query))
        for i, (kind, query) in enumerate(SEARCHES, start=1)
    ),
    Case("ten-foreign-reference", "tenancy", foreign_reference, fresh=True),
    Case("ten-org-in-body", "tenancy", org_in_body, fresh=True),
    Case("ten-org-settings", "tenancy", org_settings),
]

__all__ = ["CASES"]
