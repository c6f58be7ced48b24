/**
 * GET /order/{id}/invoice: the order's GST tax invoice as a PDF (numbered on its first download), saved under the
 * server's file name. A refusal (409 for an order with no invoice, e.g. unpaid) is toasted by the download helper.
 */
import { getOrderInvoice } from "@zaika/contract/endpoints/orders";
import type { Order } from "@zaika/contract/order";
import { downloadFile } from "../../../lib/download";

export const downloadInvoice = (order: Pick<Order, "_id" | "orderNumber">) =>
  downloadFile(getOrderInvoice, {
    params: { id: order._id },
    accept: getOrderInvoice.fileType,
    fallbackName: `invoice-${order.orderNumber}.pdf`,
  });
