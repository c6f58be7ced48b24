/**
 * The listing's filters and sort order (decision 017) above the restaurants of the home and category pages: toggle
 * chips (one row that scrolls sideways on a phone), a sort select and "Clear filters" once anything is set.
 */
import {
  activeFilterCount,
  COST_FOR_TWO_BANDS,
  type CostForTwoBand,
  FAST_DELIVERY_MAX_MINUTES,
  LISTING_SORTS,
  type ListingFilters,
  type ListingSort,
  TOP_RATED_MIN,
} from "@zaika/contract/listing-rules";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { formatNumber, t } from "../../lib/i18n";
import { DEFAULT_LISTING_VIEW, type ListingView } from "../../lib/listing-view";
import { Button } from "../ui/Button";
import { Select } from "../ui/Select";

/** The catalog keys of the cost-for-two bands and sort orders (the contract's labels, in the app's language). */
const COST_FOR_TWO_KEYS = {
  "under-300": "listing:costUnder300",
  "300-600": "listing:cost300To600",
  "over-600": "listing:costOver600",
} as const satisfies Record<CostForTwoBand, string>;

const SORT_KEYS = {
  relevance: "listing:sortRelevance",
  rating: "listing:sortRating",
  "delivery-time": "listing:sortDeliveryTime",
  cost: "listing:sortCost",
  distance: "listing:sortDistance",
} as const satisfies Record<ListingSort, string>;

/** Whether a view differs from the default one (then "Clear filters" is offered). */
export function isFiltered(view: ListingView): boolean {
  return activeFilterCount(view.filters) > 0 || view.sort !== DEFAULT_LISTING_VIEW.sort;
}

/** `relative`: the visually hidden prefix of a chip stays inside the sideways-scrolling row instead of widening the page. */
function Chip({ pressed, onToggle, children }: { pressed: boolean; onToggle: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={`relative inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap transition-colors ${
        pressed
          ? "border-brand-700 bg-brand-50 text-brand-900"
          : "border-gray-300 bg-white text-gray-800 hover:bg-gray-100"
      }`}
    >
      {pressed && <Check className="size-4" aria-hidden="true" />}
      {children}
    </button>
  );
}

type ListingFilterBarProps = {
  view: ListingView;
  onChange: (view: ListingView) => void;
  /** Sorting by distance needs a location. */
  hasLocation: boolean;
};

export function ListingFilterBar({ view, onChange, hasLocation }: ListingFilterBarProps) {
  const { filters, sort } = view;
  const set = (changes: ListingFilters) => onChange({ ...view, filters: { ...filters, ...changes } });
  const bands = filters.costForTwo ?? [];
  const toggleBand = (band: CostForTwoBand) =>
    set({
      costForTwo: COST_FOR_TWO_BANDS.filter((b) => (b === band ? !bands.includes(b) : bands.includes(b))),
    });
  const sorts = LISTING_SORTS.filter((s) => hasLocation || s !== "distance");

  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
      {/* On a phone the chips scroll sideways in this box, edge to edge; wider screens wrap them. */}
      <div className="-mx-4 min-w-0 overflow-x-auto px-4 py-1 md:mx-0 md:flex-1 md:overflow-visible md:px-0">
        <fieldset className="flex w-max gap-2 md:w-auto md:flex-wrap">
          <legend className="sr-only">{t("listing:filters")}</legend>
          <Chip
            pressed={filters.vegOnly === true}
            onToggle={() => set({ vegOnly: filters.vegOnly ? undefined : true })}
          >
            {t("listing:vegOnly")}
          </Chip>
          <Chip
            pressed={filters.minRating === TOP_RATED_MIN}
            onToggle={() => set({ minRating: filters.minRating === TOP_RATED_MIN ? undefined : TOP_RATED_MIN })}
          >
            {t("listing:ratingAtLeast", {
              rating: formatNumber(TOP_RATED_MIN, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
            })}
          </Chip>
          <Chip
            pressed={filters.maxDeliveryMinutes === FAST_DELIVERY_MAX_MINUTES}
            onToggle={() =>
              set({
                maxDeliveryMinutes:
                  filters.maxDeliveryMinutes === FAST_DELIVERY_MAX_MINUTES ? undefined : FAST_DELIVERY_MAX_MINUTES,
              })
            }
          >
            {t("listing:deliveryWithin", { minutes: FAST_DELIVERY_MAX_MINUTES })}
          </Chip>
          {COST_FOR_TWO_BANDS.map((band) => (
            <Chip key={band} pressed={bands.includes(band)} onToggle={() => toggleBand(band)}>
              <span className="sr-only">{t("listing:costForTwo")}</span> {t(COST_FOR_TWO_KEYS[band])}
            </Chip>
          ))}
          <Chip
            pressed={filters.openNow === true}
            onToggle={() => set({ openNow: filters.openNow ? undefined : true })}
          >
            {t("listing:openNow")}
          </Chip>
          <Chip
            pressed={filters.hasOffers === true}
            onToggle={() => set({ hasOffers: filters.hasOffers ? undefined : true })}
          >
            {t("listing:offers")}
          </Chip>
        </fieldset>
      </div>
      <div className="flex items-end gap-2 md:shrink-0">
        <Select
          label={t("listing:sortBy")}
          value={sort}
          onChange={(event) => onChange({ ...view, sort: event.target.value as ListingSort })}
          className="min-w-0 flex-1 md:w-60 md:flex-none"
        >
          {sorts.map((s) => (
            <option key={s} value={s}>
              {t(SORT_KEYS[s])}
            </option>
          ))}
        </Select>
        {isFiltered(view) && (
          <Button
            variant="secondary"
            size="md"
            className="shrink-0 whitespace-nowrap"
            onClick={() => onChange(DEFAULT_LISTING_VIEW)}
          >
            {t("listing:clearFilters")}
          </Button>
        )}
      </div>
    </div>
  );
}
