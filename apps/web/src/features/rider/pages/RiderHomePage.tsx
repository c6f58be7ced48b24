/**
 * /rider: the delivery partner's phone screen (issue 5): go online or offline, then work through the assigned
 * deliveries — pickup, drop, cash to collect, directions, "Picked up" and "Delivered" with the customer's code.
 * The list refreshes on live order events (query ["rider","me"]); it never polls.
 */
import { RIDER_MESSAGES } from "@zaika/contract/rider";
import { Bike, TriangleAlert } from "lucide-react";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Skeleton } from "../../../components/ui/Skeleton";
import { Switch } from "../../../components/ui/Switch";
import { errorMessage } from "../../../lib/api-error";
import { useTitle } from "../../../lib/use-title";
import { useRiderMe } from "../api/get-rider-me";
import { useSetAvailability } from "../api/set-availability";
import { DeliveryCard } from "../components/DeliveryCard";
import { RiderShell } from "../components/RiderShell";

function AvailabilityPanel({ isAvailable, isActive }: { isAvailable: boolean; isActive: boolean }) {
  const availability = useSetAvailability();
  // While the request runs, show where the rider is going so the switch does not flick back.
  const online = availability.isPending ? (availability.variables ?? isAvailable) : isAvailable;

  if (!isActive) {
    return (
      <p role="alert" className="flex items-start gap-3 rounded-2xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
        <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {RIDER_MESSAGES.inactive}
      </p>
    );
  }

  return (
    <section
      aria-label="Availability"
      className={`flex items-center justify-between gap-4 rounded-2xl p-4 ring-1 ${
        online ? "bg-green-50 ring-green-200" : "bg-white ring-gray-200"
      }`}
    >
      <div>
        <p className="text-lg font-bold text-gray-900">{online ? "Online" : "Offline"}</p>
        <p className="text-sm text-gray-700">
          {online ? "You can be assigned new orders." : "Go online to be assigned new orders."}
        </p>
      </div>
      <Switch
        aria-label="Online"
        checked={online}
        disabled={availability.isPending}
        onCheckedChange={(next) => availability.mutate(next)}
        className="scale-125"
      />
    </section>
  );
}

function RiderHomeSkeleton() {
  return (
    <>
      <Skeleton className="h-20 w-full rounded-2xl" />
      <ListSkeleton label="Loading your deliveries" rows={2} rowClassName="space-y-3 rounded-2xl bg-white p-4">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-12 w-full" />
      </ListSkeleton>
    </>
  );
}

export function RiderHomePage() {
  useTitle("Deliveries");
  const me = useRiderMe();

  return (
    <RiderShell>
      <h1 className="sr-only">Deliveries</h1>
      {me.isPending ? (
        <RiderHomeSkeleton />
      ) : me.isError ? (
        <ErrorState
          title="Could not load your deliveries"
          message={errorMessage(me.error)}
          onRetry={() => me.refetch()}
          retrying={me.isFetching}
        />
      ) : (
        <>
          <AvailabilityPanel isAvailable={me.data.rider.isAvailable} isActive={me.data.rider.isActive} />
          <h2 className="pt-2 text-lg font-bold text-gray-900">
            Assigned deliveries{me.data.deliveries.length > 0 && ` (${me.data.deliveries.length})`}
          </h2>
          {me.data.deliveries.length === 0 ? (
            <EmptyState
              icon={Bike}
              title="No deliveries assigned — stay online to get orders"
              description={
                me.data.rider.isAvailable ? "New orders appear here as soon as they are assigned to you." : undefined
              }
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
