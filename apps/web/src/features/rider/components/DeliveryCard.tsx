/**
 * One assigned delivery: pickup and drop with call links, cash to collect, the customer's tip (issue 14), the map and
 * the next step's button.
 */
import { type OrderStatus, statusTone } from "@zaika/contract/order-status";
import type { Delivery } from "@zaika/contract/rider";
import { Banknote, ChefHat, HandHeart, Navigation, Package, Phone } from "lucide-react";
import { Component, lazy, type ReactNode, Suspense } from "react";
import { Badge } from "../../../components/ui/Badge";
import { Button, buttonClassName } from "../../../components/ui/Button";
import { Skeleton } from "../../../components/ui/Skeleton";
import { formatRupees, t } from "../../../lib/i18n";
import { useUpdateDeliveryStatus } from "../api/update-delivery-status";
import { DeliveryCodeForm } from "./DeliveryCodeForm";
import { directionsUrl, hasLocation } from "./maps-link";

const DeliveryMap = lazy(() => import("./DeliveryMap"));

/** The catalog key of each order status's label (the contract's ORDER_STATUS_LABELS in English). */
const STATUS_KEYS = {
  PENDING: "rider:statusPending",
  ACCEPTED: "rider:statusAccepted",
  PREPARING: "rider:statusPreparing",
  READY_FOR_PICKUP: "rider:statusReadyForPickup",
  OUT_FOR_DELIVERY: "rider:statusOutForDelivery",
  DELIVERED: "rider:statusDelivered",
  REJECTED: "rider:statusRejected",
  CANCELLED: "rider:statusCancelled",
} as const satisfies Record<OrderStatus, string>;

/** If the map's code cannot be loaded (flaky network), the delivery card works on without it. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function CallLink({ phone, who }: { phone: string; who: string }) {
  return (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, "")}`}
      className={buttonClassName({ variant: "secondary", className: "shrink-0" })}
      aria-label={t("rider:callWho", { name: who })}
    >
      <Phone className="size-5" aria-hidden="true" />
      {t("rider:call")}
    </a>
  );
}

function Stop({
  title,
  name,
  address,
  phone,
  children,
}: {
  title: string;
  name: string;
  address: string;
  phone: string | null;
  children?: ReactNode;
}) {
  return (
    <section aria-label={`${title}: ${name}`} className="flex items-start gap-3">
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-gray-700 uppercase">{title}</p>
        <p className="font-semibold text-gray-900">{name}</p>
        <p className="text-sm text-gray-800">{address}</p>
        {children}
      </div>
      {phone && <CallLink phone={phone} who={name} />}
    </section>
  );
}

function PickedUpButton({ delivery }: { delivery: Delivery }) {
  const update = useUpdateDeliveryStatus();
  return (
    <Button
      size="lg"
      className="w-full"
      loading={update.isPending}
      onClick={() => update.mutate({ orderId: delivery._id, status: "OUT_FOR_DELIVERY" })}
    >
      <Package className="size-5" aria-hidden="true" />
      {t("rider:pickedUp")}
    </Button>
  );
}

function NextStep({ delivery }: { delivery: Delivery }) {
  if (delivery.status === "READY_FOR_PICKUP") return <PickedUpButton delivery={delivery} />;
  if (delivery.status === "OUT_FOR_DELIVERY") {
    return <DeliveryCodeForm orderId={delivery._id} orderNumber={delivery.orderNumber} />;
  }
  if (delivery.status === "ACCEPTED" || delivery.status === "PREPARING") {
    return (
      <p className="flex items-center gap-2 rounded-lg bg-gray-50 px-3 py-3 text-sm text-gray-800">
        <ChefHat className="size-5 shrink-0 text-gray-700" aria-hidden="true" />
        {t("rider:kitchenPreparing")}
      </p>
    );
  }
  return null;
}

/** The tip as the rider reads it: paid with the order (in the cash to collect for COD) and theirs in full. */
export function riderTipText(tip: number): string {
  return t("rider:tipYours", { amount: formatRupees(tip) });
}

export function DeliveryCard({ delivery }: { delivery: Delivery }) {
  const titleId = `delivery-${delivery._id}`;
  const showMap = hasLocation(delivery.pickup.coordinates) && hasLocation(delivery.drop.coordinates);

  return (
    <article aria-labelledby={titleId} className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold text-gray-900">
          {t("rider:orderNumber", { number: delivery.orderNumber })}
        </h2>
        <Badge tone={statusTone(delivery.status)}>{t(STATUS_KEYS[delivery.status])}</Badge>
      </header>

      {delivery.paymentMode === "COD" && delivery.collect > 0 ? (
        // The one number the rider must not get wrong at the door: large and dark on yellow.
        <p className="flex items-center gap-3 rounded-xl bg-yellow-100 px-4 py-3 text-yellow-950 ring-1 ring-yellow-400">
          <Banknote className="size-8 shrink-0" aria-hidden="true" />
          <span>
            <span className="block text-sm font-semibold">{t("rider:cashToCollect")}</span>
            <span className="block text-3xl font-extrabold tabular-nums">{formatRupees(delivery.collect)}</span>
          </span>
        </p>
      ) : (
        <p className="text-sm text-gray-700">{t("rider:paidOnline")}</p>
      )}
      {delivery.tip > 0 && (
        <p className="flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm font-semibold text-green-900 ring-1 ring-green-300">
          <HandHeart className="size-5 shrink-0" aria-hidden="true" />
          {riderTipText(delivery.tip)}
        </p>
      )}

      <Stop
        title={t("rider:pickup")}
        name={delivery.pickup.name}
        address={delivery.pickup.address}
        phone={delivery.pickup.phone}
      >
        <p className="text-sm text-gray-700">{t("rider:itemCount", { count: delivery.itemCount })}</p>
      </Stop>
      <Stop
        title={t("rider:drop")}
        name={delivery.drop.name}
        address={delivery.drop.address}
        phone={delivery.drop.phone}
      >
        {delivery.drop.instructions && (
          <p className="mt-1 rounded-md bg-brand-50 px-2 py-1 text-sm text-gray-900">
            <span className="font-semibold">{t("rider:instructions")}</span> {delivery.drop.instructions}
          </p>
        )}
      </Stop>

      {showMap && (
        <MapBoundary>
          <Suspense fallback={<Skeleton className="h-56 w-full rounded-xl" />}>
            <DeliveryMap
              pickup={delivery.pickup.coordinates}
              drop={delivery.drop.coordinates}
              pickupName={delivery.pickup.name}
              dropName={delivery.drop.name}
            />
          </Suspense>
        </MapBoundary>
      )}
      {hasLocation(delivery.drop.coordinates) && (
        <a
          href={directionsUrl(delivery)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName({ variant: "secondary", size: "lg", className: "w-full" })}
        >
          <Navigation className="size-5" aria-hidden="true" />
          {t("rider:openInMaps")}
          <span className="sr-only"> {t("rider:opensInNewTab")}</span>
        </a>
      )}

      <NextStep delivery={delivery} />
    </article>
  );
}
