/**
 * /restaurant/orders/{id}: spec §2 "Restaurant order detail" — order number, placed time, status badge, payment
 * details when present, restaurant name and address, estimated delivery, customer, delivery address, charges, the
 * items with their choices and a final total; a skeleton while loading; the restaurant's next actions; the rider coming
 * for pickup (when, and where on a small map: issue 13); and the tax invoice once the order has one.
 */

import type { Order } from "@zaika/contract/order";
import { Trans } from "../../../components/i18n/Trans";
import { paths } from "../../../config/paths";
import { t } from "../../../lib/i18n";
import { formatDateTime } from "../../../lib/india-time";
import { paymentModeText, paymentStatusText } from "../../../lib/order-status-text";
import { useParams } from "../../../lib/router";
import { useTitle } from "../../../lib/use-title";
import { useOrder } from "../api/get-order";
import { InvoiceButton } from "../components/InvoiceButton";
import { OrderBill } from "../components/OrderBill";
import { DeliveryAddressFacts, Fact, OrderOutcome } from "../components/OrderFacts";
import { OrderItemsList } from "../components/OrderItemsList";
import { OrderBackLink, OrderPageHeader } from "../components/OrderPageHeader";
import { OrderQueryState } from "../components/OrderQueryState";
import { OrderTimeline } from "../components/OrderTimeline";
import { RestaurantOrderActions } from "../components/RestaurantOrderActions";
import { RestaurantRiderArrival } from "../components/RiderTracking";
import { Section } from "../components/Section";

/** The payment status beside the mode: "Payment failed" rather than a bare "Failed". */
function paymentText(status: Order["paymentStatus"]): string {
  return status === "FAILED" ? t("orders:timelinePaymentFailed") : paymentStatusText(status);
}

export function RestaurantOrderPage() {
  const { id = "" } = useParams();
  const order = useOrder(id);
  useTitle(order.data ? t("orders:orderTitle", { number: order.data.orderNumber }) : t("orders:orderDetailsTitle"));

  const back = <OrderBackLink to={paths.restaurant.orders.getHref()}>{t("orders:allOrders")}</OrderBackLink>;

  if (order.isPending || order.isError) {
    return <OrderQueryState order={order} back={back} notFound={{ description: t("orders:notFoundRestaurant") }} />;
  }

  const o = order.data;
  const payment = o.paymentDetails;
  const hasPayment = Boolean(payment && (payment.orderId || payment.paymentId || payment.paymentDate));

  return (
    <div className="space-y-6">
      <OrderPageHeader
        back={back}
        order={o}
        subtitle={
          <Trans
            i18nKey="orders:placedAt"
            values={{ time: formatDateTime(o.createdAt) }}
            components={{ time: <time dateTime={o.createdAt} /> }}
          />
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <RestaurantOrderActions order={o} size="md" />
            <InvoiceButton order={o} />
          </div>
        }
      />

      <OrderOutcome order={o} />
      <RestaurantRiderArrival order={o} />

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t("orders:colOrder")}>
          <dl>
            <Fact label={t("orders:roleRestaurant")}>{o.restaurant.name}</Fact>
            <Fact label={t("orders:restaurantAddress")}>
              {[o.restaurant.address.street, o.restaurant.address.city, o.restaurant.address.state]
                .filter(Boolean)
                .join(", ")}
            </Fact>
            <Fact label={t("orders:estimatedDelivery")}>
              {o.estimatedDeliveryTime ? formatDateTime(o.estimatedDeliveryTime) : t("orders:setWhenAccepted")}
            </Fact>
            <Fact label={t("cart:paymentTitle")}>
              {paymentModeText(o.paymentMode)} · {paymentText(o.paymentStatus)}
            </Fact>
            {o.rider && <Fact label={t("orders:roleRider")}>{o.rider.name}</Fact>}
          </dl>
        </Section>

        <Section title={t("orders:roleCustomer")}>
          <dl>
            <Fact label={t("orders:name")}>{o.user.name}</Fact>
            <Fact label={t("orders:email")}>{o.user.email ?? "—"}</Fact>
            <Fact label={t("cart:deliveryAddress")}>
              <DeliveryAddressFacts address={o.deliveryAddress} />
            </Fact>
          </dl>
        </Section>
      </div>

      {hasPayment && payment && (
        <Section title={t("orders:paymentDetails")}>
          <dl>
            <Fact label={t("orders:orderId")}>{payment.orderId ?? "—"}</Fact>
            <Fact label={t("orders:paymentId")}>{payment.paymentId ?? "—"}</Fact>
            <Fact label={t("orders:paymentDate")}>
              {payment.paymentDate ? formatDateTime(payment.paymentDate) : "—"}
            </Fact>
          </dl>
        </Section>
      )}

      <Section title={t("orders:orderedItems")}>
        <OrderItemsList items={o.items} />
      </Section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t("orders:charges")}>
          <OrderBill order={o} />
        </Section>
        <Section title={t("orders:history")}>
          <OrderTimeline order={o} />
        </Section>
      </div>
    </div>
  );
}
