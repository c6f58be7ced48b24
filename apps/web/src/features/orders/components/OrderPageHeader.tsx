/** The top of an order's page for every role: the way back, "Order ZK…" with its status badge, a line about it, actions. */
import type { Order } from "@zaika/contract/order";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClassName } from "../../../components/ui/Button";
import { t } from "../../../lib/i18n";
import { Link } from "../../../lib/router";
import { OrderStatusBadge } from "./OrderStatusBadge";

/** The link back to the list the order was opened from. */
export function OrderBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClassName({ variant: "link", className: "mb-4" })}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}

export function OrderPageHeader({
  back,
  order,
  subtitle,
  actions,
  badge,
}: {
  back: ReactNode;
  order: Pick<Order, "orderNumber" | "status">;
  subtitle: ReactNode;
  actions?: ReactNode;
  /** The customer's page names the state as the customer reads it ("Awaiting payment · 12 min left"). */
  badge?: ReactNode;
}) {
  return (
    <div>
      {back}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold text-gray-900">
              {t("orders:orderTitle", { number: order.orderNumber })}
            </h1>
            {badge ?? <OrderStatusBadge status={order.status} />}
          </div>
          <p className="mt-1 text-gray-700">{subtitle}</p>
        </div>
        {actions}
      </div>
    </div>
  );
}
