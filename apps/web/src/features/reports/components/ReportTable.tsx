/**
 * A page of the report's orders with their money and the totals row of the whole period; it scrolls sideways inside
 * its own box on a phone.
 */
import { type OrderStatus, type PaymentMode, statusTone } from "@zaika/contract/order-status";
import type { RestaurantReport } from "@zaika/contract/reports";
import { Badge } from "../../../components/ui/Badge";
import { Table, Td, Th } from "../../../components/ui/Table";
import { paths } from "../../../config/paths";
import { formatRupees, t } from "../../../lib/i18n";
import { formatDateTime } from "../../../lib/india-time";
import { Link } from "../../../lib/router";
import { shownOrders } from "../lib/report-page";

const money = "text-right tabular-nums whitespace-nowrap";

/** The catalog key of each order status's label (the contract's ORDER_STATUS_LABELS in English). */
const STATUS_KEYS = {
  PENDING: "reports:statusPending",
  ACCEPTED: "reports:statusAccepted",
  PREPARING: "reports:statusPreparing",
  READY_FOR_PICKUP: "reports:statusReadyForPickup",
  OUT_FOR_DELIVERY: "reports:statusOutForDelivery",
  DELIVERED: "reports:statusDelivered",
  REJECTED: "reports:statusRejected",
  CANCELLED: "reports:statusCancelled",
} as const satisfies Record<OrderStatus, string>;

/** The catalog key of each payment mode's label (the contract's PAYMENT_MODE_LABELS in English). */
const PAYMENT_MODE_KEYS = {
  COD: "reports:paymentCod",
  ONLINE: "reports:paymentOnline",
} as const satisfies Record<PaymentMode, string>;

export function ReportTable({ report }: { report: RestaurantReport }) {
  const { totals, pagination } = report;
  const shown = shownOrders(pagination, report.orders.length);
  // On a page of a longer list, the caption says which orders these are and whose totals close the table.
  const caption =
    shown && pagination.totalPages > 1
      ? t("reports:tableCaptionPaged", { first: shown.first, last: shown.last, total: totals.orders })
      : t("reports:tableCaption");
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          <Th>{t("reports:order")}</Th>
          <Th>{t("reports:placedIst")}</Th>
          <Th className="text-right">{t("reports:items")}</Th>
          <Th>{t("reports:status")}</Th>
          <Th>{t("reports:payment")}</Th>
          <Th className="text-right">{t("reports:gross")}</Th>
          <Th className="text-right">{t("reports:commission")}</Th>
          <Th className="text-right">{t("reports:gstOnCommission")}</Th>
          <Th className="text-right">{t("reports:net")}</Th>
        </tr>
      </thead>
      <tbody>
        {report.orders.map((order) => (
          <tr key={order.orderId}>
            <Td>
              <Link
                to={paths.restaurant.order.getHref(order.orderId)}
                className="font-medium text-brand-800 underline-offset-4 hover:underline"
              >
                {order.orderNumber}
              </Link>
            </Td>
            <Td className="whitespace-nowrap">
              <time dateTime={order.placedAt}>{formatDateTime(order.placedAt)}</time>
            </Td>
            <Td className="text-right tabular-nums">{order.items}</Td>
            <Td>
              <Badge tone={statusTone(order.status)}>{t(STATUS_KEYS[order.status])}</Badge>
            </Td>
            <Td className="whitespace-nowrap">{t(PAYMENT_MODE_KEYS[order.paymentMode])}</Td>
            <Td className={money}>{formatRupees(order.gross)}</Td>
            <Td className={money}>{formatRupees(order.commission)}</Td>
            <Td className={money}>{formatRupees(order.commissionGst)}</Td>
            <Td className={money}>{formatRupees(order.net)}</Td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="bg-gray-50 font-semibold">
          <Th scope="row" colSpan={5} className="bg-gray-50">
            {t("reports:totals", { count: totals.orders, delivered: totals.delivered })}
          </Th>
          <Td className={`${money} font-semibold text-gray-900`}>{formatRupees(totals.gross)}</Td>
          <Td className={`${money} font-semibold text-gray-900`}>{formatRupees(totals.commission)}</Td>
          <Td className={`${money} font-semibold text-gray-900`}>{formatRupees(totals.commissionGst)}</Td>
          <Td className={`${money} font-semibold text-gray-900`}>{formatRupees(totals.net)}</Td>
        </tr>
      </tfoot>
    </Table>
  );
}
