"""Links use the scheme, host and port the product is served on."""

from navex.gateway.models import ChatRequest
from navex.navigation.links import fill

TEMPLATE = "https://{hostname}/orgs/{org_id}/devices"


def test_a_hostname_keeps_the_catalogs_scheme() -> None:
    assert fill(TEMPLATE, {"hostname": "acme.example", "org_id": 1}) == (
        "https://acme.example/orgs/1/devices"
    )


def test_an_origin_sets_scheme_host_and_port() -> None:
    values = {"hostname": "http://acme.localhost:8000", "org_id": 1}
    assert fill(TEMPLATE, values) == "http://acme.localhost:8000/orgs/1/devices"


def test_the_gateway_accepts_an_origin_but_not_other_schemes() -> None:
    body = {"user_query": "devices", "metadata": {"user_id": 1, "org_id": 1}}
    assert ChatRequest.model_validate({**body, "hostname": "http://acme.localhost:8000"})
    for bad in ("javascript://x", "http://a/b", "ftp://acme.localhost"):
        try:
            ChatRequest.model_validate({**body, "hostname": bad})
        except ValueError:
            continue
        raise AssertionError(bad)


def test_navex_ask_gives_links_that_open_on_the_demo() -> None:
    """`navex ask` without --hostname: links on the demo's http://acme.localhost:8000."""
    import typer.main

    from navex.cli import app

    ask = typer.main.get_command(app).commands["ask"]  # type: ignore[attr-defined]
    hostname = next(p.default for p in ask.params if p.name == "hostname")
    assert fill(TEMPLATE, {"hostname": hostname, "org_id": 1}) == (
        "http://acme.localhost:8000/orgs/1/devices"
    )
