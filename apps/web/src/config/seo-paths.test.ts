/** The server's sitemap (contract seo.ts) lists the same addresses the web app's routes answer (config/paths.ts). */
import { categoryPagePath, ROBOTS_DISALLOW, restaurantPagePath, SITEMAP_PAGES } from "@zaika/contract/seo";
import { describe, expect, it } from "vitest";
import { matchPath } from "../lib/router";
import { paths } from "./paths";

describe("the sitemap's pages", () => {
  it("build restaurant and category addresses exactly as the web app links them", () => {
    expect(restaurantPagePath("r 1/2")).toBe(paths.user.restaurant.getHref("r 1/2"));
    expect(categoryPagePath("c-9", "Sweets & Mithai")).toBe(paths.user.category.getHref("c-9", "Sweets & Mithai"));
    expect(categoryPagePath("c-9", "Sweets & Mithai")).toBe("/user/category/c-9?category=Sweets%20%26%20Mithai");
  });

  it("lists only public pages the router has", () => {
    const publicPages = [
      paths.user.home,
      paths.user.offers,
      paths.help,
      paths.aboutUs,
      paths.contactUs,
      paths.privacyPolicy,
      paths.termsAndConditions,
      paths.cancellationAndRefund,
    ].map((page) => page.path);
    expect([...SITEMAP_PAGES]).toEqual(publicPages);
  });

  it("keeps crawlers out of the staff's and riders' areas, not out of a customer's page", () => {
    const staff = [paths.admin.dashboard.path, paths.admin.orders.path, paths.rider.home.path, "/restaurant/orders"];
    for (const area of staff)
      expect(
        ROBOTS_DISALLOW.some((prefix) => area.startsWith(prefix)),
        area,
      ).toBe(true);
    const customers = [
      ...SITEMAP_PAGES,
      restaurantPagePath("abc"),
      categoryPagePath("abc", "Thali"),
      paths.user.cart.path,
      paths.user.profile.path,
    ];
    for (const page of customers)
      expect(
        ROBOTS_DISALLOW.some((prefix) => page.startsWith(prefix)),
        page,
      ).toBe(false);
    expect(matchPath(paths.user.restaurant.path, restaurantPagePath("abc"))?.params.id).toBe("abc");
  });
});
