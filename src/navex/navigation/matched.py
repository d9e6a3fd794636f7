"""The records a request names among a list (record_names.match_records), worked out
once per request text and list read: a list read again under the same data version is
the very same object (copies.py, per_list.py), so a gateway asked the same thing again
by the same user matches that list's labels once, not once per request and rule.

What is kept is held with the list (its identity, checked): another user's list, or the
same user's after any write in the product, is another object and is matched afresh. The
answers are frozen models, shared by the requests that ask the same. The current date is
part of the key ("last month's invoice" picks by it).
"""

from collections.abc import Iterable
from collections.abc import Set as AbstractSet
from datetime import UTC, datetime
from typing import Any

from navex.kept import Kept
from navex.navigation import record_names
from navex.navigation.catalog import RecordParameter
from navex.navigation.per_list import PerList
from navex.navigation.record_names import Matched

ANSWERS_KEPT = 256
"""Requests whose match is kept per list, the least recently used out first: more than
the distinct requests a list is asked about between two writes (83 at most for a list
of the load benchmark's, its requests with the few sets of generic words its rules ask
with)."""

_answers: PerList[Kept[Matched]] = PerList(lambda _p, _r: Kept(ANSWERS_KEPT))


def match_records(
    query: str,
    parameter: RecordParameter,
    records: list[dict[str, Any]],
    generic: Iterable[str] = (),
    known: AbstractSet[str] = frozenset(),
) -> Matched:
    """`record_names.match_records`, kept with the list `records` (an empty list, one of
    many fresh objects, is matched each time: there is nothing to match)."""
    generic = tuple(generic)
    if not records:
        return record_names.match_records(query, parameter, records, generic, known)
    key = (
        query,
        parameter.words,
        parameter.label_fields,
        generic,
        frozenset(known),
        datetime.now(UTC).date(),
    )
    answers = _answers(parameter, records)
    kept = answers.get(key)
    if kept is not None:
        return kept
    matched = record_names.match_records(query, parameter, records, generic, known)
    answers.put(key, matched)
    return matched
