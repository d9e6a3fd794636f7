"""What each kind of PII triggers, on input and on output, from the settings."""

from typing import Literal

from navex.config import NavexSettings, get_settings
from navex.guardrails.pii import PII_KINDS, PiiKind

PiiAction = Literal["block", "redact", "allow"]

# Input: identifiers and secrets never reach the model; emails and phone numbers are
# what users type to invite a colleague or update a profile.
DEFAULT_INPUT_POLICY: dict[PiiKind, PiiAction] = {
    "credit_card": "block",
    "national_id": "block",
    "api_key": "block",
    "email": "allow",
    "phone": "allow",
}
# Output: these are redacted whatever the settings say.
ALWAYS_REDACTED_ON_OUTPUT: frozenset[PiiKind] = frozenset({"credit_card", "national_id", "api_key"})
DEFAULT_OUTPUT_POLICY: dict[Literal["email", "phone"], Literal["redact", "allow"]] = {
    "email": "allow",
    "phone": "redact",
}


def input_policy(settings: NavexSettings | None = None) -> dict[PiiKind, PiiAction]:
    """The defaults, overridden kind by kind by `guardrails_pii_policy`."""
    configured = (settings or get_settings()).guardrails_pii_policy
    return {kind: configured.get(kind, DEFAULT_INPUT_POLICY[kind]) for kind in PII_KINDS}


def output_kinds(settings: NavexSettings | None = None) -> frozenset[PiiKind]:
    """The kinds redacted from output: cards, national ids and secrets, plus emails and
    phone numbers where `guardrails_output_pii_policy` says redact."""
    configured = (settings or get_settings()).guardrails_output_pii_policy
    optional = {
        kind
        for kind, default in DEFAULT_OUTPUT_POLICY.items()
        if configured.get(kind, default) == "redact"
    }
    return ALWAYS_REDACTED_ON_OUTPUT | optional
