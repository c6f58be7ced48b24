/** The riders of one page: a table on wide screens, cards on phones; each with an activate/deactivate switch. */
import type { Rider } from "@zaika/contract/rider";
import { Phone } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../../components/ui/Badge";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Skeleton } from "../../../components/ui/Skeleton";
import { Switch } from "../../../components/ui/Switch";
import { Table, Td, Th } from "../../../components/ui/Table";
import { useMediaQuery, WIDE_SCREEN_QUERY } from "../../../components/ui/use-media-query";
import { useSetRiderActive } from "../api/set-rider-active";
import { VEHICLE_LABELS } from "./AddRiderDialog";

function StateBadges({ rider }: { rider: Rider }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge tone={rider.isActive ? "green" : "red"}>{rider.isActive ? "Active" : "Inactive"}</Badge>
      {rider.isActive && (
        <Badge tone={rider.isAvailable ? "green" : "gray"}>{rider.isAvailable ? "Online" : "Offline"}</Badge>
      )}
    </span>
  );
}

function PhoneLink({ phone }: { phone: string }) {
  return (
    <a
      href={`tel:${phone}`}
      className="inline-flex items-center gap-1 text-brand-800 underline-offset-4 hover:underline"
    >
      <Phone className="size-4" aria-hidden="true" />
      {phone}
    </a>
  );
}

function Vehicle({ rider }: { rider: Rider }) {
  return (
    <span>
      {VEHICLE_LABELS[rider.vehicleType]} · <span className="font-mono">{rider.vehicleNumber}</span>
    </span>
  );
}

export function RiderList({ riders }: { riders: readonly Rider[] }) {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const setActive = useSetRiderActive();
  const [pending, setPending] = useState<Rider | null>(null);

  function confirm() {
    if (!pending) return;
    setActive.mutate({ id: pending._id, isActive: !pending.isActive }, { onSettled: () => setPending(null) });
  }

  const toggle = (rider: Rider) => (
    <Switch
      aria-label={`${rider.name} active`}
      checked={rider.isActive}
      disabled={setActive.isPending && setActive.variables?.id === rider._id}
      onCheckedChange={() => setPending(rider)}
    />
  );

  return (
    <>
      {wide ? (
        <Table caption="Riders">
          <thead>
            <tr>
              <Th>Name</Th>
              <Th>Phone</Th>
              <Th>Vehicle</Th>
              <Th>Status</Th>
              <Th className="text-right">Current deliveries</Th>
              <Th className="text-right">Delivered</Th>
              <Th>Active</Th>
            </tr>
          </thead>
          <tbody>
            {riders.map((rider) => (
              <tr key={rider._id}>
                <Td className="font-semibold text-gray-900">{rider.name}</Td>
                <Td>
                  <PhoneLink phone={rider.phone} />
                </Td>
                <Td>
                  <Vehicle rider={rider} />
                </Td>
                <Td>
                  <StateBadges rider={rider} />
                </Td>
                <Td className="text-right tabular-nums">{rider.activeDeliveries}</Td>
                <Td className="text-right tabular-nums">{rider.deliveredCount}</Td>
                <Td>{toggle(rider)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <ul className="space-y-3">
          {riders.map((rider) => (
            <li key={rider._id} className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-gray-900">{rider.name}</p>
                  <PhoneLink phone={rider.phone} />
                </div>
                {toggle(rider)}
              </div>
              <p className="text-sm text-gray-800">
                <Vehicle rider={rider} />
              </p>
              <StateBadges rider={rider} />
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-gray-700">Current deliveries</dt>
                  <dd className="font-semibold text-gray-900 tabular-nums">{rider.activeDeliveries}</dd>
                </div>
                <div>
                  <dt className="text-gray-700">Delivered</dt>
                  <dd className="font-semibold text-gray-900 tabular-nums">{rider.deliveredCount}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={pending !== null}
        title={pending?.isActive ? "Deactivate rider?" : "Activate rider?"}
        confirmLabel={pending?.isActive ? "Deactivate" : "Activate"}
        onConfirm={confirm}
        onClose={() => setPending(null)}
        loading={setActive.isPending}
      >
        {pending?.isActive
          ? `${pending.name} will stop getting new orders and cannot go online until activated again.`
          : `${pending?.name} will be able to go online and get orders again.`}
      </ConfirmDialog>
    </>
  );
}

export function RiderListSkeleton() {
  return (
    <ListSkeleton
      label="Loading riders"
      rows={4}
      rowClassName="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-gray-200"
    >
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-1/4" />
    </ListSkeleton>
  );
}
