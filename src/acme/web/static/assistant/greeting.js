/* The first look: a greeting for the user's role and 3-4 requests to try that name their
 * own organization's records (POST /api/assistant/greeting), and an input placeholder
 * they can really ask. Shown while the conversation is empty. */

import { el } from "./dom.js";

var answer = null; // the greeting, fetched once per sign-in (kept in sessionStorage)

function kept(owner, value) {
  var key = "acme.assistant.greeting:" + owner;
  try {
    if (value) window.sessionStorage.setItem(key, JSON.stringify(value));
    else return JSON.parse(window.sessionStorage.getItem(key) || "null");
  } catch (e) {
    return null;
  }
  return value;
}

export async function fetchGreeting(api, owner) {
  if (answer) return answer;
  answer = kept(owner);
  if (answer && typeof answer.greeting === "string") return answer;
  answer = null;
  try {
    var response = await fetch(api + "/greeting", {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: "{}",
    });
    if (!response.ok) return null;
    var body = await response.json();
    if (body && typeof body.greeting === "string") answer = kept(owner, body);
  } catch (e) {
    /* no greeting: the panel works without it */
  }
  return answer;
}

/* The greeting block (or null), its buttons sending their request through ask(text). */
export function greetingBlock(greeting, ask) {
  if (!greeting) return null;
  var suggestions = Array.isArray(greeting.suggestions) ? greeting.suggestions : [];
  var items = suggestions
    .filter(function (text) {
      return typeof text === "string" && text;
    })
    .map(function (text) {
      return el("li", {}, [
        el("button", {
          type: "button",
          className: "assistant-suggestion",
          text: text,
          onclick: function () {
            ask(text);
          },
        }),
      ]);
    });
  return el("div", { className: "assistant-greeting" }, [
    el("p", { className: "greeting-text", text: greeting.greeting }),
    items.length ? el("p", { className: "muted", text: "Try:" }) : null,
    items.length ? el("ul", { className: "assistant-suggestions", "aria-label": "Suggested requests" }, items) : null,
  ]);
}
