/** POST /support/messages: the contact and help form (spec §3 Contact form). */
import { useMutation } from "@tanstack/react-query";
import type { SupportMessageBody, SupportMessageResponseSchema } from "@zaika/contract/support";
import type { z } from "zod";
import { api } from "../../../lib/api-client";

export type SupportMessageResponse = z.infer<typeof SupportMessageResponseSchema>;

export const sendSupportMessage = (body: SupportMessageBody) =>
  api.post<SupportMessageResponse>("/support/messages", body);

export const useSendSupportMessage = () => useMutation({ mutationFn: sendSupportMessage });
