/**
 * `GET /api/events`: live order updates as server-sent events, resumable with Last-Event-ID (issue 5), and caught up
 * from order_events when this instance's LISTEN connection was lost and came back (issue 9).
 */
import { EVENTS } from "@zaika/contract/constants";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ModuleDeps } from "../../deps";
import type { ReconnectInfo } from "../../lib/events";
import { caller } from "../../plugins/access";
import type { AccessTokens } from "../auth/tokens";
import { heardLog, sentIds } from "./catch-up";
import { latestOrderEventId, missedOrderEvents, orderEventsAfter } from "./queries";
import { type EventViewer, mayReceiveOrderEvent, type OrderChangedEvent, toLiveEvent } from "./service";
import { parseLastEventId, sseComment, sseMessage, sseRetry } from "./sse";

/** How long a browser waits before reconnecting by itself (our fetch client has its own backoff). */
const RETRY_MS = 3000;
/**
 * The last frame a stream gets when this node shuts down: reconnect soon (through the load balancer, to another node),
 * each client after a different pause so that a stopping node's clients do not all arrive in the same instant.
 */
const SHUTDOWN_RETRY_MS = { min: 500, spread: 1000 } as const;
/** setTimeout's ceiling (about 24.8 days); a longer delay would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Rows per catch-up query. */
const CATCH_UP_PAGE = 1000;
/** Tries of the catch-up query (the database may blink again) before its streams are ended to resume by themselves. */
const CATCH_UP_ATTEMPTS = 3;
const CATCH_UP_RETRY_MS = 500;
/** Ids a stream remembers having sent, so that a catch-up or a late NOTIFY never sends one twice. */
const SENT_IDS_KEPT = 20_000;

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

