/**
 * SQL of settlements: balances of restaurant_payable per restaurant and of cash_with_rider per rider, summed over the
 * ledger (ledger_entries_restaurant_idx, ledger_entries_rider_idx), and the row locks that make a payout or a deposit
 * read a balance no concurrent one can change before it commits. A restaurant's balance is split as the contract says
 * (settlements.ts): `pending` over the entries of its orders still under way, found from those orders
 * (orders_status_idx, then ledger_entries_order_idx: few at any time), `outstanding` over the rest. Amounts in paise;
 * the rules are the service's.
 */
import { UNSETTLED_STATUSES } from "@zaika/contract/settlements";
import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";

type Conn = Db | Tx;

/** Rows of a raw statement (both drivers answer `{ rows }`); bigints may arrive as text, so callers use Number(). */
async function rowsOf<T>(conn: Conn, query: SQL): Promise<T[]> {
  const result = await conn.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const toNumber = (value: unknown) => Number(value ?? 0);
/** Milliseconds since 1970 from `extract(epoch …) * 1000`, or null (both drivers agree on numbers, not on dates). */
const toDate = (value: unknown) => (value === null || value === undefined ? null : new Date(Math.round(Number(value))));

/** What a page of a list asks for. */
export interface Page {
  /** Every row (all restaurants not deleted, all riders), not only those with money outstanding. */
  all: boolean;
  limit: number;
  offset: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Restaurants

/**
 * A restaurant's row locked for the rest of the transaction (FOR NO KEY UPDATE: payouts and refunds after delivery of
 * the same restaurant wait for each other, orders that only reference it do not); deleted ones too, since they may
 * still be owed money.
 */
export async function lockRestaurant(tx: Tx, restaurantId: string) {
  const [row] = await rowsOf<{ id: string; name: string }>(
    tx,
    sql`select r.id, r.name from restaurants r where r.id = ${restaurantId} for no key update`,
  );
  return row;
}

export interface SettlementRow {
  restaurantId: string;
  name: string;
  city: string;
  /** What may be paid out: owed for settled orders and by payouts (minus their balance). */
  outstandingPaise: number;
  /** Owed for orders still under way (minus their balance). */
  pendingPaise: number;
  paidOutPaise: number;
  lastPayoutAt: Date | null;
}

/** `in (…)` of the statuses of orders under way, as bound parameters. */
const unsettledList = sql.join(
  UNSETTLED_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** Per restaurant: the balance of restaurant_payable, what was paid out and when last; `only` narrows to one. */
function balancesSql(only?: string): SQL {
  return sql`select e.restaurant_id,
      sum(e.amount_paise) as balance,
      coalesce(sum(e.amount_paise) filter (where e.kind = 'restaurant_payout'), 0) as paid_out,
      extract(epoch from max(e.created_at) filter (where e.kind = 'restaurant_payout')) * 1000 as last_payout_ms
    from ledger_entries e
    where e.account = 'restaurant_payable' and e.restaurant_id is not null
      ${only === undefined ? sql`` : sql`and e.restaurant_id = ${only}`}
    group by e.restaurant_id`;
}

/** Per restaurant: the balance of restaurant_payable over the entries of its orders under way now. */
function pendingSql(only?: string): SQL {
  return sql`select o.restaurant_id, sum(e.amount_paise) as balance
    from orders o join ledger_entries e on e.order_id = o.id and e.account = 'restaurant_payable'
    where o.status in (${unsettledList})
      ${only === undefined ? sql`` : sql`and o.restaurant_id = ${only}`}
    group by o.restaurant_id`;
}

/** Both balances of a restaurant (`b`, `p`) beside its row (`r`), read in one statement so they agree. */
function balancesJoin(only?: string): SQL {
  return sql`restaurants r left join (${balancesSql(only)}) b on b.restaurant_id = r.id
    left join (${pendingSql(only)}) p on p.restaurant_id = r.id`;
}

// 0 − x: a credit of nothing is 0. Payable = the whole balance less its pending part.
const outstandingSql = sql`(0 - (coalesce(b.balance, 0) - coalesce(p.balance, 0)))`;
const pendingAmountSql = sql`(0 - coalesce(p.balance, 0))`;

/**
 * Restaurants with money outstanding (what may be paid out, or is owed back), or (all) every one not deleted and any
 * deleted one with money outstanding or pending.
 */
function settlementFilter(all: boolean): SQL {
  return all
    ? sql`(r.deleted_at is null or ${outstandingSql} <> 0 or ${pendingAmountSql} <> 0)`
    : sql`${outstandingSql} <> 0`;
}

function toSettlementRow(row: Record<string, unknown>): SettlementRow {
  return {
    restaurantId: String(row.restaurantId),
    name: String(row.name),
    city: String(row.city),
    outstandingPaise: toNumber(row.outstanding),
    pendingPaise: toNumber(row.pending),
    paidOutPaise: toNumber(row.paidOut),
    lastPayoutAt: toDate(row.lastPayoutMs),
  };
}

const settlementColumns = sql`r.id as "restaurantId", r.name as "name", r.city as "city",
  ${outstandingSql}::bigint as "outstanding", ${pendingAmountSql}::bigint as "pending",
  coalesce(b.paid_out, 0)::bigint as "paidOut", b.last_payout_ms::float8 as "lastPayoutMs"`;

/** A page of restaurants' settlements, most outstanding first (then by name), and how many there are in all. */
export async function listSettlements(db: Db, page: Page): Promise<{ rows: SettlementRow[]; total: number }> {
  const from = sql`from ${balancesJoin()} where ${settlementFilter(page.all)}`;
  const [rows, [counted]] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      db,
      sql`select ${settlementColumns} ${from}
          order by ${outstandingSql} desc, r.name asc, r.id asc
          limit ${page.limit} offset ${page.offset}`,
    ),
    rowsOf<{ n: unknown }>(db, sql`select count(*)::int as "n" ${from}`),
  ]);
  return { rows: rows.map(toSettlementRow), total: toNumber(counted?.n) };
}

