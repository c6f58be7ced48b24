/**
 * A page of the report's orders with their money and the totals row of the whole period; it scrolls sideways inside
 * its own box on a phone.
 */
import { ORDER_STATUS_LABELS, PAYMENT_MODE_LABELS, statusTone } from "@zaika/contract/order-status";
import { formatRupees } from "@zaika/contract/pricing";
import type { RestaurantReport } from "@zaika/contract/reports";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/Badge";
import { Table, Td, Th } from "../../../components/ui/Table";
import { paths } from "../../../config/paths";
import { formatDateTime } from "../../../lib/india-time";
import { shownOrders } from "../lib/report-page";

const money = "text-right tabular-nums whitespace-nowrap";

export function ReportTable({ report }: { report: RestaurantReport }) {
  const { totals, pagination } = report;
  const shown = shownOrders(pagination, report.orders.length);
  // On a page of a longer list, the caption says which orders these are and whose totals close the table.
  const paged =
    shown && pagination.totalPages > 1 ? `, orders ${shown.first} to ${shown.last} of ${totals.orders}` : "";
  return (
    <Table caption={`Orders of the period with gross, commission, GST on commission and net${paged}`}>
      <thead>
        <tr>
          <Th>Order</Th>
          <Th>Placed (IST)</Th>
          <Th className="text-right">Items</Th>
          <Th>Status</Th>
          <Th>Payment</Th>
          <Th className="text-right">Gross</Th>
          <Th className="text-right">Commission</Th>
          <Th className="text-right">GST on commission</Th>
          <Th className="text-right">Net</Th>
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
              <Badge tone={statusTone(order.status)}>{ORDER_STATUS_LABELS[order.status]}</Badge>
            </Td>
            <Td className="whitespace-nowrap">{PAYMENT_MODE_LABELS[order.paymentMode]}</Td>
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
            Totals: {totals.orders} {totals.orders === 1 ? "order" : "orders"}, {totals.delivered} delivered
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
