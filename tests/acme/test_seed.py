"""The demo seed: the spec's minimums in each org, the orgs kept apart, and idempotence."""

from typing import Any

import httpx
from sqlalchemy import func, select

from acme.api.database import create_engine, session_factory
from acme.api.models import (
    Alert,
    AlertRule,
    Category,
    Device,
    Invoice,
    Manufacturer,
    Org,
    Product,
    Site,
    Team,
    User,
    WorkOrder,
)
from acme.api.seed import seed_demo_data
from acme.config import AcmeSettings
from conftest import bearer, login

# The spec's "at least" per org (acme.md, "Tenants and demo users"), plus the brief's.
MINIMUMS = {
    "users": 10,
    "teams": 3,
    "manufacturers": 3,
    "categories": 4,
    "products": 8,
    "sites": 3,
    "devices": 30,
    "alerts": 6,
    "alert-rules": 4,
    "work-orders": 6,
    "invoices": 6,
}
TABLES = (
    Org,
    Team,
    User,
    Manufacturer,
    Category,
    Product,
    Site,
    Device,
    Alert,
    AlertRule,
    WorkOrder,
    Invoice,
)


async def _all(client: httpx.AsyncClient, token: str, path: str, **params: str) -> list[Any]:
    response = await client.get(
        f"/api/{path}", params={"limit": "200", **params}, headers=bearer(token)
    )
    assert response.status_code == 200, response.text
    page = response.json()
    assert len(page["items"]) == page["total"], f"{path}: more than one page"
    return list(page["items"])


async def test_each_org_meets_the_spec_minimums_with_its_own_data(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    seen: dict[str, dict[str, list[Any]]] = {}
    for admin in ("alice", "dave"):
        records = {path: await _all(client, tokens[admin], path) for path in MINIMUMS}
        for path, minimum in MINIMUMS.items():
            assert len(records[path]) >= minimum, f"{admin} sees {len(records[path])} {path}"
        assert sum(a["status"] == "open" for a in records["alerts"]) >= 4
        assert len({d["site_id"] for d in records["devices"]}) == 3
        assert {d["status"] for d in records["devices"]} >= {"active", "offline", "maintenance"}
        seen[admin] = records

    def keys(admin: str, path: str, field: str) -> set[str]:
        return {record[field] for record in seen[admin][path]}

    for path, field in [
        ("devices", "serial_number"),
        ("users", "email"),
        ("manufacturers", "name"),
        ("products", "name"),
        ("sites", "name"),
    ]:
        overlap = keys("alice", path, field) & keys("dave", path, field)
        assert not overlap, f"{path} shared between acme and globex: {overlap}"
    assert all(e == e.lower() for admin in seen for e in keys(admin, "users", "email"))


async def test_gs_1020_exists_in_acme_only(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    acme = await _all(client, tokens["alice"], "devices", q="GS-1020")
    assert [d["serial_number"] for d in acme] == ["GS-1020"]
    assert await _all(client, tokens["dave"], "devices", q="GS-1020") == []
    other = await client.get(f"/api/devices/{acme[0]['id']}", headers=bearer(tokens["dave"]))
    assert other.status_code == 404


async def test_acme_has_two_users_named_tom(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    toms = await _all(client, tokens["alice"], "users", q="Tom")
    names = sorted(u["full_name"] for u in toms if u["full_name"].startswith("Tom "))
    assert names == ["Tom Becker", "Tom Okafor"]
    assert await _all(client, tokens["dave"], "users", q="Tom") == []


async def test_seeding_again_changes_nothing_and_reset_reseeds(
    database_url: str, client: httpx.AsyncClient
) -> None:
    engine = create_engine(database_url)
    sessions = session_factory(engine)
    settings = AcmeSettings(database_url=database_url, bcrypt_rounds=4)

    async def snapshot() -> dict[str, tuple[int, int | None]]:
        async with sessions() as session:
            return {
                model.__tablename__: (
                    await session.scalar(select(func.count()).select_from(model)) or 0,
                    await session.scalar(select(func.max(model.id))),
                )
                for model in TABLES
            }

    try:
        before = await snapshot()
        again = await seed_demo_data(sessions, settings)
        assert again.skipped and again.orgs_created == []
        assert await snapshot() == before

        reset = await seed_demo_data(sessions, settings, reset=True)
        assert not reset.skipped
        assert sorted(reset.orgs_deleted) == sorted(reset.orgs_created) == ["acme", "globex"]
        after = await snapshot()
        assert {t: n for t, (n, _) in after.items()} == {t: n for t, (n, _) in before.items()}
        assert after["devices"][1] > (before["devices"][1] or 0)  # really rewritten
    finally:
        await engine.dispose()

    token = await login(client, "alice@acme.example")
    assert len(await _all(client, token, "devices")) >= 30
