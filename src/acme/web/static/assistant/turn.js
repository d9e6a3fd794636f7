/* One assistant turn in the conversation: a progress line while it works ("Looking for
 * the right screen…", "Working out the next step… 12 s"), one line per action, updated in
 * place as the action runs, waits for approval and ends, and the answer. The progress
 * line leaves when the answer arrives; the action lines stay, as a record of the job. */

import { el } from "./dom.js";

var STATE_WORDS = {
  running: "running…",
  waiting: "waiting for your approval",
  done: "done",
  failed: "failed",
  refused: "not done",
};
var SLOW_SECONDS = 3; // an action running longer shows its elapsed time

export function newTurn(log, scrollDown) {
  var progress = el("p", { className: "turn-progress", hidden: true });
  var steps = el("ol", { className: "steps", "aria-label": "Steps" });
  var body = el("div", { className: "answer" });
  var node = el("div", { className: "msg msg-assistant" }, [progress, steps, body]);
  var timers = [];
  log.appendChild(node);
  scrollDown();

  function setProgress(text) {
    progress.textContent = text;
    progress.hidden = !text;
    scrollDown();
  }

  /* An action line, by key: a new line the first time, the same line after. */
  function line(step) {
    if (!step || !step.text) return;
    if (step.state === "thinking") return setProgress(step.text);
    if (step.state === "finished") return setProgress("");
    setProgress("");
    var item = null;
    Array.prototype.forEach.call(steps.children, function (li) {
      if (li.dataset.key === step.key) item = li;
    });
    if (!item) {
      item = el("li", { className: "step", "data-key": step.key }, [
        el("span", { className: "step-text" }),
        el("span", { className: "step-state" }),
      ]);
      steps.appendChild(item);
    }
    item.className = "step step-" + step.state;
    item.querySelector(".step-text").textContent = step.text;
    item.querySelector(".step-state").textContent = STATE_WORDS[step.state] || "";
    item.dataset.started = item.dataset.started || String(Date.now());
    if (step.state === "running") watch(item);
    scrollDown();
  }

  /* A running action shows how long it has run once it is slow. */
  function watch(item) {
    var timer = window.setInterval(function () {
      if (!item.classList.contains("step-running")) return window.clearInterval(timer);
      var seconds = Math.round((Date.now() - Number(item.dataset.started)) / 1000);
      if (seconds >= SLOW_SECONDS) {
        item.querySelector(".step-state").textContent = "running… " + seconds + " s";
      }
    }, 1000);
    timers.push(timer);
  }

  return {
    node: node,
    progress: setProgress,
    line: line,
    add: function (child) {
      body.appendChild(child);
      scrollDown();
    },
    /* the answer arrived (or the stream ended): no progress line, no running action */
    end: function () {
      setProgress("");
      timers.forEach(function (t) {
        window.clearInterval(t);
      });
      Array.prototype.forEach.call(steps.querySelectorAll(".step-running"), function (li) {
        li.className = "step step-refused";
        li.querySelector(".step-state").textContent = STATE_WORDS.refused;
      });
    },
  };
}
