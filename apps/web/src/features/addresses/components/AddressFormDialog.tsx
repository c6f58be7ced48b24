/** A dialog holding the address form: adds a new address, or edits the one given. */
import type { Address } from "@zaika/contract/address";
import { useId } from "react";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { t } from "../../../lib/i18n";
import { useCreateAddress } from "../api/create-address";
import { useUpdateAddress } from "../api/update-address";
import { AddressForm, type AddressFormValues } from "./AddressForm";

type AddressFormDialogProps = {
  /** The address to edit; without it the dialog adds a new one. */
  address?: Address | undefined;
  onClose: () => void;
  /** Called with the saved address once the server has stored it. */
  onSaved?: (address: Address) => void;
};

export function AddressFormDialog({ address, onClose, onSaved }: AddressFormDialogProps) {
  const formId = useId();
  const createAddress = useCreateAddress();
  const updateAddress = useUpdateAddress();
  const saving = createAddress.isPending || updateAddress.isPending;

  function save(values: AddressFormValues) {
    if (saving) return;
    const done = (response: { data: Address }) => {
      onSaved?.(response.data);
      onClose();
    };
    if (address) updateAddress.mutate({ id: address._id, input: values }, { onSuccess: done });
    else createAddress.mutate(values, { onSuccess: done });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={address ? t("addresses:editAddress") : t("addresses:addNew")}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("addresses:cancel")}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {t("addresses:saveAddress")}
          </Button>
        </>
      }
    >
      {/* The dialog has no height limit of its own: the long form scrolls inside it on a phone. */}
      <div className="-mx-1 max-h-[65vh] overflow-y-auto px-1 pb-1">
        <AddressForm formId={formId} initial={address} onSubmit={save} />
      </div>
    </Dialog>
  );
}
