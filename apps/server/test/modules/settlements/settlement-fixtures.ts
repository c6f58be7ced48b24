/**
 * Settlement-test fixtures: requests to the settlement endpoints as any demo role, what the restaurant and the rider
 * are owed or hold, worked out here from the order rows with the contract's commission rules (settlement.ts) rather
 * than from the ledger, and other restaurants owed money from before.
 */
import { type SaleBill, salePosting } from "@zaika/contract/ledger";
import { commissionGstPaise, commissionPaise } from "@zaika/contract/settlement";
import { and, eq, inArray } from "drizzle-orm";
import { orders } from "../../../src/db/schema/orders";
import { insertEntries } from "../../../src/modules/ledger/queries";
import { postingRows } from "../../../src/modules/ledger/service";
import { auth } from "../../helpers/orders";
import { type LedgerWorld, type Role, tokenOf } from "../ledger/ledger-fixtures";
import { otherRestaurant } from "../orders/lifecycle-fixtures";

export async function send(
  w: LedgerWorld,
  role: Role | null,
  method: "GET" | "POST",
  url: string,
  payload?: Record<string, unknown>,
) {
  const headers = role ? auth(await tokenOf(w, role)) : {};
  return w.t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

/** The paise of a rupee amount on the wire, without floating-point noise. */
export const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * What the restaurant is owed for its delivered orders, from their rows: items + packaging, less the commission at
 * `rate` and 18 % GST on it (each rounded per order, as settlement.ts does), less `refundsPaise`.
 */
export async function owedFromOrders(w: LedgerWorld, orderIds: string[], rate: number, refundsPaise = 0) {
  const rows = await w.t.database.db
    .select()
    .from(orders)
    .where(and(inArray(orders.id, orderIds), eq(orders.status, "DELIVERED")));
  if (rows.length !== orderIds.length) throw new Error("every order must be delivered");
  return (
    rows.reduce((sum, row) => {
      const commission = commissionPaise(row.subtotalPaise, rate);
      return sum + row.subtotalPaise + row.packagingPaise - commission - commissionGstPaise(commission);
    }, 0) - refundsPaise
  );
}

/** The cash collected by `riderId` on the cash orders among `orderIds` that were delivered: their totals. */
export async function cashFromOrders(w: LedgerWorld, orderIds: string[], riderId: string) {
  const rows = await w.t.database.db
    .select()
    .from(orders)
    .where(and(inArray(orders.id, orderIds), eq(orders.status, "DELIVERED"), eq(orders.riderId, riderId)));
  return rows.filter((row) => row.paymentMode === "COD").reduce((sum, row) => sum + row.totalPaise, 0);
}

/**
 * Another restaurant owed `owedPaise` from before: its sale of food worth that much (no tax, packaging or delivery),
 * posted straight into the ledger at the clock's time.
 */
export async function restaurantOwed(w: LedgerWorld, owedPaise: number) {
  const other = await otherRestaurant(w.t);
  const bill: SaleBill = {
    subtotalPaise: owedPaise,
    taxPaise: 0,
    packagingPaise: 0,
    deliveryFeePaise: 0,
    totalPaise: owedPaise,
  };
  const rows = postingRows([salePosting(bill)], { restaurantId: other.restaurantId, at: w.t.clock.now() });
  await w.t.database.db.transaction((tx) => insertEntries(tx, rows));
  return other;
}

/** The `field` of a 400's first detail. */
export function fieldOf(res: { json(): { details?: Array<{ field: string }> } }): string | undefined {
  return res.json().details?.[0]?.field;
}
