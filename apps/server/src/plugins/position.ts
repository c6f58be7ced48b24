/**
 * The `position` request header (spec §7): the caller's stored location as JSON `{ lat, lon }`, used to rank and
 * measure distances. Read once per request on demand; anything unreadable counts as no position.
 */
import { type Position, PositionSchema } from "@zaika/contract/geo";
import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's position from the `position` header, or null. */
    readonly position: Position | null;
  }
}

const MAX_HEADER_LENGTH = 200;
const parsed = new WeakMap<FastifyRequest, Position | null>();

export function positionOf(header: unknown): Position | null {
  if (typeof header !== "string" || header.length > MAX_HEADER_LENGTH) return null;
  try {
    const result = PositionSchema.safeParse(JSON.parse(header));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export function registerPositionHeader(app: FastifyInstance) {
  app.decorateRequest("position", {
    getter(this: FastifyRequest) {
      if (!parsed.has(this)) parsed.set(this, positionOf(this.headers.position));
      return parsed.get(this) ?? null;
    },
  });
}
