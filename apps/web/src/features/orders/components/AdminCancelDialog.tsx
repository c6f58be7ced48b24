/** An admin cancels an order before pickup, with a required reason; a paid order is refunded in full. */
import type { Order } from "@zaika/contract/order";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { Textarea } from "../../../components/ui/Textarea";
import { formatRupees, messageText, t } from "../../../lib/i18n";
import { useUpdateOrderStatus } from "../api/update-order-status";

type AdminCancelDialogProps = {
  order: Pick<Order, "_id" | "orderNumber" | "paymentStatus" | "finalTotal">;
  open: boolean;
  onClose: () => void;
};

export function AdminCancelDialog({ order, open, onClose }: AdminCancelDialogProps) {
  const cancel = useUpdateOrderStatus();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    setError(undefined);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError("orders:giveReason");
      return;
    }
    cancel.mutate({ orderId: order._id, status: "CANCELLED", reason: reason.trim() }, { onSuccess: close });
  };

  return (
    <Dialog open={open} onClose={close} title={t("orders:cancelOrderTitle", { number: order.orderNumber })}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-gray-800">
          {order.paymentStatus === "PAID"
            ? t("orders:adminCancelPaid", { amount: formatRupees(order.finalTotal) })
            : t("orders:adminCancelUnpaid")}{" "}
          {t("orders:adminCancelTold")}
        </p>
        <Textarea
          label={t("orders:reasonShownToBoth")}
          rows={3}
          maxLength={300}
          required
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          error={error && messageText(error)}
          data-autofocus
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            {t("orders:keepOrder")}
          </Button>
          <Button type="submit" className="bg-red-700 hover:bg-red-800" loading={cancel.isPending}>
            {t("orders:cancelOrder")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
