/**
 * The delivery time the cart's restaurant promises (learned ETAs): to the address chosen at checkout, worked out from
 * what the server sent with the cart (the contract's etaForDistance), else the server's range for the stored location.
 */
import type { CartResponse } from "@zaika/contract/cart";
import { etaForDistance, formatEtaRange } from "@zaika/contract/eta";
import { distanceMetres } from "@zaika/contract/geo";
import { Clock } from "lucide-react";

type CartRestaurant = NonNullable<CartResponse["restaurant"]>;

export function deliveryEta(restaurant: CartRestaurant, deliverTo: { lat: number; lng: number } | null) {
  if (!deliverTo) return restaurant.eta;
  const { lat, lng } = restaurant.coordinates;
  // In whole metres, as the server measures an order's distance.
  const metres = Math.round(distanceMetres({ lat, lon: lng }, { lat: deliverTo.lat, lon: deliverTo.lng }));
  return etaForDistance(restaurant.eta, metres);
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
      Delivery in {formatEtaRange(deliveryEta(restaurant, deliverTo))}
    </p>
  );
}
