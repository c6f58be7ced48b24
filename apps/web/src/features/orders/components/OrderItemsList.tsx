/** The dishes of an order as ordered: picture, name, food type, quantity, price, the choices made and the line total. */
import { IMAGE_MAX_EDGE } from "@zaika/contract/media-rules";
import type { OrderItem } from "@zaika/contract/order";
import { UtensilsCrossed } from "lucide-react";
import { FoodTypeMark } from "../../../components/ui/FoodTypeMark";
import { ResponsiveImage } from "../../../components/ui/ResponsiveImage";
import { formatRupees, t } from "../../../lib/i18n";

function ItemPrice({ product }: { product: OrderItem["product"] }) {
  const discounted = product.discountedPrice !== null && product.discountedPrice < product.price;
  return (
    <p className="text-sm text-gray-800">
      <span className="sr-only">{t("orders:priceLabel")} </span>
      {discounted ? (
        <>
          <span className="font-medium">{formatRupees(product.discountedPrice ?? product.price)}</span>{" "}
          <s className="text-gray-600">
            <span className="sr-only">{t("orders:wasPrice")} </span>
            {formatRupees(product.price)}
          </s>
        </>
      ) : (
        <span className="font-medium">{formatRupees(product.price)}</span>
      )}
    </p>
  );
}

export function OrderItemsList({ items }: { items: readonly OrderItem[] }) {
  return (
    <ul className="divide-y divide-gray-200">
      {items.map((item, index) => (
        // Two lines may hold the same dish with different choices, and an order's lines never move.
        // biome-ignore lint/suspicious/noArrayIndexKey: the index is part of the key on purpose (see above)
        <li key={`${item.product._id}-${index}`} className="flex gap-4 py-4">
          {item.product.image ? (
            // A 4:3 dish picture fills a 4 rem square (5 from sm) by its height.
            <ResponsiveImage
              src={item.product.image}
              sizes="(min-width: 640px) 7rem, 5.5rem"
              maxWidth={IMAGE_MAX_EDGE.product}
              alt={item.product.name}
              className="size-16 shrink-0 rounded-lg object-cover sm:size-20"
            />
          ) : (
            <span className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-gray-100 text-gray-500 sm:size-20">
              <UtensilsCrossed className="size-6" aria-hidden="true" />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <div className="flex items-start justify-between gap-3">
              <p className="flex items-center gap-2 font-semibold text-gray-900">
                <FoodTypeMark type={item.product.foodType} />
                <span>{item.product.name}</span>
              </p>
              <p className="shrink-0 font-semibold text-gray-900">
                <span className="sr-only">{t("orders:itemTotalLabel")} </span>
                {formatRupees(item.itemTotal)}
              </p>
            </div>
            <p className="text-sm text-gray-700">{t("orders:quantityLine", { quantity: item.quantity })}</p>
            {item.product.description && <p className="mt-1 text-sm text-gray-700">{item.product.description}</p>}
            <ItemPrice product={item.product} />
            {item.selectedAttributes.length > 0 && (
              <ul
                className="mt-1 text-sm text-gray-800"
                aria-label={t("orders:choicesFor", { name: item.product.name })}
              >
                {item.selectedAttributes.map((attribute) => (
                  <li key={attribute.attributeName}>
                    {attribute.attributeName}: {attribute.selectedOption}
                    {attribute.additionalPrice > 0 && ` (+${formatRupees(attribute.additionalPrice)})`}
                  </li>
                ))}
              </ul>
            )}
            {item.selectedAddons.length > 0 && (
              <ul
                className="mt-1 text-sm text-gray-800"
                aria-label={t("orders:addonsFor", { name: item.product.name })}
              >
                {item.selectedAddons.map((addon) => (
                  <li key={addon.name}>
                    {t("orders:addonLine", { name: addon.name, price: formatRupees(addon.price) })}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
