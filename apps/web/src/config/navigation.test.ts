import { describe, expect, it } from "vitest";
import { setLanguage } from "../lib/i18n";
import { adminNav, restaurantNav } from "./navigation";

describe("the staff menus", () => {
  it("read their labels and descriptions in the current language each time", async () => {
    const dashboard = adminNav[0];
    const products = restaurantNav("r1").find((item) => item.href === "/restaurant/products");
    expect(dashboard?.label).toBe("Dashboard");
    expect(adminNav.find((item) => item.label === "Offers")?.description).toBe(
      "Coupons: discounts, limits and who funds them",
    );
    expect(products?.label).toBe("Products");

    await setLanguage("hi");
    expect(dashboard?.label).toBe("डैशबोर्ड");
    expect(products?.label).toBe("प्रोडक्ट");
    expect(products?.description).toBe("आपका मेन्यू");
  });
});
