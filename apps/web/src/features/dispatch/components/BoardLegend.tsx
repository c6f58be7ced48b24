/**
 * The key to the dispatch map: each rider and order state with its shape and colour. Its titles are plain text, not
 * headings: the map's caption comes before the page's h2 sections, and each list is named by its aria-label.
 */
import { ORDER_BOARD_STATES, RIDER_BOARD_STATES } from "@zaika/contract/dispatch";
import { t } from "../../../lib/i18n";
import { ORDER_MARKS, RIDER_MARKS } from "./board-marks";
import { MarkGlyph } from "./MarkGlyph";

export function BoardLegend() {
  return (
    <div className="flex flex-wrap gap-x-8 gap-y-2 text-sm text-gray-800">
      <div>
        <p className="font-semibold text-gray-900">{t("dispatch:riders")}</p>
        <ul aria-label={t("dispatch:riderMarkers")} className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {RIDER_BOARD_STATES.map((state) => (
            <li key={state} className="inline-flex items-center gap-1.5">
              <MarkGlyph mark={RIDER_MARKS[state]} />
              {t(RIDER_MARKS[state].labelKey)}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <p className="font-semibold text-gray-900">{t("dispatch:ordersAtRestaurant")}</p>
        <ul aria-label={t("dispatch:orderMarkers")} className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {ORDER_BOARD_STATES.map((state) => (
            <li key={state} className="inline-flex items-center gap-1.5">
              <MarkGlyph mark={ORDER_MARKS[state]} />
              {t(ORDER_MARKS[state].labelKey)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
