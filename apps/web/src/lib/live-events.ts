/**
 * Live order updates for signed-in users: one fetch-based SSE connection to /api/events (EventSource cannot send the
 * Authorization header) that refreshes the order queries and tells subscribers (new-order alerts, toasts). The same
 * connection carries riders' positions (`position`, to whoever may see them) and a rider's offer nudges (`offers`),
 * issue 13: those only go to their subscribers (the tracking map, the rider's offers), and never move the resume point.
 */
import { EVENTS } from "@zaika/contract/constants";
import { EVENTS_PATH, type OffersLiveEvent, type OrderLiveEvent, type PositionLiveEvent } from "@zaika/contract/events";
import { useEffect, useRef } from "react";
import { ApiError, readApiError } from "./api-error";
import { authStore, useAuth } from "./auth-store";
import { cartQueryKey } from "./cart-query-key";
import { orderQueryKeys } from "./order-query-keys";
import { queryClient } from "./query-client";
import { refreshAccessToken } from "./session";
import { createSseParser } from "./sse-parser";

/** The subscribers of one kind of frame. */
function channel<T>() {
  const handlers = new Set<(event: T) => void>();
  return {
    subscribe(handler: (event: T) => void): () => void {
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
    notify(event: T): void {
      for (const handler of [...handlers]) {
        try {
          handler(event);
        } catch (error) {
          // One broken subscriber must not starve the others or kill the connection.
          console.error(error);
        }
      }
    },
  };
}

const orderChannel = channel<OrderLiveEvent>();
const positionChannel = channel<PositionLiveEvent>();
const offersChannel = channel<OffersLiveEvent>();

/** Calls `handler` for every order event of this tab's connection; returns the unsubscribe function. */
export const subscribeToOrderEvents = orderChannel.subscribe;
/** Calls `handler` for every rider position this tab's viewer may see (from pickup, say); returns the unsubscribe. */
export const subscribeToPositionEvents = positionChannel.subscribe;
/** Calls `handler` each time the signed-in rider's open offers change; returns the unsubscribe function. */
export const subscribeToOffersEvents = offersChannel.subscribe;

/** Subscribes for the component's lifetime; the latest `handler` is called, without resubscribing each render. */
function useSubscription<T>(subscribe: (handler: (event: T) => void) => () => void, handler: (event: T) => void) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribe((event) => latest.current(event)), [subscribe]);
}

export function useOrderEvents(handler: (event: OrderLiveEvent) => void): void {
  useSubscription(subscribeToOrderEvents, handler);
}

export function usePositionEvents(handler: (event: PositionLiveEvent) => void): void {
  useSubscription(subscribeToPositionEvents, handler);
}

export function useOffersEvents(handler: (event: OffersLiveEvent) => void): void {
  useSubscription(subscribeToOffersEvents, handler);
}

function invalidateOrders(orderId?: string): void {
  void queryClient.invalidateQueries({ queryKey: orderQueryKeys.lists });
  void queryClient.invalidateQueries({ queryKey: orderId ? orderQueryKeys.one(orderId) : orderQueryKeys.anyOne });
  void queryClient.invalidateQueries({ queryKey: orderQueryKeys.riderWork });
}

/**
 * The order events after which the server may have emptied the customer's cart: a cash order placed, a payment
 * captured (by the checkout or the provider's webhook). Only a customer has a cart query to refresh.
 */
const EMPTIES_THE_CART: ReadonlySet<OrderLiveEvent["kind"]> = new Set(["placed", "payment"]);

/** Hands a frame to its subscribers; order frames also refresh the order queries (and the cart, when paid). */
function dispatch(name: string, data: string): void {
  switch (name) {
    case "order": {
      const event = JSON.parse(data) as OrderLiveEvent;
      invalidateOrders(event.orderId);
      if (EMPTIES_THE_CART.has(event.kind)) void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      orderChannel.notify(event);
      return;
    }
    case "position":
      positionChannel.notify(JSON.parse(data) as PositionLiveEvent);
      return;
    case "offers":
      offersChannel.notify(JSON.parse(data) as OffersLiveEvent);
      return;
  }
}

const MAX_RECONNECT_DELAY_MS = 30_000;

