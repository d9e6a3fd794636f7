/* The conversation read back after a reload (GET /api/assistant/threads/{id}/messages):
 * {thread_id, messages: [{role, content, payload}]}. An assistant message's payload is the
 * event that ended its turn (a final or an error). A pause's final carries
 * `pending_approval` and the request under `approval`; the user's decision is stored as a
 * user message whose payload is {approval_id, approve}: it is shown on the approval's card
 * ("You approved: …"), never as a message the user typed. A pause still undecided as the
 * thread's last message offers the decision again. */

import { errorBox, renderFinal } from "./answers.js";
import { askApproval, decidedCard } from "./approval.js";
import { el, problemText } from "./dom.js";

function contentText(content) {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    return content
      .map(function (part) {
        return typeof part === "string" ? part : part && typeof part.text === "string" ? part.text : "";
      })
      .join("");
  }
  return "";
}

export function messagesOf(payload) {
  if (Array.isArray(payload)) return payload;
  if (payload && Array.isArray(payload.messages)) return payload.messages;
  return [];
}

function decisionOf(message) {
  var payload = message && message.payload;
  if (!payload || typeof payload !== "object" || !payload.approval_id) return null;
  if (typeof payload.approve !== "boolean") return null;
  return payload;
}

/* ui: {addUser(text), newTurn(), ask(text), decide(request, turn)} */
export function renderHistory(messages, ui) {
  var decisions = {};
  messages.forEach(function (message) {
    var decision = decisionOf(message);
    if (decision) decisions[decision.approval_id] = decision.approve;
  });
  messages.forEach(function (message, index) {
    if (!message || typeof message !== "object") return;
    var role = message.role || message.type;
    var text = contentText(message.content !== undefined ? message.content : message.text);
    if (role === "user" || role === "human") {
      if (!decisionOf(message) && text) ui.addUser(text);
      return;
    }
    var turn = ui.newTurn();
    var payload = message.payload && typeof message.payload === "object" ? message.payload : null;
    var request = payload && payload.pending_approval ? payload.approval : null;
    if (request && typeof request === "object" && request.approval_id) {
      var approve = decisions[request.approval_id];
      if (typeof approve === "boolean") turn.add(decidedCard(request, approve));
      else if (index === messages.length - 1) ui.decide(request, turn).paused(payload);
      else if (text) turn.add(el("p", { text: text }));
    } else if (payload && payload.error) {
      var status = typeof payload.error === "object" ? payload.error.status : null;
      turn.add(errorBox(problemText(payload.error, text || "The assistant ran into a problem."), status));
    } else if (payload && (payload.navigation || payload.execution || payload.clarification)) {
      renderFinal(turn, payload, ui.ask);
    } else if (text) {
      turn.add(el("p", { text: text }));
    }
    turn.end();
  });
}
