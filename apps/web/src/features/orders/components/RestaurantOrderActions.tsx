/**
 * What a restaurant can do with an order next (from the status machine): accept with a preparation time, reject
 * with a reason, mark preparing, mark ready for pickup. Each change toasts the server's message.
 */

import { indiaClockTime } from "@zaika/contract/kitchen-rules";
import { nextStatuses, type OrderStatus } from "@zaika/contract/order-status";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { Textarea } from "../../../components/ui/Textarea";
import { TextField } from "../../../components/ui/TextField";
import { messageText, t } from "../../../lib/i18n";
import { useUpdateOrderStatus } from "../api/update-order-status";

export const DEFAULT_PREPARATION_MINUTES = 20;
const PREPARATION = { min: 5, max: 180 } as const;

type ActionsProps = {
  order: {
    _id: string;
    orderNumber: string;
    status: OrderStatus;
    scheduledFor?: string | null;
    releaseAt?: string | null;
  };
  /** Called when the restaurant acts on the order (it counts as acknowledging a new-order alert). */
  onAct?: (orderId: string) => void;
  size?: "sm" | "md";
};

export function RestaurantOrderActions({ order, onAct, size = "sm" }: ActionsProps) {
  const update = useUpdateOrderStatus();
  const [dialog, setDialog] = useState<"accept" | "reject" | null>(null);
  const [minutes, setMinutes] = useState(String(DEFAULT_PREPARATION_MINUTES));
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const next = nextStatuses(order.status, "restaurant");
  if (next.length === 0) return null;
  // A scheduled order reaches the kitchen at its release time; until then there is nothing to do yet.
  if (order.scheduledFor && order.releaseAt && Date.parse(order.releaseAt) > Date.now()) {
    return (
      <p className="text-sm text-gray-800">
        {t("orders:scheduledNotReleased", {
          slot: indiaClockTime(new Date(order.scheduledFor)),
          release: indiaClockTime(new Date(order.releaseAt)),
        })}
      </p>
    );
  }

  const pending = update.isPending;
  const close = () => {
    setDialog(null);
    setError(undefined);
  };
  const act = (body: Parameters<typeof update.mutate>[0]) => {
    onAct?.(order._id);
    update.mutate(body, { onSuccess: close });
  };

  const submitAccept = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(minutes);
    if (!Number.isInteger(value) || value < PREPARATION.min || value > PREPARATION.max) {
      setError("orders:preparationRange");
      return;
    }
    act({ orderId: order._id, status: "ACCEPTED", preparationMinutes: value });
  };
  const submitReject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError("orders:giveReason");
      return;
    }
    act({ orderId: order._id, status: "REJECTED", reason: reason.trim() });
  };

  return (
    <div className="flex flex-wrap gap-2">
      {next.includes("ACCEPTED") && (
        <Button
          size={size}
          onClick={() => setDialog("accept")}
          aria-label={t("orders:acceptOrderNumber", { number: order.orderNumber })}
        >
          {t("orders:accept")}
        </Button>
      )}
      {next.includes("REJECTED") && (
        <Button
          size={size}
          variant="secondary"
          onClick={() => setDialog("reject")}
          aria-label={t("orders:rejectOrderNumber", { number: order.orderNumber })}
        >
          {t("orders:reject")}
        </Button>
      )}
      {next.includes("PREPARING") && (
        <Button
          size={size}
          loading={pending}
          onClick={() => act({ orderId: order._id, status: "PREPARING" })}
          aria-label={t("orders:markPreparingNumber", { number: order.orderNumber })}
        >
          {t("orders:markPreparing")}
        </Button>
      )}
      {next.includes("READY_FOR_PICKUP") && (
        <Button
          size={size}
          loading={pending}
          onClick={() => act({ orderId: order._id, status: "READY_FOR_PICKUP" })}
          aria-label={t("orders:markReadyNumber", { number: order.orderNumber })}
        >
          {t("orders:statusReadyForPickup")}
        </Button>
      )}

      <Dialog
        open={dialog === "accept"}
        onClose={close}
        title={t("orders:acceptOrderNumber", { number: order.orderNumber })}
      >
        <form onSubmit={submitAccept} className="space-y-4" noValidate>
          <TextField
            label={t("orders:preparationTime")}
            type="number"
            inputMode="numeric"
            min={PREPARATION.min}
            max={PREPARATION.max}
            step={1}
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
            error={error && t(error, { min: PREPARATION.min, max: PREPARATION.max })}
            hint={t("orders:preparationHint")}
            data-autofocus
          />
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={close}>
              {t("orders:cancel")}
            </Button>
            <Button type="submit" loading={pending}>
              {t("orders:acceptOrder")}
            </Button>
          </div>
        </form>
      </Dialog>

      <Dialog
        open={dialog === "reject"}
        onClose={close}
        title={t("orders:rejectOrderNumber", { number: order.orderNumber })}
      >
        <form onSubmit={submitReject} className="space-y-4" noValidate>
          <Textarea
            label={t("orders:reasonShownToCustomer")}
            rows={3}
            maxLength={300}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={error && messageText(error)}
            placeholder={t("orders:rejectPlaceholder")}
            data-autofocus
          />
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={close}>
              {t("orders:cancel")}
            </Button>
            <Button type="submit" className="bg-red-700 hover:bg-red-800" loading={pending}>
              {t("orders:rejectOrder")}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
