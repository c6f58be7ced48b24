/** Small read-only blocks shared by the order pages: delivery address, payment, cancellation and refund. */

import { formatAddress } from "@zaika/contract/address";
import type { Order } from "@zaika/contract/order";
import { PAYMENT_MODE_LABELS } from "@zaika/contract/order-status";
import { formatRupees } from "@zaika/contract/pricing";
import type { ReactNode } from "react";
import { formatDateTime } from "../../../lib/india-time";

const PAYMENT_STATUS_LABELS: Record<Order["paymentStatus"], string> = {
  PENDING: "Not paid yet",
  PAID: "Paid",
  FAILED: "Failed",
  REFUNDED: "Refunded",
};

const REFUND_STATUS_LABELS: Record<NonNullable<Order["refund"]>["status"], string> = {
  PROCESSED: "Processed",
  PENDING: "In progress",
  FAILED: "Failed — our support team will contact you",
};

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
        {address.fullName} <span className="text-sm font-normal capitalize text-gray-700">({address.addressType})</span>
      </p>
      <p>{formatAddress(address)}</p>
      <p className="text-sm text-gray-700">Phone: {address.phoneNumber}</p>
      {address.deliveryInstructions && (
        <p className="text-sm text-gray-700">Instructions: {address.deliveryInstructions}</p>
      )}
    </address>
  );
}

export function PaymentFacts({ order }: { order: Order }) {
  return (
    <dl>
      <Fact label="Mode">{PAYMENT_MODE_LABELS[order.paymentMode]}</Fact>
      <Fact label="Status">{PAYMENT_STATUS_LABELS[order.paymentStatus]}</Fact>
      {order.paymentProvider && (
        <Fact label="Provider">{order.paymentProvider === "razorpay" ? "Razorpay" : "Sandbox"}</Fact>
      )}
      {order.paymentDetails?.orderId && <Fact label="Payment order id">{order.paymentDetails.orderId}</Fact>}
      {order.paymentDetails?.paymentId && <Fact label="Payment id">{order.paymentDetails.paymentId}</Fact>}
      {order.paymentDetails?.paymentDate && (
        <Fact label="Paid on">{formatDateTime(order.paymentDetails.paymentDate)}</Fact>
      )}
    </dl>
  );
}

/** Why and how an order ended early: the rejection reason, or the cancellation with its fee, and the refund. */
export function OrderOutcome({ order }: { order: Order }) {
  if (order.status === "REJECTED") {
    return (
      <div role="status" className="rounded-2xl bg-red-50 p-5 ring-1 ring-red-200">
        <h2 className="font-semibold text-red-900">The restaurant could not take this order</h2>
        <p className="mt-1 text-gray-900">Reason: {order.rejectionReason ?? "No reason given"}</p>
        <RefundFacts order={order} />
      </div>
    );
  }
  if (order.status === "CANCELLED") {
    return (
      <div role="status" className="rounded-2xl bg-gray-50 p-5 ring-1 ring-gray-200">
        <h2 className="font-semibold text-gray-900">This order was cancelled</h2>
        {order.cancellation && (
          <dl className="mt-2">
            <Fact label="Cancelled on">{formatDateTime(order.cancellation.at)}</Fact>
            {order.cancellation.reason && <Fact label="Reason">{order.cancellation.reason}</Fact>}
            <Fact label="Cancellation fee">
              {order.cancellation.fee > 0 ? formatRupees(order.cancellation.fee) : "None"}
            </Fact>
          </dl>
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
      <Fact label="Refund">{formatRupees(order.refund.amount)}</Fact>
      <Fact label="Refund status">{REFUND_STATUS_LABELS[order.refund.status]}</Fact>
      <Fact label="Expected in">{order.refund.timeline}</Fact>
      {order.refund.providerRefundId && <Fact label="Refund id">{order.refund.providerRefundId}</Fact>}
      <Fact label="Initiated on">{formatDateTime(order.refund.createdAt)}</Fact>
    </dl>
  );
}
