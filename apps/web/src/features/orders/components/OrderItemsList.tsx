/** The dishes of an order as ordered: picture, name, food type, quantity, price, the choices made and the line total. */
import type { OrderItem } from "@zaika/contract/order";
import { formatRupees } from "@zaika/contract/pricing";
import { UtensilsCrossed } from "lucide-react";
import { FoodTypeMark } from "../../../components/ui/FoodTypeMark";

function ItemPrice({ product }: { product: OrderItem["product"] }) {
  const discounted = product.discountedPrice !== null && product.discountedPrice < product.price;
  return (
    <p className="text-sm text-gray-800">
      <span className="sr-only">Price: </span>
      {discounted ? (
        <>
          <span className="font-medium">{formatRupees(product.discountedPrice ?? product.price)}</span>{" "}
          <s className="text-gray-600">
            <span className="sr-only">was </span>
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
            <img
              src={item.product.image}
              alt={item.product.name}
              className="size-16 shrink-0 rounded-lg object-cover sm:size-20"
              loading="lazy"
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
                <span className="sr-only">Item total: </span>
                {formatRupees(item.itemTotal)}
              </p>
            </div>
            <p className="text-sm text-gray-700">Quantity: {item.quantity}</p>
            {item.product.description && <p className="mt-1 text-sm text-gray-700">{item.product.description}</p>}
            <ItemPrice product={item.product} />
            {item.selectedAttributes.length > 0 && (
              <ul className="mt-1 text-sm text-gray-800" aria-label={`Choices for ${item.product.name}`}>
                {item.selectedAttributes.map((attribute) => (
                  <li key={attribute.attributeName}>
                    {attribute.attributeName}: {attribute.selectedOption}
                    {attribute.additionalPrice > 0 && ` (+${formatRupees(attribute.additionalPrice)})`}
                  </li>
                ))}
              </ul>
            )}
            {item.selectedAddons.length > 0 && (
              <ul className="mt-1 text-sm text-gray-800" aria-label={`Add-ons for ${item.product.name}`}>
                {item.selectedAddons.map((addon) => (
                  <li key={addon.name}>
                    Add-on: {addon.name} (+{formatRupees(addon.price)})
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
