/**
 * Picking 1 to 5 stars: a radio group named by its label ("Food"), each star a real radio button named "4 stars", so
 * the arrow keys move the choice and a screen reader says what is picked. The radios are visually hidden behind the
 * star icons; the focused one shows a ring around its star, and the chosen value is said in words beside the stars.
 */
import type { StarValue } from "@zaika/contract/reviews-rules";
import { Star } from "lucide-react";
import { useId } from "react";
import { t } from "../../lib/i18n";

/** The contract's STAR_WORDS, in the app's language. */
const STAR_WORD_KEYS = {
  1: "reviews:starPoor",
  2: "reviews:starBelowAverage",
  3: "reviews:starAverage",
  4: "reviews:starGood",
  5: "reviews:starExcellent",
} as const satisfies Record<StarValue, string>;

type StarRatingInputProps = {
  label: string;
  name: string;
  value: number | null;
  onChange: (value: StarValue) => void;
  error?: string | undefined;
  disabled?: boolean;
};

const STARS: readonly StarValue[] = [1, 2, 3, 4, 5];

export function StarRatingInput({ label, name, value, onChange, error, disabled = false }: StarRatingInputProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={errorId}
      className="min-w-0"
    >
      <span id={labelId} className="block text-sm font-medium text-gray-900">
        {label}
      </span>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex items-center">
          {STARS.map((star) => (
            <label
              key={star}
              className="relative cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700"
            >
              <input
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                disabled={disabled}
                className="sr-only"
                aria-label={t("reviews:stars", { count: star })}
              />
              <Star
                aria-hidden="true"
                className={`size-8 ${value !== null && star <= value ? "fill-amber-500 text-amber-600" : "fill-none text-gray-500"}`}
              />
            </label>
          ))}
        </div>
        <span className="text-sm font-semibold text-gray-800" aria-hidden="true">
          {value === null ? "" : t(STAR_WORD_KEYS[value as StarValue])}
        </span>
      </div>
      <p id={errorId} aria-live="polite" className="mt-1 text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </div>
  );
}
