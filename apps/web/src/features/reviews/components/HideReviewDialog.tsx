/**
 * Hiding a review asks for the reason (kept with it and shown to admins, the owner and its customer); showing it
 * again asks to confirm. Either way the restaurant's rating is worked out again.
 */
import type { ManagedReview } from "@zaika/contract/reviews";
import { REVIEW_LIMITS, REVIEW_MESSAGES } from "@zaika/contract/reviews-rules";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog";
import { Dialog } from "../../../components/ui/Dialog";
import { Textarea } from "../../../components/ui/Textarea";
import { messageText, t } from "../../../lib/i18n";
import { useSetReviewVisibility } from "../api/set-review-visibility";

const FORM_ID = "hide-review-form";

export function HideReviewDialog({ review, onClose }: { review: ManagedReview | null; onClose: () => void }) {
  const visibility = useSetReviewVisibility();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();

  function close() {
    setReason("");
    setError(undefined);
    onClose();
  }

  if (review?.hidden) {
    return (
      <ConfirmDialog
        open
        title={t("reviews:showAgainTitle")}
        confirmLabel={t("reviews:showReview")}
        loading={visibility.isPending}
        onClose={close}
        onConfirm={() => visibility.mutate({ id: review._id, body: { hidden: false } }, { onSuccess: close })}
      >
        {t("reviews:showAgainText", { author: review.author, restaurant: review.restaurant.name })}
      </ConfirmDialog>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!review) return;
    const trimmed = reason.trim();
    if (trimmed.length < REVIEW_LIMITS.hideReasonMin || trimmed.length > REVIEW_LIMITS.hideReasonMax) {
      setError(REVIEW_MESSAGES.hideReason);
      return;
    }
    visibility.mutate({ id: review._id, body: { hidden: true, reason: trimmed } }, { onSuccess: close });
  }

  return (
    <Dialog
      open={review !== null}
      onClose={close}
      title={t("reviews:hideReview")}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t("reviews:cancel")}
          </Button>
          <Button type="submit" form={FORM_ID} className="bg-red-700 hover:bg-red-800" loading={visibility.isPending}>
            {t("reviews:hideReview")}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate className="space-y-4">
        <p className="text-gray-800">
          {t("reviews:hideText", { author: review?.author ?? "", restaurant: review?.restaurant.name ?? "" })}
        </p>
        <Textarea
          label={t("reviews:reasonForHiding")}
          rows={3}
          data-autofocus
          value={reason}
          maxLength={REVIEW_LIMITS.hideReasonMax}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          error={error && messageText(error)}
        />
      </form>
    </Dialog>
  );
}
