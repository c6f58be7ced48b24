/** The board's riders beside the map: each with its state (shape, colour and words), vehicle and current orders. */
import type { DispatchBoard } from "@zaika/contract/dispatch";
import { VEHICLE_LABELS } from "../../../components/dispatch/labels";
import { formatTimeWithSeconds } from "../../../lib/india-time";
import { RIDER_MARKS } from "./board-marks";
import { MarkGlyph } from "./MarkGlyph";

type Rider = DispatchBoard["riders"][number];

export function BoardRiders({ riders, orderNumbers }: { riders: Rider[]; orderNumbers: ReadonlyMap<string, string> }) {
  const online = riders.filter((rider) => rider.state !== "offline").length;
  return (
    <section aria-labelledby="board-riders-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <h2 id="board-riders-title" className="font-semibold text-gray-900">
        Riders <span className="font-normal text-gray-700">· {online} online</span>
      </h2>
      {online === 0 && <p className="mt-2 text-gray-800">No riders online</p>}
      {riders.length > 0 && (
        <ul className="mt-2 divide-y divide-gray-100">
          {riders.map((rider) => {
            const mark = RIDER_MARKS[rider.state];
            const orders = rider.orderIds.map((id) => orderNumbers.get(id) ?? "an order");
            const offered = rider.offeredOrderId ? orderNumbers.get(rider.offeredOrderId) : undefined;
            return (
              <li key={rider._id} className="flex items-start gap-2 py-2">
                <span className="mt-1">
                  <MarkGlyph mark={mark} />
                </span>
                <div className="min-w-0">
                  <p className="font-medium text-gray-900">
                    {rider.name} <span className="font-normal text-gray-800">· {mark.label}</span>
                  </p>
                  <p className="text-sm text-gray-700">
                    {VEHICLE_LABELS[rider.vehicleType]}
                    {orders.length > 0 && ` · carrying ${orders.join(", ")}`}
                    {offered && ` · offered ${offered}`}
                    {rider.position
                      ? ` · seen ${formatTimeWithSeconds(rider.position.at)}`
                      : rider.state !== "offline" && " · no position yet"}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
