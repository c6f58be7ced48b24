import { beforeEach, describe, expect, it, vi } from "vitest";
import { authStore } from "../../lib/auth-store";
import { signInAs } from "../../test/utils";
import { CHECKOUT_STORAGE_KEY, checkoutStore } from "./checkout-store";

/** A page load: the module is evaluated again and reads sessionStorage afresh. */
async function reloadPage() {
  vi.resetModules();
  const fresh = await import("./checkout-store");
  return fresh.checkoutStore;
}

beforeEach(() => {
  window.sessionStorage.clear();
  checkoutStore.reset();
});

describe("checkout store", () => {
  it("starts with no address, ONLINE, no success and step 1 (spec §3, §9)", () => {
    expect(checkoutStore.getState()).toEqual({
      selectedDelAddress: "",
      paymentMode: "ONLINE",
      scheduledFor: null,
      tip: 0,
      tipCustom: false,
      orderSuccess: false,
      cartStep: 1,
      idempotencyKey: null,
      idempotencyScope: null,
      lastOrderId: null,
    });
  });

  it("survives a page reload: the address, mode, step and success flag are read back from sessionStorage", async () => {
    checkoutStore.selectAddress("addr-1");
    checkoutStore.setPaymentMode("COD");
    checkoutStore.setCartStep(2);
    checkoutStore.orderPlaced("order-9");

    const reloaded = await reloadPage();
    expect(reloaded.getState()).toMatchObject({
      selectedDelAddress: "addr-1",
      paymentMode: "COD",
      cartStep: 2,
      orderSuccess: true,
      lastOrderId: "order-9",
    });
  });

  it("remembers the rider's tip across a reload, reads a corrupt one as none, and forgets it once the order is placed", async () => {
    checkoutStore.setTip(35, true);
    expect(await reloadPage().then((store) => store.getState())).toMatchObject({ tip: 35, tipCustom: true });

    for (const tip of [-10, 12.5, 501, "20"]) {
      window.sessionStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify({ tip, tipCustom: false }));
      expect((await reloadPage()).getState().tip).toBe(0);
    }

    checkoutStore.setTip(20);
    checkoutStore.orderPlaced("order-10");
    expect(checkoutStore.getState()).toMatchObject({ tip: 0, tipCustom: false });
  });

  it("keeps one Idempotency-Key across retries, double clicks and a reload for the same cart", async () => {
    const first = checkoutStore.idempotencyKeyFor("cart-a|addr-1|ONLINE");
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(checkoutStore.idempotencyKeyFor("cart-a|addr-1|ONLINE")).toBe(first);

    const reloaded = await reloadPage();
    expect(reloaded.idempotencyKeyFor("cart-a|addr-1|ONLINE")).toBe(first);
  });

  it("makes a new key once the cart, address or mode changed, and forgets it when the order succeeds", () => {
    const first = checkoutStore.idempotencyKeyFor("cart-a|addr-1|ONLINE");
    const second = checkoutStore.idempotencyKeyFor("cart-b|addr-1|ONLINE");
    expect(second).not.toBe(first);

    checkoutStore.orderPlaced("order-1");
    expect(checkoutStore.getState().idempotencyKey).toBeNull();
    expect(checkoutStore.idempotencyKeyFor("cart-b|addr-1|ONLINE")).not.toBe(second);
  });

  it("resets the success flag and the step after success, keeping the last order for 'View My Orders'", () => {
    checkoutStore.setCartStep(2);
    checkoutStore.orderPlaced("order-1");
    checkoutStore.resetAfterSuccess();
    expect(checkoutStore.getState()).toMatchObject({ orderSuccess: false, cartStep: 1, lastOrderId: "order-1" });
  });

  it("ignores a corrupt or tampered stored value field by field", async () => {
    window.sessionStorage.setItem(
      CHECKOUT_STORAGE_KEY,
      JSON.stringify({
        selectedDelAddress: 42,
        paymentMode: "CRYPTO",
        orderSuccess: "yes",
        cartStep: -3,
        idempotencyKey: "bad key with spaces",
        scheduledFor: 42,
        tip: "lots",
        tipCustom: "yes",
        lastOrderId: "order-2",
      }),
    );
    const reloaded = await reloadPage();
    expect(reloaded.getState()).toEqual({
      selectedDelAddress: "",
      paymentMode: "ONLINE",
      scheduledFor: null,
      tip: 0,
      tipCustom: false,
      orderSuccess: false,
      cartStep: 1,
      idempotencyKey: null,
      idempotencyScope: null,
      lastOrderId: "order-2",
    });

    window.sessionStorage.setItem(CHECKOUT_STORAGE_KEY, "{not json");
    expect((await reloadPage()).getState().paymentMode).toBe("ONLINE");
  });

  it("tells subscribers about every change", () => {
    const listener = vi.fn();
    const unsubscribe = checkoutStore.subscribe(listener);
    checkoutStore.setPaymentMode("COD");
    checkoutStore.setPaymentMode("COD");
    unsubscribe();
    checkoutStore.setPaymentMode("ONLINE");
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe("checkout store and the session", () => {
  it("forgets the checkout when the customer signs out", () => {
    signInAs("user");
    checkoutStore.selectAddress("addr-1");
    checkoutStore.idempotencyKeyFor("cart-a|addr-1|ONLINE");
    authStore.signOut();
    expect(checkoutStore.getState()).toMatchObject({ selectedDelAddress: "", idempotencyKey: null });
  });
});
