/** POST /support/messages: the contact and help form (spec §3 Contact form). */
import { useMutation } from "@tanstack/react-query";
import { sendSupportMessage as sendSupportMessageEndpoint } from "@zaika/contract/endpoints/support";
import type { SupportMessageBody } from "@zaika/contract/support";
import { call } from "../../../lib/api-client";

export const sendSupportMessage = (body: SupportMessageBody) => call(sendSupportMessageEndpoint, { body });

export const useSendSupportMessage = () => useMutation({ mutationFn: sendSupportMessage });
