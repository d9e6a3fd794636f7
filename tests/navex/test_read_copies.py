"""The record lookups keep what the product answered (navigation/copies.py): on Acme over
HTTP, a list read before is asked again conditionally (If-None-Match) and an unchanged one
answers 304; under the same data version as the request's, a copy answers without asking;
a write makes the next lookup read it in full; one user's copy never answers another's."""

import httpx

from conftest import as_user, bearer
from navex.config import NavexSettings
from navex.navigation import RecordLookup, RequestReads, load_catalog, one_read_per_request
from navex.navigation.copies import ReadCopies

CATALOG, _ = load_catalog(NavexSettings().catalog_path)
DEVICES = next(p for p in CATALOG.parameters.values() if p.api_path == "/api/devices")


def statuses_of(api: httpx.AsyncClient) -> list[int]:
    seen: list[int] = []

    async def note(response: httpx.Response) -> None:
        seen.append(response.status_code)

    api.event_hooks["response"].append(note)
    return seen


async def test_an_unchanged_list_is_not_read_twice_and_a_changed_one_is(
    api: httpx.AsyncClient,
) -> None:
    alice = await as_user(api, "alice@acme.example")
    lookup, statuses = RecordLookup(api), statuses_of(api)
    with one_read_per_request():  # one request
        first = await lookup.listing(DEVICES, alice.user_token)
    with one_read_per_request():  # the next request of the same user
        again = await lookup.listing(DEVICES, alice.user_token)
    assert statuses == [200, 304] and again == first and len(first) > 5

    device = first[0]
    renamed = await api.patch(
        f"/api/devices/{device['id']}",
        json={"name": "Quay 9 east"},
        headers=bearer(alice.user_token),
    )
    assert renamed.status_code == 200, renamed.text
    statuses.clear()
    with one_read_per_request():
        after = await lookup.listing(DEVICES, alice.user_token)
    assert statuses == [200]
    assert next(d for d in after if d["id"] == device["id"])["name"] == "Quay 9 east"


async def test_one_users_copy_never_answers_another(api: httpx.AsyncClient) -> None:
    alice = await as_user(api, "alice@acme.example")
    dave = await as_user(api, "dave@globex.example")
    lookup, asked = RecordLookup(api), []

    async def note(request: httpx.Request) -> None:
        asked.append(request.headers.get("if-none-match"))

    api.event_hooks["request"].append(note)
    with one_read_per_request():
        alices = await lookup.listing(DEVICES, alice.user_token)
    with one_read_per_request():
        daves = await lookup.listing(DEVICES, dave.user_token)
    assert asked == [None, None]  # dave's read carried no ETag of alice's list
    assert not {d["id"] for d in alices} & {d["id"] for d in daves}


def calls_to(api: httpx.AsyncClient) -> list[str]:
    seen: list[str] = []

    async def note(request: httpx.Request) -> None:
        seen.append(request.url.path)

    api.event_hooks["request"].append(note)
    return seen


def data_version(database_url: str, org_id: int) -> str:
    """The org's data version as Acme's proxy reads it (acme.api.conditional)."""
    import psycopg

    with psycopg.connect(database_url.replace("+psycopg", "")) as connection:
        row = connection.execute(
            "SELECT data_version FROM orgs WHERE id = %s", (org_id,)
        ).fetchone()
    assert row is not None
    return str(row[0])


