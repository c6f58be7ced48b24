import { render, screen, within } from "@testing-library/react";
import type { SettlementStatement as Statement } from "@zaika/contract/reports";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import { SettlementStatement } from "./SettlementStatement";

/**
 * February 2026, worked by hand at a 15 % commission on the item subtotal and 18 % GST on the commission:
 * - A delivered: items 630 + packaging 20 = 650; commission 94.50; GST 17.01; refunded 120 after delivery.
 * - B delivered: items 400 + packaging 10 = 410; commission 60; GST 10.80.
 * - C still under way on 28 Feb: items 200 + packaging 10 = 210, no commission yet.
 * - D placed and cancelled in February: its sale is reversed, the restaurant kept a 40 cancellation fee.
 * Gross 650 + 410 + 210 = 1,270; commission 94.50 + 60 = 154.50; GST 17.01 + 10.80 = 27.81;
 * net payable 1,270 − 154.50 − 27.81 − 120 + 40 = 1,007.69. Nothing was owed on 1 Feb and 500 was paid out, so
 * 1,007.69 − 500 = 507.69 is owed at the end: C's 210 pending, 297.69 outstanding (A 650 − 94.50 − 17.01 − 120 =
 * 418.49, B 410 − 60 − 10.80 = 339.20, D 40: 797.69, less the 500 paid).
 */
const FEBRUARY: Statement = {
  gross: 1270,
  commission: 154.5,
  commissionGst: 27.81,
  refunds: 120,
  cancellationFees: 40,
  netPayable: 1007.69,
  paidOut: 500,
  outstanding: 297.69,
  pending: 210,
};

/** A week with no orders but a 120 refund of an older order: 300 was outstanding before it, 300 − 120 = 180 after. */
const REFUND_ONLY: Statement = {
  gross: 0,
  commission: 0,
  commissionGst: 0,
  refunds: 120,
  cancellationFees: 0,
  netPayable: -120,
  paidOut: 0,
  outstanding: 180,
  pending: 0,
};

function renderStatement(settlement: Statement) {
  return render(<SettlementStatement settlement={settlement} from="2026-02-01" to="2026-02-28" />);
}

/** Each line of the statement as [label, amount], the label without its explanation. */
function lines(): Array<[string, string]> {
  const table = screen.getByRole("table", { name: "Settlement statement from 1 Feb 2026 to 28 Feb 2026" });
  return within(table)
    .getAllByRole("row")
    .map((row) => [row.querySelector("th")?.firstChild?.textContent ?? "", row.querySelector("td")?.textContent ?? ""]);
}

describe("SettlementStatement", () => {
  it("lists the statement's lines in order, the deductions with a minus sign", () => {
    renderStatement(FEBRUARY);

    expect(screen.getByRole("heading", { level: 2, name: "Settlement statement" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Settlement statement" })).toBeInTheDocument();
    expect(lines()).toEqual([
      ["Gross sales", "₹1,270"],
      ["Commission", "-₹154.50"],
      ["GST on commission (18 %)", "-₹27.81"],
      ["Refunds", "-₹120"],
      ["Cancellation fees kept", "₹40"],
      ["Net payable", "₹1,007.69"],
      ["Paid out in this period", "₹500"],
      ["Outstanding (payable now)", "₹297.69"],
      ["Pending (orders still under way)", "₹210"],
    ]);
  });

  it("sets the net payable apart in bold", () => {
    renderStatement(FEBRUARY);

    const net = screen.getByRole("row", { name: "Net payable ₹1,007.69" });
    expect(within(net).getByRole("rowheader")).toHaveClass("font-semibold");
    expect(within(net).getByRole("cell")).toHaveClass("font-semibold");
  });

  it("explains outstanding and pending in plain words", () => {
    renderStatement(FEBRUARY);

    expect(screen.getByRole("rowheader", { name: /^Outstanding \(payable now\)/ })).toHaveTextContent(
      "Owed for delivered, cancelled and rejected orders at the end of the period, after payouts.",
    );
    expect(screen.getByRole("rowheader", { name: /^Pending \(orders still under way\)/ })).toHaveTextContent(
      "Owed for orders still under way at the end of the period; payable once they are delivered, cancelled or rejected.",
    );
  });

  it("reads in Hindi, with amounts grouped in lakhs for hi-IN", async () => {
    // A month of 1,25,000 gross: commission 15 % = 18,750; GST 18 % of it = 3,375; net 1,25,000 − 18,750 − 3,375 =
    // 1,02,875; 1,00,000 paid out leaves 2,875 outstanding.
    await setLanguage("hi");
    renderStatement({
      gross: 125000,
      commission: 18750,
      commissionGst: 3375,
      refunds: 0,
      cancellationFees: 0,
      netPayable: 102875,
      paidOut: 100000,
      outstanding: 2875,
      pending: 0,
    });

    expect(screen.getByRole("heading", { level: 2, name: "सेटलमेंट स्टेटमेंट" })).toBeInTheDocument();
    const rows = within(screen.getByRole("table"))
      .getAllByRole("row")
      .map((row) => [row.querySelector("th")?.firstChild?.textContent, row.querySelector("td")?.textContent]);
    expect(rows).toEqual([
      ["कुल बिक्री", "₹1,25,000"],
      ["कमीशन", "-₹18,750"],
      ["कमीशन पर GST (18 %)", "-₹3,375"],
      ["रिफ़ंड", "₹0"],
      ["रखी गई कैंसलेशन फ़ीस", "₹0"],
      ["शुद्ध देय रकम", "₹1,02,875"],
      ["इस अवधि में भुगतान हुआ", "₹1,00,000"],
      ["बकाया (अभी देय)", "₹2,875"],
      ["पेंडिंग (चालू ऑर्डर)", "₹0"],
    ]);
  });

  it("shows nothing deducted as ₹0 and a negative net payable with its sign", () => {
    renderStatement(REFUND_ONLY);

    expect(lines()).toEqual([
      ["Gross sales", "₹0"],
      ["Commission", "₹0"],
      ["GST on commission (18 %)", "₹0"],
      ["Refunds", "-₹120"],
      ["Cancellation fees kept", "₹0"],
      ["Net payable", "-₹120"],
      ["Paid out in this period", "₹0"],
      ["Outstanding (payable now)", "₹180"],
      ["Pending (orders still under way)", "₹0"],
    ]);
  });
});
