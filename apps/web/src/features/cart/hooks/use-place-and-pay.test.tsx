import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { payOrder, placeOrder, verifyPayment } from "@zaika/contract/endpoints/orders";
import type { OrderLiveEvent } from "@zaika/contract/events";
import { IDEMPOTENCY_HEADER, type Order, type OrderResponse, type PlaceOrderResponse } from "@zaika/contract/order";
import type { CheckoutSuccess } from "@zaika/contract/payment";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openPaymentCheckout, PaymentCheckoutError } from "../../../lib/payment-checkout";
import { createQueryClient } from "../../../lib/query-client";
import { MemoryRouter, useLocation } from "../../../lib/router";
import { toast } from "../../../lib/toast";
import { captured, makePlacedOrder, PAYABLE_UNTIL, paymentDetails } from "../../../test/checkout";
import { errorResponse, mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { ORDER_ID } from "../../../test/orders";
import { visibleToasts } from "../../../test/toasts";
import { signInAs } from "../../../test/utils";
import { checkoutStore } from "../checkout-store";
import { ADDRESS_ID, makeCart } from "../test-data";
import { type PlaceAndPayInput, usePlaceAndPay } from "./use-place-and-pay";

/** The hook's live order event handler (lib/live-events), called by emitOrderEvent. */
const orderEventHandlers = new Set<(event: OrderLiveEvent) => void>();
vi.mock("../../../lib/live-events", () => ({
  useOrderEvents: (handler: (event: OrderLiveEvent) => void) => {
    // The latest render's handler, as the real hook calls it.
    orderEventHandlers.clear();
    orderEventHandlers.add(handler);
  },
}));

function emitOrderEvent(overrides: Partial<OrderLiveEvent>) {
  const event: OrderLiveEvent = {
    eventId: 7,
    kind: "payment",
    orderId: ORDER_ID,
    orderNumber: "100042",
    restaurantId: "rest-1",
    status: "PENDING",
    paymentMode: "ONLINE",
    paymentStatus: "PAID",
    riderId: null,
    awaitingRelease: false,
    at: "2026-01-15T06:30:00.000Z",
    ...overrides,
  };
  for (const handler of orderEventHandlers) handler(event);
}

vi.mock("../../../lib/payment-checkout", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/payment-checkout")>()),
  openPaymentCheckout: vi.fn(),
}));
const checkoutMock = vi.mocked(openPaymentCheckout);

