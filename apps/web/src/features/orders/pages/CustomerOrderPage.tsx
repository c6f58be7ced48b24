/**
 * /user/profile/order-history/{id}: the customer's order, live (status events refresh it): progress and history,
 * estimated delivery, the rider and the delivery code, where the rider is (on a map from pickup to the door, issue 13),
 * the bill and items, payment (with Pay now while unpaid), cancellation with the fee shown first, the refund, the
 * tax invoice once the order has one, Reorder once it has ended, and once delivered the customer's rating and review
 * and a tip for the rider (issue 14).
 */
import { awaitsPayment } from "@zaika/contract/customer-order-state";
import { formatEtaWindow } from "@zaika/contract/eta-rules";
import { customerMayCancel } from "@zaika/contract/order-status";
import { reorderOffered } from "@zaika/contract/reorder";
import { Phone } from "lucide-react";
import { useState } from "react";
import { Trans } from "../../../components/i18n/Trans";
import { CustomerOrderStateBadge } from "../../../components/orders/CustomerOrderStatusBadge";
import { ReorderButton } from "../../../components/reorder/ReorderButton";
import { Button, buttonClassName } from "../../../components/ui/Button";
import { paths } from "../../../config/paths";
import { t } from "../../../lib/i18n";
import { formatDateTime, formatTime } from "../../../lib/india-time";
import { customerFirstStepText } from "../../../lib/order-status-text";
import { Link, useParams } from "../../../lib/router";
import { useCustomerOrderState } from "../../../lib/use-customer-order-state";
import { useTitle } from "../../../lib/use-title";
import { useOrder } from "../api/get-order";
import { CancelOrderDialog } from "../components/CancelOrderDialog";
import { InvoiceButton } from "../components/InvoiceButton";
import { OrderBill } from "../components/OrderBill";
import { DeliveryAddressFacts, OrderOutcome, PaymentFacts } from "../components/OrderFacts";
import { OrderItemsList } from "../components/OrderItemsList";
import { OrderBackLink, OrderPageHeader } from "../components/OrderPageHeader";
import { OrderQueryState } from "../components/OrderQueryState";
import { OrderTimeline } from "../components/OrderTimeline";
import { PayNowCard } from "../components/PayNowCard";
import { RateOrderCard } from "../components/RateOrderCard";
import { CustomerRiderTracking } from "../components/RiderTracking";
import { Section } from "../components/Section";
import { TipRiderCard } from "../components/TipRiderCard";

