/**
 * The header's search (issue 12, replacing spec §2's category search): one combobox for dishes, restaurants and
 * categories. What is typed is sent once typing pauses (SEARCH.debounceMs), with the stored location, and the answer
 * is listed in three groups. A dish opens its restaurant's page at the dish, a restaurant its page, a category its
 * page; the box is then cleared. Keyboard: arrows move through every group, Enter opens the marked result (the first
 * if none is marked), Escape closes the list (and clears the box when it is already closed). The list hides
 * DROPDOWN_HIDE_MS.category after blur, as the category search's did.
 */
import { DROPDOWN_HIDE_MS, SEARCH } from "@zaika/contract/constants";
import type { SearchCategory, SearchDish, SearchResponse, SearchRestaurant } from "@zaika/contract/search";
import { LoaderCircle, Search, Star, Store, UtensilsCrossed } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { FoodTypeMark } from "../../../components/ui/FoodTypeMark";
import { paymentModesText } from "../../../components/ui/payment-modes-text";
import { inputClassName } from "../../../components/ui/TextField";
import { paths } from "../../../config/paths";
import { formatNumber, formatRupees, t } from "../../../lib/i18n";
import { useNavigate } from "../../../lib/router";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useSearch } from "../api/search";

type Result =
  | { kind: "dish"; key: string; href: string; dish: SearchDish }
  | { kind: "restaurant"; key: string; href: string; restaurant: SearchRestaurant }
  | { kind: "category"; key: string; href: string; category: SearchCategory };

const GROUPS = [
  { kind: "dish", titleKey: "search:dishes" },
  { kind: "restaurant", titleKey: "search:restaurants" },
  { kind: "category", titleKey: "search:categories" },
] as const;

/** Every result in display order (the order the arrow keys follow), with where it leads. */
function resultsOf(data: SearchResponse | undefined): Result[] {
  if (!data) return [];
  return [
    ...data.dishes.map((dish): Result => {
      const page = paths.user.restaurant.getHref(dish.restaurant._id);
      return { kind: "dish", key: `d-${dish._id}`, href: `${page}?dish=${encodeURIComponent(dish._id)}`, dish };
    }),
    ...data.restaurants.map(
      (restaurant): Result => ({
        kind: "restaurant",
        key: `r-${restaurant._id}`,
        href: paths.user.restaurant.getHref(restaurant._id),
        restaurant,
      }),
    ),
    ...data.categories.map(
      (category): Result => ({
        kind: "category",
        key: `c-${category._id}`,
        href: paths.user.category.getHref(category._id, category.name),
        category,
      }),
    ),
  ];
}

/** 1234 m → "1.2 km". */
const kilometres = (metres: number) => t("listing:distanceKm", { km: (metres / 1000).toFixed(1) });

/** "Punjab Grill · 1.2 km · Closed now": where a dish comes from, or a restaurant's facts (with how it is paid). */
function Facts({ parts, closed }: { parts: Array<string | null>; closed: boolean }) {
  return (
    <span className="block text-xs break-words text-gray-700">
      {parts.filter(Boolean).join(" · ")}
      {closed && <span className="font-semibold text-red-800"> · {t("listing:closedNow")}</span>}
    </span>
  );
}

function Thumbnail({ src, fallback }: { src: string | null; fallback: ReactNode }) {
  return src ? (
    <img
      src={src}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      className="size-10 shrink-0 rounded-lg bg-gray-100 object-cover"
    />
  ) : (
    <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
      {fallback}
    </span>
  );
}

