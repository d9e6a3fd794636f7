"""PII and secrets in free text: find them, and replace them with `[REDACTED:<kind>]`.

Kinds: `credit_card` (13-19 digits, Luhn-valid, a card network's leading digits),
`national_id` (US SSN without the never-issued ranges, French NIR with its key, UK
National Insurance number, German Steuer-ID with its check digit when named as such),
`api_key` (provider key formats, bearer tokens and JWTs, private-key blocks, and long
high-entropy values after `api_key=`/`token:`/`secret=`...), `email`, and `phone` (E.164
and the usual US, UK, French and German national formats).

Checksums and structure come before breadth: a 16-digit order number that fails Luhn, a
serial such as GS-1020, a date, an IP address or a version string is not PII, and a
false positive here would block or mangle an ordinary request.
"""

import math
import re
from collections import Counter
from collections.abc import Iterable, Iterator
from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict

PiiKind = Literal["credit_card", "national_id", "api_key", "email", "phone"]
PII_KINDS: tuple[PiiKind, ...] = get_args(PiiKind)


class PiiFinding(BaseModel):
    """One piece of PII: its kind, where it is in the text ([start, end)), and which
    detector found it (`visa`, `us_ssn`, `fr_nir`, `github_token`, `e164`...)."""

    model_config = ConfigDict(frozen=True)

    kind: PiiKind
    start: int
    end: int
    detail: str = ""


# Overlapping findings: the more specific kind wins.
_PRIORITY: dict[str, int] = {
    "api_key": 0,
    "national_id": 1,
    "credit_card": 2,
    "email": 3,
    "phone": 4,
}

# A number starts and ends at a word edge that is not part of a longer identifier
# ("GS-1020", "ORD-2024-0017", "10.0.0.12", "v1.2.3" stay whole).
_B = r"(?<![\w+/.-])"
_E = r"(?![\w/-]|[.,]\d)"

# ---------------------------------------------------------------- credit cards

_CARD = re.compile(
    _B + r"(?:\d{4}([ -])\d{4}\1\d{4}\1\d{1,4}(?:\1\d{1,3})?"  # 4-4-4-1..4(-1..3)
    r"|\d{4}([ -])\d{6}\2\d{4,5}"  # Amex 4-6-5, Diners 4-6-4
    r"|\d{13,19})" + _E
)


def luhn_valid(digits: str) -> bool:
    """The Luhn (mod 10) check that every payment card number passes."""
    if not digits.isdigit():
        return False
    total = 0
    for i, char in enumerate(reversed(digits)):
        d = int(char)
        if i % 2 == 1:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def _card_network(digits: str) -> str | None:
    """The network a number's leading digits belong to; None for no card network."""
    n = len(digits)
    if digits[0] == "4" and n in (13, 16, 19):
        return "visa"
    if (51 <= int(digits[:2]) <= 55 or 2221 <= int(digits[:4]) <= 2720) and n == 16:
        return "mastercard"
    if digits[:2] in ("34", "37") and n == 15:
        return "amex"
    if (digits.startswith(("6011", "65")) or 644 <= int(digits[:3]) <= 649) and n in (16, 19):
        return "discover"
    if digits[:2] in ("36", "38", "39") or 300 <= int(digits[:3]) <= 305:
        return "diners" if 14 <= n <= 19 else None
    if digits[:2] == "35" and 16 <= n <= 19:
        return "jcb"
    if digits[:2] == "62" and 16 <= n <= 19:
        return "unionpay"
    if digits[0] in "56" and 12 <= n <= 19:
        return "maestro"
    return None


def _cards(text: str) -> Iterator[PiiFinding]:
    for match in _CARD.finditer(text):
        digits = re.sub(r"\D", "", match.group(0))
        if len(set(digits)) == 1 or not luhn_valid(digits):
            continue
        network = _card_network(digits)
        if network:
            yield PiiFinding(
                kind="credit_card", start=match.start(), end=match.end(), detail=network
            )


# ---------------------------------------------------------------- national ids

_SSN = re.compile(
    _B
    + r"(?!000|666|9\d\d)\d{3}([- ])(?!00)\d{2}\1(?!0000)\d{4}"
    + _E
    + r"|(?i:\b(?:ssn|social security(?: number| no\.?)?)\W{1,3})"
    r"((?!000|666|9\d\d)\d{3}(?!00)\d{2}(?!0000)\d{4})\b"
)
_SSN_NEVER_ISSUED = {"078051120", "219099999", "457555462"}  # advertising and test numbers

_NIR = re.compile(
    r"(?<![\w.-])([12])\s?(\d{2})\s?(0[1-9]|1[0-2]|[2-9]\d)\s?(\d{2}|2[AaBb])\s?(\d{3})\s?"
    r"(\d{3})\s?(\d{2})" + _E
)

_NINO = re.compile(
    r"(?<![\w-])(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]"
    r"(?:\d{6}|( ?)\d{2}\1\d{2}\1\d{2}\1?)[A-D]\b",
    re.IGNORECASE,
)

