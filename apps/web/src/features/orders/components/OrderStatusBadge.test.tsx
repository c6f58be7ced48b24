import { render, screen } from "@testing-library/react";
import { ORDER_STATUSES } from "@zaika/contract/order-status";
import { describe, expect, it } from "vitest";
import { OrderStatusBadge } from "./OrderStatusBadge";

describe("OrderStatusBadge", () => {
  it("is red for REJECTED, yellow for PENDING and green for every other status (spec §2)", () => {
    const expected = {
      PENDING: ["Pending", "bg-yellow-100"],
      ACCEPTED: ["Accepted", "bg-green-100"],
      PREPARING: ["Preparing", "bg-green-100"],
      READY_FOR_PICKUP: ["Ready for pickup", "bg-green-100"],
      OUT_FOR_DELIVERY: ["Out for Delivery", "bg-green-100"],
      DELIVERED: ["Delivered", "bg-green-100"],
      REJECTED: ["Rejected", "bg-red-100"],
      CANCELLED: ["Cancelled", "bg-green-100"],
    } as const;
    for (const status of ORDER_STATUSES) {
      const [label, colour] = expected[status];
      const { unmount } = render(<OrderStatusBadge status={status} />);
      expect(screen.getByText(label)).toHaveClass(colour);
      unmount();
    }
  });
});
