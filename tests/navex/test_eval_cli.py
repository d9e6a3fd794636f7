"""`navex eval routing` and `navex eval fit` as a user runs them (embedded PostgreSQL)."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROWS = [
    {
        "id": "1",
        "query": "take me to the billing page",
        "route": "navigation",
        "screen": "organization_billing",
    },
    {
        "id": "2",
        "query": "where do I change my password",
        "route": "navigation",
        "screen": "change_password",
    },
    {"id": "3", "query": "acknowledge alert 12", "route": "execution", "tool": "acknowledge_alert"},
    {"id": "4", "query": "what's the weather in Paris", "route": "unclear"},
]


def _navex(*args: str, database_url: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "NAVEX_DATABASE_URL": database_url, "NAVEX_DATA_DIR": str(tmp_path)}
    return subprocess.run(
        [sys.executable, "-m", "navex.cli", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.fixture
def dataset(tmp_path: Path) -> Path:
    path = tmp_path / "gold.jsonl"
    path.write_text("".join(json.dumps(row) + "\n" for row in ROWS))
    return path


def test_eval_routing_prints_the_contract(
    dataset: Path, navex_database_url: str, tmp_path: Path
) -> None:
    result = _navex(
        "eval",
        "routing",
        "--dataset",
        str(dataset),
        "--json",
        database_url=navex_database_url,
        tmp_path=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    for key in (
        "n",
        "route_accuracy",
        "nav_top1",
        "nav_top3",
        "unclear_recall",
        "unclear_precision",
        "confusion",
        "thresholds",
    ):
        assert key in report
    assert report["n"] == 4
    assert report["nav_top1"] == 1.0
    assert sum(report["confusion"]["navigation"].values()) == 2
    assert report["route_accuracy"] >= 0.75


def test_bad_dataset_line_is_named(tmp_path: Path, navex_database_url: str) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(
        json.dumps(ROWS[0]) + "\n" + '{"id": "2", "query": "x", "route": "somewhere"}\n'
    )
    result = _navex(
        "eval",
        "routing",
        "--dataset",
        str(path),
        "--json",
        database_url=navex_database_url,
        tmp_path=tmp_path,
    )
    assert result.returncode == 2
    assert "bad.jsonl:2" in result.stderr and "route" in result.stderr
    assert result.stdout.strip() == ""


def test_fit_saves_thresholds_and_a_plot(
    dataset: Path, navex_database_url: str, tmp_path: Path
) -> None:
    out, plot = tmp_path / "t.json", tmp_path / "sweep.png"
    result = _navex(
        "eval",
        "fit",
        "--dataset",
        str(dataset),
        "--out",
        str(out),
        "--plot",
        str(plot),
        "--c",
        "4",
        "--c",
        "8",
        database_url=navex_database_url,
        tmp_path=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    saved = json.loads(out.read_text())
    assert set(saved) == {"c", "min_score", "margin", "nav_over_exec"}
    assert saved["c"] in (4.0, 8.0)  # one of the settings asked for (two fits, not five)
    assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_fit_refuses_a_setting_below_zero(
    dataset: Path, navex_database_url: str, tmp_path: Path
) -> None:
    result = _navex(
        "eval",
        "fit",
        "--dataset",
        str(dataset),
        "--out",
        str(tmp_path / "t.json"),
        "--c",
        "0",
        database_url=navex_database_url,
        tmp_path=tmp_path,
    )
    assert result.returncode == 2
    assert "--c" in result.stderr and not (tmp_path / "t.json").exists()
