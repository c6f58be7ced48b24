/**
 * The SMS about an unanswered order is written in the restaurant owner's language (issue 15): English until the owner
 * chooses, Hindi once they choose Hindi. Amounts are the ledger tests' hand-worked bill (₹395.99); at the 2:00 sweep
 * 3:00 are left to accept.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsOutbox } from "../../../src/db/schema/auth";
import { restaurants } from "../../../src/db/schema/restaurants";
import { sweepEscalations } from "../../../src/modules/orders/escalation";
import { sandboxPayments } from "../../../src/providers/payments/sandbox";
import { consoleSms } from "../../../src/providers/sms/console";
import { auth } from "../../helpers/orders";
import { orderItems } from "../ledger/events-fixtures";
import { type LedgerWorld, ledgerWorld, move, place, tokenOf } from "../ledger/ledger-fixtures";

const PHONES = ["9876501234"];
let w: LedgerWorld;
beforeAll(async () => {
  w = await ledgerWorld(12.5);
  await w.t.database.db.update(restaurants).set({ phones: PHONES }).where(eq(restaurants.id, w.shop.restaurantId));
});
afterAll(() => w?.t.close());

const sweep = () =>
  sweepEscalations(
    {
      db: w.t.database.db,
      clock: w.t.clock,
      payments: sandboxPayments(w.t.database.db, w.t.config.payments, w.t.clock),
      sms: consoleSms(w.t.database.db, w.t.app.log, { revealCodes: true }),
    },
    w.t.app.log,
  );

/** Places a cash order, lets 2:00 pass unanswered, sweeps, and returns the texts to the restaurant's phone. */
async function textAboutUnansweredOrder() {
  await w.t.database.db.delete(smsOutbox).where(inArray(smsOutbox.phone, PHONES));
  const placed = await place(w, "COD", orderItems(w));
  w.t.clock.advance(120_000);
  expect(await sweep()).toMatchObject({ texted: 1 });
  await move(w, "restaurant", placed.order._id, { status: "ACCEPTED" });
  const texts = await w.t.database.db
    .select({ text: smsOutbox.text })
    .from(smsOutbox)
    .where(inArray(smsOutbox.phone, PHONES));
  return { orderNumber: placed.order.orderNumber as string, texts: texts.map((row) => row.text) };
}

describe("the SMS to a restaurant about an unanswered order", () => {
  it("is in English while the owner has chosen no language", async () => {
    const { orderNumber, texts } = await textAboutUnansweredOrder();
    expect(texts).toEqual([
      `Zaika: new order ${orderNumber} (₹395.99) is waiting. Accept it within 3 min or it will be cancelled.`,
    ]);
  });

  it("is in Hindi once the owner chose Hindi", async () => {
    const res = await w.t.app.inject({
      method: "PUT",
      url: "/api/user/me/language",
      headers: auth(await tokenOf(w, "restaurant")),
      payload: { language: "hi" },
    });
    expect(res.statusCode).toBe(200);
    const { orderNumber, texts } = await textAboutUnansweredOrder();
    expect(texts).toEqual([
      `ज़ायका: नया ऑर्डर ${orderNumber} (₹395.99) इंतज़ार में है। इसे 3 मिनट में स्वीकार करें, वरना यह रद्द हो जाएगा।`,
    ]);
  });
});
