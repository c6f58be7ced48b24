/**
 * HTTP surface of kitchen controls (contract endpoints/kitchen), and the public stream of restaurant changes that
 * keeps open restaurant cards, pages and carts current (a pause reaches them without a reload).
 */
import { EVENTS } from "@zaika/contract/constants";
import * as api from "@zaika/contract/endpoints/kitchen";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { DomainEvent } from "../../lib/events";
import { route } from "../../lib/route";
import { caller } from "../../plugins/access";
import { SSE_HEADERS, sseComment, sseMessage, sseRetry } from "../events/sse";
import * as kitchen from "./service";

/** Browsers reconnect after this long when the stream drops (EventSource). */
const RETRY_MS = 3_000;

export interface KitchenRoutesOptions extends kitchen.KitchenDeps {
  /** Tests shorten it; production uses EVENTS.heartbeatMs. */
  heartbeatMs?: number;
}

export const kitchenRoutes: FastifyPluginAsyncZod<KitchenRoutesOptions> = async (app, options) => {
  route(app, api.getKitchen, (request) => kitchen.getKitchen(options, caller(request), request.params.id));
  route(app, api.updateKitchen, (request) =>
    kitchen.updateKitchen(options, caller(request), request.params.id, request.body),
  );

  const heartbeatMs = options.heartbeatMs ?? EVENTS.heartbeatMs;
  const open = new Set<() => void>();
  app.addHook("preClose", async () => {
    for (const end of [...open]) end();
  });

  // Written by hand like GET /events: never serialized or compressed. Only ids travel: what changed is public anyway,
  // and each page refetches what it shows.
  route(app, api.streamRestaurantChanges, (_request, reply) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, SSE_HEADERS);
    res.write(sseRetry(RETRY_MS) + sseMessage("ready", {}));
    const send = (event: DomainEvent) => {
      if (event.type === "catalog.restaurant-changed") {
        res.write(sseMessage("restaurant", { restaurantId: event.restaurantId }));
      } else if (event.type === "catalog.changed") {
        res.write(sseMessage("restaurant", { restaurantId: null }));
      }
    };
    const unsubscribe = options.events.subscribe(send);
    // Changes missed while this node was not listening: every page refetches everything.
    const offReconnect = options.events.onReconnect(() => res.write(sseMessage("restaurant", { restaurantId: null })));
    const heartbeat = setInterval(() => res.write(sseComment("ping")), heartbeatMs);
    heartbeat.unref();
    const end = () => {
      if (!open.delete(end)) return;
      clearInterval(heartbeat);
      unsubscribe();
      offReconnect();
      if (res.writable) res.end();
    };
    open.add(end);
    res.on("close", end);
    res.on("error", end);
    return reply;
  });
};
