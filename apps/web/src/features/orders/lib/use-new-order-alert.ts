/**
 * The restaurant's new-order alert (issue 5): a new order the kitchen can act on (cash on delivery, or paid online)
 * starts a beep that repeats every few seconds until someone acknowledges it, and is counted in the tab title. A
 * scheduled order counts as new when it is released to the kitchen.
 */
import type { OrderLiveEvent } from "@zaika/contract/events";
import { useCallback, useEffect, useState } from "react";
import { useOrderEvents } from "../../../lib/live-events";
import { playBeep } from "./alert-sound";

export const ALERT_REPEAT_MS = 4000;

/** Whether this event puts a new order in front of the restaurant (unpaid online orders stay hidden from it). */
export function isNewOrderForRestaurant(event: OrderLiveEvent): boolean {
  if (event.status !== "PENDING") return false;
  // A scheduled order rings when it reaches the kitchen (its release), not when it is placed or paid.
  if (event.awaitingRelease) return false;
  if (event.kind === "released") return true;
  if (event.kind === "placed") return event.paymentMode === "COD" || event.paymentStatus === "PAID";
  return event.kind === "payment" && event.paymentMode === "ONLINE" && event.paymentStatus === "PAID";
}

/** `enabled: false` listens to nothing (a page under the restaurant layout, whose shared alert already rings). */
export function useNewOrderAlert(restaurantId: string | undefined, enabled = true) {
  const [unacknowledged, setUnacknowledged] = useState<ReadonlyMap<string, string>>(() => new Map());

  useOrderEvents(
    useCallback(
      (event: OrderLiveEvent) => {
        if (!enabled) return;
        if (restaurantId && event.restaurantId !== restaurantId) return;
        if (isNewOrderForRestaurant(event)) {
          setUnacknowledged((current) => new Map(current).set(event.orderId, event.orderNumber));
        } else if (event.status !== "PENDING") {
          // Acted on elsewhere (another device, or the customer cancelled): nothing left to be alerted about.
          setUnacknowledged((current) => {
            if (!current.has(event.orderId)) return current;
            const next = new Map(current);
            next.delete(event.orderId);
            return next;
          });
        }
      },
      [restaurantId, enabled],
    ),
  );

  const count = unacknowledged.size;
  const ringing = count > 0;

  useEffect(() => {
    if (!ringing) return;
    playBeep();
    const timer = window.setInterval(playBeep, ALERT_REPEAT_MS);
    return () => window.clearInterval(timer);
  }, [ringing]);

  const acknowledgeAll = useCallback(() => setUnacknowledged(new Map()), []);
  const acknowledge = useCallback(
    (orderId: string) =>
      setUnacknowledged((current) => {
        if (!current.has(orderId)) return current;
        const next = new Map(current);
        next.delete(orderId);
        return next;
      }),
    [],
  );

  return { count, orderNumbers: [...unacknowledged.values()], acknowledge, acknowledgeAll };
}

export type NewOrderAlert = ReturnType<typeof useNewOrderAlert>;