_STEUER_ID = re.compile(
    r"(?i:\b(?:steuer-?id(?:entifikationsnummer)?|steuerliche identifikationsnummer"
    r"|identifikationsnummer|idnr|tax id(?:entification number)?|tin)\b\W{0,12}(?:\w+\W+){0,2}?)"
    r"([1-9]\d\s?\d{3}\s?\d{3}\s?\d{3})" + _E
)


def _nir_valid(match: re.Match[str]) -> bool:
    """INSEE key: 97 - (the first 13 digits mod 97); Corsica's 2A/2B count as 19/18."""
    sex, year, month, dept, commune, order, key = match.groups()
    dept_value = {"2a": "19", "2b": "18"}.get(dept.lower(), dept)
    number = int(sex + year + month + dept_value + commune + order)
    return 97 - number % 97 == int(key)


def steuer_id_valid(digits: str) -> bool:
    """Steuer-ID: 11 digits; in the first ten exactly one digit appears twice or three
    times; the last is the ISO 7064 MOD 11,10 check digit."""
    if len(digits) != 11 or not digits.isdigit() or digits[0] == "0":
        return False
    counts = Counter(digits[:10]).values()
    repeated = [c for c in counts if c > 1]
    if len(repeated) != 1 or repeated[0] > 3:
        return False
    product = 10
    for char in digits[:10]:
        total = (int(char) + product) % 10 or 10
        product = (total * 2) % 11
    return (11 - product) % 10 == int(digits[10])


def _national_ids(text: str) -> Iterator[PiiFinding]:
    for match in _SSN.finditer(text):
        group = 2 if match.group(2) else 0
        if re.sub(r"\D", "", match.group(group)) not in _SSN_NEVER_ISSUED:
            yield PiiFinding(
                kind="national_id",
                start=match.start(group),
                end=match.end(group),
                detail="us_ssn",
            )
    for match in _NIR.finditer(text):
        if _nir_valid(match):
            yield PiiFinding(
                kind="national_id", start=match.start(), end=match.end(), detail="fr_nir"
            )
    for match in _NINO.finditer(text):
        yield PiiFinding(kind="national_id", start=match.start(), end=match.end(), detail="uk_nino")
    for match in _STEUER_ID.finditer(text):
        if steuer_id_valid(re.sub(r"\D", "", match.group(1))):
            yield PiiFinding(
                kind="national_id",
                start=match.start(1),
                end=match.end(1),
                detail="de_steuer_id",
            )


# ---------------------------------------------------------------- secrets

_KEY_FORMATS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (name, re.compile(pattern))
    for name, pattern in (
        (
            "private_key",
            r"-----BEGIN (?:[A-Z]+ )*PRIVATE KEY-----"
            r"(?:[\s\S]*?-----END (?:[A-Z]+ )*PRIVATE KEY-----|[\s\S]*)",
        ),
        # sk-..., sk-proj-..., sk-ant-api03-...: with a digit, unlike "sk-some-long-name"
        ("openai_key", r"\bsk-(?=[A-Za-z0-9_-]{20,})(?=[A-Za-z_-]*\d)[A-Za-z0-9_-]{20,}"),
        ("stripe_key", r"\b[rs]k_(?:live|test)_[A-Za-z0-9]{16,}"),
        ("aws_access_key", r"\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|AIPA)[0-9A-Z]{16}\b"),
        ("github_token", r"\bgh[pousr]_[A-Za-z0-9]{30,}|\bgithub_pat_[A-Za-z0-9_]{22,}"),
        ("slack_token", r"\bxox[abposre]-[A-Za-z0-9-]{10,}"),
        ("google_api_key", r"\bAIza[0-9A-Za-z_-]{35}"),
        ("jwt", r"\beyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}"),
        ("bearer_token", r"(?i:\bbearer)\s+([A-Za-z0-9._~+/-]{20,}=*)"),
    )
)

_ASSIGNED_SECRET = re.compile(
    r"(?i:\b(?:[a-z0-9]+[_-])*(?:api[_-]?key|apikey|secret|secret[_-]?key|token|access[_-]?key"
    r"|password|passwd|pwd|credentials?|private[_-]?key|client[_-]?secret)\b)"
    r"[\"']?\s*(?:[:=]|=>|\bis\b)\s*[\"']?([^\s\"'`,;]{16,})"
)


def shannon_entropy(value: str) -> float:
    """Bits per character of `value`'s own character distribution."""
    counts = Counter(value)
    return -sum(c / len(value) * math.log2(c / len(value)) for c in counts.values())


def _secrets(text: str) -> Iterator[PiiFinding]:
    for name, pattern in _KEY_FORMATS:
        for match in pattern.finditer(text):
            group = 1 if pattern.groups else 0
            yield PiiFinding(
                kind="api_key", start=match.start(group), end=match.end(group), detail=name
            )
    for match in _ASSIGNED_SECRET.finditer(text):
        value = match.group(1).rstrip(".)]}>")
        has_letter = any(c.isalpha() for c in value)
        has_other = any(c.isdigit() or not c.isalnum() for c in value) or (
            value != value.lower() and value != value.upper()
        )
        if has_letter and has_other and shannon_entropy(value) >= 3.3:
            start = match.start(1)
            yield PiiFinding(
                kind="api_key", start=start, end=start + len(value), detail="assigned_secret"
            )


