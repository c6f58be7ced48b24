/**
 * The reports' daily rollups (db/schema/rollups.ts, decision 015) checked against the same sums computed here from the
 * orders and the ledger, written independently of the migration's triggers: every row of a rollup must be a row of the
 * recomputation and the other way round.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../src/db/client";

/** The India day of a timestamptz column, spelled differently from the migration's india_day(). */
const dayOf = (column: string) => sql.raw(`(${column} + interval '5 hours 30 minutes') at time zone 'UTC'`);

interface Check {
  rollup: SQL;
  recomputed: SQL;
}

const CHECKS: Record<string, Check> = {
  // Not a rollup, a copy kept by the same trigger (migration 0010): each delivered order's commission and its GST.
  order_commissions: {
    rollup: sql`select id, commission_paise, commission_gst_paise from orders where commission_paise is not null`,
    recomputed: sql`select order_id, -sum(amount_paise) filter (where account = 'platform_revenue'),
        coalesce(-sum(amount_paise) filter (where account = 'gst_payable'), 0)
      from ledger_entries where kind = 'commission' group by 1`,
  },
  restaurant_day_sales: {
    rollup: sql`select restaurant_id, day, orders::bigint, gross_paise, gmv_paise, commission_paise,
        commission_gst_paise from restaurant_day_sales`,
    recomputed: sql`select o.restaurant_id, (${dayOf("o.created_at")})::date as day, count(*)::bigint,
        sum(o.subtotal_paise + o.packaging_paise)::bigint, sum(o.total_paise)::bigint,
        coalesce(sum(c.commission), 0)::bigint, coalesce(sum(c.gst), 0)::bigint
      from orders o
      left join (
        select order_id, -sum(amount_paise) filter (where account = 'platform_revenue') as commission,
          -sum(amount_paise) filter (where account = 'gst_payable') as gst
        from ledger_entries where kind = 'commission' group by 1
      ) c on c.order_id = o.id
      where o.status = 'DELIVERED'
      group by 1, 2`,
  },
  restaurant_day_dishes: {
    rollup: sql`select restaurant_id, day, product_id, quantity::bigint, gross_paise from restaurant_day_dishes`,
    recomputed: sql`select o.restaurant_id, (${dayOf("o.created_at")})::date, item->>'productId',
        sum((item->>'quantity')::int)::bigint, sum((item->>'totalPaise')::bigint)::bigint
      from orders o cross join lateral jsonb_array_elements(o.items) as item
      where o.status = 'DELIVERED'
      group by 1, 2, 3`,
  },
  platform_day_sales: {
    // The shards are the rollup's business; their sum per day is the platform's day.
    rollup: sql`select day, sum(orders)::bigint, sum(gmv_paise)::bigint, sum(commission_paise)::bigint
      from platform_day_sales group by 1`,
    recomputed: sql`select (${dayOf("o.created_at")})::date, count(*)::bigint, sum(o.total_paise)::bigint,
        coalesce(sum((select -sum(e.amount_paise) from ledger_entries e
          where e.order_id = o.id and e.kind = 'commission' and e.account = 'platform_revenue')), 0)::bigint
      from orders o where o.status = 'DELIVERED' group by 1`,
  },
  restaurant_day_ledger: {
    rollup: sql`select restaurant_id, day, account, kind, amount_paise from restaurant_day_ledger`,
    recomputed: sql`select restaurant_id, (${dayOf("created_at")})::date, account, kind, sum(amount_paise)::bigint
      from ledger_entries
      where restaurant_id is not null and (account = 'restaurant_payable' or kind = 'commission')
      group by 1, 2, 3, 4`,
  },
};

/**
 * Rows where a rollup and its recomputation differ, as "table: only in the rollup (…)" or "…: only recomputed (…)",
 * and how many rows each rollup holds (a test should also see that there was something to compare).
 */
export async function rollupDifferences(db: Db): Promise<{ differences: string[]; rows: Record<string, number> }> {
  const differences: string[] = [];
  const rows: Record<string, number> = {};
  for (const [table, check] of Object.entries(CHECKS)) {
    for (const [label, left, right] of [
      ["only in the rollup", check.rollup, check.recomputed],
      ["only recomputed", check.recomputed, check.rollup],
    ] as const) {
      const result = (await db.execute(sql`(${left}) except all (${right})`)) as unknown as { rows: unknown[] };
      for (const row of result.rows) differences.push(`${table}: ${label} ${JSON.stringify(row)}`);
    }
    const counted = (await db.execute(sql`select count(*)::int as n from (${check.rollup}) r`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    rows[table] = Number(counted.rows[0]?.n ?? 0);
  }
  return { differences, rows };
}
