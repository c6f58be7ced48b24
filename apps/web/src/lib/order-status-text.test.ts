import { customerOrderState } from "@zaika/contract/customer-order-state";
import type { PaymentMode } from "@zaika/contract/order-status";
import { ORDER_STATUS_LABELS, ORDER_STATUSES, PAYMENT_MODE_LABELS, PAYMENT_MODES } from "@zaika/contract/order-status";
import { describe, expect, it } from "vitest";
import { setLanguage } from "./i18n";
import { customerOrderStateText, orderStatusText, paymentModeText, paymentStatusText } from "./order-status-text";

describe("order status texts", () => {
  it("say every status and payment mode in English as the contract's labels do", () => {
    for (const status of ORDER_STATUSES) expect(orderStatusText(status)).toBe(ORDER_STATUS_LABELS[status]);
    for (const mode of PAYMENT_MODES) expect(paymentModeText(mode)).toBe(PAYMENT_MODE_LABELS[mode]);
    expect(paymentStatusText("PENDING")).toBe("Not paid yet");
  });

  it("say them in Hindi once the language is Hindi", async () => {
    await setLanguage("hi");
    expect(orderStatusText("OUT_FOR_DELIVERY")).toBe("डिलीवरी के लिए निकला");
    expect(orderStatusText("CANCELLED")).toBe("कैंसिल हुआ");
    expect(paymentModeText("COD")).toBe("कैश ऑन डिलीवरी");
    expect(paymentStatusText("PAID")).toBe("पेमेंट हो गया");
  });
});

describe("customer order state texts", () => {
  it("say each state in English as the contract's customerOrderState labels it", () => {
    const placedAt = "2026-01-15T06:30:00.000Z";
    const unpaid = { status: "PENDING", paymentMode: "ONLINE", paymentStatus: "PENDING", placedAt } as const;
    for (const facts of [
      { ...unpaid, now: new Date("2026-01-15T06:33:00.000Z") },
      { ...unpaid, now: new Date("2026-01-15T06:44:30.000Z") },
      { ...unpaid, now: new Date("2026-01-15T06:45:00.000Z") },
      { ...unpaid, paymentMode: "COD" as PaymentMode, now: new Date("2026-01-15T06:33:00.000Z") },
      ...ORDER_STATUSES.map(
        (status) => ({ ...unpaid, status, paymentStatus: "PAID", now: new Date(placedAt) }) as const,
      ),
    ]) {
      const state = customerOrderState(facts);
      expect(customerOrderStateText(state, facts.status)).toBe(state.label);
    }
  });
});
