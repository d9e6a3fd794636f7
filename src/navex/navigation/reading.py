"""A request as the lookups read it (navigator.read_as): numbers in digits, records' names
in their language, kind words one slip away as the catalog writes them, long words a slip
or two from the screens', and without "out" in "the router out at leeds". A pure function
of the text and of what it is read with (the catalog, the names' words, the router's
words), kept per text for the requests read last:
a gateway is sent the same requests again, and reads each for the route and the answer.
"""

from collections import OrderedDict
from collections.abc import Set as AbstractSet

from navex.navigation.catalog import Catalog
from navex.navigation.name_text import without_place_particles
from navex.navigation.name_words import NameWords
from navex.navigation.numbers import with_digits
from navex.navigation.spelling import READS_KEPT, respelled

_kept: OrderedDict[str, tuple[tuple[object, ...], str]] = OrderedDict()
"""Per text: what it was read with (compared by identity) and its reading."""


def read_request(
    query: str, catalog: Catalog, name_words: NameWords, known: AbstractSet[str]
) -> str:
    """`query` as the lookups read it (see the module), with `known` the words of the
    product's beyond its catalog's (never respelt)."""
    by = (catalog, name_words, known)
    kept = _kept.get(query)
    if kept is not None and all(a is b for a, b in zip(kept[0], by, strict=True)):
        _kept.move_to_end(query)
        return kept[1]
    read = respelled(
        name_words.read(with_digits(without_place_particles(query), catalog)), catalog, known
    )
    _kept[query] = (by, read)
    if len(_kept) > READS_KEPT:
        _kept.popitem(last=False)
    return read
