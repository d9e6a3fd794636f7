"""What a stream that failed answers: a typed problem naming the part that is down.

A request in flight when navex's PostgreSQL restarts, or when the model server does not
answer within NAVEX_LLM_TIMEOUT_SECONDS (after NAVEX_LLM_MAX_RETRIES), ends with an SSE
`error` whose type says so (`database-unavailable`, `model-unavailable`, 503) and that
the client may retry; so does one whose read of the product's records got no answer
(`product-unavailable`: a 5xx, or no answer twice; never "no such record"). Anything
else is the generic `internal-error` (500).
"""

import psycopg
import psycopg_pool
from sqlalchemy import exc as sa

from navex.gateway.problems import Problem
from navex.navigation.records import ProductUnavailable


def _chain(exc: BaseException) -> list[BaseException]:
    """`exc` and the exceptions it was raised from or while handling."""
    seen: list[BaseException] = []
    current: BaseException | None = exc
    while current is not None and current not in seen:
        seen.append(current)
        current = current.__cause__ or current.__context__
    return seen


def _database_down(exc: BaseException) -> bool:
    if isinstance(exc, sa.DBAPIError) and exc.connection_invalidated:
        return True
    return isinstance(
        exc,
        sa.OperationalError
        | sa.TimeoutError  # the pool waited for a connection in vain
        | psycopg.OperationalError
        | psycopg_pool.PoolTimeout,
    )


def _model_down(exc: BaseException) -> bool:
    try:
        import openai
    except ImportError:  # pragma: no cover - langchain-openai depends on it
        return False
    return isinstance(exc, openai.APITimeoutError | openai.APIConnectionError)


def stream_failure(exc: BaseException) -> Problem:
    """The problem to end a failed stream with."""
    chain = _chain(exc)
    if any(_database_down(e) for e in chain):
        return Problem(
            503,
            "The assistant's database did not answer (it may be restarting); nothing more was "
            "done. Try again in a moment.",
            kind="database-unavailable",
        )
    if any(isinstance(e, ProductUnavailable) for e in chain):
        return Problem(
            503,
            "The records this request names could not be read just now (the service did "
            "not answer); nothing was done. Try again in a moment.",
            kind="product-unavailable",
        )
    if any(_model_down(e) for e in chain):
        return Problem(
            503,
            "The language model did not answer in time; nothing more was done. Try again in "
            "a moment.",
            kind="model-unavailable",
        )
    return Problem(500, "Something went wrong while answering; try again.")
