/**
 * The rider of an order under way, as the order pages show it (issue 13). The customer: before pickup only that the
 * rider is on the way to the restaurant (the position is not theirs to see yet), from pickup the rider on a map with
 * the distance and ETA. The restaurant: while the rider comes for pickup, "Rider Ravi arriving in about 4 min" and a
 * small map. Positions come from GET /order/{id}/tracking and its live frames (../api/get-order-tracking.ts).
 */
import { type OrderTracking, riderPhase } from "@zaika/contract/dispatch";
import type { Order } from "@zaika/contract/order";
import type { ReactNode } from "react";
import { TrackingMap } from "../../../components/map/TrackingMap";
import { etaText, firstName } from "../../../components/map/tracking-text";
import { t } from "../../../lib/i18n";
import { useOrderTracking } from "../api/get-order-tracking";
import { Section } from "./Section";

type TrackedOrder = Pick<Order, "_id" | "status" | "rider" | "restaurant" | "user">;

function RiderMap({
  tracking,
  restaurantName,
  dropName,
  direction,
}: {
  tracking: OrderTracking;
  restaurantName: string;
  dropName: string;
  direction: "to-restaurant" | "to-customer";
}) {
  const rider = tracking.rider;
  if (!rider?.position) return null;
  return (
    <TrackingMap
      restaurant={{ ...tracking.restaurant, name: restaurantName }}
      drop={{ ...tracking.drop, name: dropName }}
      rider={{ name: firstName(rider.name), position: rider.position }}
      heading={direction}
      etaMinutes={tracking.etaMinutes}
    />
  );
}

/** The customer's view: nothing until a rider is on the order, then the rider's way to them. */
export function CustomerRiderTracking({ order }: { order: TrackedOrder }) {
  const phase = riderPhase(order.status);
  const active = order.rider !== null && phase !== null;
  const tracking = useOrderTracking(order._id, active);
  if (!active || !order.rider) return null;

  const name = firstName(order.rider.name);
  const data = tracking.data;
  let body: ReactNode;
  if (phase === "to-restaurant") {
    body = <p className="text-gray-900">{t("orders:riderToRestaurant", { name })}</p>;
  } else if (data?.rider?.position) {
    body = (
      <RiderMap
        tracking={data}
        restaurantName={order.restaurant.name}
        dropName={t("orders:yourAddress")}
        direction="to-customer"
      />
    );
  } else {
    const eta = data?.etaMinutes;
    body = (
      <p className="text-gray-900">
        {eta == null ? t("orders:riderPickedUp", { name }) : t("orders:riderPickedUpEta", { name, eta: etaText(eta) })}
      </p>
    );
  }

  return (
    <Section title={t("orders:yourRider")}>
      {body}
      {tracking.isError && !data && <p className="mt-2 text-sm text-gray-700">{t("orders:trackingUnavailable")}</p>}
    </Section>
  );
}

/** The restaurant's view while the rider comes for pickup: when they arrive, and where they are. */
export function RestaurantRiderArrival({ order }: { order: TrackedOrder }) {
  const active = order.rider !== null && riderPhase(order.status) === "to-restaurant";
  const tracking = useOrderTracking(order._id, active);
  if (!active || !order.rider) return null;

  const name = firstName(order.rider.name);
  const eta = tracking.data?.etaMinutes;
  const line =
    eta == null
      ? t("orders:riderOnTheWay", { name })
      : eta <= 0
        ? t("orders:riderArrivingNow", { name })
        : t("orders:riderArrivingIn", { name, minutes: eta });

  return (
    <Section title={t("orders:riderForPickup")}>
      <p className="text-lg font-semibold text-gray-900">{line}</p>
      {tracking.data && (
        <div className="mt-3 max-w-xl">
          <RiderMap
            tracking={tracking.data}
            restaurantName={order.restaurant.name}
            dropName={order.user.name}
            direction="to-restaurant"
          />
        </div>
      )}
    </Section>
  );
}
