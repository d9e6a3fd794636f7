/* Getting to the assistant and leaving it: Ctrl+/ (⌘/ on a Mac) focuses its input from
 * anywhere and Escape goes back to where you were. On a narrow screen the panel is a sheet
 * over the page, opened by the "Assistant" button and closed by Escape or "Close". */

import { el } from "./dom.js";

var NARROW = "(max-width: 700px)";

export function isShortcut(event) {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key === "/";
}

export function setUpSheet(panel, aside, input) {
  var narrow = window.matchMedia(NARROW);
  var before = null; // what had the focus before the assistant took it

  var launcher = el("button", {
    type: "button",
    className: "assistant-launcher",
    "aria-expanded": "false",
    "aria-controls": "assistant-panel",
    text: "Assistant",
    onclick: function () {
      enter(launcher);
    },
  });
  var close = el("button", {
    type: "button",
    className: "assistant-close",
    "aria-label": "Close the assistant",
    text: "Close",
    onclick: function () {
      leave();
    },
  });
  panel.parentNode.insertBefore(launcher, panel.nextSibling);
  aside.querySelector(".assistant-head").appendChild(close);

  function setOpen(open) {
    panel.classList.toggle("open", open);
    launcher.setAttribute("aria-expanded", open ? "true" : "false");
  }

  function enter(from) {
    var active = from || document.activeElement;
    if (active && !aside.contains(active)) before = active;
    setOpen(true);
    input.focus();
  }

  function leave() {
    var wasOpen = panel.classList.contains("open");
    setOpen(false);
    var back = before && document.contains(before) && !aside.contains(before) ? before : null;
    if (narrow.matches && wasOpen && (!back || back === document.body)) back = launcher;
    before = null;
    if (back && typeof back.focus === "function") back.focus();
    else if (document.activeElement && aside.contains(document.activeElement)) document.activeElement.blur();
  }

  document.addEventListener("keydown", function (event) {
    if (isShortcut(event)) {
      event.preventDefault();
      enter(null);
    }
  });
  aside.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && !event.defaultPrevented) {
      event.preventDefault();
      leave();
    }
  });
  return { open: function () { enter(null); }, close: leave };
}
