import { QueryObserver } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../components/ui/Toaster";
import { ORDER_ID } from "../test/orders";
import { visibleToasts } from "../test/toasts";
import { type PaymentOutcome, settlePayment } from "./payment-outcome";
import { createQueryClient } from "./query-client";
import { toast } from "./toast";

const OTHER_ORDER = "0b6f1c1e-5d6a-4b7e-9f00-000000000002";
const CART = ["cart"];
const MY_ORDERS = ["orders", "mine", { show: "all" }];
const THE_ORDER = ["order", ORDER_ID];
const ANOTHER_ORDER = ["order", OTHER_ORDER];

/** A query client holding the header's cart, the order history, the order being paid and another order. */
function cachedQueries() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CART, { data: [], itemCount: 4 });
  queryClient.setQueryData(MY_ORDERS, { pages: [] });
  queryClient.setQueryData(THE_ORDER, { data: { _id: ORDER_ID, paymentStatus: "PENDING" } });
  queryClient.setQueryData(ANOTHER_ORDER, { data: { _id: OTHER_ORDER } });
  return queryClient;
}

const invalidated = (queryClient: ReturnType<typeof createQueryClient>, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated;

/** The toasts on screen that say exactly `text`. */
const toastsSaying = (text: string) =>
  screen.queryAllByRole("status").filter((element) => element.textContent === text);

afterEach(() => {
  act(() => toast.remove());
  vi.restoreAllMocks();
});

describe("settlePayment", () => {
  const cases: Array<{ outcome: PaymentOutcome; text: string; type: "success" | "blank" | "error" }> = [
    { outcome: { kind: "succeeded" }, text: "Payment Successful & Order Placed", type: "success" },
    {
      outcome: { kind: "succeeded", message: "Order Placed Successfully" },
      text: "Order Placed Successfully",
      type: "success",
    },
    { outcome: { kind: "cancelled" }, text: "Payment cancelled", type: "blank" },
    { outcome: { kind: "failed" }, text: "Payment failed. No money was taken.", type: "error" },
    {
      outcome: { kind: "unconfirmed" },
      text: "Payment verification failed. Please contact support.",
      type: "error",
    },
    {
      outcome: { kind: "unconfirmed", message: "Payment amount does not match the order" },
      text: "Payment amount does not match the order",
      type: "error",
    },
  ];

  it.each(cases)(
    "$outcome.kind ($text): one toast, the cart and the order queries refreshed",
    async ({ outcome, text, type }) => {
      render(<Toaster />);
      const queryClient = cachedQueries();

      await act(() => settlePayment(queryClient, ORDER_ID, outcome));

      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(toastsSaying(text)).toHaveLength(1);
      // Exactly one toast in all, of the outcome's type.
      expect(visibleToasts()).toEqual([{ message: text, type }]);
      expect(invalidated(queryClient, CART)).toBe(true);
      expect(invalidated(queryClient, MY_ORDERS)).toBe(true);
      expect(invalidated(queryClient, THE_ORDER)).toBe(true);
      expect(invalidated(queryClient, ANOTHER_ORDER)).toBe(false);
    },
  );

  it("shows one toast when the same order's outcome is reported twice (a second Cancel, a live event)", async () => {
    render(<Toaster />);
    const queryClient = cachedQueries();

    await act(() => settlePayment(queryClient, ORDER_ID, { kind: "cancelled" }));
    await act(() => settlePayment(queryClient, ORDER_ID, { kind: "cancelled" }));
    expect(await screen.findByText("Payment cancelled")).toBeInTheDocument();
    expect(toastsSaying("Payment cancelled")).toHaveLength(1);

    // Paying right after: the cancelled toast gives way to the success, still one toast for the order.
    await act(() => settlePayment(queryClient, ORDER_ID, { kind: "succeeded" }));
    expect(await screen.findByText("Payment Successful & Order Placed")).toBeInTheDocument();
    expect(toastsSaying("Payment cancelled")).toHaveLength(0);
    expect(toastsSaying("Payment Successful & Order Placed")).toHaveLength(1);
    expect(visibleToasts()).toHaveLength(1);
  });

  it("keeps the toasts of two different orders apart", async () => {
    render(<Toaster />);
    const queryClient = cachedQueries();

    await act(() => settlePayment(queryClient, ORDER_ID, { kind: "failed" }));
    await act(() => settlePayment(queryClient, OTHER_ORDER, { kind: "failed" }));
    await screen.findAllByText("Payment failed. No money was taken.");
    expect(toastsSaying("Payment failed. No money was taken.")).toHaveLength(2);
    expect(invalidated(queryClient, ANOTHER_ORDER)).toBe(true);
  });

  it("resolves only once the refreshed queries have been read again", async () => {
    const queryClient = cachedQueries();
    let answer: (value: unknown) => void = () => {};
    // The order on screen: its refetch is what the caller (Pay now's pending state) waits for.
    const observer = new QueryObserver(queryClient, {
      queryKey: THE_ORDER,
      queryFn: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const unsubscribe = observer.subscribe(() => {});
    let settled = false;
    const done = settlePayment(queryClient, ORDER_ID, { kind: "succeeded" }).then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    answer({ data: { _id: ORDER_ID, paymentStatus: "PAID" } });
    await done;
    expect(settled).toBe(true);
    unsubscribe();
  });
});
