/** The contact and help form (spec §2 Help): messages are stored for the support team. */
import { endpoint } from "../endpoint";
import { SupportMessageBodySchema, SupportMessageResponseSchema } from "../support";

export const sendSupportMessage = endpoint({
  method: "POST",
  path: "/support/messages",
  access: "public",
  tags: ["support"],
  summary: "Send a message to customer support",
  body: SupportMessageBodySchema,
  responses: { 201: SupportMessageResponseSchema },
});
