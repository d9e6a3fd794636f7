/* Server-sent events from a fetch() response body (EventSource can only GET), per the
 * WHATWG parsing rules: onEvent(name, data) for each event. */

export async function readEvents(response, onEvent) {
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

export function parse(data) {
  try {
    return JSON.parse(data);
  } catch (e) {
    return data;
  }
}

/* A failed response's problem+json (or null). */
export async function problemOf(response) {
  try {
    return await response.json();
  } catch (e) {
    return null;
  }
}
