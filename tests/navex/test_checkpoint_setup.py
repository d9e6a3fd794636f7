"""The checkpointer's tables are set up by whichever gateway process starts first, the
others waiting their turn: several started at once on a new database (`navex serve
--workers 2`, replicas booted together) all start, none deadlocks."""

import asyncio
import uuid
from collections.abc import Iterator

import pytest

from acme.api.database import ensure_database
from conftest import _database_url, _drop_database
from navex.store.checkpoints import libpq_conninfo, setup_checkpointer


@pytest.fixture
def empty_database(pg_server_url: str) -> Iterator[str]:
    name = "cp_" + uuid.uuid4().hex[:12]
    ensure_database(pg_server_url, name)
    yield _database_url(pg_server_url, name)
    _drop_database(pg_server_url, name)


async def test_processes_started_together_all_set_up_the_checkpointer(
    empty_database: str,
) -> None:
    conninfo = libpq_conninfo(empty_database)
    # seen failing before the lock was tried instead of waited for: "deadlock detected"
    await asyncio.wait_for(
        asyncio.gather(*(setup_checkpointer(conninfo) for _ in range(3))), timeout=120
    )
    await setup_checkpointer(conninfo)  # and once more, on the tables already there