export function CustomerOrderPage() {
  const { id = "" } = useParams();
  const order = useOrder(id);
  const [cancelling, setCancelling] = useState(false);
  // "Awaiting payment · 12 min left" or "Waiting for the restaurant" rather than "Pending" (issue 16).
  const state = useCustomerOrderState(order.data);
  useTitle(order.data ? t("orders:orderTitle", { number: order.data.orderNumber }) : t("orders:orderDetailsTitle"));

  const back = <OrderBackLink to={paths.user.profile.getHref()}>{t("orders:myOrders")}</OrderBackLink>;

  if (order.isPending || order.isError) {
    return (
      <OrderQueryState
        order={order}
        back={back}
        className="mx-auto max-w-4xl px-4 py-8"
        notFound={{
          description: t("orders:notFoundCustomer"),
          action: (
            <Link to={paths.user.profile.getHref()} className={buttonClassName()}>
              {t("orders:seeMyOrders")}
            </Link>
          ),
        }}
      />
    );
  }

  const o = order.data;
  const unpaidOnline = awaitsPayment(o);
  const outForDelivery = o.status === "OUT_FOR_DELIVERY";
  // The window promised now, worked out again by the server at each status change (the status event refetches the
  // order); an order from before promised windows shows the kitchen's estimate.
  const estimate =
    o.status === "DELIVERED"
      ? o.estimatedDeliveryTime && t("orders:statusDelivered")
      : o.eta
        ? formatEtaWindow(o.eta)
        : o.estimatedDeliveryTime && t("orders:byTime", { time: formatTime(o.estimatedDeliveryTime) });

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <OrderPageHeader
        back={back}
        order={o}
        badge={state && <CustomerOrderStateBadge state={state} status={o.status} />}
        subtitle={
          <>
            <Trans
              i18nKey="orders:placedSubtitle"
              values={{ restaurant: o.restaurant.name, time: formatDateTime(o.createdAt) }}
              components={{ time: <time dateTime={o.createdAt} /> }}
            />
            {o.scheduledFor && (
              <>
                {" "}
                <Trans
                  i18nKey="orders:scheduledForSubtitle"
                  values={{ time: formatDateTime(o.scheduledFor) }}
                  components={{ time: <time dateTime={o.scheduledFor} /> }}
                />
              </>
            )}
          </>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <InvoiceButton order={o} />
            {reorderOffered(o.status) && <ReorderButton order={o} />}
          </div>
        }
      />

      <OrderOutcome order={o} />
      {unpaidOnline && <PayNowCard order={o} />}
      {o.status === "DELIVERED" && <RateOrderCard order={o} />}
      {o.status === "DELIVERED" && <TipRiderCard order={o} />}

      {outForDelivery && o.deliveryCode && (
        <section
          aria-labelledby="delivery-code-title"
          className="rounded-2xl bg-brand-50 p-5 text-center ring-1 ring-brand-200"
        >
          <h2 id="delivery-code-title" className="font-semibold text-gray-900">
            {t("orders:deliveryCodeTitle")}
          </h2>
          <p className="mt-2 font-mono text-4xl font-bold tracking-[0.4em] text-brand-900">{o.deliveryCode}</p>
          <p className="mt-2 text-gray-800">{t("orders:deliveryCodeText")}</p>
        </section>
      )}

      <CustomerRiderTracking order={o} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Section title={t("orders:orderStatus")}>
          <div aria-live="polite">
            <OrderTimeline order={o} firstStep={state ? customerFirstStepText(state) : undefined} />
          </div>
        </Section>
        <div className="space-y-6">
          <Section title={t("orders:ratingDelivery")}>
            <dl className="space-y-2">
              {estimate && (
                <div>
                  <dt className="text-sm text-gray-700">{t("orders:estimatedDelivery")}</dt>
                  <dd className="text-lg font-semibold text-gray-900">{estimate}</dd>
                </div>
              )}
              {o.rider && (
                <div>
                  <dt className="text-sm text-gray-700">{t("orders:roleRider")}</dt>
                  <dd className="flex flex-wrap items-center gap-3 font-medium text-gray-900">
                    {o.rider.name}
                    {o.rider.phone && (
                      <a
                        href={`tel:+91${o.rider.phone}`}
                        className={buttonClassName({ variant: "secondary", size: "sm" })}
                        aria-label={t("orders:callName", { name: o.rider.name })}
                      >
                        <Phone className="size-4" aria-hidden="true" />
                        {t("orders:call")}
                      </a>
                    )}
                  </dd>
                </div>
              )}
              <div>
                <dt className="text-sm text-gray-700">{t("orders:deliverTo")}</dt>
                <dd>
                  <DeliveryAddressFacts address={o.deliveryAddress} />
                </dd>
              </div>
            </dl>
          </Section>
          <Section title={t("cart:paymentTitle")}>
            <PaymentFacts order={o} />
          </Section>
        </div>
      </div>

      <Section title={t("orders:itemsFrom", { name: o.restaurant.name })}>
        <OrderItemsList items={o.items} />
      </Section>
      <Section title={t("orders:bill")}>
        <OrderBill order={o} />
      </Section>

      {customerMayCancel(o.status) && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-5 ring-1 ring-gray-200">
          <p className="text-sm text-gray-800">
            {t("orders:changedMind")}{" "}
            <Link to={paths.cancellationAndRefund.getHref()} className="text-brand-700 underline">
              {t("orders:cancellationPolicy")}
            </Link>
          </p>
          <Button variant="secondary" onClick={() => setCancelling(true)}>
            {t("orders:cancelOrder")}
          </Button>
        </div>
      )}
      <CancelOrderDialog order={o} open={cancelling} onClose={() => setCancelling(false)} />
    </div>
  );
}
