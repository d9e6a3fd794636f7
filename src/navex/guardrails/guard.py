"""`check_input`: the verdict on one user message before anything else reads it."""

import time

import structlog
from pydantic import BaseModel, Field

from navex.config import NavexSettings, get_settings
from navex.guardrails.injection import InjectionScorer, default_scorer, match_patterns
from navex.guardrails.pii import find_pii, redact
from navex.guardrails.policy import PiiAction, input_policy

logger = structlog.get_logger(__name__)


class Finding(BaseModel):
    """Why a message was blocked or changed.

    `reason` is `prompt_injection` or `pii:<kind>`; `detail` names the pattern
    (`pattern:override_instructions`), `semantic`, or the PII detector (`visa`,
    `us_ssn`...); `score` is the semantic margin; `start`/`end` locate PII in the text.
    """

    reason: str
    action: PiiAction
    detail: str = ""
    score: float | None = None
    start: int | None = None
    end: int | None = None


class InputVerdict(BaseModel):
    allowed: bool
    reasons: list[Finding] = Field(default_factory=list)
    redacted_text: str = Field(
        description="The text with blocked and redacted PII replaced: what the model may "
        "see when allowed, and what may be logged either way."
    )
    injection_score: float | None = None
    ms: float = 0.0

    @property
    def blocked_by(self) -> list[str]:
        return [f.reason for f in self.reasons if f.action == "block"]


def check_input(
    text: str,
    settings: NavexSettings | None = None,
    scorer: InjectionScorer | None = None,
) -> InputVerdict:
    """Prompt injection (patterns, then similarity) and PII (per `guardrails_pii_policy`).

    Blocked when an injection is found or a PII kind's policy is `block`. The semantic
    check runs only when no pattern matched and `guardrails_injection_semantic` is on.
    """
    started = time.perf_counter()
    settings = settings or get_settings()
    findings: list[Finding] = []

    patterns = match_patterns(text)
    findings.extend(
        Finding(reason="prompt_injection", action="block", detail=f"pattern:{name}")
        for name in patterns
    )
    score: float | None = None
    if not patterns and settings.guardrails_injection_semantic:
        score = (scorer or default_scorer(settings)).score(text)
        if score >= settings.guardrails_injection_threshold:
            findings.append(
                Finding(
                    reason="prompt_injection",
                    action="block",
                    detail="semantic",
                    score=round(score, 4),
                )
            )

    policy = input_policy(settings)
    hidden = []
    for pii in find_pii(text):
        action = policy[pii.kind]
        if action == "allow":
            continue
        hidden.append(pii)
        findings.append(
            Finding(
                reason=f"pii:{pii.kind}",
                action=action,
                detail=pii.detail,
                start=pii.start,
                end=pii.end,
            )
        )

    verdict = InputVerdict(
        allowed=not any(f.action == "block" for f in findings),
        reasons=findings,
        redacted_text=redact(text, hidden),
        injection_score=None if score is None else round(score, 4),
        ms=round((time.perf_counter() - started) * 1000, 2),
    )
    if findings:
        logger.info(
            "guardrails_input",
            allowed=verdict.allowed,
            reasons=sorted({f.reason for f in findings}),
            details=[f.detail for f in findings],
            ms=verdict.ms,
        )
    return verdict
