import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PublicOffer } from "@zaika/contract/coupons";
import { getOffers } from "@zaika/contract/endpoints/coupons";
import { describe, expect, it } from "vitest";
import { mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/utils";
import { OffersPage } from "./OffersPage";

const zaika: PublicOffer = {
  code: "ZAIKA50",
  title: "50% off your first order",
  description: "For new customers, on any restaurant.",
  summary: "50% off up to ₹100 · on orders of ₹199 or more · first order only",
  validUntil: null,
  restaurants: null,
};
const sweets: PublicOffer = {
  code: "SWEET40",
  title: "₹40 off at Apna Sweets",
  description: "",
  summary: "Flat ₹40 off · on orders of ₹249 or more",
  // 31 Dec 2026, 11:59 pm in India.
  validUntil: "2026-12-31T18:29:00.000Z",
  restaurants: [{ _id: "6f1c2a3b-0000-4000-8000-000000000001", name: "Apna Sweets" }],
};

function renderPage(path = "/user/offers") {
  return renderRoutes(
    [
      { path: "/user/offers", element: <OffersPage /> },
      { path: "/user/restaurant/:id", element: <p>Restaurant page</p> },
    ],
    path,
  );
}

describe("OffersPage", () => {
  it("shows each running offer as a card: title, terms, code, validity and the restaurants it is limited to", async () => {
    mockEndpoint(getOffers, { data: [zaika, sweets] });
    renderPage();

    const first = await screen.findByRole("article", { name: "50% off your first order" });
    expect(first).toHaveTextContent("50% off up to ₹100 · on orders of ₹199 or more · first order only");
    expect(first).toHaveTextContent("Code ZAIKA50");
    expect(first).toHaveTextContent("Valid:no end date");
    expect(first).toHaveTextContent("Restaurants:all restaurants");

    const second = screen.getByRole("article", { name: "₹40 off at Apna Sweets" });
    expect(second).toHaveTextContent("until 31 Dec 2026, 11:59 pm");
    expect(within(second).getByRole("link", { name: "Apna Sweets" })).toHaveAttribute(
      "href",
      "/user/restaurant/6f1c2a3b-0000-4000-8000-000000000001",
    );
    expect(screen.queryByRole("article", { current: true })).not.toBeInTheDocument();
  });

  it("copies the code and announces 'Copied'", async () => {
    const user = userEvent.setup();
    mockEndpoint(getOffers, { data: [zaika] });
    renderPage();

    const card = await screen.findByRole("article", { name: "50% off your first order" });
    expect(within(card).getByRole("status")).toBeEmptyDOMElement();
    await user.click(within(card).getByRole("button", { name: "Copy code ZAIKA50" }));
    expect(await within(card).findByRole("status")).toHaveTextContent("Copied");
    expect(await navigator.clipboard.readText()).toBe("ZAIKA50");
  });

  it("highlights the offer named by ?code= (any case) and moves the focus to it", async () => {
    mockEndpoint(getOffers, { data: [zaika, sweets] });
    renderPage("/user/offers?code=sweet40");

    const card = await screen.findByRole("article", { name: "₹40 off at Apna Sweets" });
    expect(card).toHaveAttribute("aria-current", "true");
    expect(card).toHaveFocus();
    expect(screen.getByRole("article", { name: "50% off your first order" })).not.toHaveAttribute("aria-current");
  });

  it("says so when the offer a link named is not running any more", async () => {
    mockEndpoint(getOffers, { data: [zaika] });
    renderPage("/user/offers?code=GONE10");
    expect(
      await screen.findByText("The offer GONE10 is not running any more. Here are the offers running now."),
    ).toBeInTheDocument();
  });

  it("says 'No offers running right now' when there are none", async () => {
    mockEndpoint(getOffers, { data: [] });
    renderPage();
    expect(await screen.findByText("No offers running right now")).toBeInTheDocument();
  });

  it("announces loading, and shows a failure with a retry that reads the offers again", async () => {
    const user = userEvent.setup();
    mockEndpointError(getOffers, 404, { code: "NOT_FOUND", message: "Offers are not available" }, { once: true });
    renderPage();
    expect(screen.getByRole("status")).toHaveTextContent("Loading offers");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the offers");
    mockEndpoint(getOffers, { data: [zaika] });
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "50% off your first order" })).toBeInTheDocument();
  });
});
