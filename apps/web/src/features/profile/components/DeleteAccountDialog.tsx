/**
 * "Delete account": says exactly what is erased and what is kept (the contract's words, the same as the privacy
 * policy's), and asks for the confirmation the server requires, checked with the server's own schema. A refusal
 * (an order still in progress) is shown in the dialog, not lost in a toast.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { ACCOUNT_DELETE_CONFIRMATION, type DeleteAccountBody, DeleteAccountBodySchema } from "@zaika/contract/account";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { TextField } from "../../../components/ui/TextField";
import { errorMessage } from "../../../lib/api-error";
import { messageText, t } from "../../../lib/i18n";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { useDeleteAccount } from "../api/delete-account";

/**
 * The contract's ACCOUNT_DELETION_EFFECTS (the same words as the privacy policy's), line by line from the catalog;
 * a test checks the English catalog still says exactly what the contract says.
 */
export const DELETION_EFFECT_KEYS = {
  erased: [
    "profile:erasedIdentity",
    "profile:erasedAddresses",
    "profile:erasedReviews",
    "profile:erasedMessages",
    "profile:erasedOrderDetails",
  ],
  kept: ["profile:keptOrders", "profile:keptPayments"],
  ended: "profile:endedSessions",
} as const;

type DeleteAccountDialogProps = { open: boolean; onClose: () => void };

export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const remove = useDeleteAccount();
  const form = useForm<DeleteAccountBody, unknown, DeleteAccountBody>({
    resolver: zodResolver(DeleteAccountBodySchema),
    defaultValues: { confirm: "" },
  });
  // The server's refusal when it names no field of the form (an order in progress), shown above the buttons.
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    if (remove.isPending) return;
    form.reset();
    setRefusal(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} title={t("profile:deleteTitle")}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((body) => {
          setRefusal(null);
          remove.mutate(body, {
            onError: (error) => {
              if (!applyServerFieldErrors(error, form.setError, { fields: ["confirm"] }))
                setRefusal(messageText(errorMessage(error)));
            },
          });
        })}
      >
        <div className="-mx-1 max-h-[50dvh] space-y-3 overflow-y-auto px-1 text-sm text-gray-800">
          <p>{t("profile:cannotBeUndone")}</p>
          <h3 className="font-semibold text-gray-900">{t("profile:weErase")}</h3>
          <ul className="list-disc space-y-1 pl-5">
            {DELETION_EFFECT_KEYS.erased.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
          <h3 className="font-semibold text-gray-900">{t("profile:weKeep")}</h3>
          <ul className="list-disc space-y-1 pl-5">
            {DELETION_EFFECT_KEYS.kept.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
          <p>{t(DELETION_EFFECT_KEYS.ended)}</p>
          <p>{t("profile:copyFirst")}</p>
        </div>
        <TextField
          label={t("profile:confirmByTyping", { word: ACCOUNT_DELETE_CONFIRMATION })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={form.formState.errors.confirm?.message && messageText(form.formState.errors.confirm.message)}
          data-autofocus
          {...form.register("confirm")}
        />
        {refusal && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {refusal}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={remove.isPending}>
            {t("profile:keepMyAccount")}
          </Button>
          <Button type="submit" className="bg-red-700 hover:bg-red-800" loading={remove.isPending}>
            {t("profile:deleteMyAccount")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
