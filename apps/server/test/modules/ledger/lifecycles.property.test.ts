/**
 * Random order lifecycles driven through the API (cash or online, paid or not, cancelled at each stage by the customer
 * or an admin, rejected, expired, delivered, refunded after delivery): every posting and every order balances in
 * SQL, the stored postings are the contract's for that lifecycle, and the restaurant's payable on the order is what it
 * earned: items + packaging − commission − GST on it − refunds when delivered, the fee when cancelled. The reports'
 * daily rollups, kept by triggers, then equal the same sums recomputed from the orders and the ledger.
 */
import { amountPayablePaise, CANCELLATION_FEE_SCHEDULE } from "@zaika/contract/cancellation";
import { type OrderLifecycle, orderPostings } from "@zaika/contract/ledger";
import { commissionGstPaise, commissionPaise } from "@zaika/contract/settlement";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { owedCashFees } from "../../../src/modules/orders/cash-fees";
import { expireUnpaidOrders } from "../../../src/modules/orders/expiry";
import { refundDeliveredOrder } from "../../../src/modules/orders/refunds";
import { sandboxPayments } from "../../../src/providers/payments/sandbox";
import type { CartEntry } from "../../helpers/orders";
import { NEARBY, paymentEvent, paySandbox, sendWebhook, verifyPayment } from "../../helpers/orders";
import { rollupDifferences } from "../../helpers/rollups";
import {
  accountBalance,
  deliver,
  kitchenTo,
  type LedgerWorld,
  ledgerWorld,
  move,
  orderOf,
  place,
  postingsOf,
  setCommissionRate,
  shapeOf,
  tokenOf,
  unbalanced,
} from "./ledger-fixtures";

let w: LedgerWorld;

beforeAll(async () => {
  w = await ledgerWorld(15);
});
afterAll(() => w?.t.close());

const MINUTE = 60_000;
type Stage = "PENDING" | "ACCEPTED" | "PREPARING" | "READY_FOR_PICKUP";

const stage = fc.constantFrom<Stage>("PENDING", "ACCEPTED", "PREPARING", "READY_FOR_PICKUP");
const cancelled = fc.record({
  kind: fc.constant("cancelled" as const),
  stage,
  by: fc.constantFrom("user" as const, "admin" as const),
  /** After the free minute (a fee for the customer) or within it. */
  late: fc.boolean(),
});
const rejected = fc.record({ kind: fc.constant("rejected" as const) });
const delivered = fc.record({
  kind: fc.constant("delivered" as const),
  /** Percent of the total refunded after delivery (online only; a cash order cannot be refunded yet), 0 for none. */
  refundPercent: fc.constantFrom(0, 0, 1, 35, 100),
});

const run = fc.record({
  cart: fc.record({
    paneer: fc.integer({ min: 1, max: 3 }), // ₹199.99 each: every cart reaches the ₹150 minimum
    lassi: fc.integer({ min: 0, max: 3 }),
    thali: fc.constantFrom(null, "Half", "Full"),
    cheese: fc.boolean(),
  }),
  commissionRate: fc.constantFrom(0, 10, 12.5, 15, 22.75),
  // 2.2 km north, about 3.1 km east, about 1.5 km south-west of the shop: all inside its 5 km radius.
  coords: fc.constantFrom(NEARBY, { lat: 22.7196, lng: 75.8877 }, { lat: 22.7096, lng: 75.8477 }),
  payment: fc.oneof(
    fc.record({ mode: fc.constant("COD" as const), outcome: fc.oneof(cancelled, rejected, delivered) }),
    fc.record({
      mode: fc.constant("ONLINE" as const),
      paid: fc.constant(true),
      via: fc.constantFrom("verify" as const, "webhook" as const, "both" as const),
      outcome: fc.oneof(cancelled, rejected, delivered),
    }),
    fc.record({
      mode: fc.constant("ONLINE" as const),
      paid: fc.constant(false),
      // Unseen by the restaurant until paid: it ends by expiring or by a cancellation while PENDING.
      outcome: fc.oneof(
        fc.record({ kind: fc.constant("expired" as const) }),
        fc.record({
          kind: fc.constant("cancelled" as const),
          stage: fc.constant<Stage>("PENDING"),
          by: fc.constantFrom("user" as const, "admin" as const),
          late: fc.boolean(),
        }),
      ),
    }),
  ),
});
type Run = typeof run extends fc.Arbitrary<infer T> ? T : never;

