/** Health of this node (for load balancers), the public configuration and the dev SMS outbox. */
import type { PublicConfig } from "@zaika/contract/config";
import type { HealthResponse } from "@zaika/contract/system";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import * as q from "./queries";

export interface SystemDeps {
  database: Database;
  publicConfig: PublicConfig;
  /** Whether GET /dev/outbox is served (never in production). */
  exposeOutbox: boolean;
}

/** Readiness: the database answers and this instance hears events from the others (LISTEN). */
export async function readiness(deps: Pick<SystemDeps, "database">, log: FastifyBaseLogger): Promise<HealthResponse> {
  const [db, events] = await Promise.all([
    deps.database.ping().then(
      () => "ok" as const,
      (error: unknown) => {
        log.warn({ err: error }, "readiness: database unreachable");
        return "error" as const;
      },
    ),
    deps.database.events().then(
      (bus) => (bus.listening() ? ("ok" as const) : ("error" as const)),
      () => "error" as const,
    ),
  ]);
  const status = db === "ok" && events === "ok" ? ("ok" as const) : ("error" as const);
  return { status, db, events };
}

export async function outbox(deps: Pick<SystemDeps, "database">, phone: string | undefined) {
  const rows = await q.latestOutboxMessages(deps.database.db, phone);
  return {
    data: rows.map((r) => ({ phone: r.phone, code: r.code, text: r.text, createdAt: r.createdAt.toISOString() })),
  };
}
