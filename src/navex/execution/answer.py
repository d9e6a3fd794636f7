"""The final answer of an execution job, composed from the job's own record.

What happened is told from the record alone: each write call with its outcome (done, in the
tool's own words, with a link to the record; failed, with the product's reason; refused,
denied, blocked, not reached), the approval waited on, the question asked. The model's
words are kept only where they agree with the record: a sentence that claims an action,
names a tool, speaks of "the user", or states a value found neither in the user's messages
nor in a tool result never reaches the user or the history. This holds for any model.
When a record the job read held instructions, the sentences that repeat them are dropped
too, and the records read are quoted as data when nothing of the model's is left
(`injected`).
"""

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from navex.execution.injected import InjectedText
from navex.execution.models import RecordRef, StopReason, ToolCallReport
from navex.execution.screens import FIND_SCREEN
from navex.execution.state import PendingApproval, Question
from navex.navigation import Catalog, RequestContext
from navex.navigation.links import fill
from navex.policy import (
    Evidence,
    RolePolicy,
    ToolSpec,
    action_of,
    describe_call,
    describe_done,
    render,
    untraced_values,
)
from navex.policy.phrasing import lookup

WRITE_DONE = ("succeeded", "replayed")
_REASONS = {
    "forbidden": "not allowed for your role",
    "denied": "you denied it",
    "untraced_value": "it needed a value you had not given",
    "invalid_arguments": "its details were incomplete or not valid",
    "unknown_tool": "no such action",
    "approval_mismatch": "the approval was for something else",
    "blocked": "not asked for by you",
    "not_run": "the job stopped before it",
    "not_requested": "not asked for by you",
    "rejected": "not allowed",
    "cancelled": "you stopped the job before it",
}
CANCELLED = "cancelled: you stopped the job before this call"  # a not-run call's error
STOPPED_AFTER = "You stopped the job here: nothing after this was done."
STOPPED_BEFORE = "You stopped the job before it changed anything."
REPEATED = "the same call"  # how a blocked repetition's error begins (calls.py)
# a sentence that says something was done (checked on a lowercased, accent-free copy)
_CLAIM = re.compile(
    r"\b(has|have|had) been\b|\b(is|are|was|were) now\b|\bsuccessfully\b|\bi (have |ve )?"
    r"(created|registered|onboarded|added|updated|changed|renamed|moved|set|decommissioned|"
    r"retired|deactivated|removed|deleted|invited|acknowledged|opened|assigned|scheduled|"
    r"bypassed|disabled|enabled|reset|done|made|sent|closed|approved)\b|\b(created|registered|"
    r"onboarded|decommissioned|deactivated|deleted|removed|invited|acknowledged|bypassed|"
    r"disabled)\b|\bdone\b|\bcompleted?\b"
)
# words that belong to the assistant's machinery, not to a person's answer
_INTERNAL = re.compile(
    r"\bthe user\b|\btool\b|\bfunction\b|tool_result|\bsystem prompt\b|\binstructions?\b|"
    r"\bcall (it )?again\b|\bjson\b|\bargument|\bpolicy gateway\b|\bapproval_id\b"
)
_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_FACT = re.compile(
    r"[\w.+-]+@[\w-]+\.[\w.]+"  # e-mails
    r"|['\"“‘«][^'\"”’»]{2,80}['\"”’»]"  # quoted text
    r"|\b[\w-]*\d[\w./:-]*"  # anything with a digit: serials, numbers, dates
    r"|\b[A-Z][\w-]+(?:\s+[A-Z][\w-]+)*"  # capitalised names
)
_COMMON_CAPITALS = frozenset({"i", "i'm", "i've", "i'll", "ok", "okay", "yes", "no"})


