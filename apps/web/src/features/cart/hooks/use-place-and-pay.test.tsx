import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { CheckoutSuccess } from "@zaika/contract/payment";
import type { ReactNode } from "react";
import toast from "react-hot-toast";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openPaymentCheckout, PaymentCheckoutError } from "../../../lib/payment-checkout";
import { createQueryClient } from "../../../lib/query-client";
import { jsonResponse, signInAs } from "../../../test/utils";
import { checkoutStore } from "../checkout-store";
import { captured, makeOrder, paymentDetails } from "../order-test-data";
import { ADDRESS_ID, makeCart, ORDER_ID } from "../test-data";
import { type PlaceAndPayInput, usePlaceAndPay } from "./use-place-and-pay";

vi.mock("../../../lib/payment-checkout", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/payment-checkout")>()),
  openPaymentCheckout: vi.fn(),
}));
const checkoutMock = vi.mocked(openPaymentCheckout);

type Call = { method: string; path: string; body: unknown; idempotencyKey: string | null };

/** Answers POST /order, /order/verify-payment and /order/{id}/pay from `route`; records every call. */
function mockApi(route: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? "GET",
        path: new URL(String(input), "http://localhost").pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        idempotencyKey: new Headers(init?.headers).get("Idempotency-Key"),
      };
      calls.push(call);
      return route(call) ?? jsonResponse({ success: false, message: "Not found", code: "NOT_FOUND" }, { status: 404 });
    }),
  );
  return { calls, to: (path: string) => calls.filter((call) => call.path === path) };
}

const placed = (paymentMode: "COD" | "ONLINE", extra: Parameters<typeof makeOrder>[1] = {}) =>
  jsonResponse(
    {
      success: true,
      message: paymentMode === "COD" ? "Order Placed Successfully" : "Order created",
      order: makeOrder(paymentMode, extra),
      paymentDetails: paymentMode === "ONLINE" && extra.status !== "CANCELLED" ? paymentDetails : null,
    },
    { status: 201 },
  );
const verified = () =>
  jsonResponse({ success: true, message: "Payment verified", order: makeOrder("ONLINE", { paymentStatus: "PAID" }) });
const restarted = () => jsonResponse({ success: true, paymentDetails });

function renderPlaceAndPay(input: Partial<PlaceAndPayInput> = {}) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/user/cart/payment"]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const props: PlaceAndPayInput = { cart: makeCart(), addressId: ADDRESS_ID, paymentMode: "ONLINE", ...input };
  const view = renderHook(() => ({ payment: usePlaceAndPay(props), location: useLocation() }), { wrapper });
  return { ...view, queryClient };
}

