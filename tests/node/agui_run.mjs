// Drives an AG-UI endpoint with the official client (@ag-ui/client's HttpAgent), one
// thread, turn by turn, and prints what it saw as JSON on stdout.
//
//   node agui_run.mjs '{"url": "...", "token": "...", "turns": [{"message": "..."},
//                       {"approve": true}]}'
//
// A turn is a user message, or the answer to the interrupt that ended the previous run
// (`resume` with status "resolved" and payload {"approve": ...}). The client checks the
// stream's event order as it applies it (verifyEvents); a run it rejects is reported with
// its error. After each run one JSON line: the events as the client received them, its
// state and messages after the run, and the interrupts it left pending; then the script
// waits for a line on stdin before the next turn (the caller looks at the product first).
import { createInterface } from "node:readline";
import { HttpAgent, randomUUID } from "@ag-ui/client";

const input = createInterface({ input: process.stdin })[Symbol.asyncIterator]();

const spec = JSON.parse(process.argv[2]);
const agent = new HttpAgent({
  url: spec.url,
  headers: { Authorization: `Bearer ${spec.token}` },
  threadId: spec.threadId ?? randomUUID(),
});

for (const [index, turn] of spec.turns.entries()) {
  if (index > 0) await input.next();
  const events = [];
  const parameters = { runId: randomUUID() };
  if ("message" in turn) {
    agent.addMessage({ id: randomUUID(), role: "user", content: turn.message });
  } else {
    const interrupt = agent.pendingInterrupts[0];
    parameters.resume = interrupt
      ? [{ interruptId: interrupt.id, status: "resolved", payload: { approve: turn.approve } }]
      : [];
  }
  let error = null;
  let newMessages = [];
  try {
    const result = await agent.runAgent(parameters, {
      onEvent: ({ event }) => {
        events.push(event);
      },
    });
    newMessages = result.newMessages;
  } catch (exc) {
    error = String(exc?.message ?? exc);
  }
  const run = {
    threadId: agent.threadId,
    runId: parameters.runId,
    events,
    error,
    state: agent.state,
    newMessages,
    messages: agent.messages,
    pendingInterrupts: agent.pendingInterrupts,
  };
  process.stdout.write(`${JSON.stringify(run)}\n`);
  if (error) break;
}
process.exit(0);
