/** Cart data for the cart feature's component tests, shaped like GET /cart's answer (rupees, kilometres). */
import type { CartLine, CartResponse } from "@zaika/contract/cart";

export const RESTAURANT_ID = "6f1c2a3b-0000-4000-8000-000000000001";
export const ADDRESS_ID = "0c8f4d2b-0000-4000-8000-0000000000bb";

export function makeLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    itemId: "1a2b3c4d-0000-4000-8000-000000000011",
    productId: "1a2b3c4d-0000-4000-8000-000000000011",
    product: {
      _id: "1a2b3c4d-0000-4000-8000-000000000011",
      // i18n-ignore: test data, a dish's name
      name: "Paneer Tikka",
      image: "/uploads/paneer.jpg",
      price: 220,
      discountedPrice: 200,
      foodType: "veg",
      isAvailable: true,
    },
    quantity: 1,
    selectedAttributes: [],
    selectedAddons: [],
    unitPrice: 200,
    lineTotal: 200,
    ...overrides,
  };
}

type CartRestaurant = NonNullable<CartResponse["restaurant"]>;

export function makeCart(lines: CartLine[] = [makeLine()], restaurant: Partial<CartRestaurant> = {}): CartResponse {
  return {
    data: lines,
    restaurant:
      lines.length === 0
        ? null
        : {
            _id: RESTAURANT_ID,
            // i18n-ignore: test data, a restaurant's name
            name: "Apna Sweets",
            logo: null,
            isOpenNow: true,
            opensAt: null,
            kitchen: { busyMinutes: 0, paused: false, pausedUntil: null },
            // 20 minutes of waiting and 5 of handovers, 3.9 riding minutes a kilometre: 30–35 at the typical 3 km.
            eta: { minMinutes: 30, maxMinutes: 35, fixedMinutes: 25, travelMinutesPerKm: 3.9 },
            isActive: true,
            isDeliveryAvailable: true,
            minimumOrderAmount: 149,
            deliveryFee: 30,
            freeDeliveryThreshold: 299,
            packagingCharge: 10,
            deliveryRadiusKm: 5,
            coordinates: { lat: 22.72, lng: 75.86 },
            acceptsCash: true,
            acceptsOnlinePayment: true,
            ...restaurant,
          },
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: lines.reduce((sum, line) => sum + line.lineTotal, 0),
    coupon: null,
    previousFees: [],
  };
}
