"""A record described by what its fields hold, not by its name: "our finance person" (the
user whose department is Finance), "the swedish camera maker" (the manufacturer in
Sweden), "whose phone starts with +44", "the gateway on 2.4.1", "the person in quality
who hasn't accepted yet" (department Quality, an invitation not yet accepted), "the
thermometer showing 342 degrees" (a reading).

The catalog says, per kind, which fields describe its records (`described_by`: a user's
department and phone, a manufacturer's country); the filters of the kind's list screen
name values of its fixed fields ("invited", "critical"). The request's words that such a
field holds (its words, a slip of one letter in a long word, the countries it names), its
numbers as written ("2.4.1", "+44": a number's start when it begins with "+"), the
amounts a field of values by name holds (a reading of 342, a battery at "9%") and the end
of a label ("the detector ending in 1013") pick the records; those that hold the most,
counting the words of their labels too ("the health & safety tom"), are the ones meant
when few enough do. With a word for the kind in the singular, the values alone describe
the records in that state ("the critical alarm"). A record no one holds is one whose
person field (the one its list filters by a person) is empty ("the unassigned job"). A
word of two capitals is a word a field may hold ("our IT admin"). Read through the kind's
list API as the caller, like every lookup. Nothing here knows a product: the fields are
the catalog's.
"""

import itertools
import re
from collections.abc import Iterable, Mapping
from collections.abc import Set as AbstractSet
from typing import Any, NamedTuple

from navex.navigation.catalog import Catalog, RecordParameter
from navex.navigation.described import among
from navex.navigation.field_states import missing_words_said, value_words_said, values_named
from navex.navigation.fuzzy import SLIP_LENGTH, one_slip
from navex.navigation.measure_names import names_of_measure
from navex.navigation.name_text import (
    EMAIL,
    acronyms,
    every_kind_word,
    fold,
    folded,
    known_words,
    numbers_as_amounts,
    says_time,
    tokens,
    words_of_label,
    zone_words,
)
from navex.navigation.per_list import PerList
from navex.navigation.person_words import OTHER_WORDS, SELF_WORDS, WHO_WORDS
from navex.navigation.picked import list_fields, overdue_of, what_picks
from navex.navigation.record_names import (
    MAX_OPTIONS,
    FoundRecord,
    RecordSearch,
    bare_name,
    names_kind_in_plural,
    number_given,
    record_label,
)
from navex.navigation.records import RecordLookup
from navex.navigation.words import ABOUT_WORDS, ONE_WORDS_BEFORE, OPEN_WORDS, STOPWORDS

SPECIFIC = 0.5
"""A word or number says which records only when at most this share of the kind's records
hold it: "maintenance" among ten people's departments does, "gas" among devices may not."""

_NUMBER = re.compile(r"(?<![\w.+\-])\+?\d+(?:[ .\-/]\d+)*(?![\w])")
"""A number as written: "2.4.1", "+31 10 555 0141", "+44"."""

_AMOUNT = re.compile(r"(?:(?<![\w.+\-])[-\u2212](?=\d)|(?<![\w.+\-]))\d+(?:[.,]\d+)?(?![\w.\-]*\d)")
"""An amount: "342 degrees", "9% battery", "12,4 ppm", "-83 dbm" (a sign after a space);
not a part of a serial or version ("GS-1020")."""


_ENDING = re.compile(
    r"\b(?:ending (?:in|with)|ends (?:in|with)|that ends in|se terminant par|qui finit par"
    r"|endet auf|endend auf|que termina en|terminado en|che finisce (?:in|con)|eindigend op"
    r"|die eindigt op|terminando em|que termina em)\s+([\w-]+)",
    re.IGNORECASE,
)
"""The end of a record's label a request gives ("the detector ending in 1013")."""


def endings_in(text: str) -> list[str]:
    """The ends of labels `text` gives, letters and digits only, folded."""
    return [re.sub(r"[\W_]", "", fold(m)) for m in _ENDING.findall(text)]


