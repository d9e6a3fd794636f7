"""The org's data version the assistant proxy reads on every message (data_versions.py):
the org's as it is now, and still read after PostgreSQL was restarted under it."""

import pytest

from acme.api.data_versions import DataVersions
from conftest import restart_postgres

ACME_ORG = 1


async def test_the_version_is_the_orgs_and_none_for_no_org(database_url: str) -> None:
    versions = DataVersions(database_url)
    await versions.open()
    try:
        first = await versions.of(ACME_ORG)
        assert isinstance(first, int)
        assert await versions.of(ACME_ORG) == first  # reading changes nothing
        assert await versions.of(987654) is None
    finally:
        await versions.aclose()


@pytest.mark.faults
async def test_a_restarted_server_costs_no_read(
    database_url: str, restartable_postgres: str
) -> None:
    """The pool keeps no ping on checkout: the connection the restart cut fails once, is
    dropped with every other cut one, and the read is tried again."""
    versions = DataVersions(database_url)
    await versions.open()
    try:
        before = await versions.of(ACME_ORG)
        restart_postgres(restartable_postgres)
        assert await versions.of(ACME_ORG) == before
        assert await versions.of(ACME_ORG) == before
    finally:
        await versions.aclose()
