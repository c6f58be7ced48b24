/** An incremental text/event-stream parser (WHATWG HTML §9.2.6): chunks may split lines, even a CR LF, anywhere. */

export interface SseMessage {
  /** "message" when the server named none. */
  event: string;
  data: string;
  /** The last event id seen on the stream so far (it persists across messages, per the spec). */
  lastEventId: string;
}

/**
 * Returns a feed function; comments (`: ping` heartbeats) are skipped, and a `retry:` line (the server's reconnection
 * delay in milliseconds) goes to `onRetry`.
 */
export function createSseParser(
  onMessage: (message: SseMessage) => void,
  onRetry: (ms: number) => void = () => {},
): (chunk: string) => void {
  let pending = "";
  let skipLeadingLf = false;
  let first = true;
  let event = "";
  let data: string[] = [];
  let lastEventId = "";

  function line(text: string) {
    if (text === "") {
      if (data.length > 0) onMessage({ event: event || "message", data: data.join("\n"), lastEventId });
      event = "";
      data = [];
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
    else if (field === "id" && !value.includes("\0")) lastEventId = value;
    else if (field === "retry" && /^\d+$/.test(value)) onRetry(Number(value));
  }

  return (chunk) => {
    let text = chunk;
    if (first && text.length > 0) {
      first = false;
      if (text.startsWith("\uFEFF")) text = text.slice(1);
    }
    // A CR ending the previous chunk already ended its line; an LF right after it belongs to that line ending.
    if (skipLeadingLf && text.startsWith("\n")) text = text.slice(1);
    skipLeadingLf = false;
    pending += text;
    let start = 0;
    for (let i = 0; i < pending.length; i++) {
      const ch = pending[i];
      if (ch !== "\n" && ch !== "\r") continue;
      line(pending.slice(start, i));
      if (ch === "\r") {
        if (i + 1 === pending.length) skipLeadingLf = true;
        else if (pending[i + 1] === "\n") i++;
      }
      start = i + 1;
    }
    pending = pending.slice(start);
  };
}
