import { render, screen, within } from "@testing-library/react";
import { ORDER_TIMELINE_TITLES, type OrderTimelineEntry } from "@zaika/contract/order";
import { PAYMENT_MESSAGES } from "@zaika/contract/payment";
import { describe, expect, it } from "vitest";
import { OrderTimeline } from "./OrderTimeline";

const entry = (id: number, fields: Partial<OrderTimelineEntry>): OrderTimelineEntry => ({
  _id: String(id),
  type: "status",
  from: null,
  to: null,
  by: { role: "system", name: null },
  reason: null,
  note: null,
  at: `2025-01-10T10:0${id}:00.000Z`,
  ...fields,
});

describe("OrderTimeline", () => {
  it('says "Payment failed" with the reason for a declined attempt and "Payment received" only for a captured one', () => {
    render(
      <OrderTimeline
        order={{
          status: "PENDING",
          timeline: [
            entry(1, { type: "status", to: "PENDING", by: { role: "user", name: "Asha" } }),
            entry(2, {
              type: "payment_failed",
              reason: PAYMENT_MESSAGES.declined,
              note: "Attempt pay_A (card) declined",
            }),
            entry(3, { type: "payment", note: "Paid online (pay_B, upi)" }),
          ],
        }}
      />,
    );
    const items = within(screen.getByRole("list", { name: "Order history" })).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    const [placed, failed, paid] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(placed).toHaveTextContent(ORDER_TIMELINE_TITLES.placed);
    expect(failed).toHaveTextContent(ORDER_TIMELINE_TITLES.payment_failed);
    expect(failed).toHaveTextContent(`Reason: ${PAYMENT_MESSAGES.declined}`);
    expect(failed).not.toHaveTextContent(ORDER_TIMELINE_TITLES.payment);
    expect(paid).toHaveTextContent(ORDER_TIMELINE_TITLES.payment);
    expect(paid).not.toHaveTextContent(ORDER_TIMELINE_TITLES.payment_failed);
    expect(screen.getAllByText(ORDER_TIMELINE_TITLES.payment)).toHaveLength(1);
  });
});
