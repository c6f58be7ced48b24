/** An order's status as a badge: red REJECTED, yellow PENDING, green otherwise (spec §2), named in words. */
import { type OrderStatus, statusTone } from "@zaika/contract/order-status";
import { Badge } from "../../../components/ui/Badge";
import { orderStatusText } from "../../../lib/order-status-text";

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={statusTone(status)}>{orderStatusText(status)}</Badge>;
}
