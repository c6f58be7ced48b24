import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../lib/i18n";
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

function renderCard() {
  render(
    <MemoryRouter>
      <RestaurantCard restaurant={restaurant} href="/user/restaurant/r1" />
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
  });

  it("reads in Hindi, with the price in hi-IN grouping", async () => {
    await setLanguage("hi");
    const card = renderCard();
    expect(card).toHaveTextContent("₹1,25,000 से ऊपर फ़्री डिलीवरी");
    expect(card).toHaveTextContent("रेटिंग 4.4, 5 में से, 1,200 रेटिंग के आधार पर");
    expect(card).toHaveTextContent("1.2 किमी");
    expect(card).toHaveTextContent("शुद्ध शाकाहारी");
    expect(card).toHaveTextContent("कीमत का स्तर 4 में से 2");
    expect(screen.getByTitle("1,200 रेटिंग")).toBeInTheDocument();
  });
});