/** POST /order's answer: the placed order, with the checkout to open for an online one that is still payable. */
const placed = (paymentMode: "COD" | "ONLINE", extra: Partial<Order> = {}): PlaceOrderResponse => ({
  success: true,
  message: paymentMode === "COD" ? "Order Placed Successfully" : "Order created",
  order: makePlacedOrder(paymentMode, extra),
  paymentDetails: paymentMode === "ONLINE" && extra.status !== "CANCELLED" ? paymentDetails : null,
});
const verified = (): OrderResponse => ({
  success: true,
  message: "Payment verified",
  order: makePlacedOrder("ONLINE", { paymentStatus: "PAID" }),
});

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
    const posts = mockEndpoint(placeOrder, placed("COD"));
    const { result } = renderPlaceAndPay({ paymentMode: "COD" });
    expect(result.current.payment).toMatchObject({ phase: "idle", working: false, order: null, error: null });

    act(() => void result.current.payment.placeOrder());
    expect(result.current.payment).toMatchObject({ phase: "placing", working: true });

    await waitFor(() => expect(result.current.payment.phase).toBe("succeeded"));
    expect(result.current.payment.working).toBe(false);
    await waitFor(() => expect(result.current.location.pathname).toBe("/user/cart/payment/order-placed"));
    expect(success).toHaveBeenCalledWith("Order Placed Successfully", { id: `payment-outcome:${ORDER_ID}` });
    expect(posts).toHaveLength(1);
    expect(posts[0]?.request.method).toBe("POST");
    expect(posts[0]?.body).toEqual({ paymentMode: "COD", addressId: ADDRESS_ID });
    expect(posts[0]?.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(checkoutStore.getState()).toMatchObject({ orderSuccess: true, lastOrderId: ORDER_ID, idempotencyKey: null });
    expect(checkoutMock).not.toHaveBeenCalled();
  });

  it("returns to idle when placing fails, toasts the server's message (else 'Order failed'), and retries with the same key", async () => {
    const failure = vi.spyOn(toast, "error");
    let attempts = 0;
    const posts = mockEndpoint(placeOrder, () =>
      ++attempts === 1
        ? errorResponse(422, { message: "Apna Sweets is closed right now.", code: "BUSINESS_RULE" })
        : new Response(null, { status: 500 }),
    );
    const { result } = renderPlaceAndPay({ paymentMode: "COD" });

    await act(() => result.current.payment.placeOrder());
    expect(failure).toHaveBeenCalledWith("Apna Sweets is closed right now.");
    expect(result.current.payment).toMatchObject({ phase: "idle", working: false, error: null });

    await act(() => result.current.payment.placeOrder());
    expect(failure).toHaveBeenLastCalledWith("Order failed");
    expect(posts).toHaveLength(2);
    const [first, second] = posts.map((call) => call.headers.get(IDEMPOTENCY_HEADER));
    expect(first).toBeTruthy();
    expect(second).toBe(first);
    expect(checkoutStore.getState().orderSuccess).toBe(false);
  });

  it("ignores a second press while the first is under way", async () => {
    const posts = mockEndpoint(placeOrder, placed("COD"));
    const { result } = renderPlaceAndPay({ paymentMode: "COD" });

    await act(() => Promise.all([result.current.payment.placeOrder(), result.current.payment.placeOrder()]));

    expect(posts).toHaveLength(1);
    expect(result.current.payment.phase).toBe("succeeded");
  });

  it("drops the key when the key's earlier order expired unpaid, so the next press makes a new order", async () => {
    const failure = vi.spyOn(toast, "error");
    const posts = mockEndpoint(placeOrder, placed("ONLINE", { status: "CANCELLED" }));
    const { result } = renderPlaceAndPay();

    await act(() => result.current.payment.placeOrder());

    expect(posts).toHaveLength(1);
    expect(failure).toHaveBeenCalledWith("The time to pay for this order has passed. Please place a new order.");
    expect(checkoutStore.getState().idempotencyKey).toBeNull();
    expect(result.current.payment).toMatchObject({ phase: "idle", order: null });
    expect(checkoutMock).not.toHaveBeenCalled();
  });
});

