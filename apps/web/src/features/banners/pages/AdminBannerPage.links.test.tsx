/** A banner's link in the admin's form and list (issue 14). */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BANNER_MESSAGES, type Banner } from "@zaika/contract/banner";
import { addBanner, listBanners } from "@zaika/contract/endpoints/catalog";
import { listCoupons } from "@zaika/contract/endpoints/coupons";
import { searchRestaurants } from "@zaika/contract/endpoints/restaurants";
import { describe, expect, it } from "vitest";
import { makeBanner, restaurantPage } from "../../../test/catalog";
import { makeCoupon } from "../../../test/coupons";
import { apiRequests, errorResponse, mockEndpoint } from "../../../test/mock-api";
import { makeRestaurant } from "../../../test/restaurants";
import { renderRoutes } from "../../../test/utils";
import { AdminBannerPage } from "./AdminBannerPage";

const restaurant = makeRestaurant();

function renderPage() {
  return renderRoutes([{ path: "/admin/banner", element: <AdminBannerPage /> }], "/admin/banner");
}

async function chooseImage(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText("No banners yet");
  await user.upload(screen.getByLabelText("Banner image"), new File(["webp"], "sale.webp", { type: "image/webp" }));
}

describe("AdminBannerPage links", () => {
  it("links a new banner to an offer chosen from the coupons, sent with the picture", async () => {
    const user = userEvent.setup();
    let list: Banner[] = [];
    const linked = makeBanner({ link: { kind: "offer", target: "ZAIKA50" } });
    mockEndpoint(listBanners, () => ({ data: list }));
    const coupons = mockEndpoint(listCoupons, {
      data: [makeCoupon(), makeCoupon({ _id: "c2", code: "OLD20", title: "Old offer", isActive: false })],
    });
    const uploads = mockEndpoint(addBanner, () => {
      list = [linked];
      return { success: true, message: BANNER_MESSAGES.added, data: linked };
    });
    renderPage();
    await chooseImage(user);
    // No list is read before a kind is chosen.
    expect(coupons).toHaveLength(0);

    await user.selectOptions(screen.getByRole("combobox", { name: "Links to" }), "An offer");
    const offer = screen.getByRole("combobox", { name: "Offer" });
    await waitFor(() => expect(offer).toBeEnabled());
    expect(
      within(offer)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose one of 2 offers", "ZAIKA50 · 50% off your first order", "OLD20 · Old offer (switched off)"]);
    await user.selectOptions(offer, "ZAIKA50 · 50% off your first order");
    await user.click(screen.getByRole("button", { name: "Upload banner" }));

    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.body.get("linkKind")).toBe("offer");
    expect(uploads[0]?.body.get("linkTarget")).toBe("ZAIKA50");
    expect(await screen.findByText("Links to offer ZAIKA50")).toBeInTheDocument();
  });

  it("asks for the target when only the kind is chosen, and sends nothing", async () => {
    const user = userEvent.setup();
    mockEndpoint(listBanners, { data: [] });
    mockEndpoint(searchRestaurants, restaurantPage([restaurant]));
    renderPage();
    await chooseImage(user);

    await user.selectOptions(screen.getByRole("combobox", { name: "Links to" }), "A restaurant");
    await user.click(screen.getByRole("button", { name: "Upload banner" }));

    expect(screen.getByRole("combobox", { name: "Restaurant" })).toHaveAccessibleDescription(
      BANNER_MESSAGES.linkIncomplete,
    );
    expect(apiRequests().filter((request) => request.method === "POST")).toHaveLength(0);
  });

  it("puts the server's 422 about the target under its picker", async () => {
    const user = userEvent.setup();
    mockEndpoint(listBanners, { data: [] });
    mockEndpoint(searchRestaurants, restaurantPage([restaurant]));
    const message = BANNER_MESSAGES.linkTargetMissing("restaurant", restaurant._id);
    mockEndpoint(addBanner, () =>
      errorResponse(422, { code: "BUSINESS_RULE", message, details: [{ field: "linkTarget", message }] }),
    );
    renderPage();
    await chooseImage(user);

    await user.selectOptions(screen.getByRole("combobox", { name: "Links to" }), "A restaurant");
    const picker = screen.getByRole("combobox", { name: "Restaurant" });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.selectOptions(picker, restaurant.name);
    await user.click(screen.getByRole("button", { name: "Upload banner" }));

    await waitFor(() => expect(picker).toHaveAccessibleDescription("That restaurant does not exist"));
  });

  it("names the restaurant a listed banner leads to", async () => {
    mockEndpoint(listBanners, { data: [makeBanner({ link: { kind: "restaurant", target: restaurant._id } })] });
    mockEndpoint(searchRestaurants, restaurantPage([restaurant]));
    renderPage();
    expect(await screen.findByText(`Links to restaurant ${restaurant.name}`)).toBeInTheDocument();
  });
});
