/** The restaurant form's "Basic information": name, description, food type, price range and cuisines. */
import { PRICE_RANGES, RESTAURANT_FOOD_TYPES } from "@zaika/contract/restaurant";
import { useFormContext } from "react-hook-form";
import { Select } from "../../../../components/ui/Select";
import { Textarea } from "../../../../components/ui/Textarea";
import { TextField } from "../../../../components/ui/TextField";
import { t } from "../../../../lib/i18n";
import type { RestaurantFormValues } from "../../lib/restaurant-form";
import { CuisineInput } from "../CuisineInput";
import { FormSection } from "../FormSection";
import { FOOD_TYPE_KEYS, PRICE_RANGE_KEYS } from "../RestaurantOverview";

export function BasicsSection() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<RestaurantFormValues>();
  const cuisineError =
    errors.cuisine?.message ?? errors.cuisine?.root?.message ?? errors.cuisine?.find?.(Boolean)?.message;

  return (
    <FormSection title={t("restaurants:basicInformation")}>
      <TextField
        label={t("restaurants:restaurantName")}
        autoComplete="organization"
        className="sm:col-span-2"
        error={errors.name?.message}
        {...register("name")}
      />
      <Textarea
        label={t("restaurants:descriptionOptional")}
        className="sm:col-span-2"
        rows={3}
        error={errors.description?.message}
        {...register("description")}
      />
      <Select label={t("restaurants:foodType")} error={errors.foodType?.message} {...register("foodType")}>
        <option value="">{t("restaurants:choose")}</option>
        {RESTAURANT_FOOD_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(FOOD_TYPE_KEYS[type])}
          </option>
        ))}
      </Select>
      <Select label={t("restaurants:priceRange")} error={errors.priceRange?.message} {...register("priceRange")}>
        <option value="">{t("restaurants:choose")}</option>
        {PRICE_RANGES.map((range) => (
          <option key={range} value={range}>
            {range} {t(PRICE_RANGE_KEYS[range])}
          </option>
        ))}
      </Select>
      <CuisineInput control={control} error={cuisineError} />
    </FormSection>
  );
}
