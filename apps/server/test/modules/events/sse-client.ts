/** A tiny incremental SSE reader over fetch for the events tests (a copy of the web parser's logic). */

export interface SseMessage {
  event: string;
  data: string;
  id: string | null;
}

/**
 * Feeds text chunks split anywhere; calls onMessage per dispatched message, onComment per comment line and onRetry per
 * `retry:` field (the reconnection delay the server asks for).
 */
export function sseParser(
  onMessage: (m: SseMessage) => void,
  onComment: (text: string) => void = () => {},
  onRetry: (ms: number) => void = () => {},
) {
  let pending = "";
  let event = "";
  let data: string[] = [];
  let id: string | null = null;
  return (chunk: string) => {
    pending += chunk;
    const lines = pending.split(/\r\n|\r|\n/);
    pending = lines.pop() ?? "";
    for (const line of lines) {
      if (line === "") {
        if (data.length > 0) onMessage({ event: event || "message", data: data.join("\n"), id });
        event = "";
        data = [];
        continue;
      }
      if (line.startsWith(":")) {
        onComment(line.slice(1).trim());
        continue;
      }
      const colon = line.indexOf(":");
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "event") event = value;
      else if (field === "data") data.push(value);
      else if (field === "id") id = value;
      else if (field === "retry" && /^\d+$/.test(value)) onRetry(Number(value));
    }
  };
}

export interface SseStream {
  status: number;
  headers: Headers;
  messages: SseMessage[];
  comments: string[];
  /** Each `retry:` hint in arrival order, with how many messages had arrived before it. */
  retries: Array<{ ms: number; afterMessages: number }>;
  /** Resolves with the first message (from the start of the stream) matching, or rejects after timeoutMs. */
  waitFor(match: (m: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(
  baseUrl: string,
  options: { token?: string; lastEventId?: string; query?: string; path?: string } = {},
): Promise<SseStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: "text/event-stream", "accept-encoding": "gzip, br" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lastEventId !== undefined) headers["last-event-id"] = options.lastEventId;
  const response = await fetch(`${baseUrl}${options.path ?? "/api/events"}${options.query ?? ""}`, {
    headers,
    signal: controller.signal,
  });
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  const retries: SseStream["retries"] = [];
  const waiters = new Set<() => void>();
  const feed = sseParser(
    (m) => {
      messages.push(m);
      for (const wake of waiters) wake();
    },
    (c) => {
      comments.push(c);
      for (const wake of waiters) wake();
    },
    (ms) => retries.push({ ms, afterMessages: messages.length }),
  );
  const ended = (async () => {
    if (!response.body || response.status !== 200) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        feed(decoder.decode(chunk, { stream: true }));
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    messages,
    comments,
    retries,
    ended,
    waitFor(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching SSE message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}

/** The order events' payloads of a stream. */
export function orderEventsOf(stream: SseStream): Array<{ id: string | null; data: Record<string, unknown> }> {
  return stream.messages.filter((m) => m.event === "order").map((m) => ({ id: m.id, data: JSON.parse(m.data) }));
}
