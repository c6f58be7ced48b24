/**
 * The money of an order inserted straight into the database as DELIVERED (placement and delivery at hours the API
 * would refuse, or days before the test's "now"): the ledger postings the API would have written, its sale when it was
 * placed and its cash, commission and rider payout when it was delivered, so the reports' rollups and the settlement
 * statement see it as they would see a real one.
 */
import { cashCollectedPosting, commissionPosting, riderPayoutPosting, salePosting } from "@zaika/contract/ledger";
import { eq } from "drizzle-orm";
import { orders } from "../../../src/db/schema/orders";
import { restaurants } from "../../../src/db/schema/restaurants";
import { billOf, orderRefs, recordPostings } from "../../../src/modules/ledger/service";
import type { TestContext } from "../../helpers/app";
import type { OrderRowT } from "../orders/lifecycle-fixtures";

/** How long after it was placed an inserted order is delivered, unless told otherwise. */
export const INSERTED_DELIVERY_MINUTES = 30;

/** Writes a delivered cash order's postings at the restaurant's current commission rate, delivered at `deliveredAt`. */
export async function postDeliveredCashOrder(
  t: TestContext,
  order: OrderRowT,
  deliveredAt = new Date(order.createdAt.getTime() + INSERTED_DELIVERY_MINUTES * 60_000),
): Promise<void> {
  const [restaurant] = await t.database.db
    .select({ commissionRate: restaurants.commissionRate })
    .from(restaurants)
    .where(eq(restaurants.id, order.restaurantId));
  if (!restaurant) throw new Error(`no restaurant ${order.restaurantId}`);
  await t.database.db.transaction(async (tx) => {
    await recordPostings(tx, [salePosting(billOf(order))], orderRefs(order, order.createdAt));
    await recordPostings(
      tx,
      [
        cashCollectedPosting(order.totalPaise),
        commissionPosting(order.subtotalPaise, Number(restaurant.commissionRate)),
        riderPayoutPosting(order.distanceMetres),
      ],
      orderRefs(order, deliveredAt),
    );
    // Delivered and paid then: the settlement statement tells orders under way at a past instant by updated_at.
    await tx
      .update(orders)
      .set({ deliveredAt, updatedAt: deliveredAt, paymentStatus: "PAID" })
      .where(eq(orders.id, order.id));
  });
}
