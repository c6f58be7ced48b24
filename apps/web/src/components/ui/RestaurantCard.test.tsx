import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../lib/i18n";
import { MemoryRouter } from "../../lib/router";
import { makeRestaurant } from "../../test/restaurants";
import { RestaurantCard } from "./RestaurantCard";

const restaurant = {
  ...makeRestaurant({
    foodType: "veg",
    distance: 1234,
    rating: { average: 4.36, count: 1200 },
    deliverySettings: { ...makeRestaurant().deliverySettings, freeDeliveryThreshold: 125000 },
  }),
  hasOffers: true,
};

function renderCard(shown = restaurant) {
  render(
    <MemoryRouter>
      <RestaurantCard restaurant={shown} href="/user/restaurant/r1" />
    </MemoryRouter>,
  );
  return screen.getByRole("article");
}

beforeEach(() => {
  // Noon in India: the restaurant (11:00–23:00) is taking orders.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-01-15T06:30:00.000Z"));
});

describe("RestaurantCard", () => {
  it("reads in English: rating, delivery time, distance, free delivery, badges", () => {
    const card = renderCard();
    expect(card).toHaveTextContent("Rated 4.4 out of 5 from 1,200 ratings");
    expect(card).toHaveTextContent("Delivery in 30–35 min");
    expect(card).toHaveTextContent("1.2 km");
    expect(card).toHaveTextContent("Free delivery above ₹1,25,000");
    expect(card).toHaveTextContent("Pure Veg");
    expect(card).toHaveTextContent("Offers");
    expect(card).toHaveTextContent("Price range 2 of 4");
    expect(card).toHaveTextContent("Cash on delivery available");
  });

  // [accepts cash, accepts online, what the card says] (issue 16: the payment mode before checkout).
  const payments: Array<[boolean, boolean, string]> = [
    [true, true, "Cash on delivery available"],
    [false, true, "Online payment only"],
    [true, false, "Cash on delivery only"],
  ];
  it.each(payments)("cash %s, online %s: says %s", (acceptsCash, acceptsOnlinePayment, text) => {
    const card = renderCard({
      ...restaurant,
      paymentOptions: { acceptsCash, acceptsOnlinePayment, acceptsWalletPayment: false },
    });
    expect(card).toHaveTextContent(text);
  });

  // [minimum, fee, threshold, the free-delivery banner or null] (issue 16: never a threshold that cannot apply).
  const delivery: Array<[number, number, number | null, string | null]> = [
    [249, 39, 299, "Free delivery above ₹299"],
    [249, 39, null, null],
    [249, 0, null, "Free delivery"],
    // Saved before the rule: every order reaching the ₹249 minimum is free, so the card does not say "above ₹199".
    [249, 39, 199, "Free delivery"],
  ];
  it.each(delivery)("minimum ₹%s, fee ₹%s, free from %s: %s", (minimum, fee, threshold, banner) => {
    const card = renderCard({
      ...restaurant,
      deliverySettings: {
        ...restaurant.deliverySettings,
        minimumOrderAmount: minimum,
        deliveryFee: fee,
        freeDeliveryThreshold: threshold,
      },
    });
    if (banner === null) expect(card).not.toHaveTextContent(/Free delivery/);
    else expect(card).toHaveTextContent(banner);
    if (banner === "Free delivery") expect(card).not.toHaveTextContent(/Free delivery above/);
  });

  it("reads in Hindi, with the price in hi-IN grouping", async () => {
    await setLanguage("hi");
    const card = renderCard();
    expect(card).toHaveTextContent("₹1,25,000 से ऊपर फ़्री डिलीवरी");
    expect(card).toHaveTextContent("रेटिंग 4.4, 5 में से, 1,200 रेटिंग के आधार पर");
    expect(card).toHaveTextContent("1.2 किमी");
    expect(card).toHaveTextContent("शुद्ध शाकाहारी");
    expect(card).toHaveTextContent("कीमत का स्तर 4 में से 2");
    expect(card).toHaveTextContent("कैश ऑन डिलीवरी उपलब्ध");
    expect(screen.getByTitle("1,200 रेटिंग")).toBeInTheDocument();
  });
});
