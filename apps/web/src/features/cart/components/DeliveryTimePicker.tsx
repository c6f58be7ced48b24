/**
 * Checkout's "When": deliver now, or a 15-minute slot later today or tomorrow (issue 12). A restaurant that is closed
 * or paused now only offers slots. The slots come from the server for the chosen address (its hours, the kitchen's
 * and the ride's lead, full slots left out); a chosen slot that has gone (time moved on, it filled up) is dropped.
 */
import type { DeliverySlotsResponse } from "@zaika/contract/schedule";
import { CalendarClock, Zap } from "lucide-react";
import { type ReactNode, useEffect, useId } from "react";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Select } from "../../../components/ui/Select";
import { Skeleton } from "../../../components/ui/Skeleton";
import { errorMessage } from "../../../lib/api-error";
import { messageText, t } from "../../../lib/i18n";
import { slotParts, slotText } from "../../../lib/slot-label";
import { useDeliverySlots } from "../api/get-delivery-slots";

type Props = {
  addressId: string;
  restaurantId: string;
  scheduledFor: string | null;
  onChange: (scheduledFor: string | null) => void;
  disabled?: boolean;
};

/** The slots grouped by India day ("Today", "Tomorrow"), each labelled with its time. */
function byDay(slots: readonly string[], now: Date) {
  const groups = new Map<string, Array<{ value: string; label: string }>>();
  for (const value of slots) {
    const { day, time } = slotParts(new Date(value), now);
    groups.set(day, [...(groups.get(day) ?? []), { value, label: time }]);
  }
  return [...groups];
}

function Choice({
  checked,
  disabled,
  onSelect,
  icon,
  title,
  description,
}: {
  checked: boolean;
  disabled: boolean;
  onSelect: () => void;
  icon: ReactNode;
  title: string;
  description: string;
}) {
  return (
    <label
      className={`flex items-start gap-3 rounded-xl p-3 ring-1 ${checked ? "bg-brand-50 ring-brand-600" : "ring-gray-200"} ${disabled ? "opacity-60" : "cursor-pointer"}`}
    >
      <input
        type="radio"
        name="delivery-time"
        className="mt-1"
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
      />
      <span aria-hidden="true" className="mt-0.5 text-brand-700">
        {icon}
      </span>
      <span>
        <span className="block font-semibold text-gray-900">{title}</span>
        <span className="block text-sm text-gray-700">{description}</span>
      </span>
    </label>
  );
}

function Picker({
  data,
  scheduledFor,
  onChange,
  disabled,
}: Omit<Props, "addressId" | "restaurantId"> & { data: DeliverySlotsResponse }) {
  const selectId = useId();
  const now = new Date();
  const first = data.slots[0] ?? null;
  // Nothing to deliver now: the soonest slot is chosen for the customer; a slot that has gone is dropped.
  useEffect(() => {
    if (scheduledFor && !data.slots.includes(scheduledFor)) onChange(data.deliverNow ? null : first);
    else if (!scheduledFor && !data.deliverNow && first) onChange(first);
  }, [data, scheduledFor, first, onChange]);

  if (!data.deliverNow && data.slots.length === 0) {
    return <p className="text-sm text-red-800">{t("cart:noSlotsLeft")}</p>;
  }
  const scheduling = scheduledFor !== null || !data.deliverNow;
  return (
    <div className="space-y-3">
      <Choice
        checked={!scheduling}
        disabled={disabled || !data.deliverNow}
        onSelect={() => onChange(null)}
        icon={<Zap className="size-5" />}
        title={t("cart:deliverNow")}
        description={data.deliverNow ? t("cart:deliverNowText") : t("cart:deliverNowUnavailable")}
      />
      {first && (
        <Choice
          checked={scheduling}
          disabled={disabled ?? false}
          onSelect={() => onChange(scheduledFor ?? first)}
          icon={<CalendarClock className="size-5" />}
          title={t("cart:scheduleForLater")}
          description={t("cart:scheduleText", { slot: slotText(new Date(first), now) })}
        />
      )}
      {scheduling && first && (
        <Select
          id={selectId}
          label={t("cart:deliverySlot")}
          value={scheduledFor ?? first}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          hint={t("cart:slotHint")}
        >
          {byDay(data.slots, now).map(([day, options]) => (
            <optgroup key={day} label={day}>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {t("cart:slotAt", { day, time: option.label })}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      )}
    </div>
  );
}

export function DeliveryTimePicker({ addressId, restaurantId, scheduledFor, onChange, disabled = false }: Props) {
  const slots = useDeliverySlots(addressId, restaurantId);
  const headingId = useId();
  let body: ReactNode;
  if (addressId === "") body = <p className="text-sm text-gray-700">{t("cart:chooseAddressForTimes")}</p>;
  else if (slots.isPending) body = <Skeleton className="h-24 w-full rounded-xl" />;
  else if (slots.isError) {
    body = (
      <ErrorState
        title={t("cart:slotsLoadFailed")}
        message={messageText(errorMessage(slots.error))}
        onRetry={() => slots.refetch()}
        retrying={slots.isFetching}
      />
    );
  } else body = <Picker data={slots.data} scheduledFor={scheduledFor} onChange={onChange} disabled={disabled} />;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 ring-1 ring-gray-200">
      <h2 id={headingId} className="text-lg font-bold text-gray-900">
        {t("cart:deliveryTime")}
      </h2>
      <div className="mt-3">{body}</div>
    </section>
  );
}
