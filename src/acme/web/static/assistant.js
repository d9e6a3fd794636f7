/* The console's assistant panel. Plain JavaScript, no framework, no build step.
 *
 * Talks only to Acme (/api/assistant/*, same origin, session cookie); Acme forwards to
 * the navex gateway. Answers stream as server-sent events over a fetch() POST (EventSource
 * can only GET): route, step, approval_required, then exactly one final or error. A job
 * that pauses sends approval_required (shown as a card, and a dialog to decide in) and then
 * a final with `pending_approval`: that final only completes the card (its words, the
 * calls done so far) and leaves the dialog open; the decision's own stream ends the turn.
 * While a job runs (after a `route` to execution) a Stop button asks Acme to cancel it;
 * the job's own stream then ends with its final, saying what was done before the Stop.
 * The model's "Thinking… 6 s" steps update one line instead of adding one each time.
 * Every piece of text from the server is put in with textContent, never as HTML, and the
 * only links followed are on this console's own host.
 */
(function () {
  "use strict";

  var script = document.currentScript;
  var panel = document.getElementById("assistant-panel");
  if (!panel || !window.fetch || !window.ReadableStream) return;

  var API = "/api/assistant";
  var owner = script ? [script.dataset.org || "", script.dataset.user || ""].join(":") : "";
  var THREAD_KEY = "acme.assistant.thread:" + owner;
  var busy = false;

  // -- small DOM helpers (text only) ----------------------------------------------------

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) {
      var value = attrs[name];
      if (value === null || value === undefined || value === false) return;
      if (name === "text") node.textContent = String(value);
      else if (name === "className") node.className = value;
      else if (name.slice(0, 2) === "on") node.addEventListener(name.slice(2), value);
      else node.setAttribute(name, value === true ? "" : String(value));
    });
    (children || []).forEach(function (child) {
      if (child === null || child === undefined) return;
      node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return node;
  }

  function humanize(name) {
    var words = String(name || "").replace(/[_-]+/g, " ").trim();
    return words ? words.charAt(0).toUpperCase() + words.slice(1) : "";
  }

  function show(value) {
    if (value === null || value === undefined) return "—";
    if (typeof value === "string") return value;
    try {
      return JSON.stringify(value);
    } catch (e) {
      return String(value);
    }
  }

  /* A link from the assistant, as a URL on this console, or null.
   * Catalog links are https://{hostname}/...: one on this host (with our port or none)
   * opens here, on this page's own scheme and port. Anything else is not followed. */
  function consoleHref(raw) {
    if (typeof raw !== "string" || !raw) return null;
    var url;
    try {
      url = new URL(raw, window.location.href);
    } catch (e) {
      return null;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (url.username || url.password) return null;
    var here = window.location;
    var sameHost = url.host === here.host || (url.hostname === here.hostname && url.port === "");
    if (!sameHost) return null;
    return here.origin + url.pathname + url.search + url.hash;
  }

  function problemText(problem, fallback) {
    if (problem && typeof problem === "object") {
      return String(problem.detail || problem.title || fallback);
    }
    if (typeof problem === "string" && problem) return problem;
    return fallback;
  }

  // -- thread id, kept across reloads ---------------------------------------------------

  function savedThread() {
    try {
      return window.localStorage.getItem(THREAD_KEY);
    } catch (e) {
      return null;
    }
  }

  function saveThread(id) {
    try {
      if (id) window.localStorage.setItem(THREAD_KEY, id);
      else window.localStorage.removeItem(THREAD_KEY);
    } catch (e) {
      /* storage disabled: the conversation lasts this page only */
    }
  }

  // -- the panel --------------------------------------------------------------------------

  var log = el("div", {
    className: "assistant-log",
    role: "log",
    "aria-live": "polite",
    "aria-relevant": "additions text",
    "aria-label": "Conversation with the assistant",
  });
  var input = el("input", {
    id: "assistant-input",
    type: "text",
    name: "message",
    autocomplete: "off",
    maxlength: "4000",
    placeholder: "e.g. open sensor GS-1020",
  });
  var send = el("button", { type: "submit", className: "assistant-send", text: "Send" });
  var stopButton = el("button", {
    type: "button",
    className: "assistant-stop",
    text: "Stop",
    hidden: true,
    onclick: stopJob,
  });
  var form = el(
    "form",
    { className: "assistant-form", onsubmit: onSubmit },
    [el("label", { for: "assistant-input", text: "Ask the assistant" }), el("div", { className: "assistant-row" }, [input, send, stopButton])]
  );
  var status = el("p", { className: "assistant-status", role: "status" });
  var fresh = el("button", {
    type: "button",
    className: "link-button assistant-new",
    text: "New conversation",
    onclick: newConversation,
  });
  panel.appendChild(
    el("aside", { className: "assistant", "aria-labelledby": "assistant-title" }, [
      el("header", { className: "assistant-head" }, [
        el("h2", { id: "assistant-title", text: "Assistant" }),
        fresh,
      ]),
      log,
      status,
      form,
    ])
  );

  var dialog = buildDialog();

  function setBusy(value, message) {
    busy = value;
    send.disabled = value;
    log.setAttribute("aria-busy", value ? "true" : "false");
    status.textContent = message || "";
  }

  function scrollDown() {
    log.scrollTop = log.scrollHeight;
  }

  function addUser(text) {
    log.appendChild(el("div", { className: "msg msg-user" }, [el("p", { text: text })]));
    scrollDown();
  }

  /* One assistant turn: a list of steps as they stream, then the answer. */
  function newTurn() {
    var steps = el("ol", { className: "steps", "aria-label": "Steps" });
    var body = el("div", { className: "answer" });
    var node = el("div", { className: "msg msg-assistant" }, [steps, body]);
    log.appendChild(node);
    scrollDown();
    return {
      node: node,
      step: function (text, kind) {
        steps.appendChild(el("li", { className: kind ? "step step-" + kind : "step", text: text }));
        scrollDown();
      },
      /* the model thinking: one line, updated while it lasts */
      thinking: function (text) {
        var last = steps.lastElementChild;
        if (last && last.classList.contains("step-thinking")) last.textContent = text;
        else this.step(text, "thinking");
      },
      add: function (child) {
        body.appendChild(child);
        scrollDown();
      },
    };
  }

  function addError(turn, text) {
    turn.add(el("p", { className: "assistant-error", role: "alert", text: text }));
  }

  // -- answers ----------------------------------------------------------------------------

  function openButton(label, href) {
    return el("button", {
      type: "button",
      className: "assistant-open",
      text: label,
      onclick: function () {
        window.location.assign(href);
      },
    });
  }

  function navigationWidget(navigation) {
    var href = consoleHref(navigation.url);
    var title = navigation.title || humanize(navigation.screen_name);
    var card = el("div", { className: "nav-widget", "data-screen": navigation.screen_name || "" }, [
      el("p", { className: "nav-title", text: title }),
    ]);
    if (href) {
      card.appendChild(el("p", { className: "nav-path", text: new URL(href).pathname }));
      card.appendChild(openButton("Open " + title, href));
    } else {
      card.appendChild(el("p", { className: "muted", text: "This screen is not on this console." }));
    }
    var alternatives = Array.isArray(navigation.alternatives) ? navigation.alternatives : [];
    var others = [];
    alternatives.forEach(function (alt) {
      var altHref = consoleHref(typeof alt === "string" ? null : alt && alt.url);
      var name = typeof alt === "string" ? alt : alt && (alt.title || humanize(alt.screen_name));
      if (altHref && name) others.push(el("li", {}, [openButton(name, altHref)]));
    });
    if (others.length) {
      card.appendChild(el("p", { className: "muted", text: "Or perhaps:" }));
      card.appendChild(el("ul", { className: "nav-alternatives" }, others));
    }
    return card;
  }

  /* Choices for a clarifying question: a link opens its screen, a text is sent as the
   * next message. */
  function choicesWidget(options) {
    var items = [];
    options.forEach(function (option) {
      var label = typeof option === "string" ? option : option && (option.label || option.title);
      if (!label) return;
      var href = typeof option === "object" && option.url ? consoleHref(option.url) : null;
      var button;
      if (href) {
        button = openButton(label, href);
      } else if (typeof option === "object" && option.url) {
        return; // a link off this console: not offered
      } else {
        button = el("button", {
          type: "button",
          className: "assistant-choice",
          text: label,
          onclick: function () {
            ask(typeof option === "string" ? option : option.value || label);
          },
        });
      }
      items.push(el("li", {}, [button]));
    });
    return items.length ? el("ul", { className: "assistant-choices", "aria-label": "Choices" }, items) : null;
  }

  function callsList(calls) {
    return el(
      "ul",
      { className: "tool-calls", "aria-label": "Actions" },
      calls.map(function (call) {
        var line = humanize(call.tool) + ": " + (call.outcome || "done");
        if (call.error) line += " (" + show(call.error) + ")";
        return el("li", { className: "outcome-" + (call.outcome || "done"), text: line });
      })
    );
  }

  function executionWidget(execution) {
    var box = el("div", { className: "exec-result" });
    if (execution.summary) box.appendChild(el("p", { text: execution.summary }));
    var records = Array.isArray(execution.records) ? execution.records : [];
    var links = [];
    records.forEach(function (record) {
      var href = consoleHref(record && record.url);
      if (href && record.label) links.push(el("li", {}, [openButton("Open " + record.label, href)]));
    });
    if (links.length) box.appendChild(el("ul", { className: "exec-records", "aria-label": "Records" }, links));
    var calls = Array.isArray(execution.tool_calls) ? execution.tool_calls : [];
    if (calls.length) box.appendChild(callsList(calls));
    return box;
  }

  function renderFinal(turn, final) {
    if (!final || typeof final !== "object") return;
    if (final.thread_id) saveThread(String(final.thread_id));
    if (final.navigation) turn.add(navigationWidget(final.navigation));
    if (final.execution) turn.add(executionWidget(final.execution));
    var told = final.execution && String(final.execution.summary || "");
    if (final.clarification && !(told && told.indexOf(final.clarification) >= 0)) {
      turn.add(el("p", { className: "clarification", text: show(final.clarification) }));
    }
    var options = final.options || final.choices || (final.navigation && final.navigation.options);
    if (Array.isArray(options)) {
      var choices = choicesWidget(options);
      if (choices) turn.add(choices);
    }
    if (!final.navigation && !final.execution && !final.clarification && final.message) {
      turn.add(el("p", { text: show(final.message) }));
    }
  }

  // -- approval ---------------------------------------------------------------------------

  function buildDialog() {
    var box = el("dialog", {
      className: "assistant-approval",
      "aria-labelledby": "assistant-approval-title",
      "aria-describedby": "assistant-approval-summary",
    });
    document.body.appendChild(box);
    return box;
  }

  /* The card for an approval request (and its dialog, opened unless how.open is false).
   * Returns {id, paused(final)}: `paused` takes the final that follows the request. */
  function askApproval(turn, request, how) {
    var decided = false;
    var summary = el("p", {
      className: "approval-summary",
      text: "Waiting for your approval: " + show(request.summary),
    });
    var card = el("div", { className: "approval-card" }, [summary]);
    var review = el("button", {
      type: "button",
      className: "assistant-review",
      text: "Review and decide",
      onclick: openDialog,
    });
    card.appendChild(review);
    turn.add(card);

    function decide(approve) {
      if (decided) return;
      decided = true;
      dialog.close();
      review.remove();
      card.appendChild(el("p", { className: "muted", text: approve ? "You approved." : "You denied." }));
      run(API + "/approvals/" + encodeURIComponent(request.approval_id), { approve: approve }, turn);
    }

    function openDialog() {
      if (decided) return;
      var rows = [];
      var args = request.arguments && typeof request.arguments === "object" ? request.arguments : {};
      Object.keys(args).forEach(function (name) {
        rows.push(el("dt", { text: humanize(name) }));
        rows.push(el("dd", {}, [el("code", { text: show(args[name]) })]));
      });
      dialog.replaceChildren(
        el("h2", { id: "assistant-approval-title", text: "Approve this action?" }),
        el("p", { id: "assistant-approval-summary", className: "approval-summary", text: show(request.summary) }),
        el("p", { className: "muted" }, ["Action: ", el("code", { text: show(request.tool) })]),
        rows.length ? el("dl", { className: "approval-args" }, rows) : null,
        el("p", { className: "muted", text: "Nothing happens unless you approve." }),
        el("div", { className: "approval-buttons" }, [
          el("button", { type: "button", className: "approve", text: "Approve", onclick: function () { decide(true); } }),
          el("button", { type: "button", className: "deny", text: "Deny", onclick: function () { decide(false); } }),
        ])
      );
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
      var deny = dialog.querySelector("button.deny");
      if (deny) deny.focus();
    }

    /* The paused job's final: its plain words replace the card's, and the calls already
     * made are listed; the dialog stays as it is. */
    function paused(final) {
      var execution = final && final.execution && typeof final.execution === "object" ? final.execution : {};
      if (execution.summary) summary.textContent = show(execution.summary);
      var calls = Array.isArray(execution.tool_calls) ? execution.tool_calls : [];
      if (calls.length) card.insertBefore(callsList(calls), summary.nextSibling);
    }

    if (!how || how.open !== false) openDialog();
    return { id: request.approval_id, paused: paused };
  }

  // -- the stream -------------------------------------------------------------------------

  /* Server-sent events from a fetch() response body, per the WHATWG parsing rules. */
  async function readEvents(response, onEvent) {
    var reader = response.body.getReader();
    var decoder = new TextDecoder();
    var buffer = "";
    var name = "";
    var data = [];

    function line(text) {
      if (text === "") {
        if (data.length) onEvent(name || "message", data.join("\n"));
        name = "";
        data = [];
        return;
      }
      if (text.charAt(0) === ":") return;
      var colon = text.indexOf(":");
      var field = colon < 0 ? text : text.slice(0, colon);
      var value = colon < 0 ? "" : text.slice(colon + 1);
      if (value.charAt(0) === " ") value = value.slice(1);
      if (field === "event") name = value;
      else if (field === "data") data.push(value);
    }

    for (;;) {
      var chunk = await reader.read();
      if (chunk.done) buffer += decoder.decode();
      else buffer += decoder.decode(chunk.value, { stream: true });
      for (;;) {
        var match = /\r\n|\n|\r/.exec(buffer);
        if (!match) break;
        // a "\r" at the very end may be the first half of "\r\n": wait for the rest
        if (match[0] === "\r" && match.index === buffer.length - 1 && !chunk.done) break;
        line(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
      if (chunk.done) {
        if (buffer) line(buffer);
        line("");
        return;
      }
    }
  }

  function parse(data) {
    try {
      return JSON.parse(data);
    } catch (e) {
      return data;
    }
  }

  function stepText(payload) {
    if (typeof payload === "string") return payload;
    if (!payload || typeof payload !== "object") return "";
    return String(
      payload.message || payload.text || payload.summary ||
        (payload.tool ? humanize(payload.tool) : "") || humanize(payload.node) || ""
    );
  }

  // -- stopping a running job --------------------------------------------------------------

  function showStop(visible) {
    stopButton.hidden = !visible;
    stopButton.disabled = false;
    stopButton.textContent = "Stop";
  }

  async function stopJob() {
    var thread = savedThread();
    if (!thread || stopButton.disabled) return;
    stopButton.disabled = true;
    stopButton.textContent = "Stopping…";
    try {
      var response = await fetch(API + "/chat/" + encodeURIComponent(thread) + "/cancel", {
        method: "POST",
        credentials: "same-origin",
        headers: { Accept: "application/json" },
      });
      if (response.ok) {
        status.textContent = "Stopping: the current step finishes, nothing after it starts.";
        return;
      }
      var problem = null;
      try {
        problem = await response.json();
      } catch (e) {
        problem = null;
      }
      status.textContent = problemText(problem, "The assistant could not stop (" + response.status + ").");
    } catch (e) {
      status.textContent = "The assistant cannot be reached to stop the job.";
    }
    showStop(false);
  }

  function routeText(payload) {
    var route = typeof payload === "string" ? payload : payload && payload.route;
    if (route === "navigation") return "Looking for the right screen…";
    if (route === "execution") return "Working on it…";
    if (route === "unclear") return "Not sure what you mean yet…";
    return route ? "Route: " + route : "";
  }

  async function run(url, body, turn) {
    setBusy(true, "The assistant is working…");
    var ended = false;
    var asked = null; // this stream's approval request, which its final completes
    try {
      var response = await fetch(url, {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
        body: JSON.stringify(body),
      });
      if (body && body.approve === true) showStop(true); // the approved job goes on
      var type = response.headers.get("Content-Type") || "";
      if (!response.ok || type.indexOf("text/event-stream") !== 0) {
        var problem = null;
        try {
          problem = await response.json();
        } catch (e) {
          problem = null;
        }
        ended = true;
        if (response.status === 401) addError(turn, "Your session has ended: sign in again.");
        else addError(turn, problemText(problem, "The assistant could not answer (" + response.status + ")."));
        return;
      }
      await readEvents(response, function (event, data) {
        var payload = parse(data);
        if (payload && typeof payload === "object" && payload.thread_id) {
          saveThread(String(payload.thread_id));
        }
        if (event === "route") {
          var text = routeText(payload);
          if (text) turn.step(text, "route");
          if (payload && payload.route === "execution") showStop(true);
        } else if (event === "step") {
          var step = stepText(payload);
          var thinking = payload && payload.node === "model" && payload.status === "started";
          if (step && thinking) turn.thinking(step);
          else if (step) turn.step(step);
        } else if (event === "approval_required") {
          asked = askApproval(turn, payload || {});
        } else if (event === "final") {
          ended = true;
          var pending = payload && typeof payload === "object" ? payload.pending_approval : null;
          if (pending && asked && asked.id === pending) asked.paused(payload);
          else renderFinal(turn, payload);
        } else if (event === "error") {
          ended = true;
          addError(turn, problemText(payload, "The assistant ran into a problem."));
        }
      });
      if (!ended) addError(turn, "The answer broke off. Try again.");
    } catch (e) {
      if (!ended) addError(turn, "The assistant cannot be reached. Check your connection and try again.");
    } finally {
      showStop(false);
      setBusy(false, "");
      input.focus();
    }
  }

  function ask(message) {
    var text = String(message || "").trim();
    if (!text || busy) return;
    addUser(text);
    var body = { message: text };
    var thread = savedThread();
    if (thread) body.thread_id = thread;
    run(API + "/chat", body, newTurn());
  }

  function onSubmit(event) {
    event.preventDefault();
    var text = input.value;
    if (!text.trim() || busy) return;
    input.value = "";
    ask(text);
  }

  // -- history ----------------------------------------------------------------------------

  function messagesOf(payload) {
    if (Array.isArray(payload)) return payload;
    if (payload && Array.isArray(payload.messages)) return payload.messages;
    if (payload && Array.isArray(payload.items)) return payload.items;
    return [];
  }

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

  /* The gateway's history: {thread_id, messages: [{role, content, payload}]}; an
   * assistant message's payload is the event that ended its turn (a final or an error).
   * A pause's final carries `pending_approval` and the request itself under `approval`:
   * while it is the thread's last message, its card offers the decision again. (Older
   * histories stored the approval_required event's data, with `approval_id`.) */
  function renderHistory(messages) {
    messages.forEach(function (message, index) {
      if (!message || typeof message !== "object") return;
      var role = message.role || message.type;
      var text = contentText(message.content !== undefined ? message.content : message.text);
      if (role === "user" || role === "human") {
        if (text) addUser(text);
        return;
      }
      var turn = newTurn();
      var payload = message.payload && typeof message.payload === "object" ? message.payload : null;
      var last = index === messages.length - 1;
      var request = payload && payload.pending_approval ? payload.approval : payload;
      if (request && typeof request === "object" && request.approval_id && last) {
        var card = askApproval(turn, request, { open: false });
        if (payload.pending_approval) card.paused(payload);
      } else if (payload && payload.pending_approval) {
        if (text) turn.add(el("p", { text: text }));
      } else if (payload && payload.error) {
        addError(turn, problemText(payload.error, text || "The assistant ran into a problem."));
      } else if (payload && (payload.navigation || payload.execution || payload.clarification)) {
        renderFinal(turn, payload);
      } else if (text) {
        turn.add(el("p", { text: text }));
      }
    });
  }

  async function loadHistory() {
    var thread = savedThread();
    if (!thread) return;
    try {
      var response = await fetch(API + "/threads/" + encodeURIComponent(thread) + "/messages", {
        credentials: "same-origin",
        headers: { Accept: "application/json" },
      });
      if (response.status === 404) {
        saveThread(null);
        return;
      }
      if (!response.ok) return;
      renderHistory(messagesOf(await response.json()));
    } catch (e) {
      /* history is a convenience: the panel works without it */
    }
  }

  async function newConversation() {
    var thread = savedThread();
    saveThread(null);
    log.replaceChildren();
    status.textContent = "Started a new conversation.";
    if (thread) {
      try {
        await fetch(API + "/threads/" + encodeURIComponent(thread), {
          method: "DELETE",
          credentials: "same-origin",
        });
      } catch (e) {
        /* the old thread stays on the server; it is no longer shown */
      }
    }
    input.focus();
  }

  loadHistory();
})();
