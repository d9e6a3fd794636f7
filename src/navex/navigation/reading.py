"""A request as the lookups read it (navigator.read_as): numbers in digits, records' names
in their language, kind words one slip away as the catalog writes them, long words a slip
or two from the screens', and without "out" in "the router out at leeds". A pure function
of the text and of what it is read with (the catalog, the names' words, the router's
words), kept per text for the requests read last:
a gateway is sent the same requests again, and reads each for the route and the answer.
"""

from collections.abc import Set as AbstractSet

from navex.kept import Kept
from navex.navigation.catalog import Catalog, once_per_catalog
from navex.navigation.name_text import every_kind_word, without_place_particles
from navex.navigation.name_words import PART_LENGTH, NameWords
from navex.navigation.numbers import with_digits
from navex.navigation.spelling import READS_KEPT, respelled

_kept: Kept[str] = Kept(READS_KEPT)
"""Per text: its reading, with what it was read with."""


def read_request(
    query: str, catalog: Catalog, name_words: NameWords, known: AbstractSet[str]
) -> str:
    """`query` as the lookups read it (see the module), with `known` the words of the
    product's beyond its catalog's (never respelt)."""
    by = (catalog, name_words, known)
    kept = _kept.get(query, made_with=by)
    if kept is not None:
        return kept
    read = respelled(
        name_words.read(with_digits(without_place_particles(query), catalog), _kinds(catalog)),
        catalog,
        known,
    )
    _kept.put(query, read, made_with=by)
    return read


@once_per_catalog
def _kinds(catalog: Catalog) -> frozenset[str]:
    """The catalog's words for kinds long enough to end a compound ("team", "sensor")."""
    return frozenset(w for w in every_kind_word(catalog) if len(w) >= PART_LENGTH)
