/** The dialog of spec §2 Admin settings: a GST percentage input with Cancel and Save, checked as it is typed. */
import { GST } from "@zaika/contract/constants";
import { gstInputError } from "@zaika/contract/settings";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { TextField } from "../../../components/ui/TextField";
import { t } from "../../../lib/i18n";
import { useUpdateGst } from "../api/update-gst";

type GstDialogProps = { currentGst: number; onClose: () => void };

export function GstDialog({ currentGst, onClose }: GstDialogProps) {
  const formId = useId();
  const updateGst = useUpdateGst();
  const [text, setText] = useState(String(currentGst));
  // The error shows once the admin has typed or tried to save, not while the dialog first opens.
  const [touched, setTouched] = useState(false);
  const error = touched ? gstInputError(text) : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (gstInputError(text) || updateGst.isPending) return;
    updateGst.mutate(Number(text), { onSuccess: onClose });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t("admin:gstDialogTitle")}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("ui:cancel")}
          </Button>
          <Button type="submit" form={formId} loading={updateGst.isPending}>
            {t("admin:save")}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <TextField
          label={t("admin:gstPercentage")}
          type="number"
          inputMode="decimal"
          step={GST.step}
          min={GST.min}
          max={GST.max}
          data-autofocus
          value={text}
          error={error ?? undefined}
          hint={t("admin:gstHint")}
          onChange={(event) => {
            setText(event.target.value);
            setTouched(true);
          }}
        />
      </form>
    </Dialog>
  );
}
