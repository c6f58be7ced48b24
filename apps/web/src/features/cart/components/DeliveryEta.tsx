/**
 * The delivery time the cart's restaurant promises (learned ETAs): to the address chosen at checkout, worked out from
 * what the server sent with the cart (the contract's etaForDistance), else the server's range for the stored location.
 */
import type { CartResponse } from "@zaika/contract/cart";
import { type EtaRange, etaForDistance } from "@zaika/contract/eta-rules";
import { distanceMetres } from "@zaika/contract/geo-rules";
import { Clock } from "lucide-react";
import { t } from "../../../lib/i18n";

type CartRestaurant = NonNullable<CartResponse["restaurant"]>;

export function deliveryEta(restaurant: CartRestaurant, deliverTo: { lat: number; lng: number } | null) {
  if (!deliverTo) return restaurant.eta;
  const { lat, lng } = restaurant.coordinates;
  // In whole metres, as the server measures an order's distance.
  const metres = Math.round(distanceMetres({ lat, lon: lng }, { lat: deliverTo.lat, lon: deliverTo.lng }));
  return etaForDistance(restaurant.eta, metres);
}

/** "30–35 min", or "Under 20 min" when it can come at once (the contract's formatEtaRange, in the app's language). */
export function etaRangeText(range: EtaRange): string {
  if (range.minMinutes === 0) return t("cart:etaUnder", { max: range.maxMinutes });
  return t("cart:etaRange", { min: range.minMinutes, max: range.maxMinutes });
}

export function DeliveryEta({
  restaurant,
  deliverTo = null,
}: {
  restaurant: CartRestaurant;
  /** The chosen delivery address, once known. */
  deliverTo?: { lat: number; lng: number } | null;
}) {
  return (
    <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-gray-900">
      <Clock className="size-4 shrink-0 text-gray-700" aria-hidden="true" />
      {t("cart:deliveryIn", { eta: etaRangeText(deliveryEta(restaurant, deliverTo)) })}
    </p>
  );
}
