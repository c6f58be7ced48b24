/**
 * The delivery-address step of checkout: the customer's saved addresses as a radio list, each with its distance from
 * the restaurant. Addresses beyond the delivery radius are marked and cannot be chosen (the server refuses them too).
 */
import { type Address, formatAddress } from "@zaika/contract/address";
import { distanceMetres } from "@zaika/contract/geo-rules";
import { MapPin, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Badge } from "../../../components/ui/Badge";
import { Button } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Skeleton } from "../../../components/ui/Skeleton";
import { errorMessage } from "../../../lib/api-error";
import { formatNumber, messageText, t } from "../../../lib/i18n";
import { useAddresses } from "../api/get-addresses";
import { AddressFormDialog } from "./AddressFormDialog";
import { addressTypeText } from "./address-labels";

export type AddressPickerProps = {
  selectedId: string | null;
  onSelect: (address: Address) => void;
  restaurant: { coordinates: { lat: number; lng: number }; deliveryRadiusKm: number } | null;
};

const km = (value: number) => formatNumber(value, { maximumFractionDigits: 1 });

type Reach = { distanceKm: number | null; outside: boolean };

function reachOf(address: Address, restaurant: AddressPickerProps["restaurant"]): Reach {
  if (!restaurant) return { distanceKm: null, outside: false };
  const metres = distanceMetres(
    { lat: restaurant.coordinates.lat, lon: restaurant.coordinates.lng },
    { lat: address.coordinates.lat, lon: address.coordinates.lng },
  );
  return { distanceKm: metres / 1000, outside: metres > restaurant.deliveryRadiusKm * 1000 };
}

export function AddressPicker({ selectedId, onSelect, restaurant }: AddressPickerProps) {
  const addresses = useAddresses();
  const [adding, setAdding] = useState(false);
  const [addedOutside, setAddedOutside] = useState(false);

  // Checkout starts on the default address when it can be delivered to, as the customer expects.
  const list = addresses.data;
  useEffect(() => {
    if (selectedId !== null || !list) return;
    const preferred = list.find((a) => a.isDefault && !reachOf(a, restaurant).outside);
    if (preferred) onSelect(preferred);
  }, [selectedId, list, restaurant, onSelect]);

  if (addresses.isPending) {
    return (
      <ListSkeleton label={t("addresses:loading")} rows={2} rowClassName="rounded-xl border border-gray-200 p-4">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="mt-2 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-2/3" />
      </ListSkeleton>
    );
  }
  if (addresses.isError) {
    return (
      <ErrorState
        title={t("addresses:loadFailed")}
        message={messageText(errorMessage(addresses.error))}
        onRetry={() => void addresses.refetch()}
        retrying={addresses.isFetching}
      />
    );
  }

  const addButton = (
    <Button variant="secondary" onClick={() => setAdding(true)}>
      <Plus className="size-4" aria-hidden="true" />
      {t("addresses:addNew")}
    </Button>
  );

  return (
    <div className="space-y-3">
      {addresses.data.length === 0 ? (
        <EmptyState
          icon={MapPin}
          title={t("addresses:noneYet")}
          description={t("addresses:pickerNoneText")}
          action={addButton}
        />
      ) : (
        <>
          <fieldset>
            <legend className="sr-only">{t("addresses:deliveryAddress")}</legend>
            <ul className="space-y-3">
              {addresses.data.map((address) => {
                const reach = reachOf(address, restaurant);
                const noteId = `address-${address._id}-reach`;
                return (
                  <li key={address._id}>
                    <label
                      className={`flex gap-3 rounded-xl border p-4 ${
                        reach.outside
                          ? "cursor-not-allowed border-gray-200 bg-gray-50"
                          : "cursor-pointer border-gray-300 bg-white has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-700"
                      }`}
                    >
                      <input
                        type="radio"
                        name="delivery-address"
                        className="mt-1 size-4 shrink-0 accent-brand-700"
                        checked={selectedId === address._id}
                        disabled={reach.outside}
                        aria-describedby={noteId}
                        onChange={() => onSelect(address)}
                      />
                      <span className="min-w-0 flex-1">
                        <span className="flex flex-wrap items-center gap-2">
                          <span className="font-semibold text-gray-900">{address.fullName}</span>
                          <Badge tone="gray">{addressTypeText(address.addressType)}</Badge>
                          {address.isDefault && <Badge tone="brand">{t("addresses:default")}</Badge>}
                        </span>
                        <span className="mt-1 block text-sm break-words text-gray-800">{formatAddress(address)}</span>
                        <span className="mt-0.5 block text-sm text-gray-700">+91 {address.phoneNumber}</span>
                        <span
                          id={noteId}
                          className={`mt-1 block text-sm ${reach.outside ? "font-medium text-red-700" : "text-gray-700"}`}
                        >
                          {reach.distanceKm === null
                            ? null
                            : reach.outside
                              ? t("addresses:outsideArea", {
                                  distance: km(reach.distanceKm),
                                  radius: km(restaurant?.deliveryRadiusKm ?? 0),
                                })
                              : t("addresses:kmAway", { distance: km(reach.distanceKm) })}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          {addButton}
        </>
      )}
      {addedOutside && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t("addresses:addedOutside")}
        </p>
      )}
      {adding && (
        <AddressFormDialog
          onClose={() => setAdding(false)}
          onSaved={(address) => {
            const outside = reachOf(address, restaurant).outside;
            setAddedOutside(outside);
            if (!outside) onSelect(address);
          }}
        />
      )}
    </div>
  );
}