async def test_under_the_same_data_version_a_copy_answers_without_asking(
    api: httpx.AsyncClient, database_url: str
) -> None:
    alice = await as_user(api, "alice@acme.example")
    bob = await as_user(api, "bob@acme.example")
    lookup, calls = RecordLookup(api), calls_to(api)
    version = data_version(database_url, alice.org_id)
    device_path = f"{DEVICES.api_path}/1"
    for _ in range(3):  # three requests of alice's, nothing written in between
        with one_read_per_request(RequestReads(data_version=version)):
            first = await lookup.listing(DEVICES, alice.user_token)
            record = await lookup.read(device_path, alice.user_token)
            missing = await lookup.read(f"{DEVICES.api_path}/999999", alice.user_token)
    assert calls == [DEVICES.api_path, device_path, f"{DEVICES.api_path}/999999"]
    assert isinstance(record, dict) and record["id"] == 1 and missing is None
    calls.clear()
    with one_read_per_request(RequestReads(data_version=version)):  # another user: asks
        await lookup.listing(DEVICES, bob.user_token)
    assert calls == [DEVICES.api_path]

    renamed = await api.patch(
        f"/api/devices/{first[0]['id']}",
        json={"name": "Quay 9 east"},
        headers=bearer(alice.user_token),
    )
    assert renamed.status_code == 200, renamed.text
    newer = data_version(database_url, alice.org_id)
    assert newer != version
    calls.clear()
    with one_read_per_request(RequestReads(data_version=newer)):
        after = await lookup.listing(DEVICES, alice.user_token)
    assert calls == [DEVICES.api_path]  # asked again, and read in full: it changed
    assert next(d for d in after if d["id"] == first[0]["id"])["name"] == "Quay 9 east"
    calls.clear()
    with one_read_per_request():  # a request that says no version always asks
        await lookup.listing(DEVICES, alice.user_token)
    assert calls == [DEVICES.api_path]


INVOICES = next(p for p in CATALOG.parameters.values() if p.api_path == "/api/invoices")


async def test_a_list_the_role_may_not_read_is_asked_once_per_data_version(
    api: httpx.AsyncClient, database_url: str
) -> None:
    """A viewer's requests that would read a list only admins may read: refused once,
    then answered empty from the copy of that refusal while nothing changes; a new version
    asks again (a role change is a write)."""
    carol = await as_user(api, "carol@acme.example")
    lookup, statuses = RecordLookup(api), statuses_of(api)
    version = data_version(database_url, carol.org_id)
    for _ in range(3):
        with one_read_per_request(RequestReads(data_version=version)):
            assert await lookup.listing(INVOICES, carol.user_token) == []
    assert statuses == [403]
    with one_read_per_request(RequestReads(data_version=version + "0")):
        assert await lookup.listing(INVOICES, carol.user_token) == []
    assert statuses == [403, 403]


def test_copies_are_bounded_by_records_least_recently_used_first() -> None:
    copies = ReadCopies(max_records=4)
    keys = [("/api/x", "t", str(n)) for n in range(4)]
    two = [{"id": 1}, {"id": 2}]
    copies.put(keys[0], two, "a", None, 2)
    copies.put(keys[1], two, "b", None, 2)
    assert copies.get(keys[0]) is not None  # used: now the most recent
    copies.put(keys[2], two, "c", None, 2)  # six records: the least recently used copy goes
    assert copies.get(keys[1]) is None and copies.get(keys[0]) is not None
    assert copies.records == 4
    copies.put(keys[0], [{"id": 1}], "a2", "v1", 1)  # replaced, not counted twice
    assert copies.records == 3 and copies.get(keys[0]) == ([{"id": 1}], "a2", "v1", 1)
    assert copies.get(keys[2]) is not None  # nothing else had to go
    copies.put(keys[3], [{"id": n} for n in range(5)], "d", None, 5)  # larger than all
    assert copies.get(keys[3]) is None and copies.records == 3
    copies.put(keys[3], [{"id": 9}], None, None, 1)  # nothing could vouch for it: not kept
    assert copies.get(keys[3]) is None
    assert copies.current(keys[0], "v1") is not None
    assert copies.current(keys[0], "v2") is None and copies.current(keys[0], None) is None


async def test_a_kind_the_catalog_lists_itself_is_not_asked_of_the_product(
    api: httpx.AsyncClient,
) -> None:
    listed_here = next(p for p in CATALOG.parameters.values() if not p.api_path)  # roles
    asked = calls_to(api)
    assert await RecordLookup(api).listing(listed_here, "a-token") == []
    assert asked == []