def _ends(ending: str, label: Iterable[str]) -> bool:
    return bool(ending) and any(re.sub(r"[\W_]", "", v).endswith(ending) for v in label)


class Numbered(NamedTuple):
    digits: str
    leading: bool
    """Written with a leading "+": the start of a phone number ("starts with +44")."""


def numbers_in(text: str) -> list[Numbered]:
    """The numbers `text` writes, as their digits; a lone digit or two says too little to
    describe a record unless it has a "+" or a dot ("2.4")."""
    found = []
    for match in _NUMBER.finditer(text):
        written = match.group(0).strip()
        digits = re.sub(r"\D", "", written)
        if len(digits) >= 3 or written.startswith("+") or "." in written:
            found.append(Numbered(digits=digits, leading=written.startswith("+")))
    return found


def _holds_number(asked: Numbered, held: Iterable[Numbered]) -> bool:
    return any(
        h.digits == asked.digits
        or (asked.leading and h.leading and h.digits.startswith(asked.digits))
        for h in held
    )


def _same_amount(number: Numbered, amount: float) -> bool:
    """`number`'s digits are those of `amount` ("42" of 42.0, "124" of 12.4)."""
    digits = re.sub(r"\D", "", f"{amount:g}")
    return number.digits == digits


def amounts_in(text: str) -> list[float]:
    """The amounts `text` says ("342 degrees", "9% battery")."""
    return [
        float(m.group(0).replace(",", ".").replace("\u2212", "-")) for m in _AMOUNT.finditer(text)
    ]


class Measure(NamedTuple):
    """A value a record measures, by name (a device's `last_reading`: battery 9)."""

    words: frozenset[str]
    value: float


class Described(NamedTuple):
    """What one record's describing fields hold, as a request may say it."""

    words: frozenset[str]
    numbers: tuple[Numbered, ...]
    label: frozenset[str]
    measures: tuple[Measure, ...] = ()
    labels: tuple[str, ...] = ()
    """The label's values, folded ("gs-1013")."""
    zones: frozenset[str] = frozenset()
    """The words of the time zones it holds, said only beside a word for time."""
    written: tuple[float, ...] = ()
    """The amounts its label writes ("Cabinet temperature 48.2 °C on GXT-6005")."""
    measure_words: frozenset[str] = frozenset()
    """The words of what it measures ("sf6", "ppm" of a reading `sf6_ppm`)."""


def _described(
    record: Mapping[str, Any], fields: Iterable[str], labels_of: tuple[str, ...]
) -> Described:
    held = [str(record.get(f)) for f in fields if isinstance(record.get(f), str | int | float)]
    zoned = {v: zone_words(v) for v in held}  # a time zone's words are said apart
    zones = frozenset(w for words in zoned.values() for w in words)
    values = [v for v in held if not zoned[v]]
    words = frozenset(w for v in values for w in words_of_label(v) | _person_of(v))
    words |= {w for v in values for w in _amounts_as_one(v)}
    words |= _flags(record, fields)
    label = frozenset(w for f in labels_of for w in tokens(str(record.get(f) or "")))
    numbers = tuple(n for v in values for n in numbers_in(v))
    measures = tuple(
        Measure(words=names_of_measure(key), value=float(value))
        for f in fields
        if isinstance(record.get(f), Mapping)
        for key, value in record[f].items()
        if isinstance(value, int | float) and not isinstance(value, bool)
    )
    labels = tuple(fold(str(record.get(f) or "")) for f in labels_of)
    written = tuple(a for f in labels_of for a in amounts_in(str(record.get(f) or "")))
    return Described(
        words=words,
        numbers=numbers,
        label=label,
        measures=measures,
        labels=labels,
        zones=zones,
        written=written,
        measure_words=frozenset(w for m in measures for w in m.words),
    )


