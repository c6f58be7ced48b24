/** The board's riders beside the map: each with its state (shape, colour and words), vehicle and current orders. */
import type { DispatchBoard } from "@zaika/contract/dispatch";
import { vehicleLabel } from "../../../components/dispatch/labels";
import { t } from "../../../lib/i18n";
import { formatTimeWithSeconds } from "../../../lib/india-time";
import { RIDER_MARKS } from "./board-marks";
import { MarkGlyph } from "./MarkGlyph";

type Rider = DispatchBoard["riders"][number];

/** The line under a rider: vehicle, orders carried, the order offered, and when last seen (or not yet). */
function riderFacts(rider: Rider, orderNumbers: ReadonlyMap<string, string>): string {
  const facts = [vehicleLabel(rider.vehicleType)];
  const orders = rider.orderIds.map((id) => orderNumbers.get(id) ?? t("dispatch:anOrder"));
  if (orders.length > 0) facts.push(t("dispatch:carrying", { orders: orders.join(", ") }));
  const offered = rider.offeredOrderId ? orderNumbers.get(rider.offeredOrderId) : undefined;
  if (offered) facts.push(t("dispatch:offeredOrder", { order: offered }));
  if (rider.position) facts.push(t("dispatch:seenAt", { time: formatTimeWithSeconds(rider.position.at) }));
  else if (rider.state !== "offline") facts.push(t("dispatch:noPositionYet"));
  return facts.join(" · ");
}

export function BoardRiders({ riders, orderNumbers }: { riders: Rider[]; orderNumbers: ReadonlyMap<string, string> }) {
  const online = riders.filter((rider) => rider.state !== "offline").length;
  return (
    <section aria-labelledby="board-riders-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <h2 id="board-riders-title" className="font-semibold text-gray-900">
        {t("dispatch:riders")}{" "}
        <span className="font-normal text-gray-700">· {t("dispatch:onlineCount", { number: online })}</span>
      </h2>
      {online === 0 && <p className="mt-2 text-gray-800">{t("dispatch:noRidersOnline")}</p>}
      {riders.length > 0 && (
        <ul className="mt-2 divide-y divide-gray-100">
          {riders.map((rider) => {
            const mark = RIDER_MARKS[rider.state];
            return (
              <li key={rider._id} className="flex items-start gap-2 py-2">
                <span className="mt-1">
                  <MarkGlyph mark={mark} />
                </span>
                <div className="min-w-0">
                  <p className="font-medium text-gray-900">
                    {rider.name} <span className="font-normal text-gray-800">· {t(mark.labelKey)}</span>
                  </p>
                  <p className="text-sm text-gray-700">{riderFacts(rider, orderNumbers)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
