"""What a request's text says of a record without looking it up: a serial or an e-mail
address ("gx5001", "grace.liu@globex.example"), alone or with words that ask to see it,
and the names before a possessive ("grace liu's"). The second look (second_look.py) reads
them."""

import re

from navex.navigation.record_names import EMAIL, SERIAL, fold, tokens
from navex.navigation.words import OPEN_WORDS, STOPWORDS


def identifier(query: str) -> bool:
    """A serial or an e-mail address ("gx5001", "grace.liu@globex.example")."""
    return bool(EMAIL.search(query) or SERIAL.search(query))


def only_an_identifier(query: str) -> bool:
    """The request is a serial or an e-mail address, with words that ask to see it or join
    it at most ("pull up gx5001 for me", "gs1013 pls")."""
    if not identifier(query):
        return False
    rest = tokens(SERIAL.sub(" ", EMAIL.sub(" ", query)))
    return all(w in OPEN_WORDS or w in STOPWORDS for w in rest)


_POSSESSOR = re.compile(r"([^\W_]+\s+)?([^\W_]+)['’]s\b", re.UNICODE)


def possessors(query: str) -> set[str]:
    """The words of a name before a possessive, up to two ("grace liu's" → grace, liu)."""
    return {
        w
        for m in _POSSESSOR.finditer(query)
        if fold(m.group(2)) not in STOPWORDS
        for w in tokens(m.group(0)[:-2])
    }
