/**
 * Per-address rate limits declared on routes (`route(app, endpoint, handler, { rateLimit })`), counted once the
 * body has been read and before it is validated: an unreadable or oversized body is refused as such (400, 413), while
 * invalid requests still use up the allowance. Limits that depend on what is asked (an OTP per phone, a login per account) stay in their services.
 */
import { MESSAGES } from "@zaika/contract/messages";
import type { FastifyInstance } from "fastify";
import { RateLimited } from "../lib/errors";
import type { RateLimiter } from "../providers/rate-limit/types";

export interface RateLimitRule {
  /** The counter's name; routes sharing a name share one allowance (e.g. every geocoding lookup). */
  name: string;
  /** Requests allowed per address in each window. */
  perAddress: number;
  windowMs: number;
}

declare module "fastify" {
  interface FastifyContextConfig {
    rateLimit?: RateLimitRule;
  }
}

export function registerRateLimits(app: FastifyInstance, limiter: RateLimiter) {
  app.addHook("preValidation", async (request) => {
    const rule = request.routeOptions.config.rateLimit;
    if (!rule) return;
    const limit = await limiter.hit(`${rule.name}:${request.ip}`, rule.perAddress, rule.windowMs);
    if (!limit.allowed) throw new RateLimited(MESSAGES.rateLimited, limit.retryAfterSeconds);
  });
}
