/**
 * The Indian food-type symbol printed on menus and packs: a green square with a dot (veg), a red square with a
 * triangle (non-veg), a brown square with a dot (egg). Announced by its name, never by colour alone.
 */
import type { FoodType } from "@zaika/contract/product";
import { t } from "../../lib/i18n";

const FOOD_TYPE_KEYS = { veg: "ui:foodTypeVeg", "non-veg": "ui:foodTypeNonVeg", egg: "ui:foodTypeEgg" } as const;

/** The food type's name in the current language. */
export function foodTypeLabel(type: FoodType): string {
  return t(FOOD_TYPE_KEYS[type]);
}

/** The names by type, read when used (each property follows the current language). */
export const FOOD_TYPE_LABELS: Readonly<Record<FoodType, string>> = {
  get veg() {
    return foodTypeLabel("veg");
  },
  get "non-veg"() {
    return foodTypeLabel("non-veg");
  },
  get egg() {
    return foodTypeLabel("egg");
  },
};

const colours: Record<FoodType, string> = { veg: "text-green-700", "non-veg": "text-red-700", egg: "text-amber-800" };

type FoodTypeMarkProps = {
  type: FoodType;
  className?: string;
  /** Hidden from assistive technology when the food type is already written next to it. */
  decorative?: boolean;
};

export function FoodTypeMark({ type, className = "size-4", decorative = false }: FoodTypeMarkProps) {
  const label = foodTypeLabel(type);
  return (
    <svg
      viewBox="0 0 16 16"
      className={`inline-block shrink-0 ${colours[type]} ${className}`}
      role={decorative ? undefined : "img"}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
    >
      <title>{label}</title>
      <rect x="1" y="1" width="14" height="14" rx="2" fill="white" stroke="currentColor" strokeWidth="1.5" />
      {type === "non-veg" ? (
        <path d="M8 4 L12 11.5 H4 Z" fill="currentColor" />
      ) : (
        <circle cx="8" cy="8" r="3.5" fill="currentColor" />
      )}
    </svg>
  );
}
