/** The cart in Hindi (issue 15): headings, the bill's lines, the buttons and the prices (hi-IN) from the catalogs. */
import { screen, within } from "@testing-library/react";
import { getCart } from "@zaika/contract/endpoints/cart";
import { getCartOffers } from "@zaika/contract/endpoints/coupons";
import { getSettings } from "@zaika/contract/endpoints/settings";
import { beforeEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import { mockEndpoint } from "../../../test/mock-api";
import { renderRoutes, signInAs } from "../../../test/utils";
import { checkoutStore } from "../checkout-store";
import { makeCart, makeLine } from "../test-data";
import { CartPage } from "./CartPage";

beforeEach(() => {
  window.sessionStorage.clear();
  checkoutStore.reset();
});

describe("CartPage in Hindi", () => {
  it("shows the cart, its bill and its button in Hindi, with the prices in hi-IN", async () => {
    // 3 × ₹450 = ₹1,350; GST 5% = ₹67.50; packaging ₹10; delivery free (over ₹299): ₹1,427.50.
    mockEndpoint(getSettings, { gst: 5 });
    mockEndpoint(getCart, makeCart([makeLine({ quantity: 3, unitPrice: 450, lineTotal: 1350 })]));
    mockEndpoint(getCartOffers, { data: [] });
    await setLanguage("hi");
    signInAs("user");
    renderRoutes([{ path: "/user/cart", element: <CartPage /> }], "/user/cart");

    expect(await screen.findByRole("heading", { level: 1, name: "आपका कार्ट" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("hi");
    expect(screen.getByText("₹450 प्रति आइटम")).toBeInTheDocument();
    expect(screen.getByText("30–35 मिनट में डिलीवरी")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Paneer Tikka हटाएँ" })).toBeInTheDocument();

    const bill = within(await screen.findByRole("region", { name: "बिल की जानकारी" }));
    expect(bill.getByText("आइटम टोटल").nextSibling).toHaveTextContent("₹1,350");
    expect(bill.getByText("GST (5%)").nextSibling).toHaveTextContent("₹67.50");
    expect(bill.getByText("पैकेजिंग चार्ज").nextSibling).toHaveTextContent("₹10");
    expect(bill.getByText("फ़्री डिलीवरी")).toBeInTheDocument();
    expect(bill.getByText("कुल रकम").nextSibling).toHaveTextContent("₹1,427.50");
    expect(screen.getAllByRole("button", { name: "पेमेंट के लिए आगे बढ़ें" }).length).toBeGreaterThan(0);
    expect(screen.getByText("इस कार्ट के लिए अभी कोई ऑफ़र नहीं है।")).toBeInTheDocument();
  });

  it("says what blocks the checkout in Hindi, with the shortfall in rupees", async () => {
    // ₹100 is below the ₹149 minimum; the rule's message comes from the contract, its heading from the catalog.
    mockEndpoint(getSettings, { gst: 5 });
    mockEndpoint(getCart, makeCart([makeLine({ unitPrice: 100, lineTotal: 100 })]));
    mockEndpoint(getCartOffers, { data: [] });
    await setLanguage("hi");
    signInAs("user");
    renderRoutes([{ path: "/user/cart", element: <CartPage /> }], "/user/cart");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("आप अभी यह ऑर्डर नहीं कर सकते");
    expect(alert).toHaveTextContent("आइटम टोटल ₹100 इस रेस्टोरेंट के न्यूनतम ऑर्डर ₹149 से कम है — ₹49 का और जोड़ें");
    expect(await screen.findByText("फ़्री डिलीवरी के लिए ₹199 का और जोड़ें")).toBeInTheDocument();
    for (const button of screen.getAllByRole("button", { name: "पेमेंट के लिए आगे बढ़ें" })) {
      expect(button).toBeDisabled();
    }
  });
});
