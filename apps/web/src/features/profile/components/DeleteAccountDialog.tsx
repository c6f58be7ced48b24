/**
 * "Delete account": says exactly what is erased and what is kept (the contract's words, the same as the privacy
 * policy's), and asks for the confirmation the server requires, checked with the server's own schema. A refusal
 * (an order still in progress) is shown in the dialog, not lost in a toast.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import {
  ACCOUNT_DELETE_CONFIRMATION,
  ACCOUNT_DELETION_EFFECTS,
  type DeleteAccountBody,
  DeleteAccountBodySchema,
} from "@zaika/contract/account";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { TextField } from "../../../components/ui/TextField";
import { errorMessage } from "../../../lib/api-error";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { useDeleteAccount } from "../api/delete-account";

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
    <Dialog open={open} onClose={close} title="Delete your account?">
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((body) => {
          setRefusal(null);
          remove.mutate(body, {
            onError: (error) => {
              if (!applyServerFieldErrors(error, form.setError, { fields: ["confirm"] }))
                setRefusal(errorMessage(error));
            },
          });
        })}
      >
        <div className="-mx-1 max-h-[50dvh] space-y-3 overflow-y-auto px-1 text-sm text-gray-800">
          <p>This cannot be undone. As soon as you confirm:</p>
          <h3 className="font-semibold text-gray-900">We erase</h3>
          <ul className="list-disc space-y-1 pl-5">
            {ACCOUNT_DELETION_EFFECTS.erased.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <h3 className="font-semibold text-gray-900">We keep</h3>
          <ul className="list-disc space-y-1 pl-5">
            {ACCOUNT_DELETION_EFFECTS.kept.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>{ACCOUNT_DELETION_EFFECTS.ended}</p>
          <p>Want a copy first? Close this and use “Download my data”.</p>
        </div>
        <TextField
          label={`Confirm by typing ${ACCOUNT_DELETE_CONFIRMATION}`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={form.formState.errors.confirm?.message}
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
            Keep my account
          </Button>
          <Button type="submit" className="bg-red-700 hover:bg-red-800" loading={remove.isPending}>
            Delete my account
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
