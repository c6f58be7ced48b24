/**
 * Live order updates: who may hear about which order change and what they are told (pure functions shared by live
 * and replay), and the open streams of this instance, resumable with Last-Event-ID (issue 5) and caught up from
 * order_events when this instance's LISTEN connection was lost and came back (issue 9). Riders' positions and offer
 * nudges (issue 13) ride the same streams, live only: they are neither replayed nor caught up, and carry no id.
 */
import { EVENTS } from "@zaika/contract/constants";
import { mayViewRiderPosition } from "@zaika/contract/dispatch";
import type { OffersLiveEvent, OrderLiveEvent, PositionLiveEvent } from "@zaika/contract/events";
import type { FastifyBaseLogger } from "fastify";
import type { ModuleDeps } from "../../deps";
import type { DomainEvent, ReconnectInfo } from "../../lib/events";
import { visibleToRestaurant } from "../orders/read";
import { heardLog, sentIds } from "./catch-up";
import * as q from "./queries";
import type { EventViewer, OrderChangedEvent } from "./types";

export type { EventViewer, OrderChangedEvent };

export type EventsDeps = Pick<ModuleDeps, "db" | "events" | "clock">;

/** How long a browser waits before reconnecting by itself (our fetch client has its own backoff). */
export const RETRY_MS = 3000;
/** setTimeout's ceiling (about 24.8 days); a longer delay would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Rows per catch-up query. */
const CATCH_UP_PAGE = 1000;
/** Tries of the catch-up query (the database may blink again) before its streams are ended to resume by themselves. */
const CATCH_UP_ATTEMPTS = 3;
const CATCH_UP_RETRY_MS = 500;
/** Ids a stream remembers having sent, so that a catch-up or a late NOTIFY never sends one twice. */
const SENT_IDS_KEPT = 20_000;

/**
 * The same rule as an order's page (orders/read.ts canView): admins see everything, the customer their own orders,
 * the owner their restaurant's real orders (never an unpaid online one), the rider the orders assigned to them.
 */
export function mayReceiveOrderEvent(
  viewer: EventViewer,
  event: Pick<
    OrderChangedEvent,
    "userId" | "restaurantOwnerId" | "riderId" | "paymentMode" | "paymentStatus" | "status"
  >,
): boolean {
  switch (viewer.role) {
    case "admin":
      return true;
    case "user":
      return event.userId === viewer.sub;
    case "restaurant":
      return event.restaurantOwnerId === viewer.sub && visibleToRestaurant(event);
    case "rider":
      return event.riderId !== null && event.riderId === viewer.sub;
    default:
      return false;
  }
}

/** The wire payload: who else may see the order (userId, ownerId) is not the client's business. */
export function toLiveEvent(event: OrderChangedEvent | (OrderLiveEvent & Record<string, unknown>)): OrderLiveEvent {
  return {
    eventId: event.eventId,
    kind: event.kind,
    orderId: event.orderId,
    orderNumber: event.orderNumber,
    restaurantId: event.restaurantId,
    status: event.status,
    paymentMode: event.paymentMode,
    paymentStatus: event.paymentStatus,
    riderId: event.riderId,
    awaitingRelease: event.awaitingRelease,
    at: event.at,
  };
}

type RiderPositionEvent = Extract<DomainEvent, { type: "rider.position" }>;

/** A position's wire payload: who may see the order and its status stay on the server. */
export function toPositionLiveEvent(event: RiderPositionEvent): PositionLiveEvent {
  return {
    orderId: event.orderId,
    riderId: event.riderId,
    lat: event.lat,
    lng: event.lng,
    at: event.at,
    etaMinutes: event.etaMinutes,
  };
}

/** Where an open stream's output goes (the HTTP layer writes it as text/event-stream). */
export interface StreamSink {
  /** An order event the viewer may see, each id once, in order. */
  send(event: OrderChangedEvent): void;
  /** Where an order's rider is, for a viewer who may see it now (mayViewRiderPosition); live only, no id. */
  position(event: PositionLiveEvent): void;
  /** The viewer's (a rider's) open offers changed; live only, no id. */
  offers(event: OffersLiveEvent): void;
  /** The stream is over; with retryMs the client is first told when to reconnect. */
  close(retryMs?: number): void;
}

export interface OrderStream {
  /** Ends the stream (idempotent); with retryMs, first tells the client when to reconnect. */
  end(retryMs?: number): void;
}

/** An open stream as the catch-up sees it. */
interface Stream extends OrderStream {
  viewer: EventViewer;
  /**
   * Nothing at or below this id is this stream's to catch up: its resume point, or the newest id heard when it opened
   * (older events are not its business; only a straggler committing in the seconds around its opening could be missed).
   */
  floor: number | null;
  /** Sends what `load` returns in this stream's turn; live events wait meanwhile (no duplicates, no reordering). */
  batch(load: () => Promise<OrderChangedEvent[]>): void;
}

