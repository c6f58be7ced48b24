/**
 * The delivery location control (spec §2 Location box, §4 Location): a combobox with placeholder 'Location'. Typing
 * searches Indian places (debounced DEBOUNCE_MS.placeSearch); focus opens the dropdown and blur closes it after
 * DROPDOWN_HIDE_MS.location, and a click on the box opens it again (it may still have focus after X, Escape or a
 * choice); the chevron toggles it; X, or deleting all the text, clears the stored location. The dropdown offers
 * 'Use my current location', 'Pick on map' and the suggestions; a choice is stored as { lat, lon, description }.
 */
import { DEBOUNCE_MS, DROPDOWN_HIDE_MS } from "@zaika/contract/constants";
import type { Place } from "@zaika/contract/geo";
import { ChevronDown, LoaderCircle, LocateFixed, Map as MapIcon, MapPin, X } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Trans } from "../../../components/i18n/Trans";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { inputClassName } from "../../../components/ui/TextField";
import { t } from "../../../lib/i18n";
import { onLocationChoiceRequest } from "../../../lib/storage";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { PLACE_SEARCH_MIN_CHARS, usePlaceSearch } from "../api/search-places";
import { useCurrentLocation } from "../hooks/use-current-location";
import { preloadLocationSchema, useDeliveryLocation } from "../hooks/use-delivery-location";
import { LocationPicker } from "./LocationPicker";

type LocationBoxProps = {
  className?: string;
  /** The input's name for assistive technology (and the visible label with `showLabel`). */
  label?: string;
  showLabel?: boolean;
  /** Focus this input when its dialog or drawer opens. */
  autoFocus?: boolean;
  /** Offer 'Pick on map' (not inside the map dialog itself). */
  offerMap?: boolean;
  /** Called after a location was chosen from the dropdown (e.g. to close a drawer). */
  onChosen?: () => void;
  /** Take focus when a page asks for a location (requestLocationChoice), if this box is on screen. */
  answerRequests?: boolean;
};

type Option = { id: string; icon: ReactNode; primary: ReactNode; secondary?: string; run: () => void };

/** "Vijay Nagar, Indore, Madhya Pradesh" → ["Vijay Nagar", "Indore, Madhya Pradesh"]. */
function splitDescription(description: string): [string, string] {
  const comma = description.indexOf(",");
  return comma === -1 ? [description, ""] : [description.slice(0, comma), description.slice(comma + 1).trim()];
}

