/**
 * /admin/order-history/{id}: one order for an admin, live: its timeline, the customer, restaurant, bill and items;
 * assigning a rider by hand, with a reason, while it is accepted, being prepared or ready; why the dispatch engine
 * offered it to whom (decision 021); cancelling it (refunded in full when paid); refunding part or all of it once
 * delivered (paid online); and its tax invoice once it has one.
 */
import { ASSIGNABLE_STATUSES, canTransition } from "@zaika/contract/order-status";
import { mayRefundDelivered } from "@zaika/contract/settlements";
import { useState } from "react";
import { AssignRiderForm } from "../../../components/dispatch/AssignRiderForm";
import { DispatchWhy } from "../../../components/dispatch/DispatchWhy";
import { Trans } from "../../../components/i18n/Trans";
import { Button } from "../../../components/ui/Button";
import { paths } from "../../../config/paths";
import { t } from "../../../lib/i18n";
import { formatDateTime } from "../../../lib/india-time";
import { useParams } from "../../../lib/router";
import { useTitle } from "../../../lib/use-title";
import { useOrder } from "../api/get-order";
import { AdminCancelDialog } from "../components/AdminCancelDialog";
import { InvoiceButton } from "../components/InvoiceButton";
import { OrderBill } from "../components/OrderBill";
import { DeliveryAddressFacts, Fact, OrderOutcome, PaymentFacts } from "../components/OrderFacts";
import { OrderItemsList } from "../components/OrderItemsList";
import { OrderBackLink, OrderPageHeader } from "../components/OrderPageHeader";
import { OrderQueryState } from "../components/OrderQueryState";
import { OrderTimeline } from "../components/OrderTimeline";
import { RefundOrderDialog } from "../components/RefundOrderDialog";
import { Section } from "../components/Section";

export function AdminOrderPage() {
  const { id = "" } = useParams();
  const order = useOrder(id);
  const [cancelling, setCancelling] = useState(false);
  const [refunding, setRefunding] = useState(false);
  useTitle(order.data ? t("orders:orderTitle", { number: order.data.orderNumber }) : t("orders:orderDetailsTitle"));

  const back = <OrderBackLink to={paths.admin.orders.getHref()}>{t("orders:allOrders")}</OrderBackLink>;

  if (order.isPending || order.isError) {
    return <OrderQueryState order={order} back={back} notFound={{ description: t("orders:noOrderWithId") }} />;
  }

  const o = order.data;
  const assignable = ASSIGNABLE_STATUSES.includes(o.status);
  const cancellable = canTransition(o.status, "CANCELLED", "admin");

  return (
    <div className="space-y-6">
      <OrderPageHeader
        back={back}
        order={o}
        subtitle={
          <Trans
            i18nKey="orders:placedAtSubtitle"
            values={{ restaurant: o.restaurant.name, time: formatDateTime(o.createdAt) }}
            components={{ time: <time dateTime={o.createdAt} /> }}
          />
        }
        actions={
          <div className="flex flex-wrap gap-2">
            {cancellable && (
              <Button variant="secondary" onClick={() => setCancelling(true)}>
                {t("orders:cancelOrder")}
              </Button>
            )}
            {mayRefundDelivered(o) && (
              <Button variant="secondary" onClick={() => setRefunding(true)}>
                {t("orders:refund")}
              </Button>
            )}
            <InvoiceButton order={o} />
          </div>
        }
      />

      <OrderOutcome order={o} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Section title={t("orders:timeline")}>
          <OrderTimeline order={o} />
        </Section>
        <div className="space-y-6">
          {assignable && (
            <Section title={t("orders:roleRider")}>
              <AssignRiderForm order={o} />
            </Section>
          )}
          <Section title={t("orders:details")}>
            <dl>
              <Fact label={t("orders:roleCustomer")}>
                {o.user.name}
                {o.user.email && <span className="block text-sm text-gray-700">{o.user.email}</span>}
                {o.user.phone && <span className="block text-sm text-gray-700">{o.user.phone}</span>}
              </Fact>
              <Fact label={t("orders:roleRestaurant")}>
                {o.restaurant.name}
                <span className="block text-sm text-gray-700">
                  {[o.restaurant.address.street, o.restaurant.address.city, o.restaurant.address.state]
                    .filter(Boolean)
                    .join(", ")}
                </span>
              </Fact>
              <Fact label={t("orders:deliverTo")}>
                <DeliveryAddressFacts address={o.deliveryAddress} />
              </Fact>
              <Fact label={t("orders:distance")}>{t("orders:distanceKm", { km: o.distanceKm })}</Fact>
              <Fact label={t("orders:estimatedDelivery")}>
                {o.estimatedDeliveryTime ? formatDateTime(o.estimatedDeliveryTime) : t("orders:notSetYet")}
              </Fact>
              {!assignable && <Fact label={t("orders:roleRider")}>{o.rider?.name ?? "—"}</Fact>}
            </dl>
          </Section>
          <Section title={t("cart:paymentTitle")}>
            <PaymentFacts order={o} />
          </Section>
        </div>
      </div>

      {o.status !== "PENDING" && o.status !== "REJECTED" && (
        <Section title={t("orders:dispatch")}>
          <DispatchWhy orderId={o._id} />
        </Section>
      )}
      <Section title={t("cart:items")}>
        <OrderItemsList items={o.items} />
      </Section>
      <Section title={t("orders:bill")}>
        <OrderBill order={o} />
      </Section>
      <AdminCancelDialog order={o} open={cancelling} onClose={() => setCancelling(false)} />
      {refunding && <RefundOrderDialog order={o} onClose={() => setRefunding(false)} />}
    </div>
  );
}
