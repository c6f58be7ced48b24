/** GET /order/slots: the delivery slots for the cart's restaurant and the chosen address (scheduled orders). */
import { useQuery } from "@tanstack/react-query";
import { getDeliverySlots } from "@zaika/contract/endpoints/schedule";
import { call } from "../../../lib/api-client";

/**
 * Not under the cart's key: placing the order empties the cart, and its refetch must not ask for slots of an empty
 * cart. The restaurant is part of the key instead.
 */
export const deliverySlotsKey = (addressId: string, restaurantId: string) =>
  ["delivery-slots", restaurantId, addressId] as const;

export const useDeliverySlots = (addressId: string, restaurantId: string) =>
  useQuery({
    queryKey: deliverySlotsKey(addressId, restaurantId),
    queryFn: ({ signal }) => call(getDeliverySlots, { query: { addressId }, signal }),
    enabled: addressId !== "",
    // Slots move with the clock: read them again every minute while checkout is open.
    refetchInterval: 60_000,
  });
