"""The console's forms, rule by rule: a device's configuration (typed settings, the
product's defaults, a deep link's values), a product edited on its page, the saved notice
on a page that has a query, required and checked values (an organization's name, a time
zone, a logo's address), and a role's page saying how to change what someone may do."""

import re

import httpx
from test_console_screens import csrf_of
from test_web import real_ids, sign_in

from conftest import bearer


async def device(client: httpx.AsyncClient, token: str, serial: str) -> dict:
    found = await client.get(f"/api/devices?q={serial}", headers=bearer(token))
    return dict(found.json()["items"][0])


async def test_a_devices_configuration_is_a_working_form(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    org = (await real_ids(client, tokens["alice"]))["org_id"]
    gs = await device(client, tokens["alice"], "GS-1001")  # an X-am 5600: sample_interval_s 30
    url = f"/orgs/{org}/devices/{gs['id']}/configuration"
    await sign_in(client, "bob@acme.example")  # an operator
    form = await client.get(url + "?sample_interval_s=60")
    assert 'name="sample_interval_s" type="text" value="60"' in form.text  # a deep link
    assert "Empty: the product&#39;s default (30)." in form.text
    csrf = csrf_of(form.text)
    base = {"csrf": csrf, "name": gs["name"], "status": "active"}
    bad = await client.post(url, data={**base, "sample_interval_s": "often", "gases": "CO"})
    assert bad.status_code == 422
    assert re.search(r'id="e-sample_interval_s">Enter a whole number', bad.text)
    assert 'value="often"' in bad.text and 'name="gases" type="text" value="CO"' in bad.text
    new = {"new_setting": "alarm_high_ppm", "new_value": "35"}
    good = await client.post(
        url, data={**base, "sample_interval_s": "60", "gases": "CO, O2", **new}
    )
    assert good.status_code == 303 and good.headers["location"] == url + "?saved=1"
    stored = await device(client, tokens["alice"], "GS-1001")
    assert stored["config"] == {
        "sample_interval_s": 60,
        "gases": ["CO", "O2"],
        "alarm_high_ppm": 35,
    }
    # an empty setting goes back to the product's default; the status goes through the API
    again = await client.post(url, data={**base, "status": "maintenance", "gases": "CO, O2"})
    assert again.status_code == 303
    stored = await device(client, tokens["alice"], "GS-1001")
    assert stored["config"] == {"gases": ["CO", "O2"]} and stored["status"] == "maintenance"
    await sign_in(client, "carol@acme.example")  # a viewer
    assert (await client.post(url, data={**base, "csrf": "x"})).status_code == 403


async def test_a_saved_page_with_a_query_says_saved(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    org = (await real_ids(client, tokens["alice"]))["org_id"]
    await sign_in(client, "alice@acme.example")
    url = f"/orgs/{org}/alert-rules/new"
    csrf = csrf_of((await client.get(url)).text)
    fields = {"name": "CO very high", "metric": "co_ppm", "comparison": ">", "threshold": "50"}
    saved = await client.post(url, data={"csrf": csrf, "severity": "critical", **fields})
    assert saved.status_code == 303
    assert saved.headers["location"] == f"/orgs/{org}/alert-rules?q=CO+very+high&saved=1"
    page = (await client.get(saved.headers["location"])).text
    assert "Saved." in page and "co_ppm &gt; 50" in page


async def test_the_organizations_name_cannot_be_emptied(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    org = (await real_ids(client, tokens["alice"]))["org_id"]
    await sign_in(client, "alice@acme.example")
    url = f"/orgs/{org}/settings"
    csrf = csrf_of((await client.get(url)).text)
    posted = {"csrf": csrf, "name": "", "timezone": "Asia/Tokyo", "locale": "fr-FR"}
    blank = await client.post(url, data=posted)
    assert blank.status_code == 422 and 'id="e-name">Fill this in.' in blank.text
    org_now = (await client.get("/api/org", headers=bearer(tokens["alice"]))).json()
    assert org_now["name"] == "Acme Industrial" and org_now["timezone"] != "Asia/Tokyo"


async def test_a_time_zone_must_be_a_real_one_in_the_console_and_the_api(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    org = (await real_ids(client, tokens["alice"]))["org_id"]
    await sign_in(client, "bob@acme.example")
    url = f"/orgs/{org}/sites/new"
    csrf = csrf_of((await client.get(url)).text)
    bad = await client.post(url, data={"csrf": csrf, "name": "Nowhere", "timezone": "Mars/Olympus"})
    assert bad.status_code == 422
    assert 'id="e-timezone">Unknown time zone “Mars/Olympus”' in bad.text
    api = await client.post(
        "/api/sites",
        json={"name": "Nowhere", "timezone": "Mars/Olympus"},
        headers=bearer(tokens["bob"]),
    )
    assert api.status_code == 422 and "Unknown time zone" in api.text
    org_update = await client.patch(
        "/api/org", json={"timezone": "Europe/Pariss"}, headers=bearer(tokens["alice"])
    )
    assert org_update.status_code == 422
    good = await client.post(url, data={"csrf": csrf, "name": "Nowhere", "timezone": "Asia/Tokyo"})
    assert good.status_code == 303


async def test_a_roles_page_says_how_to_change_what_someone_may_do(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    ids = await real_ids(client, tokens["alice"])
    bob = (await client.get("/api/auth/me", headers=bearer(tokens["bob"]))).json()["user_id"]
    await sign_in(client, "alice@acme.example")
    page = (await client.get(f"/orgs/{ids['org_id']}/roles/operator/edit")).text
    assert "give them another role" in page
    assert f'href="/orgs/{ids["org_id"]}/users/{bob}/edit">Change role<' in page


async def test_a_products_page_edits_it_for_operators(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    ids = await real_ids(client, tokens["alice"])
    url = f"/orgs/{ids['org_id']}/products/{ids['product_id']}"
    await sign_in(client, "carol@acme.example")  # a viewer: the page, no form
    assert '<form class="form"' not in (await client.get(url)).text
    await sign_in(client, "bob@acme.example")
    page = (await client.get(url)).text
    posted = {"csrf": csrf_of(page), "name": "Renamed model", "description": "Pumped"}
    for field in ("category_id", "manufacturer_id"):  # as the form shows them
        chosen = rf'<select id="f-{field}".*?<option value="(\d+)" selected'
        posted[field] = re.findall(chosen, page, re.S)[0]
    saved = await client.post(url, data=posted)
    assert saved.status_code == 303 and saved.headers["location"] == url + "?saved=1"
    product = await client.get(f"/api/products/{ids['product_id']}", headers=bearer(tokens["bob"]))
    assert product.json()["name"] == "Renamed model"


async def test_the_branding_logo_shows_in_the_console_and_must_be_a_web_address(
    client: httpx.AsyncClient, tokens: dict[str, str]
) -> None:
    org = (await real_ids(client, tokens["alice"]))["org_id"]
    await sign_in(client, "alice@acme.example")
    url = f"/orgs/{org}/settings/branding"
    csrf = csrf_of((await client.get(url)).text)
    posted = {"csrf": csrf, "primary_color": "#1f6feb", "logo_url": "javascript:alert(1)"}
    bad = await client.post(url, data=posted)
    assert bad.status_code == 422 and 'id="e-logo_url">Use an address starting' in bad.text
    logo = "https://cdn.acme.example/logo.svg"
    assert (await client.post(url, data={**posted, "logo_url": logo})).status_code == 303
    shown = (await client.get("/dashboard")).text
    assert f'<img class="logo-image" src="{logo}" alt=""' in shown
