import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DEBOUNCE_MS, RESTAURANT_LIST } from "@zaika/contract/constants";
import { searchRestaurants, toggleRestaurantStatus } from "@zaika/contract/endpoints/restaurants";
import { RESTAURANT_MESSAGES } from "@zaika/contract/restaurant";
import { describe, expect, it } from "vitest";
import { restaurantPage } from "../../../test/catalog";
import { mockEndpoint, type RecordedCalls } from "../../../test/mock-api";
import { makeRestaurant } from "../../../test/restaurants";
import { renderRoutes } from "../../../test/utils";
import { AdminRestaurantsPage } from "./AdminRestaurantsPage";

const sarafa = makeRestaurant();
const chappan = makeRestaurant({ _id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", name: "Chappan Chaat Corner" });

/** The query of every list request, in order. */
function listUrls(lists: RecordedCalls<typeof searchRestaurants>) {
  return lists.map((call) => call.searchParams);
}

function page(data = [sarafa, chappan], pageNumber = 1, totalPages = 3) {
  return restaurantPage(data, { page: pageNumber, total: 25, totalPages });
}

function renderPage(path = "/admin/restaurants") {
  return renderRoutes(
    [
      { path: "/admin/restaurants", element: <AdminRestaurantsPage /> },
      { path: "/admin/restaurant/:id", element: <h1>Restaurant detail</h1> },
    ],
    path,
  );
}

describe("AdminRestaurantsPage", () => {
  it(`loads page ${RESTAURANT_LIST.page} with ${RESTAURANT_LIST.limit} a page, each restaurant linking to its detail`, async () => {
    const lists = mockEndpoint(searchRestaurants, page());
    renderPage();

    const link = await screen.findByRole("link", { name: sarafa.name });
    expect(link).toHaveAttribute("href", `/admin/restaurant/${sarafa._id}`);
    const [params] = listUrls(lists);
    expect(params?.get("page")).toBe(String(RESTAURANT_LIST.page));
    expect(params?.get("limit")).toBe(String(RESTAURANT_LIST.limit));
    expect(params?.has("isActive")).toBe(false);
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();
  });

  it("moves to the next page", async () => {
    const user = userEvent.setup();
    const lists = mockEndpoint(searchRestaurants, ({ query }) => {
      const requested = Number(query.page);
      return page(requested === 2 ? [chappan] : [sarafa], requested);
    });
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Next" }));

    expect(await screen.findByText("Page 2 of 3")).toBeInTheDocument();
    expect(listUrls(lists).at(-1)?.get("page")).toBe("2");
  });

  it(`searches ${DEBOUNCE_MS.restaurantSearch} ms after typing stops, from page 1`, async () => {
    const user = userEvent.setup();
    const lists = mockEndpoint(searchRestaurants, page());
    renderPage("/admin/restaurants?page=2");
    await screen.findByRole("link", { name: sarafa.name });

    await user.type(screen.getByLabelText("Search restaurants"), "chaat");
    expect(listUrls(lists).some((params) => params.has("search"))).toBe(false);

    await waitFor(() => expect(listUrls(lists).at(-1)?.get("search")).toBe("chaat"), { timeout: 2000 });
    expect(listUrls(lists).filter((params) => params.has("search"))).toHaveLength(1);
    expect(listUrls(lists).at(-1)?.get("page")).toBe("1");
  });

  it("filters by active state", async () => {
    const user = userEvent.setup();
    const lists = mockEndpoint(searchRestaurants, page());
    renderPage();
    await screen.findByRole("link", { name: sarafa.name });

    await user.selectOptions(screen.getByLabelText("Status"), "inactive");

    await waitFor(() => expect(listUrls(lists).at(-1)?.get("isActive")).toBe("false"));
  });

  it("switches a restaurant off from its row", async () => {
    const user = userEvent.setup();
    let current = sarafa;
    mockEndpoint(searchRestaurants, () => page([current, chappan]));
    const toggles = mockEndpoint(toggleRestaurantStatus, () => {
      current = { ...sarafa, isActive: false };
      return { success: true, message: RESTAURANT_MESSAGES.deactivated, data: current };
    });
    renderPage();

    await user.click(await screen.findByRole("switch", { name: `${sarafa.name} active` }));

    await waitFor(() =>
      expect(screen.getByRole("switch", { name: `${sarafa.name} active` })).toHaveAttribute("aria-checked", "false"),
    );
    expect(toggles.map((call) => call.params.id)).toEqual([sarafa._id]);
  });

  it("offers to clear the filters when nothing matches", async () => {
    mockEndpoint(searchRestaurants, restaurantPage([], { totalPages: 0 }));
    renderPage("/admin/restaurants?search=zzz");

    expect(await screen.findByText("No restaurants match")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Clear filters" })).toBeInTheDocument();
  });

  it("reads every restaurant for the map, 100 a page, and shows the map", async () => {
    const user = userEvent.setup();
    const lists = mockEndpoint(searchRestaurants, ({ query }) => {
      if (query.limit !== "100") return page();
      const requested = Number(query.page);
      return restaurantPage(requested === 1 ? [sarafa] : [chappan], {
        page: requested,
        limit: 100,
        total: 2,
        totalPages: 2,
      });
    });
    renderPage();
    await screen.findByRole("link", { name: sarafa.name });

    await user.click(screen.getByRole("tab", { name: "Map" }));

    expect(await screen.findByRole("region", { name: "Map of restaurants" })).toBeInTheDocument();
    expect(screen.getByText("2 restaurants on the map")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Map" })).toHaveAttribute("aria-selected", "true");
    const mapPages = listUrls(lists).filter((params) => params.get("limit") === "100");
    expect(mapPages.map((params) => params.get("page"))).toEqual(["1", "2"]);
  });
});
