/** The restaurant form's "Basic information": name, description, food type, price range and cuisines. */
import { PRICE_RANGE_LABELS, PRICE_RANGES, RESTAURANT_FOOD_TYPES } from "@zaika/contract/restaurant";
import { useFormContext } from "react-hook-form";
import { Select } from "../../../../components/ui/Select";
import { Textarea } from "../../../../components/ui/Textarea";
import { TextField } from "../../../../components/ui/TextField";
import type { RestaurantFormValues } from "../../lib/restaurant-form";
import { CuisineInput } from "../CuisineInput";
import { FormSection } from "../FormSection";

const FOOD_TYPE_LABELS: Record<(typeof RESTAURANT_FOOD_TYPES)[number], string> = {
  veg: "Pure veg",
  "non-veg": "Non-veg",
  both: "Veg and non-veg",
};

export function BasicsSection() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<RestaurantFormValues>();
  const cuisineError =
    errors.cuisine?.message ?? errors.cuisine?.root?.message ?? errors.cuisine?.find?.(Boolean)?.message;

  return (
    <FormSection title="Basic information">
      <TextField
        label="Restaurant name"
        autoComplete="organization"
        className="sm:col-span-2"
        error={errors.name?.message}
        {...register("name")}
      />
      <Textarea
        label="Description (optional)"
        className="sm:col-span-2"
        rows={3}
        error={errors.description?.message}
        {...register("description")}
      />
      <Select label="Food type" error={errors.foodType?.message} {...register("foodType")}>
        <option value="">Choose…</option>
        {RESTAURANT_FOOD_TYPES.map((type) => (
          <option key={type} value={type}>
            {FOOD_TYPE_LABELS[type]}
          </option>
        ))}
      </Select>
      <Select label="Price range" error={errors.priceRange?.message} {...register("priceRange")}>
        <option value="">Choose…</option>
        {PRICE_RANGES.map((range) => (
          <option key={range} value={range}>
            {range} {PRICE_RANGE_LABELS[range]}
          </option>
        ))}
      </Select>
      <CuisineInput control={control} error={cuisineError} />
    </FormSection>
  );
}
