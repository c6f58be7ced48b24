/**
 * Domain events across server instances: published with PostgreSQL NOTIFY, received by every instance's LISTEN
 * (ARCHITECTURE §2). PGlite supports the same calls in-process.
 */
import type { PGlite } from "@electric-sql/pglite";
import type { OffersLiveEvent, OrderLiveEvent, PositionLiveEvent } from "@zaika/contract/events";
import type { OrderStatus } from "@zaika/contract/order-status";
import type pg from "pg";

export const EVENT_CHANNEL = "zaika_events";

export type DomainEvent =
  /** A restaurant's profile, hours, images or menu changed: drop cached menus and listings. */
  | { type: "catalog.restaurant-changed"; restaurantId: string }
  /** Categories or banners changed. */
  | { type: "catalog.changed" }
  /** The GST percentage changed: drop the cached value. */
  | { type: "settings.changed"; gstPercent: number }
  /** An admin blocked or unblocked an account: every node updates its in-memory set of blocked accounts. */
  | { type: "account.blocked-changed"; userId: string; blocked: boolean }
  /**
   * Something happened to an order (an order_events row, whose id is eventId). Carries who may see it, so the SSE
   * route filters without a query: the customer, the restaurant's owner, the assigned rider, admins.
   */
  | ({ type: "order.changed"; userId: string; restaurantOwnerId: string } & OrderLiveEvent)
  /**
   * A rider's accepted position (issue 13), once per order of theirs under way, with who may see it (contract
   * dispatch.ts mayViewRiderPosition): the SSE route sends it as a `position` frame. Not stored as an event.
   */
  | ({
      type: "rider.position";
      userId: string;
      restaurantOwnerId: string;
      status: OrderStatus;
    } & PositionLiveEvent)
  /** A rider's open offers changed (made, withdrawn, expired): the SSE route nudges that rider with an `offers` frame. */
  | ({ type: "dispatch.offers-changed" } & OffersLiveEvent);

/** What a reconnect handler is told about the gap it has to make up for. */
export interface ReconnectInfo {
  /** Date.now() when this instance stopped listening (or first tried to): nothing published since then was heard. */
  lostAt: number;
}

export interface EventBus {
  publish(event: DomainEvent): Promise<void>;
  subscribe(handler: (event: DomainEvent) => void): () => void;
  /**
   * Called after the instance starts listening again following a lost LISTEN connection: every NOTIFY sent meanwhile
   * was missed, so caches fed by events must be dropped and missed order events caught up. Returns the unsubscribe.
   */
  onReconnect(handler: (info: ReconnectInfo) => void): () => void;
  /** Whether LISTEN is established right now (readiness): false while reconnecting and after close. */
  listening(): boolean;
  close(): Promise<void>;
}

function fanOut() {
  const handlers = new Set<(event: DomainEvent) => void>();
  return {
    handlers,
    deliver(payload: string) {
      let event: DomainEvent;
      try {
        event = JSON.parse(payload) as DomainEvent;
      } catch {
        return;
      }
      for (const handler of handlers) handler(event);
    },
  };
}

export async function pgliteEventBus(client: PGlite): Promise<EventBus> {
  const { handlers, deliver } = fanOut();
  const unlisten = await client.listen(EVENT_CHANNEL, deliver);
  let closed = false;
  return {
    async publish(event) {
      await client.query("select pg_notify($1, $2)", [EVENT_CHANNEL, JSON.stringify(event)]);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    // In-process: the listener cannot drop, so there is never anything to catch up.
    onReconnect: () => () => {},
    listening: () => !closed,
    async close() {
      closed = true;
      await unlisten();
      handlers.clear();
    },
  };
}

/**
 * Waits between LISTEN attempts after the connection is lost: doubling from `firstMs`, never longer than `maxMs`
 * (issue 9 asks for at most 5 s), forever until it is back.
 */
export const LISTEN_RETRY = { firstMs: 100, maxMs: 2000 } as const;

export interface PgEventBusOptions {
  retry?: { firstMs: number; maxMs: number };
  /** Told about each lost connection and failed attempt (for the log); the bus keeps trying regardless. */
  onError?: (error: unknown) => void;
}

/**
 * One dedicated connection LISTENs; publishing uses the pool. When the listener drops (the database restarted, an
 * administrator terminated it, the network blinked) the bus reconnects with capped backoff, forever, and then calls
 * the reconnect handlers. No failure of the listener ever leaves this function as an exception or an 'error' event.
 * `newClient` returns an unconnected client: its 'error' listener is attached before it connects.
 */
export async function pgEventBus(
  pool: pg.Pool,
  newClient: () => pg.Client,
  options: PgEventBusOptions = {},
): Promise<EventBus> {
  const { firstMs, maxMs } = options.retry ?? LISTEN_RETRY;
  const report = options.onError ?? (() => {});
  const { handlers, deliver } = fanOut();
  const reconnectHandlers = new Set<(info: ReconnectInfo) => void>();
  let listener: pg.Client | null = null;
  let closed = false;
  /** Since when nothing is heard; null while listening. */
  let lostAt: number | null = null;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;

  /** One connect-and-LISTEN; true when it is listening. */
  async function attempt(): Promise<boolean> {
    const client = newClient();
    let gone = false;
    const drop = (error?: unknown) => {
      if (gone) return;
      gone = true;
      client.end().catch(() => {});
      if (listener !== client) return;
      listener = null;
      if (closed) return;
      lostAt = Date.now();
      report(error ?? new Error("event listener connection ended"));
      schedule();
    };
    // Kept for the client's life: pg emits 'error' on a broken connection, and an EventEmitter without a listener
    // would throw it out of the process.
    client.on("error", drop);
    client.on("end", () => drop());
    client.on("notification", (message) => {
      if (message.channel === EVENT_CHANNEL && message.payload) deliver(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${EVENT_CHANNEL}`);
    } catch (error) {
      gone = true;
      client.end().catch(() => {});
      report(error);
      return false;
    }
    // Cut while the LISTEN was on its way, or the bus closed meanwhile.
    if (gone || closed) {
      gone = true;
      client.end().catch(() => {});
      return false;
    }
    listener = client;
    return true;
  }

  function schedule() {
    if (closed || retryTimer) return;
    const delay = Math.min(maxMs, firstMs * 2 ** failures);
    retryTimer = setTimeout(() => void retry(), delay);
    retryTimer.unref();
  }

  async function retry() {
    retryTimer = null;
    if (closed) return;
    if (!(await attempt())) {
      failures++;
      schedule();
      return;
    }
    failures = 0;
    const since = lostAt ?? Date.now();
    lostAt = null;
    for (const handler of [...reconnectHandlers]) {
      try {
        handler({ lostAt: since });
      } catch (error) {
        report(error);
      }
    }
  }

  // A database unreachable at start is an outage like any other: keep trying, and catch up once listening.
  if (!(await attempt())) {
    lostAt = Date.now();
    failures = 1;
    schedule();
  }

  return {
    async publish(event) {
      await pool.query("select pg_notify($1, $2)", [EVENT_CHANNEL, JSON.stringify(event)]);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
      return () => reconnectHandlers.delete(handler);
    },
    listening: () => listener !== null && !closed,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      handlers.clear();
      reconnectHandlers.clear();
      const client = listener;
      listener = null;
      // UNLISTEN happens with the session; end() waits for the server to see the connection go.
      await client?.end().catch(() => {});
    },
  };
}
