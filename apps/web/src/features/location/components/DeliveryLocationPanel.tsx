/**
 * The customer's location drawer on phones (spec §2 Header): under the drawer's title 'Please Enter Your Location',
 * the input labelled 'Enter Your Delivery Location' (search, current location) and the map picker.
 */
import { Button } from "../../../components/ui/Button";
import { t } from "../../../lib/i18n";
import { useStoredLocation } from "../../../lib/storage";
import { LocationBox } from "./LocationBox";
import { LocationPicker } from "./LocationPicker";

export function DeliveryLocationPanel({ onDone }: { onDone: () => void }) {
  const location = useStoredLocation();

  return (
    <div className="flex flex-col gap-4">
      <LocationBox label={t("location:enterDeliveryLocation")} showLabel autoFocus offerMap={false} onChosen={onDone} />
      <LocationPicker className="h-[45dvh] min-h-64" />
      <Button onClick={onDone} disabled={!location} className="w-full">
        {t("location:confirmLocation")}
      </Button>
    </div>
  );
}
