/**
 * A restaurant's availability and delivery-time texts in the app's language (issue 15): "Closed now", "Opens at
 * 7:00 PM", "Paused · back at 8:30 PM", "Paused for now", "30–35 min", "Under 30 min". The English reads exactly as
 * the contract's labels (listing-rules.ts, kitchen-rules.ts, eta-rules.ts); the clock time is India time, in the
 * current locale.
 */
import type { EtaRange } from "@zaika/contract/eta-rules";
import { indiaClockTime } from "@zaika/contract/kitchen-rules";
import { currentLanguage, dateFormat, t } from "../../lib/i18n";

/** "7:00 PM" in English (as the contract writes it), "7:00 pm" in Hindi: India time. */
export function clockTimeText(at: Date): string {
  if (currentLanguage() === "en") return indiaClockTime(at);
  return dateFormat({ hour: "numeric", minute: "2-digit", hour12: true }).format(at);
}

export function closedNowText(): string {
  return t("listing:closedNow");
}

export function opensAtText(at: Date): string {
  return t("listing:opensAt", { time: clockTimeText(at) });
}

/** The pause of a kitchen, or null while it takes orders (contract pauseLabel). */
export function pauseText(pause: { paused: boolean; pausedUntil: string | null }): string | null {
  if (!pause.paused) return null;
  return pause.pausedUntil
    ? t("listing:pausedBackAt", { time: clockTimeText(new Date(pause.pausedUntil)) })
    : t("listing:pausedForNow");
}

/** The promised delivery range (contract formatEtaRange). */
export function etaRangeText(range: EtaRange): string {
  return range.minMinutes === 0
    ? t("listing:etaUnder", { max: range.maxMinutes })
    : t("listing:etaRange", { min: range.minMinutes, max: range.maxMinutes });
}
