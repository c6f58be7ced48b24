/**
 * The shapes of the history's plan and the units of its clock. Every other file of the history reads or builds these
 * (the kitchens and dishes read from the demo, the customers and riders it adds, an order's timeline and money), so
 * they live apart from all of them: no file has to import another's logic for a type, and the import graph stays one
 * way.
 */
import type { BusinessHours } from "@zaika/contract/business-hours";
import type { OrderLifecycle, PostingKind } from "@zaika/contract/ledger";
import type { OrderActor, OrderStatus } from "@zaika/contract/order-status";
import type { VehicleType } from "@zaika/contract/rider";
import type { addresses } from "../../schema/addresses";
import type { orders } from "../../schema/orders";

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface Dish {
  id: string;
  name: string;
  image: string | null;
  description: string;
  foodType: "veg" | "non-veg" | "egg";
  pricePaise: number;
  discountedPricePaise: number | null;
  attributes: Array<{
    name: string;
    required: boolean;
    options: Array<{ name: string; additionalPricePaise: number }>;
  }>;
  addons: Array<{ name: string; pricePaise: number }>;
  /** How often it is ordered, relative to the others of its menu: the first dishes sell best. */
  popularity: number;
}

export interface Kitchen {
  id: string;
  ownerId: string;
  name: string;
  lat: number;
  lng: number;
  hours: BusinessHours;
  deliveryRadiusMetres: number;
  minimumOrderPaise: number;
  deliveryFeePaise: number;
  freeDeliveryThresholdPaise: number | null;
  packagingChargePaise: number;
  acceptsCash: boolean;
  acceptsOnlinePayment: boolean;
  commissionRate: number;
  preparationMinutes: number;
  estimatedDeliveryMinutes: number;
  /** The rating the catalogue planned for it: its reviews' food ratings are drawn around it (reviews.ts). */
  plannedRating: number;
  weight: number;
  dishes: Dish[];
}

export interface Customer {
  id: string;
  name: string;
  phone: string;
  email: string;
  dateOfBirth: string;
  createdAt: Date;
  weight: number;
  /** Written by this seed (the demo customer exists already). */
  isNew: boolean;
  addresses: Array<typeof addresses.$inferInsert & { id: string; lat: number; lng: number }>;
}

export interface Rider {
  id: string;
  name: string;
  phone: string;
  vehicleType: VehicleType;
  vehicleNumber: string;
  weight: number;
  isNew: boolean;
}

export interface Actor {
  id: string | null;
  role: OrderActor;
}

export interface Step {
  at: Date;
  kind: "placed" | "status" | "payment" | "rider" | "refund";
  from: OrderStatus | null;
  to: OrderStatus | null;
  actor: Actor;
  reason: string | null;
  note: string | null;
}

/** One finished order: its row (without the number), its timeline and its money, all dated. */
export interface PlannedOrder {
  row: Omit<typeof orders.$inferInsert, "orderNumber">;
  id: string;
  createdAt: Date;
  restaurantId: string;
  steps: Step[];
  lifecycle: OrderLifecycle;
  /** When each kind of the order's postings happened. */
  postingAt: (kind: PostingKind) => Date;
  riderId: string | null;
  online: { providerOrderId: string; paymentId: string | null; method: string; paidAt: Date | null } | null;
  refund: { amountPaise: number; at: Date } | null;
  invoicedAt: Date | null;
}
