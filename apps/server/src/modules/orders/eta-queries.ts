/** SQL of learned ETAs: a kitchen's preparation times, its latest accept → ready durations, its learned time. */
import { LEARNED_PREPARATION_SAMPLES } from "@zaika/contract/eta";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { EVENT_CHANNEL } from "../../lib/events";

type Conn = Db | Tx;

/** The columns a kitchen's preparation time is worked out from (contract kitchenPreparationMinutes). */
export const kitchenTimeColumns = {
  preparationMinutes: restaurants.preparationMinutes,
  learnedPreparationMinutes: restaurants.learnedPreparationMinutes,
  busyMinutes: restaurants.busyMinutes,
};

export interface KitchenTimes {
  preparationMinutes: number;
  learnedPreparationMinutes: number | null;
  busyMinutes: number;
}

export async function kitchenTimes(conn: Conn, restaurantId: string): Promise<KitchenTimes | undefined> {
  const [row] = await conn.select(kitchenTimeColumns).from(restaurants).where(eq(restaurants.id, restaurantId));
  return row;
}

/** Minutes from acceptance to readiness of the restaurant's latest ready orders, newest first (orders_ready_idx). */
export async function recentPreparationMinutes(conn: Conn, restaurantId: string): Promise<number[]> {
  const rows = await conn
    .select({ minutes: sql<number>`extract(epoch from ${orders.readyAt} - ${orders.acceptedAt})::float8 / 60` })
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), isNotNull(orders.readyAt), isNotNull(orders.acceptedAt)))
    .orderBy(sql`${orders.readyAt} desc nulls last`)
    .limit(LEARNED_PREPARATION_SAMPLES);
  return rows.map((row) => Number(row.minutes));
}

/**
 * Stores a restaurant's learned preparation time when it changed, and then announces the change (a NOTIFY sent on
 * commit) so every instance's cached cards and menus, and open pages, show the new delivery times. Whether it changed.
 */
export async function storeLearnedPreparation(tx: Tx, restaurantId: string, minutes: number | null): Promise<boolean> {
  const event = JSON.stringify({ type: "catalog.restaurant-changed", restaurantId });
  const result = await tx.execute<{ id: string }>(sql`
    with changed as (
      update ${restaurants} set learned_preparation_minutes = ${minutes}::int
      where ${restaurants.id} = ${restaurantId} and learned_preparation_minutes is distinct from ${minutes}::int
      returning id
    )
    select id, pg_notify(${EVENT_CHANNEL}, ${event}) from changed`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
