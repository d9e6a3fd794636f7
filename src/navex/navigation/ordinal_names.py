"""A record whose name numbers it, said with an ordinal before the name's word ("the gas
meter on the first jetty" for "Jetty 1", "la seconda baia" for "Bay 2"): of several
records the request's words fit, the one whose label has that word followed by the
ordinal's number. The ordinals are the languages' (pick_words.yaml's `first` and
`ordinals`); nothing here knows a product.
"""

import itertools

from navex.navigation.pick_words import pick_words
from navex.navigation.record_names import RecordSearch, tokens


def _ordinals() -> dict[str, int]:
    said = pick_words()
    return {**{w: 1 for w in said.first}, **said.ordinals}


def numbered_by_ordinal(found: RecordSearch, query: str) -> RecordSearch:
    """Of several records `found`, the one whose label numbers the word after an ordinal
    of the request ("first jetty": "Jetty 1"); `found` when no ordinal says one."""
    if found.outcome != "several":
        return found
    ordinals = _ordinals()
    words = tokens(query)
    for i, word in enumerate(words[:-1]):
        number = ordinals.get(word)
        if number is None:
            continue
        named = words[i + 1]
        numbered = (named, str(number))
        fits = [r for r in found.records if numbered in itertools.pairwise(tokens(r.label))]
        if len(fits) == 1:
            return found.model_copy(update={"records": fits, "outcome": "one"})
    return found
