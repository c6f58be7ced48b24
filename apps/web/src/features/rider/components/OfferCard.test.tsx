import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client";
import { makeOffer, OFFER_ID } from "../test/rider-test-data";
import { OfferCard } from "./OfferCard";
import { offerAnnouncement } from "./OffersSection";

const T0 = Date.parse("2026-01-15T13:00:00.000Z");
const expiresAt = "2026-01-15T13:00:30.000Z"; // T0 + 30 s

function renderCard(offer = makeOffer({ expiresAt })) {
  const onExpired = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OfferCard offer={offer} onExpired={onExpired} />
    </QueryClientProvider>,
  );
  return { onExpired, card: screen.getByRole("article", { name: `Offer from ${offer.restaurant.name}` }) };
}

describe("OfferCard", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the restaurant, drop area, distances in km, payout, cash to collect and the batch", () => {
    vi.useFakeTimers({ now: T0 });
    const { card } = renderCard(makeOffer({ expiresAt, batchedWith: "ZK-100041" }));

    expect(within(card).getByRole("heading", { name: "Sharma Ji Ki Rasoi" })).toBeInTheDocument();
    expect(within(card).getByText("12 MG Road, Indore")).toBeInTheDocument();
    expect(within(card).getByText("Vijay Nagar, Indore")).toBeInTheDocument();
    // 1,240 m and 3,460 m, to one decimal.
    expect(within(card).getByText("Pickup · 1.2 km away")).toBeInTheDocument();
    expect(within(card).getByText("Drop · 3.5 km from the restaurant")).toBeInTheDocument();
    expect(within(card).getByText("₹62")).toBeInTheDocument();
    expect(within(card).getByText("Collect ₹450 in cash")).toBeInTheDocument();
    expect(within(card).getByText("Batched with ZK-100041")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Accept" })).toBeEnabled();
    expect(within(card).getByRole("button", { name: "Decline" })).toBeEnabled();
  });

  it("says 'Paid online' for a prepaid order and nothing about a batch when there is none", () => {
    vi.useFakeTimers({ now: T0 });
    const { card } = renderCard(makeOffer({ expiresAt, collect: 0 }));
    expect(within(card).getByText("Paid online · nothing to collect")).toBeInTheDocument();
    expect(within(card).queryByText(/Batched with/)).not.toBeInTheDocument();
  });

  it("counts down to expiresAt, outside any live region, and asks to be dropped at 0", () => {
    vi.useFakeTimers({ now: T0 + 7_000 });
    const { card, onExpired } = renderCard();

    const countdown = within(card).getByText("Accept within 0:23");
    expect(countdown.closest("[aria-live]")).toBeNull();

    act(() => vi.advanceTimersByTime(1_000));
    expect(within(card).getByText("Accept within 0:22")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(12_000));
    expect(within(card).getByText("Accept within 0:10")).toHaveClass("text-red-800");
    expect(onExpired).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(10_000));
    expect(onExpired).toHaveBeenCalledWith(OFFER_ID);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(within(card).getByRole("button", { name: "Accept" })).toBeDisabled();
  });

  it("ticks on the deadline's whole seconds, not the mount's", () => {
    // Mounted 22.4 s before the deadline: "0:23" until 22 s are left, 400 ms later.
    vi.useFakeTimers({ now: T0 + 7_600 });
    const { card } = renderCard();
    expect(within(card).getByText("Accept within 0:23")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(399));
    expect(within(card).getByText("Accept within 0:23")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(card).getByText("Accept within 0:22")).toBeInTheDocument();
  });
});

describe("offerAnnouncement", () => {
  it("names the restaurant, the payout, the cash and the seconds left", () => {
    expect(offerAnnouncement(makeOffer({ expiresAt }), T0 + 2_000)).toBe(
      "New offer from Sharma Ji Ki Rasoi: earn ₹62, collect ₹450 in cash. Accept within 28 seconds.",
    );
    expect(offerAnnouncement(makeOffer({ expiresAt, collect: 0, payout: 48.5 }), T0)).toBe(
      "New offer from Sharma Ji Ki Rasoi: earn ₹48.50. Accept within 30 seconds.",
    );
  });
});
