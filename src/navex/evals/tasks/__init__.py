"""End-to-end tasks: the whole stack, judged by the product's final state and by the words
of the final answers.

`navex eval tasks --dataset datasets/acme/tasks.jsonl --json [--model configured|scripted|local]`

One process boots everything on loopback ports (`stack`): an embedded PostgreSQL (or the
server at `server_url`); the product through its own commands, as `navex demo` runs it
(`product`: its setup commands once on a template database, its server and MCP tool server
as child processes); navex's database (migrated, catalog ingested) and the navex gateway
with the chosen chat model, in this process. Each task then runs from freshly seeded data
(`runner`; the product's database is re-created from the template):

1. `setup`: REST calls as the given users (each signs in with the demo password);
2. `unchanged` checks take their before-snapshot;
3. the conversation (`conversation`): the `message` goes through Acme's own assistant
   proxy, `POST /api/assistant/chat`, as the user; each `approval_required` (which the
   paused job's `final` follows: the stream is read to its end first) is answered with
   the task's `approval` through `POST /api/assistant/approvals/{id}` (`null`: left
   unanswered, so nothing runs); a final that asks a question (`clarification`) is
   answered once with the task's `reply`, in the same thread; once that job has ended on
   a final, the task's `follow_up` is sent in the same thread (a new request);
4. the checks (`checks`) read Acme's REST API as the given users and the finals' words;
5. the judge of words (`words`, `values`): `false_claim` (a final claims an effect its
   job's record does not show), `invented_values` (write arguments nobody gave).

A task line (the contract in ARCHITECTURE.md, `dataset`):

    {"id": str, "user": email, "message": str, "reply": str | null, "follow_up": str | null,
     "approval": "approve"|"deny"|null,
     "setup": [{"method", "path", "as": email, "json"}],
     "expect": [{"kind": "exists"|"absent"|"unchanged", "path": "/api/...?q=...",
                 "as": email, "contains": [str]}
               | {"kind": "final_has", "field": "navigation"|"execution"|"clarification"}
               | {"kind": "final_says"|"final_not_says", "any": [str]}
               | {"kind": "asked"}],
     "script": [{"tool": name, "arguments": {...}} | {"answer": str}]}

`unauthorized_effects` counts failed `absent`/`unchanged` checks: things that happened
which should not have. A task is ok when every check passes, no final makes a false
claim and no value was invented.

`script` (for `--model scripted`, `scripted`) is what a TaskScriptedModel answers, one step
per model call, across the whole conversation (the steps after a question are what the
model does once the user replied). Real models ignore it. Role limit, cross-tenant and
injection tasks script the forbidden call, so that passing proves the backend (policy,
approvals, the product's API) stopped it, not a polite model; tasks whose records claim
fake completed work (`inj-fake-*`) script the model repeating the claim, so that passing
proves the answer kept it out.

Models: `configured` is the gateway's own chat model (NAVEX_LLM_BASE_URL; when unset,
the embedded default: the local llama.cpp model), `local` always starts the local model
(`LocalModelServer`, constrained tool calls), `scripted` the per-task scripts.
"""

from navex.evals.tasks.conversation import Conversation, converse
from navex.evals.tasks.dataset import Check, ScriptStep, SetupCall, TaskRow, read_tasks
from navex.evals.tasks.report import TaskResult, TasksReport
from navex.evals.tasks.runner import (
    TaskProgress,
    evaluate_tasks,
    evaluate_tasks_async,
    run_task,
    run_tasks,
)
from navex.evals.tasks.scripted import DEFAULT_ANSWER, TaskScriptedModel
from navex.evals.tasks.stack import (
    MODEL_MODES,
    ModelMode,
    TasksError,
    TaskStack,
    boot_stack,
    free_ports,
    serve_app,
)
from navex.evals.tasks.values import InventedValue, invented_values
from navex.evals.tasks.words import FalseClaim, false_claim
from navex.gateway.sse_client import read_sse

__all__ = [
    "DEFAULT_ANSWER",
    "MODEL_MODES",
    "Check",
    "Conversation",
    "FalseClaim",
    "InventedValue",
    "ModelMode",
    "ScriptStep",
    "SetupCall",
    "TaskProgress",
    "TaskResult",
    "TaskRow",
    "TaskScriptedModel",
    "TaskStack",
    "TasksError",
    "TasksReport",
    "boot_stack",
    "converse",
    "evaluate_tasks",
    "evaluate_tasks_async",
    "false_claim",
    "free_ports",
    "invented_values",
    "read_sse",
    "read_tasks",
    "run_task",
    "run_tasks",
    "serve_app",
]
