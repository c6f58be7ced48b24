/**
 * A dish on the restaurant page: food-type symbol, name, price (a discount shows the old price struck through),
 * description and picture, with 'Add' (hidden for staff accounts). Unavailable dishes are greyed and say so.
 */
import { IMAGE_MAX_EDGE } from "@zaika/contract/media-rules";
import type { Product } from "@zaika/contract/product";
import { FoodTypeMark } from "../../../components/ui/FoodTypeMark";
import { ResponsiveImage } from "../../../components/ui/ResponsiveImage";
import { formatRupees, t } from "../../../lib/i18n";

/** Dish pictures (4:3) fill a 8 × 7 rem box (9 × 8 from sm) by its height: about 9.5 rem (11 from sm) of width drawn. */
const DISH_PICTURE_SIZES = "(min-width: 640px) 11rem, 9.5rem";

type DishCardProps = {
  product: Product;
  /** Null: this account cannot order (admin, restaurant), so there is no Add button. */
  onAdd: ((product: Product) => void) | null;
  highlighted?: boolean;
};

export function DishPrice({ price, discountedPrice }: Pick<Product, "price" | "discountedPrice">) {
  const onSale = discountedPrice !== null && discountedPrice < price;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
      <span className="font-semibold text-gray-900">{formatRupees(onSale ? discountedPrice : price)}</span>
      {onSale && (
        <s className="text-gray-600">
          <span className="sr-only">{t("catalog:was")} </span>
          {formatRupees(price)}
        </s>
      )}
    </p>
  );
}

export function DishCard({ product, onAdd, highlighted = false }: DishCardProps) {
  const customisable = product.attributes.length > 0 || product.addons.length > 0;
  const unavailable = !product.isAvailable;
  const headingId = `dish-${product._id}-name`;

  return (
    // Out of view, a dish skips style and layout until scrolled near (keeping its last height): a long menu's layout
    // was a long task on a phone (issue 15).
    <article
      id={`dish-${product._id}`}
      aria-labelledby={headingId}
      className={`flex scroll-mt-36 gap-4 py-6 [content-visibility:auto] [contain-intrinsic-size:auto_10rem] lg:scroll-mt-32 ${
        highlighted ? "-mx-3 rounded-xl bg-brand-50 px-3 ring-2 ring-brand-300" : ""
      }`}
    >
      {/* Greyed by colour, not opacity: a faded text would fall below the 4.5:1 contrast a reader needs. */}
      <div className="min-w-0 flex-1">
        <FoodTypeMark type={product.foodType} />
        <h3
          id={headingId}
          className={`mt-1 text-base font-bold sm:text-lg ${unavailable ? "text-gray-600" : "text-gray-900"}`}
        >
          {product.name}
        </h3>
        <div className="mt-1">
          <DishPrice price={product.price} discountedPrice={product.discountedPrice} />
        </div>
        {product.description && <p className="mt-2 line-clamp-2 text-sm text-gray-700">{product.description}</p>}
      </div>
      <div className="relative flex w-32 shrink-0 flex-col items-center sm:w-36">
        {product.image ? (
          <ResponsiveImage
            src={product.image}
            sizes={DISH_PICTURE_SIZES}
            maxWidth={IMAGE_MAX_EDGE.product}
            width={144}
            height={128}
            className={`h-28 w-full rounded-xl bg-gray-100 object-cover sm:h-32 ${unavailable ? "opacity-60 grayscale" : ""}`}
          />
        ) : (
          <div aria-hidden="true" className="h-10 w-full" />
        )}
        <div className={`w-28 ${product.image ? "-mt-5" : ""}`}>
          {unavailable ? (
            <p className="rounded-lg bg-white px-2 py-2 text-center text-xs font-semibold text-gray-700 shadow ring-1 ring-gray-200">
              {t("catalog:currentlyUnavailable")}
            </p>
          ) : (
            onAdd && (
              <button
                type="button"
                onClick={() => onAdd(product)}
                aria-label={t("catalog:addDish", { name: product.name })}
                className="w-full rounded-lg bg-white py-2 text-base font-extrabold text-green-800 uppercase shadow-md ring-1 ring-gray-200 hover:bg-gray-50"
              >
                {t("catalog:add")}
              </button>
            )
          )}
          {customisable && !unavailable && onAdd && (
            <p className="mt-1 text-center text-xs text-gray-600">{t("catalog:customisable")}</p>
          )}
        </div>
      </div>
    </article>
  );
}
