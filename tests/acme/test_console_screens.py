"""The console's screens are real: every catalog screen has a view showing the caller's own
org's records, lists search and filter, forms write through the API's rules."""

import json
import re

import httpx
import pytest
from test_web import CATALOG, real_ids, sign_in, url_of

from acme.catalog import CATALOG_PATH, Catalog, load_catalog
from acme.web.screens import check_complete
from conftest import bearer

CONTENT = re.compile(r'<table|<dl class="facts"|class="kpis"|<form class="form"')


def test_a_screen_without_a_view_stops_the_console() -> None:
    assert set(check_complete(CATALOG)) == {s.screen_name for s in CATALOG.screens}
    extra = CATALOG.screens[0].model_copy(update={"screen_name": "device_lsit"})
    typo = Catalog(version=1, screens=(*CATALOG.screens, extra))
    with pytest.raises(RuntimeError, match="device_lsit"):
        check_complete(typo)
    assert load_catalog() is CATALOG


def test_each_page_says_in_a_sentence_or_two_what_it_is_for() -> None:
    """Help text for a person under each title, never the catalog's routing copy."""
    for name, view in check_complete(CATALOG).items():
        words = view.help.split()
        assert 4 <= len(words) <= 30, (name, view.help)
        assert view.help != CATALOG.screen(name).description, name
        assert not view.help.lower().startswith(("the home page", "a form to")), name


async def org_words(client: httpx.AsyncClient, token: str) -> set[str]:
    words: set[str] = set()
    for path, field in [("devices", "serial_number"), ("sites", "name"), ("users", "email")]:
        items = (await client.get(f"/api/{path}?limit=200", headers=bearer(token))).json()["items"]
        words |= {item[field] for item in items}
    return words


@pytest.mark.parametrize(
    ("user", "email", "other"),
    [("alice", "alice@acme.example", "dave"), ("dave", "dave@globex.example", "alice")],
)
async def test_every_screen_shows_its_orgs_records_and_none_of_anothers(
    client: httpx.AsyncClient, tokens: dict[str, str], user: str, email: str, other: str
) -> None:
    ids = await real_ids(client, tokens[user])
    foreign = await org_words(client, tokens[other])
    assert foreign
    await sign_in(client, email)
    for screen in CATALOG.screens:
        html = (await client.get(url_of(screen, ids))).text
        assert CONTENT.search(html), screen.screen_name
        assert "appears here once" not in html, screen.screen_name
        leaked = [w for w in foreign if w in html]
        assert not leaked, (screen.screen_name, leaked)