def folded(text: str) -> str:
    """Lowercase, without accents or punctuation, single-spaced: for comparing facts."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).casefold()
    return " ".join(re.sub(r"[^\w@.+-]+", " ", text).split())


@dataclass
class JobRecord:
    """Everything the answer may speak of: what the job did and what it was told."""

    calls: list[ToolCallReport]
    evidence: Evidence
    stop: StopReason | None = None
    stop_detail: str | None = None
    pending: PendingApproval | None = None
    question: Question | None = None
    tainted: list[str] = field(default_factory=list)
    model_text: str = ""


@dataclass
class Answer:
    text: str
    records: list[RecordRef]
    question: str | None = None
    options: list[str] = field(default_factory=list)


class AnswerComposer:
    """Turns a job's record into the words and links the user gets."""

    def __init__(
        self,
        specs: Mapping[str, ToolSpec],
        policy: RolePolicy,
        catalog: Catalog | None,
        *,
        model_words: bool = True,
        raw_model_answers: bool = False,
    ) -> None:
        self.specs = specs
        self.policy = policy
        self.screens = {s.screen_name: s for s in catalog.screens} if catalog else {}
        self.model_words = model_words
        self.raw_model_answers = raw_model_answers  # evaluation only: the old, unsafe way

    # --- the answer ----------------------------------------------------------------------

    def compose(self, record: JobRecord, context: RequestContext) -> Answer:
        if self.raw_model_answers and record.model_text:
            return Answer(text=record.model_text, records=[])
        sentences: list[str] = []
        if record.pending is not None:  # what the user must do first, then what was done
            sentences.append(f"Waiting for your approval: {record.pending['summary']}")
        if self._stop_is_news(record):
            sentences.append(record.stop_detail or "")
        told = self._told_calls(record, context.role)
        found = [_found_screen(c) for c in record.calls]
        told += [f"It is on the screen {ref.label}." for ref in found if ref is not None]
        if record.pending is not None and told:
            told[0] = "Already done: " + told[0]
        sentences += told
        if record.stop == "cancelled":  # what was done (above), then that the rest was not
            sentences.append(STOPPED_AFTER if self._changed(record) else STOPPED_BEFORE)
        question = record.question
        kept = self.vetted(record.model_text, record)
        if record.tainted:
            kept = self._untainted(kept, record)
        if question is None and kept and kept[-1].endswith("?") and not self._changed(record):
            question = Question(question=kept[-1], options=[], tool=None, field=None)
            kept = kept[:-1]
        told_text = " ".join(sentences)
        sentences += [s for s in kept if s not in told_text]  # nothing said twice
        if question is not None:
            sentences.append(question["question"])
        if not self._changed(record) and record.pending is None:
            if not sentences:
                sentences.append("I did not change anything.")
            elif record.stop not in (None, "needs_input", "cancelled"):
                sentences.append("Nothing was changed.")
        if record.tainted:
            sentences.append(self._tainted_note(record))
        text = " ".join(s for s in sentences if s)
        return Answer(
            text=text,
            records=self.links(record.calls, context),
            question=question["question"] if question else None,
            options=list(question["options"]) if question else [],
        )

    def refusal(self, tool: str, role: str) -> str:
        """Why a user of `role` cannot have `tool` done, and who can."""
        spec = self.specs.get(tool)
        action = action_of(spec.phrasing if spec else None, tool)
        allowed = [r for r in self.policy.roles if self.policy.allows(r, tool)]
        who = (
            f"{_article(allowed[0])} {' or '.join(allowed)}"
            if allowed
            else "a role this product does not offer through the assistant"
        )
        return (
            f"You can't {action} with your role ({role}): that needs {who}. Nothing was "
            "changed; ask someone with that role."
        )

    def for_people(self, calls: Sequence[ToolCallReport]) -> list[ToolCallReport]:
        """The calls as the user sees them: each error in the product's words, never the
        hints meant for the model (the audit log keeps the full text)."""
        shown = []
        for call in calls:
            if call.error is not None:
                call = call.model_copy(update={"error": self.reason(call)})
            shown.append(call)
        return shown

    def reason(self, call: ToolCallReport) -> str:
        """Why a call did not do its work, in a few words a person can act on."""
        code = (call.error or "").partition(":")[0]
        if call.outcome == "failed":
            return product_reason(call.error or "", self.specs) or "the product refused it"
        return _REASONS.get(code) or _REASONS.get(call.outcome) or "not done"

    # --- what the record says ------------------------------------------------------------

    def _is_write(self, tool: str) -> bool:
        spec = self.specs.get(tool)
        return tool != FIND_SCREEN and (spec is None or not spec.read_only)

    def _stop_is_news(self, record: JobRecord) -> bool:
        """Whether why the job stopped is worth saying: not for a refusal or a question
        (told otherwise), nor for the repeat of a call that was done (it is done)."""
        if not record.stop_detail or record.stop in ("forbidden", "needs_input"):
            return False
        return not (record.stop == "repeated_call" and self._changed(record))

    def _changed(self, record: JobRecord) -> bool:
        return any(c.outcome in WRITE_DONE and self._is_write(c.tool) for c in record.calls)

    def _told_calls(self, record: JobRecord, role: str) -> list[str]:
        told: list[str] = []
        calls = record.calls
        for index, call in enumerate(calls):
            later_done = any(
                c.tool == call.tool and c.outcome in WRITE_DONE for c in calls[index + 1 :]
            )
            sentence = self._told(call, record, role, retried=later_done)
            if sentence and sentence not in told:
                told.append(sentence)
        return told

    def _told(self, call: ToolCallReport, record: JobRecord, role: str, *, retried: bool) -> str:
        if not self._is_write(call.tool):
            return ""
        spec = self.specs.get(call.tool)
        phrasing = spec.phrasing if spec else None
        what = _first_sentence(describe_call(phrasing, call.tool, call.arguments))
        code = (call.error or "").split(":", 1)[0]
        if call.outcome in WRITE_DONE:
            return describe_done(phrasing, call.tool, call.arguments, call.result)
        if retried:
            return ""  # a later call of the same tool did it
        if call.outcome == "failed":
            reason = product_reason(call.error or "", self.specs)
            return f"Not done: {reason or _lower_first(what)}"
        if call.outcome == "denied":
            return f"Not done, as you decided: {_lower_first(what)}"
        if call.outcome == "blocked" and (call.error or "").startswith(REPEATED):
            return ""  # the same call again: told once, by the call that ran
        if call.outcome == "blocked":
            return f"Not done, because you did not ask for it: {_lower_first(what)}"
        if call.outcome == "rejected" and code == "not_requested":
            return f"Not done, because you did not ask for it: {_lower_first(what)}"
        if call.outcome == "rejected" and code == "forbidden":
            return self.refusal(call.tool, role)
        if call.outcome == "rejected" and record.question is not None:
            return ""
        if call.outcome in ("rejected", "not_run"):
            return f"Not done: {_lower_first(what)}"
        return ""

    def links(self, calls: Sequence[ToolCallReport], context: RequestContext) -> list[RecordRef]:
        """Links to the records the job's successful write calls created or changed."""
        links: list[RecordRef] = []
        for call in calls:
            screen_link = _found_screen(call)
            if screen_link is not None and screen_link not in links:
                links.append(screen_link)
            spec = self.specs.get(call.tool)
            link = spec.phrasing.record if spec and spec.phrasing else None
            screen = self.screens.get(link.screen) if link else None
            if link is None or screen is None or call.outcome not in WRITE_DONE:
                continue
            values: dict[str, Any] = {"hostname": context.hostname, "org_id": context.org_id}
            found = {"args": call.arguments, "result": call.result}
            for name, path in link.parameters.items():
                values[name] = lookup(path, found)
            if any(values.get(p) in (None, "") for p in screen.placeholders()):
                continue
            label = render(link.label, call.arguments, call.result) or screen.title
            ref = RecordRef(label=label, url=fill(screen.web_url, values))
            if ref not in links:
                links.append(ref)
        return links

    def _tainted_note(self, record: JobRecord) -> str:
        blocked = any(c.outcome == "blocked" for c in record.calls)
        note = (
            "Note: a record I read holds text addressed to the assistant ("
            + "; ".join(record.tainted[:2])
            + "). I ignored it"
        )
        if blocked:
            note += " and made none of the changes it asked for"
        return note + "; you may want to correct that record."

    # --- the model's words ---------------------------------------------------------------

    def _untainted(self, kept: list[str], record: JobRecord) -> list[str]:
        """A tainted job's words: the model's vetted sentences less those that repeat the
        injected text; when none is left, the records read, quoted as data."""
        injected = InjectedText(record.evidence.tool_results, record.evidence.user_texts)
        kept = [s for s in kept if not injected.repeats(s, _facts(s))]
        if kept:
            return kept
        quoted = injected.quoted(record.calls, self._is_write)
        return [quoted] if quoted else []

    def vetted(self, text: str, record: JobRecord) -> list[str]:
        """The model's sentences that agree with the record."""
        if not self.model_words or not text.strip():
            return []
        # what the model may state: what the user said, what the tools answered, and the
        # job's own calls; traced as the policy gateway traces a write's values
        evidence = Evidence(
            user_texts=record.evidence.user_texts,
            tool_results=[*record.evidence.tool_results, *(c.arguments for c in record.calls)],
        )
        tools = {name.casefold() for name in self.specs} | {FIND_SCREEN}
        kept = []
        for sentence in _SENTENCE.split(" ".join(text.split())):
            plain = folded(sentence)
            if not plain or _CLAIM.search(plain) or _INTERNAL.search(plain):
                continue
            if any(tool in sentence.casefold() for tool in tools):
                continue
            facts = {str(i): fact for i, fact in enumerate(_facts(sentence))}
            if not untraced_values(facts, {}, evidence):
                kept.append(sentence.strip())
        return kept


