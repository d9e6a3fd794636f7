"""The words of dates and numbers in people's texts, for provenance (`navex.policy.provenance`).

`named_dates` finds every day a text names: ISO ("2026-12-15"), numeric ("15/12/2026", both
day-first and month-first when both are valid), month names in English, French, German and
Spanish ("15 December 2026", "Dec 15th", "15 déc.", "15. Dezember", "15 de diciembre"), and
days relative to today ("tomorrow", "in 3 days", "next week", "next friday", "end of the
month"). `spelled_numbers` reads "thirty", "a hundred", "twenty-five". `normalize` is the text
folding both sides of a comparison go through.
"""

import calendar
import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from datetime import date, timedelta

_PUNCTUATION = re.compile(r"[\W_]+")
_PUNCTUATION_IN_LINES = re.compile(r"[^\w\n]+|_+")


def fold(text: str) -> str:
    """Casefolded, without accents (NFKD): "Déc." -> "dec."."""
    if text.isascii():
        return text.casefold()
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def normalize(text: str) -> str:
    """`fold`, then punctuation, quotes and underscores to spaces, whitespace collapsed."""
    return " ".join(_PUNCTUATION.sub(" ", fold(text)).split())


def normalize_lines(text: str) -> list[str]:
    """`normalize` of each line of `text` (one pass for many items)."""
    spaced = _PUNCTUATION_IN_LINES.sub(" ", fold(text))
    return [" ".join(line.split()) for line in spaced.split("\n")]


# --- numbers said in words ---------------------------------------------------------------

_UNITS = {
    word: value
    for value, word in enumerate((
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen",
    ))
}  # fmt: skip
_TENS = {
    word: 10 * value
    for value, word in enumerate(
        ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"), start=2
    )
}
_SCALES = {"hundred": 100, "thousand": 1_000, "million": 1_000_000}


_NUMBER_WORD = "|".join([*_UNITS, *_TENS, *_SCALES])
_SPELLED_RUN = re.compile(rf"\b(?:an? )?(?:{_NUMBER_WORD})(?: (?:and |an? )?(?:{_NUMBER_WORD}))*\b")


def _spelled_run(words: list[str]) -> Iterator[int]:
    total, current, active = 0, 0, False
    for position, word in enumerate(words):
        upcoming = words[position + 1] if position + 1 < len(words) else ""
        small = _UNITS.get(word, _TENS.get(word))
        if (
            small is not None
            and active
            and current % 100
            and not (current % 10 == 0 and current % 100 >= 20 and small < 10)
        ):
            yield total + current  # "one two": two numbers, not three
            total, current = 0, 0
        if small is not None:
            current, active = current + small, True
        elif word == "hundred":
            current, active = max(current, 1) * 100, True
        elif word in _SCALES:
            total, current, active = total + max(current, 1) * _SCALES[word], 0, True
        elif word in ("a", "an") and upcoming in _SCALES:
            current, active = 1, True
    if active:
        yield total + current


def spelled_numbers(normalized: str) -> Iterator[int]:
    """The numbers a normalized text spells out: "thirty" 30, "a hundred" 100,
    "twenty five" 25, "two hundred and five" 205, "three thousand" 3000."""
    for run in _SPELLED_RUN.finditer(normalized):
        yield from _spelled_run(run[0].split())


_NUMBER = re.compile(r"(?<![\w.,])(-(?=\d))?(\d+(?:[.,\u00a0\u202f ]\d+)*)(%?)")
_NUMBER_VALUE = re.compile(  # one number: "30", "-2.5", "2,5", "1,000.5", "1 000", "30 %"
    r"([-+]?)(\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d+)?|\d{1,3}(?:[.,]\d{3})+(?:[.,]\d+)?"
    r"|\d+(?:[.,]\d+)?)\s*%?"
)
_SPACES = re.compile(r"[ \u00a0\u202f]")


def _token_values(token: str) -> set[float]:
    """A number token's values under every plausible reading: "1,000" is 1000 (thousands)
    and 1.0 (decimal comma); "2,5" is 2.5; "1.2.3" is 1, 2 and 3."""
    if token.isdigit():
        return {float(token)}
    values: set[float] = set()
    if re.fullmatch(r"\d{1,3}(,\d{3})+(\.\d+)?", token):
        values.add(float(token.replace(",", "")))
    if re.fullmatch(r"\d{1,3}(\.\d{3})+(,\d+)?", token):
        values.add(float(token.replace(".", "").replace(",", ".")))
    if re.fullmatch(r"\d+[.,]\d+", token):
        values.add(float(token.replace(",", ".")))
    return values or {float(part) for part in re.findall(r"\d+", token)}


