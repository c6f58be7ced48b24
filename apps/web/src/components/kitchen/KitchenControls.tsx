/**
 * The kitchen's controls for a restaurant's owner (on their orders page) and admins (on the restaurant's page): mark
 * the kitchen busy, pause new orders for 15, 30 or 60 minutes or until resumed, and cap the orders per 15-minute
 * window. The rules and texts are the contract's (kitchen-rules.ts).
 */
import type { KitchenState } from "@zaika/contract/kitchen";
import {
  BUSY_MINUTE_CHOICES,
  indiaClockTime,
  ORDER_CAP_MAX,
  ORDER_CAP_WINDOW_MINUTES,
  PAUSE_MINUTES,
} from "@zaika/contract/kitchen-rules";
import { CirclePause, CirclePlay, Timer } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useKitchen, useUpdateKitchen } from "../../api/kitchen";
import { errorMessage } from "../../lib/api-error";
import { messageText, t } from "../../lib/i18n";
import { useAtInstant } from "../../lib/use-at-instant";
import { Button } from "../ui/Button";
import { ErrorState } from "../ui/ErrorState";
import { Select } from "../ui/Select";
import { Skeleton } from "../ui/Skeleton";
import { TextField } from "../ui/TextField";

/** "Paused · back at 8:30 PM", "Paused for now", "Busy · +20 min" or "Taking orders" (the contract's pauseLabel words). */
function statusText(kitchen: KitchenState): string {
  if (kitchen.paused) {
    return kitchen.pausedUntil
      ? t("kitchen:pausedUntil", { time: indiaClockTime(new Date(kitchen.pausedUntil)) })
      : t("kitchen:pausedForNow");
  }
  return kitchen.busyMinutes > 0
    ? t("kitchen:busyStatus", { minutes: kitchen.busyMinutes })
    : t("kitchen:takingOrders");
}

function CapForm({
  kitchen,
  onSave,
  saving,
}: {
  kitchen: KitchenState;
  onSave: (cap: number | null) => void;
  saving: boolean;
}) {
  const [value, setValue] = useState(kitchen.orderCapPerWindow === null ? "" : String(kitchen.orderCapPerWindow));
  const [error, setError] = useState<string>();
  useEffect(() => {
    setValue(kitchen.orderCapPerWindow === null ? "" : String(kitchen.orderCapPerWindow));
  }, [kitchen.orderCapPerWindow]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (text === "") return onSave(null);
    const cap = Number(text);
    if (!Number.isInteger(cap) || cap < 1 || cap > ORDER_CAP_MAX) {
      setError(t("kitchen:capInvalid", { max: ORDER_CAP_MAX }));
      return;
    }
    setError(undefined);
    onSave(cap);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
      <TextField
        label={t("kitchen:capLabel", { minutes: ORDER_CAP_WINDOW_MINUTES })}
        hint={t("kitchen:capHint")}
        inputMode="numeric"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
        className="w-56"
      />
      <Button type="submit" variant="secondary" loading={saving}>
        {t("kitchen:saveCap")}
      </Button>
    </form>
  );
}

export function KitchenControls({ restaurantId }: { restaurantId: string | undefined }) {
  const kitchen = useKitchen(restaurantId);
  const update = useUpdateKitchen(restaurantId ?? "");
  const headingId = useId();
  // A timed pause ends by itself: read the controls again then.
  useAtInstant(kitchen.data?.pausedUntil, () => void kitchen.refetch());

  if (!restaurantId || kitchen.isPending) {
    // As tall as the loaded panel's rows, so what sits below does not jump when it arrives.
    return (
      <section
        aria-label={t("kitchen:controls")}
        aria-busy="true"
        className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-gray-200"
      >
        <Skeleton className="h-7 w-40" />
        <Skeleton className="h-9 w-full max-w-xl" />
        <Skeleton className="h-20 w-full max-w-xl" />
        <Skeleton className="h-5 w-72" />
      </section>
    );
  }
  if (kitchen.isError) {
    return (
      <ErrorState
        title={t("kitchen:loadFailed")}
        message={messageText(errorMessage(kitchen.error))}
        onRetry={() => kitchen.refetch()}
        retrying={kitchen.isFetching}
      />
    );
  }
  const state = kitchen.data;
  const saving = update.isPending;
  const cap = state.orderCapPerWindow;
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {t("kitchen:kitchen")}
        </h2>
        <p
          aria-live="polite"
          className={`rounded-full px-3 py-1 text-sm font-semibold ${state.paused ? "bg-red-50 text-red-800" : "bg-green-50 text-green-800"}`}
        >
          {statusText(state)}
        </p>
      </div>

      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t("kitchen:pauseNewOrders")}</legend>
        {state.paused ? (
          <Button onClick={() => update.mutate({ pause: "resume" })} loading={saving}>
            <CirclePlay className="size-5" aria-hidden="true" />
            {t("kitchen:resumeOrders")}
          </Button>
        ) : (
          <>
            <span className="flex items-center gap-1 text-sm font-medium text-gray-800">
              <CirclePause className="size-5" aria-hidden="true" />
              {t("kitchen:pauseNewOrdersColon")}
            </span>
            {PAUSE_MINUTES.map((minutes) => (
              <Button
                key={minutes}
                variant="secondary"
                size="sm"
                disabled={saving}
                onClick={() => update.mutate({ pause: minutes })}
              >
                {t("kitchen:minutes", { minutes })}
              </Button>
            ))}
            <Button
              variant="secondary"
              size="sm"
              disabled={saving}
              onClick={() => update.mutate({ pause: "until-resumed" })}
            >
              {t("kitchen:untilResumed")}
            </Button>
          </>
        )}
      </fieldset>

      <div className="flex flex-wrap items-end gap-6">
        <Select
          label={t("kitchen:busyLabel")}
          value={String(state.busyMinutes)}
          disabled={saving}
          onChange={(event) => update.mutate({ busyMinutes: Number(event.target.value) })}
          className="w-56"
        >
          {BUSY_MINUTE_CHOICES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes === 0 ? t("kitchen:notBusy") : t("kitchen:plusMinutes", { minutes })}
            </option>
          ))}
        </Select>
        <CapForm kitchen={state} saving={saving} onSave={(value) => update.mutate({ orderCapPerWindow: value })} />
      </div>

      <p className="flex items-center gap-1 text-sm text-gray-700">
        <Timer className="size-4" aria-hidden="true" />
        {cap === null
          ? t("kitchen:windowCount", { count: state.ordersThisWindow, minutes: ORDER_CAP_WINDOW_MINUTES })
          : t("kitchen:windowCountCap", { count: state.ordersThisWindow, minutes: ORDER_CAP_WINDOW_MINUTES, cap })}
      </p>
    </section>
  );
}
