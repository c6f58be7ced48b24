/**
 * The item dialog of the restaurant page: choose a dish's attributes (one option each; required ones must be chosen),
 * add-ons and quantity, with the price computed live by the contract's pricing rules (unit price × quantity). When the
 * restaurant cannot take the order (closed now, outside the delivery area) the dialog says why and adding is off.
 */
import type { AddToCartBody } from "@zaika/contract/cart";
import { MAX_LINE_QUANTITY, resolveCartChoices } from "@zaika/contract/cart-rules";
import { IMAGE_MAX_EDGE } from "@zaika/contract/media-rules";
import { toPaise, toRupees } from "@zaika/contract/money";
import { lineTotalPaise, unitPricePaise } from "@zaika/contract/pricing";
import type { FoodType, Product } from "@zaika/contract/product";
import { Minus, Plus, TriangleAlert } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { FoodTypeMark } from "../../../components/ui/FoodTypeMark";
import { ResponsiveImage } from "../../../components/ui/ResponsiveImage";
import { formatRupees, messageText, t } from "../../../lib/i18n";
import type { OrderBlocker } from "../order-blocker";

type ItemDialogProps = {
  product: Product;
  blocker: OrderBlocker | null;
  submitting: boolean;
  onSubmit: (body: AddToCartBody) => void;
  onClose: () => void;
};

/** How the dialog reads out a dish's food type. */
const FOOD_TYPE_DISH_KEYS = {
  veg: "catalog:vegDish",
  "non-veg": "catalog:nonVegDish",
  egg: "catalog:eggDish",
} as const satisfies Record<FoodType, string>;

/** "" stands for "no choice" in an optional attribute's radio group. */
const NONE = "";

function extra(rupees: number): string {
  return rupees > 0 ? `+${formatRupees(rupees)}` : "";
}

/** The price of one unit with the chosen options and add-ons, times the quantity, in paise. */
export function itemTotalPaise(
  product: Pick<Product, "price" | "discountedPrice" | "attributes" | "addons">,
  choices: Record<string, string>,
  addons: ReadonlySet<string>,
  quantity: number,
): number {
  const attributes = product.attributes.flatMap((attribute) => {
    const option = attribute.options.find((item) => item.name === choices[attribute.name]);
    return option ? [{ additionalPricePaise: toPaise(option.additionalPrice) }] : [];
  });
  const chosenAddons = product.addons
    .filter((addon) => addons.has(addon.name))
    .map((addon) => ({ pricePaise: toPaise(addon.price) }));
  const base = {
    pricePaise: toPaise(product.price),
    discountedPricePaise: product.discountedPrice === null ? null : toPaise(product.discountedPrice),
  };
  return lineTotalPaise(unitPricePaise(base, attributes, chosenAddons), quantity);
}

