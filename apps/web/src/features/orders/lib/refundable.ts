/**
 * Whether an admin may refund an order after delivery (POST /order/{id}/refund): delivered, paid online and not
 * refunded yet (a refund marks the payment REFUNDED). The server refuses anything else with a 409.
 */
import type { Order } from "@zaika/contract/order";

export function mayRefundDelivered(order: Pick<Order, "status" | "paymentMode" | "paymentStatus">): boolean {
  return order.status === "DELIVERED" && order.paymentMode === "ONLINE" && order.paymentStatus === "PAID";
}
