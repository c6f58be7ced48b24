/** The dish form (add and edit): details, price, photo, attributes and add-ons builders, and the live price preview. */
import { zodResolver } from "@hookform/resolvers/zod";
import type { Category } from "@zaika/contract/category";
import { FOOD_TYPES, type FoodType, ProductBodySchema } from "@zaika/contract/product";
import { type ReactNode, useId, useState } from "react";
import { type DefaultValues, useFieldArray, useForm, useWatch } from "react-hook-form";
import { Button, buttonClassName } from "../../../components/ui/Button";
import { Checkbox } from "../../../components/ui/Checkbox";
import { FoodTypeMark } from "../../../components/ui/FoodTypeMark";
import { Select } from "../../../components/ui/Select";
import { Textarea } from "../../../components/ui/Textarea";
import { TextField } from "../../../components/ui/TextField";
import { paths } from "../../../config/paths";
import { t } from "../../../lib/i18n";
import { Link } from "../../../lib/router";
import type { ProductInput } from "../api/create-product";
import { AddonsBuilder } from "./AddonsBuilder";
import { AttributesBuilder } from "./AttributesBuilder";
import { type ProductFormValues, toNullableNumber, toOptionalNumber } from "./form-values";
import { GroupError } from "./GroupError";
import { PricePreview } from "./PricePreview";
import { ProductImageField } from "./ProductImageField";

const FOOD_TYPE_KEYS = {
  veg: "products:foodVeg",
  "non-veg": "products:foodNonVeg",
  egg: "products:foodEgg",
} as const satisfies Record<FoodType, string>;

const DESCRIPTION_MAX = ProductBodySchema.shape.description.unwrap().maxLength ?? undefined;

type ProductFormProps = {
  defaultValues: DefaultValues<ProductFormValues>;
  categories: readonly Pick<Category, "_id" | "name">[];
  categoriesLoading: boolean;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: ProductInput) => void;
};

export function ProductForm({
  defaultValues,
  categories,
  categoriesLoading,
  submitLabel,
  submitting,
  onSubmit,
}: ProductFormProps) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, ProductInput>({ resolver: zodResolver(ProductBodySchema), defaultValues });
  const attributes = useFieldArray({ control, name: "attributes" });
  const addons = useFieldArray({ control, name: "addons" });
  const [imageUploading, setImageUploading] = useState(false);
  const description = useWatch({ control, name: "description" }) ?? "";
  const foodTypeErrorId = useId();

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="min-w-0 space-y-6">
        <FormSection title={t("products:dishDetails")}>
          <Select
            label={t("products:category")}
            error={errors.categoryId && t("products:chooseCategory")}
            disabled={categoriesLoading}
            hint={categoriesLoading ? t("products:loadingCategories") : undefined}
            {...register("categoryId")}
          >
            <option value="">{t("products:chooseCategory")}</option>
            {categories.map((category) => (
              <option key={category._id} value={category._id}>
                {category.name}
              </option>
            ))}
          </Select>
          <TextField
            label={t("products:dishName")}
            autoComplete="off"
            error={errors.name?.message}
            {...register("name")}
          />
          <Textarea
            label={t("products:description")}
            rows={3}
            hint={
              DESCRIPTION_MAX
                ? t("products:characterCount", { length: description.length, max: DESCRIPTION_MAX })
                : undefined
            }
            error={errors.description?.message}
            {...register("description")}
          />
          <fieldset aria-describedby={foodTypeErrorId}>
            <legend className="mb-1.5 text-sm font-medium text-gray-900">{t("products:foodType")}</legend>
            <div className="flex flex-wrap gap-2">
              {FOOD_TYPES.map((type) => (
                <label
                  key={type}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 has-checked:border-brand-700 has-checked:bg-brand-50"
                >
                  <input
                    type="radio"
                    value={type}
                    className="size-4 accent-brand-700"
                    aria-invalid={errors.foodType ? true : undefined}
                    aria-describedby={foodTypeErrorId}
                    {...register("foodType")}
                  />
                  <FoodTypeMark type={type} decorative />
                  <span className="text-sm text-gray-900">{t(FOOD_TYPE_KEYS[type])}</span>
                </label>
              ))}
            </div>
            <div className="mt-1.5">
              <GroupError id={foodTypeErrorId} message={errors.foodType?.message} />
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t("products:preparationTime")}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              error={errors.preparationTime?.message}
              {...register("preparationTime", { setValueAs: toOptionalNumber })}
            />
            <Checkbox label={t("products:availableNow")} className="sm:mt-9" {...register("isAvailable")} />
          </div>
        </FormSection>

        <FormSection title={t("products:price")}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t("products:priceRupees")}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              error={errors.price?.message}
              {...register("price", { setValueAs: toOptionalNumber })}
            />
            <TextField
              label={t("products:discountedPriceRupees")}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              hint={t("products:discountHint")}
              error={errors.discountedPrice?.message}
              {...register("discountedPrice", { setValueAs: toNullableNumber })}
            />
          </div>
        </FormSection>

        <FormSection title={t("products:photo")}>
          <ProductImageField control={control} onUploadingChange={setImageUploading} />
        </FormSection>

        <FormSection title={t("products:attributes")} description={t("products:attributesHint")}>
          <AttributesBuilder control={control} register={register} attributes={attributes} />
        </FormSection>

        <FormSection title={t("products:addons")} description={t("products:addonsHint")}>
          <AddonsBuilder control={control} register={register} addons={addons} />
        </FormSection>
      </div>

      {/* After the builders on small screens, beside the whole form on large ones. */}
      <aside className="lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <PricePreview control={control} attributeFields={attributes.fields} addonFields={addons.fields} />
      </aside>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end lg:col-start-1">
        <Link to={paths.restaurant.products.getHref()} className={buttonClassName({ variant: "secondary" })}>
          {t("products:cancel")}
        </Link>
        <Button type="submit" loading={submitting} disabled={imageUploading}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-gray-700">{description}</p>}
      </div>
      {children}
    </section>
  );
}
