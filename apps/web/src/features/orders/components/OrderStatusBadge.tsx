/** An order's status as a badge: red REJECTED, yellow PENDING, green otherwise (spec §2), named in words. */
import { ORDER_STATUS_LABELS, type OrderStatus, statusTone } from "@zaika/contract/order-status";
import { Badge } from "../../../components/ui/Badge";

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={statusTone(status)}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
