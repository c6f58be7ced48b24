/**
 * The support promises of the contract (hours, days, reply time, refund timelines) as a person reads them, in the
 * app's language. The English catalog repeats the contract's constants word for word (support-hours.test.ts holds
 * them equal), so a change to a constant that is not made in the catalogs fails a test.
 */
import { REFUND_TIMELINES } from "@zaika/contract/constants";
import { t } from "./i18n";

type RefundMethod = (typeof REFUND_TIMELINES)[number]["method"];

const REFUND_METHOD_KEYS: Record<RefundMethod, string> = {
  "UPI / wallet": "ui:refundMethodUpiWallet",
  "Card / net banking": "ui:refundMethodCardBank",
};

/** "9:30 AM - 7:30 PM IST, 7 days" (SUPPORT_HOURS, SUPPORT_DAYS). */
export function supportHoursText(): string {
  return t("ui:supportHours");
}

/** "1-2 hours" (SUPPORT_REPLY_PROMISE). */
export function supportReplyPromiseText(): string {
  return t("ui:supportReplyPromise");
}

/** A refund timeline's payment method, "UPI / wallet". */
export function refundMethodText(method: RefundMethod): string {
  return t(REFUND_METHOD_KEYS[method]);
}

/** "2-4 business days". */
export function businessDaysText(days: string): string {
  return t("ui:businessDays", { days });
}

/** Every refund timeline on one line: "UPI / wallet: 2-4 business days; Card / net banking: 5-7 business days". */
export function refundTimelinesText(): string {
  return REFUND_TIMELINES.map((timeline) =>
    t("ui:refundTimeline", {
      method: refundMethodText(timeline.method),
      days: businessDaysText(timeline.businessDays),
    }),
  ).join(t("ui:listSeparator"));
}
