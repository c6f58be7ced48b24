/**
 * The SMS texts the server sends, in English and Hindi (issue 15): a function per text. The sign-in code follows the
 * language of the request that asked for it (no account yet); a text to a known account follows the account's
 * stored language, English when none was chosen. The server sends no e-mail.
 */
import { toRupees } from "./common";
import { OTP } from "./constants";
import { minutesToAccept, restaurantAlertText } from "./escalation";
import type { Language } from "./language";
import { formatRupees } from "./pricing";

/** The sign-in code's SMS. */
export function otpSms(code: string, language: Language): string {
  const minutes = OTP.ttlSeconds / 60;
  return language === "hi"
    ? `${code} आपका ज़ायका वेरिफ़िकेशन कोड है। यह ${minutes} मिनट में एक्सपायर हो जाएगा। इसे किसी के साथ शेयर न करें।`
    : `${code} is your Zaika verification code. It expires in ${minutes} minutes. Never share it with anyone.`;
}

/** The SMS to a restaurant's phones about an order it has not answered (issue 12), in its owner's language. */
export function restaurantAlertSms(
  input: { orderNumber: string; totalPaise: number; cancelDueAt: Date; now: Date },
  language: Language,
): string {
  if (language !== "hi") return restaurantAlertText(input);
  const minutes = minutesToAccept(input.cancelDueAt, input.now);
  return (
    `ज़ायका: नया ऑर्डर ${input.orderNumber} (${formatRupees(toRupees(input.totalPaise), "hi-IN")}) इंतज़ार में है। ` +
    `इसे ${minutes} मिनट में स्वीकार करें, वरना यह रद्द हो जाएगा।`
  );
}
