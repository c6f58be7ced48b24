/** Small read-only blocks shared by the order pages: delivery address, payment, cancellation and refund. */

import { type AddressType, formatAddress } from "@zaika/contract/address";
import type { Order } from "@zaika/contract/order";
import type { ReactNode } from "react";
import { formatRupees, messageText, t } from "../../../lib/i18n";
import { formatDateTime } from "../../../lib/india-time";
import { paymentModeText, paymentStatusText } from "../../../lib/order-status-text";

const REFUND_STATUS_KEYS = {
  PROCESSED: "orders:refundProcessed",
  PENDING: "orders:refundInProgress",
  FAILED: "orders:refundFailed",
} as const satisfies Record<NonNullable<Order["refund"]>["status"], string>;

const ADDRESS_TYPE_KEYS = {
  home: "orders:addressTypeHome",
  work: "orders:addressTypeWork",
  other: "orders:addressTypeOther",
} as const satisfies Record<AddressType, string>;

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-1.5 sm:grid-cols-3 sm:gap-3">
      <dt className="text-sm font-medium text-gray-700">{label}</dt>
      <dd className="text-gray-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

export function DeliveryAddressFacts({ address }: { address: Order["deliveryAddress"] }) {
  return (
    <address className="not-italic text-gray-900">
      <p className="font-medium">
        {address.fullName}{" "}
        <span className="text-sm font-normal capitalize text-gray-700">
          ({t(ADDRESS_TYPE_KEYS[address.addressType])})
        </span>
      </p>
      <p>{formatAddress(address)}</p>
      <p className="text-sm text-gray-700">{t("orders:phoneLine", { phone: address.phoneNumber })}</p>
      {address.deliveryInstructions && (
        <p className="text-sm text-gray-700">
          {t("orders:instructionsLine", { instructions: address.deliveryInstructions })}
        </p>
      )}
    </address>
  );
}

export function PaymentFacts({ order }: { order: Order }) {
  return (
    <dl>
      <Fact label={t("orders:mode")}>{paymentModeText(order.paymentMode)}</Fact>
      <Fact label={t("orders:status")}>{paymentStatusText(order.paymentStatus)}</Fact>
      {order.paymentProvider && (
        <Fact label={t("orders:provider")}>
          {order.paymentProvider === "razorpay" ? t("orders:providerRazorpay") : t("orders:providerSandbox")}
        </Fact>
      )}
      {order.paymentDetails?.orderId && <Fact label={t("orders:paymentOrderId")}>{order.paymentDetails.orderId}</Fact>}
      {order.paymentDetails?.paymentId && <Fact label={t("orders:paymentId")}>{order.paymentDetails.paymentId}</Fact>}
      {order.paymentDetails?.paymentDate && (
        <Fact label={t("orders:paidOn")}>{formatDateTime(order.paymentDetails.paymentDate)}</Fact>
      )}
    </dl>
  );
}

/** Why and how an order ended early: the rejection reason, or the cancellation with its fee, and the refund. */
export function OrderOutcome({ order }: { order: Order }) {
  if (order.status === "REJECTED") {
    return (
      <div role="status" className="rounded-2xl bg-red-50 p-5 ring-1 ring-red-200">
        <h2 className="font-semibold text-red-900">{t("orders:rejectedTitle")}</h2>
        <p className="mt-1 text-gray-900">
          {t("orders:reasonLine", { reason: order.rejectionReason ?? t("orders:noReasonGiven") })}
        </p>
        <RefundFacts order={order} />
      </div>
    );
  }
  if (order.status === "CANCELLED") {
    return (
      <div role="status" className="rounded-2xl bg-gray-50 p-5 ring-1 ring-gray-200">
        <h2 className="font-semibold text-gray-900">{t("orders:cancelledTitle")}</h2>
        {order.cancellation && (
          <dl className="mt-2">
            <Fact label={t("orders:cancelledOn")}>{formatDateTime(order.cancellation.at)}</Fact>
            {order.cancellation.reason && <Fact label={t("orders:reason")}>{order.cancellation.reason}</Fact>}
            <Fact label={t("orders:cancellationFee")}>
              {order.cancellation.fee > 0 ? formatRupees(order.cancellation.fee) : t("orders:feeNone")}
            </Fact>
          </dl>
        )}
        {order.cancellation?.feeCollection === "nextOrder" && (
          <p className="mt-2 text-sm text-gray-900">{t("orders:feeBilledNext")}</p>
        )}
        <RefundFacts order={order} />
      </div>
    );
  }
  return null;
}

export function RefundFacts({ order }: { order: Pick<Order, "refund"> }) {
  if (!order.refund) return null;
  return (
    <dl className="mt-3 border-t border-gray-200 pt-3">
      <Fact label={t("orders:refund")}>{formatRupees(order.refund.amount)}</Fact>
      <Fact label={t("orders:refundStatus")}>{t(REFUND_STATUS_KEYS[order.refund.status])}</Fact>
      <Fact label={t("orders:expectedIn")}>{messageText(order.refund.timeline)}</Fact>
      {order.refund.providerRefundId && <Fact label={t("orders:refundId")}>{order.refund.providerRefundId}</Fact>}
      <Fact label={t("orders:initiatedOn")}>{formatDateTime(order.refund.createdAt)}</Fact>
    </dl>
  );
}
