/** A dish's price: "₹249 ₹199" with the original struck through when a lower discounted price applies. */
import { toPaise, toRupees } from "@zaika/contract/money";
import { basePricePaise } from "@zaika/contract/pricing";
import { formatRupees, t } from "../../../lib/i18n";

export function ProductPrice({ price, discountedPrice }: { price: number; discountedPrice: number | null }) {
  const pricePaise = toPaise(price);
  const payablePaise = basePricePaise({
    pricePaise,
    discountedPricePaise: discountedPrice === null ? null : toPaise(discountedPrice),
  });

  if (payablePaise >= pricePaise) return <span className="font-semibold text-gray-900">{formatRupees(price)}</span>;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
      <s className="text-gray-600">
        <span className="sr-only">{t("products:originalPrice")} </span>
        {formatRupees(price)}
      </s>
      <span className="font-semibold text-gray-900">
        <span className="sr-only">{t("products:discountedPrice")} </span>
        {formatRupees(toRupees(payablePaise))}
      </span>
    </span>
  );
}
