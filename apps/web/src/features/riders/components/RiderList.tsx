/**
 * How the admin list shows a rider: the table's columns on wide screens, a card on phones; each with an
 * activate/deactivate switch that asks for confirmation first.
 */
import type { Rider } from "@zaika/contract/rider";
import { Phone } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { AdminListColumn } from "../../../components/admin/AdminListPage";
import { Badge } from "../../../components/ui/Badge";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Skeleton } from "../../../components/ui/Skeleton";
import { Switch } from "../../../components/ui/Switch";
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

type ActiveSwitch = (rider: Rider) => ReactNode;

/** Each rider's "active" switch, and the dialog that confirms the change before it is sent. */
export function useRiderActivation(): { activeSwitch: ActiveSwitch; confirmDialog: ReactNode } {
  const setActive = useSetRiderActive();
  const [pending, setPending] = useState<Rider | null>(null);

  function confirm() {
    if (!pending) return;
    setActive.mutate({ id: pending._id, isActive: !pending.isActive }, { onSettled: () => setPending(null) });
  }

  const activeSwitch = (rider: Rider) => (
    <Switch
      aria-label={`${rider.name} active`}
      checked={rider.isActive}
      disabled={setActive.isPending && setActive.variables?.id === rider._id}
      onCheckedChange={() => setPending(rider)}
    />
  );

  const confirmDialog = (
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
  );

  return { activeSwitch, confirmDialog };
}

export function riderColumns(activeSwitch: ActiveSwitch): AdminListColumn<Rider>[] {
  return [
    { header: "Name", className: "font-semibold text-gray-900", cell: (rider) => rider.name },
    { header: "Phone", cell: (rider) => <PhoneLink phone={rider.phone} /> },
    { header: "Vehicle", cell: (rider) => <Vehicle rider={rider} /> },
    { header: "Status", cell: (rider) => <StateBadges rider={rider} /> },
    {
      header: "Current deliveries",
      headerClassName: "text-right",
      className: "text-right tabular-nums",
      cell: (rider) => rider.activeDeliveries,
    },
    {
      header: "Delivered",
      headerClassName: "text-right",
      className: "text-right tabular-nums",
      cell: (rider) => rider.deliveredCount,
    },
    { header: "Active", cell: activeSwitch },
  ];
}

export function RiderCard({ rider, activeSwitch }: { rider: Rider; activeSwitch: ActiveSwitch }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-gray-900">{rider.name}</p>
          <PhoneLink phone={rider.phone} />
        </div>
        {activeSwitch(rider)}
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
