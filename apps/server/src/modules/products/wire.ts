/** Product rows → the contract's wire shape (rupees, `_id`); body attributes and add-ons → stored paise. */
import { toPaise, toRupees } from "@zaika/contract/common";
import type { Addon, Attribute, Product } from "@zaika/contract/product";
import type { products, StoredAddon, StoredAttribute } from "../../db/schema/catalog";

export type ProductRow = typeof products.$inferSelect;

export function productOf(row: ProductRow, categoryName: string): Product {
  return {
    _id: row.id,
    restaurant: row.restaurantId,
    category: { _id: row.categoryId, name: categoryName },
    name: row.name,
    description: row.description,
    price: toRupees(row.pricePaise),
    discountedPrice: row.discountedPricePaise === null ? null : toRupees(row.discountedPricePaise),
    foodType: row.foodType,
    image: row.image,
    isAvailable: row.isAvailable,
    preparationTime: row.preparationMinutes,
    attributes: row.attributes.map((a) => ({
      name: a.name,
      required: a.required,
      options: a.options.map((o) => ({ name: o.name, additionalPrice: toRupees(o.additionalPricePaise) })),
    })),
    addons: row.addons.map((a) => ({ name: a.name, price: toRupees(a.pricePaise) })),
    createdAt: row.createdAt.toISOString(),
  };
}

export function storedAttributes(attributes: readonly Attribute[]): StoredAttribute[] {
  return attributes.map((a) => ({
    name: a.name,
    required: a.required,
    options: a.options.map((o) => ({ name: o.name, additionalPricePaise: toPaise(o.additionalPrice) })),
  }));
}

export function storedAddons(addons: readonly Addon[]): StoredAddon[] {
  return addons.map((a) => ({ name: a.name, pricePaise: toPaise(a.price) }));
}
