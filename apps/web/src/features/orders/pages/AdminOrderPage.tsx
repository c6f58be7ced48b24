/**
 * /admin/order-history/{id}: one order for an admin, live: its timeline, the customer, restaurant, bill and items;
 * assigning a rider while it is accepted, being prepared or ready; cancelling it (refunded in full when paid).
 */
import { ASSIGNABLE_STATUSES, canTransition } from "@zaika/contract/order-status";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { Button, buttonClassName } from "../../../components/ui/Button";
import { paths } from "../../../config/paths";
import { formatDateTime } from "../../../lib/india-time";
import { useTitle } from "../../../lib/use-title";
import { useOrder } from "../api/get-order";
import { AdminCancelDialog } from "../components/AdminCancelDialog";
import { AssignRiderForm } from "../components/AssignRiderForm";
import { OrderBill } from "../components/OrderBill";
import { DeliveryAddressFacts, Fact, OrderOutcome, PaymentFacts } from "../components/OrderFacts";
import { OrderItemsList } from "../components/OrderItemsList";
import { OrderQueryState } from "../components/OrderQueryState";
import { OrderStatusBadge } from "../components/OrderStatusBadge";
import { OrderTimeline } from "../components/OrderTimeline";
import { Section } from "../components/Section";

export function AdminOrderPage() {
  const { id = "" } = useParams();
  const order = useOrder(id);
  const [cancelling, setCancelling] = useState(false);
  useTitle(order.data ? `Order ${order.data.orderNumber}` : "Order Details");

  const back = (
    <Link to={paths.admin.orders.getHref()} className={buttonClassName({ variant: "link", className: "mb-4" })}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      All orders
    </Link>
  );

  if (order.isPending || order.isError) {
    return <OrderQueryState order={order} back={back} notFound={{ description: "No order has this id." }} />;
  }

  const o = order.data;
  const assignable = ASSIGNABLE_STATUSES.includes(o.status);
  const cancellable = canTransition(o.status, "CANCELLED", "admin");

  return (
    <div className="space-y-6">
      <div>
        {back}
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-bold text-gray-900">Order {o.orderNumber}</h1>
              <OrderStatusBadge status={o.status} />
            </div>
            <p className="mt-1 text-gray-700">
              Placed <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time> · {o.restaurant.name}
            </p>
          </div>
          {cancellable && (
            <Button variant="secondary" onClick={() => setCancelling(true)}>
              Cancel order
            </Button>
          )}
        </div>
      </div>

      <OrderOutcome order={o} />

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Timeline">
          <OrderTimeline order={o} />
        </Section>
        <div className="space-y-6">
          {assignable && (
            <Section title="Delivery partner">
              <AssignRiderForm order={o} />
            </Section>
          )}
          <Section title="Details">
            <dl>
              <Fact label="Customer">
                {o.user.name}
                {o.user.email && <span className="block text-sm text-gray-700">{o.user.email}</span>}
                {o.user.phone && <span className="block text-sm text-gray-700">{o.user.phone}</span>}
              </Fact>
              <Fact label="Restaurant">
                {o.restaurant.name}
                <span className="block text-sm text-gray-700">
                  {[o.restaurant.address.street, o.restaurant.address.city, o.restaurant.address.state]
                    .filter(Boolean)
                    .join(", ")}
                </span>
              </Fact>
              <Fact label="Deliver to">
                <DeliveryAddressFacts address={o.deliveryAddress} />
              </Fact>
              <Fact label="Distance">{o.distanceKm} km</Fact>
              <Fact label="Estimated delivery">
                {o.estimatedDeliveryTime ? formatDateTime(o.estimatedDeliveryTime) : "Not set yet"}
              </Fact>
              {!assignable && <Fact label="Delivery partner">{o.rider?.name ?? "—"}</Fact>}
            </dl>
          </Section>
          <Section title="Payment">
            <PaymentFacts order={o} />
          </Section>
        </div>
      </div>

      <Section title="Items">
        <OrderItemsList items={o.items} />
      </Section>
      <Section title="Bill">
        <OrderBill order={o} />
      </Section>
      <AdminCancelDialog order={o} open={cancelling} onClose={() => setCancelling(false)} />
    </div>
  );
}