function cartOf(cart: Run["cart"]): CartEntry[] {
  const { dishes } = w.shop;
  const entries: CartEntry[] = [{ productId: dishes.paneer, quantity: cart.paneer }];
  if (cart.lassi > 0) entries.push({ productId: dishes.lassi, quantity: cart.lassi });
  if (cart.thali) {
    entries.push({
      productId: dishes.thali,
      selectedAttributes: [{ attributeName: "Size", optionName: cart.thali }],
      selectedAddons: cart.cheese ? ["Extra cheese"] : [],
    });
  }
  return entries;
}

async function pay(placed: { order: { _id: string }; paymentDetails: { orderId: string } }, via: string) {
  const token = await tokenOf(w, "user");
  const success = await paySandbox(w.t, token, placed.paymentDetails.orderId);
  if (via === "webhook" || via === "both") {
    const event = paymentEvent("payment.captured", {
      id: success.razorpay_payment_id,
      orderId: success.razorpay_order_id,
      amountPaise: amountPayablePaise(await orderOf(w, placed.order._id)),
    });
    expect((await sendWebhook(w.t, event)).statusCode).toBe(200);
  }
  if (via === "verify" || via === "both") {
    expect((await verifyPayment(w.t, token, placed.order._id, success)).statusCode).toBe(200);
  }
}

/** The customer account over all of the demo customer's orders. */
async function customerAccount(): Promise<number> {
  const result = await w.t.database.db.execute(
    sql`select coalesce(sum(e.amount_paise), 0)::bigint as balance from ledger_entries e
        join orders o on o.id = e.order_id where o.user_id = ${w.ids.customer} and e.account = 'customer'`,
  );
  const [row] = (result as unknown as { rows: Array<{ balance: string | number }> }).rows;
  return Number(row?.balance ?? 0);
}

/** The cash cancellation fees the demo customer still owes (what the cart's bill carries). */
async function owedFeesPaise(): Promise<number> {
  const fees = await owedCashFees(w.t.database.db, w.ids.customer);
  return fees.reduce((sum, fee) => sum + fee.feePaise, 0);
}

/** The customer's fee, worked out here from the schedule: nothing for an admin, an unpaid order or the free minute. */
function expectedFee(totalPaise: number, outcome: { stage: Stage; by: string; late: boolean }, paidOrCash: boolean) {
  if (outcome.by !== "user" || !outcome.late || !paidOrCash) return 0;
  const step = CANCELLATION_FEE_SCHEDULE.find((s) => s.status === outcome.stage);
  if (!step) throw new Error(`no fee step for ${outcome.stage}`);
  return Math.round((totalPaise * step.feePercent) / 100);
}