/** One restaurant's settlement (in a payout's transaction: before it, to check it, and after, to answer). */
export async function settlementOf(conn: Conn, restaurantId: string): Promise<SettlementRow | undefined> {
  const [row] = await rowsOf<Record<string, unknown>>(
    conn,
    sql`select ${settlementColumns} from ${balancesJoin(restaurantId)} where r.id = ${restaurantId}`,
  );
  return row ? toSettlementRow(row) : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Riders

/** A rider's account locked for the rest of the transaction, so deposits of the same rider wait for each other. */
export async function lockRider(tx: Tx, riderId: string) {
  const [row] = await rowsOf<{ id: string; name: string }>(
    tx,
    sql`select u.id, u.name from users u where u.id = ${riderId} and u.role = 'rider' for no key update`,
  );
  return row;
}

/** The cash a rider holds: the balance of cash_with_rider for them over all time. */
export async function riderCashBalance(conn: Conn, riderId: string): Promise<number> {
  const [row] = await rowsOf<{ balance: unknown }>(
    conn,
    sql`select coalesce(sum(e.amount_paise), 0)::bigint as "balance" from ledger_entries e
        where e.rider_id = ${riderId} and e.account = 'cash_with_rider'`,
  );
  return toNumber(row?.balance);
}

export interface RiderCashRow {
  riderId: string;
  name: string;
  phone: string | null;
  heldPaise: number;
  deliveries: number;
  heldSince: Date | null;
  depositedPaise: number;
  lastDepositAt: Date | null;
}

/** Per rider: cash held, deposited and when last; `only` narrows to one. */
function cashSql(only?: string): SQL {
  return sql`select e.rider_id,
      sum(e.amount_paise) as held,
      coalesce(0 - sum(e.amount_paise) filter (where e.kind = 'rider_cash_deposit'), 0) as deposited,
      extract(epoch from max(e.created_at) filter (where e.kind = 'rider_cash_deposit')) * 1000 as last_deposit_ms
    from ledger_entries e
    where e.account = 'cash_with_rider' and e.rider_id is not null
      ${only === undefined ? sql`` : sql`and e.rider_id = ${only}`}
    group by e.rider_id`;
}

/**
 * The riders of a page (`listed`: id, name, phone, held, deposited, last_deposit_ms), each with the deliveries their
 * cash comes from: deposits clear the oldest cash first, so they are the newest cash collections whose amounts reach
 * what is held (a collection counts while the newer ones alone fall short of it), and the oldest of them is when the
 * rider began holding it.
 */
function withDeliveries(listed: SQL): SQL {
  return sql`select l.id as "riderId", l.name as "name", l.phone as "phone", l.held::bigint as "held",
      l.deposited::bigint as "deposited", l.last_deposit_ms::float8 as "lastDepositMs",
      coalesce(p.deliveries, 0)::int as "deliveries", p.held_since_ms::float8 as "heldSinceMs"
    from (${listed}) l
    left join lateral (
      select count(*) as deliveries, extract(epoch from min(x.created_at)) * 1000 as held_since_ms
      from (
        select c.created_at, c.amount_paise,
          sum(c.amount_paise) over (order by c.created_at desc, c.id desc) as newest_through_this
        from ledger_entries c
        where c.rider_id = l.id and c.account = 'cash_with_rider' and c.kind = 'cash_collected'
      ) x
      where l.held > 0 and x.newest_through_this - x.amount_paise < l.held
    ) p on true`;
}

function toRiderCashRow(row: Record<string, unknown>): RiderCashRow {
  return {
    riderId: String(row.riderId),
    name: String(row.name),
    phone: row.phone === null || row.phone === undefined ? null : String(row.phone),
    heldPaise: toNumber(row.held),
    deliveries: toNumber(row.deliveries),
    heldSince: toDate(row.heldSinceMs),
    depositedPaise: toNumber(row.deposited),
    lastDepositAt: toDate(row.lastDepositMs),
  };
}

const riderColumns = sql`u.id, u.name, u.phone, coalesce(c.held, 0) as held, coalesce(c.deposited, 0) as deposited,
  c.last_deposit_ms`;

/** A page of riders' cash, most held first (then by name), and how many there are in all. */
export async function listRiderCash(db: Db, page: Page): Promise<{ rows: RiderCashRow[]; total: number }> {
  const from = sql`from users u left join (${cashSql()}) c on c.rider_id = u.id
    where u.role = 'rider' ${page.all ? sql`` : sql`and coalesce(c.held, 0) <> 0`}`;
  const [rows, [counted]] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      db,
      sql`${withDeliveries(sql`select ${riderColumns} ${from}
            order by coalesce(c.held, 0) desc, u.name asc, u.id asc
            limit ${page.limit} offset ${page.offset}`)}
          order by l.held desc, l.name asc, l.id asc`,
    ),
    rowsOf<{ n: unknown }>(db, sql`select count(*)::int as "n" ${from}`),
  ]);
  return { rows: rows.map(toRiderCashRow), total: toNumber(counted?.n) };
}

/** One rider's cash (after a deposit, in its transaction). */
export async function riderCashOf(conn: Conn, riderId: string): Promise<RiderCashRow | undefined> {
  const [row] = await rowsOf<Record<string, unknown>>(
    conn,
    withDeliveries(
      sql`select ${riderColumns} from users u left join (${cashSql(riderId)}) c on c.rider_id = u.id
          where u.id = ${riderId} and u.role = 'rider'`,
    ),
  );
  return row ? toRiderCashRow(row) : undefined;
}
