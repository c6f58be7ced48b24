/**
 * The coupons as the admin manages them: code and title, terms, uses (now holding it / the total allowed), validity,
 * who funds it and an active switch, with Edit. A table on wide screens, cards on phones.
 */
import type { Coupon } from "@zaika/contract/coupons";
import { Pencil } from "lucide-react";
import { Badge } from "../../../components/ui/Badge";
import { Button } from "../../../components/ui/Button";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Skeleton } from "../../../components/ui/Skeleton";
import { Switch } from "../../../components/ui/Switch";
import { Table, Td, Th } from "../../../components/ui/Table";
import { useMediaQuery, WIDE_SCREEN_QUERY } from "../../../components/ui/use-media-query";
import { formatDateTime } from "../../../lib/india-time";
import { useUpdateCoupon } from "../api/save-coupon";

export function usesText(coupon: Pick<Coupon, "usedCount" | "totalLimit">): string {
  return coupon.totalLimit === null ? `${coupon.usedCount} used` : `${coupon.usedCount} / ${coupon.totalLimit} used`;
}

export function validityText(coupon: Pick<Coupon, "validFrom" | "validUntil">): string {
  const from = coupon.validFrom ? `from ${formatDateTime(coupon.validFrom)}` : null;
  const until = coupon.validUntil ? `until ${formatDateTime(coupon.validUntil)}` : null;
  if (!from && !until) return "Always";
  return [from, until].filter(Boolean).join(" ");
}

function fundedText(coupon: Coupon, restaurantName: (id: string) => string | undefined): string {
  if (coupon.fundedBy === "platform") return "Zaika";
  const only = coupon.restaurantIds?.[0];
  return `Restaurant${only ? `: ${restaurantName(only) ?? "one restaurant"}` : ""}`;
}

function restaurantsText(coupon: Coupon): string {
  if (coupon.restaurantIds === null) return "All restaurants";
  const count = coupon.restaurantIds.length;
  return `${count} restaurant${count === 1 ? "" : "s"}`;
}

function ActiveSwitch({ coupon }: { coupon: Coupon }) {
  const update = useUpdateCoupon();
  return (
    <Switch
      aria-label={`${coupon.code} active`}
      checked={coupon.isActive}
      disabled={update.isPending}
      onCheckedChange={(isActive) => update.mutate({ id: coupon._id, body: { isActive } })}
    />
  );
}

function EditButton({ coupon, onEdit }: { coupon: Coupon; onEdit: (coupon: Coupon) => void }) {
  return (
    <Button variant="secondary" size="sm" onClick={() => onEdit(coupon)} aria-label={`Edit ${coupon.code}`}>
      <Pencil className="size-4" aria-hidden="true" />
      Edit
    </Button>
  );
}

export function CouponList({
  coupons,
  restaurantName,
  onEdit,
}: {
  coupons: readonly Coupon[];
  restaurantName: (id: string) => string | undefined;
  onEdit: (coupon: Coupon) => void;
}) {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  if (wide) {
    return (
      <Table caption="Offers">
        <thead>
          <tr>
            <Th>Code</Th>
            <Th>Terms</Th>
            <Th>Uses</Th>
            <Th>Valid</Th>
            <Th>Funded by</Th>
            <Th>Active</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {coupons.map((coupon) => (
            <tr key={coupon._id}>
              <Td>
                <span className="block font-mono font-semibold text-gray-900">{coupon.code}</span>
                <span className="block text-gray-700">{coupon.title}</span>
              </Td>
              <Td className="max-w-xs whitespace-normal">
                {coupon.summary}
                <span className="block text-gray-700">{restaurantsText(coupon)}</span>
              </Td>
              <Td className="tabular-nums">{usesText(coupon)}</Td>
              <Td className="whitespace-normal">{validityText(coupon)}</Td>
              <Td>{fundedText(coupon, restaurantName)}</Td>
              <Td>
                <ActiveSwitch coupon={coupon} />
              </Td>
              <Td>
                <EditButton coupon={coupon} onEdit={onEdit} />
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    );
  }
  return (
    <ul aria-label="Offers" className="space-y-3">
      {coupons.map((coupon) => (
        <li key={coupon._id} className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-mono font-semibold text-gray-900">{coupon.code}</p>
              <p className="text-sm text-gray-700">{coupon.title}</p>
            </div>
            <ActiveSwitch coupon={coupon} />
          </div>
          <p className="text-sm text-gray-800">{coupon.summary}</p>
          <p className="flex flex-wrap gap-2 text-sm text-gray-800">
            <Badge>{usesText(coupon)}</Badge>
            <Badge>{restaurantsText(coupon)}</Badge>
            <Badge>Funded by {fundedText(coupon, restaurantName)}</Badge>
          </p>
          <p className="text-sm text-gray-700">Valid: {validityText(coupon)}</p>
          <EditButton coupon={coupon} onEdit={onEdit} />
        </li>
      ))}
    </ul>
  );
}

export function CouponListSkeleton() {
  return (
    <ListSkeleton
      label="Loading offers"
      rows={3}
      rowClassName="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-gray-200"
    >
      <Skeleton className="h-5 w-1/4" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
    </ListSkeleton>
  );
}
