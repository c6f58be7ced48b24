/**
 * How an order of the history begins: a basket from the kitchen's menu (its first dishes sell best, topped up to the
 * minimum order), priced with the contract's bill, placed by a customer at one of their addresses and, when online,
 * paid through the payments sandbox within its window. The outcomes (outcomes.ts) take the order on from here.
 */
import { randomUUID } from "node:crypto";
import { DELIVERY_CODE_LENGTH, GST, PAYMENT_WINDOW_MINUTES } from "@zaika/contract/constants";
import { distanceMetres } from "@zaika/contract/geo";
import type { OrderLifecycle } from "@zaika/contract/ledger";
import type { PaymentMode } from "@zaika/contract/order-status";
import { SANDBOX_METHODS } from "@zaika/contract/payment";
import { type Bill, computeBill, lineTotalPaise, unitPricePaise } from "@zaika/contract/pricing";
import type { Random } from "@zaika/seed-artwork/random";
import { sandboxId } from "../../../providers/payments/sandbox";
import type { DeliveryAddressSnapshot, OrderItemSnapshot } from "../../schema/orders";
import { later, weighted } from "./curves";
import {
  type Actor,
  type Customer,
  type Dish,
  type Kitchen,
  MINUTE,
  type PlannedOrder,
  type Rider,
  type Step,
} from "./shapes";

const PAYMENT_METHOD_WEIGHTS: Record<(typeof SANDBOX_METHODS)[number], number> = {
  upi: 60,
  card: 22,
  netbanking: 10,
  wallet: 8,
};

export type Outcome = "delivered" | "refunded" | "cancelled" | "rejected";

export interface OrderContext {
  rng: Random;
  now: Date;
  createdAt: Date;
  kitchen: Kitchen;
  customer: Customer;
  address: Customer["addresses"][number];
  riders: Rider[];
  adminId: string;
}

/** An order as placed (and paid, when it was paid online), before the restaurant did anything with it. */
export interface Placed {
  ctx: OrderContext;
  id: string;
  row: PlannedOrder["row"];
  steps: Step[];
  bill: SaleBill;
  paymentMode: PaymentMode;
  online: PlannedOrder["online"];
  /** When the order became real: paid for an online order, placed for a cash one (the free minute runs from it). */
  placedAt: Date;
  buyer: Actor;
  owner: Actor;
  admin: Actor;
}

type SaleBill = OrderLifecycle["bill"];

/** One dish as ordered: a required choice always made, an optional one now and then, an add-on rarely. */
function orderLine(rng: Random, dish: Dish, quantity: number): OrderItemSnapshot {
  const selectedAttributes: OrderItemSnapshot["selectedAttributes"] = [];
  for (const attribute of dish.attributes) {
    if (attribute.options.length === 0) continue;
    if (!attribute.required && !rng.chance(0.25)) continue;
    const option = rng.chance(0.6) ? attribute.options[0] : rng.pick(attribute.options);
    if (!option) continue;
    selectedAttributes.push({
      attributeName: attribute.name,
      selectedOption: option.name,
      additionalPricePaise: option.additionalPricePaise,
    });
  }
  const selectedAddons = dish.addons
    .filter(() => rng.chance(0.12))
    .map((addon) => ({ name: addon.name, pricePaise: addon.pricePaise }));
  const unitPaise = unitPricePaise(dish, selectedAttributes, selectedAddons);
  return {
    productId: dish.id,
    name: dish.name,
    image: dish.image,
    description: dish.description,
    foodType: dish.foodType,
    pricePaise: dish.pricePaise,
    discountedPricePaise: dish.discountedPricePaise,
    quantity,
    selectedAttributes,
    selectedAddons,
    unitPaise,
    totalPaise: lineTotalPaise(unitPaise, quantity),
  };
}

/** A basket from the menu (its first dishes sell best), topped up to the restaurant's minimum order. */
function basket(rng: Random, kitchen: Kitchen): OrderItemSnapshot[] {
  const lines: OrderItemSnapshot[] = [];
  const add = () => {
    const dish = weighted(rng, kitchen.dishes, (d) => d.popularity);
    const index = lines.findIndex((line) => line.productId === dish.id);
    const existing = lines[index];
    if (existing) {
      const quantity = existing.quantity + 1;
      lines[index] = { ...existing, quantity, totalPaise: lineTotalPaise(existing.unitPaise, quantity) };
    } else {
      lines.push(
        orderLine(
          rng,
          dish,
          weighted(rng, [1, 2, 3], (q) => [0, 75, 20, 5][q] ?? 0),
        ),
      );
    }
  };
  const count = weighted(rng, [1, 2, 3, 4], (n) => [0, 35, 35, 20, 10][n] ?? 0);
  for (let i = 0; i < count; i++) add();
  const subtotal = () => lines.reduce((sum, line) => sum + line.totalPaise, 0);
  while (subtotal() < kitchen.minimumOrderPaise) add();
  return lines;
}

