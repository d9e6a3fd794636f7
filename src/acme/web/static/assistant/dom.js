/* Small DOM helpers for the assistant panel: every piece of text from the server goes in
 * with textContent, never as HTML, and only links on this console's own host are followed. */

export function el(tag, attrs, children) {
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

/* "decommission_device" -> "Decommission device" */
export function humanize(name) {
  var words = String(name || "").replace(/[_-]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "";
}

export function show(value) {
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
export function consoleHref(raw) {
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

export function problemText(problem, fallback) {
  if (problem && typeof problem === "object") {
    return String(problem.detail || problem.title || fallback);
  }
  if (typeof problem === "string" && problem) return problem;
  return fallback;
}

/* A link that opens a console screen (a real link: middle-click and screen readers work). */
export function openLink(label, href, className) {
  return el("a", { className: className || "assistant-open", href: href, text: label });
}

/* The sign-in page, coming back here afterwards. */
export function signInHref() {
  var here = window.location.pathname + window.location.search;
  return "/login?next=" + encodeURIComponent(here);
}

/* The org's brand colour, darkened until white text on it (and it as text on white) has a
 * contrast of at least 5:1, as "rgb(r, g, b)"; null for a colour that is not #rrggbb. */
export function accessibleAccent(colour) {
  var hex = /^#?([0-9a-f]{6})$/i.exec(String(colour || "").trim());
  if (!hex) return null;
  var rgb = [0, 2, 4].map(function (i) {
    return parseInt(hex[1].slice(i, i + 2), 16);
  });
  for (var step = 0; step < 30 && 1.05 / (luminance(rgb) + 0.05) < 5; step++) {
    rgb = rgb.map(function (v) {
      return Math.floor(v * 0.9);
    });
  }
  return "rgb(" + rgb.join(", ") + ")";
}

function luminance(rgb) {
  var linear = rgb.map(function (v) {
    var c = v / 255;
    return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  });
  return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2];
}
