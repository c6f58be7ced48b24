import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../lib/i18n";
import type { CustomerOrderFacts } from "../../lib/use-customer-order-state";
import { CustomerOrderStatusBadge } from "./CustomerOrderStatusBadge";

// Placed at noon in India (06:30 UTC): its 15-minute payment window closes at 06:45:00 UTC.
const unpaid: CustomerOrderFacts = {
  status: "PENDING",
  paymentMode: "ONLINE",
  paymentStatus: "PENDING",
  createdAt: "2026-01-15T06:30:00.000Z",
};

describe("CustomerOrderStatusBadge", () => {
  it("counts the minutes left to pay down, the last minute in words, then says the time is over", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-01-15T06:33:00.000Z"));
    render(<CustomerOrderStatusBadge order={unpaid} />);
    const badge = screen.getByText("Awaiting payment · 12 min left");
    expect(badge).toHaveClass("bg-yellow-100");

    act(() => void vi.advanceTimersByTime(59_999));
    expect(badge).toHaveTextContent("Awaiting payment · 12 min left");
    act(() => void vi.advanceTimersByTime(1));
    expect(badge).toHaveTextContent("Awaiting payment · 11 min left");

    // 06:44:00: one minute left.
    act(() => void vi.advanceTimersByTime(10 * 60_000));
    expect(badge).toHaveTextContent("Awaiting payment · less than a minute left");

    // 06:45:00: the window has closed (the server's sweep cancels the order, and its event refetches it).
    act(() => void vi.advanceTimersByTime(60_000));
    expect(badge).toHaveTextContent("Not paid in time");
    expect(badge).toHaveClass("bg-red-100");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("moves to 'Waiting for the restaurant' once paid, and stops counting", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-01-15T06:33:00.000Z"));
    const { rerender } = render(<CustomerOrderStatusBadge order={unpaid} />);
    expect(screen.getByText("Awaiting payment · 12 min left")).toBeInTheDocument();

    rerender(<CustomerOrderStatusBadge order={{ ...unpaid, paymentStatus: "PAID" }} />);
    expect(screen.getByText("Waiting for the restaurant")).toHaveClass("bg-yellow-100");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("reads a cash order the restaurant has not accepted as 'Waiting for the restaurant', later ones by status", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-01-15T06:33:00.000Z"));
    const { rerender } = render(<CustomerOrderStatusBadge order={{ ...unpaid, paymentMode: "COD" }} />);
    expect(screen.getByText("Waiting for the restaurant")).toHaveClass("bg-yellow-100");
    expect(vi.getTimerCount()).toBe(0);

    rerender(<CustomerOrderStatusBadge order={{ ...unpaid, paymentMode: "COD", status: "PREPARING" }} />);
    expect(screen.getByText("Preparing")).toHaveClass("bg-green-100");
  });

  it("says it in Hindi", async () => {
    await setLanguage("hi");
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-01-15T06:33:00.000Z"));
    const { rerender } = render(<CustomerOrderStatusBadge order={unpaid} />);
    expect(screen.getByText("पेमेंट का इंतज़ार · 12 मिनट बाकी")).toBeInTheDocument();
    rerender(<CustomerOrderStatusBadge order={{ ...unpaid, paymentMode: "COD" }} />);
    expect(screen.getByText("रेस्टोरेंट के जवाब का इंतज़ार")).toBeInTheDocument();
  });
});
