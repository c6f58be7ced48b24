import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DEBOUNCE_MS } from "@zaika/contract/constants";
import { listCategories } from "@zaika/contract/endpoints/catalog";
import { deleteProduct, listProducts, toggleProductAvailability } from "@zaika/contract/endpoints/products";
import { PRODUCT_MESSAGES } from "@zaika/contract/product";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../../lib/toast";
import { errorResponse, mockEndpoint } from "../../../test/mock-api";
import { CATEGORY_ID, categoriesResponse, makeProduct, PRODUCT_ID, productPage } from "../../../test/products";
import { renderRoutes } from "../../../test/utils";
import { ProductsPage } from "./ProductsPage";

function renderPage(path = "/restaurant/products") {
  return renderRoutes(
    [
      { path: "/restaurant/products", element: <ProductsPage /> },
      { path: "/restaurant/addProduct", element: <h1>Add product form</h1> },
    ],
    path,
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

beforeEach(() => {
  vi.spyOn(toast, "success");
  vi.spyOn(toast, "error");
  // The category filter's options.
  mockEndpoint(listCategories, categoriesResponse);
});

describe("ProductsPage", () => {
  it("lists the owner's dishes with food-type mark, category, discounted price and actions", async () => {
    mockEndpoint(
      listProducts,
      productPage([
        makeProduct(),
        makeProduct({
          _id: "1c2d3e4f-5061-4a72-8b83-d4e5f6071829",
          name: "Chicken Biryani",
          foodType: "non-veg",
          discountedPrice: null,
          price: 320,
          isAvailable: false,
          category: { _id: CATEGORY_ID, name: "Biryani" },
        }),
      ]),
    );
    renderPage();

    expect(screen.getByRole("heading", { level: 1, name: "Products" })).toBeInTheDocument();
    expect(screen.getByText("Loading dishes")).toBeInTheDocument();
    const margherita = (await screen.findByRole("heading", { name: "Margherita" })).closest("li") as HTMLElement;
    expect(within(margherita).getByRole("img", { name: "Veg" })).toBeInTheDocument();
    expect(within(margherita).getByText(/Pizza/)).toBeInTheDocument();
    expect(within(margherita).getByText("₹249").closest("s")).toBeInTheDocument();
    expect(within(margherita).getByText("₹199")).toBeInTheDocument();
    expect(within(margherita).getByRole("switch", { name: "Margherita available" })).toBeChecked();
    expect(within(margherita).getByRole("link", { name: "Edit Margherita" })).toHaveAttribute(
      "href",
      `/restaurant/addProduct?edit=${PRODUCT_ID}`,
    );

    const biryani = screen.getByRole("heading", { name: "Chicken Biryani" }).closest("li") as HTMLElement;
    expect(within(biryani).getByRole("img", { name: "Non-veg" })).toBeInTheDocument();
    expect(within(biryani).getByText("₹320").closest("s")).toBeNull();
    expect(within(biryani).getByRole("switch", { name: "Chicken Biryani available" })).not.toBeChecked();
    expect(screen.getByText("Showing 1–2 of 2 dishes")).toBeInTheDocument();
  });

  it("switches availability at once with PATCH and keeps it when the server agrees", async () => {
    const user = userEvent.setup();
    let available = true;
    const lists = mockEndpoint(listProducts, () => productPage([makeProduct({ isAvailable: available })]));
    const toggles = mockEndpoint(toggleProductAvailability, () => {
      available = !available;
      const message = available ? PRODUCT_MESSAGES.availabilityOn : PRODUCT_MESSAGES.availabilityOff;
      return { success: true, message, data: makeProduct({ isAvailable: available }) };
    });
    renderPage();

    const toggle = await screen.findByRole("switch", { name: "Margherita available" });
    await user.click(toggle);

    await waitFor(() => expect(toggle).not.toBeChecked());
    await waitFor(() => expect(toggles.map((call) => call.params.id)).toEqual([PRODUCT_ID]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(PRODUCT_MESSAGES.availabilityOff));
    await waitFor(() => expect(lists).toHaveLength(2));
    expect(screen.getByRole("switch", { name: "Margherita available" })).not.toBeChecked();
  });

  it("rolls the switch back and shows the error when the PATCH fails", async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    mockEndpoint(listProducts, productPage([makeProduct({ isAvailable: true })]));
    const toggles = mockEndpoint(toggleProductAvailability, () => answer.promise);
    renderPage();

    const toggle = await screen.findByRole("switch", { name: "Margherita available" });
    await user.click(toggle);
    // Optimistic: off before the server has answered.
    await waitFor(() => expect(toggle).not.toBeChecked());
    await waitFor(() => expect(toggles.map((call) => call.params.id)).toEqual([PRODUCT_ID]));

    answer.resolve(errorResponse(422, { message: "Restaurant is inactive", code: "BUSINESS_RULE" }));

    await waitFor(() => expect(screen.getByRole("switch", { name: "Margherita available" })).toBeChecked());
    expect(toast.error).toHaveBeenCalledWith("Restaurant is inactive", expect.anything());
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("deletes a dish after confirmation and shows the server's message", async () => {
    const user = userEvent.setup();
    let deleted = false;
    mockEndpoint(listProducts, () => productPage(deleted ? [] : [makeProduct()]));
    const deletes = mockEndpoint(deleteProduct, () => {
      deleted = true;
      return { success: true, message: PRODUCT_MESSAGES.deleted };
    });
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Delete Margherita" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this dish?" });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(deletes).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete Margherita" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(PRODUCT_MESSAGES.deleted));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await screen.findByText("No dishes yet")).toBeInTheDocument();
    expect(deletes.map((call) => call.params.id)).toEqual([PRODUCT_ID]);
  });

  it("shows an empty state that links to adding the first dish", async () => {
    const user = userEvent.setup();
    mockEndpoint(listProducts, productPage([]));
    renderPage();

    await user.click(await screen.findByRole("link", { name: "Add your first dish" }));
    expect(await screen.findByRole("heading", { name: "Add product form" })).toBeInTheDocument();
  });

  it(`searches once typing pauses for ${DEBOUNCE_MS.restaurantSearch} ms, from page 1`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const lists = mockEndpoint(listProducts, ({ query }) =>
      productPage(query.search ? [] : [makeProduct()], { total: 30, totalPages: 2 }),
    );
    renderPage("/restaurant/products?page=2");
    await screen.findByRole("heading", { name: "Margherita" });
    expect(lists[0]?.query.page).toBe("2");

    await user.type(screen.getByLabelText("Search dishes"), "paneer");
    await act(() => vi.advanceTimersByTimeAsync(DEBOUNCE_MS.restaurantSearch - 100));
    const searches = () => lists.filter((call) => call.query.search);
    expect(searches()).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(searches()).toHaveLength(1));
    const [search] = searches();
    expect(search?.query.search).toBe("paneer");
    expect(search?.query.page).toBe("1");
    expect(await screen.findByText("No dishes match these filters")).toBeInTheDocument();
  });

  it("filters by category and availability", async () => {
    const user = userEvent.setup();
    const lists = mockEndpoint(listProducts, productPage([makeProduct()]));
    renderPage();
    await screen.findByRole("option", { name: "Pizza" });

    await user.selectOptions(screen.getByLabelText("Category"), "Pizza");
    await user.selectOptions(screen.getByLabelText("Availability"), "Unavailable");

    await waitFor(() =>
      expect(lists.some((call) => call.query.categoryId === CATEGORY_ID && call.query.isAvailable === "false")).toBe(
        true,
      ),
    );
  });

  it("pages through the list", async () => {
    const user = userEvent.setup();
    const lists = mockEndpoint(listProducts, ({ query }) => {
      const page = Number(query.page);
      return productPage([makeProduct({ name: `Dish on page ${page}` })], { page, total: 21, totalPages: 2 });
    });
    renderPage();

    await screen.findByRole("heading", { name: "Dish on page 1" });
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: "Dish on page 2" })).toBeInTheDocument();
    expect(screen.getByText("Page 2 of 2")).toBeInTheDocument();
    expect(screen.getByText("Showing 21–21 of 21 dishes")).toBeInTheDocument();
    expect(lists.at(-1)?.query.page).toBe("2");
  });

  it("shows an error state with a retry when the list cannot be loaded", async () => {
    const user = userEvent.setup();
    let fail = true;
    mockEndpoint(listProducts, () =>
      fail ? errorResponse(403, { message: "Forbidden", code: "FORBIDDEN" }) : productPage([makeProduct()]),
    );
    renderPage();

    expect(await screen.findByText("Your dishes could not be loaded")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Margherita" })).toBeInTheDocument();
  });
});
