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
import { t } from "../../../lib/i18n";
import { useSetRiderActive } from "../api/set-rider-active";
import { VEHICLE_KEYS } from "./AddRiderDialog";

function StateBadges({ rider }: { rider: Rider }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge tone={rider.isActive ? "green" : "red"}>
        {rider.isActive ? t("riders:active") : t("riders:inactive")}
      </Badge>
      {rider.isActive && (
        <Badge tone={rider.isAvailable ? "green" : "gray"}>
          {rider.isAvailable ? t("riders:online") : t("riders:offline")}
        </Badge>
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
      {t(VEHICLE_KEYS[rider.vehicleType])} · <span className="font-mono">{rider.vehicleNumber}</span>
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
      aria-label={t("riders:activeSwitch", { name: rider.name })}
      checked={rider.isActive}
      disabled={setActive.isPending && setActive.variables?.id === rider._id}
      onCheckedChange={() => setPending(rider)}
    />
  );

  const confirmDialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.isActive ? t("riders:deactivateTitle") : t("riders:activateTitle")}
      confirmLabel={pending?.isActive ? t("riders:deactivate") : t("riders:activate")}
      onConfirm={confirm}
      onClose={() => setPending(null)}
      loading={setActive.isPending}
    >
      {pending?.isActive
        ? t("riders:deactivateBody", { name: pending.name })
        : t("riders:activateBody", { name: pending?.name })}
    </ConfirmDialog>
  );

  return { activeSwitch, confirmDialog };
}

export function riderColumns(activeSwitch: ActiveSwitch): AdminListColumn<Rider>[] {
  return [
    { header: t("riders:name"), className: "font-semibold text-gray-900", cell: (rider) => rider.name },
    { header: t("riders:phone"), cell: (rider) => <PhoneLink phone={rider.phone} /> },
    { header: t("riders:vehicle"), cell: (rider) => <Vehicle rider={rider} /> },
    { header: t("riders:status"), cell: (rider) => <StateBadges rider={rider} /> },
    {
      header: t("riders:currentDeliveries"),
      numeric: true,
      cell: (rider) => rider.activeDeliveries,
    },
    {
      header: t("riders:delivered"),
      numeric: true,
      cell: (rider) => rider.deliveredCount,
    },
    { header: t("riders:active"), cell: activeSwitch },
  ];
}

export function RiderListSkeleton() {
  return (
    <ListSkeleton
      label={t("riders:loading")}
      rows={4}
      rowClassName="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-gray-200"
    >
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-1/4" />
    </ListSkeleton>
  );
}
