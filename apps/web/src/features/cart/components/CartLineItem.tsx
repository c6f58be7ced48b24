/**
 * One cart line: picture, food-type mark, name, chosen options and add-ons, line total, a quantity stepper
 * (PATCH, no toast) and Remove (DELETE, 'Product removed successfully'). The cart is refetched after each change.
 */
import type { CartLine } from "@zaika/contract/cart";
import { MAX_LINE_QUANTITY } from "@zaika/contract/cart-rules";
import { IMAGE_MAX_EDGE } from "@zaika/contract/media-rules";
import { Minus, Plus, Trash2 } from "lucide-react";
import { FoodTypeMark } from "../../../components/ui/FoodTypeMark";
import { ResponsiveImage } from "../../../components/ui/ResponsiveImage";
import { formatRupees, t } from "../../../lib/i18n";
import { useRemoveCartItem } from "../api/remove-cart-item";
import { useUpdateCartItem } from "../api/update-cart-item";

export function lineChoices(line: Pick<CartLine, "selectedAttributes" | "selectedAddons">): string {
  return [
    ...line.selectedAttributes.map((a) => `${a.attributeName}: ${a.selectedOption}`),
    ...line.selectedAddons.map((a) => `+ ${a.name}`),
  ].join(", ");
}

const stepperButton =
  "inline-flex size-9 items-center justify-center rounded-md text-green-800 hover:bg-green-50 disabled:cursor-not-allowed disabled:text-gray-400 disabled:hover:bg-transparent";

export function CartLineItem({ line }: { line: CartLine }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const busy = update.isPending || remove.isPending;
  // While a change is on its way the stepper shows the quantity asked for.
  const quantity = update.isPending && update.variables ? update.variables.quantity : line.quantity;
  const choices = lineChoices(line);
  const { product } = line;
  const unavailable = !product.isAvailable;

  return (
    <li className="flex gap-3 py-4">
      {product.image ? (
        // A 4:3 dish picture fills a 4 rem square by its height: about 5.5 rem of its width is drawn.
        <ResponsiveImage
          src={product.image}
          sizes="5.5rem"
          maxWidth={IMAGE_MAX_EDGE.product}
          width={64}
          height={64}
          eager
          className={`size-16 shrink-0 rounded-lg bg-gray-100 object-cover ${unavailable ? "grayscale" : ""}`}
        />
      ) : (
        <div aria-hidden="true" className="size-16 shrink-0 rounded-lg bg-gray-100" />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <FoodTypeMark type={product.foodType} className="mt-1 size-4" />
          <div className="min-w-0">
            <p className="font-semibold text-gray-900">{product.name}</p>
            {choices && <p className="text-sm text-gray-700">{choices}</p>}
            <p className="text-sm text-gray-700">{t("cart:unitPrice", { price: formatRupees(line.unitPrice) })}</p>
            {unavailable && <p className="text-sm font-semibold text-red-800">{t("cart:currentlyUnavailable")}</p>}
          </div>
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {/* biome-ignore lint/a11y/useSemanticElements: a stepper is a labelled group of buttons, not a fieldset */}
          <div
            role="group"
            aria-label={t("cart:quantityOf", { name: product.name })}
            className="inline-flex items-center rounded-lg ring-1 ring-gray-300"
          >
            <button
              type="button"
              className={stepperButton}
              aria-label={t("cart:decreaseQuantity", { name: product.name })}
              disabled={busy || quantity <= 1}
              onClick={() => update.mutate({ itemId: line.itemId, quantity: quantity - 1 })}
            >
              <Minus className="size-4" aria-hidden="true" />
            </button>
            <span className="min-w-8 text-center font-semibold text-gray-900 tabular-nums" aria-live="polite">
              {quantity}
            </span>
            <button
              type="button"
              className={stepperButton}
              aria-label={t("cart:increaseQuantity", { name: product.name })}
              disabled={busy || quantity >= MAX_LINE_QUANTITY || unavailable}
              onClick={() => update.mutate({ itemId: line.itemId, quantity: quantity + 1 })}
            >
              <Plus className="size-4" aria-hidden="true" />
            </button>
          </div>
          <button
            type="button"
            onClick={() => remove.mutate(line.itemId)}
            disabled={busy}
            className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-sm font-semibold text-gray-700 hover:bg-gray-100 hover:text-red-800 disabled:opacity-60"
            aria-label={t("cart:removeItem", { name: product.name })}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t("cart:remove")}
          </button>
        </div>
      </div>
      <p className="shrink-0 font-semibold text-gray-900 tabular-nums">{formatRupees(line.lineTotal)}</p>
    </li>
  );
}