async def test_lists_search_filter_and_page(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    org = (await real_ids(client, tokens["alice"]))["org_id"]
    await sign_in(client, "alice@acme.example")
    found = (await client.get(f"/orgs/{org}/devices?q=GS-1020")).text
    assert "GS-1020" in found and "GS-1004" not in found
    offline = (await client.get(f"/orgs/{org}/devices?status=offline")).text
    statuses = re.findall(r'data-label="Status">([a-z]+)<', offline)
    assert statuses and set(statuses) == {"offline"}
    assert '<option value="offline" selected>' in offline
    refused = (await client.get(f"/orgs/{org}/devices?status=%27;drop")).text
    assert '<option value="" selected>' in refused
    # never ignored silently: the page says which value it could not apply
    assert "No status “&#39;;drop” in your organization" in refused
    assert "not narrowed by status" in refused
    assert len(re.findall(r'data-label="Status">', refused)) > 1


async def test_list_screens_take_the_filters_the_catalog_declares(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    """Each filter navigation.json declares for a list screen is a select of that screen,
    with every declared value; filters combine, show their current values, stay in the
    URL of the pages and can be cleared."""
    declared = json.loads(CATALOG_PATH.read_text())
    ids = await real_ids(client, tokens["alice"])
    await sign_in(client, "alice@acme.example")
    screens = [s for s in declared["screens"] if s.get("filters")]
    assert {"device_list", "alerts_inbox", "work_orders", "user_list"} <= {
        s["screen_name"] for s in screens
    }
    for screen in screens:
        html = (await client.get(url_of(CATALOG.screen(screen["screen_name"]), ids))).text
        for param, spec in screen["filters"].items():
            select = re.search(rf'<select name="{param}">(.*?)</select>', html, re.S)
            assert select, (screen["screen_name"], param)
            options = set(re.findall(r'<option value="([^"]*)"', select.group(1)))
            assert set(spec.get("values", {})) <= options, (screen["screen_name"], param)

    org = ids["org_id"]
    lyon = (await client.get("/api/sites?q=Lyon", headers=bearer(tokens["alice"]))).json()
    site = lyon["items"][0]["id"]
    html = (await client.get(f"/orgs/{org}/devices?status=offline&site={site}")).text
    assert re.findall(r'data-label="Serial number"><a [^>]*>([^<]+)<', html) == ["GS-1004"]
    assert '<option value="offline" selected>' in html
    assert f'<option value="{site}" selected>Lyon plant</option>' in html
    assert f'href="/orgs/{org}/devices"' in html and "Clear filters" in html
    foreign = (await client.get(f"/orgs/{org}/devices?site=999999")).text
    assert "No site “999999” in your organization" in foreign


async def test_the_screens_that_declare_a_search_are_those_with_a_search_box(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    """navigation.json's `search` (the `?q=` a navigation link may carry) is declared on
    exactly the screens whose page has a search box, and the page searches with it."""
    declared = json.loads(CATALOG_PATH.read_text())
    searched = {
        s["screen_name"]: s["search"]["param"] for s in declared["screens"] if "search" in s
    }
    assert set(searched.values()) == {"q"}
    ids = await real_ids(client, tokens["alice"])
    await sign_in(client, "alice@acme.example")
    boxed = set()
    for screen in CATALOG.screens:
        html = (await client.get(url_of(screen, ids))).text
        if re.search(r'<input type="search" name="q"', html):
            boxed.add(screen.screen_name)
    assert boxed == set(searched)
    html = (await client.get(f"/orgs/{ids['org_id']}/devices?q=Loading")).text
    assert re.findall(r'data-label="Serial number"><a [^>]*>([^<]+)<', html) == ["GS-1004"]


def csrf_of(html: str) -> str:
    match = re.search(r'name="csrf" value="([0-9a-f]+)"', html)
    assert match, html[:500]
    return match.group(1)


async def test_a_form_creates_a_record_and_shows_field_errors(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    org = (await real_ids(client, tokens["alice"]))["org_id"]
    await sign_in(client, "bob@acme.example")  # an operator
    form = await client.get(f"/orgs/{org}/sites/new?name=Dock%20C%20yard")
    assert 'value="Dock C yard"' in form.text  # a deep link fills the form
    csrf = csrf_of(form.text)
    bad = await client.post(
        f"/orgs/{org}/sites/new", data={"csrf": csrf, "name": "", "timezone": "UTC"}
    )
    assert bad.status_code == 422
    assert 'id="e-name"' in bad.text and 'aria-invalid="true"' in bad.text
    forged = await client.post(f"/orgs/{org}/sites/new", data={"name": "X", "timezone": "UTC"})
    assert forged.status_code == 400
    good = await client.post(
        f"/orgs/{org}/sites/new",
        data={"csrf": csrf, "name": "Dock C yard", "address": "Quai 3", "timezone": "UTC"},
    )
    assert good.status_code == 303, good.text
    page = await client.get(good.headers["location"])
    assert "Saved." in page.text and "Dock C yard" in page.text and "Quai 3" in page.text
    again = await client.post(
        f"/orgs/{org}/sites/new", data={"csrf": csrf, "name": "Dock C yard", "timezone": "UTC"}
    )
    assert again.status_code == 422 and "already exists" in again.text


async def test_forms_keep_the_apis_role_and_reference_rules(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    acme = await real_ids(client, tokens["alice"])
    globex = await real_ids(client, tokens["dave"])
    org = acme["org_id"]
    await sign_in(client, "carol@acme.example")  # a viewer
    assert (await client.get(f"/orgs/{org}/sites/new")).status_code == 403
    await sign_in(client, "bob@acme.example")
    form = await client.get(f"/orgs/{org}/work-orders/new")
    refused = await client.post(
        f"/orgs/{org}/work-orders/new",
        data={
            "csrf": csrf_of(form.text),
            "title": "Check",
            "priority": "high",
            "device_id": str(globex["device_id"]),
        },
    )
    assert refused.status_code == 422
    assert 'id="e-device_id"' in refused.text
    user = acme["user_id"]
    edit = await client.post(f"/orgs/{org}/users/{user}/edit", data={"csrf": "x"})
    assert edit.status_code == 403  # editing people is the admins'


async def test_an_edit_changes_the_record_and_a_blank_required_field_is_refused(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    ids = await real_ids(client, tokens["alice"])
    org, user = ids["org_id"], ids["user_id"]
    await sign_in(client, "alice@acme.example")
    form = await client.get(f"/orgs/{org}/users/{user}/edit")
    csrf = csrf_of(form.text)
    fields = {
        "csrf": csrf,
        "full_name": "Alice Admin",
        "email": "",
        "role": "admin",
        "status": "active",
    }
    blank = await client.post(f"/orgs/{org}/users/{user}/edit", data=fields)
    assert blank.status_code == 422 and "Fill this in." in blank.text
    fields |= {"email": "alice@acme.example", "department": "Control room"}
    saved = await client.post(f"/orgs/{org}/users/{user}/edit", data=fields)
    assert saved.status_code == 303
    me = (await client.get(f"/api/users/{user}", headers=bearer(tokens["alice"]))).json()
    assert me["department"] == "Control room"


async def test_bulk_import_adds_all_lines_or_none(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    org = (await real_ids(client, tokens["alice"]))["org_id"]
    await sign_in(client, "bob@acme.example")
    csrf = csrf_of((await client.get(f"/orgs/{org}/devices/import")).text)
    url = f"/orgs/{org}/devices/import"
    lines = "GS-7001, BW Ultra, Lyon plant, Dock D\nGS-7002, Polytron 8700, Nowhere plant"
    bad = await client.post(url, data={"csrf": csrf, "lines": lines})
    assert bad.status_code == 422 and "no site called “Nowhere plant”" in bad.text
    alice = bearer(tokens["alice"])
    assert (await client.get("/api/devices?q=GS-70", headers=alice)).json()["total"] == 0
    lines = lines.replace("Nowhere plant", "Houston refinery")
    good = await client.post(url, data={"csrf": csrf, "lines": lines})
    assert good.status_code == 303
    found = (await client.get("/api/devices?q=GS-70", headers=alice)).json()["items"]
    assert sorted(d["serial_number"] for d in found) == ["GS-7001", "GS-7002"]


async def test_a_long_list_pages_and_its_pages_keep_the_search_and_filters(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    org = (await real_ids(client, tokens["alice"]))["org_id"]
    total = (await client.get("/api/devices", headers=bearer(tokens["alice"]))).json()["total"]
    assert total > 25  # more than one page
    await sign_in(client, "alice@acme.example")
    serial = re.compile(r'data-label="Serial number"><a [^>]*>([^<]+)<')
    first = (await client.get(f"/orgs/{org}/devices")).text
    assert "Page 1 of 2" in first and len(serial.findall(first)) == 25
    following = re.search(r'<a href="([^"]+)" rel="next">', first)
    assert following, first[-2000:]
    second = (await client.get(following.group(1).replace("&amp;", "&"))).text
    assert "Page 2 of 2" in second and 'rel="prev"' in second
    assert len(set(serial.findall(first)) | set(serial.findall(second))) == total
    beyond = (await client.get(f"/orgs/{org}/devices?page=99")).text
    assert "Page 2 of 2" in beyond
    searched = (await client.get(f"/orgs/{org}/devices?q=-")).text  # every serial has a -
    link = re.search(r'<a href="([^"]+)" rel="next">', searched)
    assert link and link.group(1).endswith("?q=-&amp;page=2")
