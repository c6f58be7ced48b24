/**
 * An order's state as its customer reads it (contract customerOrderState), kept current while the page is open: an
 * order awaiting payment re-renders each time its "N min left" changes (a timer set to that instant, no polling),
 * until the window closes. Payment and the server's expiry arrive as order events, which refetch the order.
 */
import { type CustomerOrderState, customerOrderState, msUntilStateChanges } from "@zaika/contract/customer-order-state";
import type { OrderSummary } from "@zaika/contract/order";
import { useEffect, useReducer } from "react";

export type CustomerOrderFacts = Pick<OrderSummary, "status" | "paymentMode" | "paymentStatus" | "createdAt">;

/** The state of `order`; null while there is no order yet (a page still loading it). */
export function useCustomerOrderState(order: CustomerOrderFacts): CustomerOrderState;
export function useCustomerOrderState(order: CustomerOrderFacts | undefined): CustomerOrderState | null;
export function useCustomerOrderState(order: CustomerOrderFacts | undefined): CustomerOrderState | null {
  const [tick, nextTick] = useReducer((count: number) => count + 1, 0);
  const status = order?.status;
  const paymentMode = order?.paymentMode;
  const paymentStatus = order?.paymentStatus;
  const placedAt = order?.createdAt;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` re-arms the timer after each change it caused.
  useEffect(() => {
    if (!status || !paymentMode || !paymentStatus || !placedAt) return;
    const delay = msUntilStateChanges({ status, paymentMode, paymentStatus, placedAt, now: Date.now() });
    if (delay === null) return;
    const timer = window.setTimeout(nextTick, delay);
    return () => window.clearTimeout(timer);
  }, [status, paymentMode, paymentStatus, placedAt, tick]);

  if (!status || !paymentMode || !paymentStatus || !placedAt) return null;
  return customerOrderState({ status, paymentMode, paymentStatus, placedAt, now: Date.now() });
}
