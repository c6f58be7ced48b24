import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import { renderRoutes, signInAs } from "../../../test/utils";
import { onTheWayDelivery, readyDelivery } from "../test/rider-test-data";
import { DeliveryCard } from "./DeliveryCard";

// Leaflet needs a real layout engine; the map is covered by the browser, not jsdom.
vi.mock("./DeliveryMap", () => ({ default: () => <div role="img" aria-label="Map" /> }));

function renderCard(delivery: typeof readyDelivery, name = `Order #${delivery.orderNumber}`) {
  signInAs("rider", "Ravi Kumar", "rider-1");
  renderRoutes([{ path: "/rider", element: <DeliveryCard delivery={delivery} /> }], "/rider");
  return screen.getByRole("article", { name });
}

describe("DeliveryCard in Hindi (issue 15)", () => {
  it("shows the delivery in Hindi with the cash to collect and the tip in hi-IN rupees", async () => {
    await setLanguage("hi");
    // A COD order of ₹1,230.50 with a ₹20 tip: the rider collects ₹1,250.50, of which ₹20 is theirs.
    const card = renderCard({ ...readyDelivery, collect: 1250.5, tip: 20 }, "ऑर्डर #100042");
    expect(within(card).getByText("पिकअप के लिए तैयार")).toBeInTheDocument();
    expect(within(card).getByText("कैश लेना है")).toBeInTheDocument();
    expect(within(card).getByText("₹1,250.50")).toBeInTheDocument();
    expect(within(card).getByText("टिप ₹20 — पूरी आपकी")).toBeInTheDocument();
    expect(within(card).getByText("3 आइटम")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "पिकअप कर लिया" })).toBeInTheDocument();
  });
});

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
