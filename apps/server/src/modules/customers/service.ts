/** The admin's customers: list with order numbers, block (ending their sessions) and unblock. */
import { toRupees } from "@zaika/contract/common";
import {
  type BlockCustomerBodySchema,
  CUSTOMER_MESSAGES,
  type Customer,
  type CustomerListQuerySchema,
} from "@zaika/contract/customer-admin";
import type { z } from "zod";
import type { ModuleDeps } from "../../deps";
import { NotFound } from "../../lib/errors";
import * as q from "./queries";

export type CustomersDeps = Pick<ModuleDeps, "db" | "clock" | "blockedAccounts">;

function toWireCustomer(row: NonNullable<q.CustomerRow>): Customer {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    orderCount: row.orderCount,
    // bigint sums arrive as text from node-postgres.
    totalSpent: toRupees(Number(row.totalSpentPaise)),
    isBlocked: row.isBlocked,
    blockedReason: row.blockedReason,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listCustomers(deps: Pick<ModuleDeps, "db">, query: z.output<typeof CustomerListQuerySchema>) {
  const { rows, total } = await q.listCustomers(deps.db, {
    search: query.search || undefined,
    blocked: query.blocked === undefined ? undefined : query.blocked === "true",
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    data: rows.map(toWireCustomer),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

export async function setBlocked(deps: CustomersDeps, id: string, body: z.output<typeof BlockCustomerBodySchema>) {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const found = await q.setBlocked(tx, id, {
      isBlocked: body.blocked,
      blockedReason: body.blocked ? body.reason : null,
      updatedAt: now,
    });
    if (!found) throw new NotFound(CUSTOMER_MESSAGES.notFound);
    if (body.blocked) await q.revokeSessions(tx, id, now);
    return q.findCustomer(tx, id);
  });
  if (!row) throw new NotFound(CUSTOMER_MESSAGES.notFound);
  // After the commit, so no node re-reads the account before the change is visible. Their access token is refused
  // from the next request on, on every node (plugins/access.ts).
  await deps.blockedAccounts.changed(id, body.blocked);
  return {
    success: true as const,
    message: body.blocked ? CUSTOMER_MESSAGES.blocked : CUSTOMER_MESSAGES.unblocked,
    data: toWireCustomer(row),
  };
}