export function ItemDialog({ product, blocker, submitting, onSubmit, onClose }: ItemDialogProps) {
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [addons, setAddons] = useState<ReadonlySet<string>>(new Set());
  const [quantity, setQuantity] = useState(1);
  const [problem, setProblem] = useState<{ attribute: string | null; message: string } | null>(null);
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const total = formatRupees(toRupees(itemTotalPaise(product, choices, addons, quantity)));
  const unavailable = !product.isAvailable;
  // Closed or paused but taking orders for later: the dish can go into the cart, the note says how.
  const schedulable = !unavailable && blocker?.schedulable === true;

  function submit() {
    const selectedAttributes = Object.entries(choices)
      .filter(([, option]) => option !== NONE)
      .map(([attributeName, optionName]) => ({ attributeName, optionName }));
    const selectedAddons = product.addons.filter((addon) => addons.has(addon.name)).map((addon) => addon.name);
    const resolved = resolveCartChoices(product, selectedAttributes, selectedAddons);
    if (!resolved.ok) {
      const missing = product.attributes.find((attribute) => attribute.required && !choices[attribute.name]);
      setProblem({ attribute: missing?.name ?? null, message: resolved.problem.message });
      const field = missing && document.getElementById(`${baseId}-${product.attributes.indexOf(missing)}`);
      field?.querySelector<HTMLInputElement>("input")?.focus();
      return;
    }
    setProblem(null);
    onSubmit({ productId: product._id, quantity, selectedAttributes, selectedAddons });
  }

  const onSale = product.discountedPrice !== null && product.discountedPrice < product.price;

  return (
    <Dialog
      open
      onClose={onClose}
      title={product.name}
      actions={
        <div className="flex w-full items-center justify-between gap-3">
          <fieldset className="flex items-center rounded-lg border border-gray-300">
            <legend className="sr-only">{t("catalog:quantity")}</legend>
            <button
              type="button"
              className="inline-flex size-10 items-center justify-center rounded-l-lg text-brand-800 hover:bg-gray-100 disabled:opacity-40"
              aria-label={t("catalog:decreaseQuantity")}
              disabled={quantity <= 1}
              onClick={() => setQuantity((value) => Math.max(1, value - 1))}
            >
              <Minus className="size-4" aria-hidden="true" />
            </button>
            <output aria-live="polite" className="w-8 text-center font-bold text-gray-900">
              {quantity}
            </output>
            <button
              type="button"
              className="inline-flex size-10 items-center justify-center rounded-r-lg text-brand-800 hover:bg-gray-100 disabled:opacity-40"
              aria-label={t("catalog:increaseQuantity")}
              disabled={quantity >= MAX_LINE_QUANTITY}
              onClick={() => setQuantity((value) => Math.min(MAX_LINE_QUANTITY, value + 1))}
            >
              <Plus className="size-4" aria-hidden="true" />
            </button>
          </fieldset>
          <Button
            onClick={submit}
            loading={submitting}
            disabled={(blocker !== null && !blocker.schedulable) || unavailable}
            aria-describedby={blocker || unavailable ? `${baseId}-blocked` : undefined}
            data-autofocus={product.attributes.length === 0 && product.addons.length === 0 ? true : undefined}
            className="flex-1"
          >
            {t("catalog:addItem", { total })}
          </Button>
        </div>
      }
    >
      <div className="-mx-6 max-h-[min(60dvh,32rem)] space-y-5 overflow-y-auto px-6">
        {product.image && (
          // The dialog is at most 28 rem wide and the picture spans it, less the dialog's padding.
          <ResponsiveImage
            src={product.image}
            sizes="(min-width: 480px) 25rem, calc(100vw - 5rem)"
            maxWidth={IMAGE_MAX_EDGE.product}
            width={800}
            height={450}
            eager
            className="aspect-video w-full rounded-xl bg-gray-100 object-cover"
          />
        )}
        <div>
          <p className="flex items-center gap-2 text-sm text-gray-800">
            <FoodTypeMark type={product.foodType} />
            <span className="sr-only">{t(FOOD_TYPE_DISH_KEYS[product.foodType])}</span>
            <span className="font-semibold text-gray-900">
              {formatRupees(onSale ? (product.discountedPrice ?? 0) : product.price)}
            </span>
            {onSale && (
              <s className="text-gray-600">
                <span className="sr-only">{t("catalog:was")} </span>
                {formatRupees(product.price)}
              </s>
            )}
          </p>
          {product.description && <p className="mt-2 text-sm text-gray-800">{product.description}</p>}
        </div>

        {(blocker || unavailable) && (
          <div
            id={`${baseId}-blocked`}
            role="alert"
            className={`flex gap-3 rounded-xl p-3 ring-1 ${schedulable ? "bg-yellow-50 ring-yellow-300" : "bg-red-50 ring-red-200"}`}
          >
            <TriangleAlert
              className={`mt-0.5 size-5 shrink-0 ${schedulable ? "text-yellow-800" : "text-red-700"}`}
              aria-hidden="true"
            />
            <p className="text-sm text-gray-900">
              <span className="font-semibold">{unavailable ? t("catalog:currentlyUnavailable") : blocker?.title}.</span>{" "}
              {unavailable ? t("catalog:dishCannotBeOrdered") : blocker?.message}
            </p>
          </div>
        )}

        {product.attributes.map((attribute, index) => {
          const missing = problem?.attribute === attribute.name;
          return (
            <fieldset
              key={attribute.name}
              id={`${baseId}-${index}`}
              aria-describedby={missing ? errorId : undefined}
              className="space-y-2"
            >
              <legend className="flex w-full items-center justify-between text-base font-bold text-gray-900">
                {attribute.name}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                    attribute.required ? "bg-brand-100 text-brand-900" : "bg-gray-100 text-gray-800"
                  }`}
                >
                  {attribute.required ? t("catalog:required") : t("catalog:optional")}
                </span>
              </legend>
              {!attribute.required && (
                <label className="flex cursor-pointer items-center gap-3 rounded-lg px-1 py-1.5 hover:bg-gray-50">
                  <input
                    type="radio"
                    name={`${baseId}-${index}`}
                    className="size-5 accent-brand-700"
                    checked={(choices[attribute.name] ?? NONE) === NONE}
                    onChange={() => setChoices((current) => ({ ...current, [attribute.name]: NONE }))}
                  />
                  <span className="flex-1 text-sm text-gray-900">{t("catalog:none")}</span>
                </label>
              )}
              {attribute.options.map((option) => (
                <label
                  key={option.name}
                  className="flex cursor-pointer items-center gap-3 rounded-lg px-1 py-1.5 hover:bg-gray-50"
                >
                  <input
                    type="radio"
                    name={`${baseId}-${index}`}
                    className="size-5 accent-brand-700"
                    checked={choices[attribute.name] === option.name}
                    onChange={() => {
                      setChoices((current) => ({ ...current, [attribute.name]: option.name }));
                      if (missing) setProblem(null);
                    }}
                  />
                  <span className="flex-1 text-sm text-gray-900">{option.name}</span>
                  <span className="text-sm text-gray-700">{extra(option.additionalPrice)}</span>
                </label>
              ))}
              {missing && (
                <p id={errorId} className="text-sm font-medium text-red-700">
                  {messageText(problem?.message)}
                </p>
              )}
            </fieldset>
          );
        })}

        {product.addons.length > 0 && (
          <fieldset className="space-y-2">
            <legend className="flex w-full items-center justify-between text-base font-bold text-gray-900">
              {t("catalog:addons")}
              <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-800">
                {t("catalog:optional")}
              </span>
            </legend>
            {product.addons.map((addon) => (
              <label
                key={addon.name}
                className="flex cursor-pointer items-center gap-3 rounded-lg px-1 py-1.5 hover:bg-gray-50"
              >
                <input
                  type="checkbox"
                  className="size-5 rounded accent-brand-700"
                  checked={addons.has(addon.name)}
                  onChange={(event) => {
                    const checked = event.target.checked;
                    setAddons((current) => {
                      const next = new Set(current);
                      if (checked) next.add(addon.name);
                      else next.delete(addon.name);
                      return next;
                    });
                  }}
                />
                <span className="flex-1 text-sm text-gray-900">{addon.name}</span>
                <span className="text-sm text-gray-700">{extra(addon.price)}</span>
              </label>
            ))}
          </fieldset>
        )}

        {problem && !problem.attribute && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {messageText(problem.message)}
          </p>
        )}
      </div>
    </Dialog>
  );
}