function ResultRow({ result }: { result: Result }) {
  if (result.kind === "dish") {
    const { dish } = result;
    const onSale = dish.discountedPrice !== null && dish.discountedPrice < dish.price;
    return (
      <>
        <Thumbnail src={dish.image} fallback={<UtensilsCrossed className="size-5" />} />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-1.5">
            <FoodTypeMark type={dish.foodType} className="size-3.5" />
            <span className="min-w-0 font-semibold break-words">{dish.name}</span>
          </span>
          <Facts
            parts={[
              onSale
                ? t("search:priceWas", {
                    price: formatRupees(dish.discountedPrice as number),
                    was: formatRupees(dish.price),
                  })
                : null,
              onSale ? null : formatRupees(dish.price),
              dish.restaurant.name,
              dish.restaurant.distance === null ? null : kilometres(dish.restaurant.distance),
            ]}
            closed={!dish.restaurant.isOpenNow}
          />
        </span>
      </>
    );
  }
  if (result.kind === "restaurant") {
    const { restaurant } = result;
    return (
      <>
        <Thumbnail src={restaurant.logo} fallback={<Store className="size-5" />} />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className="min-w-0 font-semibold break-words">{restaurant.name}</span>
            {restaurant.rating.count > 0 && (
              <span className="inline-flex shrink-0 items-center gap-0.5 text-xs font-bold text-green-800">
                <Star className="size-3 fill-current" aria-hidden="true" />
                <span className="sr-only">{t("search:rated")} </span>
                {formatNumber(restaurant.rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
              </span>
            )}
          </span>
          <Facts
            parts={[
              restaurant.cuisine.join(", ") || null,
              restaurant.distance === null ? null : kilometres(restaurant.distance),
              // How it can be paid, as its card says (issue 16).
              paymentModesText(restaurant.paymentOptions),
            ]}
            closed={!restaurant.isOpenNow}
          />
        </span>
      </>
    );
  }
  return (
    <>
      <Thumbnail src={result.category.image} fallback={<UtensilsCrossed className="size-5" />} />
      <span className="min-w-0 flex-1 font-semibold break-words">{result.category.name}</span>
    </>
  );
}

export function HeaderSearch({ className = "" }: { className?: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const hideTimer = useRef<number | undefined>(undefined);
  const inputId = useId();
  const popupId = useId();
  const optionId = (index: number) => `${popupId}-option-${index}`;

  const wanted = text.trim().slice(0, SEARCH.maxQueryLength);
  const debounced = useDebouncedValue(wanted, SEARCH.debounceMs);
  const search = useSearch(debounced);
  // Results still on screen from an earlier text (typing, or the debounce pending) are shown, marked as updating.
  const settled = debounced === wanted && !search.isPlaceholderData && !search.isFetching;
  const results = wanted ? resultsOf(search.data) : [];
  const expanded = open && wanted.length > 0;
  const active = expanded ? results[activeIndex] : undefined;

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  function choose(result: Result) {
    setText("");
    setOpen(false);
    setActiveIndex(-1);
    navigate(result.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActiveIndex((index) =>
        index < 0 && step < 0 ? results.length - 1 : (index + step + results.length) % results.length,
      );
    } else if (event.key === "Enter") {
      event.preventDefault();
      const pick = active ?? (expanded ? results[0] : undefined);
      if (pick) choose(pick);
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActiveIndex(-1);
      } else if (text) {
        event.preventDefault();
        setText("");
      }
    }
  }

  // What the list says instead of results (shown), and what screen readers are told (the status line).
  let message: ReactNode = null;
  let status = "";
  if (results.length === 0) {
    if (search.isError && settled) {
      status = t("search:searchFailed");
      message = (
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {status}
          <button
            type="button"
            className="font-semibold text-brand-700 underline underline-offset-2"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void search.refetch()}
          >
            {t("search:retry")}
          </button>
        </span>
      );
    } else if (!settled || search.isPending) {
      status = t("search:searching");
      message = (
        <span className="flex items-center gap-2">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {status}
        </span>
      );
    } else {
      status = t("search:noMatch", { text: wanted });
      message = status;
    }
  } else if (settled && search.data) {
    const { dishes, restaurants, categories } = search.data;
    status = t("search:resultCounts", {
      dishes: t("search:dishCount", { count: dishes.length }),
      restaurants: t("search:restaurantCount", { count: restaurants.length }),
      categories: t("search:categoryCount", { count: categories.length }),
    });
  }

  let offset = 0;
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too recent for older phone browsers (and jsdom)
    <form role="search" className={`relative ${className}`} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className="sr-only">
        {t("search:label")}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-600"
        aria-hidden="true"
      />
      <input
        id={inputId}
        type="search"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH.maxQueryLength}
        placeholder={t("search:placeholder")}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={popupId}
        aria-activedescendant={active ? optionId(activeIndex) : undefined}
        className={`${inputClassName} py-2 pl-9`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActiveIndex(-1);
          setOpen(true);
        }}
        onFocus={() => {
          window.clearTimeout(hideTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          hideTimer.current = window.setTimeout(() => {
            setOpen(false);
            setActiveIndex(-1);
          }, DROPDOWN_HIDE_MS.category);
        }}
        onKeyDown={onKeyDown}
      />
      <p role="status" className="sr-only">
        {expanded ? status : ""}
      </p>
      <div
        id={popupId}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-gray-200 bg-white py-1 shadow-lg"
      >
        {message ? (
          <div className="px-3 py-2 text-sm text-gray-700">{message}</div>
        ) : (
          <div role="listbox" aria-label={t("search:results")} aria-busy={!settled}>
            {GROUPS.map(({ kind, titleKey }) => {
              const group = results.filter((result) => result.kind === kind);
              const first = offset;
              offset += group.length;
              if (group.length === 0) return null;
              const titleId = `${popupId}-${kind}`;
              return (
                // A fieldset is a form group, not a group of listbox options (WAI-ARIA's grouped listbox pattern).
                // biome-ignore lint/a11y/useSemanticElements: role="group" inside role="listbox"
                <div key={kind} role="group" aria-labelledby={titleId}>
                  <p
                    id={titleId}
                    className="px-3 pt-2 pb-1 text-xs font-bold tracking-wide text-gray-600 uppercase"
                    role="presentation"
                  >
                    {t(titleKey)}
                  </p>
                  {group.map((result, at) => {
                    const index = first + at;
                    return (
                      // Keyboard selection happens in the combobox input (aria-activedescendant); options take clicks.
                      // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard for the listbox
                      <div
                        key={result.key}
                        id={optionId(index)}
                        role="option"
                        tabIndex={-1}
                        aria-selected={index === activeIndex}
                        className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-gray-900 ${
                          index === activeIndex ? "bg-brand-50" : "hover:bg-gray-100"
                        }`}
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => choose(result)}
                      >
                        <ResultRow result={result} />
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
        )}
      </div>
    </form>
  );
}