describe("usePlaceAndPay, online payment", () => {
  it("goes placing → checkout → verifying → succeeded", async () => {
    const success = vi.spyOn(toast, "success");
    const posts = mockEndpoint(placeOrder, placed("ONLINE"));
    // Verification stays under way until the test answers it.
    let answerVerify: (() => void) | undefined;
    const verifications = mockEndpoint(
      verifyPayment,
      () =>
        new Promise<OrderResponse>((resolve) => {
          answerVerify = () => resolve(verified());
        }),
    );
    const checkout = heldCheckout();
    const { result } = renderPlaceAndPay();

    act(() => void result.current.payment.placeOrder());
    expect(result.current.payment.phase).toBe("placing");
    await waitFor(() => expect(result.current.payment.phase).toBe("checkout"));
    expect(checkoutMock).toHaveBeenCalledWith(paymentDetails);
    expect(result.current.payment).toMatchObject({ working: true, error: null, order: { _id: ORDER_ID } });
    expect(verifications).toHaveLength(0);

    act(() => checkout.resolve(captured));
    await waitFor(() => expect(result.current.payment.phase).toBe("verifying"));
    // The request has reached the server, which holds its answer.
    await waitFor(() => expect(verifications).toHaveLength(1));
    expect(result.current.payment.phase).toBe("verifying");
    act(() => answerVerify?.());

    await waitFor(() => expect(result.current.payment.phase).toBe("succeeded"));
    expect(success).toHaveBeenCalledWith("Payment Successful & Order Placed", { id: `payment-outcome:${ORDER_ID}` });
    await waitFor(() => expect(result.current.location.pathname).toBe("/user/cart/payment/order-placed"));
    expect(posts).toHaveLength(1);
    expect(verifications.map((call) => call.body)).toEqual([
      {
        paymentId: captured.razorpay_payment_id,
        razorpayOrderId: captured.razorpay_order_id,
        signature: captured.razorpay_signature,
        orderId: ORDER_ID,
      },
    ]);
    expect(checkoutStore.getState().orderSuccess).toBe(true);
  });

  it("after a failed checkout is unpaid with the checkout's message, and payAgain pays the same order", async () => {
    const posts = mockEndpoint(placeOrder, placed("ONLINE"));
    const restarts = mockEndpoint(payOrder, { success: true, paymentDetails });
    const verifications = mockEndpoint(verifyPayment, verified());
    checkoutMock
      .mockRejectedValueOnce(new PaymentCheckoutError("failed", "Your bank declined this payment. No money was taken."))
      .mockResolvedValueOnce(captured);
    const { result } = renderPlaceAndPay();

    await act(() => result.current.payment.placeOrder());
    expect(result.current.payment).toMatchObject({
      phase: "unpaid",
      working: false,
      canPayAgain: true,
      order: { _id: ORDER_ID, orderNumber: "100042", payableUntil: PAYABLE_UNTIL },
      error: { kind: "failed", message: "Your bank declined this payment. No money was taken." },
    });
    expect(checkoutStore.getState().idempotencyKey).not.toBeNull();
    expect(verifications).toHaveLength(0);

    act(() => void result.current.payment.payAgain());
    expect(result.current.payment.phase).toBe("restarting");
    await waitFor(() => expect(result.current.payment.phase).toBe("succeeded"));

    expect(posts).toHaveLength(1);
    expect(restarts.map((call) => call.params.id)).toEqual([ORDER_ID]);
    expect(verifications).toHaveLength(1);
    expect(checkoutMock).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(result.current.location.pathname).toBe("/user/cart/payment/order-placed"));
  });

  it("is unpaid (cancelled) when the customer closes the checkout, with one 'Payment cancelled' toast", async () => {
    const failure = vi.spyOn(toast, "error");
    mockEndpoint(placeOrder, placed("ONLINE"));
    const verifications = mockEndpoint(verifyPayment, verified());
    checkoutMock.mockRejectedValueOnce(new PaymentCheckoutError("cancelled", "Payment cancelled"));
    const { result, queryClient } = renderPlaceAndPay();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");

    await act(() => result.current.payment.placeOrder());

    expect(result.current.payment).toMatchObject({
      phase: "unpaid",
      canPayAgain: true,
      error: { kind: "cancelled", message: "Payment cancelled" },
    });
    expect(visibleToasts()).toEqual([{ message: "Payment cancelled", type: "blank" }]);
    expect(failure).not.toHaveBeenCalled();
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ["cart"],
      ["orders"],
      ["order", ORDER_ID],
    ]);
    expect(verifications).toHaveLength(0);
    expect(checkoutStore.getState().orderSuccess).toBe(false);
  });

  it("succeeds once when a live event says the unpaid order was paid elsewhere (the webhook, another tab)", async () => {
    mockEndpoint(placeOrder, placed("ONLINE"));
    checkoutMock.mockRejectedValueOnce(new PaymentCheckoutError("cancelled", "Payment cancelled"));
    const { result } = renderPlaceAndPay();
    await act(() => result.current.payment.placeOrder());
    expect(result.current.payment.phase).toBe("unpaid");

    // Another order's payment, and this order's other events, change nothing.
    act(() => emitOrderEvent({ orderId: "another-order", kind: "payment", paymentStatus: "PAID" }));
    act(() => emitOrderEvent({ kind: "status", paymentStatus: "PENDING" }));
    expect(result.current.payment.phase).toBe("unpaid");

    act(() => emitOrderEvent({ kind: "payment", paymentStatus: "PAID" }));
    act(() => emitOrderEvent({ kind: "payment", paymentStatus: "PAID" }));
    await waitFor(() => expect(result.current.location.pathname).toBe("/user/cart/payment/order-placed"));
    expect(result.current.payment.phase).toBe("succeeded");
    expect(checkoutStore.getState()).toMatchObject({ orderSuccess: true, lastOrderId: ORDER_ID });
    expect(visibleToasts()).toEqual([{ message: "Payment Successful & Order Placed", type: "success" }]);
  });

  it("is unconfirmed when verification fails, with 'Payment verification failed. Please contact support.' as a toast", async () => {
    const failure = vi.spyOn(toast, "error");
    mockEndpoint(placeOrder, placed("ONLINE"));
    const verifications = mockEndpoint(verifyPayment, () => new Response(null, { status: 502 }));
    checkoutMock.mockResolvedValueOnce(captured);
    const { result, queryClient } = renderPlaceAndPay();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");

    await act(() => result.current.payment.placeOrder());

    expect(verifications).toHaveLength(1);
    expect(failure).toHaveBeenCalledWith("Payment verification failed. Please contact support.", {
      id: `payment-outcome:${ORDER_ID}`,
    });
    expect(failure).toHaveBeenCalledTimes(1);
    expect(result.current.payment).toMatchObject({
      phase: "unconfirmed",
      canPayAgain: false,
      error: { kind: "verify", message: "Payment verification failed. Please contact support." },
      order: { _id: ORDER_ID },
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["order", ORDER_ID] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["cart"] });
    expect(checkoutStore.getState().orderSuccess).toBe(false);
    expect(result.current.location.pathname).toBe("/user/cart/payment");
  });

  it("is closed, and drops the key, when the server refuses a new checkout", async () => {
    const refusal = "The time to pay for this order has passed. Please place a new order.";
    mockEndpoint(placeOrder, placed("ONLINE"));
    const restarts = mockEndpointError(payOrder, 422, { message: refusal, code: "BUSINESS_RULE" });
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
    expect(restarts.map((call) => call.params.id)).toEqual([ORDER_ID]);
    expect(checkoutMock).toHaveBeenCalledTimes(1);
  });

  it("stays unpaid, keeping the key, when a new checkout cannot reach the server", async () => {
    mockEndpoint(placeOrder, placed("ONLINE"));
    const restarts = mockEndpoint(payOrder, () => new Response(null, { status: 503, statusText: "Down" }));
    checkoutMock.mockRejectedValueOnce(new PaymentCheckoutError("cancelled", "Payment cancelled"));
    const { result } = renderPlaceAndPay();
    await act(() => result.current.payment.placeOrder());
    const key = checkoutStore.getState().idempotencyKey;

    await act(() => result.current.payment.payAgain());

    expect(restarts).toHaveLength(1);
    expect(result.current.payment).toMatchObject({ phase: "unpaid", canPayAgain: true, error: { kind: "failed" } });
    expect(checkoutStore.getState().idempotencyKey).toBe(key);
  });

  it("forgets the unpaid order (another address or mode) and is idle again", async () => {
    mockEndpoint(placeOrder, placed("ONLINE"));
    checkoutMock.mockRejectedValueOnce(new PaymentCheckoutError("cancelled", "Payment cancelled"));
    const { result } = renderPlaceAndPay();
    await act(() => result.current.payment.placeOrder());
    const { forget } = result.current.payment;

    act(() => forget());

    expect(result.current.payment).toMatchObject({ phase: "idle", order: null, error: null, canPayAgain: false });
    expect(result.current.payment.forget).toBe(forget);
  });
});
