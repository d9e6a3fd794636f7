"""What the navigator works out from one list the product answered (a list's label words
and their slips, its date and status fields), kept with that list: a list read again under
the same data version is the very same object (`copies.py`), so the work is done once per
list read, not once per request."""

from collections import OrderedDict
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from navex.navigation.catalog import RecordParameter

T = TypeVar("T")
Records = list[dict[str, Any]]

LISTS_KEPT = 256
"""Lists whose work is kept, the least recently used out first. Each user has copies of
its own: nine users asking about nine kinds of record are 81 lists, and with fewer kept
than are in use every request would work each list out again."""


class PerList(Generic[T]):
    """`work(parameter, records)`, kept per list object (its identity, checked, and the
    kind's API path)."""

    def __init__(self, work: Callable[[RecordParameter, Records], T], lists: int = LISTS_KEPT):
        self._work = work
        self._lists = lists
        self._kept: OrderedDict[tuple[int, str], tuple[Records, T]] = OrderedDict()

    def __call__(self, parameter: RecordParameter, records: Records) -> T:
        key = (id(records), parameter.api_path)
        kept = self._kept.get(key)
        if kept is not None and kept[0] is records:
            self._kept.move_to_end(key)
            return kept[1]
        found = self._work(parameter, records)
        self._kept[key] = (records, found)
        while len(self._kept) > self._lists:
            self._kept.popitem(last=False)
        return found
