/**
 * `GET /api/events` (contract endpoints/events): the HTTP side of live order updates, a text/event-stream per
 * signed-in caller: `order` frames (with ids), and `position` and `offers` frames (issue 13, without). Which events a
 * stream gets, its replay and its catch-up are the service's (./service).
 */
import { EVENTS } from "@zaika/contract/constants";
import * as api from "@zaika/contract/endpoints/events";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/route";
import { caller } from "../../plugins/access";
import * as events from "./service";
import { parseLastEventId, SSE_HEADERS, sseComment, sseMessage, sseRetry } from "./sse";

/**
 * The last frame a stream gets when this node shuts down: reconnect soon (through the load balancer, to another node),
 * each client after a different pause so that a stopping node's clients do not all arrive in the same instant.
 */
const SHUTDOWN_RETRY_MS = { min: 500, spread: 1000 } as const;

export interface EventsRoutesOptions extends events.EventsDeps {
  /** Tests shorten it; production uses EVENTS.heartbeatMs. */
  heartbeatMs?: number;
}

export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, options) => {
  const heartbeatMs = options.heartbeatMs ?? EVENTS.heartbeatMs;
  const streams = events.orderStreams(options, app.log);
  // preClose runs before the server stops accepting and waits for connections: each stream is told to come back
  // shortly (to another node) and ended. onClose is the backstop.
  app.addHook("preClose", async () =>
    streams.endAll(SHUTDOWN_RETRY_MS.min + Math.floor(Math.random() * SHUTDOWN_RETRY_MS.spread)),
  );
  app.addHook("onClose", async () => streams.endAll());
  app.addHook("onReady", () => streams.start());
  app.addHook("onClose", async () => streams.stop());

  // The stream is written by hand, never serialized or compressed (@fastify/compress leaves a hijacked reply, and
  // text/event-stream, alone: a compressed stream would sit in the compressor's buffer instead of reaching the browser).
  route(app, api.streamEvents, (request, reply) => {
    const viewer = caller(request);
    const resumeFrom = parseLastEventId(request.headers["last-event-id"], request.query.lastEventId);

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, SSE_HEADERS);
    res.write(sseRetry(events.RETRY_MS) + sseMessage("ready", {}));

    let closed = false;
    const heartbeat = setInterval(() => {
      if (!closed) res.write(sseComment("ping"));
    }, heartbeatMs);
    heartbeat.unref();

    const stream = streams.open(
      viewer,
      resumeFrom,
      {
        send: (event) => res.write(sseMessage("order", events.toLiveEvent(event), event.eventId)),
        // No id: a position or an offer nudge must not move the client's resume point (Last-Event-ID).
        position: (event) => res.write(sseMessage("position", event)),
        offers: (event) => res.write(sseMessage("offers", event)),
        close(retryMs) {
          closed = true;
          clearInterval(heartbeat);
          if (retryMs !== undefined && res.writable) res.write(sseRetry(retryMs));
          res.end();
        },
      },
      request.log,
    );
    res.on("close", () => stream.end());
    res.on("error", () => stream.end());
    return reply;
  });
};
