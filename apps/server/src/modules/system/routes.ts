/** Health, public configuration and (outside production) the SMS outbox. */
import { OutboxQuerySchema, OutboxResponseSchema } from "@zaika/contract/auth";
import { PublicConfigSchema } from "@zaika/contract/config";
import { HealthResponseSchema, LivenessResponseSchema } from "@zaika/contract/system";
import { desc, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { smsOutbox } from "../../db/schema/auth";
import { responses } from "../../lib/schemas";

export const systemRoutes: FastifyPluginAsyncZod<{
  database: Database;
  publicConfig: { appName: string; supportPhone: string; supportEmail: string };
  exposeOutbox: boolean;
}> = async (app, { database, publicConfig, exposeOutbox }) => {
  /** Readiness: the database answers and this instance hears events from the others (LISTEN). */
  async function readiness(log: FastifyBaseLogger) {
    const [db, events] = await Promise.all([
      database.ping().then(
        () => "ok" as const,
        (error: unknown) => {
          log.warn({ err: error }, "readiness: database unreachable");
          return "error" as const;
        },
      ),
      database.events().then(
        (bus) => (bus.listening() ? ("ok" as const) : ("error" as const)),
        () => "error" as const,
      ),
    ]);
    const status = db === "ok" && events === "ok" ? ("ok" as const) : ("error" as const);
    return { status, db, events };
  }
  const readinessSchema = {
    tags: ["system"],
    response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
  };
  for (const [url, summary] of [
    ["/health/ready", "Readiness for a load balancer: database reachable and event listener listening (503 otherwise)"],
    ["/health", "Same answer as /health/ready (kept for existing probes)"],
  ] as const) {
    app.get(url, { config: { access: "public" }, schema: { ...readinessSchema, summary } }, async (request, reply) => {
      const health = await readiness(request.log);
      return reply.status(health.status === "ok" ? 200 : 503).send(health);
    });
  }

  app.get(
    "/health/live",
    {
      config: { access: "public" },
      schema: {
        tags: ["system"],
        summary:
          "Liveness: the process answers (always 200; it needs nothing else, so a database outage never fails it)",
        response: { 200: LivenessResponseSchema },
      },
    },
    () => ({ status: "ok" as const }),
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