/** A checkout that stays open until the test settles it. */
function heldCheckout() {
  let settle: { resolve: (value: CheckoutSuccess) => void; reject: (error: unknown) => void } | undefined;
  checkoutMock.mockImplementationOnce(
    () =>
      new Promise<CheckoutSuccess>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return {
    resolve: (value: CheckoutSuccess) => settle?.resolve(value),
    reject: (error: unknown) => settle?.reject(error),
  };
}

beforeEach(() => {
  window.sessionStorage.clear();
  checkoutStore.reset();
  checkoutMock.mockReset();
  signInAs("user");
});

afterEach(() => {
  act(() => toast.remove());
});

describe("usePlaceAndPay, cash on delivery", () => {
  it("goes idle → placing → succeeded, with the server's message and an Idempotency-Key, and opens the success page", async () => {
    const success = vi.spyOn(toast, "success");
    const api = mockApi((call) => (call.path === "/api/order" ? placed("COD") : undefined));
    const { result } = renderPlaceAndPay({ paymentMode: "COD" });
    expect(result.current.payment).toMatchObject({ phase: "idle", working: false, order: null, error: null });

    act(() => void result.current.payment.placeOrder());
    expect(result.current.payment).toMatchObject({ phase: "placing", working: true });

    await waitFor(() => expect(result.current.payment.phase).toBe("succeeded"));
    expect(result.current.payment.working).toBe(false);
    await waitFor(() => expect(result.current.location.pathname).toBe("/user/cart/payment/order-placed"));
    expect(success).toHaveBeenCalledWith("Order Placed Successfully");
    expect(api.to("/api/order")[0]).toMatchObject({
      method: "POST",
      body: { paymentMode: "COD", addressId: ADDRESS_ID },
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(checkoutStore.getState()).toMatchObject({ orderSuccess: true, lastOrderId: ORDER_ID, idempotencyKey: null });
    expect(checkoutMock).not.toHaveBeenCalled();
  });

  it("returns to idle when placing fails, toasts the server's message (else 'Order failed'), and retries with the same key", async () => {
    const failure = vi.spyOn(toast, "error");
    const answers = [
      jsonResponse(
        { success: false, message: "Apna Sweets is closed right now.", code: "BUSINESS_RULE" },
        { status: 422 },
      ),
      new Response("", { status: 500 }),
    ];
    const api = mockApi((call) => (call.path === "/api/order" ? answers.shift() : undefined));
    const { result } = renderPlaceAndPay({ paymentMode: "COD" });

    await act(() => result.current.payment.placeOrder());
    expect(failure).toHaveBeenCalledWith("Apna Sweets is closed right now.");
    expect(result.current.payment).toMatchObject({ phase: "idle", working: false, error: null });

    await act(() => result.current.payment.placeOrder());
    expect(failure).toHaveBeenLastCalledWith("Order failed");
    const [first, second] = api.to("/api/order").map((call) => call.idempotencyKey);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
    expect(checkoutStore.getState().orderSuccess).toBe(false);
  });

  it("ignores a second press while the first is under way", async () => {
    const api = mockApi((call) => (call.path === "/api/order" ? placed("COD") : undefined));
    const { result } = renderPlaceAndPay({ paymentMode: "COD" });

    await act(() => Promise.all([result.current.payment.placeOrder(), result.current.payment.placeOrder()]));

    expect(api.to("/api/order")).toHaveLength(1);
    expect(result.current.payment.phase).toBe("succeeded");
  });

  it("drops the key when the key's earlier order expired unpaid, so the next press makes a new order", async () => {
    const failure = vi.spyOn(toast, "error");
    mockApi((call) => (call.path === "/api/order" ? placed("ONLINE", { status: "CANCELLED" }) : undefined));
    const { result } = renderPlaceAndPay();

    await act(() => result.current.payment.placeOrder());

    expect(failure).toHaveBeenCalledWith("The time to pay for this order has passed. Please place a new order.");
    expect(checkoutStore.getState().idempotencyKey).toBeNull();
    expect(result.current.payment).toMatchObject({ phase: "idle", order: null });
    expect(checkoutMock).not.toHaveBeenCalled();
  });
});

describe("usePlaceAndPay, online payment", () => {
  it("goes placing → checkout → verifying → succeeded", async () => {
    const success = vi.spyOn(toast, "success");
    let answerVerify: (() => void) | undefined;
    const api = mockApi((call) => (call.path === "/api/order" ? placed("ONLINE") : undefined));
    const fetchMock = vi.mocked(fetch);
    const checkout = heldCheckout();
    const { result } = renderPlaceAndPay();

    act(() => void result.current.payment.placeOrder());
    expect(result.current.payment.phase).toBe("placing");
    await waitFor(() => expect(result.current.payment.phase).toBe("checkout"));
    expect(checkoutMock).toHaveBeenCalledWith(paymentDetails);
    expect(result.current.payment).toMatchObject({ working: true, error: null, order: { _id: ORDER_ID } });

    // Verification stays under way until the test answers it.
    fetchMock.mockImplementationOnce(
      () =>
        new Promise<Response>((resolve) => {
          answerVerify = () => resolve(verified());
        }),
    );
    act(() => checkout.resolve(captured));
    await waitFor(() => expect(result.current.payment.phase).toBe("verifying"));
    act(() => answerVerify?.());

    await waitFor(() => expect(result.current.payment.phase).toBe("succeeded"));
    expect(success).toHaveBeenCalledWith("Payment Successful & Order Placed");
    await waitFor(() => expect(result.current.location.pathname).toBe("/user/cart/payment/order-placed"));
    expect(api.to("/api/order")).toHaveLength(1);
    expect(JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body))).toEqual({
      paymentId: captured.razorpay_payment_id,
      razorpayOrderId: captured.razorpay_order_id,
      signature: captured.razorpay_signature,
      orderId: ORDER_ID,
    });
    expect(checkoutStore.getState().orderSuccess).toBe(true);
  });

  it("after a failed checkout is unpaid with the checkout's message, and payAgain pays the same order", async () => {
    const api = mockApi((call) => {
      if (call.path === "/api/order") return placed("ONLINE");
      if (call.path === `/api/order/${ORDER_ID}/pay`) return restarted();
      if (call.path === "/api/order/verify-payment") return verified();
      return undefined;
    });
    checkoutMock
      .mockRejectedValueOnce(new PaymentCheckoutError("failed", "Your bank declined this payment. No money was taken."))
      .mockResolvedValueOnce(captured);
    const { result } = renderPlaceAndPay();

    await act(() => result.current.payment.placeOrder());
    expect(result.current.payment).toMatchObject({
      phase: "unpaid",
      working: false,
      canPayAgain: true,
      order: { _id: ORDER_ID, orderNumber: "100001", payableUntil: "2026-01-15T06:45:00.000Z" },
      error: { kind: "failed", message: "Your bank declined this payment. No money was taken." },
    });
    expect(checkoutStore.getState().idempotencyKey).not.toBeNull();

    act(() => void result.current.payment.payAgain());
    expect(result.current.payment.phase).toBe("restarting");
    await waitFor(() => expect(result.current.payment.phase).toBe("succeeded"));

    expect(api.to("/api/order")).toHaveLength(1);
    expect(api.to(`/api/order/${ORDER_ID}/pay`)).toHaveLength(1);
    expect(checkoutMock).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(result.current.location.pathname).toBe("/user/cart/payment/order-placed"));
  });

  it("is unpaid (cancelled) when the customer closes the checkout", async () => {
    mockApi((call) => (call.path === "/api/order" ? placed("ONLINE") : undefined));
    checkoutMock.mockRejectedValueOnce(new PaymentCheckoutError("cancelled", "Payment cancelled"));
    const { result } = renderPlaceAndPay();

    await act(() => result.current.payment.placeOrder());

    expect(result.current.payment).toMatchObject({
      phase: "unpaid",
      canPayAgain: true,
      error: { kind: "cancelled", message: "Payment cancelled" },
    });
    expect(checkoutStore.getState().orderSuccess).toBe(false);
  });

  it("is unconfirmed when verification fails, with 'Payment verification failed. Please contact support.' as a toast", async () => {
    const failure = vi.spyOn(toast, "error");
    mockApi((call) => {
      if (call.path === "/api/order") return placed("ONLINE");
      if (call.path === "/api/order/verify-payment") return new Response("", { status: 502 });
      return undefined;
    });
    checkoutMock.mockResolvedValueOnce(captured);
    const { result, queryClient } = renderPlaceAndPay();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");

    await act(() => result.current.payment.placeOrder());

    expect(failure).toHaveBeenCalledWith("Payment verification failed. Please contact support.");
    expect(result.current.payment).toMatchObject({
      phase: "unconfirmed",
      canPayAgain: false,
      error: { kind: "verify", message: "Payment verification failed. Please contact support." },
      order: { _id: ORDER_ID },
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["order", ORDER_ID] });
    expect(checkoutStore.getState().orderSuccess).toBe(false);
    expect(result.current.location.pathname).toBe("/user/cart/payment");
  });

  it("is closed, and drops the key, when the server refuses a new checkout", async () => {
    const refusal = "The time to pay for this order has passed. Please place a new order.";
    const api = mockApi((call) => {
      if (call.path === "/api/order") return placed("ONLINE");
      if (call.path === `/api/order/${ORDER_ID}/pay`) {
        return jsonResponse({ success: false, message: refusal, code: "BUSINESS_RULE" }, { status: 422 });
      }
      return undefined;
    });
    checkoutMock.mockRejectedValueOnce(new PaymentCheckoutError("failed", "Payment failed. No money was taken."));
    const { result } = renderPlaceAndPay();
    await act(() => result.current.payment.placeOrder());

    await act(() => result.current.payment.payAgain());

    expect(result.current.payment).toMatchObject({
      phase: "closed",
      canPayAgain: false,
      error: { kind: "payAgain", message: refusal },
      order: { _id: ORDER_ID },
    });
    expect(checkoutStore.getState().idempotencyKey).toBeNull();
    expect(api.to(`/api/order/${ORDER_ID}/pay`)).toHaveLength(1);
    expect(checkoutMock).toHaveBeenCalledTimes(1);
  });

  it("stays unpaid, keeping the key, when a new checkout cannot reach the server", async () => {
    mockApi((call) => {
      if (call.path === "/api/order") return placed("ONLINE");
      if (call.path === `/api/order/${ORDER_ID}/pay`) return new Response("", { status: 503, statusText: "Down" });
      return undefined;
    });
    checkoutMock.mockRejectedValueOnce(new PaymentCheckoutError("cancelled", "Payment cancelled"));
    const { result } = renderPlaceAndPay();
    await act(() => result.current.payment.placeOrder());
    const key = checkoutStore.getState().idempotencyKey;

    await act(() => result.current.payment.payAgain());

    expect(result.current.payment).toMatchObject({ phase: "unpaid", canPayAgain: true, error: { kind: "failed" } });
    expect(checkoutStore.getState().idempotencyKey).toBe(key);
  });

  it("forgets the unpaid order (another address or mode) and is idle again", async () => {
    mockApi((call) => (call.path === "/api/order" ? placed("ONLINE") : undefined));
    checkoutMock.mockRejectedValueOnce(new PaymentCheckoutError("cancelled", "Payment cancelled"));
    const { result } = renderPlaceAndPay();
    await act(() => result.current.payment.placeOrder());
    const { forget } = result.current.payment;

    act(() => forget());

    expect(result.current.payment).toMatchObject({ phase: "idle", order: null, error: null, canPayAgain: false });
    expect(result.current.payment.forget).toBe(forget);
  });
});
