import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { COUPON_MESSAGES, type Coupon } from "@zaika/contract/coupons";
import { createCoupon, listCoupons, updateCoupon } from "@zaika/contract/endpoints/coupons";
import { searchRestaurants } from "@zaika/contract/endpoints/restaurants";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import { restaurantPage } from "../../../test/catalog";
import { makeCoupon } from "../../../test/coupons";
import { apiRequests, errorResponse, mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { makeRestaurant } from "../../../test/restaurants";
import { renderRoutes } from "../../../test/utils";
import { AdminCouponsPage } from "./AdminCouponsPage";

const sweets = makeRestaurant({ _id: "6f1c2a3b-0000-4000-8000-000000000001", name: "Apna Sweets" });
const spice = makeRestaurant();
const feast = makeCoupon({
  _id: "5c0f0e1d-0000-4000-8000-000000000075",
  code: "SWEET40",
  title: "₹40 off at Apna Sweets",
  discountType: "flat",
  discountValue: 40,
  maxDiscount: null,
  minOrderAmount: 249,
  firstOrderOnly: false,
  totalLimit: 100,
  usedCount: 3,
  validUntil: "2026-12-31T18:29:00.000Z",
  restaurantIds: [sweets._id],
  fundedBy: "restaurant",
  isActive: false,
  summary: "Flat ₹40 off · on orders of ₹249 or more",
});

function renderPage(coupons: Coupon[] = [makeCoupon(), feast]) {
  mockEndpoint(listCoupons, { data: coupons });
  mockEndpoint(searchRestaurants, restaurantPage([sweets, spice]));
  return renderRoutes([{ path: "/admin/coupons", element: <AdminCouponsPage /> }], "/admin/coupons");
}

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
/** A coupon card's value under its label (the list's cards pair each column header with the value: dt → dd). */
const cardValue = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: "dt" }).nextElementSibling;
const numberField = (name: string) => screen.getByRole("spinbutton", { name }) as HTMLInputElement;

describe("AdminCouponsPage list", () => {
  it("lists each coupon's code, terms, uses, validity and funder, and switches one on", async () => {
    const user = userEvent.setup();
    const patches = mockEndpoint(updateCoupon, ({ body }) => ({
      success: true,
      message: COUPON_MESSAGES.updated,
      data: { ...feast, ...body } as Coupon,
    }));
    renderPage();

    const card = (await screen.findByText("SWEET40")).closest("li") as HTMLElement;
    expect(card).toHaveTextContent("Flat ₹40 off · on orders of ₹249 or more");
    expect(card).toHaveTextContent("3 / 100 used");
    expect(cardValue(card, "Valid")).toHaveTextContent(/^until 31 Dec 2026, 11:59 pm$/);
    await waitFor(() => expect(cardValue(card, "Funded by")).toHaveTextContent(/^Restaurant: Apna Sweets$/));
    const zaika = screen.getByText("ZAIKA50").closest("li") as HTMLElement;
    expect(cardValue(zaika, "Uses")).toHaveTextContent(/^0 used$/);
    expect(cardValue(zaika, "Valid")).toHaveTextContent(/^Always$/);
    expect(cardValue(zaika, "Funded by")).toHaveTextContent(/^Zaika$/);

    const toggle = within(card).getByRole("switch", { name: "SWEET40 active" });
    expect(toggle).toHaveAttribute("aria-checked", "false");
    await user.click(toggle);
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.params.id).toBe(feast._id);
    expect(patches[0]?.body).toEqual({ isActive: true });
  });

  it("says so when there are no offers yet", async () => {
    renderPage([]);
    expect(await screen.findByText("No offers yet")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "All offers (0)" })).toBeInTheDocument();
  });

  it("announces loading, and shows a failure with a retry", async () => {
    mockEndpointError(listCoupons, 403, { code: "FORBIDDEN", message: "Admins only" });
    renderRoutes([{ path: "/admin/coupons", element: <AdminCouponsPage /> }], "/admin/coupons");
    expect(screen.getByRole("status")).toHaveTextContent("Loading offers");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the offers");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("AdminCouponsPage in Hindi", () => {
  it("lists uses, validity in hi-IN and the funder in Hindi", async () => {
    await setLanguage("hi");
    renderPage();
    const card = (await screen.findByText("SWEET40")).closest("li") as HTMLElement;
    expect(screen.getByRole("heading", { level: 1, name: "ऑफ़र" })).toBeInTheDocument();
    expect(card).toHaveTextContent("3 / 100 बार इस्तेमाल");
    expect(cardValue(card, "वैधता")).toHaveTextContent(/^31 दिस॰ 2026, 11:59 pm तक$/);
    await waitFor(() => expect(cardValue(card, "ख़र्च कौन उठाता है")).toHaveTextContent(/^रेस्टोरेंट: Apna Sweets$/));
    expect(within(card).getByRole("switch", { name: "SWEET40 चालू" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "सभी ऑफ़र (2)" })).toBeInTheDocument();
  });
});

