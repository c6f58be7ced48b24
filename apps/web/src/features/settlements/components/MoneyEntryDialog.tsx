/**
 * The frame both money dialogs share (Record payout, Record deposit): a form with the amount and a reference, the
 * intro sentence saying what is owed or held, any further fields, and Cancel / submit. Each dialog keeps its own
 * schema, mutation and wording; the fields' registration and errors come from its react-hook-form.
 */
import { REFERENCE_MAX } from "@zaika/contract/settlements";
import { type FormEventHandler, type ReactNode, useId } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { TextField } from "../../../components/ui/TextField";
import { messageText, t } from "../../../lib/i18n";

type MoneyEntryDialogProps = {
  title: string;
  submitLabel: string;
  pending: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  intro: ReactNode;
  amount: { field: UseFormRegisterReturn; error?: FieldError };
  reference: { field: UseFormRegisterReturn; error?: FieldError; label: string; hint: string };
  /** Fields after the reference (the payout's date). */
  children?: ReactNode;
};

export function MoneyEntryDialog(props: MoneyEntryDialogProps) {
  const formId = useId();
  const { amount, reference } = props;
  return (
    <Dialog
      open
      onClose={props.onClose}
      title={props.title}
      actions={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t("settlements:cancel")}
          </Button>
          <Button type="submit" form={formId} loading={props.pending}>
            {props.submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={props.onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-gray-800">{props.intro}</p>
        <TextField
          label={t("settlements:amount")}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          data-autofocus
          error={messageText(amount.error?.message)}
          {...amount.field}
        />
        <TextField
          label={reference.label}
          autoComplete="off"
          maxLength={REFERENCE_MAX}
          hint={reference.hint}
          error={messageText(reference.error?.message)}
          {...reference.field}
        />
        {props.children}
      </form>
    </Dialog>
  );
}
