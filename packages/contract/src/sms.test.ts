import { describe, expect, it } from "vitest";
import { otpSms, restaurantAlertSms } from "./sms";

describe("otpSms", () => {
  it("reads the code and its 5 minutes in English", () => {
    expect(otpSms("482913", "en")).toBe(
      "482913 is your Zaika verification code. It expires in 5 minutes. Never share it with anyone.",
    );
  });

  it("reads the code and its 5 minutes in Hindi", () => {
    expect(otpSms("482913", "hi")).toBe(
      "482913 आपका ज़ायका वेरिफ़िकेशन कोड है। यह 5 मिनट में एक्सपायर हो जाएगा। इसे किसी के साथ शेयर न करें।",
    );
  });
});

describe("restaurantAlertSms", () => {
  // ₹1,234.50 due; 3 minutes 40 seconds before the auto-cancel: 3 whole minutes to accept.
  const input = {
    orderNumber: "ZK-20260115-0042",
    totalPaise: 123_450,
    cancelDueAt: new Date("2026-01-15T13:03:40Z"),
    now: new Date("2026-01-15T13:00:00Z"),
  };

  it("in English, as before issue 15", () => {
    expect(restaurantAlertSms(input, "en")).toBe(
      "Zaika: new order ZK-20260115-0042 (₹1,234.50) is waiting. Accept it within 3 min or it will be cancelled.",
    );
  });

  it("in Hindi", () => {
    expect(restaurantAlertSms(input, "hi")).toBe(
      "ज़ायका: नया ऑर्डर ZK-20260115-0042 (₹1,234.50) इंतज़ार में है। इसे 3 मिनट में स्वीकार करें, वरना यह रद्द हो जाएगा।",
    );
  });
});