/** An open stream as the catch-up sees it. */
interface Stream {
  viewer: EventViewer;
  /**
   * Nothing at or below this id is this stream's to catch up: its resume point, or the newest id heard when it opened
   * (older events are not its business; only a straggler committing in the seconds around its opening could be missed).
   */
  floor: number | null;
  /** Sends what `load` returns in this stream's turn; live events wait meanwhile (no duplicates, no reordering). */
  batch(load: () => Promise<OrderChangedEvent[]>): void;
  end(retryMs?: number): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, options) => {
  const { deps } = options;
  const heartbeatMs = options.heartbeatMs ?? EVENTS.heartbeatMs;
  const streams = new Set<Stream>();
  const endAll = (retryMs?: number) => {
    for (const stream of [...streams]) stream.end(retryMs);
  };
  // preClose runs before the server stops accepting and waits for connections: each stream is told to come back
  // shortly (to another node) and ended. onClose is the backstop.
  app.addHook("preClose", async () =>
    endAll(SHUTDOWN_RETRY_MS.min + Math.floor(Math.random() * SHUTDOWN_RETRY_MS.spread)),
  );
  app.addHook("onClose", async () => endAll());

  // What this instance has heard, to know from where to catch up after the listener comes back.
  const heard = heardLog();
  const stopHearing = deps.events.subscribe((event) => {
    if (event.type === "order.changed") heard.record(event.eventId);
  });
  app.addHook("onReady", async () => {
    try {
      heard.record(await latestOrderEventId(deps.db));
    } catch (error) {
      app.log.warn({ err: error }, "events: could not read the newest order event at start");
    }
  });

  /** Everything after `from`, page by page, retried a few times; null when the database would not answer. */
  async function loadSince(from: number): Promise<OrderChangedEvent[] | null> {
    for (let attempt = 1; attempt <= CATCH_UP_ATTEMPTS; attempt++) {
      try {
        const all: OrderChangedEvent[] = [];
        let after = from;
        for (;;) {
          const page = await orderEventsAfter(deps.db, after, CATCH_UP_PAGE);
          all.push(...page);
          const last = page[page.length - 1];
          if (!last || page.length < CATCH_UP_PAGE) return all;
          after = last.eventId;
        }
      } catch (error) {
        app.log.warn({ err: error, attempt }, "events: catch-up query failed");
        if (attempt < CATCH_UP_ATTEMPTS) await sleep(CATCH_UP_RETRY_MS * attempt);
      }
    }
    return null;
  }

  // Every NOTIFY sent while the listener was down was missed: send each open stream the order events committed
  // meanwhile, read once for all streams, each stream taking what it may see and has not sent.
  const stopReconnect = deps.events.onReconnect(({ lostAt }: ReconnectInfo) => {
    const global = heard.floor(lostAt);
    const targets = [...streams]
      .map((stream) => ({
        stream,
        from: Math.max(global ?? Number.NEGATIVE_INFINITY, stream.floor ?? Number.NEGATIVE_INFINITY),
      }))
      .filter(({ from }) => Number.isFinite(from));
    if (targets.length === 0) {
      app.log.info("events: listener reconnected; no open stream to catch up");
      return;
    }
    const lowest = Math.min(...targets.map(({ from }) => from));
    const missed = loadSince(lowest).then((events) => {
      const newest = events?.[events.length - 1];
      if (newest) heard.record(newest.eventId);
      app.log.info({ from: lowest, events: events?.length ?? null }, "events: listener reconnected, caught up");
      return events;
    });
    for (const { stream, from } of targets) {
      stream.batch(async () => {
        const events = await missed;
        if (events === null) {
          // Better a reconnect than a gap: the client resumes with Last-Event-ID and gets the replay.
          stream.end(RETRY_MS);
          return [];
        }
        return events.filter((event) => event.eventId > from && mayReceiveOrderEvent(stream.viewer, event));
      });
    }
  });
  app.addHook("onClose", async () => {
    stopHearing();
    stopReconnect();
  });

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
      // What this stream sent. A NOTIFY reaches this instance on its own LISTEN connection, so an event a replay or
      // catch-up already read can still arrive live afterwards: it is dropped here.
      const sent = sentIds(SENT_IDS_KEPT);
      const send = (event: OrderChangedEvent) => {
        if (closed || sent.has(event.eventId)) return;
        sent.add(event.eventId);
        res.write(sseMessage("order", toLiveEvent(event), event.eventId));
      };
      // While a replay or catch-up runs, live events wait here, then go out in the order they arrived.
      let batches = 0;
      let held: OrderChangedEvent[] = [];
      let turn: Promise<void> = Promise.resolve();

      const stream: Stream = {
        viewer,
        floor: resumeFrom ?? heard.latest(),
        batch(load) {
          batches++;
          turn = turn
            .then(async () => {
              for (const event of await load()) send(event);
            })
            .catch((error: unknown) => {
              // Live events still flow; the client refetches its orders on reconnect anyway.
              if (!closed) request.log.error({ err: error }, "events: replay or catch-up failed");
            })
            .finally(() => {
              batches--;
              if (batches > 0) return;
              const waiting = held;
              held = [];
              for (const event of waiting) send(event);
            });
        },
        end,
      };

      // Subscribe before replaying: an event committed in between is then held, never lost.
      const unsubscribe = deps.events.subscribe((event) => {
        // A blocked account stops hearing about orders at once, not when its token expires; its reconnect is refused.
        if (event.type === "account.blocked-changed" && event.blocked && event.userId === viewer.sub) {
          end();
          return;
        }
        if (event.type !== "order.changed" || !mayReceiveOrderEvent(viewer, event)) return;
        if (batches > 0) held.push(event);
        else send(event);
      });
      const heartbeat = setInterval(() => {
        if (!closed) res.write(sseComment("ping"));
      }, heartbeatMs);
      heartbeat.unref();
      // The stream ends when the access token expires: the client reconnects with a fresh token, so a signed-out
      // account stops hearing about orders within the token's lifetime.
      const untilExpiry = viewer.exp * 1000 - deps.clock.now().getTime();
      const expiry = setTimeout(() => end(), Math.min(MAX_TIMER_MS, Math.max(0, untilExpiry)));
      expiry.unref();

      /** Ends the stream; with retryMs, first tells the client when to reconnect. */
      function end(retryMs?: number) {
        if (closed) return;
        closed = true;
        streams.delete(stream);
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(expiry);
        if (retryMs !== undefined && res.writable) res.write(sseRetry(retryMs));
        res.end();
      }
      streams.add(stream);
      res.on("close", () => end());
      res.on("error", () => end());

      if (resumeFrom !== null) stream.batch(() => missedOrderEvents(deps.db, viewer, resumeFrom, EVENTS.replayLimit));
    },
  );
};
