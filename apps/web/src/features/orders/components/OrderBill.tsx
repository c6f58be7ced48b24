/**
 * An order's charges: item total, a coupon's discount with its code (issue 14), GST (on the discounted value),
 * packaging, delivery fee (or free), the rider's tip, earlier cash orders' cancellation fees it collects (decision 027)
 * and the total paid, in rupees.
 */
import type { Order } from "@zaika/contract/order";
import type { ReactNode } from "react";
import { formatRupees, t } from "../../../lib/i18n";

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
  | "previousFees"
  | "amountPayable"
>;

function Line({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  // The total closes the list under a rule (a dl holds only dt/dd groups in divs: no extra wrapper).
  const look = strong ? "mt-2 border-t border-gray-200 pt-3.5 font-semibold text-gray-900" : "text-gray-800";
  return (
    <div className={`flex justify-between gap-4 py-1.5 ${look}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function OrderBill({ order }: { order: BillOrder }) {
  return (
    <dl aria-label={t("cart:billDetails")}>
      <Line label={t("cart:itemTotal")}>{formatRupees(order.subtotal)}</Line>
      {order.discount > 0 && (
        <Line label={order.couponCode ? t("cart:couponLine", { code: order.couponCode }) : t("cart:couponDiscount")}>
          <span className="text-green-800">−{formatRupees(order.discount)}</span>
        </Line>
      )}
      <Line label={t("cart:gst", { percent: order.gstPercent })}>{formatRupees(order.taxAmount)}</Line>
      <Line label={t("cart:packagingCharge")}>{formatRupees(order.packagingCharge)}</Line>
      <Line label={t("cart:deliveryFee")}>
        {order.deliveryFee > 0 ? (
          formatRupees(order.deliveryFee)
        ) : (
          <span className="text-green-800">{t("orders:free")}</span>
        )}
      </Line>
      {order.tip > 0 && <Line label={t("cart:riderTip")}>{formatRupees(order.tip)}</Line>}
      {order.previousFees.map((fee) => (
        <Line key={fee.orderNumber} label={t("cart:previousFeeLine", { number: fee.orderNumber })}>
          {formatRupees(fee.fee)}
        </Line>
      ))}
      <Line label={t("orders:finalTotal")} strong>
        {formatRupees(order.amountPayable)}
      </Line>
    </dl>
  );
}
