import { describe, expect, it } from "vitest";
import { type CheckoutRestaurant, checkoutProblems } from "./checkout";
import { ORDER_MESSAGES } from "./order";

const open: CheckoutRestaurant = {
  name: "Sharma Ji Ki Rasoi",
  isActive: true,
  isOpenNow: true,
  isDeliveryAvailable: true,
  minimumOrderPaise: 15_000,
  deliveryRadiusMetres: 5_000,
  acceptsCash: true,
  acceptsOnlinePayment: true,
};

describe("checkoutProblems", () => {
  it("finds none for an open restaurant, enough in the cart and an address in range", () => {
    expect(
      checkoutProblems({ restaurant: open, subtotalPaise: 15_000, distanceMetres: 5_000, paymentMode: "COD" }),
    ).toEqual([]);
  });

  it("reports an inactive restaurant alone", () => {
    const problems = checkoutProblems({ restaurant: { ...open, isActive: false, isOpenNow: false }, subtotalPaise: 0 });
    expect(problems).toEqual([
      { code: "unavailable", field: "restaurant", message: ORDER_MESSAGES.restaurantUnavailable },
    ]);
  });

  it("lists every other problem, most fundamental first, each with the field it concerns", () => {
    const problems = checkoutProblems({
      restaurant: { ...open, isOpenNow: false, isDeliveryAvailable: false, acceptsCash: false },
      subtotalPaise: 6_000,
      unavailableDish: "Paneer Tikka",
      distanceMetres: 11_120,
      paymentMode: "COD",
    });
    expect(problems.map((p) => [p.code, p.field])).toEqual([
      ["closed", "restaurant"],
      ["noDelivery", "restaurant"],
      ["dishUnavailable", "items"],
      ["belowMinimum", "subtotal"],
      ["outsideRadius", "addressId"],
      ["paymentMode", "paymentMode"],
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      "Sharma Ji Ki Rasoi is closed right now. Please order during its opening hours.",
      "Sharma Ji Ki Rasoi is not delivering right now",
      "Paneer Tikka is currently unavailable. Remove it from your cart to go on.",
      "Item total ₹60 is below this restaurant's ₹150 minimum — add ₹90 more",
      "This address is 11.1 km away; the restaurant delivers within 5.0 km",
      ORDER_MESSAGES.codNotAccepted,
    ]);
  });

  it("refuses online payment where the restaurant takes only cash, and ignores the distance before an address", () => {
    const problems = checkoutProblems({
      restaurant: { ...open, acceptsOnlinePayment: false },
      subtotalPaise: 20_000,
      distanceMetres: null,
      paymentMode: "ONLINE",
    });
    expect(problems).toEqual([
      { code: "paymentMode", field: "paymentMode", message: ORDER_MESSAGES.onlineNotAccepted },
    ]);
  });

  // The minimum is measured on the item total (issue 16): the message names it, the minimum and the shortfall.
  it.each([
    [24_000, 24_900, "Item total ₹240 is below this restaurant's ₹249 minimum — add ₹9 more"],
    [14_950, 15_000, "Item total ₹149.50 is below this restaurant's ₹150 minimum — add ₹0.50 more"],
    [0, 9_900, "Item total ₹0 is below this restaurant's ₹99 minimum — add ₹99 more"],
    [19_999, 20_000, "Item total ₹199.99 is below this restaurant's ₹200 minimum — add ₹0.01 more"],
  ])("item total %i paise against a %i paise minimum: %s", (subtotalPaise, minimumOrderPaise, message) => {
    const problems = checkoutProblems({ restaurant: { ...open, minimumOrderPaise }, subtotalPaise });
    expect(problems).toEqual([{ code: "belowMinimum", field: "subtotal", message }]);
  });

  it("lets an item total exactly at the minimum through", () => {
    expect(checkoutProblems({ restaurant: { ...open, minimumOrderPaise: 24_900 }, subtotalPaise: 24_900 })).toEqual([]);
  });
});
