/**
 * The period of a revenue chart, kept in the URL (`?days=30`) so a reload or Back shows the same chart. Only the
 * offered choices are read back; anything else means the spec's default (REVENUE_DEFAULT_DAYS, 7).
 */
import { REVENUE_DEFAULT_DAYS } from "@zaika/contract/constants";
import { useCallback } from "react";
import { useSearchParams } from "../../../lib/router";

export const REVENUE_DAY_CHOICES = [7, 30, 90] as const;

export function revenueDaysFrom(value: string | null): number {
  const days = Number(value);
  return (REVENUE_DAY_CHOICES as readonly number[]).includes(days) ? days : REVENUE_DEFAULT_DAYS;
}

export function useRevenueDays(): [days: number, setDays: (days: number) => void] {
  const [params, setParams] = useSearchParams();
  const days = revenueDaysFrom(params.get("days"));
  const setDays = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === REVENUE_DEFAULT_DAYS) updated.delete("days");
          else updated.set("days", String(next));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [days, setDays];
}
