/** The customer's order page in Hindi (issue 15): status, progress, history, payment, the bill and its prices. */
import { screen, within } from "@testing-library/react";
import { getOrder } from "@zaika/contract/endpoints/orders";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import { mockEndpoint } from "../../../test/mock-api";
import { makeOrder, ORDER_ID } from "../../../test/orders";
import { mockPublicConfig } from "../../../test/public-config";
import { renderRoutes } from "../../../test/utils";
import { CustomerOrderPage } from "./CustomerOrderPage";

describe("CustomerOrderPage in Hindi", () => {
  it("shows where the order stands, its payment and its bill in Hindi, with the prices in hi-IN", async () => {
    mockPublicConfig();
    // makeOrder: 2 × Paneer Tikka = ₹550, GST 5% ₹27.50, packaging ₹20, free delivery: ₹597.50, paid online.
    mockEndpoint(getOrder, { data: makeOrder({ status: "PREPARING" }) });
    await setLanguage("hi");
    renderRoutes(
      [{ path: "/user/profile/order-history/:id", element: <CustomerOrderPage /> }],
      `/user/profile/order-history/${ORDER_ID}`,
    );

    expect(await screen.findByRole("heading", { level: 1, name: "ऑर्डर 100042" })).toBeInTheDocument();
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("तैयार हो रहा है");
    const history = within(screen.getByRole("list", { name: "ऑर्डर का इतिहास" }));
    expect(history.getByText("ऑर्डर किया गया")).toBeInTheDocument();
    expect(history.getByText(/Asha Verma \(ग्राहक\) द्वारा/)).toBeInTheDocument();

    expect(screen.getByText("तरीका").nextSibling).toHaveTextContent("ऑनलाइन");
    expect(screen.getByText("स्थिति").nextSibling).toHaveTextContent("पेमेंट हो गया");
    expect(screen.getByText("मात्रा: 2")).toBeInTheDocument();

    expect(screen.getByText("आइटम टोटल").nextSibling).toHaveTextContent("₹550");
    expect(screen.getByText("GST (5%)").nextSibling).toHaveTextContent("₹27.50");
    expect(screen.getByText("डिलीवरी फ़ीस").nextSibling).toHaveTextContent("फ़्री");
    expect(screen.getByText("कुल रकम").nextSibling).toHaveTextContent("₹597.50");
    expect(screen.getByRole("button", { name: "ऑर्डर कैंसिल करें" })).toBeInTheDocument();
  });
});
