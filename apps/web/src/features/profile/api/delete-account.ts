/**
 * DELETE /user/me: the account is erased on the server and every session of it ends there; this device then forgets
 * the session, goes to the home page and says so. A refusal (an order in progress, 422) is shown in the dialog.
 */
import { useMutation } from "@tanstack/react-query";
import { ACCOUNT_MESSAGES, type DeleteAccountBody } from "@zaika/contract/account";
import { deleteMyAccount } from "@zaika/contract/endpoints/account";
import { paths } from "../../../config/paths";
import { call } from "../../../lib/api-client";
import { messageText } from "../../../lib/i18n";
import { useNavigate } from "../../../lib/router";
import { endSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";

export const deleteAccount = (body: DeleteAccountBody) => call(deleteMyAccount, { body, toast: false });

export function useDeleteAccount() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      // The server has revoked the sessions and cleared the cookie: only this browser's copy is left to forget.
      endSession();
      navigate(paths.home.getHref(), { replace: true });
      toast.success(messageText(ACCOUNT_MESSAGES.deleted));
    },
  });
}