def _amounts_as_one(value: str) -> frozenset[str]:
    """An amount and its unit written as one word, as requests write them ("8mp" of "8 MP
    turret camera", "230v")."""
    words = tokens(value)
    return frozenset(
        f"{number}{unit}"
        for number, unit in itertools.pairwise(words)
        if number.isdigit() and unit.isalpha() and len(unit) <= 3
    )


def _flags(record: Mapping[str, Any], fields: Iterable[str]) -> frozenset[str]:
    """The words of the flags a field of flags sets ("din", "rail" of a product's config
    `{"din_rail": true}`): what the record has."""
    return frozenset(
        w
        for f in fields
        if isinstance(record.get(f), Mapping)
        for key, value in record[f].items()
        if value is True
        for w in tokens(key.replace("_", " "))
    )


def _person_of(value: str) -> frozenset[str]:
    """The words of the name before an e-mail address's "@" ("bob" of bob@acme.example:
    "the alarm bob acknowledged"), which an identifier's words leave out when short."""
    if not EMAIL.fullmatch(value.strip()):
        return frozenset()
    return frozenset(w for w in tokens(value.split("@", 1)[0]) if w.isalpha() and len(w) > 2)


def _describe_all(parameter: RecordParameter, records: list[dict[str, Any]]) -> list[Described]:
    return [_described(r, parameter.described_by, parameter.label_fields) for r in records]


_texts = PerList(_describe_all)
"""What each record of a list holds, worked out once per list read (a gateway answers the
same lists again and again)."""


def _measures(
    amount: float, said: set[str], text: Described, rounded: AbstractSet[float], near: bool
) -> bool:
    """A record measures `amount`: of three figures or more ("342 degrees") or with
    decimals ("the thermometer reading 48.2"), or by a name the request says ("9% battery",
    "9% batery"); a whole number for a reading with decimals ("at 48 degrees" for 48.2),
    or, `near` ("around 18.5 degrees"), a reading close to it. Or its label writes that
    amount ("the 48.2 degree alarm": "Cabinet temperature 48.2 °C")."""
    telling = abs(amount) >= 100 or not amount.is_integer()
    if telling and amount in text.written:
        return True
    for m in text.measures:
        named = any(holds_word(w, m.words) for w in said)
        if (m.value == amount and (telling or named)) or (
            named and (amount in rounded or near) and _about(amount, m.value, near)
        ):
            return True
    return False


NEAR_SHARE = 0.05
"""How far a reading may be from an amount said to be about it ("around 18.5 degrees":
18.6), as a share of the reading."""


def _about(said: float, value: float, near: bool) -> bool:
    """`value` is the amount said, or a whole number said for it ("running at 48 degrees"
    for a reading of 48.2; only for a number a unit follows: `rounded`), or, `near`, an
    amount within `NEAR_SHARE` of it."""
    if said == value:
        return True
    if near and abs(said - value) <= NEAR_SHARE * abs(value):
        return True
    return said.is_integer() and not value.is_integer() and said in (round(value), int(value))


def holds_word(word: str, words: frozenset[str]) -> bool:
    """`word` is among `words`, in the singular or plural, or one slip away when long
    ("sweedish", "finanse")."""
    if among(word, words):
        return True
    return len(word) >= SLIP_LENGTH + 1 and any(
        len(w) >= SLIP_LENGTH + 1 and one_slip(word, w) for w in words
    )


def asked_words(query: str, catalog: Catalog, name: str) -> list[str]:
    """The request's words that may say what a record of kind `name` holds: not function
    words, navigation verbs, a word for a kind of record ("the hydrotreater sensor" says
    which device, not which work order mentions sensors) or words pointing at a person."""
    dropped = STOPWORDS | OPEN_WORDS | every_kind_word(catalog) | SELF_WORDS | OTHER_WORDS
    capitals = acronyms(query)  # "our IT admin": department IT
    return [
        w
        for w in dict.fromkeys(tokens(query))
        if w not in dropped and (len(w) > 2 or w in capitals)
    ]


