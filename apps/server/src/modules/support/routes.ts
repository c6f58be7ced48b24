/** The contact and help form: messages are stored for the support team. */
import { MESSAGES } from "@zaika/contract/messages";
import { SupportMessageBodySchema, SupportMessageResponseSchema } from "@zaika/contract/support";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { supportMessages } from "../../db/schema/support";
import { RateLimited } from "../../lib/errors";
import { responses } from "../../lib/schemas";
import type { RateLimiter } from "../../providers/rate-limit/types";

const MESSAGES_PER_HOUR_PER_IP = 20;

export const supportRoutes: FastifyPluginAsyncZod<{ db: Db; limiter: RateLimiter }> = async (app, { db, limiter }) => {
  app.post(
    "/messages",
    {
      config: { access: "public" },
      schema: {
        tags: ["support"],
        summary: "Send a message to customer support",
        body: SupportMessageBodySchema,
        response: responses({ 201: SupportMessageResponseSchema }),
      },
    },
    async (request, reply) => {
      const limit = await limiter.hit(`support:${request.ip}`, MESSAGES_PER_HOUR_PER_IP, 60 * 60 * 1000);
      if (!limit.allowed) throw new RateLimited(MESSAGES.rateLimited, limit.retryAfterSeconds);
      const [row] = await db
        .insert(supportMessages)
        .values({ ...request.body, userId: request.user?.sub ?? null })
        .returning({ id: supportMessages.id, createdAt: supportMessages.createdAt });
      if (!row) throw new Error("insert returned no row");
      reply.status(201);
      return {
        success: true as const,
        message: MESSAGES.supportMessageSent,
        data: { _id: row.id, createdAt: row.createdAt.toISOString() },
      };
    },
  );
};
