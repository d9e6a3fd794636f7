"""What a gateway works out from a request's text, kept for the requests seen last.

A gateway is sent the same requests again (people ask for the same screens), and several of
its steps are pure functions of the text and of objects made once at start (the catalog,
the router, an encoder). `Kept` holds such answers for the `size` keys used last, the least
recently used out first, safely across the threads the input guard runs in. A value made
with other objects than the caller's is not the caller's: `made_with` keeps the objects a
value was made with, and `get` hands it out only to a caller with the very same ones.
"""

import threading
from collections import OrderedDict
from collections.abc import Hashable
from typing import Generic, TypeVar

V = TypeVar("V")


class Kept(Generic[V]):
    """The values of the `size` keys used last (see the module)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._values: OrderedDict[Hashable, tuple[tuple[object, ...], V]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Hashable, made_with: tuple[object, ...] = ()) -> V | None:
        """The value kept under `key`, when it was made with the very objects `made_with`
        (compared by identity); None otherwise."""
        with self._lock:
            kept = self._values.get(key)
            if kept is None or len(kept[0]) != len(made_with):
                return None
            if not all(a is b for a, b in zip(kept[0], made_with, strict=True)):
                return None
            self._values.move_to_end(key)
            return kept[1]

    def put(self, key: Hashable, value: V, made_with: tuple[object, ...] = ()) -> None:
        """Keep `value` under `key`, made with `made_with` (which it then holds: an object
        kept here is not collected, so another is never taken for it)."""
        with self._lock:
            self._values[key] = (made_with, value)
            self._values.move_to_end(key)
            if len(self._values) > self.size:
                self._values.popitem(last=False)

    def __len__(self) -> int:
        return len(self._values)
