/** The text/event-stream wire format (WHATWG HTML §9.2): one function per kind of frame. */

/** The response head of an event stream: never cached or transformed, and passed through proxies frame by frame. */
export const SSE_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache, no-transform",
  connection: "keep-alive",
  // nginx: pass each frame through instead of buffering the response.
  "x-accel-buffering": "no",
} as const;

/** A message the client dispatches: `id` lets it resume with Last-Event-ID. Data is one JSON line. */
export function sseMessage(event: string, data: unknown, id?: number): string {
  const idLine = id === undefined ? "" : `id: ${id}\n`;
  return `${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A comment line: ignored by clients, keeps proxies and load balancers from closing an idle stream. */
export function sseComment(text: string): string {
  return `: ${text}\n\n`;
}

/** How long the client waits before reconnecting after the stream drops. */
export function sseRetry(ms: number): string {
  return `retry: ${ms}\n\n`;
}

/**
 * The resume point a client sent (Last-Event-ID header, or `lastEventId` in the query for clients that cannot set
 * headers). Anything that is not a non-negative integer is ignored: the client then just gets live events.
 */
export function parseLastEventId(...candidates: Array<string | string[] | undefined>): number | null {
  for (const candidate of candidates) {
    const value = Array.isArray(candidate) ? candidate[0] : candidate;
    if (value === undefined || !/^\d{1,15}$/.test(value.trim())) continue;
    return Number(value.trim());
  }
  return null;
}
