import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DROPDOWN_HIDE_MS } from "@zaika/contract/constants";
import { search } from "@zaika/contract/endpoints/search";
import type { SearchResponse } from "@zaika/contract/search";
import { describe, expect, it, vi } from "vitest";
import { writeStoredLocation } from "../../../lib/storage";
import { apiRequests, mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/utils";
import { HeaderSearch } from "./HeaderSearch";

const paneerResults: SearchResponse = {
  q: "paneer",
  dishes: [
    {
      _id: "d1",
      name: "Paneer Butter Masala",
      price: 249.5,
      discountedPrice: 199,
      foodType: "veg",
      image: null,
      restaurant: { _id: "r1", name: "Punjab Grill", distance: 1200, isOpenNow: true },
    },
    {
      _id: "d2",
      name: "Kadai Paneer",
      price: 260,
      discountedPrice: null,
      foodType: "veg",
      image: null,
      restaurant: { _id: "r2", name: "Paneer Palace", distance: 3000, isOpenNow: false },
    },
  ],
  restaurants: [
    {
      _id: "r2",
      name: "Paneer Palace",
      cuisine: ["Mughlai"],
      logo: null,
      rating: { average: 4.6, count: 80 },
      paymentOptions: { acceptsCash: false, acceptsOnlinePayment: true },
      distance: 3000,
      isOpenNow: false,
    },
  ],
  categories: [{ _id: "c1", name: "North Indian", image: null }],
};

const renderSearch = () => renderRoutes([{ path: "*", element: <HeaderSearch /> }], "/user");
const box = () => screen.getByRole("combobox", { name: "Search dishes, restaurants and categories" });
/** The dropdown the combobox controls (the status line, for screen readers, sits outside it). */
const popup = () => within(document.getElementById(box().getAttribute("aria-controls") ?? "") as HTMLElement);
const searches = () => apiRequests().filter((request) => new URL(request.url).pathname === "/api/search");

describe("HeaderSearch", () => {
  it("asks nothing until something is typed, then lists dishes, restaurants and categories in groups", async () => {
    const user = userEvent.setup();
    const calls = mockEndpoint(search, paneerResults);
    renderSearch();
    expect(box()).toHaveAttribute("placeholder", "Search dishes, restaurants, categories...");

    await user.click(box());
    expect(box()).toHaveAttribute("aria-expanded", "false");
    expect(apiRequests()).toHaveLength(0);

    await user.type(box(), "  paneer ");
    const dishes = await screen.findByRole("group", { name: "Dishes" });
    expect(
      within(dishes)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "VegPaneer Butter Masala₹199 (was ₹249.50) · Punjab Grill · 1.2 km",
      "VegKadai Paneer₹260 · Paneer Palace · 3.0 km · Closed now",
    ]);
    expect(within(screen.getByRole("group", { name: "Restaurants" })).getByRole("option")).toHaveTextContent(
      "Paneer PalaceRated 4.6Mughlai · 3.0 km · Online payment only · Closed now",
    );
    expect(within(screen.getByRole("group", { name: "Categories" })).getByRole("option")).toHaveTextContent(
      "North Indian",
    );
    expect(screen.getByRole("status")).toHaveTextContent("2 dishes, 1 restaurant, 1 category");
    // Typing pauses before the server is asked: one request, trimmed, without a location when none is stored.
    expect(calls.map((c) => c.query)).toEqual([{ q: "paneer" }]);
  });

  it("sends the stored location", async () => {
    const user = userEvent.setup();
    writeStoredLocation({ lat: 22.7196, lon: 75.8577, description: "Indore" });
    const calls = mockEndpoint(search, paneerResults);
    renderSearch();

    await user.type(box(), "paneer");
    await screen.findByRole("group", { name: "Dishes" });
    expect(calls[0]?.query).toEqual({ q: "paneer", latitude: "22.7196", longitude: "75.8577" });
  });

  it("opens a dish at its restaurant's page, and clears the box", async () => {
    const user = userEvent.setup();
    mockEndpoint(search, paneerResults);
    const { router } = renderSearch();

    await user.type(box(), "paneer");
    await user.click(await screen.findByRole("option", { name: /Kadai Paneer/ }));
    expect(router.state.location.pathname).toBe("/user/restaurant/r2");
    expect(router.state.location.search).toBe("?dish=d2");
    expect(box()).toHaveValue("");
    expect(box()).toHaveAttribute("aria-expanded", "false");
  });

  it("is usable by keyboard across the groups: arrows mark, Enter opens, Escape closes then clears", async () => {
    const user = userEvent.setup();
    mockEndpoint(search, paneerResults);
    const { router } = renderSearch();

    await user.type(box(), "paneer");
    await screen.findByRole("group", { name: "Dishes" });
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    const restaurant = screen.getByRole("option", { name: /Paneer Palace.*Mughlai/ });
    expect(restaurant).toHaveAttribute("aria-selected", "true");
    expect(box()).toHaveAttribute("aria-activedescendant", restaurant.id);

    await user.keyboard("{Escape}");
    expect(box()).toHaveAttribute("aria-expanded", "false");
    expect(box()).toHaveValue("paneer");
    await user.keyboard("{Escape}");
    expect(box()).toHaveValue("");

    await user.type(box(), "paneer");
    await screen.findByRole("group", { name: "Dishes" });
    await user.keyboard("{ArrowUp}{Enter}");
    expect(router.state.location.pathname).toBe("/user/category/c1");
    expect(router.state.location.search).toBe("?category=North%20Indian");
  });

  it("opens the first result on Enter when none is marked", async () => {
    const user = userEvent.setup();
    mockEndpoint(search, paneerResults);
    const { router } = renderSearch();

    await user.type(box(), "paneer");
    await screen.findByRole("group", { name: "Dishes" });
    await user.keyboard("{Enter}");
    expect(router.state.location.pathname).toBe("/user/restaurant/r1");
    expect(router.state.location.search).toBe("?dish=d1");
  });

  it("says so when nothing matches", async () => {
    const user = userEvent.setup();
    mockEndpoint(search, { q: "sushi", dishes: [], restaurants: [], categories: [] });
    renderSearch();

    await user.type(box(), "sushi");
    const nothing = "No dishes, restaurants or categories match “sushi”";
    expect(await popup().findByText(nothing)).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent(nothing);
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
  });

  it("says when the search failed, and tries again on Retry", async () => {
    const user = userEvent.setup();
    mockEndpointError(search, 500, { code: "INTERNAL_ERROR", message: "Something went wrong" });
    renderSearch();

    await user.type(box(), "paneer");
    expect(await popup().findByText("Could not search right now.")).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("Could not search right now.");
    mockEndpoint(search, paneerResults);
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("group", { name: "Dishes" })).toBeVisible();
    expect(searches()).toHaveLength(2);
  });

  // fireEvent, not userEvent: Testing Library's async wrapper waits on a real timer that fake timers would stop.
  it(`shows "Searching…" while the answer is on its way, and hides the list ${DROPDOWN_HIDE_MS.category} ms after blur`, async () => {
    vi.useFakeTimers();
    mockEndpoint(search, paneerResults);
    renderSearch();

    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: "paneer" } });
    expect(box()).toHaveAttribute("aria-expanded", "true");
    expect(popup().getByText("Searching…")).toBeVisible();
    fireEvent.blur(box());
    await act(() => vi.advanceTimersByTimeAsync(DROPDOWN_HIDE_MS.category - 1));
    expect(box()).toHaveAttribute("aria-expanded", "true");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(box()).toHaveAttribute("aria-expanded", "false");
  });
});
