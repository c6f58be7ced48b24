/** The contact and help form (spec §3): name, e-mail, subject and message, all required, sent to the support team. */
import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES } from "@zaika/contract/messages";
import { SUPPORT_SUBJECTS, type SupportMessageBody, SupportMessageBodySchema } from "@zaika/contract/support";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import type { z } from "zod";
import { Button } from "../../../components/ui/Button";
import { Select } from "../../../components/ui/Select";
import { Textarea } from "../../../components/ui/Textarea";
import { TextField } from "../../../components/ui/TextField";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { useSendSupportMessage } from "../api/send-support-message";

type SupportMessage = z.output<typeof SupportMessageBodySchema>;
/** The select starts on its placeholder (""), which the schema rejects with its "Choose a subject" message. */
type SupportFormValues = Omit<SupportMessageBody, "subject"> & { subject: SupportMessageBody["subject"] | "" };

// A widening, not a cast: every value the schema accepts is a valid form value.
const schema: z.ZodType<SupportMessage, SupportFormValues> = SupportMessageBodySchema;
const EMPTY: SupportFormValues = { name: "", email: "", subject: "", message: "" };
const FIELDS = ["name", "email", "subject", "message"] as const;

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
        toast.success(MESSAGES.supportMessageSent);
        reset(EMPTY);
      },
      onError: showFieldErrors,
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register("name")} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register("email")}
        />
      </div>
      <Select label="Subject" error={errors.subject?.message} {...register("subject")}>
        <option value="" disabled>
          Choose a subject
        </option>
        {SUPPORT_SUBJECTS.map((subject) => (
          <option key={subject} value={subject}>
            {subject}
          </option>
        ))}
      </Select>
      <Textarea
        label="Message"
        rows={6}
        hint="Include your order number if your message is about an order."
        error={errors.message?.message}
        {...register("message")}
      />
      <Button type="submit" loading={sendMessage.isPending} className="w-full sm:w-auto">
        {sendMessage.isPending ? "Sending…" : "Send message"}
      </Button>
    </form>
  );
}
