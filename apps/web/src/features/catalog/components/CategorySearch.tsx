/**
 * The header's category search (spec §2): a combobox filtering categories by a case-insensitive substring;
 * picking one opens /user/category/{id}?category={name} and clears the box. Categories are passed in by the
 * caller (the categories API is wired later); with none, the dropdown says so.
 */
import { DROPDOWN_HIDE_MS } from "@zaika/contract/constants";
import { Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { inputClassName } from "../../../components/ui/TextField";
import { paths } from "../../../config/paths";

export type CategoryOption = { _id: string; name: string };

export function filterCategories(categories: readonly CategoryOption[], text: string): CategoryOption[] {
  const needle = text.trim().toLowerCase();
  return categories.filter((category) => category.name.toLowerCase().includes(needle));
}

type CategorySearchProps = { categories?: readonly CategoryOption[]; className?: string };

export function CategorySearch({ categories = [], className = "" }: CategorySearchProps) {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const hideTimer = useRef<number | undefined>(undefined);
  const inputId = useId();
  const popupId = useId();
  const optionId = (index: number) => `${popupId}-option-${index}`;
  const matches = filterCategories(categories, text);

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  function choose(category: CategoryOption) {
    setText("");
    setOpen(false);
    setActiveIndex(-1);
    navigate(paths.user.category.getHref(category._id, category.name));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (matches.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActiveIndex((index) => (index + step + matches.length) % matches.length);
    } else if (event.key === "Enter") {
      const active = matches[activeIndex];
      if (open && active) {
        event.preventDefault();
        choose(active);
      }
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

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
        placeholder="Search categories..."
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={popupId}
        aria-activedescendant={open && matches[activeIndex] ? optionId(activeIndex) : undefined}
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
          hideTimer.current = window.setTimeout(() => setOpen(false), DROPDOWN_HIDE_MS.category);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        id={popupId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-10 mt-1 max-h-72 overflow-y-auto rounded-lg border border-gray-200 bg-white py-1 shadow-lg"
      >
        {matches.length === 0 ? (
          <p className="px-3 py-2 text-sm text-gray-700">No categories found</p>
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
                className={`cursor-pointer px-3 py-2 text-gray-900 ${index === activeIndex ? "bg-brand-50" : "hover:bg-gray-100"}`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(category)}
              >
                {category.name}
              </div>
            ))}
          </div>
        )}
      </div>
    </form>
  );
}
