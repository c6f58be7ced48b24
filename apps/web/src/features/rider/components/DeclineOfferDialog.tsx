/** "Decline this offer?": an optional reason from the contract's DECLINE_REASONS, then Decline or Keep offer. */
import { DECLINE_REASONS, type DeclineReason } from "@zaika/contract/dispatch";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { t } from "../../../lib/i18n";

/** The catalog key of each decline reason's label (the contract's DECLINE_REASON_LABELS in English). */
const REASON_KEYS = {
  "too-far": "rider:declineReasonTooFar",
  busy: "rider:declineReasonBusy",
  vehicle: "rider:declineReasonVehicle",
  other: "rider:declineReasonOther",
} as const satisfies Record<DeclineReason, string>;

type DeclineOfferDialogProps = {
  open: boolean;
  restaurantName: string;
  declining: boolean;
  onDecline: (reason: DeclineReason | undefined) => void;
  onClose: () => void;
};

export function DeclineOfferDialog({ open, restaurantName, declining, onDecline, onClose }: DeclineOfferDialogProps) {
  const [reason, setReason] = useState<DeclineReason | undefined>();
  const name = useId();

  const close = () => {
    setReason(undefined);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDecline(reason);
  };

  return (
    <Dialog open={open} onClose={close} title={t("rider:declineTitle")}>
      <form onSubmit={submit} className="space-y-4">
        <p className="text-gray-800">{t("rider:declineGoesToOther", { restaurant: restaurantName })}</p>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-gray-900">{t("rider:declineWhy")}</legend>
          <div className="space-y-1">
            {DECLINE_REASONS.map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-gray-900 hover:bg-gray-50"
              >
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-5 shrink-0 accent-brand-700"
                />
                {t(REASON_KEYS[value])}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close} data-autofocus>
            {t("rider:keepOffer")}
          </Button>
          <Button type="submit" className="bg-red-700 hover:bg-red-800" loading={declining}>
            {t("rider:decline")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