export interface OrderStreams {
  /** Learns the newest order event id: where this instance starts knowing what it has heard. */
  start(): Promise<void>;
  /**
   * Opens a stream for a signed-in viewer: events after `resumeFrom` are replayed first, then live ones follow. It
   * ends when the viewer's token expires (`exp`, seconds) or their account is blocked.
   */
  open(
    viewer: EventViewer & { exp: number },
    resumeFrom: number | null,
    sink: StreamSink,
    log: FastifyBaseLogger,
  ): OrderStream;
  /** Ends every open stream; with retryMs, each is first told when to reconnect. */
  endAll(retryMs?: number): void;
  /** Stops listening to the event bus. */
  stop(): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The open streams of this instance, fed by the event bus and caught up after a lost listener. */
export function orderStreams(deps: EventsDeps, log: FastifyBaseLogger): OrderStreams {
  const streams = new Set<Stream>();

  // What this instance has heard, to know from where to catch up after the listener comes back.
  const heard = heardLog();
  const stopHearing = deps.events.subscribe((event) => {
    if (event.type === "order.changed") heard.record(event.eventId);
  });

  /** Everything after `from`, page by page, retried a few times; null when the database would not answer. */
  async function loadSince(from: number): Promise<OrderChangedEvent[] | null> {
    for (let attempt = 1; attempt <= CATCH_UP_ATTEMPTS; attempt++) {
      try {
        const all: OrderChangedEvent[] = [];
        let after = from;
        for (;;) {
          const page = await q.orderEventsAfter(deps.db, after, CATCH_UP_PAGE);
          all.push(...page);
          const last = page[page.length - 1];
          if (!last || page.length < CATCH_UP_PAGE) return all;
          after = last.eventId;
        }
      } catch (error) {
        log.warn({ err: error, attempt }, "events: catch-up query failed");
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
      log.info("events: listener reconnected; no open stream to catch up");
      return;
    }
    const lowest = Math.min(...targets.map(({ from }) => from));
    const missed = loadSince(lowest).then((events) => {
      const newest = events?.[events.length - 1];
      if (newest) heard.record(newest.eventId);
      log.info({ from: lowest, events: events?.length ?? null }, "events: listener reconnected, caught up");
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

  function open(
    viewer: EventViewer & { exp: number },
    resumeFrom: number | null,
    sink: StreamSink,
    streamLog: FastifyBaseLogger,
  ): OrderStream {
    let closed = false;
    // What this stream sent. A NOTIFY reaches this instance on its own LISTEN connection, so an event a replay or
    // catch-up already read can still arrive live afterwards: it is dropped here.
    const sent = sentIds(SENT_IDS_KEPT);
    const send = (event: OrderChangedEvent) => {
      // Nor does one the client already had: a NOTIFY of an event at or before its Last-Event-ID can still arrive
      // after the stream opened (the LISTEN connection lags under load), and the replay rightly skipped it.
      if (closed || sent.has(event.eventId) || (resumeFrom !== null && event.eventId <= resumeFrom)) return;
      sent.add(event.eventId);
      sink.send(event);
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
            if (!closed) streamLog.error({ err: error }, "events: replay or catch-up failed");
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
      // Positions and offer nudges are not in order with order events (nothing to hold back during a replay).
      if (event.type === "rider.position") {
        if (!closed && mayViewRiderPosition(viewer, event)) sink.position(toPositionLiveEvent(event));
        return;
      }
      if (event.type === "dispatch.offers-changed") {
        if (!closed && viewer.role === "rider" && event.riderId === viewer.sub) {
          sink.offers({ riderId: event.riderId, at: event.at });
        }
        return;
      }
      if (event.type !== "order.changed" || !mayReceiveOrderEvent(viewer, event)) return;
      if (batches > 0) held.push(event);
      else send(event);
    });
    // The stream ends when the access token expires: the client reconnects with a fresh token, so a signed-out
    // account stops hearing about orders within the token's lifetime.
    const untilExpiry = viewer.exp * 1000 - deps.clock.now().getTime();
    const expiry = setTimeout(() => end(), Math.min(MAX_TIMER_MS, Math.max(0, untilExpiry)));
    expiry.unref();

    function end(retryMs?: number) {
      if (closed) return;
      closed = true;
      streams.delete(stream);
      unsubscribe();
      clearTimeout(expiry);
      sink.close(retryMs);
    }
    streams.add(stream);

    if (resumeFrom !== null) stream.batch(() => q.missedOrderEvents(deps.db, viewer, resumeFrom, EVENTS.replayLimit));
    return stream;
  }

  return {
    async start() {
      try {
        heard.record(await q.latestOrderEventId(deps.db));
      } catch (error) {
        log.warn({ err: error }, "events: could not read the newest order event at start");
      }
    },
    open,
    endAll(retryMs) {
      for (const stream of [...streams]) stream.end(retryMs);
    },
    stop() {
      stopHearing();
      stopReconnect();
    },
  };
}
