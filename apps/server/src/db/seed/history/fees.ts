/**
 * The history obeys decision 027: a cash order's cancellation fee goes on the customer's next order's bill, and stays
 * owed until an order carrying it is paid (delivered for cash, paid online). Each customer's orders are walked in
 * time order; an order placed after a fee was charged carries every fee still owed then, and pays them off when it is
 * paid. The carriers' amounts (ledger, payments, the cash note) follow from `duesPaise` on the row and the lifecycle.
 */
import type { PreviousFeeSnapshot } from "../../schema/orders";
import type { PlannedOrder } from "./shapes";

const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

/** Whether the order was paid: cash at the door, or online before it ended. */
function wasPaid(order: PlannedOrder): boolean {
  return order.lifecycle.outcome === "delivered" || order.lifecycle.paid;
}

/** A cash order the customer cancelled with a fee: what it leaves owed. */
function feeOf(order: PlannedOrder): number {
  const { lifecycle } = order;
  return lifecycle.outcome === "cancelled" && lifecycle.paymentMode === "COD" ? lifecycle.feePaise : 0;
}

/**
 * Puts the owed fees on the orders that carried them (mutating the plan) and returns which order carries each fee
 * now, to store once every order is written (fee_carried_by refers to a later order).
 */
export function carryCashFees(
  planned: readonly PlannedOrder[],
  numberOf: (order: PlannedOrder) => string,
): Array<{ id: string; carrierId: string }> {
  const byCustomer = new Map<string, PlannedOrder[]>();
  for (const order of planned) {
    // Every row names the columns (the bulk insert takes its column list from the rows).
    order.row.duesPaise = 0;
    order.row.previousFees = [];
    const list = byCustomer.get(order.row.userId) ?? [];
    list.push(order);
    byCustomer.set(order.row.userId, list);
  }
  const carriedBy = new Map<string, string>();
  for (const orders of byCustomer.values()) {
    orders.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    let owed: Array<{ order: PlannedOrder; feePaise: number; at: number }> = [];
    for (const order of orders) {
      const carried = owed.filter((fee) => fee.at < order.createdAt.getTime());
      if (carried.length > 0) {
        const previousFees: PreviousFeeSnapshot[] = carried.map((fee) => ({
          orderId: fee.order.id,
          orderNumber: numberOf(fee.order),
          feePaise: fee.feePaise,
        }));
        const duesPaise = carried.reduce((sum, fee) => sum + fee.feePaise, 0);
        order.row.duesPaise = duesPaise;
        order.row.previousFees = previousFees;
        order.lifecycle.duesPaise = duesPaise;
        for (const fee of carried) carriedBy.set(fee.order.id, order.id);
        if (wasPaid(order)) {
          owed = owed.filter((fee) => !carried.includes(fee));
          const cash = order.steps.find((step) => step.note?.startsWith("Cash collected"));
          if (cash) cash.note = `Cash collected: ${rupees(order.row.totalPaise + duesPaise)}`;
        }
      }
      const feePaise = feeOf(order);
      if (feePaise > 0) owed.push({ order, feePaise, at: (order.row.cancelledAt ?? order.createdAt).getTime() });
    }
  }
  return [...carriedBy].map(([id, carrierId]) => ({ id, carrierId }));
}
