/**
 * Domain events across server instances: published with PostgreSQL NOTIFY, received by every instance's LISTEN
 * (ARCHITECTURE §2). PGlite supports the same calls in-process.
 */
import type { PGlite } from "@electric-sql/pglite";
import type { OrderLiveEvent } from "@zaika/contract/events";
import type pg from "pg";

export const EVENT_CHANNEL = "zaika_events";

export type DomainEvent =
  /** A restaurant's profile, hours, images or menu changed: drop cached menus and listings. */
  | { type: "catalog.restaurant-changed"; restaurantId: string }
  /** Categories or banners changed. */
  | { type: "catalog.changed" }
  /** The GST percentage changed: drop the cached value. */
  | { type: "settings.changed"; gstPercent: number }
  /**
   * Something happened to an order (an order_events row, whose id is eventId). Carries who may see it, so the SSE
   * route filters without a query: the customer, the restaurant's owner, the assigned rider, admins.
   */
  | ({ type: "order.changed"; userId: string; restaurantOwnerId: string } & OrderLiveEvent);

export interface EventBus {
  publish(event: DomainEvent): Promise<void>;
  subscribe(handler: (event: DomainEvent) => void): () => void;
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
  return {
    async publish(event) {
      await client.query("select pg_notify($1, $2)", [EVENT_CHANNEL, JSON.stringify(event)]);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      await unlisten();
      handlers.clear();
    },
  };
}

/** One dedicated connection LISTENs; publishing uses the pool. Reconnects when the listener drops. */
export async function pgEventBus(pool: pg.Pool, connect: () => Promise<pg.Client>): Promise<EventBus> {
  const { handlers, deliver } = fanOut();
  let listener: pg.Client | null = null;
  let closed = false;
  async function listen() {
    const client = await connect();
    client.on("notification", (message) => {
      if (message.channel === EVENT_CHANNEL && message.payload) deliver(message.payload);
    });
    client.on("error", () => {
      if (closed) return;
      listener = null;
      setTimeout(() => void listen().catch(() => {}), 1000).unref();
    });
    await client.query(`listen ${EVENT_CHANNEL}`);
    listener = client;
  }
  await listen();
  return {
    async publish(event) {
      await pool.query("select pg_notify($1, $2)", [EVENT_CHANNEL, JSON.stringify(event)]);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      closed = true;
      handlers.clear();
      await listener?.end().catch(() => {});
    },
  };
}
