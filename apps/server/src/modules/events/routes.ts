/** `GET /api/events`: live order updates as server-sent events, resumable with Last-Event-ID (issue 5). */
import { EVENTS } from "@zaika/contract/constants";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ModuleDeps } from "../../deps";
import { caller } from "../../plugins/access";
import type { AccessTokens } from "../auth/tokens";
import { missedOrderEvents } from "./queries";
import { mayReceiveOrderEvent, type OrderChangedEvent, toLiveEvent } from "./service";
import { parseLastEventId, sseComment, sseMessage, sseRetry } from "./sse";

/** How long a browser waits before reconnecting by itself (our fetch client has its own backoff). */
const RETRY_MS = 3000;
/** setTimeout's ceiling (about 24.8 days); a longer delay would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface EventsRoutesOptions {
  deps: ModuleDeps;
  /** The access hook already verifies the token; kept for parity with the composition root. */
  tokens: AccessTokens;
  /** Tests shorten it; production uses EVENTS.heartbeatMs. */
  heartbeatMs?: number;
}

const QuerySchema = z.object({
  lastEventId: z.string().max(32).optional().describe("Resume point for clients that cannot send Last-Event-ID"),
});

export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, options) => {
  const { deps } = options;
  const heartbeatMs = options.heartbeatMs ?? EVENTS.heartbeatMs;
  /** Every open stream's end function: shutdown must not wait for clients that never hang up. */
  const open = new Set<() => void>();
  const endAll = () => {
    for (const end of [...open]) end();
  };
  // preClose runs before the server stops accepting and waits for connections; onClose is the backstop.
  app.addHook("preClose", async () => endAll());
  app.addHook("onClose", async () => endAll());

  app.get(
    "/events",
    {
      config: { access: ["user", "restaurant", "admin", "rider"] },
      // A compressed stream would sit in the compressor's buffer instead of reaching the browser.
      compress: false,
      schema: {
        tags: ["events"],
        summary:
          "Live order updates (text/event-stream): `order` events the caller may see, a `: ping` comment every 25 s. " +
          "Send Last-Event-ID (or ?lastEventId=) to replay missed events first",
        security: [{ bearerAuth: [] }],
        querystring: QuerySchema,
      },
    },
    async (request, reply) => {
      const viewer = caller(request);
      const resumeFrom = parseLastEventId(request.headers["last-event-id"], request.query.lastEventId);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        // nginx: pass each frame through instead of buffering the response.
        "x-accel-buffering": "no",
      });
      res.write(sseRetry(RETRY_MS) + sseMessage("ready", {}));

      let closed = false;
      // While the replay runs, live events wait here so that nothing is sent twice or out of order.
      let buffer: OrderChangedEvent[] | null = resumeFrom === null ? null : [];
      // What the replay sent. A NOTIFY reaches this instance on its own LISTEN connection, so an event the replay
      // already read can still arrive live after the replay has finished: it is dropped here, for the stream's life
      // (at most EVENTS.replayLimit ids).
      const replayed = new Set<number>();
      const send = (event: OrderChangedEvent) => {
        if (!closed) res.write(sseMessage("order", toLiveEvent(event), event.eventId));
      };

      // Subscribe before replaying: an event committed in between is then buffered, never lost.
      const unsubscribe = deps.events.subscribe((event) => {
        if (event.type !== "order.changed" || !mayReceiveOrderEvent(viewer, event)) return;
        if (buffer) buffer.push(event);
        else if (!replayed.has(event.eventId)) send(event);
      });
      const heartbeat = setInterval(() => {
        if (!closed) res.write(sseComment("ping"));
      }, heartbeatMs);
      heartbeat.unref();
      // The stream ends when the access token expires: the client reconnects with a fresh token, so a blocked or
      // signed-out account stops hearing about orders within the token's lifetime.
      const untilExpiry = viewer.exp * 1000 - deps.clock.now().getTime();
      const expiry = setTimeout(() => end(), Math.min(MAX_TIMER_MS, Math.max(0, untilExpiry)));
      expiry.unref();

      function end() {
        if (closed) return;
        closed = true;
        open.delete(end);
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(expiry);
        res.end();
      }
      open.add(end);
      res.on("close", end);
      res.on("error", end);

      if (resumeFrom === null) return;
      try {
        for (const event of await missedOrderEvents(deps.db, viewer, resumeFrom, EVENTS.replayLimit)) {
          send(event);
          replayed.add(event.eventId);
        }
      } catch (error) {
        // Live events still flow; the client refetches its orders on reconnect anyway.
        if (!closed) request.log.error({ err: error }, "events: replay failed");
      }
      const pending = buffer ?? [];
      buffer = null;
      for (const event of pending) if (!replayed.has(event.eventId)) send(event);
    },
  );
};
