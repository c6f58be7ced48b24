/** An in-memory EventBus for unit tests: delivers at once, and lets a test play a lost-and-regained listener. */
import type { DomainEvent, EventBus, ReconnectInfo } from "../../src/lib/events";

export interface FakeEventBus extends EventBus {
  /** Everything published, in order. */
  published: DomainEvent[];
  /** Delivers an event as a NOTIFY would. */
  emit(event: DomainEvent): void;
  /** Marks the listener lost: `listening()` answers false until `reconnect()`. */
  drop(): void;
  /** Marks the listener back and calls the reconnect handlers, as the real bus does after it LISTENs again. */
  reconnect(info?: ReconnectInfo): void;
}

/**
 * `deliverPublished: false` keeps what this node publishes from coming back to it, so a test can check that a service
 * acts on its own change at once rather than on the echo of its NOTIFY.
 */
export function fakeEventBus(options: { deliverPublished?: boolean } = {}): FakeEventBus {
  const deliverPublished = options.deliverPublished ?? true;
  const published: DomainEvent[] = [];
  const handlers = new Set<(event: DomainEvent) => void>();
  const reconnectHandlers = new Set<(info: ReconnectInfo) => void>();
  let up = true;
  const emit = (event: DomainEvent) => {
    for (const handler of [...handlers]) handler(event);
  };
  return {
    async publish(event) {
      published.push(event);
      if (deliverPublished) emit(event);
    },
    published,
    emit,
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
      return () => reconnectHandlers.delete(handler);
    },
    listening: () => up,
    drop() {
      up = false;
    },
    reconnect(info = { lostAt: Date.now() }) {
      up = true;
      for (const handler of [...reconnectHandlers]) handler(info);
    },
    async close() {
      up = false;
      handlers.clear();
      reconnectHandlers.clear();
    },
  };
}
