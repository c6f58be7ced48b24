/** The cart says how its restaurant can be paid before checkout (issue 16), in English and in Hindi. */
import { screen } from "@testing-library/react";
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

function renderCartOf(payments: { acceptsCash: boolean; acceptsOnlinePayment: boolean }) {
  mockEndpoint(getSettings, { gst: 5 });
  mockEndpoint(getCart, makeCart([makeLine()], payments));
  mockEndpoint(getCartOffers, { data: [] });
  signInAs("user");
  renderRoutes([{ path: "/user/cart", element: <CartPage /> }], "/user/cart");
}

describe("CartPage: the restaurant's payment modes", () => {
  // [accepts cash, accepts online, what the cart says]
  const table: Array<[boolean, boolean, string]> = [
    [true, true, "Cash on delivery available"],
    [false, true, "Online payment only"],
    [true, false, "Cash on delivery only"],
  ];
  it.each(table)("cash %s, online %s: says %s under the bill", async (acceptsCash, acceptsOnlinePayment, text) => {
    renderCartOf({ acceptsCash, acceptsOnlinePayment });
    const note = await screen.findByText(text);
    // After the bill, before the button: what the customer reads last before going to pay.
    const bill = await screen.findByRole("region", { name: "Bill details" });
    expect(bill.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says it in Hindi", async () => {
    await setLanguage("hi");
    renderCartOf({ acceptsCash: false, acceptsOnlinePayment: true });
    expect(await screen.findByText("सिर्फ़ ऑनलाइन पेमेंट")).toBeInTheDocument();
  });
});
