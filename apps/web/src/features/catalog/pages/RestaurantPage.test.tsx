import { useQuery } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CART_MESSAGES } from "@zaika/contract/cart";
import { addToCart, getCart } from "@zaika/contract/endpoints/cart";
import { getFavourites } from "@zaika/contract/endpoints/favourites";
import { getMenu } from "@zaika/contract/endpoints/restaurants";
import { getRestaurantReviews } from "@zaika/contract/endpoints/reviews";
import { indiaClockTime } from "@zaika/contract/kitchen";
import { PAGE_DATA_ELEMENT_ID, pageDataScript } from "@zaika/contract/seo";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call } from "../../../lib/api-client";
import { authStore } from "../../../lib/auth-store";
import { setLanguage } from "../../../lib/i18n";
import { forgetPageData } from "../../../lib/page-data";
import { toast } from "../../../lib/toast";
import { mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { renderRoutes, signInAs } from "../../../test/utils";
import { makeMenu, makeProduct } from "../test/catalog-test-data";
import { RestaurantPage } from "./RestaurantPage";

const restaurantId = "6f1c2a3b-0000-4000-8000-000000000001";
const cart = { data: [], restaurant: null, itemCount: 1, subtotal: 250, coupon: null, previousFees: [] };

/** The restaurant's menu, the cart and adding to it, as the API answers them; returns each endpoint's calls. */
function mockApi(menu = makeMenu()) {
  return {
    menus: mockEndpoint(getMenu, menu),
    carts: mockEndpoint(getCart, cart),
    adds: mockEndpoint(addToCart, { success: true, message: "Product added successfully", ...cart }),
    // The header's heart reads the customer's favourites.
    favourites: mockEndpoint(getFavourites, { data: [] }),
    // The ratings below the menu (their own tests are components/RestaurantRatings.test.tsx).
    reviews: mockEndpoint(getRestaurantReviews, {
      data: [],
      pagination: { page: 1, limit: 5, total: 0, totalPages: 0 },
      summary: { average: 0, count: 0, breakdown: [] },
    }),
  };
}

/** Stands for the header's cart badge, which keeps the cart query (["cart"]) on screen. */
function CartObserver() {
  useQuery({
    queryKey: ["cart"],
    queryFn: () => call(getCart),
    enabled: authStore.getState().status === "signedIn",
  });
  return null;
}

function renderPage() {
  return renderRoutes(
    [
      {
        path: "/user/restaurant/:id",
        element: (
          <>
            <CartObserver />
            <RestaurantPage />
          </>
        ),
      },
      { path: "/login", element: <p>Login page</p> },
    ],
    `/user/restaurant/${restaurantId}`,
  );
}

afterEach(() => {
  act(() => toast.remove());
});

describe("RestaurantPage", () => {
  describe("with the cover the server sent with the page", () => {
    afterEach(() => {
      document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
      forgetPageData();
    });

    /** Sends the cover for `id` with the page, and a menu the API has not answered yet. */
    function sendCoverFor(id: string) {
      document.head.insertAdjacentHTML(
        "beforeend",
        pageDataScript({ restaurantCover: { id, cover: "/uploads/cover/sent.webp" } }),
      );
      forgetPageData();
      mockApi();
      mockEndpoint(getMenu, () => new Promise(() => undefined));
    }
    const cover = () => document.querySelector('img[src="/uploads/cover/sent.webp"]');

    it("draws the cover while the menu loads, as the page's largest picture", () => {
      sendCoverFor(restaurantId);
      renderPage();
      expect(screen.getByRole("status")).toHaveTextContent("Loading restaurant");
      expect(cover()).toHaveAttribute("fetchpriority", "high");
    });

    it("never draws another restaurant's cover", () => {
      sendCoverFor("6f1c2a3b-0000-4000-8000-000000000002");
      renderPage();
      expect(screen.getByRole("status")).toBeInTheDocument();
      expect(cover()).toBeNull();
    });
  });

  it("shows the restaurant's header, delivery terms and menu with the discounted price", async () => {
    mockApi();
    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Apna Sweets" })).toBeInTheDocument();
    expect(screen.getByText("Open now")).toBeInTheDocument();
    expect(screen.getByText("1.8 km away")).toBeInTheDocument();
    // The range the server promised (makeRestaurant's 30–35 minutes).
    expect(screen.getByText("30–35 min")).toBeInTheDocument();
    expect(screen.getByText("Min. order ₹149")).toBeInTheDocument();
    expect(screen.getByText("Delivery fee ₹30")).toBeInTheDocument();
    expect(screen.getByText("Free delivery above ₹299")).toBeInTheDocument();
    expect(screen.getByText("Cash on delivery available")).toBeInTheDocument();
    const dish = await screen.findByRole("article", { name: "Paneer Pizza" });
    expect(within(dish).getByText("₹250")).toBeInTheDocument();
    expect(within(dish).getByText("₹300").closest("s")).not.toBeNull();
    expect(document.title).toBe("Apna Sweets | Zaika");
  });

  it("says before the cart how an online-only restaurant is paid, and free delivery on every order (issue 16)", async () => {
    // Saved before the rule: free from ₹199 with a ₹249 minimum, so every order is free; it says so, not "above ₹199".
    const shared = makeMenu().restaurant;
    mockApi(
      makeMenu({
        paymentOptions: { acceptsCash: false, acceptsOnlinePayment: true, acceptsWalletPayment: false },
        deliverySettings: { ...shared.deliverySettings, minimumOrderAmount: 249, freeDeliveryThreshold: 199 },
      }),
    );
    renderPage();

    expect(await screen.findByText("Online payment only")).toBeInTheDocument();
    expect(screen.getByText("Min. order ₹249")).toBeInTheDocument();
    expect(screen.getByText("Free delivery on every order")).toBeInTheDocument();
    expect(screen.queryByText(/Delivery fee/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Free delivery above/)).not.toBeInTheDocument();
  });

  it("reads the payment mode and a free delivery in Hindi", async () => {
    await setLanguage("hi");
    const shared = makeMenu().restaurant;
    mockApi(
      makeMenu({
        paymentOptions: { acceptsCash: true, acceptsOnlinePayment: false, acceptsWalletPayment: false },
        deliverySettings: { ...shared.deliverySettings, deliveryFee: 0, freeDeliveryThreshold: null },
      }),
    );
    renderPage();

    expect(await screen.findByText("सिर्फ़ कैश ऑन डिलीवरी")).toBeInTheDocument();
    expect(screen.getByText("हर ऑर्डर पर फ़्री डिलीवरी")).toBeInTheDocument();
  });

  it("filters the menu to veg dishes and by a search over dish names", async () => {
    const user = userEvent.setup();
    mockApi(
      makeMenu({}, [
        makeProduct(),
        makeProduct({ _id: "6f1c2a3b-0000-4000-8000-000000000102", name: "Chicken Pizza", foodType: "non-veg" }),
      ]),
    );
    renderPage();
    await screen.findByRole("article", { name: "Chicken Pizza" });

    await user.click(screen.getByRole("switch", { name: "Veg only" }));
    expect(screen.queryByRole("article", { name: "Chicken Pizza" })).not.toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Paneer Pizza" })).toBeInTheDocument();

    await user.click(screen.getByRole("switch", { name: "Veg only" }));
    await user.type(screen.getByRole("searchbox", { name: "Search dishes" }), "CHICK");
    expect(screen.getByRole("article", { name: "Chicken Pizza" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Paneer Pizza" })).not.toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Search dishes" }), "xyz");
    expect(screen.getByText('No dishes match "CHICKxyz"')).toBeInTheDocument();
  });

  it("greys out an unavailable dish and offers no Add for it", async () => {
    mockApi(makeMenu({}, [makeProduct({ isAvailable: false })]));
    renderPage();

    const dish = await screen.findByRole("article", { name: "Paneer Pizza" });
    expect(within(dish).getByText("Currently unavailable")).toBeInTheDocument();
    expect(within(dish).queryByRole("button", { name: /Add/ })).not.toBeInTheDocument();
  });

  it("sends a visitor who taps Add to /login, remembering the restaurant", async () => {
    const user = userEvent.setup();
    mockApi();
    const { router } = renderPage();

    await user.click(await screen.findByRole("button", { name: "Add Paneer Pizza" }));

    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.state).toEqual({ from: `/user/restaurant/${restaurantId}` });
  });

  it("offers no Add button to admin and restaurant accounts", async () => {
    mockApi();
    signInAs("admin", "Admin");
    renderPage();

    await screen.findByRole("article", { name: "Paneer Pizza" });
    expect(screen.queryByRole("button", { name: "Add Paneer Pizza" })).not.toBeInTheDocument();
  });

  it("says on the page why a closed restaurant takes no orders", async () => {
    mockApi(makeMenu({ isOpenNow: false }));
    renderPage();

    expect(await screen.findByText(/Apna Sweets is closed now/)).toBeInTheDocument();
    expect(screen.getAllByText("Closed now").length).toBeGreaterThan(0);
  });

  it("says when a paused kitchen takes orders again, and that an order can be scheduled meanwhile", async () => {
    // An hour from now: the pause holds through the test.
    const pausedUntil = new Date(Date.now() + 60 * 60_000).toISOString();
    mockApi(makeMenu({ kitchen: { busyMinutes: 0, paused: true, pausedUntil } }));
    signInAs("user");
    renderPage();

    const back = indiaClockTime(new Date(pausedUntil));
    expect((await screen.findAllByText(`Paused · back at ${back}`)).length).toBeGreaterThan(0);
    expect(
      screen.getByText(
        `Apna Sweets has paused new orders. Ordering resumes at ${back}. You can add dishes and schedule your order for later at checkout.`,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Add Paneer Pizza" })).toBeInTheDocument();
    // The header's heart, not pressed: Apna Sweets is not among the (empty) favourites.
    expect(screen.getByRole("button", { name: "Save Apna Sweets to favourites" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  it("says when a closed restaurant opens, and that an order can be scheduled for then", async () => {
    const opensAt = "2026-11-24T13:30:00.000Z";
    mockApi(makeMenu({ isOpenNow: false, opensAt }));
    renderPage();

    expect((await screen.findAllByText("Opens at 7:00 PM")).length).toBeGreaterThan(0);
    expect(
      screen.getByText(
        "Apna Sweets is closed now and opens at 7:00 PM. You can add dishes and schedule your order for later at checkout.",
      ),
    ).toBeInTheDocument();
  });

  it("adds the chosen dish to the cart, says 'Product added successfully' and refetches the cart", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    const { menus, carts, adds } = mockApi();
    signInAs("user");
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Add Paneer Pizza" }));
    expect(menus[0]?.params.id).toBe(restaurantId);
    const dialog = await screen.findByRole("dialog", { name: "Paneer Pizza" });
    await user.click(within(dialog).getByRole("radio", { name: /Regular/ }));
    await user.click(within(dialog).getByRole("button", { name: "Add item ₹250" }));

    await waitFor(() => expect(success).toHaveBeenCalledWith("Product added successfully"));
    expect(adds).toHaveLength(1);
    expect(adds[0]?.body).toEqual({
      productId: makeProduct()._id,
      quantity: 1,
      selectedAttributes: [{ attributeName: "Size", optionName: "Regular" }],
      selectedAddons: [],
    });
    // Once when the badge first read it, once more after the add (spec §4 "Cart refresh").
    await waitFor(() => expect(carts).toHaveLength(2));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("asks 'Start a new cart?' when the cart holds another restaurant's dishes, and retries with replaceCart", async () => {
    const user = userEvent.setup();
    const { adds } = mockApi(makeMenu({}, [makeProduct({ attributes: [], addons: [] })]));
    // The first add meets another restaurant's cart; the retry is answered by mockApi's add.
    const refused = mockEndpointError(
      addToCart,
      409,
      {
        code: "CONFLICT",
        message: CART_MESSAGES.otherRestaurant("Biryani House"),
        details: { currentRestaurant: { _id: "other", name: "Biryani House" } },
      },
      { once: true },
    );
    signInAs("user");
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Add Paneer Pizza" }));
    await user.click(await screen.findByRole("button", { name: "Add item ₹250" }));

    const confirm = await screen.findByRole("dialog", { name: "Start a new cart?" });
    expect(confirm).toHaveTextContent("Your cart has dishes from Biryani House. Start a new cart to add this dish?");
    await user.click(within(confirm).getByRole("button", { name: "Start new cart" }));

    await waitFor(() => expect(adds).toHaveLength(1));
    expect(refused).toHaveLength(1);
    expect(refused[0]?.body).not.toMatchObject({ replaceCart: true });
    expect(adds[0]?.body).toMatchObject({ replaceCart: true });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});

describe("RestaurantPage in Hindi", () => {
  it("shows the header, the delivery terms with hi-IN prices and the menu's controls in Hindi", async () => {
    await setLanguage("hi");
    mockApi();
    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Apna Sweets" })).toBeInTheDocument();
    expect(screen.getByText("अभी खुला है")).toBeInTheDocument();
    expect(screen.getByText("1.8 किमी दूर")).toBeInTheDocument();
    expect(screen.getByText("30–35 मिनट")).toBeInTheDocument();
    expect(screen.getByText("न्यूनतम ऑर्डर ₹149")).toBeInTheDocument();
    expect(screen.getByText("डिलीवरी शुल्क ₹30")).toBeInTheDocument();
    expect(screen.getByText("₹299 से ज़्यादा पर फ़्री डिलीवरी")).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "सिर्फ़ वेज" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "डिश खोजें" })).toBeInTheDocument();
    const dish = await screen.findByRole("article", { name: "Paneer Pizza" });
    expect(within(dish).getByRole("button", { name: "Paneer Pizza जोड़ें" })).toBeInTheDocument();
    expect(within(dish).getByText("₹250")).toBeInTheDocument();
    expect(within(dish).getByText("₹300").closest("s")).not.toBeNull();
  });
});
