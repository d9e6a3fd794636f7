/* The console's assistant panel (an ES module; the pieces are in ./assistant/). Plain
 * JavaScript, no framework, no build step.
 *
 * Talks only to Acme (/api/assistant/*, same origin, session cookie); Acme forwards to
 * the navex gateway. Answers stream as server-sent events over a fetch() POST: route,
 * step, approval_required, then exactly one final or error. A job that pauses sends
 * approval_required (a card, and a dialog to decide in) and then a final with
 * `pending_approval`, which completes the card; the decision's own stream ends the turn.
 * The input stays usable while a job runs: each message streams into its own turn (the
 * gateway answers a second job in the same conversation with a `job-running` error), and
 * Stop asks Acme to cancel the running job, whose stream then ends with its final. The job
 * lives in this page's stream: while it runs, the panel's links open in a new tab.
 */

import { errorBox, problemBox, renderFinal } from "./assistant/answers.js";
import { askApproval } from "./assistant/approval.js";
import { accessibleAccent, el } from "./assistant/dom.js";
import { fetchGreeting, greetingBlock } from "./assistant/greeting.js";
import { messagesOf, renderHistory } from "./assistant/history.js";
import { setUpSheet } from "./assistant/sheet.js";
import { parse, problemOf, readEvents } from "./assistant/sse.js";
import { threadStore } from "./assistant/thread.js";
import { newTurn } from "./assistant/turn.js";

var API = "/api/assistant";
var UNDO_SECONDS = 30; // "New conversation" can be undone this long (or until the next message)
var ROUTE_WORDS = {
  navigation: "Looking for the right screen…",
  execution: "Working on it…",
  unclear: "Working out what you mean…",
};

var panel = document.getElementById("assistant-panel");
var script = document.querySelector("script[data-org][src*='assistant']");
var owner = script ? [script.dataset.org || "", script.dataset.user || ""].join(":") : "";
var thread = threadStore(owner);
var streams = 0; // answers streaming now
var jobs = 0; // of which execution jobs (Stop shows while there is one)
var jobThreads = {}; // thread id -> its jobs streaming now: what Stop stops (also after "New conversation")
var conversation = 0; // bumped by "New conversation": late events of the old one do not count
var undo = null; // {thread, nodes, timer} while "New conversation" can be undone

// -- the panel ---------------------------------------------------------------------------

var log = el("div", {
  className: "assistant-log",
  role: "log",
  "aria-live": "polite",
  "aria-relevant": "additions text",
  "aria-label": "Conversation with the assistant",
  "aria-busy": "false",
});
var input = el("input", {
  id: "assistant-input",
  type: "text",
  name: "message",
  autocomplete: "off",
  maxlength: "4000",
  placeholder: "Ask for a screen, a record or a change",
  "aria-keyshortcuts": "Control+/ Meta+/",
});
var send = el("button", { type: "submit", className: "assistant-send", text: "Send" });
var stopButton = el("button", { type: "button", className: "assistant-stop", text: "Stop", hidden: true, onclick: stopJob });
var status = el("p", { className: "assistant-status", role: "status" });
var aside = el("aside", { className: "assistant", "aria-labelledby": "assistant-title" }, [
  el("header", { className: "assistant-head" }, [
    el("h2", { id: "assistant-title", text: "Assistant" }),
    el("kbd", { className: "assistant-shortcut", title: "Focus the assistant", text: "Ctrl+/" }),
    el("button", { type: "button", className: "link-button assistant-new", text: "New conversation", onclick: newConversation }),
  ]),
  log,
  status,
  el("form", { className: "assistant-form", onsubmit: onSubmit }, [
    el("label", { for: "assistant-input", text: "Ask the assistant" }),
    el("div", { className: "assistant-row" }, [input, send, stopButton]),
  ]),
]);

function scrollDown() {
  log.scrollTop = log.scrollHeight;
}

function refresh() {
  log.setAttribute("aria-busy", streams > 0 ? "true" : "false");
  stopButton.hidden = jobs <= 0;
  if (jobs > 0) return;
  stopButton.disabled = false;
  stopButton.textContent = "Stop";
  if (status.dataset.job) say(""); // the job's answer says what was done
}