# ---------------------------------------------------------------- email

_EMAIL = re.compile(
    r"(?<![\w.%+-])[A-Za-z0-9][A-Za-z0-9._%+-]*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+"
    r"[A-Za-z]{2,24}\b"
)


def _emails(text: str) -> Iterator[PiiFinding]:
    for match in _EMAIL.finditer(text):
        yield PiiFinding(kind="email", start=match.start(), end=match.end(), detail="email")


# ---------------------------------------------------------------- phone

_PHONE_FORMATS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (name, re.compile(_B + pattern + _E))
    for name, pattern in (
        # +33 6 12 34 56 78, +1 (415) 555-0132, +44 20 7946 0958, 0049 30 1234567
        ("e164", r"(?:\+|\b00)[1-9]\d{0,2}(?:[ .-]?\(?\d{1,5}\)?){1,6}"),
        # (415) 555-0132, 415-555-0132, 415.555.0132
        ("us", r"(?:\([2-9]\d{2}\) ?|\b[2-9]\d{2}([-. ]))[2-9]\d{2}(?(1)\1|[-. ])\d{4}"),
        # 06 12 34 56 78, 06.12.34.56.78, 0612345678
        ("fr", r"\b0[1-9](?:([ .-]?)\d{2})(?:\1\d{2}){3}"),
        # 020 7946 0958, 0161 496 0000, 07700 900123
        ("uk", r"\b0(?:\d{2} \d{4} \d{4}|\d{3} \d{3} \d{4}|\d{4} \d{6}|\d{4} \d{3} \d{3})"),
        # 030 12345678, 0170 1234567, 089/1234567, 030-1234 5678
        ("de", r"\b0[1-9]\d{1,3}[ /-]\d{3,4} ?\d{3,5}"),
    )
)
_PHONE_LABELLED = re.compile(
    r"(?i:\b(?:phone|tel|telephone|mobile|cell|call|fax|whatsapp|telefon|handy|mobil|portable"
    r"|telefono|tlf|celular|cellulare)\b\.?(?:\s*(?:no\.?|number|nr\.?|num\.?|numero))?\s*[:#]?\s*)"
    r"(\+?\(?\d[\d ().-]{5,18}\d)" + _E
)


def _phones(text: str) -> Iterator[PiiFinding]:
    for name, pattern in _PHONE_FORMATS:
        for match in pattern.finditer(text):
            digits = re.sub(r"\D", "", match.group(0))
            if digits.startswith("00") and name == "e164":
                digits = digits[2:]  # 00 is the international prefix, as "+"
            if 8 <= len(digits) <= 15:
                yield PiiFinding(kind="phone", start=match.start(), end=match.end(), detail=name)
    for match in _PHONE_LABELLED.finditer(text):
        digits = re.sub(r"\D", "", match.group(1))
        if 7 <= len(digits) <= 15 and not _looks_like_date(match.group(1)):
            yield PiiFinding(
                kind="phone", start=match.start(1), end=match.end(1), detail="labelled"
            )


def _looks_like_date(value: str) -> bool:
    return bool(re.fullmatch(r"\d{1,4}[./-]\d{1,2}[./-]\d{1,4}", value.strip()))


# ---------------------------------------------------------------- API

_DETECTORS = (_secrets, _national_ids, _cards, _emails, _phones)


def find_pii(text: str, kinds: Iterable[PiiKind] | None = None) -> list[PiiFinding]:
    """Every PII finding in `text`, in order, without overlaps (the more specific kind
    wins: a key, then a national id, a card, an email, a phone)."""
    wanted = set(kinds) if kinds is not None else set(PII_KINDS)
    candidates = [
        finding
        for detector in _DETECTORS
        for finding in detector(text)
        if finding.kind in wanted and finding.end > finding.start
    ]
    candidates.sort(key=lambda f: (_PRIORITY[f.kind], -(f.end - f.start), f.start))
    kept: list[PiiFinding] = []
    for finding in candidates:
        if all(finding.end <= k.start or finding.start >= k.end for k in kept):
            kept.append(finding)
    return sorted(kept, key=lambda f: f.start)


def redact(text: str, findings: Iterable[PiiFinding]) -> str:
    """`text` with each finding replaced by `[REDACTED:<kind>]` (overlaps merged)."""
    out: list[str] = []
    position = 0
    for finding in sorted(findings, key=lambda f: (f.start, -f.end)):
        if finding.end <= position:
            continue
        start = max(finding.start, position)
        out.append(text[position:start])
        if start == finding.start:
            out.append(f"[REDACTED:{finding.kind}]")
        position = finding.end
    out.append(text[position:])
    return "".join(out)