def _number_values(body: str, negative: bool = False, percent: bool = False) -> set[float]:
    """The values of a run of digits: "1 000" is 1000 and also 1 and 0 (two numbers)."""
    first, *rest = _SPACES.split(body)
    values = _token_values(first)
    if rest and re.fullmatch(r"\d{1,3}(?: \d{3})+(?:[.,]\d+)?", " ".join([first, *rest])):
        values |= _token_values(first + "".join(rest))  # "1 000", "1 000,5"
    if negative:
        values = {-value for value in values}
    values |= {value for token in rest for value in _token_values(token)}
    if percent:
        values |= {value / 100 for value in values}
    return values


def written_numbers(text: str) -> Iterator[float]:
    """The numbers a text writes in digits, under every reading ("1,000", "2,5", "-3",
    "30%" also as 0.3; "100ppm" and "30s" count: a unit may follow)."""
    for sign, body, percent in _NUMBER.findall(text):
        if body.isdigit() and not sign and not percent:
            yield float(body)  # most numbers: no reading to weigh
        else:
            yield from _number_values(body, bool(sign), bool(percent))


def number_value(text: str) -> set[float] | None:
    """The readings of a value that is a number written as a string ("30", "1,000",
    "-2.5", "30%"), else None."""
    match = _NUMBER_VALUE.fullmatch(text.strip())
    if match is None:
        return None
    values = _token_values(_SPACES.sub("", match[2]))
    return {-value for value in values} if match[1] == "-" else values


def count_value(words: str) -> int | None:
    """A count written in digits or words ("3", "three", "a"), else None."""
    if words.isdigit():
        return int(words)
    if words in ("a", "an"):
        return 1
    return next(spelled_numbers(words), None)


# --- calendar words ----------------------------------------------------------------------

_MONTH_WORDS = {  # folded; English, French, German, Spanish, and their abbreviations
    1: "january jan janvier janv januar janner enero ene",
    2: "february feb fevrier fevr fev februar febrero",
    3: "march mar mars marz maerz marzo",
    4: "april apr avril avr abril abr",
    5: "may mai mayo",
    6: "june jun juin juni junio",
    7: "july jul juillet juil juli julio",
    8: "august aug aout agosto",
    9: "september sep sept septembre septiembre setiembre",
    10: "october oct octobre oktober okt octubre",
    11: "november nov novembre noviembre",
    12: "december dec decembre dezember dez diciembre dic",
}
MONTHS = {word: month for month, words in _MONTH_WORDS.items() for word in words.split()}
_WEEKDAY_WORDS = {  # full names only: "sun", "wed", "sat" are words of their own
    0: "monday lundi montag lunes",
    1: "tuesday mardi dienstag martes",
    2: "wednesday mercredi mittwoch miercoles",
    3: "thursday jeudi donnerstag jueves",
    4: "friday vendredi freitag viernes",
    5: "saturday samedi samstag sabado",
    6: "sunday dimanche sonntag domingo",
}
WEEKDAYS = {word: day for day, words in _WEEKDAY_WORDS.items() for word in words.split()}


def _month_end(day: date, months_ahead: int = 0) -> date:
    year, month = divmod(day.month - 1 + months_ahead, 12)
    year, month = day.year + year, month + 1
    return date(year, month, calendar.monthrange(year, month)[1])


def _coming(today: date, weekday: int) -> date:
    """The next such weekday strictly after today."""
    return today + timedelta(days=(weekday - today.weekday() - 1) % 7 + 1)


