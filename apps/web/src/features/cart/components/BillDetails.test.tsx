import { render, screen, within } from "@testing-library/react";
import { computeBill } from "@zaika/contract/pricing";
import { describe, expect, it } from "vitest";
import { BillDetails } from "./BillDetails";

/** The bill's rows as [label, amount], in order. */
function rows(): string[][] {
  return within(screen.getByRole("region", { name: "Bill details" }))
    .getAllByRole("term")
    .map((term) => [term.textContent ?? "", term.nextElementSibling?.textContent ?? ""]);
}

// Items ₹200 at 5 % GST (₹10), packaging ₹20, delivery ₹30: ₹260.
const bill = computeBill([20_000], {
  gstPercent: 5,
  packagingChargePaise: 2_000,
  deliveryFeePaise: 3_000,
  freeDeliveryThresholdPaise: null,
});

describe("BillDetails: earlier cash orders' cancellation fees (decision 027)", () => {
  it("shows each fee as a line before the grand total, which includes them, and says why", () => {
    render(
      <BillDetails
        bill={bill}
        previousFees={[
          { orderNumber: "ZK100007", fee: 27 },
          { orderNumber: "ZK100012", fee: 12.5 },
        ]}
      />,
    );
    expect(rows()).toEqual([
      ["Item total", "₹200"],
      ["GST (5%)", "₹10"],
      ["Packaging charge", "₹20"],
      ["Delivery fee", "₹30"],
      ["Cancellation fee, order ZK100007", "₹27"],
      ["Cancellation fee, order ZK100012", "₹12.50"],
      ["Grand total", "₹299.50"],
    ]);
    expect(screen.getByText("A cancelled cash order's fee is collected with this order.")).toBeInTheDocument();
  });

  it("shows no fee line or note without one", () => {
    render(<BillDetails bill={bill} />);
    expect(rows().at(-1)).toEqual(["Grand total", "₹260"]);
    expect(screen.queryByText(/cancelled cash order/)).not.toBeInTheDocument();
  });
});
