/**
 * "Download invoice" on the order pages of the customer, the restaurant and admins: shown only for an order that has
 * a tax invoice (the contract's isInvoiceable: online and paid, or cash and delivered; never cancelled or rejected).
 */
import { useMutation } from "@tanstack/react-query";
import { isInvoiceable } from "@zaika/contract/invoice";
import type { Order } from "@zaika/contract/order";
import { FileDown } from "lucide-react";
import { Button } from "../../../components/ui/Button";
import { t } from "../../../lib/i18n";
import { downloadInvoice } from "../api/download-invoice";

type InvoiceButtonProps = {
  order: Pick<Order, "_id" | "orderNumber" | "status" | "paymentMode" | "paymentStatus">;
};

export function InvoiceButton({ order }: InvoiceButtonProps) {
  // Failures are toasted by the download helper (e.g. the server's 409 reason); nothing else to show here.
  const download = useMutation({ mutationFn: downloadInvoice });
  if (!isInvoiceable(order)) return null;
  return (
    <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate(order)}>
      {!download.isPending && <FileDown className="size-4" aria-hidden="true" />}
      {t("orders:downloadInvoice")}
    </Button>
  );
}
