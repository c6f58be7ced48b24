/** "List" / "Map" tabs (ARIA tabs: arrow keys move between them, the panel follows the selected tab). */
import { type KeyboardEvent, useRef } from "react";
import { t } from "../../../lib/i18n";

export type RestaurantView = "list" | "map";

const TABS: { value: RestaurantView; labelKey: string }[] = [
  { value: "list", labelKey: "restaurants:list" },
  { value: "map", labelKey: "restaurants:map" },
];

export const tabId = (view: RestaurantView) => `restaurants-tab-${view}`;
export const panelId = (view: RestaurantView) => `restaurants-panel-${view}`;

export function ViewTabs({ view, onChange }: { view: RestaurantView; onChange: (view: RestaurantView) => void }) {
  const refs = useRef<Record<RestaurantView, HTMLButtonElement | null>>({ list: null, map: null });

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    const index = TABS.findIndex((tab) => tab.value === view);
    const next = TABS[(index + (event.key === "ArrowRight" ? 1 : TABS.length - 1)) % TABS.length];
    if (!next) return;
    onChange(next.value);
    refs.current[next.value]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={t("restaurants:restaurantsView")}
      className="inline-flex rounded-lg bg-gray-100 p-1"
    >
      {TABS.map((tab) => {
        const selected = tab.value === view;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              refs.current[tab.value] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab.value)}
            aria-selected={selected}
            aria-controls={panelId(tab.value)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={onKeyDown}
            className={`min-h-9 rounded-md px-4 text-sm font-semibold ${
              selected ? "bg-white text-gray-900 shadow-sm" : "text-gray-700 hover:text-gray-900"
            }`}
          >
            {t(tab.labelKey)}
          </button>
        );
      })}
    </div>
  );
}
