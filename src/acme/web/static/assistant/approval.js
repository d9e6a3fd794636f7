/* Approvals: a card in the conversation and a modal dialog to decide in (exact values,
 * Deny focused). The card says what was decided once it is; the decision's own stream
 * (decide(approve)) goes on in the same turn. */

import { callsList, recordLinks } from "./answers.js";
import { el, humanize, show } from "./dom.js";

var dialog = null;

function theDialog() {
  if (!dialog) {
    dialog = el("dialog", {
      className: "assistant-approval",
      "aria-labelledby": "assistant-approval-title",
      "aria-describedby": "assistant-approval-summary",
    });
    document.body.appendChild(dialog);
  }
  return dialog;
}

export function decisionText(approve, summary) {
  return (approve ? "You approved: " : "You denied: ") + show(summary);
}

/* A card that shows a decision already taken (history). */
export function decidedCard(request, approve) {
  return el("div", { className: "approval-card approval-decided " + (approve ? "approved" : "denied") }, [
    el("p", { className: "approval-summary", text: decisionText(approve, request.summary) }),
  ]);
}

/* The card for an approval request, and its dialog (opened unless how.open is false).
 * onDecide(approve) sends the decision. Returns {id, paused(final), decided}. */
export function askApproval(turn, request, onDecide, how) {
  var decided = false;
  var summary = el("p", {
    className: "approval-summary",
    text: "Waiting for your approval: " + show(request.summary),
  });
  var review = el("button", {
    type: "button",
    className: "assistant-review",
    text: "Review and decide",
    onclick: openDialog,
  });
  var card = el("div", { className: "approval-card" }, [summary, review]);
  turn.add(card);

  function decide(approve) {
    if (decided) return;
    decided = true;
    var box = theDialog();
    if (box.open) box.close();
    review.remove();
    card.classList.add("approval-decided", approve ? "approved" : "denied");
    summary.textContent = decisionText(approve, request.summary);
    onDecide(approve);
  }

  function openDialog() {
    if (decided) return;
    var box = theDialog();
    var rows = [];
    var args = request.arguments && typeof request.arguments === "object" ? request.arguments : {};
    Object.keys(args).forEach(function (name) {
      rows.push(el("dt", { text: humanize(name) }));
      rows.push(el("dd", {}, [el("code", { text: show(args[name]) })]));
    });
    box.replaceChildren(
      el("h2", { id: "assistant-approval-title", text: "Approve this action?" }),
      el("p", { id: "assistant-approval-summary", className: "approval-summary", text: show(request.summary) }),
      rows.length ? el("dl", { className: "approval-args", "aria-label": "Exact values" }, rows) : null,
      el("p", { className: "muted", text: "Nothing happens unless you approve." }),
      el("div", { className: "approval-buttons" }, [
        el("button", { type: "button", className: "approve", text: "Approve", onclick: function () { decide(true); } }),
        el("button", { type: "button", className: "deny", text: "Deny", onclick: function () { decide(false); } }),
      ])
    );
    if (typeof box.showModal === "function") box.showModal();
    else box.setAttribute("open", "");
    var deny = box.querySelector("button.deny");
    if (deny) deny.focus();
  }

  /* The paused job's final: what was done before the pause; the dialog stays as it is. */
  function paused(final) {
    var execution = final && final.execution && typeof final.execution === "object" ? final.execution : {};
    var calls = (Array.isArray(execution.tool_calls) ? execution.tool_calls : []).filter(function (call) {
      return call.outcome && call.outcome !== "not_run";
    });
    if (calls.length) card.insertBefore(callsList(calls), review);
    var links = recordLinks(execution);
    if (links) card.insertBefore(links, review);
  }

  if (!how || how.open !== false) openDialog();
  return { id: request.approval_id, paused: paused, decide: decide };
}
