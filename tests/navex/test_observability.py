"""Logging: JSON logs carry the traceback of a logged exception, as structured data."""

import json

import pytest
import structlog

from navex.observability import configure_logging


def _fail() -> None:
    raise ValueError("the tool server said no")


def test_json_logs_include_the_traceback(capsys: pytest.CaptureFixture[str]) -> None:
    configure_logging("info", as_json=True)
    logger = structlog.get_logger("navex.test")
    user_token = "secret-bearer-token"  # a local of the failing call's caller
    try:
        _fail()
    except ValueError:
        logger.exception("tool_failed", tool="decommission_device")
    del user_token
    logger.info("plain", n=1)
    err = capsys.readouterr().err
    assert "secret-bearer-token" not in err
    lines = [json.loads(line) for line in err.splitlines()]
    configure_logging("warning")

    failed, plain = lines
    assert failed["event"] == "tool_failed" and failed["level"] == "error"
    assert failed["tool"] == "decommission_device"
    (exc,) = failed["exception"]
    assert exc["exc_type"] == "ValueError" and exc["exc_value"] == "the tool server said no"
    assert [frame["name"] for frame in exc["frames"]][-1] == "_fail"
    assert all("locals" not in frame for frame in exc["frames"]), "no local variables"
    assert "exc_info" not in failed
    assert plain["event"] == "plain" and "exception" not in plain


def test_console_logs_print_the_traceback(capsys: pytest.CaptureFixture[str]) -> None:
    configure_logging("info")
    try:
        _fail()
    except ValueError:
        structlog.get_logger("navex.test").exception("tool_failed")
    err = capsys.readouterr().err
    configure_logging("warning")
    assert "tool_failed" in err and "ValueError" in err and "_fail" in err
