/** The dish form's values: what react-hook-form holds (schema input) and how a saved dish or a blank form fills it. */
import { type Product, ProductBodySchema } from "@zaika/contract/product";
import type { z } from "zod";

export type ProductFormValues = z.input<typeof ProductBodySchema>;

/** Number inputs give text; an empty box is "no value" (the schema then reports it or applies its default). */
export const toOptionalNumber = (value: unknown): number | undefined =>
  value === "" || value === null || value === undefined ? undefined : Number(value);
export const toNullableNumber = (value: unknown): number | null =>
  value === "" || value === null || value === undefined ? null : Number(value);

export const emptyAttribute = () => ({ name: "", required: true, options: [emptyOption()] });
export const emptyOption = () => ({ name: "", additionalPrice: 0 });
export const emptyAddon = () => ({ name: "", price: 0 });

export function blankProductValues(): Partial<ProductFormValues> {
  return {
    categoryId: "",
    name: "",
    description: "",
    discountedPrice: null,
    image: null,
    // The schema's own defaults, so the form shows what would be saved.
    isAvailable: ProductBodySchema.shape.isAvailable.parse(undefined),
    preparationTime: ProductBodySchema.shape.preparationTime.parse(undefined),
    attributes: [],
    addons: [],
  };
}

export function productToFormValues(product: Product): ProductFormValues {
  return {
    categoryId: product.category._id,
    name: product.name,
    description: product.description,
    price: product.price,
    discountedPrice: product.discountedPrice,
    foodType: product.foodType,
    image: product.image,
    isAvailable: product.isAvailable,
    preparationTime: product.preparationTime,
    attributes: product.attributes.map((attribute) => ({
      name: attribute.name,
      required: attribute.required,
      options: attribute.options.map((option) => ({ name: option.name, additionalPrice: option.additionalPrice })),
    })),
    addons: product.addons.map((addon) => ({ name: addon.name, price: addon.price })),
  };
}

/** A usable amount for the live preview (half-typed or invalid amounts count as nothing). */
export function previewAmount(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;
}
