/**
 * The header's category search (spec §2, §5): a combobox with placeholder 'Search categories...'. Categories are
 * loaded the first time the box gets focus, then filtered by a case-insensitive substring (the contract's
 * filterCategories); picking one opens /user/category/{id}?category={name} and clears the box. The dropdown hides
 * DROPDOWN_HIDE_MS.category after blur. Keyboard: arrows move, Enter picks (the first match if none is marked),
 * Escape closes.
 */
import type { Category } from "@zaika/contract/category";
import { DROPDOWN_HIDE_MS } from "@zaika/contract/constants";
import { LoaderCircle, Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useCategories } from "../../../api/categories";
import { inputClassName } from "../../../components/ui/TextField";
import { paths } from "../../../config/paths";
import { useCategoryFilter } from "../hooks/use-category-filter";

export function CategorySearch({ className = "" }: { className?: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  // Nothing is fetched until the customer first shows interest in the box.
  const [activated, setActivated] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const hideTimer = useRef<number | undefined>(undefined);
  const inputId = useId();
  const popupId = useId();
  const optionId = (index: number) => `${popupId}-option-${index}`;

  const categories = useCategories({ enabled: activated });
  const filter = useCategoryFilter(activated);
  const ready = categories.isSuccess && filter !== null;
  const matches: Category[] = ready ? filter(categories.data, text) : [];
  const active = open ? matches[activeIndex] : undefined;

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  function choose(category: Category) {
    setText("");
    setOpen(false);
    setActiveIndex(-1);
    navigate(paths.user.category.getHref(category._id, category.name));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setActivated(true);
      setOpen(true);
      if (matches.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActiveIndex((index) => (index + step + matches.length) % matches.length);
    } else if (event.key === "Enter") {
      const pick = active ?? (open && text.trim() ? matches[0] : undefined);
      if (pick) {
        event.preventDefault();
        choose(pick);
      }
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActiveIndex(-1);
    }
  }

  let message: string | null = null;
  if (categories.isError) message = "Could not load categories";
  else if (!ready) message = "Loading categories…";
  else if (matches.length === 0) message = "No categories found";

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too recent for older phone browsers (and jsdom)
    <form role="search" className={`relative ${className}`} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className="sr-only">
        Search categories
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
        placeholder="Search categories..."
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={popupId}
        aria-activedescendant={active ? optionId(activeIndex) : undefined}
        className={`${inputClassName} py-2 pl-9`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActiveIndex(-1);
          setActivated(true);
          setOpen(true);
        }}
        onFocus={() => {
          window.clearTimeout(hideTimer.current);
          setActivated(true);
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
      <div
        id={popupId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-xl border border-gray-200 bg-white py-1 shadow-lg"
      >
        {message ? (
          <p role="status" className="flex items-center gap-2 px-3 py-2 text-sm text-gray-700">
            {!ready && !categories.isError && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
            {message}
          </p>
        ) : (
          <div role="listbox" aria-label="Categories">
            {matches.map((category, index) => (
              // Keyboard selection happens in the combobox input (aria-activedescendant), so options only need clicks.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard for the listbox
              <div
                key={category._id}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === activeIndex}
                className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-gray-900 ${
                  index === activeIndex ? "bg-brand-50" : "hover:bg-gray-100"
                }`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(category)}
              >
                {category.image ? (
                  <img
                    src={category.image}
                    alt=""
                    width={32}
                    height={32}
                    loading="lazy"
                    className="size-8 shrink-0 rounded-full bg-gray-100 object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="size-8 shrink-0 rounded-full bg-brand-50" />
                )}
                {category.name}
              </div>
            ))}
          </div>
        )}
      </div>
    </form>
  );
}
