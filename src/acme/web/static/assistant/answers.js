/* The answers: what the `final` event carries, said as a sentence with its links.
 *
 * navigation   {title, url, record?: {noun, names}, summary?, alternatives}
 *              "Here is device GS-1020 (Loading dock)." + "Open Device details"
 * execution    {summary, records: [{label, url}], tool_calls}: the summary, a link to each
 *              record the job created or changed, and what became of each action
 * clarification + options: the question and its choices (a link, or a text to send)
 */

import { consoleHref, el, humanize, openLink, problemText, show, signInHref } from "./dom.js";

var OUTCOME_WORDS = {
  succeeded: "done",
  replayed: "already done",
  failed: "failed",
  rejected: "not allowed",
  denied: "denied",
  blocked: "blocked",
  not_run: "not done",
};

/* "device GS-1020 (Loading dock)" from {noun, names}; null without a record. */
export function recordName(record) {
  if (!record || typeof record !== "object" || !Array.isArray(record.names)) return null;
  var names = record.names.filter(function (n) {
    return typeof n === "string" && n;
  });
  if (!names.length) return null;
  var rest = names.slice(1).join(", ");
  return (record.noun ? record.noun + " " : "") + names[0] + (rest ? " (" + rest + ")" : "");
}

function sentence(navigation, title) {
  var named = recordName(navigation.record);
  if (named) return "Here is " + named + ", on " + title + ".";
  return "Here is " + title + ".";
}

export function navigationWidget(navigation) {
  var href = consoleHref(navigation.url);
  var title = navigation.title || humanize(navigation.screen_name);
  var card = el("div", { className: "nav-widget", "data-screen": navigation.screen_name || "" });
  if (navigation.summary) card.appendChild(el("p", { className: "short-answer", text: show(navigation.summary) }));
  card.appendChild(el("p", { className: "answer-text", text: sentence(navigation, title) }));
  if (href) card.appendChild(openLink("Open " + title, href));
  else card.appendChild(el("p", { className: "muted", text: "This screen is not on this console." }));
  var others = [];
  (Array.isArray(navigation.alternatives) ? navigation.alternatives : []).forEach(function (alt) {
    var altHref = consoleHref(alt && alt.url);
    var name = alt && (alt.title || humanize(alt.screen_name));
    if (altHref && name) others.push(el("li", {}, [openLink(name, altHref, "assistant-alt")]));
  });
  if (others.length) {
    card.appendChild(el("p", { className: "muted", text: "Or perhaps:" }));
    card.appendChild(el("ul", { className: "nav-alternatives" }, others));
  }
  return card;
}

/* Choices for a clarifying question: a link opens its screen, a text is sent as the
 * next message (ask). */
export function choicesWidget(options, ask) {
  var items = [];
  options.forEach(function (option) {
    var label = typeof option === "string" ? option : option && (option.label || option.title);
    if (!label) return;
    var href = typeof option === "object" && option.url ? consoleHref(option.url) : null;
    if (typeof option === "object" && option.url && !href) return; // off this console
    var control = href
      ? openLink(label, href, "assistant-choice")
      : el("button", {
          type: "button",
          className: "assistant-choice",
          text: label,
          onclick: function () {
            ask(typeof option === "string" ? option : option.value || label);
          },
        });
    items.push(el("li", {}, [control]));
  });
  return items.length ? el("ul", { className: "assistant-choices", "aria-label": "Choices" }, items) : null;
}

/* What became of each action, in words ("Decommission device: done"). */
export function callsList(calls) {
  return el(
    "ul",
    { className: "tool-calls", "aria-label": "Actions" },
    calls.map(function (call) {
      var outcome = call.outcome || "succeeded";
      var line = humanize(call.tool) + ": " + (OUTCOME_WORDS[outcome] || humanize(outcome).toLowerCase());
      return el("li", { className: "outcome-" + outcome, text: line });
    })
  );
}

export function recordLinks(execution) {
  var links = [];
  (Array.isArray(execution.records) ? execution.records : []).forEach(function (record) {
    var href = consoleHref(record && record.url);
    if (href && record.label) links.push(el("li", {}, [openLink("Open " + record.label, href)]));
  });
  return links.length ? el("ul", { className: "exec-records", "aria-label": "Records" }, links) : null;
}

export function executionWidget(execution) {
  var box = el("div", { className: "exec-result" });
  if (execution.summary) box.appendChild(el("p", { className: "answer-text", text: execution.summary }));
  var links = recordLinks(execution);
  if (links) box.appendChild(links);
  var calls = Array.isArray(execution.tool_calls) ? execution.tool_calls : [];
  if (calls.length) box.appendChild(callsList(calls));
  return box;
}

export function renderFinal(turn, final, ask) {
  if (!final || typeof final !== "object") return;
  if (final.navigation) turn.add(navigationWidget(final.navigation));
  if (final.execution) turn.add(executionWidget(final.execution));
  var told = final.execution && String(final.execution.summary || "");
  if (final.clarification && !(told && told.indexOf(final.clarification) >= 0)) {
    turn.add(el("p", { className: "clarification", text: show(final.clarification) }));
  }
  var options = final.options || final.choices || (final.navigation && final.navigation.options);
  if (Array.isArray(options)) {
    var choices = choicesWidget(options, ask);
    if (choices) turn.add(choices);
  }
  if (!final.navigation && !final.execution && !final.clarification && final.message) {
    turn.add(el("p", { text: show(final.message) }));
  }
}

/* An error the person can act on; signed out: a link to sign in again. */
export function errorBox(text, status) {
  if (status === 401) {
    return el("p", { className: "assistant-error", role: "alert" }, [
      "Your session has ended. ",
      el("a", { href: signInHref(), text: "Sign in again" }),
      " to go on.",
    ]);
  }
  return el("p", { className: "assistant-error", role: "alert", text: text });
}

export function problemBox(problem, status, fallback) {
  return errorBox(problemText(problem, fallback), status);
}
