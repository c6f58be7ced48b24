/** The contact and help form (spec §3): name, e-mail, subject and message, all required, sent to the support team. */
import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES } from "@zaika/contract/messages";
import { SUPPORT_SUBJECTS, type SupportMessageBody, SupportMessageBodySchema } from "@zaika/contract/support";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/Button";
import { Select } from "../../../components/ui/Select";
import { Textarea } from "../../../components/ui/Textarea";
import { TextField } from "../../../components/ui/TextField";
import { messageText, t, translateMessage } from "../../../lib/i18n";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { toast } from "../../../lib/toast";
import { useSendSupportMessage } from "../api/send-support-message";

type SupportMessage = z.output<typeof SupportMessageBodySchema>;
/** The select starts on its placeholder (""), which the schema rejects with its "Choose a subject" message. */
type SupportFormValues = Omit<SupportMessageBody, "subject"> & { subject: SupportMessageBody["subject"] | "" };

// A widening, not a cast: every value the schema accepts is a valid form value.
const schema: z.ZodType<SupportMessage, SupportFormValues> = SupportMessageBodySchema;
const EMPTY: SupportFormValues = { name: "", email: "", subject: "", message: "" };
const FIELDS = ["name", "email", "subject", "message"] as const;

/** Each subject as the sender reads it; the English value is what the server stores. */
const SUBJECT_KEYS: Record<(typeof SUPPORT_SUBJECTS)[number], string> = {
  "Order Issue": "support:subjectOrderIssue",
  "Delivery Problem": "support:subjectDeliveryProblem",
  "Payment & Refund": "support:subjectPaymentRefund",
  "App/Website Issue": "support:subjectAppWebsiteIssue",
  "Restaurant Feedback": "support:subjectRestaurantFeedback",
  Other: "support:subjectOther",
};

export function SupportForm({ labelledBy }: { labelledBy?: string }) {
  const sendMessage = useSendSupportMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SupportFormValues, unknown, SupportMessage>({ resolver: zodResolver(schema), defaultValues: EMPTY });

  // The API client has already shown the error toast; a validation error is also placed under its field.
  function showFieldErrors(error: unknown) {
    applyServerFieldErrors(error, setError, { fields: FIELDS });
  }

  const onSubmit = handleSubmit((values) =>
    sendMessage.mutate(values, {
      onSuccess: () => {
        toast.success(translateMessage(MESSAGES.supportMessageSent));
        reset(EMPTY);
      },
      onError: showFieldErrors,
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t("support:name")}
          autoComplete="name"
          error={messageText(errors.name?.message)}
          {...register("name")}
        />
        <TextField
          label={t("support:email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={messageText(errors.email?.message)}
          {...register("email")}
        />
      </div>
      <Select label={t("support:subject")} error={messageText(errors.subject?.message)} {...register("subject")}>
        <option value="" disabled>
          {t("support:chooseSubject")}
        </option>
        {SUPPORT_SUBJECTS.map((subject) => (
          <option key={subject} value={subject}>
            {t(SUBJECT_KEYS[subject])}
          </option>
        ))}
      </Select>
      <Textarea
        label={t("support:message")}
        rows={6}
        hint={t("support:messageHint")}
        error={messageText(errors.message?.message)}
        {...register("message")}
      />
      <Button type="submit" loading={sendMessage.isPending} className="w-full sm:w-auto">
        {sendMessage.isPending ? t("support:sending") : t("support:sendMessage")}
      </Button>
    </form>
  );
}