def _one_of_the_kind(query: str, catalog: Catalog, name: str, values: dict[str, str]) -> bool:
    """The request says a word for the kind in the singular besides the values it names
    ("the critical alarm", "open the detector that stopped reporting"), and no word the
    catalog does not know: one record in that state, not their list; not "what can a
    viewer do" (the value is the kind's word) nor "dave admin's page" (a name)."""
    parameter = catalog.parameters[name]
    if number_given(query, parameter) is not None:  # "job number 57, open it": by its id
        return False
    words = tokens(query)
    kinds = folded(parameter.words) - set(values.values())
    # a word for the kind after one that speaks of one thing: "the critical alarm", not
    # "does the viewer role let people export data?"
    # the words that name the values do not count ("the finished low-priority job")
    stated = {w for value in values.values() for w in tokens(value)} | value_words_said(
        query, catalog, name
    )
    one = any(
        w in kinds and set(_before(words, i, stated)) & ONE_WORDS_BEFORE
        for i, w in enumerate(words)
    )
    known = known_words(catalog) | stated
    strangers = [w for w in asked_words(query, catalog, name) if w not in known]
    return one and not strangers and not names_kind_in_plural(query, parameter)


def _before(words: list[str], i: int, skipped: set[str], count: int = 3) -> list[str]:
    """The `count` words before words[i], not counting those in `skipped`."""
    kept: list[str] = []
    for word in reversed(words[:i]):
        if len(kept) == count:
            break
        if word not in skipped:
            kept.append(word)
    return kept


class Fitted(NamedTuple):
    search: RecordSearch
    held: int
    """How many of the request's words and numbers the chosen records' fields hold, and
    values of fixed fields it names ("still invited")."""
    explained: frozenset[str]
    """The request's words the chosen records' fields or labels hold."""
    named: bool
    """A word of the chosen records' labels is said too ("the health & safety tom")."""
    numbered: bool
    """A number the request writes is one the chosen records hold ("firmware 2.8.0")."""


def _overdue_said(query: str, parameter: RecordParameter, records: list[dict[str, Any]]) -> bool:
    pick = what_picks(tokens(query), list_fields(parameter, records))
    return pick is not None and pick.overdue


