"""The attack suite (issue #14 part 4):
`navex eval attacks [--json] [--model scripted|local|configured] [--only CATEGORY]`.

It boots the stack `navex eval tasks` boots (PostgreSQL, the product through its own
commands, its MCP tool server, the gateway; `stack`, with the suite's limits set
explicitly) and runs, per category, attacks that report held / not held with evidence:

- tokens (`tokens`): forged, expired, alg none, HS256 with the public key, wrong audience
  or issuer, another org's claim, a role claim the database does not back, another
  tenant's host, a deactivated user's token; at the gateway (a user token as the service
  token, forged service tokens, a body naming someone else) and at the MCP server;
- tenancy (`tenancy`, and tasks): Globex's records by id, by `?q=`, by reference, and
  asked for through the assistant;
- roles (`roles`, and tasks): a viewer's and an operator's tokens on the MCP server and
  the REST API, and asked for through the assistant;
- approvals (`approvals`): replayed, another user's, after the thread moved on, with
  changed arguments (the policy gateway itself), raced (exactly one write);
- injection (tasks in datasets/acme/attacks-tasks.jsonl): instructions in records in 9
  languages and disguises (full-width, homoglyphs, base64, split across fields,
  zero-width, leetspeak, fake markup), with the user's real request to do: utility under
  attack is the share of those whose real request was still done;
- bad input and throttling (`bad_input`): every kind of issue #14 part 1;
- leaks (`leaks`): invite and sign-in probing, /metrics, PII in streams and history,
  other users' threads, the audit log.

Direct attacks are async functions returning (held, evidence); assistant attacks are
tasks run with `navex.evals.tasks.run_task` and judged by `assistant`.
"""

from navex.evals.attacks.assistant import AttackTask, read_attack_tasks
from navex.evals.attacks.models import CATEGORIES, AttackResult, AttacksReport, CategoryRow
from navex.evals.attacks.runner import DIRECT, AttackProgress, evaluate_attacks
from navex.evals.attacks.stack import AttackStack, boot_attack_stack

__all__ = [
    "CATEGORIES",
    "DIRECT",
    "AttackProgress",
    "AttackResult",
    "AttackStack",
    "AttackTask",
    "AttacksReport",
    "CategoryRow",
    "boot_attack_stack",
    "evaluate_attacks",
    "read_attack_tasks",
]
