import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { listCategories } from "@zaika/contract/endpoints/catalog";
import { uploadImage } from "@zaika/contract/endpoints/media";
import { createProduct, getProduct, updateProduct } from "@zaika/contract/endpoints/products";
import { IMAGE_FIELD, IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "@zaika/contract/media";
import { PRODUCT_MESSAGES } from "@zaika/contract/product";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../../lib/toast";
import { apiRequests, mockEndpoint } from "../../../test/mock-api";
import { CATEGORY_ID, categoriesResponse, makeProduct, PRODUCT_ID } from "../../../test/products";
import { renderRoutes } from "../../../test/utils";
import { AddProductPage } from "./AddProductPage";

function renderPage(path = "/restaurant/addProduct") {
  return renderRoutes(
    [
      { path: "/restaurant/addProduct", element: <AddProductPage /> },
      { path: "/restaurant/products", element: <h1>Products list</h1> },
    ],
    path,
  );
}

type User = ReturnType<typeof userEvent.setup>;

/** POST /restaurant/products succeeds; returns the calls it answers. */
function mockCreate() {
  return mockEndpoint(createProduct, { success: true, message: PRODUCT_MESSAGES.created, data: makeProduct() });
}

async function fillBasics(user: User, { price = "200" } = {}) {
  await screen.findByRole("option", { name: "Pizza" });
  await user.selectOptions(screen.getByLabelText("Category"), "Pizza");
  await user.type(screen.getByLabelText("Dish name"), "Farmhouse Pizza");
  await user.click(screen.getByRole("radio", { name: "Veg" }));
  await user.type(screen.getByLabelText("Price (₹)"), price);
}

/** Adds an attribute with the given options (name, extra price) through the builder. */
async function addAttribute(user: User, name: string, options: [string, string][]) {
  await user.click(screen.getByRole("button", { name: "Add attribute" }));
  const builder = screen.getByRole("region", { name: "Attributes" });
  const groups = within(builder).getAllByRole("group", { name: /^Attribute \d+$/ });
  const group = groups[groups.length - 1] as HTMLElement;
  await user.type(within(group).getByLabelText("Attribute name"), name);
  for (const [index, [optionName, extra]] of options.entries()) {
    if (index > 0) await user.click(within(group).getByRole("button", { name: "Add option" }));
    await user.type(within(group).getByLabelText(`Option ${index + 1} name`), optionName);
    const price = within(group).getByLabelText(`Option ${index + 1} extra price (₹)`);
    await user.clear(price);
    await user.type(price, extra);
  }
  return group;
}

function unitPrice() {
  const preview = screen.getByRole("region", { name: "Price preview" });
  return within(preview).getByText("Unit price").parentElement;
}

beforeEach(() => {
  vi.spyOn(toast, "success");
  // The category select's options.
  mockEndpoint(listCategories, categoriesResponse);
});

describe("AddProductPage", () => {
  it("shows inline errors for a missing name and a discounted price that is not lower than the price", async () => {
    const user = userEvent.setup();
    const creates = mockCreate();
    renderPage();

    expect(screen.getByRole("heading", { level: 1, name: "Add Product" })).toBeInTheDocument();
    await screen.findByRole("option", { name: "Pizza" });
    await user.click(screen.getByRole("button", { name: "Add Product" }));

    expect(await screen.findByText("Dish name is required")).toBeInTheDocument();
    const name = screen.getByLabelText("Dish name");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Dish name is required");
    expect(screen.getByLabelText("Category")).toHaveFocus();
    expect(screen.getByText("Choose veg, non-veg or egg")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Veg" })).toHaveAccessibleDescription("Choose veg, non-veg or egg");
    expect(screen.getByLabelText("Category")).toHaveAccessibleDescription("Choose a category");

    // The price rule is checked once the dish itself is valid; errors then follow every change.
    await fillBasics(user, { price: "200" });
    await user.type(screen.getByLabelText("Discounted price (₹)"), "200");
    await user.click(screen.getByRole("button", { name: "Add Product" }));

    const discounted = screen.getByLabelText("Discounted price (₹)");
    await waitFor(() => expect(discounted).toHaveAttribute("aria-invalid", "true"));
    expect(discounted).toHaveAccessibleDescription(
      expect.stringContaining("Discounted price must be lower than the price"),
    );
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Dish name is required")).not.toBeInTheDocument();
    expect(creates).toHaveLength(0);
  });

  it("says a price left empty is required, one message under each field (issue 16)", async () => {
    const user = userEvent.setup();
    const creates = mockCreate();
    renderPage();
    await fillBasics(user);
    await user.clear(screen.getByLabelText("Price (₹)"));
    await user.click(screen.getByRole("button", { name: "Add add-on" }));
    await user.type(screen.getByLabelText("Add-on 1 name"), "Extra cheese");
    await user.clear(screen.getByLabelText("Add-on 1 price (₹)"));
    await user.click(screen.getByRole("button", { name: "Add Product" }));

    const price = screen.getByLabelText("Price (₹)");
    await waitFor(() => expect(price).toHaveAttribute("aria-invalid", "true"));
    expect(price).toHaveAccessibleDescription("Price is required");
    expect(screen.getByLabelText("Add-on 1 price (₹)")).toHaveAccessibleDescription("Add-on price is required");
    expect(screen.queryByText("Amount must be a number")).not.toBeInTheDocument();
    expect(creates).toHaveLength(0);
  });

  it("builds an attribute with two options and the preview prices the option the owner picks", async () => {
    const user = userEvent.setup();
    renderPage();

    await fillBasics(user, { price: "200" });
    expect(unitPrice()).toHaveTextContent("₹200");

    await addAttribute(user, "Size", [
      ["Regular", "0"],
      ["Large", "50"],
    ]);
    const preview = screen.getByRole("region", { name: "Price preview" });
    const size = within(preview).getByRole("group", { name: "Size" });
    // A required attribute starts on its first option, which is also the menu's "from" price.
    expect(within(size).getByRole("radio", { name: "Regular" })).toBeChecked();
    expect(within(preview).getByText("from ₹200")).toBeInTheDocument();
    expect(unitPrice()).toHaveTextContent("₹200");

    await user.click(within(size).getByRole("radio", { name: "Large +₹50" }));
    expect(unitPrice()).toHaveTextContent("₹250");

    // A discount lowers the base the options are added to.
    await user.type(screen.getByLabelText("Discounted price (₹)"), "180");
    expect(unitPrice()).toHaveTextContent("₹230");
  });

  it("adds add-ons to the preview's unit price when ticked", async () => {
    const user = userEvent.setup();
    renderPage();
    await fillBasics(user, { price: "150" });

    await user.click(screen.getByRole("button", { name: "Add add-on" }));
    await user.type(screen.getByLabelText("Add-on 1 name"), "Extra cheese");
    await user.clear(screen.getByLabelText("Add-on 1 price (₹)"));
    await user.type(screen.getByLabelText("Add-on 1 price (₹)"), "40.50");

    const preview = screen.getByRole("region", { name: "Price preview" });
    await user.click(within(preview).getByRole("checkbox", { name: /Extra cheese/ }));
    expect(unitPrice()).toHaveTextContent("₹190.50");
  });

  it("shows a builder error next to the row it belongs to", async () => {
    const user = userEvent.setup();
    const creates = mockCreate();
    renderPage();
    await fillBasics(user);

    const group = await addAttribute(user, "Size", [
      ["Regular", "0"],
      ["Large", "-5"],
    ]);
    await user.click(screen.getByRole("button", { name: "Add Product" }));

    const extra = within(group).getByLabelText("Option 2 extra price (₹)");
    await waitFor(() => expect(extra).toHaveAttribute("aria-invalid", "true"));
    expect(extra).toHaveAccessibleDescription("Amount cannot be negative");
    expect(within(group).getByLabelText("Option 1 extra price (₹)")).not.toHaveAttribute("aria-invalid");
    expect(creates).toHaveLength(0);
  });

  it("posts the whole dish with attributes, add-ons and numeric prices, then goes to the list", async () => {
    const user = userEvent.setup();
    const creates = mockCreate();
    renderPage();

    await fillBasics(user, { price: "249" });
    await user.type(screen.getByLabelText("Description"), "  Capsicum, onion, tomato  ");
    await user.type(screen.getByLabelText("Discounted price (₹)"), "199");
    const prep = screen.getByLabelText("Preparation time (minutes)");
    await user.clear(prep);
    await user.type(prep, "25");
    const group = await addAttribute(user, "Size", [
      ["Regular", "0"],
      ["Large", "120"],
    ]);
    await user.click(within(group).getByRole("checkbox", { name: "Required" }));
    await user.click(within(group).getByRole("checkbox", { name: "Required" }));
    await user.click(screen.getByRole("button", { name: "Add add-on" }));
    await user.type(screen.getByLabelText("Add-on 1 name"), "Extra cheese");
    await user.clear(screen.getByLabelText("Add-on 1 price (₹)"));
    await user.type(screen.getByLabelText("Add-on 1 price (₹)"), "40");
    await user.click(screen.getByRole("button", { name: "Add add-on" }));
    await user.type(screen.getByLabelText("Add-on 2 name"), "Coke");
    await user.clear(screen.getByLabelText("Add-on 2 price (₹)"));
    await user.type(screen.getByLabelText("Add-on 2 price (₹)"), "60");

    await user.click(screen.getByRole("button", { name: "Add Product" }));

    expect(await screen.findByRole("heading", { name: "Products list" })).toBeInTheDocument();
    expect(creates).toHaveLength(1);
    expect(creates[0]?.body).toEqual({
      categoryId: CATEGORY_ID,
      name: "Farmhouse Pizza",
      description: "Capsicum, onion, tomato",
      price: 249,
      discountedPrice: 199,
      foodType: "veg",
      image: null,
      isAvailable: true,
      preparationTime: 25,
      attributes: [
        {
          name: "Size",
          required: true,
          options: [
            { name: "Regular", additionalPrice: 0 },
            { name: "Large", additionalPrice: 120 },
          ],
        },
      ],
      addons: [
        { name: "Extra cheese", price: 40 },
        { name: "Coke", price: 60 },
      ],
    });
    expect(toast.success).toHaveBeenCalledWith(PRODUCT_MESSAGES.created);
  });

  it("edits a dish: prefilled from the server, saved with PUT", async () => {
    const user = userEvent.setup();
    const product = makeProduct({
      attributes: [{ name: "Size", required: true, options: [{ name: "Regular", additionalPrice: 0 }] }],
      addons: [{ name: "Dip", price: 30 }],
    });
    // The server answers with the bare dish.
    const reads = mockEndpoint(getProduct, product);
    const updates = mockEndpoint(updateProduct, {
      success: true,
      message: PRODUCT_MESSAGES.updated,
      data: { ...product, name: "Margherita Special" },
    });
    renderPage(`/restaurant/addProduct?edit=${PRODUCT_ID}`);

    expect(screen.getByRole("heading", { level: 1, name: "Edit Product" })).toBeInTheDocument();
    const name = await screen.findByLabelText("Dish name");
    expect(name).toHaveValue("Margherita");
    expect(reads[0]?.params.id).toBe(PRODUCT_ID);
    expect(screen.getByLabelText("Price (₹)")).toHaveValue(249);
    expect(screen.getByLabelText("Discounted price (₹)")).toHaveValue(199);
    expect(screen.getByLabelText("Option 1 name")).toHaveValue("Regular");
    expect(screen.getByLabelText("Add-on 1 name")).toHaveValue("Dip");
    expect(screen.getByAltText("Current dish photo")).toHaveAttribute("src", product.image);

    await user.clear(name);
    await user.type(name, "Margherita Special");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByRole("heading", { name: "Products list" })).toBeInTheDocument();
    expect(updates.map((call) => call.params.id)).toEqual([PRODUCT_ID]);
    expect(updates[0]?.body).toMatchObject({
      name: "Margherita Special",
      categoryId: CATEGORY_ID,
      price: 249,
      discountedPrice: 199,
      image: product.image,
      addons: [{ name: "Dip", price: 30 }],
    });
    expect(toast.success).toHaveBeenCalledWith(PRODUCT_MESSAGES.updated);
  });

  it("says the dish was not found for an unknown edit id", async () => {
    const reads = mockEndpoint(getProduct, makeProduct());
    renderPage("/restaurant/addProduct?edit=not-an-id");
    expect(await screen.findByText("This dish was not found")).toBeInTheDocument();
    // Not an id at all: nothing to ask the server.
    expect(reads).toHaveLength(0);
  });

  it("refuses a file that is not a JPEG, PNG or WebP image, or is over 5 MB, without uploading it", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploads = mockEndpoint(uploadImage, {
      success: true,
      data: { url: "/uploads/products/abc.webp", width: 800, height: 600 },
    });
    renderPage();
    const input = screen.getByLabelText("Dish photo");

    await user.upload(input, new File(["hello"], "menu.png", { type: "text/plain" }));
    expect(await screen.findByText(IMAGE_MESSAGES.notAnImage)).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");

    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], "big.jpg", { type: "image/jpeg" });
    await user.upload(input, big);
    expect(await screen.findByText(IMAGE_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
    expect(apiRequests().filter((request) => request.method === "POST")).toHaveLength(0);
  });

  it("uploads a chosen photo and saves its URL with the dish", async () => {
    const user = userEvent.setup();
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:preview", revokeObjectURL: () => {} }));
    const uploads = mockEndpoint(uploadImage, {
      success: true,
      data: { url: "/uploads/products/abc.webp", width: 800, height: 600 },
    });
    const creates = mockCreate();
    renderPage();
    await fillBasics(user);

    await user.upload(screen.getByLabelText("Dish photo"), new File(["x"], "dish.webp", { type: "image/webp" }));
    await waitFor(() =>
      expect(screen.getByAltText("Current dish photo")).toHaveAttribute("src", "/uploads/products/abc.webp"),
    );
    expect(uploads).toHaveLength(1);
    const [upload] = uploads;
    expect(upload?.query.purpose).toBe("product");
    // Sent as a multipart form (the recorded form is Node's FormData, not the page's).
    expect(upload?.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
    const file = upload?.body.get(IMAGE_FIELD) as File | null;
    expect(file).toMatchObject({ name: "dish.webp", type: "image/webp" });
    expect(await file?.text()).toBe("x");

    await user.click(screen.getByRole("button", { name: "Add Product" }));
    await screen.findByRole("heading", { name: "Products list" });
    expect(creates[0]?.body).toMatchObject({
      image: "/uploads/products/abc.webp",
    });
  });
});
