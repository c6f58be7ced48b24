/**
 * An order's status as its customer reads it, as a badge: "Awaiting payment · 12 min left" (counting down while shown),
 * "Waiting for the restaurant", else the status ("Preparing"); the contract's tone (yellow while pending). The
 * customer's order list and order page use it; staff screens keep OrderStatusBadge.
 */
import type { CustomerOrderState } from "@zaika/contract/customer-order-state";
import type { OrderStatus } from "@zaika/contract/order-status";
import { customerOrderStateText } from "../../lib/order-status-text";
import { type CustomerOrderFacts, useCustomerOrderState } from "../../lib/use-customer-order-state";
import { Badge } from "../ui/Badge";

/** The badge of a state already worked out (a page that also shows it elsewhere keeps one clock). */
export function CustomerOrderStateBadge({ state, status }: { state: CustomerOrderState; status: OrderStatus }) {
  return <Badge tone={state.tone}>{customerOrderStateText(state, status)}</Badge>;
}

export function CustomerOrderStatusBadge({ order }: { order: CustomerOrderFacts }) {
  const state = useCustomerOrderState(order);
  return <CustomerOrderStateBadge state={state} status={order.status} />;
}