/** Reconnect delay: 1 s doubling to 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RECONNECT_DELAY_MS);
}

/** After a failed attempt: the backoff, or the server's Retry-After (a 503 while its database is away) when longer. */
function delayAfterFailure(attempt: number, error: unknown): number {
  const askedMs = error instanceof ApiError ? (error.retryAfterSeconds ?? 0) * 1000 : 0;
  return Math.min(Math.max(reconnectDelay(attempt), askedMs), MAX_RECONNECT_DELAY_MS);
}

/** No bytes for this long (heartbeats included) means a dead connection a proxy never closed. */
const SILENCE_MS = EVENTS.heartbeatMs * 2 + 5000;

export interface LiveConnection {
  close(): void;
}

/** Opens the connection and keeps it open (reconnecting) until close() or sign-out. */
export function connectLiveEvents(): LiveConnection {
  let stopped = false;
  let controller: AbortController | null = null;
  let wake: (() => void) | null = null;
  let lastEventId = "";
  let connectedBefore = false;
  /** The stream's `retry:` hint (a server shutting down sends one): how soon to come back after the stream ends. */
  let serverRetryMs: number | null = null;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function read(body: ReadableStream<Uint8Array>, abort: AbortController) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const feed = createSseParser(
      (message) => {
        // Position and offers frames carry no id: the last one seen (an order's) stays the resume point.
        lastEventId = message.lastEventId;
        try {
          dispatch(message.event, message.data);
        } catch {
          // A malformed frame is skipped; the next refetch shows the truth anyway.
        }
      },
      (ms) => {
        serverRetryMs = Math.min(ms, MAX_RECONNECT_DELAY_MS);
      },
    );
    const giveUp = () => {
      abort.abort();
      void reader.cancel().catch(() => {});
    };
    let silence = setTimeout(giveUp, SILENCE_MS);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        clearTimeout(silence);
        silence = setTimeout(giveUp, SILENCE_MS);
        feed(decoder.decode(value, { stream: true }));
      }
    } finally {
      clearTimeout(silence);
    }
  }

  async function run() {
    let attempt = 0;
    let refreshedFor401 = false;
    while (!stopped) {
      const token = authStore.getState().accessToken;
      if (!token) return;
      const abort = new AbortController();
      controller = abort;
      let waitMs: number;
      try {
        // i18n-ignore: an HTTP header, not a text
        const headers: Record<string, string> = { Accept: "text/event-stream", Authorization: `Bearer ${token}` };
        if (lastEventId) headers["Last-Event-ID"] = lastEventId;
        const response = await fetch(EVENTS_PATH, { headers, credentials: "include", signal: abort.signal });
        if (response.status === 401 && !refreshedFor401) {
          // The access token expired: trade the refresh cookie for a new one (a refused refresh signs out).
          refreshedFor401 = true;
          const outcome = await refreshAccessToken();
          if (outcome.status === "signedIn") continue;
          if (outcome.status === "signedOut") return;
          // The server could not refresh right now (its database is away): still signed in, so try again later.
          throw outcome.error;
        }
        if (!response.ok) throw await readApiError(response);
        if (!response.body) throw new Error("events: no body");
        attempt = 0;
        refreshedFor401 = false;
        // With a resume point the server replays what was missed; without one, refetch what is on screen.
        if (connectedBefore && !lastEventId) {
          invalidateOrders();
          void queryClient.invalidateQueries({ queryKey: cartQueryKey });
        }
        connectedBefore = true;
        await read(response.body, abort);
        // The server ended the stream (a deploy, a node shutting down): come back when it said, with Last-Event-ID.
        waitMs = serverRetryMs ?? reconnectDelay(attempt);
      } catch (error) {
        // Network error, abort, or a server error: back off.
        waitMs = delayAfterFailure(attempt, error);
      }
      if (stopped) return;
      // Up to 20% jitter: after a deploy, every tab must not reconnect in the same millisecond.
      await sleep(waitMs * (1 + Math.random() * 0.2));
      attempt = Math.min(attempt + 1, 5);
      refreshedFor401 = false;
    }
  }

  void run();
  return {
    close() {
      stopped = true;
      controller?.abort();
      wake?.();
    },
  };
}

/** Keeps one connection open while a user is signed in (mounted once, in the root layout). */
export function useLiveEvents(): void {
  const auth = useAuth();
  const userId = auth.status === "signedIn" ? auth.user.id : null;
  useEffect(() => {
    if (!userId) return;
    const connection = connectLiveEvents();
    return () => connection.close();
  }, [userId]);
}