export function LocationBox({
  className = "",
  label,
  showLabel = false,
  autoFocus = false,
  offerMap = true,
  onChosen,
  answerRequests = false,
}: LocationBoxProps) {
  const { location, setLocation, clearLocation } = useDeliveryLocation();
  const [text, setText] = useState(location?.description ?? "");
  // Whether the text is the customer's own typing (searched) rather than the stored location's description.
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [mapOpen, setMapOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  const inputId = useId();
  const popupId = useId();
  const statusId = useId();
  const optionId = (index: number) => `${popupId}-option-${index}`;

  const query = useDebouncedValue(typed ? text.trim() : "", DEBOUNCE_MS.placeSearch);
  const search = usePlaceSearch(query);
  const suggestions = query.length >= PLACE_SEARCH_MIN_CHARS ? (search.data ?? []) : [];

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };
  const { locate, locating } = useCurrentLocation({
    onLocated: () => {
      close();
      onChosen?.();
    },
  });

  // A location set or cleared elsewhere (the map, another tab, the drawer) shows here too.
  const storedDescription = useRef(location?.description ?? "");
  useEffect(() => {
    storedDescription.current = location?.description ?? "";
    setText(storedDescription.current);
    setTyped(false);
  }, [location]);

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  useEffect(() => {
    if (!answerRequests) return;
    return onLocationChoiceRequest(() => {
      const input = inputRef.current;
      // Hidden boxes (display: none at this screen width) have no layout boxes: the drawer answers instead.
      if (!input || input.getClientRects().length === 0) return;
      input.focus({ preventScroll: true });
      window.scrollTo({ top: 0, behavior: "smooth" });
    });
  }, [answerRequests]);

  async function choosePlace(place: Place) {
    setText(place.description);
    setTyped(false);
    close();
    if (await setLocation({ lat: place.lat, lon: place.lon, description: place.description })) onChosen?.();
  }

  const options: Option[] = [
    {
      id: "current",
      icon: locating ? (
        <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      ) : (
        <LocateFixed className="size-5" aria-hidden="true" />
      ),
      primary: t("location:useCurrentLocation"),
      secondary: locating ? t("location:findingYou") : t("location:usingGps"),
      run: locate,
    },
    ...(offerMap
      ? [
          {
            id: "map",
            icon: <MapIcon className="size-5" aria-hidden="true" />,
            primary: t("location:pickOnMap"),
            secondary: t("location:dropPin"),
            run: () => {
              close();
              setMapOpen(true);
            },
          },
        ]
      : []),
    ...suggestions.map((place) => {
      const [primary, secondary] = splitDescription(place.description);
      return {
        id: place.placeId,
        icon: <MapPin className="size-5" aria-hidden="true" />,
        primary,
        secondary,
        run: () => void choosePlace(place),
      };
    }),
  ];
  const active = open ? options[activeIndex] : undefined;

  function openDropdown() {
    window.clearTimeout(hideTimer.current);
    setOpen(true);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openDropdown();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActiveIndex((index) => (index + step + options.length) % options.length);
    } else if (event.key === "Enter") {
      if (active) {
        event.preventDefault();
        active.run();
      }
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }

  let status: string | null = null;
  if (typed && text.trim().length > 0 && text.trim().length < PLACE_SEARCH_MIN_CHARS) {
    status = t("location:typeAtLeast", { count: PLACE_SEARCH_MIN_CHARS });
  } else if (query.length >= PLACE_SEARCH_MIN_CHARS && search.isFetching) {
    status = t("location:searching");
  } else if (query.length >= PLACE_SEARCH_MIN_CHARS && search.isSuccess && suggestions.length === 0) {
    status = t("location:noPlaces", { query });
  }

  const hasValue = text !== "" || location !== null;

  return (
    <div className={`relative ${className}`}>
      <label htmlFor={inputId} className={showLabel ? "mb-1.5 block text-sm font-medium text-gray-900" : "sr-only"}>
        {label ?? t("location:deliveryLocation")}
      </label>
      <div className="relative">
        <MapPin
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-brand-700"
          aria-hidden="true"
        />
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder={t("location:placeholder")}
          data-autofocus={autoFocus || undefined}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={popupId}
          aria-describedby={status ? statusId : undefined}
          aria-activedescendant={active ? optionId(activeIndex) : undefined}
          className={`${inputClassName} truncate py-2 pr-20 pl-9`}
          value={text}
          onChange={(event) => {
            const value = event.target.value;
            setText(value);
            setTyped(true);
            setActiveIndex(-1);
            openDropdown();
            // Spec §4: clearing the text resets the stored location (typing over it does not).
            if (value.trim() === "" && location) clearLocation();
          }}
          onClick={openDropdown}
          onFocus={(event) => {
            openDropdown();
            preloadLocationSchema();
            // Typing replaces the current location rather than editing its long description.
            if (!typed) event.currentTarget.select();
          }}
          onBlur={() => {
            hideTimer.current = window.setTimeout(() => {
              close();
              // Leaving without choosing: show the stored location again, not the half-typed search.
              setText(storedDescription.current);
              setTyped(false);
            }, DROPDOWN_HIDE_MS.location);
          }}
          onKeyDown={onKeyDown}
        />
        <div className="absolute inset-y-0 right-1 flex items-center">
          {hasValue && (
            <button
              type="button"
              aria-label={t("location:clearLocation")}
              className="inline-flex size-9 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setText("");
                setTyped(false);
                setActiveIndex(-1);
                clearLocation();
                inputRef.current?.focus();
              }}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
          <button
            type="button"
            aria-label={open ? t("location:hideOptions") : t("location:showOptions")}
            aria-expanded={open}
            aria-controls={popupId}
            className="inline-flex size-9 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (open) {
                close();
              } else {
                openDropdown();
                inputRef.current?.focus();
              }
            }}
          >
            <ChevronDown className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden="true" />
          </button>
        </div>
      </div>

      <div
        id={popupId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 mt-1 min-w-72 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-lg"
      >
        <div role="listbox" aria-label={t("location:deliveryLocations")} className="max-h-80 overflow-y-auto py-1">
          {options.map((option, index) => (
            // The input handles the keyboard (aria-activedescendant); options take clicks and taps.
            // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection happens in the combobox input
            <div
              key={option.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              className={`flex cursor-pointer items-start gap-3 px-3 py-2.5 ${
                index === activeIndex ? "bg-brand-50" : "hover:bg-gray-100"
              } ${index === 1 + (offerMap ? 1 : 0) ? "border-t border-gray-100" : ""}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={option.run}
            >
              <span className={`mt-0.5 shrink-0 ${index < (offerMap ? 2 : 1) ? "text-brand-700" : "text-gray-600"}`}>
                {option.icon}
              </span>
              <span className="min-w-0">
                <span
                  className={`block truncate ${index < (offerMap ? 2 : 1) ? "font-semibold text-brand-800" : "font-medium text-gray-900"}`}
                >
                  {option.primary}
                </span>
                {option.secondary && <span className="block truncate text-sm text-gray-700">{option.secondary}</span>}
              </span>
            </div>
          ))}
        </div>
        <p id={statusId} aria-live="polite" className="px-3 pb-2 text-sm text-gray-700 empty:hidden">
          {status}
        </p>
        <p className="border-t border-gray-100 px-3 py-1.5 text-xs text-gray-600">
          <Trans
            i18nKey="location:placesCredit"
            // Not <link>: Trans reads that as HTML's empty <link> element, and the link would lose its text.
            components={{
              geonames: (
                // biome-ignore lint/a11y/useAnchorContent: the catalog's text fills the link
                <a href="https://www.geonames.org/" target="_blank" rel="noopener noreferrer" className="underline" />
              ),
            }}
          />
        </p>
      </div>

      {offerMap && (
        <Dialog
          open={mapOpen}
          onClose={() => setMapOpen(false)}
          title={t("location:pickTitle")}
          actions={
            <Button data-autofocus onClick={() => setMapOpen(false)}>
              {t("location:done")}
            </Button>
          }
        >
          <p className="mb-3 text-sm text-gray-800">{t("location:pickHint")}</p>
          <LocationBox label={t("location:searchArea")} offerMap={false} className="mb-3" />
          <LocationPicker className="h-72 sm:h-80" />
        </Dialog>
      )}
    </div>
  );
}
