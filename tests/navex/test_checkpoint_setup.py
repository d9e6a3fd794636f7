"""The checkpointer's tables are set up by whichever gateway process starts first, the
others waiting their turn: several started at once on a new database (`navex serve
--workers 2`, replicas booted together) all start, none deadlocks."""

import asyncio
import subprocess
import sys
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


def test_processes_started_together_all_migrate_navexs_schema(empty_database: str) -> None:
    """Three processes (Alembic keeps its context per process) on a new database: all end
    well. Seen failing without the migrations' lock (two creating the same tables)."""
    script = "import sys; from navex.store import migrate; migrate(sys.argv[1])"
    started = [
        subprocess.Popen([sys.executable, "-c", script, empty_database], stderr=subprocess.PIPE)
        for _ in range(3)
    ]
    for process in started:
        _, errors = process.communicate(timeout=120)
        assert process.returncode == 0, errors.decode()[-2000:]
