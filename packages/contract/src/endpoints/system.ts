/** Operational endpoints: health for load balancers, the web app's public configuration, the dev SMS outbox. */
import { OutboxQuerySchema, OutboxResponseSchema } from "../auth";
import { PublicConfigSchema } from "../config";
import { endpoint } from "../endpoint";
import { HealthResponseSchema, LivenessResponseSchema } from "../system";

const tags = ["system"];

/** Both readiness endpoints answer 503 with the same body when a part is down (the server adds that response). */
export const getReadiness = endpoint({
  method: "GET",
  path: "/health/ready",
  access: "public",
  tags,
  summary: "Readiness for a load balancer: database reachable and event listener listening (503 otherwise)",
  responses: { 200: HealthResponseSchema },
  failures: { 503: HealthResponseSchema },
});

export const getHealth = endpoint({
  method: "GET",
  path: "/health",
  access: "public",
  tags,
  summary: "Same answer as /health/ready (kept for existing probes)",
  responses: { 200: HealthResponseSchema },
  failures: { 503: HealthResponseSchema },
});

export const getLiveness = endpoint({
  method: "GET",
  path: "/health/live",
  access: "public",
  tags,
  summary: "Liveness: the process answers (always 200; it needs nothing else, so a database outage never fails it)",
  responses: { 200: LivenessResponseSchema },
});

export const getPublicConfig = endpoint({
  method: "GET",
  path: "/config/public",
  access: "public",
  tags,
  summary: "Support contacts and the map tile settings the web app uses",
  responses: { 200: PublicConfigSchema },
});

/** Served only outside production. */
export const getDevOutbox = endpoint({
  method: "GET",
  path: "/dev/outbox",
  access: "public",
  tags: ["dev"],
  summary: "Messages the offline SMS provider kept (not in production)",
  query: OutboxQuerySchema,
  responses: { 200: OutboxResponseSchema },
});
