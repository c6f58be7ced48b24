/** Health and other operational endpoints. */
import { z } from "zod";

/**
 * `GET /api/health` and `GET /api/health/ready`: 200 when this node can serve (the database answers and the event
 * listener is listening), 503 otherwise; the parts say which one failed. A load balancer sends traffic on 200 only.
 */
export const HealthResponseSchema = z.object({
  status: z.enum(["ok", "error"]),
  db: z.enum(["ok", "error"]),
  /** The LISTEN connection that brings live events and cache invalidations from other nodes. */
  events: z.enum(["ok", "error"]),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** `GET /api/health/live`: the process is up and answering (200 always); restart the node only when this fails. */
export const LivenessResponseSchema = z.object({ status: z.literal("ok") });
export type LivenessResponse = z.infer<typeof LivenessResponseSchema>;
