/** Types shared by the live-events service and its queries. */
import type { DomainEvent } from "../../lib/events";

export type OrderChangedEvent = Extract<DomainEvent, { type: "order.changed" }>;

/** The caller's token claims. */
export interface EventViewer {
  sub: string;
  role: string;
}
