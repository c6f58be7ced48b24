/** The key to the dispatch map: each rider and order state with its shape and colour. */
import { ORDER_BOARD_STATES, RIDER_BOARD_STATES } from "@zaika/contract/dispatch";
import { ORDER_MARKS, RIDER_MARKS } from "./board-marks";
import { MarkGlyph } from "./MarkGlyph";

export function BoardLegend() {
  return (
    <div className="flex flex-wrap gap-x-8 gap-y-2 text-sm text-gray-800">
      <div>
        <h3 className="font-semibold text-gray-900">Riders</h3>
        <ul aria-label="Rider markers" className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {RIDER_BOARD_STATES.map((state) => (
            <li key={state} className="inline-flex items-center gap-1.5">
              <MarkGlyph mark={RIDER_MARKS[state]} />
              {RIDER_MARKS[state].label}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="font-semibold text-gray-900">Orders (at their restaurant)</h3>
        <ul aria-label="Order markers" className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {ORDER_BOARD_STATES.map((state) => (
            <li key={state} className="inline-flex items-center gap-1.5">
              <MarkGlyph mark={ORDER_MARKS[state]} />
              {ORDER_MARKS[state].label}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
