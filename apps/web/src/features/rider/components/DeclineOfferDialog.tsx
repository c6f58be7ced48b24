/** "Decline this offer?": an optional reason from the contract's DECLINE_REASONS, then Decline or Keep offer. */
import { DECLINE_REASON_LABELS, DECLINE_REASONS, type DeclineReason } from "@zaika/contract/dispatch";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";

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
    <Dialog open={open} onClose={close} title="Decline this offer?">
      <form onSubmit={submit} className="space-y-4">
        <p className="text-gray-800">The order from {restaurantName} goes to another rider.</p>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-gray-900">Why? (optional)</legend>
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
                {DECLINE_REASON_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close} data-autofocus>
            Keep offer
          </Button>
          <Button type="submit" className="bg-red-700 hover:bg-red-800" loading={declining}>
            Decline
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
