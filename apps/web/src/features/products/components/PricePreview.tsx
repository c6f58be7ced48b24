/**
 * Live price preview of the dish form: the dish's own price, the "from" price (first option of every required
 * attribute) and a unit price for choices the owner picks here. All arithmetic is the contract's pricing rules.
 */
import { toPaise, toRupees } from "@zaika/contract/money";
import { basePricePaise, type PriceablePaise, unitPricePaise } from "@zaika/contract/pricing";
import { type ReactNode, useId, useState } from "react";
import { type Control, type FieldArrayWithId, useWatch } from "react-hook-form";
import { formatRupees, t } from "../../../lib/i18n";
import { type ProductFormValues, previewAmount } from "./form-values";
import { ProductPrice } from "./ProductPrice";

type PricePreviewProps = {
  control: Control<ProductFormValues>;
  /** The rows of the builders, whose ids keep the owner's picks on the right row when rows are removed. */
  attributeFields: FieldArrayWithId<ProductFormValues, "attributes">[];
  addonFields: FieldArrayWithId<ProductFormValues, "addons">[];
};

const paiseOf = (amount: unknown) => toPaise(previewAmount(amount) ?? 0);
const rupees = (paise: number) => formatRupees(toRupees(paise));

export function PricePreview({ control, attributeFields, addonFields }: PricePreviewProps) {
  const id = useId();
  const [price, discountedPrice, attributes, addons] = useWatch({
    control,
    name: ["price", "discountedPrice", "attributes", "addons"],
  });
  /** Option index picked per attribute row (null: none, for an optional attribute); unset rows use the default. */
  const [picks, setPicks] = useState<Record<string, number | null>>({});
  const [addonPicks, setAddonPicks] = useState<Record<string, boolean>>({});

  const priceRupees = previewAmount(price);
  if (priceRupees === null || priceRupees === 0) {
    return (
      <PreviewPanel headingId={`${id}-heading`}>
        <p className="text-sm text-gray-700">{t("products:enterPrice")}</p>
      </PreviewPanel>
    );
  }

  const discountRupees = previewAmount(discountedPrice);
  const product: PriceablePaise = {
    pricePaise: toPaise(priceRupees),
    discountedPricePaise: discountRupees === null ? null : toPaise(discountRupees),
  };
  const payableRupees = toRupees(basePricePaise(product));

  const rows = (attributes ?? []).flatMap((attribute, index) => {
    const key = attributeFields[index]?.id;
    if (!key || attribute.options.length === 0) return [];
    const picked = picks[key];
    const fallback = attribute.required ? 0 : null;
    const chosen = picked === undefined || (picked !== null && picked >= attribute.options.length) ? fallback : picked;
    return [{ key, index, attribute, chosen: attribute.required && chosen === null ? 0 : chosen }];
  });
  const requiredRows = rows.filter((row) => row.attribute.required);
  const fromPaise = unitPricePaise(
    product,
    requiredRows.map((row) => ({ additionalPricePaise: paiseOf(row.attribute.options[0]?.additionalPrice) })),
    [],
  );

  const addonRows = (addons ?? []).flatMap((addon, index) => {
    const key = addonFields[index]?.id;
    return key ? [{ key, index, addon, chosen: addonPicks[key] ?? false }] : [];
  });
  const chosenOptions = rows.flatMap((row) => {
    const option = row.chosen === null ? undefined : row.attribute.options[row.chosen];
    return option ? [{ additionalPricePaise: paiseOf(option.additionalPrice) }] : [];
  });
  const chosenAddons = addonRows.filter((row) => row.chosen).map((row) => ({ pricePaise: paiseOf(row.addon.price) }));
  const unitPaise = unitPricePaise(product, chosenOptions, chosenAddons);

  return (
    <PreviewPanel headingId={`${id}-heading`}>
      <dl className="space-y-2 text-sm">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-gray-700">{t("products:dishPrice")}</dt>
          <dd>
            <ProductPrice price={priceRupees} discountedPrice={discountRupees} />
          </dd>
        </div>
        {requiredRows.length > 0 && (
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-gray-700">{t("products:menuShows")}</dt>
            <dd className="font-semibold text-gray-900">{t("products:fromPrice", { price: rupees(fromPaise) })}</dd>
          </div>
        )}
      </dl>
      {requiredRows.length > 0 && <p className="mt-1 text-xs text-gray-700">{t("products:fromExplained")}</p>}

      {(rows.length > 0 || addonRows.length > 0) && (
        <div className="mt-4 space-y-4 border-t border-gray-200 pt-4">
          <p className="text-sm font-medium text-gray-900">{t("products:tryChoices")}</p>
          {rows.map(({ key, index, attribute, chosen }) => (
            <fieldset key={key} className="space-y-1">
              <legend className="text-sm font-medium text-gray-900">
                {attribute.required
                  ? attribute.name.trim() || t("products:attributeNumber", { number: index + 1 })
                  : t("products:optionalSuffix", {
                      name: attribute.name.trim() || t("products:attributeNumber", { number: index + 1 }),
                    })}
              </legend>
              {!attribute.required && (
                <PreviewRadio
                  name={`${id}-${key}`}
                  label={t("products:none")}
                  checked={chosen === null}
                  onChange={() => setPicks((current) => ({ ...current, [key]: null }))}
                />
              )}
              {attribute.options.map((option, optionIndex) => (
                <PreviewRadio
                  // biome-ignore lint/suspicious/noArrayIndexKey: options are watched values; the index is their identity here.
                  key={optionIndex}
                  name={`${id}-${key}`}
                  label={option.name.trim() || t("products:optionNumber", { number: optionIndex + 1 })}
                  extraPaise={paiseOf(option.additionalPrice)}
                  checked={chosen === optionIndex}
                  onChange={() => setPicks((current) => ({ ...current, [key]: optionIndex }))}
                />
              ))}
            </fieldset>
          ))}
          {addonRows.length > 0 && (
            <fieldset className="space-y-1">
              <legend className="text-sm font-medium text-gray-900">{t("products:addons")}</legend>
              {addonRows.map(({ key, index, addon, chosen }) => (
                <label key={key} className="flex min-h-9 items-center gap-2 text-sm text-gray-900">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-700"
                    checked={chosen}
                    onChange={(event) => setAddonPicks((current) => ({ ...current, [key]: event.target.checked }))}
                  />
                  <span className="flex-1">
                    {addon.name.trim() || t("products:addonNumber", { number: index + 1 })}
                  </span>{" "}
                  <span className="text-gray-700">+{rupees(paiseOf(addon.price))}</span>
                </label>
              ))}
            </fieldset>
          )}
        </div>
      )}

      <p
        aria-live="polite"
        className="mt-4 flex items-baseline justify-between gap-3 rounded-lg bg-brand-50 px-3 py-2 text-gray-900"
      >
        <span className="text-sm font-medium">{t("products:unitPrice")}</span>
        <span className="text-lg font-bold">{rupees(unitPaise)}</span>
      </p>
      {payableRupees < priceRupees && <p className="mt-2 text-xs text-gray-700">{t("products:includesDiscount")}</p>}
    </PreviewPanel>
  );
}

function PreviewPanel({ headingId, children }: { headingId: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-base font-semibold text-gray-900">
        {t("products:pricePreview")}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

type PreviewRadioProps = {
  name: string;
  label: string;
  extraPaise?: number;
  checked: boolean;
  onChange: () => void;
};

function PreviewRadio({ name, label, extraPaise = 0, checked, onChange }: PreviewRadioProps) {
  return (
    <label className="flex min-h-9 items-center gap-2 text-sm text-gray-900">
      <input type="radio" name={name} className="size-4 accent-brand-700" checked={checked} onChange={onChange} />
      <span className="flex-1">{label}</span>{" "}
      {extraPaise > 0 && <span className="text-gray-700">+{rupees(extraPaise)}</span>}
    </label>
  );
}