def _found_screen(call: ToolCallReport) -> RecordRef | None:
    """The screen a `find_screen` call found, as a link for the user."""
    result = call.result if isinstance(call.result, dict) else {}
    if call.tool != FIND_SCREEN or call.outcome != "succeeded" or not result.get("url"):
        return None
    return RecordRef(label=str(result.get("title") or "that screen"), url=str(result["url"]))


def product_reason(error: str, specs: Mapping[str, ToolSpec]) -> str:
    """A tool's error in the product's words: without the hints meant for the model."""
    tools = {name.casefold() for name in specs}
    kept = []
    for sentence in _SENTENCE.split(" ".join(error.split())):
        lowered = sentence.casefold()
        if any(tool in lowered for tool in tools) or _INTERNAL.search(folded(sentence)):
            continue
        if re.search(r"\bnothing (was|has been) (changed|done|created)\b", lowered):
            continue
        if re.search(r"\bask\b|\bsay which\b|\buse search\b", lowered):
            continue
        kept.append(sentence)
    return " ".join(kept).strip()


def _facts(sentence: str) -> list[str]:
    facts = []
    for match in _FACT.finditer(sentence):
        fact = match.group(0).strip("'\"“”‘’«» .,;:")
        if match.start() == 0 and fact[:1].isupper():
            # a sentence's first word is capitalised anyway: judge the rest of the name
            fact = fact.partition(" ")[2]
        if fact and fact.casefold() not in _COMMON_CAPITALS:
            facts.append(fact)
    return facts


def _first_sentence(text: str) -> str:
    return _SENTENCE.split(text.strip(), maxsplit=1)[0]


def _lower_first(text: str) -> str:
    if len(text) > 1 and text[0].isupper() and not text[1].isupper():
        return text[0].lower() + text[1:]
    return text


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"
