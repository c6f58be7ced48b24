/** Health, public configuration and (outside production) the SMS outbox. */
import { OutboxQuerySchema, OutboxResponseSchema } from "@zaika/contract/auth";
import { PublicConfigSchema } from "@zaika/contract/config";
import { HealthResponseSchema } from "@zaika/contract/system";
import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { smsOutbox } from "../../db/schema/auth";
import { responses } from "../../lib/schemas";

export const systemRoutes: FastifyPluginAsyncZod<{
  database: Database;
  publicConfig: { appName: string; supportPhone: string; supportEmail: string };
  exposeOutbox: boolean;
}> = async (app, { database, publicConfig, exposeOutbox }) => {
  app.get(
    "/health",
    {
      config: { access: "public" },
      schema: {
        tags: ["system"],
        summary: "Liveness and database reachability",
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: "ok" as const, db: "ok" as const };
      } catch (error) {
        request.log.error({ err: error }, "health check: database unreachable");
        return reply.status(503).send({ status: "error", db: "error" });
      }
    },
  );

  app.get(
    "/config/public",
    {
      config: { access: "public" },
      schema: {
        tags: ["system"],
        summary: "Support contacts shown by the web app",
        response: responses({ 200: PublicConfigSchema }),
      },
    },
    () => publicConfig,
  );

  if (exposeOutbox) {
    app.get(
      "/dev/outbox",
      {
        config: { access: "public" },
        schema: {
          tags: ["dev"],
          summary: "Messages the offline SMS provider kept (not in production)",
          querystring: OutboxQuerySchema,
          response: responses({ 200: OutboxResponseSchema }),
        },
      },
      async (request) => {
        const { phone } = request.query;
        const rows = await database.db
          .select()
          .from(smsOutbox)
          .where(phone ? eq(smsOutbox.phone, phone) : undefined)
          .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
          .limit(50);
        return {
          data: rows.map((r) => ({ phone: r.phone, code: r.code, text: r.text, createdAt: r.createdAt.toISOString() })),
        };
      },
    );
  }
};