it("every lifecycle balances and leaves the restaurant owed exactly what it earned", { timeout: 120_000 }, async () => {
  await fc.assert(
    fc.asyncProperty(run, async (r) => {
      await setCommissionRate(w, r.commissionRate);
      const { payment } = r;
      const placed = await place(w, payment.mode, cartOf(r.cart), r.coords);
      const id: string = placed.order._id;
      const row = await orderOf(w, id);
      const bill = {
        subtotalPaise: row.subtotalPaise,
        taxPaise: row.taxPaise,
        packagingPaise: row.packagingPaise,
        deliveryFeePaise: row.deliveryFeePaise,
        totalPaise: row.totalPaise,
      };
      const paid = payment.mode === "ONLINE" && payment.paid;
      if (payment.mode === "ONLINE" && payment.paid) await pay(placed, payment.via);

      let lifecycle: OrderLifecycle;
      let expectedPayable: number;
      const { outcome } = payment;
      if (outcome.kind === "delivered") {
        await deliver(w, id);
        const refund = payment.mode === "ONLINE" ? Math.floor((bill.totalPaise * outcome.refundPercent) / 100) : 0;
        if (refund > 0) {
          const payments = sandboxPayments(w.t.database.db, w.t.config.payments, w.t.clock);
          await refundDeliveredOrder(
            { db: w.t.database.db, clock: w.t.clock, payments },
            id,
            { amountPaise: refund, actor: { id: w.ids.admin, role: "admin" } },
            w.t.app.log,
          );
        }
        lifecycle = {
          bill,
          paymentMode: payment.mode,
          duesPaise: row.duesPaise,
          outcome: "delivered",
          commissionRatePercent: r.commissionRate,
          distanceMetres: row.distanceMetres,
          refundPaise: refund,
        };
        const commission = commissionPaise(bill.subtotalPaise, r.commissionRate);
        expectedPayable =
          0 - (bill.subtotalPaise + bill.packagingPaise - commission - commissionGstPaise(commission) - refund);
      } else if (outcome.kind === "cancelled") {
        if (outcome.stage !== "PENDING") await kitchenTo(w, id, outcome.stage);
        if (outcome.late) w.t.clock.advance(2 * MINUTE);
        await move(
          w,
          outcome.by,
          id,
          outcome.by === "admin" ? { status: "CANCELLED", reason: "Test cancellation" } : { status: "CANCELLED" },
        );
        const fee = expectedFee(bill.totalPaise, outcome, paid || payment.mode === "COD");
        lifecycle = {
          bill,
          paymentMode: payment.mode,
          duesPaise: row.duesPaise,
          outcome: "cancelled",
          paid,
          feePaise: fee,
        };
        expectedPayable = 0 - fee; // never −0, which toBe tells from 0
      } else if (outcome.kind === "rejected") {
        await move(w, "restaurant", id, { status: "REJECTED", reason: "Kitchen closed" });
        lifecycle = { bill, paymentMode: payment.mode, duesPaise: row.duesPaise, outcome: "rejected", paid };
        expectedPayable = 0;
      } else {
        w.t.clock.advance(16 * MINUTE); // past the 15-minute payment window
        await expireUnpaidOrders({ db: w.t.database.db, clock: w.t.clock });
        expect((await orderOf(w, id)).status).toBe("CANCELLED");
        lifecycle = { bill, paymentMode: "ONLINE", outcome: "cancelled", paid: false, feePaise: 0 };
        expectedPayable = 0;
      }

      expect(await unbalanced(w)).toEqual([]);
      expect(shapeOf(await postingsOf(w, id))).toEqual(shapeOf(orderPostings(lifecycle)));
      expect(await accountBalance(w, id, "restaurant_payable")).toBe(expectedPayable);
      // Apart from a fee a cash customer still owes, the customer's account on the order is settled; an order that was
      // paid also paid the earlier cash fees it carried (decision 027), which leaves its account that much in credit.
      const owed = payment.mode === "COD" && lifecycle.outcome === "cancelled" ? lifecycle.feePaise : 0;
      const collected = paid || lifecycle.outcome === "delivered" ? row.duesPaise : 0;
      expect(await accountBalance(w, id, "customer")).toBe(owed - collected);
      // And over all of the customer's orders, the account holds exactly the fees still owed (the cart shows them).
      expect(await customerAccount()).toBe(await owedFeesPaise());
    }),
    { numRuns: 12 },
  );
});

it("keeps the reports' daily rollups equal to the sums of those orders and their ledger entries", async () => {
  // The random runs above may not have delivered anything: one more delivery, so every rollup has rows to compare.
  await setCommissionRate(w, 12.5);
  const placed = await place(w, "COD", cartOf({ paneer: 2, lassi: 1, thali: "Full", cheese: true }));
  await deliver(w, placed.order._id);
  const { differences, rows } = await rollupDifferences(w.t.database.db);
  expect(differences).toEqual([]);
  expect(rows.restaurant_day_sales).toBeGreaterThan(0);
  expect(rows.restaurant_day_dishes).toBeGreaterThan(0);
  expect(rows.platform_day_sales).toBeGreaterThan(0);
  expect(rows.restaurant_day_ledger).toBeGreaterThan(0);
  expect(rows.order_commissions).toBeGreaterThan(0);
});
