"""Guardrails: input checks (prompt injection, PII, client roles) and output redaction.

- `check_input(text, settings)` -> `InputVerdict`: blocked on prompt injection
  (multilingual patterns on normalized text, then similarity to injection exemplars) or
  on PII whose policy is `block`; PII whose policy is `redact` is replaced in
  `redacted_text`; `check_input_embedded` also gives that text's vector (one encoder
  call for the guard and the router).
- `check_messages(messages)`: only `user` messages from a client (`ForbiddenRoleError`).
- `find_pii(text)` / `redact(text, findings)`: cards (Luhn), national ids, secrets,
  emails, phone numbers.
- `OutputRedactor` / `StreamRedactor`: PII out of what is stored and what is streamed.
"""

from navex.guardrails.evaluate import (
    GuardrailsReport,
    InjectionReport,
    InjectionRow,
    PiiReport,
    PiiRow,
    evaluate_injection,
    evaluate_pii,
    fit_on,
    fit_threshold,
)
from navex.guardrails.guard import Finding, InputVerdict, check_input, check_input_embedded
from navex.guardrails.injection import InjectionScorer, default_scorer, match_patterns
from navex.guardrails.messages import ClientMessage, ForbiddenRoleError, check_messages
from navex.guardrails.normalize import normalize
from navex.guardrails.output import OutputRedactor, StreamRedactor
from navex.guardrails.pii import PII_KINDS, PiiFinding, PiiKind, find_pii, luhn_valid, redact
from navex.guardrails.policy import PiiAction, input_policy, output_kinds

__all__ = [
    "PII_KINDS",
    "ClientMessage",
    "Finding",
    "ForbiddenRoleError",
    "GuardrailsReport",
    "InjectionReport",
    "InjectionRow",
    "InjectionScorer",
    "InputVerdict",
    "OutputRedactor",
    "PiiAction",
    "PiiFinding",
    "PiiKind",
    "PiiReport",
    "PiiRow",
    "StreamRedactor",
    "check_input",
    "check_input_embedded",
    "check_messages",
    "default_scorer",
    "evaluate_injection",
    "evaluate_pii",
    "find_pii",
    "fit_on",
    "fit_threshold",
    "input_policy",
    "luhn_valid",
    "match_patterns",
    "normalize",
    "output_kinds",
    "redact",
]