describe("AdminCouponsPage form", () => {
  it("checks the fields as the server does before sending, and focuses the first one with a problem", async () => {
    const user = userEvent.setup();
    renderPage([]);
    await user.click(await screen.findByRole("button", { name: "New offer" }));
    expect(screen.getByRole("heading", { name: "New offer" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Create offer" }));
    await waitFor(() => expect(field("Code")).toHaveFocus());
    expect(field("Code")).toHaveAccessibleDescription(expect.stringContaining("Enter a coupon code"));
    expect(field("Title")).toHaveAccessibleDescription(expect.stringContaining("Title must be at least 3 characters"));
    expect(numberField("Percent")).toHaveAccessibleDescription("Discount must be a number");

    await user.type(field("Code"), "big150");
    await user.type(field("Title"), "Too generous");
    await user.type(numberField("Percent"), "150");
    await user.selectOptions(screen.getByRole("combobox", { name: "Funded by" }), "The restaurant");
    await user.type(screen.getByLabelText("Starts (optional)"), "2026-02-01T10:00");
    await user.type(screen.getByLabelText("Ends (optional)"), "2026-01-31T10:00");
    await user.click(screen.getByRole("button", { name: "Create offer" }));

    await waitFor(() => expect(numberField("Percent")).toHaveFocus());
    expect(numberField("Percent")).toHaveAccessibleDescription("A percentage must be a whole number from 1 to 100");
    expect(screen.getByLabelText("Ends (optional)")).toHaveAccessibleDescription(
      expect.stringContaining("The end must be after the start"),
    );
    expect(screen.getByRole("group", { name: "Restaurants" })).toHaveAccessibleDescription(
      expect.stringContaining("A restaurant-funded coupon names exactly one restaurant"),
    );
    expect(apiRequests().filter((request) => request.method === "POST")).toHaveLength(0);
  });

  it("creates a flat, restaurant-funded offer for one restaurant with every field sent", async () => {
    const user = userEvent.setup();
    const posts = mockEndpoint(createCoupon, { success: true, message: COUPON_MESSAGES.created, data: feast });
    renderPage([]);
    await user.click(await screen.findByRole("button", { name: "New offer" }));

    await user.type(field("Code"), "sweet40");
    await user.type(field("Title"), "₹40 off at Apna Sweets");
    await user.selectOptions(screen.getByRole("combobox", { name: "Type" }), "Flat ₹ off");
    expect(screen.queryByRole("spinbutton", { name: "Maximum discount (₹, optional)" })).not.toBeInTheDocument();
    await user.type(numberField("Amount (₹)"), "40");
    await user.type(numberField("Minimum item total (₹, optional)"), "249");
    await user.type(numberField("Uses per customer (optional)"), "2");
    await user.type(numberField("Total uses (optional)"), "100");
    await user.type(screen.getByLabelText("Ends (optional)"), "2026-12-31T23:59");
    await user.click(screen.getByRole("radio", { name: "Only some restaurants" }));
    await user.click(await screen.findByRole("checkbox", { name: "Apna Sweets" }));
    expect(screen.getByText("1 chosen")).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Funded by" }), "The restaurant");
    await user.click(screen.getByRole("button", { name: "Create offer" }));

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toEqual({
      code: "SWEET40",
      title: "₹40 off at Apna Sweets",
      description: "",
      discountType: "flat",
      discountValue: 40,
      maxDiscount: null,
      minOrderAmount: 249,
      firstOrderOnly: false,
      perCustomerLimit: 2,
      totalLimit: 100,
      validFrom: null,
      validUntil: "2026-12-31T23:59:00+05:30",
      restaurantIds: [sweets._id],
      fundedBy: "restaurant",
      isActive: true,
    });
    await waitFor(() => expect(screen.queryByRole("button", { name: "Create offer" })).not.toBeInTheDocument());
    // Focus goes back on the next frame, once the list is shown again.
    await waitFor(() => expect(screen.getByRole("button", { name: "New offer" })).toHaveFocus());
  });

  it("puts the server's 409 on the code", async () => {
    const user = userEvent.setup();
    const message = COUPON_MESSAGES.codeTaken("ZAIKA50");
    mockEndpoint(createCoupon, () =>
      errorResponse(409, { code: "CONFLICT", message, details: [{ field: "code", message }] }),
    );
    renderPage([]);
    await user.click(await screen.findByRole("button", { name: "New offer" }));
    await user.type(field("Code"), "ZAIKA50");
    await user.type(field("Title"), "Another fifty");
    await user.type(numberField("Percent"), "50");
    await user.click(screen.getByRole("button", { name: "Create offer" }));

    await waitFor(() => expect(field("Code")).toHaveAccessibleDescription(expect.stringContaining(message)));
    await waitFor(() => expect(field("Code")).toHaveFocus());
  });

  it("opens a coupon's terms for editing and sends the change", async () => {
    const user = userEvent.setup();
    const patches = mockEndpoint(updateCoupon, { success: true, message: COUPON_MESSAGES.updated, data: makeCoupon() });
    renderPage([makeCoupon()]);
    await user.click(await screen.findByRole("button", { name: "Edit ZAIKA50" }));

    expect(screen.getByRole("heading", { name: "Edit ZAIKA50" })).toHaveFocus();
    expect(field("Code")).toHaveValue("ZAIKA50");
    expect(numberField("Percent")).toHaveValue(50);
    expect(numberField("Maximum discount (₹, optional)")).toHaveValue(100);
    expect(numberField("Minimum item total (₹, optional)")).toHaveValue(199);
    expect(screen.getByRole("checkbox", { name: "First order only" })).toBeChecked();

    await user.clear(numberField("Maximum discount (₹, optional)"));
    await user.type(numberField("Maximum discount (₹, optional)"), "120");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.params.id).toBe(makeCoupon()._id);
    expect(patches[0]?.body).toMatchObject({
      code: "ZAIKA50",
      discountType: "percent",
      discountValue: 50,
      maxDiscount: 120,
    });
  });
});
