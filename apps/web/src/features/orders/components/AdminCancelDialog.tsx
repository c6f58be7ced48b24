/** An admin cancels an order before pickup, with a required reason; a paid order is refunded in full. */
import type { Order } from "@zaika/contract/order";
import { formatRupees } from "@zaika/contract/pricing";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { Textarea } from "../../../components/ui/Textarea";
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
      setError("Please give a reason");
      return;
    }
    cancel.mutate({ orderId: order._id, status: "CANCELLED", reason: reason.trim() }, { onSuccess: close });
  };

  return (
    <Dialog open={open} onClose={close} title={`Cancel order ${order.orderNumber}?`}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-gray-800">
          {order.paymentStatus === "PAID"
            ? `This order is paid: the customer is refunded in full (${formatRupees(order.finalTotal)}), with no cancellation fee.`
            : "This order is not paid online, so there is nothing to refund."}{" "}
          The customer and the restaurant are told at once.
        </p>
        <Textarea
          label="Reason (shown to the customer and the restaurant)"
          rows={3}
          maxLength={300}
          required
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          error={error}
          data-autofocus
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            Keep order
          </Button>
          <Button type="submit" className="bg-red-700 hover:bg-red-800" loading={cancel.isPending}>
            Cancel order
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
