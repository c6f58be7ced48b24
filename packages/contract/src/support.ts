/** The contact / help form (spec §3 Contact form). */
import { z } from "zod";
import { EmailSchema, NameSchema } from "./auth";

export const SUPPORT_SUBJECTS = [
  "Order Issue",
  "Delivery Problem",
  "Payment & Refund",
  "App/Website Issue",
  "Restaurant Feedback",
  "Other",
] as const;

export const SupportMessageBodySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  subject: z.enum(SUPPORT_SUBJECTS, { error: "Choose a subject" }),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(10, "Message must be at least 10 characters")
    .max(2000, "Message must be at most 2000 characters"),
});
export type SupportMessageBody = z.input<typeof SupportMessageBodySchema>;

export const SupportMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ _id: z.string(), createdAt: z.string() }),
});
