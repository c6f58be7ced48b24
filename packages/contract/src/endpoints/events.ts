/**
 * Live order updates as server-sent events (issue 5). The stream's frames are described in ../events (zod-free, so
 * the web's event client stays light); this declaration is for the server, the OpenAPI document and the tests.
 */
import { z } from "zod";
import { endpoint } from "../endpoint";

export const EventsQuerySchema = z.object({
  lastEventId: z.string().max(32).optional().describe("Resume point for clients that cannot send Last-Event-ID"),
});

export const streamEvents = endpoint({
  method: "GET",
  path: "/events",
  access: ["user", "restaurant", "admin", "rider"],
  tags: ["events"],
  summary:
    "Live order updates (text/event-stream): `order` events the caller may see, a `: ping` comment every 25 s. " +
    "Send Last-Event-ID (or ?lastEventId=) to replay missed events first",
  query: EventsQuerySchema,
  responseKind: "event-stream",
  responses: { 200: z.string().describe("text/event-stream: a `ready` event, then `order` events (OrderLiveEvent)") },
});
