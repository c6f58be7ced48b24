/** A dialog asking to confirm a destructive or important action, with Cancel and a confirm button. */
import type { ReactNode } from "react";
import { t } from "../../lib/i18n";
import { Button } from "./Button";
import { Dialog } from "./Dialog";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
};

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  loading,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} data-autofocus>
            {t("ui:cancel")}
          </Button>
          <Button className="bg-red-700 hover:bg-red-800" onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-gray-800">{children}</div>
    </Dialog>
  );
}
