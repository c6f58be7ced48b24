/** PATCH /auth/me: the customer changes their name and e-mail; answers with the account as GET /auth/me does. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { EmailSchema, type Me, NameSchema, type UpdateMeBody } from "@zaika/contract/auth";
import { updateMe as updateMeEndpoint } from "@zaika/contract/endpoints/auth";
import { z } from "zod";
import { call, refreshSession } from "../../../lib/api-client";
import { t } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { meQueryOptions } from "./get-me";

// The form sends both fields (the wire schema, UpdateMeBodySchema, also accepts either one alone).
export const UpdateMeFormSchema = z.object({ name: NameSchema, email: EmailSchema });
export type UpdateMeForm = z.input<typeof UpdateMeFormSchema>;

export const updateMe = (body: UpdateMeBody): Promise<Me> => call(updateMeEndpoint, { body });

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => {
      toast.success(t("profile:updated"));
      queryClient.setQueryData(meQueryOptions().queryKey, me);
      // The header shows the name from the access token: a fresh token carries the new one at once.
      void refreshSession();
    },
  });
}