# Phrases (over normalized text, at word boundaries) naming days relative to today.
RELATIVE: dict[str, Callable[[date], list[date]]] = {
    "today": lambda t: [t],
    "tonight": lambda t: [t],
    "tomorrow": lambda t: [t + timedelta(days=1)],
    "day after tomorrow": lambda t: [t + timedelta(days=2)],
    "next week": lambda t: [t + timedelta(days=7)],
    "end of the week": lambda t: [_coming(t - timedelta(days=1), 4), _coming(t, 6)],
    "end of this week": lambda t: [_coming(t - timedelta(days=1), 4), _coming(t, 6)],
    "end of the month": lambda t: [_month_end(t)],
    "end of this month": lambda t: [_month_end(t)],
    "end of month": lambda t: [_month_end(t)],
    "end of next month": lambda t: [_month_end(t, 1)],
    "end of the year": lambda t: [date(t.year, 12, 31)],
    "end of year": lambda t: [date(t.year, 12, 31)],
    "aujourd hui": lambda t: [t],
    "demain": lambda t: [t + timedelta(days=1)],
    "heute": lambda t: [t],
    "morgen": lambda t: [t + timedelta(days=1)],
    "hoy": lambda t: [t],
    "manana": lambda t: [t + timedelta(days=1)],
}
_UNIT_DAYS = {"day": 1, "days": 1, "week": 7, "weeks": 7}
_COUNT = r"(\d+|an?|[a-z]+(?: [a-z]+)?)"
_IN_COUNT = re.compile(rf"\bin {_COUNT} (days?|weeks?)\b")
_COUNT_FROM_NOW = re.compile(rf"\b{_COUNT} (days?|weeks?) from (?:now|today)\b")
_WEEKDAY = re.compile(rf"\b(?:(next|this|coming) )?({'|'.join(WEEKDAYS)})\b")

_MONTH = "|".join(sorted(MONTHS, key=len, reverse=True))
_DAY = r"(\d{1,2})(?:st|nd|rd|th|er|e|eme)?"
_DAY_MONTH = re.compile(rf"\b{_DAY} (?:of |de )?({_MONTH})\b(?: (?:de )?(\d{{4}})\b)?")
_MONTH_DAY = re.compile(rf"\b({_MONTH}) (?:the )?{_DAY}\b(?: (\d{{4}})\b)?")
_ISO = re.compile(r"(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)")
_NUMERIC = re.compile(r"(?<!\d)(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})(?!\d)")
_ISO_VALUE = re.compile(r"(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?")


def _day(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def iso_day(value: str) -> date | None:
    """The day of an ISO date or date-time ("2026-12-15", "2026-12-15T10:00:00Z")."""
    match = _ISO_VALUE.fullmatch(value.strip())
    return _day(*(int(part) for part in match.groups())) if match else None


def _absolute(folded: str, words: str, today: date) -> Iterator[date | None]:
    for year, month, day in _ISO.findall(folded):
        yield _day(int(year), int(month), int(day))
    for first, _, second, year in _NUMERIC.findall(folded):
        full_year = int(year) + (2000 if len(year) == 2 else 0)
        yield _day(full_year, int(second), int(first))  # day first
        yield _day(full_year, int(first), int(second))  # month first
    named = [(d, m, y) for d, m, y in _DAY_MONTH.findall(words)]
    named += [(d, m, y) for m, d, y in _MONTH_DAY.findall(words)]
    for day, month, year in named:
        found = _day(int(year or today.year), MONTHS[month], int(day))
        yield found
        if not year and found and found < today:  # "March 3" said in December: next year's
            yield _day(today.year + 1, MONTHS[month], int(day))


def _relative(words: str, today: date) -> Iterator[date]:
    padded = f" {words} ".replace("\n", " \n ")
    for phrase, days in RELATIVE.items():
        if f" {phrase} " in padded:
            yield from days(today)
    for pattern in (_IN_COUNT, _COUNT_FROM_NOW):
        for count, unit in pattern.findall(words):
            number = count_value(count)
            if number is not None:
                yield today + timedelta(days=number * _UNIT_DAYS[unit])
    for which, name in _WEEKDAY.findall(words):
        coming = _coming(today, WEEKDAYS[name])
        yield coming
        if which == "next":  # "next friday" is also read as the one of next week
            yield coming + timedelta(days=7)
        if coming - today == timedelta(days=7):
            yield today  # "friday", said on a friday


def named_dates(texts: Iterable[str], today: date) -> set[date]:
    """Every day the texts name, absolutely or relative to `today`."""
    folded = "\n".join(fold(text) for text in texts)
    words = "\n".join(normalize_lines(folded))
    found = {day for day in _absolute(folded, words, today) if day is not None}
    return found | set(_relative(words, today))
