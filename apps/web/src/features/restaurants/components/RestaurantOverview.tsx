/** The restaurant's profile at a glance: about, address and contact, delivery, payment and business settings. */
import { formatRupees } from "@zaika/contract/pricing";
import { PRICE_RANGE_LABELS, type Restaurant } from "@zaika/contract/restaurant";
import type { ReactNode } from "react";

const FOOD_TYPE_TEXT: Record<Restaurant["foodType"], string> = {
  veg: "Pure veg",
  "non-veg": "Non-veg",
  both: "Veg and non-veg",
};

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `overview-${title.toLowerCase().replace(/\W+/g, "-")}`;
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

const yesNo = (value: boolean) => (value ? "Yes" : "No");

export function RestaurantOverview({ restaurant }: { restaurant: Restaurant }) {
  const { address, contactInfo, deliverySettings: delivery, paymentOptions: payment } = restaurant;
  const settings = restaurant.additionalSettings;
  const payments = [
    payment.acceptsCash && "Cash on delivery",
    payment.acceptsOnlinePayment && "Online payment",
    payment.acceptsWalletPayment && "Wallet",
  ].filter(Boolean);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card title="About">
        <Item label="Description" wide>
          {restaurant.description || "No description yet."}
        </Item>
        <Item label="Cuisines" wide>
          <ul className="flex flex-wrap gap-2">
            {restaurant.cuisine.map((name) => (
              <li key={name} className="rounded-full bg-brand-50 px-3 py-0.5 text-brand-900 ring-1 ring-brand-200">
                {name}
              </li>
            ))}
          </ul>
        </Item>
        <Item label="Food type">{FOOD_TYPE_TEXT[restaurant.foodType]}</Item>
        <Item label="Price range">
          {restaurant.priceRange} {PRICE_RANGE_LABELS[restaurant.priceRange]}
        </Item>
        <Item label="Rating">
          {restaurant.rating.count > 0
            ? `${restaurant.rating.average.toFixed(1)} ★ (${restaurant.rating.count} ratings)`
            : "No ratings yet"}
        </Item>
        {restaurant.owner && (
          <Item label="Owner">
            {restaurant.owner.name}
            {restaurant.owner.email && (
              <span className="block font-normal text-gray-700">{restaurant.owner.email}</span>
            )}
          </Item>
        )}
      </Card>

      <Card title="Address and contact">
        <Item label="Address" wide>
          {[address.street, address.city, [address.state, address.zipCode].filter(Boolean).join(" "), address.country]
            .filter(Boolean)
            .join(", ")}
        </Item>
        <Item label="Coordinates">
          {address.coordinates.lat.toFixed(6)}, {address.coordinates.lng.toFixed(6)}
        </Item>
        <Item label="Phone">
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
        <Item label="E-mail">
          <a href={`mailto:${contactInfo.email}`} className="text-brand-700 underline-offset-4 hover:underline">
            {contactInfo.email}
          </a>
        </Item>
        <Item label="Website">
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
            "None"
          )}
        </Item>
      </Card>

      <Card title="Delivery">
        <Item label="Delivery available">{yesNo(delivery.isDeliveryAvailable)}</Item>
        <Item label="Delivery radius">{delivery.deliveryRadius} km</Item>
        <Item label="Estimated delivery time">{delivery.estimatedDeliveryTime} minutes</Item>
        <Item label="Minimum order">{formatRupees(delivery.minimumOrderAmount)}</Item>
        <Item label="Delivery fee">{formatRupees(delivery.deliveryFee)}</Item>
        <Item label="Free delivery from">
          {delivery.freeDeliveryThreshold === null ? "Never free" : formatRupees(delivery.freeDeliveryThreshold)}
        </Item>
      </Card>

      <Card title="Payment and business">
        <Item label="Accepts" wide>
          {payments.join(", ") || "None"}
        </Item>
        {settings.commissionRate !== undefined && <Item label="Commission rate">{settings.commissionRate}%</Item>}
        <Item label="Packaging charge">{formatRupees(settings.packagingCharge)}</Item>
        <Item label="Preparation time">{settings.preparationTime} minutes</Item>
        {settings.bankDetails && (
          <Item label="Bank account" wide>
            {settings.bankDetails.accountName}, {settings.bankDetails.bankName}
            <span className="block font-normal text-gray-700">
              A/c ending {settings.bankDetails.accountNumber.slice(-4)} · IFSC {settings.bankDetails.ifscCode}
            </span>
          </Item>
        )}
        {settings.taxInfo && (
          <>
            <Item label="GSTIN">{settings.taxInfo.gstin ?? "Not given"}</Item>
            <Item label="PAN">{settings.taxInfo.panNumber ?? "Not given"}</Item>
            {settings.taxInfo.vatNumber && <Item label="VAT number">{settings.taxInfo.vatNumber}</Item>}
          </>
        )}
      </Card>
    </div>
  );
}
