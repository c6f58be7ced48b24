/** The restaurant's profile at a glance: about, address and contact, delivery, payment and business settings. */
import type { PriceRange } from "@zaika/contract/price-range";
import type { Restaurant } from "@zaika/contract/restaurant";
import type { ReactNode } from "react";
import { formatNumber, formatRupees, t } from "../../../lib/i18n";

export const FOOD_TYPE_KEYS = {
  veg: "restaurants:pureVeg",
  "non-veg": "restaurants:nonVeg",
  both: "restaurants:vegAndNonVeg",
} as const satisfies Record<Restaurant["foodType"], string>;

/** The contract's price range names (PRICE_RANGE_LABELS), in the app's language. */
export const PRICE_RANGE_KEYS = {
  "₹": "restaurants:priceBudget",
  "₹₹": "restaurants:priceModerate",
  "₹₹₹": "restaurants:pricePremium",
  "₹₹₹₹": "restaurants:priceFineDining",
} as const satisfies Record<PriceRange, string>;

/** `slug` names the heading's id (the title changes with the language). */
function Card({ slug, title, children }: { slug: string; title: string; children: ReactNode }) {
  const id = `overview-${slug}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function Item({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-gray-700">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-gray-900">{children}</dd>
    </div>
  );
}

const yesNo = (value: boolean) => (value ? t("restaurants:yes") : t("restaurants:no"));

export function RestaurantOverview({ restaurant }: { restaurant: Restaurant }) {
  const { address, contactInfo, deliverySettings: delivery, paymentOptions: payment } = restaurant;
  const settings = restaurant.additionalSettings;
  const payments = [
    payment.acceptsCash && t("restaurants:cashOnDelivery"),
    payment.acceptsOnlinePayment && t("restaurants:onlinePayment"),
    payment.acceptsWalletPayment && t("restaurants:wallet"),
  ].filter(Boolean);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card slug="about" title={t("restaurants:about")}>
        <Item label={t("restaurants:description")} wide>
          {restaurant.description || t("restaurants:noDescription")}
        </Item>
        <Item label={t("restaurants:cuisines")} wide>
          <ul className="flex flex-wrap gap-2">
            {restaurant.cuisine.map((name) => (
              <li key={name} className="rounded-full bg-brand-50 px-3 py-0.5 text-brand-900 ring-1 ring-brand-200">
                {name}
              </li>
            ))}
          </ul>
        </Item>
        <Item label={t("restaurants:foodType")}>{t(FOOD_TYPE_KEYS[restaurant.foodType])}</Item>
        <Item label={t("restaurants:priceRange")}>
          {restaurant.priceRange} {t(PRICE_RANGE_KEYS[restaurant.priceRange])}
        </Item>
        <Item label={t("restaurants:rating")}>
          {restaurant.rating.count > 0
            ? t("restaurants:ratingSummary", {
                average: formatNumber(restaurant.rating.average, {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                }),
                count: restaurant.rating.count,
              })
            : t("restaurants:noRatings")}
        </Item>
        {restaurant.owner && (
          <Item label={t("restaurants:owner")}>
            {restaurant.owner.name}
            {restaurant.owner.email && (
              <span className="block font-normal text-gray-700">{restaurant.owner.email}</span>
            )}
          </Item>
        )}
      </Card>

      <Card slug="address-and-contact" title={t("restaurants:addressAndContact")}>
        <Item label={t("restaurants:address")} wide>
          {[address.street, address.city, [address.state, address.zipCode].filter(Boolean).join(" "), address.country]
            .filter(Boolean)
            .join(", ")}
        </Item>
        <Item label={t("restaurants:coordinates")}>
          {address.coordinates.lat.toFixed(6)}, {address.coordinates.lng.toFixed(6)}
        </Item>
        <Item label={t("restaurants:phone")}>
          <ul>
            {contactInfo.phones.map((phone) => (
              <li key={phone}>
                <a href={`tel:${phone}`} className="text-brand-700 underline-offset-4 hover:underline">
                  {phone}
                </a>
              </li>
            ))}
          </ul>
        </Item>
        <Item label={t("restaurants:email")}>
          <a href={`mailto:${contactInfo.email}`} className="text-brand-700 underline-offset-4 hover:underline">
            {contactInfo.email}
          </a>
        </Item>
        <Item label={t("restaurants:website")}>
          {contactInfo.website ? (
            <a
              href={contactInfo.website}
              target="_blank"
              rel="noreferrer"
              className="text-brand-700 underline-offset-4 hover:underline"
            >
              {contactInfo.website}
            </a>
          ) : (
            t("restaurants:none")
          )}
        </Item>
      </Card>

      <Card slug="delivery" title={t("restaurants:delivery")}>
        <Item label={t("restaurants:deliveryAvailable")}>{yesNo(delivery.isDeliveryAvailable)}</Item>
        <Item label={t("restaurants:deliveryRadius")}>
          {t("restaurants:kilometres", { value: formatNumber(delivery.deliveryRadius) })}
        </Item>
        <Item label={t("restaurants:estimatedDeliveryTime")}>
          {t("restaurants:minutes", { value: delivery.estimatedDeliveryTime })}
        </Item>
        <Item label={t("restaurants:minimumOrder")}>{formatRupees(delivery.minimumOrderAmount)}</Item>
        <Item label={t("restaurants:deliveryFee")}>{formatRupees(delivery.deliveryFee)}</Item>
        <Item label={t("restaurants:freeDeliveryFrom")}>
          {delivery.freeDeliveryThreshold === null
            ? t("restaurants:neverFree")
            : formatRupees(delivery.freeDeliveryThreshold)}
        </Item>
      </Card>

      <Card slug="payment-and-business" title={t("restaurants:paymentAndBusiness")}>
        <Item label={t("restaurants:accepts")} wide>
          {payments.join(", ") || t("restaurants:none")}
        </Item>
        {settings.commissionRate !== undefined && (
          <Item label={t("restaurants:commissionRate")}>
            {t("restaurants:percent", { value: formatNumber(settings.commissionRate) })}
          </Item>
        )}
        <Item label={t("restaurants:packagingCharge")}>{formatRupees(settings.packagingCharge)}</Item>
        <Item label={t("restaurants:preparationTime")}>
          {t("restaurants:minutes", { value: settings.preparationTime })}
        </Item>
        {settings.bankDetails && (
          <Item label={t("restaurants:bankAccount")} wide>
            {settings.bankDetails.accountName}, {settings.bankDetails.bankName}
            <span className="block font-normal text-gray-700">
              {t("restaurants:accountEnding", {
                digits: settings.bankDetails.accountNumber.slice(-4),
                ifsc: settings.bankDetails.ifscCode,
              })}
            </span>
          </Item>
        )}
        {settings.taxInfo && (
          <>
            <Item label={t("restaurants:gstin")}>{settings.taxInfo.gstin ?? t("restaurants:notGiven")}</Item>
            <Item label={t("restaurants:pan")}>{settings.taxInfo.panNumber ?? t("restaurants:notGiven")}</Item>
            {settings.taxInfo.vatNumber && <Item label={t("restaurants:vatNumber")}>{settings.taxInfo.vatNumber}</Item>}
          </>
        )}
      </Card>
    </div>
  );
}
