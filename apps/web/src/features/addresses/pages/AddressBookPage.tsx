/** /user/profile/address: the customer's saved addresses: add, edit, delete and choose the default. */
import { type Address, formatAddress } from "@zaika/contract/address";
import { MapPin, Pencil, Plus, Star, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Badge } from "../../../components/ui/Badge";
import { Button } from "../../../components/ui/Button";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Skeleton } from "../../../components/ui/Skeleton";
import { errorMessage } from "../../../lib/api-error";
import { messageText, t } from "../../../lib/i18n";
import { useTitle } from "../../../lib/use-title";
import { useDeleteAddress } from "../api/delete-address";
import { useAddresses } from "../api/get-addresses";
import { useSetDefaultAddress } from "../api/set-default-address";
import { AddressFormDialog } from "../components/AddressFormDialog";
import { addressTypeText } from "../components/address-labels";

type Editing = { mode: "add" } | { mode: "edit"; address: Address } | null;

export function AddressBookPage() {
  useTitle(t("addresses:title"));
  const addresses = useAddresses();
  const deleteAddress = useDeleteAddress();
  const setDefault = useSetDefaultAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);

  const addButton = (
    <Button onClick={() => setEditing({ mode: "add" })}>
      <Plus className="size-4" aria-hidden="true" />
      {t("addresses:addNew")}
    </Button>
  );

  let content: ReactNode;
  if (addresses.isPending) {
    content = (
      <ListSkeleton label={t("addresses:loading")} rows={3} rowClassName="rounded-2xl border border-gray-200 p-4">
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="mt-3 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-1/2" />
      </ListSkeleton>
    );
  } else if (addresses.isError) {
    content = (
      <ErrorState
        title={t("addresses:loadFailed")}
        message={messageText(errorMessage(addresses.error))}
        onRetry={() => void addresses.refetch()}
        retrying={addresses.isFetching}
      />
    );
  } else if (addresses.data.length === 0) {
    content = (
      <EmptyState
        icon={MapPin}
        title={t("addresses:noneYet")}
        description={t("addresses:bookNoneText")}
        action={addButton}
      />
    );
  } else {
    content = (
      <ul className="grid gap-4 md:grid-cols-2" aria-label={t("addresses:savedAddresses")}>
        {addresses.data.map((address) => (
          <li key={address._id} className="flex flex-col rounded-2xl border border-gray-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="font-semibold text-gray-900">{address.fullName}</h2>
              <Badge tone="gray">{addressTypeText(address.addressType)}</Badge>
              {address.isDefault && <Badge tone="brand">{t("addresses:default")}</Badge>}
            </div>
            <p className="mt-2 text-sm break-words text-gray-800">{formatAddress(address)}</p>
            <p className="mt-1 text-sm text-gray-700">+91 {address.phoneNumber}</p>
            {address.deliveryInstructions && (
              <p className="mt-1 text-sm text-gray-700">
                {t("addresses:instructionsLine", { instructions: address.deliveryInstructions })}
              </p>
            )}
            <div className="mt-4 flex flex-wrap gap-2 border-t border-gray-100 pt-3">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setEditing({ mode: "edit", address })}
                aria-label={t("addresses:editNamed", { name: address.fullName, line: address.addressLine1 })}
              >
                <Pencil className="size-4" aria-hidden="true" />
                {t("addresses:edit")}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setDeleting(address)}
                aria-label={t("addresses:deleteNamed", { name: address.fullName, line: address.addressLine1 })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {t("addresses:delete")}
              </Button>
              {!address.isDefault && (
                <Button
                  variant="ghost"
                  size="sm"
                  loading={setDefault.isPending && setDefault.variables === address._id}
                  disabled={setDefault.isPending}
                  onClick={() => setDefault.mutate(address._id)}
                  aria-label={t("addresses:setDefaultNamed", { name: address.fullName, line: address.addressLine1 })}
                >
                  <Star className="size-4" aria-hidden="true" />
                  {t("addresses:setDefault")}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">{t("addresses:title")}</h1>
        {addresses.isSuccess && addresses.data.length > 0 && addButton}
      </div>
      {content}

      {editing && (
        <AddressFormDialog
          address={editing.mode === "edit" ? editing.address : undefined}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t("addresses:deleteTitle")}
        confirmLabel={t("addresses:delete")}
        loading={deleteAddress.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) deleteAddress.mutate(deleting._id, { onSuccess: () => setDeleting(null) });
        }}
      >
        {deleting && (
          <p>
            {deleting.isDefault
              ? t("addresses:deleteDefaultText", { address: formatAddress(deleting) })
              : t("addresses:deleteText", { address: formatAddress(deleting) })}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
