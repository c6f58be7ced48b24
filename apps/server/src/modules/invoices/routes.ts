/**
 * HTTP surface of the GST tax invoices (contract endpoints/orders getOrderInvoice): the PDF as a download named after
 * the invoice number.
 */
import { getOrderInvoice } from "@zaika/contract/endpoints/orders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/route";
import { caller } from "../../plugins/access";
import { type InvoicesDeps, invoicePdf } from "./service";

export const invoicesRoutes: FastifyPluginAsyncZod<InvoicesDeps> = async (app, deps) => {
  route(app, getOrderInvoice, async (request, reply) => {
    const { number, pdf } = await invoicePdf(deps, caller(request), request.params.id);
    return reply
      .header("content-disposition", `attachment; filename="${number}.pdf"`)
      .header("cache-control", "private, no-store")
      .type(getOrderInvoice.fileType)
      .send(pdf);
  });
};
