"""The record lookups ask the product again conditionally (If-None-Match) for a list they
read before: on Acme over HTTP, an unchanged list answers 304 and its copy is used; a
write makes the next lookup read it in full; one user's copy never answers another's."""

import httpx

from conftest import as_user, bearer
from navex.config import NavexSettings
from navex.navigation import RecordLookup, load_catalog, one_read_per_request
from navex.navigation.list_copies import ListCopies

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


def test_copies_are_bounded_by_records_least_recently_used_first() -> None:
    copies = ListCopies(max_records=4)
    keys = [("/api/x", "t", str(n)) for n in range(4)]
    two = [{"id": 1}, {"id": 2}]
    copies.put(keys[0], "a", two)
    copies.put(keys[1], "b", two)
    assert copies.get(keys[0]) is not None  # used: now the most recent
    copies.put(keys[2], "c", two)  # six records: the least recently used copy goes
    assert copies.get(keys[1]) is None and copies.get(keys[0]) is not None
    assert copies.records == 4
    copies.put(keys[0], "a2", [{"id": 1}])  # replaced, not counted twice
    assert copies.records == 3 and copies.get(keys[0]) == ("a2", [{"id": 1}])
    assert copies.get(keys[2]) is not None  # nothing else had to go
    copies.put(keys[3], "d", [{"id": n} for n in range(5)])  # larger than all: not kept
    assert copies.get(keys[3]) is None and copies.records == 3
