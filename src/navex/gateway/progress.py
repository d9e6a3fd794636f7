"""A job's progress as lines a person can follow: one line per action, in plain words.

The agent's `step` events say what each node and tool call is doing ("Thinking",
"Decommission device GS-1004", "Done", "Needs your approval: …", "Approved: …"). A panel
that printed each one would repeat the same action four times. `ProgressLines` gives each
event a `line`: a `key` (the same key updates the same line), the `text` of the action in
the tool's own words (never its name), and a `state`:

    thinking  the model works out the next step (one line, `elapsed_s` on a slow one)
    running   an action runs
    waiting   an action waits for the user's approval
    done      an action was carried out (or had been, earlier)
    failed    an action ran and failed
    refused   an action was not allowed, was denied, or was not run
    finished  the job ended (its answer follows)

An action keeps its key across the approval and the resumed stream (the key is its
words), so that "waiting" turns into "running" and "done" on the same line.
"""

from typing import Literal, TypedDict

from navex.execution import ExecutionEvent

LineState = Literal["thinking", "running", "waiting", "done", "failed", "refused", "finished"]

THINKING_KEY = "thinking"
THINKING_TEXT = "Working out the next step"

_OUTCOME_STATE: dict[str, LineState] = {
    "succeeded": "done",
    "replayed": "done",
    "failed": "failed",
    "rejected": "refused",
    "denied": "refused",
    "blocked": "refused",
    "not_run": "refused",
}
_PREFIXES: tuple[tuple[str, LineState], ...] = (
    ("Needs your approval: ", "waiting"),
    ("Waiting for your approval: ", "waiting"),
    ("Approved: ", "running"),
    ("Denied: ", "refused"),
)


class ProgressLine(TypedDict):
    key: str
    text: str
    state: LineState


def _first_sentence(text: str) -> str:
    """The action itself: a summary may go on to say what follows from it ("… GS-1004. It
    will be retired …", "… Gas detectors; the manufacturer is created …")."""
    cuts = [at for at in (text.find(". "), text.find("; ")) if at > 0]
    return (text[: min(cuts)] if cuts else text).strip().rstrip(".")


def _split(message: str) -> tuple[str, LineState | None]:
    """A message's action words and the state its prefix says, if any."""
    for prefix, state in _PREFIXES:
        if message.startswith(prefix):
            return _first_sentence(message[len(prefix) :]), state
    return _first_sentence(message), None


class ProgressLines:
    """The lines of one stream (one per stream: it remembers each tool's running action)."""

    def __init__(self) -> None:
        self._action: dict[str, str] = {}  # tool -> the words of its last action

    def line(self, event: ExecutionEvent) -> ProgressLine:
        if event.node == "model":
            text = THINKING_TEXT
            if event.elapsed_s:
                text = f"{THINKING_TEXT}… {event.elapsed_s} s"
            return ProgressLine(key=THINKING_KEY, text=text, state="thinking")
        if event.node == "finish":
            return ProgressLine(key="finish", text=event.message or "Done", state="finished")
        words, said = _split(event.message or "")
        tool = event.tool or event.node or "step"
        if event.status == "started" and said is None:
            self._action[tool] = words or self._action.get(tool, "")
            return ProgressLine(key=self._key(words), text=words, state="running")
        action = self._action.get(tool)
        if said is not None and words:  # the message names the action itself
            action = words
            self._action[tool] = words
        text = action or words
        state: LineState = said or _OUTCOME_STATE.get(event.outcome or "", "done")
        return ProgressLine(key=self._key(text), text=text, state=state)

    @staticmethod
    def _key(text: str) -> str:
        return "action:" + " ".join(text.lower().split())
