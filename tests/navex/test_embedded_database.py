"""The embedded PostgreSQL under NAVEX_DATA_DIR (store/database.py)."""

from pathlib import Path
from typing import Any

import psycopg
import pytest

from navex.store import database


class _LookedTooEarly:
    """A connection that finds no navex database, as one does when another command makes
    it between this one's look and its CREATE DATABASE."""

    def __init__(self, conn: psycopg.Connection[Any]) -> None:
        self.conn = conn

    def __enter__(self) -> "_LookedTooEarly":
        return self

    def __exit__(self, *exc: object) -> None:
        self.conn.close()

    def execute(self, sql: str, params: Any = None) -> Any:
        if sql.startswith("SELECT 1 FROM pg_database"):
            return self.conn.execute("SELECT 1 WHERE false")
        return self.conn.execute(sql, params)


def test_two_commands_started_at_once_on_one_data_dir_share_its_database(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two `navex eval` runs started together failed one with 'duplicate key ... (navex)
    already exists' (session 30)."""
    first = database.embedded_database_url(tmp_path)
    try:
        connect = psycopg.connect
        monkeypatch.setattr(
            database.psycopg, "connect", lambda *a, **k: _LookedTooEarly(connect(*a, **k))
        )
        assert database.embedded_database_url(tmp_path) == first
    finally:
        monkeypatch.undo()
        database.release_embedded_server(tmp_path)


def test_an_evaluations_embedded_server_leaves_no_directory_behind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each `navex eval` run boots one: CI runs left `navex-eval-pg-*` behind by the dozen."""
    import tempfile

    from navex.evals.tasks.stack import postgres_server

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    with postgres_server(None) as url:
        assert url.startswith("postgresql")
        assert [p.name[:13] for p in tmp_path.iterdir()] == ["navex-eval-pg"]
    assert list(tmp_path.iterdir()) == []
