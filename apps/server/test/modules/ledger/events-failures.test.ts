/**
 * The ledger's guarantees, driven through the API and the database: a change that fails writes no entries, a placement
 * rolled back leaves none, and an entry once written can be neither changed nor deleted.
 */
import { salePosting } from "@zaika/contract/ledger";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries } from "../../../src/db/schema/ledger";
import { postingRows } from "../../../src/modules/ledger/service";
import { isCartChangedError, writeOrder } from "../../../src/modules/orders/checkout-queries";
import { newKey } from "../../helpers/orders";
import { BILL, orderItems, RATE, SALE } from "./events-fixtures";
import {
  kitchenTo,
  type LedgerWorld,
  ledgerWorld,
  move,
  orderOf,
  patchStatus,
  place,
  postingsOf,
  setRider,
  shapeOf,
  tokenOf,
} from "./ledger-fixtures";

let w: LedgerWorld;

beforeAll(async () => {
  w = await ledgerWorld(RATE);
});
afterAll(() => w?.t.close());

const ITEMS = () => orderItems(w);

describe("a change that fails writes no entries", () => {
  it("a wrong delivery code: no cash, commission or payout", async () => {
    const placed = await place(w, "COD", ITEMS());
    const id = placed.order._id;
    await kitchenTo(w, id, "READY_FOR_PICKUP");
    await setRider(w, id);
    await move(w, "rider", id, { status: "OUT_FOR_DELIVERY" });
    const { deliveryCode } = await orderOf(w, id);
    const wrong = deliveryCode === "0000" ? "1111" : "0000";
    const res = await patchStatus(w, await tokenOf(w, "rider"), id, { status: "DELIVERED", deliveryCode: wrong });
    expect(res.statusCode).toBe(400);
    expect(shapeOf(await postingsOf(w, id))).toEqual(shapeOf([SALE]));
  });

  it("a refused cancellation (out for delivery) writes nothing", async () => {
    const placed = await place(w, "COD", ITEMS());
    const id = placed.order._id;
    await kitchenTo(w, id, "READY_FOR_PICKUP");
    await setRider(w, id);
    await move(w, "rider", id, { status: "OUT_FOR_DELIVERY" });
    const res = await patchStatus(w, await tokenOf(w, "user"), id, { status: "CANCELLED" });
    expect(res.statusCode).toBe(422);
    expect(shapeOf(await postingsOf(w, id))).toEqual(shapeOf([SALE]));
  });
});

describe("atomicity and immutability", () => {
  it("a placement rolled back by its own statement (the cart changed meanwhile) leaves no entries", async () => {
    const template = await orderOf(w, (await place(w, "COD", ITEMS())).order._id);
    const order = { ...template, id: crypto.randomUUID(), createdAt: w.t.clock.now() };
    const ledger = postingRows([salePosting(BILL)], {
      orderId: order.id,
      restaurantId: order.restaurantId,
      at: order.createdAt,
    });
    // A cart line that is no longer there: the statement inserts the order and its entries, then aborts.
    const error = await writeOrder(w.t.database.db, {
      order,
      key: newKey(),
      requestHash: "h",
      clear: [{ itemId: "gone", quantity: 1 }],
      event: {},
      ledger,
    }).catch((e: unknown) => e);
    expect(isCartChangedError(error)).toBe(true);
    expect(await w.t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id))).toEqual([]);
  });

  it("the database refuses to change or delete an entry", async () => {
    const placed = await place(w, "COD", ITEMS());
    const id = placed.order._id;
    const update = w.t.database.db.execute(sql`update ledger_entries set amount_paise = 1 where order_id = ${id}`);
    await expect(update).rejects.toThrow();
    const remove = w.t.database.db.execute(sql`delete from ledger_entries where order_id = ${id}`);
    await expect(remove).rejects.toThrow();
    expect(shapeOf(await postingsOf(w, id))).toEqual(shapeOf([SALE]));
  });
});
