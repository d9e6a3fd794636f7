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
