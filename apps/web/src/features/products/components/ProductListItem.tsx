/** One dish in the owner's list: photo, food-type mark, category, price, availability switch, edit and delete. */
import type { Product } from "@zaika/contract/product";
import { ImageOff, Pencil, Trash2 } from "lucide-react";
import { iconButtonClassName } from "../../../components/ui/Button";
import { FoodTypeMark } from "../../../components/ui/FoodTypeMark";
import { t } from "../../../lib/i18n";
import { Link } from "../../../lib/router";
import { editProductHref } from "../edit-href";
import { AvailabilitySwitch } from "./AvailabilitySwitch";
import { ProductPrice } from "./ProductPrice";

type ProductListItemProps = {
  product: Product;
  onToggleAvailability: (product: Product) => void;
  onDelete: (product: Product) => void;
};

export function ProductListItem({ product, onToggleAvailability, onDelete }: ProductListItemProps) {
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-gray-200 bg-white p-3 sm:flex-nowrap sm:p-4">
      {product.image ? (
        <img
          src={product.image}
          alt=""
          loading="lazy"
          className="size-16 shrink-0 rounded-lg bg-gray-100 object-cover sm:size-20"
        />
      ) : (
        <div className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-gray-100 sm:size-20">
          <ImageOff className="size-6 text-gray-500" aria-hidden="true" />
        </div>
      )}
      <div className="min-w-0 flex-1 basis-40">
        <div className="flex items-start gap-2">
          <FoodTypeMark type={product.foodType} className="mt-1 size-4" />
          <h2 className="font-semibold break-words text-gray-900">{product.name}</h2>
        </div>
        <p className="mt-0.5 text-sm text-gray-700">
          {t("products:categoryAndTime", { category: product.category.name, minutes: product.preparationTime })}
        </p>
        <p className="mt-1">
          <ProductPrice price={product.price} discountedPrice={product.discountedPrice} />
        </p>
      </div>
      <div className="flex w-full items-center justify-between gap-1 border-t border-gray-100 pt-2 sm:w-auto sm:justify-end sm:border-0 sm:pt-0">
        <AvailabilitySwitch
          checked={product.isAvailable}
          onChange={() => onToggleAvailability(product)}
          label={t("products:availableSwitch", { name: product.name })}
        />
        <div className="flex items-center">
          <Link
            to={editProductHref(product._id)}
            className={iconButtonClassName}
            aria-label={t("products:editNamed", { name: product.name })}
          >
            <Pencil className="size-5" aria-hidden="true" />
          </Link>
          <button
            type="button"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-red-700 transition-colors hover:bg-red-50"
            aria-label={t("products:deleteNamed", { name: product.name })}
            onClick={() => onDelete(product)}
          >
            <Trash2 className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
    </li>
  );
}
