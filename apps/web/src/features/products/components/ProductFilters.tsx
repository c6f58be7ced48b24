/** Search, category and availability filters of the dish list. */
import type { Category } from "@zaika/contract/category";
import { ProductListQuerySchema } from "@zaika/contract/product";
import { Search } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/ui/Button";
import { inputClassName } from "../../../components/ui/TextField";
import { t } from "../../../lib/i18n";

export type Availability = "" | "true" | "false";

const SEARCH_MAX_LENGTH = ProductListQuerySchema.shape.search.unwrap().maxLength ?? undefined;

type ProductFiltersProps = {
  searchText: string;
  onSearchTextChange: (text: string) => void;
  categoryId: string;
  onCategoryChange: (categoryId: string) => void;
  categories: readonly Category[] | undefined;
  availability: Availability;
  onAvailabilityChange: (availability: Availability) => void;
  onClear: (() => void) | null;
};

export function ProductFilters({
  searchText,
  onSearchTextChange,
  categoryId,
  onCategoryChange,
  categories,
  availability,
  onAvailabilityChange,
  onClear,
}: ProductFiltersProps) {
  const id = useId();

  return (
    <search
      aria-label={t("products:filterDishes")}
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_11rem] sm:items-start"
    >
      <div>
        <label htmlFor={`${id}-search`} className="mb-1.5 block text-sm font-medium text-gray-900">
          {t("products:searchDishes")}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-600"
            aria-hidden="true"
          />
          <input
            id={`${id}-search`}
            type="search"
            value={searchText}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(event) => onSearchTextChange(event.target.value)}
            placeholder={t("products:dishNamePlaceholder")}
            autoComplete="off"
            className={`${inputClassName} pl-9`}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-category`} className="mb-1.5 block text-sm font-medium text-gray-900">
          {t("products:category")}
        </label>
        <select
          id={`${id}-category`}
          value={categoryId}
          onChange={(event) => onCategoryChange(event.target.value)}
          className={inputClassName}
        >
          <option value="">{t("products:allCategories")}</option>
          {categories?.map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-availability`} className="mb-1.5 block text-sm font-medium text-gray-900">
          {t("products:availability")}
        </label>
        <select
          id={`${id}-availability`}
          value={availability}
          onChange={(event) => onAvailabilityChange(event.target.value as Availability)}
          className={inputClassName}
        >
          <option value="">{t("products:allDishes")}</option>
          <option value="true">{t("products:available")}</option>
          <option value="false">{t("products:unavailable")}</option>
        </select>
      </div>
      {onClear && (
        <div className="sm:col-span-3">
          <Button variant="link" size="sm" onClick={onClear}>
            {t("products:clearFilters")}
          </Button>
        </div>
      )}
    </search>
  );
}
