import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderRoutes, signInAs } from "../../../test/utils";
import { onTheWayDelivery, readyDelivery } from "../rider-test-data";
import { DeliveryCard } from "./DeliveryCard";

// Leaflet needs a real layout engine; the map is covered by the browser, not jsdom.
vi.mock("./DeliveryMap", () => ({ default: () => <div role="img" aria-label="Map" /> }));

function renderCard(delivery: typeof readyDelivery) {
  signInAs("rider", "Ravi Kumar", "rider-1");
  renderRoutes([{ path: "/rider", element: <DeliveryCard delivery={delivery} /> }], "/rider");
  return screen.getByRole("article", { name: `Order #${delivery.orderNumber}` });
}

describe("DeliveryCard tip (issue 14)", () => {
  it("tells the rider the customer's tip is theirs in full, beside the cash to collect", () => {
    // A COD order of ₹450 with a ₹20 tip: the rider collects ₹470, of which ₹20 is theirs.
    const card = renderCard({ ...readyDelivery, collect: 470, tip: 20 });
    expect(within(card).getByText("Tip ₹20 — yours in full")).toBeInTheDocument();
    expect(within(card).getByText("₹470")).toBeInTheDocument();
  });

  it("shows the tip on an order paid online too", () => {
    const card = renderCard({ ...onTheWayDelivery, tip: 50 });
    expect(within(card).getByText("Paid online · nothing to collect")).toBeInTheDocument();
    expect(within(card).getByText("Tip ₹50 — yours in full")).toBeInTheDocument();
  });

  it("says nothing about a tip when there is none", () => {
    const card = renderCard(readyDelivery);
    expect(within(card).queryByText(/Tip/)).not.toBeInTheDocument();
  });
});
