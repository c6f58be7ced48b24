/**
 * /restaurant/orders/{id}: spec §2 "Restaurant order detail" — order number, placed time, status badge, payment
 * details when present, restaurant name and address, estimated delivery, customer, delivery address, charges, the
 * items with their choices and a final total; a skeleton while loading; the restaurant's next actions; the rider coming
 * for pickup (when, and where on a small map: issue 13); and the tax invoice once the order has one.
 */

import type { Order } from "@zaika/contract/order";
import { PAYMENT_MODE_LABELS } from "@zaika/contract/order-status";
import { useParams } from "react-router";
import { paths } from "../../../config/paths";
import { formatDateTime } from "../../../lib/india-time";
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

const PAYMENT_STATUS_TEXT: Record<Order["paymentStatus"], string> = {
  PENDING: "Not paid yet",
  PAID: "Paid",
  FAILED: "Payment failed",
  REFUNDED: "Refunded",
};

export function RestaurantOrderPage() {
  const { id = "" } = useParams();
  const order = useOrder(id);
  useTitle(order.data ? `Order ${order.data.orderNumber}` : "Order Details");

  const back = <OrderBackLink to={paths.restaurant.orders.getHref()}>All orders</OrderBackLink>;

  if (order.isPending || order.isError) {
    return (
      <OrderQueryState
        order={order}
        back={back}
        notFound={{ description: "This order is not one of your restaurant's." }}
      />
    );
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
          <>
            Placed <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time>
          </>
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
        <Section title="Order">
          <dl>
            <Fact label="Restaurant">{o.restaurant.name}</Fact>
            <Fact label="Restaurant address">
              {[o.restaurant.address.street, o.restaurant.address.city, o.restaurant.address.state]
                .filter(Boolean)
                .join(", ")}
            </Fact>
            <Fact label="Estimated delivery">
              {o.estimatedDeliveryTime ? formatDateTime(o.estimatedDeliveryTime) : "Set when you accept the order"}
            </Fact>
            <Fact label="Payment">
              {PAYMENT_MODE_LABELS[o.paymentMode]} · {PAYMENT_STATUS_TEXT[o.paymentStatus]}
            </Fact>
            {o.rider && <Fact label="Delivery partner">{o.rider.name}</Fact>}
          </dl>
        </Section>

        <Section title="Customer">
          <dl>
            <Fact label="Name">{o.user.name}</Fact>
            <Fact label="E-mail">{o.user.email ?? "—"}</Fact>
            <Fact label="Delivery address">
              <DeliveryAddressFacts address={o.deliveryAddress} />
            </Fact>
          </dl>
        </Section>
      </div>

      {hasPayment && payment && (
        <Section title="Payment details">
          <dl>
            <Fact label="Order id">{payment.orderId ?? "—"}</Fact>
            <Fact label="Payment id">{payment.paymentId ?? "—"}</Fact>
            <Fact label="Payment date">{payment.paymentDate ? formatDateTime(payment.paymentDate) : "—"}</Fact>
          </dl>
        </Section>
      )}

      <Section title="Ordered items">
        <OrderItemsList items={o.items} />
      </Section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Charges">
          <OrderBill order={o} />
        </Section>
        <Section title="History">
          <OrderTimeline order={o} />
        </Section>
      </div>
    </div>
  );
}