/** The basket priced with the contract's bill at the default GST, the order row, and its payment when online. */
export function place(ctx: OrderContext, outcome: Outcome): Placed {
  const { rng, kitchen, customer, address, createdAt } = ctx;
  // Online where the kitchen takes it (and always for a refund after delivery: cash is not refunded that way).
  const online = !kitchen.acceptsCash || (kitchen.acceptsOnlinePayment && (outcome === "refunded" || rng.chance(0.62)));
  const paymentMode: PaymentMode = online ? "ONLINE" : "COD";
  const items = basket(rng, kitchen);
  const bill: Bill = computeBill(
    items.map((item) => item.totalPaise),
    {
      gstPercent: GST.default,
      packagingChargePaise: kitchen.packagingChargePaise,
      deliveryFeePaise: kitchen.deliveryFeePaise,
      freeDeliveryThresholdPaise: kitchen.freeDeliveryThresholdPaise,
    },
  );
  const saleBill: SaleBill = {
    subtotalPaise: bill.subtotalPaise,
    taxPaise: bill.taxAmountPaise,
    packagingPaise: bill.packagingChargePaise,
    deliveryFeePaise: bill.deliveryFeePaise,
    totalPaise: bill.finalTotalPaise,
  };
  const buyer: Actor = { id: customer.id, role: "user" };
  const steps: Step[] = [
    { at: createdAt, kind: "placed", from: null, to: "PENDING", actor: buyer, reason: null, note: null },
  ];
  // An online order is paid within its window, but for a few cancelled by their customer before paying.
  const unpaid = online && outcome === "cancelled" && rng.chance(0.25);
  const method = weighted(rng, SANDBOX_METHODS, (m) => PAYMENT_METHOD_WEIGHTS[m]);
  const paidAt = online && !unpaid ? later(createdAt, 15_000, 100_000, rng) : null;
  const payment = online
    ? { providerOrderId: sandboxId("order"), paymentId: paidAt ? sandboxId("pay") : null, method, paidAt }
    : null;
  if (payment?.paidAt && payment.paymentId) {
    steps.push({
      at: payment.paidAt,
      kind: "payment",
      from: null,
      to: null,
      actor: buyer,
      reason: null,
      note: `Paid online (${payment.paymentId}, ${payment.method})`,
    });
  }
  const id = randomUUID();
  const row: PlannedOrder["row"] = {
    id,
    userId: customer.id,
    restaurantId: kitchen.id,
    status: "PENDING",
    paymentMode,
    paymentProvider: online ? "sandbox" : null,
    paymentStatus: "PENDING",
    providerOrderId: payment?.providerOrderId ?? null,
    providerPaymentId: payment?.paymentId ?? null,
    paidAt,
    payableUntil: online ? new Date(createdAt.getTime() + PAYMENT_WINDOW_MINUTES * MINUTE) : null,
    items,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotalPaise: saleBill.subtotalPaise,
    gstPercent: bill.gstPercent,
    taxPaise: saleBill.taxPaise,
    packagingPaise: saleBill.packagingPaise,
    deliveryFeePaise: saleBill.deliveryFeePaise,
    totalPaise: saleBill.totalPaise,
    deliveryAddress: {
      fullName: address.fullName,
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2 ?? "",
      landmark: address.landmark ?? "",
      city: address.city,
      state: address.state,
      postalCode: address.postalCode,
      addressType: address.addressType ?? "home",
      phoneNumber: address.phoneNumber,
      deliveryInstructions: address.deliveryInstructions ?? "",
      coordinates: { lat: address.lat, lng: address.lng },
    } satisfies DeliveryAddressSnapshot,
    distanceMetres: Math.round(
      distanceMetres({ lat: kitchen.lat, lon: kitchen.lng }, { lat: address.lat, lon: address.lng }),
    ),
    deliveryCode: String(rng.int(0, 10 ** DELIVERY_CODE_LENGTH - 1)).padStart(DELIVERY_CODE_LENGTH, "0"),
    createdAt,
  };
  return {
    ctx,
    id,
    row,
    steps,
    bill: saleBill,
    paymentMode,
    online: payment,
    placedAt: paidAt ?? createdAt,
    buyer,
    owner: { id: kitchen.ownerId, role: "restaurant" },
    admin: { id: ctx.adminId, role: "admin" },
  };
}