/* While a job streams here, leaving the page would end it: the assistant's own links then
 * open in a new tab, and the job goes on in this one. */
function keepJob(event) {
  if (jobs <= 0 || event.defaultPrevented || event.button !== 0) return;
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  var link = event.target && event.target.closest ? event.target.closest("a[href]") : null;
  if (!link || !aside.contains(link)) return;
  event.preventDefault();
  window.open(link.href, "_blank", "noopener");
  say("Opened in a new tab: the running action goes on here.");
}

function addUser(text) {
  log.appendChild(el("div", { className: "msg msg-user" }, [el("p", { text: text })]));
  scrollDown();
}

function turnHere() {
  return newTurn(log, scrollDown);
}

// -- one answer, streamed ----------------------------------------------------------------

/* The card (and dialog, when `open`) for an approval request; deciding streams the rest
 * of the job into the same turn (an approved job can be stopped). */
function decide(request, turn, open) {
  return askApproval(turn, request, function (approve) {
    var id = encodeURIComponent(request.approval_id);
    run(API + "/approvals/" + id, { approve: approve }, turn, approve);
  }, { open: Boolean(open) });
}

async function run(url, body, turn, job) {
  var mine = conversation;
  var isJob = Boolean(job);
  var ended = false;
  var asked = null; // this stream's approval request, which its final completes
  var jobThread = null; // the thread this stream's job runs in, once known
  streams += 1;
  if (isJob) jobs += 1;
  refresh();
  if (!isJob) turn.progress("Thinking…");
  try {
    var response = await fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify(body),
    });
    var type = response.headers.get("Content-Type") || "";
    if (!response.ok || type.indexOf("text/event-stream") !== 0) {
      ended = true;
      var fallback = "The assistant could not answer (" + response.status + ").";
      turn.add(problemBox(await problemOf(response), response.status, fallback));
      return;
    }
    await readEvents(response, function (event, data) {
      var payload = parse(data);
      var id = payload && typeof payload === "object" && payload.thread_id ? String(payload.thread_id) : null;
      if (id && mine === conversation) thread.set(id);
      if (event === "route") {
        var route = payload && payload.route;
        turn.progress(ROUTE_WORDS[route] || "Working on it…");
        if (route === "execution" && !isJob) {
          isJob = true;
          jobs += 1;
          refresh();
        }
      }
      if (id && isJob && !jobThread) {
        jobThread = id;
        jobThreads[id] = (jobThreads[id] || 0) + 1;
      }
      if (event === "step") {
        if (payload && payload.line) turn.line(payload.line);
        else if (payload && payload.message) turn.progress(String(payload.message));
      } else if (event === "approval_required") {
        turn.end();
        asked = decide(payload || {}, turn, true);
      } else if (event === "final") {
        ended = true;
        turn.end();
        var pending = payload && typeof payload === "object" ? payload.pending_approval : null;
        if (pending && asked && asked.id === pending) asked.paused(payload);
        else renderFinal(turn, payload, ask);
      } else if (event === "error") {
        ended = true;
        turn.end();
        turn.add(problemBox(payload, payload && payload.status, "The assistant ran into a problem."));
      }
    });
    if (!ended) turn.add(errorBox("The answer broke off. Try again."));
  } catch (e) {
    if (!ended) turn.add(errorBox("The assistant cannot be reached. Check your connection and try again."));
  } finally {
    turn.end();
    streams -= 1;
    if (isJob) jobs -= 1;
    if (jobThread && (jobThreads[jobThread] -= 1) <= 0) delete jobThreads[jobThread];
    refresh();
  }
}

function ask(message) {
  var text = String(message || "").trim();
  if (!text) return;
  forgetOld();
  var greeting = log.querySelector(".assistant-greeting");
  if (greeting) greeting.remove();
  addUser(text);
  var body = { message: text };
  var id = thread.get();
  if (id) body.thread_id = id;
  run(API + "/chat", body, turnHere(), false);
}

function onSubmit(event) {
  event.preventDefault();
  var text = input.value;
  if (!text.trim()) return;
  input.value = "";
  ask(text);
}

