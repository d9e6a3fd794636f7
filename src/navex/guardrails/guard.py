"""`check_input`: the verdict on one user message before anything else reads it
(`check_input_embedded`: and its vector, for the router)."""

import time

import structlog
from pydantic import BaseModel, Field

from navex.config import NavexSettings, get_settings
from navex.embeddings.base import Vectors
from navex.guardrails.injection import InjectionScorer, default_scorer, match_patterns
from navex.guardrails.pii import PiiFinding, find_pii, redact
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
    return check_input_embedded(text, settings, scorer)[0]


def check_input_embedded(
    text: str,
    settings: NavexSettings | None = None,
    scorer: InjectionScorer | None = None,
    *,
    embed: bool = False,
) -> tuple[InputVerdict, Vectors | None]:
    """`check_input`, and with `embed` the vector of the text the rest of the request
    sees (`redacted_text`), made by the scorer's encoder in the same call as its own
    (None when the semantic check did not run: a pattern matched, or it is off)."""
    started = time.perf_counter()
    settings = settings or get_settings()
    findings: list[Finding] = []

    patterns = match_patterns(text)
    findings.extend(
        Finding(reason="prompt_injection", action="block", detail=f"pattern:{name}")
        for name in patterns
    )
    hidden, pii_findings = _pii(text, settings)
    redacted_text = redact(text, hidden)
    score: float | None = None
    vector: Vectors | None = None
    if not patterns and settings.guardrails_injection_semantic:
        scorer = scorer or default_scorer(settings)
        score, vectors = scorer.score_and_embed(text, [redacted_text] if embed else [])
        vector = vectors[0] if embed else None
        if score >= settings.guardrails_injection_threshold:
            findings.append(
                Finding(
                    reason="prompt_injection",
                    action="block",
                    detail="semantic",
                    score=round(score, 4),
                )
            )
    findings.extend(pii_findings)

    verdict = InputVerdict(
        allowed=not any(f.action == "block" for f in findings),
        reasons=findings,
        redacted_text=redacted_text,
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
    return verdict, vector


def _pii(text: str, settings: NavexSettings) -> tuple[list[PiiFinding], list[Finding]]:
    """The PII in `text` that its kind's policy hides (blocks or redacts), and the
    findings that say so."""
    policy = input_policy(settings)
    hidden = []
    findings = []
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
    return hidden, findings