async def records_by_fields(
    name: str, query: str, catalog: Catalog, token: str, lookup: RecordLookup
) -> Fitted | None:
    """The records of kind `name` the request describes by what their fields hold; None
    when the kind declares no such fields, the request says nothing they hold, or too many
    records hold it."""
    parameter = catalog.parameters[name]
    values = values_named(query, catalog, name)
    one_in_a_state = bool(values) and _one_of_the_kind(query, catalog, name, values)
    if not parameter.described_by and not one_in_a_state and not endings_in(query):
        return None
    words = asked_words(query, catalog, name)
    numbers = numbers_in(query)
    amounts = amounts_in(query)
    endings = endings_in(query)
    if not words and not numbers and not amounts and not endings and not one_in_a_state:
        return None
    records = await lookup.listing(parameter, token)
    if not records:
        return None
    texts = _texts(parameter, records)
    if says_time(query):  # "the site on mountain time": its time zone's words too
        texts = [t._replace(words=t.words | t.zones) for t in texts]
    most = max(1, int(SPECIFIC * len(records)))
    if any(
        any(c.isdigit() for c in w)
        and not w.isdigit()
        and not any(holds_word(w, t.words | t.label | t.measure_words) for t in texts)
        for w in words
    ):  # "the sf6 leak job": a name-like word none of them holds names another
        return None
    telling = [w for w in words if 0 < sum(holds_word(w, t.words) for t in texts) <= most]
    counted = [n for n in numbers if 0 < sum(_holds_number(n, t.numbers) for t in texts) <= most]
    said = set(tokens(query)) | ({"percent"} if "%" in query else set())
    rounded = {float(n) for n in numbers_as_amounts(query)}  # "at 48 degrees": 48.2 too
    near = bool(said & ABOUT_WORDS)  # "around 18.5 degrees": 18.6 too
    measured = [
        a for a in amounts if 0 < sum(_measures(a, said, t, rounded, near) for t in texts) <= most
    ]
    # "reading 42 ppm": an amount a record measures, not firmware 4.2's digits
    counted = [n for n in counted if not any(_same_amount(n, a) for a in measured)]
    ended = [e for e in endings if 0 < sum(_ends(e, t.labels) for t in texts) <= most]
    if not telling and not counted and not measured and not ended and not one_in_a_state:
        return None
    fits = [
        (r, t)
        for r, t in zip(records, texts, strict=True)
        if all(str(r.get(f)) == v for f, v in values.items())
    ]
    if one_in_a_state and _overdue_said(query, parameter, records):  # "past due and open"
        late = {id(r) for r in overdue_of(records, list_fields(parameter, records))}
        fits = [(r, t) for r, t in fits if id(r) in late]

    def score(text: Described) -> tuple[int, int]:
        held = sum(holds_word(w, text.words) for w in telling)
        held += sum(_holds_number(n, text.numbers) for n in counted)
        held += sum(_measures(a, said, text, rounded, near) for a in measured)
        held += sum(_ends(e, text.labels) for e in ended)
        return held, sum(w in text.label for w in words)

    scored = [(score(t), r, t) for r, t in fits]
    best = max((s for s, _, _ in scored), default=(0, 0))
    if not scored or (best[0] == 0 and not one_in_a_state):
        return None
    chosen = [r for s, r, _ in scored if s == best]
    held = {w for s, _, t in scored if s == best for w in words if holds_word(w, t.words | t.label)}
    held |= {  # "42 ppm co": the words of what it measures
        w
        for s, _, t in scored
        if s == best
        for m in t.measures
        if m.value in measured
        for w in said & m.words
    }
    numbered = any(
        any(_holds_number(n, t.numbers) for n in counted)
        or any(_measures(a, said, t, rounded, near) for a in measured)
        or any(_ends(e, t.labels) for e in ended)
        for s, _, t in scored
        if s == best
    )
    if len(chosen) > MAX_OPTIONS:
        return None
    found = [FoundRecord(id=r["id"], label=record_label(r, parameter)) for r in chosen]
    search = RecordSearch(
        outcome="one" if len(found) == 1 else "several",
        records=found,
        phrase=" ".join(w for w in query.split() if fold(w).strip("?,.!") not in OPEN_WORDS),
        words=best[0] + best[1],
    )
    return Fitted(
        search=search,
        held=best[0] + len(values),
        # "who isn't on any taem": the words that say a field is missing explain it too
        explained=frozenset(held | missing_words_said(query, catalog, name)),
        named=best[1] > 0,
        numbered=numbered,
    )


async def described_by_fields(
    query: str, strangers: set[str], catalog: Catalog, token: str, lookup: RecordLookup
) -> bool:
    """Whether the request is about records it describes by what their fields hold and
    nothing else: of a kind it says a word for ("the german vendor", "our finance person"),
    a person when it asks who, or records it also names ("the health & safety tom"); every
    word the catalog does not know is one the records hold ("the sweedish camera maker")."""
    words = set(tokens(query))
    for name, parameter in catalog.parameters.items():
        if not parameter.described_by:
            continue
        kind = bool(words & folded(parameter.words))
        who = bool(words & WHO_WORDS) and bool(parameter.own_screens)
        if not (kind or who or bare_name(query)):  # no list read for "book me a flight"
            continue
        fitted = await records_by_fields(name, query, catalog, token, lookup)
        if fitted is None or not (kind or who or fitted.named):
            continue
        if not strangers - fitted.explained:
            return True
    return False
