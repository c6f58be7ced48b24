import { REFUND_TIMELINES, SUPPORT_DAYS, SUPPORT_HOURS, SUPPORT_REPLY_PROMISE } from "@zaika/contract/constants";
import { describe, expect, it } from "vitest";
import { setLanguage } from "./i18n";
import { refundTimelinesText, supportHoursText, supportReplyPromiseText } from "./support-hours";

describe("support hours and refund timelines", () => {
  it("read in English exactly as the contract's constants", () => {
    expect(supportHoursText()).toBe(`${SUPPORT_HOURS}, ${SUPPORT_DAYS}`);
    expect(supportReplyPromiseText()).toBe(SUPPORT_REPLY_PROMISE);
    expect(refundTimelinesText()).toBe(
      REFUND_TIMELINES.map((timeline) => `${timeline.method}: ${timeline.businessDays} business days`).join("; "),
    );
    expect(refundTimelinesText()).toBe("UPI / wallet: 2-4 business days; Card / net banking: 5-7 business days");
  });

  it("read in Hindi with the same figures", async () => {
    await setLanguage("hi");
    expect(supportHoursText()).toBe("सुबह 9:30 से शाम 7:30 बजे (IST), हफ़्ते के सातों दिन");
    expect(supportReplyPromiseText()).toBe("1-2 घंटे");
    expect(refundTimelinesText()).toBe("UPI / वॉलेट: 2-4 कामकाजी दिन; कार्ड / नेट बैंकिंग: 5-7 कामकाजी दिन");
  });
});
