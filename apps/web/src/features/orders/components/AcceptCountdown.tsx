/**
 * "Accept within 3:12" on a pending order the kitchen has (issue 12): the system cancels it unanswered at `acceptBy`
 * (ORDER_AUTO_CANCEL_AFTER_SECONDS after it reached the kitchen), so the restaurant sees the time it has left.
 */
import { formatCountdown } from "@zaika/contract/escalation";
import { Timer } from "lucide-react";
import { useEffect, useState } from "react";
import { t } from "../../../lib/i18n";

/** The last minute is urgent: shown in red. */
const URGENT_SECONDS = 60;

export function AcceptCountdown({ acceptBy }: { acceptBy: string | null }) {
  const deadline = acceptBy ? Date.parse(acceptBy) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  const counting = !Number.isNaN(deadline) && now < deadline;
  useEffect(() => {
    if (!counting) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [counting]);
  if (Number.isNaN(deadline)) return null;
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  return (
    <p
      className={`flex items-center gap-1 text-sm font-semibold ${left <= URGENT_SECONDS ? "text-red-800" : "text-yellow-900"}`}
    >
      <Timer className="size-4" aria-hidden="true" />
      {left > 0 ? t("orders:acceptWithin", { time: formatCountdown(left) }) : t("orders:notAnsweredInTime")}
    </p>
  );
}
