/**
 * The bill preview of the cart and payment pages: item total, a coupon's discount (issue 14), GST with its percentage
 * (on the discounted value), packaging, delivery fee or "Free delivery" (and how much more earns it), the rider's tip,
 * earlier cash orders' cancellation fees this order collects (decision 027), grand total. The server re-prices when the
 * order is placed.
 */
import { toPaise, toRupees } from "@zaika/contract/money";
import type { PreviousFee } from "@zaika/contract/order";
import type { Bill } from "@zaika/contract/pricing";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Skeleton } from "../../../components/ui/Skeleton";
import { errorMessage } from "../../../lib/api-error";
import { formatRupees, messageText, t } from "../../../lib/i18n";

const money = (paise: number) => formatRupees(toRupees(paise));

function Row({ label, value, emphasis = false }: { label: string; value: string; emphasis?: boolean }) {
  // The grand total closes the list under a dashed rule (a dl holds only dt/dd groups in divs: no extra wrapper).
  const look = emphasis
    ? "border-t border-dashed border-gray-300 pt-2 text-base font-bold text-gray-900"
    : "text-gray-800";
  return (
    <div className={`flex justify-between gap-4 ${look}`}>
      <dt>{label}</dt>
      <dd className={emphasis ? "" : "tabular-nums"}>{value}</dd>
    </div>
  );
}

export function BillDetails({
  bill,
  couponCode = null,
  previousFees = [],
  headingLevel = 2,
}: {
  bill: Bill;
  /** The applied coupon's code, named on its discount line. */
  couponCode?: string | null;
  /** Earlier cash orders' cancellation fees, each a line of its own, added to the grand total. */
  previousFees?: readonly PreviousFee[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const discounted = bill.discountPaise > 0;
  const feesPaise = previousFees.reduce((sum, fee) => sum + toPaise(fee.fee), 0);
  return (
    <section aria-labelledby="bill-details-heading" className="rounded-2xl bg-white p-4 ring-1 ring-gray-200">
      <Heading id="bill-details-heading" className="font-bold text-gray-900">
        {t("cart:billDetails")}
      </Heading>
      <dl className="mt-3 space-y-2 text-sm">
        <Row label={t("cart:itemTotal")} value={money(bill.subtotalPaise)} />
        {discounted && (
          <div className="flex justify-between gap-4 font-semibold text-green-800">
            <dt>{couponCode ? t("cart:couponLine", { code: couponCode }) : t("cart:couponDiscount")}</dt>
            <dd className="tabular-nums">−{money(bill.discountPaise)}</dd>
          </div>
        )}
        <Row
          label={
            discounted
              ? t("cart:gstOn", { percent: bill.gstPercent, amount: money(bill.subtotalPaise - bill.discountPaise) })
              : t("cart:gst", { percent: bill.gstPercent })
          }
          value={money(bill.taxAmountPaise)}
        />
        <Row label={t("cart:packagingCharge")} value={money(bill.packagingChargePaise)} />
        {bill.isFreeDelivery ? (
          <div className="flex justify-between gap-4 text-gray-800">
            <dt>{t("cart:deliveryFee")}</dt>
            <dd className="font-semibold text-green-800">{t("cart:freeDelivery")}</dd>
          </div>
        ) : (
          <Row label={t("cart:deliveryFee")} value={money(bill.deliveryFeePaise)} />
        )}
        {bill.tipPaise > 0 && <Row label={t("cart:riderTip")} value={money(bill.tipPaise)} />}
        {previousFees.map((fee) => (
          <Row
            key={fee.orderNumber}
            label={t("cart:previousFeeLine", { number: fee.orderNumber })}
            value={formatRupees(fee.fee)}
          />
        ))}
        <Row label={t("cart:grandTotal")} value={money(bill.finalTotalPaise + feesPaise)} emphasis />
      </dl>
      {previousFees.length > 0 && (
        <p className="mt-3 rounded-lg bg-yellow-50 px-3 py-2 text-sm text-gray-900">{t("cart:previousFeeNote")}</p>
      )}
      {bill.freeDeliveryShortfallPaise !== null && bill.freeDeliveryShortfallPaise > 0 && (
        <p className="mt-3 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
          {t("cart:freeDeliveryShortfall", { amount: money(bill.freeDeliveryShortfallPaise) })}
        </p>
      )}
    </section>
  );
}

export function BillDetailsSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-gray-200">
      <Skeleton className="h-5 w-28" />
      {Array.from({ length: 4 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="flex justify-between">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-14" />
        </div>
      ))}
      <Skeleton className="h-6 w-full" />
    </div>
  );
}

/** The bill once the GST setting is known; its skeleton while it loads, and a retry when it failed. */
export function BillPanel({
  bill,
  couponCode = null,
  previousFees = [],
  settings,
}: {
  bill: Bill | null | undefined;
  couponCode?: string | null;
  previousFees?: readonly PreviousFee[];
  settings: { isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
}) {
  if (bill) return <BillDetails bill={bill} couponCode={couponCode} previousFees={previousFees} />;
  if (settings.isError) {
    return (
      <ErrorState
        title={t("cart:billLoadFailed")}
        message={messageText(errorMessage(settings.error))}
        onRetry={() => settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }
  return <BillDetailsSkeleton />;
}
