/**
 * A dish on the restaurant page: food-type symbol, name, price (a discount shows the old price struck through),
 * description and picture, with 'Add' (hidden for staff accounts). Unavailable dishes are greyed and say so.
 */
import { formatRupees } from "@zaika/contract/pricing";
import type { Product } from "@zaika/contract/product";
import { FoodTypeMark } from "../../../components/ui/FoodTypeMark";

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
          <span className="sr-only">was </span>
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
    <article
      id={`dish-${product._id}`}
      aria-labelledby={headingId}
      className={`flex scroll-mt-36 gap-4 py-6 lg:scroll-mt-32 ${
        highlighted ? "-mx-3 rounded-xl bg-brand-50 px-3 ring-2 ring-brand-300" : ""
      }`}
    >
      <div className={`min-w-0 flex-1 ${unavailable ? "opacity-60" : ""}`}>
        <FoodTypeMark type={product.foodType} />
        <h3 id={headingId} className="mt-1 text-base font-bold text-gray-900 sm:text-lg">
          {product.name}
        </h3>
        <div className="mt-1">
          <DishPrice price={product.price} discountedPrice={product.discountedPrice} />
        </div>
        {product.description && <p className="mt-2 line-clamp-2 text-sm text-gray-700">{product.description}</p>}
      </div>
      <div className="relative flex w-32 shrink-0 flex-col items-center sm:w-36">
        {product.image ? (
          <img
            src={product.image}
            alt=""
            width={144}
            height={128}
            loading="lazy"
            decoding="async"
            className={`h-28 w-full rounded-xl bg-gray-100 object-cover sm:h-32 ${unavailable ? "grayscale" : ""}`}
          />
        ) : (
          <div aria-hidden="true" className="h-10 w-full" />
        )}
        <div className={`w-28 ${product.image ? "-mt-5" : ""}`}>
          {unavailable ? (
            <p className="rounded-lg bg-white px-2 py-2 text-center text-xs font-semibold text-gray-700 shadow ring-1 ring-gray-200">
              Currently unavailable
            </p>
          ) : (
            onAdd && (
              <button
                type="button"
                onClick={() => onAdd(product)}
                aria-label={`Add ${product.name}`}
                className="w-full rounded-lg bg-white py-2 text-base font-extrabold text-green-800 uppercase shadow-md ring-1 ring-gray-200 hover:bg-gray-50"
              >
                Add
              </button>
            )
          )}
          {customisable && !unavailable && onAdd && (
            <p className="mt-1 text-center text-xs text-gray-600">Customisable</p>
          )}
        </div>
      </div>
    </article>
  );
}