// -- Stop ----------------------------------------------------------------------------------

/* Stops every job streaming now: the conversation's, or one left running by "New
 * conversation" (its answer comes back with Undo). */
async function stopJob() {
  var ids = Object.keys(jobThreads);
  if (!ids.length || stopButton.disabled) return;
  stopButton.disabled = true;
  stopButton.textContent = "Stopping…";
  var said = await Promise.all(ids.map(cancel));
  var failed = said.filter(Boolean);
  if (!failed.length) {
    say("Stopping: the current step finishes, nothing after it starts.");
    return;
  }
  say(failed[0]);
  stopButton.disabled = false;
  stopButton.textContent = "Stop";
}

/* A word about the running job in the status line, unless it offers to undo "New
 * conversation"; it goes when the job ends. */
function say(text) {
  if (undo) return;
  status.textContent = text;
  if (text) status.dataset.job = "1";
  else delete status.dataset.job;
}

/* Asks Acme to cancel the thread's running job: null when it will stop, else why not. */
async function cancel(id) {
  try {
    var response = await fetch(API + "/chat/" + encodeURIComponent(id) + "/cancel", {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
    if (response.ok) return null;
    var problem = await problemOf(response);
    return problem && problem.detail ? String(problem.detail) : "The assistant could not stop (" + response.status + ").";
  } catch (e) {
    return "The assistant cannot be reached to stop the job.";
  }
}

// -- a new conversation, with undo -----------------------------------------------------------

function forgetOld() {
  if (!undo) return;
  var old = undo;
  undo = null;
  window.clearTimeout(old.timer);
  status.replaceChildren();
  delete status.dataset.job;
  if (old.thread) {
    fetch(API + "/threads/" + encodeURIComponent(old.thread), {
      method: "DELETE",
      credentials: "same-origin",
      keepalive: true,
    }).catch(function () {
      /* the old thread stays on the server; it is no longer shown */
    });
  }
}

function newConversation() {
  forgetOld();
  var nodes = Array.prototype.slice.call(log.childNodes);
  var old = thread.get();
  conversation += 1;
  thread.set(null);
  log.replaceChildren();
  undo = { thread: old, nodes: nodes, timer: window.setTimeout(forgetOld, UNDO_SECONDS * 1000) };
  status.replaceChildren(
    "Started a new conversation. ",
    el("button", { type: "button", className: "link-button assistant-undo", text: "Undo", onclick: undoNew })
  );
  showGreeting();
  input.focus();
}

function undoNew() {
  if (!undo) return;
  var old = undo;
  undo = null;
  window.clearTimeout(old.timer);
  conversation += 1;
  thread.set(old.thread);
  log.replaceChildren.apply(log, old.nodes);
  status.textContent = "The conversation is back.";
  scrollDown();
  input.focus();
}

// -- first look: history, or the greeting ------------------------------------------------------

async function showGreeting() {
  var shown = conversation;
  var greeting = await fetchGreeting(API, owner);
  if (greeting && greeting.placeholder) input.placeholder = greeting.placeholder;
  if (!greeting || shown !== conversation || log.childElementCount) return;
  var block = greetingBlock(greeting, ask);
  if (block) log.appendChild(block);
}

async function loadHistory() {
  var id = thread.get();
  if (!id) return;
  try {
    var response = await fetch(API + "/threads/" + encodeURIComponent(id) + "/messages", {
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
    if (response.status === 404) {
      thread.set(null);
      return;
    }
    if (!response.ok) return;
    renderHistory(messagesOf(await response.json()), { addUser: addUser, newTurn: turnHere, ask: ask, decide: decide });
  } catch (e) {
    /* history is a convenience: the panel works without it */
  }
}

if (panel && window.fetch && window.ReadableStream) {
  var accent = accessibleAccent(getComputedStyle(document.body).getPropertyValue("--brand"));
  if (accent) document.documentElement.style.setProperty("--a-accent", accent);
  panel.appendChild(aside);
  setUpSheet(panel, aside, input);
  window.addEventListener("pagehide", forgetOld);
  aside.addEventListener("click", keepJob);
  loadHistory().then(showGreeting);
}
