/**
 * An order's charges: item total, a coupon's discount with its code (issue 14), GST (on the discounted value),
 * packaging, delivery fee (or free), the rider's tip and the final total, in rupees.
 */
import type { Order } from "@zaika/contract/order";
import { formatRupees } from "@zaika/contract/pricing";
import type { ReactNode } from "react";

type BillOrder = Pick<
  Order,
  | "subtotal"
  | "discount"
  | "couponCode"
  | "gstPercent"
  | "taxAmount"
  | "packagingCharge"
  | "deliveryFee"
  | "tip"
  | "finalTotal"
>;

function Line({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-1.5 ${strong ? "font-semibold text-gray-900" : "text-gray-800"}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function OrderBill({ order }: { order: BillOrder }) {
  return (
    <dl aria-label="Bill details">
      <Line label="Item total">{formatRupees(order.subtotal)}</Line>
      {order.discount > 0 && (
        <Line label={order.couponCode ? `Coupon ${order.couponCode}` : "Coupon discount"}>
          <span className="text-green-800">−{formatRupees(order.discount)}</span>
        </Line>
      )}
      <Line label={`GST (${order.gstPercent}%)`}>{formatRupees(order.taxAmount)}</Line>
      <Line label="Packaging charge">{formatRupees(order.packagingCharge)}</Line>
      <Line label="Delivery fee">
        {order.deliveryFee > 0 ? formatRupees(order.deliveryFee) : <span className="text-green-800">Free</span>}
      </Line>
      {order.tip > 0 && <Line label="Rider tip">{formatRupees(order.tip)}</Line>}
      <div className="mt-2 border-t border-gray-200 pt-2">
        <Line label="Final total" strong>
          {formatRupees(order.finalTotal)}
        </Line>
      </div>
    </dl>
  );
}
