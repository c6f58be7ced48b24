/** The owner's one public reply to a review: a box with its counter; the reply cannot be changed once posted. */
import type { ManagedReview } from "@zaika/contract/reviews";
import { REVIEW_LIMITS, REVIEW_MESSAGES } from "@zaika/contract/reviews-rules";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { Textarea } from "../../../components/ui/Textarea";
import { messageText, t } from "../../../lib/i18n";
import { useReplyToReview } from "../api/reply-to-review";

const FORM_ID = "reply-to-review-form";

export function ReplyDialog({ review, onClose }: { review: ManagedReview | null; onClose: () => void }) {
  const reply = useReplyToReview();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();

  function close() {
    setText("");
    setError(undefined);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!review) return;
    if (text.trim() === "") {
      setError(REVIEW_MESSAGES.replyRequired);
      return;
    }
    reply.mutate({ id: review._id, reply: text.trim() }, { onSuccess: close });
  }

  return (
    <Dialog
      open={review !== null}
      onClose={close}
      title={review ? t("reviews:replyTo", { name: review.author }) : t("reviews:replyToReview")}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t("reviews:cancel")}
          </Button>
          <Button type="submit" form={FORM_ID} loading={reply.isPending}>
            {t("reviews:postReply")}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate className="space-y-3">
        {review?.body && (
          <blockquote className="border-l-4 border-gray-300 pl-3 text-gray-800">{review.body}</blockquote>
        )}
        <Textarea
          label={t("reviews:yourReply")}
          rows={4}
          data-autofocus
          value={text}
          maxLength={REVIEW_LIMITS.replyMax}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          error={error && messageText(error)}
          hint={t("reviews:replyHint", { length: text.length, max: REVIEW_LIMITS.replyMax })}
        />
      </form>
    </Dialog>
  );
}
