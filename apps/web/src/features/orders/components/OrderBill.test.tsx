import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeOrder } from "../../../test/orders";
import { OrderBill } from "./OrderBill";

/** The bill's rows as [label, amount], in order. */
function rows(): string[][] {
  return within(screen.getByLabelText("Bill details"))
    .getAllByRole("term")
    .map((term) => [term.textContent ?? "", term.nextElementSibling?.textContent ?? ""]);
}

describe("OrderBill (issue 14)", () => {
  it("shows the coupon's discount with its code and the rider's tip", () => {
    // Hand-worked: items ₹240; ZAIKA50 takes 50% = ₹120, capped at ₹100; GST 5% on ₹140 = ₹7; packaging ₹20;
    // delivery ₹30; tip ₹20. Total 240 − 100 + 7 + 20 + 30 + 20 = ₹217.
    render(
      <OrderBill
        order={makeOrder({
          subtotal: 240,
          discount: 100,
          couponCode: "ZAIKA50",
          gstPercent: 5,
          taxAmount: 7,
          packagingCharge: 20,
          deliveryFee: 30,
          tip: 20,
          finalTotal: 217,
          amountPayable: 217,
        })}
      />,
    );
    expect(rows()).toEqual([
      ["Item total", "₹240"],
      ["Coupon ZAIKA50", "−₹100"],
      ["GST (5%)", "₹7"],
      ["Packaging charge", "₹20"],
      ["Delivery fee", "₹30"],
      ["Rider tip", "₹20"],
      ["Final total", "₹217"],
    ]);
  });

  it("adds an earlier cash order's cancellation fee as its own line to the total paid (decision 027)", () => {
    // Hand-worked: items ₹200, GST ₹10, packaging ₹20, delivery ₹30 = ₹260; ZK100007's fee ₹27 → ₹287 paid.
    render(
      <OrderBill
        order={makeOrder({
          subtotal: 200,
          discount: 0,
          couponCode: null,
          gstPercent: 5,
          taxAmount: 10,
          packagingCharge: 20,
          deliveryFee: 30,
          tip: 0,
          finalTotal: 260,
          previousFees: [{ orderNumber: "ZK100007", fee: 27 }],
          amountPayable: 287,
        })}
      />,
    );
    expect(rows()).toEqual([
      ["Item total", "₹200"],
      ["GST (5%)", "₹10"],
      ["Packaging charge", "₹20"],
      ["Delivery fee", "₹30"],
      ["Cancellation fee, order ZK100007", "₹27"],
      ["Final total", "₹287"],
    ]);
  });

  it("leaves out the coupon and tip lines when there are none", () => {
    render(<OrderBill order={makeOrder({ discount: 0, couponCode: null, tip: 0 })} />);
    const labels = rows().map(([label]) => label);
    expect(labels).not.toContain("Rider tip");
    expect(labels.some((label) => label?.startsWith("Coupon"))).toBe(false);
    expect(labels).toEqual(["Item total", "GST (5%)", "Packaging charge", "Delivery fee", "Final total"]);
  });
});
