/**
 * /rider: the delivery partner's phone screen (issues 5 and 13): go online or offline; while online the phone shares
 * its position and offers arrive to accept or decline; then work through the assigned deliveries — pickup, drop,
 * cash to collect, directions, "Picked up" and "Delivered" with the customer's code — and see today's earnings.
 * The deliveries refresh on live order events (query ["rider","me"]); they never poll.
 */
import { RIDER_MESSAGES, type RiderToday } from "@zaika/contract/rider";
import { Bike, LocateFixed, LocateOff, TriangleAlert } from "lucide-react";
import { Trans } from "../../../components/i18n/Trans";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Skeleton } from "../../../components/ui/Skeleton";
import { Switch } from "../../../components/ui/Switch";
import { errorMessage } from "../../../lib/api-error";
import { formatRupees, messageText, t } from "../../../lib/i18n";
import { useTitle } from "../../../lib/use-title";
import { useRiderMe } from "../api/get-rider-me";
import { useSetAvailability } from "../api/set-availability";
import { DeliveryCard } from "../components/DeliveryCard";
import { OffersSection } from "../components/OffersSection";
import { RiderShell } from "../components/RiderShell";
import { type LocationSharing, useShareLocation } from "../hooks/use-share-location";

/** The catalog key of each sharing state's text (see RIDER_APP_MESSAGES). */
const SHARING_KEYS = {
  sharing: "rider:sharing",
  waiting: "rider:waitingForGps",
  denied: "rider:locationDenied",
  unsupported: "rider:locationUnsupported",
} as const;

/** Whether the phone is sharing its position, and a quiet note when the last one did not reach the server. */
function LocationStatus({ sharing }: { sharing: LocationSharing }) {
  if (sharing.state === "off") return null;
  const problem = sharing.state === "denied" || sharing.state === "unsupported";
  const Icon = problem ? LocateOff : LocateFixed;
  return (
    <div role="status" className="mt-2 space-y-1 text-sm">
      <p className={`flex items-start gap-2 font-medium ${problem ? "text-red-800" : "text-gray-900"}`}>
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t(SHARING_KEYS[sharing.state])}
      </p>
      {sharing.note && <p className="text-gray-700">{messageText(sharing.note)}</p>}
    </div>
  );
}

function AvailabilityPanel({
  isAvailable,
  isActive,
  sharing,
}: {
  isAvailable: boolean;
  isActive: boolean;
  sharing: LocationSharing;
}) {
  const availability = useSetAvailability();
  // While the request runs, show where the rider is going so the switch does not flick back.
  const online = availability.isPending ? (availability.variables ?? isAvailable) : isAvailable;

  if (!isActive) {
    return (
      <p role="alert" className="flex items-start gap-3 rounded-2xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
        <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {messageText(RIDER_MESSAGES.inactive)}
      </p>
    );
  }

  return (
    <section
      aria-label={t("rider:availability")}
      className={`flex items-center justify-between gap-4 rounded-2xl p-4 ring-1 ${
        online ? "bg-green-50 ring-green-200" : "bg-white ring-gray-200"
      }`}
    >
      <div className="min-w-0">
        <p className="text-lg font-bold text-gray-900">{online ? t("rider:online") : t("rider:offline")}</p>
        <p className="text-sm text-gray-700">{online ? t("rider:canBeAssigned") : t("rider:goOnline")}</p>
        <LocationStatus sharing={sharing} />
      </div>
      <Switch
        aria-label={t("rider:online")}
        checked={online}
        disabled={availability.isPending}
        onCheckedChange={(next) => availability.mutate(next)}
        className="scale-125"
      />
    </section>
  );
}

/** "Today: 5 deliveries · ₹212 earned" (the rider's India day so far), with "incl. ₹20 tips" when tipped. */
function TodaySummary({ today }: { today: RiderToday }) {
  return (
    <p className="rounded-2xl bg-white px-4 py-3 text-gray-900 ring-1 ring-gray-200">
      <Trans
        i18nKey="rider:today"
        count={today.deliveries}
        values={{ earnings: formatRupees(today.earnings) }}
        components={{ bold: <strong /> }}
      />
      {today.tips > 0 && <> {t("rider:todayTips", { tips: formatRupees(today.tips) })}</>}
    </p>
  );
}

function RiderHomeSkeleton() {
  return (
    <>
      <Skeleton className="h-20 w-full rounded-2xl" />
      <ListSkeleton label={t("rider:loadingDeliveries")} rows={2} rowClassName="space-y-3 rounded-2xl bg-white p-4">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-12 w-full" />
      </ListSkeleton>
    </>
  );
}

export function RiderHomePage() {
  useTitle(t("rider:title"));
  const me = useRiderMe();
  // Lists offers only while the rider is online (and allowed to work); shares the position then, and also while a
  // delivery is under way after going offline, so its customer can still follow it (decision 021).
  const online = me.data ? me.data.rider.isAvailable && me.data.rider.isActive : false;
  const delivering = (me.data?.deliveries.length ?? 0) > 0;
  const sharing = useShareLocation(online || delivering);

  return (
    <RiderShell>
      <h1 className="sr-only">{t("rider:title")}</h1>
      {me.isPending ? (
        <RiderHomeSkeleton />
      ) : me.isError ? (
        <ErrorState
          title={t("rider:loadFailed")}
          message={messageText(errorMessage(me.error))}
          onRetry={() => me.refetch()}
          retrying={me.isFetching}
        />
      ) : (
        <>
          <AvailabilityPanel
            isAvailable={me.data.rider.isAvailable}
            isActive={me.data.rider.isActive}
            sharing={sharing}
          />
          <TodaySummary today={me.data.today} />
          {online && <OffersSection />}
          <h2 className="pt-2 text-lg font-bold text-gray-900">
            {me.data.deliveries.length > 0
              ? t("rider:assignedDeliveriesCount", { number: me.data.deliveries.length })
              : t("rider:assignedDeliveries")}
          </h2>
          {me.data.deliveries.length === 0 ? (
            <EmptyState
              icon={Bike}
              title={t("rider:noDeliveries")}
              description={me.data.rider.isAvailable ? t("rider:noDeliveriesHint") : undefined}
            />
          ) : (
            <ul className="space-y-4">
              {me.data.deliveries.map((delivery) => (
                <li key={delivery._id}>
                  <DeliveryCard delivery={delivery} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </RiderShell>
  );
}
